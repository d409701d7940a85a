// KvCache: append converts into preallocated storage; attend runs the
// ordinary attention with per-sequence key and query lengths, bottom-right
// causal, so decoding goes through the same kernels (split-KV for long
// caches).
#include "qkv/kv_cache.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "dtype.h"
#include "fail.h"
#include "operand.h"
#include "qkv/error.h"
#include "quant.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

// Checks every value of t (b, h, [0, counts[b]), c) is finite as float32
// and at most `limit` in magnitude: a quantized cache cannot store anything
// else, and a stored code times its scale (keys: after the Hadamard
// rotation, which grows a value by up to √32) must stay finite.
void check_finite(const char* name, const TensorView& t,
                  const std::vector<std::int64_t>& counts, double limit) {
  for (std::int64_t b = 0; b < t.shape[0]; ++b) {
    for (std::int64_t h = 0; h < t.shape[1]; ++h) {
      for (std::int64_t i = 0; i < counts[b]; ++i) {
        for (std::int64_t c = 0; c < t.shape[3]; ++c) {
          const double x = internal::load_as_double(
              t.data, t.dtype, internal::offset(t, b, h, i, c));
          if (!std::isfinite(static_cast<float>(x)) || std::abs(x) > limit) {
            fail("KvCache::append: ", name, "[", b, ", ", h, ", ", i, ", ", c,
                 "] = ", x, " is not finite as float32 or beyond ±", limit,
                 "; a quantized cache stores finite values within it only "
                 "(nothing was "
                 "appended)");
          }
        }
      }
    }
  }
}

constexpr std::int64_t kMaxDim = internal::kMaxCacheHeadDim;

// The size checks both constructors share.
void check_sizes(std::int64_t batch, std::int64_t num_kv_heads,
                 std::int64_t capacity, std::int64_t head_dim,
                 std::int64_t head_dim_v, std::int64_t window) {
  if (batch < 0 || num_kv_heads < 1 || head_dim < 1 || head_dim_v < 0 ||
      window < 0 || (window == 0 && capacity < 1) || head_dim > kMaxDim ||
      head_dim_v > kMaxDim || capacity > (std::int64_t{1} << 62) ||
      window > (std::int64_t{1} << 62)) {
    fail("KvCache: invalid sizes (batch ", batch, ", num_kv_heads ",
         num_kv_heads, ", capacity ", capacity, ", head_dim ", head_dim,
         ", head_dim_v ", head_dim_v, ", window ", window, ")");
  }
  std::int64_t elements = 1;
  for (const std::int64_t f :
       {batch, num_kv_heads, window > 0 ? window : capacity,
        std::max(head_dim, head_dim_v)}) {
    if (__builtin_mul_overflow(elements, f, &elements)) {
      fail("KvCache: sizes too large (batch ", batch, ", num_kv_heads ",
           num_kv_heads, ", capacity ", capacity, ", head_dim ", head_dim,
           ", head_dim_v ", head_dim_v, "): the cache's size overflows int64");
    }
  }
  if (window > 0 && capacity > 0 && capacity != window) {
    fail(
        "KvCache: a sliding-window cache holds exactly `window` tokens; got "
        "capacity ",
        capacity, " and window ", window);
  }
}

}  // namespace

std::optional<QuantFormat> parse_quant_format(std::string_view name) {
  if (name == "q8_0") return QuantFormat::kQ8_0;
  if (name == "q4_0") return QuantFormat::kQ4_0;
  if (name == "q8_kivi") return QuantFormat::kQ8Kivi;
  if (name == "q4_kivi") return QuantFormat::kQ4Kivi;
  if (name == "none") return QuantFormat::kNone;
  return std::nullopt;
}

const char* quant_format_name(QuantFormat format) {
  switch (format) {
    case QuantFormat::kQ8_0:
      return "q8_0";
    case QuantFormat::kQ4_0:
      return "q4_0";
    case QuantFormat::kQ8Kivi:
      return "q8_kivi";
    case QuantFormat::kQ4Kivi:
      return "q4_kivi";
    default:
      return "none";
  }
}

KvCache::KvCache(const Sizes& s)
    : batch_(s.batch),
      num_kv_heads_(s.num_kv_heads),
      capacity_(s.window > 0 ? s.window : s.capacity),
      head_dim_(s.head_dim),
      head_dim_v_(s.head_dim_v > 0 ? s.head_dim_v : s.head_dim),
      window_(s.window > 0 ? s.window : 0),
      pool_(std::make_shared<ThreadPool>()) {
  check_sizes(s.batch, s.num_kv_heads, s.capacity, s.head_dim, s.head_dim_v,
              s.window);
  lengths_.assign(batch_, 0);
  last_new_.assign(batch_, 0);
}

KvCache::KvCache(std::int64_t batch, std::int64_t num_kv_heads,
                 std::int64_t capacity, std::int64_t head_dim,
                 QuantFormat format, std::int64_t head_dim_v,
                 std::int64_t window)
    : KvCache(
          Sizes{batch, num_kv_heads, capacity, head_dim, head_dim_v, window}) {
  const bool per_channel = internal::quant_keys_per_channel(format);
  if (per_channel && window_ > 0) {
    fail("KvCache: ", quant_format_name(format),
         " groups keys along tokens, which a sliding-window ring overwrites "
         "one at a time; use q8_0 or q4_0 for a window");
  }
  quant_slots_ = per_channel ? internal::quant_padded(capacity_) : capacity_;
  internal::allocate_quant(
      "KvCache", format, {batch_, num_kv_heads_, quant_slots_}, head_dim_,
      head_dim_v_, key_codes_, key_scales_, value_codes_, value_scales_);
  if (per_channel) {
    key_stage_.assign(batch_ * num_kv_heads_ * internal::kQuantGroup *
                          internal::quant_padded(head_dim_),
                      0.0f);
  }
  format_ = format;
}

std::int64_t kv_cache_bytes(std::int64_t tokens, std::int64_t num_kv_heads,
                            std::int64_t head_dim, std::int64_t head_dim_v,
                            QuantFormat format, DType dtype) {
  if (tokens < 0 || num_kv_heads < 0 || head_dim < 0 || head_dim > kMaxDim ||
      head_dim_v > kMaxDim) {
    fail("kv_cache_bytes: tokens ", tokens, ", num_kv_heads ", num_kv_heads,
         " and head_dim ", head_dim, " must be >= 0 (head dims at most 2^40)");
  }
  if (head_dim_v <= 0) head_dim_v = head_dim;
  auto row = [&](std::int64_t dim) {
    if (format == QuantFormat::kNone) {
      return dim * static_cast<std::int64_t>(dtype_size(dtype));
    }
    return internal::quant_row_bytes(format, dim) +
           2 * internal::quant_row_scales(dim);
  };
  std::int64_t bytes = 0;
  if (__builtin_mul_overflow(tokens, num_kv_heads, &bytes) ||
      __builtin_mul_overflow(bytes, row(head_dim) + row(head_dim_v), &bytes)) {
    fail("kv_cache_bytes: tokens ", tokens, ", num_kv_heads ", num_kv_heads,
         ", head_dim ", head_dim, ": the size overflows int64");
  }
  return bytes;
}

namespace {
void check_quantized_row(const char* who, QuantFormat format,
                         std::int64_t dim) {
  if (format == QuantFormat::kNone || dim < 1 || dim > (1 << 20)) {
    fail(who, ": expected a quantized format and dim in [1, 2^20], got ",
         quant_format_name(format), " and ", dim);
  }
}
}  // namespace

std::int64_t quantized_row_bytes(QuantFormat format, std::int64_t dim) {
  check_quantized_row("quantized_row_bytes", format, dim);
  return internal::quant_row_bytes(format, dim);
}

std::int64_t quantized_row_scales(QuantFormat format, std::int64_t dim) {
  check_quantized_row("quantized_row_scales", format, dim);
  return internal::quant_row_scales(dim);
}

std::int64_t KvCache::storage_bytes() const {
  const std::int64_t slots =
      format_ == QuantFormat::kNone ? capacity_ : quant_slots_;
  return kv_cache_bytes(batch_ * slots, num_kv_heads_, head_dim_, head_dim_v_,
                        format_, dtype());
}

KvCache::KvCache(std::int64_t batch, std::int64_t num_kv_heads,
                 std::int64_t capacity, std::int64_t head_dim, DType dtype,
                 std::int64_t head_dim_v, std::int64_t window)
    : KvCache(
          Sizes{batch, num_kv_heads, capacity, head_dim, head_dim_v, window}) {
  internal::check_cache_dtype("KvCache", dtype);
  keys_ =
      Tensor::for_cache(dtype, {batch_, num_kv_heads_, capacity_, head_dim_});
  values_ =
      Tensor::for_cache(dtype, {batch_, num_kv_heads_, capacity_, head_dim_v_});
}

std::int64_t KvCache::length(std::int64_t b) const {
  if (b < 0 || b >= batch_) fail("KvCache::length: batch ", b, " of ", batch_);
  return lengths_[b];
}

void KvCache::reset() {
  std::fill(lengths_.begin(), lengths_.end(), 0);
  std::fill(last_new_.begin(), last_new_.end(), 0);
}

void KvCache::append(const TensorView& k, const TensorView& v,
                     const TensorView& new_lengths) {
  auto check = [&](const char* name, const TensorView& t, std::int64_t dim) {
    if (t.rank != 4 || t.shape[0] != batch_ || t.shape[1] != num_kv_heads_ ||
        t.shape[3] != dim) {
      fail("KvCache::append: ", name, " expected shape (", batch_, ", ",
           num_kv_heads_, ", n, ", dim, "), got ", t.shape_str());
    }
    if (!is_floating(t.dtype)) {
      fail_type("KvCache::append: ", name, " unsupported dtype ",
                dtype_name(t.dtype));
    }
    internal::check_storage((std::string("KvCache::append: ") + name).c_str(),
                            t);
  };
  check("k", k, head_dim_);
  check("v", v, head_dim_v_);
  if (v.shape[2] != k.shape[2]) {
    fail("KvCache::append: v has ", v.shape[2], " tokens, k has ", k.shape[2]);
  }
  const std::int64_t n = k.shape[2];
  std::vector<std::int64_t> counts(batch_, n);
  if (new_lengths.defined()) {
    const internal::IntVector lengths = internal::check_lengths(
        "KvCache::append: new_lengths", new_lengths, batch_, n, "new tokens");
    for (std::int64_t b = 0; b < batch_; ++b) counts[b] = lengths.at(b);
  }
  for (std::int64_t b = 0; b < batch_; ++b) {
    if (window_ == 0 && lengths_[b] + counts[b] > capacity_) {
      fail("KvCache::append: sequence ", b, " would hold ",
           lengths_[b] + counts[b], " tokens, capacity ", capacity_);
    }
    if (window_ > 0 && counts[b] > 1 && lengths_[b] + counts[b] > window_) {
      fail("KvCache::append: sequence ", b, " of a sliding-window cache ",
           "(window ", window_, ", holding ", lengths_[b],
           " tokens) would wrap while appending ", counts[b],
           " tokens at once; append one token at a time once it is full");
    }
  }
  // k or v may be views of this cache's own storage (keys() / values()).
  Tensor k_copy, v_copy;
  const TensorView kk = internal::detached(k, {&keys_, &values_}, k_copy);
  const TensorView vv = internal::detached(v, {&keys_, &values_}, v_copy);
  if (format_ != QuantFormat::kNone) {
    append_quantized(kk, vv, counts);
    return;
  }
  const DType dtype = keys_.dtype();
  for (std::int64_t b = 0; b < batch_; ++b) {
    for (std::int64_t t = 0; t < counts[b]; ++t) {
      const std::int64_t slot = (lengths_[b] + t) % capacity_;
      for (std::int64_t h = 0; h < num_kv_heads_; ++h) {
        const std::int64_t kd = ((b * num_kv_heads_ + h) * capacity_ + slot);
        for (std::int64_t c = 0; c < head_dim_; ++c) {
          internal::store_from_double(
              keys_.data<void>(), dtype, kd * head_dim_ + c,
              internal::load_as_double(kk.data, kk.dtype,
                                       internal::offset(kk, b, h, t, c)));
        }
        for (std::int64_t c = 0; c < head_dim_v_; ++c) {
          internal::store_from_double(
              values_.data<void>(), dtype, kd * head_dim_v_ + c,
              internal::load_as_double(vv.data, vv.dtype,
                                       internal::offset(vv, b, h, t, c)));
        }
      }
    }
    lengths_[b] += counts[b];
    last_new_[b] = counts[b];
  }
}

// Quantizes the first counts[b] tokens of k and v into the next slots:
// keys rotated by hadamard_groups, or (per channel) staged and their group
// requantized when it fills or the sequence's tokens end. Checks everything
// before writing anything.
void KvCache::append_quantized(const TensorView& k, const TensorView& v,
                               const std::vector<std::int64_t>& counts) {
  check_finite("k", k, counts, internal::quant_key_limit(format_));
  check_finite("v", v, counts, internal::kQuantValueLimit);
  const std::int64_t dk = internal::quant_padded(head_dim_),
                     group = internal::kQuantGroup;
  const std::int64_t kb = internal::quant_row_bytes(format_, head_dim_),
                     ks = internal::quant_row_scales(head_dim_),
                     vb = internal::quant_row_bytes(format_, head_dim_v_),
                     vs = internal::quant_row_scales(head_dim_v_);
  const bool per_channel = internal::quant_keys_per_channel(format_);
  std::vector<double> row(std::max(dk, head_dim_v_));
  for (std::int64_t b = 0; b < batch_; ++b) {
    for (std::int64_t t = 0; t < counts[b]; ++t) {
      const std::int64_t slot = (lengths_[b] + t) % capacity_;
      for (std::int64_t h = 0; h < num_kv_heads_; ++h) {
        const std::int64_t bh = b * num_kv_heads_ + h,
                           r = bh * quant_slots_ + slot;
        std::fill(row.begin(), row.end(), 0.0);
        for (std::int64_t c = 0; c < head_dim_; ++c) {
          row[c] = internal::load_as_double(k.data, k.dtype,
                                            internal::offset(k, b, h, t, c));
        }
        if (per_channel) {
          float* stage = &key_stage_[bh * group * dk];
          const std::int64_t pos = slot % group;
          std::copy(row.begin(), row.begin() + dk, stage + pos * dk);
          if (pos == group - 1 || t == counts[b] - 1) {
            internal::quantize_key_group(format_, stage, pos + 1, dk,
                                         &key_codes_[(r - pos) * kb], kb,
                                         &key_scales_[(r - pos) / group * dk]);
          }
        } else {
          internal::quantize_key_row(format_, row.data(), dk,
                                     &key_codes_[r * kb], &key_scales_[r * ks]);
        }
        for (std::int64_t c = 0; c < head_dim_v_; ++c) {
          row[c] = internal::load_as_double(v.data, v.dtype,
                                            internal::offset(v, b, h, t, c));
        }
        internal::quantize_row(format_, row.data(), head_dim_v_,
                               &value_codes_[r * vb], &value_scales_[r * vs]);
      }
    }
    lengths_[b] += counts[b];
    last_new_[b] = counts[b];
  }
}

// Attention against the quantized cache: q rotated like the keys (in
// double), then the reference or the dequantizing kernel.
AttentionResult KvCache::attend_quantized(
    const TensorView& q, const AttentionParams& params,
    const std::vector<std::int64_t>& held,
    const std::vector<std::int64_t>& fresh) const {
  if (q.shape[3] != head_dim_ || q.shape[1] % num_kv_heads_ != 0 ||
      !is_floating(q.dtype)) {
    fail("KvCache::attend: q expected (", batch_, ", a multiple of ",
         num_kv_heads_, " heads, n, ", head_dim_, ") floating, got ",
         q.shape_str(), " ", dtype_name(q.dtype));
  }
  internal::check_storage("KvCache::attend: q", q);
  internal::check_quant_options("KvCache::attend", format_, params);
  const double scale =
      params.scale.value_or(1.0 / std::sqrt(static_cast<double>(head_dim_)));
  internal::QuantAttendProblem p;
  p.batch = batch_;
  p.num_heads = q.shape[1];
  p.num_kv_heads = num_kv_heads_;
  p.seq_q = q.shape[2];
  p.k = internal::quant_side(format_, true, key_codes_, key_scales_, head_dim_,
                             num_kv_heads_, quant_slots_);
  p.v = internal::quant_side(format_, false, value_codes_, value_scales_,
                             head_dim_v_, num_kv_heads_, quant_slots_);
  const std::int64_t dk = p.k.padded, rows = batch_ * p.num_heads * p.seq_q;
  std::vector<double> qr(rows * dk, 0.0);
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t b = r / (p.num_heads * p.seq_q),
                       h = r / p.seq_q % p.num_heads, i = r % p.seq_q;
    for (std::int64_t c = 0; c < head_dim_; ++c) {
      qr[r * dk + c] = internal::load_as_double(
          q.data, q.dtype, internal::offset(q, b, h, i, c));
    }
    if (!p.k.per_channel) internal::hadamard_groups(&qr[r * dk], dk);
  }
  p.q = qr.data();
  p.scale = scale;
  p.held = held.data();
  p.fresh = fresh.data();
  p.threads = {params.num_threads > 0 ? params.num_threads
                                      : internal::default_num_threads(),
               params.pool != nullptr ? params.pool : pool_.get()};
  const bool reference =
      params.path == Path::kReference || q.dtype == DType::kFloat64;
  const DType lse_dtype =
      q.dtype == DType::kFloat64 ? DType::kFloat64 : DType::kFloat32;
  AttentionResult result{
      Tensor(q.dtype, {batch_, p.num_heads, p.seq_q, head_dim_v_}),
      Tensor(lse_dtype, {batch_, p.num_heads, p.seq_q})};
  std::vector<double> out, lse;
  internal::quant_attend_any(p, reference, out, lse);
  for (std::size_t x = 0; x < out.size(); ++x) {
    internal::store_from_double(result.out.data<void>(), q.dtype, x, out[x]);
  }
  for (std::size_t x = 0; x < lse.size(); ++x) {
    internal::store_from_double(result.lse.data<void>(), lse_dtype, x, lse[x]);
  }
  return result;
}

// The ring of a wrapped sliding-window cache unrolled into token order:
// (batch, heads, capacity, dim), row t of sequence b = its t-th oldest token.
Tensor KvCache::unrolled(const Tensor& ring) const {
  const std::int64_t dim = ring.size(3);
  Tensor out(ring.dtype(), {batch_, num_kv_heads_, capacity_, dim});
  const std::size_t row_bytes = dim * dtype_size(ring.dtype());
  const auto* src = ring.data<char>();
  auto* dst = out.data<char>();
  for (std::int64_t b = 0; b < batch_; ++b) {
    // A sequence that has not filled its ring yet is already in order.
    const std::int64_t oldest =
        lengths_[b] >= capacity_ ? lengths_[b] % capacity_ : 0;
    for (std::int64_t h = 0; h < num_kv_heads_; ++h) {
      const std::int64_t head = (b * num_kv_heads_ + h) * capacity_;
      for (std::int64_t t = 0; t < capacity_; ++t) {
        const std::int64_t slot = (oldest + t) % capacity_;
        std::memcpy(dst + (head + t) * row_bytes,
                    src + (head + slot) * row_bytes, row_bytes);
      }
    }
  }
  return out;
}

AttentionResult KvCache::attend(const TensorView& q,
                                const AttentionParams& options) const {
  if (q.rank != 4 || q.shape[0] != batch_) {
    fail("KvCache::attend: q expected shape (", batch_,
         ", num_heads, n, head_dim), got ", q.shape_str());
  }
  if (options.causal != Causal::kNone || options.key_lengths.defined() ||
      options.query_lengths.defined()) {
    fail(
        "KvCache::attend: params.causal, key_lengths and query_lengths are "
        "set by the cache; leave them unset");
  }
  std::vector<std::int64_t> held(batch_), fresh(batch_);
  bool wrapped = false, several_new = false;
  for (std::int64_t b = 0; b < batch_; ++b) {
    held[b] = std::min(lengths_[b], capacity_);
    fresh[b] = last_new_[b];
    if (fresh[b] > q.shape[2]) {
      fail("KvCache::attend: sequence ", b, " appended ", fresh[b],
           " tokens but q has ", q.shape[2], " rows");
    }
    const bool wrapped_b = window_ > 0 && lengths_[b] > window_;
    if (wrapped_b && fresh[b] > 1) {
      fail("KvCache::attend: sequence ", b,
           " has wrapped its sliding-window ring and attends one new token "
           "at a time, not ",
           fresh[b]);
    }
    wrapped = wrapped || wrapped_b;
    several_new = several_new || fresh[b] > 1;
  }
  if (format_ != QuantFormat::kNone) {
    return attend_quantized(q, options, held, fresh);
  }
  AttentionParams params = options;
  if (params.pool == nullptr) params.pool = pool_.get();
  params.key_lengths =
      TensorView::contiguous(held.data(), DType::kInt64, {batch_});
  params.query_lengths =
      TensorView::contiguous(fresh.data(), DType::kInt64, {batch_});
  params.causal = Causal::kBottomRight;
  if (window_ > 0 && params.window_left < 0) params.window_left = window_ - 1;
  // A wrapped ring holds exactly the last `window` tokens in rotated order.
  // The single newest token of each wrapped sequence sees all of them, so
  // without options that depend on positions (and when no other sequence
  // brings several tokens, which see their keys causally) the rotated order
  // is read in place; ALiBi, a window, a mask or a causal prompt need the
  // tokens in order, so those calls read an unrolled copy of the ring (a
  // copy of the whole cache per call: a batch that mixes wrapped decodes
  // with prompts pays it until the prompts are in).
  Tensor keys_in_order, values_in_order;
  TensorView kv = keys_.view(), vv = values_.view();
  if (wrapped) {
    const bool positional =
        several_new || options.alibi_slopes.defined() ||
        options.window_left >= 0 || options.window_right >= 0 ||
        options.mask.defined() || options.key_padding_mask.defined();
    if (positional) {
      keys_in_order = unrolled(keys_);
      values_in_order = unrolled(values_);
      kv = keys_in_order.view();
      vv = values_in_order.view();
    } else {
      params.causal = Causal::kNone;
      params.window_left = -1;
    }
  }
  if (q.dtype == keys_.dtype()) return attention(q, kv, vv, params);
  // q in another dtype: attend in the cache's, return in q's.
  const Tensor qc = internal::converted(q, keys_.dtype());
  AttentionResult r = attention(qc.view(), kv, vv, params);
  r.out = internal::converted(r.out.view(), q.dtype);
  if (r.lse.dtype() != lse_dtype(q.dtype)) {  // lse in q's lse dtype
    r.lse = internal::converted(r.lse.view(), lse_dtype(q.dtype));
  }
  return r;
}

}  // namespace qkv
