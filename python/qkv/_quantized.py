"""Quantized KV caches the caller holds (docs/quantized-cache.md):
``quantized_kv_cache`` allocates one, ``flash_attn_with_kvcache`` appends to
it in place and attends to it (C++: ``qkv::attention_kvcache_quantized``)."""

from __future__ import annotations

from typing import Any, NamedTuple

from . import _qkv
from ._args import QkvTypeError, QkvValueError, array_dtype_name, integer, plain
from ._numpy import np

# The formats a caller-held cache takes: the *_kivi formats requantize 32
# tokens of keys from a staging buffer only qkv's own caches keep.
HELD_FORMATS = ("q8_0", "q4_0")


class QuantizedCache(NamedTuple):
    """One side (keys or values) of a quantized KV cache held by the caller,
    in FlashAttention's layout: ``codes`` uint8 (num_blocks, block_size,
    num_kv_heads, row_bytes) and ``scales`` bfloat16 (num_blocks, block_size,
    num_kv_heads, head_dim padded to 32 / 32), numpy (ml_dtypes.bfloat16) or
    torch. Pass two of them (from ``quantized_kv_cache``) as ``k_cache`` and
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
                       format: str = "q8_0", head_dim_v=None, like: str = "numpy") -> tuple:
    """Zeroed (k_cache, v_cache) QuantizedCache pair of ``format`` ("q8_0":
    8.5 bits per value, "q4_0": 4.5) for ``flash_attn_with_kvcache``:
    ``num_blocks`` blocks of ``block_size`` tokens (for a non-paged cache:
    batch and sequence capacity), numpy arrays (``like="numpy"``) or CPU
    torch tensors (``like="torch"``)."""
    if format not in HELD_FORMATS:
        raise QkvValueError(f"format: expected one of {HELD_FORMATS} for a cache you hold, got {format!r} "
                            "(q8_kivi / q4_kivi: use qkv.PagedKvCache or qkv.KvCache)")
    if like not in ("numpy", "torch"):
        raise QkvValueError(f"like: expected 'numpy' or 'torch', got {like!r}")
    sizes = [integer(num_blocks, "num_blocks", 1), integer(block_size, "block_size", 1),
             integer(num_kv_heads, "num_kv_heads", 1)]
    dims = (integer(head_dim, "head_dim", 1),
            integer(head_dim if head_dim_v is None else head_dim_v, "head_dim_v", 1))
    sides = []
    for dim in dims:
        nbytes, nscales = _row_sizes(format, dim)
        if like == "torch":
            import torch

            codes = torch.zeros(sizes + [nbytes], dtype=torch.uint8)
            scales = torch.zeros(sizes + [nscales], dtype=torch.bfloat16)
        else:
            import ml_dtypes

            codes = np.zeros(sizes + [nbytes], dtype=np.uint8)
            scales = np.zeros(sizes + [nscales], dtype=ml_dtypes.bfloat16)
        sides.append(QuantizedCache(codes, scales, format, dim))
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
    if not isinstance(view, np.ndarray) or not view.flags.c_contiguous or not view.flags.writeable:
        raise QkvValueError(f"{name}: must be a writable C-contiguous array (the call appends in place)")
    return view


def _sides(k_cache, v_cache):
    if not isinstance(k_cache, QuantizedCache) or not isinstance(v_cache, QuantizedCache):
        raise QkvTypeError("k_cache, v_cache: pass two QuantizedCache (qkv.quantized_kv_cache) or two arrays")
    if k_cache.format != v_cache.format:
        raise QkvValueError(f"k_cache, v_cache: formats differ: {k_cache.format} and {v_cache.format}")
    return [_writable(x, f"{side}_{part}") for side, c in (("key", k_cache), ("value", v_cache))
            for part, x in (("codes", c.codes), ("scales", c.scales))]


def kvcache_quantized(q, k_cache, v_cache, k, v, table, lens, causal, options, kind):
    """flash_attn_with_kvcache's body on QuantizedCache sides: out (batch,
    seqlen_q, nheads, headdim_v) of q's kind and dtype, lse (batch, nheads,
    seqlen_q)."""
    from ._modules import _to_kind

    arrays = _sides(k_cache, v_cache)
    bf16 = array_dtype_name(q) == "bfloat16"
    new = [None, None] if k is None else [plain(x, n) for n, x in (("k", k), ("v", v))]
    out, lse = _qkv.kvcache_quantized(plain(q, "q"), k_cache.format, int(k_cache.head_dim),
                                      int(v_cache.head_dim), *arrays, np.ascontiguousarray(table, np.int32),
                                      np.ascontiguousarray(lens, np.int64), new[0], new[1], bool(causal),
                                      options)
    return _to_kind(out, kind, bf16), _to_kind(lse, kind)
