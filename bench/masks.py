"""qkv against PyTorch's SDPA on one causal pattern given three ways: a bool
mask, a float mask of 0 / -inf (nn.Transformer's square subsequent mask), and
a finite float bias (nothing to skip). Interleaved, 2 threads, medians of 7;
PyTorch / qkv > 1 means qkv is faster. An optional first argument is a
directory holding another build of the package (put first on sys.path), for
before/after runs alternated by hand:

    .venv/bin/python bench/masks.py [PACKAGE_PARENT_DIR]
"""
import statistics
import sys
import time

if len(sys.argv) > 1:
    sys.path.insert(0, sys.argv[1])

import torch  # noqa: E402

import qkv  # noqa: E402


def main():
    torch.set_num_threads(2)
    g = torch.Generator().manual_seed(0)
    b, h, s, d = 2, 16, 1024, 64
    q, k, v = (torch.randn(b, h, s, d, generator=g) for _ in range(3))
    causal = torch.ones(s, s, dtype=torch.bool).tril()
    masks = {"bool causal": causal,
             "float -inf causal": torch.zeros(s, s).masked_fill(~causal, float("-inf")),
             "float finite bias": torch.randn(s, s, generator=g)}
    print(f"qkv from {qkv.__file__}; b{b} h{h} s{s} d{d}")
    for name, m in masks.items():
        ours = lambda: qkv.scaled_dot_product_attention(q, k, v, attn_mask=m)  # noqa: E731
        theirs = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=m)  # noqa: E731
        diff = (ours() - theirs()).abs().max().item()
        tq, tt = [], []
        for _ in range(7):
            start = time.perf_counter()
            ours()
            tq.append(time.perf_counter() - start)
            start = time.perf_counter()
            theirs()
            tt.append(time.perf_counter() - start)
        mq, mt = statistics.median(tq) * 1e3, statistics.median(tt) * 1e3
        print(f"{name:20s} qkv {mq:8.2f} ms  PyTorch {mt:8.2f} ms  PyTorch / qkv {mt / mq:5.2f}  "
              f"max |diff| {diff:.1e}", flush=True)


if __name__ == "__main__":
    main()
