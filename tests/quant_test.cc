// Quantized KV caches (q8_0, q4_0, q8_kivi, q4_kivi): the formats
// (rounding, scales, nibble order, padding, all-zero groups, the Hadamard
// rotation, keys per channel requantized as their group fills); the
// dequantizing
// kernel against the double reference on every compiled SIMD target, odd
// lengths, GQA, chunked prefill rows and split chunks; bit-identical for 1
// and 2 threads; non-finite appends rejected with nothing written; errors.
#include "quant.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/forward.h"
#include "qkv/kv_cache.h"
#include "qkv/qkv.h"
#include "qkv/serving.h"
#include "quant_test_util.h"
#include "test_util.h"

namespace qkv {
namespace {

using internal::dequantize_row;
using internal::kQuantGroup;
using internal::quantize_row;
using testing::expect_close;
using testing::max_abs;
using testing::random_rows;

double bf16(std::uint16_t bits) { return internal::bf16_to_float(bits); }

// ---- formats ----

TEST(QuantFormat, Q8ErrorIsAtMostHalfAStepAndScaleCoversTheMax) {
  std::mt19937 rng(3);
  std::normal_distribution<double> normal(0.0, 2.0);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<double> x(64), back(64);
    for (double& e : x) e = static_cast<float>(normal(rng));
    std::vector<std::uint8_t> codes(64);
    std::vector<std::uint16_t> scales(2);
    quantize_row(QuantFormat::kQ8_0, x.data(), 64, codes.data(), scales.data());
    dequantize_row(QuantFormat::kQ8_0, codes.data(), scales.data(), 64,
                   back.data());
    for (int g = 0; g < 2; ++g) {
      double amax = 0.0;
      for (int i = 0; i < 32; ++i)
        amax = std::max(amax, std::fabs(x[g * 32 + i]));
      const double d = bf16(scales[g]);
      EXPECT_GE(d * 127.0, amax * (1 - 1e-7));  // rounded up: no clip
      EXPECT_LE(d * 127.0, amax * (1 + std::ldexp(1.0, -7)));  // one bf16 ulp
      for (int i = 0; i < 32; ++i) {
        EXPECT_LE(std::fabs(back[g * 32 + i] - x[g * 32 + i]),
                  d / 2 * (1 + 1e-12));
      }
    }
  }
}

TEST(QuantFormat, Q8RoundsTiesToEven) {
  // Scale 1/127·127 = 1 exactly: max 127, then x = 2.5 -> 2, 3.5 -> 4,
  // -2.5 -> -2.
  std::vector<double> x(32, 0.0);
  x[0] = 127.0;
  x[1] = 2.5;
  x[2] = 3.5;
  x[3] = -2.5;
  std::vector<std::uint8_t> codes(32);
  std::uint16_t scale;
  quantize_row(QuantFormat::kQ8_0, x.data(), 32, codes.data(), &scale);
  EXPECT_EQ(bf16(scale), 1.0);
  EXPECT_EQ(static_cast<std::int8_t>(codes[0]), 127);
  EXPECT_EQ(static_cast<std::int8_t>(codes[1]), 2);
  EXPECT_EQ(static_cast<std::int8_t>(codes[2]), 4);
  EXPECT_EQ(static_cast<std::int8_t>(codes[3]), -2);
}

TEST(QuantFormat, Q4MapsTheLargestMagnitudeToMinusEightAndPacksNibbles) {
  std::vector<double> x(32);
  for (int i = 0; i < 32; ++i) x[i] = 0.25 * (i % 7) - 0.5;
  x[20] = 4.0;  // largest magnitude: scale -0.5, code 0 (value -8)
  std::vector<std::uint8_t> codes(16);
  std::uint16_t scale;
  quantize_row(QuantFormat::kQ4_0, x.data(), 32, codes.data(), &scale);
  EXPECT_EQ(bf16(scale), -0.5);
  EXPECT_EQ(codes[4] >> 4, 0);  // value 20: high nibble of byte 4
  std::vector<double> back(32);
  dequantize_row(QuantFormat::kQ4_0, codes.data(), &scale, 32, back.data());
  EXPECT_EQ(back[20], 4.0);
  for (int i = 0; i < 32; ++i) {
    EXPECT_LE(std::fabs(back[i] - x[i]), 0.25 + 1e-12) << i;
    // Value i sits in byte i % 16, low nibble for i < 16.
    const int code = i < 16 ? (codes[i] & 15) : (codes[i - 16] >> 4);
    EXPECT_EQ(back[i], (code - 8) * -0.5) << i;
  }
}

TEST(QuantFormat, AllZeroGroupHasScaleZeroAndDequantizesToZero) {
  for (QuantFormat f : {QuantFormat::kQ8_0, QuantFormat::kQ4_0}) {
    std::vector<double> x(64, 0.0), back(64, 1.0);
    x[40] = 1.0;  // second group not zero
    std::vector<std::uint8_t> codes(64);
    std::uint16_t scales[2];
    quantize_row(f, x.data(), 64, codes.data(), scales);
    EXPECT_EQ(scales[0], 0);
    dequantize_row(f, codes.data(), scales, 64, back.data());
    for (int i = 0; i < 32; ++i) EXPECT_EQ(back[i], 0.0);
    EXPECT_NEAR(back[40], 1.0, std::fabs(bf16(scales[1])) / 2);
  }
}

TEST(QuantFormat, RowsArePaddedToTheGroupWithZeros) {
  EXPECT_EQ(internal::quant_padded(80), 96);
  EXPECT_EQ(internal::quant_row_bytes(QuantFormat::kQ8_0, 80), 96);
  EXPECT_EQ(internal::quant_row_bytes(QuantFormat::kQ4_0, 80), 48);
  EXPECT_EQ(internal::quant_row_scales(80), 3);
  // The pad does not enter the scale of the last group.
  std::vector<double> x(40, 0.5), back(64);
  std::vector<std::uint8_t> codes(64);
  std::uint16_t scales[2];
  quantize_row(QuantFormat::kQ8_0, x.data(), 40, codes.data(), scales);
  dequantize_row(QuantFormat::kQ8_0, codes.data(), scales, 64, back.data());
  for (int i = 40; i < 64; ++i) EXPECT_EQ(back[i], 0.0);
  EXPECT_NEAR(back[39], 0.5, 0.5 / 254);
}

TEST(QuantFormat, HadamardIsOrthonormalAndItsOwnInverse) {
  std::mt19937 rng(5);
  std::normal_distribution<double> normal;
  std::vector<double> a(64), b(64);
  for (int i = 0; i < 64; ++i) a[i] = normal(rng), b[i] = normal(rng);
  double dot = 0.0;
  for (int i = 0; i < 64; ++i) dot += a[i] * b[i];
  std::vector<double> ha = a, hb = b;
  internal::hadamard_groups(ha.data(), 64);
  internal::hadamard_groups(hb.data(), 64);
  double hdot = 0.0;
  for (int i = 0; i < 64; ++i) hdot += ha[i] * hb[i];
  EXPECT_NEAR(hdot, dot, 1e-12 * 64);
  internal::hadamard_groups(ha.data(), 64);
  for (int i = 0; i < 64; ++i) EXPECT_NEAR(ha[i], a[i], 1e-14);
  EXPECT_EQ(parse_quant_format("q8_0"), QuantFormat::kQ8_0);
  EXPECT_EQ(parse_quant_format("q4_0"), QuantFormat::kQ4_0);
  EXPECT_EQ(parse_quant_format("q8_kivi"), QuantFormat::kQ8Kivi);
  EXPECT_EQ(parse_quant_format("q4_kivi"), QuantFormat::kQ4Kivi);
  EXPECT_STREQ(quant_format_name(QuantFormat::kQ4Kivi), "q4_kivi");
  EXPECT_FALSE(parse_quant_format("q5_1").has_value());
}

// ---- the cache ----

struct Case {
  QuantFormat format = QuantFormat::kQ8_0;
  std::int64_t batch = 2, heads = 4, kv_heads = 2, head_dim = 64,
               head_dim_v = 64, capacity = 40, prompt = 33, steps = 2;
  std::int64_t chunk_rows = 0;  // > 0: a last append of this many tokens
  bool zero_groups = false;
  bool check_prompt = true;  // false: the prompt's own rows are not checked

  std::string name() const {
    std::ostringstream s;
    s << quant_format_name(format) << " b" << batch << " h" << heads << "/"
      << kv_heads << " d" << head_dim << "/" << head_dim_v << " prompt "
      << prompt << " steps " << steps << " chunk " << chunk_rows << " zeros "
      << zero_groups;
    return s.str();
  }
};

// Prompt, then decode steps (and a last chunk of several rows); after each
// append the kernel equals the reference, and 1 and 2 threads agree bit for
// bit.
void check_case(const Case& c) {
  SCOPED_TRACE(c.name());
  std::mt19937 rng(11);
  KvCache cache(c.batch, c.kv_heads, c.capacity, c.head_dim, c.format,
                c.head_dim_v);
  double k_norm = 0.0, v_max = 0.0;
  auto step = [&](std::int64_t n, bool check) {
    const Tensor k =
        random_rows(c.batch, c.kv_heads, n, c.head_dim, rng, c.zero_groups);
    const Tensor v =
        random_rows(c.batch, c.kv_heads, n, c.head_dim_v, rng, c.zero_groups);
    // Sequence 1 appends one token fewer (per-sequence lengths).
    std::vector<std::int64_t> counts(c.batch, n);
    if (c.batch > 1 && n > 1) counts[1] = n - 1;
    cache.append(
        k.view(), v.view(),
        TensorView::contiguous(counts.data(), DType::kInt64, {c.batch}));
    k_norm = std::max(k_norm, max_abs(k) * std::sqrt(double(c.head_dim)));
    v_max = std::max(v_max, max_abs(v));
    if (!check) return;
    const Tensor q = random_rows(c.batch, c.heads, n, c.head_dim, rng, false);
    AttentionParams ref;
    ref.path = Path::kReference;
    const AttentionResult want = cache.attend(q.view(), ref);
    AttentionParams one, two;
    one.num_threads = 1;
    two.num_threads = 2;
    const AttentionResult got = cache.attend(q.view(), one);
    const AttentionResult got2 = cache.attend(q.view(), two);
    EXPECT_TRUE(testing::bit_identical(got.out, got2.out));
    EXPECT_TRUE(testing::bit_identical(got.lse, got2.lse));
    const double bound = double(internal::quant_padded(c.head_dim) + 2) *
                         max_abs(q) * std::sqrt(double(c.head_dim)) * 2.0 *
                         k_norm / std::sqrt(double(c.head_dim));
    expect_close(got, want, bound, v_max);
  };
  step(c.prompt, c.check_prompt);
  for (std::int64_t s = 0; s < c.steps; ++s) step(1, true);
  if (c.chunk_rows > 0) step(c.chunk_rows, true);
}

constexpr QuantFormat kFormats[] = {QuantFormat::kQ8_0, QuantFormat::kQ4_0,
                                    QuantFormat::kQ8Kivi, QuantFormat::kQ4Kivi};

std::vector<Case> cases() {
  std::vector<Case> all;
  for (QuantFormat f : kFormats) {
    Case c;
    c.format = f;
    all.push_back(c);  // odd prompt, GQA 2
    Case odd = c;      // head_dim 80 / 40: padded groups
    odd.head_dim = 80;
    odd.head_dim_v = 40;
    odd.prompt = 7;
    odd.steps = 3;
    odd.chunk_rows = 5;
    odd.capacity = 20;
    all.push_back(odd);
    Case one = c;  // length 1, no GQA, batch 1
    one.batch = 1;
    one.heads = one.kv_heads = 3;
    one.prompt = 1;
    one.steps = 1;
    one.capacity = 4;
    all.push_back(one);
    Case zeros = c;
    zeros.zero_groups = true;
    zeros.head_dim = zeros.head_dim_v = 128;
    zeros.heads = 8;
    zeros.chunk_rows = 3;
    zeros.capacity = 60;
    all.push_back(zeros);
    Case split = c;  // two key chunks of 4096 and several tiles
    split.batch = 1;
    split.heads = 8;
    split.kv_heads = 1;  // 8 rows per KV head: two register blocks
    split.head_dim = split.head_dim_v = 32;
    split.prompt = 4099;
    split.steps = 1;
    split.capacity = 4100;
    split.check_prompt = false;  // 4099 rows: too slow for the reference
    all.push_back(split);
    // Three tiles, head_dim 80 / 40, and a chunk of 330 rows whose first
    // row block sees only the first tile (causal bottom-right): the next
    // tile is prefetched by the first block that attends a tile.
    Case tiles = c;
    tiles.batch = 1;
    tiles.heads = 2;
    tiles.kv_heads = 1;
    tiles.head_dim = 80;
    tiles.head_dim_v = 40;
    tiles.prompt = 200;
    tiles.steps = 1;
    tiles.chunk_rows = 330;
    tiles.capacity = 544;
    all.push_back(tiles);
  }
  return all;
}

TEST(QuantKvCache, KernelEqualsTheDequantizingReferenceOnEveryTarget) {
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (const Case& c : cases()) check_case(c);
  }
  hwy::SetSupportedTargetsForTest(0);
}

// A rejected append (NaN, inf, beyond float32) changes nothing.
void check_non_finite_append(QuantFormat format) {
  std::mt19937 rng(2);
  KvCache cache(1, 1, 8, 32, format);
  const Tensor k = random_rows(1, 1, 3, 32, rng, false);
  const Tensor v = random_rows(1, 1, 3, 32, rng, false);
  cache.append(k.view(), v.view());
  const Tensor q = random_rows(1, 2, 3, 32, rng, false);
  const AttentionResult before = cache.attend(q.view());
  for (float bad : {std::numeric_limits<float>::quiet_NaN(),
                    std::numeric_limits<float>::infinity(),
                    -std::numeric_limits<float>::infinity()}) {
    Tensor k2 = random_rows(1, 1, 2, 32, rng, false);
    Tensor v2 = random_rows(1, 1, 2, 32, rng, false);
    (bad < 0 ? v2 : k2).data<float>()[40] = bad;  // -inf in v
    try {
      cache.append(k2.view(), v2.view());
      ADD_FAILURE() << "no error for " << bad;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("not finite"), std::string::npos)
          << e.what();
    }
  }
  // float64 beyond float32's range is not finite as float32 either.
  Tensor k3(DType::kFloat64, {1, 1, 1, 32});
  for (int i = 0; i < 32; ++i) k3.data<double>()[i] = i == 5 ? 1e300 : 0.0;
  EXPECT_THROW(cache.append(k3.view(), k3.view()), Error);
  // Finite keys whose rotated codes times scale would overflow float32.
  Tensor k4 = random_rows(1, 1, 1, 32, rng, false);
  k4.data<float>()[7] = std::numeric_limits<float>::max() / 4;
  EXPECT_THROW(cache.append(k4.view(), v.view()), Error);
  EXPECT_EQ(cache.length(0), 3);
  const AttentionResult after = cache.attend(q.view());
  EXPECT_TRUE(testing::bit_identical(before.out, after.out));
}

TEST(QuantKvCache, NonFiniteAppendIsRejectedAndNothingIsWritten) {
  for (QuantFormat f : {QuantFormat::kQ4_0, QuantFormat::kQ4Kivi}) {
    SCOPED_TRACE(quant_format_name(f));
    check_non_finite_append(f);
  }
}

// A query row that reads a NaN score is NaN in out and lse, on every
// target, over one key chunk and over two (split-KV, merged): a NaN query,
// and a logit past float32's range (inf - inf in the softmax; the double
// reference stays finite there, the float32 paths are NaN, as the
// non-finite policy says). Before 2026-12-06 such rows came out as zeros
// with lse -inf, the state of a row that saw no key. The other rows of the
// call are those of the same call with finite queries, bit for bit.
void check_nan_query_rows(QuantFormat format, std::int64_t tokens) {
  SCOPED_TRACE(std::string(quant_format_name(format)) + " " +
               std::to_string(tokens) + " tokens");
  std::mt19937 rng(4);
  const std::int64_t d = 32;
  KvCache cache(1, 1, tokens, d, format);
  cache.append(random_rows(1, 1, tokens - 1, d, rng, false).view(),
               random_rows(1, 1, tokens - 1, d, rng, false).view());
  cache.append(random_rows(1, 1, 1, d, rng, false).view(),
               random_rows(1, 1, 1, d, rng, false).view());
  // Heads 1 (NaN) and 2 (huge) of four share the KV head.
  const Tensor finite = random_rows(1, 4, 1, d, rng, false);
  Tensor q = random_rows(1, 4, 1, d, rng, false);
  std::copy(finite.data<float>(), finite.data<float>() + 4 * d,
            q.data<float>());
  q.data<float>()[d + 3] = std::numeric_limits<float>::quiet_NaN();
  for (std::int64_t c = 0; c < d; ++c) {
    q.data<float>()[2 * d + c] = std::numeric_limits<float>::max();
  }
  for (int threads : {1, 2}) {
    AttentionParams params;
    params.num_threads = threads;
    const AttentionResult got = cache.attend(q.view(), params);
    const AttentionResult clean = cache.attend(finite.view(), params);
    for (std::int64_t h = 0; h < 4; ++h) {
      const bool poisoned = h == 1 || h == 2;
      const float lse = got.lse.data<float>()[h];
      EXPECT_EQ(std::isnan(lse), poisoned) << "head " << h << " lse " << lse;
      if (!poisoned) {
        EXPECT_EQ(lse, clean.lse.data<float>()[h]);
      }
      for (std::int64_t c = 0; c < d; ++c) {
        const float o = got.out.data<float>()[h * d + c];
        if (poisoned) {
          EXPECT_TRUE(std::isnan(o)) << "head " << h << " out " << o;
        } else {
          EXPECT_EQ(o, clean.out.data<float>()[h * d + c]);
        }
      }
    }
  }
}

TEST(QuantKvCache, NanScoresPoisonTheirRowOnEveryTarget) {
  const auto targets = internal::compiled_targets();
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (QuantFormat f : kFormats) {
      check_nan_query_rows(f, 300);   // one chunk, two tiles
      check_nan_query_rows(f, 4200);  // two chunks of keys
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

// Keys per channel: codes of a group are those of quantizing its tokens at
// once whatever the appends (the newest group is requantized from its
// staged values); an outlier channel gets its own step; no window; sizes.
TEST(QuantKvCache, KeysPerChannelRequantizeTheirGroupAsItFills) {
  std::mt19937 rng(9);
  const std::int64_t n = 70, d = 64;
  Tensor k = random_rows(1, 1, n, d, rng, false);
  const Tensor v = random_rows(1, 1, n, d, rng, false);
  for (std::int64_t t = 0; t < n; ++t) k.data<float>()[t * d + 5] *= 20.0f;
  const Tensor q = random_rows(1, 2, 3, d, rng, false);
  AttentionParams ref;
  ref.path = Path::kReference;
  for (QuantFormat f : {QuantFormat::kQ8Kivi, QuantFormat::kQ4Kivi}) {
    SCOPED_TRACE(quant_format_name(f));
    // 67 tokens at once and 3 more, against one at a time: the same
    // codes (the query rows are the last 3 tokens').
    KvCache at_once(1, 1, n, d, f), one_by_one(1, 1, n, d, f);
    const auto part = [&](const Tensor& t, std::int64_t t0, std::int64_t len) {
      return TensorView::contiguous(t.data<float>() + t0 * d, DType::kFloat32,
                                    {1, 1, len, d});
    };
    at_once.append(part(k, 0, n - 3), part(v, 0, n - 3));
    at_once.append(part(k, n - 3, 3), part(v, n - 3, 3));
    for (std::int64_t t = 0; t < n - 3; ++t) {
      const TensorView kt = TensorView::contiguous(
          k.data<float>() + t * d, DType::kFloat32, {1, 1, 1, d});
      const TensorView vt = TensorView::contiguous(
          v.data<float>() + t * d, DType::kFloat32, {1, 1, 1, d});
      one_by_one.append(kt, vt);
    }
    one_by_one.append(part(k, n - 3, 3), part(v, n - 3, 3));
    const Tensor want = at_once.attend(q.view(), ref).out;
    EXPECT_TRUE(
        testing::bit_identical(want, one_by_one.attend(q.view(), ref).out));
    // A refused append in the middle of a group, and reset(): the same
    // tokens appended again give the same codes.
    KvCache again(1, 1, n, d, f);
    again.append(part(k, 0, 40), part(v, 0, 40));
    Tensor bad = random_rows(1, 1, 2, d, rng, false);
    bad.data<float>()[d + 1] = std::numeric_limits<float>::quiet_NaN();
    EXPECT_THROW(again.append(bad.view(), bad.view()), Error);
    again.reset();
    again.append(part(v, 0, 50), part(k, 0, 50));  // other values first
    again.reset();
    again.append(part(k, 0, n - 3), part(v, 0, n - 3));
    again.append(part(k, n - 3, 3), part(v, n - 3, 3));
    EXPECT_TRUE(testing::bit_identical(want, again.attend(q.view(), ref).out));
    // Capacity 70 is stored as 96 slots (3 groups of 32 tokens).
    KvCache plain(
        1, 1, 96, d,
        f == QuantFormat::kQ8Kivi ? QuantFormat::kQ8_0 : QuantFormat::kQ4_0);
    EXPECT_EQ(at_once.storage_bytes(), plain.storage_bytes());
    try {
      KvCache ring(1, 1, 0, d, f, 0, 8);
      ADD_FAILURE() << "a window was accepted";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("sliding-window"), std::string::npos)
          << e.what();
    }
    EXPECT_THROW(PagedKvCache(4, 16, 1, d, f), Error);  // 16 % 32
    EXPECT_NO_THROW(PagedKvCache(4, 96, 1, d, f));
  }
  // Group of 32 tokens of one channel: within half a step of its scale.
  std::vector<float> x(32 * d);
  std::normal_distribution<float> normal;
  for (float& e : x) e = normal(rng);
  for (std::int64_t i = 0; i < 32; ++i) x[i * d + 3] *= 20.0f;
  std::vector<std::uint8_t> codes(32 * d, 0);
  std::vector<std::uint16_t> scales(d);
  internal::quantize_key_group(QuantFormat::kQ8Kivi, x.data(), 32, d,
                               codes.data(), d, scales.data());
  internal::QuantSide side;
  side.format = QuantFormat::kQ8_0;
  side.per_channel = true;
  side.codes = codes.data();
  side.scales = scales.data();
  side.dim = side.padded = side.row_bytes = d;
  side.row_scales = d / kQuantGroup;
  std::vector<double> back(d);
  for (std::int64_t i = 0; i < 32; ++i) {
    side.dequantize(i, d, back.data());
    for (std::int64_t c = 0; c < d; ++c) {
      ASSERT_LE(std::fabs(back[c] - x[i * d + c]), bf16(scales[c]) / 2)
          << "token " << i << " channel " << c;
    }
  }
  EXPECT_GT(bf16(scales[3]), 10 * bf16(scales[4]));  // the outlier's own
}

TEST(QuantKvCache, ErrorsAndSizes) {
  EXPECT_THROW(KvCache(1, 1, 8, 32, QuantFormat::kNone), Error);
  KvCache q8(2, 2, 64, 128, QuantFormat::kQ8_0);
  KvCache q4(2, 2, 64, 128, QuantFormat::kQ4_0);
  KvCache bf(2, 2, 64, 128, DType::kBFloat16);
  // 8.5 and 4.5 bits per value against 16.
  EXPECT_EQ(bf.storage_bytes(), 2 * 2 * 64 * 128 * 2 * 2);
  EXPECT_EQ(q8.storage_bytes() * 32, bf.storage_bytes() * 17);
  EXPECT_EQ(q4.storage_bytes() * 32, bf.storage_bytes() * 9);
  EXPECT_EQ(q8.format(), QuantFormat::kQ8_0);
  EXPECT_EQ(q8.dtype(), DType::kFloat32);
  std::mt19937 rng(1);
  const Tensor k = random_rows(2, 2, 1, 128, rng, false);
  q8.append(k.view(), k.view());
  const Tensor q = random_rows(2, 4, 1, 128, rng, false);
  AttentionParams softcap;
  softcap.softcap = 5.0;
  EXPECT_THROW(q8.attend(q.view(), softcap), Error);
  const Tensor q3 = random_rows(2, 3, 1, 128, rng, false);  // 3 % 2 heads
  EXPECT_THROW(q8.attend(q3.view()), Error);
  const Tensor wrong_dim = random_rows(2, 4, 1, 64, rng, false);
  EXPECT_THROW(q8.attend(wrong_dim.view()), Error);
  AttentionParams window;
  window.window_left = -5;  // not "unbounded" (-1): refused, never ignored
  EXPECT_THROW(q8.attend(q.view(), window), Error);
  AttentionParams threads;
  threads.num_threads = -1;
  EXPECT_THROW(q8.attend(q.view(), threads), Error);
  EXPECT_THROW(
      kv_cache_bytes(-1, 2, 128, 128, QuantFormat::kQ8_0, DType::kFloat32),
      Error);
  // Sizes whose product passes int64 are an error, never a cache of 0
  // bytes that the first append writes past (2^62 · 4 rows wrapped to 0).
  const std::int64_t huge = std::int64_t{1} << 62;
  for (QuantFormat f : {QuantFormat::kQ8_0, QuantFormat::kQ4_0}) {
    EXPECT_THROW(PagedKvCache(1, huge, 4, 32, f), Error);
    EXPECT_THROW(KvCache(4, 4, huge, 32, f), Error);
    EXPECT_THROW(KvCache(huge, 4, 1, 32, f), Error);
  }
}

TEST(QuantKvCache, SlidingWindowRingAttendsEveryHeldToken) {
  std::mt19937 rng(4);
  KvCache ring(1, 1, 0, 32, QuantFormat::kQ8_0, 0, 5);
  for (int t = 0; t < 9; ++t) {
    const Tensor k = random_rows(1, 1, 1, 32, rng, false);
    ring.append(k.view(), k.view());
  }
  const Tensor q = random_rows(1, 2, 1, 32, rng, false);
  AttentionParams ref;
  ref.path = Path::kReference;
  const AttentionResult want = ring.attend(q.view(), ref);
  const AttentionResult got = ring.attend(q.view());
  expect_close(got, want, 1e3, 4.0);
  // lse of 5 keys: finite.
  EXPECT_TRUE(std::isfinite(got.lse.data<float>()[0]));
}

// ---- the paged cache ----

// Tokens (n, heads, dim) of sequence s in a packed tensor of `total` rows.
Tensor random_packed(std::int64_t total, std::int64_t h, std::int64_t d,
                     std::mt19937& rng) {
  return random_rows(1, total, h, d, rng, false);
}

TensorView packed(const Tensor& t) {
  // random_rows' (1, total, h, d) seen as (total, h, d).
  return TensorView::contiguous(t.data<float>(), DType::kFloat32,
                                {t.size(1), t.size(2), t.size(3)});
}

// A quantized PagedKvCache holding several sequences (blocks interleaved
// by the order of their appends) against a quantized KvCache per sequence
// holding the same tokens: the double references agree bit for bit (same
// codes, same order), the kernel equals the reference at float32
// tolerance, 1 and 2 threads agree, and the paged kernel (tiles gather
// rows across blocks) is the contiguous one bit for bit.
void check_paged(QuantFormat format, std::int64_t block_size,
                 std::int64_t head_dim, const std::vector<std::int64_t>& lens,
                 const std::vector<std::int64_t>& rows_q) {
  SCOPED_TRACE(std::string(quant_format_name(format)) + " block " +
               std::to_string(block_size) + " d" + std::to_string(head_dim));
  const std::int64_t kv_heads = 2, heads = 4;
  const std::int64_t nseq = static_cast<std::int64_t>(lens.size());
  std::int64_t blocks = 0, longest = 0;
  for (std::int64_t n : lens) {
    blocks += (n + block_size - 1) / block_size;
    longest = std::max(longest, n);
  }
  PagedKvCache paged(blocks + 1, block_size, kv_heads, head_dim, format);
  std::vector<std::int64_t> ids;
  for (std::int64_t s = 0; s < nseq; ++s) ids.push_back(paged.add_sequence());
  std::mt19937 rng(7);
  std::vector<Tensor> ks, vs;
  for (std::int64_t s = 0; s < nseq; ++s) {
    ks.push_back(random_packed(lens[s], kv_heads, head_dim, rng));
    vs.push_back(random_packed(lens[s], kv_heads, head_dim, rng));
  }
  // Append in pieces of 5 tokens, alternating sequences: blocks interleave.
  for (std::int64_t t0 = 0; t0 < longest; t0 += 5) {
    for (std::int64_t s = 0; s < nseq; ++s) {
      const std::int64_t n = std::min<std::int64_t>(5, lens[s] - t0);
      if (n <= 0) continue;
      const std::int64_t row = kv_heads * head_dim;
      const TensorView k =
          TensorView::contiguous(ks[s].data<float>() + t0 * row,
                                 DType::kFloat32, {n, kv_heads, head_dim});
      const TensorView v =
          TensorView::contiguous(vs[s].data<float>() + t0 * row,
                                 DType::kFloat32, {n, kv_heads, head_dim});
      paged.append(ids[s], k, v);
    }
  }
  std::vector<std::int32_t> cu{0};
  for (std::int64_t n : rows_q) {
    cu.push_back(cu.back() + static_cast<std::int32_t>(n));
  }
  const Tensor q = random_packed(cu.back(), heads, head_dim, rng);
  const TensorView cuv =
      TensorView::contiguous(cu.data(), DType::kInt32, {nseq + 1});
  AttentionParams ref, one, two;
  ref.path = Path::kReference;
  one.num_threads = 1;
  two.num_threads = 2;
  const AttentionResult want = paged.attend(ids, packed(q), cuv, ref);
  const AttentionResult got = paged.attend(ids, packed(q), cuv, one);
  const AttentionResult got2 = paged.attend(ids, packed(q), cuv, two);
  EXPECT_TRUE(testing::bit_identical(got.out, got2.out));
  EXPECT_TRUE(testing::bit_identical(got.lse, got2.lse));
  // As check_case: (d + 2)·|q|·2|k| bounds the logits' float32 rounding.
  double k_max = 0.0, v_max = 0.0;
  for (std::int64_t s = 0; s < nseq; ++s) {
    k_max = std::max(k_max, max_abs(ks[s]));
    v_max = std::max(v_max, max_abs(vs[s]));
  }
  const double bound = double(internal::quant_padded(head_dim) + 2) *
                       max_abs(q) * std::sqrt(double(head_dim)) * 2.0 * k_max;
  expect_close(got, want, bound, v_max);
  // Per sequence, a KvCache with the same tokens and queries.
  for (std::int64_t s = 0; s < nseq; ++s) {
    SCOPED_TRACE("sequence " + std::to_string(s));
    KvCache cache(1, kv_heads, lens[s], head_dim, format);
    const auto bhnd = [&](const Tensor& t, std::int64_t row0, std::int64_t n,
                          std::int64_t h) {  // (n, h, d) -> (1, h, n, d)
      Tensor x(DType::kFloat32, {1, h, n, head_dim});
      for (std::int64_t i = 0; i < n; ++i)
        for (std::int64_t j = 0; j < h; ++j)
          for (std::int64_t c = 0; c < head_dim; ++c)
            x.data<float>()[(j * n + i) * head_dim + c] =
                t.data<float>()[((row0 + i) * h + j) * head_dim + c];
      return x;
    };
    // The queries are the newest n tokens': append those last.
    const std::int64_t n = rows_q[s], old = lens[s] - n;
    if (n == 0) continue;
    if (old > 0) {
      cache.append(bhnd(ks[s], 0, old, kv_heads).view(),
                   bhnd(vs[s], 0, old, kv_heads).view());
    }
    cache.append(bhnd(ks[s], old, n, kv_heads).view(),
                 bhnd(vs[s], old, n, kv_heads).view());
    const Tensor qs = bhnd(q, cu[s], n, heads);
    const AttentionResult w = cache.attend(qs.view(), ref);
    const AttentionResult g = cache.attend(qs.view(), one);
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::int64_t i = 0; i < n; ++i) {
        const std::int64_t row = cu[s] + i;
        EXPECT_EQ(want.lse.data<float>()[h * cu.back() + row],
                  w.lse.data<float>()[h * n + i]);
        EXPECT_EQ(got.lse.data<float>()[h * cu.back() + row],
                  g.lse.data<float>()[h * n + i]);
        for (std::int64_t c = 0; c < head_dim; ++c) {
          const std::int64_t a = (row * heads + h) * head_dim + c,
                             b = (h * n + i) * head_dim + c;
          EXPECT_EQ(want.out.data<float>()[a], w.out.data<float>()[b]);
          EXPECT_EQ(got.out.data<float>()[a], g.out.data<float>()[b]);
        }
      }
    }
  }
}

TEST(QuantPagedKvCache, KernelEqualsTheReferenceAndTheContiguousCache) {
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (QuantFormat f : kFormats) {
      // Decode rows, a prefill chunk, an empty query set and a length-1
      // sequence in one call; blocks of 16 (vLLM's), 7 (odd) and 256
      // (keys per channel: blocks of 32 and 64, multiples of their group).
      const bool kivi = internal::quant_keys_per_channel(f);
      check_paged(f, kivi ? 32 : 16, 64, {37, 5, 1, 300}, {1, 5, 0, 3});
      check_paged(f, kivi ? 64 : 7, 80, {20, 9, 70}, {4, 1, 2});
      check_paged(f, 256, 32, {600, 257}, {1, 2});
      // Three tiles of 256 keys in interleaved blocks: the next tile's rows
      // (prefetched) jump between blocks; two column groups of values.
      check_paged(f, kivi ? 32 : 16, 64, {700, 513}, {1, 3});
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

TEST(QuantPagedKvCache, NonFiniteAppendAndOutOfBlocksChangeNothing) {
  std::mt19937 rng(5);
  PagedKvCache cache(3, 4, 1, 32, QuantFormat::kQ8_0);
  const std::int64_t seq = cache.add_sequence();
  const Tensor k = random_packed(6, 1, 32, rng);
  cache.append(seq, packed(k), packed(k));
  const Tensor q = random_packed(1, 2, 32, rng);
  const std::int32_t cu[2] = {0, 1};
  const TensorView cuv = TensorView::contiguous(cu, DType::kInt32, {2});
  const AttentionResult before = cache.attend({seq}, packed(q), cuv);
  Tensor bad = random_packed(2, 1, 32, rng);
  bad.data<float>()[40] = std::numeric_limits<float>::quiet_NaN();
  EXPECT_THROW(cache.append(seq, packed(bad), packed(bad)), Error);
  const Tensor many = random_packed(7, 1, 32, rng);  // needs 2 more blocks
  EXPECT_THROW(cache.append(seq, packed(many), packed(many)), Error);
  EXPECT_EQ(cache.length(seq), 6);
  EXPECT_EQ(cache.free_blocks(), 1);
  const AttentionResult after = cache.attend({seq}, packed(q), cuv);
  EXPECT_TRUE(testing::bit_identical(before.out, after.out));
  // Options a quantized cache does not take, and bad queries.
  AttentionParams softcap;
  softcap.softcap = 3.0;
  EXPECT_THROW(cache.attend({seq}, packed(q), cuv, softcap), Error);
  const Tensor q3 = random_packed(1, 3, 32, rng);  // 3 heads, 1 KV head: ok
  EXPECT_NO_THROW(cache.attend({seq}, packed(q3), cuv));
  const Tensor wrong = random_packed(1, 2, 16, rng);
  EXPECT_THROW(cache.attend({seq}, packed(wrong), cuv), Error);
  const std::int32_t past[2] = {0, 2};  // 2 rows of a 1-row q
  EXPECT_THROW(cache.attend({seq}, packed(q),
                            TensorView::contiguous(past, DType::kInt32, {2})),
               Error);
  const std::int32_t late[2] = {1, 1};  // must start at 0
  EXPECT_THROW(cache.attend({seq}, packed(q),
                            TensorView::contiguous(late, DType::kInt32, {2})),
               Error);
  AttentionParams lengths;
  const std::int64_t one_key[1] = {1};
  lengths.key_lengths = TensorView::contiguous(one_key, DType::kInt64, {1});
  EXPECT_THROW(cache.attend({seq}, packed(q), cuv, lengths), Error);
  // No query rows at all (found by fuzz_serving): an empty result.
  const std::int32_t none[2] = {0, 0};
  const Tensor q0 = random_packed(0, 2, 32, rng);
  const AttentionResult empty = cache.attend(
      {seq}, packed(q0), TensorView::contiguous(none, DType::kInt32, {2}));
  EXPECT_EQ(empty.out.numel(), 0);
  EXPECT_THROW(PagedKvCache(2, 4, 1, 32, QuantFormat::kNone), Error);
  // Sizes: 8.5 bits per value against bfloat16's 16.
  PagedKvCache bf(8, 16, 2, 128, DType::kBFloat16);
  PagedKvCache q8(8, 16, 2, 128, QuantFormat::kQ8_0);
  EXPECT_EQ(q8.storage_bytes() * 32, bf.storage_bytes() * 17);
  EXPECT_EQ(bf.storage_bytes(), 8 * 16 * 2 * 128 * 2 * 2);
  EXPECT_TRUE(q8.keys().view().data == nullptr || q8.keys().numel() == 0);
}

}  // namespace
}  // namespace qkv
