// Index masks as key ranges: causal (both alignments), sliding window and
// per-batch lengths together leave each query row one contiguous range of
// visible keys, so kernels never evaluate them element by element.
#ifndef QKV_SRC_KERNELS_MASK_RANGES_H_
#define QKV_SRC_KERNELS_MASK_RANGES_H_

#include <algorithm>
#include <cstdint>

#include "../problem.h"

namespace qkv::internal {

struct KeyRange {
  std::int64_t lo = 0, hi = 0;  // visible keys [lo, hi); empty if hi <= lo
};

// Keys that query row i of batch b may see under causal, window and lengths
// (dense masks and -inf biases may hide more).
inline KeyRange visible_keys(const AttentionProblem& p, std::int64_t b,
                             std::int64_t i) {
  const std::int64_t seq_q = p.q_len(b), seq_kv = p.kv_len(b);
  if (i >= seq_q) return {};
  const std::int64_t diagonal = i + seq_kv - seq_q;  // bottom-right
  std::int64_t lo = 0, hi = seq_kv;
  if (p.causal == Causal::kTopLeft) hi = std::min(hi, i + 1);
  if (p.causal == Causal::kBottomRight) hi = std::min(hi, diagonal + 1);
  if (p.window_left >= 0) lo = std::max(lo, diagonal - p.window_left);
  if (p.window_right >= 0) hi = std::min(hi, diagonal + p.window_right + 1);
  return {lo, std::max(lo, hi)};
}

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_MASK_RANGES_H_
