"""Regressions from running PyTorch's own SDPA suite (test/test_transformers.py)
against qkv.scaled_dot_product_attention (issue 23). One group per class of
difference found there; docs/RELIABILITY.md records the suite run itself."""

import subprocess
import sys
import textwrap

import pytest
import torch
import torch.nn.functional as F
from torch.nn.attention.bias import causal_lower_right, causal_upper_left

import qkv


def leaves(*shapes, dtype=torch.float64, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randn(s, generator=g, dtype=dtype).requires_grad_() for s in shapes]


def clones(*xs):
    return [x.detach().clone().requires_grad_() for x in xs]


def assert_grads_close(ours, theirs, atol=1e-10, rtol=1e-10):
    for a, b in zip(ours, theirs):
        torch.testing.assert_close(a, b, atol=atol, rtol=rtol, equal_nan=True)


# 1. torch.nn.attention.bias.CausalBias as attn_mask.

@pytest.mark.parametrize("make", [causal_upper_left, causal_lower_right], ids=["upper_left", "lower_right"])
@pytest.mark.parametrize("L,S", [(7, 7), (5, 9), (9, 5), (1, 6)])
def test_causal_bias_equals_its_dense_mask(make, L, S):
    q, k, v = leaves((2, 3, L, 8), (2, 3, S, 8), (2, 3, S, 4))
    bias = make(L, S)
    ours = qkv.scaled_dot_product_attention(q, k, v, attn_mask=bias)
    q2, k2, v2 = clones(q, k, v)
    dense = bias._materialize("cpu")
    theirs = F.scaled_dot_product_attention(q2, k2, v2, attn_mask=dense)
    fully_masked = ~dense.any(-1)  # lower right with L > S: PyTorch's math gives NaN there
    theirs = theirs.masked_fill(fully_masked[..., None], 0.0)
    torch.testing.assert_close(ours, theirs, atol=1e-12, rtol=1e-12)
    dout = torch.randn_like(ours)
    ours.backward(dout)
    theirs.backward(dout)
    assert_grads_close([q.grad, k.grad, v.grad], [q2.grad, k2.grad, v2.grad])


def test_causal_bias_upper_left_is_is_causal_and_lower_right_is_bottom_right():
    q, k, v = leaves((1, 2, 4, 8), (1, 2, 6, 8), (1, 2, 6, 8), dtype=torch.float32)
    with torch.no_grad():
        assert torch.equal(qkv.scaled_dot_product_attention(q, k, v, attn_mask=causal_upper_left(4, 6)),
                           qkv.scaled_dot_product_attention(q, k, v, is_causal=True))
        assert torch.equal(qkv.scaled_dot_product_attention(q, k, v, attn_mask=causal_lower_right(4, 6)),
                           qkv.attention(q, k, v, causal="bottom_right"))


def test_causal_bias_with_is_causal_is_pytorchs_value_error():
    q, k, v = leaves((1, 2, 4, 8), (1, 2, 4, 8), (1, 2, 4, 8))
    with pytest.raises(ValueError, match="CausalBias should not be used with causal=True"):
        qkv.scaled_dot_product_attention(q, k, v, attn_mask=causal_upper_left(4, 4), is_causal=True)


# 2. The backward takes every gradient layout autograd hands over.

def gradient_layouts(shape):
    n = len(shape)
    g = torch.Generator().manual_seed(1)

    def rnd(*s):
        return torch.randn(s, generator=g, dtype=torch.float64)

    return {
        "expanded scalar (out.sum())": rnd().expand(shape),
        "expanded row": rnd(shape[-1]).expand(shape),
        "transposed": rnd(*shape[:-2], shape[-1], shape[-2]).transpose(-1, -2),
        "sliced": rnd(*[2 * s for s in shape])[tuple(slice(None, None, 2) for _ in range(n))],
        "flipped": rnd(*shape).flip(-1),
        "zero tensor": torch._efficientzerotensor(shape, dtype=torch.float64),
        "negated view": torch._neg_view(rnd(*shape)),
    }


@pytest.mark.parametrize("shape", [(5, 4, 6), (1, 4, 6), (1, 2, 4, 6), (5, 2, 4, 6)], ids=str)
def test_backward_takes_every_strided_gradient(shape):
    q, k, v = leaves(shape, shape, shape)
    ours = qkv.scaled_dot_product_attention(q, k, v)
    q2, k2, v2 = clones(q, k, v)
    theirs = F.scaled_dot_product_attention(q2, k2, v2)
    for name, grad in gradient_layouts(tuple(ours.shape)).items():
        got = torch.autograd.grad(ours, (q, k, v), grad, retain_graph=True)
        want = torch.autograd.grad(theirs, (q2, k2, v2), grad, retain_graph=True)
        for a, b in zip(got, want):
            torch.testing.assert_close(a, b, atol=1e-12, rtol=1e-12, msg=name)


@pytest.mark.parametrize("shape", [(5, 4, 6), (1, 2, 4, 6)], ids=str)
def test_backward_takes_batched_gradients(shape):
    # gradcheck's check_batched_grad runs the backward under torch's legacy
    # vmap: the binding once saw a BatchedTensor ("incompatible function
    # arguments"); torch.func's vmap (is_grads_batched) goes through the
    # backward's vmap rule.
    q, k, v = leaves(shape, shape, shape)
    assert torch.autograd.gradcheck(lambda *a: qkv.scaled_dot_product_attention(*a), (q, k, v),
                                    check_batched_grad=True)
    ours = qkv.scaled_dot_product_attention(q, k, v)
    q2, k2, v2 = clones(q, k, v)
    theirs = F.scaled_dot_product_attention(q2, k2, v2)
    grads = torch.randn((3,) + tuple(ours.shape), dtype=torch.float64)
    got = torch.autograd.grad(ours, (q, k, v), grads, is_grads_batched=True)
    want = torch.autograd.grad(theirs, (q2, k2, v2), grads, is_grads_batched=True)
    assert_grads_close(got, want, atol=1e-12, rtol=1e-12)


# 3. Zero sizes, forward and backward, never a signal.

@pytest.mark.parametrize("q_shape,k_shape,v_shape", [
    ((0, 4, 10, 64), (0, 4, 10, 64), (0, 4, 10, 32)),
    ((2, 0, 10, 64), (2, 0, 10, 64), (2, 0, 10, 32)),
    ((2, 4, 0, 64), (2, 4, 10, 64), (2, 4, 10, 32)),
    ((2, 4, 10, 64), (2, 4, 0, 64), (2, 4, 0, 32)),
    ((2, 4, 10, 64), (2, 4, 10, 64), (2, 4, 10, 0)),
    ((0, 0, 0, 0), (0, 0, 0, 0), (0, 0, 0, 0)),
], ids=str)
def test_zero_output_shapes_forward_and_backward(q_shape, k_shape, v_shape):
    q, k, v = leaves(q_shape, k_shape, v_shape, dtype=torch.float32)
    out = qkv.scaled_dot_product_attention(q, k, v)
    assert out.shape == q_shape[:-1] + v_shape[-1:]
    assert torch.equal(out, torch.zeros(out.shape))
    out.sum().backward()
    for x in (q, k, v):
        assert x.grad.shape == x.shape and not x.grad.any()


@pytest.mark.parametrize("dtype", [torch.float32, torch.float64])
@pytest.mark.parametrize("scale", [None, 1.0])
@pytest.mark.parametrize("is_causal", [False, True])
def test_zero_qk_head_dim_is_the_mean_of_values(dtype, scale, is_causal):
    q, k, v = leaves((1, 4, 6, 0), (1, 4, 6, 0), (1, 4, 6, 5), dtype=dtype)
    ours = qkv.scaled_dot_product_attention(q, k, v, scale=scale, is_causal=is_causal)
    q2, k2, v2 = clones(q, k, v)
    theirs = F.scaled_dot_product_attention(q2, k2, v2, scale=scale, is_causal=is_causal)
    torch.testing.assert_close(ours, theirs)
    dout = torch.randn_like(ours)
    ours.backward(dout)
    theirs.backward(dout)
    torch.testing.assert_close(v.grad, v2.grad)
    assert q.grad.shape == q.shape and k.grad.shape == k.shape


def test_zero_kv_heads_never_divide_by_zero():
    # num_kv_heads 0 once killed the process with SIGFPE (group = heads / 0).
    q, k, v = leaves((2, 0, 3, 8), (2, 0, 5, 8), (2, 0, 5, 4), dtype=torch.float32)
    out, lse = qkv.attention(q, k, v, return_lse=True)
    assert out.shape == (2, 0, 3, 4) and lse.shape == (2, 0, 3)
    (out.sum() + lse.sum()).backward()
    assert q.grad.shape == q.shape


# 4. Errors are of Python's kind and of PyTorch's (RuntimeError) at once.

def test_errors_are_value_or_type_errors_and_runtime_errors():
    q = torch.randn(1, 4, 8, 16)
    cases = [
        (qkv.QkvValueError, lambda: qkv.scaled_dot_product_attention(torch.randn(4), q[0, :1], q[0, :1])),
        (qkv.QkvTypeError, lambda: qkv.scaled_dot_product_attention(q, q.half(), q.half())),
        (qkv.QkvValueError, lambda: qkv.scaled_dot_product_attention(q, q, q, scale=float("inf"))),  # from C++
        (qkv.QkvTypeError, lambda: qkv.attention(q, q, q, window=(1.5, None))),
    ]
    for error, call in cases:
        with pytest.raises(RuntimeError) as info:
            call()
        assert info.type is error
    assert issubclass(qkv.QkvValueError, ValueError) and issubclass(qkv.QkvTypeError, TypeError)


def test_mask_with_is_causal_is_refused_as_in_pytorch():
    q = torch.randn(2, 4, 8, 16)
    with pytest.raises(RuntimeError, match="Explicit attn_mask should not be set when is_causal=True"):
        qkv.scaled_dot_product_attention(q, q, q, attn_mask=torch.zeros(8, 8), is_causal=True)
    # qkv.attention still combines a mask with causal attention.
    both = qkv.attention(q, q, q, attn_mask=torch.zeros(8, 8), causal=True)
    torch.testing.assert_close(both, qkv.scaled_dot_product_attention(q, q, q, is_causal=True))


# 5. NaN from an infinite logit reaches the gradient of its query row.

@pytest.mark.parametrize("dtype", [torch.float64, torch.float32, torch.float16, torch.bfloat16])
@pytest.mark.parametrize("fill", [float("inf"), float("-inf")])
def test_infinite_query_gives_nan_gradient_in_its_row(dtype, fill):
    q, k, v = leaves((1, 2, 4, 16), (1, 2, 4, 16), (1, 2, 4, 16), dtype=dtype)
    with torch.no_grad():
        q[0, 1, 2, 3] = fill
        k[0, 1, :2, 3] = torch.tensor([1.0, -1.0])  # logits +inf and -inf in that row, whatever the fill
    out = qkv.scaled_dot_product_attention(q, k, v)
    out.sum().backward()
    row_nan = torch.isnan(q.grad).any(-1)
    assert torch.isnan(out).any(-1).equal(row_nan)
    assert row_nan.sum() == 1 and row_nan[0, 1, 2]


# 6. TorchScript: code that calls the drop-in (directly, or as the patched
# F.scaled_dot_product_attention inside F.multi_head_attention_forward) scripts
# to a call of torch.ops.qkv.scaled_dot_product_attention.

def sdpa_scripted_caller(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> torch.Tensor:
    return qkv.scaled_dot_product_attention(q, k, v, is_causal=True, scale=scale, enable_gqa=True)


@pytest.mark.filterwarnings("ignore:`torch.jit.script` is deprecated:DeprecationWarning")
def test_torchscript_compiles_a_call_of_the_drop_in_to_the_qkv_operator():
    scripted = torch.jit.script(sdpa_scripted_caller)
    assert "qkv::scaled_dot_product_attention" in str(scripted.graph)
    q, k, v = leaves((2, 4, 6, 8), (2, 2, 9, 8), (2, 2, 9, 5))
    ours = scripted(q, k, v, 0.3)
    q2, k2, v2 = clones(q, k, v)
    eager = qkv.scaled_dot_product_attention(q2, k2, v2, is_causal=True, scale=0.3, enable_gqa=True)
    assert torch.equal(ours, eager)
    dout = torch.randn_like(ours)
    ours.backward(dout)
    eager.backward(dout)
    for a, b in zip((q.grad, k.grad, v.grad), (q2.grad, k2.grad, v2.grad)):
        assert torch.equal(a, b)


# TorchScript caches what it compiled (F.multi_head_attention_forward, the
# modules' types) for the whole process, so the scripting with the patched
# global runs in a fresh interpreter: no other test sees or spoils it.
SCRIPT_PATCHED_MODULES = textwrap.dedent("""
    import torch, torch.nn as nn, torch.nn.functional as F
    import qkv

    def check(module, args, call):
        module.train().zero_grad()
        args_eager = [a.clone().requires_grad_() for a in args]
        args_script = [a.clone().requires_grad_() for a in args]
        eager = call(module, args_eager)  # unpatched, eager
        eager.square().sum().backward()
        grads_eager = {n: p.grad.clone() for n, p in module.named_parameters()}
        module.zero_grad()
        original = F.scaled_dot_product_attention
        F.scaled_dot_product_attention = qkv.scaled_dot_product_attention
        try:
            scripted = torch.jit.script(module)
        finally:
            F.scaled_dot_product_attention = original
        graph = str(scripted.inlined_graph)
        assert "qkv::scaled_dot_product_attention" in graph and "aten::scaled_dot_product_attention" not in graph
        out = call(scripted, args_script)
        out.square().sum().backward()
        torch.testing.assert_close(out, eager, atol=1e-12, rtol=1e-12)
        grads_script = {n: p.grad for n, p in scripted.named_parameters()}
        assert grads_script.keys() == grads_eager.keys()
        for n, g in grads_eager.items():
            torch.testing.assert_close(grads_script[n], g, atol=1e-11, rtol=1e-11, msg=n)
        for a, b in zip(args_script, args_eager):
            torch.testing.assert_close(a.grad, b.grad, atol=1e-11, rtol=1e-11)
        with torch.no_grad():  # inference: eager PyTorch may take its fused fast path
            module.eval(), scripted.eval()
            torch.testing.assert_close(call(scripted, args), call(module, args), atol=1e-12, rtol=1e-12)

    torch.manual_seed(0)
    x = torch.randn(5, 3, 16, dtype=torch.float64)
    mha = nn.MultiheadAttention(16, 2).double()
    check(mha, [x, x.clone(), x.clone()], lambda m, a: m(*a, need_weights=False)[0])
    mask = torch.nn.Transformer.generate_square_subsequent_mask(5, dtype=torch.float64)
    check(mha, [x, x.clone(), x.clone()], lambda m, a: m(*a, need_weights=False, attn_mask=mask)[0])
    layer = nn.TransformerEncoderLayer(16, 4, dim_feedforward=32, dropout=0.0, batch_first=True).double()
    y = torch.randn(3, 5, 16, dtype=torch.float64)
    check(layer, [y], lambda m, a: m(a[0], is_causal=True, src_mask=mask))
    print("ok")
""")


def test_torchscript_scripts_modules_when_the_drop_in_replaces_torchs_sdpa():
    result = subprocess.run([sys.executable, "-c", SCRIPT_PATCHED_MODULES], capture_output=True, text=True,
                            timeout=300)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr[-3000:]


def sdpa_scripted_dropout(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    return qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.3)


@pytest.mark.filterwarnings("ignore:`torch.jit.script` is deprecated:DeprecationWarning")
def test_dropout_follows_torch_manual_seed_eager_and_scripted_alike():
    """PyTorch's TransformerEncoderLayer subclass tests compare eager and
    scripted training runs under torch.manual_seed: the eager call draws its
    Philox seed from torch's generator as the scripted (and compiled) one."""
    q, k, v = leaves((2, 3, 6, 8), (2, 3, 7, 8), (2, 3, 7, 4))
    torch.manual_seed(7)
    with torch.no_grad():
        first = qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.3)
        assert not torch.equal(first, qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.3))
    torch.manual_seed(7)
    with_grad = qkv.scaled_dot_product_attention(q, k, v, dropout_p=0.3)  # the autograd path
    assert with_grad.requires_grad and torch.equal(with_grad, first)
    scripted = torch.jit.script(sdpa_scripted_dropout)
    torch.manual_seed(7)
    assert torch.equal(scripted(q, k, v), first)
    q2, k2, v2 = clones(q, k, v)
    dout = torch.randn_like(first)
    with_grad.backward(dout)
    torch.manual_seed(7)
    scripted(q2, k2, v2).backward(dout)
    for a, b in zip((q.grad, k.grad, v.grad), (q2.grad, k2.grad, v2.grad)):
        assert torch.equal(a, b)
