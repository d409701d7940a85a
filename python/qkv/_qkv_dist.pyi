"""Type stubs of the extension qkv._qkv_dist (use qkv.dist): qkv.dist's calls
over a communicator written in Python (qkv.dist._TorchComm). float32 arrays
only; strategy: 0 ring, 1 all-gather, 2 Ulysses."""

from typing import Any, List, Tuple

def py_ring_attention(comm: Any, q: Any, k: Any, v: Any, causal: bool, strategy: int, num_threads: int, piece_rows: int,
                      key_lengths: List[int]) -> Tuple[Any, Any]: ...
def py_ring_attention_backward(comm: Any, dout: Any, q: Any, k: Any, v: Any, out: Any, lse: Any, causal: bool,
                               strategy: int, num_threads: int, piece_rows: int,
                               key_lengths: List[int]) -> Tuple[Any, Any, Any]: ...
def py_refuse(comm: Any, what: str, message: str, type_error: bool) -> None: ...
