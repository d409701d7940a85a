"""qkv.attention's options against equivalent PyTorch computations, and the
package's behaviour: types, no copies, no mutation, errors, threads."""

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import qkv
from conftest import reference64

ATOL, RTOL = 1e-5, 5e-6


def randn(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def qkv_inputs(b=2, h=4, hkv=2, L=7, S=11, d=16, dv=8, seed=0):
    return randn(b, h, L, d, seed=seed), randn(b, hkv, S, d, seed=seed + 1), randn(b, hkv, S, dv, seed=seed + 2)


def dense_reference(q, k, v, bias):
    """float64 softmax(q·kᵀ·scale + bias)·v with a full (b, h, L, S) bias
    (-inf = hidden); rows with nothing visible give 0."""
    group = q.shape[1] // k.shape[1]
    k = k.double().repeat_interleave(group, dim=1)
    v = v.double().repeat_interleave(group, dim=1)
    s = q.double() @ k.transpose(-1, -2) / q.shape[-1] ** 0.5 + bias
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w @ v


def visible(L, S, fn):
    i = torch.arange(L)[:, None]
    j = torch.arange(S)[None, :]
    return fn(i, j)


def to_bias(mask):
    return torch.zeros(mask.shape, dtype=torch.float64).masked_fill(~mask, float("-inf"))


@pytest.mark.parametrize("causal", ["top_left", "bottom_right"])
@pytest.mark.parametrize("L,S", [(7, 11), (11, 7), (1, 9), (9, 9)])
def test_causal_alignments(causal, L, S):
    q, k, v = qkv_inputs(L=L, S=S)
    shift = S - L if causal == "bottom_right" else 0
    mask = visible(L, S, lambda i, j: j <= i + shift)
    out = qkv.attention(q, k, v, causal=causal)
    torch.testing.assert_close(out.double(), dense_reference(q, k, v, to_bias(mask)), atol=ATOL, rtol=RTOL)


@pytest.mark.parametrize("window", [(2, 0), (0, 3), (None, 1), (4, None), (1, 1)])
def test_sliding_window(window):
    q, k, v = qkv_inputs(L=9, S=12)
    left, right = (-1 if w is None else w for w in window)
    shift = 12 - 9
    mask = visible(9, 12, lambda i, j: ((left < 0) | (j >= i + shift - left)) & ((right < 0) | (j <= i + shift + right)))
    out = qkv.attention(q, k, v, window=window)
    torch.testing.assert_close(out.double(), dense_reference(q, k, v, to_bias(mask)), atol=ATOL, rtol=RTOL)


def test_key_and_query_lengths():
    q, k, v = qkv_inputs(b=3, L=6, S=8)
    key_lengths, query_lengths = [8, 3, 0], [6, 4, 2]
    out, lse = qkv.attention(q, k, v, key_lengths=key_lengths, query_lengths=query_lengths, return_lse=True)
    for b in range(3):
        kl, ql = key_lengths[b], query_lengths[b]
        if kl:
            want = F.scaled_dot_product_attention(q[b:b + 1, :, :ql].double(),
                                                  k[b:b + 1, :, :kl].double().repeat_interleave(2, 1),
                                                  v[b:b + 1, :, :kl].double().repeat_interleave(2, 1))
            torch.testing.assert_close(out[b:b + 1, :, :ql].double(), want, atol=ATOL, rtol=RTOL)
        else:
            assert torch.all(out[b] == 0) and torch.all(lse[b] == float("-inf"))
        assert torch.all(out[b, :, ql:] == 0)


def test_alibi_and_softcap():
    q, k, v = qkv_inputs(L=5, S=9)
    slopes = torch.tensor([0.5, 0.25, 0.125, 0.0625])
    i = torch.arange(5)[:, None]
    j = torch.arange(9)[None, :]
    bias = -slopes.double()[None, :, None, None] * (i + 9 - 5 - j).abs()
    out = qkv.attention(q, k, v, alibi_slopes=slopes)
    torch.testing.assert_close(out.double(), dense_reference(q, k, v, bias), atol=ATOL, rtol=RTOL)
    # softcap: s <- c·tanh(s/c); checked through a float64 run of qkv itself
    # against the explicit formula.
    cap = 0.8
    s = (q.double() @ k.double().repeat_interleave(2, 1).transpose(-1, -2)) / 4.0
    w = torch.softmax(cap * torch.tanh(s / cap), dim=-1)
    want = w @ v.double().repeat_interleave(2, 1)
    torch.testing.assert_close(qkv.attention(q, k, v, softcap=cap).double(), want, atol=ATOL, rtol=RTOL)


def test_lse_matches_logsumexp():
    q, k, v = qkv_inputs()
    _, lse = qkv.attention(q, k, v, return_lse=True)
    s = q.double() @ k.double().repeat_interleave(2, 1).transpose(-1, -2) / 4.0
    torch.testing.assert_close(lse.double(), torch.logsumexp(s, dim=-1), atol=1e-5, rtol=1e-6)
    assert lse.dtype == torch.float32


def test_bshd_layout_reads_and_writes_in_place():
    q, k, v = qkv_inputs()
    qs, ks, vs = (x.transpose(1, 2).contiguous() for x in (q, k, v))  # (b, s, h, d) storage
    out = qkv.attention(qs, ks, vs, layout="bshd")
    assert out.shape == (2, 7, 4, 8) and out.is_contiguous()
    torch.testing.assert_close(out.transpose(1, 2), qkv.attention(q, k, v), atol=0, rtol=0)


def test_dropout_reproducible_and_unbiased():
    q, k, v = qkv_inputs(L=64, S=64, d=8, dv=8)
    a = qkv.attention(q, k, v, dropout_p=0.3, seed=5)
    b = qkv.attention(q, k, v, dropout_p=0.3, seed=5)
    c = qkv.attention(q, k, v, dropout_p=0.3, seed=6)
    assert torch.equal(a, b) and not torch.equal(a, c)
    # Averaged over many seeds, dropout is unbiased: E[out] = out without it.
    mean = sum(qkv.attention(q[:1, :1], k[:1, :1], v[:1, :1], dropout_p=0.3, seed=s) for s in range(400)) / 400
    torch.testing.assert_close(mean, qkv.attention(q[:1, :1], k[:1, :1], v[:1, :1]), atol=0.05, rtol=0)
    # SDPA with dropout draws a fresh seed each call.
    assert not torch.equal(qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.5, enable_gqa=True),
                           qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.5, enable_gqa=True))


def test_results_bit_identical_for_any_thread_count():
    q, k, v = qkv_inputs(L=130, S=70)
    outs = []
    try:
        for n in (1, 2, 3, 8):
            qkv.set_num_threads(n)
            assert qkv.get_num_threads() == n
            outs.append(qkv.attention(q, k, v, causal="bottom_right", dropout_p=0.1, seed=1))
    finally:
        qkv.set_num_threads(0)
    assert all(torch.equal(outs[0], o) for o in outs[1:])


def test_types_preserved_inputs_untouched_and_zero_copy():
    rng = np.random.default_rng(0)
    base = rng.standard_normal((2, 9, 4, 8)).astype(np.float32)  # (b, s, h, d)
    q = base.swapaxes(1, 2)  # a strided (b, h, s, d) view
    before = base.copy()
    out = qkv.attention(q, q, q)
    assert isinstance(out, np.ndarray) and out.dtype == np.float32
    assert np.array_equal(base, before)
    assert qkv._qkv.data_pointer(q) == q.__array_interface__["data"][0]
    t = torch.from_numpy(base).transpose(1, 2)
    assert qkv._qkv.data_pointer(t) == t.data_ptr()
    np.testing.assert_array_equal(qkv.attention(t, t, t).numpy(), out)
    read_only = np.broadcast_to(base[:1], (2, 9, 4, 8)).swapaxes(1, 2)
    assert isinstance(qkv.attention(read_only, read_only, read_only), np.ndarray)


def test_requires_grad_inputs_are_accepted():
    q, k, v = (x.requires_grad_() for x in qkv_inputs(h=2))
    out = qkv.scaled_dot_product_attention(q, k, v)
    torch.testing.assert_close(out.double(), reference64(q.detach(), k.detach(), v.detach()), atol=ATOL, rtol=RTOL)


@pytest.mark.parametrize("kind", ["torch", "numpy"])
def test_merge_partials_of_two_key_halves(kind):
    q, k, v = qkv_inputs(L=5, S=30)
    full, full_lse = qkv.attention(q, k, v, return_lse=True)
    a = qkv.attention(q, k[:, :, :13], v[:, :, :13], return_lse=True)
    b = qkv.attention(q, k[:, :, 13:], v[:, :, 13:], return_lse=True)
    if kind == "numpy":
        a = tuple(x.numpy() for x in a)
        b = tuple(x.numpy() for x in b)
    out, lse = qkv.merge_partials(a[0], a[1], b[0], b[1])
    assert type(out) is type(a[0]) and out.dtype == a[0].dtype
    out, lse = (torch.as_tensor(x) for x in (out, lse))
    torch.testing.assert_close(out, full, atol=1e-6, rtol=1e-5)
    torch.testing.assert_close(lse, full_lse, atol=1e-5, rtol=1e-6)


def test_merge_partials_gradients_are_those_of_attention_over_the_union():
    """merge_partials used to return tensors detached from inputs that
    require grad (their gradients silently lost). float64: the merged
    halves' gradients equal one call's over all keys; gradcheck with a side
    that saw no key (lse -inf); a row that saw none on either side gets 0."""
    g = torch.Generator().manual_seed(3)
    q, k, v = (torch.randn(1, 2, 4, 8, generator=g, dtype=torch.float64).requires_grad_() for _ in range(3))
    k2, v2 = (torch.randn(1, 2, 9, 8, generator=g, dtype=torch.float64).requires_grad_() for _ in range(2))
    a = qkv.attention(q, k, v, return_lse=True)
    b = qkv.attention(q, k2, v2, return_lse=True)
    out, lse = qkv.merge_partials(a[0], a[1], b[0], b[1])
    full, full_lse = qkv.attention(q, torch.cat([k, k2], 2), torch.cat([v, v2], 2), return_lse=True)
    w_out, w_lse = torch.randn_like(out), torch.randn_like(lse)
    got = torch.autograd.grad((out * w_out).sum() + (lse * w_lse).sum(), (q, k, v, k2, v2))
    want = torch.autograd.grad((full * w_out).sum() + (full_lse * w_lse).sum(), (q, k, v, k2, v2))
    for x, y in zip(got, want):
        torch.testing.assert_close(x, y, atol=1e-12, rtol=1e-12)
    o1, o2 = (torch.randn(2, 3, 4, 5, generator=g, dtype=torch.float64).requires_grad_() for _ in range(2))
    l1, l2 = (torch.randn(2, 3, 4, generator=g, dtype=torch.float64) for _ in range(2))
    l1[0, 0, 0] = l2[0, 1, 2] = float("-inf")
    l1.requires_grad_(), l2.requires_grad_()
    assert torch.autograd.gradcheck(qkv.merge_partials, (o1, l1, o2, l2))
    l1, l2 = l1.detach().clone(), l2.detach().clone()
    l1[1, 2, 3] = l2[1, 2, 3] = float("-inf")
    l1.requires_grad_(), l2.requires_grad_()
    out, lse = qkv.merge_partials(o1, l1, o2, l2)
    assert lse[1, 2, 3] == float("-inf") and (out[1, 2, 3] == 0).all()
    (out.sum() + lse[lse > float("-inf")].sum()).backward()
    assert (o1.grad[1, 2, 3] == 0).all() and (o2.grad[1, 2, 3] == 0).all()
    assert l1.grad[1, 2, 3] == 0 and l2.grad[1, 2, 3] == 0


def test_docstrings_and_version():
    assert qkv.__version__ == "0.1.0"
    assert "(batch, num_heads, seq_q, head_dim)" in qkv.attention.__doc__
    assert "(..., L, E)" in qkv.scaled_dot_product_attention.__doc__


# --- errors: the type PyTorch users expect, with a message naming the argument.
ERRORS = [
    (ValueError, "head_dim 4 does not match q head_dim 16",
     lambda q, k, v: qkv.attention(q, k[..., :4], v)),
    (ValueError, "seq_kv 5 does not match k seq_kv 11",
     lambda q, k, v: qkv.attention(q, k, v[:, :, :5])),
    (ValueError, "num_heads 4 is not a multiple of num_kv_heads 3",
     lambda q, k, v: qkv.attention(q, torch.cat([k, k[:, :1]], 1), torch.cat([v, v[:, :1]], 1))),
    (ValueError, "batch must match",
     lambda q, k, v: qkv.attention(q, k[:1], v[:1])),
    (ValueError, "q: expected rank 4",
     lambda q, k, v: qkv.attention(q[0], k, v)),
    (ValueError, "is not broadcastable",
     lambda q, k, v: qkv.attention(q, k, v, attn_mask=torch.ones(3, 11, dtype=torch.bool))),
    (TypeError, "attn_mask: unsupported dtype int64",
     lambda q, k, v: qkv.attention(q, k, v, attn_mask=torch.ones(7, 11, dtype=torch.int64))),
    (ValueError, "scale: must be finite",
     lambda q, k, v: qkv.attention(q, k, v, scale=float("nan"))),
    (TypeError, "scale: expected a real number",
     lambda q, k, v: qkv.attention(q, k, v, scale="big")),
    (ValueError, "dropout_p: must be in [0, 1]",
     lambda q, k, v: qkv.attention(q, k, v, dropout_p=1.5)),
    (ValueError, "window: sizes must be >= -1",
     lambda q, k, v: qkv.attention(q, k, v, window=(-3, 0))),
    (ValueError, "softcap: must be finite and >= 0",
     lambda q, k, v: qkv.attention(q, k, v, softcap=-1.0)),
    (ValueError, "key_lengths[1] = 12 is outside [0, seq_kv = 11]",
     lambda q, k, v: qkv.attention(q, k, v, key_lengths=[3, 12])),
    (ValueError, "alibi_slopes: expected shape (num_heads,) = (4,)",
     lambda q, k, v: qkv.attention(q, k, v, alibi_slopes=[0.5, 0.25])),
    (ValueError, "causal: expected None, True, 'top_left' or 'bottom_right'",
     lambda q, k, v: qkv.attention(q, k, v, causal="diagonal")),
    (ValueError, "layout: expected 'bhsd' or 'bshd'",
     lambda q, k, v: qkv.attention(q, k, v, layout="sbhd")),
    (TypeError, "dtypes must match q: q float32, k float64",
     lambda q, k, v: qkv.attention(q, k.double(), v)),
    (TypeError, "q: unsupported dtype int32",
     lambda q, k, v: qkv.attention(q.int(), k, v)),
    (TypeError, "mix numpy arrays and torch tensors",
     lambda q, k, v: qkv.attention(q.numpy(), k, v)),
    (TypeError, "expected a numpy array or a torch tensor, got list",
     lambda q, k, v: qkv.scaled_dot_product_attention([[1.0]], k, v)),
    (ValueError, "query, key: leading dimensions differ",
     lambda q, k, v: qkv.scaled_dot_product_attention(q, k, v)),
    (ValueError, "query: expected rank >= 2",
     lambda q, k, v: qkv.scaled_dot_product_attention(q[0, 0, 0], k[0, 0, 0], v[0, 0, 0])),
    (TypeError, "num_threads: expected an int",
     lambda q, k, v: qkv.set_num_threads(1.5)),
    (ValueError, "num_threads: must be >= 0",
     lambda q, k, v: qkv.set_num_threads(-1)),
]


@pytest.mark.parametrize("error,message,call", ERRORS, ids=[e[1][:40] for e in ERRORS])
def test_errors(error, message, call):
    q, k, v = qkv_inputs(h=4, hkv=2)
    with pytest.raises(error) as info:
        call(q, k, v)
    assert message in str(info.value)
