"""Attention heatmaps with matplotlib (an optional dependency)."""

from __future__ import annotations

from typing import Any, Optional, Sequence

import numpy as np


def heatmap(weights: Any, tokens: Optional[Sequence[str]] = None, ax: Any = None,
            query_tokens: Optional[Sequence[str]] = None, title: Optional[str] = None):
    """Draws attention weights (seq_q, seq_kv) as a heatmap and returns the
    matplotlib Axes. ``tokens`` label the keys (and the queries too when
    ``query_tokens`` is not given and the matrix is square). numpy arrays or
    torch tensors. Raises ImportError with advice when matplotlib is missing."""
    try:
        import matplotlib.pyplot as plt
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError("qkv.plot needs matplotlib: pip install matplotlib") from e
    if hasattr(weights, "detach"):
        weights = weights.detach().cpu().numpy()
    w = np.asarray(weights, dtype=np.float64)
    if w.ndim != 2:
        raise ValueError(f"weights: expected a 2-D (seq_q, seq_kv) array, got shape {w.shape}")
    if tokens is not None and len(tokens) != w.shape[1]:
        raise ValueError(f"tokens: {len(tokens)} labels for {w.shape[1]} keys")
    if query_tokens is None and tokens is not None and w.shape[0] == w.shape[1]:
        query_tokens = tokens
    if query_tokens is not None and len(query_tokens) != w.shape[0]:
        raise ValueError(f"query_tokens: {len(query_tokens)} labels for {w.shape[0]} queries")
    if ax is None:
        _, ax = plt.subplots(figsize=(1 + 0.5 * w.shape[1], 1 + 0.5 * w.shape[0]))
    image = ax.imshow(w, cmap="viridis", vmin=0.0, vmax=max(1e-12, float(np.nanmax(w)) if w.size else 1.0))
    ax.set_xlabel("key")
    ax.set_ylabel("query")
    if tokens is not None:
        ax.set_xticks(range(len(tokens)), labels=list(tokens), rotation=60, ha="right")
    if query_tokens is not None:
        ax.set_yticks(range(len(query_tokens)), labels=list(query_tokens))
    if title:
        ax.set_title(title)
    ax.figure.colorbar(image, ax=ax, fraction=0.046, pad=0.04)
    return ax
