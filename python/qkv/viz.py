"""qkv.viz: the attention of a real model, head by head.

``head_view(model, tokenizer_or_tokens, text, path=...)`` runs a Hugging Face
transformers model once with qkv computing every attention call, keeps the
attention weights of every layer and head, and draws them as a grid of
heatmaps (layers down, heads across) in one self-contained HTML page (or an
SVG file). The weights come from the library: a temporary attention function,
registered with transformers' ``AttentionInterface`` only while ``head_view``
runs, computes each layer's output with ``qkv.attention`` and its weights
with ``qkv.attention_weights`` (the reference path, the weights exactly as
the attention applies them). Nothing of it touches the normal path: the model
gets its own attention implementation back when ``head_view`` returns, and
``qkv.attention`` never materialises weights.

The page needs no network and allows nothing but its own inline style
(Content-Security-Policy ``default-src 'none'``; no script at all): each
cell carries its value (``data-w``) and a tooltip.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import hashlib
import html
import inspect
import os
import pathlib
import secrets
import tempfile
from typing import Any, List, Optional, Sequence, Union

import numpy as np

from ._args import QkvTypeError, QkvValueError

# The drawing's limits: tokens per sequence and cells over all heatmaps.
MAX_TOKENS = 256
MAX_CELLS = 1 << 21
_IMPLEMENTATION = "qkv_head_view"


@dataclasses.dataclass
class HeadView:
    """What ``head_view`` computed and drew.

    tokens: the token labels, one per position.
    weights: float32 (layers, heads, seq, seq) numpy array; weights[l, h, i, j]
        is how much position i attends to position j in head h of layer l.
    layers, heads: the layer and head numbers drawn (rows and columns).
    path: the file written.
    output: what the model returned, running with qkv's attention.
    """

    tokens: List[str]
    weights: np.ndarray
    layers: List[int]
    heads: List[int]
    path: pathlib.Path
    output: Any = None


def _label(token: str) -> str:
    """A byte-level BPE / SentencePiece token as a reader sees it."""
    shown = token.replace("\u0120", " ").replace("\u2581", " ").replace("\u010a", "\\n")
    return shown if shown.strip() else token


def _encode(model: Any, tokenizer_or_tokens: Any, text: Any):
    """(input_ids (1, seq) tensor, attention_mask or None, labels)."""
    import torch

    source = tokenizer_or_tokens
    if callable(source) and hasattr(source, "convert_ids_to_tokens"):
        if not isinstance(text, str) or not text:
            raise QkvValueError("text: expected a non-empty string to tokenize")
        encoded = source(text, return_tensors="pt")
        ids = encoded["input_ids"]
        labels = [_label(t) for t in source.convert_ids_to_tokens(ids[0].tolist())]
        return ids, encoded.get("attention_mask"), labels
    if isinstance(source, (str, bytes)) or not isinstance(source, Sequence):
        raise QkvTypeError("tokenizer_or_tokens: expected a transformers tokenizer or a sequence of "
                           f"token ids, got {type(source).__name__}")
    vocab = getattr(model.config, "vocab_size", None)
    ids = []
    for n, t in enumerate(source):
        if isinstance(t, bool) or not isinstance(t, (int, np.integer)):
            raise QkvTypeError(f"tokenizer_or_tokens[{n}]: expected an int token id, got {type(t).__name__}")
        if t < 0 or (vocab is not None and t >= vocab):
            raise QkvValueError(f"tokenizer_or_tokens[{n}] = {t} is outside the vocabulary [0, {vocab})")
        ids.append(int(t))
    if not ids:
        raise QkvValueError("tokenizer_or_tokens: no tokens")
    if isinstance(text, str):
        text = text.split()
    if text is not None and (len(text) != len(ids) or not all(isinstance(w, str) for w in text)):
        raise QkvValueError(f"text: expected one label per token ({len(ids)}), got {text!r}")
    labels = list(text) if text is not None else [str(t) for t in ids]
    return torch.tensor([ids]), None, labels


def _attention_function(record: list):
    """The attention function registered while head_view runs: transformers'
    calling convention (module, query (batch, heads, seq_q, head_dim), key and
    value (batch, kv_heads, seq_kv, head_dim), attention_mask) -> (output
    (batch, seq_q, heads, head_dim), weights), both from qkv."""
    import qkv

    def attend(module, query, key, value, attention_mask, dropout=0.0, scaling=None,
               is_causal=None, softcap=None, **kwargs):
        if kwargs.get("position_bias") is not None:
            raise QkvValueError("head_view: the model passes position_bias, which qkv's "
                                "head view does not support")
        # gpt-oss passes its per-head sink logits as s_aux: the weights then
        # sum to less than 1 per row (the sink takes the rest), as in eager.
        sinks = kwargs.get("s_aux", kwargs.get("sinks"))
        causal = None
        if attention_mask is None:
            # sdpa_mask leaves out a mask that is purely causal (as SDPA does).
            wants = is_causal if is_causal is not None else getattr(module, "is_causal", True)
            causal = True if wants and query.shape[2] > 1 else None
        options = dict(scale=scaling, causal=causal, attn_mask=attention_mask,
                       softcap=softcap or None, dropout_p=float(dropout),
                       seed=secrets.randbits(63) if dropout else None,
                       sinks=None if sinks is None else sinks.detach())
        out = qkv.attention(query, key, value, **options)
        weights = qkv.attention_weights(query, key, value, **options)
        record.append(weights.detach().to("cpu").float().numpy())
        return out.transpose(1, 2).contiguous(), weights.to(query.dtype)

    return attend


@contextlib.contextmanager
def _qkv_attention(model: Any, record: list):
    """The model runs with the recording qkv attention inside the block, and
    with its own implementation again after it (also on an error)."""
    from transformers import AttentionInterface
    from transformers.masking_utils import AttentionMaskInterface, sdpa_mask

    previous = model.config._attn_implementation
    AttentionInterface.register(_IMPLEMENTATION, _attention_function(record))
    AttentionMaskInterface.register(_IMPLEMENTATION, sdpa_mask)  # bool: True = attend
    try:
        model.set_attn_implementation(_IMPLEMENTATION)
        yield
    finally:
        try:
            model.set_attn_implementation(previous)
        finally:
            AttentionInterface._global_mapping.pop(_IMPLEMENTATION, None)
            AttentionMaskInterface._global_mapping.pop(_IMPLEMENTATION, None)


def _run(model: Any, ids: Any, mask: Any, record: list) -> Any:
    import torch

    kwargs = {"input_ids": ids}
    if mask is not None:
        kwargs["attention_mask"] = mask
    if "use_cache" in inspect.signature(model.forward).parameters:
        kwargs["use_cache"] = False
    with _qkv_attention(model, record), torch.no_grad():
        output = model(**kwargs)
    if not record:
        raise QkvValueError(f"model: {type(model).__name__} made no attention call through "
                            "transformers' AttentionInterface (it cannot run with qkv)")
    return output


def _pick(wanted: Optional[Sequence[int]], count: int, what: str) -> List[int]:
    if wanted is None:
        return list(range(count))
    picked = []
    for n in wanted:
        if isinstance(n, bool) or not isinstance(n, (int, np.integer)):
            raise QkvTypeError(f"{what}: expected ints, got {n!r}")
        if not -count <= n < count:
            raise QkvValueError(f"{what}: {n} is outside the model's {count} {what}")
        picked.append(int(n) % count)
    if not picked:
        raise QkvValueError(f"{what}: nothing to draw")
    return picked


def head_view(model: Any, tokenizer_or_tokens: Any, text: Union[None, str, Sequence[str]] = None,
              path: Union[str, os.PathLike] = "qkv-head-view.html", *,
              layers: Optional[Sequence[int]] = None, heads: Optional[Sequence[int]] = None,
              title: Optional[str] = None) -> HeadView:
    """Draws the attention weights of every layer and head of a transformers
    model on one input, computed by qkv.

    model: a transformers PreTrainedModel whose attention goes through
        ``AttentionInterface`` (GPT-2, Llama, Mistral, Qwen, BERT, gpt-oss,
        ...). With attention sinks (gpt-oss) a row's weights sum to less
        than 1, as transformers' eager weights do.
    tokenizer_or_tokens: a tokenizer (``text`` is then the string to read),
        or a sequence of token ids (``text`` is then None, one label per id,
        or a string of whitespace-separated labels).
    path: the file to write: ``.html`` (a page with the grid, a colour scale
        and tooltips) or ``.svg`` (the grid alone).
    layers, heads: which layers (rows) and heads (columns) to draw; default
        all. At most MAX_TOKENS tokens and MAX_CELLS cells in all.

    Returns a HeadView with the tokens, every weight drawn and the path.
    """
    if not hasattr(model, "set_attn_implementation") or not hasattr(model, "config"):
        raise QkvTypeError(f"model: expected a transformers PreTrainedModel, got {type(model).__name__}")
    path = pathlib.Path(path)
    if path.suffix.lower() not in (".html", ".svg"):
        raise QkvValueError(f"path: expected a .html or .svg file name, got {str(path)!r}")
    ids, mask, labels = _encode(model, tokenizer_or_tokens, text)
    seq = ids.shape[1]
    if seq > MAX_TOKENS:
        raise QkvValueError(f"{seq} tokens: the head view draws at most {MAX_TOKENS}")
    record: list = []
    output = _run(model, ids, mask, record)
    shapes = {w.shape[1:] for w in record}
    if len(shapes) != 1:
        raise QkvValueError(f"model: its attention calls differ in shape {sorted(shapes)}")
    layer_list = _pick(layers, len(record), "layers")
    head_list = _pick(heads, record[0].shape[1], "heads")
    cells = len(layer_list) * len(head_list) * seq * seq
    if cells > MAX_CELLS:
        raise QkvValueError(f"{cells} cells to draw (more than {MAX_CELLS}): pick fewer layers= or heads=")
    weights = np.stack([record[n][0][head_list] for n in layer_list]).astype(np.float32)
    view = HeadView(labels, weights, layer_list, head_list, path, output)
    name = title or f"{type(model).__name__}: attention of every layer and head"
    svg = _svg(view, name)
    _write(path, _page(svg, name) if path.suffix.lower() == ".html" else svg)
    return view


# --- drawing -------------------------------------------------------------

_STOPS = ((68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37))


def _colour(x: float) -> str:
    """The explorer's viridis-like ramp on [0, 1]."""
    p = min(1.0, max(0.0, x if np.isfinite(x) else 0.0)) * 4
    k = min(3, int(p))
    f = p - k
    c = [round(_STOPS[k][n] * (1 - f) + _STOPS[k + 1][n] * f) for n in range(3)]
    return f"#{c[0]:02x}{c[1]:02x}{c[2]:02x}"


@dataclasses.dataclass
class _Layout:
    cell: float  # one weight's square
    margin: float  # room for token labels left of and above each map
    side: float  # one map with its margin
    gap: float = 18.0
    top: float = 34.0  # the title and column headings
    left: float = 56.0  # the row headings


def _layout(seq: int) -> _Layout:
    cell = max(2.0, min(16.0, 256.0 / seq))
    margin = 64.0 if cell >= 9 else 4.0  # token labels only where they fit
    return _Layout(cell=cell, margin=margin, side=margin + cell * seq)


def _heatmap(out: list, view: HeadView, r: int, c: int, x0: float, y0: float, lay: _Layout) -> None:
    """One head's weights at (x0, y0): cells, then token labels if they fit."""
    w = view.weights[r, c]
    seq = len(view.tokens)
    layer, head = view.layers[r], view.heads[c]
    out.append(f'<g class="map" data-layer="{layer}" data-head="{head}">')
    gx, gy = x0 + lay.margin, y0 + lay.margin
    esc = [html.escape(t) for t in view.tokens]
    for i in range(seq):
        for j in range(seq):
            x = float(w[i, j])
            out.append(f'<rect x="{gx + j * lay.cell:.1f}" y="{gy + i * lay.cell:.1f}" '
                       f'width="{lay.cell:.1f}" height="{lay.cell:.1f}" fill="{_colour(x)}" '
                       f'data-i="{i}" data-j="{j}" data-w="{x:.9g}"><title>layer {layer} head {head}: '
                       f'{esc[i]} \u2192 {esc[j]} {x:.4f}</title></rect>')
    if lay.margin > 8:
        for n, t in enumerate(esc):
            short = t if len(t) <= 9 else t[:8] + "\u2026"
            mid = n * lay.cell + lay.cell / 2
            out.append(f'<text class="tok" x="{gx - 3:.1f}" y="{gy + mid + 3:.1f}" '
                       f'text-anchor="end">{short}</text>')
            out.append(f'<text class="tok" transform="translate({gx + mid + 3:.1f},{gy - 3:.1f}) '
                       f'rotate(-90)">{short}</text>')
    out.append("</g>")


def _scale_bar(out: list, x: float, y: float) -> None:
    out.append(f'<text class="head" x="{x:.1f}" y="{y - 6:.1f}">weight</text>')
    for n in range(100):
        out.append(f'<rect x="{x:.1f}" y="{y + (99 - n) * 1.6:.1f}" width="14" height="1.7" '
                   f'fill="{_colour(n / 99)}"/>')
    for v in (0.0, 0.5, 1.0):
        out.append(f'<text class="tok" x="{x + 18:.1f}" y="{y + (1 - v) * 160 + 4:.1f}">{v:g}</text>')


def _svg(view: HeadView, title: str) -> str:
    """The grid: layers down, heads across, a colour scale on the right."""
    seq = len(view.tokens)
    lay = _layout(seq)
    rows, cols = len(view.layers), len(view.heads)
    width = lay.left + cols * (lay.side + lay.gap) + 60
    height = lay.top + rows * (lay.side + lay.gap) + 10
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
           f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="sans-serif" font-size="10">',
           f"<title>{html.escape(title)}</title>",
           '<style>.tok{font-size:9px;fill:#333}.head{font-size:12px;fill:#111}</style>',
           f'<text class="head" x="{lay.left:.0f}" y="14">{html.escape(title)}; '
           f"row i attends to column j; {seq} tokens</text>"]
    for c, head in enumerate(view.heads):
        x = lay.left + c * (lay.side + lay.gap) + lay.margin
        out.append(f'<text class="head" x="{x:.1f}" y="{lay.top - 6:.1f}">head {head}</text>')
    for r, layer in enumerate(view.layers):
        y = lay.top + r * (lay.side + lay.gap)
        out.append(f'<text class="head" x="4" y="{y + lay.margin + 12:.1f}">layer {layer}</text>')
        for c in range(cols):
            _heatmap(out, view, r, c, lay.left + c * (lay.side + lay.gap), y, lay)
    _scale_bar(out, width - 50, lay.top + lay.margin)
    out.append("</svg>")
    return "\n".join(out)


_STYLE = ("body{font-family:sans-serif;margin:16px;color:#111}"
          "p{max-width:60em}.grid{overflow:auto}")


def csp() -> str:
    """The page's Content-Security-Policy: its one inline style, nothing else."""
    digest = base64.b64encode(hashlib.sha256(_STYLE.encode()).digest()).decode()
    return (f"default-src 'none'; style-src 'sha256-{digest}'; img-src 'none'; "
            "base-uri 'none'; form-action 'none'")


def _page(svg: str, title: str) -> str:
    # The SVG's own <style> is inline style too: the page allows it by hash.
    inner = svg.split("<style>", 1)[1].split("</style>", 1)[0]
    digest = base64.b64encode(hashlib.sha256(inner.encode()).digest()).decode()
    policy = csp().replace("style-src ", f"style-src 'sha256-{digest}' ")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{policy}">
<title>{html.escape(title)}</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<p>Each small map is one head: row i is a token, and the colour of cell (i, j)
is how much of token i's output comes from token j's value (the softmax weight;
each row sums to 1, hidden cells are 0). Hover a cell for its value. Computed by
qkv (<code>qkv.attention_weights</code>, the library's reference path) while the
model ran with qkv's attention.</p>
<div class="grid">
{svg}
</div>
</body>
</html>
"""


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _write(path: pathlib.Path, text: str) -> None:
    """Writes through a temporary file and a rename: an existing file is
    replaced whole or left as it was."""
    folder = path.parent if str(path.parent) else pathlib.Path(".")
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=folder)
    try:
        os.chmod(tmp, 0o666 & ~_umask())  # as open() would create it, not mkstemp's 0600
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
