"""Continuous batching over qkv.PagedKvCache (docs/serving.md).

A simulated stream of requests, each a prompt of some length and a number of
tokens to generate, is served step by step the way vLLM-style servers do:
every step runs ONE attention call over a packed batch in which new requests
bring a chunk of their prompt (chunked prefill, at most --chunk rows each)
and running requests bring one decode row. Finished requests free their
blocks, which the next requests reuse; a request waits while too few blocks
are free. The "model" is a single attention layer with random projections:
the point is the cache and the batching, not the text.

    python examples/serving_loop.py --requests 64 --blocks 2048

prints tokens/s and the blocks in use as the stream is served.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import numpy as np

import qkv


@dataclass
class Request:
    rid: int
    prompt: int  # prompt tokens
    generate: int  # tokens to generate
    seq: int = -1  # PagedKvCache sequence id once admitted
    done_prompt: int = 0
    generated: int = 0
    waiting_steps: int = field(default=0)

    def finished(self) -> bool:
        return self.generated >= self.generate


def make_stream(n: int, rng: np.random.Generator) -> list:
    """Mixed prompt and generation lengths (log-uniform)."""
    prompts = np.exp(rng.uniform(np.log(8), np.log(1024), n)).astype(int)
    gens = np.exp(rng.uniform(np.log(4), np.log(256), n)).astype(int)
    return [Request(i, int(p), int(g)) for i, (p, g) in enumerate(zip(prompts, gens))]


def blocks_needed(tokens: int, block_size: int) -> int:
    return (tokens + block_size - 1) // block_size


def serve(args) -> dict:
    rng = np.random.default_rng(args.seed)
    heads, kv_heads, d = args.heads, args.kv_heads, args.head_dim
    cache = qkv.PagedKvCache(args.blocks, args.block_size, kv_heads, d)
    pending = make_stream(args.requests, rng)
    running: list = []
    tokens = steps = 0
    peak_blocks = 0
    start = time.perf_counter()
    while pending or running:
        # Admit requests while their whole prompt + generation fits (no
        # preemption in this sketch).
        while pending and len(running) < args.max_batch:
            r = pending[0]
            reserved = sum(blocks_needed(x.prompt + x.generate, args.block_size) - len(cache.blocks(x.seq))
                           for x in running)
            if blocks_needed(r.prompt + r.generate, args.block_size) > cache.free_blocks - reserved:
                if not running:
                    raise SystemExit(f"request {r.rid} needs more than --blocks {args.blocks} blocks")
                break
            r.seq = cache.add_sequence()
            running.append(pending.pop(0))
        # This step's rows: a prompt chunk or one decode row per request.
        seqs, counts = [], []
        for r in running:
            n = min(args.chunk, r.prompt - r.done_prompt) if r.done_prompt < r.prompt else 1
            seqs.append(r.seq)
            counts.append(n)
        cu = np.concatenate([[0], np.cumsum(counts)]).astype(np.int32)
        total = int(cu[-1])
        k = rng.standard_normal((total, kv_heads, d), dtype=np.float32)
        v = rng.standard_normal((total, kv_heads, d), dtype=np.float32)
        q = rng.standard_normal((total, heads, d), dtype=np.float32)
        cache.append_many(seqs, k, v, cu)
        out = cache.attend(seqs, q, cu)  # one call: chunks and decode rows
        assert out.shape == (total, heads, d) and np.isfinite(out).all()
        tokens += total
        steps += 1
        peak_blocks = max(peak_blocks, cache.blocks_in_use)
        for r, n in zip(running, counts):
            if r.done_prompt < r.prompt:
                r.done_prompt += n
            else:
                r.generated += 1
        for r in [r for r in running if r.finished()]:
            cache.free_sequence(r.seq)
            running.remove(r)
        if args.verbose and steps % args.report_every == 0:
            rate = tokens / (time.perf_counter() - start)
            print(f"step {steps:5d}: {len(running):3d} running, {len(pending):4d} waiting, "
                  f"blocks in use {cache.blocks_in_use:5d}/{args.blocks}, {rate:9.0f} tokens/s")
    elapsed = time.perf_counter() - start
    result = dict(steps=steps, tokens=tokens, seconds=elapsed, tokens_per_s=tokens / elapsed,
                  peak_blocks=peak_blocks, blocks_in_use=cache.blocks_in_use)
    print(f"served {args.requests} requests: {tokens} tokens in {steps} steps, {elapsed:.2f} s, "
          f"{result['tokens_per_s']:.0f} tokens/s, peak blocks in use {peak_blocks}/{args.blocks}, "
          f"{cache.blocks_in_use} in use at the end")
    return result


def _positive(text):
    """An argparse type: an integer >= 1 (0 looped forever or divided by
    zero)."""
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected an integer >= 1, got {text}")
    return value


def parse(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--requests", type=_positive, default=64)
    p.add_argument("--blocks", type=_positive, default=2048)
    p.add_argument("--block-size", type=_positive, default=16)
    p.add_argument("--chunk", type=_positive, default=256, help="prompt rows per request per step")
    p.add_argument("--max-batch", type=_positive, default=32)
    p.add_argument("--heads", type=_positive, default=16)
    p.add_argument("--kv-heads", type=_positive, default=4)
    p.add_argument("--head-dim", type=_positive, default=64)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--report-every", type=_positive, default=20)
    p.add_argument("--quiet", dest="verbose", action="store_false")
    return p.parse_args(argv)


if __name__ == "__main__":
    serve(parse())
