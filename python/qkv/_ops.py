"""qkv's attention as PyTorch operators: ``torch.ops.qkv.attention`` (the
forward, returning out and lse) and ``torch.ops.qkv.attention_backward``
(dq, dk, dv, dsinks and, with ``mask_grad``, the gradient of a floating
``attn_mask``), declared with torch.library so that ``torch.compile`` (with
``fullgraph=True``) and ``torch.export`` see them as single graph nodes.

Both take rank-4 (batch, heads, seq, dim) tensors, any strides, and every
option of ``qkv.attention`` as plain arguments. The fake implementations give
the output shapes from the inputs' sizes alone (symbolic and unbacked sizes
pass through), and the forward's autograd formula calls the backward
operator. Importing this module imports torch and registers the operators;
``import qkv`` does it when torch is already imported, and
``qkv.scaled_dot_product_attention`` / ``qkv.attention`` route torch tensors
through the operators whenever they are traced (Dynamo, fake or functional
tensors, a dispatch mode) or transformed by torch.func (through
``func_transformable``'s Functions and the vmap rules below), keeping the
direct binding call for eager calls.

``torch.ops.qkv.attention_weights`` is ``qkv.attention_weights`` when traced;
``torch.ops.qkv.merge_partials`` is ``qkv.merge_partials`` when traced or
transformed (its gradient: qkv._api._merge_grads, torch operations).

``torch.ops.qkv.scaled_dot_product_attention`` has SDPA's exact schema and
defaults, a composite of the above (autograd and fake tensors come from
qkv::attention); it is registered as TorchScript's builtin for
``qkv.scaled_dot_product_attention``, so ``torch.jit.script`` compiles code
that calls the drop-in (e.g. nn.MultiheadAttention with
F.scaled_dot_product_attention replaced by qkv's) to a call of it.
"""

from __future__ import annotations

import contextlib
import math
import os
import threading

from typing import List, Optional, Tuple

import torch
from torch import Tensor

from . import _qkv
from ._args import QkvTypeError, QkvValueError, integers, plain, reals, refuse_slope_grad, require_dense

UINT64_MASK = 2**64 - 1


def _lse_dtype(q: Tensor) -> torch.dtype:
    return torch.float64 if q.dtype == torch.float64 else torch.float32


def _check_rank4(q: Tensor, k: Tensor, v: Tensor) -> None:
    for name, x in (("q", q), ("k", k), ("v", v)):
        if x.dim() != 4:
            raise QkvValueError(f"{name}: expected rank 4 (batch, heads, seq, dim), got shape {tuple(x.shape)}")


def _cpu(x: Optional[Tensor], name: str) -> Optional[Tensor]:
    """x with a contiguous last dimension, refusing other devices."""
    if x is None:
        return None
    if x.device.type != "cpu":
        raise QkvValueError(f"{name}: qkv runs on the CPU, got a tensor on {x.device}")
    if x.dim() and x.shape[-1] > 1 and x.stride(-1) != 1:
        x = x.contiguous()
    return x


_16_BIT = (torch.bfloat16, torch.float16)


def _options(attn_mask, key_lengths, query_lengths, alibi_slopes, sinks, seed, scale, softcap, causal,
             window_left, window_right, dropout_p):
    """The binding's Options from the operators' arguments (num_threads: the
    value qkv.set_num_threads set)."""
    from . import _api

    mask = _cpu(attn_mask, "attn_mask")
    return _qkv.Options(scale, softcap, reals(alibi_slopes, "alibi_slopes"), causal, window_left, window_right,
                        integers(key_lengths, "key_lengths"), integers(query_lengths, "query_lengths"),
                        None if mask is None else plain(mask, "attn_mask"), dropout_p,
                        0 if seed is None else int(seed) & UINT64_MASK, _api._num_threads,
                        reals(sinks, "sinks"))


@torch.library.custom_op("qkv::attention", mutates_args=())
def attention(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor] = None,
              key_lengths: Optional[Tensor] = None, query_lengths: Optional[Tensor] = None,
              alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
              seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
              causal: int = 0, window_left: int = -1, window_right: int = -1,
              dropout_p: float = 0.0) -> Tuple[Tensor, Tensor]:
    """Attention of q (batch, num_heads, seq_q, head_dim), k (batch,
    num_kv_heads, seq_kv, head_dim), v (batch, num_kv_heads, seq_kv,
    head_dim_v) -> out (batch, num_heads, seq_q, head_dim_v), lse (batch,
    num_heads, seq_q) in float32 (float64 for float64 inputs). causal: 0 none,
    1 top-left, 2 bottom-right; window -1 = unbounded; sinks: (num_heads,)
    attention-sink logits; seed: a 0-d int64 tensor (the Philox key, as
    uint64 bits) or None without dropout."""
    return _attention_into(q, k, v, q.dtype, attn_mask, key_lengths, query_lengths, alibi_slopes, sinks, seed,
                           scale, softcap, causal, window_left, window_right, dropout_p)


def _attention_into(q, k, v, out_dtype, *options):
    """out (of out_dtype), lse of qkv::attention's arguments."""
    _check_rank4(q, k, v)
    o = _options(*options)
    q, k, v = _cpu(q, "q"), _cpu(k, "k"), _cpu(v, "v")
    out = torch.empty((q.shape[0], q.shape[1], q.shape[2], v.shape[3]), dtype=out_dtype)
    lse = torch.empty((q.shape[0], q.shape[1], q.shape[2]), dtype=_lse_dtype(q))
    _qkv.attention_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), plain(out, "out"), plain(lse, "lse"), o)
    return out, lse


@attention.register_fake
def _attention_fake(q, k, v, *args, **kwargs):
    _check_rank4(q, k, v)
    out = q.new_empty((q.shape[0], q.shape[1], q.shape[2], v.shape[3]))
    lse = q.new_empty((q.shape[0], q.shape[1], q.shape[2]), dtype=_lse_dtype(q))
    return out, lse


@torch.library.custom_op("qkv::attention_wide", mutates_args=())
def attention_wide(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor] = None,
                   key_lengths: Optional[Tensor] = None, query_lengths: Optional[Tensor] = None,
                   alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
                   seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                   causal: int = 0, window_left: int = -1, window_right: int = -1,
                   dropout_p: float = 0.0) -> Tuple[Tensor, Tensor, Tensor]:
    """qkv::attention of bfloat16 / float16 inputs whose dq, dk, sinks' or
    mask's gradient is wanted: out, lse and out_float32, the output before
    its rounding to q's dtype (out is it rounded: for finite values the bits
    qkv::attention gives), which the backward forms D = rowsum(dO * O)
    from. Not differentiable through out_float32."""
    out32, lse = _attention_into(q, k, v, torch.float32, attn_mask, key_lengths, query_lengths, alibi_slopes,
                                 sinks, seed, scale, softcap, causal, window_left, window_right, dropout_p)
    return out32.to(q.dtype), lse, out32


@attention_wide.register_fake
def _attention_wide_fake(q, k, v, *args, **kwargs):
    out, lse = _attention_fake(q, k, v)
    return out, lse, out.new_empty(out.shape, dtype=torch.float32)


@torch.library.custom_op("qkv::attention_backward", mutates_args=())
def attention_backward(grad_out: Tensor, grad_lse: Optional[Tensor], q: Tensor, k: Tensor, v: Tensor,
                       out: Tensor, lse: Tensor, attn_mask: Optional[Tensor] = None,
                       key_lengths: Optional[Tensor] = None, query_lengths: Optional[Tensor] = None,
                       alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
                       seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                       causal: int = 0, window_left: int = -1, window_right: int = -1,
                       dropout_p: float = 0.0, mask_grad: bool = False) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    """dq, dk, dv, dsinks, dmask of qkv::attention (shapes of q, k, v,
    contiguous; dsinks float64 (num_heads,), empty without sinks; dmask the
    gradient of the floating attn_mask, its shape and dtype, with mask_grad,
    else empty) from the gradients at out and lse (grad_lse None: zero), the
    forward's inputs, out and lse, and the same options."""
    from . import _api

    _check_rank4(q, k, v)
    o = _options(attn_mask, key_lengths, query_lengths, alibi_slopes, sinks, seed, scale, softcap, causal,
                 window_left, window_right, dropout_p)
    q, k, v, out, lse = (_cpu(x, n) for n, x in (("q", q), ("k", k), ("v", v), ("out", out), ("lse", lse)))
    return _api._backward(_cpu(grad_out, "grad_out"), _cpu(grad_lse, "grad_lse"), q, k, v, out, lse, o,
                          attn_mask if mask_grad else None)


@attention_backward.register_fake
def _attention_backward_fake(grad_out, grad_lse, q, k, v, out, lse, attn_mask=None, key_lengths=None,
                             query_lengths=None, alibi_slopes=None, sinks=None, seed=None, scale=None, softcap=0.0,
                             causal=0, window_left=-1, window_right=-1, dropout_p=0.0, mask_grad=False):
    _check_rank4(q, k, v)
    dsinks = q.new_empty((0,) if sinks is None else (q.shape[1],), dtype=torch.float64)
    dmask = (attn_mask.new_empty(attn_mask.shape) if mask_grad and attn_mask is not None
             else q.new_empty((0,), dtype=torch.float32))
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape), dsinks, dmask


_OPTION_NAMES = ("attn_mask", "key_lengths", "query_lengths", "alibi_slopes", "sinks", "seed", "scale",
                 "softcap", "causal", "window_left", "window_right", "dropout_p")
_TENSOR_OPTIONS = 6  # attn_mask .. seed
# The defaults of the options after the tensor ones (scale .. dropout_p).
_OPTION_DEFAULTS = (None, 0.0, 0, -1, -1, 0.0)


def _setup_context(ctx, inputs, output):
    q, k, v = inputs[:3]
    out, lse = output
    ctx.save_for_backward(q, k, v, out, lse, *inputs[3:3 + _TENSOR_OPTIONS])
    ctx.options = inputs[3 + _TENSOR_OPTIONS:]
    sinks = inputs[7]
    ctx.sinks_dtype = None if sinks is None else sinks.dtype
    ctx.set_materialize_grads(False)


def _attention_grad(ctx, grad_out, grad_lse, backward_op=None):
    """The gradients of qkv::attention's inputs (backward_op: the operator
    qkv::attention_backward or the same wrapped for torch.func)."""
    q, k, v, out, lse, *tensor_options = ctx.saved_tensors
    if grad_out is None:  # out may be qkv::attention_wide's float32 one
        grad_out = torch.zeros(out.shape, dtype=q.dtype)
    backward_op = backward_op or torch.ops.qkv.attention_backward
    mask_grad = len(ctx.needs_input_grad) > 3 and bool(ctx.needs_input_grad[3])
    options = tuple(ctx.options) + (_OPTION_DEFAULTS[len(ctx.options):] if mask_grad else ())
    dq, dk, dv, dsinks, dmask = backward_op(grad_out, grad_lse, q, k, v, out, lse, *tensor_options, *options,
                                            *((True,) if mask_grad else ()))
    dsinks = None if ctx.sinks_dtype is None else dsinks.to(ctx.sinks_dtype)
    grads = (dq, dk, dv, dmask if mask_grad else None, None, None, None, dsinks) + (None,) * len(_OPTION_NAMES)
    return grads[:len(ctx.needs_input_grad)]


attention.register_autograd(_attention_grad, setup_context=_setup_context)


def widened(setup_context, grad):
    """setup_context and grad of a *_wide operator (out, lse, out_float32)
    from its narrow operator's: the backward reads the float32 out (so D is
    formed from it); no gradient flows through out_float32."""
    def wide_setup_context(ctx, inputs, output):
        out, lse, out32 = output
        setup_context(ctx, inputs, (out32, lse))

    def wide_grad(ctx, grad_out, grad_lse, _grad_out32, backward_op=None):
        return grad(ctx, grad_out, grad_lse, backward_op)

    return wide_setup_context, wide_grad


_wide_setup_context, _wide_grad = widened(_setup_context, _attention_grad)
attention_wide.register_autograd(_wide_grad, setup_context=_wide_setup_context)


def func_transformable(op, backward_op, setup_context, grad):
    """An autograd.Function over operator op that torch.func's transforms
    accept (grad, vjp, jacrev and vmap of them), where the formula that
    register_autograd gives the operator reaches torch through a Function
    they refuse. Forward: op; backward: grad(ctx, *grads, backward_op=...)
    with backward_op wrapped likewise (not differentiable itself); vmap rules
    generated from the operators' own."""

    class Backward(torch.autograd.Function):
        generate_vmap_rule = True

        @staticmethod
        def forward(*args):
            return backward_op(*args)

        @staticmethod
        def setup_context(ctx, inputs, output):
            pass

        @staticmethod
        def backward(ctx, *grads):
            raise QkvValueError("qkv: the backward is not differentiable (no double backward: hessian, jacfwd of "
                                "grad, create_graph=True); use PyTorch's math attention for second derivatives")

    class Forward(torch.autograd.Function):
        generate_vmap_rule = True

        @staticmethod
        def forward(*args):
            return op(*args)

        @staticmethod
        def backward(ctx, *grads):
            return grad(ctx, *grads, backward_op=Backward.apply)

        @staticmethod
        def jvp(ctx, *tangents):
            raise QkvValueError("qkv: forward-mode derivatives (jvp, jacfwd, hessian) are not implemented; "
                                "use reverse mode (grad, vjp, jacrev) or PyTorch's math attention")

    Forward.setup_context = staticmethod(setup_context)
    return Forward


def func_wrapped(tensors) -> bool:
    """Whether any of tensors (None and non-tensors skipped) is wrapped by a
    torch.func transform (never under Dynamo, which traces the operators
    and cannot trace the question)."""
    if torch.compiler.is_compiling():
        return False
    wrapped = torch._C._functorch.is_functorch_wrapped_tensor
    return any(isinstance(x, Tensor) and wrapped(x) for x in tensors)


_FuncAttention = func_transformable(lambda *a: torch.ops.qkv.attention(*a),
                                    lambda *a: torch.ops.qkv.attention_backward(*a), _setup_context, _attention_grad)
_FuncAttentionWide = func_transformable(lambda *a: torch.ops.qkv.attention_wide(*a),
                                        lambda *a: torch.ops.qkv.attention_backward(*a), _wide_setup_context,
                                        _wide_grad)


def attention_op(*args):
    """(out, lse) of torch.ops.qkv.attention(*args) (positional, the
    operator's order), or of qkv::attention_wide when q is 16-bit and dq, dk,
    the sinks' or the mask's gradient is wanted; through the Function
    torch.func accepts when an operand is wrapped by one of its transforms."""
    q, k, mask, sinks = args[0], args[1], args[3], args[7]
    if (q.dtype in _16_BIT and torch.is_grad_enabled()
            and any(isinstance(x, Tensor) and x.requires_grad for x in (q, k, mask, sinks))):
        # dq, dk, dsinks or the mask's gradient wanted: qkv::attention_wide
        # also returns the float32 out, which its backward forms D from.
        op, func = torch.ops.qkv.attention_wide, _FuncAttentionWide
    else:
        op, func = torch.ops.qkv.attention, _FuncAttention
    result = func.apply(*args) if func_wrapped(args[:3 + _TENSOR_OPTIONS]) else op(*args)
    return result[0], result[1]


def per_sample(op, info, in_dims, *args):
    """A vmap rule that calls op once per sample of the vmapped dimension
    and stacks the outputs along dimension 0."""
    def sample(i):
        return [a if d is None or a is None else a.select(d, i) for a, d in zip(args, in_dims)]

    parts = [op(*sample(i)) for i in range(info.batch_size)]
    if not parts:  # an empty vmapped dimension: one sample's shapes, none of it
        return _empty_batch(op, info, in_dims, args)
    return tuple(torch.stack(p) for p in zip(*parts)), (0,) * len(parts[0])


def _empty_batch(op, info, in_dims, args):
    """The outputs of a vmap over zero samples: one sample of zeros (lengths
    and offsets of 0 are valid) gives the shapes."""
    outs = op(*[a if d is None or a is None else a.new_zeros(a.shape[:d] + a.shape[d + 1:])
                for a, d in zip(args, in_dims)])
    return tuple(o.new_empty((0,) + tuple(o.shape)) for o in outs), (0,) * len(outs)


@torch.library.register_vmap("qkv::attention")
def _attention_vmap(info, in_dims, q, k, v, *options):
    """vmap of qkv::attention (options: the operator's arguments after v, the
    trailing ones that hold their defaults left off by the dispatcher). With
    q, k and v batched and no tensor option but unbatched sinks (one per
    head), the vmapped dimension folds into the batch: one call. Otherwise
    one call per sample (masks, lengths, slopes and the dropout seed keep
    their per-sample meaning)."""
    named = dict(zip(_OPTION_NAMES, zip(options, in_dims[3:])))
    sinks_dim = named.get("sinks", (None, None))[1]
    foldable = (None not in in_dims[:3] and sinks_dim is None
                and all(named.get(n, (None,))[0] is None for n in _OPTION_NAMES[:_TENSOR_OPTIONS] if n != "sinks"))
    if not foldable:
        return per_sample(torch.ops.qkv.attention, info, in_dims, q, k, v, *options)
    n = info.batch_size
    q, k, v = (x.movedim(d, 0) for x, d in zip((q, k, v), in_dims))
    out, lse = torch.ops.qkv.attention(*(x.reshape((n * x.shape[1],) + tuple(x.shape[2:])) for x in (q, k, v)),
                                       *options)
    return (out.reshape(tuple(q.shape[:4]) + (v.shape[4],)), lse.reshape(tuple(q.shape[:4]))), (0, 0)


@torch.library.register_vmap("qkv::attention_backward")
def _attention_backward_vmap(info, in_dims, *args):
    """vmap of qkv::attention_backward (jacrev, is_grads_batched, vmap of
    grad): one call per sample."""
    return per_sample(torch.ops.qkv.attention_backward, info, in_dims, *args)


@torch.library.register_vmap("qkv::attention_wide")
def _attention_wide_vmap(info, in_dims, *args):
    """vmap of qkv::attention_wide: one call per sample."""
    return per_sample(torch.ops.qkv.attention_wide, info, in_dims, *args)


@contextlib.contextmanager
def rng_kept_if_refused(draws: bool):
    """Puts torch's default generator back when the body raises, if it draws
    a dropout seed from it (draws, one new_seed) in an eager call: a refused
    call leaves the generator as it was, as PyTorch's own refusals do. Only
    if the generator is where that one draw left it: other threads draw
    while the call runs without the GIL, and putting it back then would hand
    their masks out again (qkv's own draws wait for the check and the put
    back, _SEED_LOCK). Traced calls (the draw is a graph node) are left
    alone."""
    if not draws or torch.compiler.is_compiling():
        yield
        return
    state = torch.get_rng_state()
    try:
        yield
    except Exception:
        mine = torch.Generator()  # where one draw from `state` leads
        mine.set_state(state)
        _draw_seed(mine)
        with _SEED_LOCK:
            if torch.equal(torch.get_rng_state(), mine.get_state()):
                torch.set_rng_state(state)
        raise


_SEED_LOCK = threading.Lock()


def _new_seed_lock() -> None:
    """A forked child's lock: the parent's may be held by a thread the child
    does not have (torch releases the GIL inside the draw)."""
    global _SEED_LOCK
    _SEED_LOCK = threading.Lock()


os.register_at_fork(after_in_child=_new_seed_lock)


def _draw_seed(generator=None) -> Tensor:
    """A fresh 0-d int64 seed from `generator` (torch's default if None)."""
    return torch.randint(-(2**63), 2**63 - 1, (), dtype=torch.int64, generator=generator)


def new_seed(dropout_p: float, seed: Optional[int]) -> Optional[Tensor]:
    """The seed operand: None without dropout; the given seed as a 0-d int64
    tensor (uint64 bits); else a fresh one from torch's generator, drawn in
    the graph so that every run of a compiled model draws its own."""
    if not dropout_p:
        return None
    if seed is None:
        if torch.compiler.is_compiling():
            return _draw_seed()
        with _SEED_LOCK:
            return _draw_seed()
    return torch.tensor(seed - 2**64 if seed >= 2**63 else seed, dtype=torch.int64)


def as_tensor_option(x, dtype) -> Optional[Tensor]:
    """Lengths / slopes given as lists or numpy arrays become tensors (an
    operator takes tensors); tensors pass as they are."""
    if x is None or isinstance(x, Tensor):
        return x
    return torch.as_tensor(x, dtype=dtype)


__all__: List[str] = ["attention", "attention_backward"]


_FLOATS = (torch.float16, torch.bfloat16, torch.float32, torch.float64)


def _check_inputs(named) -> None:
    for name, x in named:
        require_dense(x, name)
        if x.dtype not in _FLOATS:
            raise QkvTypeError(f"{name}: unsupported dtype {x.dtype} (expected float16, bfloat16, float32 or float64)")


def sdpa(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    """qkv.scaled_dot_product_attention through torch.ops.qkv.attention (the
    traced path: the same rules, in operations Dynamo and export trace)."""
    from . import _api

    named = (("query", query), ("key", key), ("value", value))
    _check_inputs(named)
    for name, x in named:
        if x.dim() < 2:
            raise QkvValueError(f"{name}: expected rank >= 2 (..., seq, dim), got shape {tuple(x.shape)}")
    if not query.dim() == key.dim() == value.dim():
        raise QkvValueError(
            f"query, key, value: ranks differ: {tuple(query.shape)}, {tuple(key.shape)}, {tuple(value.shape)}")
    lead_q, lead_k = tuple(query.shape[:-2]), tuple(key.shape[:-2])
    if tuple(value.shape[:-2]) != lead_k:
        raise QkvValueError(f"key, value: leading dimensions differ: key {tuple(key.shape)}, value {tuple(value.shape)}")
    if enable_gqa and lead_q:
        torch._check(lead_q[:-1] == lead_k[:-1], lambda: "query, key: with enable_gqa, leading dimensions must match")
    elif lead_q != lead_k:
        raise QkvValueError(f"query, key: leading dimensions differ: query {tuple(query.shape)}, key {tuple(key.shape)} "
                            "(pass enable_gqa=True for grouped-query attention)")
    L, S, Ev = query.shape[-2], key.shape[-2], value.shape[-1]
    mask, causal = _api._causal_bias(attn_mask, is_causal, L, S)
    _api._check_mask_rank(mask, attn_mask, query, L, S)
    if mask is not None and query.dim() > 4:
        mask = mask.expand(lead_q + (L, S)).reshape((math.prod(lead_q[:-1]),) + tuple(query.shape[-3:-1]) + (S,))
    q4, k4, v4 = (_to4(x) for x in (query, key, value))
    out, _ = attention_op(q4, k4, v4, mask, None, None, None, None, new_seed(dropout_p, None), scale,
                                     0.0, _api._causal(causal), -1, -1, float(dropout_p))
    return out.reshape(lead_q + (L, Ev))


_SDPA_SCHEMA = ("scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, "
                "float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor")
_library = torch.library.Library("qkv", "FRAGMENT")
_library.define(_SDPA_SCHEMA)


def _sdpa_op(query: Tensor, key: Tensor, value: Tensor, attn_mask: Optional[Tensor] = None, dropout_p: float = 0.0,
             is_causal: bool = False, *, scale: Optional[float] = None, enable_gqa: bool = False) -> Tensor:
    """torch.ops.qkv.scaled_dot_product_attention: SDPA's schema, computed by
    sdpa (so through torch.ops.qkv.attention, whose autograd formula and fake
    implementation serve this composite operator too)."""
    return sdpa(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)


_library.impl("scaled_dot_product_attention", _sdpa_op, "CompositeImplicitAutograd")


def _register_torchscript_builtin() -> None:
    """TorchScript compiles a call of qkv.scaled_dot_product_attention (for
    instance F.multi_head_attention_forward's call of the global
    F.scaled_dot_product_attention after it was replaced by qkv's) as a call
    of torch.ops.qkv.scaled_dot_product_attention: it cannot compile the
    Python function itself. Eager calls are untouched (the table is read only
    by the TorchScript compiler)."""
    from torch.jit._builtins import _register_builtin

    from . import _api

    _register_builtin(_api.scaled_dot_product_attention, "qkv::scaled_dot_product_attention")


_register_torchscript_builtin()


def _to4(x):
    if x.dim() == 4:
        return x
    if x.dim() < 4:
        return x.reshape((1,) * (4 - x.dim()) + tuple(x.shape))
    return x.reshape((math.prod(x.shape[:-3]),) + tuple(x.shape[-3:]))  # -1 is ambiguous at size 0


def _op_options(scale, causal, window, key_lengths, query_lengths, alibi_slopes, softcap, dropout_p, seed, sinks):
    """qkv.attention's options as the operators take them after attn_mask:
    (key_lengths, query_lengths, alibi_slopes, sinks, seed, scale, softcap,
    causal, window_left, window_right, dropout_p)."""
    from . import _api

    left, right = _api._window(window)
    refuse_slope_grad(alibi_slopes)
    return (as_tensor_option(key_lengths, torch.int64), as_tensor_option(query_lengths, torch.int64),
            as_tensor_option(alibi_slopes, torch.float64), as_tensor_option(sinks, torch.float64),
            new_seed(dropout_p, seed), None if scale is None else float(scale),
            0.0 if softcap is None else float(softcap), _api._causal(causal), left, right, float(dropout_p))


def attention_call(q, k, v, scale, causal, window, key_lengths, query_lengths, attn_mask, alibi_slopes,
                   softcap, dropout_p, seed, layout, return_lse, sinks=None):
    """qkv.attention through torch.ops.qkv.attention (the traced path)."""
    from . import _api

    named = (("q", q), ("k", k), ("v", v))
    _check_inputs(named)
    if layout not in ("bhsd", "bshd"):
        raise QkvValueError(f"layout: expected 'bhsd' or 'bshd', got {layout!r}")
    for name, x in named:
        if x.dim() != 4:
            raise QkvValueError(f"{name}: expected rank 4 ({layout}), got shape {tuple(x.shape)}")
    if layout == "bshd":
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
    out, lse = attention_op(q, k, v, attn_mask, *_op_options(scale, causal, window, key_lengths, query_lengths,
                                                            alibi_slopes, softcap, dropout_p, seed, sinks))
    if layout == "bshd":  # contiguous (batch, seq, heads, dim), as the eager call returns it
        out = out.transpose(1, 2).contiguous()
    return (out, lse) if return_lse else out


@torch.library.custom_op("qkv::attention_weights", mutates_args=())
def attention_weights(q: Tensor, k: Tensor, v: Tensor, attn_mask: Optional[Tensor] = None,
                      key_lengths: Optional[Tensor] = None, query_lengths: Optional[Tensor] = None,
                      alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
                      seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                      causal: int = 0, window_left: int = -1, window_right: int = -1,
                      dropout_p: float = 0.0) -> Tensor:
    """qkv.attention_weights as an operator (arguments as qkv::attention's):
    weights (batch, num_heads, seq_q, seq_kv), float64 for float64 inputs and
    float32 otherwise. Not differentiable."""
    _check_rank4(q, k, v)
    o = _options(attn_mask, key_lengths, query_lengths, alibi_slopes, sinks, seed, scale, softcap, causal,
                 window_left, window_right, dropout_p)
    q, k, v = _cpu(q, "q"), _cpu(k, "k"), _cpu(v, "v")
    weights = torch.empty((q.shape[0], q.shape[1], q.shape[2], k.shape[2]), dtype=_lse_dtype(q))
    _qkv.attention_weights_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), plain(weights, "weights"), o)
    return weights


@attention_weights.register_fake
def _attention_weights_fake(q, k, v, *args, **kwargs):
    _check_rank4(q, k, v)
    return q.new_empty((q.shape[0], q.shape[1], q.shape[2], k.shape[2]), dtype=_lse_dtype(q))


def weights_call(q, k, v, scale, causal, window, key_lengths, query_lengths, attn_mask, alibi_slopes, softcap,
                 dropout_p, seed, sinks):
    """qkv.attention_weights through torch.ops.qkv.attention_weights (the
    traced path)."""
    _check_inputs((("q", q), ("k", k), ("v", v)))
    # never tracking gradients, as the eager call (the operator has no formula)
    q, k, v, attn_mask, alibi_slopes, sinks = (x.detach() if isinstance(x, Tensor) else x
                                               for x in (q, k, v, attn_mask, alibi_slopes, sinks))
    return torch.ops.qkv.attention_weights(q, k, v, attn_mask,
                                           *_op_options(scale, causal, window, key_lengths, query_lengths,
                                                        alibi_slopes, softcap, dropout_p, seed, sinks))


@torch.library.custom_op("qkv::merge_partials", mutates_args=())
def merge_partials(out1: Tensor, lse1: Tensor, out2: Tensor, lse2: Tensor) -> Tuple[Tensor, Tensor]:
    """qkv.merge_partials as an operator: out (batch, num_heads, seq_q,
    head_dim_v) and lse (batch, num_heads, seq_q) of the union of two
    disjoint key sets, in the inputs' dtypes."""
    from . import _api

    return _api._merge((("out1", out1), ("lse1", lse1), ("out2", out2), ("lse2", lse2)), "torch")


@merge_partials.register_fake
def _merge_partials_fake(out1, lse1, out2, lse2):
    return out1.new_empty(out1.shape), lse1.new_empty(lse1.shape)


def _merge_setup_context(ctx, inputs, output):
    ctx.save_for_backward(*inputs, output[1])
    ctx.set_materialize_grads(False)


def _merge_grad(ctx, grad_out, grad_lse, backward_op=None):
    """The merge's gradients (qkv._api._merge_grads: torch operations, so
    traced as they are; backward_op unused)."""
    from . import _api

    return _api._merge_grads(ctx.saved_tensors, grad_out, grad_lse)


merge_partials.register_autograd(_merge_grad, setup_context=_merge_setup_context)
merge_partials.register_vmap(
    lambda info, in_dims, *args: per_sample(torch.ops.qkv.merge_partials, info, in_dims, *args))
_FuncMerge = func_transformable(lambda *a: torch.ops.qkv.merge_partials(*a), None, _merge_setup_context,
                                _merge_grad)


def merge_call(out1, lse1, out2, lse2):
    """qkv.merge_partials through torch.ops.qkv.merge_partials (the traced
    path), or its torch.func Function when an operand is wrapped by one."""
    _check_inputs((("out1", out1), ("lse1", lse1), ("out2", out2), ("lse2", lse2)))
    if func_wrapped((out1, lse1, out2, lse2)):
        return _FuncMerge.apply(out1, lse1, out2, lse2)
    return torch.ops.qkv.merge_partials(out1, lse1, out2, lse2)


from . import _flash_ops  # noqa: E402,F401  (registers torch.ops.qkv.varlen, paged, kvcache*)
