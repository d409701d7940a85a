// The fast exact forward: FlashAttention-2 order, online softmax, Highway SIMD
// with runtime dispatch. See forward.cc for the tiling and its memory traffic.
#ifndef QKV_SRC_KERNELS_FORWARD_H_
#define QKV_SRC_KERNELS_FORWARD_H_

#include <cstdint>
#include <string>
#include <vector>

#include "../problem.h"
#include "kernels/tiles.h"

namespace qkv::internal {

// out (and lse) of a validated problem through the tiled kernel.
// q (batch, num_heads, seq_q, head_dim), k (batch, num_kv_heads, seq_kv,
// head_dim), v (batch, num_kv_heads, seq_kv, head_dim_v) -> out (batch,
// num_heads, seq_q, head_dim_v), lse (batch, num_heads, seq_q).
// split_keys > 0 splits every row block's keys into chunks of that many
// (flash-decoding), computed in parallel and merged exactly; 0 = no split.
void tiled_forward(const AttentionProblem& p, std::int64_t split_keys);

// The split auto dispatch chooses: chunks of the CPU's split_keys when a KV
// group has few query rows and many keys, else 0.
inline std::int64_t auto_split_keys(const AttentionProblem& p) {
  return p.group() * p.seq_q <= ForwardTiles::kSplitMaxRows &&
                 p.seq_kv > ForwardTiles::kSplitMinKeys
             ? p.tuning.split_keys
             : 0;
}

// exp as the kernels' softmax computes it, for x <= 0 (the forward only
// exponentiates s - max): inputs below -150 clamp there, NaN stays NaN.
// any_sign: the backward's form, which also takes x > 0 (inf above
// ln(FLT_MAX)).
void vector_exp(const float* in, float* out, std::int64_t n,
                bool any_sign = false);

// The Highway targets compiled into this binary that this CPU supports,
// best first, and the name of one (hwy::TargetName).
std::vector<std::int64_t> compiled_targets();
std::string target_name(std::int64_t target);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_FORWARD_H_
