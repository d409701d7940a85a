// The reference path: attention exactly as the textbook writes it, in double.
#ifndef QKV_SRC_REFERENCE_REFERENCE_H_
#define QKV_SRC_REFERENCE_REFERENCE_H_

#include <cstdint>

#include "../problem.h"
#include "qkv/reference.h"

namespace qkv::internal {

// Computes out and lse of every (b, h, i) of a validated problem.
// Shapes: q (batch, num_heads, seq_q, head_dim), k (batch, num_kv_heads,
// seq_kv, head_dim), v (batch, num_kv_heads, seq_kv, head_dim_v) ->
// out (batch, num_heads, seq_q, head_dim_v), lse (batch, num_heads, seq_q).
void reference_attention(const AttentionProblem& p);

// Fills `steps` with every intermediate of head (b, h).
void reference_attention_steps(const AttentionProblem& p, std::int64_t b,
                               std::int64_t h, AttentionSteps& steps);

}  // namespace qkv::internal

#endif  // QKV_SRC_REFERENCE_REFERENCE_H_
