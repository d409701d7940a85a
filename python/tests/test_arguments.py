"""Arguments at the Python boundary (issues 22 and 13): integers out of range
or of the wrong kind, dtype names, numpy bfloat16 / float16 arrays, empty
arrays, the size check of MultiheadAttention(need_weights=True), packaging."""

import pathlib
import subprocess
import sys

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import qkv

ml_dtypes = pytest.importorskip("ml_dtypes")
ROOT = pathlib.Path(__file__).resolve().parents[2]

q = torch.randn(2, 4, 5, 8)
k = torch.randn(2, 2, 7, 8)
v = torch.randn(2, 2, 7, 8)


def cache_append(**kwargs):
    kwargs.setdefault("new_lengths", None)
    cache = qkv.KvCache(2, 2, 8, 8)
    cache.append(np.zeros((2, 2, 3, 8), np.float32), np.zeros((2, 2, 3, 8), np.float32), **kwargs)


# Every integer argument of every entry point, called with one bad value.
INTEGER_ARGUMENTS = {
    "seed": lambda x: qkv.attention(q, k, v, dropout_p=0.1, seed=x),
    "window": lambda x: qkv.attention(q, k, v, window=(0, x)),
    "window ": lambda x: qkv.attention(q, k, v, window=(x, None)),
    "num_threads": lambda x: qkv.set_num_threads(x),
    "key_lengths": lambda x: qkv.attention(q, k, v, key_lengths=[x, 1]),
    "query_lengths": lambda x: qkv.attention(q, k, v, query_lengths=[1, x]),
    "batch": lambda x: qkv.KvCache(x, 1, 8, 4),
    "num_kv_heads": lambda x: qkv.KvCache(1, x, 8, 4),
    "capacity": lambda x: qkv.KvCache(1, 1, x, 4),
    "head_dim": lambda x: qkv.KvCache(1, 1, 8, x),
    "head_dim_v": lambda x: qkv.KvCache(1, 1, 8, 4, head_dim_v=x),
    "window  ": lambda x: qkv.KvCache(1, 1, 8, 4, window=x),
    "new_lengths": lambda x: cache_append(new_lengths=[x, 1]),
    "cache seed": lambda x: qkv.KvCache(1, 2, 8, 8).attend(q[:1], dropout_p=0.5, seed=x),
    "embed_dim": lambda x: qkv.MultiheadAttention(x, 2),
    "num_heads": lambda x: qkv.MultiheadAttention(8, x),
    "kdim": lambda x: qkv.MultiheadAttention(8, 2, kdim=x),
    "vdim": lambda x: qkv.MultiheadAttention(8, 2, vdim=x),
    "num_kv_heads ": lambda x: qkv.MultiheadAttention(8, 2, num_kv_heads=x),
    "mha seed": lambda x: qkv.MultiheadAttention(8, 2, seed=x),
}
BAD_INTEGERS = [
    (ValueError, 2**64), (ValueError, 2**63), (ValueError, -(2**63) - 1), (ValueError, 10**30),
    (TypeError, 1.7), (TypeError, 2.0), (TypeError, "3"), (TypeError, True), (TypeError, np.float32(1.0)),
    (TypeError, 1 + 0j),
]


SWEEP = [(argument, error, value) for argument in INTEGER_ARGUMENTS for error, value in BAD_INTEGERS
         if not (argument.endswith("seed") and value == 2**63)]  # 2^63 is a valid seed


@pytest.mark.parametrize("argument,error,value", SWEEP, ids=[f"{a.strip()}={v!r}" for a, _, v in SWEEP])
def test_bad_integers_name_the_argument(argument, error, value):
    name = argument.strip().split(" ")[-1]
    try:
        with pytest.raises((TypeError, ValueError)) as info:
            INTEGER_ARGUMENTS[argument](value)
    finally:
        qkv.set_num_threads(0)
    message = str(info.value)
    assert "incompatible function arguments" not in message
    assert message.startswith(f"{name}:"), message
    # qkv's own type for the kind: a TypeError (or ValueError) that is also
    # the RuntimeError PyTorch raises, never the other kind.
    assert info.type is {TypeError: qkv.QkvTypeError, ValueError: qkv.QkvValueError}[error], message


def test_num_threads_range_and_seed_bounds():
    with pytest.raises(ValueError, match=r"num_threads: must be >= 0 \(0 = default\) and <= 4096, got 100000"):
        qkv.set_num_threads(100000)
    try:
        qkv.set_num_threads(np.int64(4096))
        assert qkv.get_num_threads() == 4096
    finally:
        qkv.set_num_threads(0)
    a = qkv.attention(q, k, v, dropout_p=0.2, seed=2**64 - 1)
    b = qkv.attention(q, k, v, dropout_p=0.2, seed=np.uint64(2**64 - 1))
    assert torch.equal(a, b)


def test_new_lengths_are_never_truncated():
    cache = qkv.KvCache(2, 1, 8, 4)
    x = np.ones((2, 1, 3, 4), np.float32)
    for bad in ([1.7, 2.2], np.array([1.0, 2.0]), torch.tensor([1.0, 2.0]), [True, False]):
        with pytest.raises(TypeError, match="new_lengths: expected integers"):
            cache.append(x, x, new_lengths=bad)
    assert cache.lengths() == [0, 0]  # nothing stored by a failed call
    cache.append(x, x, new_lengths=torch.tensor([1, 2]))
    assert cache.lengths() == [1, 2]
    with pytest.raises(ValueError, match="new_lengths: 9223372036854775808 is outside the int64 range"):
        cache.append(x, x, new_lengths=np.array([2**63, 0], np.uint64))
    assert cache.lengths() == [1, 2]


def test_windows_at_the_int64_edge():
    want = qkv.attention(q, k, v, window=(0, -1))
    torch.testing.assert_close(qkv.attention(q, k, v, window=(0, 2**63 - 1)), want, atol=0, rtol=0)
    torch.testing.assert_close(qkv.attention(q, k, v, window=(np.int64(0), None)), want, atol=0, rtol=0)


# --- dtype names: one function, every alias.
ALIASES = {
    "float16": ["float16", "fp16", "f16", "half", "FP16", torch.float16, torch.half, np.float16, np.dtype("float16"),
                "torch.float16"],
    "bfloat16": ["bfloat16", "bf16", "BF16", torch.bfloat16, ml_dtypes.bfloat16, np.dtype(ml_dtypes.bfloat16)],
    "float32": ["float32", "fp32", "f32", "float", "single", torch.float32, torch.float, np.float32,
                np.dtype("float32")],
}


@pytest.mark.parametrize("canonical", list(ALIASES))
def test_dtype_aliases_for_kv_cache(canonical):
    want = np.dtype(ml_dtypes.bfloat16) if canonical == "bfloat16" else np.dtype(canonical)
    for alias in ALIASES[canonical]:
        cache = qkv.KvCache(1, 1, 4, 2, dtype=alias)
        assert cache.dtype == canonical, alias
        assert cache.keys().dtype == want and cache.values().dtype == want, alias


def test_dtype_aliases_for_multihead_attention_and_bad_names():
    for alias in ALIASES["float32"]:
        qkv.MultiheadAttention(8, 2, dtype=alias)
    for other in ("fp16", "double", torch.float64, np.float16):
        with pytest.raises(TypeError, match="dtype: MultiheadAttention computes in float32"):
            qkv.MultiheadAttention(8, 2, dtype=other)
    for bad in ("int8", "fp8", torch.int32, np.int16, 3, None.__class__):
        with pytest.raises(TypeError, match="dtype: unsupported dtype"):
            qkv.KvCache(1, 1, 4, 2, dtype=bad)
    with pytest.raises(TypeError, match="KvCache: unsupported dtype float64"):  # C++ names its own rule
        qkv.KvCache(1, 1, 4, 2, dtype="fp64")


# --- numpy bfloat16 (ml_dtypes) and float16 wherever arrays go.
@pytest.mark.parametrize("dtype,tol", [(ml_dtypes.bfloat16, 3e-2), (np.float16, 3e-3)], ids=["bf16", "f16"])
def test_numpy_low_precision_kv_cache(dtype, tol):
    rng = np.random.default_rng(3)
    cache = qkv.KvCache(1, 2, 16, 8, dtype=np.dtype(dtype).name)
    keys, values = (rng.standard_normal((1, 2, 5, 8)).astype(dtype) for _ in range(2))
    cache.append(keys, values)
    got = cache.keys()
    assert got.dtype == np.dtype(dtype) and got.shape == (1, 2, 16, 8)
    np.testing.assert_array_equal(got[:, :, :5].view(np.uint16), keys.view(np.uint16))
    np.testing.assert_array_equal(cache.values()[:, :, :5].view(np.uint16), values.view(np.uint16))
    query = rng.standard_normal((1, 4, 2, 8)).astype(dtype)
    cache.append(keys[:, :, :2], values[:, :, :2])
    out = cache.attend(query)
    assert out.dtype == np.dtype(dtype)
    K = np.concatenate([keys, keys[:, :, :2]], 2).astype(np.float64)
    V = np.concatenate([values, values[:, :, :2]], 2).astype(np.float64)
    want = F.scaled_dot_product_attention(torch.from_numpy(query.astype(np.float64)), torch.from_numpy(K),
                                          torch.from_numpy(V), enable_gqa=True,
                                          attn_mask=torch.ones(2, 7, dtype=torch.bool).tril(5))
    np.testing.assert_allclose(out.astype(np.float64), want.numpy(), atol=tol, rtol=tol)


@pytest.mark.parametrize("mask_dtype", [ml_dtypes.bfloat16, np.float16], ids=["bf16", "f16"])
@pytest.mark.parametrize("qkv_dtype", [np.float32, ml_dtypes.bfloat16], ids=["f32", "bf16"])
def test_numpy_low_precision_masks_and_inputs(mask_dtype, qkv_dtype):
    rng = np.random.default_rng(4)
    qn, kn, vn = (rng.standard_normal(s).astype(qkv_dtype) for s in ((1, 2, 5, 8), (1, 2, 6, 8), (1, 2, 6, 8)))
    mask = np.round(rng.standard_normal((5, 6)) * 4) / 4  # exact in bfloat16 and float16
    mask[0, 1:] = -np.inf
    got = qkv.attention(qn, kn, vn, attn_mask=mask.astype(mask_dtype), causal="bottom_right")
    want = qkv.attention(qn, kn, vn, attn_mask=mask.astype(np.float32), causal="bottom_right")
    assert got.dtype == np.dtype(qkv_dtype)
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))
    sdpa = qkv.scaled_dot_product_attention(qn, kn, vn, attn_mask=mask.astype(mask_dtype))
    assert sdpa.dtype == np.dtype(qkv_dtype)


def test_numpy_bfloat16_merge_partials_and_options():
    rng = np.random.default_rng(5)
    qn, kn, vn = (rng.standard_normal(s).astype(ml_dtypes.bfloat16) for s in ((1, 2, 3, 8), (1, 2, 9, 8),
                                                                              (1, 2, 9, 8)))
    full, lse = qkv.attention(qn, kn, vn, return_lse=True, alibi_slopes=[0.5, 0.25], key_lengths=[9])
    assert full.dtype == np.dtype(ml_dtypes.bfloat16) and lse.dtype == np.float32
    a = qkv.attention(qn, kn[:, :, :4], vn[:, :, :4], return_lse=True)
    b = qkv.attention(qn, kn[:, :, 4:], vn[:, :, 4:], return_lse=True)
    out, _ = qkv.merge_partials(a[0], a[1], b[0], b[1])
    assert out.dtype == np.dtype(ml_dtypes.bfloat16)
    np.testing.assert_allclose(out.astype(np.float64), qkv.attention(qn, kn, vn).astype(np.float64), atol=2e-2)


def test_uint16_arrays_are_refused_not_read_as_bfloat16():
    bits = np.zeros((2, 2, 3, 8), np.uint16)
    with pytest.raises(TypeError, match="k: unsupported dtype uint16"):
        qkv.KvCache(2, 2, 8, 8, dtype="bf16").append(bits, bits)
    with pytest.raises(TypeError, match="attn_mask: unsupported dtype uint16"):
        qkv.attention(q, k, v, attn_mask=np.zeros((5, 7), np.uint16))
    with pytest.raises(TypeError, match="attn_mask: unsupported dtype uint16"):
        qkv.attention(q, k, v, attn_mask=torch.zeros(5, 7, dtype=torch.uint16))
    with pytest.raises(TypeError, match="q: unsupported dtype uint16"):
        qkv.attention(q.numpy().view(np.uint16)[..., :4], k.numpy(), v.numpy())


# --- empty arrays: numpy gives them zero strides (issue 13).
EMPTY_CASES = [((2, 4, 0, 8), (2, 2, 5, 8)), ((2, 4, 3, 8), (2, 2, 0, 8)), ((2, 4, 0, 8), (2, 2, 0, 8))]


@pytest.mark.parametrize("kind", ["numpy", "torch"])
@pytest.mark.parametrize("q_shape,kv_shape", EMPTY_CASES, ids=["seq_q=0", "seq_kv=0", "both"])
def test_empty_sequences(q_shape, kv_shape, kind):
    rng = np.random.default_rng(0)
    qn, kn, vn = (rng.standard_normal(s).astype(np.float32) for s in (q_shape, kv_shape, kv_shape))
    if q_shape[2] == 0:
        assert qn.strides == (0, 0, 0, 0)  # what numpy gives: the case of the report
    if kind == "torch":
        qn, kn, vn = (torch.from_numpy(x) for x in (qn, kn, vn))
    out, lse = qkv.attention(qn, kn, vn, return_lse=True)
    assert tuple(out.shape) == q_shape and tuple(lse.shape) == q_shape[:3]
    assert not np.asarray(out).any()  # no key: zeros (and nothing for no query)
    assert np.all(np.asarray(lse) == -np.inf)
    sdpa = qkv.scaled_dot_product_attention(qn, kn, vn, enable_gqa=True, is_causal=False)
    assert tuple(sdpa.shape) == q_shape
    bshd = qkv.attention(*(x.swapaxes(1, 2) if kind == "numpy" else x.transpose(1, 2) for x in (qn, kn, vn)),
                         layout="bshd")
    assert tuple(bshd.shape) == (q_shape[0], q_shape[2], q_shape[1], q_shape[3])


@pytest.mark.parametrize("q_shape,kv_shape", EMPTY_CASES, ids=["seq_q=0", "seq_kv=0", "both"])
def test_empty_sequences_backward(q_shape, kv_shape):
    leaves = [torch.randn(s, requires_grad=True) for s in (q_shape, kv_shape, kv_shape)]
    out, lse = qkv.attention(*leaves, return_lse=True)
    (out.sum() + lse.masked_fill(torch.isinf(lse), 0).sum()).backward()
    for t in leaves:
        assert t.grad.shape == t.shape and not t.grad.any()


# --- MultiheadAttention(need_weights=True): sized before any work.
class _NoForward:
    """Stands in for the C++ module: any call to forward is a failure."""

    def __init__(self, impl):
        self.impl = impl

    def forward(self, *args):
        raise AssertionError("attention ran before the weights were sized")

    def __getattr__(self, name):
        return getattr(self.impl, name)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("average", [True, False])
def test_need_weights_too_large_is_refused_before_attention(batch_first, average):
    mha = qkv.MultiheadAttention(8, 2, batch_first=batch_first)
    mha._impl = _NoForward(mha._impl)
    seq = 2**20  # (1, 2^20, 2^20) float32 weights: 4 TiB, beyond any machine
    x = torch.zeros((1, seq, 8) if batch_first else (seq, 1, 8))
    with pytest.raises(ValueError, match="need_weights.*pass need_weights=False"):
        mha(x, x, x, need_weights=True, average_attn_weights=average)
    with pytest.raises(ValueError, match="need_weights.*pass need_weights=False"):
        mha(x[:, 0] if not batch_first else x[0], x[0] if batch_first else x[:, 0],
            x[0] if batch_first else x[:, 0], need_weights=True)  # unbatched


def test_need_weights_within_memory_still_computed():
    mha = qkv.MultiheadAttention(8, 2)
    x = torch.randn(64, 3, 8)
    out, weights = mha(x, x, x, need_weights=True, average_attn_weights=False)
    assert weights.shape == (3, 2, 64, 64)
    torch.testing.assert_close(weights.sum(-1), torch.ones(3, 2, 64))


# --- packaging and imports.
def test_package_declares_its_runtime_dependencies():
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = [d.split(">")[0].split("=")[0].split("<")[0].strip() for d in project["dependencies"]]
    assert "numpy" in names and "ml_dtypes" in names
    assert any(d.startswith("mpi4py") for d in project["optional-dependencies"]["mpi"])


def test_import_qkv_imports_numpy_on_first_use():
    # numpy (most of import qkv's former cost) loads at the first call, and
    # then every qkv module reads numpy itself, not the proxy.
    code = ("import sys, qkv; assert 'numpy' not in sys.modules; "
            "import numpy as np; q = np.ones((1, 1, 2, 4), np.float32); "
            "assert qkv.attention(q, q, q).shape == (1, 1, 2, 4); "
            "from qkv import _api, _args, _flash, _modules; "
            "assert all(m.np is np for m in (_api, _args, _flash, _modules)); print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr


def test_import_qkv_is_light_and_dist_is_an_attribute():
    code = ("import sys, qkv; assert 'mpi4py' not in sys.modules and 'matplotlib' not in sys.modules "
            "and 'torch' not in sys.modules, sorted(m for m in sys.modules if m.split('.')[0] in "
            "('mpi4py', 'matplotlib', 'torch')); "
            "assert callable(qkv.dist.shard) and callable(qkv.plot.heatmap); "
            "assert 'mpi4py' not in sys.modules; print('ok')")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr
    with pytest.raises(AttributeError, match="has no attribute 'nope'"):
        qkv.nope  # noqa: B018


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.float16, torch.float64], ids=str)
def test_torch_tensors_reach_the_binding_without_a_copy(dtype):
    """qkv._args.plain hands torch tensors over as numpy views (not through
    __dlpack__): same memory, same strides, gradients detached."""
    base = torch.randn(2, 9, 4, 8, dtype=dtype, requires_grad=True)
    view = base.transpose(1, 2)[:, :, 1:]  # strided, offset, requires grad
    seen = qkv._args.plain(view, "q")
    assert qkv._qkv.data_pointer(seen) == view.data_ptr()
    assert tuple(seen.shape) == tuple(view.shape)
    assert tuple(s // seen.itemsize for s in seen.strides) == view.stride()
    out = qkv.attention(view.detach(), view.detach(), view.detach())
    want = qkv.attention(view.detach().contiguous(), view.detach().contiguous(), view.detach().contiguous())
    assert out.dtype == dtype and torch.equal(out, want)
