"""Run under mpirun by test_dist.py: ring attention through mpi4py equals
single-process attention on every rank; prints one line per rank."""

import sys

import numpy as np
import torch
from mpi4py import MPI

import qkv
import qkv.dist

comm = MPI.COMM_WORLD
rank, world = comm.rank, comm.size
failures = 0
for causal, padded in ((False, False), (True, False), (True, True), (False, True)):
    for strategy in ("ring", "allgather"):
        g = torch.Generator().manual_seed(0)  # the same full tensors on every rank
        seq = 8 * world
        q, k, v, dout = (torch.randn(2, 4, seq, 8, generator=g) for _ in range(4))
        # Padding: batch row 0 ends mid-sequence (its later keys are hidden).
        lengths = [seq // 2 + 3, seq] if padded else None
        opts = dict(causal="top_left" if causal else None,
                    key_lengths=torch.tensor(lengths) if padded else None)
        want, want_lse = qkv.attention(q, k, v, return_lse=True, **opts)
        out, lse = qkv.dist.ring_attention(comm, *(qkv.dist.shard(x, rank, world, causal) for x in (q, k, v)),
                                           causal=causal, strategy=strategy, key_lengths=lengths)
        ok = torch.allclose(out, qkv.dist.shard(want, rank, world, causal), atol=2e-6)
        if strategy == "ring":
            shards = [qkv.dist.shard(x, rank, world, causal) for x in (dout, q, k, v)]
            leaves = [x.clone().requires_grad_() for x in (q, k, v)]
            qkv.attention(*leaves, **opts).backward(dout)
            # The streamed backward with automatic pieces, one row, and 3
            # (chunks of 4 or 8 rows: uneven pieces).
            for piece_rows in (0, 1, 3):
                dq, dk, dv = qkv.dist.ring_attention_backward(comm, *shards, out, lse, causal=causal,
                                                              key_lengths=lengths, piece_rows=piece_rows)
                for got, leaf in zip((dq, dk, dv), leaves):
                    ok = ok and torch.allclose(got, qkv.dist.shard(leaf.grad, rank, world, causal), atol=2e-5)
        failures += 0 if ok else 1
# Bad key_lengths: a clear error on every rank, before any communication.
shards = [qkv.dist.shard(torch.randn(2, 4, 8 * world, 8), rank, world, True) for _ in range(3)]
for bad, error in (([3], ValueError), ([1, 10**6], ValueError), ([1.5, 2], TypeError)):
    try:
        qkv.dist.ring_attention(comm, *shards, causal=True, key_lengths=bad)
        failures += 1
    except error:
        pass
# One rank's argument that Python refuses (a strategy name, a key length's
# type, an array's dtype) or that differs in one bit from the others' (key
# lengths 5 and 6): the same error on every rank, naming the last rank, not
# a hang or a different attention.
last = world - 1
for says, error, theirs, others in (("strategy", ValueError, dict(strategy="rings"), {}),
                                    ("key_lengths[0]", TypeError, dict(key_lengths=[1.5, 2]), {}),
                                    ("key_lengths or sinks", ValueError, dict(key_lengths=[6, 6]),
                                     dict(key_lengths=[5, 5])),
                                    ("q:", TypeError, dict(dtype=torch.uint8), {})):
    mine = dict(theirs if rank == last else others)
    dtype = mine.pop("dtype", None)
    args = [x.to(dtype) for x in shards] if dtype is not None else shards
    try:
        qkv.dist.ring_attention(comm, *args, causal=True, timeout=60, **mine)
        failures += 1
    except error as e:
        failures += 0 if (f"rank {last}" in str(e) and says in str(e)) else 1
# Communicators that cannot carry a ring: MPI.COMM_NULL, and an
# intercommunicator (its ranks address the other group: each group read the
# other's keys, silently).
bad_comms = [("COMM_NULL", MPI.COMM_NULL)]
if world >= 2:
    local = comm.Split(rank % 2, rank)
    bad_comms.append(("intercommunicator", local.Create_intercomm(0, comm, 1 - rank % 2, tag=7)))
for says, bad in bad_comms:
    try:
        qkv.dist.ring_attention(bad, *shards, causal=True, timeout=60)
        failures += 1
    except TypeError as e:
        failures += 0 if ("comm:" in str(e) and says in str(e)) else 1
print(f"rank {rank}: {'OK' if failures == 0 else f'{failures} FAILED'}", flush=True)
sys.exit(1 if failures else 0)
