"""qkv.dist over torch.distributed (gloo) against one process, side by side
in one run, interleaved, medians: each rank with 1 thread runs the ring and
Ulysses strategies on its shards, then rank 0 alone runs single-process
attention with `world` threads (the other ranks wait in a barrier). Causal
self-attention, forward only.

    .venv/bin/python -m torch.distributed.run --standalone --nproc-per-node 2 \\
        bench/dist_torch.py --seq 16384 --heads 8 --head-dim 64 --repeats 5
"""

import argparse
import statistics
import time

import torch
import torch.distributed as dist

import qkv
import qkv.dist


def timed(fn):
    dist.barrier()
    start = time.perf_counter()
    fn()
    dist.barrier()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seq", type=int, default=16384)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    g = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(1, args.heads, args.seq, args.head_dim, generator=g) for _ in range(3))
    shards = [qkv.dist.shard(x, rank, world, causal=True) for x in (q, k, v)]
    times = {"ring": [], "ulysses": [], "single": []}

    def single():
        if rank == 0:
            qkv.set_num_threads(world)
            qkv.attention(q, k, v, causal="top_left")
            qkv.set_num_threads(1)

    qkv.set_num_threads(1)
    for strategy in ("ring", "ulysses"):  # warm-up
        qkv.dist.ring_attention(*shards, group=dist.group.WORLD, causal=True, strategy=strategy, num_threads=1)
    for _ in range(args.repeats):
        for strategy in ("ring", "ulysses"):
            times[strategy].append(timed(lambda: qkv.dist.ring_attention(
                *shards, group=dist.group.WORLD, causal=True, strategy=strategy, num_threads=1)))
        times["single"].append(timed(single))
    if rank == 0:
        base = statistics.median(times["single"])
        print(f"seq {args.seq} heads {args.heads} head_dim {args.head_dim} causal, {world} ranks x 1 thread "
              f"(gloo) vs 1 process x {world} threads, median of {args.repeats}:")
        for name, ts in times.items():
            m = statistics.median(ts)
            print(f"  {name:8s} {m * 1e3:9.1f} ms  {m / base:5.2f}x single")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
