"""Run under torchrun by test_torch_dist.py (gloo, CPU): qkv.dist over a
torch.distributed process group equals single-process attention, values and
gradients through autograd, for every strategy; prints one line per rank.
With QKV_CHECK_MPI=1 it runs under mpirun instead, joins a gloo group over
the MPI ranks and checks that both communicators give bit-identical results
on the same shards."""

import os
import sys

import torch
import torch.distributed as dist

import qkv
import qkv.dist

MPI_TOO = os.environ.get("QKV_CHECK_MPI") == "1"
if MPI_TOO:
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    os.environ.update(RANK=str(comm.rank), WORLD_SIZE=str(comm.size))
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
group = dist.group.WORLD
failures = []


def check(name, ok):
    if not ok:
        failures.append(name)


def case(causal, padded, heads, kv_heads, strategy):
    g = torch.Generator().manual_seed(heads * 7 + kv_heads)  # the same full tensors on every rank
    seq = 6 * world
    q = torch.randn(2, heads, seq, 8, generator=g)
    k, v = (torch.randn(2, kv_heads, seq, 8, generator=g) for _ in range(2))
    dout = torch.randn(2, heads, seq, 8, generator=g)
    lengths = [seq // 2 + 1, seq] if padded else None
    return q, k, v, dout, lengths, dict(causal="top_left" if causal else None,
                                         key_lengths=torch.tensor(lengths) if padded else None)


def against_single_process(causal, padded, heads, kv_heads, strategy, piece_rows=0):
    q, k, v, dout, lengths, opts = case(causal, padded, heads, kv_heads, strategy)
    leaves = [x.clone().requires_grad_() for x in (q, k, v)]
    want = qkv.attention(*leaves, **opts)
    want.backward(dout)
    local = [qkv.dist.shard(x, rank, world, causal).requires_grad_() for x in (q, k, v)]
    out, lse = qkv.dist.ring_attention(*local, group=group, causal=causal, strategy=strategy,
                                       key_lengths=lengths, piece_rows=piece_rows)
    assert lse.requires_grad is False
    out.backward(qkv.dist.shard(dout, rank, world, causal))
    name = f"causal={causal} padded={padded} heads={heads}/{kv_heads} {strategy} piece_rows={piece_rows}"
    check(name + " out", torch.allclose(out, qkv.dist.shard(want.detach(), rank, world, causal), atol=2e-6))
    for x, leaf, n in zip(local, leaves, "qkv"):
        check(f"{name} d{n}", torch.allclose(x.grad, qkv.dist.shard(leaf.grad, rank, world, causal), atol=2e-5))


def same_as_mpi(causal, padded, heads, kv_heads, strategy, piece_rows=0):
    q, k, v, dout, lengths, _ = case(causal, padded, heads, kv_heads, strategy)
    shards = [qkv.dist.shard(x, rank, world, causal) for x in (dout, q, k, v)]
    opts = dict(causal=causal, strategy=strategy, key_lengths=lengths, piece_rows=piece_rows)
    via_torch = qkv.dist.ring_attention(*shards[1:], group=group, **opts)
    via_mpi = qkv.dist.ring_attention(comm, *shards[1:], **opts)
    grads_torch = qkv.dist.ring_attention_backward(*shards, *via_torch, group=group, **opts)
    grads_mpi = qkv.dist.ring_attention_backward(comm, *shards, *via_mpi, **opts)
    name = f"bitwise causal={causal} padded={padded} heads={heads}/{kv_heads} {strategy} piece_rows={piece_rows}"
    for a, b, n in zip((*via_torch, *grads_torch), (*via_mpi, *grads_mpi), ("out", "lse", "dq", "dk", "dv")):
        check(f"{name} {n}", torch.equal(a, b))


run = same_as_mpi if MPI_TOO else against_single_process
for causal, padded in ((False, False), (True, False), (True, True), (False, True)):
    for strategy in ("ring", "allgather", "ulysses", "auto"):
        # GQA: KV heads that divide among the ranks (2 of 2, 4 of 4) and
        # that do not (Ulysses repeats them).
        run(causal, padded, 2 * world, 2 if world != 3 else 1, strategy)
    run(causal, padded, 3, 1, "ring")  # heads that do not divide: the ring only
    # Pieces of one row, of 2 (chunks of 3 or 6 rows: uneven) and larger
    # than a shard, forward and the streamed backward.
    for piece_rows in (1, 2, 100):
        run(causal, padded, 2, 1, "ring", piece_rows)
# A bad argument: the same clear error on every rank, before any message.
q = torch.zeros(1, world + 1, 4, 8)  # heads that do not divide among the ranks
try:
    qkv.dist.ring_attention(q, q, q, group=group, strategy="ulysses")
    check("ulysses with world + 1 heads refused", False)
except ValueError as e:
    check("ulysses error names num_heads", "num_heads" in str(e))
# One rank's shard of the wrong shape or dtype: the same error on every rank
# (the argument check is shared before any other message), no hang.
x = torch.zeros(1, 2, 4, 8)
for bad, says in ((x[:, :, :2], f"rank {world - 1}'s arguments differ from rank 0's: local seq 2"),
                  (x.double(), f"rank {world - 1}: q: dtype float64")):
    mine = bad if rank == world - 1 else x
    try:
        qkv.dist.ring_attention(mine, mine if bad.shape != x.shape else x, mine if bad.shape != x.shape else x,
                                group=group, timeout=60)
        message = "no error"
    except (ValueError, TypeError) as e:
        message = str(e)
    messages = [None] * world
    dist.all_gather_object(messages, message, group=group)
    check(f"one rank's bad shard: {messages}", says in message and len(set(messages)) == 1)
dist.barrier()
print(f"rank {rank}: {'OK' if not failures else 'FAILED ' + '; '.join(failures)}", flush=True)
dist.destroy_process_group()
# os._exit, not sys.exit: a rank that had printed OK can abort in
# interpreter teardown ("terminate called without an active exception": a
# gloo worker thread dropping a Python object while the interpreter
# finalises; seen under torchrun on 2026-12-01 and under mpirun on
# 2026-12-06, pytorch/pytorch#190489). Every check above has run; the exit
# code still says whether they passed. docs/RELIABILITY.md. Under mpirun
# the process must pass MPI_Finalize first (which mpi4py's exit hook would
# call): called here, then the same os._exit.
if MPI_TOO:
    comm.Barrier()
    MPI.Finalize()
sys.stdout.flush()
sys.stderr.flush()
os._exit(1 if failures else 0)
