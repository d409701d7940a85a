"""Side-by-side timing of qkv and PyTorch's CPU attention on the workload
suite of docs/DESIGN.md §5, in one process, interleaved, same thread count;
prints medians and the speed ratio (PyTorch time / qkv time, > 1 means qkv is
faster). P* and D* time the forward; T* time forward + backward through torch
autograd (qkv's fused backward against PyTorch's), and report the backward
alone too.

    .venv/bin/python bench/compare.py --threads 2 --repeats 3 P1 D1 D2
    .venv/bin/python bench/compare.py T1_bwd T2_bwd    # (or T1 T2)
    .venv/bin/python bench/compare.py MHA KV4096 KV32768   # modules
    .venv/bin/python bench/compare.py --scale 0.25      # every workload, seq / 4
    .venv/bin/python bench/compare.py S1 S2 S3 X1       # short calls, in blocks

A call that takes under SHORT_CALL_S warm (S*, the tiny X1) is timed in
blocks of back-to-back calls, the libraries alternating block by block, so
each library's threads stay warm as between a model's layers; the median
per-call time of the blocks is reported.

The workloads are those of bench/workloads.json, the one definition the C++
benchmarks and `qkv bench` read too. `qkv bench` runs this script with
--torch-only (PyTorch's times alone; qkv's Python package is not needed).

Every run first prints the machine: CPU, the SIMD target qkv runs, the FMA
peak and read bandwidth, measured by the same C++ probes as qkv_bench and
`qkv bench` (this script runs `qkv bench --machine --json`: the CLI in
QKV_CLI, else build/release/cli/qkv of this source tree, else `qkv` on PATH).
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

WORKLOADS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "workloads.json")


def load_workloads(path=WORKLOADS_FILE):
    """id -> the workload's fields, with workloads.json's defaults filled in."""
    with open(path, encoding="utf-8") as f:
        suite = json.load(f)["workloads"]
    defaults = {"causal": False, "window": -1, "padded": False, "dtype": "float32",
                "backward": False, "default": True}
    return {w["id"]: {**defaults, **w} for w in suite}


WORKLOADS = load_workloads()
DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16}


def workload_id(wid):
    """T1 and T2 are accepted for T1_bwd and T2_bwd."""
    return wid if wid in WORKLOADS or wid + "_bwd" not in WORKLOADS else wid + "_bwd"


def padded_length(skv, b, batch):
    """Key length of batch entry b (as bench/workloads.h's padded_length)."""
    return skv // 2 + (skv // 2) * b // max(1, batch - 1)


def build(wid, scale):
    w = WORKLOADS[wid]
    b, h, hkv, d = w["batch"], w["heads"], w["kv_heads"], w["head_dim"]
    sq = max(1, int(w["seq_q"] * scale)) if w["seq_q"] > 1 else 1
    skv = max(1, int(w["seq_kv"] * scale))
    dtype = DTYPES[w["dtype"]]
    g = torch.Generator().manual_seed(0)
    q = torch.randn(b, h, sq, d, generator=g).to(dtype)
    k = torch.randn(b, hkv, skv, d, generator=g).to(dtype)
    v = torch.randn(b, hkv, skv, d, generator=g).to(dtype)
    ours, theirs = {}, {"enable_gqa": h != hkv}
    i = torch.arange(sq)[:, None] + (skv - sq)
    j = torch.arange(skv)[None, :]
    visible = torch.ones(sq, skv, dtype=torch.bool)
    if w["causal"]:
        ours["causal"] = "bottom_right"
        visible &= j <= i
    if w["window"] >= 0:
        win = int(w["window"] * scale)
        ours["window"] = (win, 0)
        visible &= j >= i - win
    mask = visible[None, None]
    if w["padded"]:
        lengths = torch.tensor([padded_length(skv, e, b) for e in range(b)])
        ours["key_lengths"] = lengths
        mask = mask & (j[None, None] < lengths[:, None, None, None])
    pairs = int(mask.expand(b, 1, sq, skv).sum()) // b
    if w["causal"] and w["window"] < 0 and not w["padded"] and sq == skv:
        theirs["is_causal"] = True  # PyTorch's native option
    elif w["causal"] or w["window"] >= 0 or w["padded"]:
        theirs["attn_mask"] = mask
    flops = 4.0 * b * h * pairs * d
    shape = f"b{b} h{h}/{hkv} q{sq} kv{skv} d{d}" + ("" if w["dtype"] == "float32" else " bf16")
    return (q, k, v), ours, theirs, flops, shape


def torch_only_row(wid, scale, repeats):
    """PyTorch's median time alone (forward, or forward + backward for the
    backward workloads), for `qkv bench`."""
    inputs, _, theirs, _, _ = build(wid, scale)
    train = WORKLOADS[wid]["backward"]
    grad_out = torch.randn_like(inputs[0])

    def run():
        if not train:
            return F.scaled_dot_product_attention(*inputs, **theirs)
        leaves = [t.detach().requires_grad_() for t in inputs]
        F.scaled_dot_product_attention(*leaves, **theirs).backward(grad_out)
        return None

    times = timed_pair(run, run, repeats)[1]
    return {"id": wid, "dtype": str(inputs[0].dtype).replace("torch.", ""),
            "torch_ms": statistics.median(times) * 1e3}


def timed(fn):
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


# Calls shorter than this (warm) are timed in blocks of back-to-back calls.
SHORT_CALL_S = 5e-3
# Seconds of calls per block: long enough for the clock, short enough that
# many blocks alternate between the libraries.
BLOCK_S = 0.02


def timed_pair(ours, theirs, repeats):
    """Per-call seconds of ours() and theirs(): lists (one entry per repeat or
    block) and their last outputs. Both are warmed up first. A call under
    SHORT_CALL_S runs in blocks of back-to-back calls (every thread pool stays
    warm, as between a model's layers), the libraries alternating block by
    block, at least 15 blocks each; a longer call is timed once per repeat,
    alternating."""
    t_o, out = timed(ours)
    t_t, ref = timed(theirs)
    t_o, out = timed(ours)
    t_t, ref = timed(theirs)
    if max(t_o, t_t) >= SHORT_CALL_S:
        t_ours, t_theirs = [], []
        for _ in range(repeats):  # interleaved
            t, out = timed(ours)
            t_ours.append(t)
            t, ref = timed(theirs)
            t_theirs.append(t)
        return t_ours, t_theirs, out, ref
    n = max(1, int(BLOCK_S / max(t_o, t_t, 1e-7)))

    def block(fn):
        start = time.perf_counter()
        for _ in range(n):
            fn()
        return (time.perf_counter() - start) / n

    blocks = max(repeats, 15)
    t_ours, t_theirs = [], []
    for _ in range(blocks):
        t_ours.append(block(ours))
        t_theirs.append(block(theirs))
    return t_ours, t_theirs, ours(), theirs()


def qkv_cli():
    """The `qkv` command line: QKV_CLI, this tree's release build, or PATH."""
    built = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                         "build", "release", "cli", "qkv")
    for path in (os.environ.get("QKV_CLI"), built, shutil.which("qkv")):
        if path and os.access(path, os.X_OK):
            return path
    return None


def machine_report(threads):
    """The machine as `qkv bench --machine --json` measures it (CPU, SIMD
    target, FMA peak, read bandwidth over `threads` threads), or what
    /proc/cpuinfo says with the reason the probes did not run."""
    cli = qkv_cli()
    if cli is not None:
        env = dict(os.environ, QKV_NUM_THREADS=str(threads))
        done = subprocess.run([cli, "bench", "--machine", "--json"], env=env, check=False,
                              capture_output=True, text=True, timeout=120)
        if done.returncode == 0:
            return json.loads(done.stdout)["machine"]
    name = "unknown"
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            names = [line.split(":", 1)[1].strip() for line in f if line.startswith("model name")]
        name = names[0] if names else name
    why = "qkv CLI not found: set QKV_CLI" if cli is None else f"{cli} bench --machine failed"
    return {"cpu_name": name, "description": f"CPU {name}; FMA peak and bandwidth not measured ({why})"}


def qkv_module():
    import qkv  # pylint: disable=import-outside-toplevel

    return qkv


def train_row(wid, shape, inputs, ours, theirs, flops, repeats):
    """Forward + backward through autograd; GFLOP/s count 3.5 x forward FLOPs
    (forward 1 + backward 2.5); the backward alone is timed and reported with
    2.5 x forward FLOPs."""
    grad_out = torch.randn_like(inputs[0])

    def step(fn):
        leaves = [t.detach().requires_grad_() for t in inputs]
        t0 = time.perf_counter()
        out = fn(*leaves)
        t1 = time.perf_counter()
        out.backward(grad_out)
        t2 = time.perf_counter()
        return t2 - t0, t2 - t1, [t.grad for t in leaves]

    total_o, total_t, bwd_o, bwd_t = [], [], [], []
    qkv = qkv_module()
    for _ in range(repeats):  # interleaved
        t, b, g_ours = step(lambda q, k, v: qkv.attention(q, k, v, **ours))
        total_o.append(t)
        bwd_o.append(b)
        t, b, g_theirs = step(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, **theirs))
        total_t.append(t)
        bwd_t.append(b)
    diff = max((a - b).abs().max().item() for a, b in zip(g_ours, g_theirs))
    mo, mt = statistics.median(total_o), statistics.median(total_t)
    bo, bt = statistics.median(bwd_o), statistics.median(bwd_t)
    return {"id": wid, "shape": shape + " fwd+bwd", "qkv_ms": mo * 1e3, "torch_ms": mt * 1e3,
            "ratio": mt / mo, "qkv_gflops": 3.5 * flops / mo * 1e-9,
            "torch_gflops": 3.5 * flops / mt * 1e-9, "max_abs_diff": diff,
            "qkv_bwd_ms": bo * 1e3, "torch_bwd_ms": bt * 1e3,
            "qkv_bwd_gflops": 2.5 * flops / bo * 1e-9, "torch_bwd_gflops": 2.5 * flops / bt * 1e-9}


def mha_row(repeats):
    """qkv.MultiheadAttention vs nn.MultiheadAttention (eval, no grad,
    need_weights=False): batch 8, seq 512, E 768, 12 heads."""
    qkv = qkv_module()
    torch.manual_seed(0)
    ref = torch.nn.MultiheadAttention(768, 12, batch_first=True).eval()
    ours = qkv.MultiheadAttention.from_torch(ref)
    x = torch.randn(8, 512, 768)
    t_ours, t_theirs = [], []
    with torch.no_grad():
        for _ in range(repeats):
            t, out = timed(lambda: ours(x, x, x, need_weights=False)[0])
            t_ours.append(t)
            t, want = timed(lambda: ref(x, x, x, need_weights=False)[0])
            t_theirs.append(t)
    mo, mt = statistics.median(t_ours), statistics.median(t_theirs)
    flops = 4.0 * 8 * 12 * 512 * 512 * 64 + 2.0 * 8 * 512 * 768 * 768 * 4
    return {"id": "MHA", "shape": "b8 s512 E768 h12 need_weights=F", "qkv_ms": mo * 1e3,
            "torch_ms": mt * 1e3, "ratio": mt / mo, "qkv_gflops": flops / mo * 1e-9,
            "torch_gflops": flops / mt * 1e-9, "max_abs_diff": (out - want).abs().max().item()}


def decode_row(wid, cache_len, repeats):
    """One decode step (append one token, attend) with a cache already
    holding cache_len tokens: qkv.KvCache vs a PyTorch loop writing into a
    preallocated cache and calling SDPA on its filled part. 32 heads, 8 KV
    heads, head_dim 128, batch 1; median over steps."""
    B, H, Hkv, D = 1, 32, 8, 128
    steps = max(repeats, 20)
    cap = cache_len + steps
    g = torch.Generator().manual_seed(0)
    K = torch.zeros(B, Hkv, cap, D)
    V = torch.zeros(B, Hkv, cap, D)
    K[:, :, :cache_len] = torch.randn(B, Hkv, cache_len, D, generator=g)
    V[:, :, :cache_len] = torch.randn(B, Hkv, cache_len, D, generator=g)
    cache = qkv_module().KvCache(B, Hkv, cap, D)
    cache.append(K[:, :, :cache_len], V[:, :, :cache_len])
    t_ours, t_theirs = [], []
    for step in range(steps):
        q = torch.randn(B, H, 1, D, generator=g)
        k = torch.randn(B, Hkv, 1, D, generator=g)
        v = torch.randn(B, Hkv, 1, D, generator=g)
        n = cache_len + step + 1

        def ours_step():
            cache.append(k, v)
            return cache.attend(q)

        def torch_step():
            K[:, :, n - 1:n] = k
            V[:, :, n - 1:n] = v
            return F.scaled_dot_product_attention(q, K[:, :, :n], V[:, :, :n], enable_gqa=True)

        t, out = timed(ours_step)
        t_ours.append(t)
        t, want = timed(torch_step)
        t_theirs.append(t)
    mo, mt = statistics.median(t_ours), statistics.median(t_theirs)
    flops = 4.0 * H * cache_len * D
    return {"id": wid, "shape": f"decode step, cache {cache_len}, h32/8 d128", "qkv_ms": mo * 1e3,
            "torch_ms": mt * 1e3, "ratio": mt / mo, "qkv_gflops": flops / mo * 1e-9,
            "torch_gflops": flops / mt * 1e-9, "max_abs_diff": (out - want).abs().max().item()}


def bias_train_row(repeats):
    """Training through a learned additive bias (T5's and BEiT's relative
    position bias): forward + backward of b4 h12 s1024 d64 (T1's size) with a
    (1, 12, 1024, 1024) float32 bias that requires grad, qkv against PyTorch's
    SDPA (which forms the mask's gradient on its math path); q, k, v and the
    bias get gradients; interleaved, median."""
    qkv = qkv_module()
    g = torch.Generator().manual_seed(0)
    inputs = [torch.randn(4, 12, 1024, 64, generator=g) for _ in range(3)]
    bias = torch.randn(1, 12, 1024, 1024, generator=g)
    grad_out = torch.randn(4, 12, 1024, 64, generator=g)

    def step(fn):
        leaves = [t.clone().requires_grad_() for t in inputs + [bias]]
        t0 = time.perf_counter()
        fn(*leaves[:3], attn_mask=leaves[3]).backward(grad_out)
        return time.perf_counter() - t0, [t.grad for t in leaves]

    t_ours, t_theirs = [], []
    for _ in range(repeats):
        t, g_ours = step(qkv.scaled_dot_product_attention)
        t_ours.append(t)
        t, g_theirs = step(F.scaled_dot_product_attention)
        t_theirs.append(t)
    mo, mt = statistics.median(t_ours), statistics.median(t_theirs)
    flops = 3.5 * 4.0 * 4 * 12 * 1024 * 1024 * 64
    return {"id": "BIAS", "shape": "b4 h12/12 q1024 kv1024 d64, learned (1,12,1024,1024) bias, fwd+bwd",
            "qkv_ms": mo * 1e3, "torch_ms": mt * 1e3, "ratio": mt / mo, "qkv_gflops": flops / mo * 1e-9,
            "torch_gflops": flops / mt * 1e-9,
            "max_abs_diff": max((a - b).abs().max().item() for a, b in zip(g_ours, g_theirs))}


def static_prefill_row(repeats):
    """A prompt of 2048 tokens written into a static cache of 4096 (what
    transformers' StaticCache hands attention at prefill): h16/4 d64, q
    against all 4096 cache slots with a boolean (1, 1, 2048, 4096) mask,
    causal over the prompt and hiding the 2048 empty slots. qkv's
    scaled_dot_product_attention against PyTorch's with the same mask;
    interleaved, median."""
    qkv = qkv_module()
    sq, skv, d = 2048, 4096, 64
    g = torch.Generator().manual_seed(0)
    q = torch.randn(1, 16, sq, d, generator=g)
    k = torch.zeros(1, 4, skv, d)
    v = torch.zeros(1, 4, skv, d)
    k[:, :, :sq] = torch.randn(1, 4, sq, d, generator=g)
    v[:, :, :sq] = torch.randn(1, 4, sq, d, generator=g)
    mask = (torch.arange(skv)[None, :] <= torch.arange(sq)[:, None])[None, None]
    t_ours, t_theirs, out, ref = timed_pair(
        lambda: qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True),
        lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True), repeats)
    mo, mt = statistics.median(t_ours), statistics.median(t_theirs)
    flops = 4.0 * 16 * (sq * (sq + 1) // 2) * d
    return {"id": "STATIC", "shape": "b1 h16/4 q2048 kv4096 d64, bool mask", "qkv_ms": mo * 1e3,
            "torch_ms": mt * 1e3, "ratio": mt / mo, "qkv_gflops": flops / mo * 1e-9,
            "torch_gflops": flops / mt * 1e-9, "max_abs_diff": (out - ref).abs().max().item()}


MODULES = {"MHA": lambda r: mha_row(r), "KV4096": lambda r: decode_row("KV4096", 4096, r),
           "KV32768": lambda r: decode_row("KV32768", 32768, r), "BIAS": lambda r: bias_train_row(r),
           "STATIC": lambda r: static_prefill_row(r)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("workloads", nargs="*",
                        default=[w for w in WORKLOADS if w != "M1"] + list(MODULES))
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--scale", type=float, default=1.0, help="multiply sequence lengths")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--torch-only", action="store_true",
                        help="time PyTorch alone (for qkv bench; no qkv import)")
    parser.add_argument("--qkv-path", help="import qkv from this directory (another build)")
    args = parser.parse_args()
    if args.qkv_path:
        sys.path.insert(0, os.path.abspath(args.qkv_path))
    torch.set_num_threads(args.threads)
    ids = [workload_id(w) for w in args.workloads]
    unknown = [w for w in ids if w not in WORKLOADS and w not in MODULES]
    if unknown:
        parser.error(f"unknown workloads {unknown}; known: {list(WORKLOADS) + list(MODULES)}")
    if args.torch_only:
        rows = [torch_only_row(wid, args.scale, args.repeats) for wid in ids]
        print(json.dumps({"threads": args.threads, "torch": torch.__version__, "rows": rows}))
        return
    qkv = qkv_module()
    qkv.set_num_threads(args.threads)
    machine = machine_report(args.threads)
    if not args.json:
        print(f"machine: {machine['description']}", flush=True)
    rows = []
    for wid in ids:
        if wid in MODULES:
            rows.append(MODULES[wid](args.repeats))
            continue
        (q, k, v), ours, theirs, flops, shape = build(wid, args.scale)
        if WORKLOADS[wid]["backward"]:
            rows.append(train_row(wid, shape, (q, k, v), ours, theirs, flops, args.repeats))
            continue
        t_ours, t_theirs, out, ref = timed_pair(
            lambda: qkv.attention(q, k, v, **ours),
            lambda: F.scaled_dot_product_attention(q, k, v, **theirs), args.repeats)
        diff = (out - ref).abs().max().item()
        mo, mt = statistics.median(t_ours), statistics.median(t_theirs)
        rows.append({"id": wid, "shape": shape, "qkv_ms": mo * 1e3, "torch_ms": mt * 1e3,
                     "ratio": mt / mo, "qkv_gflops": flops / mo * 1e-9,
                     "torch_gflops": flops / mt * 1e-9, "max_abs_diff": diff})
    if args.json:
        print(json.dumps({"threads": args.threads, "torch": torch.__version__,
                          "qkv": qkv.__version__, "machine": machine, "rows": rows}, indent=2))
        return
    print(f"threads {args.threads}, repeats {args.repeats} (medians), torch {torch.__version__}, "
          f"qkv {qkv.__version__} ({os.path.dirname(qkv.__file__)}), seq scale {args.scale}")
    print(f"{'id':7} {'shape':38} {'qkv ms':>10} {'torch ms':>10} {'torch/qkv':>9} "
          f"{'qkv GF/s':>9} {'torch GF/s':>10} {'max|diff|':>10}")
    for r in rows:
        print(f"{r['id']:7} {r['shape']:38} {r['qkv_ms']:10.4g} {r['torch_ms']:10.4g} {r['ratio']:9.3f} "
              f"{r['qkv_gflops']:9.2f} {r['torch_gflops']:10.2f} {r['max_abs_diff']:10.2e}")
        if "qkv_bwd_ms" in r:
            print(f"{'':7} {'  backward alone':38} {r['qkv_bwd_ms']:10.1f} {r['torch_bwd_ms']:10.1f} "
                  f"{r['torch_bwd_ms'] / r['qkv_bwd_ms']:9.3f} {r['qkv_bwd_gflops']:9.2f} "
                  f"{r['torch_bwd_gflops']:10.2f}")


if __name__ == "__main__":
    main()
