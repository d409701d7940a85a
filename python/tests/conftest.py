import numpy as np
import pytest
import torch

torch.set_default_dtype(torch.float32)


@pytest.fixture
def rng():
    return np.random.default_rng(1234)


def reference64(q, k, v, **kwargs):
    """PyTorch's math in float64: the yardstick for qkv and PyTorch alike."""
    mask = kwargs.pop("attn_mask", None)
    if mask is not None and mask.dtype != torch.bool:
        mask = mask.double()
    return torch.nn.functional.scaled_dot_product_attention(
        q.double(), k.double(), v.double(), attn_mask=mask, **kwargs)
