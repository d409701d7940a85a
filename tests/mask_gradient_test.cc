// The gradient of an additive mask (attention_backward_into's dmask): the
// logits' own gradient P ∘ (dP − D), summed over the dimensions the mask
// broadcasts along. Checked against central finite differences of
// L = Σ out·g in float64 (reference path) for every broadcast shape and
// option, then every fused path on every compiled SIMD target against the
// float64 reference, bit-identical for any thread count, and its errors.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <ostream>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/forward.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::random_tensor;

struct Case {
  const char* name;
  std::int64_t batch, heads, kv_heads, seq_q, seq_kv;
  std::vector<std::int64_t> mask_shape;
  Causal causal = Causal::kNone;
  double softcap = 0.0;
  double dropout_p = 0.0;
  bool key_lengths = false;  // batch 0 sees 2 keys fewer
  bool sinks = false;
  bool hidden_row = false;  // -inf over every key of query row 1
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.name; }

Tensor mask_of(const Case& c, DType dtype, std::uint32_t seed) {
  Tensor m(dtype, std::span(c.mask_shape.data(), c.mask_shape.size()));
  const Tensor r = random_tensor({m.numel()}, seed, 1.0f, DType::kFloat64);
  for (std::int64_t n = 0; n < m.numel(); ++n) {
    const double x = r.data<double>()[n];
    if (dtype == DType::kFloat64) {
      m.data<double>()[n] = x;
    } else {
      m.data<float>()[n] = static_cast<float>(x);
    }
  }
  return m;
}

// The case's params; `holders` keeps the tensors they view alive.
AttentionParams params_of(const Case& c, const Tensor& mask,
                          std::vector<Tensor>& holders) {
  AttentionParams p;
  p.mask = mask.view();
  p.causal = c.causal;
  p.softcap = c.softcap;
  p.dropout_p = c.dropout_p;
  p.seed = 42;
  if (c.key_lengths) {
    holders.emplace_back(DType::kInt64, std::vector<std::int64_t>{c.batch});
    for (std::int64_t b = 0; b < c.batch; ++b) {
      holders.back().data<std::int64_t>()[b] = c.seq_kv - (b == 0 ? 2 : 0);
    }
    p.key_lengths = holders.back().view();
  }
  if (c.sinks) {
    holders.push_back(random_tensor({c.heads}, 77, 1.0f, DType::kFloat64));
    p.sinks = holders.back().view();
  }
  return p;
}

// Sets mask row 1 (of the last two dimensions) to -inf when the case asks.
void hide_row(const Case& c, Tensor& mask) {
  if (!c.hidden_row || c.mask_shape.size() < 2) return;
  const std::int64_t rows = c.mask_shape[c.mask_shape.size() - 2];
  const std::int64_t keys = c.mask_shape.back();
  for (std::int64_t n = 0; n < mask.numel(); ++n) {
    if ((n / keys) % rows != 1) continue;
    if (mask.dtype() == DType::kFloat64) {
      mask.data<double>()[n] = -std::numeric_limits<double>::infinity();
    } else {
      mask.data<float>()[n] = -std::numeric_limits<float>::infinity();
    }
  }
}

double loss(const Tensor& q, const Tensor& k, const Tensor& v, const Tensor& g,
            const AttentionParams& p) {
  const AttentionResult r = attention(q.view(), k.view(), v.view(), p);
  double total = 0.0;
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    total += r.out.data<double>()[n] * g.data<double>()[n];
  }
  return total;
}

// dmask of the backward on `path` after the forward of p.
Tensor backward_dmask(const Tensor& q, const Tensor& k, const Tensor& v,
                      const Tensor& g, const AttentionParams& p, DType dtype,
                      Path path = Path::kAuto) {
  const AttentionResult r = attention(q.view(), k.view(), v.view(), p);
  AttentionParams bp = p;
  bp.path = path;
  Tensor dq(q.dtype(), std::span(q.view().shape.data(), 4));
  Tensor dk(k.dtype(), std::span(k.view().shape.data(), 4));
  Tensor dv(v.dtype(), std::span(v.view().shape.data(), 4));
  Tensor dmask(dtype, std::span(p.mask.shape.data(),
                                static_cast<std::size_t>(p.mask.rank)));
  attention_backward_into(g.view(), q.view(), k.view(), v.view(), r.out.view(),
                          r.lse.view(), bp, dq.view(), dk.view(), dv.view(), {},
                          {}, dmask.view());
  return dmask;
}

Tensor widen(const Tensor& t) {
  Tensor out(DType::kFloat64, std::span(t.view().shape.data(),
                                        static_cast<std::size_t>(t.rank())));
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    out.data<double>()[n] = t.data<float>()[n];
  }
  return out;
}

const Case kCases[] = {
    {"full", 2, 2, 2, 3, 4, {2, 2, 3, 4}},
    {"over_batch", 2, 4, 2, 5, 5, {1, 4, 5, 5}, Causal::kTopLeft},
    {"rows_keys", 2, 2, 1, 4, 6, {4, 6}, Causal::kBottomRight, 2.0},
    {"keys_only", 1, 2, 2, 3, 7, {7}, Causal::kNone, 0.0, 0.0, true},
    {"heads_keys", 2, 2, 2, 3, 5, {2, 1, 5}, Causal::kNone, 0.0, 0.3},
    {"scalar",
     1,
     2,
     2,
     2,
     3,
     {1, 1, 1, 1},
     Causal::kNone,
     0.0,
     0.0,
     false,
     true},
    {"hidden_row",
     1,
     2,
     2,
     4,
     4,
     {1, 2, 4, 4},
     Causal::kTopLeft,
     0.0,
     0.0,
     false,
     true,
     true},
};

class MaskGradient : public ::testing::TestWithParam<Case> {};

TEST_P(MaskGradient, MatchesFiniteDifferences) {
  const Case c = GetParam();
  const std::int64_t d = 5;
  auto t64 = [](std::initializer_list<std::int64_t> shape, std::uint32_t s) {
    return random_tensor(shape, s, 1.0f, DType::kFloat64);
  };
  const Tensor q = t64({c.batch, c.heads, c.seq_q, d}, 1);
  const Tensor k = t64({c.batch, c.kv_heads, c.seq_kv, d}, 2);
  const Tensor v = t64({c.batch, c.kv_heads, c.seq_kv, d}, 3);
  const Tensor g = t64({c.batch, c.heads, c.seq_q, d}, 4);
  Tensor mask = mask_of(c, DType::kFloat64, 5);
  hide_row(c, mask);
  std::vector<Tensor> holders;
  AttentionParams p = params_of(c, mask, holders);
  p.path = Path::kReference;
  const Tensor dmask = backward_dmask(q, k, v, g, p, DType::kFloat64);
  // Central differences: error O(h²) ~ 1e-10 for these O(1) values; a
  // hidden (-inf) element has no gradient.
  const double h = 1e-5;
  for (std::int64_t n = 0; n < mask.numel(); ++n) {
    double& e = mask.data<double>()[n];
    const double saved = e;
    if (std::isinf(saved)) {
      EXPECT_EQ(dmask.data<double>()[n], 0.0) << "element " << n;
      continue;
    }
    e = saved + h;
    const double up = loss(q, k, v, g, p);
    e = saved - h;
    const double down = loss(q, k, v, g, p);
    e = saved;
    ASSERT_NEAR(dmask.data<double>()[n], (up - down) / (2 * h), 1e-6)
        << "element " << n;
  }
}

// Every fused path on every compiled target against the float64 reference
// (float32 storage of O(1) values: a few hundred ulp), a float32 and a
// bfloat16 dmask, and 1 and 2 threads giving the same bits.
TEST_P(MaskGradient, FusedEqualsTheReferenceOnEveryTarget) {
  const Case base = GetParam();
  for (const std::int64_t scale : {1, 9}) {  // 9: several tiles, tails
    Case c = base;
    c.seq_q *= scale;
    c.seq_kv *= scale;
    for (auto& s : c.mask_shape) {
      if (s == base.seq_q) s = c.seq_q;
      if (s == base.seq_kv) s = c.seq_kv;
    }
    const std::int64_t d = 33;
    const Tensor q = random_tensor({c.batch, c.heads, c.seq_q, d}, 11);
    const Tensor k = random_tensor({c.batch, c.kv_heads, c.seq_kv, d}, 12);
    const Tensor v = random_tensor({c.batch, c.kv_heads, c.seq_kv, d}, 13);
    const Tensor g = random_tensor({c.batch, c.heads, c.seq_q, d}, 14);
    Tensor mask = mask_of(c, DType::kFloat32, 15);
    hide_row(c, mask);
    std::vector<Tensor> holders;
    AttentionParams p = params_of(c, mask, holders);
    p.path = Path::kReference;
    Tensor mask64 = widen(mask);
    AttentionParams p64 = p;
    p64.mask = mask64.view();
    const Tensor want = backward_dmask(widen(q), widen(k), widen(v), widen(g),
                                       p64, DType::kFloat64);
    p.path = Path::kTiled;
    testing::for_every_choice_and_target(
        internal::compiled_targets(),
        [&] {
          const Tensor got = backward_dmask(q, k, v, g, p, DType::kFloat32);
          for (std::int64_t n = 0; n < got.numel(); ++n) {
            const double w = want.data<double>()[n];
            ASSERT_NEAR(got.data<float>()[n], w, 2e-5 * (1 + std::fabs(w)))
                << "scale " << scale << " element " << n;
          }
        },
        [&] {
          AttentionParams one = p, two = p;
          one.num_threads = 1;
          two.num_threads = 2;
          EXPECT_TRUE(testing::bit_identical(
              backward_dmask(q, k, v, g, one, DType::kFloat32),
              backward_dmask(q, k, v, g, two, DType::kFloat32)));
        });
    // A bfloat16 dmask holds the same sums, rounded to 8 bits.
    const Tensor f32 = backward_dmask(q, k, v, g, p, DType::kFloat32);
    const Tensor bf16 = backward_dmask(q, k, v, g, p, DType::kBFloat16);
    for (std::int64_t n = 0; n < f32.numel(); ++n) {
      const float x = f32.data<float>()[n];
      EXPECT_NEAR(internal::bf16_to_float(bf16.data<std::uint16_t>()[n]), x,
                  std::ldexp(std::fabs(x), -8))
          << n;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Shapes, MaskGradient, ::testing::ValuesIn(kCases),
                         [](const auto& param_info) {
                           return std::string(param_info.param.name);
                         });

// A NaN key hidden by the causal mask sends the fused backward to the
// reference (the non-finite policy): dmask is the reference backward's (on
// the same forward's out and lse), finite in the rows that cannot see the
// key (the last row sees it: NaN there).
TEST(MaskGradientErrors, HiddenNanKeyGivesTheReferencesGradient) {
  Tensor q = random_tensor({1, 1, 4, 8}, 1), k = random_tensor({1, 1, 4, 8}, 2);
  const Tensor v = random_tensor({1, 1, 4, 8}, 3),
               g = random_tensor({1, 1, 4, 8}, 4);
  k.data<float>()[3 * 8] = std::numeric_limits<float>::quiet_NaN();
  const Tensor mask = random_tensor({4, 4}, 5);
  AttentionParams p;
  p.mask = mask.view();
  p.causal = Causal::kTopLeft;
  const Tensor fused = backward_dmask(q, k, v, g, p, DType::kFloat32);
  const Tensor reference =
      backward_dmask(q, k, v, g, p, DType::kFloat32, Path::kReference);
  EXPECT_TRUE(testing::bit_identical(fused, reference));
  for (std::int64_t n = 0; n < fused.numel(); ++n) {
    EXPECT_EQ(std::isfinite(fused.data<float>()[n]), n < 3 * 4) << n;
  }
}

TEST(MaskGradientErrors, ClearErrors) {
  const testing::Qkv x = testing::random_qkv(1, 2, 2, 4, 6, 8, 8, 21);
  const Tensor g = random_tensor({1, 2, 4, 8}, 22);
  Tensor dq(DType::kFloat32, {1, 2, 4, 8}), dk(DType::kFloat32, {1, 2, 6, 8}),
      dv(DType::kFloat32, {1, 2, 6, 8});
  Tensor bool_mask(DType::kBool, {4, 6});
  const Tensor mask = random_tensor({4, 6}, 23);
  Tensor dmask(DType::kFloat32, {4, 6}), wrong(DType::kFloat32, {1, 4, 6}),
      ints(DType::kInt32, {4, 6});
  auto expect_error = [&](const AttentionParams& p, const TensorView& dm,
                          const std::string& words) {
    const AttentionResult r = attention(x.q.view(), x.k.view(), x.v.view(), p);
    try {
      attention_backward_into(g.view(), x.q.view(), x.k.view(), x.v.view(),
                              r.out.view(), r.lse.view(), p, dq.view(),
                              dk.view(), dv.view(), {}, {}, dm);
      FAIL() << "no error for " << words;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos)
          << e.what();
    }
  };
  AttentionParams none;
  expect_error(none, dmask.view(), "the mask is absent");
  AttentionParams with_bool;
  with_bool.mask = bool_mask.view();
  expect_error(with_bool, dmask.view(), "the mask is bool");
  AttentionParams p;
  p.mask = mask.view();
  expect_error(p, wrong.view(), "differs from the mask's");
  expect_error(p, ints.view(), "dmask: unsupported dtype");
  expect_error(p, mask.view(), "dmask and mask overlap");
  expect_error(
      p, TensorView::contiguous(dq.data<float>(), DType::kFloat32, {4, 6}),
      "dmask and dq overlap");
  // No element: no two share an address (an empty gradient, not an error).
  {
    const Tensor empty_mask(DType::kFloat32, {0, 6});
    Tensor empty_dmask(DType::kFloat32, {0, 6});
    TensorView broadcast = empty_dmask.view();
    broadcast.strides[1] = 0;
    AttentionParams pe;
    pe.mask = empty_mask.view();
    const testing::Qkv e = testing::random_qkv(1, 2, 2, 0, 6, 8, 8, 24);
    const AttentionResult r = attention(e.q.view(), e.k.view(), e.v.view(), pe);
    Tensor edq(DType::kFloat32, {1, 2, 0, 8});
    attention_backward_into(edq.view(), e.q.view(), e.k.view(), e.v.view(),
                            r.out.view(), r.lse.view(), pe, edq.view(),
                            dk.view(), dv.view(), {}, {}, broadcast);
  }
  TensorView repeated = dmask.view();
  repeated.strides[0] = 0;  // every row one row
  expect_error(p, repeated, "one address");
}

}  // namespace
}  // namespace qkv
