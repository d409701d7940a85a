// Public entry points of the backward: validate once, then dispatch.
#include "qkv/backward.h"

#include "kernels/backward.h"
#include "problem.h"
#include "qkv/attention.h"
#include "reference/reference.h"

namespace qkv {

void attention_backward_into(const TensorView& dout, const TensorView& q,
                             const TensorView& k, const TensorView& v,
                             const TensorView& out, const TensorView& lse,
                             const AttentionParams& params,
                             const TensorView& dq, const TensorView& dk,
                             const TensorView& dv) {
  const internal::BackwardProblem bp = internal::make_backward_problem(
      dout, q, k, v, out, lse, params, dq, dk, dv);
  if (bp.fwd.path == Path::kReference || bp.fwd.dtype == DType::kFloat64) {
    internal::reference_attention_backward(bp);
  } else {
    internal::tiled_backward(bp);
  }
}

AttentionGrads attention_backward(const TensorView& dout, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const TensorView& out, const TensorView& lse,
                                  const AttentionParams& params) {
  // Validate before allocating, so bad shapes report as such.
  internal::make_backward_problem(dout, q, k, v, out, lse, params, q, k, v);
  AttentionGrads g;
  auto like = [](const TensorView& t) {
    return Tensor(t.dtype, {t.shape[0], t.shape[1], t.shape[2], t.shape[3]});
  };
  g.dq = like(q);
  g.dk = like(k);
  g.dv = like(v);
  attention_backward_into(dout, q, k, v, out, lse, params, g.dq.view(),
                          g.dk.view(), g.dv.view());
  return g;
}

}  // namespace qkv
