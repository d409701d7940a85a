// qkv::attention_backward: gradients of attention with respect to q, k, v.
#ifndef QKV_BACKWARD_H_
#define QKV_BACKWARD_H_

#include "qkv/params.h"
#include "qkv/tensor.h"

namespace qkv {

struct AttentionGrads {
  Tensor dq;  // shape and dtype of q
  Tensor dk;  // shape and dtype of k (summed over the query heads of a group)
  Tensor dv;  // shape and dtype of v
  // d params.sinks: (num_heads) in the sinks' dtype; empty (undefined) when
  // the call has no sinks.
  Tensor dsinks;
};

// dout, out: (batch, num_heads, seq_q, head_dim_v) in q's dtype (out may be
// float32 for bfloat16 / float16 q: the forward's unrounded output, which
// keeps D = rowsum(dO ∘ O), and so dq, dk, dsinks and a mask's gradient, at
// their own rounding where the logits saturate); out and lse
// are the forward's results for the same q, k, v and params (dropout is
// regenerated from params.seed, never stored). Every option differentiates:
// masks (hidden positions and fully masked rows get zero gradient), window,
// lengths, ALiBi, softcap (through the tanh), GQA, dropout, scale. Gradients
// accumulate in float32 (double on the reference path) whatever the storage
// dtype. Throws qkv::Error on invalid input.
//
// dlse (optional, (batch, num_heads, seq_q) in lse's dtype) is the gradient
// arriving at the returned lse, for callers that use lse downstream; absent
// means zero.
//
// With params.sinks, lse is the forward's (it includes the sink) and the
// result's dsinks holds the sink gradient, −Σ_{b,i} e^(sink_h − lse_bhi) ·
// (dout_bhi · out_bhi − dlse_bhi), summed in double in a fixed order.
AttentionGrads attention_backward(const TensorView& dout, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const TensorView& out, const TensorView& lse,
                                  const AttentionParams& params = {},
                                  const TensorView& dlse = {});

// As attention_backward, writing into caller-provided dq, dk, dv (shapes and
// dtypes of q, k, v; any strides with a contiguous last dimension) and, when
// given, dsinks ((num_heads) in the sinks' dtype; only with params.sinks;
// absent = the sink gradient is not computed).
//
// dmask, when given, receives the gradient of a floating params.mask (the
// additive bias: T5's and BEiT's learned position biases train through it):
// the gradient of the logits it is added to, P ∘ (dP − D) (after softcap,
// so without its tanh factor), zero where a position is hidden, summed in
// double over the dimensions the mask broadcasts along, in a fixed order.
// Shape of params.mask, any floating dtype, any strides. It costs a float32
// (batch, num_heads, seq_q, seq_kv) buffer (float64 for float64 inputs).
void attention_backward_into(const TensorView& dout, const TensorView& q,
                             const TensorView& k, const TensorView& v,
                             const TensorView& out, const TensorView& lse,
                             const AttentionParams& params,
                             const TensorView& dq, const TensorView& dk,
                             const TensorView& dv, const TensorView& dlse = {},
                             const TensorView& dsinks = {},
                             const TensorView& dmask = {});

}  // namespace qkv

#endif  // QKV_BACKWARD_H_
