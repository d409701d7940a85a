// qkv::KvCache: keys and values of past tokens for decoding one step at a
// time (the chapters' KV cache), preallocated, per-sequence lengths.
#ifndef QKV_KV_CACHE_H_
#define QKV_KV_CACHE_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "qkv/attention.h"
#include "qkv/params.h"
#include "qkv/tensor.h"
#include "qkv/thread_pool.h"

namespace qkv {

// Quantized storage of a KvCache (docs/quantized-cache.md): integer codes
// with one bfloat16 scale per group of 32 values. Values: groups along
// head_dim, per token and head. Keys of q8_0 / q4_0: the same, stored rotated
// by a Hadamard transform per group (the query is rotated alike at attend,
// so q·k is unchanged); keys of q8_kivi / q4_kivi: groups along tokens, one
// scale per channel per 32 tokens (KIVI's per-channel keys: an outlier
// channel gets a step of its own), the newest group requantized as it fills.
enum class QuantFormat : std::uint8_t {
  kNone,    // plain float32 / bfloat16 / float16 storage
  kQ8_0,    // 8-bit codes, symmetric: 8.5 bits per value
  kQ4_0,    // 4-bit codes, offset by 8 (llama.cpp's q4_0): 4.5 bits per value
  kQ8Kivi,  // q8_0 codes; keys per channel in groups of 32 tokens
  kQ4Kivi,  // q4_0 codes; keys per channel in groups of 32 tokens
};
// "q8_0", "q4_0", "q8_kivi", "q4_kivi" (also "none"); nullopt for anything
// else.
std::optional<QuantFormat> parse_quant_format(std::string_view name);
const char* quant_format_name(QuantFormat format);
// Bytes of codes, and bfloat16 scales, per stored row of `dim` values of a
// quantized format (dim padded with zeros to a multiple of 32): what a
// caller allocates for attention_kvcache_quantized (qkv/serving.h).
std::int64_t quantized_row_bytes(QuantFormat format, std::int64_t dim);
std::int64_t quantized_row_scales(QuantFormat format, std::int64_t dim);
// Bytes a cache of `tokens` tokens per KV head stores for K and V
// (head_dim_v 0 = head_dim): plain dtype (format kNone) or codes and scales.
std::int64_t kv_cache_bytes(std::int64_t tokens, std::int64_t num_kv_heads,
                            std::int64_t head_dim, std::int64_t head_dim_v,
                            QuantFormat format, DType dtype = DType::kFloat32);

class KvCache {
 public:
  // Storage (batch, num_kv_heads, capacity, head_dim) for keys and
  // (..., head_dim_v) for values (head_dim_v 0 = head_dim), in float32,
  // bfloat16 or float16. window > 0 makes a sliding-window ring buffer that
  // keeps the last `window` tokens of each sequence (capacity = window).
  KvCache(std::int64_t batch, std::int64_t num_kv_heads, std::int64_t capacity,
          std::int64_t head_dim, DType dtype = DType::kFloat32,
          std::int64_t head_dim_v = 0, std::int64_t window = 0);

  // Appends k (batch, num_kv_heads, n, head_dim) and v (..., head_dim_v), any
  // floating dtype (converted to the cache's). new_lengths (batch,) int32/64,
  // optional: sequence b appends only its first new_lengths[b] tokens (the
  // rest is padding). A quantized cache quantizes on append and rejects
  // (qkv::Error, nothing written) any value that is not finite as float32.
  // Overflowing the capacity is a qkv::Error; so is
  // appending several tokens at once to a ring buffer that would wrap.
  // A quantized cache: keys and values in `format` (not kNone); head_dim
  // and head_dim_v are stored padded with zeros to a multiple of 32. Keys
  // grouped per channel along tokens (q8_kivi, q4_kivi) take no window.
  KvCache(std::int64_t batch, std::int64_t num_kv_heads, std::int64_t capacity,
          std::int64_t head_dim, QuantFormat format,
          std::int64_t head_dim_v = 0, std::int64_t window = 0);

  void append(const TensorView& k, const TensorView& v,
              const TensorView& new_lengths = {});

  // Attention of the newest tokens' queries q (batch, num_heads, n,
  // head_dim), n >= the last append's count, against every cached token:
  // causal, bottom-right aligned per sequence (query rows beyond a
  // sequence's new count are zeros). params adds options (scale, window,
  // softcap, ALiBi, ...); its causal, lengths and mask fields must be unset.
  // Returns out in q's dtype and lse. q of another floating dtype than a
  // 16-bit cache is rounded to the cache's dtype, attends in it and out is
  // converted back: it carries the cache dtype's precision (llama.cpp
  // rounds Q to its float16 cache's type likewise). A quantized cache
  // computes in float32 and attends with the
  // dequantizing decode kernel (path kReference or float64 q: the double
  // reference); it takes scale and num_threads/pool only.
  AttentionResult attend(const TensorView& q,
                         const AttentionParams& params = {}) const;

  std::int64_t batch() const { return batch_; }
  std::int64_t num_kv_heads() const { return num_kv_heads_; }
  std::int64_t capacity() const { return capacity_; }
  std::int64_t window() const { return window_; }
  // The storage dtype (float32 for a quantized cache: what attend computes
  // in) and the quantized format (kNone for plain storage).
  DType dtype() const {
    return format_ == QuantFormat::kNone ? keys_.dtype() : DType::kFloat32;
  }
  QuantFormat format() const { return format_; }
  // Bytes of storage (codes and scales, or the plain tensors).
  std::int64_t storage_bytes() const;
  // Tokens seen by sequence b (in a ring buffer, more than it holds).
  std::int64_t length(std::int64_t b) const;
  // The storage, (batch, num_kv_heads, capacity, head_dim[_v]); empty for a
  // quantized cache.
  const Tensor& keys() const { return keys_; }
  const Tensor& values() const { return values_; }
  // Forgets every token.
  void reset();

 private:
  // The sizes both public constructors check; no storage yet.
  struct Sizes {
    std::int64_t batch, num_kv_heads, capacity, head_dim, head_dim_v, window;
  };
  explicit KvCache(const Sizes& sizes);
  // A wrapped window's ring in token order (a copy), for options that
  // depend on positions.
  Tensor unrolled(const Tensor& ring) const;
  void append_quantized(const TensorView& k, const TensorView& v,
                        const std::vector<std::int64_t>& counts);
  AttentionResult attend_quantized(
      const TensorView& q, const AttentionParams& params,
      const std::vector<std::int64_t>& held,
      const std::vector<std::int64_t>& fresh) const;

  std::int64_t batch_, num_kv_heads_, capacity_, head_dim_, head_dim_v_,
      window_;
  Tensor keys_, values_;
  // Quantized storage: codes and bfloat16 scales per (batch, head, slot).
  QuantFormat format_ = QuantFormat::kNone;
  std::vector<std::uint8_t> key_codes_, value_codes_;
  std::vector<std::uint16_t> key_scales_, value_scales_;
  // Keys per channel (*_kivi): slots per (batch, head) are capacity rounded
  // up to a multiple of 32, and key_stage_ holds the appended values (as
  // float32) of
  // each (batch, head)'s newest group of 32 slots, (batch, num_kv_heads,
  // 32, head_dim padded), from which that group is requantized as it fills.
  std::int64_t quant_slots_ = 0;
  std::vector<float> key_stage_;
  std::vector<std::int64_t> lengths_;   // tokens seen per sequence
  std::vector<std::int64_t> last_new_;  // tokens of the last append
  // Threads kept for attend() (a decode step is too short to start threads
  // for); used unless params.pool names another pool.
  std::shared_ptr<ThreadPool> pool_;
};

}  // namespace qkv

#endif  // QKV_KV_CACHE_H_
