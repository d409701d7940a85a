"""Quantized KV caches the caller holds (docs/quantized-cache.md):
``quantized_kv_cache`` allocates one, ``flash_attn_with_kvcache`` appends to
it in place and attends to it (C++: ``qkv::attention_kvcache_quantized``)."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import _qkv
from ._args import QkvTypeError, QkvValueError, require_cache_seqlens, array_dtype_name, integer, plain
from ._numpy import np

# The formats a caller-held cache takes: the *_kivi formats requantize 32
# tokens of keys from a staging buffer only qkv's own caches keep.
HELD_FORMATS = ("q8_0", "q4_0")


class QuantizedCache(NamedTuple):
    """One side (keys or values) of a quantized KV cache held by the caller,
    shaped as FlashAttention's cache: ``codes`` uint8 (num_blocks, block_size,
    num_kv_heads, row_bytes) and ``scales`` bfloat16 (num_blocks, block_size,
    num_kv_heads, head_dim padded to 32 / 32), numpy (ml_dtypes.bfloat16) or
    torch; in memory either C-contiguous (FlashAttention's order: a token's
    heads together) or a view of C-contiguous (num_blocks, num_kv_heads,
    block_size, row) arrays (vLLM's order: a head's tokens together, which
    decodes faster), codes and scales of both sides alike. Pass two of them (from ``quantized_kv_cache``) as ``k_cache`` and
    ``v_cache`` of ``flash_attn_with_kvcache``; ``block_table`` makes it a
    paged cache, without one the first dimension is the batch and the second
    the sequence. Keys are stored rotated by a Hadamard transform per group of
    32 values (the query is rotated alike, so q·k is unchanged): write them
    only through ``flash_attn_with_kvcache``."""

    codes: Any
    scales: Any
    format: str
    head_dim: int

    @property
    def shape(self) -> tuple:
        """(num_blocks, block_size, num_kv_heads, head_dim), as a float cache's."""
        return tuple(self.codes.shape[:3]) + (self.head_dim,)

    @property
    def nbytes(self) -> int:
        """Bytes stored: codes and scales."""
        return int(self.codes.nbytes) + int(self.scales.nbytes)


def _row_sizes(fmt: str, dim: int) -> tuple:
    padded = (dim + 31) // 32 * 32
    return (padded // 2 if fmt == "q4_0" else padded), padded // 32


def quantized_kv_cache(num_blocks: int, block_size: int, num_kv_heads: int, head_dim: int,
                       format: str = "q8_0", head_dim_v=None, like: str = "numpy",
                       order: str = "vllm") -> tuple:
    """Zeroed (k_cache, v_cache) QuantizedCache pair of ``format`` ("q8_0":
    8.5 bits per value, "q4_0": 4.5) for ``flash_attn_with_kvcache``:
    ``num_blocks`` blocks of ``block_size`` tokens (for a non-paged cache:
    batch and sequence capacity), numpy arrays (``like="numpy"``) or CPU
    torch tensors (``like="torch"``). Shaped (num_blocks, block_size,
    num_kv_heads, ...) either way; ``order="vllm"`` stores a head's tokens
    together (views of (num_blocks, num_kv_heads, block_size, ...) arrays:
    decoding reads each head's rows as one stream), ``order="flash"`` a
    token's heads together (C-contiguous; decoding reads whole token rows,
    as fast for q4_0, about 1.3x slower for q8_0)."""
    if format not in HELD_FORMATS:
        raise QkvValueError(f"format: expected one of {HELD_FORMATS} for a cache you hold, got {format!r} "
                            "(q8_kivi / q4_kivi: use qkv.PagedKvCache or qkv.KvCache)")
    if like not in ("numpy", "torch"):
        raise QkvValueError(f"like: expected 'numpy' or 'torch', got {like!r}")
    if order not in ("vllm", "flash"):
        raise QkvValueError(f"order: expected 'vllm' or 'flash', got {order!r}")
    sizes = [integer(num_blocks, "num_blocks", 1), integer(block_size, "block_size", 1),
             integer(num_kv_heads, "num_kv_heads", 1)]
    dims = (integer(head_dim, "head_dim", 1),
            integer(head_dim if head_dim_v is None else head_dim_v, "head_dim_v", 1))
    stored = [sizes[0], sizes[2], sizes[1]] if order == "vllm" else sizes
    sides = []
    for dim in dims:
        nbytes, nscales = _row_sizes(format, dim)
        if like == "torch":
            import torch

            arrays = [torch.zeros(stored + [n], dtype=t) for n, t in ((nbytes, torch.uint8),
                                                                     (nscales, torch.bfloat16))]
            if order == "vllm":
                arrays = [a.permute(0, 2, 1, 3) for a in arrays]
        else:
            import ml_dtypes

            arrays = [np.zeros(stored + [n], dtype=t) for n, t in ((nbytes, np.uint8),
                                                                   (nscales, ml_dtypes.bfloat16))]
            if order == "vllm":
                arrays = [a.transpose(0, 2, 1, 3) for a in arrays]
        sides.append(QuantizedCache(arrays[0], arrays[1], format, dim))
    return tuple(sides)


def _writable(x, name: str):
    """The array as the binding writes it (no copy), refusing what it cannot
    write in place."""
    if array_dtype_name(x) not in ("uint8", "bfloat16"):
        raise QkvTypeError(f"{name}: dtype {array_dtype_name(x)} must be "
                           f"{'uint8' if name.endswith('codes') else 'bfloat16'}")
    if not isinstance(x, np.ndarray) and getattr(x, "device", None) is not None and x.device.type != "cpu":
        raise QkvTypeError(f"{name}: qkv runs on the CPU, got a tensor on {x.device}")
    view = plain(x, name)
    if not isinstance(view, np.ndarray) or not view.flags.writeable:
        raise QkvValueError(f"{name}: must be a writable array (the call appends in place)")
    return view


def check_sides(k_cache, v_cache) -> tuple:
    """Two QuantizedCache of one format (kinds only: traceable); returns
    their head dims."""
    if not isinstance(k_cache, QuantizedCache) or not isinstance(v_cache, QuantizedCache):
        raise QkvTypeError("k_cache, v_cache: pass two QuantizedCache (qkv.quantized_kv_cache) or two arrays")
    for side, c in (("k_cache", k_cache), ("v_cache", v_cache)):
        for part in ("codes", "scales"):
            x = getattr(c, part)
            if not hasattr(x, "shape") or not hasattr(x, "dtype"):
                raise QkvTypeError(f"{side}.{part}: expected a numpy array or torch tensor, got "
                                   f"{type(x).__name__}")
    if k_cache.format != v_cache.format:
        raise QkvValueError(f"k_cache, v_cache: formats differ: {k_cache.format} and {v_cache.format}")
    if len(k_cache.codes.shape) != 4:
        raise QkvValueError(f"k_cache.codes: expected rank 4 (num_blocks, block_size, num_kv_heads, row_bytes), "
                            f"got shape {tuple(k_cache.codes.shape)}")
    return (integer(k_cache.head_dim, "k_cache.head_dim", 1, 1 << 20),
            integer(v_cache.head_dim, "v_cache.head_dim", 1, 1 << 20))


def held_call(q, key_codes, key_scales, value_codes, value_scales, k, v, cache_seqlens, cache_batch_idx,
              block_table, fmt: str, head_dim: int, head_dim_v: int, scale, causal: bool):
    """The call on a caller-held cache, numpy or torch arrays: appends k, v
    (None: nothing) in place and returns numpy (out, lse): out (batch,
    seqlen_q, nheads, headdim_v) in q's dtype (bfloat16 as uint16 bits), lse
    (batch, nheads, seqlen_q). torch.ops.qkv.kvcache_quantized's body."""
    from ._api import _options
    from ._flash import _cache_layout, _cache_lengths, append_slots, check_distinct_slots

    batch = q.shape[0]
    require_cache_seqlens(k, cache_seqlens)
    table, block_size = _cache_layout(key_codes, block_table, cache_batch_idx, batch)
    lens = _cache_lengths(cache_seqlens, batch, table.shape[1] * block_size)
    arrays = [_writable(x, n) for n, x in (("key_codes", key_codes), ("key_scales", key_scales),
                                            ("value_codes", value_codes), ("value_scales", value_scales))]
    new = [None, None] if k is None else [plain(x, n) for n, x in (("k", k), ("v", v))]
    count = 0 if k is None or len(k.shape) < 2 else int(k.shape[1])
    if count and lens.size and lens.min() >= 0 and lens.max() <= table.shape[1] * block_size - count:
        # in range (the C++ checks the rest)
        check_distinct_slots(*append_slots(table, block_size, lens, count), block_size, count)
    return _qkv.kvcache_quantized(plain(q, "q"), fmt, int(head_dim), int(head_dim_v), *arrays,
                                  np.ascontiguousarray(table, np.int32), np.ascontiguousarray(lens, np.int64),
                                  new[0], new[1], bool(causal), _options(scale=scale))
