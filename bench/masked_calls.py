"""Python cost of small qkv.scaled_dot_product_attention calls with and
without a mask (the fast path of plain torch calls, python/qkv/_api.py),
beside PyTorch's own SDPA with the same bool mask: median of 7 blocks of
back-to-back calls, microseconds per call.

    .venv/bin/python bench/masked_calls.py
    PYTHONPATH=/tmp/ab_old .venv/bin/python bench/masked_calls.py   # another copy of the package
"""

import argparse
import statistics
import time

import torch

import qkv


def per_call_us(f, calls):
    for _ in range(calls // 10):
        f()
    times = []
    for _ in range(7):
        t = time.perf_counter()
        for _ in range(calls):
            f()
        times.append((time.perf_counter() - t) / calls * 1e6)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    print(f"qkv {qkv.__file__}, torch {torch.__version__}, {args.threads} threads; us per call")
    print("shape (b, h, seq_q, seq_kv, d)   no mask  bool mask  float mask  torch bool mask")
    for b, h, sq, skv, d in [(1, 1, 1, 1, 64), (1, 8, 1, 128, 64), (2, 12, 16, 16, 64)]:
        q, k, v = torch.randn(b, h, sq, d), torch.randn(b, h, skv, d), torch.randn(b, h, skv, d)
        keep, bias = torch.ones(b, 1, sq, skv, dtype=torch.bool), torch.zeros(b, 1, sq, skv)
        sdpa = qkv.scaled_dot_product_attention
        row = [per_call_us(lambda: sdpa(q, k, v), args.calls),
               per_call_us(lambda: sdpa(q, k, v, attn_mask=keep), args.calls),
               per_call_us(lambda: sdpa(q, k, v, attn_mask=bias), args.calls),
               per_call_us(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=keep),
                           args.calls)]
        print(f"{str((b, h, sq, skv, d)):32s}" + "".join(f"{t:10.1f}" for t in row))


if __name__ == "__main__":
    main()
