#!/usr/bin/env python3
"""bfloat16 forward error against float64 (issue 14 point 3's bar): qkv's bf16
tiled forward on its bf16 tile engine (AMX or AVX512_BF16 dot products,
printed), the same with QKV_DISABLE_AMX=1 QKV_DISABLE_BF16_DOT=1 (float32 steps),
and PyTorch's bf16 SDPA, all on the same bf16 inputs, against float64 SDPA on
those inputs (exact in double). The bar: qkv's error at most 2x PyTorch's.

Per row of the table: max |out - out64| and rms over the cases' seeds (mean
of each), and qkv / PyTorch. Shapes: P-like (seq 512-2048, head_dim 64/128,
causal and not), GQA, odd lengths, large logits (|q|, |k| ~ 4, issue 14
point 4's inputs), head_dim 72 and 256.

  .venv/bin/python bench/bf16_precision.py [--cases 3]
"""
import argparse
import math
import os

import torch

import qkv
from qkv import _qkv as qkv_ext

SDPA = torch.nn.functional.scaled_dot_product_attention

# (name, batch, heads, kv_heads, seq_q, seq_kv, head_dim, causal, stddev, scale)
SHAPES = [
    ("P-like", 1, 8, 8, 1024, 1024, 128, False, 1.0, None),
    ("P-like causal", 1, 8, 8, 2048, 2048, 128, True, 1.0, None),
    ("d64", 1, 8, 8, 1024, 1024, 64, False, 1.0, None),
    ("GQA 4, odd", 2, 8, 2, 129, 1031, 64, True, 1.0, None),
    ("d72 large logits", 1, 4, 4, 256, 777, 72, False, 4.0, 1.7),
    ("d256", 1, 4, 4, 300, 600, 256, True, 1.0, None),
    ("std 3", 1, 8, 8, 512, 512, 128, False, 3.0, None),
]


def _inputs(gen, b, h, hkv, sq, skv, d, std):
    def randn(*shape):
        return (torch.randn(*shape, generator=gen) * std).bfloat16()

    return randn(b, h, sq, d), randn(b, hkv, skv, d), torch.randn(b, hkv, skv, d, generator=gen).bfloat16()


def _errors(x, ref):
    diff = (x.double() - ref).abs()
    return diff.max().item(), diff.pow(2).mean().sqrt().item()


def _qkv(q, k, v, scale, causal, disable):
    names = ("QKV_DISABLE_AMX", "QKV_DISABLE_BF16_DOT") if disable else ()
    for name in names:
        os.environ[name] = "1"
    try:
        return qkv.attention(q, k, v, scale=scale, causal="bottom_right" if causal else None)
    finally:
        for name in names:
            os.environ.pop(name, None)


def _case(seed, shape):
    _, b, h, hkv, sq, skv, d, causal, std, scale = shape
    q, k, v = _inputs(torch.Generator().manual_seed(seed), b, h, hkv, sq, skv, d, std)
    scale = scale if scale is not None else 1 / math.sqrt(d)
    rep = h // hkv
    kr, vr = k.repeat_interleave(rep, 1), v.repeat_interleave(rep, 1)
    mask = None
    if causal:  # bottom-right, as qkv's
        mask = torch.ones(sq, skv, dtype=torch.bool).tril(skv - sq)
    ref = SDPA(q.double(), kr.double(), vr.double(), attn_mask=mask, scale=scale)
    torch_out = SDPA(q, kr, vr, attn_mask=mask, scale=scale)
    return [
        _errors(torch_out, ref),
        _errors(_qkv(q, k, v, scale, causal, False), ref),
        _errors(_qkv(q, k, v, scale, causal, True), ref),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=3)
    args = parser.parse_args()
    engine = qkv_ext.bfloat16_engine()
    print(f"qkv bf16 tile engine: {engine}")
    print(f"| shape | PyTorch max / rms | qkv {engine} max / rms | qkv {engine} / PyTorch (max, rms) "
          "| qkv fp32 steps max / rms | fp32 steps / PyTorch (max, rms) |")
    print("|---|---:|---:|---:|---:|---:|")
    for shape in SHAPES:
        e = torch.tensor([_case(s, shape) for s in range(args.cases)], dtype=torch.float64).mean(0)
        t, a, f = e[0], e[1], e[2]
        print(f"| {shape[0]} | {t[0]:.3g} / {t[1]:.3g} | {a[0]:.3g} / {a[1]:.3g} | "
              f"{a[0] / t[0]:.2f}, {a[1] / t[1]:.2f} | {f[0]:.3g} / {f[1]:.3g} | "
              f"{f[0] / t[0]:.2f}, {f[1] / t[1]:.2f} |")


if __name__ == "__main__":
    main()
