"""attn_implementation="qkv" on transformers' own model code, tiny configs
with random weights (no downloads), against attn_implementation="eager":
logits on a padded batch, greedy generation with the KV cache, a training
step's gradients. Positions that are padding are not compared: their query
rows see no key, which eager turns into a uniform average over hidden keys
and qkv into zeros; no real position reads them."""

import pytest
import torch

import transformers  # noqa: E402  (python/requirements-dev.txt pins it)

import qkv  # noqa: E402
import qkv.transformers  # noqa: E402,F401  (registers "qkv")

VOCAB, SEQ, BATCH = 101, 11, 3


def _llama():
    return transformers.LlamaForCausalLM(transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, max_position_embeddings=64))


def _qwen2():
    return transformers.Qwen2ForCausalLM(transformers.Qwen2Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=1, max_position_embeddings=64))


def _mistral():
    return transformers.MistralForCausalLM(transformers.MistralConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, max_position_embeddings=64, sliding_window=4))


def _gemma2():
    return transformers.Gemma2ForCausalLM(transformers.Gemma2Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, max_position_embeddings=64, sliding_window=4,
        attn_logit_softcapping=2.0, final_logit_softcapping=30.0, query_pre_attn_scalar=16))


def _gpt2():
    return transformers.GPT2LMHeadModel(transformers.GPT2Config(
        vocab_size=VOCAB, n_embd=64, n_layer=2, n_head=4, n_positions=64, resid_pdrop=0.0, embd_pdrop=0.0,
        attn_pdrop=0.0))


def _bert():
    return transformers.BertModel(transformers.BertConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        max_position_embeddings=64, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0), add_pooling_layer=False)


def _gpt_oss():
    model = transformers.GptOssForCausalLM(transformers.GptOssConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, num_local_experts=4, num_experts_per_tok=2, sliding_window=4,
        max_position_embeddings=64, layer_types=["sliding_attention", "full_attention"]))
    with torch.no_grad():
        for layer in model.model.layers:  # sinks large enough to matter
            layer.self_attn.sinks.normal_(0.0, 2.0)
    return model


def _deepseek_v32():
    # DeepSeek-V3.2's sparse attention: an indexer picks 3 keys per query
    # (of up to 17), handed to qkv as `indices`.
    return transformers.DeepseekV32ForCausalLM(transformers.DeepseekV32Config(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, moe_intermediate_size=32, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=4, n_routed_experts=4, num_experts_per_tok=2,
        n_shared_experts=1, first_k_dense_replace=1, q_lora_rank=32, kv_lora_rank=16, qk_rope_head_dim=8,
        qk_nope_head_dim=16, v_head_dim=16, index_topk=3, index_n_heads=2, index_head_dim=16,
        max_position_embeddings=64, n_group=1, topk_group=1))


def _minimax_m3():
    # MiniMax M3's sparse layers: an indexer keeps 2 blocks of 4 keys per
    # query (plus the local block), handed to qkv as `block_indices`.
    from transformers.models.minimax_m3_vl import configuration_minimax_m3_vl, modeling_minimax_m3_vl

    return modeling_minimax_m3_vl.MiniMaxM3VLForCausalLM(configuration_minimax_m3_vl.MiniMaxM3VLTextConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=32, dense_intermediate_size=96,
        shared_intermediate_size=32, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
        head_dim=16, rotary_dim=8, num_local_experts=4, num_experts_per_tok=2, index_n_heads=2,
        index_head_dim=16, index_block_size=4, index_topk_blocks=2, index_local_blocks=1,
        max_position_embeddings=64, eos_token_id=None, layer_types=["minimax_m3_sparse"] * 2,
        mlp_layer_types=["dense", "sparse"]))


DECODERS = {"llama": _llama, "qwen2": _qwen2, "mistral": _mistral, "gemma2": _gemma2, "gpt2": _gpt2,
            "gpt_oss": _gpt_oss, "deepseek_v32": _deepseek_v32, "minimax_m3": _minimax_m3}
MODELS = {**DECODERS, "bert": _bert}
TOL = {torch.float32: dict(atol=2e-4, rtol=2e-4), torch.bfloat16: dict(atol=3e-2, rtol=3e-2)}


def _model(name, dtype=torch.float32):
    torch.manual_seed(0)
    model = MODELS[name]().to(dtype)
    with torch.no_grad():  # BERT's and GPT-2's default init is narrow: make the attention matter
        for p in model.parameters():
            if p.dim() == 2:
                p.mul_(3.0)
    return model.eval()


def _batch(padding):
    """Token ids and a mask with padding on the left (decoders) or the right
    (encoders), one row unpadded."""
    g = torch.Generator().manual_seed(1)
    ids = torch.randint(1, VOCAB, (BATCH, SEQ), generator=g)
    mask = torch.ones(BATCH, SEQ, dtype=torch.long)
    for row, pad in ((1, 3), (2, 6)):
        if padding == "left":
            mask[row, :pad] = 0
        else:
            mask[row, SEQ - pad:] = 0
    return ids, mask


def _output(model, ids, mask):
    out = model(input_ids=ids, attention_mask=mask)
    return out.logits if hasattr(out, "logits") else out.last_hidden_state


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=["fp32", "bf16"])
@pytest.mark.parametrize("name", list(MODELS))
def test_padded_batch_matches_eager(name, dtype):
    model = _model(name, dtype)
    ids, mask = _batch("right" if name == "bert" else "left")
    with torch.no_grad():
        model.set_attn_implementation("eager")
        ref = _output(model, ids, mask)
        model.set_attn_implementation("qkv")
        out = _output(model, ids, mask)
    keep = mask.bool()
    torch.testing.assert_close(out[keep].float(), ref[keep].float(), **TOL[dtype])


@pytest.mark.parametrize("cache", [None, "static"], ids=["default_cache", "static_cache"])
@pytest.mark.parametrize("name", list(DECODERS))
def test_greedy_generation_with_cache_matches_eager(name, cache):
    # The static cache is written in place and attended through a mask over
    # its whole length (the positions not yet written hidden).
    model = _model(name)
    ids, mask = _batch("left")
    out = {}
    for impl in ("eager", "qkv"):
        model.set_attn_implementation(impl)
        out[impl] = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=8, do_sample=False,
                                   pad_token_id=0, cache_implementation=cache, output_logits=True,
                                   return_dict_in_generate=True)
    assert out["qkv"].sequences.shape[1] == SEQ + 8
    assert torch.equal(out["qkv"].sequences, out["eager"].sequences)
    for got, want in zip(out["qkv"].logits, out["eager"].logits):
        torch.testing.assert_close(got, want, **TOL[torch.float32])


@pytest.mark.parametrize("name", list(MODELS))
def test_training_step_gradients_match_eager(name):
    model = _model(name).train()
    ids, mask = _batch("right" if name == "bert" else "left")
    keep = mask.bool()
    grads = {}
    for impl in ("eager", "qkv"):
        model.set_attn_implementation(impl)
        model.zero_grad()
        out = _output(model, ids, mask)[keep].float()
        # A fixed random read-out (BERT's output is layer-normed: the sum of
        # its squares would be a constant with gradient zero).
        probe = torch.randn(out.shape, generator=torch.Generator().manual_seed(2))
        (out * probe).sum().backward()
        grads[impl] = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    assert grads["qkv"].keys() == grads["eager"].keys() and grads["qkv"]
    # The key projection's bias has gradient zero in exact arithmetic (it adds
    # the same q.b to every score of a row): its computed gradient is rounding,
    # measured against a thousandth of the whole gradient's norm.
    floor = 1e-3 * torch.cat([g.flatten() for g in grads["eager"].values()]).norm()
    for n, g in grads["eager"].items():
        err = (grads["qkv"][n] - g).norm() / max(g.norm(), floor)
        assert err <= 2e-3, f"{n}: relative gradient error {err:.2e}"


def test_from_pretrained_with_attn_implementation_qkv(tmp_path):
    _model("llama").save_pretrained(tmp_path)
    model = transformers.AutoModelForCausalLM.from_pretrained(tmp_path, attn_implementation="qkv")
    assert model.config._attn_implementation == "qkv"
    ids, mask = _batch("left")
    with torch.no_grad():
        out = _output(model, ids, mask)
        model.set_attn_implementation("eager")
        torch.testing.assert_close(out[mask.bool()], _output(model, ids, mask)[mask.bool()], **TOL[torch.float32])


def _qkv_calls(monkeypatch, name):
    """The model `name` on qkv, with the keyword arguments of every qkv call
    it makes recorded; returns (model, ids, mask, calls, output)."""
    calls = []
    real = qkv._api.attention
    monkeypatch.setattr(qkv._api, "attention", lambda *a, **k: calls.append(k) or real(*a, **k))
    model = _model(name)
    model.set_attn_implementation("qkv")
    ids, mask = _batch("left")
    with torch.no_grad():
        out = _output(model, ids, mask)
    return model, ids, mask, calls, out


def test_attention_calls_reach_qkv(monkeypatch):
    calls = _qkv_calls(monkeypatch, "gemma2")[3]
    assert len(calls) == 2
    assert all(c["softcap"] == 2.0 and c["attn_mask"] is not None for c in calls)


def test_dropout_in_training_only():
    model = _model("llama")
    for layer in model.model.layers:
        layer.self_attn.attention_dropout = 0.5
    model.set_attn_implementation("qkv")
    ids, mask = _batch("left")
    keep = mask.bool()
    with torch.no_grad():
        a, b = (_output(model, ids, mask)[keep] for _ in range(2))
        assert torch.equal(a, b)  # eval: no dropout
        model.train()
        c, d = (_output(model, ids, mask)[keep] for _ in range(2))
    assert not torch.equal(c, d) and not torch.equal(c, a)


def test_output_attentions_is_refused():
    model = _model("llama")
    model.set_attn_implementation("qkv")
    ids, mask = _batch("left")
    with pytest.raises(ValueError, match="output_attentions"):
        model(input_ids=ids, attention_mask=mask, output_attentions=True)


def test_a_model_that_never_calls_the_attention_interface_is_refused():
    # Bloom builds its masks with create_causal_mask but attends in its own
    # code: transformers would accept "qkv", never call it, and give Bloom
    # the mask built for qkv (non-causal logits, silently).
    def config():
        return transformers.BloomConfig(vocab_size=VOCAB, hidden_size=64, n_layer=2, n_head=4)

    for name in ("qkv", "qkv_flash"):
        with pytest.raises(ValueError, match="BloomForCausalLM declares no support for it"):
            transformers.BloomForCausalLM._from_config(config(), attn_implementation=name)
    # Switching a built model: transformers itself keeps eager there.
    model = transformers.BloomForCausalLM(config())
    model.set_attn_implementation("qkv")
    assert model.config._attn_implementation == "eager"
    llama = _model("llama")  # models that do dispatch still take it
    llama.set_attn_implementation("qkv")
    assert llama.config._attn_implementation == "qkv"


def test_which_models_can_take_qkv():
    # Refused: models that declare no support (_supports_sdpa /
    # _supports_attention_backend / _supports_flex_attn; for qkv_flash
    # _supports_flash_attn, as transformers asks of flash_attention_2): Bloom,
    # MPT, TrOCR never call the interface; NllbMoe, BigBirdPegasus and
    # Speech2Text call it but build their own causal masks (their decoders saw
    # future tokens); T5 and Swin under qkv_flash lost T5's relative bias or
    # failed inside the flash wrapper. Falcon and Git pick their layers from a
    # table of names (a bare KeyError before). Taken: models that declare
    # support, and wrappers or attention-free backbones (checked as their
    # sub-models are built).
    why = qkv.transformers._why_refused
    t = transformers
    for cls in (t.BloomForCausalLM, t.MptForCausalLM, t.TrOCRForCausalLM, t.NllbMoeForConditionalGeneration,
                t.BigBirdPegasusForConditionalGeneration, t.Speech2TextForConditionalGeneration):
        assert "declares no support" in why(cls, "qkv"), cls.__name__
    for cls in (t.FalconForCausalLM, t.GitForCausalLM, t.Data2VecVisionModel):
        assert "table of implementation names" in why(cls, "qkv"), cls.__name__
    for cls in (t.T5ForConditionalGeneration, t.SwinModel):
        assert "_supports_flash_attn" in why(cls, "qkv_flash") and why(cls, "qkv") is None, cls.__name__
    for cls in (t.LlamaForCausalLM, t.T5ForConditionalGeneration, t.ResNetModel, t.DetrForObjectDetection,
                t.LlavaForConditionalGeneration, t.MambaForCausalLM, t.GptOssForCausalLM):
        assert why(cls, "qkv") is None, cls.__name__
    for cls in (t.LlamaForCausalLM, t.GptOssForCausalLM, t.LlavaForConditionalGeneration):
        assert why(cls, "qkv_flash") is None, cls.__name__
    # A table elsewhere in the module does not refuse a model that never
    # builds its layers (DeepSeek-OCR 2's text model beside its vision tower).
    assert why(t.DeepseekOcr2TextModel, "qkv") is None
    config = t.FalconConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4)
    for name in ("qkv", "qkv_flash"):
        with pytest.raises(ValueError, match="FalconForCausalLM picks its attention layers"):
            t.FalconForCausalLM._from_config(config, attn_implementation=name)


def test_attention_weights_asked_for_anywhere_are_refused():
    # config.output_attentions, and models that never pass the flag to their
    # attention layers (OPT): before, an empty `attentions` and no error.
    torch.manual_seed(0)
    llama = transformers.LlamaForCausalLM(transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
        output_attentions=True))
    opt = transformers.OPTForCausalLM(transformers.OPTConfig(
        vocab_size=VOCAB, hidden_size=64, ffn_dim=96, num_hidden_layers=2, num_attention_heads=4,
        word_embed_proj_dim=64))
    ids = torch.randint(1, VOCAB, (2, 8))
    for model, kwargs in ((llama, {}), (opt, {"output_attentions": True})):
        model.set_attn_implementation("qkv")
        with pytest.raises(ValueError, match="output_attentions"):
            model(input_ids=ids, **kwargs)
    opt(input_ids=ids)  # without them: runs


def test_sparse_attention_selections_reach_qkv_or_are_refused(monkeypatch):
    # DeepSeek-V3.2-style models hand their indexer's top-k keys to any
    # implementation but eager and sdpa as `indices` (eager and sdpa get them
    # as a mask): qkv ignored them and attended densely (logits 0.22 off).
    # Now they become qkv's mask (parity: the "deepseek_v32" and
    # "minimax_m3" entries of the tests above); without them the logits
    # move.
    with_blocks = qkv.transformers._with_block_selection
    model = _model("deepseek_v32")
    ids, mask = _batch("left")
    keep = mask.bool()
    model.set_attn_implementation("qkv")
    with torch.no_grad():
        sparse = _output(model, ids, mask)
        select = qkv.transformers._with_selection

        def every_key(query, key, attention_mask, causal, indices):
            every = torch.arange(key.shape[2]).expand(*indices.shape[:2], -1)
            return select(query, key, attention_mask, causal, every)

        monkeypatch.setattr(qkv.transformers, "_with_selection", every_key)
        dense = _output(model, ids, mask)
    assert (sparse[keep] - dense[keep]).abs().max() > 1e-2
    # MiniMax M3's key blocks likewise (before: refused); without them, the
    # padding and causal mask alone, the logits move.
    model = _model("minimax_m3")
    model.set_attn_implementation("qkv")
    with torch.no_grad():
        sparse = _output(model, ids, mask)
        monkeypatch.setattr(qkv.transformers, "_with_block_selection", lambda module, q, k, m, *rest: m)
        dense = _output(model, ids, mask)
    assert (sparse[keep] - dense[keep]).abs().max() > 1e-2
    # MiniMax M3 lists a block-sparse Hub kernel as its only flash
    # implementation: qkv_flash was added beside it and ran densely.
    check = transformers.PreTrainedModel._check_and_adjust_attn_implementation
    listed = transformers.models.minimax_m3_vl.modeling_minimax_m3_vl.MiniMaxM3VLPreTrainedModel
    holder = type("Holder", (), {"_compatible_flash_implementations": listed._compatible_flash_implementations})
    with pytest.raises(ValueError, match="not a FlashAttention kernel"):
        check(holder(), "qkv_flash")
    with pytest.raises(ValueError, match=r"sparse attention this model selects \(block_indices\)"):
        with_blocks(torch.nn.Linear(1, 1), torch.zeros(1, 1, 2, 4), torch.zeros(1, 1, 3, 4), None,
                    torch.zeros(1, 1, 2, 1), None)


def _gemma4():
    return transformers.Gemma4ForCausalLM(transformers.Gemma4TextConfig(
        vocab_size=VOCAB, hidden_size=64, intermediate_size=96, num_hidden_layers=4, num_attention_heads=4,
        num_key_value_heads=2, head_dim=16, global_head_dim=16, sliding_window=4, num_kv_shared_layers=2,
        layer_types=["sliding_attention", "full_attention"] * 2, vocab_size_per_layer_input=VOCAB,
        hidden_size_per_layer_input=8, pad_token_id=0))


def test_queries_cut_after_the_mask_attend_bottom_right():
    # Gemma 4's KV-shared layers keep only the last logits_to_keep queries
    # after the (None) mask was built: with top-left causal alignment they saw
    # almost no key (logits 0.28 off).
    torch.manual_seed(0)
    model = _gemma4().eval()
    ids = torch.randint(3, VOCAB, (2, 10))
    out = {}
    for name in ("eager", "qkv"):
        model.set_attn_implementation(name)
        with torch.no_grad():
            out[name] = model(input_ids=ids, logits_to_keep=3).logits
    torch.testing.assert_close(out["qkv"], out["eager"], **TOL[torch.float32])


def test_static_cache_prefill_without_padding_matches_eager():
    # The static cache's prefill has fewer queries than keys (the unwritten
    # slots): it gets its mask now, where it relied on top-left alignment.
    model = _model("llama")
    ids = torch.randint(1, VOCAB, (2, 9), generator=torch.Generator().manual_seed(2))
    out = {}
    for name in ("eager", "qkv"):
        model.set_attn_implementation(name)
        out[name] = model.generate(input_ids=ids, max_new_tokens=6, do_sample=False, pad_token_id=0,
                                   cache_implementation="static")
    assert torch.equal(out["qkv"], out["eager"])


def test_gpt_oss_takes_qkv_flash():
    # gpt-oss lists its compatible flash kernels; transformers replaced any
    # other flash name by the first (a Hub kernel) and qkv was never called.
    model = _model("gpt_oss")
    ids, mask = _batch("left")
    model.set_attn_implementation("eager")
    with torch.no_grad():
        ref = _output(model, ids, mask)
    model.set_attn_implementation("qkv_flash")
    assert model.config._attn_implementation == "qkv_flash"
    with torch.no_grad():
        out = _output(model, ids, mask)
    keep = mask.bool()
    torch.testing.assert_close(out[keep], ref[keep], **TOL[torch.float32])


def test_training_a_learned_position_bias_matches_eager():
    # T5's relative bias is added to the scores and trained: its gradient
    # reaches the bias embedding through qkv's mask gradient (before: a
    # refusal). Encoder, decoder and cross attention, padding included.
    torch.manual_seed(0)
    model = transformers.T5ForConditionalGeneration(transformers.T5Config(
        vocab_size=VOCAB, d_model=32, d_kv=8, d_ff=64, num_layers=2, num_heads=4, dropout_rate=0.0,
        decoder_start_token_id=0, pad_token_id=0)).train()
    ids = torch.randint(1, VOCAB, (2, 7))
    mask = torch.ones_like(ids)
    mask[1, :2] = 0
    grads = {}
    for impl in ("eager", "qkv"):
        model.set_attn_implementation(impl)
        model.zero_grad()
        model(input_ids=ids, attention_mask=mask, labels=ids).loss.backward()
        grads[impl] = {n: p.grad.clone() for n, p in model.named_parameters() if p.grad is not None}
    assert grads["qkv"].keys() == grads["eager"].keys()
    bias = [n for n in grads["eager"] if "relative_attention_bias" in n]
    assert len(bias) == 2 and all(grads["eager"][n].norm() > 0 for n in bias)
    for n, g in grads["eager"].items():
        err = (grads["qkv"][n] - g).norm() / max(g.norm(), 1e-12)
        assert err <= 2e-3, f"{n}: relative gradient error {err:.2e}"


def test_sinks_reach_qkv_and_matter(monkeypatch):
    model, ids, mask, calls, out = _qkv_calls(monkeypatch, "gpt_oss")
    assert len(calls) == 2 and all(c["sinks"] is not None for c in calls)
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.sinks.fill_(float("-inf"))  # no sink
        assert not torch.allclose(out, _output(model, ids, mask))


def test_compiled_model_fullgraph():
    model = _model("llama")
    model.set_attn_implementation("qkv")
    ids, mask = _batch("left")
    with torch.no_grad():
        ref = _output(model, ids, mask)
        torch._dynamo.reset()
        compiled = torch.compile(model, fullgraph=True, backend="aot_eager")
        out = _output(compiled, ids, mask)
    torch.testing.assert_close(out[mask.bool()], ref[mask.bool()], **TOL[torch.float32])


def test_compiled_decoding_with_the_static_cache():
    # transformers' recipe for compiled generation: a static cache and the
    # forward compiled whole (each decode step one graph, qkv's operator in it).
    model = _model("llama")
    ids, mask = _batch("left")
    model.set_attn_implementation("eager")
    ref = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=6, do_sample=False, pad_token_id=0,
                         cache_implementation="static")
    model.set_attn_implementation("qkv")
    torch._dynamo.reset()
    model.forward = torch.compile(model.forward, fullgraph=True, backend="aot_eager")
    out = model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=6, do_sample=False, pad_token_id=0,
                         cache_implementation="static")
    assert torch.equal(out, ref)
