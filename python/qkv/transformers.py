"""qkv as an attention implementation of Hugging Face transformers.

    import qkv.transformers  # registers "qkv"
    model = AutoModelForCausalLM.from_pretrained(name, attn_implementation="qkv")
    model.set_attn_implementation("qkv")  # or switch a loaded model

Importing this module (or calling ``qkv.register()``) registers
``qkv_attention_forward`` under the name "qkv" in transformers'
``AttentionInterface`` and, as its mask function, transformers' own SDPA mask
builder under the same name in ``AttentionMaskInterface`` (``_mask``): a model
gets None where no position is hidden beyond plain causal attention over
equal query and key lengths, or for one query (qkv then runs its native
causal path; a model that cuts its queries after that, Gemma 4's
``logits_to_keep``, gets bottom-right alignment) and otherwise a boolean
(batch, 1, seq_q, seq_kv) mask
(True = attend) that carries padding, sliding windows and packed sequences,
which qkv reads in place (broadcast over heads, no copy, no float bias).

Honoured: grouped-query attention (K/V heads are never repeated), causal and
bidirectional models, ``scaling``, ``dropout`` (training), ``softcap``
(Gemma 2), ``sliding_window`` (carried by the mask), padding (by the mask),
``position_bias`` (added to the mask as PyTorch's SDPA path does; T5's
learned relative bias trains through the mask's gradient), attention sinks
(``s_aux``, gpt-oss; their gradient too). Refused with a ValueError naming
the option (never a silent fallback): attention weights (``output_attentions``
in the call or the config: no weights are formed). A model that declares no
support (none of ``_supports_attention_backend``, ``_supports_sdpa``,
``_supports_flex_attn``; for "qkv_flash" ``_supports_flash_attn``, as
transformers asks of flash_attention_2) and has attention layers of its own,
or that picks its layers from a table of implementation names (Falcon, Git),
is refused by name (at ``from_pretrained`` / ``from_config`` /
``set_attn_implementation``): transformers would accept the name and either
never call qkv (Bloom, MPT) or hand it a mask without the causality the model
builds for itself (NllbMoe, BigBirdPegasus: the decoder saw future tokens).

It also registers "qkv_flash" (``register_flash``): qkv's FlashAttention-style
functions behind transformers' own flash wrapper, the name transformers'
continuous batching (``model.generate_batch``) accepts; see docs/serving.md.
A model that lists its compatible flash kernels (gpt-oss) keeps the name
rather than being switched to the first of them.
"""

from __future__ import annotations

from typing import Optional, Tuple

import torch

from . import _api

NAME = "qkv"
FLASH_NAME = "qkv_flash"


def _weights_requested(kwargs) -> bool:
    """Whether the model asked for attention weights: the call's
    output_attentions, or transformers' output collector (config.output_attentions
    and models that never pass the flag to their attention layers)."""
    if kwargs.get("output_attentions"):
        return True
    try:
        from transformers.utils.output_capturing import _active_collector
    except ImportError:  # an older transformers: the flag reaches the call
        return False
    try:
        collected = _active_collector.get() or {}
    except LookupError:  # a ContextVar with no default, never set
        return False
    return any(key.endswith("attentions") for key in collected)


def _refuse(kwargs) -> None:
    if _weights_requested(kwargs):
        raise ValueError("attn_implementation='qkv' does not return attention weights (output_attentions=True); "
                         "use attn_implementation='eager' to get them")


def _mask(batch_size, q_length, kv_length, *args, allow_is_causal_skip=True, **kwargs):
    """transformers' SDPA mask builder, skipping the mask (None: qkv's own
    causal path) only where the query and key lengths are equal or there is
    one query. A static cache's prefill (keys past the prompt not yet
    written) gets the mask instead of relying on top-left causal alignment,
    so a None mask with fewer queries than keys always means the last
    queries of a causal sequence (models that cut their queries after the
    mask was built: Gemma 4's logits_to_keep): bottom-right."""
    from transformers.masking_utils import sdpa_mask

    skip = allow_is_causal_skip and (q_length == kv_length or q_length == 1)
    return sdpa_mask(batch_size, q_length, kv_length, *args, allow_is_causal_skip=skip, **kwargs)


def _with_selection(query, key, attention_mask, causal, indices):
    """The mask with a DeepSeek-V3.2-style indexer's selection applied, as
    those models build it for eager and sdpa: ``indices`` (batch, seq_q,
    topk) are the keys each query may see (-1: none), every other key is
    hidden on top of ``attention_mask`` (None: causal per ``causal``, or
    every key)."""
    batch, seq_q, seq_kv = query.shape[0], query.shape[2], key.shape[2]
    if indices.dim() != 3 or tuple(indices.shape[:2]) != (batch, seq_q):
        raise ValueError(f"indices: expected (batch, seq_q, topk) = ({batch}, {seq_q}, topk) for a sparse "
                         f"attention's selection, got {tuple(indices.shape)}")
    index = indices.long()
    index = torch.where(index < 0, seq_kv, index)  # a column dropped below
    hidden = torch.ones(batch, seq_q, seq_kv + 1, dtype=torch.bool, device=query.device)
    hidden = hidden.scatter(-1, index, False)[..., :seq_kv].unsqueeze(1)
    if attention_mask is None:
        if not causal:
            return ~hidden
        i = torch.arange(seq_q, device=query.device)[:, None] + (seq_kv - seq_q)
        attention_mask = (torch.arange(seq_kv, device=query.device)[None, :] <= i)[None, None]
    if attention_mask.dtype == torch.bool:
        return attention_mask & ~hidden
    return attention_mask.masked_fill(hidden, torch.finfo(attention_mask.dtype).min)


def _with_block_selection(module, query, key, attention_mask, block_indices, position_ids):
    """The mask MiniMax M3's sparse layers build for eager and sdpa from
    their indexer's key blocks (``block_indices`` (batch, index_heads, seq_q,
    topk)), by the model's own builder (``module.indexer.build_block_mask``)
    with the positions it would give it; a model without that builder is
    refused."""
    build = getattr(getattr(module, "indexer", None), "build_block_mask", None)
    if build is None:
        raise ValueError("attn_implementation='qkv' does not run the sparse attention this model selects "
                         "(block_indices) without its indexer's build_block_mask; use 'eager' or 'sdpa'")
    seq_q, seq_kv = query.shape[2], key.shape[2]
    if position_ids is None:  # as the model's attention computes them
        position_ids = torch.arange(seq_kv - seq_q, seq_kv, device=query.device)
    position_ids = (position_ids if position_ids.ndim > 1 else position_ids.unsqueeze(0)).expand(query.shape[0], -1)
    return build(block_indices, attention_mask, seq_kv, query.dtype, query.device, position_ids)


def _mask_and_causal(module, query, key, attention_mask, is_causal, position_bias):
    """The mask and causal option for qkv from what the model passes."""
    q_length = query.shape[2]
    is_causal = is_causal if is_causal is not None else getattr(module, "is_causal", True)
    # Mask None (_mask): causal over equal lengths or, with fewer queries than
    # keys, the last queries' (bottom-right); for one query, no mask.
    causal = bool(q_length > 1 and attention_mask is None and is_causal)
    if position_bias is not None:
        from transformers.integrations.sdpa_attention import create_position_bias_mask

        # A learned relative bias (T5) trains through the mask's gradient.
        attention_mask = create_position_bias_mask(position_bias, attention_mask, causal, query, key)
        causal = False
    if causal and q_length != key.shape[2]:
        causal = "bottom_right"
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
    # Sparse attentions' selections (DeepSeek-V3.2-style indexers, MiniMax
    # M3's key blocks): passed to every implementation but eager and sdpa,
    # which get them as a mask; qkv builds that mask.
    indices, block_indices = kwargs.pop("indices", None), kwargs.pop("block_indices", None)
    _refuse(kwargs)
    if block_indices is not None:
        attention_mask = _with_block_selection(module, query, key, attention_mask, block_indices,
                                               kwargs.get("position_ids"))
    mask, causal = _mask_and_causal(module, query, key, attention_mask, is_causal, position_bias)
    if indices is not None:
        mask, causal = _with_selection(query, key, mask, causal, indices), False
    out = _api.attention(query.transpose(1, 2), key.transpose(1, 2), value.transpose(1, 2),
                         scale=scaling, causal=causal or None, attn_mask=mask, softcap=softcap or None,
                         dropout_p=float(dropout), layout="bshd", sinks=s_aux)
    return out, None


def _attention_layers(module) -> list:
    """The attention layer classes a transformers model module defines."""
    return [obj for obj in vars(module).values()
            if isinstance(obj, type) and issubclass(obj, torch.nn.Module) and "Attention" in obj.__name__
            and obj.__module__ == module.__name__]


def _names_in_code(cls) -> set:
    """The global and attribute names the methods of ``cls`` (nested
    functions and comprehensions included) mention."""
    names, codes = set(), [f.__code__ for f in vars(cls).values() if hasattr(f, "__code__")]
    while codes:
        code = codes.pop()
        names.update(code.co_names)
        codes.extend(c for c in code.co_consts if hasattr(c, "co_names"))
    return names


def _picks_layers_by_name(model_class, module) -> bool:
    """Whether ``model_class`` builds a layer that chooses its attention from
    a table of ``module`` keyed by the implementation's name ({"eager": ...,
    "sdpa": ...}: Falcon, Git's text layers, Data2VecVision), where any other
    name is a KeyError: the module's classes it reaches through the names
    its methods mention, one of which names such a table."""
    tables = {name for name, obj in vars(module).items()
              if isinstance(obj, dict) and "eager" in obj
              and all(isinstance(v, type) and issubclass(v, torch.nn.Module) for v in obj.values())}
    if not tables:
        return False
    seen, todo = set(), [model_class]
    while todo:
        cls = todo.pop()
        if cls in seen:
            continue
        seen.add(cls)
        names = _names_in_code(cls)
        if names & tables:
            return True
        todo.extend(obj for obj in (vars(module).get(n) for n in names)
                    if isinstance(obj, type) and obj.__module__ == module.__name__)
    return False


def _why_refused(model_class, name: str) -> Optional[str]:
    """Why a transformers model class cannot take qkv under ``name`` (None:
    it can). It must say it runs a registered attention implementation
    (_supports_sdpa, _supports_flex_attn or _supports_attention_backend; for
    a flash name, _supports_flash_attn, as transformers asks of
    flash_attention_2), unless its module defines no attention layer (a
    wrapper or an attention-free backbone: its sub-models are checked when
    they are built); and it must not pick its layers from a table of names.
    Models that declare none of these build their own masks and causality
    (NllbMoe, BigBirdPegasus, Bloom, MPT): the mask built for qkv would
    silently drop what they rely on."""
    import sys

    module = sys.modules.get(model_class.__module__)
    if module is not None and _picks_layers_by_name(model_class, module):
        return "picks its attention layers from a table of implementation names that has no entry for it"
    flags = (("_supports_flash_attn",) if "flash" in name else
             ("_supports_attention_backend", "_supports_sdpa", "_supports_flex_attn"))
    if any(getattr(model_class, flag, False) for flag in flags):
        return None
    if module is None or not _attention_layers(module):
        return None
    return (f"declares no support for it ({' / '.join(flags)} unset: its attention layers do not call the "
            "interface, or rely on masks and causality of their own)")


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
            why = _why_refused(type(self), requested_attention) if requested_attention in names else None
            if why is not None:
                raise ValueError(f"attn_implementation={requested_attention!r}: {type(self).__name__} {why}; "
                                 "qkv would not be called as the model expects: use attn_implementation='eager' "
                                 "for this model")
            return original(self, requested_attention, is_init_check)

        get_correct_attn_implementation.qkv_names = names
        PreTrainedModel.get_correct_attn_implementation = get_correct_attn_implementation
    names.add(name)


def register(name: str = NAME) -> None:
    """Registers qkv under ``name`` with transformers' AttentionInterface and
    AttentionMaskInterface (idempotent)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface

    _guard_unsupported_models(name)
    AttentionInterface.register(name, qkv_attention_forward)
    AttentionMaskInterface.register(name, _mask)


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


def _keep_flash_name(name: str) -> None:
    """A model that lists its compatible flash kernels
    (_compatible_flash_implementations: gpt-oss's vllm-flash-attn3 for its
    sinks) gets any other flash name replaced by the first of them in
    transformers' check; qkv's flash functions take what those kernels take
    (s_aux included), so the check sees qkv's name among them. A list with
    a kernel of another kind (MiniMax M3's block-sparse one, which takes
    block indices qkv would ignore) is refused instead."""
    from transformers import PreTrainedModel

    check = PreTrainedModel._check_and_adjust_attn_implementation
    names = getattr(check, "qkv_names", None)
    if names is None:
        original = check
        names = set()

        def check_and_adjust(self, attn_implementation, *args, **kwargs):
            listed = getattr(self, "_compatible_flash_implementations", None)
            if attn_implementation in names and listed is not None and attn_implementation not in listed:
                others = [name for name in listed if "flash" not in name.lower()]
                if others:  # a kernel of another kind (MiniMax M3's block-sparse "MiniMaxAI/msa")
                    raise ValueError(f"attn_implementation={attn_implementation!r}: {type(self).__name__} runs "
                                     f"only with {', '.join(map(repr, listed))}, not a FlashAttention kernel; "
                                     "use attn_implementation='eager' or 'sdpa' for this model")
                self._compatible_flash_implementations = [*listed, attn_implementation]
            return original(self, attn_implementation, *args, **kwargs)

        check_and_adjust.qkv_names = names
        PreTrainedModel._check_and_adjust_attn_implementation = check_and_adjust
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
    _keep_flash_name(name)
    _guard_unsupported_models(name)
    AttentionInterface.register(name, flash_attention_forward)
    AttentionMaskInterface.register(name, ALL_MASK_ATTENTION_FUNCTIONS["flash_attention_2"])


register()
register_flash()
