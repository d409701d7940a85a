// PagedKvCache: a block allocator over (num_blocks, block_size, heads, dim)
// storage; attend builds the block table of the sequences it is given and
// runs attention_paged, causal bottom-right (decode and chunked prefill).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <unordered_set>

#include "dtype.h"
#include "fail.h"
#include "operand.h"
#include "qkv/serving.h"
#include "quant.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

// Token rows of an append: (total, num_kv_heads, dim), floating.
void check_rows(const char* name, const TensorView& t, std::int64_t heads,
                std::int64_t dim) {
  if (!t.defined() || t.rank != 3 || t.shape[1] != heads || t.shape[2] != dim) {
    fail("PagedKvCache::append: ", name, " expected shape (n, ", heads, ", ",
         dim, "), got ", t.defined() ? t.shape_str() : "nothing");
  }
  if (!is_floating(t.dtype)) {
    fail_type("PagedKvCache::append: ", name, " unsupported dtype ",
              dtype_name(t.dtype));
  }
  internal::check_storage(name, t);
}

// Copies row `row` of src (heads x dim, converted) to dst (heads x dim of
// the cache's dtype, element offsets dst0 + h * dst_head).
void copy_row(const TensorView& src, std::int64_t row, void* dst, DType dtype,
              std::int64_t dst0, std::int64_t dst_head) {
  const std::int64_t heads = src.shape[1], dim = src.shape[2];
  for (std::int64_t h = 0; h < heads; ++h) {
    const std::int64_t s0 = row * src.strides[0] + h * src.strides[1];
    const std::int64_t d0 = dst0 + h * dst_head;
    if (src.dtype == dtype && (src.strides[2] == 1 || dim <= 1)) {
      const std::size_t size = dtype_size(dtype);
      std::memcpy(static_cast<char*>(dst) + d0 * size,
                  static_cast<const char*>(src.data) + s0 * size, dim * size);
      continue;
    }
    for (std::int64_t c = 0; c < dim; ++c) {
      internal::store_from_double(
          dst, dtype, d0 + c,
          internal::load_as_double(src.data, src.dtype,
                                   s0 + c * src.strides[2]));
    }
  }
}

// x[0, dim) = row `row`, head h of t (n, heads, dim), in double.
void load_row(const TensorView& t, std::int64_t row, std::int64_t h,
              double* x) {
  for (std::int64_t c = 0; c < t.shape[2]; ++c) {
    x[c] = internal::load_as_double(
        t.data, t.dtype,
        row * t.strides[0] + h * t.strides[1] + c * t.strides[2]);
  }
}

// Every value of rows [row0, row1) of t finite as float32 and at most
// `limit` in magnitude: what a quantized cache can store.
void check_finite(const char* name, const TensorView& t, std::int64_t row0,
                  std::int64_t row1, double limit) {
  std::vector<double> x(t.shape[2]);
  for (std::int64_t row = row0; row < row1; ++row) {
    for (std::int64_t h = 0; h < t.shape[1]; ++h) {
      load_row(t, row, h, x.data());
      for (std::int64_t c = 0; c < t.shape[2]; ++c) {
        if (!std::isfinite(static_cast<float>(x[c])) ||
            std::abs(x[c]) > limit) {
          fail("PagedKvCache::append: ", name, "[", row, ", ", h, ", ", c,
               "] = ", x[c], " is not finite as float32 or beyond ±", limit,
               "; a quantized cache stores finite values within it only "
               "(nothing was "
               "appended)");
        }
      }
    }
  }
}

}  // namespace

PagedKvCache::PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
                           std::int64_t num_kv_heads, std::int64_t head_dim,
                           std::int64_t head_dim_v)
    : num_blocks_(num_blocks),
      block_size_(block_size),
      num_kv_heads_(num_kv_heads),
      head_dim_(head_dim),
      head_dim_v_(head_dim_v > 0 ? head_dim_v : head_dim),
      pool_(std::make_shared<ThreadPool>()) {
  if (num_blocks < 1 || num_blocks > INT32_MAX || block_size < 1 ||
      num_kv_heads < 1 || head_dim < 1 || head_dim_v < 0 ||
      head_dim > internal::kMaxCacheHeadDim ||
      head_dim_v > internal::kMaxCacheHeadDim) {
    fail("PagedKvCache: invalid sizes (num_blocks ", num_blocks,
         ", block_size ", block_size, ", num_kv_heads ", num_kv_heads,
         ", head_dim ", head_dim, ", head_dim_v ", head_dim_v,
         "; head dims at most 2^40)");
  }
}

PagedKvCache::PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
                           std::int64_t num_kv_heads, std::int64_t head_dim,
                           DType dtype, std::int64_t head_dim_v)
    : PagedKvCache(num_blocks, block_size, num_kv_heads, head_dim, head_dim_v) {
  internal::check_cache_dtype("PagedKvCache", dtype);
  keys_ = Tensor::for_cache(dtype,
                            {num_blocks, block_size, num_kv_heads, head_dim_});
  values_ = Tensor::for_cache(
      dtype, {num_blocks, block_size, num_kv_heads, head_dim_v_});
}

PagedKvCache::PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
                           std::int64_t num_kv_heads, std::int64_t head_dim,
                           QuantFormat format, std::int64_t head_dim_v)
    : PagedKvCache(num_blocks, block_size, num_kv_heads, head_dim, head_dim_v) {
  if (internal::quant_keys_per_channel(format) &&
      block_size % internal::kQuantGroup != 0) {
    fail("PagedKvCache: ", quant_format_name(format),
         " groups keys along 32 tokens of a block; block_size must be a "
         "multiple of 32, got ",
         block_size);
  }
  internal::allocate_quant(
      "PagedKvCache", format, {num_blocks, block_size, num_kv_heads}, head_dim_,
      head_dim_v_, key_codes_, key_scales_, value_codes_, value_scales_);
  format_ = format;
}

std::int64_t PagedKvCache::storage_bytes() const {
  return kv_cache_bytes(
      num_blocks_ * block_size_, num_kv_heads_, head_dim_, head_dim_v_, format_,
      format_ == QuantFormat::kNone ? keys_.dtype() : DType::kFloat32);
}

std::int64_t PagedKvCache::add_sequence() {
  seqs_.push_back(Sequence{true, 0, {}, {}});
  return static_cast<std::int64_t>(seqs_.size()) - 1;
}

const PagedKvCache::Sequence& PagedKvCache::sequence(const char* what,
                                                     std::int64_t seq) const {
  if (seq < 0 || seq >= static_cast<std::int64_t>(seqs_.size()) ||
      !seqs_[seq].live) {
    fail(what, ": sequence ", seq, " does not exist (added ", seqs_.size(),
         ", freed ones are gone)");
  }
  return seqs_[seq];
}

std::int64_t PagedKvCache::length(std::int64_t seq) const {
  return sequence("PagedKvCache::length", seq).length;
}

const std::vector<std::int32_t>& PagedKvCache::blocks(std::int64_t seq) const {
  return sequence("PagedKvCache::blocks", seq).blocks;
}

std::int64_t PagedKvCache::num_sequences() const {
  return std::count_if(seqs_.begin(), seqs_.end(),
                       [](const Sequence& s) { return s.live; });
}

void PagedKvCache::free_sequence(std::int64_t seq) {
  sequence("PagedKvCache::free_sequence", seq);
  Sequence& s = seqs_[seq];
  free_.insert(free_.end(), s.blocks.rbegin(), s.blocks.rend());
  s = Sequence{};
}

void PagedKvCache::append(const std::vector<std::int64_t>& seqs,
                          const TensorView& k, const TensorView& v,
                          const TensorView& cu_seqlens) {
  // Everything is checked before the first write: a failed append changes
  // nothing.
  check_rows("k", k, num_kv_heads_, head_dim_);
  check_rows("v", v, num_kv_heads_, head_dim_v_);
  if (v.shape[0] != k.shape[0]) {
    fail("PagedKvCache::append: v has ", v.shape[0], " tokens, k has ",
         k.shape[0]);
  }
  const std::int64_t batch = static_cast<std::int64_t>(seqs.size());
  if (!cu_seqlens.defined() || cu_seqlens.rank != 1 ||
      cu_seqlens.shape[0] != batch + 1 || cu_seqlens.dtype != DType::kInt32) {
    fail("PagedKvCache::append: cu_seqlens expected int32 shape (", batch + 1,
         ",), got ", dtype_name(cu_seqlens.dtype), " ", cu_seqlens.shape_str());
  }
  internal::check_storage("cu_seqlens", cu_seqlens);
  const auto* cu = static_cast<const std::int32_t*>(cu_seqlens.data);
  const auto at = [&](std::int64_t s) { return cu[s * cu_seqlens.strides[0]]; };
  std::unordered_set<std::int64_t> seen;
  std::int64_t needed = 0;
  for (std::int64_t s = 0; s < batch; ++s) {
    const Sequence& sq = sequence("PagedKvCache::append", seqs[s]);
    if (!seen.insert(seqs[s]).second) {
      fail("PagedKvCache::append: sequence ", seqs[s], " listed twice");
    }
    const std::int64_t n = std::int64_t{at(s + 1)} - at(s);
    if (at(s) < 0 || n < 0 || at(s + 1) > k.shape[0]) {
      fail("PagedKvCache::append: cu_seqlens[", s, "..", s + 1, "] = ", at(s),
           "..", at(s + 1), " is not an increasing range within the ",
           k.shape[0], " rows of k");
    }
    const std::int64_t blocks = (sq.length + n + block_size_ - 1) / block_size_;
    needed += blocks - static_cast<std::int64_t>(sq.blocks.size());
  }
  if (needed > free_blocks()) {
    fail("PagedKvCache::append: out of blocks: the tokens need ", needed,
         " more blocks of ", block_size_, " tokens, ", free_blocks(),
         " are free (num_blocks ", num_blocks_,
         "); nothing was written, free a sequence and retry");
  }
  if (format_ != QuantFormat::kNone) {
    for (std::int64_t s = 0; s < batch; ++s) {
      check_finite("k", k, at(s), at(s + 1),
                   internal::quant_key_limit(format_));
      check_finite("v", v, at(s), at(s + 1), internal::kQuantValueLimit);
    }
  }
  // k or v may be views of this cache's own storage (keys() / values()).
  Tensor k_copy, v_copy;
  const TensorView kk = internal::detached(k, {&keys_, &values_}, k_copy);
  const TensorView vv = internal::detached(v, {&keys_, &values_}, v_copy);
  for (std::int64_t s = 0; s < batch; ++s) {
    Sequence& sq = seqs_[seqs[s]];
    for (std::int64_t row = at(s); row < at(s + 1); ++row, ++sq.length) {
      if (sq.length % block_size_ == 0) {
        if (free_.empty()) {
          sq.blocks.push_back(static_cast<std::int32_t>(never_used_++));
        } else {
          sq.blocks.push_back(free_.back());
          free_.pop_back();
        }
      }
      store_token(kk, vv, row, sq.blocks.back(), sq.length % block_size_, sq,
                  row + 1 == at(s + 1));
    }
  }
}

void PagedKvCache::store_token(const TensorView& k, const TensorView& v,
                               std::int64_t row, std::int64_t block,
                               std::int64_t token, Sequence& sq, bool last) {
  if (format_ == QuantFormat::kNone) {
    const DType dtype = keys_.dtype();
    const std::int64_t slot = block * block_size_ + token;
    copy_row(k, row, keys_.data<void>(), dtype,
             slot * num_kv_heads_ * head_dim_, head_dim_);
    copy_row(v, row, values_.data<void>(), dtype,
             slot * num_kv_heads_ * head_dim_v_, head_dim_v_);
    return;
  }
  const std::int64_t dk = internal::quant_padded(head_dim_);
  const std::int64_t kb = internal::quant_row_bytes(format_, head_dim_),
                     ks = internal::quant_row_scales(head_dim_),
                     vb = internal::quant_row_bytes(format_, head_dim_v_),
                     vs = internal::quant_row_scales(head_dim_v_);
  const std::int64_t group = internal::kQuantGroup, pos = token % group;
  const bool per_channel = internal::quant_keys_per_channel(format_);
  if (per_channel) sq.key_stage.resize(num_kv_heads_ * group * dk);
  std::vector<double> x(std::max(dk, head_dim_v_));
  for (std::int64_t h = 0; h < num_kv_heads_; ++h) {
    const std::int64_t r = (block * num_kv_heads_ + h) * block_size_ + token;
    std::fill(x.begin(), x.end(), 0.0);
    load_row(k, row, h, x.data());
    if (per_channel) {  // rows of a group of 32 slots are consecutive
      float* stage = &sq.key_stage[h * group * dk];
      std::copy(x.begin(), x.begin() + dk, stage + pos * dk);
      if (pos == group - 1 || last) {
        internal::quantize_key_group(format_, stage, pos + 1, dk,
                                     &key_codes_[(r - pos) * kb], kb,
                                     &key_scales_[(r - pos) / group * dk]);
      }
    } else {
      internal::quantize_key_row(format_, x.data(), dk, &key_codes_[r * kb],
                                 &key_scales_[r * ks]);
    }
    load_row(v, row, h, x.data());
    internal::quantize_row(format_, x.data(), head_dim_v_,
                           &value_codes_[r * vb], &value_scales_[r * vs]);
  }
}

void PagedKvCache::append(std::int64_t seq, const TensorView& k,
                          const TensorView& v) {
  if (!k.defined() || k.rank != 3) {
    fail("PagedKvCache::append: k expected shape (n, ", num_kv_heads_, ", ",
         head_dim_, "), got ", k.defined() ? k.shape_str() : "nothing");
  }
  if (k.shape[0] > INT32_MAX) {
    fail("PagedKvCache::append: k has ", k.shape[0],
         " rows; one append takes at most 2^31 - 1");
  }
  const std::int32_t cu[2] = {0, static_cast<std::int32_t>(k.shape[0])};
  append(std::vector<std::int64_t>{seq}, k, v,
         TensorView::contiguous(cu, DType::kInt32, {2}));
}

AttentionResult PagedKvCache::attend(const std::vector<std::int64_t>& seqs,
                                     const TensorView& q,
                                     const TensorView& cu_seqlens_q,
                                     const AttentionParams& options) const {
  if (options.causal != Causal::kNone) {
    fail(
        "PagedKvCache::attend: params.causal is set by the cache (causal, "
        "bottom-right); leave it unset");
  }
  const std::int64_t batch = static_cast<std::int64_t>(seqs.size());
  std::int64_t max_blocks = 0;
  for (std::int64_t seq : seqs) {
    max_blocks = std::max<std::int64_t>(
        max_blocks, sequence("PagedKvCache::attend", seq).blocks.size());
  }
  std::vector<std::int32_t> table(batch * max_blocks, 0);
  std::vector<std::int64_t> lengths(batch);
  for (std::int64_t b = 0; b < batch; ++b) {
    const Sequence& sq = seqs_[seqs[b]];
    std::copy(sq.blocks.begin(), sq.blocks.end(),
              table.data() + b * max_blocks);
    lengths[b] = sq.length;
  }
  if (cu_seqlens_q.defined() && cu_seqlens_q.rank == 1 &&
      cu_seqlens_q.dtype == DType::kInt32 &&
      cu_seqlens_q.shape[0] == batch + 1) {
    internal::check_storage("cu_seqlens_q", cu_seqlens_q);
    const auto* cu = static_cast<const std::int32_t*>(cu_seqlens_q.data);
    for (std::int64_t b = 0; b < batch; ++b) {
      const std::int64_t n =
          std::int64_t{cu[(b + 1) * cu_seqlens_q.strides[0]]} -
          cu[b * cu_seqlens_q.strides[0]];
      if (n > lengths[b]) {
        fail("PagedKvCache::attend: sequence ", seqs[b], " has ", n,
             " query rows but holds only ", lengths[b],
             " tokens (append a token before attending with its query)");
      }
    }
  }
  if (format_ != QuantFormat::kNone) {
    return attend_quantized(seqs, q, cu_seqlens_q, options, table, lengths);
  }
  AttentionParams params = options;
  params.causal = Causal::kBottomRight;
  if (params.pool == nullptr) params.pool = pool_.get();
  PagedKv cache{
      keys_.view(), values_.view(),
      TensorView::contiguous(table.data(), DType::kInt32, {batch, max_blocks}),
      TensorView::contiguous(lengths.data(), DType::kInt64, {batch})};
  const std::int64_t max_q =
      q.defined() && q.rank >= 1 ? q.shape[0] : std::int64_t{0};
  const DType dtype = keys_.dtype();
  if (!q.defined() || q.rank != 3 || q.dtype == dtype ||
      (q.dtype != DType::kFloat32 && q.dtype != DType::kFloat64 &&
       q.dtype != DType::kBFloat16 && q.dtype != DType::kFloat16)) {
    return attention_paged(q, cu_seqlens_q, max_q, cache, params);
  }
  // q in another floating dtype: attend in the cache's, return in q's (as
  // KvCache::attend does).
  internal::check_storage("q", q);
  const Tensor qc = internal::converted(q, dtype);
  AttentionResult r =
      attention_paged(qc.view(), cu_seqlens_q, max_q, cache, params);
  r.out = internal::converted(r.out.view(), q.dtype);
  if (r.lse.dtype() != lse_dtype(q.dtype)) {
    r.lse = internal::converted(r.lse.view(), lse_dtype(q.dtype));
  }
  return r;
}

// Packed queries against the quantized blocks: each sequence's rows become
// a QuantAttendProblem of its own, q rotated like the keys, then the
// reference or the dequantizing kernel reads the blocks through the block
// table.
AttentionResult PagedKvCache::attend_quantized(
    const std::vector<std::int64_t>& seqs, const TensorView& q,
    const TensorView& cu_seqlens_q, const AttentionParams& params,
    const std::vector<std::int32_t>& table,
    const std::vector<std::int64_t>& lengths) const {
  const char* who = "PagedKvCache::attend";
  if (!q.defined() || q.rank != 3 || q.shape[2] != head_dim_ ||
      q.shape[1] < 1 || q.shape[1] % num_kv_heads_ != 0 ||
      !is_floating(q.dtype)) {
    fail(who, ": q expected (total_q, a multiple of ", num_kv_heads_,
         " heads, ", head_dim_, ") floating, got ",
         q.defined() ? q.shape_str() : "nothing", " ",
         q.defined() ? dtype_name(q.dtype) : "");
  }
  internal::check_storage("q", q);
  internal::check_quant_options(who, format_, params);
  const std::int64_t batch = static_cast<std::int64_t>(seqs.size());
  if (!cu_seqlens_q.defined() || cu_seqlens_q.rank != 1 ||
      cu_seqlens_q.shape[0] != batch + 1 ||
      cu_seqlens_q.dtype != DType::kInt32) {
    fail(who, ": cu_seqlens_q expected int32 shape (", batch + 1, ",), got ",
         cu_seqlens_q.defined() ? dtype_name(cu_seqlens_q.dtype) : "nothing",
         " ", cu_seqlens_q.defined() ? cu_seqlens_q.shape_str() : "");
  }
  const auto* cu = static_cast<const std::int32_t*>(cu_seqlens_q.data);
  const auto at = [&](std::int64_t b) {
    return std::int64_t{cu[b * cu_seqlens_q.strides[0]]};
  };
  if (at(0) != 0) {
    fail(who, ": cu_seqlens_q must start at 0, got ", at(0));
  }
  std::vector<std::int64_t> fresh(batch);
  for (std::int64_t b = 0; b < batch; ++b) {
    fresh[b] = at(b + 1) - at(b);
    if (at(b) < 0 || fresh[b] < 0 || at(b + 1) > q.shape[0]) {
      fail(who, ": cu_seqlens_q[", b, "..", b + 1, "] = ", at(b), "..",
           at(b + 1), " is not an increasing range within the ", q.shape[0],
           " rows of q");
    }
  }
  const std::int64_t heads = q.shape[1], dk = internal::quant_padded(head_dim_);
  internal::QuantAttendProblem p;
  p.batch = batch;
  p.num_heads = heads;
  p.num_kv_heads = num_kv_heads_;
  const std::int64_t max_blocks =
      batch > 0 ? static_cast<std::int64_t>(table.size()) / batch : 0;
  const auto side = [&](const std::vector<std::uint8_t>& codes,
                        const std::vector<std::uint16_t>& scales,
                        std::int64_t dim) {
    internal::QuantSide x =
        internal::quant_side(format_, &codes == &key_codes_, codes, scales, dim,
                             num_kv_heads_, max_blocks * block_size_);
    x.block_table = table.data();
    x.table_stride = max_blocks;
    x.block_size = block_size_;
    return x;
  };
  p.k = side(key_codes_, key_scales_, head_dim_);
  p.v = side(value_codes_, value_scales_, head_dim_v_);
  p.scale =
      params.scale.value_or(1.0 / std::sqrt(static_cast<double>(head_dim_)));
  p.threads = {params.num_threads > 0 ? params.num_threads
                                      : internal::default_num_threads(),
               params.pool != nullptr ? params.pool : pool_.get()};
  const bool reference =
      params.path == Path::kReference || q.dtype == DType::kFloat64;
  const DType lse_dtype =
      q.dtype == DType::kFloat64 ? DType::kFloat64 : DType::kFloat32;
  const std::int64_t total_q = q.shape[0];
  AttentionResult result{Tensor(q.dtype, {total_q, heads, head_dim_v_}),
                         Tensor(lse_dtype, {heads, total_q})};
  // One problem per sequence: memory follows its own query rows (a decode
  // row is never padded to a prefill chunk's length), and its split into
  // key chunks depends on nothing else in the call, so a sequence's result
  // is the same whatever it is batched with.
  std::vector<double> qr, out, lse;
  for (std::int64_t b = 0; b < batch; ++b) {
    if (fresh[b] == 0) continue;
    p.batch = 1;
    p.seq_q = fresh[b];
    p.k.block_table = p.v.block_table = table.data() + b * max_blocks;
    p.held = &lengths[b];
    p.fresh = &fresh[b];
    // Row (h, i) of the problem is packed row at(b) + i of q.
    qr.assign(heads * p.seq_q * dk, 0.0);
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::int64_t i = 0; i < p.seq_q; ++i) {
        double* x = &qr[(h * p.seq_q + i) * dk];
        load_row(q, at(b) + i, h, x);
        if (!p.k.per_channel) internal::hadamard_groups(x, dk);
      }
    }
    p.q = qr.data();
    internal::quant_attend_any(p, reference, out, lse);
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::int64_t i = 0; i < p.seq_q; ++i) {
        const std::int64_t src = h * p.seq_q + i, row = at(b) + i;
        for (std::int64_t c = 0; c < head_dim_v_; ++c) {
          internal::store_from_double(result.out.data<void>(), q.dtype,
                                      (row * heads + h) * head_dim_v_ + c,
                                      out[src * head_dim_v_ + c]);
        }
        internal::store_from_double(result.lse.data<void>(), lse_dtype,
                                    h * total_q + row, lse[src]);
      }
    }
  }
  return result;
}

}  // namespace qkv
