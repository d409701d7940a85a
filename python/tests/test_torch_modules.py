"""qkv.torch.MultiheadAttention (an nn.MultiheadAttention computed by qkv)
and qkv.torch.replace_attention."""

import copy

import pytest
import torch
from torch import nn

import qkv.torch as qt

E, H, L, S, N = 32, 4, 6, 9, 3


def _pair(**kwargs):
    torch.manual_seed(0)
    ref = nn.MultiheadAttention(E, H, **kwargs)
    ours = qt.MultiheadAttention(E, H, **kwargs)
    ours.load_state_dict(ref.state_dict())
    return ref, ours


def _masks(kind, batch_first):
    g = torch.Generator().manual_seed(4)
    if kind == "none":
        return {}
    if kind == "bool2d":
        return {"attn_mask": torch.rand(L, S, generator=g) > 0.7}
    if kind == "float3d":
        return {"attn_mask": torch.randn(N * H, L, S, generator=g)}
    if kind == "kpm":
        kpm = torch.zeros(N, S, dtype=torch.bool)
        kpm[1, 5:] = True
        return {"key_padding_mask": kpm}
    if kind == "both":
        kpm = torch.zeros(N, S)
        kpm[2, :3] = float("-inf")
        return {"key_padding_mask": kpm, "attn_mask": torch.rand(L, S, generator=g) > 0.8}
    raise AssertionError(kind)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("mask", ["none", "bool2d", "float3d", "kpm", "both"])
@pytest.mark.parametrize("options", [{}, {"kdim": 16, "vdim": 24}, {"add_bias_kv": True}, {"add_zero_attn": True},
                                     {"bias": False}])
def test_forward_and_gradients_match_torch(batch_first, mask, options):
    ref, ours = _pair(batch_first=batch_first, **options)
    g = torch.Generator().manual_seed(1)
    shape = (lambda s, e: (N, s, e)) if batch_first else (lambda s, e: (s, N, e))
    q = torch.randn(shape(L, E), generator=g, requires_grad=True)
    k = torch.randn(shape(S, options.get("kdim", E)), generator=g, requires_grad=True)
    v = torch.randn(shape(S, options.get("vdim", E)), generator=g, requires_grad=True)
    masks = _masks(mask, batch_first)
    outs = []
    for module in (ref, ours):
        out, weights = module(q, k, v, need_weights=False, **masks)
        assert weights is None
        grads = torch.autograd.grad((out * out).sum(), [q, k, v, *module.parameters()])
        outs.append((out, grads))
    torch.testing.assert_close(outs[1][0], outs[0][0], atol=1e-5, rtol=1e-5)
    for a, b in zip(outs[1][1], outs[0][1]):
        torch.testing.assert_close(a, b, atol=1e-4, rtol=1e-4)


def test_self_attention_unbatched_causal_hint_and_weights():
    ref, ours = _pair()
    x = torch.randn(L, E)
    causal = nn.Transformer.generate_square_subsequent_mask(L)
    for kwargs in ({}, {"attn_mask": causal, "is_causal": True}):
        torch.testing.assert_close(ours(x, x, x, need_weights=False, **kwargs)[0],
                                   ref(x, x, x, need_weights=False, **kwargs)[0], atol=1e-5, rtol=1e-5)
    with pytest.raises(RuntimeError, match="is_causal"):
        ours(x, x, x, need_weights=False, is_causal=True)
    out, weights = ours(x, x, x)  # need_weights=True: PyTorch's path, the weights returned
    ref_out, ref_weights = ref(x, x, x)
    torch.testing.assert_close(weights, ref_weights)
    torch.testing.assert_close(out, ref_out)


def test_same_parameters_state_dict_and_class():
    ref, ours = _pair(kdim=16, vdim=8, add_bias_kv=True)
    assert isinstance(ours, nn.MultiheadAttention)
    assert list(ours.state_dict()) == list(ref.state_dict())
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in ref.named_parameters()]


def _encoder(seed):
    torch.manual_seed(seed)
    layer = nn.TransformerEncoderLayer(E, H, dim_feedforward=64, dropout=0.0, batch_first=True)
    return nn.Sequential(nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False), nn.Linear(E, 1))


def test_transformer_encoder_trains_the_same_with_replace_attention():
    ref = _encoder(0)
    ours = qt.replace_attention(copy.deepcopy(ref))
    kinds = [type(m) for m in ours.modules() if isinstance(m, nn.MultiheadAttention)]
    assert kinds == [qt.MultiheadAttention] * 2
    g = torch.Generator().manual_seed(2)
    data = [(torch.randn(4, 10, E, generator=g), torch.randn(4, 10, 1, generator=g)) for _ in range(8)]
    kpm = torch.zeros(4, 10, dtype=torch.bool)
    kpm[1, 7:] = True
    losses = {}
    for name, model in (("torch", ref), ("qkv", ours)):
        model.train()
        opt = torch.optim.Adam(model.parameters(), lr=1e-2)
        losses[name] = []
        for x, y in data:
            opt.zero_grad()
            loss = ((model[1](model[0](x, src_key_padding_mask=kpm)) - y) ** 2).mean()
            loss.backward()
            opt.step()
            losses[name].append(loss.item())
    assert losses["torch"][-1] < losses["torch"][0]
    torch.testing.assert_close(torch.tensor(losses["qkv"]), torch.tensor(losses["torch"]), atol=1e-5, rtol=1e-4)


def test_forward_is_called_in_training_and_compiles():
    model = qt.replace_attention(_encoder(0)).train()
    calls = []
    for m in model.modules():
        if isinstance(m, qt.MultiheadAttention):
            m.register_forward_hook(lambda *a: calls.append(1))
    x = torch.randn(2, 5, E)
    ref = model(x)
    assert len(calls) == 2
    torch._dynamo.reset()
    compiled = torch.compile(model, fullgraph=True, backend="aot_eager")
    torch.testing.assert_close(compiled(x), ref, atol=1e-5, rtol=1e-5)


def test_integer_masks_are_refused_as_in_torch():
    """A uint8 / int64 mask is not a float bias: torch refuses it, and so
    does qkv (it was added to the scores, hiding nothing)."""
    ref, ours = _pair()
    x = torch.randn(L, N, E)
    kpm = torch.zeros(N, L, dtype=torch.uint8)
    kpm[:, 1:] = 1
    with pytest.raises(AssertionError):
        ref(x, x, x, key_padding_mask=kpm, need_weights=False)
    for kwargs in ({"key_padding_mask": kpm}, {"attn_mask": torch.zeros(L, L, dtype=torch.int64)}):
        with pytest.raises(TypeError, match="only bool and floating"):
            ours(x, x, x, need_weights=False, **kwargs)


def test_mask_dtypes_and_types_follow_torch():
    """A floating mask must be float32 or the query's dtype, as PyTorch's
    SDPA rule says (qkv converted a float64 / bfloat16 mask and answered);
    under the causal hint attn_mask is dropped after its kind is checked;
    a mask that is not a tensor is a TypeError, not an AttributeError."""
    ref, ours = _pair()
    x = torch.randn(L, N, E)
    for kwargs in ({"attn_mask": torch.zeros(L, L, dtype=torch.float64)},
                   {"key_padding_mask": torch.zeros(N, L, dtype=torch.bfloat16)}):
        with pytest.raises(RuntimeError, match="match query dtype"):
            ref(x, x, x, need_weights=False, **kwargs)
        with pytest.raises(TypeError, match="float32 or the query's dtype"):
            ours(x, x, x, need_weights=False, **kwargs)
    # The rule is PyTorch's for the two masks added (type promotion; a bool
    # mask counts as the query's dtype): float32 + bfloat16 is float32.
    for kwargs in ({"attn_mask": torch.zeros(L, L), "key_padding_mask": torch.zeros(N, L, dtype=torch.bfloat16)},
                   {"attn_mask": torch.zeros(L, L, dtype=torch.float16), "key_padding_mask": torch.zeros(N, L)},
                   {"attn_mask": torch.zeros(L, L, dtype=torch.bool),
                    "key_padding_mask": torch.zeros(N, L, dtype=torch.float16)}):
        torch.testing.assert_close(ours(x, x, x, need_weights=False, **kwargs)[0],
                                   ref(x, x, x, need_weights=False, **kwargs)[0])
    causal = {"attn_mask": torch.zeros(L, L, dtype=torch.float64), "is_causal": True}
    torch.testing.assert_close(ours(x, x, x, need_weights=False, **causal)[0],
                               ref(x, x, x, need_weights=False, **causal)[0])
    with pytest.raises(TypeError, match="key_padding_mask: expected a torch.Tensor, got list"):
        ours(x, x, x, need_weights=False, key_padding_mask=[[False] * L] * N)


@pytest.mark.parametrize("shape", [(0, N, E, S), (L, N, E, 0), (L, 0, E, S)])
def test_empty_inputs_give_empty_outputs_as_in_torch(shape):
    l, n, e, s = shape
    ref, ours = _pair()
    q, kv = torch.randn(l, n, e), torch.randn(s, n, e)
    want = ref(q, kv, kv, need_weights=False)[0]
    got = ours(q, kv, kv, need_weights=False)[0]
    assert got.shape == want.shape
    torch.testing.assert_close(got, want)


@pytest.mark.parametrize("bad", ["mask_1xS", "mask_1d", "mask_4d", "mask_NxLxS", "kpm_S", "unbatched_q"])
def test_masks_and_inputs_of_the_wrong_shape_are_clear_errors(bad):
    """Shapes nn.MultiheadAttention refuses are refused by name, never
    broadcast (a (1, S) attn_mask was applied to every row)."""
    _, ours = _pair()
    q, k = torch.randn(L, N, E), torch.randn(S, N, E)
    kwargs = {"mask_1xS": {"attn_mask": torch.zeros(1, S, dtype=torch.bool)},
              "mask_1d": {"attn_mask": torch.zeros(S, dtype=torch.bool)},
              "mask_4d": {"attn_mask": torch.zeros(N, H, L, S, dtype=torch.bool)},
              "mask_NxLxS": {"attn_mask": torch.zeros(N, L, S, dtype=torch.bool)},
              "kpm_S": {"key_padding_mask": torch.zeros(S, dtype=torch.bool)},
              "unbatched_q": {}}[bad]
    if bad == "unbatched_q":
        q = q[:, 0]
    name = "key_padding_mask" if bad == "kpm_S" else "query" if bad == "unbatched_q" else "attn_mask"
    with pytest.raises(ValueError, match=name):
        ours(q, k, k, need_weights=False, **kwargs)


@pytest.mark.parametrize("options", [{"add_bias_kv": True}, {"add_zero_attn": True}])
def test_cpp_module_follows_torch_causal_hint_with_extra_keys(options):
    """is_causal with need_weights=False and no key_padding_mask: torch
    replaces attn_mask by causal top-left over every key, the bias/zero key
    included; qkv's C++ module applied the padded mask instead."""
    import qkv

    torch.manual_seed(0)
    ref = nn.MultiheadAttention(E, H, **options).eval()
    cpp = qkv.MultiheadAttention.from_torch(ref)
    x = torch.randn(L, N, E)
    causal = nn.Transformer.generate_square_subsequent_mask(L)
    with torch.no_grad():
        want = ref(x, x, x, attn_mask=causal, is_causal=True, need_weights=False)[0]
    got = cpp(x, x, x, attn_mask=causal, is_causal=True, need_weights=False)[0]
    torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)


def test_from_torch_takes_a_bfloat16_module():
    import qkv

    torch.manual_seed(0)
    ref = nn.MultiheadAttention(E, H, dtype=torch.bfloat16)
    mha = qkv.MultiheadAttention.from_torch(ref)
    got = mha.state_dict()["in_proj_weight"]
    assert (torch.as_tensor(got) == ref.in_proj_weight.float()).all()


def test_a_learned_attn_mask_gets_torch_s_gradient():
    # A float attn_mask that requires grad (a learned bias) trains through
    # the drop-in as through nn.MultiheadAttention, with a key padding mask.
    torch.manual_seed(0)
    ours = qt.MultiheadAttention(8, 2, batch_first=True, dtype=torch.float64)
    theirs = nn.MultiheadAttention(8, 2, batch_first=True, dtype=torch.float64)
    theirs.load_state_dict(ours.state_dict())
    x = torch.randn(2, 5, 8, dtype=torch.float64)
    padding = torch.zeros(2, 5, dtype=torch.float64)
    padding[1, 4] = float("-inf")
    grads = []
    for module in (ours, theirs):
        mask = torch.linspace(-1, 1, 25, dtype=torch.float64).view(5, 5).requires_grad_()
        out = module(x, x, x, attn_mask=mask, key_padding_mask=padding, need_weights=False)[0]
        out.square().sum().backward()
        grads.append(mask.grad)
    assert grads[1].abs().sum() > 0
    torch.testing.assert_close(grads[0], grads[1], atol=1e-12, rtol=1e-12)


def test_dropout_one_drops_every_weight_as_pytorch_does():
    """PyTorch allows dropout p = 1 (every weight dropped: the attention
    output is 0 and nothing but the output projection's bias reaches the
    module's output); qkv used to refuse it."""
    import qkv

    g = torch.Generator().manual_seed(2)
    q, k, v = (torch.randn(2, 3, 5, 8, generator=g, requires_grad=True) for _ in range(3))
    for fn in (torch.nn.functional.scaled_dot_product_attention, qkv.scaled_dot_product_attention):
        out = fn(q, k, v, dropout_p=1.0, is_causal=True)
        assert torch.equal(out, torch.zeros_like(out))
        out.sum().backward()
        for t in (q, k, v):
            assert torch.equal(t.grad, torch.zeros_like(t))
            t.grad = None
    # lse is the undropped one; its gradient still reaches q and k.
    out, lse = qkv.attention(q, k, v, dropout_p=1.0, return_lse=True)
    _, lse0 = qkv.attention(q, k, v, return_lse=True)
    assert torch.equal(out, torch.zeros_like(out))
    torch.testing.assert_close(lse, lse0, rtol=0, atol=2e-6)
    lse.sum().backward()
    assert q.grad.abs().sum() > 0 and torch.equal(v.grad, torch.zeros_like(v))

    ref, ours = _pair(dropout=1.0, batch_first=True)
    x = torch.randn(N, L, E, generator=g)
    want, _ = ref(x, x, x, need_weights=False)
    got, _ = ours(x, x, x, need_weights=False)
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(got, ref.out_proj.bias.expand_as(got))
    got.sum().backward()
    assert torch.equal(ours.in_proj_weight.grad, torch.zeros_like(ours.in_proj_weight))
