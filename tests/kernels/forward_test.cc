// The tiled and split-KV kernels against the double-accumulation reference,
// on a grid that reaches every tile path and tail, every mask kind and their
// combinations, every storage dtype and every compiled SIMD target; and bit
// for bit across thread counts.
#include "kernels/forward.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/amx.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

// kBoolRanges: one range of visible keys per row (testing::range_bool_mask);
// kBoolRangesHiding: the same as a hiding mask (true = hidden) broadcast
// over the batch.
enum class MaskKind {
  kNone,
  kBool,
  kFloat,
  kMinusInf,
  kBoolKeysOnly,
  kBoolRanges,
  kBoolRangesHiding
};

struct Case {
  std::int64_t batch = 2, heads = 2, kv_heads = 1, seq_q = 7, seq_kv = 9;
  std::int64_t head_dim = 16, head_dim_v = 16;
  Causal causal = Causal::kNone;
  std::int64_t window_left = -1, window_right = -1;
  bool key_lengths = false, query_lengths = false, alibi = false;
  MaskKind mask = MaskKind::kNone;
  double softcap = 0.0, dropout = 0.0;
  std::optional<double> scale;
  float input_stddev = 1.0f;
  DType dtype = DType::kFloat32;
  bool fully_masked_rows = false;

  std::string name() const {
    std::ostringstream s;
    s << "b" << batch << " h" << heads << "/" << kv_heads << " q" << seq_q
      << " kv" << seq_kv << " d" << head_dim << "/" << head_dim_v << " causal"
      << static_cast<int>(causal) << " win(" << window_left << ","
      << window_right << ") kl" << key_lengths << " ql" << query_lengths
      << " alibi" << alibi << " mask" << static_cast<int>(mask) << " cap"
      << softcap << " drop" << dropout << " scale" << scale.value_or(0) << " "
      << dtype_name(dtype);
    return s.str();
  }
};

// Owns the inputs of a case and builds its params.
struct Inputs {
  Tensor q, k, v, mask, key_lengths, query_lengths, alibi;
  AttentionParams params;

  explicit Inputs(const Case& c, std::uint32_t seed = 1) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal(0.0f, c.input_stddev);
    auto fill = [&](std::initializer_list<std::int64_t> shape) {
      Tensor t(c.dtype, shape);
      for (std::int64_t n = 0; n < t.numel(); ++n) {
        internal::store_from_double(t.data<void>(), c.dtype, n, normal(rng));
      }
      return t;
    };
    q = fill({c.batch, c.heads, c.seq_q, c.head_dim});
    k = fill({c.batch, c.kv_heads, c.seq_kv, c.head_dim});
    v = fill({c.batch, c.kv_heads, c.seq_kv, c.head_dim_v});
    params.scale = c.scale;
    params.causal = c.causal;
    params.window_left = c.window_left;
    params.window_right = c.window_right;
    params.softcap = c.softcap;
    params.dropout_p = c.dropout;
    params.seed = 77;
    if (c.key_lengths) {
      key_lengths = Tensor(DType::kInt64, {c.batch});
      for (std::int64_t b = 0; b < c.batch; ++b) {
        key_lengths.data<std::int64_t>()[b] =
            b == 0 ? c.seq_kv : (c.seq_kv * (b + 1)) / (c.batch + 1);
      }
      params.key_lengths = key_lengths.view();
    }
    if (c.query_lengths) {
      query_lengths = Tensor(DType::kInt32, {c.batch});
      for (std::int64_t b = 0; b < c.batch; ++b) {
        query_lengths.data<std::int32_t>()[b] = static_cast<std::int32_t>(
            b == 0 ? c.seq_q : (c.seq_q * (b + 2)) / (c.batch + 2));
      }
      params.query_lengths = query_lengths.view();
    }
    if (c.alibi) {
      alibi = Tensor(DType::kFloat32, {c.heads});
      for (std::int64_t h = 0; h < c.heads; ++h) {
        alibi.data<float>()[h] = std::ldexp(1.0f, -static_cast<int>(h % 8) - 1);
      }
      params.alibi_slopes = alibi.view();
    }
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    switch (c.mask) {
      case MaskKind::kNone:
        break;
      case MaskKind::kBool:
      case MaskKind::kBoolKeysOnly: {
        const bool keys_only = c.mask == MaskKind::kBoolKeysOnly;
        mask = keys_only
                   ? Tensor(DType::kBool, {c.seq_kv})
                   : Tensor(DType::kBool, {c.batch, 1, c.seq_q, c.seq_kv});
        for (std::int64_t n = 0; n < mask.numel(); ++n) {
          mask.data<std::uint8_t>()[n] = uniform(rng) < 0.75f;
        }
        if (c.fully_masked_rows && !keys_only) {
          for (std::int64_t i = 0; i < c.seq_q; i += 3) {
            for (std::int64_t j = 0; j < c.seq_kv; ++j) {
              mask.data<std::uint8_t>()[i * c.seq_kv + j] = 0;
            }
          }
        }
        params.mask = mask.view();
        break;
      }
      case MaskKind::kBoolRanges:
      case MaskKind::kBoolRangesHiding: {
        const bool hiding = c.mask == MaskKind::kBoolRangesHiding;
        const std::int64_t batch = hiding ? 1 : c.batch;  // 1: broadcast
        const std::vector<std::uint8_t> ranges =
            testing::range_bool_mask(batch * c.seq_q, c.seq_kv, seed, hiding);
        mask = Tensor(DType::kBool, {batch, 1, c.seq_q, c.seq_kv});
        std::copy(ranges.begin(), ranges.end(), mask.data<std::uint8_t>());
        params.mask = mask.view();
        params.mask_hides = hiding;
        break;
      }
      case MaskKind::kFloat:
      case MaskKind::kMinusInf: {
        mask = Tensor(DType::kFloat32, {1, c.heads, c.seq_q, c.seq_kv});
        for (std::int64_t n = 0; n < mask.numel(); ++n) {
          float x = normal(rng);
          if (c.mask == MaskKind::kMinusInf && uniform(rng) < 0.3f) {
            x = -std::numeric_limits<float>::infinity();
          }
          mask.data<float>()[n] = x;
        }
        if (c.fully_masked_rows) {
          for (std::int64_t j = 0; j < c.seq_kv; ++j) {
            mask.data<float>()[j] = -std::numeric_limits<float>::infinity();
          }
        }
        params.mask = mask.view();
        break;
      }
    }
  }

  AttentionResult run(Path path, int threads = 2) const {
    AttentionParams p = params;
    p.path = path;
    p.num_threads = threads;
    return attention(q.view(), k.view(), v.view(), p);
  }
};

double value(const Tensor& t, std::int64_t n) {
  return internal::load_as_double(t.data<void>(), t.dtype(), n);
}

// Per-row tolerance. float32 storage: PyTorch's fused-vs-math tolerance
// (atol 1e-5, rtol 5e-6) plus, for huge logits, the first-order effect of
// float32 rounding in the logits: |δs_j| <= (d + 2)·eps·|scale|·Σ_c|q_c k_c|
// moves the output by at most 2·max|δs|·max|v|. Low-precision storage adds
// one rounding of the output (2^-10 half, 2^-7 bfloat16, relative).
// bfloat16 on AMX rounds P to bf16 for P·V: 2^-8·max|v| more
// (forward_amx_test.cc derives it).
void expect_close(const Case& c, const Inputs& in, const AttentionResult& got,
                  const AttentionResult& want, const std::string& what) {
  const double eps = std::ldexp(1.0, -24);
  const double out_rel = c.dtype == DType::kFloat16    ? std::ldexp(1.0, -10)
                         : c.dtype == DType::kBFloat16 ? std::ldexp(1.0, -7)
                                                       : 5e-6;
  const double scale = c.scale.value_or(1.0 / std::sqrt(double(c.head_dim)));
  const std::int64_t group = c.heads / c.kv_heads;
  int failures = 0;
  for (std::int64_t b = 0; b < c.batch; ++b) {
    for (std::int64_t h = 0; h < c.heads; ++h) {
      for (std::int64_t i = 0; i < c.seq_q; ++i) {
        double logit_err = 0.0, v_max = 0.0;
        const bool p_bf16 =
            c.dtype == DType::kBFloat16 &&
            internal::bf16_engine() != internal::Bf16Engine::kNone;
        if (p_bf16 ||
            std::fabs(scale) * c.input_stddev * c.input_stddev > 1.0) {
          for (std::int64_t j = 0; j < c.seq_kv; ++j) {
            double sum = 0.0;
            for (std::int64_t e = 0; e < c.head_dim; ++e) {
              sum += std::fabs(
                  value(in.q,
                        ((b * c.heads + h) * c.seq_q + i) * c.head_dim + e) *
                  value(in.k, ((b * c.kv_heads + h / group) * c.seq_kv + j) *
                                      c.head_dim +
                                  e));
            }
            logit_err = std::max(logit_err, double(c.head_dim + 2) * eps *
                                                std::fabs(scale) * sum);
            for (std::int64_t e = 0; e < c.head_dim_v; ++e) {
              v_max = std::max(
                  v_max, std::fabs(value(
                             in.v, ((b * c.kv_heads + h / group) * c.seq_kv +
                                    j) * c.head_dim_v +
                                       e)));
            }
          }
        }
        const std::int64_t row = (b * c.heads + h) * c.seq_q + i;
        for (std::int64_t e = 0; e < c.head_dim_v; ++e) {
          const double w = value(want.out, row * c.head_dim_v + e);
          const double g = value(got.out, row * c.head_dim_v + e);
          const double tol = 1e-5 + out_rel * std::fabs(w) +
                             2 * logit_err * v_max +
                             (p_bf16 ? std::ldexp(v_max, -8) : 0.0);
          if (!(std::fabs(g - w) <= tol) && !(std::isnan(g) && std::isnan(w))) {
            if (++failures <= 3) {
              ADD_FAILURE() << what << " " << c.name() << " out[" << b << ","
                            << h << "," << i << "," << e << "] = " << g
                            << ", want " << w << " (tol " << tol << ")";
            }
          }
        }
        const double wl = value(want.lse, row), gl = value(got.lse, row);
        const bool both_inf = std::isinf(wl) && wl == gl;
        const double lse_tol = 1e-5 + 5e-6 * std::fabs(wl) + 2 * logit_err;
        if (!both_inf && !(std::fabs(gl - wl) <= lse_tol)) {
          if (++failures <= 3) {
            ADD_FAILURE() << what << " " << c.name() << " lse[" << b << "," << h
                          << "," << i << "] = " << gl << ", want " << wl;
          }
        }
      }
    }
  }
}

void check_case(const Case& c) {
  const Inputs in(c);
  const AttentionResult want = in.run(Path::kReference);
  for (Path path : {Path::kTiled, Path::kSplitKv, Path::kAuto}) {
    const char* name = path == Path::kTiled     ? "tiled"
                       : path == Path::kSplitKv ? "split-kv"
                                                : "auto";
    expect_close(c, in, in.run(path), want, name);
  }
}

// 16 KV heads of 200 query rows each (GQA 2): whole-head work items.
Case short_heads() {
  Case c;
  c.batch = 4;
  c.heads = 8;
  c.kv_heads = 4;
  c.seq_q = 100;
  c.seq_kv = 150;
  c.head_dim = 64;
  c.head_dim_v = 40;
  c.causal = Causal::kBottomRight;
  c.mask = MaskKind::kFloat;
  return c;
}

// Small shapes (testing::small_shapes()): 1030 runs only against lengths
// <= 65 (many tiles or many row blocks against a short other side), not
// 257 x 1030 and up.
bool left_out_when_small(std::int64_t seq_q, std::int64_t seq_kv) {
  return testing::small_shapes() && std::min(seq_q, seq_kv) >= 257 &&
         std::max(seq_q, seq_kv) > 257;
}

// Lengths and head dims.
void add_shape_cases(std::vector<Case>& cases) {
  // Lengths: tails of every tile, seq_q != seq_kv both ways.
  const std::int64_t lengths[] = {1, 7, 63, 65, 257, 1030};
  int n = 0;
  for (std::int64_t sq : lengths) {
    for (std::int64_t skv : lengths) {
      Case c;
      c.seq_q = sq;
      c.seq_kv = skv;
      c.head_dim = 64;
      c.head_dim_v = 40;
      c.causal = static_cast<Causal>(n++ % 3);
      if (!left_out_when_small(sq, skv)) cases.push_back(c);
    }
  }
  // Head dims, head_dim_v != head_dim.
  for (std::int64_t d : {1, 8, 16, 64, 80, 96, 128, 256}) {
    for (std::int64_t dv : {d, d + 3}) {
      Case c;
      c.seq_q = 65;
      c.seq_kv = 130;
      c.head_dim = d;
      c.head_dim_v = dv;
      c.causal = Causal::kBottomRight;
      cases.push_back(c);
    }
  }
  // K/V of one head too large to pack once per thread: packed tile by tile.
  {
    Case c;
    c.seq_q = 9;
    c.seq_kv = 4200;
    c.head_dim = c.head_dim_v = 256;
    c.causal = Causal::kBottomRight;
    c.window_left = 3000;
    cases.push_back(c);
  }
}

// Every mask kind alone and combined, huge logits.
void add_option_cases(const Case& base, std::vector<Case>& cases) {
  for (MaskKind m : {MaskKind::kBool, MaskKind::kFloat, MaskKind::kMinusInf,
                     MaskKind::kBoolKeysOnly}) {
    Case c = base;
    c.mask = m;
    cases.push_back(c);
    c.fully_masked_rows = true;
    cases.push_back(c);
  }
  // Bool masks whose rows are key ranges (the kernels skip the tiles past
  // them), alone, with causal and lengths, and over many tiles.
  for (MaskKind m : {MaskKind::kBoolRanges, MaskKind::kBoolRangesHiding}) {
    Case c = base;
    c.mask = m;
    cases.push_back(c);
    c.causal = Causal::kBottomRight;
    c.key_lengths = true;
    cases.push_back(c);
    c = base;
    c.mask = m;
    c.seq_kv = 1500;
    c.dropout = 0.2;
    cases.push_back(c);
  }
  for (auto [wl, wr] : {std::pair{0, 0}, std::pair{16, 0}, std::pair{130, 7},
                        std::pair{-1, 3}, std::pair{5, -1}}) {
    Case c = base;
    c.window_left = wl;
    c.window_right = wr;
    cases.push_back(c);
  }
  {
    Case c = base;
    c.key_lengths = c.query_lengths = true;
    cases.push_back(c);
    c.causal = Causal::kBottomRight;
    cases.push_back(c);
    c.batch = 3;
    c.causal = Causal::kTopLeft;
    cases.push_back(c);
  }
  for (Causal causal : {Causal::kTopLeft, Causal::kBottomRight}) {
    Case c = base;  // everything at once
    c.causal = causal;
    c.window_left = 40;
    c.key_lengths = c.query_lengths = c.alibi = true;
    c.mask = MaskKind::kMinusInf;
    c.softcap = 5.0;
    cases.push_back(c);
    c.mask = MaskKind::kBool;
    c.dropout = 0.25;
    cases.push_back(c);
  }
  {
    Case c = base;
    c.alibi = true;
    cases.push_back(c);
    c.alibi = false;
    c.softcap = 0.5;
    cases.push_back(c);
    c.softcap = 0.0;
    c.dropout = 0.5;
    cases.push_back(c);
  }
  // Logits up to ±1e4 and a negative scale.
  for (double scale : {300.0, -300.0, -0.2}) {
    Case c = base;
    c.scale = scale;
    c.input_stddev = scale == -0.2 ? 1.0f : 2.0f;
    c.causal = Causal::kTopLeft;
    cases.push_back(c);
  }
}

// Grouped heads, whole-head items and the 16-bit storage types.
void add_group_and_dtype_cases(const Case& base, std::vector<Case>& cases) {
  // GQA ratios.
  for (auto [h, hkv] : {std::pair{65, 5}, std::pair{16, 4}, std::pair{27, 1}}) {
    Case c;
    c.heads = h;
    c.kv_heads = hkv;
    c.seq_q = 33;
    c.seq_kv = 47;
    c.causal = Causal::kBottomRight;
    cases.push_back(c);
    c.seq_q = 1;
    c.seq_kv = 700;  // decode-like: one query row per head
    cases.push_back(c);
  }
  // Short sequences with many KV heads: a work item is a whole KV head
  // (ForwardTiles::kShortRows, kHeadItemsPerThread), 200 rows in 5 blocks.
  {
    Case c = short_heads();
    cases.push_back(c);
    c.mask = MaskKind::kBool;
    c.key_lengths = true;
    c.dropout = 0.2;
    cases.push_back(c);
  }
  // Storage dtypes, prefill (packed tiles) and decode (read in place, with
  // head_dim tails that are not a multiple of any vector width).
  for (DType dtype : {DType::kFloat16, DType::kBFloat16}) {
    Case c = base;
    c.dtype = dtype;
    c.causal = Causal::kBottomRight;
    c.mask = MaskKind::kBool;
    cases.push_back(c);
    c.seq_q = 1;
    c.head_dim = 37;
    c.head_dim_v = 19;
    c.seq_kv = 5000;
    c.key_lengths = true;
    cases.push_back(c);
  }
}

std::vector<Case> grid() {
  std::vector<Case> cases;
  add_shape_cases(cases);
  Case base;  // the option cases' shape
  base.seq_q = 67;
  base.seq_kv = 300;
  base.heads = 4;
  base.kv_heads = 2;
  base.head_dim = 32;
  base.head_dim_v = 24;
  add_option_cases(base, cases);
  add_group_and_dtype_cases(base, cases);
  return cases;
}

TEST(ForwardKernels, ShortSequencesTakeWholeHeadItems) {
  const Case c = short_heads();
  const std::int64_t rows = c.heads / c.kv_heads * c.seq_q;
  EXPECT_LE(rows, internal::ForwardTiles::kShortRows);
  EXPECT_GT(rows, internal::ForwardTiles::kBlockRows);
  // Whole heads at 2 threads (the default of Inputs::run), single blocks at
  // 8 (BitIdenticalForAnyThreadCount runs both).
  EXPECT_GE(c.batch * c.kv_heads,
            internal::ForwardTiles::kHeadItemsPerThread * 2);
  EXPECT_LT(c.batch * c.kv_heads,
            internal::ForwardTiles::kHeadItemsPerThread * 8);
}

// Short sequences (issue 21): lengths around the row blocks and key tiles
// of the short path (1, 17, 63, 65, 127, 129), one head and 12 (MHA and GQA
// 12/4), causal and not, head_dim 64 as in S1/S2: against the reference and
// bit for bit across thread counts (whole-head items at some counts, single
// blocks at others).
std::vector<Case> short_odd_cases() {
  std::vector<Case> cases;
  int n = 0;
  for (std::int64_t seq : {1, 17, 63, 65, 127, 129}) {
    for (auto [heads, kv_heads] :
         {std::pair{1, 1}, std::pair{12, 12}, std::pair{12, 4}}) {
      for (Causal causal : {Causal::kNone, Causal::kBottomRight}) {
        Case c;
        c.batch = heads == 1 ? 9 : 1 + n++ % 2;
        c.heads = heads;
        c.kv_heads = kv_heads;
        c.seq_q = seq;
        c.seq_kv = seq + (causal == Causal::kNone && seq > 1 ? 2 : 0);
        c.head_dim = c.head_dim_v = 64;
        c.causal = causal;
        cases.push_back(c);
      }
    }
  }
  return cases;
}

TEST(ForwardKernels, ShortSequencesOddShapes) {
  for (const Case& c : short_odd_cases()) {
    SCOPED_TRACE(c.name());
    check_case(c);
    const Inputs in(c);
    const AttentionResult one = in.run(Path::kAuto, 1);
    for (int threads : {2, 3, 5}) {
      const AttentionResult many = in.run(Path::kAuto, threads);
      EXPECT_TRUE(testing::bit_identical(one.out, many.out)) << threads;
      EXPECT_TRUE(testing::bit_identical(one.lse, many.lse)) << threads;
    }
  }
}

TEST(ForwardKernels, MatchReferenceOnTheGrid) {
  for (const Case& c : grid()) check_case(c);
}

TEST(ForwardKernels, MatchReferenceOnEveryCompiledSimdTarget) {
  std::vector<Case> cases;
  Case c;
  c.seq_q = 65;
  c.seq_kv = 257;
  c.head_dim = 80;
  c.head_dim_v = 24;
  c.causal = Causal::kBottomRight;
  c.mask = MaskKind::kMinusInf;
  c.softcap = 3.0;
  c.alibi = true;
  cases.push_back(c);
  c.dtype = DType::kBFloat16;
  c.dropout = 0.1;
  cases.push_back(c);
  c.seq_q = 2;  // decode path
  c.dtype = DType::kFloat16;
  cases.push_back(c);
  c.dtype = DType::kFloat32;
  cases.push_back(c);
  // Decode register blocks: 8 rows of a GQA group (two blocks of 4), 7 rows
  // (4 + 2 + 1), head_dim with and without vector tails; bfloat16 K/V are
  // read as even/odd halves over the whole-chunk columns.
  Case d;
  d.seq_q = 1;
  d.heads = 8;
  d.kv_heads = 1;
  d.seq_kv = 1100;
  d.head_dim = 128;
  d.head_dim_v = 96;
  for (DType dtype : {DType::kBFloat16, DType::kFloat32, DType::kFloat16}) {
    d.dtype = dtype;
    cases.push_back(d);
  }
  d.heads = 7;
  d.head_dim = 80;
  d.head_dim_v = 72;
  d.key_lengths = true;  // hidden keys in the last tiles
  d.dtype = DType::kBFloat16;
  cases.push_back(d);
  d.seq_q = 3;
  d.heads = 2;  // 6 rows: 4 + 2
  d.head_dim = 67;
  d.head_dim_v = 33;
  d.causal = Causal::kBottomRight;
  cases.push_back(d);
  cases.push_back(short_heads());
  Case r;  // bool masks whose rows are key ranges, prefill and decode
  r.seq_q = 40;
  r.seq_kv = 700;
  r.head_dim = r.head_dim_v = 64;
  r.mask = MaskKind::kBoolRanges;
  cases.push_back(r);
  r.seq_q = 2;
  r.mask = MaskKind::kBoolRangesHiding;
  cases.push_back(r);
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (const Case& each : cases) check_case(each);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// Found by a bfloat16/float16 hunt: on SSE4, SSSE3 and scalar, Highway
// 1.0.3 promotes float16 by arithmetic that ignores exponent 31, so inf and
// NaN in q, k or v were read as 32768 and 49152 on the decode path (a row
// of v holding inf averaged to a finite number; a NaN key left its rows
// finite). Every target now reads them as the reference does.
// t converted element by element (dtype.h's scalar conversions).
Tensor converted(const Tensor& t, DType dtype) {
  Tensor out(dtype, std::span(t.view().shape.data(), std::size_t(t.rank())));
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    internal::store_from_double(
        out.data<void>(), dtype, n,
        internal::load_as_double(t.data<void>(), t.dtype(), n));
  }
  return out;
}

TEST(ForwardKernels, Float16InfAndNanStayNonFiniteOnEveryCompiledSimdTarget) {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  const float kNan = std::numeric_limits<float>::quiet_NaN();
  struct Poison {
    char which;  // 'q', 'k' or 'v'
    std::int64_t row, column;
    float value;
  };
  const std::vector<Poison> poisons = {{'v', 3, 5, kInf}, {'v', 0, 17, -kInf},
                                       {'v', 6, 0, kNan}, {'k', 2, 9, kNan},
                                       {'k', 4, 1, kInf}, {'q', 1, 20, kNan}};
  const auto targets = internal::compiled_targets();
  for (const std::int64_t seq_q :
       {1, 3, 100}) {  // 100: decode rows at the tail
    for (const Poison& poison : poisons) {
      auto x = testing::random_qkv(1, 2, 1, seq_q, 7, 33, 33, 11);
      Tensor& t = poison.which == 'q' ? x.q : poison.which == 'k' ? x.k : x.v;
      testing::at(t, 0, 0, poison.row % t.size(2), poison.column) =
          poison.value;
      const Tensor q = converted(x.q, DType::kFloat16),
                   k = converted(x.k, DType::kFloat16),
                   v = converted(x.v, DType::kFloat16);
      AttentionParams reference;
      reference.path = Path::kReference;
      const Tensor want =
          converted(attention(q.view(), k.view(), v.view(), reference).out,
                    DType::kFloat32);
      for (const std::int64_t target : targets) {
        hwy::SetSupportedTargetsForTest(target);
        SCOPED_TRACE(std::string(hwy::TargetName(target)) + " seq_q " +
                     std::to_string(seq_q) + " " + poison.which);
        const Tensor got = converted(
            attention(q.view(), k.view(), v.view()).out, DType::kFloat32);
        for (std::int64_t n = 0; n < want.numel(); ++n) {
          const float w = want.data<float>()[n], g = got.data<float>()[n];
          ASSERT_EQ(std::isnan(w), std::isnan(g)) << n << ": " << w << " " << g;
          if (std::isinf(w)) {
            ASSERT_EQ(w, g) << n;
          }
          if (std::isfinite(w)) {
            ASSERT_TRUE(std::isfinite(g)) << n << ": " << g;
          }
        }
      }
      hwy::SetSupportedTargetsForTest(0);
    }
  }
}

// The tile and split sizes and decode prefetch levels of qkv/tuning.h:
// every choice of the grid, on
// every compiled target, against the reference; for each choice the output
// is bit-identical for any thread count.
TEST(ForwardKernels, EveryKernelChoiceOnEveryCompiledSimdTarget) {
  std::vector<Case> cases;
  Case d;  // decode rows over an odd number of keys, split automatically
  d.heads = 8;
  d.kv_heads = 2;
  d.seq_q = 1;
  d.seq_kv = 5003;
  d.head_dim = d.head_dim_v = 64;
  d.key_lengths = true;
  d.causal = Causal::kBottomRight;
  cases.push_back(d);
  d.heads = 12;  // 12 rows per KV head: packed tiles, split automatically
  d.kv_heads = 1;
  d.seq_kv = 4500;
  d.key_lengths = false;
  d.causal = Causal::kNone;
  cases.push_back(d);
  Case p;  // prefill blocks over several tiles of any size, tails
  p.seq_q = 130;
  p.seq_kv = 257;
  p.head_dim = 80;
  p.head_dim_v = 72;
  p.causal = Causal::kBottomRight;
  p.mask = MaskKind::kFloat;
  cases.push_back(p);
  p.seq_q = 70;
  p.seq_kv = 300;
  p.head_dim = p.head_dim_v = 128;
  p.causal = Causal::kNone;
  p.mask = MaskKind::kNone;
  p.window_left = 40;
  p.window_right = 90;
  cases.push_back(p);
  cases.push_back(short_heads());
  p.window_left = p.window_right = -1;
  p.mask = MaskKind::kBoolRanges;
  cases.push_back(p);
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  testing::for_every_choice_and_target(
      targets,
      [&] {
        for (const Case& each : cases) check_case(each);
      },
      [&] {
        for (const Case& each : {cases[0], cases[1], cases[3], cases[5]}) {
          const Inputs in(each);
          const AttentionResult one = in.run(Path::kAuto, 1);
          const AttentionResult two = in.run(Path::kAuto, 2);
          EXPECT_TRUE(testing::bit_identical(one.out, two.out)) << each.name();
          EXPECT_TRUE(testing::bit_identical(one.lse, two.lse)) << each.name();
        }
      });
}

TEST(ForwardKernels, BitIdenticalForAnyThreadCount) {
  Case c;
  c.batch = 2;
  c.heads = 6;
  c.kv_heads = 2;
  c.seq_q = 130;
  c.seq_kv = 300;
  c.causal = Causal::kBottomRight;
  c.dropout = 0.2;
  c.mask = MaskKind::kFloat;
  const Inputs in(c);
  Case decode = c;
  decode.seq_q = 1;
  decode.seq_kv = 5000;  // takes the automatic split-KV path
  const Inputs in_decode(decode);
  Case short_case = short_heads();
  short_case.dropout = 0.2;
  const Inputs in_short(short_case);
  for (Path path : {Path::kTiled, Path::kSplitKv, Path::kAuto}) {
    for (const Inputs* x : {&in, &in_decode, &in_short}) {
      const AttentionResult one = x->run(path, 1);
      for (int threads : {2, 3, 8}) {
        const AttentionResult many = x->run(path, threads);
        EXPECT_TRUE(testing::bit_identical(one.out, many.out))
            << static_cast<int>(path) << " threads " << threads;
        EXPECT_TRUE(testing::bit_identical(one.lse, many.lse));
      }
    }
  }
}

TEST(ForwardKernels, Float64RunsTheReferenceAndTiledRejectsIt) {
  Case c;
  c.dtype = DType::kFloat64;
  const Inputs in(c);
  EXPECT_TRUE(testing::bit_identical(in.run(Path::kAuto).out,
                                     in.run(Path::kReference).out));
  EXPECT_THROW(in.run(Path::kTiled), Error);
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// Distance in units in the last place between a float result and the exact
// value, for results in the normal range.
double ulp_error(float got, double exact) {
  const double spacing =
      std::ldexp(1.0, std::ilogb(static_cast<float>(exact)) - 23);
  return std::fabs(static_cast<double>(got) - exact) / spacing;
}

// The softmax exponentiates x = s - max <= 0. Over every 31st float of
// [-103, 0] (34 million inputs, every binade) on every compiled target, exp
// is within 1.5 ulp where the result is normal (measured: 1.05 ulp on AVX-512's
// table form, 0.99 on other FMA targets, 0.98 without; docs/DESIGN.md §8),
// below FLT_MIN in absolute error where it is subnormal, 0 below the clamp, and
// keeps NaN. Small shapes: every 1147th float (31 x 37; 1 million inputs, still
// every binade).
TEST(VectorExp, MaxErrorWithinOneAndAHalfUlpOverTheSoftmaxRange) {
  std::vector<float> in, out;
  const std::uint32_t lo = std::bit_cast<std::uint32_t>(-0.0f);
  const std::uint32_t hi = std::bit_cast<std::uint32_t>(-103.0f);
  const std::uint32_t step = testing::small_shapes() ? 31 * 37 : 31;
  for (std::uint32_t bits = lo; bits <= hi; bits += step) {
    in.push_back(std::bit_cast<float>(bits));
  }
  in.push_back(-std::numeric_limits<float>::infinity());
  in.push_back(-1e30f);
  in.push_back(std::numeric_limits<float>::quiet_NaN());
  out.resize(in.size());
  for (std::int64_t target : internal::compiled_targets()) {
    hwy::SetSupportedTargetsForTest(target);
    internal::vector_exp(in.data(), out.data(),
                         static_cast<std::int64_t>(in.size()));
    double max_ulp = 0.0;
    float worst = 0.0f;
    for (std::size_t n = 0; n + 3 < in.size(); ++n) {
      const double exact = std::exp(static_cast<double>(in[n]));
      if (exact >= std::numeric_limits<float>::min()) {
        const double e = ulp_error(out[n], exact);
        if (e > max_ulp) max_ulp = e, worst = in[n];
      } else {
        ASSERT_LE(std::fabs(out[n] - exact), std::numeric_limits<float>::min())
            << in[n];
      }
    }
    EXPECT_LE(max_ulp, 1.5) << hwy::TargetName(target) << " at x = " << worst;
    const std::size_t end = in.size();
    EXPECT_EQ(out[end - 3], 0.0f);  // exp(-inf)
    EXPECT_EQ(out[end - 2], 0.0f);
    EXPECT_TRUE(std::isnan(out[end - 1]));
    std::printf("exp max error on %s: %.3f ulp (at x = %g)\n",
                hwy::TargetName(target), max_ulp, worst);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// The backward's form (any sign: x = s - lse may be a little above 0, or
// anything for a caller's lse): over every 31st float of [0, 88.7228317]
// (the largest x with a finite e^x in float) within 1.5 ulp on every
// compiled target; the next float and beyond give inf; -inf gives 0, NaN
// stays NaN; for x <= 0 it equals the forward's form bit for bit.
TEST(VectorExp, AnySignFormWithinOneAndAHalfUlpUpToOverflow) {
  constexpr float kInf = std::numeric_limits<float>::infinity();
  const float last_finite = 88.72283172607422f;
  std::vector<float> in;
  const std::uint32_t step = testing::small_shapes() ? 31 * 37 : 31;
  for (std::uint32_t bits = 0;
       bits <= std::bit_cast<std::uint32_t>(last_finite); bits += step) {
    in.push_back(std::bit_cast<float>(bits));
  }
  in.push_back(last_finite);
  const std::size_t finite = in.size();
  for (float x : {std::nextafter(last_finite, 100.0f), 89.0f, 1e30f, kInf}) {
    in.push_back(x);
  }
  // Whole vectors on every target (at most 16 lanes): no scalar tail.
  while (in.size() % 16 != 0) in.push_back(kInf);
  std::vector<float> non_positive;
  for (int copy = 0; copy < 3; ++copy) {
    for (float x :
         {-0.0f, -1e-7f, -1.0f, -50.0f, -87.3365f, -87.34f, -103.0f, -kInf}) {
      non_positive.push_back(x);
    }
  }
  non_positive.resize(32, std::numeric_limits<float>::quiet_NaN());
  std::vector<float> out(in.size()), any(32), fwd(32);
  for (std::int64_t target : internal::compiled_targets()) {
    hwy::SetSupportedTargetsForTest(target);
    internal::vector_exp(in.data(), out.data(),
                         static_cast<std::int64_t>(in.size()), true);
    double max_ulp = 0.0;
    for (std::size_t n = 0; n < finite; ++n) {
      max_ulp = std::max(max_ulp, ulp_error(out[n], std::exp(double(in[n]))));
    }
    EXPECT_LE(max_ulp, 1.5) << hwy::TargetName(target);
    for (std::size_t n = finite; n < in.size(); ++n) {
      EXPECT_EQ(out[n], kInf) << hwy::TargetName(target) << " at " << in[n];
    }
    internal::vector_exp(non_positive.data(), any.data(), 32, true);
    internal::vector_exp(non_positive.data(), fwd.data(), 32, false);
    for (std::size_t n = 0; n < 24; ++n) {  // the 8 NaN after: both NaN
      EXPECT_EQ(std::bit_cast<std::uint32_t>(any[n]),
                std::bit_cast<std::uint32_t>(fwd[n]))
          << non_positive[n];
    }
    EXPECT_EQ(any[0], 1.0f);
    EXPECT_EQ(any[7], 0.0f);  // exp(-inf)
    EXPECT_TRUE(std::isnan(any[31]) && std::isnan(fwd[31]));
    std::printf("any-sign exp max error on %s: %.3f ulp\n",
                hwy::TargetName(target), max_ulp);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// dst (float32, rows x wider) = src (rows x narrower), zero-padded.
void pad_columns(const Tensor& src, Tensor& dst) {
  const std::int64_t from = src.size(src.rank() - 1);
  const std::int64_t to = dst.size(dst.rank() - 1);
  for (std::int64_t r = 0; r < src.numel() / from; ++r) {
    for (std::int64_t e = 0; e < to; ++e) {
      dst.data<float>()[r * to + e] =
          e < from ? src.data<float>()[r * from + e] : 0.0f;
    }
  }
}

// Precision at large logits (issue 14 point 4, docs/RELIABILITY.md): the
// columns of a head_dim that is not a whole number of vectors join the
// vector lanes before the lane sum, zero-padded, rather than being added
// to the sum afterwards at the logit's magnitude. So zero-padding q and k
// to a multiple of 16 columns gives the same bits, on every path (decode,
// tiled, split) and every compiled target; summing the tail afterwards
// differs in the last bits of the logits.
TEST(ForwardPrecision, TailColumnsSumAsZeroPaddedColumns) {
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (std::int64_t head_dim : {67, 72, 76, 79}) {
      for (std::int64_t seq_q : {1, 2, 16}) {
        Case c;
        c.batch = 1;
        c.heads = 4;
        c.kv_heads = 2;
        c.seq_q = seq_q;
        c.seq_kv = 777;
        c.head_dim = head_dim;
        c.head_dim_v = 24;
        c.input_stddev = 4.0f;  // logits in the hundreds
        c.scale = 1.7;
        const Inputs in(c);
        const std::int64_t padded = (head_dim + 15) / 16 * 16;
        Case cp = c;
        cp.head_dim = padded;
        Inputs in_pad(cp);
        in_pad.v = in.v.clone();
        pad_columns(in.q, in_pad.q);
        pad_columns(in.k, in_pad.k);
        for (Path path : {Path::kTiled, Path::kSplitKv}) {
          const AttentionResult a = in.run(path, 2);
          const AttentionResult b = in_pad.run(path, 2);
          EXPECT_TRUE(testing::bit_identical(a.out, b.out))
              << "head_dim " << head_dim << " seq_q " << seq_q << " path "
              << static_cast<int>(path);
          EXPECT_TRUE(testing::bit_identical(a.lse, b.lse));
        }
      }
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

// The decode's P·V sums blocks of 16 keys before adding them to O, as the
// GEMM does. Adversarial values show it: every weight is 1 (q = 0) and one
// value is 2^24, the others 1. A single float chain over the keys rounds
// every +1 after the big value away (2^24 + 1 is a tie, kept at 2^24): an
// error of about (keys after it) / n. Blocked, only the ones in the big
// value's own block are lost and every later block adds an exact 16 (even,
// below 2^25): the error is at most 15 / n plus the output's rounding. Both
// the plain path and the hidden-key path (key_lengths hides keys of the
// last tile, which holds the big value in the second case), vector and
// scalar-tail columns (head_dim_v 19), on every compiled target. float32
// only: a bfloat16 output's rounding (2^-9) would hide the difference.
TEST(ForwardPrecision, DecodeValueSumsInBlocks) {
  const std::int64_t seq_kv = 4096, dv = 19;
  struct Layout {
    std::int64_t big_row, visible;
  };
  Tensor q(DType::kFloat32, {1, 1, 1, 8}),
      k(DType::kFloat32, {1, 1, seq_kv, 8});
  Tensor v(DType::kFloat32, {1, 1, seq_kv, dv});
  std::fill(q.data<float>(), q.data<float>() + q.numel(), 0.0f);
  std::fill(k.data<float>(), k.data<float>() + k.numel(), 1.0f);
  Tensor lengths(DType::kInt64, {1});
  for (std::int64_t target : internal::compiled_targets()) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (const Layout& lay : {Layout{0, seq_kv}, Layout{3600, seq_kv - 6}}) {
      for (std::int64_t j = 0; j < seq_kv; ++j) {
        std::fill(v.data<float>() + j * dv, v.data<float>() + (j + 1) * dv,
                  j == lay.big_row ? 16777216.0f : 1.0f);
      }
      lengths.data<std::int64_t>()[0] = lay.visible;
      AttentionParams p;
      p.path = Path::kTiled;
      if (lay.visible < seq_kv) p.key_lengths = lengths.view();
      const AttentionResult r = attention(q.view(), k.view(), v.view(), p);
      const double n = static_cast<double>(lay.visible);
      const double exact = (16777216.0 + n - 1.0) / n;
      const double half_ulp = std::ldexp(exact, -24);  // the output's rounding
      for (std::int64_t c = 0; c < dv; ++c) {
        EXPECT_LE(std::fabs(r.out.data<float>()[c] - exact),
                  15.0 / n + half_ulp)
            << "big row " << lay.big_row << " column " << c;
      }
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

}  // namespace
}  // namespace qkv
