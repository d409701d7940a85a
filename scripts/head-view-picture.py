"""Draws docs/img/head-view.svg for the tutorial: qkv.viz.head_view of a
small GPT-2-shaped model with random weights (seeded; nothing is
downloaded), every layer and head. `make tutorial-images` runs it.

usage: python scripts/head-view-picture.py [OUT.svg]
"""

import sys

import torch
import transformers

import qkv


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "docs/img/head-view.svg"
    words = "the cat sat on the mat because it was warm".split()
    vocab = sorted(set(words))
    torch.manual_seed(5)
    config = transformers.GPT2Config(vocab_size=len(vocab), n_positions=16, n_embd=32,
                                     n_layer=2, n_head=4, bos_token_id=0, eos_token_id=0)
    model = transformers.GPT2LMHeadModel(config).eval()
    # Random weights give flat maps: sharpen queries and keys so heads differ.
    with torch.no_grad():
        for block in model.transformer.h:
            block.attn.c_attn.weight[:, :64] *= 12
    ids = [vocab.index(w) for w in words]
    view = qkv.viz.head_view(model, ids, words, path=out,
                             title="GPT-2-shaped model, random weights (2 layers × 4 heads)")
    print(f"wrote {view.path}: {len(view.layers)} layers × {len(view.heads)} heads, "
          f"{len(view.tokens)} tokens")


if __name__ == "__main__":
    main()
