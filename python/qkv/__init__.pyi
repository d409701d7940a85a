"""Type stubs of the qkv package."""

from typing import Any, Literal, Optional, Tuple, TypeVar, Union, overload

from . import dist as dist
from . import plot as plot
from . import viz as viz
from ._flash import PagedKvCache as PagedKvCache
from ._flash import flash_attn_func as flash_attn_func
from ._flash import flash_attn_varlen_func as flash_attn_varlen_func
from ._flash import flash_attn_with_kvcache as flash_attn_with_kvcache
from ._modules import KvCache as KvCache
from ._modules import MultiheadAttention as MultiheadAttention
from ._quantized import QuantizedCache as QuantizedCache
from ._quantized import quantized_kv_cache as quantized_kv_cache
from ._qkv import QkvTypeError as QkvTypeError
from ._qkv import QkvValueError as QkvValueError
from ._qkv import kernel_choice as kernel_choice

ArrayT = TypeVar("ArrayT")  # numpy.ndarray or torch.Tensor; results match

__version__: str

def scaled_dot_product_attention(
    query: ArrayT, key: ArrayT, value: ArrayT, attn_mask: Optional[Any] = ...,
    dropout_p: float = ..., is_causal: bool = ..., scale: Optional[float] = ...,
    enable_gqa: bool = ...,
) -> ArrayT: ...
@overload
def attention(
    q: ArrayT, k: ArrayT, v: ArrayT, *, scale: Optional[float] = ...,
    causal: Union[None, bool, Literal["top_left", "bottom_right"]] = ...,
    window: Optional[Tuple[Optional[int], Optional[int]]] = ...,
    key_lengths: Optional[Any] = ..., query_lengths: Optional[Any] = ...,
    attn_mask: Optional[Any] = ..., alibi_slopes: Optional[Any] = ...,
    softcap: Optional[float] = ..., dropout_p: float = ..., seed: Optional[int] = ...,
    layout: Literal["bhsd", "bshd"] = ..., return_lse: Literal[False] = ...,
    sinks: Optional[Any] = ...,
) -> ArrayT: ...
@overload
def attention(
    q: ArrayT, k: ArrayT, v: ArrayT, *, scale: Optional[float] = ...,
    causal: Union[None, bool, Literal["top_left", "bottom_right"]] = ...,
    window: Optional[Tuple[Optional[int], Optional[int]]] = ...,
    key_lengths: Optional[Any] = ..., query_lengths: Optional[Any] = ...,
    attn_mask: Optional[Any] = ..., alibi_slopes: Optional[Any] = ...,
    softcap: Optional[float] = ..., dropout_p: float = ..., seed: Optional[int] = ...,
    layout: Literal["bhsd", "bshd"] = ..., return_lse: Literal[True] = ...,
    sinks: Optional[Any] = ...,
) -> Tuple[ArrayT, ArrayT]: ...
def attention_weights(
    q: ArrayT, k: ArrayT, v: ArrayT, *, scale: Optional[float] = ...,
    causal: Union[None, bool, Literal["top_left", "bottom_right"]] = ...,
    window: Optional[Tuple[Optional[int], Optional[int]]] = ...,
    key_lengths: Optional[Any] = ..., query_lengths: Optional[Any] = ...,
    attn_mask: Optional[Any] = ..., alibi_slopes: Optional[Any] = ...,
    softcap: Optional[float] = ..., dropout_p: float = ..., seed: Optional[int] = ...,
    sinks: Optional[Any] = ...,
) -> ArrayT: ...
def merge_partials(out1: ArrayT, lse1: ArrayT, out2: ArrayT, lse2: ArrayT) -> Tuple[ArrayT, ArrayT]: ...
def set_num_threads(num_threads: int) -> None: ...
def get_num_threads() -> int: ...
def register(name: str = "qkv") -> None: ...
