"""torch.ops.qkv.varlen / varlen_backward / paged / kvcache / kvcache_append:
opcheck on a grid, torch.compile(fullgraph=True) and torch.export of code
calling qkv.flash_attn_varlen_func and qkv.flash_attn_with_kvcache."""

import pytest
import torch
import torch._dynamo.testing
from torch.nn.attention import SDPBackend, sdpa_kernel

import qkv
from precision_util import check_saturated_gradients, saturated

LENS_Q = [3, 1, 0, 6]
LENS_K = [5, 4, 2, 6]


def cu(lens):
    return torch.tensor([0] + list(torch.tensor(lens).cumsum(0)), dtype=torch.int32)


def packed(dtype, heads=4, kv_heads=2, d=8, dv=8, seed=0, grad=False, extra_q=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(sum(LENS_Q) + extra_q, heads, d, generator=g).to(dtype)
    k = torch.randn(sum(LENS_K), kv_heads, d, generator=g).to(dtype)
    v = torch.randn(sum(LENS_K), kv_heads, dv, generator=g).to(dtype)
    return [x.requires_grad_(grad) for x in (q, k, v)]


VARLEN_GRID = [
    {},
    {"causal": True},
    {"causal": True, "scale": 0.3},
    {"window_left": 2, "window_right": 0, "causal": True},
    {"window_left": 1, "window_right": 2},
    {"softcap": 3.0},
    {"alibi_slopes": [0.5, 0.25, 0.125, 0.0625], "causal": True},
    {"sinks": [0.5, -1.0, 2.0, float("-inf")]},
    {"dropout_p": 0.25, "seed": 99},
]


def _varlen_kwargs(opts):
    kw = dict(opts)
    if "alibi_slopes" in kw:
        kw["alibi_slopes"] = torch.tensor(kw["alibi_slopes"], dtype=torch.float64)
    if "sinks" in kw:
        kw["sinks"] = torch.tensor(kw["sinks"], dtype=torch.float64)
    if "seed" in kw:
        kw["seed"] = torch.tensor(kw["seed"], dtype=torch.int64)
    return kw


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float64])
@pytest.mark.parametrize("opts", VARLEN_GRID, ids=lambda o: "-".join(o) or "plain")
def test_opcheck_varlen(dtype, opts):
    q, k, v = packed(dtype, grad=True)
    args = (q, k, v, cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K))
    torch.library.opcheck(torch.ops.qkv.varlen.default, args, _varlen_kwargs(opts))
    if dtype == torch.bfloat16:  # its wide form: out, lse and the float32 out
        torch.library.opcheck(torch.ops.qkv.varlen_wide.default, args, _varlen_kwargs(opts))


@pytest.mark.parametrize("shape", [
    dict(heads=6, kv_heads=2, d=4, dv=6),   # GQA, head_dim_v != head_dim
    dict(heads=2, kv_heads=2, d=64, dv=64),
    dict(heads=4, kv_heads=1, d=8, dv=8, extra_q=3),  # rows past cu_seqlens_q[-1]
])
def test_opcheck_varlen_shapes(shape):
    q, k, v = packed(torch.float32, grad=True, **shape)
    args = (q, k, v, cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K))
    torch.library.opcheck(torch.ops.qkv.varlen.default, args, {"causal": True})


def test_opcheck_varlen_backward():
    q, k, v = packed(torch.float32)
    args = (cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K))
    out, lse = torch.ops.qkv.varlen(q, k, v, *args, causal=True)
    grad_out = torch.randn_like(out)
    for grad_lse in (None, torch.randn_like(lse)):
        torch.library.opcheck(torch.ops.qkv.varlen_backward.default,
                              (grad_out, grad_lse, q, k, v, out, lse, *args), {"causal": True})


def test_varlen_op_gradcheck():
    q, k, v = packed(torch.float64, grad=True)
    args = (cu(LENS_Q), cu(LENS_K), max(LENS_Q), max(LENS_K))
    torch.autograd.gradcheck(lambda *x: torch.ops.qkv.varlen(*x, *args, causal=True, softcap=2.0), (q, k, v))


def paged_cache(dtype=torch.float32, lens=(5, 0, 9), block_size=4, kv_heads=2, d=8, vllm=False, seed=1):
    """Caches (num_blocks, block_size, kv_heads, d) (vLLM's layout through
    strides) holding sequences of the given lengths in shuffled blocks, and
    their block table."""
    g = torch.Generator().manual_seed(seed)
    max_blocks = max(-(-n // block_size) for n in lens) + 1
    num_blocks = len(lens) * max_blocks
    shape = (num_blocks, kv_heads, block_size, d) if vllm else (num_blocks, block_size, kv_heads, d)
    k_cache, v_cache = (torch.randn(shape, generator=g).to(dtype) for _ in range(2))
    if vllm:
        k_cache, v_cache = k_cache.transpose(1, 2), v_cache.transpose(1, 2)
    table = torch.randperm(num_blocks, generator=g)[: len(lens) * max_blocks].reshape(len(lens), max_blocks)
    return k_cache, v_cache, table.to(torch.int32)


PAGED_GRID = [{}, {"causal": True}, {"causal": True, "window_left": 3, "window_right": 0},
              {"softcap": 2.0, "scale": 0.5}, {"alibi_slopes": [0.5, 0.25, 0.125, 0.0625]},
              {"sinks": [1.0, 0.0, -1.0, 2.0], "causal": True}]


@pytest.mark.parametrize("vllm", [False, True])
@pytest.mark.parametrize("opts", PAGED_GRID, ids=lambda o: "-".join(o) or "plain")
def test_opcheck_paged(vllm, opts):
    k_cache, v_cache, table = paged_cache(vllm=vllm)
    lens = torch.tensor([5, 0, 9], dtype=torch.int32)
    q = torch.randn(6, 4, 8)
    cu_q = torch.tensor([0, 2, 2, 6], dtype=torch.int32)
    torch.library.opcheck(torch.ops.qkv.paged.default, (q, cu_q, 4, k_cache, v_cache, table, lens),
                          _varlen_kwargs(opts))


KVCACHE_GRID = [{}, {"causal": True, "window_left": 3, "window_right": 0, "sinks": [1.0, 0.0, -1.0, 2.0]},
                {"softcap": 2.0, "scale": 0.5, "alibi_slopes": [0.5, 0.25, 0.125, 0.0625]}]


@pytest.mark.parametrize("layout", ["contiguous", "batch_idx", "paged", "paged_vllm"])
@pytest.mark.parametrize("opts", KVCACHE_GRID, ids=lambda o: "-".join(o) or "plain")
def test_opcheck_kvcache_and_append(layout, opts):
    kw = _varlen_kwargs(opts)
    q = torch.randn(3, 2, 4, 8, dtype=torch.float32)
    lens = torch.tensor([5, 0, 6], dtype=torch.int32)
    if layout.startswith("paged"):
        k_cache, v_cache, table = paged_cache(vllm=layout == "paged_vllm")
        kw["block_table"] = table
    else:
        k_cache, v_cache = torch.randn(4, 12, 2, 8), torch.randn(4, 12, 2, 8)
        if layout == "batch_idx":
            kw["cache_batch_idx"] = torch.tensor([3, 0, 1])
    torch.library.opcheck(torch.ops.qkv.kvcache.default, (q, k_cache, v_cache, lens), kw)
    k, v = torch.randn(3, 2, 2, 8), torch.randn(3, 2, 2, 8)
    torch.library.opcheck(torch.ops.qkv.kvcache_append.default, (q, k_cache, v_cache, k, v, lens), kw)


def test_kvcache_append_is_declared_a_mutation():
    schema = torch.ops.qkv.kvcache_append.default._schema
    mutated = [a.name for a in schema.arguments if a.alias_info is not None and a.alias_info.is_write]
    assert mutated == ["k_cache", "v_cache"]
    assert not any(a.alias_info for a in torch.ops.qkv.kvcache.default._schema.arguments)


def test_eager_calls_run_the_implementation_traced_and_grad_calls_the_operators(monkeypatch):
    """Plain eager calls skip the dispatcher (the operators' own
    implementations, called directly); calls that need autograd go through
    torch.ops.qkv.varlen; traced calls are checked by the compile tests."""
    calls = []
    for name in ("varlen", "paged", "kvcache", "kvcache_append"):
        op = getattr(torch.ops.qkv, name)
        monkeypatch.setattr(torch.ops.qkv, name, lambda *a, _op=op, _n=name, **kw: calls.append(_n) or _op(*a, **kw))
    q, k, v = packed(torch.float32)
    qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), cu(LENS_K), 6, 6)
    k_cache, v_cache, table = paged_cache(lens=(5, 0, 9, 2))
    qkv.flash_attn_varlen_func(q, k_cache, v_cache, cu(LENS_Q), cu([5, 0, 9, 2]), 6, 9, block_table=table)
    qkv.flash_attn_with_kvcache(q[:4, None], k_cache, v_cache, cache_seqlens=3, block_table=table)
    new = torch.randn(4, 1, 2, 8)
    qkv.flash_attn_with_kvcache(q[:4, None], k_cache, v_cache, new, new, cache_seqlens=3, block_table=table)
    assert calls == []
    qkv.flash_attn_varlen_func(q.requires_grad_(), k, v, cu(LENS_Q), cu(LENS_K), 6, 6)
    with torch.no_grad():
        qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q), cu(LENS_K), 6, 6)
    assert calls == ["varlen"]


def _op_nodes(counter, name):
    """How many calls of torch.ops.qkv.<name> the compiled graphs hold."""
    op = getattr(torch.ops.qkv, name)
    return sum(n.target in (op, op.default) for g in counter.graphs for n in g.graph.nodes)


def _compile(fn, backend="aot_eager", **kw):
    torch._dynamo.reset()
    counter = torch._dynamo.testing.CompileCounterWithBackend(backend)
    return torch.compile(fn, fullgraph=True, backend=counter, **kw), counter


@pytest.mark.parametrize("backend", ["aot_eager", "inductor"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_compile_varlen_values_and_gradients(backend, dtype):
    slopes = torch.tensor([0.5, 0.25, 0.125, 0.0625])

    def f(q, k, v, cu_q, cu_k):
        out, lse, _ = qkv.flash_attn_varlen_func(q * 2, k, v, cu_q, cu_k, 6, 6, causal=True, window_size=(3, 0),
                                                 softcap=5.0, alibi_slopes=slopes, return_attn_probs=True)
        return (out.float() ** 2).sum() + lse.sum()

    q, k, v = packed(dtype, grad=True)
    compiled, counter = _compile(f, backend)
    loss = compiled(q, k, v, cu(LENS_Q), cu(LENS_K))
    grads = torch.autograd.grad(loss, (q, k, v))
    loss_eager = f(q, k, v, cu(LENS_Q), cu(LENS_K))
    torch.testing.assert_close(loss, loss_eager)
    for a, b in zip(grads, torch.autograd.grad(loss_eager, (q, k, v))):
        torch.testing.assert_close(a, b)
    wide = "varlen_wide" if dtype == torch.bfloat16 else "varlen"  # the float32 out kept for the backward
    assert counter.frame_count == 1 and _op_nodes(counter, wide) == 1


def test_compile_varlen_module_dynamic_lengths_s_aux():
    """A packed-batch attention module (projections, GQA, sinks as values)
    compiled once with dynamic sizes serves batches of other lengths."""
    proj = torch.nn.Linear(16, 4 * 8 + 2 * 2 * 8)
    sinks = torch.tensor([0.5, -1.0, 0.0, 1.0])

    def f(x, cu_seqlens, max_seqlen):
        q, k, v = proj(x).split([32, 16, 16], dim=-1)
        out = qkv.flash_attn_varlen_func(q.view(-1, 4, 8), k.view(-1, 2, 8), v.view(-1, 2, 8), cu_seqlens,
                                         cu_seqlens, max_seqlen, max_seqlen, causal=True, s_aux=sinks)
        return out.sum(dim=1)

    compiled, counter = _compile(f, dynamic=True)
    frames = []
    for lens in ([3, 5], [7, 1, 4], [2, 2, 2, 9]):
        x = torch.randn(sum(lens), 16)
        torch.testing.assert_close(compiled(x, cu(lens), max(lens)), f(x, cu(lens), max(lens)))
        frames.append(counter.frame_count)
    assert frames[0] == frames[-1]  # one dynamic graph serves every size: no recompilation
    assert _op_nodes(counter, "varlen") == 1


def test_compile_packed_variants_in_one_graph():
    """flash_attn_varlen_qkvpacked_func and flash_attn_kvpacked_func compile
    with fullgraph=True: views of the packed tensor, then qkv's operators."""
    lens = [3, 5]

    def f(qkv_packed, cu_seqlens, q, kv):
        a = qkv.flash_attn_varlen_qkvpacked_func(qkv_packed, cu_seqlens, 5, causal=True)
        b = qkv.flash_attn_kvpacked_func(q, kv, causal=True)
        return a.sum() + b.sum()

    g = torch.Generator().manual_seed(3)
    args = (torch.randn(8, 3, 4, 8, generator=g, requires_grad=True), cu(lens),
            torch.randn(2, 4, 4, 8, generator=g, requires_grad=True),
            torch.randn(2, 6, 2, 2, 8, generator=g, requires_grad=True))
    compiled, counter = _compile(f)
    loss = compiled(*args)
    grads = torch.autograd.grad(loss, (args[0], args[2], args[3]))
    loss_eager = f(*args)
    torch.testing.assert_close(loss, loss_eager)
    for a, b in zip(grads, torch.autograd.grad(loss_eager, (args[0], args[2], args[3]))):
        torch.testing.assert_close(a, b)
    assert counter.frame_count == 1 and _op_nodes(counter, "varlen") == 1


@pytest.mark.parametrize("backend", ["aot_eager", "inductor"])
@pytest.mark.parametrize("paged", [False, True])
def test_compile_kvcache_append_mutates_the_cache(backend, paged):
    """A decode step (append the new token's k, v; attend) compiled with
    fullgraph: the caches passed in hold the appended rows afterwards, and
    out equals the eager call on a copy of the caches."""
    if paged:
        k_cache, v_cache, table = paged_cache(lens=(5, 3, 9))
    else:
        k_cache, v_cache, table = torch.randn(3, 16, 2, 8), torch.randn(3, 16, 2, 8), None
    lens = torch.tensor([5, 3, 9], dtype=torch.int32)
    g = torch.Generator().manual_seed(3)
    q = torch.randn(3, 1, 4, 8, generator=g)
    k, v = torch.randn(3, 1, 2, 8, generator=g), torch.randn(3, 1, 2, 8, generator=g)

    def step(q, k_cache, v_cache, k, v, lens):
        return qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=lens, block_table=table,
                                           causal=True, return_softmax_lse=True)

    eager_k, eager_v = k_cache.clone(), v_cache.clone()
    want = step(q, eager_k, eager_v, k, v, lens)
    assert not torch.equal(eager_k, k_cache)  # the eager call appended
    compiled, counter = _compile(step, backend)
    got = compiled(q, k_cache, v_cache, k, v, lens)
    torch.testing.assert_close(got, want)
    assert torch.equal(k_cache, eager_k) and torch.equal(v_cache, eager_v)
    assert counter.frame_count == 1 and _op_nodes(counter, "kvcache_append") == 1


def test_compile_kvcache_without_append_and_loop():
    """Three compiled decode steps in a row, each appending one token: the
    cache grows as in eager."""
    k_cache, v_cache = torch.zeros(2, 8, 2, 8), torch.zeros(2, 8, 2, 8)
    eager_k, eager_v = k_cache.clone(), v_cache.clone()

    def step(q, k_cache, v_cache, k, v, lens):
        return qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=lens, causal=True)

    def attend(q, k_cache, v_cache, lens):
        return qkv.flash_attn_with_kvcache(q, k_cache, v_cache, cache_seqlens=lens, softcap=3.0)

    compiled, counter = _compile(step)
    compiled_attend = torch.compile(attend, fullgraph=True, backend=counter)
    for t in range(3):
        q, k, v = torch.randn(2, 1, 4, 8), torch.randn(2, 1, 2, 8), torch.randn(2, 1, 2, 8)
        lens = torch.tensor([t, t + 2], dtype=torch.int32)
        torch.testing.assert_close(compiled(q, k_cache, v_cache, k, v, lens), step(q, eager_k, eager_v, k, v, lens))
        torch.testing.assert_close(compiled_attend(q, k_cache, v_cache, lens + 1),
                                   attend(q, eager_k, eager_v, lens + 1))
    assert torch.equal(k_cache, eager_k) and torch.equal(v_cache, eager_v)
    assert _op_nodes(counter, "kvcache_append") >= 1 and _op_nodes(counter, "kvcache") >= 1


def test_export_module_using_varlen():
    class PackedAttention(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.qkv = torch.nn.Linear(16, 4 * 8 + 2 * 2 * 8)

        def forward(self, x, cu_seqlens):
            q, k, v = self.qkv(x).split([32, 16, 16], dim=-1)
            out = qkv.flash_attn_varlen_func(q.view(-1, 4, 8), k.view(-1, 2, 8), v.view(-1, 2, 8), cu_seqlens,
                                             cu_seqlens, 16, 16, causal=True, window_size=(4, 0))
            return out.flatten(1)

    m = PackedAttention().eval()
    x, cu_seqlens = torch.randn(10, 16), cu([3, 7])
    total, batch1 = torch.export.Dim("total", min=1), torch.export.Dim("batch1", min=2)
    ep = torch.export.export(m, (x, cu_seqlens), dynamic_shapes=({0: total}, {0: batch1}))
    assert any(n.target is torch.ops.qkv.varlen.default for n in ep.graph.nodes)
    for lens in ([3, 7], [1, 16, 2]):
        x = torch.randn(sum(lens), 16)
        torch.testing.assert_close(ep.module()(x, cu(lens)), m(x, cu(lens)))


def test_traced_errors_name_the_argument():
    q, k, v = packed(torch.float32)

    def f(q, k, v):
        return qkv.flash_attn_varlen_func(q, k, v, cu(LENS_Q).long(), cu(LENS_K), 6, 6)

    with pytest.raises(TypeError, match="cu_seqlens_q"):
        f(q, k, v)
    with pytest.raises(Exception, match="cu_seqlens_q"):
        _compile(f)[0](q, k, v)


def test_torch_calls_check_cache_seqlens_dropout_with_a_block_table_and_undo_half_writes():
    q = torch.randn(3, 1, 4, 8)
    k_cache, v_cache = torch.randn(3, 12, 2, 8), torch.randn(3, 12, 2, 8)
    k, v = torch.randn(3, 1, 2, 8), torch.randn(3, 1, 2, 8)
    before = k_cache.clone()
    with pytest.raises(TypeError, match="cache_seqlens"):  # floats are never truncated
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=[1.7, 2.2, 0.0])
    with pytest.raises(ValueError, match="cache_seqlens"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=torch.tensor(2))
    with pytest.raises(ValueError, match="cache_seqlens"):
        qkv.flash_attn_with_kvcache(q, k_cache, v_cache, k, v, cache_seqlens=2**31)
    # v_cache read-only (an inference tensor written outside inference mode):
    # the k rows already written are put back.
    with torch.inference_mode():
        frozen = torch.randn(3, 12, 2, 8)
    with pytest.raises(RuntimeError):
        qkv.flash_attn_with_kvcache(q, k_cache, frozen, k, v, cache_seqlens=[1, 2, 3])
    assert torch.equal(k_cache, before)
    kp, vp, table = paged_cache()
    qp, kq, vq = packed(torch.float32)
    with pytest.raises(ValueError, match="dropout_p"):  # never silently dropped
        qkv.flash_attn_varlen_func(qp, kp, vp, cu(LENS_Q), cu(LENS_K), 6, 6, dropout_p=0.3,
                                   block_table=table)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_varlen_low_precision_gradients_at_saturated_logits(dtype):
    """flash_attn_varlen_func keeps the float32 out for the backward as
    qkv.attention does (test_autograd's criteria, against per-sequence SDPA);
    the out keeps the bits of a call without gradients."""
    # Two sequences of 9 queries and 200 keys, packed (total, heads, dim),
    # stored in dtype (float64 copies of the stored values).
    parts = [saturated(dtype, 2, 4.0, seed=s) for s in (0, 1)]
    q, k, v, dout = (torch.cat([p[n][0].transpose(0, 1).double() for p in parts]) for n in range(4))
    cu_q = torch.tensor([0, 9, 18], dtype=torch.int32)
    cu_k = torch.tensor([0, 200, 400], dtype=torch.int32)

    def per_sequence(dt):
        leaves = [x.detach().to(dt).requires_grad_() for x in (q, k, v)]
        outs = []
        for b in range(2):
            sl_q, sl_k = slice(cu_q[b], cu_q[b + 1]), slice(cu_k[b], cu_k[b + 1])
            a, c, d = (x[s].transpose(0, 1).unsqueeze(0) for x, s in zip(leaves, (sl_q, sl_k, sl_k)))
            outs.append(torch.nn.functional.scaled_dot_product_attention(a, c, d, enable_gqa=True)[0].transpose(0, 1))
        torch.cat(outs).backward(dout.to(dt))
        return [x.grad.double() for x in leaves]

    exact = per_sequence(torch.float64)
    with sdpa_kernel(SDPBackend.MATH):
        theirs = per_sequence(dtype)
    leaves = [x.detach().to(dtype).requires_grad_() for x in (q, k, v)]
    out = qkv.flash_attn_varlen_func(*leaves, cu_q, cu_k, 9, 200)
    with torch.no_grad():
        plain = qkv.flash_attn_varlen_func(*(x.to(dtype) for x in (q, k, v)), cu_q, cu_k, 9, 200)
    assert out.dtype == dtype and torch.equal(out.detach().view(torch.int16), plain.view(torch.int16))
    out.backward(dout.to(dtype))
    check_saturated_gradients([x.grad.double() for x in leaves], theirs, exact, dtype)
