"""qkv.MultiheadAttention and qkv.KvCache: the C++ objects with the
constructors and calls of torch.nn.MultiheadAttention and a KV cache."""

from __future__ import annotations

from typing import Any, Optional, Tuple

import numpy as np

from . import _qkv
from ._api import _is_torch, _kind, _options, _plain, _prepare


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
    if str(x.dtype).replace("torch.", "") != "float32":
        raise TypeError(f"{name}: MultiheadAttention computes in float32, got {x.dtype}")
    return _plain(x)


def _mask(x, name):
    if x is None:
        return None
    kind = _kind([(name, x)])
    if kind == "torch" and x.requires_grad:
        raise ValueError(f"{name}: gradients with respect to masks are not supported")
    return _plain(_prepare(x, name, kind))


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
            raise TypeError(f"device: qkv runs on the CPU, got {device}")
        if dtype is not None and "float32" not in str(dtype):
            raise TypeError(f"dtype: MultiheadAttention computes in float32, got {dtype}")
        self.embed_dim, self.num_heads, self.batch_first = embed_dim, num_heads, batch_first
        self.dropout = dropout
        self._impl = _qkv.MultiheadAttention(
            embed_dim, num_heads, num_kv_heads or 0, kdim or 0, vdim or 0, bias, add_bias_kv,
            add_zero_attn, float(dropout), batch_first, seed)

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
                raise ValueError(f"load_state_dict: missing {sorted(missing)}, unexpected {sorted(unexpected)}")
        for name, value in given.items():
            if name in names:
                if _is_torch(value):
                    value = value.detach().cpu().numpy()
                self._impl.set_parameter(name, np.asarray(value))

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
        q, k, v = (_float32(x, n, kind) for n, x in (("query", query), ("key", key), ("value", value)))
        out, weights = self._impl.forward(q, k, v, _mask(key_padding_mask, "key_padding_mask"),
                                          bool(need_weights), _mask(attn_mask, "attn_mask"),
                                          bool(average_attn_weights), bool(is_causal))
        return _to_kind(out, kind), (None if weights is None else _to_kind(weights, kind))

    __call__ = forward


class KvCache:
    """Keys and values of past tokens, preallocated:
    (batch, num_kv_heads, capacity, head_dim) in float32, bfloat16 or float16,
    with per-sequence lengths. ``window`` makes a sliding-window ring buffer
    keeping the last ``window`` tokens.

    ``append(k, v, new_lengths=None)`` stores new tokens (k: (batch,
    num_kv_heads, n, head_dim)); ``attend(q, **options)`` is the attention of
    the newest tokens' queries against the cache (causal, bottom-right per
    sequence), returning q's kind and dtype.
    """

    def __init__(self, batch: int, num_kv_heads: int, capacity: int, head_dim: int,
                 dtype: str = "float32", head_dim_v: Optional[int] = None, window: Optional[int] = None):
        dtype = str(dtype).replace("torch.", "")
        self._impl = _qkv.KvCache(batch, num_kv_heads, capacity or 0, head_dim, dtype,
                                  head_dim_v or 0, window or 0)
        self.dtype = dtype

    @property
    def capacity(self) -> int:
        return self._impl.capacity

    @property
    def window(self) -> Optional[int]:
        return self._impl.window or None

    def lengths(self) -> list:
        return [self._impl.length(b) for b in range(self._impl.batch)]

    def reset(self) -> None:
        self._impl.reset()

    def append(self, k, v, new_lengths=None) -> None:
        kind = _kind([("k", k), ("v", v)])
        k, v = (_plain(_prepare(x, n, kind)) for n, x in (("k", k), ("v", v)))
        if new_lengths is not None:
            if _is_torch(new_lengths):
                new_lengths = new_lengths.detach().cpu().numpy()
            new_lengths = np.ascontiguousarray(np.asarray(new_lengths), dtype=np.int64)
        storage = "bfloat16" if isinstance(k, np.ndarray) and k.dtype.name == "bfloat16" else ""
        if storage:
            k, v = k.view(np.uint16), v.view(np.uint16)
        self._impl.append(k, v, new_lengths, storage)

    def attend(self, q, *, return_lse: bool = False, **options):
        """options: scale, window, softcap, alibi_slopes, dropout_p, seed."""
        kind = _kind([("q", q)])
        q = _prepare(q, "q", kind)
        o = _options(q, **options)
        qp = _plain(q)
        if o.storage:
            qp = qp.view(np.uint16)
        out, lse = self._impl.attend(qp, o)
        bf16 = str(q.dtype).endswith("bfloat16")
        out = _to_kind(out, kind, bf16)
        return (out, _to_kind(lse, kind)) if return_lse else out

    def keys(self):
        return self._impl.keys()

    def values(self):
        return self._impl.values()
