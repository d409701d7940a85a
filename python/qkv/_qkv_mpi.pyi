"""Type stubs of the MPI extension qkv._qkv_mpi (use qkv.dist). Present only
in builds with MPI; float32 arrays only."""

from typing import Any, List, Tuple

def mpi_ring_attention(comm: int, q: Any, k: Any, v: Any, causal: bool, allgather: bool, num_threads: int,
                       key_lengths: List[int]) -> Tuple[Any, Any]: ...
def mpi_ring_attention_backward(comm: int, dout: Any, q: Any, k: Any, v: Any, out: Any, lse: Any, causal: bool,
                                num_threads: int, key_lengths: List[int]) -> Tuple[Any, Any, Any]: ...
