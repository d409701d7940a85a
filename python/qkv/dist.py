"""Exact attention over a sequence sharded across MPI ranks, with mpi4py
communicators (qkv built with MPI, mpi4py installed).

    from mpi4py import MPI
    import qkv.dist
    comm = MPI.COMM_WORLD
    q_local = qkv.dist.shard(q, comm.rank, comm.size, causal=True)   # zigzag
    out_local, lse_local = qkv.dist.ring_attention(comm, q_local, k_local, v_local, causal=True)

Shards are (batch, heads, seq / world, dim) float32 arrays; causal attention
uses the zigzag layout (rank r holds chunks r and 2·world − 1 − r). Every
function checks its arguments (ValueError / TypeError naming the argument)
before any communication. shard and unshard need no MPI; mpi4py and the MPI
extension qkv._qkv_mpi (which loads the MPI library) are imported only by the
calls that communicate, so `import qkv` never loads MPI. The manylinux wheel
has no MPI extension (have_mpi is False): build from the sdist on a machine
with MPI (libopenmpi-dev) to get it.
"""

from __future__ import annotations

import importlib.util
import numbers
from typing import Any, List, Sequence

import numpy as np

from ._api import _kind, _plain, _prepare
from ._args import QkvTypeError, QkvValueError
from ._modules import _to_kind

_INT32_MAX = 2**31 - 1
_INT64_MAX = 2**63 - 1

# Whether this build of qkv has the MPI extension (found without loading it).
have_mpi = importlib.util.find_spec(f"{__package__}._qkv_mpi") is not None


def _handle(comm: Any) -> int:
    """The MPI handle of an mpi4py communicator; mpi4py is imported here, not
    when qkv.dist is imported."""
    if not have_mpi:
        raise RuntimeError("qkv.dist: this build of qkv has no MPI (the wheel never has; install libopenmpi-dev "
                           "and build from source: pip install --no-binary qkv qkv)")
    try:
        from mpi4py import MPI
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("qkv.dist needs mpi4py: pip install mpi4py") from e
    if not isinstance(comm, MPI.Comm):
        raise QkvTypeError(f"comm: expected an mpi4py communicator (MPI.Comm), got {type(comm).__name__}")
    return int(MPI._handleof(comm))


def _int(name: str, value: Any, low: int, high: int = _INT32_MAX) -> int:
    """value as an int in [low, high]: TypeError for a non-integer (bools
    and floats included), ValueError out of range."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise QkvTypeError(f"{name}: expected an int, got {type(value).__name__} {value!r}")
    value = int(value)
    if not low <= value <= high:
        raise QkvValueError(f"{name}: must be in [{low}, {high}], got {value}")
    return value


def _flag(name: str, value: Any) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise QkvTypeError(f"{name}: expected True or False, got {type(value).__name__} {value!r}")
    return bool(value)


def _chunks(rank: int, world: int, causal: bool) -> List[int]:
    return [rank, 2 * world - 1 - rank] if causal else [rank]


def _sequence(name: str, x: Any) -> str:
    """The kind of x ("numpy" or "torch"), an array of at least 3 dimensions
    whose axis 2 is the sequence."""
    kind = _kind([(name, x)])
    if x.ndim < 3:
        raise QkvValueError(f"{name}: expected (batch, heads, seq, ...) with the sequence on axis 2, "
                         f"got shape {tuple(x.shape)}")
    return kind


def shard(x, rank: int, world: int, causal: bool = False):
    """This rank's rows of x (batch, heads, seq, ...): contiguous, or zigzag
    when causal (chunks rank and 2·world − 1 − rank of 2·world). rank in
    [0, world); seq must divide into world (or 2·world) equal parts."""
    kind = _sequence("x", x)
    world = _int("world", world, 1)
    rank = _int("rank", rank, 0, world - 1)
    causal = _flag("causal", causal)
    parts = 2 * world if causal else world
    n = x.shape[2]
    if n % parts:
        layout = "2 x world, zigzag causal layout" if causal else "world"
        raise QkvValueError(f"x: seq {n} is not divisible by {parts} ({layout}); pad the sequence")
    c = n // parts
    pieces = [x[:, :, i * c:(i + 1) * c] for i in _chunks(rank, world, causal)]
    if kind == "torch":
        import torch

        return torch.cat(pieces, dim=2).contiguous()
    return np.ascontiguousarray(np.concatenate(pieces, axis=2))


def unshard(shards: Sequence[Any], causal: bool = False):
    """The full tensor from every rank's shard, in rank order (the inverse of
    shard). Every shard has the same shape."""
    if isinstance(shards, (str, bytes)) or not isinstance(shards, Sequence):
        raise QkvTypeError(f"shards: expected a list of arrays, one per rank, got {type(shards).__name__}")
    if not shards:
        raise QkvValueError("shards: no shards")
    causal = _flag("causal", causal)
    kind = _kind([(f"shards[{r}]", s) for r, s in enumerate(shards)])
    first = tuple(shards[0].shape)
    for r, s in enumerate(shards):
        _sequence(f"shards[{r}]", s)
        if tuple(s.shape) != first:
            raise QkvValueError(f"shards[{r}]: shape {tuple(s.shape)} differs from shards[0]'s {first}")
    world = len(shards)
    if causal and first[2] % 2:
        raise QkvValueError(f"shards: a zigzag shard holds two equal chunks; shard seq {first[2]} is odd")
    c = first[2] // (2 if causal else 1)
    order = {}
    for r, s in enumerate(shards):
        for n, chunk in enumerate(_chunks(r, world, causal)):
            order[chunk] = s[:, :, n * c:(n + 1) * c]
    pieces = [order[i] for i in range(len(order))]
    if kind == "torch":
        import torch

        return torch.cat(pieces, dim=2)
    return np.concatenate(pieces, axis=2)


def _key_lengths(key_lengths) -> List[int]:
    """key_lengths (a sequence, numpy array or torch tensor of ints, or None)
    as a list of ints in [0, 2**63)."""
    if key_lengths is None:
        return []
    if hasattr(key_lengths, "tolist"):
        key_lengths = key_lengths.tolist()
    try:
        values = list(key_lengths)
    except TypeError:
        raise QkvTypeError(f"key_lengths: expected a sequence of ints, got {type(key_lengths).__name__}") from None
    return [_int(f"key_lengths[{b}]", x, 0, _INT64_MAX) for b, x in enumerate(values)]


def ring_attention(comm, q, k, v, *, causal: bool = False, strategy: str = "ring", num_threads: int = 0,
                   key_lengths=None):
    """Attention of this rank's query shard against every rank's keys and
    values (ring, or "allgather"). Returns (out, lse) for this rank's rows.
    key_lengths: per batch row, the valid length of the whole (unsharded)
    sequence; keys from there on are padding, hidden from every query."""
    if not isinstance(strategy, str) or strategy not in ("ring", "allgather"):
        raise QkvValueError(f"strategy: expected 'ring' or 'allgather', got {strategy!r}")
    causal = _flag("causal", causal)
    num_threads = _int("num_threads", num_threads, 0)
    lengths = _key_lengths(key_lengths)
    kind = _kind([("q", q), ("k", k), ("v", v)])
    q, k, v = (_plain(_prepare(x, n, kind)) for n, x in (("q", q), ("k", k), ("v", v)))
    handle = _handle(comm)
    from . import _qkv_mpi  # loads the MPI library

    out, lse = _qkv_mpi.mpi_ring_attention(handle, q, k, v, causal, strategy == "allgather", num_threads,
                                       lengths)
    return _to_kind(out, kind), _to_kind(lse, kind)


def ring_attention_backward(comm, dout, q, k, v, out, lse, *, causal: bool = False, num_threads: int = 0,
                            key_lengths=None):
    """Gradients (dq, dk, dv) of this rank's shards (key_lengths as in
    ring_attention)."""
    causal = _flag("causal", causal)
    num_threads = _int("num_threads", num_threads, 0)
    lengths = _key_lengths(key_lengths)
    named = [("dout", dout), ("q", q), ("k", k), ("v", v), ("out", out), ("lse", lse)]
    kind = _kind(named)
    args = [_plain(_prepare(x, n, kind)) for n, x in named]
    handle = _handle(comm)
    from . import _qkv_mpi  # loads the MPI library

    dq, dk, dv = _qkv_mpi.mpi_ring_attention_backward(handle, *args, causal, num_threads, lengths)
    return _to_kind(dq, kind), _to_kind(dk, kind), _to_kind(dv, kind)
