// The gradient that arrives at the returned lse: d lse_i / d s_ij = P_ij, so
// the backward's D becomes D - dlse. Checked against central finite
// differences of L = Σ out·g + Σ lse·gl in float64 (reference path), then
// every tiled path against the reference, with masks, GQA and softcap.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::random_tensor;

struct Case {
  const char* name;
  std::int64_t heads, kv_heads, seq_q, seq_kv;
  Causal causal;
  double softcap;
};

// L(q, k, v) = Σ out·g + Σ lse·gl in double.
double loss(const Tensor& q, const Tensor& k, const Tensor& v, const Tensor& g,
            const Tensor& gl, const AttentionParams& p) {
  const AttentionResult r = attention(q.view(), k.view(), v.view(), p);
  double total = 0.0;
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    total += r.out.data<double>()[n] * g.data<double>()[n];
  }
  for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
    const double l = r.lse.data<double>()[n];
    if (std::isfinite(l)) total += l * gl.data<double>()[n];
  }
  return total;
}

class LseGradient : public ::testing::TestWithParam<Case> {};

TEST_P(LseGradient, MatchesFiniteDifferencesAndEveryPath) {
  const Case c = GetParam();
  const std::int64_t d = 5;
  AttentionParams p;
  p.causal = c.causal;
  p.softcap = c.softcap;
  p.path = Path::kReference;
  auto t64 = [](std::initializer_list<std::int64_t> shape, std::uint32_t s) {
    return random_tensor(shape, s, 1.0f, DType::kFloat64);
  };
  Tensor q = t64({1, c.heads, c.seq_q, d}, 1);
  Tensor k = t64({1, c.kv_heads, c.seq_kv, d}, 2);
  Tensor v = t64({1, c.kv_heads, c.seq_kv, d}, 3);
  const Tensor g = t64({1, c.heads, c.seq_q, d}, 4);
  const Tensor gl = t64({1, c.heads, c.seq_q}, 5);
  const AttentionResult r = attention(q.view(), k.view(), v.view(), p);
  const AttentionGrads grads =
      attention_backward(g.view(), q.view(), k.view(), v.view(), r.out.view(),
                         r.lse.view(), p, gl.view());
  // Central differences: error O(h²) ~ 1e-10 for these O(1) values.
  const double h = 1e-5;
  for (auto [x, dx] : {std::pair{&q, &grads.dq}, std::pair{&k, &grads.dk},
                       std::pair{&v, &grads.dv}}) {
    for (std::int64_t n = 0; n < x->numel(); ++n) {
      double& e = x->data<double>()[n];
      const double saved = e;
      e = saved + h;
      const double up = loss(q, k, v, g, gl, p);
      e = saved - h;
      const double down = loss(q, k, v, g, gl, p);
      e = saved;
      ASSERT_NEAR(dx->data<double>()[n], (up - down) / (2 * h), 1e-6)
          << "element " << n;
    }
  }
  // Every float32 path against the float64 reference with the same dlse.
  auto f32 = [](const Tensor& t) {
    Tensor out(DType::kFloat32, std::span(t.view().shape.data(),
                                          static_cast<std::size_t>(t.rank())));
    for (std::int64_t n = 0; n < t.numel(); ++n) {
      out.data<float>()[n] = static_cast<float>(t.data<double>()[n]);
    }
    return out;
  };
  const Tensor q32 = f32(q), k32 = f32(k), v32 = f32(v), g32 = f32(g),
               gl32 = f32(gl);
  for (Path path : {Path::kTiled, Path::kReference}) {
    AttentionParams p32 = p;
    p32.path = path;
    const AttentionResult r32 =
        attention(q32.view(), k32.view(), v32.view(), p32);
    const AttentionGrads g32s =
        attention_backward(g32.view(), q32.view(), k32.view(), v32.view(),
                           r32.out.view(), r32.lse.view(), p32, gl32.view());
    for (auto [got, want] :
         {std::pair{&g32s.dq, &grads.dq}, std::pair{&g32s.dk, &grads.dk},
          std::pair{&g32s.dv, &grads.dv}}) {
      for (std::int64_t n = 0; n < got->numel(); ++n) {
        const double w = want->data<double>()[n];
        // float32 storage of O(1) inputs: a few hundred ulp of 2^-24.
        ASSERT_NEAR(got->data<float>()[n], w, 2e-5 * (1 + std::fabs(w)))
            << "path " << static_cast<int>(path) << " element " << n;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, LseGradient,
    ::testing::Values(Case{"plain", 2, 2, 3, 4, Causal::kNone, 0.0},
                      Case{"gqa_causal", 4, 2, 5, 5, Causal::kTopLeft, 0.0},
                      Case{"softcap_br", 2, 1, 2, 6, Causal::kBottomRight, 2.0},
                      Case{"masked_rows", 2, 2, 6, 3, Causal::kTopLeft, 0.0}),
    [](const auto& param_info) { return std::string(param_info.param.name); });

TEST(LseGradient, AbsentEqualsZero) {
  const testing::Qkv x = testing::random_qkv(1, 2, 2, 4, 7, 8, 8, 11);
  const AttentionResult r = testing::run(x);
  const Tensor g = random_tensor({1, 2, 4, 8}, 12);
  const Tensor zeros(DType::kFloat32, {1, 2, 4});
  const auto a = attention_backward(g.view(), x.q.view(), x.k.view(),
                                    x.v.view(), r.out.view(), r.lse.view());
  const auto b =
      attention_backward(g.view(), x.q.view(), x.k.view(), x.v.view(),
                         r.out.view(), r.lse.view(), {}, zeros.view());
  EXPECT_TRUE(testing::bit_identical(a.dq, b.dq));
  EXPECT_TRUE(testing::bit_identical(a.dk, b.dk));
}

TEST(LseGradient, BadShapeAndDtype) {
  const testing::Qkv x = testing::random_qkv(1, 2, 2, 4, 7, 8, 8, 13);
  const AttentionResult r = testing::run(x);
  const Tensor g = random_tensor({1, 2, 4, 8}, 14);
  const Tensor wrong(DType::kFloat32, {1, 2, 5});
  try {
    attention_backward(g.view(), x.q.view(), x.k.view(), x.v.view(),
                       r.out.view(), r.lse.view(), {}, wrong.view());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "dlse: expected shape (batch, num_heads, seq_q) = (1, 2, 4), "
                 "got (1, 2, 5)");
  }
  const Tensor f64(DType::kFloat64, {1, 2, 4});
  EXPECT_THROW(attention_backward(g.view(), x.q.view(), x.k.view(), x.v.view(),
                                  r.out.view(), r.lse.view(), {}, f64.view()),
               Error);
}

}  // namespace
}  // namespace qkv
