// attention_kvcache_quantized (qkv/serving.h): FlashAttention's
// flash_attn_with_kvcache on a quantized cache the caller holds. Checks
// everything, quantizes the new tokens into scratch, writes them (the old
// rows are put back if the attention then fails), then attends through the
// same kernel and reference as qkv's own quantized caches (src/quant.h).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "dtype.h"
#include "fail.h"
#include "operand.h"
#include "qkv/error.h"
#include "qkv/serving.h"
#include "quant.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

constexpr const char* kWho = "attention_kvcache_quantized";
// Largest head_dim taken (row sizes stay far from overflow).
constexpr std::int64_t kMaxDim = std::int64_t{1} << 20;

// The sizes of one call, read from q, the key codes and the block table.
struct CallSizes {
  std::int64_t batch = 0, seq_q = 0, num_heads = 0, num_kv_heads = 0;
  std::int64_t head_dim = 0, head_dim_v = 0, num_blocks = 0, block_size = 0;
  std::int64_t max_blocks = 0, seq_new = 0;
  // Entries per sequence of the block table's copy: the most any sequence
  // uses (the rest are never read).
  std::int64_t table_width = 0;
  // The four arrays' memory order is FlashAttention's (else vLLM's).
  bool token_major = true;
};

// The memory order of a cache array of shape (num_blocks, block_size,
// num_kv_heads, row): FlashAttention's (C-contiguous: a token's heads
// together) or vLLM's (num_blocks, num_kv_heads, block_size, row) seen
// through that shape (a head's tokens together). Rows are addressed as
// row * row_length by the kernel, so no other strides are taken.
enum class Layout { kTokenMajor, kHeadMajor };

Layout layout_of(const char* name, const TensorView& t) {
  internal::check_storage(name, t);
  const std::int64_t row = t.shape[3], heads = t.shape[2], slots = t.shape[1];
  const auto fits = [&](std::int64_t s_block, std::int64_t s_slot,
                        std::int64_t s_head) {
    return (t.shape[3] <= 1 || t.strides[3] == 1) &&
           (heads <= 1 || t.strides[2] == s_head) &&
           (slots <= 1 || t.strides[1] == s_slot) &&
           (t.shape[0] <= 1 || t.strides[0] == s_block);
  };
  if (fits(slots * heads * row, heads * row, row)) return Layout::kTokenMajor;
  if (fits(slots * heads * row, row, slots * row)) return Layout::kHeadMajor;
  fail(name, ": expected FlashAttention's C-contiguous (num_blocks, ",
       "block_size, num_kv_heads, row) or vLLM's (num_blocks, num_kv_heads, ",
       "block_size, row) memory order, got shape ", t.shape_str(),
       " with strides (", t.strides[0], ", ", t.strides[1], ", ", t.strides[2],
       ", ", t.strides[3], ")");
}

// One side's codes (uint8) and scales (bfloat16) of rows of `dim` values.
void check_side(const QuantizedPagedKv& c, const TensorView& codes,
                const TensorView& scales, bool keys, CallSizes& s) {
  const char* cn = keys ? "key_codes" : "value_codes";
  const char* sn = keys ? "key_scales" : "value_scales";
  const std::int64_t dim = keys ? s.head_dim : s.head_dim_v;
  const char* dims =
      "(num_blocks, block_size, num_kv_heads, bytes or scales per row)";
  internal::check_shape(cn, codes,
                        {s.num_blocks, s.block_size, s.num_kv_heads,
                         internal::quant_row_bytes(c.format, dim)},
                        dims);
  internal::check_shape(sn, scales,
                        {s.num_blocks, s.block_size, s.num_kv_heads,
                         internal::quant_row_scales(dim)},
                        dims);
  if (codes.dtype != DType::kUInt8) {
    fail_type(cn, ": dtype ", dtype_name(codes.dtype), " must be uint8");
  }
  if (scales.dtype != DType::kBFloat16) {
    fail_type(sn, ": dtype ", dtype_name(scales.dtype), " must be bfloat16");
  }
  const bool token_major = layout_of(cn, codes) == Layout::kTokenMajor;
  if ((layout_of(sn, scales) == Layout::kTokenMajor) != token_major) {
    fail(sn, ": memory order differs from ", cn, "'s");
  }
  if (keys) {
    s.token_major = token_major;
  } else if (token_major != s.token_major) {
    fail("value_codes: memory order differs from key_codes'");
  }
}

// The format, head dims and the four cache arrays; fills s's cache sizes.
void check_cache(const QuantizedPagedKv& c, CallSizes& s) {
  if (c.format != QuantFormat::kQ8_0 && c.format != QuantFormat::kQ4_0) {
    fail(kWho, ": format ", quant_format_name(c.format),
         " is not supported for a caller-held cache (q8_0 or q4_0; the "
         "*_kivi formats requantize 32 tokens from a staging buffer only "
         "qkv's own KvCache and PagedKvCache keep)");
  }
  if (c.head_dim < 1 || c.head_dim_v < 0 || c.head_dim > kMaxDim ||
      c.head_dim_v > kMaxDim) {
    fail(kWho, ": head_dim ", c.head_dim, " must be in [1, ", kMaxDim,
         "] and head_dim_v ", c.head_dim_v, " in [0, ", kMaxDim, "]");
  }
  s.head_dim = c.head_dim;
  s.head_dim_v = c.head_dim_v > 0 ? c.head_dim_v : c.head_dim;
  internal::check_rank("key_codes", c.key_codes, 4,
                       "(num_blocks, block_size, num_kv_heads, row_bytes)");
  s.num_blocks = c.key_codes.shape[0];
  s.block_size = c.key_codes.shape[1];
  s.num_kv_heads = c.key_codes.shape[2];
  if (s.block_size < 1 || s.num_kv_heads < 1) {
    fail("key_codes: block_size and num_kv_heads must be >= 1, got shape ",
         c.key_codes.shape_str());
  }
  check_side(c, c.key_codes, c.key_scales, true, s);
  check_side(c, c.value_codes, c.value_scales, false, s);
}

// q, k_new, v_new; fills s's query and new-token sizes.
void check_inputs(const TensorView& q, const TensorView& k_new,
                  const TensorView& v_new, CallSizes& s) {
  internal::check_rank("q", q, 4, "(batch, seqlen_q, num_heads, head_dim)");
  internal::check_floating("q", q);
  internal::check_readable("q", q);
  s.batch = q.shape[0];
  s.seq_q = q.shape[1];
  s.num_heads = q.shape[2];
  if (q.shape[3] != s.head_dim || s.num_heads < 1 ||
      s.num_heads % s.num_kv_heads != 0) {
    fail("q: expected (batch, seqlen_q, a multiple of ", s.num_kv_heads,
         " heads, head_dim ", s.head_dim, "), got ", q.shape_str());
  }
  if (k_new.defined() != v_new.defined()) {
    fail(kWho, ": k and v: pass both or neither");
  }
  if (!k_new.defined()) return;
  for (const bool keys : {true, false}) {
    const char* name = keys ? "k" : "v";
    const TensorView& t = keys ? k_new : v_new;
    internal::check_rank(name, t, 4,
                         "(batch, seqlen_new, num_kv_heads, head_dim)");
    internal::check_floating(name, t);
    internal::check_readable(name, t);
    internal::check_shape(name, t,
                          {s.batch, k_new.shape[1], s.num_kv_heads,
                           keys ? s.head_dim : s.head_dim_v},
                          "(batch, seqlen_new, num_kv_heads, head_dim)");
  }
  s.seq_new = k_new.shape[1];
}

void check_capacity(const std::vector<std::int64_t>& held, const CallSizes& s) {
  for (std::int64_t b = 0; b < s.batch; ++b) {
    if ((held[b] + s.block_size - 1) / s.block_size > s.max_blocks) {
      fail(kWho, ": sequence ", b,
           " would hold cache_seqlens + seqlen_new = ", held[b],
           " tokens, more than the ", s.max_blocks, " blocks of ", s.block_size,
           " slots its block_table row names (nothing was written)");
    }
  }
}

// The four arrays share no byte: writing one must not change another.
void check_disjoint(const QuantizedPagedKv& c) {
  const std::pair<const char*, const TensorView*> arrays[] = {
      {"key_codes", &c.key_codes},
      {"key_scales", &c.key_scales},
      {"value_codes", &c.value_codes},
      {"value_scales", &c.value_scales}};
  const auto range = [](const TensorView& t) {  // strides are >= 0 here
    const auto* lo = static_cast<const char*>(t.data);
    std::int64_t last = 0;
    for (int d = 0; d < t.rank; ++d) last += (t.shape[d] - 1) * t.strides[d];
    const auto size = static_cast<std::int64_t>(dtype_size(t.dtype));
    return std::pair{lo, t.numel() == 0 ? lo : lo + (last + 1) * size};
  };
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) {
      const auto [a0, a1] = range(*arrays[i].second);
      const auto [b0, b1] = range(*arrays[j].second);
      if (a0 < b1 && b0 < a1) {
        fail(kWho, ": ", arrays[i].first, " and ", arrays[j].first,
             " overlap in memory (each needs storage of its own)");
      }
    }
  }
}

// The block table's entries each sequence uses (for its held[b] tokens),
// checked inside [0, num_blocks), as a contiguous int32 copy of
// s.table_width entries per sequence; capacity checked first.
std::vector<std::int32_t> check_table(const TensorView& t,
                                      const std::vector<std::int64_t>& held,
                                      CallSizes& s) {
  internal::check_rank("block_table", t, 2, "(batch, max_blocks_per_seq)");
  if (t.dtype != DType::kInt32) {
    fail_type("block_table: dtype ", dtype_name(t.dtype), " must be int32");
  }
  internal::check_storage("block_table", t);
  if (t.shape[0] != s.batch) {
    fail("block_table: expected shape (batch ", s.batch,
         ", max_blocks_per_seq), got ", t.shape_str());
  }
  s.max_blocks = t.shape[1];
  check_capacity(held, s);
  const auto used = [&](std::int64_t b) {
    return (held[b] + s.block_size - 1) / s.block_size;
  };
  for (std::int64_t b = 0; b < s.batch; ++b) {
    s.table_width = std::max(s.table_width, used(b));
  }
  std::vector<std::int32_t> table(s.batch * s.table_width, 0);
  const auto* data = static_cast<const std::int32_t*>(t.data);
  for (std::int64_t b = 0; b < s.batch; ++b) {
    for (std::int64_t i = 0; i < used(b); ++i) {
      const std::int32_t id = data[b * t.strides[0] + i * t.strides[1]];
      if (id < 0 || id >= s.num_blocks) {
        fail("block_table[", b, ", ", i, "] = ", id,
             ": outside [0, num_blocks ", s.num_blocks, ")");
      }
      table[b * s.table_width + i] = id;
    }
  }
  return table;
}

// cache_seqlens[b] + seq_new per sequence, each within the capacity the
// block table gives (checked once the table's width is known).
std::vector<std::int64_t> held_lengths(const TensorView& t,
                                       const CallSizes& s) {
  if (!t.defined()) fail(kWho, ": cache_seqlens is required");
  const internal::IntVector lens = internal::check_lengths(
      "cache_seqlens", t, s.batch, std::numeric_limits<std::int64_t>::max() / 4,
      "int64 max / 4");
  std::vector<std::int64_t> held(s.batch);
  for (std::int64_t b = 0; b < s.batch; ++b) held[b] = lens.at(b) + s.seq_new;
  return held;
}

// Row `row` (rank-4 index [b, t, h, :]) of t into x[0, n) as double.
void load_token(const TensorView& t, std::int64_t b, std::int64_t tok,
                std::int64_t h, std::int64_t n, double* x) {
  const std::int64_t base =
      b * t.strides[0] + tok * t.strides[1] + h * t.strides[2];
  for (std::int64_t c = 0; c < n; ++c) {
    x[c] = internal::load_as_double(t.data, t.dtype, base + c * t.strides[3]);
  }
}

// Codes and scales of the new tokens of one side, in (b, t, h) order.
struct Quantized {
  std::vector<std::uint8_t> codes;
  std::vector<std::uint16_t> scales;
};

// Quantizes every new token of one side (keys rotated first), refusing a
// value that is not finite as float32 or beyond what the format stores.
Quantized quantize_new(QuantFormat format, const TensorView& x, bool keys,
                       const CallSizes& s) {
  const std::int64_t dim = keys ? s.head_dim : s.head_dim_v;
  const std::int64_t padded = internal::quant_padded(dim);
  const std::int64_t rb = internal::quant_row_bytes(format, dim),
                     rs = internal::quant_row_scales(dim);
  const double limit =
      keys ? internal::quant_key_limit(format) : internal::kQuantValueLimit;
  const std::int64_t rows = s.batch * s.seq_new * s.num_kv_heads;
  Quantized out{std::vector<std::uint8_t>(rows * rb),
                std::vector<std::uint16_t>(rows * rs)};
  std::vector<double> row(padded);
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t h = r % s.num_kv_heads,
                       t = r / s.num_kv_heads % s.seq_new,
                       b = r / s.num_kv_heads / s.seq_new;
    std::fill(row.begin(), row.end(), 0.0);
    load_token(x, b, t, h, dim, row.data());
    for (std::int64_t c = 0; c < dim; ++c) {
      if (!std::isfinite(static_cast<float>(row[c])) ||
          std::abs(row[c]) > limit) {
        fail(kWho, ": ", keys ? "k" : "v", "[", b, ", ", t, ", ", h, ", ", c,
             "] = ", row[c], " is not finite as float32 or beyond ±", limit,
             "; a quantized cache stores finite values within it only (nothing "
             "was "
             "written)");
      }
    }
    if (keys) {
      internal::quantize_key_row(format, row.data(), padded, &out.codes[r * rb],
                                 &out.scales[r * rs]);
    } else {
      internal::quantize_row(format, row.data(), dim, &out.codes[r * rb],
                             &out.scales[r * rs]);
    }
  }
  return out;
}

// copy(src, row) for each new token's row of side x: src its index in
// (b, t, h) order (Quantized's), row the cache row it goes to.
template <class Copy>
void for_new_rows(const internal::QuantSide& x,
                  const std::vector<std::int64_t>& held, const CallSizes& s,
                  const Copy& copy) {
  for (std::int64_t b = 0; b < s.batch; ++b) {
    for (std::int64_t t = 0; t < s.seq_new; ++t) {
      for (std::int64_t h = 0; h < s.num_kv_heads; ++h) {
        copy((b * s.seq_new + t) * s.num_kv_heads + h,
             x.row(b, h, held[b] - s.seq_new + t));
      }
    }
  }
}

// Copies the quantized new tokens into their rows of side x (the last
// write wins where two sequences' tables name one slot).
void write_new(const Quantized& q, const internal::QuantSide& x,
               const std::vector<std::int64_t>& held, const CallSizes& s) {
  for_new_rows(x, held, s, [&](std::int64_t src, std::int64_t row) {
    std::memcpy(const_cast<std::uint8_t*>(x.code_row(row)),
                &q.codes[src * x.row_bytes], x.row_bytes);
    std::memcpy(const_cast<std::uint16_t*>(x.scale_row(row)),
                &q.scales[src * x.row_scales], x.row_scales * 2);
  });
}

// The current codes and scales of the rows write_new(_, x, held, s) writes,
// in its order: writing them back undoes it.
Quantized read_rows(const internal::QuantSide& x,
                    const std::vector<std::int64_t>& held, const CallSizes& s) {
  const std::int64_t rows = s.batch * s.seq_new * s.num_kv_heads;
  Quantized old{std::vector<std::uint8_t>(rows * x.row_bytes),
                std::vector<std::uint16_t>(rows * x.row_scales)};
  for_new_rows(x, held, s, [&](std::int64_t src, std::int64_t row) {
    std::memcpy(&old.codes[src * x.row_bytes], x.code_row(row), x.row_bytes);
    std::memcpy(&old.scales[src * x.row_scales], x.scale_row(row),
                x.row_scales * 2);
  });
  return old;
}

// One side of the cache as the kernel reads it: rows (block, slot, head).
internal::QuantSide side_of(QuantFormat format, const TensorView& codes,
                            const TensorView& scales, std::int64_t dim,
                            const std::vector<std::int32_t>& table,
                            const CallSizes& s) {
  internal::QuantSide x;
  x.format = format;
  x.codes = static_cast<const std::uint8_t*>(codes.data);
  x.scales = static_cast<const std::uint16_t*>(scales.data);
  x.dim = dim;
  x.padded = internal::quant_padded(dim);
  x.row_bytes = internal::quant_row_bytes(format, dim);
  x.row_scales = internal::quant_row_scales(dim);
  x.num_kv_heads = s.num_kv_heads;
  x.capacity = s.table_width * s.block_size;
  x.block_table = table.data();
  x.table_stride = s.table_width;
  x.block_size = s.block_size;
  x.token_major = s.token_major;
  return x;
}

// q (batch, seq_q, num_heads, head_dim) as the problem's rows (batch,
// num_heads, seq_q, padded), rotated like the stored keys.
std::vector<double> rotated_queries(const TensorView& q, const CallSizes& s) {
  const std::int64_t dk = internal::quant_padded(s.head_dim);
  std::vector<double> rows(s.batch * s.num_heads * s.seq_q * dk, 0.0);
  for (std::int64_t b = 0; b < s.batch; ++b) {
    for (std::int64_t h = 0; h < s.num_heads; ++h) {
      for (std::int64_t i = 0; i < s.seq_q; ++i) {
        double* x = &rows[((b * s.num_heads + h) * s.seq_q + i) * dk];
        load_token(q, b, i, h, s.head_dim, x);
        internal::hadamard_groups(x, dk);
      }
    }
  }
  return rows;
}

// q attends through the sides of p (set) to held[b] tokens of sequence b:
// out (batch, seq_q, num_heads, head_dim_v) in q's dtype, lse (batch,
// num_heads, seq_q).
AttentionResult attend_held(const TensorView& q,
                            internal::QuantAttendProblem& p,
                            const std::vector<std::int64_t>& held,
                            const CallSizes& s, const AttentionParams& params) {
  const DType lse_dtype =
      q.dtype == DType::kFloat64 ? DType::kFloat64 : DType::kFloat32;
  AttentionResult result{
      Tensor(q.dtype, {s.batch, s.seq_q, s.num_heads, s.head_dim_v}),
      Tensor(lse_dtype, {s.batch, s.num_heads, s.seq_q})};
  if (s.batch == 0 || s.seq_q == 0) return result;
  const std::vector<double> rows = rotated_queries(q, s);
  const std::vector<std::int64_t> fresh(s.batch, s.seq_q);
  p.batch = s.batch;
  p.num_heads = s.num_heads;
  p.num_kv_heads = s.num_kv_heads;
  p.seq_q = s.seq_q;
  p.q = rows.data();
  p.scale =
      params.scale.value_or(1.0 / std::sqrt(static_cast<double>(s.head_dim)));
  p.held = held.data();
  p.fresh = fresh.data();
  p.threads = {params.num_threads > 0 ? params.num_threads
                                      : internal::default_num_threads(),
               params.pool};
  std::vector<double> out, lse;
  internal::quant_attend_any(
      p, params.path == Path::kReference || q.dtype == DType::kFloat64, out,
      lse);
  for (std::int64_t r = 0; r < s.batch * s.num_heads * s.seq_q; ++r) {
    const std::int64_t i = r % s.seq_q, h = r / s.seq_q % s.num_heads,
                       b = r / s.seq_q / s.num_heads;
    const std::int64_t dst =
        ((b * s.seq_q + i) * s.num_heads + h) * s.head_dim_v;
    for (std::int64_t c = 0; c < s.head_dim_v; ++c) {
      internal::store_from_double(result.out.data<void>(), q.dtype, dst + c,
                                  out[r * s.head_dim_v + c]);
    }
    internal::store_from_double(result.lse.data<void>(), lse_dtype, r, lse[r]);
  }
  return result;
}

}  // namespace

AttentionResult attention_kvcache_quantized(
    const TensorView& q, const QuantizedPagedKv& cache, const TensorView& k_new,
    const TensorView& v_new, bool causal, const AttentionParams& params) {
  CallSizes s;
  check_cache(cache, s);
  check_inputs(q, k_new, v_new, s);
  internal::check_quant_options(kWho, cache.format, params);
  if (params.causal != Causal::kNone) {
    fail(kWho,
         ": params.causal is not read; causal masking is the `causal` "
         "argument (bottom-right, as FlashAttention's causal=True)");
  }
  const std::vector<std::int64_t> held = held_lengths(cache.cache_seqlens, s);
  const std::vector<std::int32_t> table =
      check_table(cache.block_table, held, s);
  check_disjoint(cache);
  internal::QuantAttendProblem p;
  p.k = side_of(cache.format, cache.key_codes, cache.key_scales, s.head_dim,
                table, s);
  p.v = side_of(cache.format, cache.value_codes, cache.value_scales,
                s.head_dim_v, table, s);
  p.causal = causal;
  if (s.seq_new == 0) return attend_held(q, p, held, s, params);
  const Quantized keys = quantize_new(cache.format, k_new, true, s);
  const Quantized values = quantize_new(cache.format, v_new, false, s);
  const Quantized old_keys = read_rows(p.k, held, s);
  const Quantized old_values = read_rows(p.v, held, s);
  write_new(keys, p.k, held, s);
  write_new(values, p.v, held, s);
  try {  // the attention may still fail (memory): then undo the writes
    return attend_held(q, p, held, s, params);
  } catch (...) {
    write_new(old_values, p.v, held, s);
    write_new(old_keys, p.k, held, s);
    throw;
  }
}

}  // namespace qkv
