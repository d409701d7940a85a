"""qkv.attention_weights: the softmax weights of an attention call, as the
library applies them, for looking at (qkv.viz.head_view) and checking. The
normal path (qkv.attention) never materialises them; this one does, in
O(batch · num_heads · seq_q · seq_kv) memory, on the double-precision
reference path."""

from __future__ import annotations

from . import _qkv
from ._api import _check_floating, _empty, _kind, _lse_dtype, _options, _prepare, _traced
from ._args import QkvValueError, plain

# Annotations only (they are strings: from __future__ import annotations);
# typing itself is not imported at run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Optional, Tuple, Union


def attention_weights(q, k, v, *, scale: Optional[float] = None,
                      causal: Union[None, bool, str] = None,
                      window: Optional[Tuple[Optional[int], Optional[int]]] = None,
                      key_lengths=None, query_lengths=None, attn_mask=None,
                      alibi_slopes=None, softcap: Optional[float] = None,
                      dropout_p: float = 0.0, seed: Optional[int] = None, sinks=None) -> Any:
    """The attention weights of every (batch, head, query, key), exactly as
    ``qkv.attention`` with the same arguments applies them to ``v``: the
    softmax over the visible keys of the scaled (softcapped, biased, masked)
    scores, times dropout's keep / (1 - p); 0 where a key is hidden, a row of
    0 where every key is. With ``sinks`` (one logit per head, as in
    ``qkv.attention``) the sink takes its share of each row's softmax, so the
    weights sum to less than 1 (the sink's column is not returned).

    Shapes and options as ``qkv.attention`` with layout "bhsd": q (batch,
    num_heads, seq_q, head_dim), k (batch, num_kv_heads, seq_kv, head_dim),
    v (batch, num_kv_heads, seq_kv, head_dim_v) -> weights (batch, num_heads,
    seq_q, seq_kv), float64 for float64 inputs and float32 otherwise, of the
    inputs' kind (numpy or torch, never tracking gradients). With dropout,
    pass the same ``seed`` as the call whose weights you want.

    Computed on the double-precision reference path, so ``weights @ v``
    equals ``qkv.attention(q, k, v, ...)`` to the output dtype's rounding.
    """
    if _traced(q, k, v, attn_mask, sinks, alibi_slopes, key_lengths, query_lengths):
        from . import _ops

        return _ops.weights_call(q, k, v, scale, causal, window, key_lengths, query_lengths, attn_mask,
                                 alibi_slopes, softcap, dropout_p, seed, sinks)
    named = [("q", q), ("k", k), ("v", v)]
    kind = _kind(named)
    q, k, v = (_prepare(x, n, kind) for n, x in named)
    _check_floating([("q", q), ("k", k), ("v", v)], kind)
    for name, x in (("q", q), ("k", k), ("v", v)):
        if x.ndim != 4:
            raise QkvValueError(f"{name}: expected rank 4 (bhsd), got shape {tuple(x.shape)}")
    options = _options(scale=scale, softcap=softcap, alibi_slopes=alibi_slopes, causal=causal,
                       window=window, key_lengths=key_lengths, query_lengths=query_lengths,
                       attn_mask=attn_mask, dropout_p=dropout_p, seed=seed, sinks=sinks)
    shape = (q.shape[0], q.shape[1], q.shape[2], k.shape[2])
    weights = _empty(kind, q, shape, _lse_dtype(kind, q))
    _qkv.attention_weights_into(plain(q, "q"), plain(k, "k"), plain(v, "v"),
                                plain(weights, "weights"), options)
    return weights
