"""The packed-batch workload V1 of bench/workloads.json ("serving") in qkv
and in PyTorch: qkv.flash_attn_varlen_func on the packed batch, qkv.attention
on the batch padded to its longest sequence with key/query lengths, and
torch's scaled_dot_product_attention on the padded batch with a boolean mask
(bottom-right causal within each sequence's lengths; PyTorch has no CPU
varlen kernel). Rounds interleave the three; medians are printed.

    nice python bench/serving_compare.py [--rounds 7]
"""

import argparse
import json
import os
import statistics
import time

import numpy as np
import torch

import qkv

HERE = os.path.dirname(os.path.abspath(__file__))


def workload(wid):
    with open(os.path.join(HERE, "workloads.json")) as f:
        return next(w for w in json.load(f)["serving"] if w["id"] == wid)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    args = ap.parse_args()
    w = workload("V1")
    lens = w["seq_lens"]
    h, d, batch, longest = w["heads"], w["head_dim"], len(lens), max(lens)
    g = torch.Generator().manual_seed(0)
    total = sum(lens)
    q, k, v = (torch.randn(total, h, d, generator=g) for _ in range(3))
    cu = torch.tensor(np.concatenate([[0], np.cumsum(lens)]), dtype=torch.int32)
    pad = [torch.zeros(batch, h, longest, d) for _ in range(3)]
    for b, n in enumerate(lens):
        for p, x in zip(pad, (q, k, v)):
            p[b, :, :n] = x[cu[b]:cu[b] + n].transpose(0, 1)
    i = torch.arange(longest)[:, None]
    j = torch.arange(longest)[None, :]
    mask = torch.stack([(i < n) & (j < n) & (j <= i) | ((i >= n) & (j == 0)) for n in lens])[:, None]
    lengths = np.array(lens, dtype=np.int64)

    calls = {
        "qkv varlen": lambda: qkv.flash_attn_varlen_func(q, k, v, cu, cu, longest, longest, causal=True),
        "qkv padded + lengths": lambda: qkv.attention(*pad, causal="bottom_right", key_lengths=lengths,
                                                      query_lengths=lengths),
        "torch SDPA padded + mask": lambda: torch.nn.functional.scaled_dot_product_attention(*pad, attn_mask=mask),
    }
    times = {name: [] for name in calls}
    with torch.no_grad():
        for f in calls.values():
            f()
        for _ in range(args.rounds):
            for name, f in calls.items():
                t = time.perf_counter()
                f()
                times[name].append(time.perf_counter() - t)
    base = statistics.median(times["qkv varlen"])
    print(f"V1: {batch} sequences {lens} ({total} tokens), h{h} d{d} causal, {qkv.get_num_threads()} threads, "
          f"torch {torch.__version__} ({torch.get_num_threads()} threads), {args.rounds} interleaved rounds")
    for name, ts in times.items():
        m = statistics.median(ts)
        print(f"  {name:28s} {m * 1e3:9.1f} ms   {m / base:5.2f}x of qkv varlen")


if __name__ == "__main__":
    main()
