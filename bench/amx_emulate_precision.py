"""Issue 14 pt 3 bar, before integration: the planned AMX bf16 forward emulated in PyTorch.

Exact bf16 products, fp32 sums, P rounded to bf16 per 128-key tile against the running max, fp32 O and
row sum, one division; compared with PyTorch's bf16 SDPA, both against float64 SDPA on the same bf16
inputs. An emulation, not the kernel: the real check comes with the integration.

    python bench/amx_emulate_precision.py
"""

import math

import torch


def emulate(q, k, v, scale, tile=128):
    """The planned arithmetic of the AMX bf16 forward, in float32 (no mask)."""
    qf, kf, vf = q.float(), k.float(), v.float()
    shape = q.shape[:-1] + (1,)
    m, l = torch.full(shape, -math.inf), torch.zeros(shape)
    o = torch.zeros(q.shape[:-1] + (v.shape[-1],))
    for j in range(0, k.shape[2], tile):
        s = (qf @ kf[:, :, j : j + tile].transpose(-1, -2)) * scale
        m_new = torch.maximum(m, s.amax(-1, keepdim=True))
        alpha = torch.exp(m - m_new)
        p = torch.exp(s - m_new)
        l = l * alpha + p.sum(-1, keepdim=True)
        o = o * alpha + p.bfloat16().float() @ vf[:, :, j : j + tile]
        m = m_new
    return o / l


def errors(x, ref):
    d = (x.double() - ref).abs()
    return d.max().item(), d.pow(2).mean().sqrt().item()


def main():
    torch.manual_seed(0)
    for seq, dim, std in [(512, 128, 1.0), (1024, 64, 1.0), (512, 128, 3.0)]:
        q, k, v = [(torch.randn(1, 4, seq, dim) * std).bfloat16() for _ in range(3)]
        sdpa = torch.nn.functional.scaled_dot_product_attention
        ref = sdpa(q.double(), k.double(), v.double())
        torch_err = errors(sdpa(q, k, v), ref)
        amx_err = errors(emulate(q, k, v, 1 / math.sqrt(dim)).bfloat16(), ref)
        print(
            f"seq {seq} head_dim {dim} std {std}: max, rms error vs float64: "
            f"torch bf16 {torch_err[0]:.3g}, {torch_err[1]:.3g}; "
            f"emulated AMX {amx_err[0]:.3g}, {amx_err[1]:.3g}; "
            f"ratio {amx_err[0] / torch_err[0]:.2f}, {amx_err[1] / torch_err[1]:.2f}"
        )


if __name__ == "__main__":
    main()
