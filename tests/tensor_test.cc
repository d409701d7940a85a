#include "qkv/tensor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "dtype.h"
#include "huge_pages.h"
#include "qkv/error.h"
#include "qkv/kv_cache.h"
#include "qkv/serving.h"
#include "qkv/version.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace qkv {
namespace {

TEST(Tensor, AllocatesAlignedZeroedContiguous) {
  Tensor t(DType::kFloat32, {2, 3, 5});
  EXPECT_EQ(t.numel(), 30);
  EXPECT_EQ(t.nbytes(), 120u);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(t.data<float>()) % 64, 0u);
  EXPECT_EQ(t.view().strides[0], 15);
  EXPECT_EQ(t.view().strides[1], 5);
  EXPECT_EQ(t.view().strides[2], 1);
  for (std::int64_t n = 0; n < t.numel(); ++n) EXPECT_EQ(t.data<float>()[n], 0);
  EXPECT_EQ(t.view().shape_str(), "(2, 3, 5)");
}

TEST(Tensor, EmptyTensorHasNoElementsButAnAddress) {
  Tensor t(DType::kFloat32, {4, 0, 3});
  EXPECT_EQ(t.numel(), 0);
  EXPECT_EQ(t.nbytes(), 0u);
  // Never null: offsets into an empty tensor are defined arithmetic.
  EXPECT_NE(t.data<float>(), nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(t.data<float>()) % 64, 0u);
}

TEST(Tensor, RejectsNegativeAndOverflowingShapes) {
  EXPECT_THROW(Tensor(DType::kFloat32, {2, -1}), Error);
  const std::int64_t big = std::int64_t{1} << 40;
  try {
    Tensor t(DType::kFloat32, {big, big});
    FAIL() << "expected overflow";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("overflows"), std::string::npos);
  }
}

TEST(Dtype, HalfRoundTripsEveryFiniteValue) {
  for (std::uint32_t bits = 0; bits < 0x10000u; ++bits) {
    const auto h = static_cast<std::uint16_t>(bits);
    const float f = internal::half_to_float(h);
    if (std::isnan(f)) {
      EXPECT_TRUE(
          std::isnan(internal::half_to_float(internal::float_to_half(f))));
      continue;
    }
    EXPECT_EQ(internal::float_to_half(f), h) << "bits " << bits;
  }
}

TEST(Dtype, HalfRoundsToNearestEven) {
  // 1 + 2^-11 lies halfway between 1 and 1 + 2^-10: ties to even (1).
  EXPECT_EQ(internal::float_to_half(1.0f + std::ldexp(1.0f, -11)), 0x3C00u);
  EXPECT_EQ(internal::float_to_half(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3C02u);
  EXPECT_EQ(internal::float_to_half(65520.0f), 0x7C00u);  // overflow to inf
  EXPECT_EQ(internal::float_to_half(65519.0f), 0x7BFFu);
  EXPECT_EQ(internal::float_to_half(std::ldexp(1.0f, -25)), 0x0000u);  // tie
  EXPECT_EQ(internal::float_to_half(std::ldexp(1.5f, -25)), 0x0001u);
}

// The VmFlags of the mapping that holds `p` in /proc/self/smaps ("" if
// none or no procfs).
std::string mapping_flags(const void* p) {
  const auto at = reinterpret_cast<std::uintptr_t>(p);
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t begin = 0, end = 0;
    char dash = 0;
    std::istringstream head(line);
    if (head >> std::hex >> begin >> dash >> end && dash == '-') {
      inside = begin <= at && at < end;
    } else if (inside && line.rfind("VmFlags:", 0) == 0) {
      return line + " ";
    }
  }
  return "";
}

// Whether madvise(MADV_HUGEPAGE) works here and shows in smaps (as the flag
// "hg"): not on a kernel without THP, nor where smaps is missing or
// emulated (qemu user mode).
bool huge_page_advice_visible() {
#if defined(__linux__)
  constexpr std::size_t kBytes = std::size_t{4} << 20;
  void* m = mmap(nullptr, kBytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return false;
  const bool visible = madvise(m, kBytes, MADV_HUGEPAGE) == 0 &&
                       mapping_flags(m).find(" hg ") != std::string::npos;
  munmap(m, kBytes);
  return visible;
#else
  return false;
#endif
}

TEST(Tensor, CacheTensorsStartOnAHugePageAndAreAdvised) {
  // 4 MiB + 12 bytes: a tail that ends inside a third huge page.
  const std::int64_t n = (std::int64_t{4} << 20) / 4 + 3;
  Tensor t = Tensor::for_cache(DType::kFloat32, {n});
  EXPECT_EQ(t.nbytes(), static_cast<std::size_t>(n) * 4);
  EXPECT_EQ(t.data<float>()[0], 0.0f);
  EXPECT_EQ(t.data<float>()[n - 1], 0.0f);
  if (internal::kAdvisesHugePages) {
    const auto at = reinterpret_cast<std::uintptr_t>(t.data<float>());
    EXPECT_EQ(at % internal::kHugePageBytes, 0u);
  }
  if (huge_page_advice_visible()) {
    EXPECT_NE(mapping_flags(t.data<float>()).find(" hg "), std::string::npos)
        << mapping_flags(t.data<float>());
    EXPECT_NE(mapping_flags(t.data<float>() + n - 1).find(" hg "),
              std::string::npos);
  }
  // Small cache tensors and every plain tensor: on a cache line.
  for (const Tensor& u : {Tensor::for_cache(DType::kFloat32, {1000}),
                          Tensor(DType::kFloat32, {n})}) {
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(u.data<float>()) % 64, 0u);
  }
}

TEST(Tensor, KvCachesKeepTheirStorageOnHugePages) {
  // 4 MiB of keys and 4 MiB of values each.
  const KvCache contiguous(1, 8, 1024, 128);
  const PagedKvCache paged(64, 16, 8, 128);
  for (const Tensor* t : {&contiguous.keys(), &contiguous.values(),
                          &paged.keys(), &paged.values()}) {
    if (internal::kAdvisesHugePages) {
      EXPECT_EQ(reinterpret_cast<std::uintptr_t>(t->data<float>()) %
                    internal::kHugePageBytes,
                0u);
    }
    if (huge_page_advice_visible()) {
      EXPECT_NE(mapping_flags(t->data<float>()).find(" hg "),
                std::string::npos);
    }
  }
}

TEST(Tensor, AdvisedVectorsAreZeroedAndAdvisedInside) {
  std::vector<std::uint8_t> v(7, 1);
  const std::size_t n = (std::size_t{5} << 20) + 17;
  internal::assign_zeroed_advised(v, n);
  ASSERT_EQ(v.size(), n);
  EXPECT_EQ(v.front(), 0);
  EXPECT_EQ(v.back(), 0);
  // The first whole huge page inside the storage is advised.
  const auto begin = reinterpret_cast<std::uintptr_t>(v.data());
  const std::uintptr_t first = (begin + internal::kHugePageBytes - 1) /
                               internal::kHugePageBytes *
                               internal::kHugePageBytes;
  if (huge_page_advice_visible()) {
    EXPECT_NE(mapping_flags(reinterpret_cast<const void*>(first)).find(" hg "),
              std::string::npos);
  }
  internal::assign_zeroed_advised(v, 0);  // nothing to advise
  EXPECT_TRUE(v.empty());
}

TEST(Dtype, Bfloat16RoundTripsAndRoundsToNearestEven) {
  for (std::uint32_t bits = 0; bits < 0x10000u; ++bits) {
    const auto b = static_cast<std::uint16_t>(bits);
    const float f = internal::bf16_to_float(b);
    if (std::isnan(f)) continue;
    EXPECT_EQ(internal::float_to_bf16(f), b);
  }
  EXPECT_EQ(internal::float_to_bf16(1.0f + std::ldexp(1.0f, -8)), 0x3F80u);
  EXPECT_EQ(internal::float_to_bf16(1.0f + 3 * std::ldexp(1.0f, -8)), 0x3F82u);
  EXPECT_TRUE(std::isnan(internal::bf16_to_float(
      internal::float_to_bf16(std::numeric_limits<float>::quiet_NaN()))));
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

TEST(DType, NamesAndAliasesParse) {
  for (DType d :
       {DType::kFloat32, DType::kFloat64, DType::kFloat16, DType::kBFloat16,
        DType::kBool, DType::kInt32, DType::kInt64, DType::kUInt8}) {
    EXPECT_EQ(parse_dtype(dtype_name(d)), d);
  }
  EXPECT_EQ(parse_dtype("fp16"), DType::kFloat16);
  EXPECT_EQ(parse_dtype("f16"), DType::kFloat16);
  EXPECT_EQ(parse_dtype("half"), DType::kFloat16);
  EXPECT_EQ(parse_dtype("bf16"), DType::kBFloat16);
  EXPECT_EQ(parse_dtype("fp32"), DType::kFloat32);
  EXPECT_EQ(parse_dtype("float"), DType::kFloat32);  // torch.float
  EXPECT_EQ(parse_dtype("double"), DType::kFloat64);
  EXPECT_EQ(parse_dtype("float8"), std::nullopt);
  EXPECT_EQ(parse_dtype(""), std::nullopt);
  EXPECT_EQ(parse_dtype("FP16"), std::nullopt);  // names are lower case
}

// The installed version header's macros (their @...@ once kept a space
// that CMake did not substitute: "stray '@' in program" for any use).
TEST(Version, MacrosSpellTheVersionString) {
  EXPECT_EQ(std::to_string(QKV_VERSION_MAJOR) + "." +
                std::to_string(QKV_VERSION_MINOR) + "." +
                std::to_string(QKV_VERSION_PATCH),
            std::string(QKV_VERSION_STRING));
  EXPECT_EQ(std::string(kVersion), QKV_VERSION_STRING);
}

}  // namespace
}  // namespace qkv
