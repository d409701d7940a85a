// The quantized KV-cache formats (docs/quantized-cache.md): q8_0 and q4_0,
// one bfloat16 scale per group of kQuantGroup values along head_dim, per
// token and head (q8_kivi / q4_kivi: the same codes, keys grouped per
// channel along tokens). Rows are padded with zeros to a multiple of the
// group.
#ifndef QKV_SRC_QUANT_H_
#define QKV_SRC_QUANT_H_

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <vector>

#include "qkv/kv_cache.h"
#include "qkv/params.h"
#include "threading.h"

namespace qkv::internal {

inline constexpr std::int64_t kQuantGroup = 32;

// Head dims a cache takes, beyond any model's: a row's byte count (and
// quant_padded) cannot overflow.
inline constexpr std::int64_t kMaxCacheHeadDim = std::int64_t{1} << 40;

// dim rounded up to a multiple of kQuantGroup (the stored row length).
inline std::int64_t quant_padded(std::int64_t dim) {
  return (dim + kQuantGroup - 1) / kQuantGroup * kQuantGroup;
}
// The codes of a format: q8_kivi stores q8_0 codes, q4_kivi q4_0 codes.
inline QuantFormat quant_codes(QuantFormat format) {
  switch (format) {
    case QuantFormat::kQ8Kivi:
      return QuantFormat::kQ8_0;
    case QuantFormat::kQ4Kivi:
      return QuantFormat::kQ4_0;
    default:
      return format;
  }
}
// Keys grouped per channel along tokens (KIVI) rather than along head_dim.
inline bool quant_keys_per_channel(QuantFormat format) {
  return format == QuantFormat::kQ8Kivi || format == QuantFormat::kQ4Kivi;
}
// Bytes of codes per stored row: one per value (q8_0), one per two (q4_0).
inline std::int64_t quant_row_bytes(QuantFormat format, std::int64_t dim) {
  return quant_codes(format) == QuantFormat::kQ4_0 ? quant_padded(dim) / 2
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

// Largest magnitude a quantized cache stores: a code times its scale stays
// finite (keys: after the Hadamard rotation, which grows a value by up to
// √32; q4_0 steps are |m| / 8).
inline constexpr double kQuantKeyLimit =
    double{std::numeric_limits<float>::max()} / 8;
inline constexpr double kQuantValueLimit =
    double{std::numeric_limits<float>::max()} / 2;
// The key limit of a format: keys per channel are not rotated.
inline double quant_key_limit(QuantFormat format) {
  return quant_keys_per_channel(format) ? kQuantValueLimit : kQuantKeyLimit;
}

// Quantizes one token's key: row[0, padded) (zeros past head_dim) is
// rotated in place by hadamard_groups, then quantized.
void quantize_key_row(QuantFormat format, double* row, std::int64_t padded,
                      std::uint8_t* codes, std::uint16_t* scales);

// Keys of a *_kivi cache: quantizes the `count` (1..kQuantGroup) tokens of
// one group of kQuantGroup token slots per channel. x: count rows of
// `padded` values (zeros past head_dim; float32, as the caches stage them);
// token i's codes go to codes + i * row_bytes (the q8_0 / q4_0 row layout),
// channel c's scale (the rule of quantize_row over the group's values along
// tokens) to scales[c]. The newest group is requantized from x as it fills, so
// its codes are those of quantizing its tokens at once, however they were
// appended.
void quantize_key_group(QuantFormat format, const float* x, std::int64_t count,
                        std::int64_t padded, std::uint8_t* codes,
                        std::int64_t row_bytes, std::uint16_t* scales);

// One side (keys or values) of a quantized cache: the row of token slot t
// of (b, h) holds row_bytes codes and row_scales scales (per_channel: the
// keys of a *_kivi cache; the `padded` scales of rows [32g, 32g + 32), one
// per channel, are scale row g, so slots per (b, h) and block_size are
// multiples of kQuantGroup). `format` is that of the codes (q8_0, q4_0).
// Rows are
// (b, h, slot) of `capacity` slots (KvCache), or, with a block table,
// (block, h, slot in block) of block_size slots (PagedKvCache): token t of
// sequence b lives in block block_table[b * table_stride + t / block_size].
struct QuantSide {
  QuantFormat format = QuantFormat::kQ8_0;
  const std::uint8_t* codes = nullptr;
  const std::uint16_t* scales = nullptr;
  std::int64_t dim = 0, padded = 0, row_bytes = 0, row_scales = 0;
  std::int64_t num_kv_heads = 0, capacity = 0;
  const std::int32_t* block_table = nullptr;
  std::int64_t table_stride = 0, block_size = 0;
  bool per_channel = false;
  // Rows of a paged cache laid out (block, slot in block, h), as
  // FlashAttention's (num_blocks, block_size, num_kv_heads, ...): a
  // caller-held cache (attention_kvcache_quantized); keys per token only.
  bool token_major = false;

  std::int64_t row(std::int64_t b, std::int64_t h, std::int64_t t) const {
    if (block_table != nullptr) {
      const std::int64_t block = block_table[b * table_stride + t / block_size];
      return token_major
                 ? (block * block_size + t % block_size) * num_kv_heads + h
                 : (block * num_kv_heads + h) * block_size + t % block_size;
    }
    return (b * num_kv_heads + h) * capacity + t;
  }
  // Slots from t on whose rows follow row(b, h, t) one after another.
  std::int64_t run(std::int64_t t) const {
    if (block_table == nullptr) return capacity - t;
    return token_major && num_kv_heads > 1 ? 1 : block_size - t % block_size;
  }
  // out[j] = row(b, h, t0 + j) for j in [0, len), one lookup per block.
  void rows(std::int64_t b, std::int64_t h, std::int64_t t0, std::int64_t len,
            std::int64_t* out) const {
    for (std::int64_t j = 0; j < len;) {
      const std::int64_t r = row(b, h, t0 + j);
      const std::int64_t n = std::min(run(t0 + j), len - j);
      for (std::int64_t k = 0; k < n; ++k) out[j + k] = r + k;
      j += n;
    }
  }
  const std::uint8_t* code_row(std::int64_t r) const {
    return codes + r * row_bytes;
  }
  const std::uint16_t* scale_row(std::int64_t r) const {
    return per_channel ? scales + r / kQuantGroup * padded
                       : scales + r * row_scales;
  }
  // out[0, n) = row r dequantized in double (n <= padded).
  void dequantize(std::int64_t r, std::int64_t n, double* out) const;
};

// Zeroed codes and scales of keys and values for the product of `rows`
// token rows of a quantized cache (a multiple of kQuantGroup for a *_kivi
// format); kNone, or a size past int64, is a qkv::Error naming `who`.
void allocate_quant(const char* who, QuantFormat format,
                    std::initializer_list<std::int64_t> rows,
                    std::int64_t head_dim, std::int64_t head_dim_v,
                    std::vector<std::uint8_t>& key_codes,
                    std::vector<std::uint16_t>& key_scales,
                    std::vector<std::uint8_t>& value_codes,
                    std::vector<std::uint16_t>& value_scales);

// One side's view of (codes, scales) of a cache in `format`, rows (b, h,
// slot) of `capacity` slots; a paged cache sets the block table fields
// after.
QuantSide quant_side(QuantFormat format, bool keys,
                     const std::vector<std::uint8_t>& codes,
                     const std::vector<std::uint16_t>& scales, std::int64_t dim,
                     std::int64_t num_kv_heads, std::int64_t capacity);

// Attention of query rows against a quantized cache, causal bottom-right
// per sequence: row i < fresh[b] of sequence b sees slots [0, held[b] -
// fresh[b] + i + 1) (a wrapped ring: fresh 1, every slot; causal false:
// every slot held); rows past fresh[b] see nothing (out 0, lse -inf).
struct QuantAttendProblem {
  std::int64_t batch = 0, num_heads = 0, num_kv_heads = 0, seq_q = 0;
  QuantSide k, v;
  // (batch, num_heads, seq_q, k.padded): H·q (q for per-channel keys).
  const double* q = nullptr;
  double scale = 1.0;
  const std::int64_t* held = nullptr;   // (batch,) slots held
  const std::int64_t* fresh = nullptr;  // (batch,) query rows per sequence
  // false: rows i < fresh[b] see every slot held (no causal mask).
  bool causal = true;
  Threads threads;

  std::int64_t visible(std::int64_t b, std::int64_t i) const {
    if (i >= fresh[b]) return 0;
    return causal ? std::max<std::int64_t>(0, held[b] - fresh[b] + i + 1)
                  : held[b];
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

// Refuses (qkv::Error naming `who`) the options a quantized cache does not
// take: only scale, path, num_threads and pool are supported.
void check_quant_options(const char* who, QuantFormat format,
                         const AttentionParams& params);

// Runs p through the reference (double) or the kernel (float32, widened);
// out (batch * num_heads * seq_q, v.dim), lse (batch * num_heads * seq_q).
void quant_attend_any(const QuantAttendProblem& p, bool reference,
                      std::vector<double>& out, std::vector<double>& lse);

}  // namespace qkv::internal

#endif  // QKV_SRC_QUANT_H_
