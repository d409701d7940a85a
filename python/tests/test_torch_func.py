"""torch.func's transforms over qkv: grad, vjp, jacrev, vmap and their
compositions give what they give over PyTorch's own attention; forward mode
and second derivatives are clear errors. (Before: "must override the
setup_context staticmethod" from torch, and vmap an "incompatible function
arguments" TypeError from the binding.)"""

import pytest
import torch
import torch.nn.functional as F
from torch.func import grad, jacrev, vjp, vmap

import qkv
import qkv.torch

pytestmark = pytest.mark.filterwarnings("ignore:There is a performance drop:UserWarning")

F64 = torch.float64


def randn(*shape, seed=0):
    return torch.randn(shape, generator=torch.Generator().manual_seed(seed), dtype=F64)


def close(a, b):
    torch.testing.assert_close(a, b, atol=1e-12, rtol=1e-12)


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("argnum", [0, 1, 2])
def test_grad_of_each_operand_equals_torch(causal, argnum):
    args = (randn(2, 3, 5, 8, seed=1), randn(2, 3, 6, 8, seed=2), randn(2, 3, 6, 4, seed=3))

    def loss(fn):
        return lambda *a: fn(*a, is_causal=causal).square().sum()

    close(grad(loss(qkv.scaled_dot_product_attention), argnums=argnum)(*args),
          grad(loss(F.scaled_dot_product_attention), argnums=argnum)(*args))


def test_jacrev_and_vjp_equal_torch():
    q, k, v = randn(1, 2, 3, 4, seed=1), randn(1, 2, 5, 4, seed=2), randn(1, 2, 5, 4, seed=3)
    close(jacrev(qkv.scaled_dot_product_attention, argnums=(0, 1, 2))(q, k, v),
          jacrev(F.scaled_dot_product_attention, argnums=(0, 1, 2))(q, k, v))
    out, pull = vjp(qkv.scaled_dot_product_attention, q, k, v)
    theirs, their_pull = vjp(F.scaled_dot_product_attention, q, k, v)
    cotangent = randn(*out.shape, seed=4)
    close(out, theirs)
    close(pull(cotangent), their_pull(cotangent))


@pytest.mark.parametrize("in_dims", [(0, 0, 0), (None, 0, 0), (0, None, None), (1, 0, 2)], ids=str)
def test_vmap_equals_torch_and_each_sample(in_dims):
    def batched(shape, dim, seed):
        x = randn(*((3,) + shape), seed=seed)
        return x[0] if dim is None else x.movedim(0, dim)

    args = [batched(s, d, i) for i, (s, d) in enumerate(zip(((2, 5, 8), (2, 6, 8), (2, 6, 4)), in_dims))]
    ours = vmap(qkv.scaled_dot_product_attention, in_dims=in_dims)(*args)
    close(ours, vmap(F.scaled_dot_product_attention, in_dims=in_dims)(*args))
    # Folding the vmapped dimension into the batch computes each sample as
    # its own call would: the same bits.
    for i in range(3):
        sample = [a if d is None else a.select(d, i) for a, d in zip(args, in_dims)]
        assert torch.equal(ours[i], qkv.scaled_dot_product_attention(*sample))


def test_vmap_with_a_batched_mask_and_options():
    q, k, v = randn(3, 2, 5, 8, seed=1), randn(3, 2, 6, 8, seed=2), randn(3, 2, 6, 8, seed=3)
    mask = randn(3, 2, 5, 6, seed=4)
    close(vmap(lambda a, b, c, m: qkv.scaled_dot_product_attention(a, b, c, attn_mask=m))(q, k, v, mask),
          F.scaled_dot_product_attention(q, k, v, attn_mask=mask))
    lengths = torch.tensor([4])
    ours = vmap(lambda a, b, c: qkv.attention(a[None], b[None], c[None], key_lengths=lengths, causal="bottom_right",
                                              window=(2, 0))[0])(q, k, v)
    for i in range(3):
        assert torch.equal(ours[i], qkv.attention(q[i][None], k[i][None], v[i][None], key_lengths=lengths,
                                                  causal="bottom_right", window=(2, 0))[0])


def test_vmap_of_grad_equals_torch():
    q, k, v = randn(4, 2, 5, 8, seed=1), randn(4, 2, 6, 8, seed=2), randn(4, 2, 6, 8, seed=3)

    def per_sample(fn):
        return vmap(grad(lambda a, b, c: fn(a, b, c, is_causal=True).square().sum(), argnums=(0, 1, 2)))

    close(per_sample(qkv.scaled_dot_product_attention)(q, k, v), per_sample(F.scaled_dot_product_attention)(q, k, v))


def test_grad_and_per_sample_grad_of_a_learned_mask_equal_torch():
    q, k, v, mask = randn(2, 2, 5, 8, seed=1), randn(2, 2, 6, 8, seed=2), randn(2, 2, 6, 8, seed=3), randn(2, 5, 6, seed=4)

    def loss(fn):
        return lambda m, a, b, c: fn(a, b, c, attn_mask=m).square().sum()

    close(grad(loss(qkv.scaled_dot_product_attention))(mask, q, k, v),
          grad(loss(F.scaled_dot_product_attention))(mask, q, k, v))
    per_sample = (None, 0, 0, 0)
    close(vmap(grad(loss(qkv.scaled_dot_product_attention)), in_dims=per_sample)(mask, q, k, v),
          vmap(grad(loss(F.scaled_dot_product_attention)), in_dims=per_sample)(mask, q, k, v))


def test_vmap_over_lengths_alone_and_an_empty_batch():
    q, k, v = randn(1, 2, 5, 8, seed=1), randn(1, 2, 6, 8, seed=2), randn(1, 2, 6, 8, seed=3)
    lengths = torch.tensor([[6], [3], [1]])
    ours = vmap(lambda n: qkv.attention(q, k, v, key_lengths=n))(lengths)
    for i in range(3):
        assert torch.equal(ours[i], qkv.attention(q, k, v, key_lengths=lengths[i]))
    empty = vmap(lambda n: qkv.attention(q, k, v, key_lengths=n))(lengths[:0])
    assert empty.shape == (0, 1, 2, 5, 8)


def test_grad_of_the_sinks_equals_the_eager_formula():
    q, k, v, sinks = randn(1, 2, 5, 8, seed=1), randn(1, 2, 6, 8, seed=2), randn(1, 2, 6, 8, seed=3), randn(2, seed=4)

    def eager(s):  # transformers' eager sinks: a column appended to the scores, dropped after the softmax
        scores = q @ k.transpose(-1, -2) / 8 ** 0.5
        column = s.view(1, 2, 1, 1).expand(1, 2, 5, 1)
        probs = torch.softmax(torch.cat([scores, column], -1), -1)[..., :-1]
        return (probs @ v).square().sum()

    close(grad(lambda s: qkv.attention(q, k, v, sinks=s).square().sum())(sinks), grad(eager)(sinks))


def test_varlen_under_grad_vmap_and_jacrev():
    cu = torch.tensor([0, 3, 7], dtype=torch.int32)
    q, k, v = randn(7, 2, 8, seed=1), randn(7, 2, 8, seed=2), randn(7, 2, 8, seed=3)

    def ours(a, b, c):
        return qkv.flash_attn_varlen_func(a, b, c, cu, cu, 4, 4, causal=True)

    def theirs(a, b, c):
        parts = [F.scaled_dot_product_attention(*(x[s:e].transpose(0, 1) for x in (a, b, c)), is_causal=True)
                 for s, e in ((0, 3), (3, 7))]
        return torch.cat([p.transpose(0, 1) for p in parts])

    close(grad(lambda *a: ours(*a).square().sum(), argnums=(0, 1, 2))(q, k, v),
          grad(lambda *a: theirs(*a).square().sum(), argnums=(0, 1, 2))(q, k, v))
    queries = randn(3, 7, 2, 8, seed=4)
    close(vmap(ours, in_dims=(0, None, None))(queries, k, v), vmap(theirs, in_dims=(0, None, None))(queries, k, v))
    close(jacrev(ours)(q, k, v), jacrev(theirs)(q, k, v))


def test_multihead_attention_drop_in_under_grad_and_vmap():
    torch.manual_seed(0)
    ours = qkv.torch.MultiheadAttention(8, 2, batch_first=True, dtype=F64)
    theirs = torch.nn.MultiheadAttention(8, 2, batch_first=True, dtype=F64)
    theirs.load_state_dict(ours.state_dict())
    x = randn(3, 2, 5, 8, seed=1)
    params = dict(ours.named_parameters())

    def loss(module):
        return lambda p, x: torch.func.functional_call(module, p, (x, x, x))[0].square().sum()

    close(vmap(grad(loss(ours)), in_dims=(None, 0))(params, x), vmap(grad(loss(theirs)), in_dims=(None, 0))(params, x))


@pytest.mark.parametrize("transform", ["jvp", "hessian"])
def test_forward_mode_and_second_derivatives_are_clear_errors(transform):
    x = randn(8, seed=1)

    def f(t):
        t = t.view(1, 1, 4, 2)
        return qkv.attention(t, t, t).sum()

    with pytest.raises(ValueError, match="forward-mode derivatives"):
        if transform == "jvp":
            torch.func.jvp(f, (x,), (x,))
        else:
            torch.func.hessian(f)(x)


def test_merge_partials_second_derivative_is_its_formulas():
    """The merge's gradient formula detached its saved tensors: a second
    derivative through the traced operator (torch.func) came out wrong
    without an error. It equals the same merge written in torch now."""
    g = torch.Generator().manual_seed(4)
    o1, o2 = (torch.randn(1, 2, 3, 5, generator=g, dtype=torch.float64) for _ in range(2))
    l1, l2 = (torch.randn(1, 2, 3, generator=g, dtype=torch.float64) for _ in range(2))

    def in_torch(l1):
        lse = torch.logaddexp(l1, l2)
        out = torch.exp(l1 - lse)[..., None] * o1 + torch.exp(l2 - lse)[..., None] * o2
        return (out**2).sum() + (lse**2).sum()

    def merged(l1):
        out, lse = qkv.merge_partials(o1, l1, o2, l2)
        return (out**2).sum() + (lse**2).sum()

    torch.testing.assert_close(torch.func.jacrev(torch.func.grad(merged))(l1),
                               torch.func.jacrev(torch.func.grad(in_torch))(l1), atol=1e-12, rtol=1e-10)
