// The reference path: attention exactly as the textbook writes it, in double.
#ifndef QKV_SRC_REFERENCE_REFERENCE_H_
#define QKV_SRC_REFERENCE_REFERENCE_H_

#include <cstdint>
#include <vector>

#include "../problem.h"
#include "qkv/reference.h"

namespace qkv::internal {

// One query row's intermediates; vectors of length seq_kv.
struct Row {
  std::vector<double> scores, scaled, logits, weights, dropped;
  std::vector<std::uint8_t> visible;
  std::vector<double> out;  // head_dim_v
  double lse = 0.0;
};

// A problem the tiled kernels do not take: a zero head_dim or head_dim_v
// (scores all 0, or an empty output row), or no heads or batches at all.
// The dispatchers send it to the reference path, which handles every size.
inline bool degenerate(const AttentionProblem& p) {
  return p.head_dim == 0 || p.head_dim_v == 0 || p.num_kv_heads == 0 ||
         p.num_heads == 0 || p.batch == 0;
}

// Element (b, h, i, j) of a 4-D operand, as double.
double at(const Operand& t, std::int64_t b, std::int64_t h, std::int64_t i,
          std::int64_t j);

// Computes row i of (b, h). k_rows / v_rows hold the K and V rows of the
// matching KV head converted to double: (seq_kv, head_dim) / (seq_kv,
// head_dim_v).
void compute_row(const AttentionProblem& p, std::int64_t b, std::int64_t h,
                 std::int64_t i, const std::vector<double>& k_rows,
                 const std::vector<double>& v_rows, Row& row);

// K and V rows of KV head kvh of batch b, as double.
void load_kv(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
             std::vector<double>& k_rows, std::vector<double>& v_rows);

// Computes out and lse of every (b, h, i) of a validated problem.
// Shapes: q (batch, num_heads, seq_q, head_dim), k (batch, num_kv_heads,
// seq_kv, head_dim), v (batch, num_kv_heads, seq_kv, head_dim_v) ->
// out (batch, num_heads, seq_q, head_dim_v), lse (batch, num_heads, seq_q).
void reference_attention(const AttentionProblem& p);

// dq, dk, dv of a validated backward problem, in double.
void reference_attention_backward(const BackwardProblem& bp);

// Writes the weights applied to V (after dropout) of every (b, h, i, j) of a
// validated problem into `weights` (batch, num_heads, seq_q, seq_kv).
void reference_attention_weights(const AttentionProblem& p,
                                 const OutOperand& weights);

// Fills `steps` with every intermediate of head (b, h).
void reference_attention_steps(const AttentionProblem& p, std::int64_t b,
                               std::int64_t h, AttentionSteps& steps);

}  // namespace qkv::internal

#endif  // QKV_SRC_REFERENCE_REFERENCE_H_
