"""qkv's fused backward under torch autograd: gradcheck in float64, and
gradients against PyTorch autograd of F.scaled_dot_product_attention with
PyTorch's gradient tolerances and the "at most 2 x PyTorch's own error against
float64" criterion."""

import pytest
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

import qkv
from precision_util import check_saturated_gradients, saturated

FP32_ATOL, FP32_RTOL = 1.25e-5, 5.25e-6


def leaves(*shapes, dtype=torch.float32, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randn(*s, generator=g, dtype=torch.float64).to(dtype).requires_grad_() for s in shapes]


def grads(fn, tensors, grad_out):
    for t in tensors:
        t.grad = None
    fn(*tensors).backward(grad_out)
    return [t.grad for t in tensors]


@pytest.mark.parametrize("kwargs", [
    {},
    {"is_causal": True},
    {"attn_mask": "bool"},
    {"attn_mask": "float"},
    {"enable_gqa": True},
    {"scale": -0.4, "is_causal": True},
], ids=str)
def test_gradcheck_sdpa_float64(kwargs):
    kwargs = dict(kwargs)
    heads_kv = 1 if kwargs.get("enable_gqa") else 2
    q, k, v = leaves((2, 2, 5, 4), (2, heads_kv, 7, 4), (2, heads_kv, 7, 3), dtype=torch.float64)
    if kwargs.get("attn_mask") == "bool":
        kwargs["attn_mask"] = torch.rand(5, 7, generator=torch.Generator().manual_seed(1)) > 0.3
    elif kwargs.get("attn_mask") == "float":
        kwargs["attn_mask"] = torch.randn(1, 2, 5, 7, dtype=torch.float64)
    assert torch.autograd.gradcheck(
        lambda q, k, v: qkv.scaled_dot_product_attention(q, k, v, **kwargs), (q, k, v))


@pytest.mark.parametrize("kwargs", [
    {"causal": "bottom_right"},
    {"window": (2, 1), "key_lengths": [7, 4]},
    {"alibi_slopes": [0.5, 0.25], "softcap": 1.2},
    {"dropout_p": 0.3, "seed": 5},
    {"query_lengths": [5, 2], "causal": "top_left"},
], ids=str)
def test_gradcheck_attention_options_float64(kwargs):
    q, k, v = leaves((2, 2, 5, 4), (2, 2, 7, 4), (2, 2, 7, 3), dtype=torch.float64)
    assert torch.autograd.gradcheck(lambda q, k, v: qkv.attention(q, k, v, **kwargs), (q, k, v))


CASES = [
    ((2, 3, 17, 16), (2, 3, 23, 16), (2, 3, 23, 16), {}),
    ((2, 3, 67, 64), (2, 3, 67, 64), (2, 3, 67, 64), {"is_causal": True}),
    ((1, 2, 130, 128), (1, 2, 70, 128), (1, 2, 70, 32), {}),
    ((2, 16, 33, 32), (2, 4, 33, 32), (2, 4, 33, 32), {"is_causal": True, "enable_gqa": True}),
    ((2, 3, 17, 16), (2, 3, 23, 16), (2, 3, 23, 16), {"attn_mask": "bool"}),
    ((2, 3, 17, 16), (2, 3, 23, 16), (2, 3, 23, 16), {"attn_mask": "float"}),
    ((1, 1, 300, 32), (1, 1, 1100, 32), (1, 1, 1100, 32), {}),  # split keys
]


def materialise(kwargs, L, S):
    kwargs = dict(kwargs)
    g = torch.Generator().manual_seed(2)
    if kwargs.get("attn_mask") == "bool":
        kwargs["attn_mask"] = torch.rand(L, S, generator=g) > 0.3
    elif kwargs.get("attn_mask") == "float":
        kwargs["attn_mask"] = torch.randn(1, 1, L, S, generator=g)
    return kwargs


@pytest.mark.parametrize("qs,ks,vs,kwargs", CASES, ids=[str(c[3]) + str(c[0]) for c in CASES])
def test_float32_gradients_match_pytorch(qs, ks, vs, kwargs):
    kwargs = materialise(kwargs, qs[-2], ks[-2])
    ours_in = leaves(qs, ks, vs)
    theirs_in = [t.detach().clone().requires_grad_() for t in ours_in]
    ref_in = [t.detach().double().requires_grad_() for t in ours_in]
    g = torch.Generator().manual_seed(3)
    grad_out = torch.randn(*qs[:-1], vs[-1], generator=g)
    ref_kwargs = {k: (v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v)
                  for k, v in kwargs.items()}
    ours = grads(lambda *t: qkv.scaled_dot_product_attention(*t, **kwargs), ours_in, grad_out)
    theirs = grads(lambda *t: F.scaled_dot_product_attention(*t, **kwargs), theirs_in, grad_out)
    ref = grads(lambda *t: F.scaled_dot_product_attention(*t, **ref_kwargs), ref_in, grad_out.double())
    for name, a, b, r in zip("qkv", ours, theirs, ref):
        assert a.dtype == torch.float32 and a.shape == r.shape
        our_err = (a.double() - r).abs().max().item()
        torch_err = (b.double() - r).abs().max().item()
        assert our_err <= max(2 * torch_err, 1e-6), (name, our_err, torch_err)
        torch.testing.assert_close(a.double(), r, atol=FP32_ATOL, rtol=FP32_RTOL)


@pytest.mark.parametrize("dtype,tol", [(torch.bfloat16, 5e-2), (torch.float16, 1e-1)])
def test_low_precision_gradients(dtype, tol):
    ours_in = leaves((2, 2, 33, 32), (2, 2, 41, 32), (2, 2, 41, 32), dtype=dtype)
    ref_in = [t.detach().double().requires_grad_() for t in ours_in]
    grad_out = torch.randn(2, 2, 33, 32, generator=torch.Generator().manual_seed(4)).to(dtype)
    ours = grads(lambda *t: qkv.scaled_dot_product_attention(*t, is_causal=True), ours_in, grad_out)
    ref = grads(lambda *t: F.scaled_dot_product_attention(*t, is_causal=True), ref_in, grad_out.double())
    for a, r in zip(ours, ref):
        assert a.dtype == dtype
        torch.testing.assert_close(a.double(), r, atol=tol, rtol=tol)


def test_bshd_layout_rank3_and_noncontiguous_grad():
    q, k, v = leaves((2, 9, 3, 8), (2, 11, 3, 8), (2, 11, 3, 8))
    out = qkv.attention(q, k, v, layout="bshd", causal="bottom_right")
    grad_out = torch.randn(2, 3, 9, 8).transpose(1, 2)  # non-contiguous
    out.backward(grad_out)
    ref = [t.detach().clone().requires_grad_() for t in (q, k, v)]
    F.scaled_dot_product_attention(
        *(t.transpose(1, 2) for t in ref),
        attn_mask=torch.ones(9, 11, dtype=torch.bool).tril(2)).transpose(1, 2).backward(grad_out)
    for a, r in zip((q, k, v), ref):
        torch.testing.assert_close(a.grad, r.grad, atol=FP32_ATOL, rtol=1e-5)
    x = leaves((4, 6, 8))[0]
    qkv.scaled_dot_product_attention(x, x, x).sum().backward()
    assert x.grad is not None and x.grad.shape == (4, 6, 8)


def test_lse_is_differentiable():
    q, k, v = leaves((1, 2, 5, 4), (1, 2, 6, 4), (1, 2, 6, 4))
    out, lse = qkv.attention(q, k, v, return_lse=True)
    assert out.requires_grad and lse.requires_grad
    out.sum().backward()


# The gradient of an additive mask (a learned bias: T5, BEiT, Swin), as
# PyTorch's SDPA gives it, for every broadcast shape; float64 to 1e-12.
@pytest.mark.parametrize("mask_shape", [(2, 3, 5, 6), (1, 3, 5, 6), (2, 1, 1, 6), (5, 6), (6,), (1,)], ids=str)
@pytest.mark.parametrize("causal", [False, True])
def test_mask_gradient_equals_torch(mask_shape, causal):
    q, k, v, mask = leaves((2, 3, 5, 8), (2, 3, 6, 8), (2, 3, 6, 4), mask_shape, dtype=torch.float64)
    g = torch.randn(2, 3, 5, 4, generator=torch.Generator().manual_seed(7), dtype=torch.float64)
    ours = torch.autograd.grad(qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True)
                               if not causal else qkv.attention(q, k, v, attn_mask=mask, causal=True), (q, k, v, mask), g)
    hidden = torch.ones(5, 6, dtype=torch.bool).triu(1) if causal else torch.zeros(5, 6, dtype=torch.bool)
    theirs = torch.autograd.grad(F.scaled_dot_product_attention(q, k, v, attn_mask=mask.masked_fill(hidden, float("-inf"))),
                                 (q, k, v, mask), g)
    for a, b in zip(ours, theirs):
        torch.testing.assert_close(a, b, atol=1e-12, rtol=1e-12)


def test_mask_gradient_with_every_option_passes_gradcheck():
    q, k, v, mask, sinks = leaves((2, 4, 5, 6), (2, 2, 7, 6), (2, 2, 7, 3), (4, 5, 7), (4,), dtype=torch.float64)
    mask.data[1, 2] = float("-inf")  # a fully masked row: no gradient there

    def f(q, k, v, mask, sinks):
        return qkv.attention(q, k, v, attn_mask=mask, causal="bottom_right", window=(3, 1), softcap=4.0,
                             key_lengths=[7, 5], alibi_slopes=[0.5, 0.25, 0.125, 0.0625], sinks=sinks)

    assert torch.autograd.gradcheck(f, (q, k, v, mask, sinks))
    (dmask,) = torch.autograd.grad(f(q, k, v, mask, sinks).sum(), (mask,))
    assert torch.all(dmask[1, 2] == 0)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_mask_gradient_of_the_fused_path_equals_torch(dtype):
    # Several tiles and tails (the fused backward), the mask in float32 as a
    # bias of bf16 inputs may be; bf16 at bf16's tolerance.
    g = torch.Generator().manual_seed(3)
    q, k, v = (torch.randn(s, generator=g).to(dtype).requires_grad_() for s in ((2, 4, 75, 40), (2, 4, 150, 40), (2, 4, 150, 40)))
    mask = torch.randn(1, 4, 75, 150, generator=g).requires_grad_()
    grad = torch.randn(2, 4, 75, 40, generator=g).to(dtype)
    ours = torch.autograd.grad(qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask), (q, mask), grad)
    theirs = torch.autograd.grad(F.scaled_dot_product_attention(*(x.double() for x in (q, k, v)), attn_mask=mask.double()),
                                 (q, mask), grad.double())
    tol = 2e-5 if dtype == torch.float32 else 2e-2
    for a, b in zip(ours, theirs):
        torch.testing.assert_close(a.double(), b.to(a.dtype).double(), atol=tol, rtol=tol)


def test_calls_that_form_no_mask_gradient_refuse_a_mask_that_requires_grad():
    # Not silently dropped: KvCache.attend and attention_weights form no mask
    # gradient, so a mask that requires grad is refused while grad is on.
    q, k, v = (torch.randn(1, 2, 5, 4) for _ in range(3))
    mask = torch.randn(5, 5, requires_grad=True)
    cache = qkv.KvCache(1, 2, 5, 4)
    cache.append(k, v)
    for call in (lambda m: cache.attend(q, attn_mask=m), lambda m: qkv.attention_weights(q, k, v, attn_mask=m)):
        with pytest.raises(ValueError, match="forms no gradient for the mask"):
            call(mask)
        with torch.no_grad():
            torch.testing.assert_close(call(mask), call(mask.detach()))


def test_a_zero_dimensional_mask_is_an_error_and_an_empty_one_has_an_empty_gradient():
    # A 0-d mask was dropped (a rank-0 view means "absent" in C++): now an
    # error on every path, as PyTorch refuses it too. A mask with no element
    # gets an empty gradient.
    q, k, v = leaves((1, 1, 3, 4), (1, 1, 3, 4), (1, 1, 3, 4), dtype=torch.float64)
    for mask in (torch.tensor(float("-inf"), dtype=torch.float64), torch.tensor(False)):
        with pytest.raises(ValueError, match="0-d"):
            qkv.attention(q, k, v, attn_mask=mask)
        with pytest.raises(ValueError, match="0-d"):
            qkv.attention(q.detach().numpy(), k.detach().numpy(), v.detach().numpy(), attn_mask=mask.numpy())
    q = torch.randn(2, 1, 0, 8, requires_grad=True)
    mask = torch.zeros(2, 1, 0, 4, requires_grad=True)
    qkv.scaled_dot_product_attention(q, torch.randn(2, 1, 4, 8), torch.randn(2, 1, 4, 8), attn_mask=mask).sum().backward()
    assert mask.grad.shape == (2, 1, 0, 4)


def test_mask_gradient_only_when_asked():
    q, k, v = leaves((1, 2, 5, 4), (1, 2, 6, 4), (1, 2, 6, 4), dtype=torch.float64)
    mask = torch.randn(5, 6, dtype=torch.float64)  # no grad: none formed
    qkv.scaled_dot_product_attention(q, k, v, attn_mask=mask).sum().backward()
    assert mask.grad is None and q.grad is not None
    learned = mask.clone().requires_grad_()  # only the mask learns
    qkv.scaled_dot_product_attention(q.detach(), k.detach(), v.detach(), attn_mask=learned).sum().backward()
    assert learned.grad is not None and learned.grad.shape == (5, 6)


def test_gradients_bit_identical_across_thread_counts():
    q, k, v = leaves((1, 2, 200, 32), (1, 1, 900, 32), (1, 1, 900, 32))
    grad_out = torch.randn(1, 2, 200, 32, generator=torch.Generator().manual_seed(9))
    results = []
    try:
        for n in (1, 2, 3, 8):
            qkv.set_num_threads(n)
            results.append(grads(lambda *t: qkv.attention(*t, causal="bottom_right", dropout_p=0.1, seed=2),
                                 [q, k, v], grad_out))
    finally:
        qkv.set_num_threads(0)
    for other in results[1:]:
        for a, b in zip(results[0], other):
            assert torch.equal(a, b)


# --- the gradient through lse (issue 22): o, lse = attention(..., return_lse=True)
# and a loss using both. The oracle is attention written out in float64 with
# lse = torch.logsumexp of the masked scores, differentiated by PyTorch.


def written_out(q, k, v, *, scale=None, causal=None, attn_mask=None):
    """(out, lse) in float64 from the definition; GQA by repeating k, v."""
    q, k, v = q.double(), k.double(), v.double()
    group = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(group, 1), v.repeat_interleave(group, 1)
    L, S = q.shape[-2], k.shape[-2]
    s = q @ k.transpose(-1, -2) * (q.shape[-1] ** -0.5 if scale is None else scale)
    allowed = torch.ones(L, S, dtype=torch.bool)
    if causal in (True, "top_left"):
        allowed = allowed.tril(0)
    elif causal == "bottom_right":
        allowed = allowed.tril(S - L)
    if attn_mask is not None and attn_mask.dtype == torch.bool:
        allowed = allowed & attn_mask
    elif attn_mask is not None:
        s = s + attn_mask.double()
    s = s.masked_fill(~allowed, float("-inf"))
    return torch.softmax(s, -1) @ v, torch.logsumexp(s, -1)


LSE_CASES = {
    "plain": ((2, 3, 9, 8), (2, 3, 13, 8), (2, 3, 13, 5), {}),
    "top_left": ((2, 2, 9, 8), (2, 2, 9, 8), (2, 2, 9, 8), {"causal": True}),
    "bottom_right": ((1, 2, 6, 16), (1, 2, 11, 16), (1, 2, 11, 16), {"causal": "bottom_right"}),
    "bool_mask": ((2, 2, 7, 8), (2, 2, 10, 8), (2, 2, 10, 8), {"attn_mask": "bool"}),
    "float_mask": ((2, 2, 7, 8), (2, 2, 10, 8), (2, 2, 10, 8), {"attn_mask": "float"}),
    "gqa_scale": ((2, 6, 9, 8), (2, 2, 12, 8), (2, 2, 12, 4), {"scale": -0.3, "causal": "bottom_right"}),
    "split_keys": ((1, 1, 40, 32), (1, 1, 1100, 32), (1, 1, 1100, 32), {}),
}


def lse_case(name):
    qs, ks, vs, kwargs = LSE_CASES[name]
    kwargs = dict(kwargs)
    g = torch.Generator().manual_seed(21)
    L, S = qs[-2], ks[-2]
    if kwargs.get("attn_mask") == "bool":
        mask = torch.rand(L, S, generator=g) > 0.4
        mask[:, 0] = True  # every row sees a key: lse finite
        kwargs["attn_mask"] = mask
    elif kwargs.get("attn_mask") == "float":
        kwargs["attn_mask"] = torch.randn(1, 1, L, S, generator=g)
    return qs, ks, vs, kwargs


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64], ids=str)
@pytest.mark.parametrize("name", list(LSE_CASES))
def test_gradient_through_lse_matches_logsumexp(name, dtype):
    qs, ks, vs, kwargs = lse_case(name)
    ours_in = leaves(qs, ks, vs, dtype=dtype)
    ref_in = [t.detach().double().requires_grad_() for t in ours_in]
    g = torch.Generator().manual_seed(22)
    grad_out = torch.randn(*qs[:-1], vs[-1], generator=g, dtype=torch.float64)
    grad_lse = torch.randn(*qs[:-1], generator=g, dtype=torch.float64)
    out, lse = qkv.attention(*ours_in, return_lse=True, **kwargs)
    ((out.double() * grad_out).sum() + (lse.double() * grad_lse).sum()).backward()
    ref_out, ref_lse = written_out(*ref_in, **kwargs)
    ((ref_out * grad_out).sum() + (ref_lse * grad_lse).sum()).backward()
    # float32: PyTorch's gradient tolerances, scaled by the extra lse term
    # (|dlse| ~ |dout| adds one P-weighted row sum to dS).
    atol, rtol = (1e-10, 1e-10) if dtype == torch.float64 else (4 * FP32_ATOL, 4 * FP32_RTOL)
    for letter, a, r in zip("qkv", ours_in, ref_in):
        assert a.grad.dtype == dtype, letter
        torch.testing.assert_close(a.grad.double(), r.grad, atol=atol, rtol=rtol, msg=letter)


@pytest.mark.parametrize("layout", ["bhsd", "bshd"])
def test_issue_example_sum_of_out_and_lse(layout):
    """(o.sum() + lse.sum()).backward(): expanded (stride 0) gradients on both
    outputs; dq differed from the reference by 0.59 while grad_lse was dropped."""
    q, k, v = leaves((2, 3, 9, 8), (2, 3, 12, 8), (2, 3, 12, 8))
    ref = [t.detach().double().requires_grad_() for t in (q, k, v)]
    if layout == "bshd":
        q_in, k_in, v_in = (t.transpose(1, 2) for t in (q, k, v))
    else:
        q_in, k_in, v_in = q, k, v
    o, lse = qkv.attention(q_in, k_in, v_in, return_lse=True, layout=layout)
    (o.sum() + lse.sum()).backward()
    ro, rl = written_out(*ref)
    (ro.sum() + rl.sum()).backward()
    for a, r in zip((q, k, v), ref):
        torch.testing.assert_close(a.grad.double(), r.grad, atol=4 * FP32_ATOL, rtol=4 * FP32_RTOL)


def test_gradient_of_lse_alone():
    """Only lse used: the gradient at out arrives as None."""
    q, k, v = leaves((1, 2, 5, 4), (1, 1, 7, 4), (1, 1, 7, 3), dtype=torch.float64)
    ref = [t.detach().requires_grad_() for t in (q, k, v)]
    _, lse = qkv.attention(q, k, v, return_lse=True, causal="bottom_right")
    (lse * torch.arange(10.0, dtype=torch.float64).reshape(1, 2, 5)).sum().backward()
    _, rl = written_out(*ref, causal="bottom_right")
    (rl * torch.arange(10.0, dtype=torch.float64).reshape(1, 2, 5)).sum().backward()
    for a, r in zip((q, k), ref):
        torch.testing.assert_close(a.grad, r.grad, atol=1e-10, rtol=1e-10)
    assert ref[2].grad is None and torch.count_nonzero(v.grad) == 0  # lse does not depend on v


@pytest.mark.parametrize("kwargs", [
    {"causal": "bottom_right"},
    {"window": (2, 1), "key_lengths": [7, 4]},
    {"alibi_slopes": [0.5, 0.25], "softcap": 1.2},
    {"dropout_p": 0.3, "seed": 5},
    {"query_lengths": [5, 3], "causal": "top_left"},
], ids=str)
def test_gradcheck_out_and_lse_float64(kwargs):
    """Finite differences over both outputs, for the options the written-out
    reference above does not model."""
    q, k, v = leaves((2, 2, 5, 4), (2, 2, 7, 4), (2, 2, 7, 3), dtype=torch.float64)

    def both(q, k, v):
        out, lse = qkv.attention(q, k, v, return_lse=True, **kwargs)
        # one output mixing both (gradcheck skips an output that does not
        # require grad); rows that see no key have lse -inf and no gradient
        return lse.masked_fill(torch.isinf(lse), 0.0) + out.mean(-1)

    assert torch.autograd.gradcheck(both, (q, k, v))


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("shape_q, shape_kv", [((2, 2, 3, 0, 8), (2, 2, 3, 5, 8)),
                                               ((2, 2, 3, 4, 8), (2, 2, 3, 0, 8)),
                                               ((2, 2, 3, 4, 0), (2, 2, 3, 5, 0))])
def test_sdpa_of_rank_five_with_a_zero_size_is_empty_as_in_torch(shape_q, shape_kv, compiled):
    """reshape((-1, ...)) was ambiguous for 0 elements: a reshape error."""
    q, k = torch.randn(shape_q), torch.randn(shape_kv)
    v = torch.randn(shape_kv[:-1] + (8,))
    mask = torch.zeros(shape_q[-2], shape_kv[-2], dtype=torch.bool)
    f = torch.compile(qkv.scaled_dot_product_attention, fullgraph=True) if compiled else \
        qkv.scaled_dot_product_attention
    for kwargs in ({}, {"attn_mask": mask}):
        want = torch.nn.functional.scaled_dot_product_attention(q, k, v, **kwargs)
        got = f(q, k, v, **kwargs)
        assert got.shape == want.shape
        torch.testing.assert_close(got, want)


def test_double_backward_is_a_clear_error():
    q, k, v = (torch.randn(1, 2, 5, 8, dtype=torch.float64, requires_grad=True) for _ in range(3))
    (dq,) = torch.autograd.grad(qkv.attention(q, k, v).sum(), (q,), create_graph=True)
    with pytest.raises(ValueError, match="no double backward"):
        torch.autograd.grad(dq.sum(), (k,))


@pytest.mark.parametrize("name, make, mutate", [
    ("attn_mask", lambda: torch.randn(6, 6, dtype=torch.float64), lambda t: t.mul_(5)),
    ("key_lengths", lambda: torch.tensor([6]), lambda t: t.fill_(2)),
    ("alibi_slopes", lambda: torch.tensor([0.5, 0.25], dtype=torch.float64), lambda t: t.mul_(8)),
    ("sinks", lambda: torch.tensor([0.5, 1.0], dtype=torch.float64), lambda t: t.add_(3)),
])
def test_option_tensors_changed_in_place_before_the_backward_are_refused(name, make, mutate):
    """The backward reads the option tensors again: one changed in place
    after the forward gave the gradient of values the forward never used
    (up to 1.2e3 off for a mask). PyTorch refuses saved tensors changed in
    place; so does qkv, with PyTorch's words."""
    q, k, v = leaves((1, 2, 6, 8), (1, 2, 6, 8), (1, 2, 6, 8), dtype=torch.float64)
    option = make()
    out = qkv.attention(q, k, v, **{name: option})
    want = torch.autograd.grad(qkv.attention(q, k, v, **{name: option.clone()}).sum(), (q, k, v))
    got = torch.autograd.grad(out.sum(), (q, k, v), retain_graph=True)
    assert all(torch.equal(a, b) for a, b in zip(got, want))  # unchanged: the same gradient
    mutate(option)
    with pytest.raises(RuntimeError, match=f"modified by an inplace operation: qkv's {name}"):
        torch.autograd.grad(out.sum(), (q, k, v))


def test_numpy_options_changed_in_place_before_the_backward_change_nothing():
    """numpy arrays have no version counter: the autograd path copies them,
    so the backward is the forward's (it read the caller's array again)."""
    import numpy as np

    q, k, v = leaves((1, 2, 6, 8), (1, 2, 6, 8), (1, 2, 6, 8), dtype=torch.float64)
    for name, option, mutate in (("attn_mask", np.random.default_rng(0).standard_normal((6, 6)), lambda a: a.__imul__(5)),
                                 ("alibi_slopes", np.array([0.5, 0.25]), lambda a: a.__imul__(8))):
        out = qkv.attention(q, k, v, **{name: option})
        want = torch.autograd.grad(qkv.attention(q, k, v, **{name: option.copy()}).sum(), (q, k, v))
        mutate(option)
        got = torch.autograd.grad(out.sum(), (q, k, v))
        assert all(torch.equal(a, b) for a, b in zip(got, want)), name


@pytest.mark.parametrize("compiled", [False, True])
@pytest.mark.parametrize("num_kv_heads", [4, 2])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_low_precision_gradients_at_saturated_logits_within_twice_torch_error(dtype, num_kv_heads, compiled):
    """Logits of ~100 (|q|, |k| ~ 4, head_dim 72): a row's softmax nearly on
    one key, where dS = P * (dP - D) cancels. D from the output rounded to the
    inputs' dtype (as FlashAttention and PyTorch's default flash backward
    form it: 2.8-4.3x the gradients' own rounding) made dq, dk 3-4x PyTorch's
    math backend error (at that rounding); the forward now keeps the float32
    out for the backward: 1.00-1.20x. The out returned keeps the bits of a
    call without gradients."""
    q, k, v, dout = saturated(dtype, num_kv_heads, 4.0)

    def run(fn, dt):
        leaves_ = [x.detach().to(dt).requires_grad_() for x in (q, k, v)]
        out = fn(*leaves_)
        out.backward(dout.to(dt))
        return out.detach(), [x.grad.double() for x in leaves_]

    def torch_sdpa(a, b, c):
        return F.scaled_dot_product_attention(a, b, c, enable_gqa=True)

    def qkv_sdpa(a, b, c):
        return qkv.scaled_dot_product_attention(a, b, c, enable_gqa=True)

    _, exact = run(torch_sdpa, torch.float64)
    with sdpa_kernel(SDPBackend.MATH):  # the stricter of PyTorch's two CPU backends here
        _, theirs = run(torch_sdpa, dtype)
    out, ours = run(torch.compile(qkv_sdpa, fullgraph=True) if compiled else qkv_sdpa, dtype)
    with torch.no_grad():
        plain = qkv.scaled_dot_product_attention(q, k, v, enable_gqa=True)
    assert torch.equal(out.view(torch.int16), plain.view(torch.int16))
    check_saturated_gradients(ours, theirs, exact, dtype)


@pytest.mark.parametrize("wanted", ["q", "v", "sinks"])
def test_wide_out_for_qkv_attention_bshd_and_sinks(wanted):
    """qkv.attention in bshd layout with sinks: the same out bits with and
    without gradients, whichever input's gradient is wanted, and the
    gradients of the float32 out's backward."""
    q, k, v, dout = saturated(torch.bfloat16, 2, 4.0)
    q, k, v, dout = (x.transpose(1, 2).contiguous() for x in (q, k, v, dout))
    sinks = torch.tensor([0.5, -1.0, 2.0, 0.0], dtype=torch.float32)
    with torch.no_grad():
        plain = qkv.attention(q, k, v, layout="bshd", sinks=sinks)
    leaves_ = {"q": q.clone(), "v": v.clone(), "sinks": sinks.clone()}
    leaves_[wanted].requires_grad_()
    args = {n: leaves_.get(n, x) for n, x in (("q", q), ("k", k), ("v", v), ("sinks", sinks))}
    out = qkv.attention(args["q"], args["k"], args["v"], layout="bshd", sinks=args["sinks"])
    assert out.dtype == torch.bfloat16 and out.shape == plain.shape
    assert torch.equal(out.detach().view(torch.int16), plain.view(torch.int16))
    out.backward(dout)
    assert torch.isfinite(leaves_[wanted].grad).all()
