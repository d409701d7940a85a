// Attention sinks (AttentionParams::sinks): the reference against the
// formula of transformers' eager gpt-oss path and against finite
// differences; every fast path (tiled, split-KV, decode, auto; fused
// backward) against the reference on every compiled SIMD target; bit for bit
// across thread counts; KvCache; validation.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/amx.h"
#include "kernels/forward.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double get(const Tensor& t, std::int64_t n) {
  return internal::load_as_double(t.data<void>(), t.dtype(), n);
}

struct Case {
  std::int64_t batch = 2, heads = 4, kv_heads = 2, seq_q = 7, seq_kv = 9;
  std::int64_t dim = 16, dim_v = 12;
  DType dtype = DType::kFloat32;
  DType sinks_dtype = DType::kFloat32;
  double stddev = 1.0;  // of q, k, v
  // Sink of head h: sink_at(h).
  std::function<double(std::int64_t)> sink_at = [](std::int64_t h) {
    return 0.5 * static_cast<double>(h % 5) - 1.0;
  };
  std::function<void(AttentionParams&)> options = [](AttentionParams&) {};
  std::vector<std::int64_t> key_lengths, query_lengths;  // empty = none
  std::string name;
};

// Owns the inputs of a case.
struct Inputs {
  Tensor q, k, v, dout, dlse, sinks, key_lengths, query_lengths;
  AttentionParams params;

  explicit Inputs(const Case& c, std::uint32_t seed = 3) {
    std::mt19937 rng(seed);
    std::normal_distribution<double> normal(0.0, c.stddev);
    auto fill = [&](DType dtype, std::initializer_list<std::int64_t> shape) {
      Tensor t(dtype, shape);
      for (std::int64_t n = 0; n < t.numel(); ++n) {
        internal::store_from_double(t.data<void>(), dtype, n, normal(rng));
      }
      return t;
    };
    q = fill(c.dtype, {c.batch, c.heads, c.seq_q, c.dim});
    k = fill(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dim});
    v = fill(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dim_v});
    dout = fill(c.dtype, {c.batch, c.heads, c.seq_q, c.dim_v});
    dlse = fill(lse_dtype(c.dtype), {c.batch, c.heads, c.seq_q});
    sinks = Tensor(c.sinks_dtype, {c.heads});
    for (std::int64_t h = 0; h < c.heads; ++h) {
      internal::store_from_double(sinks.data<void>(), c.sinks_dtype, h,
                                  c.sink_at(h));
    }
    c.options(params);
    params.sinks = sinks.view();
    auto lengths = [&](const std::vector<std::int64_t>& from, Tensor& to) {
      if (from.empty()) return TensorView{};
      to = Tensor(DType::kInt64, {c.batch});
      std::copy(from.begin(), from.end(), to.data<std::int64_t>());
      return to.view();
    };
    params.key_lengths = lengths(c.key_lengths, key_lengths);
    params.query_lengths = lengths(c.query_lengths, query_lengths);
  }

  AttentionResult forward(Path path, int threads = 2) const {
    AttentionParams p = params;
    p.path = path;
    p.num_threads = threads;
    return attention(q.view(), k.view(), v.view(), p);
  }

  AttentionGrads backward(const AttentionResult& fwd, Path path,
                          int threads = 2) const {
    AttentionParams p = params;
    p.path = path;
    p.num_threads = threads;
    return attention_backward(dout.view(), q.view(), k.view(), v.view(),
                              fwd.out.view(), fwd.lse.view(), p, dlse.view());
  }
};

// --- The reference against the formula. ---

// transformers' eager gpt-oss attention, written out in double for plain
// (unmasked but for causal bottom-right and key lengths) attention: the
// logits with the sink appended as a column, softmax, the column dropped.
void eager_formula(const Case& c, const Inputs& in, std::int64_t b,
                   std::int64_t h, std::int64_t i, std::vector<double>& out,
                   double& lse) {
  const double scale = 1.0 / std::sqrt(static_cast<double>(c.dim));
  const std::int64_t kvh = h / (c.heads / c.kv_heads);
  const std::int64_t len = c.key_lengths.empty() ? c.seq_kv : c.key_lengths[b];
  std::vector<double> logits;  // visible keys, then the sink
  std::vector<std::int64_t> keys;
  for (std::int64_t j = 0; j < len; ++j) {
    if (j > i + len - c.seq_q) continue;  // causal bottom-right
    double dot = 0.0;
    for (std::int64_t e = 0; e < c.dim; ++e) {
      dot += get(in.q, ((b * c.heads + h) * c.seq_q + i) * c.dim + e) *
             get(in.k, ((b * c.kv_heads + kvh) * c.seq_kv + j) * c.dim + e);
    }
    logits.push_back(scale * dot);
    keys.push_back(j);
  }
  logits.push_back(c.sink_at(h));
  double m = -kInf;
  for (double x : logits) m = std::max(m, x);
  out.assign(c.dim_v, 0.0);
  lse = -kInf;
  if (m == -kInf) return;  // nothing visible, no sink (softmax would be NaN)
  double sum = 0.0;
  for (double x : logits) sum += std::exp(x - m);
  lse = m + std::log(sum);
  for (std::size_t n = 0; n < keys.size(); ++n) {  // the sink column dropped
    const double p = std::exp(logits[n] - m) / sum;
    for (std::int64_t e = 0; e < c.dim_v; ++e) {
      out[e] +=
          p * get(in.v,
                  ((b * c.kv_heads + kvh) * c.seq_kv + keys[n]) * c.dim_v + e);
    }
  }
}

TEST(SinksReference, EqualsTheEagerFormula) {
  Case c;
  c.dtype = c.sinks_dtype = DType::kFloat64;
  c.seq_q = 5;
  c.key_lengths = {9, 2};  // batch 1, rows 0-2: no visible key
  c.options = [](AttentionParams& p) { p.causal = Causal::kBottomRight; };
  c.sink_at = [](std::int64_t h) {
    const double s[] = {0.3, -2.0, 40.0, -kInf};
    return s[h];
  };
  const Inputs in(c);
  const AttentionResult r = in.forward(Path::kReference);
  std::vector<double> want;
  double want_lse = 0.0;
  for (std::int64_t b = 0; b < c.batch; ++b) {
    for (std::int64_t h = 0; h < c.heads; ++h) {
      for (std::int64_t i = 0; i < c.seq_q; ++i) {
        eager_formula(c, in, b, h, i, want, want_lse);
        const std::int64_t row = (b * c.heads + h) * c.seq_q + i;
        if (std::isinf(want_lse)) {
          EXPECT_EQ(get(r.lse, row), want_lse);
        } else {
          EXPECT_NEAR(get(r.lse, row), want_lse,
                      1e-13 * (1 + std::fabs(want_lse)));
        }
        for (std::int64_t e = 0; e < c.dim_v; ++e) {
          EXPECT_NEAR(get(r.out, row * c.dim_v + e), want[e], 1e-14)
              << b << " " << h << " " << i;
        }
      }
    }
  }
  // A row with no visible key: out 0 and lse = sink.
  const std::int64_t row = (1 * c.heads + 1) * c.seq_q + 0;
  EXPECT_EQ(get(r.lse, row), -2.0);
  for (std::int64_t e = 0; e < c.dim_v; ++e) {
    EXPECT_EQ(get(r.out, row * c.dim_v + e), 0.0);
  }
}

// For every option: the sink is one more partial (out 0, lse = sink), so
// the result with sinks is the result without them rescaled.
TEST(SinksReference, IsTheResultWithoutSinksMergedWithTheSink) {
  Case c;
  c.dtype = DType::kFloat64;
  c.seq_q = 6;
  c.key_lengths = {9, 4};
  c.query_lengths = {6, 3};
  std::vector<float> slopes = {0.5f, 0.25f, 0.125f, 0.0625f};
  c.options = [&](AttentionParams& p) {
    p.causal = Causal::kTopLeft;
    p.window_left = 3;
    p.softcap = 2.0;
    p.alibi_slopes =
        TensorView::contiguous(slopes.data(), DType::kFloat32, {4});
    p.dropout_p = 0.3;
    p.seed = 5;
  };
  const Inputs in(c);
  const AttentionResult with = in.forward(Path::kReference);
  AttentionParams off = in.params;
  off.sinks = TensorView{};
  const AttentionResult without =
      attention(in.q.view(), in.k.view(), in.v.view(), off);
  for (std::int64_t n = 0; n < with.lse.numel(); ++n) {
    const double sink = c.sink_at(n / c.seq_q % c.heads);
    const double l0 = get(without.lse, n);
    const double m = std::max(l0, sink);
    const double lse = m + std::log(std::exp(l0 - m) + std::exp(sink - m));
    EXPECT_NEAR(get(with.lse, n), lse, 1e-14 * (1 + std::fabs(lse))) << n;
    for (std::int64_t e = 0; e < c.dim_v; ++e) {
      const double want =
          get(without.out, n * c.dim_v + e) * std::exp(l0 - lse);
      EXPECT_NEAR(get(with.out, n * c.dim_v + e), want, 1e-14) << n;
    }
  }
}

TEST(SinksReference, MinusInfinityIsNoSink) {
  Case c;
  c.sink_at = [](std::int64_t) { return -kInf; };
  const Inputs in(c);
  AttentionParams off = in.params;
  off.sinks = TensorView{};
  for (Path path : {Path::kReference, Path::kTiled, Path::kSplitKv}) {
    off.path = path;
    const AttentionResult with = in.forward(path);
    const AttentionResult without =
        attention(in.q.view(), in.k.view(), in.v.view(), off);
    EXPECT_TRUE(testing::bit_identical(with.out, without.out));
    EXPECT_TRUE(testing::bit_identical(with.lse, without.lse));
    const AttentionGrads g = in.backward(with, path);
    for (std::int64_t h = 0; h < c.heads; ++h) EXPECT_EQ(get(g.dsinks, h), 0.0);
  }
}

// L = Σ out ∘ dout + Σ lse ∘ dlse: its gradient is the backward of (dout,
// dlse), so every gradient, d sinks included, is checked against central
// differences of L.
double loss(const Inputs& in, const AttentionParams& params) {
  const auto r = attention(in.q.view(), in.k.view(), in.v.view(), params);
  double sum = 0.0;
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    sum += get(r.out, n) * get(in.dout, n);
  }
  for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
    sum += get(r.lse, n) * get(in.dlse, n);
  }
  return sum;
}

TEST(SinksReference, GradientsMatchCentralFiniteDifferences) {
  std::vector<Case> cases;
  Case c;
  c.dtype = c.sinks_dtype = DType::kFloat64;
  c.batch = 2;
  c.seq_q = 4;
  c.seq_kv = 6;
  c.dim = 3;
  c.dim_v = 2;
  c.name = "plain";
  cases.push_back(c);
  c.name = "fully masked rows (key length 0, causal), dropout";
  c.key_lengths = {6, 0};
  c.options = [](AttentionParams& p) {
    p.causal = Causal::kBottomRight;
    p.dropout_p = 0.25;
    p.seed = 3;
  };
  cases.push_back(c);
  c.name = "softcap, window, GQA, big sinks";
  c.key_lengths = {};
  c.heads = 4;
  c.kv_heads = 1;
  c.sink_at = [](std::int64_t h) {
    const double s[] = {3.0, -kInf, -1.5, 0.7};
    return s[h];
  };
  c.options = [](AttentionParams& p) {
    p.softcap = 1.5;
    p.window_left = 1;
    p.window_right = 0;
  };
  cases.push_back(c);
  for (const Case& each : cases) {
    SCOPED_TRACE(each.name);
    Inputs in(each, 11);
    AttentionParams params = in.params;
    params.path = Path::kReference;
    const auto fwd = attention(in.q.view(), in.k.view(), in.v.view(), params);
    const AttentionGrads g = attention_backward(
        in.dout.view(), in.q.view(), in.k.view(), in.v.view(), fwd.out.view(),
        fwd.lse.view(), params, in.dlse.view());
    ASSERT_EQ(g.dsinks.numel(), each.heads);
    const double step = 1e-6;
    for (auto [input, grad, name] :
         {std::tuple{&in.sinks, &g.dsinks, "dsinks"},
          std::tuple{&in.q, &g.dq, "dq"}, std::tuple{&in.k, &g.dk, "dk"},
          std::tuple{&in.v, &g.dv, "dv"}}) {
      for (std::int64_t n = 0; n < input->numel(); ++n) {
        double* e = input->data<double>() + n;
        const double saved = *e;
        if (std::isinf(saved)) {  // no sink: its gradient is 0
          EXPECT_EQ(get(*grad, n), 0.0) << name;
          continue;
        }
        *e = saved + step;
        const double up = loss(in, params);
        *e = saved - step;
        const double down = loss(in, params);
        *e = saved;
        const double fd = (up - down) / (2 * step);
        EXPECT_NEAR(get(*grad, n), fd, 1e-6 + 1e-6 * std::fabs(fd))
            << name << "[" << n << "]";
      }
    }
  }
}

// --- The fast paths against the reference. ---

// Largest |scale|·Σ_e |q_e k_e| of the case: bounds the float32 rounding of
// every logit by (dim + 2)·eps times it (the tolerance of huge logits).
double logit_error(const Case& c, const Inputs& in, const AttentionParams& p) {
  const double scale =
      p.scale.value_or(1.0 / std::sqrt(static_cast<double>(c.dim)));
  double worst = 0.0;
  for (std::int64_t b = 0; b < c.batch; ++b) {
    for (std::int64_t h = 0; h < c.heads; ++h) {
      const std::int64_t kvh = h / (c.heads / c.kv_heads);
      for (std::int64_t i = 0; i < c.seq_q; ++i) {
        for (std::int64_t j = 0; j < c.seq_kv; ++j) {
          double sum = 0.0;
          for (std::int64_t e = 0; e < c.dim; ++e) {
            sum += std::fabs(
                get(in.q, ((b * c.heads + h) * c.seq_q + i) * c.dim + e) *
                get(in.k, ((b * c.kv_heads + kvh) * c.seq_kv + j) * c.dim + e));
          }
          worst = std::max(worst, sum);
        }
      }
    }
  }
  return static_cast<double>(c.dim + 2) * std::ldexp(1.0, -24) *
         std::fabs(scale) * worst;
}

double max_abs(const Tensor& t) {
  double m = 0.0;
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    m = std::max(m, std::fabs(get(t, n)));
  }
  return m;
}

// out and lse: PyTorch's fused-vs-math float32 tolerance (atol 1e-5, rtol
// 5e-6; atol relative to max |v|), plus one rounding of the output for
// 16-bit storage, plus the effect of float32 logits when they are huge
// (2·δ·max|v| on out, δ on lse); bfloat16 on AMX rounds P to bf16 for
// P·V: 2^-8·max|v| more (derived in kernels/forward_amx_test.cc).
void expect_forward_close(const Case& c, const Inputs& in,
                          const AttentionResult& got,
                          const AttentionResult& want,
                          const std::string& what) {
  const double rel = c.dtype == DType::kFloat16    ? std::ldexp(1.0, -10)
                     : c.dtype == DType::kBFloat16 ? std::ldexp(1.0, -7)
                                                   : 5e-6;
  const double delta = logit_error(c, in, in.params);
  const double v_max = std::max(1.0, max_abs(in.v));
  const bool p_bf16 = c.dtype == DType::kBFloat16 &&
                      internal::bf16_engine() != internal::Bf16Engine::kNone;
  int failures = 0;
  for (std::int64_t n = 0; n < want.out.numel(); ++n) {
    const double w = get(want.out, n), g = get(got.out, n);
    const double tol = 1e-5 * v_max + rel * std::fabs(w) + 2 * delta * v_max +
                       (p_bf16 ? std::ldexp(v_max, -8) : 0.0);
    if (!(std::fabs(g - w) <= tol) && ++failures <= 3) {
      ADD_FAILURE() << what << " " << c.name << " out[" << n << "] = " << g
                    << ", want " << w;
    }
  }
  for (std::int64_t n = 0; n < want.lse.numel(); ++n) {
    const double w = get(want.lse, n), g = get(got.lse, n);
    const double tol = 1e-5 + 5e-6 * std::fabs(w) + 2 * delta;
    if (!(w == g || std::fabs(g - w) <= tol) && ++failures <= 3) {
      ADD_FAILURE() << what << " " << c.name << " lse[" << n << "] = " << g
                    << ", want " << w;
    }
  }
}

// d sinks_h sums σ_i (D_i − dlse_i) over rows: its error is that of the
// forward's out and lse (relative, `rel`) on each term, so the tolerance is
// rel times the sum of the terms' magnitudes (from the reference).
void expect_dsinks_close(const Case& c, const Inputs& in,
                         const AttentionResult& ref, const Tensor& got,
                         const Tensor& want, double rel,
                         const std::string& what) {
  for (std::int64_t h = 0; h < c.heads; ++h) {
    double terms = 0.0;
    for (std::int64_t b = 0; b < c.batch; ++b) {
      for (std::int64_t i = 0; i < c.seq_q; ++i) {
        const std::int64_t row = (b * c.heads + h) * c.seq_q + i;
        const double sigma = std::exp(c.sink_at(h) - get(ref.lse, row));
        if (!(sigma > 0.0)) continue;
        double d = std::fabs(get(in.dlse, row));
        for (std::int64_t e = 0; e < c.dim_v; ++e) {
          d += std::fabs(get(in.dout, row * c.dim_v + e) *
                         get(ref.out, row * c.dim_v + e));
        }
        terms += sigma * d;
      }
    }
    const double w = get(want, h), g = get(got, h);
    EXPECT_NEAR(g, w, 1e-12 + rel * terms)
        << what << " " << c.name << " dsinks[" << h << "]";
  }
}

// dq, dk, dv as tests/kernels/backward_test.cc: atol scaled by the largest
// gradient, PyTorch's fp32 (1.25e-5, 5.25e-6), bf16 5e-2, fp16 1e-2.
void expect_grads_close(const Case& c, const AttentionGrads& got,
                        const AttentionGrads& want, const std::string& what) {
  const double atol = c.dtype == DType::kBFloat16  ? 5e-2
                      : c.dtype == DType::kFloat16 ? 1e-2
                                                   : 1.25e-5;
  const double rtol = c.dtype == DType::kFloat32 ? 5.25e-6 : atol;
  for (auto [a, b, name] : {std::tuple{&got.dq, &want.dq, "dq"},
                            std::tuple{&got.dk, &want.dk, "dk"},
                            std::tuple{&got.dv, &want.dv, "dv"}}) {
    const double scale = std::max(1.0, max_abs(*b));
    int failures = 0;
    for (std::int64_t n = 0; n < b->numel(); ++n) {
      const double w = get(*b, n), g = get(*a, n);
      if (!(std::fabs(g - w) <= atol * scale + rtol * std::fabs(w)) &&
          ++failures <= 3) {
        ADD_FAILURE() << what << " " << c.name << " " << name << "[" << n
                      << "] = " << g << ", want " << w;
      }
    }
  }
}

void check_case(const Case& c) {
  const Inputs in(c);
  const AttentionResult want = in.forward(Path::kReference);
  const AttentionGrads want_g = in.backward(want, Path::kReference);
  const double rel = c.dtype == DType::kFloat16    ? std::ldexp(1.0, -9)
                     : c.dtype == DType::kBFloat16 ? std::ldexp(1.0, -6)
                                                   : 2e-5;
  // The reference's out and lse as stored (rounded once to their dtype) are
  // all the fused d sinks reads of it.
  const double stored = c.dtype == DType::kFloat16    ? std::ldexp(1.0, -10)
                        : c.dtype == DType::kBFloat16 ? std::ldexp(1.0, -7)
                                                      : std::ldexp(1.0, -22);
  for (Path path : {Path::kTiled, Path::kSplitKv, Path::kAuto}) {
    const std::string name = path == Path::kTiled     ? "tiled"
                             : path == Path::kSplitKv ? "split-kv"
                                                      : "auto";
    const AttentionResult got = in.forward(path);
    expect_forward_close(c, in, got, want, name);
    // The fused backward on the reference's forward (dq, dk, dv as the
    // backward suite checks them) and on its own forward (d sinks through
    // the whole fast chain).
    const AttentionGrads on_ref = in.backward(want, path);
    expect_grads_close(c, on_ref, want_g, name + " backward");
    expect_dsinks_close(c, in, want, on_ref.dsinks, want_g.dsinks, stored,
                        name + " backward on the reference forward");
    const AttentionGrads on_own = in.backward(got, path);
    expect_dsinks_close(c, in, want, on_own.dsinks, want_g.dsinks,
                        rel + 2 * logit_error(c, in, in.params),
                        name + " backward on its forward");
  }
}

std::vector<Case> grid() {
  std::vector<Case> cases;
  auto named = [](Case c, const std::string& name) {
    std::ostringstream s;
    s << name << " (b" << c.batch << " h" << c.heads << "/" << c.kv_heads
      << " q" << c.seq_q << " kv" << c.seq_kv << " d" << c.dim << "/" << c.dim_v
      << " " << dtype_name(c.dtype) << ")";
    c.name = s.str();
    return c;
  };
  // Lengths 0, 1 and odd (tile tails), causal both ways; seq_q 1: decode.
  const std::int64_t lengths[] = {0, 1, 7, 65, 130};
  int n = 0;
  for (std::int64_t sq : lengths) {
    for (std::int64_t skv : lengths) {
      Case c;
      c.seq_q = sq;
      c.seq_kv = skv;
      const Causal causal = static_cast<Causal>(n++ % 3);
      c.options = [causal](AttentionParams& p) { p.causal = causal; };
      cases.push_back(named(c, "lengths"));
    }
  }
  // Fully masked rows: a key length of 0, query padding, causal rows above
  // the diagonal; GQA 4.
  Case masked;
  masked.heads = 8;
  masked.seq_q = 33;
  masked.seq_kv = 20;
  masked.key_lengths = {0, 13};
  masked.query_lengths = {33, 9};
  masked.options = [](AttentionParams& p) { p.causal = Causal::kBottomRight; };
  cases.push_back(named(masked, "fully masked rows"));
  // Huge logits and sinks that dwarf them, vanish or are absent.
  Case huge;
  huge.seq_q = 40;
  huge.seq_kv = 150;
  huge.sink_at = [](std::int64_t h) {
    const double s[] = {1e4, -1e4, -kInf, 60.0};
    return s[h % 4];
  };
  huge.options = [](AttentionParams& p) { p.scale = 8.0; };
  cases.push_back(named(huge, "huge logits"));
  // Windows, softcap, ALiBi-free dropout, float64 sinks.
  Case window;
  window.heads = 6;
  window.kv_heads = 3;
  window.seq_q = 50;
  window.seq_kv = 300;
  window.sinks_dtype = DType::kFloat64;
  window.options = [](AttentionParams& p) {
    p.window_left = 40;
    p.window_right = 5;
    p.softcap = 4.0;
    p.dropout_p = 0.2;
    p.seed = 21;
  };
  cases.push_back(named(window, "window + softcap + dropout"));
  // Decode against many keys: the direct path, and auto split-KV (> 4096
  // keys, one row per head).
  Case decode;
  decode.batch = 1;
  decode.heads = 8;
  decode.seq_q = 1;
  decode.seq_kv = 4500;
  decode.dim = decode.dim_v = 64;
  decode.key_lengths = {4400};
  cases.push_back(named(decode, "decode, auto split"));
  // 16-bit storage.
  for (DType dtype : {DType::kBFloat16, DType::kFloat16}) {
    Case c;
    c.seq_q = 30;
    c.seq_kv = 70;
    c.dtype = dtype;
    c.options = [](AttentionParams& p) { p.causal = Causal::kTopLeft; };
    cases.push_back(named(c, "16-bit storage"));
  }
  return cases;
}

TEST(SinksKernels, MatchReferenceOnEveryTarget) {
  const std::vector<Case> cases = grid();
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (const Case& c : cases) check_case(c);
  }
  hwy::SetSupportedTargetsForTest(0);
}

TEST(SinksKernels, BitIdenticalForAnyThreadCount) {
  Case c;
  c.heads = 6;
  c.kv_heads = 2;
  c.seq_q = 70;
  c.seq_kv = 300;
  c.key_lengths = {300, 0};
  for (Path path :
       {Path::kReference, Path::kTiled, Path::kSplitKv, Path::kAuto}) {
    const Inputs in(c);
    const AttentionResult one = in.forward(path, 1);
    const AttentionResult two = in.forward(path, 2);
    EXPECT_TRUE(testing::bit_identical(one.out, two.out));
    EXPECT_TRUE(testing::bit_identical(one.lse, two.lse));
    const AttentionGrads g1 = in.backward(one, path, 1);
    const AttentionGrads g2 = in.backward(one, path, 2);
    for (auto [a, b] :
         {std::pair{&g1.dq, &g2.dq}, std::pair{&g1.dk, &g2.dk},
          std::pair{&g1.dv, &g2.dv}, std::pair{&g1.dsinks, &g2.dsinks}}) {
      EXPECT_TRUE(testing::bit_identical(*a, *b));
    }
  }
}

TEST(SinksKernels, BackwardIntoWritesDsinksOnlyWhenAsked) {
  Case c;
  const Inputs in(c);
  const AttentionResult fwd = in.forward(Path::kAuto);
  const AttentionGrads want = in.backward(fwd, Path::kAuto);
  Tensor dq(c.dtype, {c.batch, c.heads, c.seq_q, c.dim});
  Tensor dk(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dim});
  Tensor dv(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dim_v});
  std::vector<float> dsinks(2 * c.heads, 7.0f);  // every other element
  const TensorView strided =
      TensorView::strided(dsinks.data(), DType::kFloat32, {c.heads}, {2});
  attention_backward_into(in.dout.view(), in.q.view(), in.k.view(), in.v.view(),
                          fwd.out.view(), fwd.lse.view(), in.params, dq.view(),
                          dk.view(), dv.view(), in.dlse.view(), strided);
  for (std::int64_t h = 0; h < c.heads; ++h) {
    EXPECT_EQ(dsinks[2 * h], want.dsinks.data<float>()[h]);
    EXPECT_EQ(dsinks[2 * h + 1], 7.0f);
  }
  EXPECT_TRUE(testing::bit_identical(dq, want.dq));
  // Without sinks: no dsinks in the result, and asking for one is an error.
  AttentionParams off = in.params;
  off.sinks = TensorView{};
  const AttentionResult plain =
      attention(in.q.view(), in.k.view(), in.v.view(), off);
  const AttentionGrads g =
      attention_backward(in.dout.view(), in.q.view(), in.k.view(), in.v.view(),
                         plain.out.view(), plain.lse.view(), off);
  EXPECT_FALSE(g.dsinks.view().defined());
  EXPECT_THROW(attention_backward_into(in.dout.view(), in.q.view(), in.k.view(),
                                       in.v.view(), plain.out.view(),
                                       plain.lse.view(), off, dq.view(),
                                       dk.view(), dv.view(), {}, strided),
               Error);
}

TEST(SinksKvCache, AttendEqualsAttentionWithSinks) {
  const std::int64_t batch = 2, kv_heads = 2, heads = 4, d = 16;
  KvCache cache(batch, kv_heads, 64, d, DType::kFloat32);
  const Tensor k = testing::random_tensor({batch, kv_heads, 20, d}, 1);
  const Tensor v = testing::random_tensor({batch, kv_heads, 20, d}, 2);
  cache.append(k.view(), v.view());
  const Tensor q = testing::random_tensor({batch, heads, 20, d}, 3);
  std::vector<float> sinks = {0.5f, -1.0f, 3.0f,
                              -std::numeric_limits<float>::infinity()};
  AttentionParams p;
  p.sinks = TensorView::contiguous(sinks.data(), DType::kFloat32, {heads});
  const AttentionResult got = cache.attend(q.view(), p);
  p.causal = Causal::kBottomRight;
  const AttentionResult want = attention(q.view(), k.view(), v.view(), p);
  EXPECT_TRUE(testing::bit_identical(got.out, want.out));
  EXPECT_TRUE(testing::bit_identical(got.lse, want.lse));
}

TEST(SinksValidation, NamedErrors) {
  const auto x = testing::random_qkv(1, 4, 2, 3, 5, 8, 8, 1);
  auto message = [&](const TensorView& sinks) -> std::string {
    AttentionParams p;
    p.sinks = sinks;
    try {
      testing::run(x, p);
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  std::vector<float> three(3, 0.0f), four(4, 0.0f);
  std::vector<std::int32_t> ints(4, 0);
  EXPECT_NE(message(TensorView::contiguous(three.data(), DType::kFloat32, {3}))
                .find("sinks: expected shape (num_heads) = (4,), got (3,)"),
            std::string::npos);
  EXPECT_NE(
      message(TensorView::contiguous(four.data(), DType::kFloat32, {1, 4}))
          .find("sinks: expected shape"),
      std::string::npos);
  EXPECT_NE(message(TensorView::contiguous(ints.data(), DType::kInt32, {4}))
                .find("sinks: unsupported dtype int32"),
            std::string::npos);
  four[2] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_NE(message(TensorView::contiguous(four.data(), DType::kFloat32, {4}))
                .find("sinks[2] = nan"),
            std::string::npos);
  four[2] = std::numeric_limits<float>::infinity();
  EXPECT_NE(message(TensorView::contiguous(four.data(), DType::kFloat32, {4}))
                .find("sinks[2] = inf"),
            std::string::npos);
  EXPECT_NE(message(TensorView::contiguous(nullptr, DType::kFloat32, {4}))
                .find("sinks: data is null"),
            std::string::npos);
  four[2] = -std::numeric_limits<float>::infinity();  // allowed: no sink
  EXPECT_EQ(message(TensorView::contiguous(four.data(), DType::kFloat32, {4})),
            "");
  // dsinks in another dtype than sinks.
  AttentionParams p;
  p.sinks = TensorView::contiguous(four.data(), DType::kFloat32, {4});
  const AttentionResult r = testing::run(x, p);
  std::vector<double> wide(4);
  Tensor dq(DType::kFloat32, {1, 4, 3, 8}), dk(DType::kFloat32, {1, 2, 5, 8}),
      dv(DType::kFloat32, {1, 2, 5, 8});
  EXPECT_THROW(
      attention_backward_into(
          r.out.view(), x.q.view(), x.k.view(), x.v.view(), r.out.view(),
          r.lse.view(), p, dq.view(), dk.view(), dv.view(), {},
          TensorView::contiguous(wide.data(), DType::kFloat64, {4})),
      Error);
}

}  // namespace
}  // namespace qkv
