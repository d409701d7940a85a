// Philox-4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2,
// 3", SC 2011): a counter-based generator, so the random bits of any element
// depend only on (key, counter), never on thread count or visiting order.
#ifndef QKV_SRC_PHILOX_H_
#define QKV_SRC_PHILOX_H_

#include <array>
#include <cstdint>

namespace qkv::internal {

using PhiloxCounter = std::array<std::uint32_t, 4>;
using PhiloxKey = std::array<std::uint32_t, 2>;

inline PhiloxCounter philox4x32_10(PhiloxCounter ctr, PhiloxKey key) {
  constexpr std::uint32_t kMul0 = 0xD2511F53u, kMul1 = 0xCD9E8D57u;
  constexpr std::uint32_t kWeyl0 = 0x9E3779B9u, kWeyl1 = 0xBB67AE85u;
  for (int round = 0; round < 10; ++round) {
    const std::uint64_t p0 = std::uint64_t{kMul0} * ctr[0];
    const std::uint64_t p1 = std::uint64_t{kMul1} * ctr[2];
    const auto hi0 = static_cast<std::uint32_t>(p0 >> 32);
    const auto lo0 = static_cast<std::uint32_t>(p0);
    const auto hi1 = static_cast<std::uint32_t>(p1 >> 32);
    const auto lo1 = static_cast<std::uint32_t>(p1);
    ctr = {hi1 ^ ctr[1] ^ key[0], lo1, hi0 ^ ctr[3] ^ key[1], lo0};
    key[0] += kWeyl0;
    key[1] += kWeyl1;
  }
  return ctr;
}

// Dropout stream layout: one Philox call yields the bits of four consecutive
// keys j of row (b, h, i):
//   key     = (seed low 32 bits, seed high 32 bits)
//   counter = (j / 4, i, b * num_heads + h, offset), word j % 4.
// A weight is dropped iff its 32-bit word < threshold = floor(p * 2^32).
inline std::uint32_t dropout_threshold(double p) {
  const double t = p * 4294967296.0;
  return t >= 4294967295.0 ? 0xFFFFFFFFu : static_cast<std::uint32_t>(t);
}
// Whether a weight whose word is `word` is kept. The threshold saturates
// below 2^32, so p = 1 (every weight dropped) is decided here; the kernels
// never see it (such calls run on the reference path).
inline bool dropout_kept(double p, std::uint32_t word,
                         std::uint32_t threshold) {
  return p < 1.0 && word >= threshold;
}

inline PhiloxCounter dropout_bits(std::uint64_t seed, std::uint32_t offset,
                                  std::int64_t num_heads, std::int64_t b,
                                  std::int64_t h, std::int64_t i,
                                  std::int64_t j_block) {
  return philox4x32_10(
      {static_cast<std::uint32_t>(j_block), static_cast<std::uint32_t>(i),
       static_cast<std::uint32_t>(b * num_heads + h), offset},
      {static_cast<std::uint32_t>(seed),
       static_cast<std::uint32_t>(seed >> 32)});
}

}  // namespace qkv::internal

#endif  // QKV_SRC_PHILOX_H_
