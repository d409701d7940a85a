"""The bad-input catalogue, Python and command-line halves (the C++ half is
tests/validation_test.cc): each malformed call raises the documented error
type, or exits non-zero with one line, and the message names the argument."""

import pathlib
import subprocess

import numpy as np
import pytest
import torch

import qkv

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLI = ROOT / "build" / "release" / "cli" / "qkv"

q = torch.randn(2, 4, 5, 8)
k = torch.randn(2, 2, 7, 8)
v = torch.randn(2, 2, 7, 6)

PYTHON_CASES = [
    (ValueError, "key_lengths: expected shape (batch,)", lambda: qkv.attention(q, k, v, key_lengths=[1, 2, 3])),
    (ValueError, "query_lengths[0] = 9 is outside [0, seq_q = 5]", lambda: qkv.attention(q, k, v, query_lengths=[9, 1])),
    (TypeError, "key_lengths: expected integers", lambda: qkv.attention(q, k, v, key_lengths=[1.5, 2.0])),
    (TypeError, "window: expected a pair", lambda: qkv.attention(q, k, v, window=3)),
    (TypeError, "window: left must be an int or None", lambda: qkv.attention(q, k, v, window=(1.5, 0))),
    (ValueError, "seed: expected an int in [0, 2^64)", lambda: qkv.attention(q, k, v, dropout_p=0.1, seed=-1)),
    (TypeError, "causal: expected None, a bool or a string", lambda: qkv.attention(q, k, v, causal=1)),
    # PyTorch's SDPA takes a bool only; "bottom_right" would otherwise have
    # run top-left causal attention.
    (TypeError, "is_causal: expected a bool, got str 'bottom_right'",
     lambda: qkv.scaled_dot_product_attention(q, q, q, is_causal="bottom_right")),
    (TypeError, "is_causal: expected a bool, got int 1", lambda: qkv.scaled_dot_product_attention(q, q, q, is_causal=1)),
    (TypeError, "is_causal: expected a bool, got NoneType",
     lambda: qkv.scaled_dot_product_attention(q, q, q, is_causal=None)),
    (TypeError, "q: qkv runs on the CPU", lambda: qkv.attention(torch.empty(1, 1, 1, 1, device="meta"), k, v)),
    (ValueError, "out2: shape (2, 4, 5, 5) does not match out1 shape (2, 4, 5, 6)",
     lambda: qkv.merge_partials(torch.zeros(2, 4, 5, 6), torch.zeros(2, 4, 5), torch.zeros(2, 4, 5, 5),
                                torch.zeros(2, 4, 5))),
    (TypeError, "lse2: dtype float64 must be float32",
     lambda: qkv.merge_partials(torch.zeros(2, 4, 5, 6), torch.zeros(2, 4, 5), torch.zeros(2, 4, 5, 6),
                                torch.zeros(2, 4, 5, dtype=torch.float64))),
    (ValueError, "KvCache::append: sequence 0 would hold 9 tokens, capacity 8",
     lambda: qkv.KvCache(1, 1, 8, 4).append(np.zeros((1, 1, 9, 4), np.float32), np.zeros((1, 1, 9, 4), np.float32))),
    (ValueError, "KvCache::append: k expected shape (1, 1, n, 4)",
     lambda: qkv.KvCache(1, 1, 8, 4).append(np.zeros((1, 2, 1, 4), np.float32), np.zeros((1, 2, 1, 4), np.float32))),
    (TypeError, "KvCache: unsupported dtype float64", lambda: qkv.KvCache(1, 1, 8, 4, dtype="float64")),
    # More packed query rows than int32 offsets hold: the offsets wrapped into
    # an error about a cu_seqlens_q the caller never passed (or, past 2^32
    # rows, increasing offsets and zeros for most rows); head_dim 0 keeps it small.
    (ValueError, "q: batch · seqlen_q = 2 · 1073741825 rows; at most 2147483647",
     lambda: qkv.flash_attn_with_kvcache(np.zeros((2, 2**30 + 1, 1, 0), np.float32),
                                         np.zeros((2, 4, 1, 0), np.float32), np.zeros((2, 4, 1, 0), np.float32))),
    (ValueError, "q: batch · seqlen_q = 2 · 1073741825 rows",
     lambda: qkv.flash_attn_with_kvcache(torch.zeros((2, 2**30 + 1, 1, 0)), torch.zeros((2, 4, 1, 0)),
                                         torch.zeros((2, 4, 1, 0)))),
    (ValueError, "max_seqlen_q: expected an int in [0, 9223372036854775807], got 9223372036854775808",
     lambda: qkv.flash_attn_varlen_func(torch.zeros(3, 1, 8), torch.zeros(3, 1, 8), torch.zeros(3, 1, 8),
                                        torch.tensor([0, 3], dtype=torch.int32),
                                        torch.tensor([0, 3], dtype=torch.int32), 2**63, 3)),
    # copy.copy shared the cache's storage (an append to the copy lengthened the original).
    (TypeError, "KvCache cannot be copied", lambda: __import__("copy").copy(qkv.KvCache(1, 1, 8, 4))),
    (TypeError, "KvCache cannot be copied", lambda: __import__("copy").deepcopy(qkv.KvCache(1, 1, 8, 4, dtype="q8_0"))),
    (TypeError, "PagedKvCache cannot be copied", lambda: __import__("copy").copy(qkv.PagedKvCache(4, 4, 1, 4))),
    # An option the caches do not take names the call, not an internal helper.
    (TypeError, "KvCache.attend: unexpected option 'num_threads'",
     lambda: qkv.KvCache(1, 1, 8, 4).attend(np.zeros((1, 1, 1, 4), np.float32), num_threads=1)),
    (TypeError, "PagedKvCache.attend: unexpected option 'path'",
     lambda: qkv.PagedKvCache(4, 4, 1, 4).attend([0], np.zeros((1, 1, 4), np.float32),
                                                 np.array([0, 1], np.int32), path="reference")),
    (ValueError, "MultiheadAttention: embed_dim 10 must be divisible by num_heads 3",
     lambda: qkv.MultiheadAttention(10, 3)),
    (ValueError, "key_padding_mask: expected shape (N, S) = (2, 5)",
     lambda: qkv.MultiheadAttention(8, 2)(torch.randn(5, 2, 8), torch.randn(5, 2, 8), torch.randn(5, 2, 8),
                                          key_padding_mask=torch.zeros(3, 5, dtype=torch.bool))),
    (ValueError, "attn_mask: shape (4, 4) must end in (L, S) = (5, 5)",
     lambda: qkv.MultiheadAttention(8, 2)(torch.randn(5, 2, 8), torch.randn(5, 2, 8), torch.randn(5, 2, 8),
                                          attn_mask=torch.zeros(4, 4, dtype=torch.bool))),
    # Found by the differential bug hunt of 2026-12-06 (fourth session):
    # results detached from tensors that require grad (their gradient lost
    # without a word), and errors that named another argument or none.
    (ValueError, "KvCache.attend: forward only",
     lambda: _one_token_cache().attend(torch.randn(1, 1, 1, 4, requires_grad=True))),
    (ValueError, "KvCache.append: forward only",
     lambda: qkv.KvCache(1, 1, 8, 4).append(torch.randn(1, 1, 1, 4, requires_grad=True), torch.randn(1, 1, 1, 4))),
    (ValueError, "PagedKvCache.append: forward only",
     lambda: qkv.PagedKvCache(2, 4, 1, 4).append(0, torch.randn(1, 1, 4), torch.randn(1, 1, 4, requires_grad=True))),
    (ValueError, "PagedKvCache.attend: forward only",
     lambda: qkv.PagedKvCache(2, 4, 1, 4).attend([], torch.randn(0, 1, 4, requires_grad=True), [0])),
    (ValueError, "cu_seqlens_q: expected shape (3,) (one more than seqs' 2), got (2,)",
     lambda: _two_sequence_paged_cache().attend([0, 1], np.ones((2, 1, 4), np.float32), np.array([0, 2], np.int32))),
    (TypeError, "window_size: expected a pair", lambda: qkv.flash_attn_func(k, k, k, window_size=None)),
    (TypeError, "window_size: expected a pair", lambda: qkv.flash_attn_func(k, k, k, window_size=(1, 2, 3))),
    (TypeError, "query: expected a dense tensor, got a sparse_coo one",
     lambda: qkv.scaled_dot_product_attention(q[0].to_sparse(), q[0], q[0])),
    (TypeError, "query: expected a dense tensor, got a nested one",
     lambda: qkv.scaled_dot_product_attention(*[torch.nested.nested_tensor([torch.randn(3, 4), torch.randn(2, 4)], layout=torch.jagged)] * 3)),
    (ValueError, "attn_mask: shape (1, 2, 3, 5) has more dimensions than query (2, 3, 4)",
     lambda: qkv.scaled_dot_product_attention(torch.randn(2, 3, 4), torch.randn(2, 5, 4), torch.randn(2, 5, 6),
                                              attn_mask=torch.randn(1, 2, 3, 5))),
]


def _one_token_cache():
    cache = qkv.KvCache(1, 1, 8, 4)
    cache.append(np.ones((1, 1, 1, 4), np.float32), np.ones((1, 1, 1, 4), np.float32))
    return cache


def _two_sequence_paged_cache():
    cache = qkv.PagedKvCache(4, 4, 1, 4)
    seqs = [cache.add_sequence(), cache.add_sequence()]
    cache.append_many(seqs, np.ones((4, 1, 4), np.float32), np.ones((4, 1, 4), np.float32),
                      np.array([0, 2, 4], np.int32))
    return cache


@pytest.mark.parametrize("kind", ["numpy", "torch"])
@pytest.mark.parametrize("cu_k,message", [([0, 6, 3], "cu_seqlens_k: not increasing: [0, 6, 3]"),
                                          ([0, 9], "cu_seqlens_k: expected shape (3,) (block_table has 2 rows)")])
def test_paged_varlen_names_cu_seqlens_k(kind, cu_k, message):
    """Before: "cache_seqlens[1] = -3 is outside ..." and "cache_seqlens:
    expected shape (2,)", an argument the caller never passed."""
    mk = (lambda x, dt: np.array(x, dt)) if kind == "numpy" else (lambda x, dt: torch.tensor(np.array(x, dt)))
    cache = mk(np.zeros((4, 4, 1, 16)), np.float32)
    with pytest.raises(ValueError) as err:
        qkv.flash_attn_varlen_func(mk(np.ones((2, 1, 16)), np.float32), cache, cache, mk([0, 1, 2], np.int32),
                                   mk(cu_k, np.int32), 1, 8, block_table=mk([[0, 1], [2, 3]], np.int32))
    assert message in str(err.value)


@pytest.mark.parametrize("mode", ["fake", "symbolic"])
def test_paged_varlen_checks_trace_under_fake_tensors(mode):
    """cu_seqlens_k's order is checked eagerly only: traced, it is data
    (make_fx would stop on a data-dependent branch)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    cache = torch.zeros(4, 4, 1, 16)
    args = (torch.randn(2, 1, 16), cache, cache, torch.tensor([0, 1, 2], dtype=torch.int32),
            torch.tensor([0, 3, 7], dtype=torch.int32), torch.tensor([[0, 1], [2, 3]], dtype=torch.int32))
    call = lambda q, k, v, cq, ck, table: qkv.flash_attn_varlen_func(q, k, v, cq, ck, 1, 4, block_table=table)
    graph = make_fx(call, tracing_mode=mode)(*args)
    torch.testing.assert_close(graph(*args), call(*args))
    with pytest.raises(ValueError, match="block_table: expected shape"):
        call(*args[:5], args[5][0])


def test_caches_attend_under_no_grad():
    """The forward-only refusal leaves inference with parameters that
    require grad to torch.no_grad(), as the message says."""
    with torch.no_grad():
        out = _one_token_cache().attend(torch.randn(1, 1, 1, 4, requires_grad=True))
    assert out.shape == (1, 1, 1, 4) and not out.requires_grad


@pytest.mark.parametrize("error,message,call", PYTHON_CASES, ids=[c[1][:48] for c in PYTHON_CASES])
def test_python_bad_inputs(error, message, call):
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


CLI_CASES = [
    (["explain", "nonexistent"], "unknown example 'nonexistent'"),
    (["explain", "--q", "1,2", "--k", "1,2,3", "--v", "1"], "k: width 3 does not match q width 2"),
    (["explain", "--q", "1,x", "--k", "1", "--v", "1"], "--q: cannot parse number 'x'"),
    (["explain", "--q", "1,2;3", "--k", "1", "--v", "1"], "--q: row 1 has 1 values, row 0 has 2"),
    (["explain", "water", "--heads", "3"], "--heads: 3 heads do not divide d_k = 4"),
    (["explain", "water", "--mask", "1,1"], "--mask: expected 3 values"),
    (["explain", "water", "--format", "xml"], "--format: expected text or json"),
    (["explain", "--q", "/nonexistent.npy", "--k", "1", "--v", "1"], "/nonexistent.npy: cannot open file"),
    (["leak-test", "--seq", "0"], "--seq: 0 is out of range [1, 1024]"),
    (["leak-test", "--causal", "diagonal"], "--causal: expected top-left or bottom-right"),
    (["memory", "--seq", "abc"], "--seq: expected an integer in [1, 1099511627776], got 'abc'"),
    (["memory", "--dtype", "int8"], "--dtype: expected float16 (fp16, f16, half), bfloat16 (bf16)"),
    (["viz", "--mask", "spiral"], "viz --mask: unknown kind 'spiral'"),
    (["viz"], "qkv viz: nothing to draw"),
    (["bench", "NOPE", "--no-torch"], "qkv bench: no workload 'NOPE'"),
]


@pytest.mark.parametrize("args,message", CLI_CASES, ids=[" ".join(c[0])[:40] for c in CLI_CASES])
def test_cli_bad_inputs(args, message):
    assert CLI.exists(), f"{CLI} is built by `make test` before the Python suite"
    result = subprocess.run([str(CLI)] + args, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("qkv: error: ") and message in lines[0], lines[0]


# --- refused calls change no state (docs/RELIABILITY.md, fifth session of 2026-12-06)

REFUSED_WITH_DROPOUT = [
    lambda: qkv.attention(q, q, q, dropout_p=0.5, softcap=-1.0),
    lambda: qkv.scaled_dot_product_attention(q, q, q, dropout_p=0.5, scale=float("nan")),
    lambda: qkv.flash_attn_func(q, q, q, dropout_p=0.5, alibi_slopes=torch.ones(7)),
    lambda: qkv.flash_attn_varlen_func(q[0, 0], q[0, 0, :3], q[0, 0, :3], torch.tensor([0, 5], dtype=torch.int32),
                                       torch.tensor([0, 3], dtype=torch.int32), 5, 3, dropout_p=0.5),
]


@pytest.mark.parametrize("call", REFUSED_WITH_DROPOUT)
def test_a_refused_call_leaves_torchs_generator_alone(call):
    """The dropout seed was drawn before the arguments were checked: a
    refused call moved torch's generator (PyTorch's refusals do not)."""
    torch.manual_seed(0)
    with pytest.raises(ValueError):
        call()
    after = torch.rand(4)
    torch.manual_seed(0)
    assert torch.equal(after, torch.rand(4))


def test_cache_dropout_follows_torch_manual_seed():
    """KvCache.attend and PagedKvCache.attend on torch tensors drew their
    dropout seed from os.urandom; they now draw it from torch's generator, as
    qkv.attention does."""
    qd, kd = torch.randn(1, 2, 1, 16), torch.randn(1, 2, 9, 16)
    cache = qkv.KvCache(1, 2, 16, 16)
    cache.append(kd, kd)
    cache.append(qd, qd)  # attend's rows: the last append's
    paged = qkv.PagedKvCache(2, 16, 2, 16)
    seq = paged.add_sequence()
    rows = kd[0].transpose(0, 1).contiguous()
    paged.append(seq, rows, rows)
    cu = torch.tensor([0, 1], dtype=torch.int32)
    for attend in (lambda p: cache.attend(qd, dropout_p=p),
                   lambda p: paged.attend([seq], qd[0].transpose(0, 1).contiguous(), cu, dropout_p=p)):
        torch.manual_seed(0)
        first = attend(0.5)
        assert not torch.equal(first, attend(0.0))  # dropout applied
        torch.manual_seed(0)
        assert torch.equal(first, attend(0.5))


def test_kvcache_appends_check_k_against_qs_batch_and_copy_views_of_the_cache():
    """numpy: k, v of batch 1 against q of batch 2 were broadcast (every
    sequence got sequence 0's tokens). torch: k a view of k_cache (the rows
    being written) gave other values than a copy of k. A cache length near
    int64's end wrapped past the capacity check (a bare IndexError)."""
    rng = np.random.default_rng(0)
    qn = rng.standard_normal((2, 1, 2, 8)).astype(np.float32)
    kc = rng.standard_normal((2, 16, 2, 8)).astype(np.float32)
    vc = 3 * kc
    lens = np.array([3, 1], np.int32)
    kept = kc.copy()
    with pytest.raises(ValueError, match=r"k: expected shape \(2, 1, 2, 8\), got \(1, 1, 2, 8\)"):
        qkv.flash_attn_with_kvcache(qn, kc, vc, k=kc[:1, :1].copy(), v=vc[:1, :1].copy(), cache_seqlens=lens)
    assert np.array_equal(kc, kept)
    want_k, want_v = kc.copy(), vc.copy()
    want = qkv.flash_attn_with_kvcache(qn, want_k, want_v, k=kc[:, 2:5].copy(), v=vc[:, 1:4].copy(),
                                       cache_seqlens=lens)
    a, b = torch.from_numpy(kc.copy()), torch.from_numpy(vc.copy())
    got = qkv.flash_attn_with_kvcache(torch.from_numpy(qn), a, b, k=a[:, 2:5], v=b[:, 1:4],
                                      cache_seqlens=torch.from_numpy(lens))
    assert np.array_equal(a.numpy(), want_k) and np.array_equal(b.numpy(), want_v)
    assert np.array_equal(got.numpy(), want)
    for huge in (2**63 - 2, 2**63 - 1):
        for kind in (np.asarray, torch.as_tensor):
            with pytest.raises(ValueError, match=r"cache_seqlens\[1\] = .*passes the capacity 16"):
                qkv.flash_attn_with_kvcache(kind(qn), kind(kc), kind(vc), k=kind(kc[:, :2].copy()),
                                            v=kind(vc[:, :2].copy()), cache_seqlens=kind(np.array([0, huge])))
    assert np.array_equal(kc, kept)


@pytest.mark.parametrize("kind", [np.asarray, torch.as_tensor])
def test_kvcache_lengths_are_named_by_the_cache_and_never_wrap(kind):
    """Before (2026-12-07): 2**64 - 1 as uint64 was reported as -1 (numpy
    wrapped it to int64), and a length past a non-paged cache named
    "max_blocks_per_seq * block_size", blocks the caller never made."""
    q, kc = np.zeros((1, 1, 2, 8), np.float32), np.zeros((1, 16, 2, 8), np.float32)
    with pytest.raises(ValueError, match=r"cache_seqlens\[0\] = 17 is outside \[0, 16\] \(k_cache's seqlen_cache\)"):
        qkv.flash_attn_with_kvcache(kind(q), kind(kc), kind(kc.copy()), cache_seqlens=kind(np.array([17], np.int32)))
    with pytest.raises(ValueError, match="cache_seqlens: 18446744073709551615 does not fit int64"):
        qkv.flash_attn_with_kvcache(q, kc, kc.copy(), cache_seqlens=np.array([2**64 - 1], np.uint64))


@pytest.mark.parametrize("kind", [np.asarray, torch.as_tensor])
def test_a_non_paged_cache_of_no_slots_is_an_empty_cache(kind):
    """Before (2026-12-07): "k_cache: block_size must be >= 1, got 0" for a
    (batch, 0, heads, dim) cache. Now it is an empty one, as seq_kv = 0 is
    elsewhere: out 0, lse -inf; appending to it exceeds its capacity."""
    q = np.ones((2, 3, 4, 8), np.float32)
    empty = np.zeros((2, 0, 2, 8), np.float32)
    out, lse = qkv.flash_attn_with_kvcache(kind(q), kind(empty), kind(empty.copy()), return_softmax_lse=True)
    assert tuple(out.shape) == (2, 3, 4, 8) and not np.asarray(out).any()
    assert tuple(lse.shape) == (2, 4, 3) and np.all(np.asarray(lse) == -np.inf)
    with pytest.raises(ValueError, match="passes the capacity 0"):
        qkv.flash_attn_with_kvcache(kind(q), kind(empty), kind(empty.copy()), k=kind(q[:, :1, :2]),
                                    v=kind(q[:, :1, :2]), cache_seqlens=0)


@pytest.mark.parametrize("cache", ["numpy", "torch", "q8_0"])
@pytest.mark.parametrize("how", ["cache_batch_idx", "block_table", "one block twice"])
def test_appends_to_one_cache_slot_twice_are_refused(cache, how):
    """Before (2026-12-07): two sequences appending to one slot (a repeated
    cache_batch_idx or block id) wrote it twice, the last write winning, and
    the other sequence attended to that token as its own. Now refused, the
    caches unchanged."""
    rng = np.random.default_rng(5)
    blocks, size = (4, 8) if how != "cache_batch_idx" else (2, 16)
    if cache == "q8_0":
        kc, vc = qkv.quantized_kv_cache(blocks, size, 1, 32, "q8_0")
        before = [np.array(x, copy=True) for s in (kc, vc) for x in (s.codes, s.scales)]
    else:
        kc = np.zeros((blocks, size, 1, 32), np.float32)
        vc, before = kc.copy(), [kc.copy()]
    mk = torch.as_tensor if cache == "torch" else np.asarray
    kw = {"cache_seqlens": mk(np.array([3, 3], np.int32))}
    if how == "cache_batch_idx":
        kw["cache_batch_idx"] = mk(np.array([1, 1], np.int32))
    elif how == "block_table":
        kw["block_table"] = mk(np.array([[0, 2], [0, 3]], np.int32))
    else:  # one sequence: positions 3 and 11 both in block 1
        kw = {"cache_seqlens": mk(np.array([3], np.int32)), "block_table": mk(np.array([[1, 1]], np.int32))}
    batch, new = (1, 9) if how == "one block twice" else (2, 1)
    q = rng.standard_normal((batch, new, 2, 32)).astype(np.float32)
    k = rng.standard_normal((batch, new, 1, 32)).astype(np.float32)
    kind = "sequences 0 and 0" if how == "one block twice" else "sequences 0 and 1"
    with pytest.raises(ValueError, match=f"{kind} both append to block .* each appended token needs a slot"):
        qkv.flash_attn_with_kvcache(mk(q), kc if cache == "q8_0" else mk(kc), vc if cache == "q8_0" else mk(vc),
                                    k=mk(k), v=mk(k), **kw)
    after = [x for s in (kc, vc) for x in (s.codes, s.scales)] if cache == "q8_0" else [kc]
    assert all(np.array_equal(np.asarray(a), b) for a, b in zip(after, before))


def test_kvcache_appends_read_q_k_v_as_given_and_refuse_one_storage_for_both_caches():
    """Found by a differential hunt (2026-12-07). numpy: v a view of the
    k_cache rows being appended stored the new k as v; numpy and torch: q a
    view of those rows attended with the new k as its query; k_cache and
    v_cache one array: the key rows ended up holding v."""
    rng = np.random.default_rng(1)
    q = rng.standard_normal((1, 1, 2, 8)).astype(np.float32)
    kc = rng.standard_normal((1, 16, 2, 8)).astype(np.float32)
    vc = rng.standard_normal((1, 16, 2, 8)).astype(np.float32)
    k_new = rng.standard_normal((1, 1, 2, 8)).astype(np.float32)
    lens = np.array([5], np.int32)
    # v is a view of k_cache's row 5, the row k is written to.
    want_k, want_v = kc.copy(), vc.copy()
    want = qkv.flash_attn_with_kvcache(q, want_k, want_v, k=k_new, v=kc[:, 5:6].copy(), cache_seqlens=lens)
    got_k, got_v = kc.copy(), vc.copy()
    got = qkv.flash_attn_with_kvcache(q, got_k, got_v, k=k_new, v=got_k[:, 5:6], cache_seqlens=lens)
    assert np.array_equal(got_k, want_k) and np.array_equal(got_v, want_v)
    assert np.array_equal(got, want)
    # q is a view of the row written.
    for kind in (np.asarray, torch.from_numpy):
        want_k, want_v = kc.copy(), vc.copy()
        want = qkv.flash_attn_with_kvcache(q.copy().reshape(1, 1, 2, 8) * 0 + kc[:, 5:6], want_k, want_v,
                                           k=k_new, v=k_new, cache_seqlens=lens)
        got_k, got_v = kind(kc.copy()), kind(vc.copy())
        got = qkv.flash_attn_with_kvcache(got_k[:, 5:6], got_k, got_v, k=kind(k_new), v=kind(k_new),
                                          cache_seqlens=kind(lens))
        assert np.array_equal(np.asarray(got_k), want_k)
        assert np.array_equal(np.asarray(got), want), kind
    # One array for both caches: refused, nothing written.
    for kind in (np.asarray, torch.from_numpy):
        both = kind(kc.copy())
        with pytest.raises(ValueError, match="k_cache and v_cache: the rows appended"):
            qkv.flash_attn_with_kvcache(kind(q), both, both, k=kind(k_new), v=kind(k_new), cache_seqlens=kind(lens))
        assert np.array_equal(np.asarray(both), kc)
    # Without an append, one array for both is fine (K = V), and so are two
    # interleaved halves of one buffer.
    qkv.flash_attn_with_kvcache(q, kc, kc, cache_seqlens=lens)
    kv = np.zeros((1, 16, 2, 2, 8), np.float32)
    qkv.flash_attn_with_kvcache(q, kv[:, :, 0], kv[:, :, 1], k=k_new, v=2 * k_new, cache_seqlens=lens)
    assert np.array_equal(kv[:, 5, 0], k_new[:, 0]) and np.array_equal(kv[:, 5, 1], 2 * k_new[:, 0])
    # transformers' continuous batching: K and V pages of one buffer, V one
    # page after K (the arrays overlap; the rows written never meet).
    for kind in (np.asarray, torch.from_numpy):
        flat = np.zeros((64, 2, 8), np.float32)
        k_pages, v_pages = flat.reshape(16, 4, 2, 8)[:15], flat[4:].reshape(15, 4, 2, 8)
        table = np.array([[0, 2, 4]], np.int32)  # K pages 0, 2, 4; V in 1, 3, 5
        kc2, vc2 = kind(k_pages), kind(v_pages)
        qkv.flash_attn_with_kvcache(kind(q), kc2, vc2, k=kind(k_new), v=kind(2 * k_new),
                                    cache_seqlens=kind(lens), block_table=kind(table))
        assert np.array_equal(np.asarray(kc2)[2, 1], k_new[0, 0]) and np.array_equal(np.asarray(vc2)[2, 1], 2 * k_new[0, 0])
        # Tokens 3..7 into blocks 0, 1: token 3's value row is token 7's key row.
        five = rng.standard_normal((1, 5, 2, 8)).astype(np.float32)
        with pytest.raises(ValueError, match="the rows appended"):
            qkv.flash_attn_with_kvcache(kind(q), kc2, vc2, k=kind(five), v=kind(five),
                                        cache_seqlens=kind(np.array([3], np.int32)),
                                        block_table=kind(np.array([[0, 1, 4]], np.int32)))


def test_a_refused_weight_load_changes_no_parameter():
    """qkv.MultiheadAttention.load_state_dict wrote each parameter as it
    checked it: a wrong shape in the last one left the others replaced."""
    mha = qkv.MultiheadAttention(8, 2)
    before = mha.state_dict()
    bad = {name: np.full_like(x, 7.0) for name, x in before.items()}
    bad["out_proj.weight"] = np.zeros((3, 3), np.float32)
    with pytest.raises(ValueError, match="out_proj.weight"):
        mha.load_state_dict(bad)
    for name, x in mha.state_dict().items():
        assert np.array_equal(x, before[name]), name


def test_a_cache_whose_memory_is_not_there_is_a_memory_error():
    # 4 PiB per cache (2^40 tokens, or 2^31 - 1 blocks of 256, of 8 heads
    # x 128 floats): beyond any address space, even with overcommit. Said as
    # a ValueError before, as if an argument were wrong. (The paged cache
    # kept a list of every block id before its storage: 8 GiB here.)
    with pytest.raises(MemoryError, match="Tensor: cannot allocate"):
        qkv.KvCache(1, 8, 1 << 40, 128)
    with pytest.raises(MemoryError, match="Tensor: cannot allocate"):
        qkv.PagedKvCache((1 << 31) - 1, 256, 8, 128)


def test_alibi_slopes_that_require_grad_are_refused_not_silently_detached():
    """Found by a bfloat16/float16 hunt: slopes that required grad were
    read as values and got no gradient without a word (the loss depends on
    them: a finite difference gives ~1). Every entry point refuses them now,
    eager and traced; detached slopes, or grad mode off, still work."""
    torch = pytest.importorskip("torch")
    q, k, v = (torch.randn(1, 2, 5, 8) for _ in range(3))
    slopes = torch.tensor([0.3, 0.7], requires_grad=True)
    cu = torch.tensor([0, 5], dtype=torch.int32)
    calls = [
        lambda s: qkv.attention(q, k, v, alibi_slopes=s),
        lambda s: qkv.attention(q.requires_grad_(), k, v, alibi_slopes=s),
        lambda s: qkv.flash_attn_func(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), alibi_slopes=s),
        lambda s: qkv.flash_attn_varlen_func(q[0].transpose(0, 1), k[0].transpose(0, 1), v[0].transpose(0, 1),
                                             cu, cu, 5, 5, alibi_slopes=s),
        lambda s: torch.compile(lambda: qkv.attention(q, k, v, alibi_slopes=s), fullgraph=True,
                                backend="eager")(),
    ]
    for n, call in enumerate(calls):
        # Dynamo reraises the ValueError wrapped (ObservedException) while it traces.
        with pytest.raises(ValueError if n < 4 else Exception, match="alibi_slopes: qkv forms no gradient"):
            call(slopes)
        call(slopes.detach())
        with torch.no_grad():
            call(slopes)
        q.requires_grad_(False)
