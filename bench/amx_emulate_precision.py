"""Issue 14 pt 3 bar, before integration: the planned AMX bf16 forward emulated in PyTorch (exact bf16
products, fp32 sums, P rounded to bf16 per 128-key tile against the running max, fp32 O, one division)
against PyTorch 2.13 bf16 SDPA, both measured against float64 SDPA on the same bf16 inputs. An emulation,
not the kernel: the real check is at integration. Run: python bench/amx_emulate_precision.py"""
import torch, math
torch.manual_seed(0)
def emulate(q, k, v, scale, tile=128, l_from_rounded=False):
    qf, kf, vf = q.float(), k.float(), v.float()
    B, H, N, D = q.shape
    m = torch.full((B, H, N, 1), -math.inf); l = torch.zeros(B, H, N, 1); o = torch.zeros(B, H, N, v.shape[-1])
    for j in range(0, k.shape[2], tile):
        s = (qf @ kf[:, :, j:j+tile].transpose(-1, -2)) * scale
        mn = torch.maximum(m, s.amax(-1, keepdim=True)); a = torch.exp(m - mn)
        p = torch.exp(s - mn); pb = p.bfloat16().float()
        l = l * a + (pb if l_from_rounded else p).sum(-1, keepdim=True)
        o = o * a + pb @ vf[:, :, j:j+tile]; m = mn
    return (o / l)
for (N, D, std) in [(512, 128, 1.0), (1024, 64, 1.0), (512, 128, 3.0)]:
    q, k, v = [(torch.randn(1, 4, N, D) * std).bfloat16() for _ in range(3)]
    scale = 1 / math.sqrt(D)
    ref = torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double())
    pt = torch.nn.functional.scaled_dot_product_attention(q, k, v).double()
    e = lambda x: ((x.double() - ref).abs().max().item(), (x.double() - ref).pow(2).mean().sqrt().item())
    em = emulate(q, k, v, scale); em2 = emulate(q, k, v, scale, l_from_rounded=True)
    print(f"N={N} D={D} std={std}: max/rms err vs f64  torch bf16 {e(pt)}  emul fp32-out {e(em)}  emul bf16-out {e(em.bfloat16())}  l-from-rounded bf16-out {e(em2.bfloat16())}")
