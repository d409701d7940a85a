// merge_partials: the exact combination of two partial attentions.
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "dtype.h"
#include "fail.h"
#include "qkv/attention.h"
#include "qkv/error.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

void check_pair(const TensorView& out, const char* out_name,
                const TensorView& lse, const char* lse_name,
                const TensorView& like_out) {
  if (out.rank != 4) {
    fail(out_name,
         ": expected rank 4 (batch, num_heads, seq_q, head_dim_v), got ",
         out.shape_str());
  }
  if (!is_floating(out.dtype)) {
    fail_type(out_name, ": unsupported dtype ", dtype_name(out.dtype));
  }
  if (out.dtype != like_out.dtype) {
    fail_type(out_name, ": dtype ", dtype_name(out.dtype),
              " does not match out1 dtype ", dtype_name(like_out.dtype));
  }
  for (int d = 0; d < 4; ++d) {
    if (out.shape[d] != like_out.shape[d]) {
      fail(out_name, ": shape ", out.shape_str(), " does not match out1 shape ",
           like_out.shape_str());
    }
  }
  if (out.numel() > 0 && out.data == nullptr) fail(out_name, ": data is null");
  if (lse.rank != 3 || lse.shape[0] != out.shape[0] ||
      lse.shape[1] != out.shape[1] || lse.shape[2] != out.shape[2]) {
    fail(lse_name, ": expected shape (", out.shape[0], ", ", out.shape[1], ", ",
         out.shape[2], "), got ", lse.shape_str());
  }
  if (lse.dtype != lse_dtype(out.dtype)) {
    fail_type(lse_name, ": dtype ", dtype_name(lse.dtype), " must be ",
              dtype_name(lse_dtype(out.dtype)));
  }
  if (lse.numel() > 0 && lse.data == nullptr) fail(lse_name, ": data is null");
}

std::int64_t offset(const TensorView& t, std::int64_t b, std::int64_t h,
                    std::int64_t i) {
  return b * t.strides[0] + h * t.strides[1] + i * t.strides[2];
}

}  // namespace

void merge_partials_into(const TensorView& out1, const TensorView& lse1,
                         const TensorView& out2, const TensorView& lse2,
                         const TensorView& out, const TensorView& lse) {
  check_pair(out1, "out1", lse1, "lse1", out1);
  check_pair(out2, "out2", lse2, "lse2", out1);
  check_pair(out, "out", lse, "lse", out1);
  constexpr double kNegInf = -std::numeric_limits<double>::infinity();
  const DType dtype = out1.dtype, ldt = lse1.dtype;
  for (std::int64_t b = 0; b < out1.shape[0]; ++b) {
    for (std::int64_t h = 0; h < out1.shape[1]; ++h) {
      for (std::int64_t i = 0; i < out1.shape[2]; ++i) {
        const double a =
            internal::load_as_double(lse1.data, ldt, offset(lse1, b, h, i));
        const double c =
            internal::load_as_double(lse2.data, ldt, offset(lse2, b, h, i));
        const double m = std::fmax(a, c);
        double wa = 0.0, wc = 0.0, merged = kNegInf;
        if (std::isnan(a) || std::isnan(c)) {
          wa = wc = merged = std::numeric_limits<double>::quiet_NaN();
        } else if (m != kNegInf) {
          const double sum = std::exp(a - m) + std::exp(c - m);
          merged = m + std::log(sum);
          wa = std::exp(a - merged);
          wc = std::exp(c - merged);
        }
        const bool use_a = wa != 0.0 || std::isnan(wa);
        const bool use_c = wc != 0.0 || std::isnan(wc);
        if (dtype == DType::kFloat32) {  // the common case, without dispatch
          const float* first =
              static_cast<const float*>(out1.data) + offset(out1, b, h, i);
          const float* second =
              static_cast<const float*>(out2.data) + offset(out2, b, h, i);
          float* o = static_cast<float*>(out.data) + offset(out, b, h, i);
          const std::int64_t n = out1.shape[3];
          if (out1.strides[3] == 1 && out2.strides[3] == 1 &&
              out.strides[3] == 1) {
            // Contiguous rows (ring attention merges whole chunks): the same
            // arithmetic with the branches hoisted, so the loop vectorizes.
            if (use_a && use_c) {
              for (std::int64_t e = 0; e < n; ++e) {
                o[e] = static_cast<float>(0.0 + wa * first[e] + wc * second[e]);
              }
            } else if (use_a) {
              for (std::int64_t e = 0; e < n; ++e) {
                o[e] = static_cast<float>(0.0 + wa * first[e]);
              }
            } else if (use_c) {
              for (std::int64_t e = 0; e < n; ++e) {
                o[e] = static_cast<float>(0.0 + wc * second[e]);
              }
            } else {
              std::fill(o, o + n, 0.0f);
            }
          } else {
            for (std::int64_t e = 0; e < n; ++e) {
              double x = 0.0;
              if (use_a) x += wa * first[e * out1.strides[3]];
              if (use_c) x += wc * second[e * out2.strides[3]];
              o[e * out.strides[3]] = static_cast<float>(x);
            }
          }
        } else {
          for (std::int64_t e = 0; e < out1.shape[3]; ++e) {
            double x = 0.0;
            if (use_a) {
              x += wa * internal::load_as_double(
                            out1.data, dtype,
                            offset(out1, b, h, i) + e * out1.strides[3]);
            }
            if (use_c) {
              x += wc * internal::load_as_double(
                            out2.data, dtype,
                            offset(out2, b, h, i) + e * out2.strides[3]);
            }
            internal::store_from_double(
                out.data, dtype, offset(out, b, h, i) + e * out.strides[3], x);
          }
        }
        internal::store_from_double(lse.data, ldt, offset(lse, b, h, i),
                                    merged);
      }
    }
  }
}

AttentionResult merge_partials(const TensorView& out1, const TensorView& lse1,
                               const TensorView& out2, const TensorView& lse2) {
  check_pair(out1, "out1", lse1, "lse1", out1);
  AttentionResult result;
  result.out = Tensor(
      out1.dtype, {out1.shape[0], out1.shape[1], out1.shape[2], out1.shape[3]});
  result.lse = Tensor(lse_dtype(out1.dtype),
                      {out1.shape[0], out1.shape[1], out1.shape[2]});
  merge_partials_into(out1, lse1, out2, lse2, result.out.view(),
                      result.lse.view());
  return result;
}

}  // namespace qkv
