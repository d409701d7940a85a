"""qkv.KvCache(dtype="q8_0" / "q4_0" / "q8_kivi" / "q4_kivi"): decoding against a quantized cache
stays within the format's error of a float32 cache; fast path == the double
reference; non-finite appends are rejected with nothing written; sizes."""
import numpy as np
import pytest
import torch

import qkv


def _decode(dtype, reference=False, steps=40, D=64):
    # reference: float64 queries, which C++ sends to the double reference.
    g = torch.Generator().manual_seed(7)
    B, H, Hkv = 2, 8, 2
    cache = qkv.KvCache(B, Hkv, 64, D, dtype=dtype)
    outs = []
    for step in range(steps):
        n = 5 if step == 0 else 1
        k = torch.randn(B, Hkv, n, D, generator=g)
        v = torch.randn(B, Hkv, n, D, generator=g)
        q = torch.randn(B, H, n, D, generator=g)
        cache.append(k, v)
        outs.append(cache.attend(q.double() if reference else q))
    return cache, outs


@pytest.mark.parametrize("fmt,bound", [("q8_0", 0.01), ("q4_0", 0.15), ("q8_kivi", 0.01), ("q4_kivi", 0.15)])
def test_quantized_decode_is_within_the_format_error_of_float32(fmt, bound):
    _, exact = _decode("float32")
    cache, got = _decode(fmt)
    assert cache.lengths() == [44, 44]
    for e, o in zip(exact, got):
        assert o.dtype == torch.float32 and o.shape == e.shape
        rel = ((o - e).pow(2).mean() / e.pow(2).mean()).sqrt().item()
        assert rel < bound, rel


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0", "q8_kivi", "q4_kivi"])
def test_fast_path_equals_the_dequantizing_reference(fmt):
    _, fast = _decode(fmt, steps=6, D=80)  # 80: padded to 96
    _, ref = _decode(fmt, reference=True, steps=6, D=80)
    for f, r in zip(fast, ref):
        assert r.dtype == torch.float64
        torch.testing.assert_close(f.double(), r, atol=2e-5, rtol=1e-5)


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_non_finite_append_is_rejected_and_nothing_is_written(bad):
    cache = qkv.KvCache(1, 1, 8, 32, dtype="q4_0")
    rng = np.random.default_rng(1)
    k = rng.standard_normal((1, 1, 2, 32), dtype=np.float32)
    cache.append(k, k)
    q = rng.standard_normal((1, 2, 2, 32), dtype=np.float32)
    before = cache.attend(q)
    k2 = rng.standard_normal((1, 1, 2, 32), dtype=np.float32)
    k2[0, 0, 1, 3] = bad
    with pytest.raises(ValueError, match="not finite"):
        cache.append(k2, k2)
    assert cache.lengths() == [2]
    np.testing.assert_array_equal(cache.attend(q), before)


def test_sizes_and_plain_accessors():
    sizes = {d: qkv.KvCache(1, 8, 1024, 128, dtype=d).storage_bytes for d in ("bfloat16", "q8_0", "q4_0")}
    assert sizes["bfloat16"] == 1024 * 8 * 128 * 2 * 2
    assert sizes["q8_0"] * 32 == sizes["bfloat16"] * 17  # 8.5 bits per value
    assert sizes["q4_0"] * 32 == sizes["bfloat16"] * 9  # 4.5 bits per value
    cache = qkv.KvCache(1, 1, 4, 32, dtype="q8_0")
    with pytest.raises(ValueError, match="codes"):
        cache.keys()
    with pytest.raises(ValueError, match="softcap"):
        cache.append(np.ones((1, 1, 1, 32), np.float32), np.ones((1, 1, 1, 32), np.float32))
        cache.attend(np.ones((1, 1, 1, 32), np.float32), softcap=3.0)
    with pytest.raises(TypeError, match="q5_1"):
        qkv.KvCache(1, 1, 4, 32, dtype="q5_1")


def test_kivi_keys_hold_outlier_channels_better_than_rotation():
    # Keys with 4 channels 20x larger than the rest, queries pointing at a
    # few keys (docs/quantized-cache.md's distribution (b)): per-channel
    # groups give each outlier channel its own step.
    rng = np.random.default_rng(5)
    n, D = 256, 64
    k = rng.standard_normal((1, 1, n, D))
    k[..., [3, 17, 40, 41]] *= 20
    v = rng.standard_normal((1, 1, n, D))
    small = np.ones(D)
    small[[3, 17, 40, 41]] = 0
    dirs = k[0, 0][rng.integers(0, n, (8, 3))] * small
    q = (dirs / np.linalg.norm(dirs, axis=-1, keepdims=True)).sum(1)[None, :, None, :] * 8

    def attend(dtype):  # the query is the newest token's: it sees all n
        cache = qkv.KvCache(1, 1, n, D, dtype=dtype)
        cache.append(k[:, :, :-1], v[:, :, :-1])
        cache.append(k[:, :, -1:], v[:, :, -1:])
        return cache.attend(q)

    want = attend("float32")
    errors = {}
    for fmt in ("q4_0", "q4_kivi", "q8_0", "q8_kivi"):
        got = attend(fmt)
        errors[fmt] = np.sqrt(((got - want) ** 2).mean() / (want ** 2).mean())
    assert errors["q4_kivi"] < 0.15 and errors["q4_kivi"] < errors["q4_0"], errors
    assert errors["q8_kivi"] < 0.01 and errors["q8_kivi"] < errors["q8_0"], errors
    with pytest.raises(ValueError, match="window"):
        qkv.KvCache(1, 1, None, D, dtype="q4_kivi", window=8)
    with pytest.raises(ValueError, match="multiple of 32"):
        qkv.PagedKvCache(4, 16, 1, D, dtype="q8_kivi")


def _serve(dtype, reference=False, D=64):
    # A serving loop on a PagedKvCache: three sequences, prompts then decode
    # rows and a prefill chunk in one call, a sequence freed and its blocks
    # reused; returns every attend's output.
    g = torch.Generator().manual_seed(3)
    Hkv, H = 2, 8
    block = 32 if dtype.endswith("kivi") else 16  # kivi: groups of 32 tokens in a block
    cache = qkv.PagedKvCache(num_blocks=640 // block, block_size=block, num_kv_heads=Hkv, head_dim=D, dtype=dtype)
    seqs = [cache.add_sequence() for _ in range(3)]
    outs = []

    def step(ids, counts):
        for s, n in zip(ids, counts):
            cache.append(s, torch.randn(n, Hkv, D, generator=g), torch.randn(n, Hkv, D, generator=g))
        q = torch.randn(sum(counts), H, D, generator=g)
        cu = np.concatenate([[0], np.cumsum(counts)]).astype(np.int32)
        outs.append(cache.attend(ids, q.double() if reference else q, cu))

    step(seqs, [37, 5, 90])
    for _ in range(3):
        step(seqs, [1, 1, 1])
    step(seqs, [1, 20, 1])  # a prefill chunk among decode rows
    cache.free_sequence(seqs[1])
    new = cache.add_sequence()
    step([seqs[0], new, seqs[2]], [1, 33, 1])  # the freed blocks reused
    return cache, outs


@pytest.mark.parametrize("fmt,bound", [("q8_0", 0.01), ("q4_0", 0.15), ("q8_kivi", 0.01), ("q4_kivi", 0.15)])
def test_paged_quantized_cache_is_within_the_format_error_of_float32(fmt, bound):
    _, exact = _serve("float32")
    cache, got = _serve(fmt)
    assert cache.dtype == fmt
    for e, o in zip(exact, got):
        assert o.dtype == torch.float32 and o.shape == e.shape
        rel = ((o - e).pow(2).mean() / e.pow(2).mean()).sqrt().item()
        assert rel < bound, rel


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0", "q8_kivi", "q4_kivi"])
def test_paged_fast_path_equals_the_dequantizing_reference(fmt):
    _, fast = _serve(fmt, D=80)  # 80: padded to 96
    _, ref = _serve(fmt, reference=True, D=80)
    for f, r in zip(fast, ref):
        assert r.dtype == torch.float64
        torch.testing.assert_close(f.double(), r, atol=2e-5, rtol=1e-5)


def test_paged_quantized_refusals_change_nothing():
    cache = qkv.PagedKvCache(num_blocks=2, block_size=4, num_kv_heads=1, head_dim=32, dtype="q4_0")
    s = cache.add_sequence()
    rng = np.random.default_rng(2)
    k = rng.standard_normal((5, 1, 32), dtype=np.float32)
    cache.append(s, k, k)
    q = rng.standard_normal((1, 2, 32), dtype=np.float32)
    cu = np.array([0, 1], np.int32)
    before = cache.attend([s], q, cu)
    bad = rng.standard_normal((2, 1, 32), dtype=np.float32)
    bad[1, 0, 7] = np.inf
    with pytest.raises(ValueError, match="not finite"):
        cache.append(s, bad, bad)
    with pytest.raises(ValueError, match="out of blocks"):
        cache.append(s, np.ones((4, 1, 32), np.float32), np.ones((4, 1, 32), np.float32))
    assert cache.length(s) == 5
    np.testing.assert_array_equal(cache.attend([s], q, cu), before)
    with pytest.raises(ValueError, match="softcap"):
        cache.attend([s], q, cu, softcap=2.0)
    with pytest.raises(ValueError, match="codes"):
        cache.keys()
    sizes = {d: qkv.PagedKvCache(8, 16, 2, 128, dtype=d).storage_bytes for d in ("bfloat16", "q8_0", "q4_0")}
    assert sizes["bfloat16"] == 8 * 16 * 2 * 128 * 2 * 2
    assert sizes["q8_0"] * 32 == sizes["bfloat16"] * 17
    assert sizes["q4_0"] * 32 == sizes["bfloat16"] * 9
