"""Where a decode step's time goes with qkv's attention against PyTorch's SDPA
(issue 16): a Llama-shaped decode step written by hand (--layers layers of
random weights, hidden 1024, 16 / 4 heads, head_dim 64, a K/V cache of --ctx
tokens per layer, no cache copy), qkv and sdpa alternating step by step, each
op timed. Prints per-op medians and minima in ms per step; the first two
steps of each warm up.

    .venv/bin/python bench/models_ops.py --ctx 4096
    .venv/bin/python bench/models_ops.py --ctx 4096 --qkv-threads 1
    OMP_WAIT_POLICY=active .venv/bin/python bench/models_ops.py
"""

import argparse
import collections
import os
import statistics
import time

import torch
import torch.nn.functional as F

import qkv

HIDDEN, HEADS, KV_HEADS, HEAD_DIM, FFN = 1024, 16, 4, 64, 2816
OPS = ("qkv_proj", "attn", "o_proj", "gate_up", "down")


def make_layers(layers, ctx):
    torch.manual_seed(0)
    qkv_rows = (HEADS + 2 * KV_HEADS) * HEAD_DIM
    return [dict(wqkv=torch.randn(qkv_rows, HIDDEN), wo=torch.randn(HIDDEN, HIDDEN),
                 wgu=torch.randn(2 * FFN, HIDDEN), wd=torch.randn(HIDDEN, FFN),
                 k=torch.randn(1, KV_HEADS, ctx, HEAD_DIM), v=torch.randn(1, KV_HEADS, ctx, HEAD_DIM))
            for _ in range(layers)]


def attn_qkv(q, k, v):
    """q (1, heads, 1, head_dim), k/v (1, kv_heads, ctx, head_dim) -> (1, hidden)."""
    return qkv.attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), layout="bshd").reshape(1, HIDDEN)


def attn_sdpa(q, k, v):
    """As attn_qkv, by PyTorch (GQA without repeating K/V, as transformers calls it)."""
    return F.scaled_dot_product_attention(q, k, v, enable_gqa=True).transpose(1, 2).reshape(1, HIDDEN)


def step(layers, attention):
    """One token through every layer -> seconds per op."""
    spent = collections.Counter()
    x = torch.randn(1, HIDDEN)
    for layer in layers:
        t0 = time.perf_counter()
        h = F.linear(x, layer["wqkv"])
        t1 = time.perf_counter()
        o = attention(h[:, :HIDDEN].reshape(1, HEADS, 1, HEAD_DIM), layer["k"], layer["v"])
        t2 = time.perf_counter()
        x = F.linear(o, layer["wo"])
        t3 = time.perf_counter()
        g = F.linear(x, layer["wgu"])
        t4 = time.perf_counter()
        x = F.linear(F.silu(g[:, :FFN]) * g[:, FFN:], layer["wd"])
        t5 = time.perf_counter()
        for op, (a, b) in zip(OPS, ((t0, t1), (t1, t2), (t2, t3), (t3, t4), (t4, t5))):
            spent[op] += b - a
    return spent


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ctx", type=int, default=4096)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--layers", type=int, default=8)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--qkv-threads", type=int, default=2)
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    qkv.set_num_threads(args.qkv_threads)
    layers = make_layers(args.layers, args.ctx)
    impls = {"qkv": attn_qkv, "sdpa": attn_sdpa}
    times = {name: collections.defaultdict(list) for name in impls}
    for s in range(args.steps + 2):
        for name in ("qkv", "sdpa") if s % 2 else ("sdpa", "qkv"):
            spent = step(layers, impls[name])
            if s >= 2:
                for op in OPS:
                    times[name][op].append(spent[op])
                times[name]["total"].append(sum(spent.values()))
    print(f"load {os.getloadavg()[0]:.1f}, ctx {args.ctx}, {args.layers} layers, torch threads {args.threads}, "
          f"qkv threads {args.qkv_threads}, OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY')}; "
          f"ms per step, median / min")
    for op in OPS + ("total",):
        q, s = times["qkv"][op], times["sdpa"][op]
        print(f"  {op:9s} qkv {1e3 * statistics.median(q):7.2f} / {1e3 * min(q):6.2f}   "
              f"sdpa {1e3 * statistics.median(s):7.2f} / {1e3 * min(s):6.2f}")


if __name__ == "__main__":
    main()
