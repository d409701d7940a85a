"""The picture of docs/quantized-cache.md: attention error and decode time
against bits per value, per KV-cache format.

Left: relative RMS error of the attention output against a float32 cache
(build/release/bench/qkv_quant_accuracy: distributions (a) Gaussian and (b)
4 key channels 20x larger, head_dim 64 and 128). Right: D1 (h32/8 d128,
32768 cached tokens, one query) through KvCache::attend per storage format
(build/release/bench/qkv_bench, D1_cache_*, repetitions interleaved,
medians), on this machine; the title names its CPU.

    .venv/bin/python scripts/quant-figure.py docs/img/quant-bits.png [--repetitions 5]

--data FILE redraws from the JSON line a run printed (no measuring).
"""
import argparse
import json
import re
import subprocess
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

BITS = {"bfloat16": 16.0, "q8_0": 8.5, "q8_kivi": 8.5, "q4_0": 4.5, "q4_kivi": 4.5}


def accuracy(binary):
    rows = {}
    for line in subprocess.run([binary], check=True, capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"\| (\S+) \| (\d+) \| ([\d.]+) % \| ([\d.]+) % \|", line)
        if m:
            rows[(m[1], int(m[2]))] = (float(m[3]), float(m[4]))
    return rows


def decode_times(binary, repetitions):
    out = subprocess.run(
        [binary, "--benchmark_filter=^D1_cache_", "--benchmark_format=json",
         f"--benchmark_repetitions={repetitions}", "--benchmark_enable_random_interleaving=true",
         "--benchmark_report_aggregates_only=true"],
        check=True, capture_output=True, text=True).stdout
    machine = next((line for line in out.splitlines() if line.startswith("machine:")), "")
    report = json.loads(out[out.index("{"):])
    times = {}
    for b in report["benchmarks"]:
        if b.get("aggregate_name") == "median":
            times[b["run_name"].split("/")[0].removeprefix("D1_cache_")] = b["real_time"]
    return times, machine, report["context"].get("host_name", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--repetitions", type=int, default=5)
    ap.add_argument("--build", default="build/release")
    ap.add_argument("--cpu", default=None, help="CPU name for the title (default: lscpu's model name)")
    ap.add_argument("--data", default=None, help="redraw from a run's printed JSON line")
    a = ap.parse_args()
    if a.data:
        saved = json.loads(open(a.data).read().strip().splitlines()[-1])
        times = saved["times_ms"]
        acc = {(k.split()[0], int(k.split()[1][1:])): tuple(v) for k, v in saved["accuracy_pct"].items()}
        machine = ""
    else:
        acc = accuracy(f"{a.build}/bench/qkv_quant_accuracy")
        times, machine, _ = decode_times(f"{a.build}/bench/qkv_bench", a.repetitions)
    cpu = a.cpu or next((line.split(":", 1)[1].strip() for line in subprocess.run(
        ["lscpu"], capture_output=True, text=True).stdout.splitlines() if line.startswith("Model name")), "")
    print(machine, file=sys.stderr)
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for fmt, marker in (("q8_0", "o"), ("q4_0", "o"), ("q8_kivi", "s"), ("q4_kivi", "s")):
        for d, style in ((64, ":"), (128, "-")):
            if (fmt, d) not in acc:
                continue
            a_err, b_err = acc[(fmt, d)]
            left.scatter([BITS[fmt]], [b_err], marker=marker, color="C3" if "kivi" in fmt else "C0")
            left.annotate(f"{fmt} d{d} (b)", (BITS[fmt], b_err), fontsize=7, xytext=(4, 0),
                          textcoords="offset points")
            left.scatter([BITS[fmt]], [a_err], marker=marker, facecolors="none",
                         edgecolors="C3" if "kivi" in fmt else "C0")
    left.axhline(1, color="grey", lw=0.5, ls="--")
    left.axhline(15, color="grey", lw=0.5, ls="--")
    left.set_yscale("log")
    left.set_xlabel("bits per value")
    left.set_ylabel("relative RMS error of the output, %")
    left.set_title("error (filled: keys with outlier channels; open: Gaussian)", fontsize=9)
    left.set_xlim(3, 10)
    fmts = [f for f in ("bfloat16", "q8_0", "q8_kivi", "q4_0", "q4_kivi") if f in times]
    right.bar(range(len(fmts)), [times[f] for f in fmts], color=["C7", "C0", "C3", "C0", "C3"][:len(fmts)])
    right.set_xticks(range(len(fmts)), [f"{f}\n{BITS[f]:g} bits" for f in fmts], fontsize=8)
    for i, f in enumerate(fmts):
        right.annotate(f"{times[f]:.1f} ms\n{times['bfloat16'] / times[f]:.2f}x", (i, times[f]),
                       ha="center", fontsize=7, xytext=(0, 2), textcoords="offset points")
    right.set_ylabel("D1 decode step, ms (median)")
    right.set_title(f"D1 via KvCache::attend, 2 threads\n{cpu}", fontsize=9)
    fig.tight_layout()
    fig.savefig(a.out, dpi=110)
    print(json.dumps({"times_ms": times, "accuracy_pct": {f"{k[0]} d{k[1]}": v for k, v in acc.items()}}))


if __name__ == "__main__":
    main()
