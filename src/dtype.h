// Scalar conversions between storage dtypes and float/double.
#ifndef QKV_SRC_DTYPE_H_
#define QKV_SRC_DTYPE_H_

#include <bit>
#include <cstdint>
#include <cstring>

#include "qkv/tensor.h"

namespace qkv::internal {

// IEEE binary16 bits -> float (exact).
inline float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t exp = (h >> 10) & 0x1Fu;
  std::uint32_t mant = h & 0x3FFu;
  std::uint32_t bits;
  if (exp == 0x1Fu) {  // inf or NaN
    bits = sign | 0x7F800000u | (mant << 13);
  } else if (exp != 0) {  // normal
    bits = sign | ((exp + 112u) << 23) | (mant << 13);
  } else if (mant == 0) {  // zero
    bits = sign;
  } else {  // subnormal: renormalise
    std::uint32_t e = 113;
    while ((mant & 0x400u) == 0) {
      mant <<= 1;
      --e;
    }
    bits = sign | (e << 23) | ((mant & 0x3FFu) << 13);
  }
  return std::bit_cast<float>(bits);
}

// float -> IEEE binary16 bits, round to nearest even; overflow gives inf,
// NaN stays NaN.
inline std::uint16_t float_to_half(float f) {
  const std::uint32_t x = std::bit_cast<std::uint32_t>(f);
  const std::uint16_t sign = static_cast<std::uint16_t>((x >> 16) & 0x8000u);
  const std::uint32_t abs = x & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u) {  // inf or NaN
    return sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u : 0u);
  }
  if (abs >= 0x477FF000u) return sign | 0x7C00u;  // rounds to >= 65520: inf
  if (abs < 0x38800000u) {  // below the smallest normal half: subnormal/zero
    // value = abs_float; half subnormal unit is 2^-24.
    const float a = std::bit_cast<float>(abs);
    // Scale by 2^24 and round to nearest even via float arithmetic.
    const float scaled = a * 16777216.0f;
    std::uint32_t m = static_cast<std::uint32_t>(scaled);
    const float rem = scaled - static_cast<float>(m);
    if (rem > 0.5f || (rem == 0.5f && (m & 1u))) ++m;
    return sign | static_cast<std::uint16_t>(m);
  }
  // Normal: rebias exponent, round mantissa from 23 to 10 bits.
  std::uint32_t h = ((abs >> 13) - (112u << 10));
  const std::uint32_t rest = abs & 0x1FFFu;
  if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) ++h;
  return sign | static_cast<std::uint16_t>(h);
}

inline float bf16_to_float(std::uint16_t b) {
  return std::bit_cast<float>(static_cast<std::uint32_t>(b) << 16);
}

// float -> bfloat16 bits, round to nearest even; NaN stays NaN.
inline std::uint16_t float_to_bf16(float f) {
  const std::uint32_t x = std::bit_cast<std::uint32_t>(f);
  if ((x & 0x7FFFFFFFu) > 0x7F800000u) {
    return static_cast<std::uint16_t>((x >> 16) | 0x40u);
  }
  const std::uint32_t rounding = 0x7FFFu + ((x >> 16) & 1u);
  return static_cast<std::uint16_t>((x + rounding) >> 16);
}

// Reads element `index` of a floating array of `dtype` as double.
inline double load_as_double(const void* base, DType dtype,
                             std::int64_t index) {
  switch (dtype) {
    case DType::kFloat32:
      return static_cast<const float*>(base)[index];
    case DType::kFloat64:
      return static_cast<const double*>(base)[index];
    case DType::kFloat16:
      return half_to_float(static_cast<const std::uint16_t*>(base)[index]);
    case DType::kBFloat16:
      return bf16_to_float(static_cast<const std::uint16_t*>(base)[index]);
    case DType::kBool:
      return static_cast<const std::uint8_t*>(base)[index] != 0 ? 1.0 : 0.0;
    case DType::kInt32:
      return static_cast<const std::int32_t*>(base)[index];
    case DType::kInt64:
      return static_cast<double>(static_cast<const std::int64_t*>(base)[index]);
    case DType::kUInt8:
      return static_cast<const std::uint8_t*>(base)[index];
  }
  return 0.0;
}

// Writes `value` rounded to `dtype` (a floating dtype) at `index`.
inline void store_from_double(void* base, DType dtype, std::int64_t index,
                              double value) {
  switch (dtype) {
    case DType::kFloat32:
      static_cast<float*>(base)[index] = static_cast<float>(value);
      break;
    case DType::kFloat64:
      static_cast<double*>(base)[index] = value;
      break;
    case DType::kFloat16:
      static_cast<std::uint16_t*>(base)[index] =
          float_to_half(static_cast<float>(value));
      break;
    case DType::kBFloat16:
      static_cast<std::uint16_t*>(base)[index] =
          float_to_bf16(static_cast<float>(value));
      break;
    default:
      break;
  }
}

}  // namespace qkv::internal

#endif  // QKV_SRC_DTYPE_H_
