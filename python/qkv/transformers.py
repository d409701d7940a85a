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
``position_bias`` (added to the mask as PyTorch's SDPA path does; T5's
learned relative bias trains through the mask's gradient), attention sinks
(``s_aux``, gpt-oss; their gradient too). Refused with a ValueError naming
the option (never a silent fallback): ``output_attentions=True`` (no
weights are formed). A model whose own attention code never calls
transformers' attention interface (Bloom, MPT: none of
``_supports_attention_backend``, ``_supports_sdpa``, ``_supports_flex_attn``,
and attention layers in its module that never dispatch through
``ALL_ATTENTION_FUNCTIONS``) is
refused by name when "qkv" is asked for (at ``from_pretrained`` /
``from_config`` / ``set_attn_implementation``): transformers would accept the
name, never call qkv, and hand that model the mask built for qkv.

It also registers "qkv_flash" (``register_flash``): qkv's FlashAttention-style
functions behind transformers' own flash wrapper, the name transformers'
continuous batching (``model.generate_batch``) accepts; see docs/serving.md.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch

from . import _api

NAME = "qkv"
FLASH_NAME = "qkv_flash"


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

        # A learned relative bias (T5) trains through the mask's gradient.
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


def _dispatches_attention(model_class) -> bool:
    """Whether a transformers model class can take a registered attention
    implementation: it says so (its _supports_* flags), its module dispatches
    through ALL_ATTENTION_FUNCTIONS, or its module defines no attention layer
    of its own (a wrapper, an attention-free backbone: its sub-models are
    checked when they are built). Refused: a module with attention layers
    that never call the interface (Bloom, MPT, TrOCR)."""
    import sys

    if any(getattr(model_class, flag, False)
           for flag in ("_supports_attention_backend", "_supports_sdpa", "_supports_flex_attn")):
        return True
    module = sys.modules.get(model_class.__module__)
    if module is None or hasattr(module, "ALL_ATTENTION_FUNCTIONS"):
        return True
    return not any(isinstance(obj, type) and issubclass(obj, torch.nn.Module) and "Attention" in obj.__name__
                   and obj.__module__ == module.__name__ for obj in vars(module).values())


def _guard_unsupported_models(name: str) -> None:
    """Makes transformers refuse ``name`` for a model that would never call
    it (transformers itself accepts any registered name on any model)."""
    from transformers import PreTrainedModel

    check = PreTrainedModel.get_correct_attn_implementation
    names = getattr(check, "qkv_names", None)
    if names is None:
        original = check
        names = set()

        def get_correct_attn_implementation(self, requested_attention, is_init_check=False):
            if requested_attention in names and not _dispatches_attention(type(self)):
                raise ValueError(f"attn_implementation={requested_attention!r}: {type(self).__name__} does not "
                                 "run its attention through transformers' attention interface, so qkv would "
                                 "never be called and the model would get a mask built for qkv; use "
                                 "attn_implementation='eager' for this model")
            return original(self, requested_attention, is_init_check)

        get_correct_attn_implementation.qkv_names = names
        PreTrainedModel.get_correct_attn_implementation = get_correct_attn_implementation
    names.add(name)


def register(name: str = NAME) -> None:
    """Registers qkv under ``name`` with transformers' AttentionInterface and
    AttentionMaskInterface (idempotent)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    _guard_unsupported_models(name)
    AttentionInterface.register(name, qkv_attention_forward)
    AttentionMaskInterface.register(name, sdpa_mask)


def _flash_functions():
    """What transformers' lazy flash import returns for qkv's flash names:
    FlashAttention's three functions (qkv's) and transformers' own pad and
    unpad helpers."""
    from transformers.modeling_flash_attention_utils import _pad_input, _unpad_input

    from . import _flash

    return (_flash.flash_attn_func, _flash.flash_attn_varlen_func, _flash.flash_attn_with_kvcache, _pad_input,
            _unpad_input)


def _hook_flash_imports(name: str) -> None:
    """transformers resolves a flash implementation's functions by name in
    modeling_flash_attention_utils._lazy_imports (flash_attn packages, NPU, or
    a Hub kernel through the `kernels` package), and set_attn_implementation
    of any name containing "flash" calls it: wrapped here so that qkv's names
    resolve to qkv's functions; every other name goes to transformers'
    function unchanged."""
    import transformers.modeling_flash_attention_utils as fa

    names = getattr(fa._lazy_imports, "qkv_names", None)
    if names is None:
        original = fa._lazy_imports
        names = set()

        def lazy_imports(implementation, attention_wrapper=None, allow_all_kernels=False):
            if implementation in names:
                return _flash_functions()
            return original(implementation, attention_wrapper, allow_all_kernels)

        lazy_imports.qkv_names = names
        fa._lazy_imports = lazy_imports
    names.add(name)


def register_flash(name: str = FLASH_NAME) -> None:
    """Registers qkv's FlashAttention-style functions (flash_attn_func,
    flash_attn_varlen_func, flash_attn_with_kvcache) as a flash
    implementation of transformers under ``name`` (which must contain
    "flash": transformers recognises flash implementations by that word),
    driven by transformers' own flash wrapper and flash mask function. This
    is the name continuous batching accepts (``model.generate_batch``,
    ``init_continuous_batching``): its batches arrive packed, with
    cu_seq_lens, and qkv runs them without padding; padded batches are
    unpadded into the same packed call."""
    if "flash" not in name:
        raise ValueError(f"name: a flash implementation's name must contain 'flash' (transformers' rule), "
                         f"got {name!r}")
    from transformers import AttentionInterface
    from transformers.integrations.flash_attention import flash_attention_forward
    from transformers.masking_utils import ALL_MASK_ATTENTION_FUNCTIONS, AttentionMaskInterface

    _hook_flash_imports(name)
    _guard_unsupported_models(name)
    AttentionInterface.register(name, flash_attention_forward)
    AttentionMaskInterface.register(name, ALL_MASK_ATTENTION_FUNCTIONS["flash_attention_2"])


register()
register_flash()
