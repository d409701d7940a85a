// Attention sinks outside the kernels: the fold of a sink into a finished
// result (ring and all-gather attention) and the sink gradient of the fused
// backward. The kernels fold the sink into each row's final normalisation
// (kernels/forward.cc StoreBlock); the reference into its softmax.
//
// The semantics are those of transformers' eager gpt-oss attention
// (models/gpt_oss/modeling_gpt_oss.py, eager_attention_forward, read for
// this): the sink logit of each head, module.sinks reshaped (1, H, 1, 1) and
// expanded over batch and rows, is concatenated as one more column of the
// logits (after scaling and the additive mask), the row's max is subtracted,
// softmax runs over the row, the column is dropped (probs[..., :-1]) and
// dropout applies to what is left before the product with V. Wrappers that
// add sinks to FlashAttention kernels (MagiAttention's FA2/FA3 interfaces
// "with sink") correct the kernel's (out, lse) afterwards with the sink,
// which is the merge of fold_sink (merge_row.h); vLLM's FA3 `s_aux` kernel
// source was not in the searchable index, so only its documented meaning
// (the same extra softmax column) is relied on. So
//   out_i = Σ_j e^{s_ij} v_j / (Σ_j e^{s_ij} + e^{sink_h})
// and lse_i = log(Σ_j e^{s_ij} + e^{sink_h}) (DESIGN.md §2).
//
// The gradient of the sink. With p_ij = e^{s_ij − lse_i} (lse including the
// sink) and σ_i = e^{sink − lse_i} (the weight the dropped column had):
//   ∂lse_i/∂sink = σ_i,   ∂p_ij/∂sink = −p_ij σ_i,
//   ∂out_i/∂sink = Σ_j (∂p_ij/∂sink) f_ij v_j = −σ_i out_i
// (f_ij the dropout factors, which out_i already contains). So for a loss
// with gradients dout_i at out and dlse_i at lse,
//   d sink = Σ_i (dout_i · ∂out_i/∂sink + dlse_i ∂lse_i/∂sink)
//          = −Σ_i σ_i (D_i − dlse_i),   D_i = dout_i · out_i,
// summed over every (batch, row) of the head. The gradients of q, k, v keep
// their form dS_ij = p_ij (dP_ij − (D_i − dlse_i)): only lse (and so p)
// changes. A row with no visible key has out 0, lse = sink, σ = 1: d sink
// gets its dlse alone.
#include <cmath>
#include <limits>
#include <vector>

#include "dtype.h"
#include "merge_row.h"
#include "problem.h"
#include "threading.h"

namespace qkv::internal {

namespace {

// −Σ_{b,i} e^(sink_h − lse_bhi) · (D_bhi − dlse_bhi) of head h, in order.
double head_sink_gradient(const BackwardProblem& bp, std::int64_t h) {
  const AttentionProblem& p = bp.fwd;
  const double sink = p.sink(h);
  if (sink == -std::numeric_limits<double>::infinity()) return 0.0;
  double grad = 0.0;
  for (std::int64_t b = 0; b < p.batch; ++b) {
    for (std::int64_t i = 0; i < p.seq_q; ++i) {
      double d = 0.0;  // D_i − dlse_i
      const std::int64_t o = p.out.offset(b, h, i), g = bp.dout.offset(b, h, i);
      for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
        d += load_as_double(bp.dout.data, p.dtype, g + c) *
             load_as_double(p.out.data, p.out.dtype, o + c);
      }
      if (bp.dlse.data != nullptr) {
        d -= load_as_double(bp.dlse.data, bp.dlse.dtype,
                            bp.dlse.offset(b, h, i));
      }
      const double lse =
          load_as_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i));
      grad -= std::exp(sink - lse) * d;
    }
  }
  return grad;
}

}  // namespace

void fold_sinks(const AttentionProblem& p, const OutOperand& out,
                const OutOperand& lse) {
  if (p.sinks == nullptr) return;
  for (std::int64_t b = 0; b < p.batch; ++b) {
    for (std::int64_t h = 0; h < p.num_heads; ++h) {
      const double sink = p.sink(h);
      for (std::int64_t i = 0; i < p.seq_q; ++i) {
        const std::int64_t at = lse.offset(b, h, i);
        const SinkFold f =
            fold_sink(load_as_double(lse.data, lse.dtype, at), sink);
        store_from_double(lse.data, lse.dtype, at, f.lse);
        if (f.scale == 1.0) continue;
        const std::int64_t o = out.offset(b, h, i);
        for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
          const std::int64_t e = o + c * out.stride[3];
          const double x = load_as_double(out.data, out.dtype, e);
          // A row that saw no key holds 0 (never NaN): keep it 0.
          store_from_double(out.data, out.dtype, e,
                            f.scale == 0.0 ? 0.0 : x * f.scale);
        }
      }
    }
  }
}

std::vector<double> sink_gradient_sums(const BackwardProblem& bp) {
  const AttentionProblem& p = bp.fwd;
  std::vector<double> sums(p.num_heads, 0.0);
  const double flops = 2.0 * static_cast<double>(p.batch * p.num_heads) *
                       static_cast<double>(p.seq_q * p.head_dim_v);
  // One head per task, its (b, i) summed in order: thread-count free.
  parallel_for(p.num_heads, threads_for(p.threads, flops),
               [&](std::int64_t h0, std::int64_t h1) {
                 for (std::int64_t h = h0; h < h1; ++h) {
                   sums[h] = head_sink_gradient(bp, h);
                 }
               });
  return sums;
}

void sink_gradient(const BackwardProblem& bp) {
  if (bp.dsinks == nullptr) return;
  const std::vector<double> sums = sink_gradient_sums(bp);
  for (std::int64_t h = 0; h < bp.fwd.num_heads; ++h) {
    store_from_double(bp.dsinks, bp.fwd.sinks_dtype, h * bp.dsinks_stride,
                      sums[h]);
  }
}

}  // namespace qkv::internal
