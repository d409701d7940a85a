"""Type stubs of the MPI extension qkv._qkv_mpi (use qkv.dist). Present only
in builds with MPI; float32 arrays only. strategy: 0 ring, 1 all-gather,
2 Ulysses; timeout in seconds (0: wait forever)."""

from typing import Any, List, Tuple

def mpi_ring_attention(comm: int, q: Any, k: Any, v: Any, causal: bool, strategy: int, num_threads: int, piece_rows: int,
                       key_lengths: List[int], timeout: float) -> Tuple[Any, Any]: ...
def mpi_ring_attention_backward(comm: int, dout: Any, q: Any, k: Any, v: Any, out: Any, lse: Any, causal: bool,
                                strategy: int, num_threads: int, piece_rows: int, key_lengths: List[int],
                                timeout: float) -> Tuple[Any, Any, Any]: ...
def mpi_refuse(comm: int, what: str, message: str, type_error: bool, timeout: float) -> None: ...
