// The quantized KV-cache formats (docs/quantized-cache.md): q8_0 and q4_0,
// one bfloat16 scale per group of kQuantGroup values along head_dim, per
// token and head. Rows are padded with zeros to a multiple of the group.
#ifndef QKV_SRC_QUANT_H_
#define QKV_SRC_QUANT_H_

#include <cstdint>

#include "qkv/kv_cache.h"
#include "threading.h"

namespace qkv::internal {

inline constexpr std::int64_t kQuantGroup = 32;

// dim rounded up to a multiple of kQuantGroup (the stored row length).
inline std::int64_t quant_padded(std::int64_t dim) {
  return (dim + kQuantGroup - 1) / kQuantGroup * kQuantGroup;
}
// Bytes of codes per stored row: one per value (q8_0), one per two (q4_0).
inline std::int64_t quant_row_bytes(QuantFormat format, std::int64_t dim) {
  return format == QuantFormat::kQ4_0 ? quant_padded(dim) / 2
                                      : quant_padded(dim);
}
// Scales (bfloat16 bits) per stored row.
inline std::int64_t quant_row_scales(std::int64_t dim) {
  return quant_padded(dim) / kQuantGroup;
}

// Quantizes x[0, dim) (finite) into quant_row_bytes codes and
// quant_row_scales scales; values past dim count as zeros.
//   q8_0: scale d = bfloat16 rounded up from max|x| / 127, code
//         round(x / d) in [-127, 127] (int8).
//   q4_0: m = the value of largest magnitude (the first if tied), d =
//         bfloat16 rounded away from zero from m / -8, code round(x / d) + 8
//         clamped to [0, 15]; byte j of a group holds value j in its low
//         nibble and value j + 16 in its high nibble (llama.cpp's order).
// Rounding is to nearest, ties to even; rounding the scale up keeps every
// q8_0 code in range. An all-zero group has scale 0 and codes 0 (q4_0: 8).
void quantize_row(QuantFormat format, const double* x, std::int64_t dim,
                  std::uint8_t* codes, std::uint16_t* scales);

// out[0, dim) = code · scale in double (the reference's reading of a row).
void dequantize_row(QuantFormat format, const std::uint8_t* codes,
                    const std::uint16_t* scales, std::int64_t dim, double* out);

// x[0, padded) <- H x, H block-diagonal with the orthonormal Walsh-Hadamard
// matrix of order kQuantGroup in each block (symmetric, its own inverse).
void hadamard_groups(double* x, std::int64_t padded);

// One side (keys or values) of a quantized cache: the row of token slot t
// of (b, h) holds row_bytes codes and row_scales scales.
struct QuantSide {
  QuantFormat format = QuantFormat::kQ8_0;
  const std::uint8_t* codes = nullptr;
  const std::uint16_t* scales = nullptr;
  std::int64_t dim = 0, padded = 0, row_bytes = 0, row_scales = 0;
  std::int64_t num_kv_heads = 0, capacity = 0;

  std::int64_t row(std::int64_t b, std::int64_t h, std::int64_t t) const {
    return (b * num_kv_heads + h) * capacity + t;
  }
  const std::uint8_t* code_row(std::int64_t r) const {
    return codes + r * row_bytes;
  }
  const std::uint16_t* scale_row(std::int64_t r) const {
    return scales + r * row_scales;
  }
};

// Attention of query rows against a quantized cache, causal bottom-right
// per sequence: row i < fresh[b] of sequence b sees slots [0, held[b] -
// fresh[b] + i + 1) (a wrapped ring: fresh 1, every slot); rows past
// fresh[b] see nothing (out 0, lse -inf).
struct QuantAttendProblem {
  std::int64_t batch = 0, num_heads = 0, num_kv_heads = 0, seq_q = 0;
  QuantSide k, v;
  const double* q = nullptr;  // (batch, num_heads, seq_q, k.padded): H·q
  double scale = 1.0;
  const std::int64_t* held = nullptr;   // (batch,) slots held
  const std::int64_t* fresh = nullptr;  // (batch,) query rows per sequence
  Threads threads;

  std::int64_t visible(std::int64_t b, std::int64_t i) const {
    return i < fresh[b] ? held[b] - fresh[b] + i + 1 : 0;
  }
};

// The oracle: dequantizes each key and value row in double and attends in
// double. out (batch, num_heads, seq_q, v.dim), lse (batch, num_heads,
// seq_q).
void quant_attend_reference(const QuantAttendProblem& p, double* out,
                            double* lse);

// The fast path (src/kernels/decode_quant.cc): dequantizes inside each tile
// of keys, float32 accumulation, runtime SIMD dispatch; same layout.
void quant_attend(const QuantAttendProblem& p, float* out, float* lse);

}  // namespace qkv::internal

#endif  // QKV_SRC_QUANT_H_
