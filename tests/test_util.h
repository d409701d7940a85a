// Helpers shared by the C++ test suites.
#ifndef QKV_TESTS_TEST_UTIL_H_
#define QKV_TESTS_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "hwy/targets.h"
#include "qkv/qkv.h"

namespace qkv::testing {

// QKV_TEST_SMALL=1 (set by `make test-arm`, where qemu-aarch64 runs every
// instruction in software): the kernel suites keep every shape class (0/1
// and odd lengths, tile tails, masked rows, huge logits, the split-KV and
// pack-by-tile paths) on every compiled target but cap their largest random
// lengths; docs/RELIABILITY.md lists exactly what changes.
inline bool small_shapes() {
  static const bool small = [] {
    const char* v = std::getenv("QKV_TEST_SMALL");
    return v != nullptr && *v != '\0' && std::string_view(v) != "0";
  }();
  return small;
}

// A float32 tensor of normal(0, stddev) values from a fixed seed.
inline Tensor random_tensor(std::initializer_list<std::int64_t> shape,
                            std::uint32_t seed, float stddev = 1.0f,
                            DType dtype = DType::kFloat32) {
  Tensor t(dtype, shape);
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, stddev);
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    const float x = normal(rng);
    if (dtype == DType::kFloat64) {
      t.data<double>()[n] = x;
    } else {
      t.data<float>()[n] = x;
    }
  }
  return t;
}

struct Qkv {
  Tensor q, k, v;
};

inline Qkv random_qkv(std::int64_t batch, std::int64_t heads,
                      std::int64_t kv_heads, std::int64_t seq_q,
                      std::int64_t seq_kv, std::int64_t dim, std::int64_t dim_v,
                      std::uint32_t seed) {
  return {random_tensor({batch, heads, seq_q, dim}, seed),
          random_tensor({batch, kv_heads, seq_kv, dim}, seed + 1),
          random_tensor({batch, kv_heads, seq_kv, dim_v}, seed + 2)};
}

inline AttentionResult run(const Qkv& x, AttentionParams params = {}) {
  return attention(x.q.view(), x.k.view(), x.v.view(), params);
}

// Element (b, h, i, c) of a contiguous rank-4 float32 tensor.
inline float& at(Tensor& t, std::int64_t b, std::int64_t h, std::int64_t i,
                 std::int64_t c) {
  return t.data<float>()[((b * t.size(1) + h) * t.size(2) + i) * t.size(3) + c];
}
inline float at(const Tensor& t, std::int64_t b, std::int64_t h, std::int64_t i,
                std::int64_t c) {
  return t.data<float>()[((b * t.size(1) + h) * t.size(2) + i) * t.size(3) + c];
}

inline double max_abs_diff(const Tensor& a, const Tensor& b) {
  double m = 0.0;
  for (std::int64_t n = 0; n < a.numel(); ++n) {
    m = std::max(m, static_cast<double>(
                        std::fabs(a.data<float>()[n] - b.data<float>()[n])));
  }
  return m;
}

inline bool bit_identical(const Tensor& a, const Tensor& b) {
  return a.nbytes() == b.nbytes() &&
         std::equal(a.data<unsigned char>(),
                    a.data<unsigned char>() + a.nbytes(),
                    b.data<unsigned char>());
}

// Sets the process's kernel choice (qkv/tuning.h) for a scope.
class ScopedKernelChoice {
 public:
  explicit ScopedKernelChoice(const KernelChoice& c)
      : previous_(kernel_choice()) {
    set_kernel_choice(c);
  }
  ~ScopedKernelChoice() {
    set_kernel_choice(previous_.choice, previous_.source);
  }
  ScopedKernelChoice(const ScopedKernelChoice&) = delete;
  ScopedKernelChoice& operator=(const ScopedKernelChoice&) = delete;

 private:
  KernelChoiceInfo previous_;
};

inline std::string describe(const KernelChoice& c) {
  return "choice " + std::to_string(c.forward_tile_bytes) + "/" +
         std::to_string(c.backward_tile_bytes) + "/" +
         std::to_string(c.decode_tile_keys) + "/" +
         std::to_string(c.split_keys) + "/L" +
         std::to_string(c.decode_prefetch_level);
}

// Kernel choices at the ends of every range and between: prefill and
// backward tiles of 32, 64 and 128 keys (at head_dim 64 to 128), decode
// tiles of 64 to 768 keys (384: not a power of two), split chunks of 256
// keys up to none, decode prefetches to L1 and to L2.
// Under small_shapes() (qemu), the two ends only.
inline std::vector<KernelChoice> kernel_choice_grid() {
  if (small_shapes())
    return {{4096, 4096, 64, 256, 1}, {1 << 20, 1 << 20, 768, 65536, 2}};
  return {{4096, 4096, 64, 256, 1},
          {16 << 10, 64 << 10, 256, 1024, 2},
          {64 << 10, 32 << 10, 384, 4096, 1},
          {1 << 20, 1 << 20, 768, 65536, 2}};
}

// Runs check() under every choice of kernel_choice_grid() on each of
// `targets` (Highway target bits), then calls after_targets() once per
// choice on the best target (for checks across thread counts).
template <class Check, class After>
void for_every_choice_and_target(const std::vector<std::int64_t>& targets,
                                 Check check, After after_targets) {
  for (const KernelChoice& choice : kernel_choice_grid()) {
    const ScopedKernelChoice scoped(choice);
    SCOPED_TRACE(describe(choice));
    for (std::int64_t target : targets) {
      hwy::SetSupportedTargetsForTest(target);
      SCOPED_TRACE(hwy::TargetName(target));
      check();
    }
    hwy::SetSupportedTargetsForTest(0);
    after_targets();
  }
}

// A boolean mask of `rows` rows of `keys` bytes (1 = visible, or 1 =
// hidden when `hides`) whose visible keys are one range per row, the
// shapes under which kernels skip the keys past a row's first and last
// visible one: causal prefixes (a static cache's prefill), suffixes (left
// padding), empty rows, single keys, ranges on 64-key boundaries and
// random ranges with hidden keys inside.
inline std::vector<std::uint8_t> range_bool_mask(std::int64_t rows,
                                                 std::int64_t keys,
                                                 std::uint32_t seed,
                                                 bool hides = false) {
  std::mt19937 rng(seed);
  auto below = [&](std::int64_t n) {
    return n <= 0 ? 0 : static_cast<std::int64_t>(rng() % n);
  };
  std::vector<std::uint8_t> m(static_cast<std::size_t>(rows * keys), 0);
  for (std::int64_t i = 0; i < rows; ++i) {
    std::int64_t lo = 0, hi = 0;
    bool holes = false;
    switch (i % 6) {
      case 0:
        hi = std::min(keys, i + 1);
        break;
      case 1:
        lo = below(keys);
        hi = keys;
        break;
      case 2:
        break;
      case 3:
        lo = below(keys);
        hi = lo + 1;
        break;
      case 4:
        lo = std::min(keys, 64 * below(keys / 64 + 1));
        hi = std::min(keys, lo + 64 * (1 + below(3)));
        break;
      default:
        lo = below(keys);
        hi = lo + 1 + below(keys - lo);
        holes = true;
        break;
    }
    for (std::int64_t j = lo; j < hi; ++j) {
      const bool edge = j == lo || j == hi - 1;
      m[i * keys + j] = !holes || edge || below(4) != 0;
    }
  }
  if (hides) {
    for (auto& byte : m) byte = byte ? 0 : 1;
  }
  return m;
}

}  // namespace qkv::testing

#endif  // QKV_TESTS_TEST_UTIL_H_
