// PagedKvCache: a block allocator over (num_blocks, block_size, heads, dim)
// storage; attend builds the block table of the sequences it is given and
// runs attention_paged, causal bottom-right (decode and chunked prefill).
#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_set>

#include "dtype.h"
#include "fail.h"
#include "operand.h"
#include "qkv/serving.h"

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

}  // namespace

PagedKvCache::PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
                           std::int64_t num_kv_heads, std::int64_t head_dim,
                           DType dtype, std::int64_t head_dim_v)
    : num_blocks_(num_blocks),
      block_size_(block_size),
      num_kv_heads_(num_kv_heads),
      head_dim_(head_dim),
      head_dim_v_(head_dim_v > 0 ? head_dim_v : head_dim),
      pool_(std::make_shared<ThreadPool>()) {
  if (num_blocks < 1 || num_blocks > INT32_MAX || block_size < 1 ||
      num_kv_heads < 1 || head_dim < 1 || head_dim_v < 0) {
    fail("PagedKvCache: invalid sizes (num_blocks ", num_blocks,
         ", block_size ", block_size, ", num_kv_heads ", num_kv_heads,
         ", head_dim ", head_dim, ", head_dim_v ", head_dim_v, ")");
  }
  internal::check_cache_dtype("PagedKvCache", dtype);
  keys_ = Tensor(dtype, {num_blocks, block_size, num_kv_heads, head_dim_});
  values_ = Tensor(dtype, {num_blocks, block_size, num_kv_heads, head_dim_v_});
  free_.reserve(num_blocks);
  for (std::int64_t id = num_blocks - 1; id >= 0; --id) {
    free_.push_back(static_cast<std::int32_t>(id));
  }
}

std::int64_t PagedKvCache::add_sequence() {
  seqs_.push_back(Sequence{true, 0, {}});
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
  const DType dtype = keys_.dtype();
  const std::int64_t kh = head_dim_, vh = head_dim_v_;
  for (std::int64_t s = 0; s < batch; ++s) {
    Sequence& sq = seqs_[seqs[s]];
    for (std::int64_t row = at(s); row < at(s + 1); ++row, ++sq.length) {
      if (sq.length % block_size_ == 0) {
        sq.blocks.push_back(free_.back());
        free_.pop_back();
      }
      const std::int64_t slot = std::int64_t{sq.blocks.back()} * block_size_ +
                                sq.length % block_size_;
      copy_row(k, row, keys_.data<void>(), dtype, slot * num_kv_heads_ * kh,
               kh);
      copy_row(v, row, values_.data<void>(), dtype, slot * num_kv_heads_ * vh,
               vh);
    }
  }
}

void PagedKvCache::append(std::int64_t seq, const TensorView& k,
                          const TensorView& v) {
  if (!k.defined() || k.rank != 3) {
    fail("PagedKvCache::append: k expected shape (n, ", num_kv_heads_, ", ",
         head_dim_, "), got ", k.defined() ? k.shape_str() : "nothing");
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
  AttentionParams params = options;
  params.causal = Causal::kBottomRight;
  if (params.pool == nullptr) params.pool = pool_.get();
  PagedKv cache{
      keys_.view(), values_.view(),
      TensorView::contiguous(table.data(), DType::kInt32, {batch, max_blocks}),
      TensorView::contiguous(lengths.data(), DType::kInt64, {batch})};
  const std::int64_t max_q =
      q.defined() && q.rank >= 1 ? q.shape[0] : std::int64_t{0};
  return attention_paged(q, cu_seqlens_q, max_q, cache, params);
}

}  // namespace qkv
