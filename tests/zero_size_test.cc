// Zero sizes (DESIGN.md §2): head_dim 0, head_dim_v 0, batch 0, no heads,
// empty sequences. Every path computes them, forward and backward, and none
// raises a signal (num_kv_heads 0 once divided by zero). Also: NaN from an
// infinite logit reaches the gradients (the backward's non-finite policy).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::random_tensor;

constexpr Path kPaths[] = {Path::kAuto, Path::kReference, Path::kTiled,
                           Path::kSplitKv};

struct Shape {
  std::int64_t batch, heads, kv_heads, seq_q, seq_kv, dim, dim_v;
};

struct Case {
  Tensor q, k, v;
  explicit Case(const Shape& s)
      : q(random_tensor({s.batch, s.heads, s.seq_q, s.dim}, 1)),
        k(random_tensor({s.batch, s.kv_heads, s.seq_kv, s.dim}, 2)),
        v(random_tensor({s.batch, s.kv_heads, s.seq_kv, s.dim_v}, 3)) {}
};

AttentionParams with_path(Path path, Causal causal = Causal::kNone) {
  AttentionParams p;
  p.path = path;
  p.causal = causal;
  return p;
}

// Forward and backward of every degenerate shape on every path: the right
// shapes, gradients of the right shapes, and the same numbers as the
// reference path.
TEST(ZeroSize, EveryShapeOnEveryPath) {
  const Shape shapes[] = {
      {2, 3, 3, 4, 5, 0, 6},  // head_dim 0
      {2, 3, 3, 4, 5, 8, 0},  // head_dim_v 0
      {0, 3, 3, 4, 5, 8, 6},  // batch 0
      {2, 0, 0, 4, 5, 8, 6},  // no heads at all (num_kv_heads 0)
      {2, 0, 3, 4, 5, 8, 6},  // no query heads
      {2, 3, 3, 0, 5, 8, 6},  // seq_q 0
      {2, 3, 3, 4, 0, 8, 6},  // seq_kv 0
      {0, 0, 0, 0, 0, 0, 0},  // everything 0
      {2, 4, 2, 3, 7, 0, 0},  // GQA, head_dim and head_dim_v 0
  };
  for (const Shape& s : shapes) {
    SCOPED_TRACE(::testing::Message()
                 << "shape b" << s.batch << " h" << s.heads << "/" << s.kv_heads
                 << " L" << s.seq_q << " S" << s.seq_kv << " d" << s.dim
                 << " dv" << s.dim_v);
    Case c(s);
    const AttentionResult ref = attention(c.q.view(), c.k.view(), c.v.view(),
                                          with_path(Path::kReference));
    const Tensor dout = random_tensor({s.batch, s.heads, s.seq_q, s.dim_v}, 4);
    const AttentionGrads gref = attention_backward(
        dout.view(), c.q.view(), c.k.view(), c.v.view(), ref.out.view(),
        ref.lse.view(), with_path(Path::kReference));
    for (Path path : kPaths) {
      SCOPED_TRACE(static_cast<int>(path));
      const AttentionResult r =
          attention(c.q.view(), c.k.view(), c.v.view(), with_path(path));
      EXPECT_EQ(r.out.size(3), s.dim_v);
      EXPECT_TRUE(testing::bit_identical(r.out, ref.out));
      EXPECT_TRUE(testing::bit_identical(r.lse, ref.lse));
      const AttentionGrads g =
          attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                             r.out.view(), r.lse.view(), with_path(path));
      EXPECT_EQ(g.dq.numel(), c.q.numel());
      EXPECT_EQ(g.dk.numel(), c.k.numel());
      EXPECT_EQ(g.dv.numel(), c.v.numel());
      EXPECT_TRUE(testing::bit_identical(g.dq, gref.dq));
      EXPECT_TRUE(testing::bit_identical(g.dk, gref.dk));
      EXPECT_TRUE(testing::bit_identical(g.dv, gref.dv));
    }
  }
}

// head_dim 0: every score is 0, so the output is the mean of the visible
// values (PyTorch's math path computes the same), lse = log(visible keys),
// and dv_j = Σ_i dout_i / visible(i) over the rows that see key j.
TEST(ZeroSize, HeadDimZeroAveragesVisibleValues) {
  const Shape s{1, 2, 2, 3, 4, 0, 5};
  Case c(s);
  const Tensor dout = random_tensor({1, 2, 3, 5}, 4);
  for (Causal causal :
       {Causal::kNone, Causal::kTopLeft, Causal::kBottomRight}) {
    for (Path path : kPaths) {
      const AttentionParams p = with_path(path, causal);
      const AttentionResult r =
          attention(c.q.view(), c.k.view(), c.v.view(), p);
      const AttentionGrads g =
          attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                             r.out.view(), r.lse.view(), p);
      for (std::int64_t h = 0; h < 2; ++h) {
        std::vector<double> dv(4 * 5, 0.0);
        for (std::int64_t i = 0; i < 3; ++i) {
          const std::int64_t last = causal == Causal::kNone      ? 3
                                    : causal == Causal::kTopLeft ? i
                                                                 : i + 1;
          const double n = static_cast<double>(last + 1);
          EXPECT_NEAR(r.lse.data<float>()[h * 3 + i], std::log(n), 1e-6);
          for (std::int64_t e = 0; e < 5; ++e) {
            double mean = 0.0;
            for (std::int64_t j = 0; j <= last; ++j) {
              mean += testing::at(c.v, 0, h, j, e) / n;
              dv[j * 5 + e] += testing::at(dout, 0, h, i, e) / n;
            }
            EXPECT_NEAR(testing::at(r.out, 0, h, i, e), mean, 1e-6);
          }
        }
        for (std::int64_t j = 0; j < 4; ++j) {
          for (std::int64_t e = 0; e < 5; ++e) {
            EXPECT_NEAR(testing::at(g.dv, 0, h, j, e), dv[j * 5 + e], 1e-6);
          }
        }
      }
    }
  }
}

// head_dim_v 0: the output is empty but lse is the ordinary one, and the
// gradient reaching lse still flows into dq and dk.
TEST(ZeroSize, HeadDimVZeroKeepsLseAndItsGradient) {
  Case wide(Shape{1, 2, 2, 3, 4, 8, 1});
  Case c(Shape{1, 2, 2, 3, 4, 8, 0});
  const AttentionResult r_wide =
      attention(wide.q.view(), wide.k.view(), wide.v.view());
  const AttentionResult r = attention(c.q.view(), c.k.view(), c.v.view());
  EXPECT_EQ(r.out.numel(), 0);
  for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
    EXPECT_NEAR(r.lse.data<float>()[n], r_wide.lse.data<float>()[n], 1e-6);
  }
  const Tensor dout(DType::kFloat32, {1, 2, 3, 0});
  const Tensor dlse = random_tensor({1, 2, 3}, 5);
  const AttentionGrads g =
      attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                         r.out.view(), r.lse.view(), {}, dlse.view());
  // d lse / d q_i = scale · Σ_j p_ij k_j: compare with head_dim_v 1 and a
  // zero dout, whose gradient comes from dlse alone.
  Tensor zero_dout(DType::kFloat32, {1, 2, 3, 1});
  for (std::int64_t n = 0; n < 6; ++n) zero_dout.data<float>()[n] = 0.0f;
  const AttentionGrads g_wide = attention_backward(
      zero_dout.view(), wide.q.view(), wide.k.view(), wide.v.view(),
      r_wide.out.view(), r_wide.lse.view(), {}, dlse.view());
  EXPECT_LE(testing::max_abs_diff(g.dq, g_wide.dq), 1e-5);
  EXPECT_LE(testing::max_abs_diff(g.dk, g_wide.dk), 1e-5);
  double norm = 0.0;
  for (std::int64_t n = 0; n < g.dq.numel(); ++n) {
    norm += std::fabs(g.dq.data<float>()[n]);
  }
  EXPECT_GT(norm, 0.0);
}

// The backward propagates NaN exactly as the forward does, on every path:
// a row that reads an infinite logit is NaN in out and in dq (DESIGN.md §2).
TEST(NanGradient, BackwardPropagatesNanOfInfiniteLogits) {
  for (const auto& [path, fill] :
       {std::pair{Path::kReference, std::numeric_limits<float>::infinity()},
        std::pair{Path::kReference, -std::numeric_limits<float>::infinity()},
        std::pair{Path::kTiled, std::numeric_limits<float>::infinity()},
        std::pair{Path::kTiled, -std::numeric_limits<float>::infinity()},
        std::pair{Path::kSplitKv, std::numeric_limits<float>::infinity()}}) {
    SCOPED_TRACE(static_cast<int>(path));
    Case c(Shape{1, 2, 2, 4, 4, 16, 16});
    testing::at(c.q, 0, 1, 2, 3) = fill;
    // Keys of both signs in that column: logits +inf and -inf in row 2.
    testing::at(c.k, 0, 1, 0, 3) = 1.0f;
    testing::at(c.k, 0, 1, 1, 3) = -1.0f;
    const AttentionParams p = with_path(path);
    const AttentionResult r = attention(c.q.view(), c.k.view(), c.v.view(), p);
    const Tensor dout = random_tensor({1, 2, 4, 16}, 4);
    const AttentionGrads g =
        attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                           r.out.view(), r.lse.view(), p);
    for (std::int64_t i = 0; i < 4; ++i) {
      const bool poisoned = i == 2;
      EXPECT_EQ(std::isnan(testing::at(r.out, 0, 1, i, 0)), poisoned);
      EXPECT_EQ(std::isnan(testing::at(g.dq, 0, 1, i, 0)), poisoned) << i;
      EXPECT_FALSE(std::isnan(testing::at(g.dq, 0, 0, i, 0)));
    }
  }
}

}  // namespace
}  // namespace qkv
