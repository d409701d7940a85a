// KvCache: token-by-token generation equals full causal recomputation, for
// sequences of different lengths and every cache dtype; the sliding-window
// cache equals windowed full attention; errors.
#include "qkv/kv_cache.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "dtype.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

constexpr std::int64_t kB = 3, kHeads = 4, kKvHeads = 2, kD = 16, kDv = 12;

double value(const Tensor& t, std::int64_t n) {
  return internal::load_as_double(t.data<void>(), t.dtype(), n);
}

// A (batch, heads, n, dim) tensor of random values already rounded to
// `dtype`, so the cache stores exactly what the oracle sees.
Tensor random_in(DType dtype, std::int64_t heads, std::int64_t n,
                 std::int64_t dim, std::mt19937& rng) {
  Tensor t(DType::kFloat32, {kB, heads, n, dim});
  std::normal_distribution<float> normal;
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    Tensor one(dtype, {1});
    internal::store_from_double(one.data<void>(), dtype, 0, normal(rng));
    t.data<float>()[i] = static_cast<float>(value(one, 0));
  }
  return t;
}

// The full history of every sequence, (batch, kv_heads, capacity, dim).
struct History {
  Tensor k{DType::kFloat32, {kB, kKvHeads, 200, kD}};
  Tensor v{DType::kFloat32, {kB, kKvHeads, 200, kDv}};
  std::vector<std::int64_t> len = std::vector<std::int64_t>(kB, 0);

  void add(const Tensor& k_new, const Tensor& v_new,
           const std::vector<std::int64_t>& counts) {
    for (std::int64_t b = 0; b < kB; ++b) {
      for (std::int64_t t = 0; t < counts[b]; ++t) {
        for (std::int64_t h = 0; h < kKvHeads; ++h) {
          for (std::int64_t c = 0; c < kD; ++c) {
            testing::at(k, b, h, len[b] + t, c) =
                testing::at(k_new, b, h, t, c);
          }
          for (std::int64_t c = 0; c < kDv; ++c) {
            testing::at(v, b, h, len[b] + t, c) =
                testing::at(v_new, b, h, t, c);
          }
        }
      }
      len[b] += counts[b];
    }
  }
};

// The newest query row of each sequence against its whole history (or the
// last `window` tokens), by the reference path.
void expect_matches_history(const History& hist, const Tensor& q,
                            const std::vector<std::int64_t>& counts,
                            const AttentionResult& got, std::int64_t window,
                            double tol, const AttentionParams& extra = {}) {
  for (std::int64_t b = 0; b < kB; ++b) {
    if (counts[b] == 0) continue;
    const std::int64_t n = counts[b];
    AttentionParams p = extra;
    p.path = Path::kReference;
    p.causal = Causal::kBottomRight;
    if (window > 0 && p.window_left < 0) p.window_left = window - 1;
    auto slice = [&](const Tensor& t, std::int64_t rows) {
      const auto& v = t.view();
      return TensorView::strided(t.data<float>() + b * v.strides[0],
                                 DType::kFloat32,
                                 {1, v.shape[1], rows, v.shape[3]},
                                 {v.strides[0], v.strides[1], v.strides[2], 1});
    };
    const auto want = attention(slice(q, n), slice(hist.k, hist.len[b]),
                                slice(hist.v, hist.len[b]), p);
    for (std::int64_t h = 0; h < kHeads; ++h) {
      for (std::int64_t i = 0; i < n; ++i) {
        for (std::int64_t c = 0; c < kDv; ++c) {
          const double w = testing::at(want.out, 0, h, i, c);
          const double g = value(
              got.out, ((b * kHeads + h) * got.out.size(2) + i) * kDv + c);
          ASSERT_NEAR(g, w, tol * (1 + std::fabs(w)))
              << "b " << b << " h " << h << " i " << i << " len "
              << hist.len[b];
        }
      }
    }
  }
}

TEST(KvCache, GenerationEqualsFullCausalRecomputation) {
  for (DType dtype : {DType::kFloat32, DType::kBFloat16, DType::kFloat16}) {
    SCOPED_TRACE(dtype_name(dtype));
    const double tol = dtype == DType::kFloat32    ? 1e-5
                       : dtype == DType::kBFloat16 ? std::ldexp(1.0, -7)
                                                   : std::ldexp(1.0, -10);
    std::mt19937 rng(7);
    KvCache cache(kB, kKvHeads, 200, kD, dtype, kDv);
    History hist;
    // Prefill prompts of different lengths (padding after them), then 70
    // decode steps; sequence 2 pauses for steps 30-39.
    std::vector<std::int64_t> counts = {9, 4, 1};
    const std::int64_t prompt = 9;
    const Tensor q0 = random_in(dtype, kHeads, prompt, kD, rng);
    const Tensor k0 = random_in(dtype, kKvHeads, prompt, kD, rng);
    const Tensor v0 = random_in(dtype, kKvHeads, prompt, kDv, rng);
    cache.append(k0.view(), v0.view(),
                 TensorView::contiguous(counts.data(), DType::kInt64, {kB}));
    hist.add(k0, v0, counts);
    expect_matches_history(hist, q0, counts, cache.attend(q0.view()), 0, tol);
    for (int step = 0; step < 70; ++step) {
      counts = {1, 1, step >= 30 && step < 40 ? 0 : 1};
      const Tensor q = random_in(dtype, kHeads, 1, kD, rng);
      const Tensor k = random_in(dtype, kKvHeads, 1, kD, rng);
      const Tensor v = random_in(dtype, kKvHeads, 1, kDv, rng);
      cache.append(k.view(), v.view(),
                   TensorView::contiguous(counts.data(), DType::kInt64, {kB}));
      hist.add(k, v, counts);
      const AttentionResult got = cache.attend(q.view());
      EXPECT_EQ(got.out.dtype(), DType::kFloat32);  // q's dtype
      expect_matches_history(hist, q, counts, got, 0, tol);
    }
    EXPECT_EQ(cache.length(0), 79);
    EXPECT_EQ(cache.length(2), 61);
  }
}

TEST(KvCache, SlidingWindowRingEqualsWindowedFullAttention) {
  const std::int64_t window = 16;
  std::mt19937 rng(8);
  KvCache cache(kB, kKvHeads, 0, kD, DType::kFloat32, kDv, window);
  EXPECT_EQ(cache.capacity(), window);
  History hist;
  std::vector<std::int64_t> counts = {5, 5, 5};
  const Tensor q0 = random_in(DType::kFloat32, kHeads, 5, kD, rng);
  const Tensor k0 = random_in(DType::kFloat32, kKvHeads, 5, kD, rng);
  const Tensor v0 = random_in(DType::kFloat32, kKvHeads, 5, kDv, rng);
  cache.append(k0.view(), v0.view());
  hist.add(k0, v0, counts);
  expect_matches_history(hist, q0, counts, cache.attend(q0.view()), window,
                         1e-5);
  counts = {1, 1, 1};
  for (int step = 0; step < 60; ++step) {
    const Tensor q = random_in(DType::kFloat32, kHeads, 1, kD, rng);
    const Tensor k = random_in(DType::kFloat32, kKvHeads, 1, kD, rng);
    const Tensor v = random_in(DType::kFloat32, kKvHeads, 1, kDv, rng);
    cache.append(k.view(), v.view());
    hist.add(k, v, counts);
    expect_matches_history(hist, q, counts, cache.attend(q.view()), window,
                           1e-5);
  }
  // A full ring refuses multi-token appends that would wrap.
  const Tensor k2 = random_in(DType::kFloat32, kKvHeads, 2, kD, rng);
  const Tensor v2 = random_in(DType::kFloat32, kKvHeads, 2, kDv, rng);
  EXPECT_THROW(cache.append(k2.view(), v2.view()), Error);
}

// Regression: once the ring of a sliding-window cache has wrapped, ALiBi and
// a narrower window must use the tokens' true positions, not the rotated
// storage order (sequences wrap at different points here).
TEST(KvCache, WrappedWindowKeepsPositionsForAlibiAndWindow) {
  const std::int64_t window = 8;
  std::vector<float> slopes = {0.5f, 0.25f, 0.125f, 1.0f};
  AttentionParams alibi;
  alibi.alibi_slopes =
      TensorView::contiguous(slopes.data(), DType::kFloat32, {kHeads});
  AttentionParams narrow;
  narrow.window_left = 3;
  AttentionParams both = alibi;
  both.window_left = 2;
  for (const AttentionParams* extra : {&alibi, &narrow, &both}) {
    SCOPED_TRACE(extra == &alibi    ? "alibi"
                 : extra == &narrow ? "window"
                                    : "both");
    std::mt19937 rng(10);
    KvCache cache(kB, kKvHeads, 0, kD, DType::kFloat32, kDv, window);
    History hist;
    std::vector<std::int64_t> counts = {5, 3, 1};
    const Tensor q0 = random_in(DType::kFloat32, kHeads, 5, kD, rng);
    const Tensor k0 = random_in(DType::kFloat32, kKvHeads, 5, kD, rng);
    const Tensor v0 = random_in(DType::kFloat32, kKvHeads, 5, kDv, rng);
    cache.append(k0.view(), v0.view(),
                 TensorView::contiguous(counts.data(), DType::kInt64, {kB}));
    hist.add(k0, v0, counts);
    counts = {1, 1, 1};
    for (int step = 0; step < 21; ++step) {
      const Tensor q = random_in(DType::kFloat32, kHeads, 1, kD, rng);
      const Tensor k = random_in(DType::kFloat32, kKvHeads, 1, kD, rng);
      const Tensor v = random_in(DType::kFloat32, kKvHeads, 1, kDv, rng);
      cache.append(k.view(), v.view());
      hist.add(k, v, counts);
      expect_matches_history(hist, q, counts, cache.attend(q.view(), *extra),
                             window, 1e-5, *extra);
    }
  }
}

// One sequence's ring has wrapped while another brings a prompt of several
// tokens: the wrapped one attends its single new token, the prompt attends
// causally (the call reads the ring unrolled), as full windowed attention.
TEST(KvCache, WrappedRingBesideANewPrompt) {
  const std::int64_t window = 8;
  std::mt19937 rng(11);
  KvCache cache(kB, kKvHeads, 0, kD, DType::kFloat32, kDv, window);
  History hist;
  auto step = [&](std::vector<std::int64_t> counts, std::int64_t rows) {
    const Tensor q = random_in(DType::kFloat32, kHeads, rows, kD, rng);
    const Tensor k = random_in(DType::kFloat32, kKvHeads, rows, kD, rng);
    const Tensor v = random_in(DType::kFloat32, kKvHeads, rows, kDv, rng);
    cache.append(k.view(), v.view(),
                 TensorView::contiguous(counts.data(), DType::kInt64, {kB}));
    hist.add(k, v, counts);
    expect_matches_history(hist, q, counts, cache.attend(q.view()), window,
                           1e-5);
  };
  step({5, 2, 0}, 5);
  for (int i = 0; i < 6; ++i) step({1, 1, 0}, 1);  // sequence 0 wraps
  step({1, 0, 3}, 3);                              // a prompt beside it
  step({1, 1, 1}, 1);
  step({1, 0, 4}, 4);  // sequence 2 fills its ring exactly
  EXPECT_EQ(cache.length(0), 14);
  EXPECT_EQ(cache.length(2), 8);
}

// float64 queries on a float32 cache: out and lse in float64 (lse_dtype).
TEST(KvCache, Float64QueriesGetFloat64Lse) {
  std::mt19937 rng(12);
  KvCache cache(kB, kKvHeads, 8, kD, DType::kFloat32, kDv);
  const Tensor k = random_in(DType::kFloat32, kKvHeads, 3, kD, rng);
  const Tensor v = random_in(DType::kFloat32, kKvHeads, 3, kDv, rng);
  cache.append(k.view(), v.view());
  const Tensor q32 = random_in(DType::kFloat32, kHeads, 3, kD, rng);
  Tensor q64(DType::kFloat64, {kB, kHeads, 3, kD});
  for (std::int64_t n = 0; n < q64.numel(); ++n) {
    q64.data<double>()[n] = q32.data<float>()[n];
  }
  const AttentionResult r64 = cache.attend(q64.view());
  const AttentionResult r32 = cache.attend(q32.view());
  EXPECT_EQ(r64.out.dtype(), DType::kFloat64);
  ASSERT_EQ(r64.lse.dtype(), DType::kFloat64);
  for (std::int64_t n = 0; n < r32.lse.numel(); ++n) {
    EXPECT_EQ(r64.lse.data<double>()[n], r32.lse.data<float>()[n]);
  }
}

TEST(KvCache, Errors) {
  KvCache cache(kB, kKvHeads, 4, kD, DType::kFloat32, kDv);
  std::mt19937 rng(9);
  const Tensor k = random_in(DType::kFloat32, kKvHeads, 3, kD, rng);
  const Tensor v = random_in(DType::kFloat32, kKvHeads, 3, kDv, rng);
  cache.append(k.view(), v.view());
  try {
    cache.append(k.view(), v.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "KvCache::append: sequence 0 would hold 6 tokens, capacity 4");
  }
  try {
    cache.append(v.view(), v.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(
        e.what(),
        "KvCache::append: k expected shape (3, 2, n, 16), got (3, 2, 3, 12)");
  }
  EXPECT_THROW(KvCache(1, 1, 8, 4, DType::kFloat64), Error);
  EXPECT_THROW(KvCache(1, 0, 8, 4), Error);
  const Tensor q = random_in(DType::kFloat32, kHeads, 1, kD, rng);
  try {
    cache.attend(q.view());  // the last append added 3 tokens
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(
        e.what(),
        "KvCache::attend: sequence 0 appended 3 tokens but q has 1 rows");
  }
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// Found by a differential hunt (2026-12-07): an append whose k or v is a
// view of the cache's own storage (keys() / values()) read rows it had
// already overwritten. Now it appends what the views held before the call.
TEST(KvCache, AppendingViewsOfItsOwnStorageAppendsTheirFormerValues) {
  KvCache cache(1, 1, 6, 2);
  const float first[] = {1, 2, 3, 4, 5, 6};  // three tokens of width 2
  const TensorView three =
      TensorView::contiguous(first, DType::kFloat32, {1, 1, 3, 2});
  cache.append(three, three);
  const float* keys = cache.keys().data<float>();
  // Slots 2..3 of the keys (5, 6 and still 0, 0), appended as k and v
  // into slots 3..4: slot 3 is written before it is read.
  const TensorView own =
      TensorView::contiguous(keys + 4, DType::kFloat32, {1, 1, 2, 2});
  cache.append(own, own);
  const float want[] = {1, 2, 3, 4, 5, 6, 5, 6, 0, 0};
  for (int e = 0; e < 10; ++e) {
    EXPECT_EQ(keys[e], want[e]) << e;
    EXPECT_EQ(cache.values().data<float>()[e], want[e]) << e;
  }

  PagedKvCache paged(2, 4, 1, 2);
  const std::int64_t seq = paged.add_sequence();
  const TensorView rows =
      TensorView::contiguous(first, DType::kFloat32, {3, 1, 2});
  paged.append(seq, rows, rows);
  const float* pk = paged.keys().data<float>();
  const float* pv = paged.values().data<float>();
  const std::int32_t block = paged.blocks(seq)[0];
  // v a view of the key slot the next token is written to (slot 3, zero).
  const TensorView next_key = TensorView::contiguous(
      pk + (block * 4 + 3) * 2, DType::kFloat32, {1, 1, 2});
  const float k_new[] = {7, 8};
  paged.append(seq, TensorView::contiguous(k_new, DType::kFloat32, {1, 1, 2}),
               next_key);
  EXPECT_EQ(pk[(block * 4 + 3) * 2], 7.0f);
  EXPECT_EQ(pv[(block * 4 + 3) * 2], 0.0f);  // what the view held
  EXPECT_EQ(pv[(block * 4 + 3) * 2 + 1], 0.0f);
}

}  // namespace
}  // namespace qkv
