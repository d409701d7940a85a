#!/usr/bin/env python3
"""Float32 error at large logits (issue 14 point 4): qkv against PyTorch's
SDPA, both measured against float64, on the issue's inputs (|q|, |k| ~ 4 per
element, head_dim 72, scale 0.9-2.5, logits in the hundreds).

Two tables:
  output   max |out - out64| per case, mean over cases, for seq_q 2 (the
           decode path) and seq_q 16 (the tiled path);
  weights  the same with V = identity (seq_kv x seq_kv), so out = the softmax
           weights themselves: the max relative error of every weight above
           1e-3. This separates the logits and the exp from the P.V sum.

  .venv/bin/python bench/precision.py [--cases 40]
"""
import argparse

import numpy as np
import torch

import qkv

F32 = np.float32


def _inputs(rng, heads, seq_q, seq_kv, head_dim, identity_v):
    q = (rng.standard_normal((1, heads, seq_q, head_dim)) * 4).astype(F32)
    k = (rng.standard_normal((1, heads, seq_kv, head_dim)) * 4).astype(F32)
    if identity_v:
        v = np.broadcast_to(np.eye(seq_kv, dtype=F32), (1, heads, seq_kv, seq_kv)).copy()
    else:
        v = rng.standard_normal((1, heads, seq_kv, head_dim)).astype(F32)
    return q, k, v


def _errors(seed, scale, seq_q, seq_kv, identity_v):
    q, k, v = _inputs(np.random.default_rng(seed), 8 if identity_v else 4, seq_q, seq_kv, 72, identity_v)
    t = [torch.from_numpy(x) for x in (q, k, v)]
    exact = torch.nn.functional.scaled_dot_product_attention(*(x.double() for x in t), scale=scale).numpy()
    torch_out = torch.nn.functional.scaled_dot_product_attention(*t, scale=scale).numpy()
    qkv_out = np.asarray(qkv.attention(q, k, v, scale=scale))
    if not identity_v:
        return [np.abs(x - exact).max() for x in (torch_out, qkv_out)]
    big = exact > 1e-3
    return [np.abs((x - exact)[big] / exact[big]).max() for x in (torch_out, qkv_out)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=40)
    args = parser.parse_args()
    torch.set_num_threads(1)
    print("| table | seq_q | seq_kv | scale | PyTorch | qkv | qkv / PyTorch |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for table, identity_v, lengths in (("output", False, (128, 777, 4096)), ("weights", True, (64,))):
        for seq_q in (2, 16):
            for seq_kv in lengths:
                for scale in (0.9, 1.7, 2.5):
                    cases = args.cases if seq_kv < 4096 else max(1, args.cases // 4)
                    e = np.array([_errors(s, scale, seq_q, seq_kv, identity_v) for s in range(cases)]).mean(0)
                    print(f"| {table} | {seq_q} | {seq_kv} | {scale} | {e[0]:.3g} | {e[1]:.3g} | "
                          f"{e[1] / e[0]:.2f} |", flush=True)


if __name__ == "__main__":
    main()
