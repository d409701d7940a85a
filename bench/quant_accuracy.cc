// The accuracy table of docs/quantized-cache.md: relative RMS error of the
// attention output of a q8_0 / q4_0 / q8_kivi / q4_kivi KvCache against a
// float32 KvCache
// holding the same tokens (both through the double reference path, so the
// figure is the format's error alone), for
//   (a) Gaussian keys and values, and
//   (b) keys with 4 channels 20x larger than the rest (as real keys have),
// with queries that point at 3 keys each (their directions outside the
// large channels, logit of a pointed-at key about 8), so attention is
// peaked as in real models. head_dim 64 and 128, 1024 cached tokens,
// 16 query heads on one KV head, 4 seeds.
//
//   build/release/bench/qkv_quant_accuracy            # markdown table
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "qkv/qkv.h"

namespace {

constexpr std::int64_t kTokens = 1024, kHeads = 16;

struct Data {
  qkv::Tensor k, v, q;
};

// K, V (1, 1, kTokens, d) and q (1, kHeads, 1, d) in float64.
Data make_data(std::int64_t d, bool outliers, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> normal;
  Data x{qkv::Tensor(qkv::DType::kFloat64, {1, 1, kTokens, d}),
         qkv::Tensor(qkv::DType::kFloat64, {1, 1, kTokens, d}),
         qkv::Tensor(qkv::DType::kFloat64, {1, kHeads, 1, d})};
  std::vector<double> big(d, 1.0);
  if (outliers) {
    for (int n = 0; n < 4; ++n) big[(rng() % d)] = 20.0;
  }
  double* k = x.k.data<double>();
  for (std::int64_t i = 0; i < kTokens * d; ++i) {
    // Values rounded to float32 so both caches hold the same inputs.
    k[i] = static_cast<float>(normal(rng) * big[i % d]);
    x.v.data<double>()[i] = static_cast<float>(normal(rng));
  }
  for (std::int64_t h = 0; h < kHeads; ++h) {
    double* q = x.q.data<double>() + h * d;
    for (int n = 0; n < 3; ++n) {
      const double* key = k + (rng() % kTokens) * d;
      double norm = 0.0;
      for (std::int64_t c = 0; c < d; ++c) {
        if (big[c] == 1.0) norm += key[c] * key[c];
      }
      for (std::int64_t c = 0; c < d; ++c) {
        if (big[c] == 1.0) q[c] += 8.0 * key[c] / std::sqrt(norm);
      }
    }
  }
  return x;
}

qkv::AttentionResult attend(const Data& x, qkv::KvCache cache) {
  // All tokens but the last, then the last: the query rows are its.
  auto part = [](const qkv::Tensor& t, std::int64_t from, std::int64_t to) {
    qkv::TensorView v = t.view();
    v.data = const_cast<double*>(t.data<double>() + from * t.size(3));
    v.shape[2] = to - from;
    return v;
  };
  cache.append(part(x.k, 0, kTokens - 1), part(x.v, 0, kTokens - 1));
  cache.append(part(x.k, kTokens - 1, kTokens),
               part(x.v, kTokens - 1, kTokens));
  qkv::AttentionParams ref;
  ref.path = qkv::Path::kReference;
  return cache.attend(x.q.view(), ref);
}

double relative_rms(const qkv::Tensor& got, const qkv::Tensor& want) {
  double err = 0.0, norm = 0.0;
  for (std::int64_t i = 0; i < want.numel(); ++i) {
    const double w = want.data<double>()[i], g = got.data<double>()[i];
    err += (g - w) * (g - w);
    norm += w * w;
  }
  return std::sqrt(err / norm);
}

}  // namespace

int main() {
  std::printf(
      "| format | head_dim | (a) Gaussian | (b) 4 channels x20 |\n"
      "|---|---|---|---|\n");
  for (qkv::QuantFormat format :
       {qkv::QuantFormat::kQ8_0, qkv::QuantFormat::kQ8Kivi,
        qkv::QuantFormat::kQ4_0, qkv::QuantFormat::kQ4Kivi}) {
    for (std::int64_t d : {64, 128}) {
      double errs[2] = {0.0, 0.0};
      for (int dist = 0; dist < 2; ++dist) {
        for (std::uint32_t seed = 1; seed <= 4; ++seed) {
          const Data x = make_data(d, dist == 1, seed);
          const auto want = attend(x, qkv::KvCache(1, 1, kTokens, d));
          const auto got = attend(x, qkv::KvCache(1, 1, kTokens, d, format));
          errs[dist] += relative_rms(got.out, want.out) / 4.0;
        }
      }
      std::printf("| %s | %lld | %.2f %% | %.2f %% |\n",
                  qkv::quant_format_name(format), static_cast<long long>(d),
                  100.0 * errs[0], 100.0 * errs[1]);
    }
  }
  return 0;
}
