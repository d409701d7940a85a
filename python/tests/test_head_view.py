"""qkv.viz.head_view and qkv.attention_weights on real transformers models:
tiny random-weight GPT-2- and Llama-shaped models built here (no download).
The weights qkv computes equal transformers' own eager attention with
output_attentions=True at float32 tolerance, the model's output under qkv
equals its eager output, the model gets its attention implementation back,
and the page opens in the real browser (Debian's headless Chromium) under its
strict Content-Security-Policy, showing the same numbers."""

from __future__ import annotations

import math

import subprocess
import sys

import numpy as np
import pytest
import torch
import transformers  # python/requirements-dev.txt pins it

import qkv

# float32 softmax vs the reference path's double softmax rounded to float32.
TOL = 2e-6
WORDS = ["the", "cat", "sat", "on", "mat", "and", "looked", "at", "a", "dog", "[UNK]"]


def _gpt2():
    torch.manual_seed(0)
    config = transformers.GPT2Config(vocab_size=len(WORDS), n_positions=32, n_embd=32, n_layer=3,
                                     n_head=4, attn_implementation="sdpa")
    return transformers.GPT2LMHeadModel(config).eval()


def _llama():
    torch.manual_seed(1)
    config = transformers.LlamaConfig(vocab_size=len(WORDS), hidden_size=32, intermediate_size=64,
                                      num_hidden_layers=2, num_attention_heads=4,
                                      num_key_value_heads=2, max_position_embeddings=64,
                                      attn_implementation="sdpa")
    return transformers.LlamaForCausalLM(config).eval()


def _gpt_oss():
    """Sinks (s_aux) and a sliding window on every other layer."""
    torch.manual_seed(2)
    config = transformers.GptOssConfig(
        vocab_size=len(WORDS), hidden_size=32, intermediate_size=32, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, head_dim=8, num_local_experts=2,
        num_experts_per_tok=1, sliding_window=3, max_position_embeddings=64,
        layer_types=["sliding_attention", "full_attention"], attn_implementation="eager")
    model = transformers.GptOssForCausalLM(config).eval()
    with torch.no_grad():
        for layer in model.model.layers:  # sinks large enough to matter
            layer.self_attn.sinks.normal_(0.0, 2.0)
    return model


MODELS = {"gpt2": _gpt2, "llama": _llama, "gpt_oss": _gpt_oss}


def _tokenizer():
    """A word-level tokenizer built in memory."""
    from tokenizers import Tokenizer, models, pre_tokenizers

    raw = Tokenizer(models.WordLevel({w: n for n, w in enumerate(WORDS)}, unk_token="[UNK]"))
    raw.pre_tokenizer = pre_tokenizers.Whitespace()
    return transformers.PreTrainedTokenizerFast(tokenizer_object=raw, unk_token="[UNK]")


def _eager(model, ids):
    """transformers' own attention weights and logits (eager softmax)."""
    previous = model.config._attn_implementation
    model.set_attn_implementation("eager")
    try:
        with torch.no_grad():
            out = model(input_ids=torch.tensor([ids]), output_attentions=True, use_cache=False)
    finally:
        model.set_attn_implementation(previous)
    return np.stack([a[0].numpy() for a in out.attentions]), out.logits[0].numpy()


@pytest.mark.parametrize("name", sorted(MODELS))
def test_weights_equal_eager_attention(name, tmp_path):
    model = MODELS[name]()
    own = model.config._attn_implementation  # gpt-oss has no SDPA: eager
    ids = [0, 1, 2, 3, 0, 4, 5, 6]
    expected, logits = _eager(model, ids)
    view = qkv.viz.head_view(model, ids, "the cat sat on the mat and looked", path=tmp_path / "v.html")
    assert view.weights.shape == expected.shape  # (layers, heads, seq, seq)
    np.testing.assert_allclose(view.weights, expected, rtol=0, atol=TOL)
    np.testing.assert_allclose(view.output.logits[0].numpy(), logits, rtol=0, atol=1e-5)
    # Causal: nothing above the diagonal; every row sums to 1.
    assert np.all(view.weights[..., np.triu_indices(len(ids), 1)[0], np.triu_indices(len(ids), 1)[1]] == 0)
    if name == "gpt_oss":  # each row's sink takes a share of its softmax
        assert np.all(view.weights.sum(-1) < 1 - 1e-3)
    else:
        np.testing.assert_allclose(view.weights.sum(-1), 1.0, atol=1e-5)
    assert view.tokens == "the cat sat on the mat and looked".split()
    # The model has its own attention back, and the registration is gone.
    assert model.config._attn_implementation == own
    from transformers import AttentionInterface

    assert "qkv_head_view" not in AttentionInterface._global_mapping
    assert (tmp_path / "v.html").stat().st_size > 0


def test_tokenizer_and_a_selection_of_layers_and_heads(tmp_path):
    model = _gpt2()
    tok = _tokenizer()
    ids = tok("the dog looked at a cat")["input_ids"]
    expected, _ = _eager(model, ids)
    view = qkv.viz.head_view(model, tok, "the dog looked at a cat", path=tmp_path / "v.svg",
                             layers=[2, 0], heads=[-1, 1])
    assert view.tokens == ["the", "dog", "looked", "at", "a", "cat"]
    assert view.layers == [2, 0] and view.heads == [3, 1]
    np.testing.assert_allclose(view.weights, expected[[2, 0]][:, [3, 1]], rtol=0, atol=TOL)
    svg = (tmp_path / "v.svg").read_text()
    assert svg.startswith("<svg") and svg.count("<rect") >= 2 * 2 * 36


def test_attention_weights_times_v_is_attention():
    rng = np.random.default_rng(7)
    q = rng.standard_normal((2, 4, 5, 8))
    k = rng.standard_normal((2, 2, 7, 8))
    v = rng.standard_normal((2, 2, 7, 3))
    mask = rng.random((2, 1, 5, 7)) > 0.3
    for options in ({}, {"causal": "bottom_right"}, {"attn_mask": mask, "softcap": 2.0},
                    {"window": (2, 1), "alibi_slopes": np.array([0.5, 0.25, 0.1, 0.05])},
                    {"dropout_p": 0.3, "seed": 11}):
        w = qkv.attention_weights(q, k, v, **options)
        assert w.dtype == np.float64 and w.shape == (2, 4, 5, 7)
        out = qkv.attention(q, k, v, **options)
        np.testing.assert_allclose(np.einsum("bhij,bhjd->bhid", w, np.repeat(v, 2, axis=1)), out,
                                   rtol=0, atol=1e-12)
    w = qkv.attention_weights(q.astype(np.float32), k.astype(np.float32), v.astype(np.float32),
                              causal=True)
    assert w.dtype == np.float32 and np.all(w[0, 0][np.triu_indices(5, 1)] == 0)


def test_bad_arguments_are_errors_and_leave_the_model_alone(tmp_path):
    model = _gpt2()
    with pytest.raises(qkv.QkvValueError, match="outside the vocabulary"):
        qkv.viz.head_view(model, [0, 99], path=tmp_path / "v.html")
    with pytest.raises(qkv.QkvTypeError, match="token id"):
        qkv.viz.head_view(model, [0, 1.5], path=tmp_path / "v.html")
    with pytest.raises(qkv.QkvValueError, match="one label per token"):
        qkv.viz.head_view(model, [0, 1], ["a"], path=tmp_path / "v.html")
    with pytest.raises(qkv.QkvValueError, match=".html or .svg"):
        qkv.viz.head_view(model, [0, 1], path=tmp_path / "v.png")
    with pytest.raises(qkv.QkvValueError, match="outside the model's 3 layers"):
        qkv.viz.head_view(model, [0, 1], path=tmp_path / "v.html", layers=[3])
    with pytest.raises(qkv.QkvTypeError, match="PreTrainedModel"):
        qkv.viz.head_view(object(), [0, 1], path=tmp_path / "v.html")
    assert not (tmp_path / "v.html").exists()
    assert model.config._attn_implementation == "sdpa"
    with pytest.raises(qkv.QkvValueError, match="weights: expected shape"):
        x = np.zeros((1, 1, 2, 4))
        qkv._qkv.attention_weights_into(x, x, x, np.zeros((1, 1, 2, 3)), qkv._api._options())


def test_head_view_opens_in_the_browser(tmp_path, browser):
    model = _llama()
    ids = [0, 1, 2, 3, 4]
    expected, _ = _eager(model, ids)
    path = tmp_path / "head-view.html"
    view = qkv.viz.head_view(model, ids, "the cat sat on mat", path=path)
    browser.get_log("browser")  # drop earlier pages' messages
    browser.get(path.as_uri())
    maps = browser.execute_script("return document.querySelectorAll('g.map').length")
    assert maps == len(view.layers) * len(view.heads) == 2 * 4
    shown = browser.execute_script(
        "const g = document.querySelector('g.map[data-layer=\"1\"][data-head=\"2\"]');"
        "return [...g.querySelectorAll('rect')].map(r => [+r.dataset.i, +r.dataset.j, +r.dataset.w]);")
    assert len(shown) == 25
    for i, j, w in shown:
        assert math.isclose(w, expected[1, 2, i, j], rel_tol=0, abs_tol=TOL), (i, j)
    # The page's one style applies (its hash is in the CSP) and nothing was blocked.
    margin = browser.execute_script("return getComputedStyle(document.body).marginTop")
    assert margin == "16px"
    blocked = [m for m in browser.get_log("browser") if "Content Security Policy" in m["message"]]
    assert blocked == []
    csp = browser.execute_script(
        "return document.querySelector('meta[http-equiv=Content-Security-Policy]').content")
    assert csp.startswith("default-src 'none'") and "unsafe-inline" not in csp


def test_import_qkv_and_qkv_viz_never_load_transformers():
    code = ("import sys, qkv, qkv.viz\n"
            "assert 'transformers' not in sys.modules, 'transformers imported'")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
