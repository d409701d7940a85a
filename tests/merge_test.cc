// merge_partials: attention over two key halves, merged, equals attention
// over all keys; -inf and NaN rows; errors.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

TEST(MergePartials, TwoKeyHalvesMergeIntoTheFullAttention) {
  const auto x = testing::random_qkv(2, 3, 3, 5, 20, 8, 6, 3);
  for (Causal causal : {Causal::kNone, Causal::kBottomRight}) {
    AttentionParams p;
    p.causal = causal;
    p.path = Path::kReference;
    const auto full = testing::run(x, p);
    // Keys [0, 12) and [12, 20) as strided views; bottom-right causal on the
    // full sequence hides, in each half, what the full mask hides: express it
    // with a dense mask per half.
    auto half = [&](const Tensor& t, std::int64_t from, std::int64_t len) {
      return TensorView::strided(
          t.data<float>() + from * t.size(3), DType::kFloat32,
          {t.size(0), t.size(1), len, t.size(3)},
          {t.view().strides[0], t.view().strides[1], t.view().strides[2], 1});
    };
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
        attention(x.q.view(), half(x.k, 0, 12), half(x.v, 0, 12), pa);
    const auto b =
        attention(x.q.view(), half(x.k, 12, 8), half(x.v, 12, 8), pb);
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

}  // namespace
}  // namespace qkv
