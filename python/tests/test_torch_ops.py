"""torch.ops.qkv.*: opcheck on a grid, torch.compile(fullgraph=True) and
torch.export of code calling qkv, symbolic and unbacked sizes."""

import itertools

import pytest
import torch
import torch.nn.functional as F

import qkv
from conftest import reference64

DTYPES = [torch.float32, torch.bfloat16, torch.float16, torch.float64]


def _inputs(dtype, b=2, h=4, hkv=2, sq=5, skv=7, d=8, dv=8, grad=False, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, h, sq, d, generator=g).to(dtype)
    k = torch.randn(b, hkv, skv, d, generator=g).to(dtype)
    v = torch.randn(b, hkv, skv, dv, generator=g).to(dtype)
    return [x.requires_grad_(grad) for x in (q, k, v)]


OPTION_GRID = [
    {},
    {"causal": 1},
    {"causal": 2, "scale": 0.3},
    {"window_left": 2, "window_right": 1},
    {"softcap": 5.0},
    {"attn_mask": "bool"},
    {"attn_mask": "float"},
    {"key_lengths": [7, 3], "query_lengths": [5, 2]},
    {"alibi_slopes": [0.5, 0.25, 0.125, 0.0625]},
    {"dropout_p": 0.25, "seed": 1234},
    {"sinks": [0.5, -1.0, 2.0, float("-inf")], "causal": 2},
]


def _op_args(opts, b, sq, skv):
    opts = dict(opts)
    mask = opts.pop("attn_mask", None)
    if mask == "bool":
        mask = torch.rand(b, 1, sq, skv, generator=torch.Generator().manual_seed(3)) > 0.3
    elif mask == "float":
        mask = torch.randn(1, 1, sq, skv, generator=torch.Generator().manual_seed(3)).requires_grad_()
    lengths = {n: torch.tensor(opts.pop(n)) if n in opts else None for n in ("key_lengths", "query_lengths")}
    slopes = torch.tensor(opts.pop("alibi_slopes"), dtype=torch.float64) if "alibi_slopes" in opts else None
    sinks = torch.tensor(opts.pop("sinks"), requires_grad=True) if "sinks" in opts else None
    seed = torch.tensor(opts.pop("seed"), dtype=torch.int64) if "seed" in opts else None
    return (mask, lengths["key_lengths"], lengths["query_lengths"], slopes, sinks, seed), opts


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("opts", OPTION_GRID, ids=lambda o: "-".join(o) or "plain")
def test_opcheck_forward(dtype, opts):
    q, k, v = _inputs(dtype, grad=True)
    tensors, kw = _op_args(opts, 2, 5, 7)
    torch.library.opcheck(torch.ops.qkv.attention.default, (q, k, v, *tensors), kw)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
@pytest.mark.parametrize("opts", OPTION_GRID, ids=lambda o: "-".join(o) or "plain")
def test_opcheck_forward_wide(dtype, opts):
    """qkv::attention_wide (16-bit inputs whose dq, dk, sinks' or mask's
    gradient is wanted): out, lse and the float32 out; out is its rounding."""
    q, k, v = _inputs(dtype, grad=True)
    tensors, kw = _op_args(opts, 2, 5, 7)
    torch.library.opcheck(torch.ops.qkv.attention_wide.default, (q, k, v, *tensors), kw)
    out, lse, out32 = torch.ops.qkv.attention_wide(q, k, v, *tensors, **kw)
    plain, plain_lse = torch.ops.qkv.attention(q, k, v, *tensors, **kw)
    assert out32.dtype == torch.float32 and torch.equal(out32.to(dtype), out)
    assert torch.equal(out.view(torch.int16), plain.view(torch.int16)) and torch.equal(lse, plain_lse)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("shape", [
    dict(b=1, h=1, hkv=1, sq=1, skv=1, d=64, dv=64),    # the tiny call
    dict(b=2, h=6, hkv=2, sq=9, skv=3, d=4, dv=6),      # GQA, head_dim_v != head_dim
    dict(b=0, h=2, hkv=2, sq=3, skv=3, d=4, dv=4),      # zero sizes
    dict(b=1, h=2, hkv=1, sq=0, skv=4, d=4, dv=4),
    dict(b=1, h=2, hkv=1, sq=3, skv=0, d=4, dv=4),
])
def test_opcheck_shapes(dtype, shape):
    q, k, v = _inputs(dtype, grad=True, **shape)
    torch.library.opcheck(torch.ops.qkv.attention.default, (q, k, v), {"causal": 2})


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_opcheck_backward(dtype):
    q, k, v = _inputs(dtype)
    out, lse = torch.ops.qkv.attention(q, k, v, causal=1)
    grad_out = torch.randn_like(out)
    for grad_lse in (None, torch.randn_like(lse)):
        torch.library.opcheck(torch.ops.qkv.attention_backward.default,
                              (grad_out, grad_lse, q, k, v, out, lse), {"causal": 1})


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
def test_opcheck_backward_with_the_mask_gradient(dtype):
    q, k, v = _inputs(dtype)
    mask = torch.randn(1, 4, 5, 7, generator=torch.Generator().manual_seed(3), dtype=dtype)
    out, lse = torch.ops.qkv.attention(q, k, v, mask, causal=2)
    torch.library.opcheck(torch.ops.qkv.attention_backward.default,
                          (torch.randn_like(out), None, q, k, v, out, lse, mask), {"causal": 2, "mask_grad": True})


def test_op_gradcheck_with_a_learned_mask():
    q, k, v = _inputs(torch.float64, h=2, hkv=2, grad=True)
    mask = torch.randn(2, 1, 5, 7, dtype=torch.float64, requires_grad=True)
    torch.autograd.gradcheck(lambda *x: torch.ops.qkv.attention(*x, causal=1, softcap=3.0), (q, k, v, mask))


def test_op_matches_reference_and_gradients():
    q, k, v = _inputs(torch.float64, h=2, hkv=2, grad=True)
    out, lse = torch.ops.qkv.attention(q, k, v, causal=1)
    ref = reference64(q, k, v, is_causal=True)
    torch.testing.assert_close(out, ref)
    torch.autograd.gradcheck(lambda *x: torch.ops.qkv.attention(*x, causal=1), (q, k, v))


def _compile(fn, **kw):
    torch._dynamo.reset()
    return torch.compile(fn, fullgraph=True, backend=kw.pop("backend", "aot_eager"), **kw)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_compile_fullgraph_sdpa_forward_and_backward(dtype):
    def f(q, k, v):
        x = qkv.scaled_dot_product_attention(q * 2, k, v, is_causal=True, enable_gqa=True)
        return (x.float() ** 2).sum()

    q, k, v = _inputs(dtype, grad=True)
    compiled = _compile(f)
    loss = compiled(q, k, v)
    grads = torch.autograd.grad(loss, (q, k, v))
    q2, k2, v2 = (x.detach().requires_grad_() for x in (q, k, v))
    loss_eager = f(q2, k2, v2)
    grads_eager = torch.autograd.grad(loss_eager, (q2, k2, v2))
    torch.testing.assert_close(loss, loss_eager)
    for a, b in zip(grads, grads_eager):
        torch.testing.assert_close(a, b)


def test_compile_sinks_gradient_matches_eager():
    q, k, v = _inputs(torch.float64, grad=True)
    sinks = torch.tensor([0.5, -1.0, 2.0, 0.0], dtype=torch.float64, requires_grad=True)

    def f(q, k, v, sinks):
        return qkv.attention(q, k, v, causal=True, sinks=sinks).pow(2).sum()

    grads = torch.autograd.grad(_compile(f)(q, k, v, sinks), (q, k, v, sinks))
    for a, b in zip(grads, torch.autograd.grad(f(q, k, v, sinks), (q, k, v, sinks))):
        torch.testing.assert_close(a, b)
    torch.autograd.gradcheck(lambda *x: torch.ops.qkv.attention(*x[:3], sinks=x[3])[0], (q, k, v, sinks))


def test_compile_fullgraph_attention_every_option_and_lse():
    def f(q, k, v, lengths):
        out, lse = qkv.attention(q, k, v, causal="bottom_right", window=(3, None), key_lengths=lengths,
                                 softcap=10.0, scale=0.5, layout="bshd", return_lse=True)
        return out, lse

    q, k, v = (x.transpose(1, 2).contiguous() for x in _inputs(torch.float32))
    lengths = torch.tensor([7, 4])
    out, lse = _compile(f, backend="inductor")(q, k, v, lengths)
    ref_out, ref_lse = f(q, k, v, lengths)
    torch.testing.assert_close(out, ref_out)
    torch.testing.assert_close(lse, ref_lse)


def test_compile_fullgraph_with_int_options_that_become_dynamic():
    # A second distinct int turns the argument into a SymInt (automatic
    # dynamic): the argument checks must not ask it for a dtype.
    def f(q, k, v, w):
        return qkv.attention(q, k, v, window=(w, 0))

    q, k, v = _inputs(torch.float32)
    compiled = _compile(f)
    for w in (2, 3, 4):
        torch.testing.assert_close(compiled(q, k, v, w), f(q, k, v, w))


def test_compile_module_with_dynamic_shapes_no_recompile():
    layer = torch.nn.Linear(16, 48)

    def f(x):
        q, k, v = layer(x).view(x.shape[0], x.shape[1], 3, 2, 8).permute(2, 0, 3, 1, 4)
        return qkv.scaled_dot_product_attention(q, k, v, is_causal=True)

    compiled = _compile(f, dynamic=True)
    for n in (5, 9, 17):
        x = torch.randn(2, n, 16)
        torch.testing.assert_close(compiled(x), f(x), atol=1e-5, rtol=1e-5)


def test_compile_dropout_draws_a_new_mask_per_run():
    def f(q, k, v):
        return qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.5)

    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    compiled = _compile(f)
    a, b = compiled(q, k, v), compiled(q, k, v)
    assert not torch.equal(a, b)
    torch.manual_seed(5)
    c = compiled(q, k, v)
    torch.manual_seed(5)
    assert torch.equal(c, compiled(q, k, v))


def test_export_module_using_qkv_runs_and_loads():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = torch.nn.Linear(16, 48)

        def forward(self, x, mask):
            q, k, v = self.proj(x).view(x.shape[0], x.shape[1], 3, 2, 8).permute(2, 0, 3, 1, 4)
            return qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask)

    m = M().eval()
    x, mask = torch.randn(2, 6, 16), torch.rand(2, 1, 6, 6) > 0.2
    batch = torch.export.Dim("batch")
    ep = torch.export.export(m, (x, mask), dynamic_shapes=({0: batch}, {0: batch}))
    assert any(n.target is torch.ops.qkv.attention.default for n in ep.graph.nodes)
    x3, mask3 = torch.randn(3, 6, 16), torch.rand(3, 1, 6, 6) > 0.2
    torch.testing.assert_close(ep.module()(x3, mask3), m(x3, mask3))


# The three tests of PyTorch's test_transformers.py that compile or export SDPA
# with symbolic and unbacked sizes (issue 23), run on qkv's function.
def test_sdpa_unbacked_no_dde():
    q, k, v = (torch.rand(4, 2, 8, 16) for _ in range(3))
    for x in (q, k, v):
        torch._dynamo.mark_dynamic(x, 0)
    compiled = _compile(lambda q, k, v: qkv.scaled_dot_product_attention(q, k, v), backend="eager")
    result = compiled(q, k, v)
    torch.testing.assert_close(result, F.scaled_dot_product_attention(q, k, v))


def test_sdpa_empty_unbacked_no_dde():
    q, k, v = (torch.rand(2, 2, 0, 8) for _ in range(3))
    for x in (q, k, v):
        torch._dynamo.mark_dynamic(x, 2)
    compiled = _compile(lambda q, k, v: qkv.scaled_dot_product_attention(q, k, v), backend="eager")
    assert compiled(q, k, v).shape == (2, 2, 0, 8)


def test_sdpa_export_unbacked_attn_mask():
    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = torch.nn.ModuleList(torch.nn.Linear(432, 32) for _ in range(3))

        def forward(self, x):
            x = x[x.sum(dim=(-1, -2, -3)) != 0]  # [u0, 3, 12, 12]
            flat = x.flatten(1)
            q, k, v = (p(flat).view(-1, 1, 4, 8).transpose(1, 2) for p in self.proj)
            mask = torch.ones((x.shape[0], 1, 1, 1), dtype=torch.bool)
            return qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask)

    model = Model().eval()
    x = torch.randn(4, 3, 12, 12)
    x[0].zero_()
    ep = torch.export.export(model, args=(x,))
    torch.testing.assert_close(ep.module()(x), model(x))


@pytest.mark.parametrize("variant, sq, skv", [("upper_left", 6, 9), ("lower_right", 6, 9), ("upper_left", 9, 6)])
def test_causal_bias_compiles_in_one_frame(variant, sq, skv):
    from torch.nn.attention.bias import causal_lower_right, causal_upper_left

    bias = (causal_upper_left if variant == "upper_left" else causal_lower_right)(sq, skv)
    q = torch.rand(2, 2, sq, 8, requires_grad=True)
    k, v = (torch.rand(2, 2, skv, 8, requires_grad=True) for _ in range(2))
    counter = torch._dynamo.testing.CompileCounterWithBackend("aot_eager")
    torch._dynamo.reset()
    compiled = torch.compile(qkv.scaled_dot_product_attention, backend=counter, fullgraph=True)
    out = compiled(q, k, v, bias)
    out.sum().backward()
    assert counter.frame_count == 1
    torch.testing.assert_close(out, F.scaled_dot_product_attention(q, k, v, bias))


def test_eager_calls_do_not_go_through_the_operator(monkeypatch):
    calls = []
    monkeypatch.setattr(torch.ops.qkv, "attention", lambda *a, **k: calls.append(a))
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    qkv.scaled_dot_product_attention(q, k, v)
    qkv.attention(q, k, v)
    assert calls == []


@pytest.mark.parametrize("case", ["rank", "dtype"])
def test_traced_path_errors_match_eager(case):
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    kwargs = {}
    if case == "rank":
        q = q[0, 0, 0]
    else:
        q = q.to(torch.int32)
    with pytest.raises((qkv.QkvValueError, qkv.QkvTypeError)) as eager:
        qkv.scaled_dot_product_attention(q, k, v, **kwargs)
    with pytest.raises(Exception) as traced:
        _compile(lambda q, k, v: qkv.scaled_dot_product_attention(q, k, v, **kwargs))(q, k, v)
    assert str(eager.value).split(":")[0] in str(traced.value)


def test_option_grid_under_compile_matches_eager():
    q, k, v = _inputs(torch.float32)
    for causal, window in itertools.product([None, True, "bottom_right"], [None, (2, 1)]):
        def f(q, k, v):
            return qkv.attention(q, k, v, causal=causal, window=window, key_lengths=[6, 3])

        torch.testing.assert_close(_compile(f)(q, k, v), f(q, k, v))


def test_merge_partials_compiles_exports_and_transforms():
    """qkv.merge_partials stopped Dynamo under fullgraph ("nb_func": the
    binding called directly). It is torch.ops.qkv.merge_partials when traced:
    compiled (both backends) and exported results equal eager's bits, the
    compiled gradients eager's, torch.func.grad autograd's and vmap the
    per-sample calls; opcheck passes."""
    g = torch.Generator().manual_seed(5)
    q, k, v = (torch.randn(1, 2, 5, 8, generator=g, dtype=torch.float64) for _ in range(3))
    k, v = torch.cat([k, k.flip(2)], 2), torch.cat([v, v.flip(2)], 2)

    def split_and_merge(q, k, v):
        a = qkv.attention(q, k[:, :, :4], v[:, :, :4], return_lse=True)
        b = qkv.attention(q, k[:, :, 4:], v[:, :, 4:], return_lse=True)
        return qkv.merge_partials(a[0], a[1], b[0], b[1])

    def grads(fn):
        x = [t.clone().requires_grad_() for t in (q, k, v)]
        out, lse = fn(*x)
        return torch.autograd.grad(out.sum() + lse.sum(), x)

    want = split_and_merge(q, k, v)
    want_grads = grads(split_and_merge)
    for backend in ("aot_eager", "inductor"):
        torch._dynamo.reset()
        compiled = torch.compile(split_and_merge, fullgraph=True, backend=backend)
        for got, ref in zip(compiled(q, k, v), want):
            assert torch.equal(got, ref), backend
        for got, ref in zip(grads(compiled), want_grads):
            torch.testing.assert_close(got, ref, atol=1e-12, rtol=1e-12)
    func_grad = torch.func.grad(lambda q: sum(x.sum() for x in split_and_merge(q, k, v)))(q)
    torch.testing.assert_close(func_grad, want_grads[0], atol=1e-12, rtol=1e-12)
    parts = [torch.randn(3, 2, 2, 5, *s, generator=g, dtype=torch.float64) for s in ((8,), (), (8,), ())]
    mapped = torch.func.vmap(qkv.merge_partials)(*parts)
    for i in range(3):
        for got, ref in zip(mapped, qkv.merge_partials(*(p[i] for p in parts))):
            assert torch.equal(got[i], ref)

    class Merge(torch.nn.Module):
        def forward(self, *parts):
            return qkv.merge_partials(*parts)

    sample = [p[0] for p in parts]
    exported = torch.export.export(Merge(), tuple(sample)).module()
    for got, ref in zip(exported(*sample), qkv.merge_partials(*sample)):
        assert torch.equal(got, ref)
    torch.library.opcheck(torch.ops.qkv.merge_partials.default,
                          (sample[0].requires_grad_(), sample[1], sample[2], sample[3].requires_grad_()))


def test_every_entry_point_under_compile_as_eager():
    """Found by a hunt over every public entry point (docs/RELIABILITY.md,
    fifth session of 2026-12-06): attention_weights stopped Dynamo at the
    binding under fullgraph; a (batch, seq, heads, dim) output was a
    transposed view when traced (.view(B, S, H * D) failed) where eager
    returns it contiguous; the caches' and the module's nanobind methods were
    called without self after Dynamo's graph break ("incompatible function
    arguments"); a max_seqlen from .item() stopped on "u0 < 0"; a list of
    cache_seqlens stopped on numpy under fullgraph."""
    g = torch.Generator().manual_seed(9)
    q, k, v = (torch.randn(2, 4, 6, 8, generator=g) for _ in range(3))
    weights = lambda q, k, v: qkv.attention_weights(q, k, v, causal=True, softcap=3.0)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(weights, fullgraph=True, backend="aot_eager")(q, k, v), weights(q, k, v))
    qg = q.clone().requires_grad_()  # never tracking gradients, compiled or not
    compiled = torch.compile(weights, backend="aot_eager")(qg, k, v)
    assert not compiled.requires_grad and torch.equal(compiled, weights(q, k, v))
    bshd = lambda q, k, v: qkv.flash_attn_func(q, k, v, causal=True).view(2, 6, -1)
    torch._dynamo.reset()
    assert torch.equal(torch.compile(bshd, fullgraph=True, backend="aot_eager")(q, k, v), bshd(q, k, v))

    def cache_steps(x):
        cache = qkv.KvCache(1, 2, 16, 8)
        cache.append(x[:1, :2], x[:1, 2:])
        paged = qkv.PagedKvCache(8, 4, 2, 8)
        seq = paged.add_sequence()
        rows = x[0, :2].transpose(0, 1).contiguous()
        paged.append(seq, rows, rows)
        mha = qkv.MultiheadAttention(8, 2, batch_first=True)
        return (cache.attend(x[:1, :2] * 2), paged.attend([seq], rows, torch.tensor([0, 6], dtype=torch.int32)),
                mha(x[0], x[0], x[0], need_weights=False)[0])

    torch._dynamo.reset()
    for got, want in zip(torch.compile(cache_steps, backend="aot_eager")(q), cache_steps(q)):
        assert torch.equal(got, want)
    cu_q = torch.tensor([0, 3, 3, 10], dtype=torch.int32)
    cu_k = torch.tensor([0, 5, 6, 14], dtype=torch.int32)
    pq, pk, pv = torch.randn(10, 4, 8, generator=g), torch.randn(14, 2, 8, generator=g), torch.randn(14, 2, 8, generator=g)

    def varlen(q, k, v, cu_q, cu_k):
        mq, mk = (cu_q[1:] - cu_q[:-1]).max().item(), (cu_k[1:] - cu_k[:-1]).max().item()
        return qkv.flash_attn_varlen_func(q, k, v, cu_q, cu_k, mq, mk, causal=True)

    torch._dynamo.reset()
    with torch._dynamo.config.patch(capture_scalar_outputs=True):
        got = torch.compile(varlen, fullgraph=True, backend="aot_eager")(pq, pk, pv, cu_q, cu_k)
    assert torch.equal(got, varlen(pq, pk, pv, cu_q, cu_k))
    kc, vc = torch.randn(3, 32, 2, 8, generator=g), torch.randn(3, 32, 2, 8, generator=g)
    listed = lambda q, kc, vc: qkv.flash_attn_with_kvcache(q, kc, vc, cache_seqlens=[3, 7, 9])
    torch._dynamo.reset()
    q3 = torch.randn(3, 1, 4, 8, generator=g)
    assert torch.equal(torch.compile(listed, fullgraph=True, backend="aot_eager")(q3, kc, vc), listed(q3, kc, vc))
