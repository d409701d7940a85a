// Helpers of the quantized-cache tests (quant_test.cc,
// quantized_kvcache_test.cc): random rows and the derived tolerance of the
// dequantizing kernel against the double reference.
#ifndef QKV_TESTS_QUANT_TEST_UTIL_H_
#define QKV_TESTS_QUANT_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>

#include "qkv/qkv.h"
#include "quant.h"

namespace qkv::testing {

inline Tensor random_rows(std::int64_t b, std::int64_t h, std::int64_t n,
                          std::int64_t d, std::mt19937& rng, bool zero_groups) {
  Tensor t(DType::kFloat32, {b, h, n, d});
  std::normal_distribution<float> normal;
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    const std::int64_t c = i % d, row = i / d;
    const bool zero = zero_groups && row % 3 == 0 && c < internal::kQuantGroup;
    t.data<float>()[i] = zero ? 0.0f : normal(rng);
  }
  return t;
}

inline double max_abs(const Tensor& t) {
  double m = 0.0;
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    m = std::max(m, std::fabs(static_cast<double>(t.data<float>()[i])));
  }
  return m;
}

// Fast path == double reference. Tolerance: PyTorch's fused-vs-math one
// (atol 1e-5, rtol 5e-6) plus the first-order effect of float32 logits:
// |δs| <= (d + 2)·eps·scale·|q|·|k~| with |k~| <= 2·|k| (a dequantized key
// moves by at most one step per value), moving out by 2·max|δs|·max|v~|,
// |v~| <= 1.1·max|v|.
inline void expect_close(const AttentionResult& got,
                         const AttentionResult& want, double logit_bound,
                         double v_max) {
  const double eps = std::ldexp(1.0, -24);
  const double extra = 2.0 * logit_bound * eps * 1.1 * v_max;
  int bad = 0;
  for (std::int64_t i = 0; i < want.out.numel() && bad < 5; ++i) {
    const double w = want.out.data<float>()[i], g = got.out.data<float>()[i];
    if (!(std::fabs(g - w) <= 1e-5 + 5e-6 * std::fabs(w) + extra)) {
      ADD_FAILURE() << "out[" << i << "] " << g << " want " << w;
      ++bad;
    }
  }
  for (std::int64_t i = 0; i < want.lse.numel() && bad < 5; ++i) {
    const double w = want.lse.data<float>()[i], g = got.lse.data<float>()[i];
    if (std::isinf(w)) {
      EXPECT_EQ(g, w) << "lse[" << i << "]";
    } else if (!(std::fabs(g - w) <=
                 1e-5 + 5e-6 * std::fabs(w) + logit_bound * eps)) {
      ADD_FAILURE() << "lse[" << i << "] " << g << " want " << w;
      ++bad;
    }
  }
}

}  // namespace qkv::testing

#endif  // QKV_TESTS_QUANT_TEST_UTIL_H_
