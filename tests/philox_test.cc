#include "philox.h"

#include <gtest/gtest.h>

#include <cmath>

#include "qkv/reference.h"

namespace qkv::internal {
namespace {

// Known-answer vectors of Random123's kat_vectors for philox4x32 with 10
// rounds: counter, key -> output.
TEST(Philox, MatchesRandom123KnownAnswers) {
  EXPECT_EQ(
      philox4x32_10({0, 0, 0, 0}, {0, 0}),
      (PhiloxCounter{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
  EXPECT_EQ(
      philox4x32_10({0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
                    {0xffffffffu, 0xffffffffu}),
      (PhiloxCounter{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}));
  EXPECT_EQ(
      philox4x32_10({0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u},
                    {0xa4093822u, 0x299f31d0u}),
      (PhiloxCounter{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}));
}

TEST(Philox, DropoutThresholdIsFloorOfPTimes2To32) {
  EXPECT_EQ(dropout_threshold(0.0), 0u);
  EXPECT_EQ(dropout_threshold(0.5), 0x80000000u);
  EXPECT_EQ(dropout_threshold(0.25), 0x40000000u);
  EXPECT_EQ(dropout_threshold(0.9999999999999999), 0xffffffffu);
}

// The keep rate over 10^6 decisions is within 6 standard deviations of 1-p.
TEST(Philox, KeepRateWithinBinomialBounds) {
  for (double p : {0.1, 0.5, 0.9}) {
    const std::int64_t n_heads = 4, rows = 250, cols = 1000;
    std::int64_t kept = 0;
    for (std::int64_t h = 0; h < n_heads; ++h) {
      for (std::int64_t i = 0; i < rows; ++i) {
        for (std::int64_t j = 0; j < cols; ++j) {
          kept += dropout_keep(42, 7, p, n_heads, 0, h, i, j) ? 1 : 0;
        }
      }
    }
    const double n = static_cast<double>(n_heads * rows * cols);
    const double sigma = std::sqrt(n * p * (1 - p));
    EXPECT_NEAR(static_cast<double>(kept), n * (1 - p), 6 * sigma) << "p=" << p;
  }
}

TEST(Philox, DecisionsDependOnSeedOffsetAndPosition) {
  int differ_seed = 0, differ_offset = 0, differ_head = 0;
  for (std::int64_t j = 0; j < 256; ++j) {
    const bool base = dropout_keep(1, 0, 0.5, 2, 0, 0, 3, j);
    differ_seed += base != dropout_keep(2, 0, 0.5, 2, 0, 0, 3, j);
    differ_offset += base != dropout_keep(1, 1, 0.5, 2, 0, 0, 3, j);
    differ_head += base != dropout_keep(1, 0, 0.5, 2, 0, 1, 3, j);
    EXPECT_EQ(base, dropout_keep(1, 0, 0.5, 2, 0, 0, 3, j));  // reproducible
  }
  // Independent streams disagree on about half of 256 decisions.
  EXPECT_GT(differ_seed, 64);
  EXPECT_GT(differ_offset, 64);
  EXPECT_GT(differ_head, 64);
}

}  // namespace
}  // namespace qkv::internal
