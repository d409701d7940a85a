"""Two builds' qkv_bench side by side: runs the two binaries alternately
(the order flips every round), each on the same benchmark filter, and prints
each workload's median real time per binary and their ratio (> 1: the second
binary is faster). For before/after figures of a kernel change on a noisy
machine, where only times measured interleaved are comparable.

    python3 bench/ab_bench.py BEFORE/bench/qkv_bench build/release/bench/qkv_bench \\
        '^(P1|S1|S2|S3)/' --rounds 6
"""

import argparse
import collections
import statistics
import subprocess

UNITS = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}


def run(binary, pattern):
    """{workload id: real time in µs} of one qkv_bench run."""
    out = subprocess.run([binary, f"--benchmark_filter={pattern}", "--benchmark_format=csv"],
                         capture_output=True, text=True, check=True).stdout
    times = {}
    for line in out.splitlines():
        if line.startswith('"'):
            fields = line.split(",")
            name = fields[0].strip('"').split("/")[0]
            times[name] = float(fields[2]) * UNITS[fields[4]]
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("pattern", help="--benchmark_filter regex, e.g. '^(P1|S2)/'")
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    times = collections.defaultdict(list)
    for r in range(args.rounds):
        order = [("before", args.before), ("after", args.after)]
        for which, binary in order if r % 2 == 0 else order[::-1]:
            for name, us in run(binary, args.pattern).items():
                times[(name, which)].append(us)
    print(f"{'id':8s} {'before us':>12s} {'after us':>12s} {'before/after':>12s}  rounds")
    for name in sorted({n for n, _ in times}):
        before = statistics.median(times[(name, "before")])
        after = statistics.median(times[(name, "after")])
        print(f"{name:8s} {before:12.1f} {after:12.1f} {before / after:12.3f}  {args.rounds}")


if __name__ == "__main__":
    main()
