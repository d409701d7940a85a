"""The rotary embedding of ``flash_attn_with_kvcache`` (FlashAttention's
``rotary_cos``, ``rotary_sin``, ``rotary_interleaved``).

FlashAttention rotates the new keys k at their cache positions
cache_seqlens[b] + i, and the queries at the same positions when the call is
causal or local (a window), else every query at cache_seqlens[b]. The first
rotary_dim = 2 * rotary_cos.shape[1] channels turn: pairs (0, 1), (2, 3), ...
when interleaved (GPT-J), the halves (0 .. rotary_dim / 2 - 1 against
rotary_dim / 2 .. rotary_dim - 1) otherwise (GPT-NeoX); the rest pass. As in
its kernel, the arithmetic is float32 (float64 for float64 inputs) and the
result is rounded to the input's dtype once. New arrays: the caller's q and k
are not changed.
"""

from __future__ import annotations

from ._api import _is_torch
from ._args import QkvTypeError, QkvValueError, integer, integers
from ._numpy import np


def _table(name: str, x, kind: str):
    """rotary_cos / rotary_sin as a 2-D array of the call's kind."""
    if kind == "torch":
        import torch

        if not isinstance(x, torch.Tensor):
            raise QkvTypeError(f"{name}: expected a torch tensor (as q), got {type(x).__name__}")
        if not x.is_floating_point():
            raise QkvTypeError(f"{name}: expected a floating tensor, got {x.dtype}")
    else:
        if not isinstance(x, np.ndarray):
            raise QkvTypeError(f"{name}: expected a numpy array (as q), got {type(x).__name__}")
        if x.dtype.kind != "f" and x.dtype.name != "bfloat16":
            raise QkvTypeError(f"{name}: expected a floating array, got {x.dtype}")
    if x.ndim != 2 or x.shape[1] == 0:
        raise QkvValueError(f"{name}: expected (seqlen_ro, rotary_dim / 2), got shape {tuple(x.shape)}")
    return x


def _starts(cache_seqlens, batch: int, kind: str):
    """Each sequence's first new position (batch,) int64, of the call's kind."""
    if isinstance(cache_seqlens, (int, np.integer)):
        start = integer(cache_seqlens, "cache_seqlens", 0)
        if kind == "torch":
            import torch

            return torch.full((batch,), start, dtype=torch.int64)
        return np.full(batch, start, dtype=np.int64)
    if kind == "torch":
        import torch

        lens = cache_seqlens if isinstance(cache_seqlens, torch.Tensor) else torch.as_tensor(cache_seqlens)
        if lens.dtype.is_floating_point or lens.dtype.is_complex or lens.dtype == torch.bool:
            raise QkvTypeError(f"cache_seqlens: must be an integer dtype, got {lens.dtype}")
        return lens.to(torch.int64)  # its own shape, which the caller checks
    return integers(cache_seqlens, "cache_seqlens").reshape(-1)


def _turn(x, cos, sin, interleaved: bool, kind: str):
    """x (batch, seq, heads, dim) turned by cos, sin (batch, seq, rotary_dim / 2)."""
    half = cos.shape[-1]
    lib = _lib(kind)
    compute = lib.float64 if x.dtype == lib.float64 else lib.float32
    xr = _cast(x[..., : 2 * half], compute, kind)
    c, s = (_cast(t, compute, kind)[:, :, None, :] for t in (cos, sin))
    if interleaved:
        x0, x1 = xr[..., 0::2], xr[..., 1::2]
        turned = lib.stack([x0 * c - x1 * s, x0 * s + x1 * c], -1).reshape(xr.shape)
    else:
        x0, x1 = xr[..., :half], xr[..., half:]
        turned = lib.concatenate([x0 * c - x1 * s, x0 * s + x1 * c], -1)
    return lib.concatenate([_cast(turned, x.dtype, kind), x[..., 2 * half:]], -1)


def _lib(kind: str):
    if kind == "torch":
        import torch

        return torch
    return np


def _cast(x, dtype, kind: str):
    return x.to(dtype) if kind == "torch" else x.astype(dtype)


def apply(q, k, rotary_cos, rotary_sin, cache_seqlens, interleaved: bool, rotate_q_by_row: bool,
          seqlen_k: int):
    """(q, k) turned as FlashAttention's flash_attn_with_kvcache turns them;
    rotate_q_by_row: the call is causal or local (queries at their own
    positions); seqlen_k: the cache's capacity per sequence."""
    if rotary_cos is None or rotary_sin is None:
        raise QkvValueError("rotary_cos, rotary_sin: pass both or neither")
    if k is None:
        raise QkvValueError("rotary_cos, rotary_sin: need the new tokens k and v they rotate (as in "
                            "FlashAttention)")
    if not isinstance(interleaved, (bool, np.bool_)):
        raise QkvTypeError(f"rotary_interleaved: expected a bool, got {type(interleaved).__name__}")
    kind = "torch" if _is_torch(q) else "numpy"
    if _is_torch(k) != (kind == "torch"):
        raise QkvTypeError(f"k: expected a {'torch tensor' if kind == 'torch' else 'numpy array'} as q, got "
                           f"{type(k).__name__}")
    if len(k.shape) != 4 or k.shape[0] != q.shape[0]:
        raise QkvValueError(f"k: expected (batch {q.shape[0]}, seqlen_new, nheads_k, headdim), got shape "
                            f"{tuple(k.shape)}")
    cos, sin = _table("rotary_cos", rotary_cos, kind), _table("rotary_sin", rotary_sin, kind)
    if tuple(cos.shape) != tuple(sin.shape):
        raise QkvValueError(f"rotary_sin: shape {tuple(sin.shape)} differs from rotary_cos "
                            f"{tuple(cos.shape)}")
    half = cos.shape[1]
    if 2 * half > q.shape[-1] or 2 * half > k.shape[-1]:
        raise QkvValueError(f"rotary_cos: rotary_dim {2 * half} (2 x {half} columns) exceeds headdim "
                            f"{q.shape[-1]}")
    batch, seq_q, seq_new = q.shape[0], q.shape[1], k.shape[1]
    starts = _starts(cache_seqlens, batch, kind)
    if tuple(starts.shape) != (batch,):
        raise QkvValueError(f"cache_seqlens: expected ({batch},), got {tuple(starts.shape)}")
    _check_rows(starts, max(seq_new, seq_q if rotate_q_by_row else 1), seq_new, cos.shape[0], seqlen_k, kind)
    lib = _lib(kind)
    offsets_k = lib.arange(seq_new)
    offsets_q = lib.arange(seq_q) if rotate_q_by_row else lib.zeros(seq_q, dtype=offsets_k.dtype)
    pos_k = starts[:, None] + offsets_k[None, :]
    pos_q = starts[:, None] + offsets_q[None, :]
    q = _turn(q, cos[pos_q], sin[pos_q], bool(interleaved), kind)
    k = _turn(k, cos[pos_k], sin[pos_k], bool(interleaved), kind)
    return q, k


def _check_rows(starts, rows: int, seq_new: int, seqlen_ro: int, seqlen_k: int, kind: str) -> None:
    """Every position the call turns (starts + [0, rows)) has a row of
    rotary_cos. While torch.compile traces, the lengths are data: a table
    for every position the call can reach is required instead, from shapes
    alone (as FlashAttention asks of paged caches): the new tokens end by
    the cache's capacity (the append checks it), so starts <= seqlen_k -
    seq_new and the last row turned is below seqlen_k - seq_new + rows."""
    if kind == "torch":
        import torch

        if torch.compiler.is_compiling():
            need = seqlen_k + max(0, rows - seq_new)
            if seqlen_ro < need:
                raise QkvValueError(f"rotary_cos: {seqlen_ro} rows; under torch.compile it needs one per position "
                                    f"the call can turn ({need}: the cache's {seqlen_k}"
                                    + (f" and {rows - seq_new} query rows past the new tokens)" if rows > seq_new
                                       else ")"))
            return
        if not starts.numel():
            return
    elif not starts.size:
        return
    if int(starts.min()) < 0:
        raise QkvValueError(f"cache_seqlens: expected values >= 0, got {int(starts.min())}")
    last = int(starts.max()) + rows - 1
    if last >= seqlen_ro:
        raise QkvValueError(f"rotary_cos: {seqlen_ro} rows, but position {last} is turned (cache_seqlens + "
                            f"the new tokens)")
