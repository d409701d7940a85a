"""FlashAttention's serving calls on the CPU (docs/serving.md).

``flash_attn_varlen_func`` and ``flash_attn_with_kvcache`` take
FlashAttention's arguments (flash_attn/flash_attn_interface.py, v2.6) with its
semantics, so code written for FlashAttention runs here unchanged, on torch
CPU tensors (autograd through qkv's fused backward) or numpy arrays.
``PagedKvCache`` owns the blocks of a paged cache for a serving loop.
"""

from __future__ import annotations

from . import _api, _qkv, _rotary
from ._api import _forward_only, _kind, _lse_dtype, _needs_grad, _options, _prepare, _seeded_call
from ._args import (QkvTypeError, QkvValueError, require_cache_seqlens, array_dtype_name, dtype_name, integer,
                    method_call, plain, window_pair)
from ._modules import QUANT_FORMATS, _to_kind, refuse_copy
from ._numpy import np
from ._quantized import QuantizedCache, check_sides, held_call

# Annotations only (they are strings: from __future__ import annotations);
# typing itself is not imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional, Sequence

__all__ = ["PagedKvCache", "flash_attn_func", "flash_attn_kvpacked_func", "flash_attn_qkvpacked_func",
           "flash_attn_varlen_func", "flash_attn_varlen_kvpacked_func", "flash_attn_varlen_qkvpacked_func",
           "flash_attn_with_kvcache"]


def _flash_options(softmax_scale, causal, window_size, softcap, alibi_slopes, dropout_p=0.0,
                   s_aux=None):
    """FlashAttention's options as qkv's: causal is bottom-right (aligned to
    the end of each sequence's keys), window_size is (left, right) in the same
    coordinates with -1 unbounded, softcap 0.0 is off."""
    if not isinstance(causal, (bool, np.bool_)):
        raise QkvTypeError(f"causal: expected a bool, got {type(causal).__name__}")
    return _options(scale=softmax_scale, softcap=softcap, alibi_slopes=alibi_slopes,
                    causal="bottom_right" if causal else None, window=window_pair(window_size),
                    dropout_p=dropout_p, sinks=s_aux)


def _flash_kind(named):
    """"torch" when every array is a torch tensor (recognised by its type's
    module, not through qkv._api's type cache, a dict that Dynamo would
    guard on while the first traced call fills it), else _kind's answer."""
    if all(not isinstance(x, np.ndarray) and type(x).__module__.split(".")[0] == "torch"
           and hasattr(x, "data_ptr") for _, x in named):
        return "torch"
    return _kind(named)


def packed_offsets(batch: int, seqlen_q: int):
    """cu_seqlens of q's batch · seqlen_q rows packed (int32, as the packed
    calls take them); more rows than int32 offsets hold is refused (they
    wrapped: an error about a cu_seqlens_q the caller never passed)."""
    if batch * seqlen_q > 2**31 - 1:
        raise QkvValueError(f"q: batch · seqlen_q = {batch} · {seqlen_q} rows; at most {2**31 - 1} "
                            "(int32 offsets of the packed rows)")
    return np.arange(batch + 1, dtype=np.int32) * np.int32(seqlen_q)


def _int32(x, name):
    """An int32 index array (numpy), as the binding reads it."""
    if array_dtype_name(x) != "int32":
        raise QkvTypeError(f"{name}: dtype {array_dtype_name(x)} must be int32 (FlashAttention's)")
    return plain(_prepare(x, name, "numpy"), name)


def _varlen_forward(q, k, v, cu_q, cu_k, max_q, max_k, options):
    """out (total_q, heads, dv) and lse (heads, total_q), numpy; rows past
    the last sequence are zeros (never written by the call)."""
    out = np.zeros((q.shape[0], q.shape[1], v.shape[2]), dtype=q.dtype)
    lse = np.zeros((q.shape[1], q.shape[0]), dtype=_lse_dtype("numpy", q))
    _qkv.varlen_into(plain(q, "q"), plain(k, "k"), plain(v, "v"), cu_q, cu_k, max_q, max_k,
                     plain(out, "out"), plain(lse, "softmax_lse"), options)
    return out, lse


def flash_attn_func(q, k, v, dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                    softcap=0.0, alibi_slopes=None, deterministic=False, return_attn_probs=False, s_aux=None):
    """FlashAttention's ``flash_attn_func``: q (batch, seqlen_q, nheads,
    headdim), k, v (batch, seqlen_k, nheads_k, headdim[_v]) -> out (batch,
    seqlen_q, nheads, headdim_v); causal=True is bottom-right, window_size
    (left, right) in the same coordinates (-1 unbounded), as in
    flash_attn_varlen_func. return_attn_probs=True returns (out, softmax_lse
    (batch, nheads, seqlen_q), None). qkv.attention with layout="bshd"
    (autograd, s_aux's gradient included; numpy arrays too)."""
    del deterministic  # always deterministic
    if not isinstance(causal, (bool, np.bool_)):
        raise QkvTypeError(f"causal: expected a bool, got {type(causal).__name__}")
    left, right = (None if w == -1 else w for w in window_pair(window_size))
    out = _api.attention(q, k, v, scale=softmax_scale, causal="bottom_right" if causal else None,
                         window=None if left is None and right is None else (left, right),
                         alibi_slopes=alibi_slopes, softcap=softcap or None, dropout_p=dropout_p,
                         layout="bshd", return_lse=return_attn_probs, sinks=s_aux)
    return (*out, None) if return_attn_probs else out


def flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                           dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                           softcap=0.0, alibi_slopes=None, deterministic=False,
                           return_attn_probs=False, block_table=None, s_aux=None):
    """Attention of a packed batch, FlashAttention's ``flash_attn_varlen_func``.

    q (total_q, nheads, headdim), k, v (total_k, nheads_k, headdim[_v]);
    sequence b owns rows cu_seqlens_q[b]:cu_seqlens_q[b + 1] of q and
    cu_seqlens_k[b]:cu_seqlens_k[b + 1] of k and v (int32, (batch + 1,)).
    causal=True is bottom-right per sequence; window_size=(left, right)
    keeps keys i + seqlen_k - seqlen_q - left .. + right; alibi_slopes
    (nheads,) or (batch, nheads) adds -slope * |i + seqlen_k - seqlen_q - j|.
    With ``block_table`` (batch, max_blocks) int32, k and v are paged caches
    (num_blocks, page_block_size, nheads_k, headdim) and cu_seqlens_k gives
    each sequence's cached length (forward only, as in FlashAttention).

    Returns out (total_q, nheads, headdim_v); with return_attn_probs=True,
    (out, softmax_lse, S_dmask) as FlashAttention does: softmax_lse
    (nheads, total_q) float32 (float64 for float64 inputs) and S_dmask
    None: FlashAttention's S_dmask is a testing aid (probabilities with the
    dropout pattern in their sign bit) that qkv does not materialise; the
    ``qkv explain`` command prints probabilities step by step. ``s_aux`` (nheads,)
    holds attention-sink logits as in vLLM's FlashAttention (gpt-oss): each
    row's softmax denominator gains e^{s_aux[h]} and softmax_lse includes it
    (values only: an s_aux that requires grad is refused). ``deterministic`` is
    accepted and has no effect: qkv's backward is always deterministic.
    Dropout draws its Philox seed as qkv.attention does: from torch's
    default generator for torch tensors (``torch.manual_seed`` reproduces
    it), from ``os.urandom`` for numpy arrays.
    Torch tensors that require grad get gradients through qkv's fused backward.
    """
    del deterministic  # always deterministic
    kind = _flash_kind([("q", q), ("k", k), ("v", v), ("cu_seqlens_q", cu_seqlens_q),
                        ("cu_seqlens_k", cu_seqlens_k)])
    if kind == "torch":
        from . import _flash_ops

        options = _flash_ops.options_args(softmax_scale, causal, window_size, softcap, alibi_slopes, s_aux)
        out, lse = _flash_ops.varlen_call(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                          dropout_p, options, block_table)
        return (out, lse, None) if return_attn_probs else out
    max_q, max_k = integer(max_seqlen_q, "max_seqlen_q", 0), integer(max_seqlen_k, "max_seqlen_k", 0)
    cu_q = _int32(cu_seqlens_q, "cu_seqlens_q")
    cu_k = _int32(cu_seqlens_k, "cu_seqlens_k")
    options = _flash_options(softmax_scale, causal, window_size, softcap, alibi_slopes, dropout_p,
                             s_aux)
    q, k, v = (_prepare(x, n, kind) for n, x in (("q", q), ("k", k), ("v", v)))
    if block_table is not None:
        out, lse = _paged_varlen(q, k, v, cu_q, cu_k, max_q, block_table, options)
    else:
        out, lse = _varlen_forward(q, k, v, cu_q, cu_k, max_q, max_k, options)
    return (out, lse, None) if return_attn_probs else out


def _unpacked(x, name: str, count: int, layout: str) -> tuple:
    """The `count` tensors packed along dimension -3 of x (views, no copy:
    gradients reach x through them)."""
    shape = getattr(x, "shape", None)
    if shape is None or not hasattr(x, "ndim"):
        raise QkvTypeError(f"{name}: expected a numpy array or torch tensor {layout}, got {type(x).__name__}")
    rank = layout.count(",") + 1
    if x.ndim != rank or shape[-3] != count:
        raise QkvValueError(f"{name}: expected {layout}, got shape {tuple(shape)}")
    return tuple(x[..., i, :, :] for i in range(count))


def flash_attn_qkvpacked_func(qkv, dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                              softcap=0.0, alibi_slopes=None, deterministic=False, return_attn_probs=False,
                              s_aux=None):
    """FlashAttention's ``flash_attn_qkvpacked_func``: qkv (batch, seqlen, 3,
    nheads, headdim) -> flash_attn_func on its three views (gradients reach
    qkv)."""
    q, k, v = _unpacked(qkv, "qkv", 3, "(batch, seqlen, 3, nheads, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
                           deterministic, return_attn_probs, s_aux)


def flash_attn_kvpacked_func(q, kv, dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                             softcap=0.0, alibi_slopes=None, deterministic=False, return_attn_probs=False,
                             s_aux=None):
    """FlashAttention's ``flash_attn_kvpacked_func``: q (batch, seqlen_q,
    nheads, headdim), kv (batch, seqlen_k, 2, nheads_k, headdim) ->
    flash_attn_func (MQA/GQA as there)."""
    k, v = _unpacked(kv, "kv", 2, "(batch, seqlen_k, 2, nheads_k, headdim)")
    return flash_attn_func(q, k, v, dropout_p, softmax_scale, causal, window_size, softcap, alibi_slopes,
                           deterministic, return_attn_probs, s_aux)


def flash_attn_varlen_qkvpacked_func(qkv, cu_seqlens, max_seqlen, dropout_p=0.0, softmax_scale=None,
                                     causal=False, window_size=(-1, -1), softcap=0.0, alibi_slopes=None,
                                     deterministic=False, return_attn_probs=False, s_aux=None):
    """FlashAttention's ``flash_attn_varlen_qkvpacked_func``: qkv (total, 3,
    nheads, headdim), one cu_seqlens and max_seqlen for queries and keys ->
    flash_attn_varlen_func on its three views."""
    q, k, v = _unpacked(qkv, "qkv", 3, "(total, 3, nheads, headdim)")
    return flash_attn_varlen_func(q, k, v, cu_seqlens, cu_seqlens, max_seqlen, max_seqlen, dropout_p,
                                  softmax_scale, causal, window_size, softcap, alibi_slopes, deterministic,
                                  return_attn_probs, s_aux=s_aux)


def flash_attn_varlen_kvpacked_func(q, kv, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k,
                                    dropout_p=0.0, softmax_scale=None, causal=False, window_size=(-1, -1),
                                    softcap=0.0, alibi_slopes=None, deterministic=False,
                                    return_attn_probs=False, s_aux=None):
    """FlashAttention's ``flash_attn_varlen_kvpacked_func``: q (total_q,
    nheads, headdim), kv (total_k, 2, nheads_k, headdim) ->
    flash_attn_varlen_func."""
    k, v = _unpacked(kv, "kv", 2, "(total_k, 2, nheads_k, headdim)")
    return flash_attn_varlen_func(q, k, v, cu_seqlens_q, cu_seqlens_k, max_seqlen_q, max_seqlen_k, dropout_p,
                                  softmax_scale, causal, window_size, softcap, alibi_slopes, deterministic,
                                  return_attn_probs, s_aux=s_aux)


def _paged_varlen(q, k_cache, v_cache, cu_q, cu_k, max_q, block_table, options):
    table = _int32(block_table, "block_table")
    cu_k = np.asarray(cu_k, dtype=np.int64)
    check_paged_lengths(cu_k, table)
    lens = np.diff(cu_k)
    if (lens < 0).any():
        raise QkvValueError(not_increasing(cu_k))
    return _paged_forward(q, cu_q, max_q, k_cache, v_cache, table, lens.astype(np.int32), options)


def check_paged_lengths(cu_k, table) -> None:
    """A paged varlen call's shapes (arrays or tensors): block_table (batch,
    max_blocks) and cu_seqlens_k (batch + 1,), checked here so an error names
    them rather than the cache_seqlens cu_seqlens_k becomes."""
    if len(table.shape) != 2:
        raise QkvValueError(f"block_table: expected shape (batch, max_blocks), got {tuple(table.shape)}")
    if tuple(cu_k.shape) != (table.shape[0] + 1,):
        raise QkvValueError(f"cu_seqlens_k: expected shape ({table.shape[0] + 1},) (block_table has "
                            f"{table.shape[0]} rows), got {tuple(cu_k.shape)}")


def not_increasing(cu_k) -> str:
    return f"cu_seqlens_k: not increasing: {cu_k.tolist()[:12]}"


def _paged_forward(q, cu_q, max_q, k_cache, v_cache, block_table, cache_seqlens, options):
    """out (total_q, heads, dv) and lse (heads, total_q) of packed queries
    against a paged cache (numpy)."""
    out = np.zeros((q.shape[0], q.shape[1], v_cache.shape[-1]), dtype=q.dtype)
    lse = np.zeros((q.shape[1], q.shape[0]), dtype=_lse_dtype("numpy", q))
    _qkv.paged_into(plain(q, "q"), cu_q, max_q, plain(k_cache, "k_cache"), plain(v_cache, "v_cache"),
                    block_table, plain(cache_seqlens, "cache_seqlens"), plain(out, "out"),
                    plain(lse, "softmax_lse"), options)
    return out, lse


def _numpy_ints(x, name, shape=None):
    # (isinstance first: Dynamo gives the numpy arrays it traces a detach)
    a = np.asarray(x if isinstance(x, np.ndarray) else x.detach().cpu().numpy() if hasattr(x, "detach") else x)
    if a.dtype.kind not in "iu":
        raise QkvTypeError(f"{name}: expected integers, got dtype {a.dtype}")
    if shape is not None and a.shape != shape:
        raise QkvValueError(f"{name}: expected shape {shape}, got {a.shape}")
    if a.dtype == np.uint64 and a.size and a.max() > np.iinfo(np.int64).max:
        raise QkvValueError(f"{name}: {a[a > np.iinfo(np.int64).max][0]} does not fit int64")
    return a.astype(np.int64)


def _int32s(x, name):
    """Integers as a contiguous int32 array; a value int32 cannot hold is a
    ValueError naming `name` (never wrapped)."""
    a = _numpy_ints(x, name)
    if a.size and (a.min() < -2**31 or a.max() >= 2**31):
        bad = a[(a < -2**31) | (a >= 2**31)][0]
        raise QkvValueError(f"{name}: {bad} does not fit int32")
    return np.ascontiguousarray(a, dtype=np.int32)


def check_cache_lengths(lens, block_table, k_cache):
    """Without a block table, cache_seqlens (int64 numpy) within k_cache's
    seqlen_cache, named as such (the paged check names blocks)."""
    if block_table is None:
        bad = (lens < 0) | (lens > k_cache.shape[1])
        if bad.any():
            b = int(np.argmax(bad))
            raise QkvValueError(f"cache_seqlens[{b}] = {lens[b]} is outside [0, {k_cache.shape[1]}] "
                                f"(k_cache's seqlen_cache)")


def check_cache_batch(k_cache, batch):
    """Without cache_batch_idx, sequence b reads k_cache[b]: q's batch must
    not exceed the cache's."""
    if batch > k_cache.shape[0]:
        raise QkvValueError(f"k_cache: holds {k_cache.shape[0]} sequences, q has {batch}; pass "
                            "cache_batch_idx to pick rows, or block_table for a paged cache")


def _cache_layout(k_cache, block_table, cache_batch_idx, batch):
    """The block table (batch, max_blocks) int32 numpy array and the block
    size of the call: a non-paged cache (batch_cache, seqlen_cache, ...) is
    a paged one with one block of seqlen_cache rows per sequence."""
    if block_table is not None:
        if cache_batch_idx is not None:
            raise QkvValueError("cache_batch_idx: not supported with block_table (as in FlashAttention)")
        if array_dtype_name(block_table) != "int32":
            raise QkvTypeError(f"block_table: dtype {array_dtype_name(block_table)} must be int32")
        table = _numpy_ints(block_table, "block_table")
        if table.ndim != 2 or table.shape[0] != batch:
            raise QkvValueError(f"block_table: expected shape (batch, max_blocks) with batch {batch}, "
                                f"got {tuple(table.shape)}")
        return table.astype(np.int32), k_cache.shape[1]
    if cache_batch_idx is None:
        check_cache_batch(k_cache, batch)
        idx = np.arange(batch, dtype=np.int64)
    else:
        idx = _numpy_ints(cache_batch_idx, "cache_batch_idx", (batch,))
        if ((idx < 0) | (idx >= k_cache.shape[0])).any():
            b = int(np.argmax((idx < 0) | (idx >= k_cache.shape[0])))
            raise QkvValueError(f"cache_batch_idx[{b}] = {idx[b]}: outside [0, {k_cache.shape[0]}) "
                                f"(k_cache's batch)")
    return idx.astype(np.int32).reshape(batch, 1), k_cache.shape[1]


def _layout(x):
    """(address of the first element, element size, strides in elements) of
    a numpy array or CPU torch tensor."""
    if isinstance(x, np.ndarray):
        item = x.itemsize
        return x.__array_interface__["data"][0], item, [s // item for s in x.strides]
    return x.data_ptr(), x.element_size(), list(x.stride())


def _byte_range(x):
    """[lo, hi): the bytes x's elements span (empty when it has none)."""
    base, item, strides = _layout(x)
    lo = hi = 0
    for n, step in zip(x.shape, strides):
        if n == 0:
            return base, base
        if step < 0:
            lo += (n - 1) * step
        else:
            hi += (n - 1) * step
    return base + lo * item, base + (hi + 1) * item


def _ranges_meet(a, b):
    """Whether the bytes a's and b's elements span meet (numpy's own bounds
    check for arrays; a few integer operations for torch tensors)."""
    if isinstance(a, np.ndarray) and isinstance(b, np.ndarray):
        return np.may_share_memory(a, b)
    (a0, a1), (b0, b1) = _byte_range(a), _byte_range(b)
    return a0 < b1 and b0 < a1


def shares_memory(a, b):
    """Whether arrays a and b (numpy or CPU torch) have an element in common:
    True, False, or None when numpy cannot tell cheaply."""
    if not _ranges_meet(a, b):  # the common case, in a microsecond
        return False

    def memory(x):  # x's elements as numpy integers of their size, no copy
        if isinstance(x, np.ndarray):
            return x
        import torch

        ints = {1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
        kind = ints.get(x.element_size())
        return None if kind is None else x.detach().view(kind).numpy()

    ma, mb = memory(a), memory(b)
    if ma is None or mb is None:
        return None
    too_hard = getattr(np, "exceptions", np).TooHardError
    try:
        return bool(np.shares_memory(ma, mb, max_work=1 << 16))
    except too_hard:
        return None


def _row_spans(cache, blocks, rows):
    """Byte ranges [start, end) of the (token, head) rows written at
    (blocks, rows) (numpy, (batch, new)) of a (num_blocks, block_size,
    heads, dim) numpy or CPU torch cache."""
    base, item, strides = _layout(cache)
    heads, dim = cache.shape[2], cache.shape[3]
    first = (blocks.astype(np.int64)[..., None] * strides[0] + rows.astype(np.int64)[..., None] * strides[1]
             + np.arange(heads, dtype=np.int64) * strides[2]).ravel()
    reach = (dim - 1) * strides[3]
    return base + (first + min(0, reach)) * item, base + (first + max(0, reach) + 1) * item


def _spans_meet(a, b):
    """Whether a range of a = (starts, ends) meets a range of b."""
    if a[0].size == 0 or b[0].size == 0:
        return False
    order = np.argsort(a[0], kind="stable")
    starts, reach = a[0][order], np.maximum.accumulate(a[1][order])
    last = np.searchsorted(starts, b[1], side="left") - 1  # a's last start before each b end
    some = last >= 0
    return bool((reach[last[some]] > b[0][some]).any())


def check_append_targets(k_cache, v_cache, blocks, rows):
    """Appends write each token's key row into k_cache and its value row
    into v_cache: rows that share a byte would have one written over the
    other (refused, nothing written). Caches that are views of one buffer
    are fine as long as the rows written do not meet (transformers'
    continuous batching lays K and V pages out that way)."""
    if not _ranges_meet(k_cache, v_cache):  # separate caches: nothing to compare
        return
    if any(x.shape[3] > 1 and _layout(x)[2][3] != 1 for x in (k_cache, v_cache)):
        return  # refused by the layout check (the last dimension contiguous)
    if _spans_meet(_row_spans(k_cache, blocks, rows), _row_spans(v_cache, blocks, rows)):
        raise QkvValueError("k_cache and v_cache: the rows appended for the new keys and values share memory "
                            "(each cache needs storage of its own)")


def detach_from_caches(x, k_cache, v_cache):
    """x, or a copy of it when it may share memory with a cache the call
    writes (a query or new token that is a view of the cache's rows)."""
    if shares_memory(x, k_cache) is False and shares_memory(x, v_cache) is False:
        return x
    return x.clone() if hasattr(x, "clone") else np.array(x, copy=True)


def check_cache_pair(k_cache, v_cache):
    """Refuses a v_cache whose (num_blocks, block_size, nheads_k) differs
    from k_cache's (before any row of either is read or written)."""
    if (len(k_cache.shape) != 4 or len(v_cache.shape) != 4
            or tuple(v_cache.shape[:3]) != tuple(k_cache.shape[:3])):
        raise QkvValueError(f"v_cache: shape {tuple(v_cache.shape)} does not match k_cache "
                            f"{tuple(k_cache.shape)} (both (num_blocks, block_size, nheads_k, ...))")


def append_positions(k_cache, v_cache, table, block_size, lens, new):
    """(blocks, rows) (batch, new) numpy of tokens appended at positions
    lens[b] .. lens[b] + new - 1 through table (batch, max_blocks), after
    checking that the caches agree and that each position exists in
    [0, num_blocks)."""
    check_cache_pair(k_cache, v_cache)
    num_blocks = k_cache.shape[0]
    capacity = table.shape[1] * block_size
    # Compared before adding: lens + new could wrap past int64.
    past = lens > capacity - new
    if new and past.any():
        b = int(np.argmax(past))
        raise QkvValueError(f"cache_seqlens[{b}] = {lens[b]}: appending {new} tokens passes the "
                            f"capacity {capacity}")
    blocks, rows = append_slots(table, block_size, lens, new)
    if new and ((blocks < 0) | (blocks >= num_blocks)).any():
        raise QkvValueError(f"block_table: a block id of the appended tokens is outside [0, {num_blocks})")
    check_distinct_slots(blocks, rows, block_size, new)
    check_append_targets(k_cache, v_cache, blocks, rows)
    return blocks, rows


def append_slots(table, block_size, lens, new):
    """(blocks, rows) (batch, new) of the tokens appended at positions
    lens[b] .. lens[b] + new - 1 through table (the caller has checked that
    those positions are within the table)."""
    pos = lens[:, None] + np.arange(new)[None, :]
    return np.take_along_axis(table.astype(np.int64), pos // block_size, axis=1), pos % block_size


def check_distinct_slots(blocks, rows, block_size, new):
    """Every appended token (blocks, rows (batch, new)) owns its cache slot:
    two writes to one slot (a repeated cache_batch_idx, or one block id twice
    in the tables) would leave a sequence attending to another's token."""
    slots = (blocks * block_size + rows).ravel()
    order = np.argsort(slots, kind="stable")
    same = np.flatnonzero(slots[order][1:] == slots[order][:-1])
    if same.size:
        i, j = order[same[0]], order[same[0] + 1]
        raise QkvValueError(f"cache_batch_idx / block_table: sequences {i // new} and {j // new} both append to "
                            f"block {blocks.flat[i]} row {rows.flat[i]}; each appended token needs a slot of its own")


def _append_in_place(k_cache, v_cache, k, v, table, block_size, lens):
    """Writes k, v (batch, seqlen_new, nheads_k, d) into the caches at
    positions lens[b] .. lens[b] + seqlen_new - 1, after checking that every
    target block exists: a failed call writes nothing. batch: q's (that of
    lens), never broadcast from k's."""
    batch, new = lens.shape[0], k.shape[1]
    for name, x, cache in (("k", k, k_cache), ("v", v, v_cache)):
        if tuple(x.shape) != (batch, new) + tuple(cache.shape[2:]):
            raise QkvValueError(f"{name}: expected shape {(batch, new) + tuple(cache.shape[2:])}, "
                                f"got {tuple(x.shape)}")
        if array_dtype_name(x) != array_dtype_name(cache):
            raise QkvTypeError(f"{name}: dtype {array_dtype_name(x)} does not match the cache's "
                               f"{array_dtype_name(cache)}")
    blocks, rows = append_positions(k_cache, v_cache, table, block_size, lens, new)
    # The new tokens copied first: k or v may be views of the rows written.
    k, v = np.array(k, copy=True), np.array(v, copy=True)
    # Advanced indexing copies: the rows as they were, for restore().
    old_k, old_v = k_cache[blocks, rows], v_cache[blocks, rows]

    def write(new_k, new_v):
        k_cache[blocks, rows] = new_k
        v_cache[blocks, rows] = new_v

    for name, cache in (("k_cache", k_cache), ("v_cache", v_cache)):
        if not cache.flags.writeable:
            raise QkvValueError(f"{name}: a read-only array; the new tokens are written into it in place")
    try:  # a write that fails half way is undone
        write(k, v)
    except Exception:
        k_cache[blocks, rows] = old_k
        raise
    return lambda: write(old_k, old_v)


def flash_attn_with_kvcache(q, k_cache, v_cache, k=None, v=None, rotary_cos=None, rotary_sin=None,
                            cache_seqlens=None, cache_batch_idx=None, cache_leftpad=None,
                            block_table=None, softmax_scale=None, causal=False, window_size=(-1, -1),
                            softcap=0.0, rotary_interleaved=True, alibi_slopes=None, num_splits=0,
                            return_softmax_lse=False, s_aux=None):
    """Decoding against a KV cache, FlashAttention's ``flash_attn_with_kvcache``.

    q (batch, seqlen_q, nheads, headdim); k_cache, v_cache (batch_cache,
    seqlen_cache, nheads_k, headdim[_v]), or with ``block_table`` (batch,
    max_blocks) int32 paged caches (num_blocks, page_block_size, nheads_k,
    headdim[_v]). ``k``, ``v`` (batch, seqlen_new, nheads_k, ...) are written
    into the caches in place at positions cache_seqlens[b] onwards (every
    position is checked before anything is written), and attention then sees
    cache_seqlens[b] + seqlen_new keys; cache_seqlens (int or (batch,) int32)
    is required with k, v and is not updated (as in FlashAttention); without
    k, v, None means every cache is full. causal=True aligns the queries to
    the end of each sequence's keys. num_splits is accepted and ignored: qkv
    splits long caches by itself (split-KV). rotary_cos, rotary_sin
    (seqlen_ro, rotary_dim / 2) turn k and q as FlashAttention does (k at
    its cache positions; q there too when causal or local, else at
    cache_seqlens; rotary_interleaved picks GPT-J pairs or GPT-NeoX halves;
    python/qkv/_rotary.py); cache_leftpad is not supported.
    Returns out (batch, seqlen_q, nheads, headdim_v), and softmax_lse (batch,
    nheads, seqlen_q) when return_softmax_lse=True. ``s_aux`` (nheads,):
    attention-sink logits, as in flash_attn_varlen_func. Forward only.
    """
    del num_splits
    if cache_leftpad is not None:
        raise QkvValueError("cache_leftpad: not supported by qkv; pass each sequence's cache from its "
                            "first token (cache_seqlens, block_table)")
    if (k is None) != (v is None):
        raise QkvValueError("k, v: pass both or neither")
    require_cache_seqlens(k, cache_seqlens)
    if rotary_cos is not None or rotary_sin is not None:
        by_row, seqlen_k = _queries_at_own_positions(causal, window_size, q, k_cache, block_table)
        q, k = _rotary.apply(q, k, rotary_cos, rotary_sin, cache_seqlens, rotary_interleaved, by_row, seqlen_k)
    if isinstance(k_cache, QuantizedCache) or isinstance(v_cache, QuantizedCache):
        unsupported = (("window_size", window_pair(window_size) != (-1, -1)), ("softcap", softcap != 0.0),
                       ("alibi_slopes", alibi_slopes is not None), ("s_aux", s_aux is not None))
        out, lse = _kvcache_held(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx, block_table,
                                 softmax_scale, causal, unsupported)
        return (out, lse) if return_softmax_lse else out
    named = [("q", q), ("k_cache", k_cache), ("v_cache", v_cache)]
    kind = _flash_kind(named + ([("k", k), ("v", v)] if k is not None else []))
    if _needs_grad(kind, q, k_cache, v_cache, *(x for x in (k, v) if x is not None)):
        raise QkvValueError("flash_attn_with_kvcache: forward only (as in FlashAttention); pass "
                            "detached tensors")
    if len(q.shape) != 4 or len(k_cache.shape) != 4:
        raise QkvValueError(f"q, k_cache: expected rank 4, got q {tuple(q.shape)}, k_cache "
                            f"{tuple(k_cache.shape)}")
    _check_caches_against_q(q, k_cache, v_cache)
    if kind == "torch":
        from . import _flash_ops

        options = _flash_ops.options_args(softmax_scale, causal, window_size, softcap, alibi_slopes, s_aux)
        out, lse = _flash_ops.kvcache_call(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx,
                                           block_table, options)
        return (out, lse) if return_softmax_lse else out
    return _kvcache_numpy(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx, block_table,
                          _flash_options(softmax_scale, causal, window_size, softcap, alibi_slopes, s_aux=s_aux),
                          return_softmax_lse)


def _queries_at_own_positions(causal, window_size, q, k_cache, block_table) -> tuple:
    """(by_row, seqlen_k): whether FlashAttention turns each query at its
    own position (a causal or local call) rather than all at cache_seqlens
    (causal with more than one query row, or a window side shorter than the
    cache: FlashAttention drops a side that reaches the whole cache), and
    the cache's capacity per sequence."""
    if not isinstance(causal, (bool, np.bool_)):
        raise QkvTypeError(f"causal: expected a bool, got {type(causal).__name__}")
    if len(q.shape) != 4 or len(k_cache.shape) != 4:
        raise QkvValueError(f"q, k_cache: expected rank 4, got q {tuple(q.shape)}, k_cache "
                            f"{tuple(k_cache.shape)}")
    seqlen_k = k_cache.shape[1] * (1 if block_table is None else block_table.shape[1])
    left, right = (integer(w, "window_size", -1) for w in window_pair(window_size))
    by_row = (causal and q.shape[1] > 1) or 0 <= left < seqlen_k or 0 <= right < seqlen_k
    return by_row, seqlen_k


def _check_caches_against_q(q, k_cache, v_cache):
    """The caches' shapes and dtypes against q's, named as the caller passed
    them (the kernel's own checks see paged views named k and v)."""
    check_cache_pair(k_cache, v_cache)
    if k_cache.shape[-1] != q.shape[-1]:
        raise QkvValueError(f"k_cache: head_dim {k_cache.shape[-1]} does not match q's {q.shape[-1]} "
                            f"(q {tuple(q.shape)}, k_cache {tuple(k_cache.shape)})")
    dtypes = [array_dtype_name(x) for x in (q, k_cache, v_cache)]
    if dtypes[1] != dtypes[0] or dtypes[2] != dtypes[0]:
        raise QkvTypeError(f"k_cache, v_cache: dtypes must match q's: q {dtypes[0]}, k_cache {dtypes[1]}, "
                           f"v_cache {dtypes[2]}")


def _cache_lengths(cache_seqlens, batch, capacity):
    """cache_seqlens as an int64 numpy array (batch,): None is a full cache
    (callers appending refuse None first: require_cache_seqlens)."""
    if cache_seqlens is None:
        return np.full(batch, capacity, dtype=np.int64)
    if isinstance(cache_seqlens, (int, np.integer)):
        return np.full(batch, integer(cache_seqlens, "cache_seqlens", 0), dtype=np.int64)
    return _numpy_ints(cache_seqlens, "cache_seqlens", (batch,))


def _kvcache_held(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx, block_table, softmax_scale,
                  causal, unsupported):
    """flash_attn_with_kvcache on a quantized cache the caller holds
    (QuantizedCache k_cache and v_cache): new tokens are quantized in place
    (nothing is written unless every position and value is accepted). torch
    tensors go through torch.ops.qkv.kvcache_quantized when traced."""
    if not isinstance(causal, (bool, np.bool_)):
        raise QkvTypeError(f"causal: expected a bool, got {type(causal).__name__}")
    for name, off in unsupported:
        if off:
            raise QkvValueError(f"{name}: not supported on a quantized cache (it takes softmax_scale only)")
    head_dim, head_dim_v = check_sides(k_cache, v_cache)
    named = [("q", q)] + ([("k", k), ("v", v)] if k is not None else [])
    kind = _flash_kind(named)
    if _needs_grad(kind, *(x for _, x in named)):
        raise QkvValueError("flash_attn_with_kvcache: forward only (as in FlashAttention); pass "
                            "detached tensors")
    if len(q.shape) != 4:
        raise QkvValueError(f"q: expected rank 4 (batch, seqlen_q, nheads, headdim), got {tuple(q.shape)}")
    q = _prepare(q, "q", kind)
    if k is not None:
        k, v = _prepare(k, "k", kind), _prepare(v, "v", kind)
    args = (q, k_cache.codes, k_cache.scales, v_cache.codes, v_cache.scales, k, v)
    if kind == "torch":
        from . import _flash_ops

        return _flash_ops.kvcache_quantized_call(*args, cache_seqlens, cache_batch_idx, block_table,
                                                 k_cache.format, head_dim, head_dim_v, softmax_scale, causal)
    out, lse = held_call(*args, cache_seqlens, cache_batch_idx, block_table, k_cache.format, head_dim,
                         head_dim_v, softmax_scale, causal)
    return _to_kind(out, kind, array_dtype_name(q) == "bfloat16"), lse


def _kvcache_numpy(q, k_cache, v_cache, k, v, cache_seqlens, cache_batch_idx, block_table, options,
                   return_softmax_lse):
    batch, seqlen_q, nheads = q.shape[0], q.shape[1], q.shape[2]
    table, block_size = _cache_layout(k_cache, block_table, cache_batch_idx, batch)
    lens = _cache_lengths(cache_seqlens, batch, table.shape[1] * block_size)
    new, restore = 0, None
    if k is None:
        check_cache_lengths(lens, block_table, k_cache)
    else:
        if (lens < 0).any():
            raise QkvValueError("cache_seqlens: lengths must be >= 0")
        q = detach_from_caches(q, k_cache, v_cache)  # read after the append
        restore = _append_in_place(k_cache, v_cache, k, v, table, block_size, lens)
        new = k.shape[1]
    try:
        q = _prepare(q, "q", "numpy")
        packed = q.reshape(batch * seqlen_q, nheads, q.shape[3])
        cu_q = packed_offsets(batch, seqlen_q)
        out, lse = _paged_forward(packed, cu_q, seqlen_q, k_cache, v_cache, table,
                                  (lens + new).astype(np.int64), options)
    except Exception:
        if restore is not None:  # a refused call leaves the caches as they were
            restore()
        raise
    out = out.reshape(batch, seqlen_q, nheads, out.shape[-1])
    if not return_softmax_lse:
        return out
    return out, lse.reshape(nheads, batch, seqlen_q).transpose(1, 0, 2)


class PagedKvCache:
    """A paged KV cache for a serving loop: num_blocks blocks of block_size
    tokens, (num_blocks, block_size, num_kv_heads, head_dim) keys and values
    in float32, bfloat16 or float16, or quantized (``dtype="q8_0"``: 8.5 bits
    per value, ``"q4_0"``: 4.5; ``"q8_kivi"`` / ``"q4_kivi"``: keys per
    channel along 32 tokens, block_size a multiple of 32;
    docs/quantized-cache.md): appends quantize,
    attention dequantizes inside the kernel's tiles and takes ``scale`` only.

    ``add_sequence()`` returns a sequence id; ``append(seq, k, v)`` stores
    tokens (k (n, num_kv_heads, head_dim)); ``append_many(seqs, k, v,
    cu_seqlens)`` stores tokens of several sequences (packed) at once;
    ``attend(seqs, q, cu_seqlens_q)`` runs the packed queries of several
    sequences (decode rows and prefill chunks together) against their caches,
    causal bottom-right; ``free_sequence(seq)`` returns its blocks. Running out
    of blocks raises QkvValueError and changes nothing.
    """

    __copy__ = __deepcopy__ = refuse_copy

    def __init__(self, num_blocks: int, block_size: int, num_kv_heads: int, head_dim: int,
                 dtype="float32", head_dim_v: Optional[int] = None):
        dtype = dtype if isinstance(dtype, str) and dtype in QUANT_FORMATS else dtype_name(dtype)
        self._impl = _qkv.PagedKvCache(integer(num_blocks, "num_blocks"), integer(block_size, "block_size"),
                                       integer(num_kv_heads, "num_kv_heads"), integer(head_dim, "head_dim"),
                                       dtype, 0 if head_dim_v is None else integer(head_dim_v, "head_dim_v"))
        self.dtype = dtype

    num_blocks = property(lambda self: self._impl.num_blocks)
    block_size = property(lambda self: self._impl.block_size)
    blocks_in_use = property(lambda self: self._impl.blocks_in_use)
    free_blocks = property(lambda self: self._impl.free_blocks)
    num_sequences = property(lambda self: self._impl.num_sequences)
    storage_bytes = property(lambda self: self._impl.storage_bytes,
                             doc="Bytes stored for K and V (codes and scales if quantized).")

    def add_sequence(self) -> int:
        return self._impl.add_sequence()

    def free_sequence(self, seq: int) -> None:
        self._impl.free_sequence(integer(seq, "seq"))

    def length(self, seq: int) -> int:
        return self._impl.length(integer(seq, "seq"))

    def blocks(self, seq: int) -> list:
        return list(self._impl.blocks(integer(seq, "seq")))

    def append(self, seq: int, k, v) -> None:
        n = k.shape[0] if hasattr(k, "shape") and len(k.shape) else 0
        if n > 2**31 - 1:  # numpy 1 wrapped it into the int32 offsets
            raise QkvValueError(f"PagedKvCache.append: k has {n} rows; one append takes at most {2**31 - 1}")
        self.append_many([seq], k, v, np.array([0, n], dtype=np.int32))

    def append_many(self, seqs: Sequence[int], k, v, cu_seqlens) -> None:
        kind = _kind([("k", k), ("v", v)])
        _forward_only("PagedKvCache.append", k, v)
        k, v = (plain(_prepare(x, n, kind), n) for n, x in (("k", k), ("v", v)))
        cu = plain(_int32s(cu_seqlens, "cu_seqlens"), "cu_seqlens")
        method_call(self._impl, "append", [integer(s, "seqs") for s in seqs], k, v, cu)

    def attend(self, seqs: Sequence[int], q, cu_seqlens_q, *, return_lse: bool = False, **options):
        """q (total_q, num_heads, head_dim) packed; options: scale, window,
        softcap, alibi_slopes. Returns out (total_q, num_heads, head_dim_v)
        of q's kind (and lse (num_heads, total_q)). q of another floating
        dtype than a bfloat16 / float16 cache is rounded to it and attends
        in it: out comes back in q's dtype at the cache dtype's precision
        (KvCache.attend)."""
        kind = _kind([("q", q)])
        seqs = list(seqs)
        # (a mask that requires grad has its own refusal, in _options)
        _forward_only("PagedKvCache.attend", q, *(x for name, x in options.items() if name != "attn_mask"))
        q = _prepare(q, "q", kind)
        cu = plain(_int32s(cu_seqlens_q, "cu_seqlens_q"), "cu_seqlens_q")
        if tuple(cu.shape) != (len(seqs) + 1,):
            raise QkvValueError(f"cu_seqlens_q: expected shape ({len(seqs) + 1},) (one more than seqs' "
                                f"{len(seqs)}), got {tuple(cu.shape)}")
        seqs = [integer(s, "seqs") for s in seqs]
        out, lse = _seeded_call("PagedKvCache.attend", kind, options,
                                lambda o: method_call(self._impl, "attend", seqs, plain(q, "q"), cu, o))
        out = _to_kind(out, kind, array_dtype_name(q) == "bfloat16")
        return (out, _to_kind(lse, kind)) if return_lse else out

    def _plain(self, what: str) -> None:
        if self.dtype in QUANT_FORMATS:
            raise ValueError(f"PagedKvCache.{what}(): a {self.dtype} cache stores integer codes and scales, "
                             "not a float tensor")

    def keys(self) -> np.ndarray:
        """A copy of the keys (num_blocks, block_size, num_kv_heads, head_dim);
        a quantized cache: ValueError."""
        self._plain("keys")
        return _to_kind(self._impl.keys(), "numpy", self.dtype == "bfloat16")

    def values(self) -> np.ndarray:
        """A copy of the values, as keys()."""
        self._plain("values")
        return _to_kind(self._impl.values(), "numpy", self.dtype == "bfloat16")


