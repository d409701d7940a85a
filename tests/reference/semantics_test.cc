// DESIGN.md §2 option by option: each one against an independent statement
// of what it means.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "dtype.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::at;
using testing::bit_identical;
using testing::max_abs_diff;
using testing::random_qkv;
using testing::random_tensor;
using testing::run;

constexpr float kNegInf = -std::numeric_limits<float>::infinity();

TEST(Semantics, FullyMaskedRowsGiveZeroOutputAndMinusInfLse) {
  const auto x = random_qkv(2, 2, 2, 4, 6, 4, 3, 1);
  std::vector<std::uint8_t> mask(4 * 6, 1);
  for (int j = 0; j < 6; ++j) mask[2 * 6 + j] = 0;  // row 2 sees nothing
  std::vector<float> additive(4 * 6, 0.0f);
  for (int j = 0; j < 6; ++j) additive[1 * 6 + j] = kNegInf;  // row 1
  const std::int64_t key_lengths[] = {6, 0};    // batch 1 has no keys
  const std::int64_t query_lengths[] = {3, 4};  // batch 0 row 3 is padding
  AttentionParams p;
  p.mask = TensorView::contiguous(mask.data(), DType::kBool, {4, 6});
  const auto bool_result = run(x, p);
  p.mask = TensorView::contiguous(additive.data(), DType::kFloat32, {4, 6});
  const auto add_result = run(x, p);
  p = {};
  p.key_lengths = TensorView::contiguous(key_lengths, DType::kInt64, {2});
  p.query_lengths = TensorView::contiguous(query_lengths, DType::kInt64, {2});
  const auto len_result = run(x, p);
  auto expect_masked = [](const AttentionResult& r, std::int64_t b,
                          std::int64_t h, std::int64_t i) {
    for (std::int64_t c = 0; c < 3; ++c) EXPECT_EQ(at(r.out, b, h, i, c), 0.0f);
    EXPECT_EQ(r.lse.data<float>()[(b * 2 + h) * 4 + i], kNegInf);
  };
  for (std::int64_t b = 0; b < 2; ++b) {
    for (std::int64_t h = 0; h < 2; ++h) {
      expect_masked(bool_result, b, h, 2);
      expect_masked(add_result, b, h, 1);
      for (std::int64_t i = 0; i < 4; ++i) expect_masked(len_result, 1, h, i);
      expect_masked(len_result, 0, h, 3);
      EXPECT_TRUE(std::isfinite(len_result.lse.data<float>()[h * 4 + 0]));
    }
  }
}

TEST(Semantics, CausalAlignments) {
  const auto x = random_qkv(1, 1, 1, 4, 7, 4, 4, 2);
  AttentionParams tl, br;
  tl.causal = Causal::kTopLeft;
  br.causal = Causal::kBottomRight;
  const auto s_tl =
      reference_steps(x.q.view(), x.k.view(), x.v.view(), tl, 0, 0);
  const auto s_br =
      reference_steps(x.q.view(), x.k.view(), x.v.view(), br, 0, 0);
  for (std::int64_t i = 0; i < 4; ++i) {
    for (std::int64_t j = 0; j < 7; ++j) {
      EXPECT_EQ(s_tl.visible[i * 7 + j], j <= i);
      EXPECT_EQ(s_br.visible[i * 7 + j], j <= i + 3);
    }
  }
  // Square: both alignments agree.
  const auto sq = random_qkv(2, 2, 2, 5, 5, 4, 4, 3);
  EXPECT_TRUE(bit_identical(run(sq, tl).out, run(sq, br).out));
}

TEST(Semantics, WindowInBottomRightCoordinates) {
  const auto x = random_qkv(1, 1, 1, 5, 8, 4, 4, 4);
  for (auto [left, right] :
       {std::pair{1, 0}, std::pair{0, 2}, std::pair{-1, 1}, std::pair{3, -1}}) {
    AttentionParams p;
    p.window_left = left;
    p.window_right = right;
    const auto s = reference_steps(x.q.view(), x.k.view(), x.v.view(), p, 0, 0);
    for (std::int64_t i = 0; i < 5; ++i) {
      for (std::int64_t j = 0; j < 8; ++j) {
        const std::int64_t diag = i + 3;
        const bool want =
            (left < 0 || j >= diag - left) && (right < 0 || j <= diag + right);
        EXPECT_EQ(s.visible[i * 8 + j], want) << left << "," << right;
      }
    }
  }
}

TEST(Semantics, KeyLengthsEqualSlicedSequences) {
  // Batch b with key length L equals attention on its first L keys, with
  // bottom-right alignment measured from its own lengths.
  const auto x = random_qkv(2, 2, 2, 3, 7, 4, 4, 5);
  const std::int64_t key_lengths[] = {7, 4};
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  p.key_lengths = TensorView::contiguous(key_lengths, DType::kInt64, {2});
  const auto padded = run(x, p);
  AttentionParams br;
  br.causal = Causal::kBottomRight;
  const TensorView q1 =
      TensorView::strided(x.q.data<float>() + 2 * 3 * 4, DType::kFloat32,
                          {1, 2, 3, 4}, {24, 12, 4, 1});
  const TensorView k1 =
      TensorView::strided(x.k.data<float>() + 2 * 7 * 4, DType::kFloat32,
                          {1, 2, 4, 4}, {56, 28, 4, 1});
  const TensorView v1 =
      TensorView::strided(x.v.data<float>() + 2 * 7 * 4, DType::kFloat32,
                          {1, 2, 4, 4}, {56, 28, 4, 1});
  const auto sliced = attention(q1, k1, v1, br);
  for (std::int64_t h = 0; h < 2; ++h) {
    for (std::int64_t i = 0; i < 3; ++i) {
      for (std::int64_t c = 0; c < 4; ++c) {
        EXPECT_EQ(at(padded.out, 1, h, i, c), at(sliced.out, 0, h, i, c));
      }
    }
  }
}

TEST(Semantics, AlibiEqualsItsAdditiveMask) {
  const std::int64_t B = 2, H = 3, Sq = 4, Skv = 6;
  const auto x = random_qkv(B, H, H, Sq, Skv, 4, 4, 6);
  const float per_batch[B][H] = {{0.5f, 0.25f, 0.125f}, {1.0f, 0.0f, 2.0f}};
  std::vector<float> bias(B * H * Sq * Skv);
  for (std::int64_t b = 0; b < B; ++b) {
    for (std::int64_t h = 0; h < H; ++h) {
      for (std::int64_t i = 0; i < Sq; ++i) {
        for (std::int64_t j = 0; j < Skv; ++j) {
          bias[((b * H + h) * Sq + i) * Skv + j] =
              -per_batch[b][h] * std::fabs(float(i + Skv - Sq - j));
        }
      }
    }
  }
  AttentionParams alibi, additive;
  alibi.alibi_slopes =
      TensorView::contiguous(per_batch, DType::kFloat32, {B, H});
  additive.mask =
      TensorView::contiguous(bias.data(), DType::kFloat32, {B, H, Sq, Skv});
  EXPECT_LE(max_abs_diff(run(x, alibi).out, run(x, additive).out), 1e-6);
  // Per-head slopes broadcast over the batch.
  AttentionParams heads_only;
  heads_only.alibi_slopes =
      TensorView::contiguous(per_batch[0], DType::kFloat32, {H});
  const auto r = run(x, heads_only), full = run(x, additive);
  for (std::int64_t h = 0; h < H; ++h) {
    for (std::int64_t i = 0; i < Sq; ++i) {
      EXPECT_NEAR(at(r.out, 0, h, i, 0), at(full.out, 0, h, i, 0), 1e-6);
    }
  }
}

TEST(Semantics, SoftcapAppliesTanhBeforeMasks) {
  const auto x = random_qkv(1, 1, 1, 3, 5, 4, 4, 7);
  AttentionParams p;
  p.softcap = 0.7;
  const auto s = reference_steps(x.q.view(), x.k.view(), x.v.view(), p, 0, 0);
  for (std::size_t n = 0; n < s.scores.size(); ++n) {
    EXPECT_DOUBLE_EQ(s.scaled[n], 0.7 * std::tanh(s.scores[n] * 0.5 / 0.7));
    EXPECT_LE(std::fabs(s.scaled[n]), 0.7);
  }
}

TEST(Semantics, BroadcastMasksEqualTheirExpansion) {
  const std::int64_t B = 2, H = 3, Sq = 4, Skv = 5;
  const auto x = random_qkv(B, H, H, Sq, Skv, 4, 4, 8);
  const Tensor source = random_tensor({B, H, Sq, Skv}, 9);
  // Each broadcast shape reads the leading elements of `source` as its own
  // data; the expansion writes them out in full.
  const std::vector<std::vector<std::int64_t>> shapes = {
      {Skv},          {Sq, Skv},       {1, Skv},        {H, 1, Skv},
      {B, 1, 1, Skv}, {1, H, Sq, Skv}, {B, 1, Sq, Skv}, {B, H, Sq, 1}};
  for (const auto& shape : shapes) {
    const TensorView m = TensorView::contiguous(
        source.data<float>(), DType::kFloat32,
        std::span<const std::int64_t>(shape.data(), shape.size()));
    Tensor expanded(DType::kFloat32, {B, H, Sq, Skv});
    const int off = 4 - static_cast<int>(shape.size());
    for (std::int64_t b = 0; b < B; ++b) {
      for (std::int64_t h = 0; h < H; ++h) {
        for (std::int64_t i = 0; i < Sq; ++i) {
          for (std::int64_t j = 0; j < Skv; ++j) {
            const std::int64_t idx[4] = {b, h, i, j};
            std::int64_t flat = 0;
            for (int d = 0; d < m.rank; ++d) {
              flat += (m.shape[d] == 1 ? 0 : idx[d + off]) * m.strides[d];
            }
            at(expanded, b, h, i, j) = source.data<float>()[flat];
          }
        }
      }
    }
    AttentionParams broadcast, full;
    broadcast.mask = m;
    full.mask = expanded.view();
    EXPECT_TRUE(bit_identical(run(x, broadcast).out, run(x, full).out))
        << m.shape_str();
  }
}

TEST(Semantics, StridedBshdLayoutEqualsContiguous) {
  // (batch, seq, heads, dim) storage read as (batch, heads, seq, dim).
  const std::int64_t B = 2, H = 3, S = 5, D = 4;
  const Tensor bshd = random_tensor({B, S, H, D}, 11);
  const TensorView as_bhsd =
      TensorView::strided(bshd.data<float>(), DType::kFloat32, {B, H, S, D},
                          {S * H * D, D, H * D, 1});
  Tensor bhsd(DType::kFloat32, {B, H, S, D});
  for (std::int64_t b = 0; b < B; ++b) {
    for (std::int64_t h = 0; h < H; ++h) {
      for (std::int64_t s = 0; s < S; ++s) {
        for (std::int64_t d = 0; d < D; ++d) {
          at(bhsd, b, h, s, d) =
              bshd.data<float>()[((b * S + s) * H + h) * D + d];
        }
      }
    }
  }
  const auto strided = attention(as_bhsd, as_bhsd, as_bhsd);
  const auto contiguous = attention(bhsd.view(), bhsd.view(), bhsd.view());
  EXPECT_TRUE(bit_identical(strided.out, contiguous.out));
  // And written into a strided (batch, seq, heads, dim) output buffer.
  Tensor out_bshd(DType::kFloat32, {B, S, H, D});
  const TensorView out_view =
      TensorView::strided(out_bshd.data<float>(), DType::kFloat32, {B, H, S, D},
                          {S * H * D, D, H * D, 1});
  attention_into(as_bhsd, as_bhsd, as_bhsd, {}, out_view, TensorView{});
  for (std::int64_t b = 0; b < B; ++b) {
    for (std::int64_t h = 0; h < H; ++h) {
      for (std::int64_t s = 0; s < S; ++s) {
        EXPECT_EQ(out_bshd.data<float>()[((b * S + s) * H + h) * D],
                  at(contiguous.out, b, h, s, 0));
      }
    }
  }
}

TEST(Semantics, LargeLogitsDoNotOverflow) {
  auto x = random_qkv(1, 2, 2, 4, 6, 8, 4, 12);
  AttentionParams p;
  p.scale = 1e4;  // |scale · q·k| up to ~1e5
  const auto r = run(x, p);
  for (std::int64_t n = 0; n < r.out.numel(); ++n) {
    EXPECT_TRUE(std::isfinite(r.out.data<float>()[n]));
  }
  for (std::int64_t n = 0; n < r.lse.numel(); ++n) {
    EXPECT_TRUE(std::isfinite(r.lse.data<float>()[n]));
  }
  p.scale = -1e4;  // negative scale is valid
  const auto neg = run(x, p);
  EXPECT_TRUE(std::isfinite(neg.out.data<float>()[0]));
}

TEST(Semantics, NanPoisonsExactlyTheRowsThatSeeIt) {
  auto x = random_qkv(1, 1, 1, 4, 4, 4, 4, 13);
  at(x.k, 0, 0, 2, 1) = std::nanf("");  // key 2
  AttentionParams p;
  p.causal = Causal::kTopLeft;  // rows 0, 1 cannot see key 2
  const auto r = run(x, p);
  for (std::int64_t i = 0; i < 4; ++i) {
    EXPECT_EQ(std::isnan(at(r.out, 0, 0, i, 0)), i >= 2) << "row " << i;
  }
}

TEST(Semantics, LseIsLogSumExpOfTheLogits) {
  const auto x = random_qkv(1, 1, 1, 3, 5, 4, 4, 14);
  const auto s = reference_steps(x.q.view(), x.k.view(), x.v.view(), {}, 0, 0);
  for (std::int64_t i = 0; i < 3; ++i) {
    double sum = 0.0;
    for (std::int64_t j = 0; j < 5; ++j) sum += std::exp(s.logits[i * 5 + j]);
    EXPECT_NEAR(s.lse[i], std::log(sum), 1e-12);
  }
}

TEST(Semantics, StorageDtypesAgreeWithFloat32) {
  const std::int64_t B = 1, H = 2, S = 6, D = 8;
  const auto x = random_qkv(B, H, H, S, S, D, D, 15);
  const auto want = run(x);
  for (DType dtype : {DType::kFloat64, DType::kFloat16, DType::kBFloat16}) {
    testing::Qkv y{Tensor(dtype, {B, H, S, D}), Tensor(dtype, {B, H, S, D}),
                   Tensor(dtype, {B, H, S, D})};
    for (auto [from, to] : {std::pair{&x.q, &y.q}, std::pair{&x.k, &y.k},
                            std::pair{&x.v, &y.v}}) {
      for (std::int64_t n = 0; n < from->numel(); ++n) {
        const float f = from->data<float>()[n];
        if (dtype == DType::kFloat64) {
          to->data<double>()[n] = f;
        } else if (dtype == DType::kFloat16) {
          to->data<std::uint16_t>()[n] = internal::float_to_half(f);
        } else {
          to->data<std::uint16_t>()[n] = internal::float_to_bf16(f);
        }
      }
    }
    const auto got = run(y);
    EXPECT_EQ(got.out.dtype(), dtype);
    EXPECT_EQ(got.lse.dtype(), lse_dtype(dtype));
    const double tol = dtype == DType::kFloat64   ? 1e-6
                       : dtype == DType::kFloat16 ? 1e-2
                                                  : 5e-2;
    for (std::int64_t n = 0; n < want.out.numel(); ++n) {
      double value = 0.0;
      if (dtype == DType::kFloat64) {
        value = got.out.data<double>()[n];
      } else if (dtype == DType::kFloat16) {
        value = internal::half_to_float(got.out.data<std::uint16_t>()[n]);
      } else {
        value = internal::bf16_to_float(got.out.data<std::uint16_t>()[n]);
      }
      EXPECT_NEAR(value, want.out.data<float>()[n], tol) << dtype_name(dtype);
    }
  }
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// nn.MultiheadAttention's conventions: key_padding_mask (true = ignore, or
// additive) and mask_hides (bool attn_mask true = hidden) equal the SDPA
// mask they stand for, on every path.
TEST(Semantics, KeyPaddingMaskAndHidingMaskEqualTheirSdpaForms) {
  const std::int64_t B = 2, H = 2, Sq = 5, Skv = 7;
  const auto x = testing::random_qkv(B, H, H, Sq, Skv, 8, 8, 21);
  std::vector<std::uint8_t> pad(B * Skv), attend(B * Skv), hides(Sq * Skv),
      allows(Sq * Skv);
  std::vector<float> pad_float(B * Skv);
  for (std::int64_t n = 0; n < B * Skv; ++n) {
    pad[n] = n % 3 == 1;
    attend[n] = !pad[n];
    pad_float[n] = pad[n] ? -std::numeric_limits<float>::infinity() : 0.25f;
  }
  for (std::int64_t n = 0; n < Sq * Skv; ++n) {
    hides[n] = n % 4 == 0;
    allows[n] = !hides[n];
  }
  for (Path path : {Path::kReference, Path::kTiled}) {
    AttentionParams kpm, sdpa, kpm_float, bias, hide, allow;
    kpm.path = sdpa.path = kpm_float.path = bias.path = hide.path = allow.path =
        path;
    kpm.key_padding_mask =
        TensorView::contiguous(pad.data(), DType::kBool, {B, Skv});
    sdpa.mask =
        TensorView::contiguous(attend.data(), DType::kBool, {B, 1, 1, Skv});
    EXPECT_TRUE(testing::bit_identical(run(x, kpm).out, run(x, sdpa).out));
    kpm_float.key_padding_mask =
        TensorView::contiguous(pad_float.data(), DType::kFloat32, {B, Skv});
    bias.mask = TensorView::contiguous(pad_float.data(), DType::kFloat32,
                                       {B, 1, 1, Skv});
    EXPECT_LE(max_abs_diff(run(x, kpm_float).out, run(x, bias).out), 1e-6);
    hide.mask = TensorView::contiguous(hides.data(), DType::kBool, {Sq, Skv});
    hide.mask_hides = true;
    allow.mask = TensorView::contiguous(allows.data(), DType::kBool, {Sq, Skv});
    EXPECT_TRUE(testing::bit_identical(run(x, hide).out, run(x, allow).out));
    // Both at once.
    hide.key_padding_mask = kpm.key_padding_mask;
    std::vector<std::uint8_t> both(B * Sq * Skv);
    for (std::int64_t b = 0; b < B; ++b) {
      for (std::int64_t n = 0; n < Sq * Skv; ++n) {
        both[b * Sq * Skv + n] = allows[n] && attend[b * Skv + n % Skv];
      }
    }
    allow.mask =
        TensorView::contiguous(both.data(), DType::kBool, {B, 1, Sq, Skv});
    EXPECT_TRUE(testing::bit_identical(run(x, hide).out, run(x, allow).out));
  }
}

// attention_weights_into: every head's weights equal reference_steps'
// (after dropout), weights · V is the attention's output (GQA, masks,
// ALiBi, softcap, dropout), any thread count gives the same bits, and a
// wrong weights tensor is refused naming it.
TEST(Semantics, AttentionWeightsAreTheWeightsAttentionApplies) {
  const auto x = random_qkv(2, 4, 2, 5, 7, 8, 3, 21);
  const Tensor slopes = random_tensor({4}, 5, 0.3f);
  AttentionParams params;
  params.causal = Causal::kBottomRight;
  params.window_left = 3;
  params.softcap = 3.0;
  params.alibi_slopes = slopes.view();
  params.dropout_p = 0.25;
  params.seed = 9;
  params.path = Path::kReference;
  Tensor w(DType::kFloat64, {2, 4, 5, 7});
  attention_weights_into(x.q.view(), x.k.view(), x.v.view(), params, w.view());
  const AttentionResult r = run(x, params);
  for (std::int64_t b = 0; b < 2; ++b) {
    for (std::int64_t h = 0; h < 4; ++h) {
      const AttentionSteps s =
          reference_steps(x.q.view(), x.k.view(), x.v.view(), params, b, h);
      for (std::int64_t i = 0; i < 5; ++i) {
        for (std::int64_t c = 0; c < 3; ++c) {
          double sum = 0.0;
          for (std::int64_t j = 0; j < 7; ++j) {
            const double wij = w.data<double>()[((b * 4 + h) * 5 + i) * 7 + j];
            EXPECT_EQ(wij, s.dropped[i * 7 + j]);
            sum += wij * at(x.v, b, h / 2, j, c);
          }
          EXPECT_NEAR(sum, at(r.out, b, h, i, c), 1e-6);
        }
      }
    }
  }
  params.num_threads = 1;
  Tensor one(DType::kFloat64, {2, 4, 5, 7});
  attention_weights_into(x.q.view(), x.k.view(), x.v.view(), params,
                         one.view());
  EXPECT_TRUE(bit_identical(w, one));
  Tensor wrong(DType::kFloat64, {2, 4, 5, 6});
  EXPECT_THROW(attention_weights_into(x.q.view(), x.k.view(), x.v.view(),
                                      params, wrong.view()),
               Error);
  Tensor half(DType::kFloat16, {2, 4, 5, 7});
  EXPECT_THROW(attention_weights_into(x.q.view(), x.k.view(), x.v.view(),
                                      params, half.view()),
               Error);
}

}  // namespace
}  // namespace qkv
