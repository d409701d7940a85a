"""qkv inside PyTorch modules.

``qkv.torch.MultiheadAttention`` is a ``torch.nn.MultiheadAttention`` (same
constructor, parameters, state_dict keys, forward signature and returns)
whose forward runs qkv's fused attention, with autograd, so a model that
trains, saves, moves or compiles ``nn.MultiheadAttention`` keeps doing so.
``qkv.torch.replace_attention(model)`` turns every ``nn.MultiheadAttention``
of a model into one, in place (parameters, buffers and hooks stay).

``need_weights=True`` (``nn.MultiheadAttention``'s default) asks for the
attention weights, which a fused kernel never forms: such calls run PyTorch's
own implementation, as they must to return the weights; pass
``need_weights=False`` (as ``nn.TransformerEncoderLayer`` does) for qkv.
PyTorch's own inference fast path of ``nn.TransformerEncoderLayer`` (eval,
no grad) calls a fused C++ function of PyTorch's and bypasses every
attention module, this one included.
"""

from __future__ import annotations

import functools
from typing import Optional, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from . import _api
from ._args import QkvTypeError, QkvValueError


def _check_call(query: Tensor, key: Tensor, value: Tensor, key_padding_mask: Optional[Tensor],
                attn_mask: Optional[Tensor], num_heads: int, batch_first: bool, causal_hint: bool) -> None:
    """nn.MultiheadAttention's shape and dtype rules, checked before any
    work: a clear error where PyTorch raises, never a mask broadcast or read
    as something else. With the causal hint in force PyTorch drops attn_mask
    before checking its size, and so does this."""
    batched = query.dim() == 3
    if query.dim() not in (2, 3) or key.dim() != query.dim() or value.dim() != query.dim():
        raise QkvValueError(f"query, key, value: expected all 3-D (batched) or all 2-D (unbatched), got "
                            f"query {tuple(query.shape)}, key {tuple(key.shape)}, value {tuple(value.shape)}")
    seq_axis = 1 if batched and batch_first else 0
    seq_q, seq_kv = query.shape[seq_axis], key.shape[seq_axis]
    batch = query.shape[1 - seq_axis] if batched else None
    for name, m in (("key_padding_mask", key_padding_mask), ("attn_mask", attn_mask)):
        if m is None:
            continue
        if not isinstance(m, Tensor):
            raise QkvTypeError(f"{name}: expected a torch.Tensor, got {type(m).__name__}")
        if m.dtype != torch.bool and not m.is_floating_point():
            raise QkvTypeError(f"{name}: only bool and floating masks are supported (as in "
                               f"nn.MultiheadAttention), got {m.dtype}")
    # PyTorch turns bool masks into the query's dtype, adds the two (type
    # promotion) and lets SDPA refuse a sum neither float32 nor the query's
    # dtype; under the causal hint attn_mask is dropped after the checks above.
    used = [(n, m) for n, m in (("key_padding_mask", key_padding_mask), ("attn_mask", attn_mask))
            if m is not None and not (n == "attn_mask" and causal_hint)]
    if any(m.is_floating_point() for _, m in used):
        merged = functools.reduce(torch.promote_types,
                                  [query.dtype if m.dtype == torch.bool else m.dtype for _, m in used])
        if merged not in (torch.float32, query.dtype):
            who = used[0][0] if len(used) == 1 else "attn_mask, key_padding_mask"
            got = " + ".join(f"{n} {m.dtype}" for n, m in used)
            raise QkvTypeError(f"{who}: floating masks must add up to float32 or the query's dtype {query.dtype} "
                               f"(PyTorch's rule), got {got} -> {merged}")
    if key_padding_mask is not None:
        want = (batch, seq_kv) if batched else (seq_kv,)
        if tuple(key_padding_mask.shape) != want:
            raise QkvValueError(f"key_padding_mask: expected shape {want}, got {tuple(key_padding_mask.shape)}")
    if attn_mask is not None and attn_mask.dim() not in (2, 3):
        raise QkvValueError(f"attn_mask: expected 2-D or 3-D, got {tuple(attn_mask.shape)}")
    if attn_mask is not None and not causal_hint:
        wants = [(seq_q, seq_kv), ((batch if batched else 1) * num_heads, seq_q, seq_kv)]
        if tuple(attn_mask.shape) not in wants:
            raise QkvValueError(f"attn_mask: expected shape {wants[0]} or {wants[1]}, "
                                f"got {tuple(attn_mask.shape)}")


def _merged_mask(attn_mask: Optional[Tensor], key_padding_mask: Optional[Tensor], batch: int, heads: int,
                 seq_q: int, seq_kv: int, dtype: torch.dtype) -> Optional[Tensor]:
    """attn_mask ((L, S) or (N*H, L, S)) and key_padding_mask ((N, S)) in
    PyTorch's convention (bool True = hide, float added) as one mask for qkv,
    broadcastable to (N, H, L, S): bool (True = attend) when both are bool,
    else float (added)."""
    masks = []
    if attn_mask is not None:
        masks.append(attn_mask.view(batch, heads, seq_q, seq_kv) if attn_mask.dim() == 3 else attn_mask)
    if key_padding_mask is not None:
        masks.append(key_padding_mask.view(batch, 1, 1, seq_kv))
    if not masks:
        return None
    if all(m.dtype == torch.bool for m in masks):
        visible = ~masks[0]
        for m in masks[1:]:
            visible = visible & ~m
        return visible
    bias = None
    for m in masks:
        m = torch.zeros(m.shape, dtype=dtype).masked_fill_(m, float("-inf")) if m.dtype == torch.bool else m.to(dtype)
        bias = m if bias is None else bias + m
    return bias


class MultiheadAttention(nn.MultiheadAttention):
    """``torch.nn.MultiheadAttention`` computed by qkv (see the module's
    docstring): identical constructor, parameters and state_dict keys."""

    def forward(self, query: Tensor, key: Tensor, value: Tensor, key_padding_mask: Optional[Tensor] = None,
                need_weights: bool = True, attn_mask: Optional[Tensor] = None, average_attn_weights: bool = True,
                is_causal: bool = False) -> Tuple[Tensor, Optional[Tensor]]:
        if need_weights:
            return super().forward(query, key, value, key_padding_mask=key_padding_mask, need_weights=True,
                                   attn_mask=attn_mask, average_attn_weights=average_attn_weights,
                                   is_causal=is_causal)
        _check_call(query, key, value, key_padding_mask, attn_mask, self.num_heads, self.batch_first,
                    is_causal and key_padding_mask is None)
        if is_causal and attn_mask is None:
            raise RuntimeError("Need attn_mask if specifying the is_causal hint. "
                               "You may use the Transformer module method `generate_square_subsequent_mask` "
                               "to create this mask.")
        unbatched = query.dim() == 2
        if unbatched:
            query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
            if key_padding_mask is not None:
                key_padding_mask = key_padding_mask.unsqueeze(0)
        elif self.batch_first:  # (N, L, E) -> (L, N, E), views
            query, key, value = query.transpose(0, 1), key.transpose(0, 1), value.transpose(0, 1)
        out = self._attend(query, key, value, key_padding_mask, attn_mask, is_causal)  # (L, N, E)
        if unbatched:
            return out.squeeze(1), None
        return (out.transpose(0, 1) if self.batch_first else out), None

    def _projections(self, query: Tensor, key: Tensor, value: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
        e = self.embed_dim
        b = self.in_proj_bias
        bq, bk, bv = (None, None, None) if b is None else (b[:e], b[e:2 * e], b[2 * e:])
        if self._qkv_same_embed_dim:
            w = self.in_proj_weight
            if query is key and key is value:
                return F.linear(query, w, b).chunk(3, dim=-1)
            return F.linear(query, w[:e], bq), F.linear(key, w[e:2 * e], bk), F.linear(value, w[2 * e:], bv)
        return (F.linear(query, self.q_proj_weight, bq), F.linear(key, self.k_proj_weight, bk),
                F.linear(value, self.v_proj_weight, bv))

    def _attend(self, query, key, value, key_padding_mask, attn_mask, is_causal):
        """(L, N, E) in, (L, N, E) out: projections, qkv's attention over
        (N, L, H, D) views, the output projection."""
        seq_q, batch, _ = query.shape
        h, d = self.num_heads, self.head_dim
        q, k, v = self._projections(query, key, value)
        if self.bias_k is not None:
            k = torch.cat([k, self.bias_k.expand(1, batch, -1)])
            v = torch.cat([v, self.bias_v.expand(1, batch, -1)])
            attn_mask = None if attn_mask is None else F.pad(attn_mask, (0, 1))
            key_padding_mask = None if key_padding_mask is None else F.pad(key_padding_mask, (0, 1))
        if self.add_zero_attn:
            k = torch.cat([k, k.new_zeros(1, batch, k.shape[-1])])
            v = torch.cat([v, v.new_zeros(1, batch, v.shape[-1])])
            attn_mask = None if attn_mask is None else F.pad(attn_mask, (0, 1))
            key_padding_mask = None if key_padding_mask is None else F.pad(key_padding_mask, (0, 1))
        seq_kv = k.shape[0]
        causal = is_causal and key_padding_mask is None  # PyTorch's rule: the hint replaces the mask
        mask = None if causal else _merged_mask(attn_mask, key_padding_mask, batch, h, seq_q, seq_kv, q.dtype)
        # (S, N, H*D) -> (N, S, H, D) views, read by qkv in place (layout bshd).
        q, k, v = (x.view(x.shape[0], batch, h, d).transpose(0, 1) for x in (q, k, v))
        out = _api.attention(q, k, v, causal=causal or None, attn_mask=mask,
                             dropout_p=self.dropout if self.training else 0.0, layout="bshd")
        out = out.transpose(0, 1).reshape(seq_q, batch, h * d)
        return F.linear(out, self.out_proj.weight, self.out_proj.bias)


def replace_attention(model: nn.Module) -> nn.Module:
    """Turns every ``torch.nn.MultiheadAttention`` in ``model`` (the model
    itself included) into ``qkv.torch.MultiheadAttention``, in place: the
    modules keep their parameters, buffers, hooks and state_dict keys.
    Returns the model."""
    for module in model.modules():
        if type(module) is nn.MultiheadAttention:
            module.__class__ = MultiheadAttention
    return model


__all__ = ["MultiheadAttention", "replace_attention"]
