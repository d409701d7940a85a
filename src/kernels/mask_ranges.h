// Index masks as key ranges: causal (both alignments), sliding window and
// per-batch lengths together leave each query row one contiguous range of
// visible keys, so kernels never evaluate them element by element. Boolean
// masks narrow that range to their first and last visible key, and additive
// masks to their first and last key not at -inf, so tiles a mask hides whole
// (the keys past a static cache's fill, a causal mask given as data, bool or
// -inf) are skipped as a causal range's are.
#ifndef QKV_SRC_KERNELS_MASK_RANGES_H_
#define QKV_SRC_KERNELS_MASK_RANGES_H_

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>

#include "../problem.h"
#include "qkv/tensor.h"

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

// Whether additive mask element `at` (of `dtype`) is -inf: a key hidden as
// exactly as a bool mask hides it (its P is 0 whatever its score). Other
// values, NaN and +inf among them, are added by MaskRow as before.
inline bool IsNegInf(DType dtype, const std::uint8_t* at) {
  switch (dtype) {
    case DType::kFloat32: {
      float x;
      std::memcpy(&x, at, sizeof(x));
      return x == -std::numeric_limits<float>::infinity();
    }
    case DType::kFloat64: {
      double x;
      std::memcpy(&x, at, sizeof(x));
      return x == -std::numeric_limits<double>::infinity();
    }
    case DType::kBFloat16:
    case DType::kFloat16: {
      std::uint16_t x;
      std::memcpy(&x, at, sizeof(x));
      return x == (dtype == DType::kBFloat16 ? 0xFF80u : 0xFC00u);
    }
    default:
      return false;
  }
}

// `range` of row (b, h, i) narrowed to the first and last key additive
// mask `mask` does not set to -inf (empty if none), element by element from
// both ends (the cost is one comparison per key skipped).
inline KeyRange NarrowToNegInf(const Mask& mask, std::int64_t b, std::int64_t h,
                               std::int64_t i, KeyRange range) {
  const Operand& m = mask.values;
  const std::int64_t size = static_cast<std::int64_t>(dtype_size(m.dtype));
  const auto* row =
      static_cast<const std::uint8_t*>(m.data) + m.offset(b, h, i) * size;
  const std::int64_t step = m.stride[3] * size;
  auto sees = [&](std::int64_t j) {
    return !IsNegInf(m.dtype, row + j * step);
  };
  std::int64_t lo = range.lo, hi = range.hi;
  if (step == 0) return sees(lo) ? range : KeyRange{lo, lo};
  while (lo < hi && !sees(lo)) ++lo;
  while (hi > lo && !sees(hi - 1)) --hi;
  return {lo, hi};
}

// Narrows key ranges (visible_keys clipped to a block's keys) by every bool
// mask present and every additive mask's -inf ends, row after row; a row that
// reads the same mask bytes over the same keys as the row before it (a mask
// broadcast over heads: a block's rows come as the heads of one query) reuses
// its answer.
class MaskNarrower {
 public:
  explicit MaskNarrower(const AttentionProblem& p) : p_(p) {
    for (const Mask& mask : p.masks) any_ = any_ || mask.present();
  }

  KeyRange operator()(std::int64_t b, std::int64_t h, std::int64_t i,
                      KeyRange range) {
    if (!any_ || range.hi <= range.lo) return range;
    Key key{range.lo, range.hi, {0, 0}};
    for (int k = 0; k < 2; ++k) {
      if (p_.masks[k].present()) key.at[k] = p_.masks[k].values.offset(b, h, i);
    }
    if (have_last_ && key == last_key_) return last_;
    for (const Mask& mask : p_.masks) {
      if (range.hi <= range.lo) break;
      if (mask.is_bool()) range = NarrowToBoolMask(mask, b, h, i, range);
      if (mask.kind == MaskKind::kAdd) {
        range = NarrowToNegInf(mask, b, h, i, range);
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
