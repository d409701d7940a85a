"""Inputs whose logits nearly saturate, and the accuracy criteria of the
16-bit gradients there (test_autograd.py, test_flash_ops.py)."""

import torch


def saturated(dtype, num_kv_heads, amp, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(1, 4, 9, 72, generator=g, dtype=torch.float64) * amp
    k = torch.randn(1, num_kv_heads, 200, 72, generator=g, dtype=torch.float64) * amp
    v = torch.randn(1, num_kv_heads, 200, 72, generator=g, dtype=torch.float64)
    dout = torch.randn(1, 4, 9, 72, generator=g, dtype=torch.float64)
    return [x.to(dtype) for x in (q, k, v, dout)]


def check_saturated_gradients(ours, theirs, exact, dtype):
    """Relative RMS errors against float64 of the same stored inputs: each
    within twice PyTorch's math backend's (theirs; issue 14's bar), and dq, dk
    within twice their own rounding to dtype (the floor; float32 sums and P
    rounded for P.V in the forward add in quadrature: measured <= 1.5x in the
    C++ suite). D from the rounded out gave 3-20x the floor."""
    for name, a, b, x in zip(("dq", "dk", "dv"), ours, theirs, exact):
        err = ((a - x).norm() / x.norm()).item()
        bar = ((b - x).norm() / x.norm()).item()
        floor = ((x.to(dtype).double() - x).norm() / x.norm()).item()
        assert err <= 2 * bar, f"{name}: {err:.3g} vs torch {bar:.3g}"
        if name != "dv":
            assert err <= 2 * floor, f"{name}: {err:.3g} vs its rounding {floor:.3g}"
