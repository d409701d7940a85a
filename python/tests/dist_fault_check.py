"""Started by test_dist_faults.py, one process per rank (no launcher that
would end the others first): rank 1 fails in the way argv[2] names while the
others run ring attention with a timeout, over argv[1] ("torch": a gloo
group from MASTER_ADDR / RANK / WORLD_SIZE; "mpi": mpi4py under mpirun).
  stop   rank 1 never joins the ring (stops answering: SIGSTOP)
  die    rank 1 exits: over torch after its first two messages (mid-ring);
         over MPI (whose messages the C++ ring sends) after its first ring
         call, so rank 0 is inside its second ring, waiting on rank 1
A surviving rank prints its error and exits 3 (os._exit: the process must
not wait on messages that will never come)."""

import os
import signal
import sys

import torch

import qkv.dist

backend, mode = sys.argv[1], sys.argv[2]
TIMEOUT = 3  # seconds; test_dist_faults.py bounds the whole run
if backend == "mpi":
    from mpi4py import MPI

    comm = MPI.COMM_WORLD
    rank, world = comm.rank, comm.size
else:
    import torch.distributed as dist

    dist.init_process_group("gloo")
    comm = dist.group.WORLD
    rank, world = dist.get_rank(), dist.get_world_size()

if rank == 1 and mode == "stop":
    os.kill(os.getpid(), signal.SIGSTOP)
if rank == 1 and mode == "die" and backend != "mpi":
    # Exit abruptly after two messages of the ring (a crash mid-ring).
    sent = [0]
    real_isend = qkv.dist._TorchComm.isend

    def dying_isend(self, buf, dest, tag):
        sent[0] += 1
        if sent[0] > 2:
            os._exit(7)
        return real_isend(self, buf, dest, tag)

    qkv.dist._TorchComm.isend = dying_isend

seq = 64 * world  # several pieces per chunk: many messages
x = torch.randn(1, 2, seq, 16, generator=torch.Generator().manual_seed(0))
q = qkv.dist.shard(x, rank, world, causal=True)
try:
    for call in range(3):
        if backend == "mpi" and rank == 1 and mode == "die" and call == 1:
            os._exit(7)  # after one whole ring: rank 0 is in the next
        if backend == "mpi":
            qkv.dist.ring_attention(comm, q, q, q, causal=True, timeout=TIMEOUT)
        else:
            qkv.dist.ring_attention(q, q, q, group=comm, causal=True, timeout=TIMEOUT)
except Exception as e:  # the error this test is about
    print(f"rank {rank}: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
    os._exit(3)
print(f"rank {rank}: finished", flush=True)
os._exit(0)
