"""Type stubs of the nanobind extension qkv._qkv (use the qkv package)."""

from typing import Any, Optional

__version__: str

def attention_into(
    q: Any, k: Any, v: Any, out: Any, lse: Optional[Any], scale: Optional[float],
    softcap: float, alibi_slopes: Optional[Any], causal: int, window_left: int,
    window_right: int, key_lengths: Optional[Any], query_lengths: Optional[Any],
    mask: Optional[Any], dropout_p: float, seed: int, offset: int,
    num_threads: int, storage: str,
) -> None: ...
def merge_partials_into(
    out1: Any, lse1: Any, out2: Any, lse2: Any, out: Any, lse: Any, storage: str,
) -> None: ...
def data_pointer(array: Any) -> int: ...
def default_num_threads() -> int: ...
