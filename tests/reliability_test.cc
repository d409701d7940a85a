// Non-finite inputs and edge sizes (docs/RELIABILITY.md), on every path:
// NaN affects only the rows that read it; ±inf additive masks; logits near
// float32's limits; head_dim 1 and 512; sequence lengths 0 and 1.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "hwy/targets.h"
#include "kernels/forward.h"
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

// The gradients of the fused backward against the reference's: the same
// elements non-finite, the rest within float32 tolerance.
void expect_same_gradients(const Tensor& got, const Tensor& want,
                           const char* what) {
  ASSERT_EQ(got.numel(), want.numel());
  for (std::int64_t n = 0; n < got.numel(); ++n) {
    const float g = got.data<float>()[n], w = want.data<float>()[n];
    if (!std::isfinite(w)) {
      EXPECT_FALSE(std::isfinite(g)) << what << "[" << n << "]";
    } else {
      EXPECT_NEAR(g, w, 1e-4 * (1.0 + std::fabs(w))) << what << "[" << n << "]";
    }
  }
}

// Case `which` of expect_backward_nan_contained: one non-finite element
// planted (and the options that go with it). Key seq_kv - 2 is hidden from
// rows 0-5 (8 rows, bottom-right); row 0 sees no key when seq_kv = 6.
void plant(int which, std::int64_t seq_kv, testing::Qkv& x, Tensor& dout,
           AttentionParams& p, std::vector<float>& mask) {
  const float nan = std::nanf("");
  const std::int64_t key = seq_kv - 2;
  p.causal = Causal::kBottomRight;
  if (which == 0 || which == 7 || which == 8) {
    testing::at(x.k, 0, 0, key, 1) = nan;
  }
  if (which == 1 || which == 5) testing::at(x.k, 0, 0, key, 1) = kInf;
  if (which == 2) testing::at(x.v, 0, 0, key, 3) = nan;
  if (which == 3) testing::at(x.q, 0, 1, 0, 2) = nan;
  if (which == 4) testing::at(dout, 0, 1, 0, 5) = nan;
  if (which == 6) testing::at(x.q, 0, 1, 7, 2) = kInf;
  // Under a softcap a seen inf gives a finite capped logit, tanh' = 0 and
  // dS = 0 with a NaN product (the reference's): never skipped.
  if (which == 5 || which == 6) p.softcap = 5.0;
  if (which == 7) {  // an additive -inf hides key 1 from row 7 (a NaN row)
    mask.assign(8 * seq_kv, 0.0f);
    mask[7 * seq_kv + 1] = -kInf;
    p.mask = TensorView::contiguous(mask.data(), DType::kFloat32, {8, seq_kv});
  }
  if (which == 8) {
    p.dropout_p = 0.3;
    p.seed = 5;
  }
}

// A NaN or inf in a key, a value, a query or an output gradient reaches only
// the gradients of the rows and keys that weigh it: a key hidden by the
// causal mask or an additive -inf, a query row that sees no key
// (bottom-right, seq_q > seq_kv) poison nothing, in the fused backward as in
// the reference (which never reads a zero weight); softcap, dropout and two
// heads per KV head too. 300 keys: several key tiles.
void expect_backward_nan_contained() {
  for (std::int64_t seq_kv : {6, 300}) {
    for (int which = 0; which < 9; ++which) {
      auto x = testing::random_qkv(1, 2, 1, 8, seq_kv, 8, 8, 4);
      Tensor dout = testing::random_tensor({1, 2, 8, 8}, 9);
      AttentionParams p;
      std::vector<float> mask;
      plant(which, seq_kv, x, dout, p, mask);
      p.path = Path::kReference;
      const auto ref = testing::run(x, p);
      const auto want =
          attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                             ref.out.view(), ref.lse.view(), p);
      for (Path path : {Path::kTiled, Path::kAuto}) {
        SCOPED_TRACE(::testing::Message() << "seq_kv " << seq_kv << " case "
                                          << which << " path " << int(path));
        p.path = path;
        const auto got =
            attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                               ref.out.view(), ref.lse.view(), p);
        expect_same_gradients(got.dq, want.dq, "dq");
        expect_same_gradients(got.dk, want.dk, "dk");
        expect_same_gradients(got.dv, want.dv, "dv");
      }
      // The rows that cannot see the key keep finite dq.
      for (std::int64_t i = 0; i < 6 && which < 3; ++i) {
        EXPECT_TRUE(std::isfinite(testing::at(want.dq, 0, 0, i, 0)));
      }
    }
  }
}

TEST(Reliability, BackwardNonFiniteReachesOnlyWhatWeighsIt) {
  for (std::int64_t target : internal::compiled_targets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    expect_backward_nan_contained();
  }
  hwy::SetSupportedTargetsForTest(0);
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
