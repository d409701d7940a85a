"""qkv.flash_attn_with_kvcache on a quantized cache the caller holds
(qkv.quantized_kv_cache): appends quantize in place; the result equals a
qkv.PagedKvCache holding the same tokens bit for bit, the double reference
(float64 queries) at float32 tolerance and float32 attention within the
format's error; paged, non-paged and cache_batch_idx; numpy and torch; a
refused call changes no byte; errors name the argument."""
import numpy as np
import pytest
import torch

import qkv

B, H, HK, D = 2, 4, 2, 80


def _tokens(rng, n, heads, dim=D, batch=B):
    return rng.standard_normal((batch, n, heads, dim), dtype=np.float32)


def _snapshot(*sides):
    return [np.array(x, copy=True) for s in sides for x in (s.codes, s.scales)]


@pytest.mark.parametrize("order", ["vllm", "flash"])
@pytest.mark.parametrize("fmt", ["q8_0", "q4_0"])
def test_paged_appends_equal_paged_kv_cache_bit_for_bit(fmt, order):
    rng = np.random.default_rng(1)
    kc, vc = qkv.quantized_kv_cache(9, 16, HK, D, fmt, order=order)
    assert kc.codes.flags.c_contiguous == (order == "flash")
    table = np.array([[7, 2, 4], [0, 8, 5]], dtype=np.int32)
    paged = qkv.PagedKvCache(8, 16, HK, D, dtype=fmt)
    seqs = [paged.add_sequence() for _ in range(B)]
    lens = np.zeros(B, dtype=np.int32)
    for n in (20, 1, 1, 6):  # a prompt, two decode steps, a chunk
        k, v, q = _tokens(rng, n, HK), _tokens(rng, n, HK), _tokens(rng, n, H)
        out, lse = qkv.flash_attn_with_kvcache(q, kc, vc, k=k, v=v, cache_seqlens=lens, block_table=table,
                                               causal=True, return_softmax_lse=True)
        for b in range(B):
            paged.append(seqs[b], k[b], v[b])
        want, want_lse = paged.attend(seqs, q.reshape(B * n, H, D), np.arange(B + 1, dtype=np.int32) * n,
                                      return_lse=True)
        np.testing.assert_array_equal(out.reshape(B * n, H, D), want)
        np.testing.assert_array_equal(lse.transpose(1, 0, 2).reshape(H, B * n), want_lse)
        lens += n
        # float64 queries take the double reference: the kernel is within float32 of it
        ref = qkv.flash_attn_with_kvcache(q.astype(np.float64), kc, vc, cache_seqlens=lens, block_table=table,
                                          causal=True)
        np.testing.assert_allclose(out, ref, atol=2e-5, rtol=1e-5)
    assert kc.codes[[1, 3, 6]].max() == 0  # blocks no table names stay zero


@pytest.mark.parametrize("fmt,bound", [("q8_0", 0.01), ("q4_0", 0.15)])
def test_torch_non_paged_is_within_the_format_error(fmt, bound):
    g = torch.Generator().manual_seed(3)
    kc, vc = qkv.quantized_kv_cache(3, 40, HK, 64, fmt, like="torch", order="flash")
    assert kc.codes.dtype == torch.uint8 and kc.scales.dtype == torch.bfloat16
    idx = torch.tensor([2, 0], dtype=torch.int32)  # cache rows of the two sequences
    k = torch.randn(B, 30, HK, 64, generator=g)
    v = torch.randn(B, 30, HK, 64, generator=g)
    q = torch.randn(B, 30, H, 64, generator=g)
    out = qkv.flash_attn_with_kvcache(q, kc, vc, k=k, v=v, cache_seqlens=0, cache_batch_idx=idx, causal=True)
    assert isinstance(out, torch.Tensor) and out.shape == (B, 30, H, 64)
    exact = qkv.flash_attn_func(q, k, v, causal=True)
    rel = ((out - exact).pow(2).mean() / exact.pow(2).mean()).sqrt().item()
    assert rel < bound, rel
    assert int(kc.codes[1].count_nonzero()) == 0  # row 1 was not named
    # bfloat16 queries, not causal, no new tokens.
    qb = torch.randn(B, 2, H, 64, generator=g).bfloat16()
    got = qkv.flash_attn_with_kvcache(qb, kc, vc, cache_seqlens=30, cache_batch_idx=idx)
    assert got.dtype == torch.bfloat16
    want = qkv.flash_attn_func(qb.float(), k, v)
    assert ((got.float() - want).pow(2).mean() / want.pow(2).mean()).sqrt().item() < bound + 0.01


def test_a_refused_call_changes_nothing():
    rng = np.random.default_rng(5)
    kc, vc = qkv.quantized_kv_cache(4, 8, HK, D, "q8_0")
    table = np.array([[0, 1], [2, 3]], dtype=np.int32)
    k = _tokens(rng, 10, HK)
    qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=k, v=k, cache_seqlens=0, block_table=table)
    before = _snapshot(kc, vc)
    bad = _tokens(rng, 2, HK)
    bad[1, 1, 0, 3] = np.nan
    with pytest.raises(ValueError, match=r"v\[1, 1, 0, 3\]"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=_tokens(rng, 2, HK), v=bad,
                                    cache_seqlens=10, block_table=table)
    with pytest.raises(ValueError, match="more than the 2 blocks"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=bad, v=bad, cache_seqlens=np.array([15, 1]),
                                    block_table=table)
    with pytest.raises(ValueError, match=r"block_table\[1, 1\] = 9"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=_tokens(rng, 2, HK), v=_tokens(rng, 2, HK),
                                    cache_seqlens=np.array([1, 7]), block_table=np.array([[0, 1], [2, 9]], np.int32))
    with pytest.raises(ValueError, match="cache_seqlens: required"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=k[:, :1], v=k[:, :1], block_table=table)
    tk, tv = qkv.quantized_kv_cache(4, 8, HK, D, "q8_0", like="torch")
    new = torch.from_numpy(k[:, :1])
    with pytest.raises(ValueError, match="cache_seqlens: required"):  # the operator itself
        torch.ops.qkv.kvcache_quantized(torch.from_numpy(_tokens(rng, 1, H)), tk.codes, tk.scales, tv.codes,
                                        tv.scales, new, new, block_table=torch.from_numpy(table), head_dim=D)
    assert not tk.codes.any() and not tv.codes.any()
    with pytest.raises(ValueError, match="softcap"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H), kc, vc, k=k[:, :1], v=k[:, :1], cache_seqlens=10,
                                    block_table=table, softcap=30.0)
    for a, b in zip(before, _snapshot(kc, vc)):
        np.testing.assert_array_equal(a, b)


def test_bad_caches_are_clear_errors():
    rng = np.random.default_rng(6)
    kc, vc = qkv.quantized_kv_cache(2, 8, HK, 64, "q4_0")
    q = _tokens(rng, 1, H, 64)
    table = np.array([[0], [1]], dtype=np.int32)
    with pytest.raises(ValueError, match="key_scales: expected shape"):
        short = np.zeros(kc.scales.shape[:3] + (1,), kc.scales.dtype)
        qkv.flash_attn_with_kvcache(q, kc._replace(scales=short), vc, cache_seqlens=1, block_table=table)
    with pytest.raises(TypeError, match="value_codes: dtype int8 must be uint8"):
        qkv.flash_attn_with_kvcache(q, kc, vc._replace(codes=vc.codes.view(np.int8)), block_table=table)
    with pytest.raises(TypeError, match="QuantizedCache"):
        qkv.flash_attn_with_kvcache(q, kc, np.zeros((2, 8, HK, 64), np.float32), block_table=table)
    with pytest.raises(ValueError, match="formats differ"):
        _, v8 = qkv.quantized_kv_cache(2, 8, HK, 64, "q8_0")
        qkv.flash_attn_with_kvcache(q, kc, v8, block_table=table)
    with pytest.raises(ValueError, match="writable"):
        frozen = kc.codes.copy()
        frozen.flags.writeable = False
        qkv.flash_attn_with_kvcache(q, kc._replace(codes=frozen), vc, block_table=table)
    with pytest.raises(ValueError, match="q:"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, 3, 64), kc, vc, block_table=table)  # 3 heads, 2 KV heads
    with pytest.raises(ValueError, match="forward only"):
        qt = torch.zeros(B, 1, H, 64, requires_grad=True)
        qkv.flash_attn_with_kvcache(qt, *qkv.quantized_kv_cache(2, 8, HK, 64, "q8_0", like="torch"))
    with pytest.raises(ValueError, match="q8_kivi"):
        qkv.quantized_kv_cache(2, 32, HK, 64, "q8_kivi")
    with pytest.raises(ValueError, match="block_size"):
        qkv.quantized_kv_cache(2, 0, HK, 64)
    with pytest.raises(TypeError, match="k_cache.codes: expected a numpy array"):
        qkv.flash_attn_with_kvcache(q, kc._replace(codes=[1, 2]), vc, block_table=table)
    with pytest.raises(TypeError, match="v_cache.head_dim"):
        qkv.flash_attn_with_kvcache(q, kc, vc._replace(head_dim="64"), block_table=table)
    with pytest.raises(ValueError, match="holds 2 sequences, q has 3"):
        qkv.flash_attn_with_kvcache(_tokens(rng, 1, H, 64, batch=3), kc, vc, cache_seqlens=1)
    with pytest.raises(ValueError, match="overlap"):
        qkv.flash_attn_with_kvcache(q, kc, kc, block_table=table)
    with pytest.raises(ValueError, match="order"):
        qkv.quantized_kv_cache(2, 8, HK, 64, order="bshd")
    with pytest.raises(ValueError, match="memory order differs"):
        flash_k, _ = qkv.quantized_kv_cache(2, 8, HK, 64, "q4_0", order="flash")
        qkv.flash_attn_with_kvcache(q, flash_k, vc, block_table=table)
    k_side, v_side = qkv.quantized_kv_cache(5, 16, 8, 128, "q8_0", head_dim_v=96)
    assert k_side.shape == (5, 16, 8, 128) and v_side.shape == (5, 16, 8, 96)
    assert k_side.nbytes == 5 * 16 * 8 * (128 + 4 * 2)  # 8.5 bits per value


def _torch_cache(fmt="q8_0"):
    g = torch.Generator().manual_seed(11)
    kc, vc = qkv.quantized_kv_cache(6, 8, HK, 64, fmt, like="torch")
    table = torch.tensor([[4, 1], [0, 5]], dtype=torch.int32)
    k = torch.randn(B, 9, HK, 64, generator=g)
    qkv.flash_attn_with_kvcache(torch.randn(B, 1, H, 64, generator=g), kc, vc, k=k, v=k.flip(1),
                                cache_seqlens=0, block_table=table)
    return kc, vc, table, g


@pytest.mark.parametrize("fmt", ["q8_0", "q4_0"])
@pytest.mark.parametrize("append", [False, True])
def test_opcheck_kvcache_quantized(fmt, append):
    kc, vc, table, g = _torch_cache(fmt)
    q = torch.randn(B, 2, H, 64, generator=g)
    lens = torch.tensor([9, 7], dtype=torch.int32)
    new = (torch.randn(B, 2, HK, 64, generator=g),) * 2 if append else (None, None)
    args = (q, kc.codes, kc.scales, vc.codes, vc.scales, *new, lens, None, table, fmt, 64, 0)  # 0: head_dim
    torch.library.opcheck(torch.ops.qkv.kvcache_quantized.default, args, {"scale": 0.2, "causal": True})
    schema = torch.ops.qkv.kvcache_quantized.default._schema
    mutated = [a.name for a in schema.arguments if a.alias_info is not None and a.alias_info.is_write]
    assert mutated == ["key_codes", "key_scales", "value_codes", "value_scales"]


@pytest.mark.parametrize("backend", ["aot_eager", "inductor"])
def test_compile_fullgraph_appends_to_the_held_cache(backend):
    """A decode step (append the token, attend) compiled with fullgraph on a
    QuantizedCache of torch tensors: one qkv::kvcache_quantized node, the
    cache holds the appended codes afterwards, out equals the eager step's."""
    import torch._dynamo.testing

    kc, vc, table, g = _torch_cache()
    q = torch.randn(B, 1, H, 64, generator=g)
    k = torch.randn(B, 1, HK, 64, generator=g)
    lens = torch.tensor([9, 9], dtype=torch.int32)

    def step(q, kc, vc, k, lens):
        return qkv.flash_attn_with_kvcache(q, kc, vc, k, k, cache_seqlens=lens, block_table=table, causal=True)

    copies = [qkv.QuantizedCache(c.codes.clone(), c.scales.clone(), c.format, c.head_dim) for c in (kc, vc)]
    want = step(q, *copies, k, lens)
    torch._dynamo.reset()
    counter = torch._dynamo.testing.CompileCounterWithBackend(backend)
    got = torch.compile(step, fullgraph=True, backend=counter)(q, kc, vc, k, lens)
    torch.testing.assert_close(got, want, atol=0, rtol=0)
    for mine, theirs in zip((kc, vc), copies):
        assert torch.equal(mine.codes, theirs.codes) and torch.equal(mine.scales, theirs.scales)
    op = torch.ops.qkv.kvcache_quantized
    assert counter.frame_count == 1
    assert sum(n.target in (op, op.default) for gr in counter.graphs for n in gr.graph.nodes) == 1
