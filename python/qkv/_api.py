"""The Python face of qkv: argument handling around the C++ binding.

Arrays are passed to C++ as they are (numpy arrays and torch CPU tensors,
any strides); the only copies made are documented on each function.
"""

from __future__ import annotations

import math

import os

from . import _qkv
from ._args import (
    INT64_MAX,
    INT64_MIN,
    MAX_THREADS,
    UINT64_MAX,
    QkvTypeError,
    QkvValueError,
    array_dtype_name,
    integer,
    integers,
    plain,
    real,
    reals,
    refuse_slope_grad,
    require_dense,
)
from ._numpy import np

# Annotations only (they are strings: from __future__ import annotations);
# typing itself is not imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional, Sequence, Tuple, Union

_CAUSAL = {None: 0, False: 0, True: 1, "top_left": 1, "bottom_right": 2}
_FAST_CAUSAL = (type(None), bool, str)
_FLOAT_NAMES = ("float16", "bfloat16", "float32", "float64")
_MASK_NAMES = ("bool",) + _FLOAT_NAMES
_num_threads = 0


def set_num_threads(num_threads: int) -> None:
    """Sets the threads qkv uses per call; 0 restores the default
    (``QKV_NUM_THREADS`` or the number of cores), at most 4096. Results are
    bit-identical for every thread count. Beside torch, calls run on torch's
    OpenMP team (``QKV_OPENMP=0`` turns that off), whose size
    ``torch.set_num_threads`` sets: a call then uses at most that many."""
    global _num_threads
    n = integer(num_threads, "num_threads", 0, MAX_THREADS,
                rule=f"must be >= 0 (0 = default) and <= {MAX_THREADS}")
    _qkv.set_num_threads(n)  # resizes the process-wide pool (RuntimeError if its threads cannot start)
    _num_threads = n
    _FAST_OPTIONS.clear()


def get_num_threads() -> int:
    """The number of threads a call uses."""
    return _num_threads or _qkv.default_num_threads()


_TORCH_TYPES: dict = {}  # type -> whether it is a torch tensor type


def _is_torch(x: Any) -> bool:
    t = type(x)
    found = _TORCH_TYPES.get(t)
    if found is None:
        found = _TORCH_TYPES[t] = t.__module__.split(".")[0] == "torch" and hasattr(x, "data_ptr")
    return found


# (plain tensor types, torch.compiler.is_compiling, dispatch-mode stack depth,
# whether a tensor is wrapped by a torch.func transform), set on the first
# torch tensor (or at import when torch is already loaded).
_torch_state = None


def load_torch_state() -> Tuple[Any, Any, Any]:
    """Registers torch.ops.qkv (importing qkv._ops) and keeps what _traced
    asks on every torch call."""
    global _torch_state
    if _torch_state is None:
        import torch

        from . import _ops  # noqa: F401  (registers the operators)

        _torch_state = ((torch.Tensor, torch.nn.Parameter), torch.compiler.is_compiling,
                        torch._C._len_torch_dispatch_stack, torch._C._functorch.is_functorch_wrapped_tensor)
        global _Tensor, _grad_enabled, _torch_empty, _torch_empty_like, _contiguous, _to_dlpack, _torch_bool
        _Tensor, _grad_enabled, _torch_empty = torch.Tensor, torch.is_grad_enabled, torch.empty
        _torch_empty_like, _contiguous = torch.empty_like, torch.contiguous_format
        _to_dlpack, _torch_bool = torch._C._to_dlpack, torch.bool
        _FAST_DTYPES.update(dict.fromkeys((torch.float32, torch.float16, torch.bfloat16, torch.float64), True))
        _adopt_torch_openmp(torch)
    return _torch_state


def _adopt_torch_openmp(torch: Any) -> None:
    """One set of worker threads with PyTorch: the main thread's calls run
    on the team of torch's own OpenMP runtime, whose workers would otherwise
    spin on the cores qkv computes on (docs/DESIGN.md, threads). Off with
    QKV_OPENMP=0 (or false/off/no); only from the main thread, whose team is
    the one torch's ops use (a program whose first torch call to qkv comes
    from another thread keeps qkv's own pool). Never raises: without torch's
    runtime qkv keeps its pool."""
    import threading

    if os.environ.get("QKV_OPENMP", "1").strip().lower() in ("0", "false", "off", "no"):
        return
    if threading.current_thread() is not threading.main_thread():
        return
    try:
        here = os.path.dirname(torch.__file__)
        # torch/lib (x86-64 wheels), torch.libs (wheels repaired by auditwheel)
        dirs = [os.path.join(here, "lib"), os.path.join(os.path.dirname(here), "torch.libs")]
        paths = [os.path.join(d, n) for d in dirs if os.path.isdir(d)
                 for n in sorted(os.listdir(d)) if n.startswith("libgomp")]
    except (OSError, TypeError):
        return
    for path in paths:
        if _qkv.use_loaded_openmp(path):
            return
    if not paths:
        _qkv.use_loaded_openmp()  # a torch whose runtime lives elsewhere


class _NoTensor:  # stands for torch.Tensor until torch is seen: no type is it
    pass


_Tensor: Any = _NoTensor
_grad_enabled: Any = None
_torch_empty: Any = None
_torch_empty_like: Any = None
_contiguous: Any = None
_to_dlpack: Any = None
_torch_bool: Any = None
_FAST_DTYPES: dict = {}  # the floating torch dtypes
_FAST_OPTIONS: dict = {}  # (scale, causal) -> the _qkv.Options of a call with no other option


def _fast_options(scale: Any, causal: int) -> Any:
    key = (type(scale), scale, causal)  # the type: True == 1 but a bool is no scale
    o = _FAST_OPTIONS.get(key)
    if o is None:
        if len(_FAST_OPTIONS) > 64:
            _FAST_OPTIONS.clear()
        o = _FAST_OPTIONS[key] = _plain_options(scale, causal, None)
    return o


def _plain_options(scale: Any, causal: int, mask: Any) -> Any:
    """The _qkv.Options of a call with no option but scale, causal and mask."""
    return _qkv.Options(real(scale, "scale"), 0.0, None, causal, -1, -1, None, None, mask, 0.0, 0, _num_threads)


def _fast_mask(mask: Any, causal: int) -> Any:
    """The mask as _fast_call passes it, or None for the full path: a plain
    CPU torch tensor, bool or floating, of rank 1 to 4, in a call without
    causal (PyTorch refuses the two together; qkv.attention combines them
    on the full path), with no gradient to form (a mask that requires grad
    while grad is on gets its gradient there)."""
    if causal or type(mask) is not _Tensor or not mask.is_cpu or mask.is_nested or _torch_state[3](mask):
        return None  # _torch_state[3]: wrapped by a torch.func transform
    if mask.dtype is not _torch_bool and mask.dtype not in _FAST_DTYPES:
        return None
    if not 1 <= len(mask.shape) <= 4 or mask.is_neg() or mask._is_zerotensor():
        return None
    if mask.requires_grad:
        if _grad_enabled():
            return None
        mask = mask.detach()
    return mask


def _fast_call(q: Any, k: Any, v: Any, scale: Any, causal: int, gqa: bool, mask: Any = None) -> Any:
    """The hot path of a plain eager call on torch tensors (issue 21): rank 4
    (batch, heads, seq, dim), float32/float16/bfloat16/float64, no gradient,
    no option but scale, causal and a plain mask (a CPU torch tensor, bool or
    floating, rank <= 4, broadcast by C++; only without causal); without gqa,
    as many query heads as key heads. Returns out, or None when the call
    needs the full path (which then checks, converts and words any error).
    Shape rules are C++'s: an error there also sends the call to the full
    path, which raises it with the same words."""
    state = _torch_state
    if causal < 0 or state[1]() or state[2]():
        return None
    dt = q.dtype
    if dt not in _FAST_DTYPES or k.dtype is not dt or v.dtype is not dt:
        return None
    if _grad_enabled() and (q.requires_grad or k.requires_grad or v.requires_grad):
        return None
    if mask is not None:
        mask = _fast_mask(mask, causal)
        if mask is None:
            return None
    try:
        qs, ks, vs = q.shape, k.shape, v.shape
    except RuntimeError:  # a nested tensor has no shape: the full path refuses it
        return None
    if len(qs) != 4 or len(ks) != 4 or len(vs) != 4 or not (gqa or qs[1] == ks[1]):
        return None
    if not (q.is_cpu and k.is_cpu and v.is_cpu):
        return None
    # DLPack would hand a lazily negated view over without its negation, and
    # autograd's zero tensors without storage (a view of one has a non-null
    # pointer, its offset, that C++ cannot tell from data): the full path
    # materialises them.
    if q.is_neg() or k.is_neg() or v.is_neg() or q._is_zerotensor() or k._is_zerotensor() or v._is_zerotensor():
        return None
    try:
        # empty_like costs half of empty with a shape (q's shape is out's
        # unless head_dim_v differs); contiguous whatever q's strides.
        out = (_torch_empty_like(q, memory_format=_contiguous) if qs[3] == vs[3]
               else _torch_empty((qs[0], qs[1], qs[2], vs[3]), dtype=dt))
        # torch._C._to_dlpack: a capsule the binding reads in place, a tenth
        # of the cost of Tensor.numpy() (and bfloat16 needs no view). A
        # strided last dimension reaches C++, which refuses it (QkvValueError).
        options = _fast_options(scale, causal) if mask is None else _plain_options(scale, 0, _to_dlpack(mask))
        _qkv.attention_into(_to_dlpack(q), _to_dlpack(k), _to_dlpack(v), _to_dlpack(out), None, options)
    except (RuntimeError, ValueError, TypeError):
        return None
    return out


def _traced(x: Any, *others: Any) -> bool:
    """Whether a call on x (and the other operands) must go through
    torch.ops.qkv: under Dynamo, with a tensor subclass (fake, functional:
    export, AOTAutograd), inside a dispatch mode (make_fx) or under a
    torch.func transform (grad, vjp, jacrev, vmap: the operators' autograd
    formulas and vmap rules serve them). numpy arrays and plain eager tensors
    return False after a few type checks."""
    state = _torch_state
    if state is None:
        if type(x) is np.ndarray or not _is_torch(x):
            return False
        state = load_torch_state()
    if type(x) in state[0]:
        return (state[1]() or state[2]() > 0 or state[3](x)
                or any(type(t) in state[0] and state[3](t) for t in others))
    return type(x) is not np.ndarray and _is_torch(x)


def _kind(named: Sequence[Tuple[str, Any]]) -> str:
    kinds = set()
    for name, x in named:
        if isinstance(x, np.ndarray):
            kinds.add("numpy")
        elif _is_torch(x):
            require_dense(x, name)
            kinds.add("torch")
        else:
            raise QkvTypeError(f"{name}: expected a numpy array or a torch tensor, got {type(x).__name__}")
    if len(kinds) > 1:
        raise QkvTypeError(
            ", ".join(n for n, _ in named) + ": mix numpy arrays and torch tensors; pass one kind"
        )
    return kinds.pop()


_dtype_name = array_dtype_name


def _prepare(x: Any, name: str, kind: str) -> Any:
    """Checks the device and makes the last dimension contiguous (the only
    copy: a view whose last stride is not 1)."""
    if kind == "torch":
        if x.device.type != "cpu":
            raise QkvTypeError(f"{name}: qkv runs on the CPU, got a tensor on {x.device}")
        if x.dim() and x.shape[-1] > 1 and x.stride(-1) != 1:
            x = x.contiguous()
        return x
    if x.ndim and x.shape[-1] > 1 and x.strides[-1] != x.itemsize:
        x = np.ascontiguousarray(x)
    return x


def _empty(kind: str, like: Any, shape: Sequence[int], dtype: Any = None) -> Any:
    if kind == "torch":
        import torch

        return torch.empty(tuple(shape), dtype=like.dtype if dtype is None else dtype)
    return np.empty(tuple(shape), dtype=like.dtype if dtype is None else dtype)


def _lse_dtype(kind: str, q: Any) -> Any:
    wide = _dtype_name(q) == "float64"
    if kind == "torch":
        import torch

        return torch.float64 if wide else torch.float32
    return np.float64 if wide else np.float32


def _causal(causal: Any) -> int:
    if isinstance(causal, str) or causal is None or isinstance(causal, bool):
        if causal not in _CAUSAL:
            raise QkvValueError(f"causal: expected None, True, 'top_left' or 'bottom_right', got {causal!r}")
        return _CAUSAL[causal]
    raise QkvTypeError(f"causal: expected None, a bool or a string, got {type(causal).__name__}")


def _window(window: Any) -> Tuple[int, int]:
    """(left, right) with None as -1 (unbounded); C++ checks >= -1."""
    if window is None:
        return -1, -1
    try:
        left, right = window
    except (TypeError, ValueError):
        raise QkvTypeError(f"window: expected a pair (left, right), got {window!r}") from None
    return tuple(-1 if value is None else
                 integer(value, "window", INT64_MIN, INT64_MAX, rule=f"{side} is outside the int64 range",
                         type_rule=f"{side} must be an int or None")
                 for side, value in (("left", left), ("right", right)))


def _mask_operand(attn_mask: Any, mask_grad: bool = False) -> Any:
    """The mask for C++. One that requires grad is refused unless the caller
    forms its gradient (mask_grad: _run's autograd Function)."""
    if attn_mask is None:
        return None
    kind = _kind([("attn_mask", attn_mask)])
    if kind == "torch" and attn_mask.requires_grad:
        import torch

        if torch.is_grad_enabled() and not mask_grad:
            raise QkvValueError("attn_mask: this call forms no gradient for the mask; "
                                "pass attn_mask.detach() or use qkv.attention / qkv.scaled_dot_product_attention")
        attn_mask = attn_mask.detach()
    if _dtype_name(attn_mask) not in _MASK_NAMES:
        raise QkvTypeError(f"attn_mask: unsupported dtype {_dtype_name(attn_mask)} (expected bool or a floating dtype)")
    return plain(_prepare(attn_mask, "attn_mask", kind), "attn_mask")


def _options(*, scale=None, softcap=None, alibi_slopes=None, causal=None,
             window=None, key_lengths=None, query_lengths=None, attn_mask=None,
             dropout_p=0.0, seed=None, sinks=None, mask_grad=False):
    """Checks the options and packs them for C++ (a _qkv.Options). Kinds and
    int64/uint64 ranges are checked here; the rules that need the shapes
    (lengths within seq, window >= -1, finite scale, ...) in C++. A mask that
    requires grad only with mask_grad (the caller forms its gradient)."""
    dropout_p = real(dropout_p, "dropout_p")
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little") if dropout_p else 0
    else:
        seed = integer(seed, "seed", 0, UINT64_MAX, rule="expected an int in [0, 2^64)")
    left, right = _window(window)
    refuse_slope_grad(alibi_slopes)
    return _qkv.Options(real(scale, "scale"), real(softcap, "softcap") or 0.0,
                        reals(alibi_slopes, "alibi_slopes"), _causal(causal), left, right,
                        integers(key_lengths, "key_lengths"), integers(query_lengths, "query_lengths"),
                        _mask_operand(attn_mask, mask_grad), dropout_p, seed, _num_threads,
                        reals(sinks, "sinks"))


def _forward_only(who: str, *values: Any) -> None:
    """Refuses torch tensors among values that require grad while grad is
    on: `who` forms no gradient, and a result detached from them would drop
    theirs silently (as flash_attn_with_kvcache, forward only)."""
    if any(_is_torch(x) and x.requires_grad for x in values):
        import torch

        if torch.is_grad_enabled():
            raise QkvValueError(f"{who}: forward only, no gradient flows through it; pass detached tensors "
                                "or call it under torch.no_grad()")


def _needs_grad(kind, *tensors):
    if kind != "torch":
        return False
    import torch

    return torch.is_grad_enabled() and any(t.requires_grad for t in tensors)


_Function = None


def _last_contiguous(x):
    return x.contiguous() if x.dim() and x.shape[-1] > 1 and x.stride(-1) != 1 else x


def _backward(grad_out, grad_lse, q, k, v, out, lse, options, mask=None):
    """dq, dk, dv, dsinks (float64, empty without sinks) and the gradient of
    mask (the options' floating mask, given when its gradient is wanted;
    empty otherwise) of one forward call (torch tensors; grad_lse may be
    None)."""
    import torch

    grad_out = _last_contiguous(grad_out)
    if grad_lse is not None:
        grad_lse = _last_contiguous(grad_lse.to(lse.dtype))
    dq, dk, dv = (torch.empty(tuple(x.shape), dtype=x.dtype) for x in (q, k, v))
    dsinks = torch.empty(0 if options.sinks is None else q.shape[1], dtype=torch.float64)
    dmask = torch.empty(0 if mask is None else tuple(mask.shape), dtype=torch.float32 if mask is None else mask.dtype)
    _qkv.attention_backward_into(*(plain(x, n) for n, x in (
        ("grad_out", grad_out), ("q", q), ("k", k), ("v", v), ("out", out), ("lse", lse),
        ("dq", dq), ("dk", dk), ("dv", dv))), options,
        None if grad_lse is None else plain(grad_lse, "grad_lse"),
        None if options.sinks is None else dsinks, None if mask is None else plain(dmask, "dmask"))
    return dq, dk, dv, dsinks, dmask


def _legacy_batched_backward(grad_out, grad_lse, q, k, v, out, lse, options, mask):
    """The backward under torch's legacy vmap (torch._vmap_internals, which
    gradcheck's check_batched_grad uses): gradients batched over a hidden
    leading dimension. Unwrapped, computed one sample at a time, rewrapped."""
    import torch

    is_batched = torch._C._functorch.is_legacy_batchedtensor
    level = torch._C._vmapmode_increment_nesting() - 1  # the innermost legacy vmap level
    torch._C._vmapmode_decrement_nesting()
    grads = [None if g is None or not is_batched(g) else torch._remove_batch_dim(g, level, 1, 0)
             for g in (grad_out, grad_lse)]
    if any(g is not None and is_batched(g) for g in grads):
        raise QkvTypeError("grad_out: nested legacy vmap is not supported by qkv's backward")
    n = next(g.shape[0] for g in grads if g is not None)
    samples = [[g[i] if g is not None else plain_g for g, plain_g in zip(grads, (grad_out, grad_lse))]
               for i in range(n)]
    parts = [_backward(go, gl, q, k, v, out, lse, options, mask) for go, gl in samples]
    return tuple(torch._add_batch_dim(torch.stack(p), 0, level) for p in zip(*parts))


def _autograd_function():
    """torch.autograd.Function over the fused forward and backward (built on
    first use so importing qkv does not import torch). Both outputs are
    differentiable: the gradient arriving at lse enters the backward as dlse
    (dS += P * dlse); an unused output's gradient arrives as None. Batched
    gradients reach C++ one sample at a time as plain tensors: under
    torch.func.vmap through the vmap rule of BackwardFunction, under the
    legacy vmap of gradcheck's check_batched_grad by unwrapping them."""
    global _Function
    if _Function is None:
        import torch

        class BackwardFunction(torch.autograd.Function):
            @staticmethod
            def forward(grad_out, grad_lse, q, k, v, out, lse, options, mask):
                return _backward(grad_out, grad_lse, q, k, v, out, lse, options, mask)

            @staticmethod
            def setup_context(ctx, inputs, output):
                pass

            @staticmethod
            def backward(ctx, *grads):
                raise QkvValueError("qkv: the backward is not differentiable (no double backward: "
                                    "create_graph=True, gradgradcheck, Hessians); use PyTorch's "
                                    "math attention for second derivatives")

            @staticmethod
            def vmap(info, in_dims, *args):
                tensors, options, mask = args[:7], args[7], args[8]

                def sample(i):
                    return [x if d is None or x is None else x.select(d, i) for x, d in zip(tensors, in_dims)]

                parts = [_backward(*sample(i), options, mask) for i in range(info.batch_size)]
                return tuple(torch.stack(p) for p in zip(*parts)), (0, 0, 0, 0, 0)

        class AttentionFunction(torch.autograd.Function):
            @staticmethod
            def forward(ctx, q, k, v, options, bshd, sinks=None, mask=None, watched=()):
                b, h, sq, _ = q.shape
                dv = v.shape[-1]
                # 16-bit inputs whose dq, dk, dsinks or mask gradient is wanted: out
                # in float32, rounded below to the bits a 16-bit out gets; the
                # backward forms D = rowsum(dO * O) from the unrounded out.
                n = ctx.needs_input_grad
                wide = q.dtype in (torch.bfloat16, torch.float16) and (n[0] or n[1] or n[5] or n[6])
                dtype = torch.float32 if wide else q.dtype
                if bshd:  # allocated (b, s, h, d), computed through the swapped view
                    out = torch.empty((b, sq, h, dv), dtype=dtype).transpose(1, 2)
                else:
                    out = torch.empty((b, h, sq, dv), dtype=dtype)
                lse = torch.empty((b, h, sq), dtype=_lse_dtype("torch", q))
                _qkv.attention_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), plain(out, "out"),
                                    plain(lse, "lse"), options)
                ctx.save_for_backward(q, k, v, out, lse, mask)  # mask: None unless its gradient is wanted
                if wide:  # strides kept (bshd's transposed view included)
                    out = out.to(q.dtype, memory_format=torch.preserve_format)
                ctx.options = options  # reads the option tensors again: `watched` guards them
                ctx.watched = watched
                ctx.sinks_dtype = None if sinks is None else sinks.dtype
                ctx.set_materialize_grads(False)
                return out, lse

            @staticmethod
            def backward(ctx, grad_out, grad_lse):
                _check_unmodified(ctx.watched)
                q, k, v, out, lse, mask = ctx.saved_tensors
                if grad_out is None:
                    grad_out = torch.zeros(out.shape, dtype=q.dtype)
                legacy = torch._C._functorch.is_legacy_batchedtensor
                mask = mask.detach() if mask is not None and ctx.needs_input_grad[6] else None
                if legacy(grad_out) or (grad_lse is not None and legacy(grad_lse)):
                    dq, dk, dv, ds, dm = _legacy_batched_backward(grad_out, grad_lse, q, k, v, out, lse,
                                                                  ctx.options, mask)
                else:
                    dq, dk, dv, ds, dm = BackwardFunction.apply(grad_out, grad_lse, q, k, v, out, lse,
                                                                ctx.options, mask)
                dsinks = ds.to(ctx.sinks_dtype) if ctx.needs_input_grad[5] else None
                return dq, dk, dv, None, None, dsinks, dm if mask is not None else None, None

        _Function = AttentionFunction
    return _Function


_plain = plain


def _watch(options: dict) -> tuple:
    """(name, tensor, version) of the torch tensors among options: the
    backward reads them again through the packed options (PyTorch checks the
    tensors it saves the same way)."""
    watched = []
    for name, x in options.items():
        if _is_torch(x):
            try:
                watched.append((name, x, x._version))
            except RuntimeError:  # an inference tensor: no version counter (nor in-place updates here)
                pass
    return tuple(watched)


def _check_unmodified(watched: tuple) -> None:
    """Refuses a backward whose option tensors changed in place since the
    forward: its gradient would be of other values than the forward used."""
    for name, x, version in watched:
        if x._version != version:
            raise RuntimeError(
                f"one of the variables needed for gradient computation has been modified by an inplace "
                f"operation: qkv's {name} {tuple(x.shape)} is at version {x._version}; expected version "
                f"{version} instead (the backward reads it again; change a copy, or call backward first)")


def _torch_seed(dropout_p):
    """The dropout seed of an eager call with torch tensors: drawn from
    torch's default generator as the traced path draws it (qkv._ops.new_seed),
    so torch.manual_seed makes dropout reproducible and eager, scripted and
    compiled calls draw the same mask."""
    from . import _ops

    return int(_ops.new_seed(dropout_p, None)) & _ops.UINT64_MASK


def _with_seed(kind: str, options: dict, call: Any) -> Any:
    """call(options), the dropout seed of a call on torch tensors drawn from
    torch's generator as the traced path draws it (put back if the call is
    refused); numpy calls draw theirs from os.urandom (in _options)."""
    if kind != "torch" or options.get("seed") is not None or not options.get("dropout_p"):
        return call(options)
    from . import _ops

    with _ops.rng_kept_if_refused(True):
        return call(dict(options, seed=_torch_seed(options["dropout_p"])))


_OPTION_NAMES = ("scale", "softcap", "alibi_slopes", "causal", "window", "key_lengths", "query_lengths",
                 "attn_mask", "dropout_p", "seed", "sinks")


def _seeded_call(who: str, kind: str, options: dict, call: Any) -> Any:
    """call(_options(**options)) with the seed of _with_seed; an option
    _options does not take is a TypeError naming `who`."""
    unknown = sorted(set(options) - set(_OPTION_NAMES))
    if unknown:
        raise QkvTypeError(f"{who}: unexpected option {unknown[0]!r} (options: {', '.join(_OPTION_NAMES)}; "
                           "threads: qkv.set_num_threads)")
    return _with_seed(kind, options, lambda o: call(_options(**o)))


def _run(kind, q, k, v, out, lse, *, bshd=False, **options):
    """Calls C++ on rank-4 (batch, heads, seq, dim) views, writing into out
    (and lse). With torch tensors that require grad (and grad mode on) it goes
    through the autograd Function instead and returns (out, lse) tensors that
    carry the graph; otherwise it returns (out, lse) as given."""
    return _with_seed(kind, options, lambda o: _run_checked(kind, q, k, v, out, lse, bshd, o))


def _run_checked(kind, q, k, v, out, lse, bshd, options):
    """_run once the seed is known."""
    sinks = options.get("sinks")  # a torch tensor that requires grad gets dsinks
    sinks = sinks if sinks is not None and _is_torch(sinks) else None
    mask = options.get("attn_mask")  # likewise a floating mask: its gradient
    mask = mask if mask is not None and _is_torch(mask) and mask.requires_grad else None
    if _needs_grad(kind, q, k, v, *(x for x in (sinks, mask) if x is not None)):
        # The backward reads the options again: torch tensors are watched
        # for in-place changes, numpy arrays (no version counter) copied.
        options = {n: x.copy() if isinstance(x, np.ndarray) else x for n, x in options.items()}
        o = _options(**options, mask_grad=True)
        return _autograd_function().apply(q, k, v, o, bshd, sinks, mask, _watch(options))
    o = _options(**options, mask_grad=True)
    _qkv.attention_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), plain(out, "out"),
                        None if lse is None else plain(lse, "lse"), o)
    return out, lse


def _check_floating(named, kind):
    for name, x in named:
        if _dtype_name(x) not in _FLOAT_NAMES:
            raise QkvTypeError(
                f"{name}: unsupported dtype {_dtype_name(x)} (expected float16, bfloat16, float32 or float64)")


def _causal_bias(attn_mask: Any, is_causal: Any, seq_q: int, seq_kv: int) -> Tuple[Any, Any]:
    """(attn_mask, causal) for the call. A ``torch.nn.attention.bias.CausalBias``
    becomes top-left or bottom-right causal attention without a dense mask, as
    PyTorch's own dispatch of the object does (equal lengths or upper-left:
    is_causal); a lower-right one of another shape than (seq_q, seq_kv) its
    dense mask, which then broadcasts (or fails) as in PyTorch. Any other mask
    passes through with causal = is_causal."""
    t = type(attn_mask)
    if t.__name__ != "CausalBias" or not t.__module__.startswith("torch."):
        if attn_mask is not None and is_causal:
            raise QkvValueError("attn_mask: _scaled_dot_product_attention: Explicit attn_mask should not be set "
                                "when is_causal=True (PyTorch's rule; qkv.attention combines them)")
        return attn_mask, bool(is_causal)
    if is_causal:
        raise QkvValueError("CausalBias should not be used with causal=True")
    if attn_mask.seq_len_q == attn_mask.seq_len_kv or attn_mask.variant.name == "UPPER_LEFT":
        return None, "top_left"
    if (attn_mask.seq_len_q, attn_mask.seq_len_kv) == (seq_q, seq_kv):
        return None, "bottom_right"
    return attn_mask._materialize("cpu"), False


def _check_mask_rank(mask: Any, attn_mask: Any, query: Any, L: int, S: int) -> None:
    """SDPA's mask broadcasts to query's leading dimensions: one of higher
    rank is refused (PyTorch's broadcast of the output refuses it too)."""
    if mask is not None and _is_torch(mask):
        require_dense(mask, "attn_mask")  # a nested mask has no shape to compare
    if mask is not None and len(mask.shape) > len(query.shape):
        raise QkvValueError(f"attn_mask: shape {tuple(attn_mask.shape)} has more dimensions than query "
                            f"{tuple(query.shape)}; expected one broadcastable to "
                            f"{tuple(query.shape[:-2]) + (L, S)}")


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0,
                                 is_causal=False, scale=None, enable_gqa=False):
    """Drop-in for ``torch.nn.functional.scaled_dot_product_attention``.

    Shapes: query (..., L, E), key (..., S, E), value (..., S, Ev) -> (..., L, Ev);
    the leading dimensions match (with ``enable_gqa``, query's heads dimension
    -3 may be a multiple of key's). ``attn_mask`` is bool (True = attend) or
    float (added to the scores), broadcastable to (..., L, S), or a
    ``torch.nn.attention.bias.CausalBias`` (``causal_upper_left`` /
    ``causal_lower_right``: top-left / bottom-right causal attention, computed
    natively). ``is_causal`` uses PyTorch's top-left alignment. A row that
    sees no key gives zeros. Every size may be 0: E = 0 makes every score 0
    (out = mean of the visible values, as PyTorch computes it).

    numpy in, numpy out; torch in, torch out; same dtype. Inputs are read in
    place; copies happen only for a last dimension that is not contiguous and
    for inputs of rank > 4 whose leading dimensions cannot be merged as a view.

    Like PyTorch it refuses: ``attn_mask`` together with ``is_causal=True``
    (use ``qkv.attention`` to combine them), a CausalBias with
    ``is_causal=True``, mixed q/k/v dtypes, inputs of rank < 2. Unlike
    PyTorch it accepts a float mask of any floating dtype (PyTorch wants
    float32 or query's dtype): a superset, no result differs. Errors are
    ``qkv.QkvValueError`` / ``qkv.QkvTypeError``: ValueError / TypeError and
    RuntimeError (PyTorch's type) at once.

    Dropout keeps each weight with the decision of qkv's Philox-4x32-10 stream
    from a fresh seed per call, drawn from torch's default generator for torch
    tensors (so ``torch.manual_seed`` makes it reproducible run to run; a
    compiled graph draws its seeds through inductor's own random stream, so
    compiled and eager runs differ unless
    ``torch._inductor.config.fallback_random`` is set, as for torch's own
    dropout) and from the OS for numpy arrays
    (``qkv.attention(seed=...)`` fixes it); it cannot reproduce torch's own
    dropout RNG stream, so results under ``torch.manual_seed`` differ from
    PyTorch's, with the same distribution.
    """
    if type(query) is _Tensor and type(key) is _Tensor and type(value) is _Tensor and not dropout_p:
        out = _fast_call(query, key, value, scale, 1 if is_causal is True else 0 if is_causal is False else -1,
                         bool(enable_gqa), attn_mask)
        if out is not None:
            return out
    if not (isinstance(is_causal, (bool, np.bool_)) or type(is_causal).__name__ == "SymBool"):  # PyTorch's
        raise QkvTypeError(f"is_causal: expected a bool, got {type(is_causal).__name__} {is_causal!r} "
                           "(qkv.attention takes causal='bottom_right')")
    if _traced(query, key, value, attn_mask):
        from . import _ops

        return _ops.sdpa(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)
    named = [("query", query), ("key", key), ("value", value)]
    kind = _kind(named)
    query, key, value = (_prepare(x, n, kind) for n, x in named)
    _check_floating([("query", query), ("key", key), ("value", value)], kind)
    for name, x in (("query", query), ("key", key), ("value", value)):
        if x.ndim < 2:
            raise QkvValueError(f"{name}: expected rank >= 2 (..., seq, dim), got shape {tuple(x.shape)}")
    if not (query.ndim == key.ndim == value.ndim):
        raise QkvValueError(
            f"query, key, value: ranks differ: {tuple(query.shape)}, {tuple(key.shape)}, {tuple(value.shape)}")
    lead_q, lead_k, lead_v = (tuple(x.shape[:-2]) for x in (query, key, value))
    if lead_k != lead_v:
        raise QkvValueError(f"key, value: leading dimensions differ: key {tuple(key.shape)}, value {tuple(value.shape)}")
    if enable_gqa and len(lead_q) >= 1:
        if lead_q[:-1] != lead_k[:-1] or lead_k[-1] == 0 or lead_q[-1] % lead_k[-1]:
            raise QkvValueError(
                f"query, key: with enable_gqa, leading dimensions must match and query heads {lead_q[-1]} "
                f"must be a multiple of key heads {lead_k[-1] if lead_k else None} "
                f"(query {tuple(query.shape)}, key {tuple(key.shape)})")
    elif lead_q != lead_k:
        raise QkvValueError(
            f"query, key: leading dimensions differ: query {tuple(query.shape)}, key {tuple(key.shape)} "
            "(pass enable_gqa=True for grouped-query attention)")
    L, S, Ev = query.shape[-2], key.shape[-2], value.shape[-1]

    def to4(x):
        if x.ndim == 2:
            return x[None, None]
        if x.ndim == 3:
            return x[None]
        if x.ndim == 4:
            return x
        # The leading size spelled out: -1 is ambiguous when a size is 0.
        return x.reshape((math.prod(x.shape[:-3]),) + tuple(x.shape[-3:]))

    mask, causal = _causal_bias(attn_mask, is_causal, L, S)
    _check_mask_rank(mask, attn_mask, query, L, S)
    if mask is not None and query.ndim > 4:
        full = lead_q + (L, S)
        if kind == "torch":
            mask = mask.expand(full).reshape((math.prod(full[:-3]),) + full[-3:])
        else:
            mask = np.broadcast_to(mask, full).reshape((math.prod(full[:-3]),) + full[-3:])
    q4, k4, v4 = to4(query), to4(key), to4(value)
    out = _empty(kind, query, (q4.shape[0], q4.shape[1], L, Ev))
    out, _ = _run(kind, q4, k4, v4, out, None, scale=scale, attn_mask=mask,
                  dropout_p=dropout_p, causal=causal)
    return out.reshape(lead_q + (L, Ev))


def attention(q, k, v, *, scale: Optional[float] = None,
              causal: Union[None, bool, str] = None,
              window: Optional[Tuple[Optional[int], Optional[int]]] = None,
              key_lengths=None, query_lengths=None, attn_mask=None,
              alibi_slopes=None, softcap: Optional[float] = None,
              dropout_p: float = 0.0, seed: Optional[int] = None,
              layout: str = "bhsd", return_lse: bool = False, sinks=None):
    """Attention with every option of the C++ library.

    Shapes (layout "bhsd"): q (batch, num_heads, seq_q, head_dim),
    k (batch, num_kv_heads, seq_kv, head_dim), v (batch, num_kv_heads, seq_kv,
    head_dim_v) -> out (batch, num_heads, seq_q, head_dim_v). With layout
    "bshd" the sequence and head axes swap in inputs and output (read in place,
    no transpose copy). num_heads must be a multiple of num_kv_heads (GQA).

    scale: default 1/sqrt(head_dim), any finite value.
    causal: None, True / "top_left" (j <= i) or "bottom_right"
        (j <= i + seq_kv - seq_q).
    window: (left, right) in bottom-right coordinates, None = unbounded.
    key_lengths, query_lengths: (batch,) valid lengths (padding).
    attn_mask: bool (True = attend) or float (added), broadcastable to
        (batch, num_heads, seq_q, seq_kv).
    alibi_slopes: (num_heads,) or (batch, num_heads).
    softcap: s <- softcap * tanh(s / softcap) before masks.
    dropout_p, seed: dropout with a reproducible Philox stream (seed None: drawn
        from torch's default generator for torch tensors, from the OS for numpy).
    sinks: (num_heads,) attention-sink logits (gpt-oss), real numbers (finite
        or -inf = none for that head): each row's softmax gets one more
        column, the sink, dropped before the product with v, so
        out = Σ_j e^s_j v_j / (Σ_j e^s_j + e^sink); lse includes it. A torch
        tensor that requires grad gets its gradient through autograd.
    return_lse: also return lse (batch, num_heads, seq_q), float32
        (float64 for float64 inputs); under torch autograd both out and lse
        carry gradients.

    Integers (window sizes, lengths, seed) must be ints within int64 (seed:
    [0, 2^64)); floats and bools in their place raise TypeError.
    """
    if (type(q) is _Tensor and type(k) is _Tensor and type(v) is _Tensor and layout == "bhsd" and not return_lse
            and window is None and key_lengths is None and query_lengths is None
            and alibi_slopes is None and softcap is None and not dropout_p and sinks is None
            and type(causal) in _FAST_CAUSAL):
        out = _fast_call(q, k, v, scale, _CAUSAL.get(causal, -1), True, attn_mask)
        if out is not None:
            return out
    if _traced(q, k, v, attn_mask, sinks, alibi_slopes, key_lengths, query_lengths):
        from . import _ops

        return _ops.attention_call(q, k, v, scale, causal, window, key_lengths, query_lengths, attn_mask,
                                   alibi_slopes, softcap, dropout_p, seed, layout, return_lse, sinks)
    named = [("q", q), ("k", k), ("v", v)]
    kind = _kind(named)
    q, k, v = (_prepare(x, n, kind) for n, x in named)
    _check_floating([("q", q), ("k", k), ("v", v)], kind)
    if layout not in ("bhsd", "bshd"):
        raise QkvValueError(f"layout: expected 'bhsd' or 'bshd', got {layout!r}")
    for name, x in (("q", q), ("k", k), ("v", v)):
        if x.ndim != 4:
            raise QkvValueError(f"{name}: expected rank 4 ({layout}), got shape {tuple(x.shape)}")

    def swap(x):
        return x.transpose(1, 2) if kind == "torch" else x.swapaxes(1, 2)

    if layout == "bshd":
        q, k, v = swap(q), swap(k), swap(v)
    batch, heads, seq_q, _ = q.shape
    out_shape = (batch, heads, seq_q, v.shape[-1])
    if layout == "bshd":
        out = _empty(kind, q, (batch, seq_q, heads, v.shape[-1]))
        out_view = swap(out)
    else:
        out = out_view = _empty(kind, q, out_shape)
    lse = _empty(kind, q, (batch, heads, seq_q), _lse_dtype(kind, q)) if return_lse else None
    result, lse_result = _run(kind, q, k, v, out_view, lse, bshd=layout == "bshd",
                              scale=scale, softcap=softcap,
                              alibi_slopes=alibi_slopes, causal=causal, window=window,
                              key_lengths=key_lengths, query_lengths=query_lengths,
                              attn_mask=attn_mask, dropout_p=dropout_p, seed=seed, sinks=sinks)
    if result is not out_view:  # autograd: the Function's outputs carry the graph
        out, lse = (swap(result) if layout == "bshd" else result), lse_result
    return (out, lse) if return_lse else out


def merge_partials(out1, lse1, out2, lse2):
    """Merges attentions over two disjoint key sets into the attention over
    their union, exactly: ``lse = log(e^lse1 + e^lse2)``,
    ``out = e^(lse1 - lse)·out1 + e^(lse2 - lse)·out2``.

    out1, out2: (batch, num_heads, seq_q, head_dim_v); lse1, lse2: (batch,
    num_heads, seq_q) as returned by ``attention(..., return_lse=True)``.
    A row whose lse is -inf on one side takes the other side; on both sides it
    is 0 with lse -inf. Returns (out, lse) of the inputs' kind and dtype.
    Torch tensors that require grad get their gradients through autograd.
    """
    if _traced(out1, lse1, out2, lse2):
        from . import _ops

        return _ops.merge_call(out1, lse1, out2, lse2)
    named = [("out1", out1), ("lse1", lse1), ("out2", out2), ("lse2", lse2)]
    kind = _kind(named)
    if _needs_grad(kind, out1, lse1, out2, lse2):
        return _merge_function().apply(out1, lse1, out2, lse2)
    return _merge(named, kind)


def _merge(named: Sequence[Tuple[str, Any]], kind: str) -> Tuple[Any, Any]:
    prepared = [plain(_prepare(x, n, kind), n) for n, x in named]
    out1, lse1 = named[0][1], named[1][1]
    out = _empty(kind, out1, tuple(out1.shape))
    lse = _empty(kind, lse1, tuple(lse1.shape))
    _qkv.merge_partials_into(*prepared, plain(out, "out"), lse)
    return out, lse


def _merge_grads(saved: Sequence[Any], g_out: Any, g_lse: Any) -> Tuple[Any, ...]:
    """Gradients of merge_partials, in float64: with w_i = e^(lse_i - lse),
    d out / d out_i = w_i, d lse / d lse_i = w_i, and d out / d lse1 =
    w1·w2·(out1 - out2) = -d out / d lse2. A side with lse -inf weighs 0 and
    gets 0 (its out is not read, as in the forward)."""
    import torch

    # (not detached: torch operations throughout, so a second derivative
    # through the traced operator is this formula's own)
    out1, lse1, out2, lse2, lse = (x.to(torch.float64) for x in saved)
    seen = ~torch.isneginf(lse)  # both sides -inf: nothing to weigh
    w1 = torch.where(seen, torch.exp(lse1 - lse), 0.0)
    w2 = torch.where(seen, torch.exp(lse2 - lse), 0.0)
    g_l1 = torch.zeros_like(lse)
    g_l2 = torch.zeros_like(lse)
    g_o1 = g_o2 = None
    if g_out is not None:
        go = g_out.to(torch.float64)
        g_o1, g_o2 = go * w1[..., None], go * w2[..., None]
        both = w1 * w2
        cross = torch.where(both != 0, both * (go * (out1 - out2)).sum(-1), 0.0)
        g_l1, g_l2 = g_l1 + cross, g_l2 - cross
    if g_lse is not None:
        gl = g_lse.to(torch.float64)
        g_l1, g_l2 = g_l1 + gl * w1, g_l2 + gl * w2
    if g_o1 is None:
        g_o1, g_o2 = torch.zeros_like(out1), torch.zeros_like(out2)
    return tuple(g.to(x.dtype) for g, x in zip((g_o1, g_l1, g_o2, g_l2), saved[:4]))


_MergeFunction = None


def _merge_function() -> Any:
    global _MergeFunction
    if _MergeFunction is None:
        import torch

        class MergePartials(torch.autograd.Function):
            @staticmethod
            def forward(ctx, out1, lse1, out2, lse2):
                out, lse = _merge([("out1", out1), ("lse1", lse1), ("out2", out2), ("lse2", lse2)], "torch")
                ctx.save_for_backward(out1, lse1, out2, lse2, lse)
                return out, lse

            @staticmethod
            @torch.autograd.function.once_differentiable
            def backward(ctx, g_out, g_lse):
                return _merge_grads(ctx.saved_tensors, g_out, g_lse)

        _MergeFunction = MergePartials
    return _MergeFunction
