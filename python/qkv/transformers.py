"""qkv as an attention implementation of Hugging Face transformers.

    import qkv.transformers  # registers "qkv"
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation="qkv")
    model.set_attn_implementation("qkv")  # or switch a loaded model

Importing this module (or calling ``qkv.register()``) registers
``qkv_attention_forward`` under the name "qkv" in transformers'
``AttentionInterface`` and, as its mask function, transformers' own SDPA mask
builder under the same name in ``AttentionMaskInterface``: a model gets None
where no position is hidden beyond plain causal attention (qkv then runs its
native causal path) and otherwise a boolean (batch, 1, seq_q, seq_kv) mask
(True = attend) that carries padding, sliding windows and packed sequences,
which qkv reads in place (broadcast over heads, no copy, no float bias).

Honoured: grouped-query attention (K/V heads are never repeated), causal and
bidirectional models, ``scaling``, ``dropout`` (training), ``softcap``
(Gemma 2), ``sliding_window`` (carried by the mask), padding (by the mask),
``position_bias`` (added to the mask as PyTorch's SDPA path does),
attention sinks (``s_aux``, gpt-oss; their gradient too). Refused with a
ValueError naming the option (never a silent fallback):
``output_attentions=True`` (no weights are formed).
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch

from . import _api

NAME = "qkv"


def _refuse(kwargs) -> None:
    if kwargs.get("output_attentions"):
        raise ValueError("attn_implementation='qkv' does not return attention weights (output_attentions=True); "
                         "use attn_implementation='eager' to get them")


def _mask_and_causal(module, query, key, attention_mask, is_causal, position_bias):
    """The mask and causal option for qkv from what the model passes."""
    q_length = query.shape[2]
    is_causal = is_causal if is_causal is not None else getattr(module, "is_causal", True)
    # Mask None: plain causal (query and key lengths equal, or a static
    # cache's empty prefill, both top-left) or, for one query, no mask.
    causal = bool(q_length > 1 and attention_mask is None and is_causal)
    if position_bias is not None:
        from transformers.integrations.sdpa_attention import create_position_bias_mask

        attention_mask = create_position_bias_mask(position_bias, attention_mask, causal, query, key)
        causal = False
    return attention_mask, causal


def qkv_attention_forward(module: torch.nn.Module, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                          attention_mask: Optional[torch.Tensor], dropout: float = 0.0,
                          scaling: Optional[float] = None, is_causal: Optional[bool] = None,
                          softcap: Optional[float] = None, position_bias: Optional[torch.Tensor] = None,
                          s_aux: Optional[torch.Tensor] = None, **kwargs) -> Tuple[torch.Tensor, None]:
    """transformers' attention signature: query (batch, num_heads, seq_q,
    head_dim), key/value (batch, num_kv_heads, seq_kv, head_dim) ->
    ((batch, seq_q, num_heads, head_dim_v), None). Computed straight into the
    (batch, seq, heads, dim) layout transformers wants (no transpose copy);
    K/V heads are shared by their query-head groups in the kernel."""
    _refuse(kwargs)
    mask, causal = _mask_and_causal(module, query, key, attention_mask, is_causal, position_bias)
    out = _api.attention(query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2),
                         scale=scaling, causal=causal or None, attn_mask=mask, softcap=softcap or None,
                         dropout_p=float(dropout), layout="bshd", sinks=s_aux)
    return out, None


def register(name: str = NAME) -> None:
    """Registers qkv under ``name`` with transformers' AttentionInterface and
    AttentionMaskInterface (idempotent)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    AttentionInterface.register(name, qkv_attention_forward)
    AttentionMaskInterface.register(name, sdpa_mask)


register()
