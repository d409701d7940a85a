"""qkv.KvCache(dtype="q8_0" / "q4_0"): decoding against a quantized cache
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


@pytest.mark.parametrize("fmt,bound", [("q8_0", 0.01), ("q4_0", 0.15)])
def test_quantized_decode_is_within_the_format_error_of_float32(fmt, bound):
    _, exact = _decode("float32")
    cache, got = _decode(fmt)
    assert cache.lengths() == [44, 44]
    for e, o in zip(exact, got):
        assert o.dtype == torch.float32 and o.shape == e.shape
        rel = ((o - e).pow(2).mean() / e.pow(2).mean()).sqrt().item()
        assert rel < bound, rel


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0"])
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
