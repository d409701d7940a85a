// Every invalid input raises qkv::Error whose message names the argument and
// the shapes or values involved.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::random_tensor;

struct Inputs {
  Tensor q = random_tensor({2, 4, 5, 8}, 1);
  Tensor k = random_tensor({2, 2, 7, 8}, 2);
  Tensor v = random_tensor({2, 2, 7, 6}, 3);
};

// Calls attention and returns the error message ("" if none was raised).
std::string error_of(const TensorView& q, const TensorView& k,
                     const TensorView& v, const AttentionParams& params = {}) {
  try {
    attention(q, k, v, params);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

#define EXPECT_ERROR(message, ...)                                        \
  do {                                                                    \
    const std::string got = error_of(__VA_ARGS__);                        \
    EXPECT_NE(got.find(message), std::string::npos)                       \
        << "expected an error containing \"" << (message) << "\", got \"" \
        << got << "\"";                                                   \
  } while (0)

TEST(Validation, ValidInputsPass) {
  Inputs x;
  EXPECT_EQ(error_of(x.q.view(), x.k.view(), x.v.view()), "");
}

TEST(Validation, WrongRank) {
  Inputs x;
  TensorView q3 =
      TensorView::contiguous(x.q.data<float>(), DType::kFloat32, {2, 4, 40});
  EXPECT_ERROR(
      "q: expected rank 4 (batch, num_heads, seq_q, head_dim), got rank 3 (2, "
      "4, 40)",
      q3, x.k.view(), x.v.view());
  EXPECT_ERROR("k: missing tensor", x.q.view(), TensorView{}, x.v.view());
}

TEST(Validation, BatchMismatch) {
  Inputs x;
  Tensor k = random_tensor({3, 2, 7, 8}, 2);
  EXPECT_ERROR("k, v: batch must match q: q 2, k 3, v 2", x.q.view(), k.view(),
               x.v.view());
}

TEST(Validation, HeadDimMismatch) {
  Inputs x;
  Tensor k = random_tensor({2, 2, 7, 16}, 2);
  EXPECT_ERROR(
      "k: head_dim 16 does not match q head_dim 8 (q (2, 4, 5, 8), k (2, 2, 7, "
      "16)",
      x.q.view(), k.view(), x.v.view());
}

TEST(Validation, SeqKvMismatch) {
  Inputs x;
  Tensor v = random_tensor({2, 2, 9, 6}, 3);
  EXPECT_ERROR("v: seq_kv 9 does not match k seq_kv 7", x.q.view(), x.k.view(),
               v.view());
}

TEST(Validation, HeadsNotMultipleOfKvHeads) {
  Tensor q = random_tensor({2, 5, 5, 8}, 1);
  Inputs x;
  EXPECT_ERROR("q: num_heads 5 is not a multiple of num_kv_heads 2", q.view(),
               x.k.view(), x.v.view());
  Tensor k = random_tensor({2, 3, 7, 8}, 2);
  EXPECT_ERROR("v: num_kv_heads 2 does not match k num_kv_heads 3", x.q.view(),
               k.view(), x.v.view());
}

// head_dim 0 and head_dim_v 0 are valid (DESIGN.md §2; computed in
// tests/zero_size_test.cc); a head_dim mismatch with one side 0 is not.
TEST(Validation, HeadDimZeroIsValidMismatchIsNot) {
  Tensor q = random_tensor({2, 4, 5, 0}, 1), k = random_tensor({2, 2, 7, 0}, 2);
  Tensor v0 = random_tensor({2, 2, 7, 0}, 3);
  Inputs x;
  EXPECT_EQ(error_of(q.view(), k.view(), x.v.view()), "");
  EXPECT_EQ(error_of(x.q.view(), x.k.view(), v0.view()), "");
  EXPECT_ERROR("k: head_dim 0 does not match q head_dim 8", x.q.view(),
               k.view(), x.v.view());
}

TEST(Validation, DtypeMismatchAndUnsupported) {
  Inputs x;
  Tensor k(DType::kFloat64, {2, 2, 7, 8});
  EXPECT_ERROR("k, v: dtypes must match q: q float32, k float64, v float32",
               x.q.view(), k.view(), x.v.view());
  Tensor qi(DType::kInt32, {2, 4, 5, 8});
  EXPECT_ERROR("q: unsupported dtype int32", qi.view(), x.k.view(), x.v.view());
}

TEST(Validation, MaskNotBroadcastable) {
  Inputs x;
  Tensor mask(DType::kBool, {3, 7});
  AttentionParams p;
  p.mask = mask.view();
  EXPECT_ERROR(
      "mask: shape (3, 7) is not broadcastable to (batch, num_heads, seq_q, "
      "seq_kv) = (2, 4, 5, 7)",
      x.q.view(), x.k.view(), x.v.view(), p);
}

TEST(Validation, MaskUnsupportedDtype) {
  Inputs x;
  Tensor mask(DType::kInt32, {5, 7});
  AttentionParams p;
  p.mask = mask.view();
  EXPECT_ERROR(
      "mask: unsupported dtype int32 (expected bool or a floating dtype)",
      x.q.view(), x.k.view(), x.v.view(), p);
}

TEST(Validation, NonUnitLastStride) {
  Inputs x;
  TensorView q = x.q.view();
  q.shape[3] = 4;
  q.strides[3] = 2;
  Tensor k = random_tensor({2, 2, 7, 4}, 2);
  EXPECT_ERROR(
      "q: last dimension must be contiguous (stride 1), got stride 2 for shape "
      "(2, 4, 5, 4)",
      q, k.view(), x.v.view());
}

TEST(Validation, Scalars) {
  Inputs x;
  AttentionParams p;
  p.scale = std::numeric_limits<double>::infinity();
  EXPECT_ERROR("scale: must be finite, got inf", x.q.view(), x.k.view(),
               x.v.view(), p);
  p = {};
  p.scale = std::nan("");
  EXPECT_ERROR("scale: must be finite", x.q.view(), x.k.view(), x.v.view(), p);
  p = {};
  p.dropout_p = 1.5;
  EXPECT_ERROR("dropout_p: must be in [0, 1], got 1.5", x.q.view(), x.k.view(),
               x.v.view(), p);
  p.dropout_p = -0.1;
  EXPECT_ERROR("dropout_p: must be in [0, 1], got -0.1", x.q.view(), x.k.view(),
               x.v.view(), p);
  p.dropout_p = std::nan("");
  EXPECT_ERROR("dropout_p: must be in [0, 1], got nan", x.q.view(), x.k.view(),
               x.v.view(), p);
  p = {};
  p.window_left = -2;
  EXPECT_ERROR("window: sizes must be >= -1 (-1 = unbounded), got (-2, -1)",
               x.q.view(), x.k.view(), x.v.view(), p);
  p = {};
  p.softcap = -1.0;
  EXPECT_ERROR("softcap: must be finite and >= 0 (0 = off), got -1", x.q.view(),
               x.k.view(), x.v.view(), p);
  // Finite in double but outside float32's normal range, where the kernels
  // compute: refused for float32 storage.
  p.softcap = 1e39;
  EXPECT_ERROR("softcap: 1e+39 is outside float32's normal range", x.q.view(),
               x.k.view(), x.v.view(), p);
  p.softcap = 1e-40;
  EXPECT_ERROR("softcap: 1e-40 is outside float32's normal range", x.q.view(),
               x.k.view(), x.v.view(), p);
  // A scale beyond float32's range became inf in the float32 kernels: NaN
  // rows where the reference (and float64 q) compute the attention.
  p = {};
  p.scale = -1e39;
  EXPECT_ERROR("scale: -1e+39 is outside float32's range", x.q.view(),
               x.k.view(), x.v.view(), p);
  p = {};
  std::vector<double> slopes(x.q.size(1), 0.5);
  slopes.back() = -1e39;
  p.alibi_slopes =
      TensorView::contiguous(slopes.data(), DType::kFloat64, {x.q.size(1)});
  EXPECT_ERROR("alibi_slopes: -1e+39 (element " +
                   std::to_string(x.q.size(1) - 1) + ") is beyond float32's",
               x.q.view(), x.k.view(), x.v.view(), p);
  // A NaN or infinite slope (either dtype) is an argument error: it would
  // make every row of its head NaN.
  constexpr double kInf = std::numeric_limits<double>::infinity();
  for (const double bad : {std::nan(""), kInf, -kInf}) {
    slopes.back() = bad;
    EXPECT_ERROR(
        "alibi_slopes: element " + std::to_string(x.q.size(1) - 1) + " is ",
        x.q.view(), x.k.view(), x.v.view(), p);
    std::vector<float> slopes32(slopes.begin(), slopes.end());
    p.alibi_slopes =
        TensorView::contiguous(slopes32.data(), DType::kFloat32, {x.q.size(1)});
    EXPECT_ERROR("slopes must be finite", x.q.view(), x.k.view(), x.v.view(),
                 p);
    p.alibi_slopes =
        TensorView::contiguous(slopes.data(), DType::kFloat64, {x.q.size(1)});
  }
}

TEST(Validation, Lengths) {
  Inputs x;
  const std::int64_t bad_keys[] = {3, 9};
  AttentionParams p;
  p.key_lengths = TensorView::contiguous(bad_keys, DType::kInt64, {2});
  EXPECT_ERROR("key_lengths[1] = 9 is outside [0, seq_kv = 7]", x.q.view(),
               x.k.view(), x.v.view(), p);
  const std::int32_t negative[] = {-1, 2};
  p = {};
  p.query_lengths = TensorView::contiguous(negative, DType::kInt32, {2});
  EXPECT_ERROR("query_lengths[0] = -1 is outside [0, seq_q = 5]", x.q.view(),
               x.k.view(), x.v.view(), p);
  p = {};
  p.key_lengths = TensorView::contiguous(bad_keys, DType::kInt64, {1});
  EXPECT_ERROR("key_lengths: expected shape (batch,) = (2,), got (1,)",
               x.q.view(), x.k.view(), x.v.view(), p);
  const float floats[] = {1, 2};
  p.key_lengths = TensorView::contiguous(floats, DType::kFloat32, {2});
  EXPECT_ERROR("key_lengths: unsupported dtype float32", x.q.view(), x.k.view(),
               x.v.view(), p);
}

TEST(Validation, AlibiShape) {
  Inputs x;
  const float slopes[] = {1, 2, 3};
  AttentionParams p;
  p.alibi_slopes = TensorView::contiguous(slopes, DType::kFloat32, {3});
  EXPECT_ERROR(
      "alibi_slopes: expected shape (num_heads,) = (4,) or (batch, num_heads) "
      "= (2, 4), got (3,)",
      x.q.view(), x.k.view(), x.v.view(), p);
}

TEST(Validation, NullDataWithNonZeroSize) {
  Inputs x;
  TensorView q = x.q.view();
  q.data = nullptr;
  EXPECT_ERROR("q: data is null but shape (2, 4, 5, 8) has 320 elements", q,
               x.k.view(), x.v.view());
}

TEST(Validation, ByteCountOverflow) {
  Inputs x;
  const std::int64_t huge = std::int64_t{1} << 32;
  TensorView q = TensorView::strided(x.q.data<float>(), DType::kFloat32,
                                     {huge, huge, 5, 8}, {40, 40, 8, 1});
  EXPECT_ERROR(
      "q: byte count of shape (4294967296, 4294967296, 5, 8) with dtype "
      "float32 overflows",
      q, x.k.view(), x.v.view());
  TensorView k =
      TensorView::strided(x.k.data<float>(), DType::kFloat32, {2, 2, 7, 8},
                          {std::int64_t{1} << 62, 56, 8, 1});
  EXPECT_ERROR("k: strides of shape (2, 2, 7, 8) overflow", x.q.view(), k,
               x.v.view());
}

TEST(Validation, OutputBuffers) {
  Inputs x;
  Tensor out(DType::kFloat32, {2, 4, 5, 8});  // head_dim_v is 6
  Tensor lse(DType::kFloat32, {2, 4, 5});
  try {
    attention_into(x.q.view(), x.k.view(), x.v.view(), {}, out.view(),
                   lse.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "out: expected shape (2, 4, 5, 6), got (2, 4, 5, 8)");
  }
  Tensor out_ok(DType::kFloat32, {2, 4, 5, 6});
  Tensor lse64(DType::kFloat64, {2, 4, 5});
  try {
    attention_into(x.q.view(), x.k.view(), x.v.view(), {}, out_ok.view(),
                   lse64.view());
    FAIL();
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "lse: dtype float64 must be float32 for float32 inputs");
  }
}

// An output sharing bytes with an input, with the other output or with
// itself was computed into without a word (the kernels write a tile's out
// while later tiles read q, k, v): wrong values, found by the bug hunt of
// 2026-12-06. Each is refused; disjoint buffers still work.
std::string into_error(const Inputs& x, const TensorView& out,
                       const TensorView& lse,
                       const AttentionParams& params = {}) {
  try {
    attention_into(x.q.view(), x.k.view(), x.v.view(), params, out, lse);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(Validation, OutputsOverlappingAnythingAreRefused) {
  Inputs x;
  const std::int64_t out_shape[4] = {2, 4, 5, 6}, lse_shape[3] = {2, 4, 5};
  // q holds 320 floats; out needs 240: inside q, at an offset, and exactly q.
  const auto in_q = [&](std::int64_t offset) {
    return TensorView::contiguous(x.q.data<float>() + offset, DType::kFloat32,
                                  out_shape);
  };
  EXPECT_EQ(into_error(x, in_q(8), {}),
            "out and q overlap in memory: outputs need storage of their own");
  EXPECT_EQ(into_error(x, in_q(0), {}),
            "out and q overlap in memory: outputs need storage of their own");
  Tensor out(DType::kFloat32, out_shape), lse(DType::kFloat32, lse_shape);
  const TensorView lse_in_out =
      TensorView::contiguous(out.data<float>() + 3, DType::kFloat32, lse_shape);
  EXPECT_EQ(into_error(x, out.view(), lse_in_out),
            "out and lse overlap in memory: outputs need storage of their own");
  const TensorView lse_in_v =
      TensorView::contiguous(x.v.data<float>(), DType::kFloat32, lse_shape);
  EXPECT_EQ(into_error(x, out.view(), lse_in_v),
            "lse and v overlap in memory: outputs need storage of their own");
  TensorView self = out.view();
  self.strides[2] = 0;  // every query row one address
  EXPECT_EQ(into_error(x, self, lse.view()),
            "out: its strides give several elements of shape (2, 4, 5, 6) "
            "one address (each needs its own)");
  AttentionParams p;
  std::vector<float> mask(2 * 4 * 5 * 7 + 240, 0.0f);
  p.mask = TensorView::contiguous(mask.data(), DType::kFloat32, {2, 4, 5, 7});
  const TensorView out_in_mask =
      TensorView::contiguous(mask.data() + 200, DType::kFloat32, out_shape);
  EXPECT_EQ(
      into_error(x, out_in_mask, {}, p),
      "out and mask overlap in memory: outputs need storage of their own");
  EXPECT_EQ(into_error(x, out.view(), lse.view(), p), "");
  const AttentionResult want = attention(x.q.view(), x.k.view(), x.v.view(), p);
  EXPECT_TRUE(testing::bit_identical(out, want.out));
}

// Found by a differential hunt (2026-12-07): the backward checked its
// gradients against q, k, v and dout only (dk inside lse: gradients 105
// off; dq sharing dlse; d sinks read out after dq was written into it),
// merge_partials_into and attention_weights_into checked nothing.
TEST(Validation, GradientsMergesAndWeightsOverlappingAnythingAreRefused) {
  Inputs x;
  AttentionParams p;
  std::vector<float> sinks = {0.5f, -1.0f, 0.25f, 2.0f};
  p.sinks = TensorView::contiguous(sinks.data(), DType::kFloat32, {4});
  const AttentionResult f = attention(x.q.view(), x.k.view(), x.v.view(), p);
  const Tensor dout = random_tensor({2, 4, 5, 6}, 9);
  Tensor dq(DType::kFloat32, {2, 4, 5, 8}), dk(DType::kFloat32, {2, 2, 7, 8}),
      dv(DType::kFloat32, {2, 2, 7, 6}), dsinks(DType::kFloat32, {4});
  std::vector<float> dlse(2 * 4 * 5, 0.1f);
  const TensorView dlse_view =
      TensorView::contiguous(dlse.data(), DType::kFloat32, {2, 4, 5});
  auto backward = [&](const TensorView& q_grad, const TensorView& k_grad,
                      const TensorView& v_grad, const TensorView& lse_grad,
                      const TensorView& sinks_grad) -> std::string {
    try {
      attention_backward_into(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                              f.out.view(), f.lse.view(), p, q_grad, k_grad,
                              v_grad, lse_grad, sinks_grad);
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  const auto inside = [](const void* data, std::int64_t offset,
                         std::initializer_list<std::int64_t> shape) {
    return TensorView::contiguous(static_cast<const float*>(data) + offset,
                                  DType::kFloat32, shape);
  };
  const std::string gradients =
      " overlap in memory: gradients need storage of their own";
  // dk inside lse's storage.
  std::vector<float> shared(2 * 2 * 7 * 8);
  const TensorView lse_view = inside(shared.data(), 0, {2, 4, 5});
  std::copy_n(f.lse.data<float>(), 40, shared.data());
  try {
    attention_backward_into(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                            f.out.view(), lse_view, p, dq.view(),
                            inside(shared.data(), 0, {2, 2, 7, 8}), dv.view());
    ADD_FAILURE() << "dk inside lse was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "dk and lse" + gradients);
  }
  std::vector<float> dq_and_dlse(2 * 4 * 5 * 8);
  EXPECT_EQ(backward(inside(dq_and_dlse.data(), 0, {2, 4, 5, 8}), dk.view(),
                     dv.view(), inside(dq_and_dlse.data(), 8, {2, 4, 5}), {}),
            "dq and dlse" + gradients);
  Tensor out_copy = f.out.clone();
  try {  // dv is the forward's out (as large as it): d sinks reads out
    attention_backward_into(
        dout.view(), x.q.view(), x.k.view(), x.v.view(), out_copy.view(),
        f.lse.view(), p, dq.view(), dk.view(),
        inside(out_copy.data<float>(), 0, {2, 2, 7, 6}), {}, dsinks.view());
    ADD_FAILURE() << "dv inside out was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "dv and out" + gradients);
  }
  EXPECT_EQ(backward(dq.view(), dk.view(), dv.view(), {},
                     inside(dq.data<float>(), 0, {4})),
            "dq and dsinks" + gradients);
  TensorView repeated = dq.view();
  repeated.strides[1] = 0;  // the heads of dq one address
  EXPECT_EQ(backward(repeated, dk.view(), dv.view(), {}, {}),
            "dq: its strides give several elements of shape (2, 4, 5, 8) one "
            "address (each needs its own)");
  EXPECT_EQ(backward(dq.view(), dk.view(), dv.view(), dlse_view, dsinks.view()),
            "");

  // merge_partials_into: in place is exact; any other overlap is refused.
  const AttentionResult a = attention(x.q.view(), x.k.view(), x.v.view());
  const AttentionResult want =
      merge_partials(a.out.view(), a.lse.view(), f.out.view(), f.lse.view());
  Tensor o1 = a.out.clone(), l1 = a.lse.clone();
  merge_partials_into(o1.view(), l1.view(), f.out.view(), f.lse.view(),
                      o1.view(), l1.view());
  EXPECT_TRUE(testing::bit_identical(o1, want.out));
  EXPECT_TRUE(testing::bit_identical(l1, want.lse));
  std::vector<float> shifted(2 * 4 * 5 * 6 + 6);
  std::copy_n(a.out.data<float>(), 240, shifted.data());
  Tensor l2 = a.lse.clone();
  try {
    merge_partials_into(inside(shifted.data(), 0, {2, 4, 5, 6}), l2.view(),
                        f.out.view(), f.lse.view(),
                        inside(shifted.data(), 6, {2, 4, 5, 6}), l2.view());
    ADD_FAILURE() << "out one row past out1 was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "out and out1 overlap in memory: outputs need storage of their "
              "own");
  }

  // attention_weights_into.
  Tensor weights(DType::kFloat32, {2, 4, 5, 7});
  std::vector<float> q_and_weights(2 * 4 * 5 * 8 + 8);
  std::copy_n(x.q.data<float>(), 320, q_and_weights.data());
  try {
    attention_weights_into(inside(q_and_weights.data(), 0, {2, 4, 5, 8}),
                           x.k.view(), x.v.view(), {},
                           inside(q_and_weights.data(), 8, {2, 4, 5, 7}));
    ADD_FAILURE() << "weights inside q was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "weights and q overlap in memory: outputs need storage of their "
              "own");
  }
  TensorView same_row = weights.view();
  same_row.strides[2] = 0;
  EXPECT_THROW(
      attention_weights_into(x.q.view(), x.k.view(), x.v.view(), {}, same_row),
      Error);
}

TEST(Validation, EmptySequencesAreValid) {
  Tensor q = random_tensor({2, 4, 0, 8}, 1);
  Inputs x;
  AttentionResult r = attention(q.view(), x.k.view(), x.v.view());
  EXPECT_EQ(r.out.numel(), 0);
  Tensor k = random_tensor({2, 2, 0, 8}, 2), v = random_tensor({2, 2, 0, 6}, 3);
  r = attention(x.q.view(), k.view(), v.view());
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    EXPECT_EQ(r.out.data<float>()[n], 0.0f);
  }
  for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
    EXPECT_EQ(r.lse.data<float>()[n], -std::numeric_limits<float>::infinity());
  }
}

TEST(Validation, ReferenceStepsHeadOutOfRange) {
  Inputs x;
  EXPECT_THROW(reference_steps(x.q.view(), x.k.view(), x.v.view(), {}, 0, 4),
               Error);
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

TEST(Validation, NegativeThreadCount) {
  Inputs x;
  AttentionParams p;
  p.num_threads = -2;
  EXPECT_ERROR("num_threads: must be >= 0 (0 = default), got -2", x.q.view(),
               x.k.view(), x.v.view(), p);
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// Regression (numpy gives empty arrays zero strides): a view with no
// elements carries no meaningful stride, so stride 0 in its last dimension
// is not a contiguity error.
TEST(Validation, EmptyViewsWithZeroStridesAreValid) {
  const Tensor q = random_tensor({2, 4, 3, 8}, 1);
  const Tensor k = random_tensor({2, 2, 5, 8}, 2);
  const Tensor v = random_tensor({2, 2, 5, 6}, 3);
  float none = 0.0f;
  const TensorView q0 =
      TensorView::strided(&none, DType::kFloat32, {2, 4, 0, 8}, {0, 0, 0, 0});
  EXPECT_EQ(error_of(q0, k.view(), v.view()), "");
  const TensorView k0 =
      TensorView::strided(&none, DType::kFloat32, {2, 2, 0, 8}, {0, 0, 0, 0});
  const TensorView v0 =
      TensorView::strided(&none, DType::kFloat32, {2, 2, 0, 6}, {0, 0, 0, 0});
  const AttentionResult r = attention(q.view(), k0, v0);
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    ASSERT_EQ(r.out.data<float>()[n], 0.0f);
  }
}

// Regression: a window bound near INT64_MAX means "unbounded", not an
// overflow of diagonal + right that hides every key.
TEST(Validation, HugeWindowEqualsUnbounded) {
  const Tensor q = random_tensor({1, 2, 5, 8}, 4);
  const Tensor k = random_tensor({1, 2, 7, 8}, 5);
  const Tensor v = random_tensor({1, 2, 7, 8}, 6);
  const auto big = std::numeric_limits<std::int64_t>::max();
  for (Path path : {Path::kReference, Path::kTiled, Path::kSplitKv}) {
    for (Causal causal : {Causal::kNone, Causal::kTopLeft}) {
      AttentionParams open;
      open.path = path;
      open.causal = causal;
      AttentionParams huge = open;
      huge.window_left = 0;
      huge.window_right = big;
      AttentionParams bounded = open;
      bounded.window_left = 0;
      const auto want = attention(q.view(), k.view(), v.view(), bounded);
      const auto got = attention(q.view(), k.view(), v.view(), huge);
      EXPECT_TRUE(testing::bit_identical(want.out, got.out));
      huge.window_left = big - 1;
      huge.window_right = big;
      EXPECT_TRUE(testing::bit_identical(
          attention(q.view(), k.view(), v.view(), open).out,
          attention(q.view(), k.view(), v.view(), huge).out));
    }
  }
}

}  // namespace
}  // namespace qkv
