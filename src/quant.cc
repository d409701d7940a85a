// Quantize and dequantize one row of a quantized KV cache (src/quant.h).
#include "quant.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "dtype.h"
#include "fail.h"
#include "huge_pages.h"

namespace qkv::internal {
namespace {

// The bfloat16 nearest to f whose magnitude is >= |f| (f finite); +0 for
// zero.
std::uint16_t bf16_away_from_zero(float f) {
  if (f == 0.0f) return 0;
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(f);
  std::uint32_t up = bits & 0xFFFF0000u;
  if ((bits & 0xFFFFu) != 0) up += 0x10000u;  // next magnitude up, same sign
  return static_cast<std::uint16_t>(up >> 16);
}

double to_double(std::uint16_t bf16) {
  return static_cast<double>(bf16_to_float(bf16));
}

void quantize_group_q8(const double* x, std::uint8_t* codes,
                       std::uint16_t* scale) {
  double amax = 0.0;
  for (int i = 0; i < kQuantGroup; ++i) amax = std::max(amax, std::abs(x[i]));
  *scale = bf16_away_from_zero(static_cast<float>(amax / 127.0));
  const double d = to_double(*scale);
  for (int i = 0; i < kQuantGroup; ++i) {
    const double c = d == 0.0 ? 0.0 : std::nearbyint(x[i] / d);
    codes[i] = static_cast<std::uint8_t>(
        static_cast<std::int8_t>(std::clamp(c, -127.0, 127.0)));
  }
}

void quantize_group_q4(const double* x, std::uint8_t* codes,
                       std::uint16_t* scale) {
  double m = 0.0;
  for (int i = 0; i < kQuantGroup; ++i) {
    if (std::abs(x[i]) > std::abs(m)) m = x[i];
  }
  *scale = bf16_away_from_zero(static_cast<float>(m / -8.0));
  const double d = to_double(*scale);
  int q[kQuantGroup];
  for (int i = 0; i < kQuantGroup; ++i) {
    const double c = d == 0.0 ? 0.0 : std::nearbyint(x[i] / d);
    q[i] = static_cast<int>(std::clamp(c + 8.0, 0.0, 15.0));
  }
  for (int j = 0; j < kQuantGroup / 2; ++j) {
    codes[j] = static_cast<std::uint8_t>(q[j] | (q[j + kQuantGroup / 2] << 4));
  }
}

// Code of value c of a row (the q4_0 offset removed).
int code_at(QuantFormat format, const std::uint8_t* codes, std::int64_t c) {
  constexpr std::int64_t kHalf = kQuantGroup / 2;
  if (quant_codes(format) != QuantFormat::kQ4_0) {
    return static_cast<std::int8_t>(codes[c]);
  }
  const std::int64_t k = c / kQuantGroup, i = c % kQuantGroup;
  const std::uint8_t byte = codes[k * kHalf + i % kHalf];
  return (i < kHalf ? (byte & 15) : (byte >> 4)) - 8;
}

}  // namespace

void quantize_row(QuantFormat format, const double* x, std::int64_t dim,
                  std::uint8_t* codes, std::uint16_t* scales) {
  const std::int64_t groups = quant_row_scales(dim);
  const bool q4 = quant_codes(format) == QuantFormat::kQ4_0;
  const std::int64_t group_bytes = q4 ? kQuantGroup / 2 : kQuantGroup;
  double g[kQuantGroup];
  for (std::int64_t k = 0; k < groups; ++k) {
    for (std::int64_t i = 0; i < kQuantGroup; ++i) {
      const std::int64_t c = k * kQuantGroup + i;
      g[i] = c < dim ? x[c] : 0.0;
    }
    if (q4) {
      quantize_group_q4(g, codes + k * group_bytes, scales + k);
    } else {
      quantize_group_q8(g, codes + k * group_bytes, scales + k);
    }
  }
}

void dequantize_row(QuantFormat format, const std::uint8_t* codes,
                    const std::uint16_t* scales, std::int64_t dim,
                    double* out) {
  for (std::int64_t c = 0; c < dim; ++c) {
    out[c] = code_at(format, codes, c) * to_double(scales[c / kQuantGroup]);
  }
}

void quantize_key_group(QuantFormat format, const float* x, std::int64_t count,
                        std::int64_t padded, std::uint8_t* codes,
                        std::int64_t row_bytes, std::uint16_t* scales) {
  constexpr std::int64_t kHalf = kQuantGroup / 2;
  const bool q4 = quant_codes(format) == QuantFormat::kQ4_0;
  double g[kQuantGroup];
  std::uint8_t packed[kQuantGroup];
  for (std::int64_t c = 0; c < padded; ++c) {
    for (std::int64_t i = 0; i < kQuantGroup; ++i) {
      g[i] = i < count ? x[i * padded + c] : 0.0;
    }
    // Channel c's codes along tokens, in quantize_row's layout of a group.
    if (q4) {
      quantize_group_q4(g, packed, scales + c);
    } else {
      quantize_group_q8(g, packed, scales + c);
    }
    const std::int64_t byte = c / kQuantGroup * kHalf + c % kHalf;
    const bool low = c % kQuantGroup < kHalf;
    for (std::int64_t i = 0; i < count; ++i) {
      std::uint8_t* row = codes + i * row_bytes;
      if (!q4) {
        row[c] = packed[i];
        continue;
      }
      const int code = i < kHalf ? packed[i] & 15 : packed[i - kHalf] >> 4;
      row[byte] = static_cast<std::uint8_t>(
          low ? (row[byte] & 0xF0) | code : (row[byte] & 0x0F) | (code << 4));
    }
  }
}

void QuantSide::dequantize(std::int64_t r, std::int64_t n, double* out) const {
  const std::uint8_t* c = code_row(r);
  const std::uint16_t* s = scale_row(r);
  for (std::int64_t i = 0; i < n; ++i) {
    // Per channel: scale i of r's group; per token: of value i's group.
    out[i] =
        code_at(format, c, i) * to_double(s[per_channel ? i : i / kQuantGroup]);
  }
}

void hadamard_groups(double* x, std::int64_t padded) {
  const double norm = 1.0 / std::sqrt(static_cast<double>(kQuantGroup));
  for (std::int64_t k = 0; k < padded; k += kQuantGroup) {
    double* g = x + k;
    for (std::int64_t h = 1; h < kQuantGroup; h *= 2) {
      for (std::int64_t i = 0; i < kQuantGroup; i += 2 * h) {
        for (std::int64_t j = i; j < i + h; ++j) {
          const double a = g[j], b = g[j + h];
          g[j] = a + b;
          g[j + h] = a - b;
        }
      }
    }
    for (std::int64_t i = 0; i < kQuantGroup; ++i) g[i] *= norm;
  }
}

namespace {

// The product of `factors`; a qkv::Error naming `who` if it exceeds int64.
std::int64_t size_product(const char* who,
                          std::initializer_list<std::int64_t> factors) {
  std::int64_t n = 1;
  for (const std::int64_t f : factors) {
    if (__builtin_mul_overflow(n, f, &n)) {
      std::string dims;
      for (const std::int64_t g : factors) {
        dims += (dims.empty() ? "" : " x ") + std::to_string(g);
      }
      fail(who, ": the cache's size overflows int64 (", dims, ")");
    }
  }
  return n;
}

}  // namespace

void allocate_quant(const char* who, QuantFormat format,
                    std::initializer_list<std::int64_t> rows,
                    std::int64_t head_dim, std::int64_t head_dim_v,
                    std::vector<std::uint8_t>& key_codes,
                    std::vector<std::uint16_t>& key_scales,
                    std::vector<std::uint8_t>& value_codes,
                    std::vector<std::uint16_t>& value_scales) {
  if (format != QuantFormat::kQ8_0 && format != QuantFormat::kQ4_0 &&
      format != QuantFormat::kQ8Kivi && format != QuantFormat::kQ4Kivi) {
    fail(who,
         ": quantized format expected (q8_0, q4_0, q8_kivi or q4_kivi), "
         "got ",
         quant_format_name(format));
  }
  const std::int64_t n = size_product(who, rows);
  const auto size = [&](std::int64_t per_row) {
    return static_cast<std::size_t>(size_product(who, {n, per_row}));
  };
  // Every size checked before anything is allocated.
  const std::size_t kc = size(quant_row_bytes(format, head_dim)),
                    ks = size(quant_row_scales(head_dim)),
                    vc = size(quant_row_bytes(format, head_dim_v)),
                    vs = size(quant_row_scales(head_dim_v));
  size_product(who, {n, quant_row_bytes(format, head_dim) +
                            quant_row_bytes(format, head_dim_v) +
                            2 * quant_row_scales(head_dim) +
                            2 * quant_row_scales(head_dim_v)});
  // Caches: in huge pages where the system has them (huge_pages.h).
  assign_zeroed_advised(key_codes, kc);
  assign_zeroed_advised(key_scales, ks);
  assign_zeroed_advised(value_codes, vc);
  assign_zeroed_advised(value_scales, vs);
}

QuantSide quant_side(QuantFormat format, bool keys,
                     const std::vector<std::uint8_t>& codes,
                     const std::vector<std::uint16_t>& scales, std::int64_t dim,
                     std::int64_t num_kv_heads, std::int64_t capacity) {
  QuantSide q;
  q.format = quant_codes(format);
  q.per_channel = keys && quant_keys_per_channel(format);
  q.codes = codes.data();
  q.scales = scales.data();
  q.dim = dim;
  q.padded = quant_padded(dim);
  q.row_bytes = quant_row_bytes(format, dim);
  q.row_scales = quant_row_scales(dim);
  q.num_kv_heads = num_kv_heads;
  q.capacity = capacity;
  return q;
}

void quantize_key_row(QuantFormat format, double* row, std::int64_t padded,
                      std::uint8_t* codes, std::uint16_t* scales) {
  hadamard_groups(row, padded);
  quantize_row(format, row, padded, codes, scales);
}

void check_quant_options(const char* who, QuantFormat format,
                         const AttentionParams& params) {
  if (params.softcap != 0.0 || params.alibi_slopes.defined() ||
      params.window_left != -1 || params.window_right != -1 ||
      params.mask.defined() || params.key_padding_mask.defined() ||
      params.sinks.defined() || params.dropout_p != 0.0 ||
      params.key_lengths.defined() || params.query_lengths.defined()) {
    fail(who, ": a ", quant_format_name(format),
         " cache takes the scale only among the attention's options "
         "(softcap, ALiBi, window, masks, lengths, sinks and dropout are not "
         "supported on quantized caches yet; path, threads and pool apply as "
         "elsewhere)");
  }
  if (params.scale && !std::isfinite(*params.scale)) {
    fail(who, ": scale ", *params.scale);
  }
  if (params.num_threads < 0) {
    fail(who, ": num_threads must be >= 0, got ", params.num_threads);
  }
}

void quant_attend_any(const QuantAttendProblem& p, bool reference,
                      std::vector<double>& out, std::vector<double>& lse) {
  const std::int64_t rows = p.batch * p.num_heads * p.seq_q;
  out.assign(rows * p.v.dim, 0.0);
  lse.assign(rows, 0.0);
  if (reference) {
    quant_attend_reference(p, out.data(), lse.data());
    return;
  }
  std::vector<float> out32(out.size()), lse32(rows);
  quant_attend(p, out32.data(), lse32.data());
  std::copy(out32.begin(), out32.end(), out.begin());
  std::copy(lse32.begin(), lse32.end(), lse.begin());
}

void quant_attend_reference(const QuantAttendProblem& p, double* out,
                            double* lse) {
  const std::int64_t group = p.num_heads / p.num_kv_heads;
  const std::int64_t dk = p.k.padded, dv = p.v.dim;
  std::vector<double> key(dk), value(dv), s, acc(dv);
  for (std::int64_t b = 0; b < p.batch; ++b) {
    for (std::int64_t h = 0; h < p.num_heads; ++h) {
      for (std::int64_t i = 0; i < p.seq_q; ++i) {
        const std::int64_t row = (b * p.num_heads + h) * p.seq_q + i;
        const double* q = p.q + row * dk;
        const std::int64_t n = p.visible(b, i);
        s.assign(n, 0.0);
        double m = -std::numeric_limits<double>::infinity();
        for (std::int64_t j = 0; j < n; ++j) {
          p.k.dequantize(p.k.row(b, h / group, j), dk, key.data());
          double dot = 0.0;
          for (std::int64_t c = 0; c < dk; ++c) dot += q[c] * key[c];
          s[j] = p.scale * dot;
          m = std::max(m, s[j]);
        }
        std::fill(acc.begin(), acc.end(), 0.0);
        double sum = 0.0;
        for (std::int64_t j = 0; j < n; ++j) {
          const double e = std::exp(s[j] - m);
          p.v.dequantize(p.v.row(b, h / group, j), dv, value.data());
          for (std::int64_t c = 0; c < dv; ++c) acc[c] += e * value[c];
          sum += e;
        }
        for (std::int64_t c = 0; c < dv; ++c) {
          out[row * dv + c] = n > 0 ? acc[c] / sum : 0.0;
        }
        lse[row] = n > 0 ? m + std::log(sum)
                         : -std::numeric_limits<double>::infinity();
      }
    }
  }
}

}  // namespace qkv::internal
