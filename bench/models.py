"""Whole-model times of a Llama-shaped transformers model (random weights)
with attn_implementation="qkv" against "sdpa", in one process, the two
alternating repeat by repeat, same thread count; medians (issue 16 point 5).

    .venv/bin/python bench/models.py                       # the issue's sizes
    .venv/bin/python bench/models.py --scale 0.25 --new-tokens 16 --layers 2

Tasks: prefill (one forward over --prefill tokens), decode (--new-tokens
greedy steps after a KV cache of each --contexts length, filled with random
keys/values so no prefill is timed; --cache static: transformers' StaticCache,
written in place, instead of the DynamicCache that concatenates the whole
cache every token), train (forward + backward at
--train-seq with labels). Each row gives both times, the speed ratio
(sdpa / qkv, > 1: qkv faster) and the share of each run spent inside the
attention function (timed around it; the rest is projections, MLP, norms).
On a loaded host wall times swing several-fold from run to run: each row also
gives the fastest run of each (min) and the ratio of process CPU times
(user + system, all threads; spinning threads count too).
"""

import argparse
import resource
import statistics
import time

import torch
from transformers import AttentionInterface, DynamicCache, LlamaConfig, LlamaForCausalLM, StaticCache
from transformers.integrations.sdpa_attention import sdpa_attention_forward

import qkv
import qkv.transformers

_attention_seconds = [0.0]


def _timed(fn):
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            _attention_seconds[0] += time.perf_counter() - start

    return wrapper


def _register_timed():
    AttentionInterface.register("qkv", _timed(qkv.transformers.qkv_attention_forward))
    AttentionInterface.register("sdpa", _timed(sdpa_attention_forward))


def build(args):
    config = LlamaConfig(vocab_size=32000, hidden_size=args.hidden, intermediate_size=int(args.hidden * 2.75),
                         num_hidden_layers=args.layers, num_attention_heads=args.heads,
                         num_key_value_heads=args.kv_heads, max_position_embeddings=1 << 20)
    torch.manual_seed(0)
    return LlamaForCausalLM(config).eval()


def _cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def run_timed(fn):
    """(seconds, share of them inside attention, process CPU seconds)."""
    _attention_seconds[0] = 0.0
    cpu = _cpu_seconds()
    start = time.perf_counter()
    fn()
    total = time.perf_counter() - start
    return total, _attention_seconds[0] / total, _cpu_seconds() - cpu


def prefill_task(model, seq):
    ids = torch.randint(0, model.config.vocab_size, (1, seq))

    def run():
        with torch.no_grad():
            model(input_ids=ids, use_cache=False)

    return run


def decode_task(model, context, new_tokens, cache_kind="dynamic"):
    cfg = model.config
    head_dim = cfg.hidden_size // cfg.num_attention_heads
    if cache_kind == "static":
        cache = StaticCache(config=cfg, max_cache_len=context + new_tokens)
    else:
        cache = DynamicCache(config=cfg)
    g = torch.Generator().manual_seed(1)
    for layer in range(cfg.num_hidden_layers):
        k, v = (torch.randn(1, cfg.num_key_value_heads, context, head_dim, generator=g) for _ in range(2))
        cache.update(k, v, layer)
    token = torch.tensor([[1]])

    def run():
        extra = cache.get_seq_length() - context
        if extra:
            cache.crop(-extra)  # back to the context of the first run
        nonlocal token
        with torch.no_grad():
            for _ in range(new_tokens):
                logits = model(input_ids=token, cache=cache, use_cache=True).logits
                token = logits[:, -1:].argmax(-1)

    return run


def train_task(model, seq):
    ids = torch.randint(0, model.config.vocab_size, (1, seq))

    def run():
        model.train()
        model.zero_grad(set_to_none=True)
        model(input_ids=ids, labels=ids, use_cache=False).loss.backward()
        model.eval()

    return run


def compare(model, name, make_run, repeats):
    """Alternating qkv / sdpa runs (one warm-up each), medians."""
    run = make_run()
    times = {"qkv": [], "sdpa": []}
    shares = {"qkv": [], "sdpa": []}
    cpus = {"qkv": [], "sdpa": []}
    for r in range(repeats + 1):
        for impl in ("qkv", "sdpa") if r % 2 == 0 else ("sdpa", "qkv"):
            model.set_attn_implementation(impl)
            t, share, cpu = run_timed(run)
            if r:  # the first round warms up
                times[impl].append(t)
                shares[impl].append(share)
                cpus[impl].append(cpu)
    med = {impl: statistics.median(v) for impl, v in times.items()}
    share = {impl: statistics.median(v) for impl, v in shares.items()}
    low = {impl: min(v) for impl, v in times.items()}
    cpu = {impl: statistics.median(v) for impl, v in cpus.items()}
    print(f"{name:28s} {med['qkv']:9.3f} {med['sdpa']:9.3f} {med['sdpa'] / med['qkv']:8.2f} "
          f"{100 * share['qkv']:8.1f}% {100 * share['sdpa']:8.1f}% {low['qkv']:9.3f} {low['sdpa']:9.3f} "
          f"{low['sdpa'] / low['qkv']:8.2f} {cpu['sdpa'] / cpu['qkv']:8.2f}", flush=True)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hidden", type=int, default=1024)
    p.add_argument("--layers", type=int, default=8)
    p.add_argument("--heads", type=int, default=16)
    p.add_argument("--kv-heads", type=int, default=4)
    p.add_argument("--prefill", type=int, default=4096)
    p.add_argument("--contexts", type=int, nargs="+", default=[4096, 16384])
    p.add_argument("--new-tokens", type=int, default=128)
    p.add_argument("--train-seq", type=int, default=2048)
    p.add_argument("--scale", type=float, default=1.0, help="multiplies every sequence length")
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--tasks", default="prefill,decode,train")
    p.add_argument("--cache", choices=("dynamic", "static"), default="dynamic",
                   help="the decode task's transformers cache")
    args = p.parse_args()
    torch.set_num_threads(args.threads)
    qkv.set_num_threads(args.threads)
    _register_timed()
    model = build(args)
    tasks = args.tasks.split(",")
    s = args.scale
    print(f"Llama-shaped: hidden {args.hidden}, {args.layers} layers, {args.heads}/{args.kv_heads} heads, fp32, "
          f"{args.threads} threads, torch {torch.__version__}, qkv {qkv.__version__}, medians of {args.repeats}")
    print(f"{'task':28s} {'qkv s':>9s} {'sdpa s':>9s} {'sdpa/qkv':>8s} {'attn qkv':>9s} {'attn sdpa':>9s} "
          f"{'min qkv':>9s} {'min sdpa':>9s} {'min s/q':>8s} {'cpu s/q':>8s}")
    if "prefill" in tasks:
        n = int(args.prefill * s)
        compare(model, f"prefill {n}", lambda: prefill_task(model, n), args.repeats)
    if "decode" in tasks:
        for context in args.contexts:
            n = int(context * s)
            compare(model, f"decode {args.new_tokens} at {n} ({args.cache})",
                    lambda: decode_task(model, n, args.new_tokens, args.cache), args.repeats)
    if "train" in tasks:
        n = int(args.train_seq * s)
        compare(model, f"train step {n}", lambda: train_task(model, n), args.repeats)


if __name__ == "__main__":
    main()
