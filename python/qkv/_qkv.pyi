"""Type stubs of the nanobind extension qkv._qkv (use the qkv package).

Arrays: numpy arrays or torch CPU tensors; a 16-bit unsigned array is read as
bfloat16 bits (qkv._args.plain views ml_dtypes.bfloat16 so and refuses
genuine uint16). Integers arrive range-checked by qkv._args.
"""

from typing import Any, List, Optional, Tuple

__version__: str

class Options:
    scale: Optional[float]
    softcap: float
    alibi_slopes: Optional[Any]
    causal: int
    window_left: int
    window_right: int
    key_lengths: Optional[Any]
    query_lengths: Optional[Any]
    mask: Optional[Any]
    dropout_p: float
    seed: int
    offset: int
    num_threads: int
    def __init__(
        self, scale: Optional[float] = ..., softcap: float = ..., alibi_slopes: Optional[Any] = ...,
        causal: int = ..., window_left: int = ..., window_right: int = ..., key_lengths: Optional[Any] = ...,
        query_lengths: Optional[Any] = ..., mask: Optional[Any] = ..., dropout_p: float = ..., seed: int = ...,
        num_threads: int = ...,
    ) -> None: ...

def attention_into(q: Any, k: Any, v: Any, out: Any, lse: Optional[Any], options: Options) -> None: ...
def attention_backward_into(
    dout: Any, q: Any, k: Any, v: Any, out: Any, lse: Any, dq: Any, dk: Any, dv: Any, options: Options,
    dlse: Optional[Any],
) -> None: ...
def merge_partials_into(out1: Any, lse1: Any, out2: Any, lse2: Any, out: Any, lse: Any) -> None: ...
def data_pointer(array: Any) -> int: ...
def default_num_threads() -> int: ...

class MultiheadAttention:
    training: bool
    dropout_seed: int
    num_threads: int
    def __init__(self, embed_dim: int, num_heads: int, num_kv_heads: int, kdim: int, vdim: int, bias: bool,
                 add_bias_kv: bool, add_zero_attn: bool, dropout: float, batch_first: bool, seed: int) -> None: ...
    def forward(self, query: Any, key: Any, value: Any, key_padding_mask: Optional[Any], need_weights: bool,
                attn_mask: Optional[Any], average_attn_weights: bool, is_causal: bool) -> Tuple[Any, Any]: ...
    def parameter_names(self) -> List[str]: ...
    def get_parameter(self, name: str) -> Any: ...
    def set_parameter(self, name: str, value: Any) -> None: ...
    def load_safetensors(self, path: str) -> None: ...
    def save_safetensors(self, path: str) -> None: ...

class KvCache:
    capacity: int
    window: int
    batch: int
    def __init__(self, batch: int, num_kv_heads: int, capacity: int, head_dim: int, dtype: str,
                 head_dim_v: int, window: int) -> None: ...
    def append(self, k: Any, v: Any, new_lengths: Optional[Any]) -> None: ...
    def attend(self, q: Any, options: Options) -> Tuple[Any, Any]: ...
    def length(self, b: int) -> int: ...
    def reset(self) -> None: ...
    def keys(self) -> Any: ...
    def values(self) -> Any: ...
