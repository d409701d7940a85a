"""qkv.attention(..., sinks=): against the formula of transformers' eager
gpt-oss attention written in plain torch (the sink appended as a column of the
logits, softmax, the column dropped), values and gradients (sinks included);
gradcheck in float64; numpy; errors."""

import numpy as np
import pytest
import torch

import qkv


def eager(q, k, v, sinks, *, causal=False, mask=None, scale=None):
    """transformers' eager_attention_forward of gpt-oss, in plain torch."""
    group = q.shape[1] // k.shape[1]
    k = k.repeat_interleave(group, dim=1)
    v = v.repeat_interleave(group, dim=1)
    scale = q.shape[-1] ** -0.5 if scale is None else scale
    logits = q @ k.transpose(-1, -2) * scale
    if causal:  # top-left
        hide = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).triu(1)
        logits = logits.masked_fill(hide, float("-inf"))
    if mask is not None:
        logits = logits + mask
    column = sinks.reshape(1, -1, 1, 1).expand(q.shape[0], -1, q.shape[-2], 1).to(logits.dtype)
    combined = torch.cat([logits, column], dim=-1)
    combined = combined - combined.max(dim=-1, keepdim=True).values
    probs = torch.softmax(combined, dim=-1)
    lse = torch.logsumexp(torch.cat([logits, column], dim=-1), dim=-1)
    return probs[..., :-1] @ v, lse


def inputs(dtype=torch.float32, shape=(2, 4, 2, 6, 9, 8), seed=0):
    b, h, hkv, sq, skv, d = shape
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, h, sq, d, generator=g, dtype=torch.float64).to(dtype)
    k = torch.randn(b, hkv, skv, d, generator=g, dtype=torch.float64).to(dtype)
    v = torch.randn(b, hkv, skv, d, generator=g, dtype=torch.float64).to(dtype)
    sinks = torch.randn(h, generator=g, dtype=torch.float64).to(dtype) * 2
    return q, k, v, sinks


@pytest.mark.parametrize("causal", [False, True])
def test_values_and_gradients_match_eager(causal):
    q, k, v, sinks = (x.requires_grad_() for x in inputs())
    out, lse = qkv.attention(q, k, v, sinks=sinks, causal=causal, return_lse=True)
    ref = [x.detach().double().requires_grad_() for x in (q, k, v, sinks)]
    want, want_lse = eager(*ref, causal=causal)
    torch.testing.assert_close(out, want.float(), atol=1e-5, rtol=5e-6)
    torch.testing.assert_close(lse, want_lse.float(), atol=1e-5, rtol=5e-6)
    g = torch.Generator().manual_seed(7)
    grad_out = torch.randn(out.shape, generator=g)
    grad_lse = torch.randn(lse.shape, generator=g)
    got = torch.autograd.grad((out * grad_out).sum() + (lse * grad_lse).sum(), (q, k, v, sinks))
    exp = torch.autograd.grad((want * grad_out.double()).sum() + (want_lse * grad_lse.double()).sum(), ref)
    for a, b, name in zip(got, exp, ("q", "k", "v", "sinks")):
        assert a.dtype == torch.float32, name
        scale = max(1.0, b.abs().max().item())
        torch.testing.assert_close(a, b.float(), atol=1.25e-5 * scale, rtol=5.25e-6, msg=name)


def test_gradcheck_float64():
    q, k, v, sinks = (x.requires_grad_() for x in inputs(torch.float64, (1, 2, 1, 3, 4, 3), seed=1))
    mask = torch.zeros(3, 4, dtype=torch.float64)
    mask[1] = float("-inf")  # a fully masked row: out 0, lse = sink

    def f(q, k, v, sinks):
        return qkv.attention(q, k, v, sinks=sinks, attn_mask=mask, return_lse=True)

    assert torch.autograd.gradcheck(f, (q, k, v, sinks))
    out, lse = f(q, k, v, sinks)
    assert torch.equal(out[:, :, 1], torch.zeros_like(out[:, :, 1]))
    assert torch.equal(lse[0, :, 1], sinks.detach())


def test_sinks_alone_require_grad():
    q, k, v, sinks = inputs()
    sinks.requires_grad_()
    out = qkv.attention(q, k, v, sinks=sinks)
    (ds,) = torch.autograd.grad(out.sum(), (sinks,))
    ref = sinks.detach().double().requires_grad_()
    want, _ = eager(q.double(), k.double(), v.double(), ref)
    (want_ds,) = torch.autograd.grad(want.sum(), (ref,))
    torch.testing.assert_close(ds, want_ds.float(), atol=1e-5, rtol=1e-5)


def test_numpy_and_minus_inf():
    q, k, v, sinks = (x.numpy() for x in inputs())
    sinks[1] = -np.inf  # no sink for head 1
    out, lse = qkv.attention(q, k, v, sinks=sinks, layout="bhsd", return_lse=True)
    want, want_lse = eager(*(torch.from_numpy(x).double() for x in (q, k, v, sinks)))
    np.testing.assert_allclose(out, want.numpy(), atol=1e-5, rtol=5e-6)
    np.testing.assert_allclose(lse, want_lse.numpy(), atol=1e-5, rtol=5e-6)
    plain = qkv.attention(q, k, v)
    np.testing.assert_array_equal(out[:, 1], plain[:, 1])
    # A list works as well (float64 is what the binding receives).
    np.testing.assert_array_equal(qkv.attention(q, k, v, sinks=list(sinks)), out)


def test_bshd_and_gqa_bfloat16():
    q, k, v, sinks = inputs(torch.bfloat16)
    out = qkv.attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), sinks=sinks,
                        layout="bshd").transpose(1, 2)
    want, _ = eager(q.double(), k.double(), v.double(), sinks.double())
    torch.testing.assert_close(out.double(), want, atol=2e-2, rtol=2e-2)


def test_errors():
    q, k, v, sinks = inputs()
    with pytest.raises(qkv.QkvValueError, match=r"sinks: expected shape \(num_heads\) = \(4,\)"):
        qkv.attention(q, k, v, sinks=sinks[:3])
    with pytest.raises(qkv.QkvValueError, match=r"sinks\[0\] = nan"):
        qkv.attention(q, k, v, sinks=torch.full((4,), float("nan")))
    with pytest.raises(qkv.QkvValueError, match=r"sinks\[2\] = inf"):
        qkv.attention(q, k, v, sinks=[0.0, 0.0, float("inf"), 0.0])
    with pytest.raises(qkv.QkvTypeError, match="sinks: expected real numbers"):
        qkv.attention(q, k, v, sinks=np.array(["a"] * 4))
