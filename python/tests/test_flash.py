"""qkv.flash_attn_varlen_func, qkv.flash_attn_with_kvcache and
qkv.PagedKvCache against per-sequence torch SDPA (docs/serving.md)."""

import math

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import qkv

LENS_Q = [5, 1, 17, 0, 64]
LENS_K = [9, 30, 17, 4, 64]


def cu(lens):
    return torch.tensor(np.concatenate([[0], np.cumsum(lens)]), dtype=torch.int32)


def bottom_right(lq, lk):
    """SDPA's bool mask of bottom-right causal alignment."""
    i = torch.arange(lq)[:, None]
    j = torch.arange(lk)[None, :]
    return j <= i + lk - lq


def sdpa_per_sequence(q, k, v, lens_q, lens_k, causal, scale=None):
    """Each sequence through SDPA on its own, (total_q, heads, dv), float64
    math; fully masked rows are 0 (FlashAttention's convention)."""
    outs, sq, sk = [], 0, 0
    group = q.shape[1] // k.shape[1]
    for lq, lk in zip(lens_q, lens_k):
        qs = q[sq:sq + lq].transpose(0, 1).double()
        ks = k[sk:sk + lk].transpose(0, 1).double().repeat_interleave(group, 0)
        vs = v[sk:sk + lk].transpose(0, 1).double().repeat_interleave(group, 0)
        if lq and lk:
            mask = bottom_right(lq, lk) if causal else None
            o = F.scaled_dot_product_attention(qs, ks, vs, attn_mask=mask, scale=scale)
            if mask is not None:
                o = torch.where(mask.any(-1)[None, :, None], o, torch.zeros_like(o))
        else:
            o = torch.zeros(q.shape[1], lq, v.shape[2], dtype=torch.float64)
        outs.append(o.transpose(0, 1))
        sq, sk = sq + lq, sk + lk
    return torch.cat(outs)


def packed(dtype, heads=4, kv_heads=2, d=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(sum(LENS_Q), heads, d, generator=g).to(dtype)
    k = torch.randn(sum(LENS_K), kv_heads, d, generator=g).to(dtype)
    v = torch.randn(sum(LENS_K), kv_heads, d, generator=g).to(dtype)
    return q, k, v


# PyTorch's tolerances (torch.testing): fp32 fused vs math, bf16/fp16.
TOL = {torch.float32: dict(atol=1e-5, rtol=1.3e-6 * 4), torch.bfloat16: dict(atol=1e-2, rtol=1.6e-2),
       torch.float16: dict(atol=1e-3, rtol=1e-3)}


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16])
@pytest.mark.parametrize("causal", [False, True])
def test_varlen_equals_sdpa_per_sequence(dtype, causal):
    q, k, v = packed(dtype)
    out = qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K),
                                     causal=causal)
    want = sdpa_per_sequence(q, k, v, LENS_Q, LENS_K, causal)
    assert out.dtype == dtype and out.shape == (sum(LENS_Q), 4, 32)
    torch.testing.assert_close(out.double(), want, **TOL[dtype])


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_varlen_gradients_equal_sdpa(dtype):
    q, k, v = (x.requires_grad_() for x in packed(dtype, seed=1))
    out = qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K),
                                     causal=True)
    g = torch.randn(out.shape, generator=torch.Generator().manual_seed(2)).to(dtype)
    dq, dk, dv = torch.autograd.grad(out, (q, k, v), g)
    q64, k64, v64 = (x.detach().double().requires_grad_() for x in (q, k, v))
    want = sdpa_per_sequence(q64, k64, v64, LENS_Q, LENS_K, True)
    wq, wk, wv = torch.autograd.grad(want, (q64, k64, v64), g.double())
    tol = dict(atol=1e-4, rtol=1e-4) if dtype == torch.float32 else dict(atol=5e-2, rtol=5e-2)
    for got, w in ((dq, wq), (dk, wk), (dv, wv)):
        torch.testing.assert_close(got.double(), w, **tol)


def test_varlen_numpy_and_lse():
    q, k, v = (x.numpy() for x in packed(torch.float32, seed=3))
    out, lse, s_dmask = qkv.flash_attn_varlen_func(
        q, k, v, cu(LENS_Q).numpy(), cu(LENS_K).numpy(), max(LENS_Q), max(LENS_K),
        causal=True, return_attn_probs=True)
    assert isinstance(out, np.ndarray) and lse.shape == (4, sum(LENS_Q)) and s_dmask is None
    # lse of row 0 of sequence 0: log-sum-exp of its visible scores.
    scores = (q[0, 0] @ k[:9, 0].T) / np.sqrt(32)
    visible = scores[: 9 - 5 + 1]
    assert lse[0, 0] == pytest.approx(np.log(np.exp(visible).sum()), rel=1e-5)


def test_varlen_window_softcap_alibi_match_qkv_attention():
    """Per sequence, the same options through qkv.attention's bottom-right
    semantics (FlashAttention's coordinates)."""
    q, k, v = packed(torch.float32, seed=4)
    slopes = torch.tensor([0.5, 0.25, 0.125, 0.0625])
    out = qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K),
                                     causal=True, window_size=(3, 0), softcap=2.0,
                                     alibi_slopes=slopes, softmax_scale=0.3)
    sq = sk = 0
    for lq, lk in zip(LENS_Q, LENS_K):
        if lq:
            want = qkv.attention(q[None, sq:sq + lq].transpose(1, 2), k[None, sk:sk + lk].transpose(1, 2),
                                 v[None, sk:sk + lk].transpose(1, 2), causal="bottom_right",
                                 window=(3, 0), softcap=2.0, alibi_slopes=slopes, scale=0.3)
            torch.testing.assert_close(out[sq:sq + lq], want[0].transpose(0, 1), atol=1e-6, rtol=1e-6)
        sq, sk = sq + lq, sk + lk


def test_varlen_bad_input():
    q, k, v = packed(torch.float32)
    with pytest.raises(ValueError, match="cu_seqlens_q: not increasing"):
        bad = cu(LENS_Q).clone()
        bad[2] = 0
        qkv.flash_attn_varlen_func(q, k, v, bad, cu(LENS_K), 64, 64)
    with pytest.raises(TypeError, match="int32"):
        qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q).long(), cu(LENS_K), 64, 64)
    with pytest.raises(ValueError, match="past the end"):
        bad = cu(LENS_K).clone()
        bad[-1] += 1
        qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), bad, 64, 65)
    with pytest.raises(TypeError):
        qkv.flash_attn_varlen_func(q, k.double(), v, cu(LENS_Q), cu(LENS_K), 64, 64)


def test_with_kvcache_appends_in_place_and_attends():
    batch, cap, hk, h, d = 3, 40, 2, 4, 16
    g = torch.Generator().manual_seed(5)
    k_cache = torch.randn(batch, cap, hk, d, generator=g)
    v_cache = torch.randn(batch, cap, hk, d, generator=g)
    lens = torch.tensor([3, 0, 38], dtype=torch.int32)
    k_new = torch.randn(batch, 2, hk, d, generator=g)
    v_new = torch.randn(batch, 2, hk, d, generator=g)
    q = torch.randn(batch, 2, h, d, generator=g)
    before = k_cache.clone()
    out, lse = qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k_new, v_new, cache_seqlens=lens,
                                           causal=True, return_softmax_lse=True)
    assert out.shape == (batch, 2, h, d) and lse.shape == (batch, h, 2)
    for b in range(batch):
        n = int(lens[b])
        torch.testing.assert_close(k_cache[b, n:n + 2], k_new[b])
        torch.testing.assert_close(k_cache[b, :n], before[b, :n])
        want = sdpa_per_sequence(q[b], k_cache[b, :n + 2], v_cache[b, :n + 2], [2], [n + 2], True)
        torch.testing.assert_close(out[b].double(), want, atol=1e-5, rtol=1e-5)
    # Past the capacity: an error, and nothing written.
    snapshot = k_cache.clone()
    with pytest.raises(ValueError, match="capacity"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k_new, v_new,
                                    cache_seqlens=torch.tensor([3, 39, 0], dtype=torch.int32))
    assert torch.equal(snapshot, k_cache)


@pytest.mark.parametrize("vllm_layout", [False, True])
def test_with_kvcache_paged_equals_contiguous(vllm_layout):
    batch, hk, h, d, bs = 2, 2, 4, 16, 16
    g = torch.Generator().manual_seed(6)
    lens = [37, 70]
    keys = [torch.randn(n, hk, d, generator=g) for n in lens]
    vals = [torch.randn(n, hk, d, generator=g) for n in lens]
    num_blocks = 12
    perm = torch.randperm(num_blocks, generator=g)
    shape = (num_blocks, hk, bs, d) if vllm_layout else (num_blocks, bs, hk, d)
    k_store, v_store = torch.zeros(shape), torch.zeros(shape)
    k_cache = k_store.transpose(1, 2) if vllm_layout else k_store
    v_cache = v_store.transpose(1, 2) if vllm_layout else v_store
    table = torch.zeros(batch, 6, dtype=torch.int32)
    nxt = 0
    for b, n in enumerate(lens):
        for j in range((n + bs - 1) // bs):
            table[b, j] = perm[nxt]
            nxt += 1
            rows = slice(j * bs, min(n, (j + 1) * bs))
            k_cache[table[b, j], : rows.stop - rows.start] = keys[b][rows]
            v_cache[table[b, j], : rows.stop - rows.start] = vals[b][rows]
    q = torch.randn(batch, 1, h, d, generator=g)
    out = qkv.flash_attn_with_kvcache(q, k_cache, v_cache, cache_seqlens=torch.tensor(lens, dtype=torch.int32),
                                      block_table=table, causal=True)
    for b, n in enumerate(lens):
        want = sdpa_per_sequence(q[b], keys[b], vals[b], [1], [n], True)
        torch.testing.assert_close(out[b].double(), want, atol=1e-5, rtol=1e-5)
    with pytest.raises(ValueError, match="block_table"):
        bad = table.clone()
        bad[0, 0] = num_blocks
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, cache_seqlens=torch.tensor(lens, dtype=torch.int32),
                                    block_table=bad)


def test_paged_kv_cache_serving_loop():
    cache = qkv.PagedKvCache(num_blocks=8, block_size=4, num_kv_heads=2, head_dim=8)
    rng = np.random.default_rng(7)
    a, b = cache.add_sequence(), cache.add_sequence()
    ka, kb = rng.standard_normal((6, 2, 8), dtype=np.float32), rng.standard_normal((3, 2, 8), dtype=np.float32)
    cache.append(a, ka, ka)
    cache.append(b, kb, kb)
    assert cache.blocks_in_use == 3 and cache.length(a) == 6
    q = rng.standard_normal((7, 4, 8), dtype=np.float32)
    out = cache.attend([a, b], q, [0, 6, 7])
    want_a = sdpa_per_sequence(torch.from_numpy(q[:6]), torch.from_numpy(ka), torch.from_numpy(ka),
                               [6], [6], True)
    want_b = sdpa_per_sequence(torch.from_numpy(q[6:]), torch.from_numpy(kb), torch.from_numpy(kb),
                               [1], [3], True)
    np.testing.assert_allclose(out, torch.cat([want_a, want_b]).numpy(), atol=1e-5, rtol=1e-5)
    with pytest.raises(ValueError, match="out of blocks"):
        cache.append(a, np.zeros((40, 2, 8), np.float32), np.zeros((40, 2, 8), np.float32))
    assert cache.length(a) == 6 and cache.blocks_in_use == 3
    freed = cache.blocks(a)
    cache.free_sequence(a)
    c = cache.add_sequence()
    cache.append(c, ka, ka)
    assert set(cache.blocks(c)) == set(freed)


def test_serving_loop_example_runs():
    """examples/serving_loop.py, briefly: every request served, every block
    returned."""
    import importlib.util
    import pathlib
    import sys

    path = pathlib.Path(__file__).resolve().parents[2] / "examples" / "serving_loop.py"
    spec = importlib.util.spec_from_file_location("serving_loop", path)
    loop = importlib.util.module_from_spec(spec)
    sys.modules["serving_loop"] = loop  # dataclasses look their module up
    spec.loader.exec_module(loop)
    result = loop.serve(loop.parse(["--requests", "6", "--blocks", "256", "--heads", "4", "--kv-heads", "2",
                                    "--head-dim", "16", "--chunk", "64", "--quiet"]))
    assert result["blocks_in_use"] == 0 and result["tokens"] > 0 and result["peak_blocks"] > 0


def _eager_with_sinks(q, k, v, sinks, causal):
    """transformers' eager gpt-oss formula for one sequence: (s, h, d) rows,
    the sink logit appended as a column, softmax, the column dropped."""
    qh, kh, vh = (x.transpose(0, 1).double() for x in (q, k, v))
    scores = qh @ kh.transpose(1, 2) / math.sqrt(q.shape[-1])
    if causal:
        sq, sk = scores.shape[1], scores.shape[2]
        keep = torch.ones(sq, sk, dtype=torch.bool).tril(sk - sq)
        scores = scores.masked_fill(~keep, float("-inf"))
    col = sinks.double().reshape(-1, 1, 1).expand(-1, scores.shape[1], 1)
    probs = torch.softmax(torch.cat([scores, col], dim=-1), dim=-1)[..., :-1]
    return (probs @ vh).transpose(0, 1)


@pytest.mark.parametrize("causal", [False, True])
def test_varlen_s_aux_equals_the_eager_sink_formula(causal):
    torch.manual_seed(3)
    lq, lk = [3, 1, 5], [4, 6, 5]
    heads = 2
    q = torch.randn(sum(lq), heads, 8)
    k = torch.randn(sum(lk), heads, 8)
    v = torch.randn(sum(lk), heads, 8)
    sinks = torch.tensor([0.5, -1.0])
    cu_q = torch.tensor([0, 3, 4, 9], dtype=torch.int32)
    cu_k = torch.tensor([0, 4, 10, 15], dtype=torch.int32)
    out = qkv.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 5, 6, causal=causal, s_aux=sinks)
    for b in range(3):
        rq = slice(int(cu_q[b]), int(cu_q[b + 1]))
        rk = slice(int(cu_k[b]), int(cu_k[b + 1]))
        want = _eager_with_sinks(q[rq], k[rk], v[rk], sinks, causal)
        torch.testing.assert_close(out[rq].double(), want, atol=2e-6, rtol=2e-5)
    with pytest.raises(ValueError, match="s_aux"):
        qkv.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 5, 6, s_aux=sinks.requires_grad_())


def test_kvcache_s_aux_equals_the_eager_sink_formula():
    torch.manual_seed(4)
    k_cache = torch.randn(2, 7, 2, 8)
    v_cache = torch.randn(2, 7, 2, 8)
    q = torch.randn(2, 1, 2, 8)
    sinks = torch.tensor([1.5, 0.0])
    lens = torch.tensor([7, 3], dtype=torch.int32)
    out = qkv.flash_attn_with_kvcache(q, k_cache, v_cache, cache_seqlens=lens, causal=True,
                                      s_aux=sinks)
    for b in range(2):
        n = int(lens[b])
        want = _eager_with_sinks(q[b], k_cache[b, :n], v_cache[b, :n], sinks, True)
        torch.testing.assert_close(out[b].double(), want, atol=2e-6, rtol=2e-5)


def test_kvcache_refused_call_leaves_the_cache_as_it_was():
    torch.manual_seed(5)
    k_cache, v_cache = torch.randn(2, 6, 2, 8), torch.randn(2, 6, 2, 8)
    before_k, before_v = k_cache.clone(), v_cache.clone()
    lens = torch.tensor([2, 3], dtype=torch.int32)
    k, v = torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8)
    # Refused only after the append's own checks: q's head_dim, the scale.
    for q, scale in ((torch.randn(2, 1, 2, 5), None), (torch.randn(2, 1, 2, 8), float("inf"))):
        with pytest.raises(ValueError):
            qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k=k, v=v, cache_seqlens=lens,
                                        softmax_scale=scale)
        assert torch.equal(k_cache, before_k) and torch.equal(v_cache, before_v)
    with pytest.raises(ValueError, match="cache_batch_idx"):
        qkv.flash_attn_with_kvcache(torch.randn(2, 1, 2, 8), k_cache, v_cache, cache_seqlens=lens,
                                    cache_batch_idx=torch.tensor([0, 2**32]))


@pytest.mark.parametrize("kind", ["torch", "numpy", "op"])
def test_kvcache_append_without_cache_seqlens_is_refused(kind):
    # FlashAttention refuses new k/v without cache_seqlens; appending at
    # position 0 instead would overwrite the cached tokens.
    torch.manual_seed(7)
    k_cache, v_cache = torch.randn(2, 6, 2, 8), torch.randn(2, 6, 2, 8)
    q, k, v = torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8)
    if kind == "numpy":
        k_cache, v_cache, q, k, v = (x.numpy() for x in (k_cache, v_cache, q, k, v))
    def values(x):
        return (x.numpy() if isinstance(x, torch.Tensor) else x).copy()

    before_k, before_v = values(k_cache), values(v_cache)
    with pytest.raises(ValueError, match="cache_seqlens: required when k and v are given"):
        if kind == "op":
            torch.ops.qkv.kvcache_append(q, k_cache, v_cache, k, v)
        else:
            qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k=k, v=v)
    np.testing.assert_array_equal(values(k_cache), before_k)
    np.testing.assert_array_equal(values(v_cache), before_v)


@pytest.mark.parametrize("kind", ["torch", "numpy", "op"])
def test_kvcache_append_into_caches_that_cannot_take_it_writes_nothing(kind):
    # A v_cache with fewer sequences or rows than k_cache: a ValueError
    # naming v_cache (not an IndexError from the copy of the old rows).
    torch.manual_seed(8)
    k_cache, short_v = torch.randn(2, 6, 2, 8), torch.randn(1, 6, 2, 8)
    q, k, v = torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8)
    lens = torch.tensor([2, 3], dtype=torch.int32)
    if kind == "numpy":
        k_cache, short_v, q, k, v, lens = (x.numpy() for x in (k_cache, short_v, q, k, v, lens))
    before = (k_cache.numpy() if kind != "numpy" else k_cache).copy()
    for bad_v in (short_v, short_v[:, :4]):
        with pytest.raises(ValueError, match="v_cache: shape .* does not match k_cache"):
            if kind == "op":
                torch.ops.qkv.kvcache_append(q, k_cache, bad_v, k, v, lens)
            else:
                qkv.flash_attn_with_kvcache(q, k_cache, bad_v, k=k, v=v, cache_seqlens=lens)
        np.testing.assert_array_equal(k_cache, before)
    if kind != "numpy":
        return
    # A read-only numpy v_cache (np.broadcast_to, a read-only memmap): refused
    # before k_cache is written.
    frozen = np.zeros((2, 6, 2, 8), np.float32)
    frozen.setflags(write=False)
    with pytest.raises(ValueError, match="v_cache: a read-only array"):
        qkv.flash_attn_with_kvcache(q, k_cache, frozen, k=k, v=v, cache_seqlens=lens)
    np.testing.assert_array_equal(k_cache, before)


def test_kvcache_append_without_cache_seqlens_is_refused_when_traced():
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        k_cache, v_cache = torch.empty(2, 6, 2, 8), torch.empty(2, 6, 2, 8)
        q, k = torch.empty(2, 1, 2, 8), torch.empty(2, 1, 2, 8)
        with pytest.raises(ValueError, match="cache_seqlens: required"):
            torch.ops.qkv.kvcache_append(q, k_cache, v_cache, k, k)
        lens = torch.empty(2, dtype=torch.int32)
        with pytest.raises(ValueError, match="v_cache: shape .* does not match k_cache"):
            torch.ops.qkv.kvcache_append(q, k_cache, v_cache[:1], k, k, lens)
        codes, scales = torch.empty(4, 8, 2, 32, dtype=torch.uint8), torch.empty(4, 8, 2, 1, dtype=torch.bfloat16)
        with pytest.raises(ValueError, match="cache_seqlens: required"):
            torch.ops.qkv.kvcache_quantized(q, codes, scales, codes, scales, k, k, head_dim=8)


def test_varlen_gradient_through_softmax_lse():
    torch.manual_seed(6)
    lq, lk = [3, 4], [5, 4]
    q = torch.randn(sum(lq), 2, 8, requires_grad=True)
    k = torch.randn(sum(lk), 2, 8, requires_grad=True)
    v = torch.randn(sum(lk), 2, 8, requires_grad=True)
    cu_q = torch.tensor([0, 3, 7], dtype=torch.int32)
    cu_k = torch.tensor([0, 5, 9], dtype=torch.int32)
    out, lse, _ = qkv.flash_attn_varlen_func(q, k, v, cu_q, cu_k, 4, 5, causal=True,
                                             return_attn_probs=True)
    (out.sum() + lse.sum()).backward()
    grads = [x.grad.clone() for x in (q, k, v)]
    for x in (q, k, v):
        x.grad = None
    total = 0
    for b in range(2):
        rq = slice(int(cu_q[b]), int(cu_q[b + 1]))
        rk = slice(int(cu_k[b]), int(cu_k[b + 1]))
        o, l = qkv.attention(q[rq].transpose(0, 1)[None], k[rk].transpose(0, 1)[None],
                             v[rk].transpose(0, 1)[None], causal="bottom_right", return_lse=True)
        total = total + o.sum() + l.sum()
    total.backward()
    for got, x in zip(grads, (q, k, v)):
        torch.testing.assert_close(got, x.grad, atol=1e-5, rtol=1e-5)


def test_paged_kv_cache_int64_cu_seqlens_beyond_int32_are_refused():
    """cu_seqlens in int64 were cast to int32 unchecked: 2**32 + 1 became 1."""
    cache = qkv.PagedKvCache(4, 4, 1, 8)
    s = cache.add_sequence()
    k = np.ones((1, 1, 8), np.float32)
    for cu in ([0, 2**32 + 1], [0, 2**32]):
        with pytest.raises(ValueError, match="cu_seqlens: 4294967.* does not fit int32"):
            cache.append_many([s], k, k, np.array(cu, np.int64))
    assert cache.length(s) == 0
    cache.append(s, k, k)
    with pytest.raises(ValueError, match="cu_seqlens_q"):
        cache.attend([s], k, np.array([0, 2**32], np.int64))


@pytest.mark.parametrize("dtype", ["bfloat16", "float16"])
def test_paged_kv_cache_of_low_precision_attends_float32_queries(dtype):
    """As KvCache does: q rounded to the cache's dtype, out in q's."""
    cache = qkv.PagedKvCache(4, 4, 1, 16, dtype=dtype)
    s = cache.add_sequence()
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 1, 16), dtype=np.float32)
    cache.append(s, x, x)
    q = rng.standard_normal((1, 2, 16), dtype=np.float32)
    out = cache.attend([s], q, np.array([0, 1], np.int32))
    assert out.dtype == np.float32
    want = cache.attend([s], torch.from_numpy(q).to(getattr(torch, dtype)), np.array([0, 1], np.int32))
    np.testing.assert_array_equal(out, want.float().numpy())


def test_quantized_paged_kv_cache_too_large_is_an_error():
    """2**62 · 4 rows wrapped to a cache of 0 bytes, which the first append
    wrote past (a crash)."""
    with pytest.raises(ValueError, match="overflows"):
        qkv.PagedKvCache(1, 2**62, 4, 32, dtype="q8_0")


@pytest.mark.parametrize("kind", ["numpy", "torch"])
def test_window_size_that_is_not_a_pair_names_window_size(kind):
    mod = torch if kind == "torch" else np
    q = mod.ones((1, 1, 2, 16), dtype=mod.float32)
    kc = mod.ones((1, 8, 1, 16), dtype=mod.float32)
    with pytest.raises(TypeError, match="window_size"):
        qkv.flash_attn_with_kvcache(q, kc, kc, cache_seqlens=3, window_size=None)


def test_torch_kvcache_batch_beyond_the_cache_names_k_cache():
    q, kc = torch.randn(3, 1, 2, 16), torch.randn(2, 8, 1, 16)
    with pytest.raises(ValueError, match="k_cache: holds 2 sequences, q has 3"):
        qkv.flash_attn_with_kvcache(q, kc, kc.clone(), cache_seqlens=2)


@pytest.mark.parametrize("kind", ["numpy", "torch"])
def test_cache_mismatches_name_the_caches(kind):
    """Named k_cache / v_cache with the caller's shapes, not the kernel's
    paged views named k and v."""
    mod = torch if kind == "torch" else np
    q = mod.ones((2, 1, 2, 8), dtype=mod.float32)
    kc = mod.ones((2, 8, 1, 16), dtype=mod.float32)
    with pytest.raises(ValueError, match=r"k_cache: head_dim 16 does not match q's 8 \(q \(2, 1, 2, 8\)"):
        qkv.flash_attn_with_kvcache(q, kc, kc, cache_seqlens=3)
    kc = mod.ones((2, 8, 1, 8), dtype=mod.float32)
    with pytest.raises(TypeError, match="k_cache, v_cache: dtypes must match q's: .* v_cache float64"):
        qkv.flash_attn_with_kvcache(q, kc, mod.ones((2, 8, 1, 8), dtype=mod.float64), cache_seqlens=3)


def test_packed_variants_equal_the_unpacked_calls_with_gradients():
    """FlashAttention's qkvpacked / kvpacked calls, fixed-length and varlen:
    the same numbers as the unpacked call on the same views, and gradients
    that reach the packed tensor (FlashAttention returns its dqkv packed)."""
    g = torch.Generator().manual_seed(7)
    qkv_ = torch.randn(2, 9, 3, 4, 16, generator=g, requires_grad=True)
    q_ = torch.randn(2, 5, 4, 16, generator=g, requires_grad=True)
    kv = torch.randn(2, 9, 2, 2, 16, generator=g, requires_grad=True)
    sink = torch.randn(4, generator=g)
    out = qkv.flash_attn_qkvpacked_func(qkv_, causal=True, window_size=(3, 0), s_aux=sink)
    q, k, v = (qkv_[:, :, i].detach().requires_grad_() for i in range(3))
    ref = qkv.flash_attn_func(q, k, v, causal=True, window_size=(3, 0), s_aux=sink)
    assert torch.equal(out, ref)
    dout = torch.randn_like(out)
    out.backward(dout)
    ref.backward(dout)
    assert torch.equal(qkv_.grad, torch.stack([q.grad, k.grad, v.grad], dim=2))
    out, lse, probs = qkv.flash_attn_kvpacked_func(q_, kv, softcap=5.0, return_attn_probs=True)
    k, v = (kv[:, :, i].detach().requires_grad_() for i in range(2))
    ref, ref_lse, _ = qkv.flash_attn_func(q_, k, v, softcap=5.0, return_attn_probs=True)
    assert torch.equal(out, ref) and torch.equal(lse, ref_lse) and probs is None
    out.sum().backward()
    ref.sum().backward()
    assert torch.equal(kv.grad, torch.stack([k.grad, v.grad], dim=2))
    # Varlen: sequences of 3, 0 and 6 tokens.
    cu = torch.tensor([0, 3, 3, 9], dtype=torch.int32)
    packed = torch.randn(9, 3, 4, 16, generator=g, dtype=torch.float64)
    out = qkv.flash_attn_varlen_qkvpacked_func(packed, cu, 6, causal=True)
    ref = qkv.flash_attn_varlen_func(packed[:, 0], packed[:, 1], packed[:, 2], cu, cu, 6, 6, causal=True)
    assert torch.equal(out, ref)
    kv_packed = packed[:, 1:].numpy()
    q_np = packed[:, 0].numpy()
    out = qkv.flash_attn_varlen_kvpacked_func(packed[:, 0].numpy(), kv_packed, cu.numpy(), cu.numpy(), 6, 6)
    ref = qkv.flash_attn_varlen_func(packed[:, 0].numpy(), kv_packed[:, 0], kv_packed[:, 1], cu.numpy(),
                                     cu.numpy(), 6, 6)
    np.testing.assert_array_equal(out, ref)
    with pytest.raises(ValueError, match=r"qkv: expected \(batch, seqlen, 3, nheads, headdim\), got shape"):
        qkv.flash_attn_qkvpacked_func(torch.zeros(2, 9, 2, 4, 16))
    with pytest.raises(ValueError, match=r"kv: expected \(total_k, 2, nheads_k, headdim\)"):
        qkv.flash_attn_varlen_kvpacked_func(q_np, kv_packed[None], cu, cu, 6, 6)
    with pytest.raises(TypeError, match="qkv: expected a numpy array or torch tensor"):
        qkv.flash_attn_varlen_qkvpacked_func([[1.0]], cu, 6)


def _rotate_half_reference(x, cos, sin, positions, interleaved):
    """FlashAttention's reference spelling (flash_attn/layers/rotary.py,
    apply_rotary_emb_torch) in float64: x * cos + rotate_half(x) * sin on
    the first rotary_dim channels, cos and sin gathered at `positions`
    (batch, seq)."""
    rd = 2 * cos.shape[1]
    c, s = (t.double()[positions][:, :, None, :] for t in (cos, sin))
    if interleaved:
        c, s = c.repeat_interleave(2, -1), s.repeat_interleave(2, -1)
        x0, x1 = x[..., :rd:2].double(), x[..., 1:rd:2].double()
        half = torch.stack((-x1, x0), -1).flatten(-2)
    else:
        c, s = torch.cat([c, c], -1), torch.cat([s, s], -1)
        x0, x1 = x[..., : rd // 2].double(), x[..., rd // 2 : rd].double()
        half = torch.cat((-x1, x0), -1)
    turned = x[..., :rd].double() * c + half * s
    return torch.cat([turned, x[..., rd:].double()], -1).to(x.dtype)


@pytest.mark.parametrize("interleaved", [True, False])
@pytest.mark.parametrize("mode", ["plain", "causal", "window", "wide_window", "paged"])
def test_kvcache_rotary_turns_k_and_q_as_flash_attention(interleaved, mode):
    """rotary_cos / rotary_sin: the appended keys are turned at their cache
    positions; the queries there too when the call is causal or local (a
    window shorter than the cache), else all at cache_seqlens."""
    g = torch.Generator().manual_seed(11)
    batch, cap, new = 2, 48, 3
    causal = mode in ("causal", "paged")
    window = {"window": (4, 0), "wide_window": (cap, cap)}.get(mode, (-1, -1))
    k_cache, v_cache = (torch.randn(batch, cap, 2, 40, generator=g) for _ in range(2))
    q = torch.randn(batch, new, 4, 40, generator=g)
    k, v = (torch.randn(batch, new, 2, 40, generator=g) for _ in range(2))
    angles = torch.rand(cap, 12, generator=g) * 6.3  # rotary_dim 24 of 40
    cos, sin = angles.cos(), angles.sin()
    lens = torch.tensor([7, 30], dtype=torch.int32)
    at_k = lens[:, None].long() + torch.arange(new)
    at_q = at_k if mode in ("causal", "window", "paged") else lens[:, None].long().expand(batch, new)
    k_ref = _rotate_half_reference(k, cos, sin, at_k, interleaved)
    q_ref = _rotate_half_reference(q, cos, sin, at_q, interleaved)
    caches_ref = (k_cache.clone(), v_cache.clone())
    table = None
    if mode == "paged":  # blocks of 16 in shuffled order
        perm = torch.tensor([4, 0, 2, 5, 1, 3])
        k_cache, v_cache = (c.reshape(6, 16, 2, 40)[perm.argsort()].clone() for c in (k_cache, v_cache))
        table = perm.reshape(2, 3).to(torch.int32)
    out = qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, rotary_cos=cos, rotary_sin=sin,
                                      cache_seqlens=lens, block_table=table, causal=causal,
                                      window_size=window, rotary_interleaved=interleaved)
    ref = qkv.flash_attn_with_kvcache(q_ref, *caches_ref, k_ref, v, cache_seqlens=lens, causal=causal,
                                      window_size=window)
    torch.testing.assert_close(out, ref, rtol=1e-5, atol=1e-5)
    stored = k_cache if table is None else k_cache[table.long()].reshape(batch, cap, 2, 40)
    torch.testing.assert_close(stored, caches_ref[0], rtol=1e-6, atol=1e-6)


def _rotary_step_inputs(rows_ro):
    g = torch.Generator().manual_seed(4)
    cap, dim = 8, 8
    angles = torch.rand(rows_ro, 2, generator=g) * 6.3
    caches = [torch.randn(1, cap, 1, dim, generator=g) for _ in range(2)]
    q = torch.randn(1, 3, 1, dim, generator=g)  # 3 query rows, 1 new token
    k, v = (torch.randn(1, 1, 1, dim, generator=g) for _ in range(2))
    return angles.cos(), angles.sin(), caches, q, k, v, torch.tensor([cap - 1], dtype=torch.int32)


def _compiled_rotary_step(cos, sin):
    def step(q, k_cache, v_cache, k, v, lens):
        return qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cos, sin, cache_seqlens=lens, causal=True)

    torch._dynamo.reset()
    return step, torch.compile(step, backend="aot_eager", fullgraph=True)


def test_kvcache_rotary_compiled_needs_rows_for_query_rows_past_the_new_tokens():
    """Causal with more query rows than new tokens turns the queries at
    positions past the cache's capacity - 1 (cache_seqlens + i): under
    torch.compile, whose check uses shapes alone, the table needs those rows
    too (it asked only for the capacity, and the compiled gather read past
    the table: IndexError or an out-of-bounds index in inductor's kernel)."""
    cos, sin, caches, q, k, v, lens = _rotary_step_inputs(8)
    _, compiled = _compiled_rotary_step(cos, sin)
    before = caches[0].clone()
    with pytest.raises(Exception) as info:
        compiled(q, *caches, k, v, lens)
    chain, e = [], info.value
    while e is not None:
        chain.append(str(e))
        e = e.__cause__ or e.__context__
    assert any("rotary_cos: 8 rows; under torch.compile it needs one per position the call can turn (10" in m
               for m in chain), chain
    torch.testing.assert_close(caches[0], before, rtol=0, atol=0)
    cos, sin, caches, q, k, v, lens = _rotary_step_inputs(10)  # enough rows: compiles, equals eager
    step, compiled = _compiled_rotary_step(cos, sin)
    eager_caches = [c.clone() for c in caches]
    torch.testing.assert_close(compiled(q, *caches, k, v, lens), step(q, *eager_caches, k, v, lens))


@pytest.mark.parametrize("lens, error, match", [
    (2.0, TypeError, "cache_seqlens: must be an integer dtype, got torch.float32"),
    (torch.tensor([3.0]), TypeError, "cache_seqlens: must be an integer dtype"),
    (torch.tensor(3), ValueError, r"cache_seqlens: expected \(1,\), got \(\)"),
])
def test_kvcache_rotary_torch_cache_seqlens_of_the_wrong_kind(lens, error, match):
    """Named as what they are (a float was reported as shape (1,) != (2,),
    a 0-d tensor as (1,)); nothing written."""
    cos, sin, caches, q, k, v, _ = _rotary_step_inputs(10)
    before = caches[0].clone()
    with pytest.raises(error, match=match):
        qkv.flash_attn_with_kvcache(q, *caches, k, v, cos, sin, cache_seqlens=lens, causal=True)
    torch.testing.assert_close(caches[0], before, rtol=0, atol=0)


def test_kvcache_rotary_compiles_as_the_first_qkv_call_of_a_process():
    """The first numpy attribute qkv reads rebinds ``np`` in every qkv module
    (python/qkv/_numpy.py); _rotary and _quantized were left holding the
    proxy, and a compiled rotary call made first failed Dynamo's guard that
    two modules' ``np`` are one object ("Guard failed on the same frame")."""
    code = """
import torch, qkv
from test_flash import _compiled_rotary_step, _rotary_step_inputs
cos, sin, caches, q, k, v, lens = _rotary_step_inputs(10)
step, compiled = _compiled_rotary_step(cos, sin)
eager_caches = [c.clone() for c in caches]
out = compiled(q, *caches, k, v, lens)
torch.testing.assert_close(out, step(q, *eager_caches, k, v, lens))
import qkv._numpy, sys
assert all(not isinstance(getattr(m, "np", None), qkv._numpy._LazyNumpy)
           for n, m in list(sys.modules.items()) if n.startswith("qkv."))
print("ok")
"""
    import os
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                         cwd=os.path.dirname(__file__))
    assert run.returncode == 0 and run.stdout.strip().endswith("ok"), run.stderr[-3000:]


def test_kvcache_rotary_numpy_bfloat16_and_refusals():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    rng = np.random.default_rng(5)
    k_cache = rng.standard_normal((1, 20, 1, 32)).astype(ml_dtypes.bfloat16)
    v_cache = rng.standard_normal((1, 20, 1, 32)).astype(ml_dtypes.bfloat16)
    q = rng.standard_normal((1, 2, 2, 32)).astype(ml_dtypes.bfloat16)
    k = rng.standard_normal((1, 2, 1, 32)).astype(ml_dtypes.bfloat16)
    v = rng.standard_normal((1, 2, 1, 32)).astype(ml_dtypes.bfloat16)
    angles = rng.uniform(0, 6.3, (20, 16)).astype(np.float32)
    cos, sin = np.cos(angles), np.sin(angles)
    kept = k_cache.copy()
    qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, rotary_cos=cos, rotary_sin=sin, cache_seqlens=4,
                                causal=True)
    expected = _rotate_half_reference(torch.from_numpy(k.astype(np.float32)), torch.from_numpy(cos),
                                      torch.from_numpy(sin), torch.tensor([[4, 5]]), True)
    # Turned in float32 and rounded to bfloat16 once: within one bfloat16 step.
    np.testing.assert_allclose(k_cache[0, 4:6].astype(np.float32), expected[0].numpy(), rtol=2**-8, atol=1e-6)
    for kwargs, match in [
            (dict(rotary_cos=cos), "pass both or neither"),
            (dict(rotary_cos=cos, rotary_sin=sin[:, :8]), "rotary_sin: shape"),
            (dict(rotary_cos=np.ones((20, 17), np.float32), rotary_sin=np.ones((20, 17), np.float32)),
             "rotary_dim 34"),
            (dict(rotary_cos=cos[:7], rotary_sin=sin[:7]), "rotary_cos: 7 rows, but position 7"),
            (dict(cache_leftpad=np.zeros(1, np.int32)), "cache_leftpad: not supported")]:
        before = k_cache.copy()
        with pytest.raises(ValueError, match=match):
            qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=6, causal=True, **kwargs)
        np.testing.assert_array_equal(k_cache.view(np.uint16), before.view(np.uint16))  # nothing written
    with pytest.raises(ValueError, match="need the new tokens k and v"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, rotary_cos=cos, rotary_sin=sin, cache_seqlens=6)
    with pytest.raises(ValueError, match=r"k: expected \(batch 1, seqlen_new"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, np.concatenate([k, k]), np.concatenate([v, v]),
                                    rotary_cos=cos, rotary_sin=sin, cache_seqlens=6)
    with pytest.raises(TypeError, match="k: expected a numpy array as q"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, torch.zeros(1, 2, 1, 32), v, rotary_cos=cos,
                                    rotary_sin=sin, cache_seqlens=6)
    with pytest.raises(TypeError, match="rotary_cos: expected a numpy array"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, rotary_cos=torch.ones(20, 16),
                                    rotary_sin=torch.ones(20, 16), cache_seqlens=6)
    assert not np.array_equal(kept.view(np.uint16), k_cache.view(np.uint16))
