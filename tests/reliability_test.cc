// Non-finite inputs and edge sizes (docs/RELIABILITY.md), on every path:
// NaN affects only the rows that read it; ±inf additive masks; logits near
// float32's limits; head_dim 1 and 512; sequence lengths 0 and 1.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
const Path kPaths[] = {Path::kReference, Path::kTiled, Path::kSplitKv};

bool row_nan(const Tensor& out, std::int64_t h, std::int64_t i) {
  for (std::int64_t c = 0; c < out.size(3); ++c) {
    if (std::isnan(testing::at(out, 0, h, i, c))) return true;
  }
  return false;
}

TEST(Reliability, NanInQOnlyPoisonsItsRow) {
  for (Path path : kPaths) {
    auto x = testing::random_qkv(1, 2, 2, 6, 9, 8, 8, 1);
    testing::at(x.q, 0, 1, 3, 2) = std::nanf("");
    AttentionParams p;
    p.path = path;
    const auto r = testing::run(x, p);
    for (std::int64_t h = 0; h < 2; ++h) {
      for (std::int64_t i = 0; i < 6; ++i) {
        EXPECT_EQ(row_nan(r.out, h, i), h == 1 && i == 3) << int(path);
      }
    }
    EXPECT_TRUE(std::isnan(r.lse.data<float>()[1 * 6 + 3]));
  }
}

TEST(Reliability, NanInKOrVPoisonsOnlyRowsThatSeeIt) {
  for (Path path : kPaths) {
    for (bool in_v : {false, true}) {
      auto x = testing::random_qkv(1, 1, 1, 6, 6, 8, 8, 2);
      (in_v ? testing::at(x.v, 0, 0, 4, 1) : testing::at(x.k, 0, 0, 4, 1)) =
          std::nanf("");
      AttentionParams p;
      p.path = path;
      p.causal = Causal::kTopLeft;  // rows 0-3 cannot see key 4
      const auto r = testing::run(x, p);
      for (std::int64_t i = 0; i < 6; ++i) {
        EXPECT_EQ(row_nan(r.out, 0, i), i >= 4) << int(path) << " v " << in_v;
      }
    }
  }
}

TEST(Reliability, InfiniteAdditiveMasks) {
  for (Path path : kPaths) {
    const auto x = testing::random_qkv(1, 1, 1, 3, 4, 8, 8, 3);
    // Row 0: one -inf key; row 1: every key -inf (fully masked); row 2: a
    // +inf key (an infinite logit has no finite softmax: NaN, never hidden).
    const float mask[] = {0,     -kInf, 0, 0,    -kInf, -kInf,
                          -kInf, -kInf, 0, kInf, 0,     0};
    AttentionParams p;
    p.path = path;
    p.mask = TensorView::contiguous(mask, DType::kFloat32, {3, 4});
    const auto r = testing::run(x, p);
    EXPECT_FALSE(row_nan(r.out, 0, 0));
    for (std::int64_t c = 0; c < 8; ++c)
      EXPECT_EQ(testing::at(r.out, 0, 0, 1, c), 0.0f);
    EXPECT_EQ(r.lse.data<float>()[1], -kInf);
    EXPECT_TRUE(row_nan(r.out, 0, 2));
  }
}

TEST(Reliability, LogitsNearFloatLimits) {
  for (Path path : kPaths) {
    auto x = testing::random_qkv(1, 1, 1, 4, 6, 4, 4, 4);
    AttentionParams p;
    p.path = path;
    for (double scale : {1e4, 1e30, -1e30}) {  // |logits| up to ~1e31
      p.scale = scale;
      const auto r = testing::run(x, p);
      for (std::int64_t n = 0; n < r.out.numel(); ++n) {
        EXPECT_TRUE(std::isfinite(r.out.data<float>()[n])) << scale;
      }
      for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
        EXPECT_TRUE(std::isfinite(r.lse.data<float>()[n])) << scale;
      }
    }
    // The dominating key takes all the weight: out equals its value row.
    p.path = Path::kReference;
    p.scale = 1e30;
    const auto ref = testing::run(x, p);
    p.path = path;
    EXPECT_LE(testing::max_abs_diff(testing::run(x, p).out, ref.out), 1e-5);
  }
}

TEST(Reliability, HeadDimOneAnd512) {
  for (std::int64_t d : {1, 512}) {
    const auto x = testing::random_qkv(1, 2, 1, 7, 9, d, d, 5);
    AttentionParams ref, fast;
    ref.path = Path::kReference;
    const auto want = testing::run(x, ref);
    for (Path path : {Path::kTiled, Path::kSplitKv}) {
      fast.path = path;
      EXPECT_LE(testing::max_abs_diff(testing::run(x, fast).out, want.out),
                2e-5)
          << d;
    }
  }
}

TEST(Reliability, SequenceLengthsZeroAndOne) {
  for (Path path : kPaths) {
    for (auto [sq, skv] : {std::pair{0, 5}, std::pair{5, 0}, std::pair{1, 1},
                           std::pair{1, 0}, std::pair{0, 0}}) {
      const auto x = testing::random_qkv(2, 2, 1, sq, skv, 8, 4, 6);
      AttentionParams p;
      p.path = path;
      p.causal = Causal::kBottomRight;
      const auto r = testing::run(x, p);
      EXPECT_EQ(r.out.numel(), 2 * 2 * sq * 4);
      for (std::int64_t n = 0; n < r.out.numel(); ++n) {
        if (skv == 0) {
          EXPECT_EQ(r.out.data<float>()[n], 0.0f);
        }
        EXPECT_FALSE(std::isnan(r.out.data<float>()[n]));
      }
      // The backward of empty sequences is empty or zero, never a crash.
      const Tensor dout = testing::random_tensor({2, 2, sq, 4}, 7);
      const auto g =
          attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                             r.out.view(), r.lse.view(), p);
      for (std::int64_t n = 0; n < g.dq.numel(); ++n) {
        EXPECT_FALSE(std::isnan(g.dq.data<float>()[n]));
      }
    }
  }
}

}  // namespace
}  // namespace qkv
