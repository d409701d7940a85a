// merge_partials: attention over two key halves, merged, equals attention
// over all keys; -inf and NaN rows; errors. The row merge under it (shared
// with the split-KV forward) in float and double against long double.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "merge_row.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

// Keys [from, from + len) of a contiguous (batch, heads, seq, dim) float32
// tensor, as a strided view.
TensorView keys(const Tensor& t, std::int64_t from, std::int64_t len) {
  return TensorView::strided(
      t.data<float>() + from * t.size(3), DType::kFloat32,
      {t.size(0), t.size(1), len, t.size(3)},
      {t.view().strides[0], t.view().strides[1], t.view().strides[2], 1});
}

TEST(MergePartials, TwoKeyHalvesMergeIntoTheFullAttention) {
  const auto x = testing::random_qkv(2, 3, 3, 5, 20, 8, 6, 3);
  for (Causal causal : {Causal::kNone, Causal::kBottomRight}) {
    AttentionParams p;
    p.causal = causal;
    p.path = Path::kReference;
    const auto full = testing::run(x, p);
    // Keys [0, 12) and [12, 20) as views; bottom-right causal on the
    // full sequence hides, in each half, what the full mask hides: express it
    // with a dense mask per half.
    std::vector<std::uint8_t> mask_a(5 * 12), mask_b(5 * 8);
    for (int i = 0; i < 5; ++i) {
      for (int j = 0; j < 20; ++j) {
        const bool visible = causal == Causal::kNone || j <= i + 15;
        (j < 12 ? mask_a[i * 12 + j] : mask_b[i * 8 + j - 12]) = visible;
      }
    }
    AttentionParams pa = p, pb = p;
    pa.causal = pb.causal = Causal::kNone;
    pa.mask = TensorView::contiguous(mask_a.data(), DType::kBool, {5, 12});
    pb.mask = TensorView::contiguous(mask_b.data(), DType::kBool, {5, 8});
    const auto a =
        attention(x.q.view(), keys(x.k, 0, 12), keys(x.v, 0, 12), pa);
    const auto b =
        attention(x.q.view(), keys(x.k, 12, 8), keys(x.v, 12, 8), pb);
    const auto merged =
        merge_partials(a.out.view(), a.lse.view(), b.out.view(), b.lse.view());
    EXPECT_LE(testing::max_abs_diff(merged.out, full.out), 2e-7);
    EXPECT_LE(testing::max_abs_diff(merged.lse, full.lse), 2e-6);
  }
}

TEST(MergePartials, MinusInfAndNanRows) {
  const float inf = std::numeric_limits<float>::infinity();
  const float out1[] = {1, 2, 3, 4, 5, 6}, out2[] = {7, 8, 9, 10, 11, 12};
  const float lse1[] = {-inf, 0.5f, -inf}, lse2[] = {0.25f, -inf, -inf};
  auto o = [](const float* d) {
    return TensorView::contiguous(d, DType::kFloat32, {1, 1, 3, 2});
  };
  auto l = [](const float* d) {
    return TensorView::contiguous(d, DType::kFloat32, {1, 1, 3});
  };
  const auto r = merge_partials(o(out1), l(lse1), o(out2), l(lse2));
  const float* out = r.out.data<float>();
  const float* lse = r.lse.data<float>();
  EXPECT_EQ(out[0], 7);  // only side 2
  EXPECT_EQ(out[1], 8);
  EXPECT_EQ(lse[0], 0.25f);
  EXPECT_EQ(out[2], 3);  // only side 1
  EXPECT_EQ(lse[1], 0.5f);
  EXPECT_EQ(out[4], 0);  // neither
  EXPECT_EQ(lse[2], -inf);
  const float nan_lse[] = {std::nanf(""), 0.0f, 0.0f};
  const auto n = merge_partials(o(out1), l(nan_lse), o(out2), l(lse2));
  EXPECT_TRUE(std::isnan(n.out.data<float>()[0]));
  EXPECT_TRUE(std::isnan(n.lse.data<float>()[0]));
}

TEST(MergePartials, Errors) {
  Tensor o1(DType::kFloat32, {1, 2, 3, 4}), o2(DType::kFloat32, {1, 2, 3, 5});
  Tensor l1(DType::kFloat32, {1, 2, 3}), l2(DType::kFloat64, {1, 2, 3});
  try {
    merge_partials(o1.view(), l1.view(), o2.view(), l1.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(
        e.what(),
        "out2: shape (1, 2, 3, 5) does not match out1 shape (1, 2, 3, 4)");
  }
  try {
    merge_partials(o1.view(), l1.view(), o1.view(), l2.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "lse2: dtype float64 must be float32");
  }
}

// The merge of n partials in long double, straight from the definition:
// lse = log Σ e^{lse_c}, out = Σ e^{lse_c - lse} out_c.
template <class Acc>
void expect_row_merge_exact(const std::vector<Acc>& lse,
                            const std::vector<Acc>& rows, std::int64_t width,
                            double tol) {
  const auto n = static_cast<std::int64_t>(lse.size());
  long double sum = 0;
  for (Acc x : lse) sum += std::exp(static_cast<long double>(x));
  const long double want_lse = std::log(sum);
  std::vector<Acc> weights(n), acc(width);
  const auto m = internal::merge_weights<Acc>(
      n, [&](std::int64_t c) { return lse[c]; }, weights.data());
  internal::merge_rows<Acc>(
      n, weights.data(), width,
      [&](std::int64_t c, std::int64_t e) { return rows[c * width + e]; },
      acc.data());
  EXPECT_NEAR(static_cast<double>(m.lse()), static_cast<double>(want_lse),
              tol * std::fabs(static_cast<double>(want_lse)) + tol);
  for (std::int64_t e = 0; e < width; ++e) {
    long double want = 0;
    for (std::int64_t c = 0; c < n; ++c) {
      want += std::exp(static_cast<long double>(lse[c]) - want_lse) *
              rows[c * width + e];
    }
    EXPECT_NEAR(static_cast<double>(m.out(acc[e])), static_cast<double>(want),
                tol)
        << "element " << e;
  }
}

TEST(RowMerge, FloatAndDoubleMatchTheDefinition) {
  std::mt19937 rng(7);
  std::normal_distribution<double> normal(0.0, 1.0);
  for (std::int64_t n : {1, 2, 5, 17}) {
    std::vector<double> lse(n), rows(n * 9);
    for (double& x : lse) x = 8.0 * normal(rng);  // weights far apart too
    for (double& x : rows) x = normal(rng);
    expect_row_merge_exact<double>(lse, rows, 9, 1e-14);
    // Float: a few roundings of lse and of e^x, each within ~1e-7.
    expect_row_merge_exact<float>(std::vector<float>(lse.begin(), lse.end()),
                                  std::vector<float>(rows.begin(), rows.end()),
                                  9, 2e-6);
  }
}

TEST(RowMerge, EmptyPartialsAreNeverReadAndNanPoisons) {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  // Partials 0 and 2 saw no key: their rows (NaN here) must not be read.
  const std::vector<float> lse = {-inf, 1.5f, -inf, 1.5f};
  const std::vector<float> rows = {nan, nan, 2, 4, nan, nan, 6, 8};
  std::vector<float> w(4), acc(2);
  auto lse_at = [&](const std::vector<float>& l) {
    return [&l](std::int64_t c) { return l[c]; };
  };
  auto row_at = [&](std::int64_t c, std::int64_t e) { return rows[c * 2 + e]; };
  auto m = internal::merge_weights<float>(4, lse_at(lse), w.data());
  internal::merge_rows<float>(4, w.data(), 2, row_at, acc.data());
  EXPECT_EQ(w[0], 0.0f);
  EXPECT_EQ(w[2], 0.0f);
  EXPECT_EQ(m.out(acc[0]), 4.0f);  // (2 + 6) / 2, exactly
  EXPECT_EQ(m.out(acc[1]), 6.0f);
  EXPECT_NEAR(m.lse(), 1.5 + std::log(2.0), 1e-6);
  // Every partial empty: lse -inf, out 0.
  const std::vector<float> empty = {-inf, -inf, -inf, -inf};
  m = internal::merge_weights<float>(4, lse_at(empty), w.data());
  internal::merge_rows<float>(4, w.data(), 2, row_at, acc.data());
  EXPECT_EQ(m.lse(), -inf);
  EXPECT_EQ(m.out(acc[0]), 0.0f);
  EXPECT_EQ(m.out(acc[1]), 0.0f);
  // One NaN lse poisons the row, even beside finite partials.
  const std::vector<float> poisoned = {0.5f, nan, 1.0f, -inf};
  m = internal::merge_weights<float>(4, lse_at(poisoned), w.data());
  internal::merge_rows<float>(4, w.data(), 2, row_at, acc.data());
  EXPECT_TRUE(std::isnan(m.lse()));
  EXPECT_TRUE(std::isnan(m.out(acc[0])));
  EXPECT_TRUE(std::isnan(m.out(acc[1])));
}

TEST(RowMerge, RunningPartialsKeepTheirSizesAtHugeMaxima) {
  // Three partials of 128, 128 and 44 equal logits at m: as (lse, out) in
  // float m + log l rounds to m when |m| is 1e7, and the three would weigh
  // the same; as (m, l, O) they weigh 128 : 128 : 44.
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (float m : {0.5f, 1e7f, -1e7f, -3.4e38f}) {
    const std::vector<float> max = {m, m, m}, sum = {128, 128, 44};
    const std::vector<float> o = {0, 0,
                                  44};  // O = Σ e^0 · v: v = 1 in the last
    std::vector<float> w(3), acc(1);
    const auto merged = internal::merge_running<float>(
        3, [&](std::int64_t c) { return max[c]; },
        [&](std::int64_t c) { return sum[c]; }, w.data());
    internal::merge_rows<float>(
        3, w.data(), 1, [&](std::int64_t c, std::int64_t) { return o[c]; },
        acc.data());
    EXPECT_FLOAT_EQ(merged.out(acc[0]), 44.0f / 300.0f) << "m " << m;
    EXPECT_EQ(merged.max, m);
    EXPECT_EQ(merged.sum, 300.0f);
  }
  // An empty partial (l = 0) is never read, whatever its m; a NaN poisons.
  const std::vector<float> max = {9.0f, 1.0f, nan}, sum = {0.0f, 2.0f, 1.0f};
  std::vector<float> w(3);
  auto merged = internal::merge_running<float>(
      2, [&](std::int64_t c) { return max[c]; },
      [&](std::int64_t c) { return sum[c]; }, w.data());
  EXPECT_EQ(w[0], 0.0f);
  EXPECT_EQ(merged.max, 1.0f);
  EXPECT_EQ(merged.sum, 2.0f);
  merged = internal::merge_running<float>(
      3, [&](std::int64_t c) { return max[c]; },
      [&](std::int64_t c) { return sum[c]; }, w.data());
  EXPECT_TRUE(std::isnan(merged.lse()));
}

// Every logit of the row equal and huge (a large scale, or a large finite
// additive mask on every key, as transformers' finfo.min masks give a fully
// padded row): the output is the plain mean of v on every path, the split-KV
// forward's chunks (128, 128, 44 keys; 4500 keys on the automatic path)
// weighing by their sizes, paged decode included.
TEST(MergePartials, SplitKvChunksWeighByTheirSizesAtHugeLogits) {
  for (std::int64_t seq_kv : {300, 4500}) {
    const std::int64_t d = 8;
    Tensor q(DType::kFloat32, {1, 1, 1, d}),
        k(DType::kFloat32, {1, 1, seq_kv, d}),
        v(DType::kFloat32, {1, 1, seq_kv, d});
    std::fill_n(q.data<float>(), d, 0.0f);
    std::fill_n(k.data<float>(), seq_kv * d, 0.0f);
    std::fill_n(v.data<float>(), seq_kv * d, 0.0f);
    q.data<float>()[1] = 1.0f;
    const std::int64_t ones = seq_kv - seq_kv / 128 * 128;  // the last chunk's
    for (std::int64_t j = 0; j < seq_kv; ++j) {
      k.data<float>()[j * d + 1] = 1.0f;
      v.data<float>()[j * d] = j >= seq_kv - ones ? 1.0f : 0.0f;
    }
    const double want = double(ones) / double(seq_kv);
    std::vector<float> mask(seq_kv, -3.4028235e38f);
    for (Path path :
         {Path::kReference, Path::kTiled, Path::kSplitKv, Path::kAuto}) {
      for (int huge = 0; huge < 3; ++huge) {
        AttentionParams p;
        p.path = path;
        if (huge == 0) p.scale = 1e7;
        if (huge == 1) p.scale = -1e7;
        if (huge == 2)
          p.mask =
              TensorView::contiguous(mask.data(), DType::kFloat32, {seq_kv});
        const auto r = attention(q.view(), k.view(), v.view(), p);
        EXPECT_NEAR(r.out.data<float>()[0], want, 1e-6)
            << "seq_kv " << seq_kv << " path " << int(path) << " case " << huge;
      }
    }
    // The same keys in a paged cache of 16-token blocks (attention_paged).
    const std::int64_t bs = 16, blocks = (seq_kv + bs - 1) / bs;
    Tensor kc(DType::kFloat32, {blocks, bs, 1, d}),
        vc(DType::kFloat32, {blocks, bs, 1, d});
    std::fill_n(kc.data<float>(), kc.numel(), 0.0f);
    std::fill_n(vc.data<float>(), vc.numel(), 0.0f);
    std::copy_n(k.data<float>(), seq_kv * d, kc.data<float>());
    std::copy_n(v.data<float>(), seq_kv * d, vc.data<float>());
    std::vector<std::int32_t> table(blocks), cu = {0, 1};
    for (std::int64_t i = 0; i < blocks; ++i) table[i] = static_cast<int>(i);
    const std::int32_t lens[1] = {static_cast<std::int32_t>(seq_kv)};
    const PagedKv cache{
        kc.view(), vc.view(),
        TensorView::contiguous(table.data(), DType::kInt32, {1, blocks}),
        TensorView::contiguous(lens, DType::kInt32, {1})};
    for (Path path : {Path::kTiled, Path::kSplitKv, Path::kAuto}) {
      for (double scale : {1e7, -1e7}) {
        AttentionParams p;
        p.path = path;
        p.scale = scale;
        const auto r = attention_paged(
            TensorView::strided(q.data<float>(), DType::kFloat32, {1, 1, d},
                                {d, d, 1}),
            TensorView::contiguous(cu.data(), DType::kInt32, {2}), 1, cache, p);
        EXPECT_NEAR(r.out.data<float>()[0], want, 1e-6)
            << "paged, seq_kv " << seq_kv << " path " << int(path);
      }
    }
  }
}

// The split-KV forward (chunks of 128 keys, merged in float) and
// merge_partials (double) applied to the attentions of the same chunks agree
// with each other and with the reference.
TEST(MergePartials, SplitKvForwardAgreesWithMergePartialsOfItsChunks) {
  const auto x = testing::random_qkv(1, 4, 2, 3, 300, 16, 16, 11);
  AttentionParams p;
  p.path = Path::kReference;
  const auto full = testing::run(x, p);
  p.path = Path::kSplitKv;
  const auto split = testing::run(x, p);
  AttentionParams chunk_params;
  chunk_params.path = Path::kReference;
  AttentionResult merged =
      attention(x.q.view(), keys(x.k, 0, 128), keys(x.v, 0, 128), chunk_params);
  for (std::int64_t from : {128, 256}) {
    const std::int64_t len = std::min<std::int64_t>(128, 300 - from);
    const auto part = attention(x.q.view(), keys(x.k, from, len),
                                keys(x.v, from, len), chunk_params);
    merged = merge_partials(merged.out.view(), merged.lse.view(),
                            part.out.view(), part.lse.view());
  }
  EXPECT_LE(testing::max_abs_diff(merged.out, full.out), 2e-7);
  EXPECT_LE(testing::max_abs_diff(merged.lse, full.lse), 2e-6);
  EXPECT_LE(testing::max_abs_diff(split.out, full.out), 1e-5);
  EXPECT_LE(testing::max_abs_diff(split.lse, full.lse), 2e-5);
  EXPECT_LE(testing::max_abs_diff(split.out, merged.out), 1e-5);
}

}  // namespace
}  // namespace qkv
