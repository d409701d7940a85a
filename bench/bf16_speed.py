#!/usr/bin/env python3
"""Issue 14 point 3's speed targets, side by side in one process: P2 (and
optionally other shapes) in bfloat16 against float32, qkv against PyTorch's
SDPA, qkv bf16 on each tile engine this CPU has (AMX; AVX512_BF16 dot
products, with QKV_DISABLE_AMX=1 where AMX exists) and on the float32 steps
(QKV_DISABLE_AMX=1 QKV_DISABLE_BF16_DOT=1). Every call is timed once per
round, the variants interleaved round by round with a 50 ms pause before
each call; medians per variant.

  .venv/bin/python bench/bf16_speed.py [--rounds 5] [--threads 2] [P2 D1]

Decode (D1: one query row, 32 heads / 8 KV heads, 32768 keys) reads K and V
in place and never takes the bf16 tiles; it is listed for the "decode bf16
vs fp32" target.
"""
import argparse
import os
import statistics
import time

import torch

import qkv
from qkv import _qkv as qkv_ext

SDPA = torch.nn.functional.scaled_dot_product_attention
SHAPES = {  # batch, heads, kv_heads, seq_q, seq_kv, head_dim (workloads.json)
    "P1": (1, 16, 16, 2048, 2048, 64),
    "P2": (1, 16, 16, 2048, 2048, 128),
    "D1": (1, 32, 8, 1, 32768, 128),
}


def _variants(shape):
    b, h, hkv, sq, skv, d = shape
    g = torch.Generator().manual_seed(0)
    q32, k32, v32 = (torch.randn(b, n, s, d, generator=g) for n, s in ((h, sq), (hkv, skv), (hkv, skv)))
    q16, k16, v16 = (x.bfloat16() for x in (q32, k32, v32))
    rep = h // hkv

    def torch_call(q, k, v):
        return lambda: SDPA(q, k.repeat_interleave(rep, 1), v.repeat_interleave(rep, 1))

    def qkv_call(q, k, v, disable=()):
        def call():
            for name in disable:
                os.environ[name] = "1"
            try:
                return qkv.attention(q, k, v)
            finally:
                for name in disable:
                    os.environ.pop(name, None)
        return call

    engine = qkv_ext.bfloat16_engine()
    calls = {
        "qkv fp32": qkv_call(q32, k32, v32),
        f"qkv bf16 ({engine})": qkv_call(q16, k16, v16),
    }
    if engine == "amx":
        calls["qkv bf16 (dot)"] = qkv_call(q16, k16, v16, ("QKV_DISABLE_AMX",))
    calls["qkv bf16 float32 steps"] = qkv_call(q16, k16, v16, ("QKV_DISABLE_AMX", "QKV_DISABLE_BF16_DOT"))
    calls["torch fp32"] = torch_call(q32, k32, v32)
    calls["torch bf16"] = torch_call(q16, k16, v16)
    return calls


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workloads", nargs="*", default=["P2"])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    os.environ["QKV_NUM_THREADS"] = str(args.threads)
    print(f"load average before: {os.getloadavg()}")
    for wid in args.workloads:
        calls = _variants(SHAPES[wid])
        for call in calls.values():  # warm up
            call()
        times = {name: [] for name in calls}
        for _ in range(args.rounds):
            for name, call in calls.items():
                time.sleep(0.05)
                start = time.perf_counter()
                call()
                times[name].append(time.perf_counter() - start)
        med = {name: statistics.median(t) * 1e3 for name, t in times.items()}
        print(f"{wid} (threads {args.threads}, medians of {args.rounds} ms): "
              + ", ".join(f"{name} {ms:.1f}" for name, ms in med.items()))
        bf16 = med[f"qkv bf16 ({qkv_ext.bfloat16_engine()})"]
        print(f"  qkv fp32 / qkv bf16 = {med['qkv fp32'] / bf16:.2f}x; "
              f"torch bf16 / qkv bf16 = {med['torch bf16'] / bf16:.2f}x; "
              f"qkv bf16 float32 steps / tiles = {med['qkv bf16 float32 steps'] / bf16:.2f}x; "
              f"torch fp32 / torch bf16 = {med['torch fp32'] / med['torch bf16']:.2f}x")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
