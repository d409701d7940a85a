// Public entry points of the backward: validate once, then dispatch.
#include "qkv/backward.h"

#include <bit>
#include <cstdint>

#include "kernels/backward.h"
#include "problem.h"
#include "qkv/attention.h"
#include "reference/reference.h"

namespace qkv::internal {

bool floats_finite(const float* x, std::int64_t n) {
  std::uint32_t any = 0;  // branch-free, so the compiler vectorizes it
  for (std::int64_t c = 0; c < n; ++c) {
    const auto bits = std::bit_cast<std::uint32_t>(x[c]);
    any |= static_cast<std::uint32_t>((bits & 0x7f800000u) == 0x7f800000u);
  }
  return any == 0;
}

// The fused kernel multiplies whole tiles, so one NaN or inf, even in a key
// a row cannot see, would reach every gradient of its tile (0 · NaN); when
// it reads one it says so, and the call runs the reference, which never
// reads a hidden or zero weight (docs/RELIABILITY.md, "Non-finite inputs").
// The reference reads the inputs again: dq, dk, dv must not overlap them
// (check_grads_disjoint).
void run_backward(const BackwardProblem& bp) {
  if (bp.fwd.path == Path::kReference || bp.fwd.dtype == DType::kFloat64 ||
      degenerate(bp.fwd) ||  // the kernels assume sizes >= 1
      !tiled_backward(bp)) {
    reference_attention_backward(bp);
  } else {
    sink_gradient(bp);  // from out and lse; nothing without dsinks
  }
}

}  // namespace qkv::internal

namespace qkv {

namespace {
void run(const internal::BackwardProblem& bp) { internal::run_backward(bp); }
}  // namespace

void attention_backward_into(const TensorView& dout, const TensorView& q,
                             const TensorView& k, const TensorView& v,
                             const TensorView& out, const TensorView& lse,
                             const AttentionParams& params,
                             const TensorView& dq, const TensorView& dk,
                             const TensorView& dv, const TensorView& dlse,
                             const TensorView& dsinks) {
  internal::BackwardProblem bp =
      internal::make_backward_problem(dout, q, k, v, out, lse, dlse, params);
  internal::attach_grads(bp, q, k, v, dq, dk, dv, dsinks);
  internal::check_grads_disjoint(q, k, v, dout, dq, dk, dv);
  run(bp);
}

AttentionGrads attention_backward(const TensorView& dout, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const TensorView& out, const TensorView& lse,
                                  const AttentionParams& params,
                                  const TensorView& dlse) {
  // Validate once, before allocating, so bad shapes report as such.
  internal::BackwardProblem bp =
      internal::make_backward_problem(dout, q, k, v, out, lse, dlse, params);
  AttentionGrads g;
  auto like = [](const TensorView& t) {
    return Tensor(t.dtype, {t.shape[0], t.shape[1], t.shape[2], t.shape[3]});
  };
  g.dq = like(q);
  g.dk = like(k);
  g.dv = like(v);
  if (bp.fwd.sinks != nullptr) {
    g.dsinks = Tensor(bp.fwd.sinks_dtype, {bp.fwd.num_heads});
  }
  internal::attach_grads(bp, q, k, v, g.dq.view(), g.dk.view(), g.dv.view(),
                         g.dsinks.view());
  run(bp);
  return g;
}

}  // namespace qkv
