// The bfloat16 tiled forward on bf16 tiles (src/kernels/forward_amx.*: AMX
// or AVX512_BF16 dot products, whichever bf16_engine() picks) against the
// float64 reference on the same (bf16) inputs, with the tolerance derived
// below; the fallback with both engines disabled; bit for bit across
// thread counts; the paged cache. Skipped where neither engine exists (the
// bf16 forward then never reaches them: forward_kernels_test covers it).
//
// Tolerance, per output element of row (b, h, i):
//   1e-5 + 2^-7·|want|         the bf16 rounding of the output (2^-8
//                              relative), doubled for slack, as
//                              forward_kernels_test has it;
//   + 2^-8·max_j |v_j|         P rounded to bf16 for P·V: each weight gets
//                              a relative error |δ_j| <= 2^-8 (8 significant
//                              bits, round to nearest), while l sums the
//                              unrounded weights, so the output moves by
//                              |Σ p_j δ_j v_j| / l <= 2^-8·max|v_j|;
//   + 2·logit_err·max_j |v_j|  S in float32: products of two bf16 values are
//                              exact in float32 and TDPBF16PS / VDPBF16PS sum
//                              them in float32, so |δs_j| <= (d +
//                              2)·2^-24·|scale|· Σ_c |q_c k_c| (the sum, and
//                              the scaling); a logit error δ moves the output
//                              by at most 2·max|δs|·max|v|.
// The lse gets 1e-5 + 5e-6·|lse| + 2·logit_err (no P rounding in it).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/amx.h"
#include "kernels/forward.h"
#include "qkv/qkv.h"
#include "qkv/serving.h"
#include "test_util.h"

namespace qkv {
namespace {

struct Case {
  std::int64_t batch = 1, heads = 4, kv_heads = 2, seq_q = 17, seq_kv = 129;
  std::int64_t head_dim = 64, head_dim_v = 64;
  Causal causal = Causal::kNone;
  std::int64_t window_left = -1;
  bool key_lengths = false, alibi = false, masked_rows = false;
  bool inf_in_v = false;
  double softcap = 0.0, dropout = 0.0;
  std::optional<double> scale;
  float stddev = 1.0f;

  std::string name() const {
    std::ostringstream s;
    s << "b" << batch << " h" << heads << "/" << kv_heads << " q" << seq_q
      << " kv" << seq_kv << " d" << head_dim << "/" << head_dim_v << " causal"
      << static_cast<int>(causal) << " win" << window_left << " kl"
      << key_lengths << " alibi" << alibi << " masked" << masked_rows << " infv"
      << inf_in_v << " cap" << softcap << " drop" << dropout << " scale"
      << scale.value_or(0) << " sd" << stddev;
    return s.str();
  }
};

// Sets each named environment variable to "1" for the scope of the object
// and gives back what it held before (set or not).
class ScopedEnv {
 public:
  explicit ScopedEnv(std::vector<std::string> names)
      : names_(std::move(names)) {
    for (const auto& name : names_) {
      const char* old = std::getenv(name.c_str());
      saved_.emplace_back(old != nullptr, old != nullptr ? old : "");
      setenv(name.c_str(), "1", 1);
    }
  }
  ~ScopedEnv() {
    for (std::size_t n = 0; n < names_.size(); ++n) {
      if (saved_[n].first) {
        setenv(names_[n].c_str(), saved_[n].second.c_str(), 1);
      } else {
        unsetenv(names_[n].c_str());
      }
    }
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::vector<std::string> names_;
  std::vector<std::pair<bool, std::string>> saved_;
};

// No bf16 tile engine for the scope of the object: the float32 steps run.
class DisableAmx : public ScopedEnv {
 public:
  DisableAmx() : ScopedEnv({"QKV_DISABLE_AMX", "QKV_DISABLE_BF16_DOT"}) {}
};

// The engines this CPU has, each with the variables that make the forward
// pick it (the dot products on an AMX CPU: QKV_DISABLE_AMX=1).
std::vector<std::pair<internal::Bf16Engine, std::vector<std::string>>>
engines() {
  std::vector<std::pair<internal::Bf16Engine, std::vector<std::string>>> out;
  if (internal::amx_bf16_available()) {
    out.push_back({internal::Bf16Engine::kAmx, {}});
  }
  if (internal::bf16_dot_available()) {
    out.push_back({internal::Bf16Engine::kDot,
                   internal::amx_bf16_available()
                       ? std::vector<std::string>{"QKV_DISABLE_AMX"}
                       : std::vector<std::string>{}});
  }
  return out;
}

Tensor to_f64(const Tensor& t) {
  std::vector<std::int64_t> shape;
  for (int dim = 0; dim < t.rank(); ++dim) shape.push_back(t.size(dim));
  Tensor out(DType::kFloat64, shape);
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    out.data<double>()[n] =
        internal::load_as_double(t.data<void>(), t.dtype(), n);
  }
  return out;
}

struct Inputs {
  Case c;
  Tensor q, k, v, mask, key_lengths, alibi;
  AttentionParams params;

  explicit Inputs(const Case& cs, std::uint32_t seed = 5) : c(cs) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal(0.0f, c.stddev);
    auto fill = [&](std::initializer_list<std::int64_t> shape) {
      Tensor t(DType::kBFloat16, shape);
      for (std::int64_t n = 0; n < t.numel(); ++n) {
        internal::store_from_double(t.data<void>(), DType::kBFloat16, n,
                                    normal(rng));
      }
      return t;
    };
    q = fill({c.batch, c.heads, c.seq_q, c.head_dim});
    k = fill({c.batch, c.kv_heads, c.seq_kv, c.head_dim});
    v = fill({c.batch, c.kv_heads, c.seq_kv, c.head_dim_v});
    if (c.inf_in_v && c.seq_kv > 3) {  // one key each: inf, NaN
      auto* bits = v.data<std::uint16_t>();
      bits[2 * c.head_dim_v + 1] = 0x7F80;           // +inf
      bits[(c.seq_kv - 2) * c.head_dim_v] = 0x7FC0;  // NaN
    }
    params.scale = c.scale;
    params.causal = c.causal;
    params.window_left = c.window_left;
    params.softcap = c.softcap;
    params.dropout_p = c.dropout;
    params.seed = 99;
    if (c.key_lengths) {
      key_lengths = Tensor(DType::kInt64, {c.batch});
      for (std::int64_t b = 0; b < c.batch; ++b) {
        key_lengths.data<std::int64_t>()[b] =
            b == 0 ? c.seq_kv : c.seq_kv * (b + 1) / (c.batch + 2);
      }
      params.key_lengths = key_lengths.view();
    }
    if (c.alibi) {
      alibi = Tensor(DType::kFloat32, {c.heads});
      for (std::int64_t h = 0; h < c.heads; ++h) {
        alibi.data<float>()[h] = std::ldexp(1.0f, -static_cast<int>(h) - 1);
      }
      params.alibi_slopes = alibi.view();
    }
    if (c.masked_rows) {  // a random bool mask; every third row hides all
      mask = Tensor(DType::kBool, {c.batch, 1, c.seq_q, c.seq_kv});
      std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
      for (std::int64_t n = 0; n < mask.numel(); ++n) {
        const std::int64_t i = n / c.seq_kv % c.seq_q;
        mask.data<std::uint8_t>()[n] = i % 3 != 0 && uniform(rng) < 0.8f;
      }
      params.mask = mask.view();
    }
  }

  AttentionResult run(Path path, int threads = 2) const {
    AttentionParams p = params;
    p.path = path;
    p.num_threads = threads;
    return attention(q.view(), k.view(), v.view(), p);
  }

  // The float64 reference on the same values (bf16 inputs are exact in
  // double): out and lse before any output rounding.
  AttentionResult exact() const {
    const Tensor q64 = to_f64(q), k64 = to_f64(k), v64 = to_f64(v);
    AttentionParams p = params;
    p.path = Path::kReference;
    return attention(q64.view(), k64.view(), v64.view(), p);
  }
};

double value(const Tensor& t, std::int64_t n) {
  return internal::load_as_double(t.data<void>(), t.dtype(), n);
}

// The largest error bound terms of row (b, h, i): logit_err and max |v|.
std::pair<double, double> row_terms(const Inputs& in, std::int64_t b,
                                    std::int64_t h, std::int64_t i) {
  const Case& c = in.c;
  const double scale =
      std::fabs(c.scale.value_or(1.0 / std::sqrt(double(c.head_dim))));
  const std::int64_t kvh = h / (c.heads / c.kv_heads);
  double logit_err = 0.0, v_max = 0.0;
  for (std::int64_t j = 0; j < c.seq_kv; ++j) {
    double sum = 0.0;
    for (std::int64_t e = 0; e < c.head_dim; ++e) {
      sum += std::fabs(
          value(in.q, ((b * c.heads + h) * c.seq_q + i) * c.head_dim + e) *
          value(in.k,
                ((b * c.kv_heads + kvh) * c.seq_kv + j) * c.head_dim + e));
    }
    logit_err = std::max(
        logit_err, double(c.head_dim + 2) * std::ldexp(1.0, -24) * scale * sum);
    for (std::int64_t e = 0; e < c.head_dim_v; ++e) {
      const double x = std::fabs(value(
          in.v, ((b * c.kv_heads + kvh) * c.seq_kv + j) * c.head_dim_v + e));
      if (std::isfinite(x)) v_max = std::max(v_max, x);
    }
  }
  return {logit_err, v_max};
}

// Every element within the tolerance of the header; returns the largest
// |got - want| / tolerance seen (for the record).
double expect_close(const Inputs& in, const AttentionResult& got,
                    const AttentionResult& want, const std::string& what) {
  const Case& c = in.c;
  int failures = 0;
  double worst = 0.0;
  for (std::int64_t row = 0; row < c.batch * c.heads * c.seq_q; ++row) {
    const std::int64_t i = row % c.seq_q, h = row / c.seq_q % c.heads;
    const auto [logit_err, v_max] =
        row_terms(in, row / c.seq_q / c.heads, h, i);
    for (std::int64_t e = 0; e < c.head_dim_v; ++e) {
      const double w = value(want.out, row * c.head_dim_v + e);
      const double g = value(got.out, row * c.head_dim_v + e);
      const double tol = 1e-5 + std::ldexp(std::fabs(w), -7) +
                         std::ldexp(v_max, -8) + 2 * logit_err * v_max;
      if ((std::isnan(g) && std::isnan(w)) || g == w) continue;
      worst = std::max(worst, std::fabs(g - w) / tol);
      if (!(std::fabs(g - w) <= tol) && ++failures <= 3) {
        ADD_FAILURE() << what << " " << c.name() << " row " << row << " col "
                      << e << ": " << g << ", want " << w << " (tol " << tol
                      << ")";
      }
    }
    const double wl = value(want.lse, row), gl = value(got.lse, row);
    const bool same_inf = std::isinf(wl) && wl == gl;
    const bool both_nan = std::isnan(wl) && std::isnan(gl);
    if (!same_inf && !both_nan &&
        !(std::fabs(gl - wl) <= 1e-5 + 5e-6 * std::fabs(wl) + 2 * logit_err) &&
        ++failures <= 3) {
      ADD_FAILURE() << what << " " << c.name() << " lse row " << row << ": "
                    << gl << ", want " << wl;
    }
  }
  return worst;
}

// A bf16 tile engine runs here: AMX, or AVX512_BF16 dot products.
bool amx() { return internal::bf16_engine() != internal::Bf16Engine::kNone; }

std::vector<Case> grid() {
  std::vector<Case> cases;
  // Lengths 0 / 1 / 17 / 129 (tails of the 16-row and 128-key tiles), GQA
  // groups of 2 (17 rows -> 34 rows: one AMX block of 3 row tiles) and 8.
  for (std::int64_t skv : {0, 1, 17, 129}) {
    for (std::int64_t sq : {17, 129}) {
      Case c;
      c.seq_q = sq;
      c.seq_kv = skv;
      c.causal = sq == 129 ? Causal::kBottomRight : Causal::kNone;
      cases.push_back(c);
    }
  }
  // head_dim 64 / 72 / 128 / 256 (tails of the 32-wide chunks), d_v != d.
  for (auto [d, dv] : {std::pair{72, 72}, std::pair{128, 40},
                       std::pair{256, 256}, std::pair{33, 200}}) {
    Case c;
    c.seq_q = 50;
    c.seq_kv = 300;
    c.head_dim = d;
    c.head_dim_v = dv;
    c.causal = Causal::kTopLeft;
    cases.push_back(c);
  }
  Case base;
  base.batch = 2;
  base.seq_q = 67;
  base.seq_kv = 300;
  {
    Case c = base;  // fully masked rows, key lengths, ALiBi, window, softcap
    c.masked_rows = c.key_lengths = c.alibi = true;
    c.window_left = 40;
    c.causal = Causal::kBottomRight;
    c.softcap = 5.0;
    cases.push_back(c);
    c.dropout = 0.25;
    cases.push_back(c);
  }
  for (double scale : {300.0, -300.0}) {  // logits up to ~1e4
    Case c = base;
    c.scale = scale;
    c.stddev = 2.0f;
    cases.push_back(c);
  }
  {
    Case c = base;  // |q|, |k| ~ 4, logits in the hundreds (issue 14 pt 4)
    c.stddev = 4.0f;
    c.scale = 1.7;
    c.head_dim = c.head_dim_v = 72;
    cases.push_back(c);
  }
  {
    Case c = base;  // inf and NaN in V: the in-place P·V of those tiles
    c.inf_in_v = true;
    c.causal = Causal::kBottomRight;
    cases.push_back(c);
  }
  {
    Case c;  // GQA 8 with 2 query rows per head: 16-row blocks
    c.heads = 16;
    c.seq_q = 2;
    c.seq_kv = 1000;
    cases.push_back(c);
  }
  return cases;
}

TEST(ForwardAmx, MatchesFloat64OnTheGrid) {
  if (!amx()) GTEST_SKIP() << "no AMX or AVX512_BF16 on this CPU";
  for (const auto& [engine, env] : engines()) {
    const ScopedEnv pick(env);
    SCOPED_TRACE(internal::bf16_engine_name(engine));
    ASSERT_EQ(internal::bf16_engine(), engine);
    for (const Case& c : grid()) {
      const Inputs in(c);
      const AttentionResult want = in.exact();
      for (Path path : {Path::kTiled, Path::kSplitKv}) {
        expect_close(in, in.run(path), want,
                     path == Path::kTiled ? "tiled" : "split-kv");
      }
    }
  }
}

// The bf16 tiles ran: their results differ from the float32 steps' (same
// inputs, QKV_DISABLE_AMX=1 QKV_DISABLE_BF16_DOT=1), which meet the same
// bound; head_dim above 256 falls back (bit-identical with and without the
// variables).
TEST(ForwardAmx, DisableAmxRunsTheFloat32Steps) {
  if (!amx()) GTEST_SKIP() << "no AMX or AVX512_BF16 on this CPU";
  Case c;
  c.seq_q = 100;
  c.seq_kv = 300;
  c.causal = Causal::kBottomRight;
  const Inputs in(c);
  const AttentionResult with = in.run(Path::kTiled);
  AttentionResult without;
  {
    const DisableAmx off;
    EXPECT_EQ(internal::bf16_engine(), internal::Bf16Engine::kNone);
    without = in.run(Path::kTiled);
  }
  EXPECT_FALSE(testing::bit_identical(with.out, without.out));
  const AttentionResult want = in.exact();
  expect_close(in, with, want, "amx");
  expect_close(in, without, want, "disabled");
  Case wide = c;
  wide.head_dim = 264;
  const Inputs in_wide(wide);
  const AttentionResult wide_with = in_wide.run(Path::kTiled);
  const DisableAmx off;
  EXPECT_TRUE(
      testing::bit_identical(wide_with.out, in_wide.run(Path::kTiled).out));
}

TEST(ForwardAmx, BitIdenticalForAnyThreadCountAndTarget) {
  if (!amx()) GTEST_SKIP() << "no AMX or AVX512_BF16 on this CPU";
  Case c;
  c.batch = 2;
  c.heads = 6;
  c.kv_heads = 2;
  c.seq_q = 130;
  c.seq_kv = 700;
  c.causal = Causal::kBottomRight;
  c.head_dim_v = 40;  // O rows of 48 floats in the tiles: narrow targets
                      // (dv_pad 40) keep the float32 steps
  c.dropout = 0.2;
  c.masked_rows = true;
  const Inputs in(c);
  const AttentionResult want = in.exact();
  for (const auto& [engine, env] : engines()) {
    const ScopedEnv pick(env);
    SCOPED_TRACE(internal::bf16_engine_name(engine));
    for (std::int64_t target : internal::compiled_targets()) {
      hwy::SetSupportedTargetsForTest(target);
      SCOPED_TRACE(hwy::TargetName(target));
      for (Path path : {Path::kTiled, Path::kSplitKv}) {
        const AttentionResult one = in.run(path, 1);
        expect_close(in, one, want, "one thread");
        for (int threads : {2, 3, 8}) {
          const AttentionResult many = in.run(path, threads);
          EXPECT_TRUE(testing::bit_identical(one.out, many.out)) << threads;
          EXPECT_TRUE(testing::bit_identical(one.lse, many.lse)) << threads;
        }
      }
    }
    hwy::SetSupportedTargetsForTest(0);
  }
}

// A paged cache (blocks of 16 keys, reversed order) gives the bits of the
// contiguous K/V: the AMX tiles gather rows through the block table.
TEST(ForwardAmx, PagedPrefillEqualsContiguous) {
  if (!amx()) GTEST_SKIP() << "no AMX or AVX512_BF16 on this CPU";
  const std::int64_t kv = 200, q_len = 60, heads = 4, kv_heads = 2, d = 64;
  const std::int64_t block = 16, blocks = (kv + block - 1) / block;
  Case c;
  c.heads = heads;
  c.kv_heads = kv_heads;
  c.seq_q = q_len;
  c.seq_kv = kv;
  c.head_dim = c.head_dim_v = d;
  c.causal = Causal::kBottomRight;
  const Inputs in(c);
  Tensor kc(DType::kBFloat16, {blocks, block, kv_heads, d});
  Tensor vc(DType::kBFloat16, {blocks, block, kv_heads, d});
  Tensor table(DType::kInt32, {1, blocks});
  Tensor lens(DType::kInt32, {1});
  Tensor cu(DType::kInt32, {2});
  lens.data<std::int32_t>()[0] = static_cast<std::int32_t>(kv);
  cu.data<std::int32_t>()[0] = 0;
  cu.data<std::int32_t>()[1] = static_cast<std::int32_t>(q_len);
  for (std::int64_t n = 0; n < blocks; ++n) {
    table.data<std::int32_t>()[n] = static_cast<std::int32_t>(blocks - 1 - n);
  }
  for (std::int64_t j = 0; j < kv; ++j) {
    const std::int64_t slot = (blocks - 1 - j / block) * block + j % block;
    for (std::int64_t h = 0; h < kv_heads; ++h) {
      for (std::int64_t e = 0; e < d; ++e) {
        kc.data<std::uint16_t>()[(slot * kv_heads + h) * d + e] =
            in.k.data<std::uint16_t>()[(h * kv + j) * d + e];
        vc.data<std::uint16_t>()[(slot * kv_heads + h) * d + e] =
            in.v.data<std::uint16_t>()[(h * kv + j) * d + e];
      }
    }
  }
  Tensor q(DType::kBFloat16, {q_len, heads, d});  // packed (total_q, h, d)
  for (std::int64_t h = 0; h < heads; ++h) {
    for (std::int64_t i = 0; i < q_len; ++i) {
      for (std::int64_t e = 0; e < d; ++e) {
        q.data<std::uint16_t>()[(i * heads + h) * d + e] =
            in.q.data<std::uint16_t>()[(h * q_len + i) * d + e];
      }
    }
  }
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  const AttentionResult paged =
      attention_paged(q.view(), cu.view(), q_len,
                      {kc.view(), vc.view(), table.view(), lens.view()}, p);
  const AttentionResult flat = in.run(Path::kAuto);
  for (std::int64_t h = 0; h < heads; ++h) {
    for (std::int64_t i = 0; i < q_len; ++i) {
      for (std::int64_t e = 0; e < d; ++e) {
        ASSERT_EQ(paged.out.data<std::uint16_t>()[(i * heads + h) * d + e],
                  flat.out.data<std::uint16_t>()[(h * q_len + i) * d + e])
            << h << " " << i << " " << e;
      }
    }
  }
}

}  // namespace
}  // namespace qkv
