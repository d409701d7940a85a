"""Exact attention over a sequence sharded across MPI ranks, with mpi4py
communicators (qkv built with MPI, mpi4py installed).

    from mpi4py import MPI
    import qkv.dist
    comm = MPI.COMM_WORLD
    q_local = qkv.dist.shard(q, comm.rank, comm.size, causal=True)   # zigzag
    out_local, lse_local = qkv.dist.ring_attention(comm, q_local, k_local, v_local, causal=True)

Shards are (batch, heads, seq / world, dim) float32 arrays; causal attention
uses the zigzag layout (rank r holds chunks r and 2·world − 1 − r).
"""

from __future__ import annotations

from typing import Any, List

import numpy as np

from . import _qkv
from ._api import _kind, _plain, _prepare
from ._modules import _to_kind


def _handle(comm: Any) -> int:
    if not getattr(_qkv, "have_mpi", False):
        raise RuntimeError("qkv.dist: this build of qkv has no MPI (install libopenmpi-dev and rebuild)")
    try:
        from mpi4py import MPI
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("qkv.dist needs mpi4py: pip install mpi4py") from e
    return int(MPI._handleof(comm))


def _chunks(rank: int, world: int, causal: bool) -> List[int]:
    return [rank, 2 * world - 1 - rank] if causal else [rank]


def shard(x, rank: int, world: int, causal: bool = False):
    """This rank's rows of x (batch, heads, seq, dim): contiguous, or zigzag
    when causal. seq must divide into world (or 2·world) parts."""
    parts = 2 * world if causal else world
    n = x.shape[2]
    if n % parts:
        raise ValueError(f"shard: seq {n} is not divisible by {parts}; pad the sequence")
    c = n // parts
    pieces = [x[:, :, i * c:(i + 1) * c] for i in _chunks(rank, world, causal)]
    if _kind([("x", x)]) == "torch":
        import torch

        return torch.cat(pieces, dim=2).contiguous()
    return np.ascontiguousarray(np.concatenate(pieces, axis=2))


def unshard(shards, causal: bool = False):
    """The full tensor from every rank's shard, in rank order."""
    world = len(shards)
    c = shards[0].shape[2] // (2 if causal else 1)
    order = {}
    for r, s in enumerate(shards):
        for n, chunk in enumerate(_chunks(r, world, causal)):
            order[chunk] = s[:, :, n * c:(n + 1) * c]
    pieces = [order[i] for i in range(len(order))]
    if _kind([("shard", shards[0])]) == "torch":
        import torch

        return torch.cat(pieces, dim=2)
    return np.concatenate(pieces, axis=2)


def _key_lengths(key_lengths) -> List[int]:
    """key_lengths (a sequence, numpy array or torch tensor of ints, or None)
    as a list of ints."""
    if key_lengths is None:
        return []
    if hasattr(key_lengths, "tolist"):
        key_lengths = key_lengths.tolist()
    try:
        values = list(key_lengths)
    except TypeError:
        raise TypeError(f"key_lengths: expected a sequence of ints, got {type(key_lengths).__name__}") from None
    for x in values:
        if isinstance(x, bool) or not isinstance(x, int):
            raise TypeError(f"key_lengths: expected ints, got {x!r}")
    return values


def ring_attention(comm, q, k, v, *, causal: bool = False, strategy: str = "ring", num_threads: int = 0,
                   key_lengths=None):
    """Attention of this rank's query shard against every rank's keys and
    values (ring, or "allgather"). Returns (out, lse) for this rank's rows.
    key_lengths: per batch row, the valid length of the whole (unsharded)
    sequence; keys from there on are padding, hidden from every query."""
    if strategy not in ("ring", "allgather"):
        raise ValueError(f"strategy: expected 'ring' or 'allgather', got {strategy!r}")
    lengths = _key_lengths(key_lengths)
    kind = _kind([("q", q), ("k", k), ("v", v)])
    q, k, v = (_plain(_prepare(x, n, kind)) for n, x in (("q", q), ("k", k), ("v", v)))
    out, lse = _qkv.mpi_ring_attention(_handle(comm), q, k, v, causal, strategy == "allgather", num_threads,
                                       lengths)
    return _to_kind(out, kind), _to_kind(lse, kind)


def ring_attention_backward(comm, dout, q, k, v, out, lse, *, causal: bool = False, num_threads: int = 0,
                            key_lengths=None):
    """Gradients (dq, dk, dv) of this rank's shards (key_lengths as in
    ring_attention)."""
    lengths = _key_lengths(key_lengths)
    named = [("dout", dout), ("q", q), ("k", k), ("v", v), ("out", out), ("lse", lse)]
    kind = _kind(named)
    args = [_plain(_prepare(x, n, kind)) for n, x in named]
    dq, dk, dv = _qkv.mpi_ring_attention_backward(_handle(comm), *args, causal, num_threads, lengths)
    return _to_kind(dq, kind), _to_kind(dk, kind), _to_kind(dv, kind)
