"""Before/after cost of two hot-path changes of 2026-12-06 (eighth session),
two Python builds alternated in separate processes: a decode-shaped backward
(b1 h32/8, 2 query rows over 8192 keys, d128: 8 rows per KV head, whose
logits the backward recomputes with the decode's dot products) and a forward
with an additive causal mask (b1 h16 q2048 kv2048 d64: -inf hides a key).

    .venv/bin/python -m pip install --no-deps --no-build-isolation --target /tmp/base <old checkout>
    .venv/bin/python bench/cost_check.py --qkv-path /tmp/base --rounds 7
"""

import argparse
import statistics
import subprocess
import sys
import time


def measure():
    import torch

    import qkv

    torch.manual_seed(0)

    def med(f, reps):
        ts = []
        for _ in range(reps):
            t0 = time.perf_counter()
            f()
            ts.append(time.perf_counter() - t0)
        return statistics.median(ts) * 1e3

    q = torch.randn(1, 32, 2, 128, requires_grad=True)
    k, v = (torch.randn(1, 8, 8192, 128, requires_grad=True) for _ in range(2))
    o = qkv.scaled_dot_product_attention(q, k, v, enable_gqa=True)
    g = torch.randn_like(o)
    bwd = med(lambda: torch.autograd.grad(o, (q, k, v), g, retain_graph=True), 9)
    q2, k2, v2 = (torch.randn(1, 16, 2048, 64) for _ in range(3))
    mask = torch.zeros(2048, 2048).masked_fill(torch.ones(2048, 2048, dtype=torch.bool).triu(1), float("-inf"))
    fwd = med(lambda: qkv.scaled_dot_product_attention(q2, k2, v2, attn_mask=mask), 5)
    print(f"{bwd} {fwd} {qkv.__file__}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--qkv-path", required=True, help="directory holding the 'before' qkv package")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child is not None:
        if args.child:
            sys.path.insert(0, args.child)
        measure()
        return
    runs = {"before": [], "after": []}
    for _ in range(args.rounds):
        for name, path in (("before", args.qkv_path), ("after", "")):
            out = subprocess.run([sys.executable, __file__, "--qkv-path", args.qkv_path, "--child", path],
                                 capture_output=True, text=True, check=True).stdout.split()
            runs[name].append((float(out[0]), float(out[1])))
            print(name, out[0], out[1], out[2], flush=True)
    for name, values in runs.items():
        print(f"{name}: decode-shaped backward {statistics.median(v[0] for v in values):.1f} ms, "
              f"forward with an additive mask {statistics.median(v[1] for v in values):.1f} ms")


if __name__ == "__main__":
    main()
