// Serving layouts (docs/serving.md): packed variable-length batches
// (cu_seqlens), a paged KV cache (block tables) and chunked prefill, through
// the same kernels as qkv::attention.
#ifndef QKV_SERVING_H_
#define QKV_SERVING_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "qkv/attention.h"
#include "qkv/backward.h"
#include "qkv/kv_cache.h"
#include "qkv/params.h"
#include "qkv/tensor.h"
#include "qkv/thread_pool.h"

namespace qkv {

// A packed batch: sequence b owns rows [cu_seqlens[b], cu_seqlens[b + 1]) of
// its arrays. cu_seqlens is int32 of shape (batch + 1), starts at 0, never
// decreases and ends at most at the array's row count; max_seqlen bounds
// every length (FlashAttention's max_seqlen_q / max_seqlen_k).
struct Varlen {
  TensorView cu_seqlens_q, cu_seqlens_k;
  std::int64_t max_seqlen_q = 0, max_seqlen_k = 0;
};

// q (total_q, num_heads, head_dim), k (total_k, num_kv_heads, head_dim),
// v (total_k, num_kv_heads, head_dim_v); one floating dtype, any strides with
// a contiguous last dimension. Each sequence attends to its own keys only;
// Causal::kBottomRight (FlashAttention's causal=True), windows and ALiBi are
// aligned per sequence. params.key_lengths, query_lengths, mask and
// key_padding_mask must be unset. Returns out (total_q, num_heads,
// head_dim_v) and lse (num_heads, total_q); rows past cu_seqlens_q[batch]
// are 0 in both. No work is spent on padding: there is none.
AttentionResult attention_varlen(const TensorView& q, const TensorView& k,
                                 const TensorView& v, const Varlen& varlen,
                                 const AttentionParams& params = {});
// As attention_varlen, into out (total_q, num_heads, head_dim_v) and
// optionally lse (num_heads, total_q); rows past cu_seqlens_q[batch] are
// left untouched. out may be float32 for bfloat16 / float16 q, as for
// attention_into (attention.h): the output before its rounding.
void attention_varlen_into(const TensorView& q, const TensorView& k,
                           const TensorView& v, const Varlen& varlen,
                           const AttentionParams& params, const TensorView& out,
                           const TensorView& lse);

// Gradients of attention_varlen: dout, out (total_q, num_heads, head_dim_v),
// lse (num_heads, total_q) from the forward with the same arguments (out
// float32 for 16-bit q too, as attention_backward takes it); dlse
// optional. dq, dk, dv have the shapes of q, k, v (rows past the last
// sequence are 0).
AttentionGrads attention_varlen_backward(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const Varlen& varlen, const AttentionParams& params = {},
    const TensorView& dlse = {});
void attention_varlen_backward_into(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const Varlen& varlen, const AttentionParams& params, const TensorView& dq,
    const TensorView& dk, const TensorView& dv, const TensorView& dlse = {});

// A paged key/value cache as views: k_cache (num_blocks, block_size,
// num_kv_heads, head_dim) and v_cache (..., head_dim_v), any strides with a
// contiguous last dimension (vLLM's (num_blocks, num_kv_heads, block_size,
// head_dim) is that view with its middle strides swapped). Token j of
// sequence b is row j % block_size of block block_table[b][j / block_size];
// block_table is int32 (batch, max_blocks_per_seq); cache_seqlens int32 or
// int64 (batch): the tokens of each sequence. Entries past a sequence's
// last block are never read. Blocks may be shared between sequences.
struct PagedKv {
  TensorView k_cache, v_cache, block_table, cache_seqlens;
};

// Attention of a packed batch of queries q (total_q, num_heads, head_dim),
// sequence b owning rows [cu_seqlens_q[b], cu_seqlens_q[b + 1]) (at most
// max_seqlen_q of them), against its cached tokens. With
// Causal::kBottomRight the last query row of a sequence sees its whole
// cache: decode rows (one query) and prefill chunks (many) mix in one call
// (chunked prefill). Few query rows against long caches split the keys
// (split-KV). params as for attention_varlen. Returns out (total_q,
// num_heads, head_dim_v), lse (num_heads, total_q).
AttentionResult attention_paged(const TensorView& q,
                                const TensorView& cu_seqlens_q,
                                std::int64_t max_seqlen_q, const PagedKv& cache,
                                const AttentionParams& params = {});
// (attention_paged_into: out may be float32 for 16-bit q, as for
// attention_into.)
void attention_paged_into(const TensorView& q, const TensorView& cu_seqlens_q,
                          std::int64_t max_seqlen_q, const PagedKv& cache,
                          const AttentionParams& params, const TensorView& out,
                          const TensorView& lse);

// A quantized KV cache held by the caller (docs/quantized-cache.md), shaped
// as FlashAttention's paged cache:
//   key_codes    uint8    (num_blocks, block_size, num_kv_heads,
//                          quantized_row_bytes(format, head_dim))
//   key_scales   bfloat16 (num_blocks, block_size, num_kv_heads,
//                          quantized_row_scales(format, head_dim))
//   value_codes, value_scales: the same with head_dim_v (0 = head_dim).
// In memory all four C-contiguous (FlashAttention's order: a token's heads
// together) or all four views of C-contiguous (num_blocks, num_kv_heads,
// block_size, row) arrays (vLLM's order: a head's tokens together, which
// decodes faster); no array overlaps another.
// format is q8_0 or q4_0 (keys stored rotated, as qkv's own caches store
// them; the *_kivi formats requantize a group of 32 tokens from a staging
// buffer only qkv's caches own). A zeroed cache holds zeros. Token j of
// sequence b is slot j % block_size of block block_table[b][j / block_size];
// block_table int32 (batch, max_blocks_per_seq), cache_seqlens int32 or
// int64 (batch): the tokens each sequence holds. A non-paged cache (batch,
// seqlen, ...) is one block of seqlen slots per sequence.
struct QuantizedPagedKv {
  QuantFormat format = QuantFormat::kQ8_0;
  std::int64_t head_dim = 0, head_dim_v = 0;
  TensorView key_codes, key_scales, value_codes, value_scales;
  TensorView block_table, cache_seqlens;
};

// FlashAttention's flash_attn_with_kvcache on a quantized cache. k_new
// (batch, seqlen_new, num_kv_heads, head_dim) and v_new (..., head_dim_v),
// both or neither (undefined views), any floating dtype, are quantized into
// the cache in place at positions cache_seqlens[b] .. cache_seqlens[b] +
// seqlen_new - 1; every position, block id and value (finite as float32)
// is checked before anything is written, so a refused call changes nothing.
// Then q (batch, seqlen_q, num_heads, head_dim) attends to the
// cache_seqlens[b] + seqlen_new tokens of sequence b; causal aligns the
// queries to the end of the keys (bottom-right). cache_seqlens is not
// updated. params: scale, path, num_threads and pool only (params.causal
// set is an error: the `causal` argument decides). Returns out
// (batch, seqlen_q, num_heads, head_dim_v) in q's dtype and lse (batch,
// num_heads, seqlen_q), float32 (float64 for float64 q); a row that sees no
// key has out 0 and lse -inf.
AttentionResult attention_kvcache_quantized(
    const TensorView& q, const QuantizedPagedKv& cache, const TensorView& k_new,
    const TensorView& v_new, bool causal, const AttentionParams& params = {});

// Owns the blocks of a paged cache for a serving loop: add a sequence,
// append its tokens, attend (decode rows and prefill chunks of many
// sequences in one call), free it. Freed blocks are reused. Every call
// validates everything before it writes anything: running out of blocks
// is a qkv::Error and the cache is unchanged.
class PagedKvCache {
 public:
  // Storage (num_blocks, block_size, num_kv_heads, head_dim) for keys and
  // (..., head_dim_v) for values (0 = head_dim), float32, bfloat16 or
  // float16.
  PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
               std::int64_t num_kv_heads, std::int64_t head_dim,
               DType dtype = DType::kFloat32, std::int64_t head_dim_v = 0);
  // A quantized cache (docs/quantized-cache.md): keys and values as q8_0 or
  // q4_0 codes with bfloat16 scales per group of 32 values, head_dim and
  // head_dim_v padded with zeros to a multiple of 32 (q8_kivi / q4_kivi:
  // keys grouped per channel along 32 tokens; block_size a multiple of 32).
  // append quantizes (a value that is not finite as float32 is a qkv::Error,
  // nothing written); attend dequantizes inside the kernel's tiles and takes
  // scale, path, num_threads and pool only.
  PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
               std::int64_t num_kv_heads, std::int64_t head_dim,
               QuantFormat format, std::int64_t head_dim_v = 0);

  // A new empty sequence; returns its id (ids of freed sequences are not
  // reused).
  std::int64_t add_sequence();
  // Appends tokens to several sequences at once: k (total, num_kv_heads,
  // head_dim), v (total, num_kv_heads, head_dim_v), any floating dtype;
  // sequence seqs[s] gets rows [cu_seqlens[s], cu_seqlens[s + 1]) (int32,
  // shape (len(seqs) + 1)). All or nothing.
  void append(const std::vector<std::int64_t>& seqs, const TensorView& k,
              const TensorView& v, const TensorView& cu_seqlens);
  // Appends k (n, num_kv_heads, head_dim), v (n, ...) to one sequence.
  void append(std::int64_t seq, const TensorView& k, const TensorView& v);
  // Packed queries q (total_q, num_heads, head_dim) of the sequences seqs
  // (rows [cu_seqlens_q[s], cu_seqlens_q[s + 1]) are the newest tokens of
  // seqs[s], already appended) against their caches, causal bottom-right.
  // params' causal, lengths and masks must be unset. q of another floating
  // dtype than the cache's is rounded to it; out and lse come back in q's.
  AttentionResult attend(const std::vector<std::int64_t>& seqs,
                         const TensorView& q, const TensorView& cu_seqlens_q,
                         const AttentionParams& params = {}) const;
  // Forgets a sequence; its blocks return to the free list.
  void free_sequence(std::int64_t seq);

  std::int64_t length(std::int64_t seq) const;
  std::int64_t num_blocks() const { return num_blocks_; }
  std::int64_t block_size() const { return block_size_; }
  std::int64_t blocks_in_use() const { return num_blocks_ - free_blocks(); }
  std::int64_t free_blocks() const {
    return static_cast<std::int64_t>(free_.size()) + num_blocks_ - never_used_;
  }
  std::int64_t num_sequences() const;
  // The block ids of a sequence, in token order.
  const std::vector<std::int32_t>& blocks(std::int64_t seq) const;
  // The storage (num_blocks, block_size, num_kv_heads, head_dim[_v]); empty
  // for a quantized cache.
  const Tensor& keys() const { return keys_; }
  const Tensor& values() const { return values_; }
  // The quantized format (kNone for plain storage) and the bytes stored
  // (codes and scales, or the plain tensors).
  QuantFormat format() const { return format_; }
  std::int64_t storage_bytes() const;

 private:
  struct Sequence {
    bool live = false;
    std::int64_t length = 0;
    std::vector<std::int32_t> blocks;
    // Keys per channel (*_kivi): the appended values (float32) of the newest
    // group of
    // 32 tokens, (num_kv_heads, 32, head_dim padded), requantized as it
    // fills (allocated at the first append).
    std::vector<float> key_stage;
  };
  const Sequence& sequence(const char* what, std::int64_t seq) const;
  // The sizes both public constructors check; no storage yet.
  PagedKvCache(std::int64_t num_blocks, std::int64_t block_size,
               std::int64_t num_kv_heads, std::int64_t head_dim,
               std::int64_t head_dim_v);
  // Writes row `row` of k and v into the cache slot of token `token` in
  // block `block` (storage of either kind) of sequence sq; `last`: the last
  // token sq gets in this append (per-channel keys requantize their group).
  void store_token(const TensorView& k, const TensorView& v, std::int64_t row,
                   std::int64_t block, std::int64_t token, Sequence& sq,
                   bool last);
  AttentionResult attend_quantized(
      const std::vector<std::int64_t>& seqs, const TensorView& q,
      const TensorView& cu_seqlens_q, const AttentionParams& params,
      const std::vector<std::int32_t>& table,
      const std::vector<std::int64_t>& lengths) const;

  std::int64_t num_blocks_, block_size_, num_kv_heads_, head_dim_, head_dim_v_;
  Tensor keys_, values_;
  // Quantized storage: codes and bfloat16 scales per (block, head, slot).
  QuantFormat format_ = QuantFormat::kNone;
  std::vector<std::uint8_t> key_codes_, value_codes_;
  std::vector<std::uint16_t> key_scales_, value_scales_;
  std::vector<Sequence> seqs_;
  // Freed blocks, a stack: the last freed is reused first; then the blocks
  // [never_used_, num_blocks_) in order (no list of every block up front:
  // 2^31 blocks would be 8 GiB of ids before the storage).
  std::vector<std::int32_t> free_;
  std::int64_t never_used_ = 0;
  std::shared_ptr<ThreadPool> pool_;
};

}  // namespace qkv

#endif  // QKV_SERVING_H_
