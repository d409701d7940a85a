"""FlashAttention's serving calls as PyTorch operators (docs/serving.md).

``torch.ops.qkv.varlen`` (packed batch: out and softmax_lse) with its
autograd formula calling ``torch.ops.qkv.varlen_backward`` (qkv's fused
backward); ``torch.ops.qkv.paged`` (packed queries against a paged cache,
forward only); ``torch.ops.qkv.kvcache`` (flash_attn_with_kvcache without new
tokens) and ``torch.ops.qkv.kvcache_append`` (with new tokens: k and v
written into k_cache and v_cache in place, declared as a mutation of both, so
that functionalization under torch.compile keeps the write);
``torch.ops.qkv.kvcache_quantized`` (the same on a quantized cache the caller
holds: its codes and scales quantized into in place, declared mutated).

Every output shape follows from the inputs' sizes (total tokens, heads, the
batch of q), never from the values of cu_seqlens or cache_seqlens, so the fake
implementations need no data-dependent size. ``qkv.flash_attn_varlen_func``
and ``qkv.flash_attn_with_kvcache`` call these operators for torch tensors
when the call is traced (compiled, exported, fake tensors, a dispatch mode) or
needs autograd, and the operators' implementations directly for plain eager
calls (the same code, without the dispatcher's cost); numpy arrays take the
direct binding call. The checks that need only kinds, dtypes and shapes run in those
functions (traceable); the checks that need values (offsets increasing, block
ids in range, capacity) run in C++ or in the operator, at run time.
"""

from __future__ import annotations

import functools
from typing import Optional, Tuple

import numpy as np
import torch
from torch import Tensor

from . import _qkv
from ._args import (QkvTypeError, QkvValueError, integer, plain, real, refuse_slope_grad, require_cache_seqlens,
                    window_pair)
from ._flash import (append_positions, check_cache_batch, check_cache_lengths, check_cache_pair, check_paged_lengths,
                     detach_from_caches, not_increasing, packed_offsets)
from ._ops import (_16_BIT, _cpu, _lse_dtype, _options, as_tensor_option, func_transformable,
                   func_wrapped, new_seed, per_sample, rng_kept_if_refused, widened)

_INDEX_DTYPES = (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8)


def _flash_opts(alibi_slopes, sinks, seed, scale, softcap, causal, window_left, window_right,
                dropout_p=0.0):
    """The binding's Options of a FlashAttention call (causal is bottom-right)."""
    return _options(None, None, None, alibi_slopes, sinks, seed, scale, softcap, 2 if causal else 0,
                    window_left, window_right, dropout_p)


def _index(x: Tensor, name: str) -> Tensor:
    """An index operand as the binding reads it (contiguous, CPU)."""
    return plain(_cpu(x, name).contiguous(), name)


def _varlen(q: Tensor, k: Tensor, v: Tensor, cu_seqlens_q: Tensor, cu_seqlens_k: Tensor, max_seqlen_q: int,
           max_seqlen_k: int, alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
           seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
           causal: bool = False, window_left: int = -1, window_right: int = -1,
           dropout_p: float = 0.0) -> Tuple[Tensor, Tensor]:
    """Packed attention: q (total_q, num_heads, head_dim), k (total_k,
    num_kv_heads, head_dim), v (total_k, num_kv_heads, head_dim_v), int32
    offsets (batch + 1,) -> out (total_q, num_heads, head_dim_v), lse
    (num_heads, total_q) float32 (float64 for float64 inputs); rows past
    cu_seqlens_q[-1] are 0. causal is bottom-right per sequence."""
    return _varlen_into(q, k, v, q.dtype, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, alibi_slopes,
                        sinks, seed, scale, softcap, causal, window_left, window_right, dropout_p)


def _varlen_into(q, k, v, out_dtype, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, *options):
    """out (of out_dtype), lse of qkv::varlen's arguments."""
    _check_packed(q, k, v)
    o = _flash_opts(*options)
    q, k, v = _cpu(q, "q"), _cpu(k, "k"), _cpu(v, "v")
    out = torch.zeros((q.shape[0], q.shape[1], v.shape[2]), dtype=out_dtype)
    lse = torch.zeros((q.shape[1], q.shape[0]), dtype=_lse_dtype(q))
    _qkv.varlen_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), _index(cu_seqlens_q, "cu_seqlens_q"),
                     _index(cu_seqlens_k, "cu_seqlens_k"), max_seqlen_q, max_seqlen_k, plain(out, "out"),
                     plain(lse, "softmax_lse"), o)
    return out, lse


def _varlen_wide(q: Tensor, k: Tensor, v: Tensor, cu_seqlens_q: Tensor, cu_seqlens_k: Tensor, max_seqlen_q: int,
                 max_seqlen_k: int, alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
                 seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                 causal: bool = False, window_left: int = -1, window_right: int = -1,
                 dropout_p: float = 0.0) -> Tuple[Tensor, Tensor, Tensor]:
    """qkv::varlen of bfloat16 / float16 inputs whose dq or dk is wanted: out,
    lse and the float32 out before its rounding, which the backward forms D
    from (qkv::attention_wide's rule)."""
    out32, lse = _varlen_into(q, k, v, torch.float32, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                              alibi_slopes, sinks, seed, scale, softcap, causal, window_left, window_right,
                              dropout_p)
    return out32.to(q.dtype), lse, out32


varlen = torch.library.custom_op("qkv::varlen", _varlen, mutates_args=())
varlen_wide = torch.library.custom_op("qkv::varlen_wide", _varlen_wide, mutates_args=())


def _check_packed(q, k, v):
    for name, x in (("q", q), ("k", k), ("v", v)):
        if x.dim() != 3:
            raise QkvValueError(f"{name}: expected rank 3 (total, heads, dim), got shape {tuple(x.shape)}")


@varlen.register_fake
def _varlen_fake(q, k, v, *args, **kwargs):
    _check_packed(q, k, v)
    return (q.new_empty((q.shape[0], q.shape[1], v.shape[2])),
            q.new_empty((q.shape[1], q.shape[0]), dtype=_lse_dtype(q)))


@varlen_wide.register_fake
def _varlen_wide_fake(q, k, v, *args, **kwargs):
    out, lse = _varlen_fake(q, k, v)
    return out, lse, out.new_empty(out.shape, dtype=torch.float32)


@torch.library.custom_op("qkv::varlen_backward", mutates_args=())
def varlen_backward(grad_out: Tensor, grad_lse: Optional[Tensor], q: Tensor, k: Tensor, v: Tensor, out: Tensor,
                    lse: Tensor, cu_seqlens_q: Tensor, cu_seqlens_k: Tensor, max_seqlen_q: int,
                    max_seqlen_k: int, alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None,
                    seed: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                    causal: bool = False, window_left: int = -1, window_right: int = -1,
                    dropout_p: float = 0.0) -> Tuple[Tensor, Tensor, Tensor]:
    """dq, dk, dv of qkv::varlen (shapes of q, k, v) from the gradients at out
    and lse (grad_lse None: zero), its inputs, outputs and options."""
    o = _flash_opts(alibi_slopes, sinks, seed, scale, softcap, causal, window_left, window_right, dropout_p)
    q, k, v, out, lse = (_cpu(x, n) for n, x in (("q", q), ("k", k), ("v", v), ("out", out), ("lse", lse)))
    dq, dk, dv = (torch.zeros(tuple(x.shape), dtype=x.dtype) for x in (q, k, v))
    dlse = None if grad_lse is None else plain(_cpu(grad_lse, "grad_lse").to(lse.dtype).contiguous(), "grad_lse")
    _qkv.varlen_backward_into(
        plain(_cpu(grad_out, "grad_out").contiguous(), "grad_out"), plain(q, "q"), plain(k, "k"), plain(v, "v"),
        plain(out, "out"), plain(lse, "lse"), _index(cu_seqlens_q, "cu_seqlens_q"),
        _index(cu_seqlens_k, "cu_seqlens_k"), max_seqlen_q, max_seqlen_k, plain(dq, "dq"), plain(dk, "dk"),
        plain(dv, "dv"), o, dlse)
    return dq, dk, dv


@varlen_backward.register_fake
def _varlen_backward_fake(grad_out, grad_lse, q, k, v, *args, **kwargs):
    _check_packed(q, k, v)
    return q.new_empty(q.shape), k.new_empty(k.shape), v.new_empty(v.shape)


_VARLEN_SAVED = 10  # q, k, v, out, lse, cu_q, cu_k, alibi_slopes, sinks, seed


def _varlen_setup(ctx, inputs, output):
    q, k, v, cu_q, cu_k, max_q, max_k, alibi, sinks, seed = inputs[:10]
    ctx.save_for_backward(q, k, v, *output, cu_q, cu_k, alibi, sinks, seed)
    ctx.sizes = (max_q, max_k)
    ctx.options = inputs[10:]
    ctx.set_materialize_grads(False)


def _varlen_grad(ctx, grad_out, grad_lse, backward_op=None):
    q, k, v, out, lse, cu_q, cu_k, alibi, sinks, seed = ctx.saved_tensors
    if grad_out is None:  # out may be qkv::varlen_wide's float32 one
        grad_out = torch.zeros(out.shape, dtype=q.dtype)
    backward_op = backward_op or torch.ops.qkv.varlen_backward
    dq, dk, dv = backward_op(grad_out, grad_lse, q, k, v, out, lse, cu_q, cu_k, *ctx.sizes, alibi, sinks, seed,
                             *ctx.options)
    return (dq, dk, dv) + (None,) * 13


_varlen_wide_setup, _varlen_wide_grad = widened(_varlen_setup, _varlen_grad)
varlen.register_autograd(_varlen_grad, setup_context=_varlen_setup)
varlen_wide.register_autograd(_varlen_wide_grad, setup_context=_varlen_wide_setup)
# torch.func: grad through a Function it accepts; vmap one packed batch per
# sample.
_FUNC = {"varlen": func_transformable(lambda *a: torch.ops.qkv.varlen(*a),
                                      lambda *a: torch.ops.qkv.varlen_backward(*a), _varlen_setup, _varlen_grad),
         "varlen_wide": func_transformable(lambda *a: torch.ops.qkv.varlen_wide(*a),
                                           lambda *a: torch.ops.qkv.varlen_backward(*a), _varlen_wide_setup,
                                           _varlen_wide_grad)}
for _name in ("varlen", "varlen_wide", "varlen_backward"):
    torch.library.register_vmap(f"qkv::{_name}", functools.partial(per_sample, getattr(torch.ops.qkv, _name)))


def _paged(q: Tensor, cu_seqlens_q: Tensor, max_seqlen_q: int, k_cache: Tensor, v_cache: Tensor,
          block_table: Tensor, cache_seqlens: Tensor, alibi_slopes: Optional[Tensor] = None,
          sinks: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
          causal: bool = False, window_left: int = -1, window_right: int = -1) -> Tuple[Tensor, Tensor]:
    """Packed queries q (total_q, num_heads, head_dim) against paged caches
    (num_blocks, block_size, num_kv_heads, head_dim[_v]) (any strides) through
    block_table (batch, max_blocks) int32, cache_seqlens (batch,) keys each
    -> out (total_q, num_heads, head_dim_v), lse (num_heads, total_q). Forward
    only."""
    o = _flash_opts(alibi_slopes, sinks, None, scale, softcap, causal, window_left, window_right)
    q, k_cache, v_cache = _cpu(q, "q"), _cpu(k_cache, "k_cache"), _cpu(v_cache, "v_cache")
    out = torch.zeros((q.shape[0], q.shape[1], v_cache.shape[-1]), dtype=q.dtype)
    lse = torch.zeros((q.shape[1], q.shape[0]), dtype=_lse_dtype(q))
    _qkv.paged_into(plain(q, "q"), _index(cu_seqlens_q, "cu_seqlens_q"), max_seqlen_q, plain(k_cache, "k_cache"),
                    plain(v_cache, "v_cache"), _index(block_table, "block_table"),
                    _index(cache_seqlens, "cache_seqlens"), plain(out, "out"), plain(lse, "softmax_lse"), o)
    return out, lse


paged = torch.library.custom_op("qkv::paged", _paged, mutates_args=())


@paged.register_fake
def _paged_fake(q, cu_seqlens_q, max_seqlen_q, k_cache, v_cache, *args, **kwargs):
    return (q.new_empty((q.shape[0], q.shape[1], v_cache.shape[-1])),
            q.new_empty((q.shape[1], q.shape[0]), dtype=_lse_dtype(q)))


# The operators' implementations below run on real tensors only (never
# traced), so they index in numpy: the block table, lengths and positions are
# small, and numpy's calls cost less than torch's.

def _numpy(x: Tensor) -> np.ndarray:
    return x.detach().cpu().numpy()


def _cache_table(k_cache, block_table, cache_batch_idx, batch):
    """The block table (batch, max_blocks) int32 (numpy) and the block size:
    a non-paged cache (batch_cache, seqlen_cache, ...) is a paged one with one
    block of seqlen_cache rows per sequence, cache_batch_idx[b] (or b)."""
    if block_table is not None:
        return np.ascontiguousarray(_numpy(block_table), dtype=np.int32), k_cache.shape[1]
    if cache_batch_idx is None:
        check_cache_batch(k_cache, batch)
        return np.arange(batch, dtype=np.int32).reshape(batch, 1), k_cache.shape[1]
    idx = _numpy(cache_batch_idx).astype(np.int64)
    bad = (idx < 0) | (idx >= k_cache.shape[0])
    if bad.any():
        b = int(np.argmax(bad))
        raise QkvValueError(f"cache_batch_idx[{b}] = {idx[b]}: outside [0, {k_cache.shape[0]}) "
                            f"(k_cache's batch)")
    return idx.astype(np.int32).reshape(batch, 1), k_cache.shape[1]


def _cache_lengths(cache_seqlens, batch, default):
    if cache_seqlens is None:
        return np.full(batch, default, dtype=np.int64)
    return _numpy(cache_seqlens).astype(np.int64)


def _append_positions(k_cache, v_cache, table, block_size, lens, new):
    """(blocks, rows) (batch, new) of the appended tokens, after checking
    that each exists: a refused call writes nothing."""
    if (lens < 0).any():
        raise QkvValueError("cache_seqlens: lengths must be >= 0")
    blocks, rows = append_positions(k_cache, v_cache, table, block_size, lens, new)
    return torch.from_numpy(blocks), torch.from_numpy(rows)


def _attend_cache(q, k_cache, v_cache, table, lens, options):
    """out (batch, seqlen_q, heads, dv) and lse (batch, heads, seqlen_q) of
    q (batch, seqlen_q, heads, d) against the caches' first lens[b] keys
    (table and lens numpy)."""
    batch, seqlen_q, heads = q.shape[0], q.shape[1], q.shape[2]
    packed_q = _cpu(q, "q").reshape(batch * seqlen_q, heads, q.shape[3])
    cu_q = packed_offsets(batch, seqlen_q)
    o = _flash_opts(options[0], options[1], None, *options[2:])
    k_cache, v_cache = _cpu(k_cache, "k_cache"), _cpu(v_cache, "v_cache")
    out = torch.zeros((batch * seqlen_q, heads, v_cache.shape[-1]), dtype=q.dtype)
    lse = torch.zeros((heads, batch * seqlen_q), dtype=_lse_dtype(q))
    _qkv.paged_into(plain(packed_q, "q"), cu_q, seqlen_q, plain(k_cache, "k_cache"), plain(v_cache, "v_cache"),
                    plain(table, "block_table"), plain(lens, "cache_seqlens"), plain(out, "out"),
                    plain(lse, "softmax_lse"), o)
    return (out.reshape(batch, seqlen_q, heads, out.shape[-1]),
            lse.reshape(heads, batch, seqlen_q).permute(1, 0, 2).contiguous())


def _kvcache(q: Tensor, k_cache: Tensor, v_cache: Tensor, cache_seqlens: Optional[Tensor] = None,
            cache_batch_idx: Optional[Tensor] = None, block_table: Optional[Tensor] = None,
            alibi_slopes: Optional[Tensor] = None, sinks: Optional[Tensor] = None, scale: Optional[float] = None,
            softcap: float = 0.0, causal: bool = False, window_left: int = -1,
            window_right: int = -1) -> Tuple[Tensor, Tensor]:
    """flash_attn_with_kvcache without new tokens: q (batch, seqlen_q, heads,
    d) against caches (batch_cache, seqlen_cache, heads_k, d[_v]) rows
    cache_batch_idx[b], or paged caches through block_table; cache_seqlens
    (batch,) (None: the whole capacity) -> out (batch, seqlen_q, heads, dv),
    lse (batch, heads, seqlen_q)."""
    table, block_size = _cache_table(k_cache, block_table, cache_batch_idx, q.shape[0])
    lens = _cache_lengths(cache_seqlens, q.shape[0], table.shape[1] * block_size)
    check_cache_lengths(lens, block_table, k_cache)
    options = (alibi_slopes, sinks, scale, softcap, causal, window_left, window_right)
    return _attend_cache(q, k_cache, v_cache, table, lens, options)


kvcache = torch.library.custom_op("qkv::kvcache", _kvcache, mutates_args=())


def _kvcache_fake(q, k_cache, v_cache, *args, **kwargs):
    if q.dim() != 4:
        raise QkvValueError(f"q: expected rank 4 (batch, seqlen_q, heads, dim), got shape {tuple(q.shape)}")
    return (q.new_empty((q.shape[0], q.shape[1], q.shape[2], v_cache.shape[-1])),
            q.new_empty((q.shape[0], q.shape[2], q.shape[1]), dtype=_lse_dtype(q)))


kvcache.register_fake(_kvcache_fake)


def _kvcache_append(q: Tensor, k_cache: Tensor, v_cache: Tensor, k: Tensor, v: Tensor,
                   cache_seqlens: Optional[Tensor] = None, cache_batch_idx: Optional[Tensor] = None,
                   block_table: Optional[Tensor] = None, alibi_slopes: Optional[Tensor] = None,
                   sinks: Optional[Tensor] = None, scale: Optional[float] = None, softcap: float = 0.0,
                   causal: bool = False, window_left: int = -1,
                   window_right: int = -1) -> Tuple[Tensor, Tensor]:
    """qkv::kvcache after writing k, v (batch, seqlen_new, heads_k, d[_v])
    into the caches at positions cache_seqlens[b] .. + seqlen_new - 1 (in
    place; required); attention then sees cache_seqlens[b] + seqlen_new keys.
    Every position is checked before anything is written, and a call refused
    after the write puts the old rows back."""
    table, block_size = _cache_table(k_cache, block_table, cache_batch_idx, q.shape[0])
    require_cache_seqlens(k, cache_seqlens)
    lens = _cache_lengths(cache_seqlens, q.shape[0], 0)
    blocks, rows = _append_positions(k_cache, v_cache, table, block_size, lens, k.shape[1])
    q = detach_from_caches(q, k_cache, v_cache)  # attention reads q after the write
    old_k, old_v = k_cache[blocks, rows], v_cache[blocks, rows]  # copies, for a refused call
    # The new tokens copied first: read from memory the caches share (k a
    # view of k_cache, say, or of the same numpy buffer), an indexed write
    # would read rows it already wrote. (They are few: the call's new rows.)
    k, v = k.clone(), v.clone()
    try:  # a write that fails half way (v_cache read-only, say) is undone too
        k_cache[blocks, rows], v_cache[blocks, rows] = k, v
        options = (alibi_slopes, sinks, scale, softcap, causal, window_left, window_right)
        return _attend_cache(q, k_cache, v_cache, table, lens + k.shape[1], options)
    except Exception:
        k_cache[blocks, rows], v_cache[blocks, rows] = old_k, old_v
        raise


kvcache_append = torch.library.custom_op("qkv::kvcache_append", _kvcache_append,
                                         mutates_args=("k_cache", "v_cache"))


# The fakes refuse appends without cache_seqlens too, so a traced call fails
# when traced.
@kvcache_append.register_fake
def _kvcache_append_fake(q, k_cache, v_cache, k, v, cache_seqlens=None, *args, **kwargs):
    require_cache_seqlens(k, cache_seqlens)
    check_cache_pair(k_cache, v_cache)
    return _kvcache_fake(q, k_cache, v_cache)


def _kvcache_quantized(q: Tensor, key_codes: Tensor, key_scales: Tensor, value_codes: Tensor,
                       value_scales: Tensor, k: Optional[Tensor] = None, v: Optional[Tensor] = None,
                       cache_seqlens: Optional[Tensor] = None, cache_batch_idx: Optional[Tensor] = None,
                       block_table: Optional[Tensor] = None, fmt: str = "q8_0", head_dim: int = 0,
                       head_dim_v: int = 0, scale: Optional[float] = None,
                       causal: bool = False) -> Tuple[Tensor, Tensor]:
    """flash_attn_with_kvcache on a caller-held quantized cache (uint8 codes,
    bfloat16 scales (num_blocks, block_size, heads_k, row)): k, v (or None)
    quantized into it in place after every check, then out (batch, seqlen_q,
    heads, head_dim_v), lse (batch, heads, seqlen_q)."""
    from ._modules import _to_kind
    from ._quantized import held_call

    q = _cpu(q, "q")
    out, lse = held_call(q, key_codes, key_scales, value_codes, value_scales, k, v, cache_seqlens,
                         cache_batch_idx, block_table, fmt, head_dim, head_dim_v, scale, causal)
    return _to_kind(out, "torch", q.dtype == torch.bfloat16), torch.from_numpy(lse)


kvcache_quantized = torch.library.custom_op(
    "qkv::kvcache_quantized", _kvcache_quantized,
    mutates_args=("key_codes", "key_scales", "value_codes", "value_scales"))


@kvcache_quantized.register_fake
def _kvcache_quantized_fake(q, key_codes, key_scales, value_codes, value_scales, k=None, v=None,
                            cache_seqlens=None, cache_batch_idx=None, block_table=None, fmt="q8_0", head_dim=0,
                            head_dim_v=0, scale=None, causal=False):
    require_cache_seqlens(k, cache_seqlens)
    if q.dim() != 4:
        raise QkvValueError(f"q: expected rank 4 (batch, seqlen_q, heads, dim), got shape {tuple(q.shape)}")
    return (q.new_empty((q.shape[0], q.shape[1], q.shape[2], head_dim_v or head_dim)),
            q.new_empty((q.shape[0], q.shape[2], q.shape[1]), dtype=_lse_dtype(q)))


# The Python functions' torch path: checks of kinds, dtypes and shapes
# (traceable), then one operator.

def _op(name, q, *others, grad=False):
    """torch.ops.qkv.<name> when the call is traced (Dynamo, fake or
    functional tensors, a dispatch mode, a torch.func transform:
    qkv._api._traced) or needs autograd (under torch.func, through the
    Function of _FUNC it accepts); otherwise the operator's own
    implementation, called directly: the same code without the dispatcher's
    cost (measured: the operator call costs more than the implementation on a
    small decode step)."""
    from ._api import _traced

    if name in _FUNC and func_wrapped((q,) + others):
        return _FUNC[name].apply
    if grad or _traced(q, *others):
        return getattr(torch.ops.qkv, name)
    return _IMPLEMENTATIONS[name]


def _check_dtype(x, name, dtypes, rule):
    if x is not None and x.dtype not in dtypes:
        raise QkvTypeError(f"{name}: dtype {str(x.dtype).replace('torch.', '')} {rule}")


def _check_device(named):
    for name, x in named:
        if x is not None and x.device.type != "cpu":
            raise QkvTypeError(f"{name}: qkv runs on the CPU, got a tensor on {x.device}")


def _tensor(x, name):
    if x is not None and not isinstance(x, Tensor):
        raise QkvTypeError(f"{name}: expected a torch tensor like q, got {type(x).__name__}")
    return x


def options_args(softmax_scale, causal, window_size, softcap, alibi_slopes, s_aux):
    """(alibi_slopes, sinks, scale, softcap, causal, window_left, window_right)
    as the operators take them."""
    from ._api import _window

    if not isinstance(causal, (bool, np.bool_)):
        raise QkvTypeError(f"causal: expected a bool, got {type(causal).__name__}")
    left, right = _window(window_pair(window_size))
    refuse_slope_grad(alibi_slopes)
    if s_aux is not None and isinstance(s_aux, Tensor) and s_aux.requires_grad and torch.is_grad_enabled():
        raise QkvValueError("s_aux: its gradient is not computed by qkv's FlashAttention-style "
                            "functions; detach it, or use qkv.attention(..., sinks=) which has it")
    return (as_tensor_option(alibi_slopes, torch.float64), as_tensor_option(s_aux, torch.float64),
            _real(softmax_scale, "softmax_scale"), _real(softcap, "softcap") or 0.0, bool(causal), left, right)


def _real(x, name):
    """A float option: a real number (not a bool), or a symbolic one under
    torch.compile (checks Dynamo traces: no getattr on the value)."""
    if x is None or (isinstance(x, (int, float, torch.SymFloat, torch.SymInt)) and not isinstance(x, bool)):
        return x
    return real(x, name)


def _size(x, name):
    """A max_seqlen: an int >= 0 (a 0-d integer tensor is read), or a
    symbolic size under torch.compile."""
    if isinstance(x, torch.SymInt) or (torch.compiler.is_compiling() and isinstance(x, int)
                                       and not isinstance(x, bool)):
        # a check in the graph: an unbacked size (.item()) has no value to test
        torch._check(x >= 0, lambda: f"{name}: expected an int >= 0")
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        if not 0 <= x <= 2**63 - 1:
            raise QkvValueError(f"{name}: expected an int in [0, {2**63 - 1}], got {x}")
        return x
    return integer(x, name, 0)


def varlen_call(q, k, v, cu_seqlens_q, cu_seqlens_k, max_q, max_k, dropout_p, options, block_table):
    """flash_attn_varlen_func on torch tensors: out, lse."""
    max_q, max_k = _size(max_q, "max_seqlen_q"), _size(max_k, "max_seqlen_k")
    named = [("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_seqlens_q), ("cu_seqlens_k", cu_seqlens_k),
             ("block_table", _tensor(block_table, "block_table"))]
    _check_device(named)
    for name, x in named[3:]:
        _check_dtype(x, name, (torch.int32,), "must be int32 (FlashAttention's)")
    dropout_p = _real(dropout_p, "dropout_p")
    if block_table is not None:
        if dropout_p:
            raise QkvValueError(f"dropout_p: {dropout_p} with block_table; dropout over a paged KV cache "
                                "is not supported on torch tensors (pass 0.0)")
        if torch.is_grad_enabled() and any(x.requires_grad for x in (q, k, v)):
            raise QkvValueError("block_table: gradients through a paged KV cache are not supported "
                                "(FlashAttention has none either); pass detached tensors")
        from ._api import _traced

        check_paged_lengths(cu_seqlens_k, block_table)
        lens = cu_seqlens_k[1:] - cu_seqlens_k[:-1]
        # The values only eagerly (traced, they are data: the kernel's
        # validation names cache_seqlens then).
        if not _traced(cu_seqlens_k) and bool((lens < 0).any()):
            raise QkvValueError(not_increasing(cu_seqlens_k))
        return _op("paged", q, k, v)(q, cu_seqlens_q, max_q, k, v, block_table, lens, *options)
    alibi, sinks, scale, softcap, causal, left, right = options
    grad = torch.is_grad_enabled() and any(x.requires_grad for x in (q, k, v))
    op = _op("varlen", q, k, v, alibi, sinks, grad=grad)
    from ._api import _traced

    # dq or dk of 16-bit inputs wanted: qkv::varlen_wide also returns the
    # float32 out, which its backward forms D from.
    if grad and q.dtype in _16_BIT and (q.requires_grad or k.requires_grad):
        op = _op("varlen_wide", q, k, v, alibi, sinks, grad=grad)
    with rng_kept_if_refused(bool(dropout_p) and not _traced(q, k, v)):
        result = op(q, k, v, cu_seqlens_q, cu_seqlens_k, max_q, max_k, alibi, sinks, new_seed(dropout_p, None),
                    scale, softcap, causal, left, right, dropout_p)
    return result[0], result[1]


def _cache_seqlens_tensor(cache_seqlens, batch):
    """cache_seqlens as a (batch,) integer tensor (None stays None): an int,
    a sequence or array of ints, or an integer tensor of that shape."""
    if cache_seqlens is None:
        return None
    if isinstance(cache_seqlens, (list, tuple)):  # a tensor, which torch.compile traces
        try:
            cache_seqlens = torch.as_tensor(cache_seqlens)
        except (RuntimeError, TypeError, ValueError) as e:
            raise QkvValueError(f"cache_seqlens: expected integers (batch,), got {cache_seqlens!r}: {e}") from None
    if isinstance(cache_seqlens, Tensor):
        _check_dtype(cache_seqlens, "cache_seqlens", _INDEX_DTYPES, "must be an integer dtype")
        if cache_seqlens.dim() != 1 or cache_seqlens.shape[0] != batch:
            raise QkvValueError(f"cache_seqlens: expected shape ({batch},), got {tuple(cache_seqlens.shape)}")
        return cache_seqlens
    if isinstance(cache_seqlens, np.ndarray):
        from ._flash import _numpy_ints

        return torch.as_tensor(_numpy_ints(cache_seqlens, "cache_seqlens", (batch,)))
    return torch.full((batch,), integer(cache_seqlens, "cache_seqlens", 0, 2**31 - 1), dtype=torch.int32)


def kvcache_call(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx, block_table, options):
    """flash_attn_with_kvcache on torch tensors: out, lse."""
    named = [("q", q), ("k_cache", k_cache), ("v_cache", v_cache), ("k", k), ("v", v),
             ("cache_batch_idx", _tensor(cache_batch_idx, "cache_batch_idx")),
             ("block_table", _tensor(block_table, "block_table"))]
    _check_device(named)
    if block_table is not None:
        if cache_batch_idx is not None:
            raise QkvValueError("cache_batch_idx: not supported with block_table (as in FlashAttention)")
        _check_dtype(block_table, "block_table", (torch.int32,), "must be int32")
        if block_table.dim() != 2 or block_table.shape[0] != q.shape[0]:
            raise QkvValueError(f"block_table: expected shape (batch, max_blocks) with batch {q.shape[0]}, "
                                f"got {tuple(block_table.shape)}")
    elif cache_batch_idx is not None:
        _check_dtype(cache_batch_idx, "cache_batch_idx", _INDEX_DTYPES, "must be an integer dtype")
        if tuple(cache_batch_idx.shape) != (q.shape[0],):
            raise QkvValueError(f"cache_batch_idx: expected shape ({q.shape[0]},), got "
                                f"{tuple(cache_batch_idx.shape)}")
    lens = _cache_seqlens_tensor(cache_seqlens, q.shape[0])
    if k is None:
        return _op("kvcache", q)(q, k_cache, v_cache, lens, cache_batch_idx, block_table, *options)
    _check_append(k_cache, v_cache, k, v, q.shape[0])
    return _op("kvcache_append", q)(q, k_cache, v_cache, k, v, lens, cache_batch_idx, block_table, *options)


def _check_append(k_cache, v_cache, k, v, batch):
    for name, x, cache in (("k", k, k_cache), ("v", v, v_cache)):
        if x.dim() != 4 or x.shape[0] != batch or tuple(x.shape[2:]) != tuple(cache.shape[2:]):
            raise QkvValueError(f"{name}: expected shape {(batch, 'seqlen_new') + tuple(cache.shape[2:])}, "
                                f"got {tuple(x.shape)}")
        if x.dtype != cache.dtype:
            raise QkvTypeError(f"{name}: dtype {str(x.dtype).replace('torch.', '')} does not match the "
                               f"cache's {str(cache.dtype).replace('torch.', '')}")
    if k.shape[1] != v.shape[1]:
        raise QkvValueError(f"k, v: seqlen_new differs: {k.shape[1]} and {v.shape[1]}")


def kvcache_quantized_call(q, key_codes, key_scales, value_codes, value_scales, k, v, cache_seqlens,
                           cache_batch_idx, block_table, fmt, head_dim, head_dim_v, scale, causal):
    """flash_attn_with_kvcache on a QuantizedCache of torch tensors: out, lse."""
    named = [("q", q)] + [(n, _tensor(x, n)) for n, x in (
        ("key_codes", key_codes), ("key_scales", key_scales), ("value_codes", value_codes),
        ("value_scales", value_scales))] + [("k", k), ("v", v),
             ("cache_batch_idx", _tensor(cache_batch_idx, "cache_batch_idx")),
             ("block_table", _tensor(block_table, "block_table"))]
    _check_device(named)
    lens = _cache_seqlens_tensor(cache_seqlens, q.shape[0])
    return _op("kvcache_quantized", q)(q, key_codes, key_scales, value_codes, value_scales, k, v, lens,
                                       cache_batch_idx, block_table, fmt, head_dim, head_dim_v,
                                       _real(scale, "softmax_scale"), bool(causal))


_IMPLEMENTATIONS = {"varlen": _varlen, "varlen_wide": _varlen_wide, "paged": _paged, "kvcache": _kvcache,
                    "kvcache_append": _kvcache_append, "kvcache_quantized": _kvcache_quantized}
