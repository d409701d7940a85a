// Properties every correct attention has, checked on random inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <utility>
#include <vector>

#include "hwy/targets.h"
#include "kernels/forward.h"
#include "kernels/tiles.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::at;
using testing::bit_identical;
using testing::max_abs_diff;
using testing::random_qkv;
using testing::run;

constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(Properties, WeightsSumToOnePerVisibleRow) {
  const auto x = random_qkv(2, 3, 3, 9, 11, 8, 5, 10);
  const std::int64_t key_lengths[] = {11, 4};
  for (Causal causal :
       {Causal::kNone, Causal::kTopLeft, Causal::kBottomRight}) {
    AttentionParams p;
    p.causal = causal;
    p.key_lengths = TensorView::contiguous(key_lengths, DType::kInt64, {2});
    for (std::int64_t b = 0; b < 2; ++b) {
      for (std::int64_t h = 0; h < 3; ++h) {
        const AttentionSteps s =
            reference_steps(x.q.view(), x.k.view(), x.v.view(), p, b, h);
        for (std::int64_t i = 0; i < 9; ++i) {
          const auto row = s.weights.begin() + i * 11;
          const double sum = std::accumulate(row, row + 11, 0.0);
          if (std::isinf(s.lse[i])) {
            EXPECT_EQ(sum, 0.0);  // fully masked row
          } else {
            EXPECT_NEAR(sum, 1.0, 1e-12);
          }
        }
      }
    }
  }
}

// K/V rows reordered by `perm`: row j of the result is row perm[j].
Tensor permute_rows(const Tensor& t, const std::vector<std::int64_t>& perm) {
  Tensor r(DType::kFloat32, {t.size(0), t.size(1), t.size(2), t.size(3)});
  for (std::int64_t b = 0; b < t.size(0); ++b) {
    for (std::int64_t h = 0; h < t.size(1); ++h) {
      for (std::int64_t j = 0; j < t.size(2); ++j) {
        for (std::int64_t c = 0; c < t.size(3); ++c) {
          at(r, b, h, j, c) = at(t, b, h, perm[j], c);
        }
      }
    }
  }
  return r;
}

TEST(Properties, PermutingKeysAndValuesTogetherLeavesOutputUnchanged) {
  const auto x = random_qkv(2, 4, 2, 6, 13, 8, 8, 20);
  std::vector<std::int64_t> perm(13);
  std::iota(perm.begin(), perm.end(), 0);
  std::shuffle(perm.begin(), perm.end(), std::mt19937(5));
  // A padding mask over keys moves with its keys.
  std::vector<std::uint8_t> mask(13), mask_perm(13);
  for (int j = 0; j < 13; ++j) mask[j] = j % 3 != 1;
  for (int j = 0; j < 13; ++j) mask_perm[j] = mask[perm[j]];
  AttentionParams p, p_perm;
  p.mask = TensorView::contiguous(mask.data(), DType::kBool, {13});
  p_perm.mask = TensorView::contiguous(mask_perm.data(), DType::kBool, {13});
  const testing::Qkv permuted{x.q.clone(), permute_rows(x.k, perm),
                              permute_rows(x.v, perm)};
  const auto a = run(x, p), b = run(permuted, p_perm);
  // Only the summation order changes: at most a rounding of the output.
  EXPECT_LE(max_abs_diff(a.out, b.out), 1e-6);
  EXPECT_LE(max_abs_diff(a.lse, b.lse), 1e-6);
}

TEST(Properties, PermutingQueriesPermutesOutputs) {
  const auto x = random_qkv(1, 2, 2, 7, 9, 4, 3, 30);
  const std::vector<std::int64_t> perm = {3, 0, 6, 1, 5, 2, 4};
  const testing::Qkv permuted{permute_rows(x.q, perm), x.k.clone(),
                              x.v.clone()};
  const auto a = run(x), b = run(permuted);
  for (std::int64_t h = 0; h < 2; ++h) {
    for (std::int64_t i = 0; i < 7; ++i) {
      for (std::int64_t c = 0; c < 3; ++c) {
        EXPECT_EQ(at(b.out, 0, h, i, c), at(a.out, 0, h, perm[i], c));
      }
    }
  }
}

// --- No leakage: changing k/v where a query may not look leaves its output
// bit-identical. Visibility here is written independently of the library.
struct LeakCase {
  const char* name;
  std::function<void(AttentionParams&)> configure;
  std::function<bool(std::int64_t b, std::int64_t h, std::int64_t i,
                     std::int64_t j)>
      visible;
};

constexpr std::int64_t kB = 2, kH = 2, kSq = 6, kSkv = 9, kD = 4;
const std::int64_t kKeyLengths[kB] = {9, 5};
std::vector<std::uint8_t> g_bool_mask;
std::vector<float> g_additive_mask;

std::vector<LeakCase> leak_cases() {
  std::mt19937 rng(77);
  g_bool_mask.resize(kB * kH * kSq * kSkv);
  g_additive_mask.resize(kB * kH * kSq * kSkv);
  std::normal_distribution<float> normal;
  for (std::size_t n = 0; n < g_bool_mask.size(); ++n) {
    g_bool_mask[n] = rng() % 3 != 0;
    g_additive_mask[n] =
        rng() % 3 == 0 ? -std::numeric_limits<float>::infinity() : normal(rng);
  }
  auto index = [](std::int64_t b, std::int64_t h, std::int64_t i,
                  std::int64_t j) {
    return ((b * kH + h) * kSq + i) * kSkv + j;
  };
  const std::int64_t shift = kSkv - kSq;  // bottom-right diagonal offset
  return {
      {"causal_top_left",
       [](AttentionParams& p) { p.causal = Causal::kTopLeft; },
       [](auto, auto, auto i, auto j) { return j <= i; }},
      {"causal_bottom_right",
       [](AttentionParams& p) { p.causal = Causal::kBottomRight; },
       [=](auto, auto, auto i, auto j) { return j <= i + shift; }},
      {"window",
       [](AttentionParams& p) {
         p.window_left = 2;
         p.window_right = 1;
       },
       [=](auto, auto, auto i, auto j) {
         return j >= i + shift - 2 && j <= i + shift + 1;
       }},
      {"key_lengths",
       [](AttentionParams& p) {
         p.key_lengths =
             TensorView::contiguous(kKeyLengths, DType::kInt64, {kB});
       },
       [](auto b, auto, auto, auto j) { return j < kKeyLengths[b]; }},
      {"dense_bool",
       [](AttentionParams& p) {
         p.mask = TensorView::contiguous(g_bool_mask.data(), DType::kBool,
                                         {kB, kH, kSq, kSkv});
       },
       [=](auto b, auto h, auto i, auto j) {
         return g_bool_mask[index(b, h, i, j)] != 0;
       }},
      {"additive_minus_inf",
       [](AttentionParams& p) {
         p.mask = TensorView::contiguous(g_additive_mask.data(),
                                         DType::kFloat32, {kB, kH, kSq, kSkv});
       },
       [=](auto b, auto h, auto i, auto j) {
         return !std::isinf(g_additive_mask[index(b, h, i, j)]);
       }},
  };
}

TEST(NoLeakage, HiddenKeysAndValuesNeverReachTheOutput) {
  const auto x = random_qkv(kB, kH, kH, kSq, kSkv, kD, kD, 40);
  for (const LeakCase& c : leak_cases()) {
    AttentionParams p;
    c.configure(p);
    const auto base = run(x, p);
    for (std::int64_t b = 0; b < kB; ++b) {
      for (std::int64_t h = 0; h < kH; ++h) {
        for (std::int64_t i = 0; i < kSq; ++i) {
          testing::Qkv changed{x.q.clone(), x.k.clone(), x.v.clone()};
          int hidden = 0;
          for (std::int64_t j = 0; j < kSkv; ++j) {
            if (c.visible(b, h, i, j)) continue;
            ++hidden;
            for (std::int64_t d = 0; d < kD; ++d) {
              // Huge values and NaN: any leak would show.
              at(changed.k, b, h, j, d) = 1e30f;
              at(changed.v, b, h, j, d) = std::nanf("");
            }
          }
          const auto after = run(changed, p);
          for (std::int64_t d = 0; d < kD; ++d) {
            EXPECT_EQ(std::bit_cast<std::uint32_t>(at(after.out, b, h, i, d)),
                      std::bit_cast<std::uint32_t>(at(base.out, b, h, i, d)))
                << c.name << " b=" << b << " h=" << h << " i=" << i
                << " hidden=" << hidden;
          }
          const float* lse_a = after.lse.data<float>();
          const float* lse_b = base.lse.data<float>();
          const std::int64_t row = (b * kH + h) * kSq + i;
          EXPECT_EQ(std::bit_cast<std::uint32_t>(lse_a[row]),
                    std::bit_cast<std::uint32_t>(lse_b[row]))
              << c.name;
        }
      }
    }
  }
}

// GQA = the same attention with each KV head repeated for its query heads,
// bit for bit (out and lse), on every path and target, when both calls
// take the same kind of block: a KV group's rows run as one block (row =
// i * group + head), and a block of at most kDirectMaxRows rows (decoding)
// reads K and V in place where a larger one packs them: two exact kernels
// whose last bits differ (SSE4 and AVX2 show it). seq_q 9 packs in both
// calls (9 and 27 rows per block); seq_q 2 with 3 heads per group reads in
// place in both (2 and 6 rows); 200 keys make split-KV split (chunks of
// 128).
TEST(Properties, GqaEqualsAttentionWithRepeatedKvHeads) {
  const std::int64_t heads = 6, kv_heads = 2, group = heads / kv_heads;
  static_assert(internal::ForwardTiles::kDirectMaxRows >= 6 &&
                internal::ForwardTiles::kDirectMaxRows < 9);
  for (const auto& [seq_q, seq_kv] :
       {std::pair<std::int64_t, std::int64_t>{9, 12},
        {2, 12},
        {2, 200},
        {9, 200}}) {
    const auto x = random_qkv(2, heads, kv_heads, seq_q, seq_kv, 4, 3, 50);
    testing::Qkv repeated{x.q.clone(),
                          Tensor(DType::kFloat32, {2, heads, seq_kv, 4}),
                          Tensor(DType::kFloat32, {2, heads, seq_kv, 3})};
    for (std::int64_t b = 0; b < 2; ++b) {
      for (std::int64_t h = 0; h < heads; ++h) {
        for (std::int64_t j = 0; j < seq_kv; ++j) {
          for (std::int64_t c = 0; c < 4; ++c) {
            at(repeated.k, b, h, j, c) = at(x.k, b, h / group, j, c);
          }
          for (std::int64_t c = 0; c < 3; ++c) {
            at(repeated.v, b, h, j, c) = at(x.v, b, h / group, j, c);
          }
        }
      }
    }
    for (std::int64_t target : internal::compiled_targets()) {
      hwy::SetSupportedTargetsForTest(target);
      for (Path path : {Path::kReference, Path::kTiled, Path::kSplitKv}) {
        AttentionParams p;
        p.causal = Causal::kBottomRight;
        p.path = path;
        const AttentionResult a = run(x, p), r = run(repeated, p);
        EXPECT_TRUE(bit_identical(a.out, r.out) && bit_identical(a.lse, r.lse))
            << "seq_q " << seq_q << " seq_kv " << seq_kv << " "
            << hwy::TargetName(target) << " path " << static_cast<int>(path);
      }
    }
    hwy::SetSupportedTargetsForTest(0);
  }
}

TEST(Dropout, ZeroEqualsNoDropout) {
  const auto x = random_qkv(2, 2, 2, 5, 7, 4, 4, 60);
  AttentionParams p;
  p.dropout_p = 0.0;
  p.seed = 1234;
  EXPECT_TRUE(bit_identical(run(x, p).out, run(x).out));
}

TEST(Dropout, ReproducibleFromSeedAndMatchesTheKeepDecisions) {
  const std::int64_t B = 2, H = 3, Sq = 5, Skv = 11, D = 4;
  const auto x = random_qkv(B, H, H, Sq, Skv, D, D, 70);
  AttentionParams p;
  p.dropout_p = 0.3;
  p.seed = 99;
  p.offset = 5;
  const auto a = run(x, p), again = run(x, p);
  EXPECT_TRUE(bit_identical(a.out, again.out));
  AttentionParams other = p;
  other.seed = 100;
  EXPECT_FALSE(bit_identical(a.out, run(x, other).out));
  // out_i = Σ_j softmax_j · keep_j / (1 - p) · v_j, from the public decision.
  for (std::int64_t b = 0; b < B; ++b) {
    for (std::int64_t h = 0; h < H; ++h) {
      const AttentionSteps s =
          reference_steps(x.q.view(), x.k.view(), x.v.view(), {}, b, h);
      for (std::int64_t i = 0; i < Sq; ++i) {
        for (std::int64_t c = 0; c < D; ++c) {
          double want = 0.0;
          for (std::int64_t j = 0; j < Skv; ++j) {
            if (dropout_keep(99, 5, 0.3, H, b, h, i, j)) {
              want += s.weights[i * Skv + j] / 0.7 * at(x.v, b, h, j, c);
            }
          }
          EXPECT_NEAR(at(a.out, b, h, i, c), want, 1e-5);
        }
      }
    }
  }
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

TEST(Determinism, BitIdenticalForAnyThreadCount) {
  const auto x = testing::random_qkv(2, 6, 2, 70, 33, 8, 5, 80);
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  p.dropout_p = 0.2;
  p.seed = 3;
  p.num_threads = 1;
  const auto one = testing::run(x, p);
  for (int threads : {2, 3, 8}) {
    p.num_threads = threads;
    const auto many = testing::run(x, p);
    EXPECT_TRUE(testing::bit_identical(one.out, many.out)) << threads;
    EXPECT_TRUE(testing::bit_identical(one.lse, many.lse)) << threads;
  }
}

}  // namespace
}  // namespace qkv
