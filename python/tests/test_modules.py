"""qkv.MultiheadAttention against torch.nn.MultiheadAttention (eval mode),
modelled on PyTorch's own MHA tests; safetensors round trips; qkv.KvCache
generation against full recomputation."""

import itertools

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import qkv

ATOL = 1e-5


def make_pair(E=16, H=4, kdim=None, vdim=None, bias=True, add_bias_kv=False, add_zero_attn=False,
              batch_first=False, seed=0):
    torch.manual_seed(seed)
    ref = torch.nn.MultiheadAttention(E, H, bias=bias, add_bias_kv=add_bias_kv, add_zero_attn=add_zero_attn,
                                      kdim=kdim, vdim=vdim, batch_first=batch_first).eval()
    with torch.no_grad():  # non-zero biases so they are exercised
        for name, p in ref.named_parameters():
            if "bias" in name:
                p.copy_(torch.randn_like(p) * 0.1)
    return ref, qkv.MultiheadAttention.from_torch(ref)


CONSTRUCTORS = [dict(bias=b, add_bias_kv=kv, add_zero_attn=z, kdim=kd, vdim=vd, batch_first=bf)
                for b, kv, z, (kd, vd), bf in itertools.product(
                    (True, False), (False, True), (False, True), ((None, None), (12, 20)), (False, True))]


def inputs(kw, L=5, S=7, N=3, E=16, unbatched=False, seed=1):
    g = torch.Generator().manual_seed(seed)
    kd, vd = kw.get("kdim") or E, kw.get("vdim") or E
    shape = (lambda n, d: (n, d)) if unbatched else (
        (lambda n, d: (N, n, d)) if kw.get("batch_first") else (lambda n, d: (n, N, d)))
    return (torch.randn(*shape(L, E), generator=g), torch.randn(*shape(S, kd), generator=g),
            torch.randn(*shape(S, vd), generator=g))


def compare(ref, ours, args, kwargs):
    with torch.no_grad():
        r_out, r_w = ref(*args, **kwargs)
    o_out, o_w = ours(*args, **kwargs)
    torch.testing.assert_close(o_out, r_out, atol=ATOL, rtol=1e-5)
    if r_w is None:
        assert o_w is None
    else:
        torch.testing.assert_close(o_w, r_w, atol=ATOL, rtol=1e-5)


@pytest.mark.parametrize("kw", CONSTRUCTORS, ids=lambda kw: "-".join(f"{k}={v}" for k, v in kw.items()))
def test_constructor_grid(kw):
    ref, ours = make_pair(**kw)
    q, k, v = inputs(kw)
    N = 3
    g = torch.Generator().manual_seed(2)
    kpm = torch.rand(N, 7, generator=g) > 0.7
    kpm[:, 0] = False  # keep one key per row so PyTorch's weights are not NaN
    for need_weights, average in ((False, True), (True, True), (True, False)):
        compare(ref, ours, (q, k, v), dict(need_weights=need_weights, average_attn_weights=average))
        compare(ref, ours, (q, k, v), dict(key_padding_mask=kpm, need_weights=need_weights,
                                           average_attn_weights=average))


@pytest.mark.parametrize("mask_kind", ["bool2d", "float2d", "bool3d", "float3d", "float_kpm", "causal"])
@pytest.mark.parametrize("batch_first", [False, True])
def test_masks(mask_kind, batch_first):
    kw = dict(batch_first=batch_first)
    ref, ours = make_pair(**kw)
    L = S = 6
    q, k, v = inputs(kw, L=L, S=S)
    g = torch.Generator().manual_seed(3)
    H, N = 4, 3
    kwargs = {}
    if mask_kind == "bool2d":
        m = torch.rand(L, S, generator=g) > 0.6
        m[:, 0] = False
        kwargs["attn_mask"] = m
    elif mask_kind == "float2d":
        kwargs["attn_mask"] = torch.randn(L, S, generator=g)
    elif mask_kind == "bool3d":
        m = torch.rand(N * H, L, S, generator=g) > 0.6
        m[..., 0] = False
        kwargs["attn_mask"] = m
    elif mask_kind == "float3d":
        kwargs["attn_mask"] = torch.randn(N * H, L, S, generator=g)
    elif mask_kind == "float_kpm":
        kwargs["key_padding_mask"] = torch.randn(N, S, generator=g)
    else:
        kwargs["attn_mask"] = torch.nn.Transformer.generate_square_subsequent_mask(L)
        kwargs["is_causal"] = True
    for need_weights in (False, True):
        compare(ref, ours, (q, k, v), dict(kwargs, need_weights=need_weights))


def test_self_attention_unbatched_and_numpy():
    ref, ours = make_pair()
    x = torch.randn(6, 16)
    compare(ref, ours, (x, x, x), {})
    out, w = ours(x.numpy(), x.numpy(), x.numpy())
    assert isinstance(out, np.ndarray) and out.shape == (6, 16) and w.shape == (6, 6)
    with torch.no_grad():
        r_out, _ = ref(x, x, x)
    np.testing.assert_allclose(out, r_out.numpy(), atol=ATOL, rtol=1e-5)


def test_fully_masked_row_weights_are_zero_not_nan():
    ref, ours = make_pair()
    q, k, v = inputs({}, L=4, S=5)
    mask = torch.zeros(4, 5, dtype=torch.bool)
    mask[2] = True  # row 2 sees nothing
    out, w = ours(q, k, v, attn_mask=mask)
    assert not torch.isnan(w).any() and not torch.isnan(out).any()
    assert torch.all(w[:, 2] == 0)


def test_gqa_and_errors():
    mha = qkv.MultiheadAttention(16, 4, num_kv_heads=2)
    assert sorted(mha.state_dict()) == ["in_proj_bias", "k_proj_weight", "out_proj.bias",
                                        "out_proj.weight", "q_proj_weight", "v_proj_weight"]
    assert mha.state_dict()["k_proj_weight"].shape == (8, 16)
    x = torch.randn(5, 2, 16)
    out, _ = mha(x, x, x, need_weights=False)
    assert out.shape == (5, 2, 16)
    with pytest.raises(ValueError, match="embed_dim 10 must be divisible by num_heads 4"):
        qkv.MultiheadAttention(10, 4)
    with pytest.raises(ValueError, match="num_heads 4 must be a multiple of num_kv_heads 3"):
        qkv.MultiheadAttention(16, 4, num_kv_heads=3)
    with pytest.raises(ValueError, match="attn_mask must be given"):
        mha(x, x, x, is_causal=True)
    with pytest.raises(TypeError, match="float32"):
        mha(x.double(), x.double(), x.double())
    with pytest.raises(ValueError, match="load_state_dict: missing"):
        mha.load_state_dict({})


def test_inputs_that_require_grad_are_refused_while_grad_is_on():
    # Its weights live in C++, so no gradient flows through it: the output
    # came back detached, and x + mha(x) trained with x's gradient 1.95 off.
    ref, ours = make_pair()
    x = torch.randn(4, 2, 16, requires_grad=True)
    for args, kwargs in (((x, x, x), {}), ((x.detach(),) * 3, {"attn_mask": torch.zeros(4, 4, requires_grad=True)})):
        with pytest.raises(ValueError, match="qkv.torch.MultiheadAttention.*forward only"):
            ours(*args, **kwargs)
    with torch.no_grad():  # nothing to lose: answered, masks that require grad too
        compare(ref, ours, (x, x, x), {"attn_mask": torch.zeros(4, 4, requires_grad=True)})


def test_safetensors_written_by_torch_round_trip(tmp_path):
    from safetensors.torch import save_file

    for kw in (dict(), dict(kdim=12, vdim=20, add_bias_kv=True)):
        ref, _ = make_pair(**kw)
        path = tmp_path / "mha.safetensors"
        save_file({k: v.contiguous() for k, v in ref.state_dict().items()}, str(path))
        ours = qkv.MultiheadAttention(16, 4, kdim=kw.get("kdim"), vdim=kw.get("vdim"),
                                      add_bias_kv=kw.get("add_bias_kv", False))
        ours.load_safetensors(path)
        compare(ref, ours, inputs(kw), {})
        again = tmp_path / "again.safetensors"
        ours.save_safetensors(again)
        from safetensors.torch import load_file

        for name, t in load_file(str(again)).items():
            torch.testing.assert_close(t, ref.state_dict()[name], atol=0, rtol=0)


def test_safetensors_errors(tmp_path):
    mha = qkv.MultiheadAttention(16, 4)
    good = tmp_path / "good.safetensors"
    mha.save_safetensors(good)
    data = good.read_bytes()
    cases = {
        "truncated": data[:-10],
        "bad_header": (5).to_bytes(8, "little") + b"{nope",
        "huge_header": (10**9).to_bytes(8, "little") + data[8:],
        "wrong_dtype": data.replace(b'"F32"', b'"U32"', 1),
    }
    for name, blob in cases.items():
        path = tmp_path / f"{name}.safetensors"
        path.write_bytes(blob)
        with pytest.raises(ValueError, match="invalid safetensors file|unexpected|missing"):
            mha.load_safetensors(path)


@pytest.mark.parametrize("dtype", ["float32", "bfloat16", "float16"])
def test_kv_cache_generation_matches_full_recomputation(dtype):
    torch_dtype = getattr(torch, dtype)
    B, H, Hkv, D = 2, 4, 2, 16
    cache = qkv.KvCache(B, Hkv, 100, D, dtype=dtype)
    g = torch.Generator().manual_seed(5)
    ks, vs = [], []
    tol = {"float32": 1e-5, "bfloat16": 2e-2, "float16": 2e-3}[dtype]
    for step in range(66):
        n = 3 if step == 0 else 1
        q = torch.randn(B, H, n, D, generator=g).to(torch_dtype)
        k = torch.randn(B, Hkv, n, D, generator=g).to(torch_dtype)
        v = torch.randn(B, Hkv, n, D, generator=g).to(torch_dtype)
        cache.append(k, v)
        ks.append(k)
        vs.append(v)
        out = cache.attend(q)
        assert out.dtype == torch_dtype and out.shape == (B, H, n, D)
        K, V = torch.cat(ks, 2).double(), torch.cat(vs, 2).double()
        S = K.shape[2]
        mask = torch.ones(n, S, dtype=torch.bool).tril(S - n)
        want = F.scaled_dot_product_attention(q.double(), K, V, attn_mask=mask, enable_gqa=True)
        torch.testing.assert_close(out.double(), want, atol=tol, rtol=tol)
    assert cache.lengths() == [68, 68]


def test_kv_cache_sliding_window_and_numpy():
    B, Hkv, D, W = 1, 1, 8, 8
    cache = qkv.KvCache(B, Hkv, None, D, window=W)
    rng = np.random.default_rng(0)
    ks, vs = [], []
    for step in range(30):
        q, k, v = (rng.standard_normal((B, Hkv, 1, D)).astype(np.float32) for _ in range(3))
        cache.append(k, v)
        ks.append(k)
        vs.append(v)
        out = cache.attend(q)
        assert isinstance(out, np.ndarray)
        K = torch.from_numpy(np.concatenate(ks, 2)[:, :, -W:]).double()
        V = torch.from_numpy(np.concatenate(vs, 2)[:, :, -W:]).double()
        want = F.scaled_dot_product_attention(torch.from_numpy(q).double(), K, V)
        np.testing.assert_allclose(out, want.numpy(), atol=1e-5, rtol=1e-5)
    with pytest.raises(ValueError, match="capacity"):
        small = qkv.KvCache(1, 1, 2, 4)
        small.append(np.ones((1, 1, 3, 4), np.float32), np.ones((1, 1, 3, 4), np.float32))


def test_plot_heatmap(tmp_path):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import qkv.plot

    w = np.array([[0.61, 0.06, 0.33], [0.2, 0.5, 0.3]])
    ax = qkv.plot.heatmap(w, tokens=["water", "book", "knocked-over"], query_tokens=["it", "cup"])
    assert [t.get_text() for t in ax.get_xticklabels()] == ["water", "book", "knocked-over"]
    assert ax.images[0].get_array().shape == (2, 3)
    ax.figure.savefig(tmp_path / "w.png")
    assert (tmp_path / "w.png").stat().st_size > 0
    with pytest.raises(ValueError, match="tokens: 2 labels for 3 keys"):
        qkv.plot.heatmap(w, tokens=["a", "b"])


def test_tutorial_pictures_are_valid_svg_with_one_cell_per_weight():
    import pathlib
    import xml.etree.ElementTree as ET

    img = pathlib.Path(__file__).resolve().parents[2] / "docs" / "img"
    svgs = sorted(img.glob("*.svg"))
    assert len(svgs) >= 10
    for svg in svgs:
        root = ET.parse(svg).getroot()
        if svg.name == "head-view.svg":  # qkv.viz.head_view: a map per head
            assert [e for e in root.iter() if e.get("class") == "map"], svg
            continue
        cells = [e for e in root.iter() if e.get("class") == "cell"]
        assert cells, svg
    ns = {"s": "http://www.w3.org/2000/svg"}
    water = ET.parse(img / "water-heads.svg").getroot()
    assert len([e for e in water.iter() if e.get("class") == "cell"]) == 2 * 1 * 3
    mask = ET.parse(img / "mask-causal.svg").getroot()
    assert len([e for e in mask.iter() if e.get("class") == "cell"]) == 8 * 12
    assert water.findall(".//s:text", ns)


def test_forward_is_not_torn_by_concurrent_set_parameter_or_training_calls():
    # forward runs without the GIL; the object's lock keeps set_parameter out
    # of a running forward (every output is one of the two weight sets', never
    # a mixture) and counts every training forward's dropout seed exactly once.
    import threading

    import copy

    ref_a, ours = make_pair(E=64, H=4, seed=0)
    ref_b = copy.deepcopy(ref_a)  # differs in in_proj_weight only
    with torch.no_grad():
        ref_b.in_proj_weight.mul_(-0.5)
    q, k, v = inputs({}, L=64, S=64, N=2, E=64)
    swaps = [r.in_proj_weight.detach().numpy().copy() for r in (ref_a, ref_b)]
    with torch.no_grad():
        wants = [r(q, k, v, need_weights=False)[0] for r in (ref_a, ref_b)]
    stop, bad = threading.Event(), []

    def swap():  # one set_parameter is atomic for forward (a whole state_dict is not)
        i = 0
        while not stop.is_set():
            ours._impl.set_parameter("in_proj_weight", swaps[i % 2])
            i += 1

    def run():
        for _ in range(40):
            out, _ = ours(q, k, v, need_weights=False)
            if not any(torch.allclose(out, w, atol=1e-5, rtol=1e-5) for w in wants):
                bad.append(out)

    swapper = threading.Thread(target=swap)
    workers = [threading.Thread(target=run) for _ in range(2)]
    swapper.start()
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    stop.set()
    swapper.join()
    assert not bad

    train = qkv.MultiheadAttention(64, 4, dropout=0.5, seed=3).train()
    before = train._impl.dropout_seed
    threads = [threading.Thread(target=lambda: [train(q, k, v, need_weights=False) for _ in range(25)])
               for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert train._impl.dropout_seed == before + 100
