"""Continuous batching of transformers (model.generate_batch) with qkv:
attn_implementation="qkv_flash" (qkv's FlashAttention-style functions behind
transformers' own flash wrapper) against continuous batching with the
model's default CPU implementation (sdpa, or paged|eager for the models that
refuse sdpa), tiny random models built here. Also the padded-batch logits of
"qkv_flash" outside continuous batching against eager."""

import pytest
import torch

import transformers  # noqa: E402  (python/requirements-dev.txt pins it)
from transformers.generation.configuration_utils import ContinuousBatchingConfig

import qkv.transformers  # noqa: E402,F401  (registers "qkv" and "qkv_flash")
from test_transformers_models import TOL, _batch, _model, _output

PROMPT_LENGTHS = (5, 17, 9, 30)


def _qkv_model(name):
    """A tiny model; gpt-oss lists the flash implementations it accepts (those
    with attention sinks) and transformers replaces any other flash name by
    the first of them (modeling_utils, _check_and_adjust_attn_implementation):
    qkv's has sinks, so it is added to this model's list."""
    model = _model(name)
    listed = getattr(model, "_compatible_flash_implementations", None)
    if listed is not None:
        model._compatible_flash_implementations = [*listed, "qkv_flash"]
    return model


def _prompts():
    g = torch.Generator().manual_seed(7)
    return [torch.randint(3, 100, (n,), generator=g).tolist() for n in PROMPT_LENGTHS]


def _generate(model, implementation, max_blocks_per_request=0):
    model.set_attn_implementation(implementation)
    config = ContinuousBatchingConfig(num_blocks=16, max_batch_tokens=64, page_size=16, max_requests_per_batch=4,
                                      max_blocks_per_request=max_blocks_per_request)
    generation = transformers.GenerationConfig(max_new_tokens=10, do_sample=False, eos_token_id=-1, pad_token_id=0)
    out = model.generate_batch(_prompts(), generation_config=generation, continuous_batching_config=config,
                               warmup=False)
    assert model.config._attn_implementation == implementation  # continuous batching kept it
    return {request: list(result.generated_tokens) for request, result in out.items()}


def _count_calls(monkeypatch, *names):
    """Counts the calls of qkv's varlen / kvcache_append implementations
    (eager calls run them directly, without the dispatcher)."""
    from qkv import _flash_ops

    calls = {name: 0 for name in names}
    for name in names:
        impl = _flash_ops._IMPLEMENTATIONS[name]

        def counted(*args, _impl=impl, _name=name, **kwargs):
            calls[_name] += 1
            return _impl(*args, **kwargs)

        monkeypatch.setitem(_flash_ops._IMPLEMENTATIONS, name, counted)
    return calls


@pytest.mark.parametrize("name", ["llama", "qwen2", "mistral", "gemma2", "gpt_oss"])
def test_generate_batch_with_qkv_equals_default(monkeypatch, name):
    """Prefill and decode batches reach qkv packed (cu_seqlens from the
    paged cache's gather), with GQA, sliding windows, softcap and sinks."""
    model = _qkv_model(name)
    default = "sdpa" if model._supports_sdpa and name not in ("gemma2", "gpt_oss") else "paged|eager"
    want = _generate(model, default)
    calls = _count_calls(monkeypatch, "varlen", "kvcache_append")
    got = _generate(model, "qkv_flash")
    assert got == want and len(got) == len(PROMPT_LENGTHS) and all(len(t) == 10 for t in got.values())
    assert calls["varlen"] >= 10 * model.config.num_hidden_layers and calls["kvcache_append"] == 0


def test_generate_batch_decode_fast_path_runs_qkv_paged_kernel(monkeypatch):
    """The block-table decode path (flash_attn_with_kvcache appending into
    transformers' paged cache in place) is switched on by transformers 5.24
    only for FlashAttention 2/3 on CUDA or 2 on XPU
    (continuous_batching/initialization.py, ensure_decode_fast_path_is_available);
    with that check bypassed, the decode steps run qkv's paged kernel on
    transformers' own block table and cache pages and give the same tokens."""
    import transformers.generation.continuous_batching.initialization as initialization

    model = _model("llama")
    want = _generate(model, "sdpa")
    monkeypatch.setattr(initialization, "ensure_decode_fast_path_is_available", lambda *args: None)
    calls = _count_calls(monkeypatch, "varlen", "kvcache_append")
    assert _generate(model, "qkv_flash", max_blocks_per_request=8) == want
    assert calls["kvcache_append"] >= 5 * model.config.num_hidden_layers and calls["varlen"] > 0


@pytest.mark.parametrize("name", ["llama", "gemma2", "gpt_oss"])
def test_qkv_flash_padded_batch_matches_eager(name):
    """Outside continuous batching, transformers' flash wrapper unpads a
    left-padded batch into one packed qkv call."""
    model = _qkv_model(name)
    ids, mask = _batch("left")
    with torch.no_grad():
        model.set_attn_implementation("eager")
        want = _output(model, ids, mask)
        model.set_attn_implementation("qkv_flash")
        got = _output(model, ids, mask)
    torch.testing.assert_close(got[mask.bool()], want[mask.bool()], **TOL[torch.float32])


def test_register_flash_needs_flash_in_the_name():
    with pytest.raises(ValueError, match="flash"):
        qkv.transformers.register_flash("qkv_paged")
