// Index masks as key ranges: causal (both alignments), sliding window and
// per-batch lengths together leave each query row one contiguous range of
// visible keys, so kernels never evaluate them element by element. Boolean
// masks narrow that range to their first and last visible key, so tiles a
// boolean mask hides whole (the keys past a static cache's fill, a causal
// mask given as data) are skipped as a causal range's are.
#ifndef QKV_SRC_KERNELS_MASK_RANGES_H_
#define QKV_SRC_KERNELS_MASK_RANGES_H_

#include <algorithm>
#include <cstdint>
#include <cstring>

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

// Whether the 8 bytes at `at` hold a byte that bool mask `mask` leaves
// visible (a zero byte for kHide, a non-zero one for kAllow).
inline bool WordSeesKey(const Mask& mask, const std::uint8_t* at) {
  std::uint64_t w;
  std::memcpy(&w, at, sizeof(w));
  if (mask.kind == MaskKind::kAllow) return w != 0;
  constexpr std::uint64_t kOnes = 0x0101010101010101ull;
  return ((w - kOnes) & ~w & (kOnes << 7)) != 0;  // some byte is zero
}

// `range` of row (b, h, i) narrowed to the first and last key that bool
// mask `mask` leaves visible in it (empty if none). Hidden keys between
// them are still hidden by MaskRow. Contiguous rows are scanned 8 bytes at
// a time from both ends, so the cost is a fraction of a byte per key
// skipped.
inline KeyRange NarrowToBoolMask(const Mask& mask, std::int64_t b,
                                 std::int64_t h, std::int64_t i,
                                 KeyRange range) {
  const Operand& m = mask.values;
  const auto* bytes =
      static_cast<const std::uint8_t*>(m.data) + m.offset(b, h, i);
  const std::int64_t step = m.stride[3];
  auto sees = [&](std::int64_t j) { return !mask.hides(bytes[j * step]); };
  std::int64_t lo = range.lo, hi = range.hi;
  if (step == 0) return sees(lo) ? range : KeyRange{lo, lo};
  if (step == 1) {
    while (hi - lo >= 8 && !WordSeesKey(mask, bytes + lo)) lo += 8;
  }
  while (lo < hi && !sees(lo)) ++lo;
  if (step == 1) {
    while (hi - lo >= 8 && !WordSeesKey(mask, bytes + hi - 8)) hi -= 8;
  }
  while (hi > lo && !sees(hi - 1)) --hi;
  return {lo, hi};
}

// Narrows key ranges (visible_keys clipped to a block's keys) by every bool
// mask present, row after row; a row that reads the same mask bytes over
// the same keys as the row before it (a mask broadcast over heads: a
// block's rows come as the heads of one query) reuses its answer.
class MaskNarrower {
 public:
  explicit MaskNarrower(const AttentionProblem& p) : p_(p) {
    for (const Mask& mask : p.masks) any_ = any_ || mask.is_bool();
  }

  KeyRange operator()(std::int64_t b, std::int64_t h, std::int64_t i,
                      KeyRange range) {
    if (!any_ || range.hi <= range.lo) return range;
    Key key{range.lo, range.hi, {0, 0}};
    for (int k = 0; k < 2; ++k) {
      if (p_.masks[k].is_bool()) key.at[k] = p_.masks[k].values.offset(b, h, i);
    }
    if (have_last_ && key == last_key_) return last_;
    for (const Mask& mask : p_.masks) {
      if (mask.is_bool() && range.hi > range.lo) {
        range = NarrowToBoolMask(mask, b, h, i, range);
      }
    }
    have_last_ = true;
    last_key_ = key;
    last_ = range;
    return range;
  }

 private:
  struct Key {
    std::int64_t lo, hi, at[2];
    bool operator==(const Key&) const = default;
  };
  const AttentionProblem& p_;
  bool any_ = false, have_last_ = false;
  Key last_key_{};
  KeyRange last_;
};

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_MASK_RANGES_H_
