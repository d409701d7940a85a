"""The tiny-call fast path of qkv.attention / qkv.scaled_dot_product_attention
on plain torch tensors (issue 21): the same results, bit for bit, and the same
errors as the full path it skips."""

import pytest
import torch

import qkv
from qkv import _api


def _full_path(monkeypatch):
    monkeypatch.setattr(_api, "_fast_call", lambda *a: None)


def _inputs(dtype, h=4, hkv=2, sq=5, skv=7, d=16):
    g = torch.Generator().manual_seed(0)
    return (torch.randn(2, h, sq, d, generator=g).to(dtype), torch.randn(2, hkv, skv, d, generator=g).to(dtype),
            torch.randn(2, hkv, skv, d, generator=g).to(dtype))


CALLS = [
    ("sdpa", {}), ("sdpa", {"is_causal": True, "scale": 0.25, "enable_gqa": True}),
    ("attention", {}), ("attention", {"causal": "bottom_right"}), ("attention", {"causal": True, "scale": 2}),
]


def _call(fn, q, k, v, kwargs):
    if fn == "sdpa":
        kwargs = {"enable_gqa": True, **kwargs}
        return qkv.scaled_dot_product_attention(q, k, v, **kwargs)
    return qkv.attention(q, k, v, **kwargs)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.float64, torch.bfloat16])
@pytest.mark.parametrize("fn, kwargs", CALLS)
def test_bit_identical_to_the_full_path(monkeypatch, dtype, fn, kwargs):
    q, k, v = _inputs(dtype)
    fast = _call(fn, q, k, v, kwargs)
    _full_path(monkeypatch)
    assert torch.equal(fast, _call(fn, q, k, v, kwargs))


def test_the_fast_path_is_taken_for_plain_calls(monkeypatch):
    taken = []
    real = _api._fast_call
    monkeypatch.setattr(_api, "_fast_call", lambda *a: taken.append(1) or real(*a))
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    qkv.scaled_dot_product_attention(q, k, v)
    qkv.attention(q, k, v, causal=True)
    qkv.attention(q, k, v, window=(1, 1))  # an option beyond scale and causal: the full path
    assert len(taken) == 2


BAD = {
    "batch": lambda q, k, v: (q, k[:1], v[:1]),
    "heads": lambda q, k, v: (q[:, :3], k, v),
    "head_dim": lambda q, k, v: (q[..., :8], k, v),
    "seq_kv": lambda q, k, v: (q, k, v[:, :, :3]),
}


@pytest.mark.parametrize("fn", ["sdpa", "attention"])
@pytest.mark.parametrize("bad", list(BAD))
def test_errors_have_the_full_paths_words(monkeypatch, fn, bad):
    q, k, v = BAD[bad](*_inputs(torch.float32))
    with pytest.raises((qkv.QkvValueError, qkv.QkvTypeError)) as fast:
        _call(fn, q, k, v, {})
    _full_path(monkeypatch)
    with pytest.raises(type(fast.value)) as full:
        _call(fn, q, k, v, {})
    assert str(fast.value) == str(full.value)


def test_sdpa_without_enable_gqa_refuses_fewer_kv_heads():
    q, k, v = _inputs(torch.float32)
    with pytest.raises(qkv.QkvValueError, match="enable_gqa"):
        qkv.scaled_dot_product_attention(q, k, v)


def test_cached_options_keep_argument_rules():
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    qkv.attention(q, k, v, scale=1)
    with pytest.raises(qkv.QkvTypeError, match="scale"):
        qkv.attention(q, k, v, scale=True)
    with pytest.raises(qkv.QkvValueError, match="causal"):
        qkv.attention(q, k, v, causal="diagonal")
    with pytest.raises(qkv.QkvValueError, match="scale"):
        qkv.attention(q, k, v, scale=float("nan"))


def test_set_num_threads_reaches_cached_options():
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    qkv.attention(q, k, v)
    assert _api._FAST_OPTIONS
    try:
        qkv.set_num_threads(1)
        assert not _api._FAST_OPTIONS
        qkv.attention(q, k, v)
        assert all(o.num_threads == 1 for o in _api._FAST_OPTIONS.values())
    finally:
        qkv.set_num_threads(0)


def test_views_grad_and_lazy_negation_take_the_right_path():
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    ref = qkv.attention(q, k, v)
    torch.testing.assert_close(qkv.attention(q, k.transpose(-1, -2).contiguous().transpose(-1, -2), v), ref)
    torch.testing.assert_close(qkv.attention((-q)._neg_view(), k, v), ref)
    leaf = q.clone().requires_grad_()
    out = qkv.attention(leaf, k, v)
    out.sum().backward()
    assert out.grad_fn is not None and leaf.grad is not None
    with torch.no_grad():
        assert qkv.attention(leaf, k, v).grad_fn is None


@pytest.mark.parametrize("which", [0, 1, 2], ids=["q", "k", "v"])
@pytest.mark.parametrize("fn", ["sdpa", "attention"])
def test_zero_tensor_views_take_the_full_path(fn, which):
    # A view of an autograd zero tensor has no storage but a non-null data
    # pointer (its offset): the fast path must not hand it to C++ (found in
    # review: the kernel read address 96 and the process died).
    q, k, v = _inputs(torch.float32, h=2, hkv=2)
    zero = torch._efficientzerotensor((3,) + tuple((q, k, v)[which].shape[1:]))[1:]
    assert zero._is_zerotensor() and zero.data_ptr() != 0
    args = [q, k, v]
    args[which] = zero
    want = [q, k, v]
    want[which] = torch.zeros_like(zero)
    torch.testing.assert_close(_call(fn, *args, {}), _call(fn, *want, {}), atol=0, rtol=0)


def _masks(dtype):
    g = torch.Generator().manual_seed(1)
    keep = torch.rand(2, 4, 5, 7, generator=g) > 0.3
    keep[0, 1, 2] = False  # a row that sees no key: zeros on both paths
    bias = torch.randn(2, 4, 5, 7, generator=g)
    bias[1, 0, 3] = float("-inf")
    return {
        "bool": keep,
        "bool rows": keep[0, 0],  # (seq_q, seq_kv), broadcast over batch and heads
        "bool padding": keep[:, :1, :1],  # (batch, 1, 1, seq_kv)
        "bool expanded": keep[:, :1].expand(2, 4, 5, 7),  # stride 0 over heads
        "bool transposed": keep.transpose(-1, -2).contiguous().transpose(-1, -2),
        "float": bias.to(dtype),
        "float32 beside 16-bit": bias,
        "float keys": bias[0, 0, 0].to(dtype),  # rank 1: (seq_kv,)
    }


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.float64, torch.bfloat16])
@pytest.mark.parametrize("fn", ["sdpa", "attention"])
def test_masked_calls_bit_identical_to_the_full_path(monkeypatch, dtype, fn):
    q, k, v = _inputs(dtype)
    masks = _masks(dtype)
    fast = {name: _call(fn, q, k, v, {"attn_mask": m}) for name, m in masks.items()}
    _full_path(monkeypatch)
    for name, m in masks.items():
        assert torch.equal(fast[name], _call(fn, q, k, v, {"attn_mask": m})), name


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.float64, torch.bfloat16])
def test_masked_calls_take_the_fast_path(monkeypatch, dtype):
    q, k, v = _inputs(dtype)
    masks = _masks(dtype)
    want = {name: _call("sdpa", q, k, v, {"attn_mask": m}) for name, m in masks.items()}

    def refuse(*a, **kw):
        raise AssertionError("the full path ran")

    monkeypatch.setattr(_api, "_run", refuse)
    del masks["bool transposed"]  # C++ reads masks whose last dimension is contiguous: the full path copies it
    for name, m in masks.items():
        assert torch.equal(_call("sdpa", q, k, v, {"attn_mask": m}), want[name]), name
        assert torch.equal(_call("attention", q, k, v, {"attn_mask": m}), want[name]), name
    with pytest.raises(AssertionError, match="full path"):  # a mask with causal: the full path
        qkv.attention(q, k, v, attn_mask=masks["bool"], causal=True)


def test_masked_calls_that_need_the_full_path_still_get_it():
    q, k, v = _inputs(torch.float32)
    keep = _masks(torch.float32)["bool"]
    with pytest.raises(qkv.QkvValueError):  # PyTorch refuses a mask with is_causal
        qkv.scaled_dot_product_attention(q, k, v, attn_mask=keep, is_causal=True, enable_gqa=True)
    both = qkv.attention(q, k, v, attn_mask=keep, causal=True)
    torch.testing.assert_close(both, qkv.attention(q, k, v, attn_mask=keep & torch.ones(5, 7, dtype=torch.bool).tril()),
                               atol=0, rtol=0)
    bias = torch.randn(2, 4, 5, 7, requires_grad=True)
    out = qkv.scaled_dot_product_attention(q, k, v, attn_mask=bias, enable_gqa=True)
    out.sum().backward()  # a mask that requires grad gets its gradient: the full path
    assert bias.grad is not None and bias.grad.abs().sum() > 0
    with torch.no_grad():
        torch.testing.assert_close(qkv.scaled_dot_product_attention(q, k, v, attn_mask=bias, enable_gqa=True),
                                   out.detach(), atol=0, rtol=0)
    zero = torch._efficientzerotensor((3, 4, 5, 7))[1:]
    torch.testing.assert_close(qkv.attention(q, k, v, attn_mask=zero),
                               qkv.attention(q, k, v, attn_mask=torch.zeros(2, 4, 5, 7)), atol=0, rtol=0)


MASK_BAD = {
    "shape": lambda: torch.ones(3, 5, 7, dtype=torch.bool),
    "rank": lambda: torch.ones(1, 2, 4, 5, 7, dtype=torch.bool),
    "dtype": lambda: torch.ones(2, 4, 5, 7, dtype=torch.int32),
    "0-d": lambda: torch.tensor(True),
}


@pytest.mark.parametrize("fn", ["sdpa", "attention"])
@pytest.mark.parametrize("bad", list(MASK_BAD))
def test_mask_errors_have_the_full_paths_words(monkeypatch, fn, bad):
    q, k, v = _inputs(torch.float32)
    with pytest.raises((qkv.QkvValueError, qkv.QkvTypeError)) as fast:
        _call(fn, q, k, v, {"attn_mask": MASK_BAD[bad]()})
    _full_path(monkeypatch)
    with pytest.raises(type(fast.value)) as full:
        _call(fn, q, k, v, {"attn_mask": MASK_BAD[bad]()})
    assert str(fast.value) == str(full.value)


@pytest.mark.parametrize("fn", ["sdpa", "attention"])
def test_nested_and_negated_masks(fn):
    # Found in review: a nested mask reached len(mask.shape) (torch's internal
    # error) instead of qkv's words; a lazily negated mask must not reach C++
    # through DLPack, which drops the negation.
    q, k, v = _inputs(torch.float32)
    nested = torch.nested.nested_tensor([torch.zeros(4, 5, 7)] * 2)
    with pytest.raises(qkv.QkvTypeError, match="attn_mask: expected a dense tensor, got a nested one"):
        _call(fn, q, k, v, {"attn_mask": nested})
    bias = torch.randn(2, 4, 5, 7)
    negated = torch._neg_view(bias)
    assert negated.is_neg()
    torch.testing.assert_close(_call(fn, q, k, v, {"attn_mask": negated}), _call(fn, q, k, v, {"attn_mask": -bias}),
                               atol=0, rtol=0)
