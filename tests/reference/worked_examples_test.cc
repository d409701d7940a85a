// The chapters' worked examples, computed by the reference path. The
// chapters round to two decimals, so each figure must hold within 0.01.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "qkv/qkv.h"

namespace qkv {
namespace {

constexpr double kChapterTolerance = 0.01;

void expect_near_all(const std::vector<double>& got, std::size_t first,
                     const std::vector<double>& want) {
  for (std::size_t n = 0; n < want.size(); ++n) {
    EXPECT_NEAR(got.at(first + n), want[n], kChapterTolerance) << "index " << n;
  }
}

// The chapters compute outputs from weights already rounded to two decimals,
// so the last printed digit of an output may differ by one from the exact
// value rounded to two decimals; the same sum over the rounded weights gives
// the printed figure.
void expect_chapter_output(const AttentionSteps& s, const std::vector<float>& v,
                           std::int64_t v_stride, std::int64_t v_offset,
                           const std::vector<double>& want) {
  const std::int64_t dv = s.head_dim_v;
  for (std::int64_t c = 0; c < dv; ++c) {
    const double exact_2dp = std::round(s.out.at(c) * 100.0) / 100.0;
    EXPECT_LE(std::fabs(exact_2dp - want[c]), kChapterTolerance + 1e-9)
        << "column " << c << " exact " << s.out[c];
    double from_rounded = 0.0;
    for (std::int64_t j = 0; j < s.seq_kv; ++j) {
      from_rounded += std::round(s.weights[j] * 100.0) / 100.0 *
                      v[j * v_stride + v_offset + c];
    }
    EXPECT_NEAR(from_rounded, want[c], 0.005 + 1e-9) << "column " << c;
  }
}

TensorView view(const std::vector<float>& data, std::int64_t heads,
                std::int64_t rows, std::int64_t width) {
  return TensorView::contiguous(data.data(), DType::kFloat32,
                                {1, heads, rows, width});
}

TEST(WorkedExamples, FourTokensDk2) {
  const std::vector<float> qk = {1, 1, 0, 1, 1, 0, 0.5f, 0.5f};
  const std::vector<float> v = {1, 0, 0, 1, 1, 1, 0.5f, 0.5f};
  const AttentionSteps s = reference_steps(view(qk, 1, 4, 2), view(qk, 1, 4, 2),
                                           view(v, 1, 4, 2), {}, 0, 0);
  expect_near_all(s.scores, 0, {2, 1, 1, 1});
  expect_near_all(s.scaled, 0, {1.41, 0.71, 0.71, 0.71});
  expect_near_all(s.weights, 0, {0.40, 0.20, 0.20, 0.20});
  expect_chapter_output(s, v, 2, 0, {0.70, 0.50});
  EXPECT_NEAR(s.scale, 1 / std::sqrt(2.0), 1e-15);
}

TEST(WorkedExamples, PaddingMaskBeforeSoftmax) {
  // Logits as q = [1], k = logits, scale 1; V = identity exposes the weights.
  const std::vector<float> q = {1};
  const std::vector<float> k = {3.0f, 0.5f, -1.0f, 2.0f};
  const std::vector<float> v = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
  const bool mask[] = {true, true, false, false};
  AttentionParams params;
  params.scale = 1.0;
  params.mask = TensorView::contiguous(mask, DType::kBool, {4});
  const AttentionSteps s = reference_steps(view(q, 1, 1, 1), view(k, 1, 4, 1),
                                           view(v, 1, 4, 4), params, 0, 0);
  expect_near_all(s.weights, 0, {0.92, 0.08, 0.0, 0.0});
  EXPECT_EQ(s.weights[2], 0.0);  // masked keys get exactly zero weight
  EXPECT_EQ(s.weights[3], 0.0);
  EXPECT_TRUE(std::isinf(s.logits[2]) && s.logits[2] < 0);
}

const std::vector<float> kWaterQ = {1, 0, 1, 0};
const std::vector<float> kWaterK = {3,    1, 3, 2, 0.6f, 2,
                                    0.6f, 1, 2, 0, 2.8f, 1};
const std::vector<float> kWaterV = {2, 0, 4, 1, 0, 3, 0.6f, 0, 1, 1, 0, 3};

TEST(WorkedExamples, WaterBookKnockedOver) {
  const AttentionSteps s =
      reference_steps(view(kWaterQ, 1, 1, 4), view(kWaterK, 1, 3, 4),
                      view(kWaterV, 1, 3, 4), {}, 0, 0);
  expect_near_all(s.scores, 0, {6.0, 1.2, 4.8});
  expect_near_all(s.scaled, 0, {3.0, 0.6, 2.4});
  expect_near_all(s.weights, 0, {0.61, 0.06, 0.33});
  expect_chapter_output(s, kWaterV, 4, 0, {1.55, 0.51, 2.48, 1.60});
}

TEST(WorkedExamples, WaterWithLastKeyMasked) {
  const bool mask[] = {true, true, false};
  AttentionParams params;
  params.mask = TensorView::contiguous(mask, DType::kBool, {1, 3});
  const AttentionSteps s =
      reference_steps(view(kWaterQ, 1, 1, 4), view(kWaterK, 1, 3, 4),
                      view(kWaterV, 1, 3, 4), params, 0, 0);
  expect_near_all(s.weights, 0, {0.92, 0.08, 0.0});
  expect_chapter_output(s, kWaterV, 4, 0, {1.84, 0.24, 3.73, 0.92});
}

TEST(WorkedExamples, WaterSplitIntoTwoHeads) {
  // (seq, 4) read as (1, 2 heads, seq, 2) through strides: no copy.
  auto heads = [](const std::vector<float>& m, std::int64_t rows) {
    return TensorView::strided(m.data(), DType::kFloat32, {1, 2, rows, 2},
                               {rows * 4, 2, 4, 1});
  };
  const TensorView q = heads(kWaterQ, 1), k = heads(kWaterK, 3),
                   v = heads(kWaterV, 3);
  expect_near_all(reference_steps(q, k, v, {}, 0, 0).weights, 0,
                  {0.60, 0.11, 0.29});
  expect_near_all(reference_steps(q, k, v, {}, 0, 1).weights, 0,
                  {0.49, 0.09, 0.42});
}

}  // namespace
}  // namespace qkv
