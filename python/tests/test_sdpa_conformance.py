"""qkv.scaled_dot_product_attention against PyTorch, modelled on PyTorch's own
SDPA tests. Each case compares qkv and PyTorch's float32 result with a float64
PyTorch computation: qkv's error must be at most max(2 x PyTorch's own error,
1e-6) and within PyTorch's fused-vs-math tolerance (atol 1e-5, rtol 5e-6)."""

import itertools

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import qkv
from conftest import reference64

ATOL, RTOL = 1e-5, 5e-6


def check_against_torch(q, k, v, **kwargs):
    ours = qkv.scaled_dot_product_attention(q, k, v, **kwargs)
    theirs = F.scaled_dot_product_attention(q, k, v, **kwargs)
    ref = reference64(q, k, v, **kwargs)
    assert type(ours) is torch.Tensor and ours.dtype == q.dtype
    assert ours.shape == theirs.shape
    our_err = (ours.double() - ref).abs().max().item() if ref.numel() else 0.0
    torch_err = (theirs.double() - ref).abs().max().item() if ref.numel() else 0.0
    assert our_err <= max(2 * torch_err, 1e-6), (our_err, torch_err)
    torch.testing.assert_close(ours.double(), ref, atol=ATOL, rtol=RTOL)
    return ours


def grid():
    seq_pairs = [(1, 1), (17, 17), (267, 267), (17, 267), (267, 17), (1, 1030), (1030, 1030)]
    for batch, heads, head_dim, (L, S), causal in itertools.product(
            (2, 12), (1, 3), (8, 16, 64, 128), seq_pairs, (False, True)):
        yield pytest.param(batch, heads, head_dim, L, S, causal,
                           id=f"b{batch}-h{heads}-d{head_dim}-L{L}-S{S}-{'causal' if causal else 'full'}")


@pytest.mark.parametrize("batch,heads,head_dim,L,S,causal", list(grid()))
def test_shapes(batch, heads, head_dim, L, S, causal):
    g = torch.Generator().manual_seed(batch * 1000 + heads * 100 + head_dim + L + S)
    q = torch.randn(batch, heads, L, head_dim, generator=g)
    k = torch.randn(batch, heads, S, head_dim, generator=g)
    v = torch.randn(batch, heads, S, head_dim, generator=g)
    check_against_torch(q, k, v, is_causal=causal)


# Every 2-D (L|1, S|1) and 4-D (B|1, H|1, L|1, S|1) broadcast shape of a mask
# for (B, H, L, S) = (2, 3, 17, 23).
MASK_SHAPES_2D = list(itertools.product((17, 1), (23, 1)))
MASK_SHAPES_4D = list(itertools.product((2, 1), (3, 1), (17, 1), (23, 1)))


@pytest.mark.parametrize("shape", MASK_SHAPES_2D + MASK_SHAPES_4D, ids=str)
@pytest.mark.parametrize("kind", ["bool", "float"])
def test_mask_broadcast(shape, kind):
    g = torch.Generator().manual_seed(7)
    q, k, v = (torch.randn(2, 3, n, 16, generator=g) for n in (17, 23, 23))
    if kind == "bool":
        mask = torch.rand(shape, generator=g) > 0.3
    else:
        mask = torch.randn(shape, generator=g)
        mask[torch.rand(shape, generator=g) < 0.2] = float("-inf")
    check_against_torch(q, k, v, attn_mask=mask)


@pytest.mark.parametrize("kind", ["bool", "float"])
def test_fully_masked_rows_give_zeros(kind):
    g = torch.Generator().manual_seed(8)
    q, k, v = (torch.randn(2, 3, n, 8, generator=g) for n in (5, 6, 6))
    mask = torch.ones(5, 6, dtype=torch.bool)
    mask[1] = False
    mask[4, :] = False
    if kind == "float":
        mask = torch.zeros(5, 6).masked_fill(~mask, float("-inf"))
    out = check_against_torch(q, k, v, attn_mask=mask)
    assert torch.all(out[:, :, 1] == 0) and torch.all(out[:, :, 4] == 0)
    assert not torch.isnan(out).any()


@pytest.mark.parametrize("heads,kv_heads", [(65, 5), (16, 4), (27, 1), (5, 1)])
@pytest.mark.parametrize("causal", [False, True])
def test_gqa(heads, kv_heads, causal):
    g = torch.Generator().manual_seed(heads)
    q = torch.randn(2, heads, 9, 16, generator=g)
    k = torch.randn(2, kv_heads, 11, 16, generator=g)
    v = torch.randn(2, kv_heads, 11, 16, generator=g)
    check_against_torch(q, k, v, is_causal=causal, enable_gqa=True)


@pytest.mark.parametrize("scale", [-0.3, 0.01, 2.0])
def test_scale_including_negative(scale):
    g = torch.Generator().manual_seed(9)
    q, k, v = (torch.randn(2, 3, 13, 8, generator=g) for _ in range(3))
    check_against_torch(q, k, v, scale=scale)
    # PyTorch 2.13's math path multiplies q and k by sqrt(scale), which is
    # NaN for a negative scale once a mask is involved; the causal case is
    # checked against the explicit float64 formula instead.
    s = scale * (q.double() @ k.double().transpose(-1, -2))
    s = s.masked_fill(torch.ones(13, 13, dtype=torch.bool).triu(1), float("-inf"))
    want = torch.softmax(s, dim=-1) @ v.double()
    ours = qkv.scaled_dot_product_attention(q, k, v, scale=scale, is_causal=True)
    torch.testing.assert_close(ours.double(), want, atol=ATOL, rtol=RTOL)


def test_packed_qkv_view_is_read_in_place():
    g = torch.Generator().manual_seed(10)
    packed = torch.randn(2, 19, 3, 4, 16, generator=g)  # (B, L, 3, H, D)
    q, k, v = (packed[:, :, n].transpose(1, 2) for n in range(3))  # (B, H, L, D) views
    assert not q.is_contiguous()
    check_against_torch(q, k, v, is_causal=True)
    for x in (q, k, v):
        assert qkv._qkv.data_pointer(x) == x.data_ptr()


def test_transposed_bshd_layout():
    g = torch.Generator().manual_seed(11)
    q, k, v = (torch.randn(2, n, 3, 16, generator=g).transpose(1, 2) for n in (7, 29, 29))
    check_against_torch(q, k, v)


@pytest.mark.parametrize("rank", [2, 3, 5])
def test_other_ranks(rank):
    g = torch.Generator().manual_seed(12)
    lead = {2: (), 3: (4,), 5: (2, 2, 3)}[rank]
    q = torch.randn(*lead, 6, 8, generator=g)
    k = torch.randn(*lead, 9, 8, generator=g)
    v = torch.randn(*lead, 9, 5, generator=g)
    mask = torch.rand(6, 9, generator=g) > 0.2
    check_against_torch(q, k, v, attn_mask=mask)
    check_against_torch(q, k, v, is_causal=True)


@pytest.mark.parametrize("dtype,tol", [(torch.bfloat16, 5e-2), (torch.float16, 1e-2)])
def test_low_precision_storage(dtype, tol):
    g = torch.Generator().manual_seed(13)
    q, k, v = (torch.randn(2, 3, n, 32, generator=g).to(dtype) for n in (17, 33, 33))
    ours = qkv.scaled_dot_product_attention(q, k, v, is_causal=True)
    assert ours.dtype == dtype
    ref = reference64(q, k, v, is_causal=True)
    torch.testing.assert_close(ours.double(), ref, atol=tol, rtol=tol)


def test_float64_runs_exactly():
    g = torch.Generator().manual_seed(14)
    q, k, v = (torch.randn(2, 2, n, 8, dtype=torch.float64, generator=g) for n in (5, 7, 7))
    ours = qkv.scaled_dot_product_attention(q, k, v, is_causal=True)
    assert ours.dtype == torch.float64
    torch.testing.assert_close(ours, reference64(q, k, v, is_causal=True), atol=1e-12, rtol=1e-12)


def test_numpy_in_numpy_out():
    rng = np.random.default_rng(15)
    for dtype, tol in ((np.float32, 1e-5), (np.float64, 1e-12), (np.float16, 1e-2)):
        q, k, v = (rng.standard_normal((2, 3, n, 8)).astype(dtype) for n in (5, 9, 9))
        out = qkv.scaled_dot_product_attention(q, k, v, is_causal=True)
        assert isinstance(out, np.ndarray) and out.dtype == dtype
        ref = reference64(*(torch.from_numpy(x.astype(np.float64)) for x in (q, k, v)), is_causal=True)
        np.testing.assert_allclose(out.astype(np.float64), ref.numpy(), atol=tol, rtol=tol)


def test_numpy_bfloat16_through_ml_dtypes():
    ml_dtypes = pytest.importorskip("ml_dtypes")
    rng = np.random.default_rng(16)
    q, k, v = (rng.standard_normal((1, 2, n, 8)).astype(ml_dtypes.bfloat16) for n in (4, 6, 6))
    out = qkv.scaled_dot_product_attention(q, k, v)
    assert out.dtype == ml_dtypes.bfloat16
    ref = reference64(*(torch.from_numpy(x.astype(np.float64)) for x in (q, k, v)))
    np.testing.assert_allclose(out.astype(np.float64), ref.numpy(), atol=5e-2, rtol=5e-2)


@pytest.mark.parametrize("head_dim", [64, 256])
def test_float32_error_over_many_keys_within_twice_pytorchs(head_dim):
    # The project's bar: float32 error at most 2x PyTorch's SDPA on the same
    # inputs. Values with a large mean under a broad softmax make O's own
    # roundings count: O took one per 32 keys (2.2x PyTorch's error, whose
    # blocks are 512 keys), now one per tile of at most 64 (1.7x; head_dim
    # 256, whose tiles hold 32 keys, also 1.7x on Zen 4).
    torch.manual_seed(0)
    q = torch.randn(2, 1, 48, head_dim) * 0.05
    k = torch.randn(2, 1, 40000, head_dim)
    v = torch.randn(2, 1, 40000, head_dim) + 100.0
    ref = torch.softmax((q.double() @ k.double().transpose(-1, -2)) / head_dim**0.5, -1) @ v.double()

    def error(out):
        return ((out.double() - ref).norm() / ref.norm()).item()

    ratio = error(qkv.scaled_dot_product_attention(q, k, v)) / error(F.scaled_dot_product_attention(q, k, v))
    assert ratio <= 2.0, ratio


@pytest.mark.parametrize("heads,kv_heads,seq_q,seq_kv,scale", [(4, 4, 1, 300, 2.5), (8, 2, 2, 257, 0.9),
                                                               (4, 1, 2, 513, 1.5), (2, 2, 3, 777, 1.7)])
def test_float32_value_gradient_at_large_logits_within_twice_pytorchs(heads, kv_heads, seq_q, seq_kv, scale):
    # Logits in the hundreds (|q|, |k| ~ 4, head_dim 72, as issue 14 point 4
    # gives them). Rows the forward reads with the decode's dot products (at
    # most 8 per KV head) had their logits recomputed by the backward's GEMM,
    # in another order: a dominant key's P missed 1 by |S|·ulp, and dV's
    # error was 8.7-12x PyTorch's (the C++ test
    # RowsOfTheDecodePathRecomputeTheForwardsLogits checks the bits).
    g = torch.Generator().manual_seed(seq_kv)
    q = torch.randn(1, heads, seq_q, 72, generator=g, dtype=torch.float64) * 4
    k = torch.randn(1, kv_heads, seq_kv, 72, generator=g, dtype=torch.float64) * 4
    v = torch.randn(1, kv_heads, seq_kv, 72, generator=g, dtype=torch.float64)
    dout = torch.randn(1, heads, seq_q, 72, generator=g, dtype=torch.float64)

    def value_grad(sdpa, dtype):
        vv = v.to(dtype, copy=True).requires_grad_()
        sdpa(q.to(dtype), k.to(dtype), vv, scale=scale, enable_gqa=True).backward(dout.to(dtype))
        return vv.grad.double()

    want = value_grad(F.scaled_dot_product_attention, torch.float64)

    def error(dv):
        return ((dv - want).norm() / want.norm()).item()

    ours = error(value_grad(qkv.scaled_dot_product_attention, torch.float32))
    theirs = error(value_grad(F.scaled_dot_product_attention, torch.float32))
    assert ours <= 2.0 * theirs, (ours, theirs)
