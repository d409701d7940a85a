// libFuzzer target over quantized KV caches (q8_0, q4_0, q8_kivi, q4_kivi):
// random sizes (head_dim not a multiple of 32 included), random appends
// (sometimes with NaN, inf or too many tokens), random query shapes. Every call
// must raise qkv::Error or succeed; a failed append leaves the cache's lengths
// and its attention unchanged; a successful attend equals the double reference
// within a loose float32 tolerance.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <vector>

#include "fuzz_bytes.h"
#include "qkv/qkv.h"

namespace {

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz_quant: %s\n", what);
    std::abort();
  }
}

qkv::Tensor tensor(std::int64_t b, std::int64_t h, std::int64_t n,
                   std::int64_t d, Bytes& in, bool specials) {
  qkv::Tensor t(qkv::DType::kFloat32, {b, h, n, d});
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    t.data<float>()[i] = in.value(specials);
  }
  return t;
}

void compare(const qkv::AttentionResult& got,
             const qkv::AttentionResult& want) {
  for (std::int64_t i = 0; i < want.out.numel(); ++i) {
    const float g = got.out.data<float>()[i], w = want.out.data<float>()[i];
    check(std::fabs(g - w) <= 1e-3f * (1.0f + std::fabs(w)),
          "fast path differs from the reference");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  Bytes in{data, size};
  constexpr qkv::QuantFormat kFormats[] = {
      qkv::QuantFormat::kQ8_0, qkv::QuantFormat::kQ4_0,
      qkv::QuantFormat::kQ8Kivi, qkv::QuantFormat::kQ4Kivi};
  const qkv::QuantFormat format = kFormats[in.byte() % 4];
  const std::int64_t batch = in.pick(1, 2), kv_heads = in.pick(1, 2),
                     group = in.pick(1, 3), head_dim = in.pick(1, 70),
                     head_dim_v = in.pick(0, 40), capacity = in.pick(1, 12);
  try {
    qkv::KvCache cache(batch, kv_heads, capacity, head_dim, format, head_dim_v);
    const std::int64_t dv = head_dim_v > 0 ? head_dim_v : head_dim;
    for (int step = 0; step < 4; ++step) {
      const std::int64_t n = in.pick(1, 5);
      const bool specials = in.byte() < 32;
      const qkv::Tensor k = tensor(batch, kv_heads, n, head_dim, in, specials);
      const qkv::Tensor v = tensor(batch, kv_heads, n, dv, in, specials);
      const qkv::Tensor q =
          tensor(batch, kv_heads * group, n, head_dim, in, false);
      std::vector<std::int64_t> before(batch);
      for (std::int64_t b = 0; b < batch; ++b) before[b] = cache.length(b);
      try {
        cache.append(k.view(), v.view());
      } catch (const qkv::Error&) {
        for (std::int64_t b = 0; b < batch; ++b) {
          check(cache.length(b) == before[b], "a failed append wrote tokens");
        }
        continue;
      }
      qkv::AttentionParams ref;
      ref.path = qkv::Path::kReference;
      compare(cache.attend(q.view()), cache.attend(q.view(), ref));
    }
  } catch (const qkv::Error&) {
  }
  return 0;
}
