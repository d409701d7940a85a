// Non-finite inputs and edge sizes (docs/RELIABILITY.md), on every path:
// NaN affects only the rows that read it; ±inf additive masks; logits near
// float32's limits; head_dim 1 and 512; sequence lengths 0 and 1.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <new>
#include <string>
#include <system_error>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
const Path kPaths[] = {Path::kReference, Path::kTiled, Path::kSplitKv};

bool row_nan(const Tensor& out, std::int64_t h, std::int64_t i) {
  for (std::int64_t c = 0; c < out.size(3); ++c) {
    if (std::isnan(testing::at(out, 0, h, i, c))) return true;
  }
  return false;
}

TEST(Reliability, NanInQOnlyPoisonsItsRow) {
  for (Path path : kPaths) {
    auto x = testing::random_qkv(1, 2, 2, 6, 9, 8, 8, 1);
    testing::at(x.q, 0, 1, 3, 2) = std::nanf("");
    AttentionParams p;
    p.path = path;
    const auto r = testing::run(x, p);
    for (std::int64_t h = 0; h < 2; ++h) {
      for (std::int64_t i = 0; i < 6; ++i) {
        EXPECT_EQ(row_nan(r.out, h, i), h == 1 && i == 3) << int(path);
      }
    }
    EXPECT_TRUE(std::isnan(r.lse.data<float>()[1 * 6 + 3]));
  }
}

TEST(Reliability, NanInKOrVPoisonsOnlyRowsThatSeeIt) {
  for (Path path : kPaths) {
    for (bool in_v : {false, true}) {
      auto x = testing::random_qkv(1, 1, 1, 6, 6, 8, 8, 2);
      (in_v ? testing::at(x.v, 0, 0, 4, 1) : testing::at(x.k, 0, 0, 4, 1)) =
          std::nanf("");
      AttentionParams p;
      p.path = path;
      p.causal = Causal::kTopLeft;  // rows 0-3 cannot see key 4
      const auto r = testing::run(x, p);
      for (std::int64_t i = 0; i < 6; ++i) {
        EXPECT_EQ(row_nan(r.out, 0, i), i >= 4) << int(path) << " v " << in_v;
      }
    }
  }
}

// The gradients of the fused path against the reference's: the same
// elements non-finite, the rest within float32 tolerance.
void expect_same_gradients(const Tensor& got, const Tensor& want,
                           const char* what) {
  ASSERT_EQ(got.numel(), want.numel());
  for (std::int64_t n = 0; n < got.numel(); ++n) {
    const float g = got.data<float>()[n], w = want.data<float>()[n];
    if (!std::isfinite(w)) {
      EXPECT_FALSE(std::isfinite(g)) << what << "[" << n << "]";
    } else {
      EXPECT_NEAR(g, w, 1e-4 * (1.0 + std::fabs(w))) << what << "[" << n << "]";
    }
  }
}

// Every element of rows [i0, i1) of head h is finite.
bool rows_finite(const Tensor& t, std::int64_t h, std::int64_t i0,
                 std::int64_t i1) {
  for (std::int64_t i = i0; i < i1; ++i) {
    for (std::int64_t c = 0; c < t.size(3); ++c) {
      if (!std::isfinite(testing::at(t, 0, h, i, c))) return false;
    }
  }
  return true;
}

// An additive −inf hides its key as a bool mask does: a NaN or inf in that
// key (or its value) is never read (it made the rows NaN: NaN + −inf is
// NaN; PyTorch's SDPA gives NaN there, under a bool mask too). Forward on
// every path, and the backward's gradients finite where no row weighs it.
TEST(Reliability, NonFiniteKeyHiddenByAnAdditiveMinusInfPoisonsNothing) {
  for (float bad : {std::nanf(""), std::numeric_limits<float>::infinity()}) {
    for (bool in_v : {false, true}) {
      auto x = testing::random_qkv(1, 1, 1, 6, 6, 8, 8, 2);
      (in_v ? testing::at(x.v, 0, 0, 4, 1) : testing::at(x.k, 0, 0, 4, 1)) =
          bad;
      std::vector<float> mask(36, 0.0f);
      for (std::int64_t i = 0; i < 4; ++i) {
        mask[i * 6 + 4] = -std::numeric_limits<float>::infinity();
      }
      AttentionParams p;
      p.mask = TensorView::contiguous(mask.data(), DType::kFloat32, {6, 6});
      const Tensor dout = testing::random_tensor({1, 1, 6, 8}, 3);
      for (Path path : kPaths) {
        SCOPED_TRACE(::testing::Message() << "path " << int(path) << " v "
                                          << in_v << " bad " << bad);
        p.path = path;
        const auto r = testing::run(x, p);
        EXPECT_TRUE(rows_finite(r.out, 0, 0, 4));  // rows that cannot see it
        if (std::isnan(bad)) {
          EXPECT_TRUE(row_nan(r.out, 0, 4));
        }
        if (path == Path::kSplitKv) continue;  // the backward has no split
        const auto g =
            attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                               r.out.view(), r.lse.view(), p);
        EXPECT_TRUE(rows_finite(g.dq, 0, 0, 4));
      }
    }
  }
}

// A NaN query row weighs every key it sees, not one an added −inf hides
// from it: that key's dk and dv stay finite, as under the same bool mask
// (they were NaN). And a float64 mask value beyond float's range (−1e300)
// is a finite bias on every path, not −inf on the fast ones: a NaN key under
// it gives the same NaN row everywhere.
TEST(Reliability, NanRowLeavesKeysHiddenByAnAdditiveMinusInfAlone) {
  auto x = testing::random_qkv(1, 1, 1, 6, 6, 8, 8, 2);
  testing::at(x.q, 0, 0, 0, 3) = std::nanf("");
  const Tensor dout = testing::random_tensor({1, 1, 6, 8}, 3);
  std::vector<float> mask(36, 0.0f);
  mask[4] = -std::numeric_limits<float>::infinity();  // row 0, key 4
  std::vector<std::uint8_t> allow(36, 1);
  allow[4] = 0;
  for (bool additive : {true, false}) {
    SCOPED_TRACE(additive ? "additive -inf" : "bool");
    AttentionParams p;
    p.mask = additive
                 ? TensorView::contiguous(mask.data(), DType::kFloat32, {6, 6})
                 : TensorView::contiguous(allow.data(), DType::kBool, {6, 6});
    const auto r = testing::run(x, p);
    const auto g =
        attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                           r.out.view(), r.lse.view(), p);
    EXPECT_TRUE(rows_finite(g.dk, 0, 4, 5));
    EXPECT_TRUE(rows_finite(g.dv, 0, 4, 5));
    EXPECT_FALSE(rows_finite(g.dk, 0, 3, 4));  // row 0 weighs key 3
  }
  auto y = testing::random_qkv(1, 1, 1, 2, 4, 8, 8, 4);
  testing::at(y.k, 0, 0, 3, 0) = std::nanf("");
  std::vector<double> bias(8, 0.0);
  bias[3] = -1e300;  // row 0, key 3
  AttentionParams p;
  p.mask = TensorView::contiguous(bias.data(), DType::kFloat64, {2, 4});
  for (Path path : kPaths) {
    p.path = path;
    EXPECT_TRUE(row_nan(testing::run(y, p).out, 0, 0)) << int(path);
  }
}

// A row that weighs no key has out 0 whatever its dout: a NaN there must
// not reach d sink as 0 · NaN (it did, through D = dout · out). And a row
// made NaN by a +inf logit weighs no key an added −inf hides (its dk and
// dv were NaN: the row's NaN sum divided the hidden key's 0 weight).
TEST(Reliability, SinksAndHiddenKeysIgnoreRowsThatCannotWeighThem) {
  auto x = testing::random_qkv(1, 2, 1, 4, 4, 8, 8, 6);
  const float sinks[2] = {0.5f, -1.0f};
  std::vector<std::uint8_t> allow(16, 1);
  std::fill_n(allow.begin(), 4, std::uint8_t{0});  // row 0 sees no key
  AttentionParams p;
  p.sinks = TensorView::contiguous(sinks, DType::kFloat32, {2});
  p.mask = TensorView::contiguous(allow.data(), DType::kBool, {4, 4});
  const auto r = testing::run(x, p);
  Tensor dout = testing::random_tensor({1, 2, 4, 8}, 7);
  auto dsinks = [&] {
    return attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                              r.out.view(), r.lse.view(), p)
        .dsinks;
  };
  for (std::int64_t h = 0; h < 2; ++h) {
    for (std::int64_t c = 0; c < 8; ++c) testing::at(dout, 0, h, 0, c) = 0.0f;
  }
  const Tensor clean = dsinks();
  for (std::int64_t h = 0; h < 2; ++h) {
    for (std::int64_t c = 0; c < 8; ++c) {
      testing::at(dout, 0, h, 0, c) = std::nanf("");
    }
  }
  const Tensor poisoned = dsinks();
  for (std::int64_t h = 0; h < 2; ++h) {
    EXPECT_NEAR(poisoned.data<float>()[h], clean.data<float>()[h], 1e-6) << h;
  }
  // Key 2 hidden from every row by −inf; row 0's key 0 at +inf (NaN row).
  std::vector<float> bias(16, 0.0f);
  for (std::int64_t i = 0; i < 4; ++i) {
    bias[i * 4 + 2] = -std::numeric_limits<float>::infinity();
  }
  bias[0] = std::numeric_limits<float>::infinity();
  AttentionParams q;
  q.mask = TensorView::contiguous(bias.data(), DType::kFloat32, {4, 4});
  const auto rq = testing::run(x, q);
  EXPECT_TRUE(row_nan(rq.out, 0, 0));
  const auto g =
      attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                         rq.out.view(), rq.lse.view(), q);
  EXPECT_TRUE(rows_finite(g.dk, 0, 2, 3));
  EXPECT_TRUE(rows_finite(g.dv, 0, 2, 3));
}

// A NaN or inf in a key, a value, a query, an output gradient or lse's
// gradient reaches only the gradients of the rows and keys that weigh it: a
// key hidden by the causal mask or past the key length, a query row that
// sees no key (bottom-right, seq_q > seq_kv) poison nothing, on every path
// as in the reference (which never reads a zero weight). 8 query rows, 300
// keys: several key tiles of the fused backward.
TEST(Reliability, BackwardNonFiniteReachesOnlyWhatWeighsIt) {
  const float nan = std::nanf("");
  // 600 keys: the keys of the one KV head split into chunks whose dQ
  // partials are summed.
  for (std::int64_t seq_kv : {6, 300, 600}) {
    for (int where = 0; where < 8; ++where) {
      auto x = testing::random_qkv(1, 2, 1, 8, seq_kv, 8, 8, 4);
      Tensor dout = testing::random_tensor({1, 2, 8, 8}, 9);
      Tensor dlse = testing::random_tensor({1, 2, 8}, 10);
      // Hidden from rows 0-5 (bottom-right), and past the key length.
      const std::int64_t key = seq_kv - 2;
      if (where == 0) testing::at(x.k, 0, 0, key, 1) = nan;
      if (where == 1) testing::at(x.k, 0, 0, key, 1) = kInf;
      if (where == 2) testing::at(x.v, 0, 0, key, 3) = nan;
      // Rows 0 and 1 see no key when seq_kv = 6 (8 rows, bottom-right).
      if (where == 3) testing::at(x.q, 0, 1, 0, 2) = nan;
      if (where == 4) testing::at(dout, 0, 1, 0, 5) = nan;
      if (where == 5) dlse.data<float>()[8] = nan;  // head 1, row 0
      std::int64_t lengths[1] = {key};
      AttentionParams p;
      p.causal = Causal::kBottomRight;
      if (where == 6) {  // padding keys holding NaN, never seen
        for (std::int64_t c = 0; c < 8; ++c) {
          testing::at(x.k, 0, 0, key, c) = nan;
          testing::at(x.v, 0, 0, key + 1, c) = -kInf;
        }
        p.causal = Causal::kNone;
        p.key_lengths = TensorView::contiguous(lengths, DType::kInt64, {1});
      }
      p.path = Path::kReference;
      auto ref = testing::run(x, p);
      if (where == 7) ref.lse.data<float>()[8 + 7] = nan;  // head 1, row 7
      const auto backward = [&](Path path) {
        p.path = path;
        return attention_backward(dout.view(), x.q.view(), x.k.view(),
                                  x.v.view(), ref.out.view(), ref.lse.view(), p,
                                  dlse.view());
      };
      const auto want = backward(Path::kReference);
      for (Path path : {Path::kTiled, Path::kAuto}) {
        SCOPED_TRACE(::testing::Message() << "seq_kv " << seq_kv << " case "
                                          << where << " path " << int(path));
        const auto got = backward(path);
        expect_same_gradients(got.dq, want.dq, "dq");
        expect_same_gradients(got.dk, want.dk, "dk");
        expect_same_gradients(got.dv, want.dv, "dv");
        // Rows that cannot see the key keep a finite dq; keys no NaN row
        // weighs keep finite dk and dv.
        if (where < 3 && seq_kv == 6) {
          EXPECT_TRUE(rows_finite(got.dq, 0, 0, 6));
        }
        if ((where >= 3 && where < 7 && seq_kv == 6) || where == 6) {
          EXPECT_TRUE(rows_finite(got.dq, 0, 0, 8));
          EXPECT_TRUE(rows_finite(got.dq, 1, 0, 8));
          EXPECT_TRUE(rows_finite(got.dk, 0, 0, seq_kv));
          EXPECT_TRUE(rows_finite(got.dv, 0, 0, seq_kv));
        }
      }
    }
  }
}

// Gradients written over an input would be read back as that input (the
// reference reads them again after the fused kernel found a NaN): refused.
TEST(Reliability, GradientsOverlappingInputsAreRefused) {
  auto x = testing::random_qkv(1, 1, 1, 4, 4, 8, 8, 5);
  const Tensor dout = testing::random_tensor({1, 1, 4, 8}, 6);
  AttentionParams p;
  const auto r = testing::run(x, p);
  Tensor dk(DType::kFloat32, {1, 1, 4, 8}), dv(DType::kFloat32, {1, 1, 4, 8});
  try {
    attention_backward_into(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                            r.out.view(), r.lse.view(), p, x.q.view(),
                            dk.view(), dv.view());
    ADD_FAILURE() << "dq over q accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("dq and q overlap"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(attention_backward_into(dout.view(), x.q.view(), x.k.view(),
                                       x.v.view(), r.out.view(), r.lse.view(),
                                       p, dk.view(), dk.view(), dv.view()),
               Error);
}

TEST(Reliability, InfiniteAdditiveMasks) {
  for (Path path : kPaths) {
    const auto x = testing::random_qkv(1, 1, 1, 3, 4, 8, 8, 3);
    // Row 0: one -inf key; row 1: every key -inf (fully masked); row 2: a
    // +inf key (an infinite logit has no finite softmax: NaN, never hidden).
    const float mask[] = {0,     -kInf, 0, 0,    -kInf, -kInf,
                          -kInf, -kInf, 0, kInf, 0,     0};
    AttentionParams p;
    p.path = path;
    p.mask = TensorView::contiguous(mask, DType::kFloat32, {3, 4});
    const auto r = testing::run(x, p);
    EXPECT_FALSE(row_nan(r.out, 0, 0));
    for (std::int64_t c = 0; c < 8; ++c)
      EXPECT_EQ(testing::at(r.out, 0, 0, 1, c), 0.0f);
    EXPECT_EQ(r.lse.data<float>()[1], -kInf);
    EXPECT_TRUE(row_nan(r.out, 0, 2));
  }
}

// Additive masks narrow each row's keys to the first and last key not at
// -inf, as bool masks narrow to their first and last visible key (tiles
// hidden whole are skipped): the same bits as the bool mask hiding the same
// keys, forward and backward, on every path, in every mask dtype, for row
// blocks (70 rows) and decode rows (3).
TEST(Reliability, NegInfMaskEndsGiveTheBoolMasksBits) {
  for (const std::int64_t seq_q : {70, 3}) {
    const std::int64_t seq_kv = 300, n = seq_q * seq_kv;
    const auto x = testing::random_qkv(1, 2, 1, seq_q, seq_kv, 16, 16, 9);
    const Tensor dout = testing::random_qkv(1, 2, 1, seq_q, 1, 16, 16, 10).q;
    // A band: keys [i, i + 200] but i + 100, so each row has -inf at both
    // ends (whole tiles) and inside.
    std::vector<std::uint8_t> allow(n);
    std::vector<float> f32(n);
    std::vector<double> f64(n);
    std::vector<std::uint16_t> bf16(n), f16(n);
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t j = 0; j < seq_kv; ++j) {
        const bool sees = j >= i && j <= i + 200 && j != i + 100;
        allow[i * seq_kv + j] = sees;
        f32[i * seq_kv + j] = sees ? 0.0f : -kInf;
        f64[i * seq_kv + j] = sees ? 0.0 : -static_cast<double>(kInf);
        bf16[i * seq_kv + j] = sees ? 0 : 0xFF80;
        f16[i * seq_kv + j] = sees ? 0 : 0xFC00;
      }
    }
    const std::pair<const void*, DType> masks[] = {
        {f32.data(), DType::kFloat32},
        {f64.data(), DType::kFloat64},
        {bf16.data(), DType::kBFloat16},
        {f16.data(), DType::kFloat16}};
    for (Path path : kPaths) {
      AttentionParams p;
      p.path = path;
      p.mask =
          TensorView::contiguous(allow.data(), DType::kBool, {seq_q, seq_kv});
      const auto want = testing::run(x, p);
      const auto want_g =
          attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                             want.out.view(), want.lse.view(), p);
      for (const auto& [data, dtype] : masks) {
        p.mask = TensorView::contiguous(data, dtype, {seq_q, seq_kv});
        const auto got = testing::run(x, p);
        EXPECT_EQ(testing::max_abs_diff(got.out, want.out), 0.0)
            << dtype_name(dtype) << " " << int(path) << " " << seq_q;
        const auto g =
            attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                               want.out.view(), want.lse.view(), p);
        EXPECT_EQ(testing::max_abs_diff(g.dq, want_g.dq), 0.0);
        EXPECT_EQ(testing::max_abs_diff(g.dk, want_g.dk), 0.0);
        EXPECT_EQ(testing::max_abs_diff(g.dv, want_g.dv), 0.0);
      }
    }
  }
}

TEST(Reliability, LogitsNearFloatLimits) {
  for (Path path : kPaths) {
    auto x = testing::random_qkv(1, 1, 1, 4, 6, 4, 4, 4);
    AttentionParams p;
    p.path = path;
    for (double scale : {1e4, 1e30, -1e30}) {  // |logits| up to ~1e31
      p.scale = scale;
      const auto r = testing::run(x, p);
      for (std::int64_t n = 0; n < r.out.numel(); ++n) {
        EXPECT_TRUE(std::isfinite(r.out.data<float>()[n])) << scale;
      }
      for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
        EXPECT_TRUE(std::isfinite(r.lse.data<float>()[n])) << scale;
      }
    }
    // The dominating key takes all the weight: out equals its value row.
    p.path = Path::kReference;
    p.scale = 1e30;
    const auto ref = testing::run(x, p);
    p.path = path;
    EXPECT_LE(testing::max_abs_diff(testing::run(x, p).out, ref.out), 1e-5);
  }
}

TEST(Reliability, HeadDimOneAnd512) {
  for (std::int64_t d : {1, 512}) {
    const auto x = testing::random_qkv(1, 2, 1, 7, 9, d, d, 5);
    AttentionParams ref, fast;
    ref.path = Path::kReference;
    const auto want = testing::run(x, ref);
    for (Path path : {Path::kTiled, Path::kSplitKv}) {
      fast.path = path;
      EXPECT_LE(testing::max_abs_diff(testing::run(x, fast).out, want.out),
                2e-5)
          << d;
    }
  }
}

TEST(Reliability, SequenceLengthsZeroAndOne) {
  for (Path path : kPaths) {
    for (auto [sq, skv] : {std::pair{0, 5}, std::pair{5, 0}, std::pair{1, 1},
                           std::pair{1, 0}, std::pair{0, 0}}) {
      const auto x = testing::random_qkv(2, 2, 1, sq, skv, 8, 4, 6);
      AttentionParams p;
      p.path = path;
      p.causal = Causal::kBottomRight;
      const auto r = testing::run(x, p);
      EXPECT_EQ(r.out.numel(), 2 * 2 * sq * 4);
      for (std::int64_t n = 0; n < r.out.numel(); ++n) {
        if (skv == 0) {
          EXPECT_EQ(r.out.data<float>()[n], 0.0f);
        }
        EXPECT_FALSE(std::isnan(r.out.data<float>()[n]));
      }
      // The backward of empty sequences is empty or zero, never a crash.
      const Tensor dout = testing::random_tensor({2, 2, sq, 4}, 7);
      const auto g =
          attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                             r.out.view(), r.lse.view(), p);
      for (std::int64_t n = 0; n < g.dq.numel(); ++n) {
        EXPECT_FALSE(std::isnan(g.dq.data<float>()[n]));
      }
    }
  }
}

// dropout_p = 1 drops every weight, as PyTorch's dropout does: out is 0 on
// every path, lse is the undropped one (dropout never changes it), and the
// gradients are those of lse alone: the undropped call's backward with a
// zero dout. Sinks and GQA included.
TEST(Reliability, DropoutOneDropsEveryWeight) {
  const auto x = testing::random_qkv(2, 4, 2, 5, 37, 16, 8, 11);
  Tensor sinks = testing::random_tensor({4}, 3);
  AttentionParams undropped;
  undropped.path = Path::kReference;
  undropped.sinks = sinks.view();
  undropped.causal = Causal::kBottomRight;
  const auto want = testing::run(x, undropped);
  const Tensor dlse = testing::random_tensor({2, 4, 5}, 7);
  Tensor zero_dout(DType::kFloat32, {2, 4, 5, 8});
  std::fill_n(zero_dout.data<float>(), zero_dout.numel(), 0.0f);
  const AttentionGrads want_grads = attention_backward(
      zero_dout.view(), x.q.view(), x.k.view(), x.v.view(), want.out.view(),
      want.lse.view(), undropped, dlse.view());
  const Tensor dout = testing::random_tensor({2, 4, 5, 8}, 9);
  for (Path path :
       {Path::kAuto, Path::kReference, Path::kTiled, Path::kSplitKv}) {
    AttentionParams p = undropped;
    p.path = path;
    p.dropout_p = 1.0;
    p.seed = 5;
    const auto got = testing::run(x, p);
    for (std::int64_t n = 0; n < got.out.numel(); ++n) {
      ASSERT_EQ(got.out.data<float>()[n], 0.0f) << static_cast<int>(path);
    }
    EXPECT_TRUE(testing::bit_identical(got.lse, want.lse));
    const AttentionGrads g =
        attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                           got.out.view(), got.lse.view(), p, dlse.view());
    EXPECT_TRUE(testing::bit_identical(g.dq, want_grads.dq));
    EXPECT_TRUE(testing::bit_identical(g.dk, want_grads.dk));
    EXPECT_TRUE(testing::bit_identical(g.dv, want_grads.dv));
    EXPECT_TRUE(testing::bit_identical(g.dsinks, want_grads.dsinks));
  }
  // lse's gradient reaches q (and k); v gets none.
  EXPECT_TRUE(std::any_of(want_grads.dq.data<float>(),
                          want_grads.dq.data<float>() + want_grads.dq.numel(),
                          [](float g) { return g != 0.0f; }));
  EXPECT_TRUE(std::all_of(want_grads.dv.data<float>(),
                          want_grads.dv.data<float>() + want_grads.dv.numel(),
                          [](float g) { return g == 0.0f; }));
  for (std::int64_t j = 0; j < 64; ++j) {
    EXPECT_FALSE(dropout_keep(5, 0, 1.0, 4, 0, 1, 2, j));
  }
}

// The address-space cap below is for the plain allocator: ASan and TSan
// reserve their shadow memory and allocate their own way (GCC says so with
// __SANITIZE_*, clang before 22 only through __has_feature).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define QKV_TEST_SANITIZED_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define QKV_TEST_SANITIZED_ALLOCATOR 1
#endif
#endif
#if !defined(QKV_TEST_SANITIZED_ALLOCATOR)
// Runs `call` with the address space capped `headroom` bytes above what the
// process maps now: 0 if it throws std::bad_alloc, 2 for another exception,
// 3 if it returns (the death test's child exits with that code; a crash
// fails the test).
template <class F>
[[noreturn]] void exit_with_bad_alloc_of(std::int64_t headroom, F call) {
  std::ifstream statm("/proc/self/statm");
  std::int64_t pages = 0;
  statm >> pages;
  const rlim_t cap =
      static_cast<rlim_t>(pages * sysconf(_SC_PAGESIZE) + headroom);
  const rlimit limit{cap, cap};
  setrlimit(RLIMIT_AS, &limit);
  try {
    call();
  } catch (const std::bad_alloc& e) {
    std::fprintf(stderr, "%s\n", e.what());
    std::_Exit(0);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", e.what());
    std::_Exit(2);
  }
  std::_Exit(3);
}

// Forward: head_dim 2^20 needs hundreds of MiB of tiles, the inputs 16 MiB.
[[noreturn]] void forward_with_64_mib_left() {
  const auto x = testing::random_qkv(1, 1, 1, 2, 2, 1 << 20, 1 << 20, 3);
  (void)testing::run(testing::random_qkv(1, 1, 1, 3, 3, 8, 8, 1));  // pool up
  exit_with_bad_alloc_of(64 << 20, [&] { (void)testing::run(x); });
}

// Backward: 2^19 query rows of one head; its dq accumulator (128 MiB) does
// not fit the 32 MiB left.
[[noreturn]] void backward_with_32_mib_left() {
  const auto x = testing::random_qkv(1, 1, 1, 1 << 19, 5, 64, 64, 4);
  const auto fwd = testing::run(x);
  Tensor dq(DType::kFloat32, {1, 1, 1 << 19, 64});
  Tensor dk(DType::kFloat32, {1, 1, 5, 64});
  Tensor dv(DType::kFloat32, {1, 1, 5, 64});
  exit_with_bad_alloc_of(32 << 20, [&] {
    attention_backward_into(fwd.out.view(), x.q.view(), x.k.view(), x.v.view(),
                            fwd.out.view(), fwd.lse.view(), {}, dq.view(),
                            dk.view(), dv.view());
  });
}

// The kernels' scratch buffers could not be allocated: a null pointer
// written through (SIGSEGV), found with a huge head_dim and with ordinary
// shapes under memory pressure. Now std::bad_alloc (MemoryError in Python).
TEST(ReliabilityDeathTest, KernelScratchThatCannotBeAllocatedThrows) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(forward_with_64_mib_left(), ::testing::ExitedWithCode(0), "");
  EXPECT_EXIT(backward_with_32_mib_left(), ::testing::ExitedWithCode(0), "");
}

// A tensor or cache whose storage is not there: a qkv::Error (Python:
// ValueError) had said so, as if the arguments were wrong. Now
// qkv::OutOfMemory, a std::bad_alloc (Python: MemoryError) naming the size.
TEST(ReliabilityDeathTest, StorageThatCannotBeAllocatedIsOutOfMemory) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(exit_with_bad_alloc_of(
                  64 << 20, [] { Tensor t(DType::kFloat32, {1 << 28}); }),
              ::testing::ExitedWithCode(0),
              "Tensor: cannot allocate 1073741824 bytes");
  EXPECT_EXIT(
      exit_with_bad_alloc_of(64 << 20, [] { KvCache c(1, 8, 1 << 20, 128); }),
      ::testing::ExitedWithCode(0), "Tensor: cannot allocate");
}

// A pool that cannot start all its threads (each reserves its stack) under
// a capped address space: 0 if set_num_threads throws std::system_error and
// leaves the setting and a working pool as they were.
[[noreturn]] void thousand_threads_with_64_mib_left() {
  set_num_threads(2);
  const int before = default_num_threads();
  std::ifstream statm("/proc/self/statm");
  std::int64_t pages = 0;
  statm >> pages;
  const auto cap =
      static_cast<rlim_t>(pages * sysconf(_SC_PAGESIZE) + (64 << 20));
  const rlimit limit{cap, cap};
  setrlimit(RLIMIT_AS, &limit);
  try {
    set_num_threads(1000);
  } catch (const std::system_error&) {
    const auto x = testing::random_qkv(1, 2, 2, 200, 200, 16, 16, 5);
    std::_Exit(
        default_num_threads() == before && testing::run(x).out.numel() ? 0 : 4);
  } catch (...) {
    std::_Exit(2);
  }
  std::_Exit(3);
}

// The pool's constructor left started threads joinable when a later one
// could not start: std::terminate (SIGABRT) from set_num_threads(1000).
TEST(ReliabilityDeathTest, APoolWhoseThreadsCannotStartThrows) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(thousand_threads_with_64_mib_left(), ::testing::ExitedWithCode(0),
              "");
}
#endif

}  // namespace
}  // namespace qkv
