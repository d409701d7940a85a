// The textbook path, exposed for teaching (qkv explain) and testing.
#ifndef QKV_REFERENCE_H_
#define QKV_REFERENCE_H_

#include <cstdint>
#include <vector>

#include "qkv/params.h"
#include "qkv/tensor.h"

namespace qkv {

// Every intermediate of one (batch b, head h) of an attention call, in
// double, row-major. Matrices are seq_q × seq_kv unless noted.
struct AttentionSteps {
  std::int64_t seq_q = 0, seq_kv = 0, head_dim = 0, head_dim_v = 0;
  double scale = 0.0;
  std::vector<double> scores;         // q_i · k_j
  std::vector<double> scaled;         // scale · scores, then softcap
  std::vector<double> logits;         // + ALiBi + additive mask; -inf if hidden
  std::vector<std::uint8_t> visible;  // 1 where every mask allows (i, j)
  std::vector<double> weights;        // softmax of logits (0 where hidden)
  std::vector<double> dropped;        // weights after dropout and 1/(1-p)
  std::vector<double> out;            // seq_q × head_dim_v
  std::vector<double> lse;            // seq_q
};

// Runs the reference path on (b, h) and keeps every intermediate. Inputs are
// validated exactly as by attention(). Meant for small inputs: memory is
// O(seq_q · seq_kv).
AttentionSteps reference_steps(const TensorView& q, const TensorView& k,
                               const TensorView& v,
                               const AttentionParams& params, std::int64_t b,
                               std::int64_t h);

// The attention weights of every (b, h, i, j) exactly as attention() applies
// them to V: the softmax over the visible keys of the scaled, softcapped,
// biased and masked scores, times dropout's keep / (1 - p); 0 where hidden,
// all 0 in a fully masked row, NaN where a visible logit is NaN. Computed on
// the reference path in double (out = weights · V there) and stored in
// `weights`' dtype. Inputs are validated exactly as by attention(); weights:
// float32 or float64, shape (batch, num_heads, seq_q, seq_kv), last
// dimension contiguous. Memory O(batch · num_heads · seq_q · seq_kv) is the
// caller's; attention() itself never materialises weights.
void attention_weights_into(const TensorView& q, const TensorView& k,
                            const TensorView& v, const AttentionParams& params,
                            const TensorView& weights);

// The Philox-4x32-10 keep decision used by dropout on every path: true if
// weight (b, h, i, j) is kept. Exposed so tests and tools can reproduce masks.
bool dropout_keep(std::uint64_t seed, std::uint32_t offset, double dropout_p,
                  std::int64_t num_heads, std::int64_t b, std::int64_t h,
                  std::int64_t i, std::int64_t j);

}  // namespace qkv

#endif  // QKV_REFERENCE_H_
