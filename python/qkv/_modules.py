"""qkv.MultiheadAttention and qkv.KvCache: the C++ objects with the
constructors and calls of torch.nn.MultiheadAttention and a KV cache."""

from __future__ import annotations

import os

from . import _qkv
from ._api import _forward_only, _is_torch, _kind, _prepare, _seeded_call
from ._args import (QkvTypeError, QkvValueError, UINT64_MAX, array_dtype_name, dtype_name, integer, integers,
                    method_call, optional_integer, plain, real)
from ._numpy import np

# Annotations only (they are strings: from __future__ import annotations);
# typing itself is not imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Optional


def _to_kind(array: np.ndarray, kind: str, bf16: bool = False):
    """A numpy result (C++-owned memory) as the caller's kind, without a copy."""
    if bf16:
        if kind == "torch":
            import torch

            return torch.from_numpy(array.view(np.int16)).view(torch.bfloat16)
        import ml_dtypes

        return array.view(ml_dtypes.bfloat16)
    if kind == "torch":
        import torch

        return torch.from_numpy(array)
    return array


def _float32(x, name, kind):
    x = _prepare(x, name, kind)
    if array_dtype_name(x) != "float32":
        raise QkvTypeError(f"{name}: MultiheadAttention computes in float32, got {x.dtype}")
    return plain(x, name)


def _mask(x, name):
    if x is None:
        return None
    return plain(_prepare(x, name, _kind([(name, x)])), name)


def _physical_memory() -> int:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):  # pragma: no cover - not POSIX
        return 2**63


def _check_weights_size(mha, query, key, average: bool) -> None:
    """need_weights=True materialises (N, [H,] L, S) float32 weights, computed
    head by head on the reference path, which keeps about 41 bytes per (L, S)
    element (scores, logits, weights, dropout in double). Refuse, before any
    work, what could never fit in this machine's memory."""
    bf = mha.batch_first
    if query.ndim == 3:
        n, seq_q, seq_kv = query.shape[0 if bf else 1], query.shape[1 if bf else 0], key.shape[1 if bf else 0]
    else:
        n, seq_q, seq_kv = 1, query.shape[0], key.shape[0]
    seq_kv += 2  # add_bias_kv and add_zero_attn add a key each
    heads = 1 if average else mha.num_heads
    need = seq_q * seq_kv * (4 * n * heads + 41)
    if need > _physical_memory():
        raise QkvValueError(
            f"need_weights: the attention weights ({n}, {'' if average else f'{heads}, '}{seq_q}, {seq_kv - 2}) "
            f"and their workspace need {need / 2**30:.1f} GiB, more than this machine's "
            f"{_physical_memory() / 2**30:.1f} GiB; pass need_weights=False (the fused kernel needs no "
            "(L, S) memory) or attend over shorter sequences")


class MultiheadAttention:
    """Drop-in for ``torch.nn.MultiheadAttention`` (inference; numpy or torch
    float32 inputs, results of the same kind).

    Same constructor and ``forward`` as PyTorch's, plus ``num_kv_heads`` for
    grouped-query attention (then the projections are separate:
    ``q_proj_weight``, ``k_proj_weight``, ``v_proj_weight``). Weights use
    PyTorch's state_dict names: ``load_state_dict``, ``state_dict``,
    ``from_torch(module)``, and safetensors files. ``need_weights=False`` runs
    the fused kernel; weights of a fully masked row are 0, never NaN.
    """

    def __init__(self, embed_dim: int, num_heads: int, dropout: float = 0.0, bias: bool = True,
                 add_bias_kv: bool = False, add_zero_attn: bool = False, kdim: Optional[int] = None,
                 vdim: Optional[int] = None, batch_first: bool = False, device=None, dtype=None, *,
                 num_kv_heads: Optional[int] = None, seed: int = 0):
        if device is not None and str(device) != "cpu":
            raise QkvTypeError(f"device: qkv runs on the CPU, got {device}")
        if dtype is not None and dtype_name(dtype) != "float32":
            raise QkvTypeError(f"dtype: MultiheadAttention computes in float32, got {dtype}")
        embed_dim, num_heads = integer(embed_dim, "embed_dim"), integer(num_heads, "num_heads")
        num_kv_heads, kdim, vdim = (optional_integer(x, n) for n, x in
                                    (("num_kv_heads", num_kv_heads), ("kdim", kdim), ("vdim", vdim)))
        dropout = real(dropout, "dropout")
        seed = integer(seed, "seed", 0, UINT64_MAX, rule="expected an int in [0, 2^64)")
        self.embed_dim, self.num_heads, self.batch_first = embed_dim, num_heads, bool(batch_first)
        self.dropout = dropout
        self._impl = _qkv.MultiheadAttention(
            embed_dim, num_heads, num_kv_heads, kdim, vdim, bool(bias), bool(add_bias_kv),
            bool(add_zero_attn), dropout, bool(batch_first), seed)

    # torch.nn.Module-like surface
    def train(self, mode: bool = True) -> "MultiheadAttention":
        self._impl.training = bool(mode)
        return self

    def eval(self) -> "MultiheadAttention":
        return self.train(False)

    @property
    def training(self) -> bool:
        return self._impl.training

    def state_dict(self) -> dict:
        return {name: self._impl.get_parameter(name) for name in self._impl.parameter_names()}

    def load_state_dict(self, state_dict: dict, strict: bool = True) -> None:
        names = set(self._impl.parameter_names())
        given = {k: v for k, v in state_dict.items() if v is not None}
        if strict:
            missing, unexpected = names - set(given), set(given) - names
            if missing or unexpected:
                raise QkvValueError(f"load_state_dict: missing {sorted(missing)}, unexpected {sorted(unexpected)}")
        values = {}
        for name, value in given.items():
            if name in names:
                if _is_torch(value):
                    value = value.detach().cpu().float().numpy()  # float32 parameters (bfloat16 has no numpy dtype)
                values[name] = plain(np.asarray(value), name)
        self._impl.set_parameters(values)  # all checked before any is written

    @classmethod
    def from_torch(cls, module, **kwargs) -> "MultiheadAttention":
        """A copy of a ``torch.nn.MultiheadAttention`` (configuration and weights)."""
        mha = cls(module.embed_dim, module.num_heads, dropout=module.dropout,
                  bias=module.in_proj_bias is not None, add_bias_kv=module.bias_k is not None,
                  add_zero_attn=module.add_zero_attn, kdim=module.kdim, vdim=module.vdim,
                  batch_first=module.batch_first, **kwargs)
        mha.load_state_dict(module.state_dict())
        mha.train(module.training)
        return mha

    def load_safetensors(self, path: str) -> None:
        self._impl.load_safetensors(str(path))

    def save_safetensors(self, path: str) -> None:
        self._impl.save_safetensors(str(path))

    def forward(self, query, key, value, key_padding_mask=None, need_weights: bool = True,
                attn_mask=None, average_attn_weights: bool = True, is_causal: bool = False):
        """Returns ``(attn_output, attn_weights or None)`` as PyTorch does."""
        kind = _kind([("query", query), ("key", key), ("value", value)])
        # Its weights live in C++: no gradient flows through it (training:
        # qkv.torch.MultiheadAttention, a torch.nn.MultiheadAttention).
        _forward_only("MultiheadAttention (use qkv.torch.MultiheadAttention to train)", query, key, value,
                      key_padding_mask, attn_mask)
        if need_weights:
            _check_weights_size(self, query, key, bool(average_attn_weights))
        q, k, v = (_float32(x, n, kind) for n, x in (("query", query), ("key", key), ("value", value)))
        out, weights = method_call(self._impl, "forward", q, k, v, _mask(key_padding_mask, "key_padding_mask"),
                                   bool(need_weights), _mask(attn_mask, "attn_mask"), bool(average_attn_weights),
                                   bool(is_causal))
        return _to_kind(out, kind), (None if weights is None else _to_kind(weights, kind))

    __call__ = forward


# The quantized KvCache formats (C++ qkv::QuantFormat).
QUANT_FORMATS = ("q8_0", "q4_0", "q8_kivi", "q4_kivi")


def refuse_copy(obj, memo=None):
    """__copy__ / __deepcopy__ of the caches: Python's default copy.copy
    shares the C++ storage (an append to the copy lengthened the original)
    and deepcopy cannot reach it; a clear error instead of a shared cache."""
    name = type(obj).__name__
    raise QkvTypeError(f"{name} cannot be copied (a copy would share its storage); make a new {name} "
                       "and append the tokens to it")


class KvCache:
    """Keys and values of past tokens, preallocated:
    (batch, num_kv_heads, capacity, head_dim) in float32, bfloat16 or float16,
    or quantized (``dtype="q8_0"``: 8.5 bits per value, ``"q4_0"``: 4.5;
    ``"q8_kivi"`` / ``"q4_kivi"``: the same sizes, keys grouped per channel
    along 32 tokens, more accurate on keys with outlier channels, no window;
    see docs/quantized-cache.md), with per-sequence lengths. ``window`` makes a sliding-window ring buffer
    keeping the last ``window`` tokens.

    ``append(k, v, new_lengths=None)`` stores new tokens (k: (batch,
    num_kv_heads, n, head_dim)); ``attend(q, **options)`` is the attention of
    the newest tokens' queries against the cache (causal, bottom-right per
    sequence), returning q's kind and dtype.
    """

    __copy__ = __deepcopy__ = refuse_copy

    def __init__(self, batch: int, num_kv_heads: int, capacity: Optional[int], head_dim: int,
                 dtype="float32", head_dim_v: Optional[int] = None, window: Optional[int] = None):
        """dtype: float32, bfloat16 or float16, by any name (``"bf16"``,
        ``"half"``, ``torch.bfloat16``, ``np.float16``, ...), or the quantized
        formats ``"q8_0"``, ``"q4_0"``, ``"q8_kivi"`` and ``"q4_kivi"``."""
        dtype = dtype if isinstance(dtype, str) and dtype in QUANT_FORMATS else dtype_name(dtype)
        self._impl = _qkv.KvCache(integer(batch, "batch"), integer(num_kv_heads, "num_kv_heads"),
                                  optional_integer(capacity, "capacity"), integer(head_dim, "head_dim"), dtype,
                                  optional_integer(head_dim_v, "head_dim_v"), optional_integer(window, "window"))
        self.dtype = dtype

    @property
    def capacity(self) -> int:
        return self._impl.capacity

    @property
    def storage_bytes(self) -> int:
        """Bytes the cache stores for K and V (codes and scales if quantized)."""
        return self._impl.storage_bytes

    @property
    def window(self) -> Optional[int]:
        return self._impl.window or None

    def lengths(self) -> list:
        return [self._impl.length(b) for b in range(self._impl.batch)]

    def reset(self) -> None:
        self._impl.reset()

    def _plain(self, what: str) -> None:
        if self.dtype in QUANT_FORMATS:
            raise ValueError(f"KvCache.{what}(): a {self.dtype} cache stores integer codes and scales, "
                             "not a float tensor")

    def append(self, k, v, new_lengths=None) -> None:
        """k (batch, num_kv_heads, n, head_dim), v (..., head_dim_v): any
        floating dtype (numpy bfloat16 via ml_dtypes too), converted to the
        cache's. new_lengths (batch,) integers: sequence b appends only its
        first new_lengths[b] tokens."""
        kind = _kind([("k", k), ("v", v)])
        _forward_only("KvCache.append", k, v)
        k, v = (plain(_prepare(x, n, kind), n) for n, x in (("k", k), ("v", v)))
        method_call(self._impl, "append", k, v, integers(new_lengths, "new_lengths"))

    def attend(self, q, *, return_lse: bool = False, **options):
        """options: scale, window, softcap, alibi_slopes, dropout_p, seed.

        q of another floating dtype than a bfloat16 / float16 cache is
        rounded to the cache's dtype and the attention runs in it (as
        llama.cpp rounds Q to its float16 cache's type); out is returned in
        q's dtype but carries the cache dtype's precision (about 3 decimal
        digits for bfloat16). For float32 precision keep a float32 (or a
        quantized: it computes in float32) cache."""
        kind = _kind([("q", q)])
        # (a mask that requires grad has its own refusal, in _options)
        _forward_only("KvCache.attend", q, *(x for name, x in options.items() if name != "attn_mask"))
        q = _prepare(q, "q", kind)
        out, lse = _seeded_call("KvCache.attend", kind, options, lambda o: method_call(self._impl, "attend", plain(q, "q"), o))
        out = _to_kind(out, kind, array_dtype_name(q) == "bfloat16")
        return (out, _to_kind(lse, kind)) if return_lse else out

    def keys(self) -> np.ndarray:
        """A copy of the keys, (batch, num_kv_heads, capacity, head_dim), in
        the cache's dtype (ml_dtypes.bfloat16 for a bfloat16 cache). A
        quantized cache stores codes and scales: ValueError."""
        self._plain("keys")
        return _to_kind(self._impl.keys(), "numpy", self.dtype == "bfloat16")

    def values(self) -> np.ndarray:
        """A copy of the values, as keys()."""
        self._plain("values")
        return _to_kind(self._impl.values(), "numpy", self.dtype == "bfloat16")
