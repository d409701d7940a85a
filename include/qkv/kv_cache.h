// qkv::KvCache: keys and values of past tokens for decoding one step at a
// time (the chapters' KV cache), preallocated, per-sequence lengths.
#ifndef QKV_KV_CACHE_H_
#define QKV_KV_CACHE_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "qkv/attention.h"
#include "qkv/params.h"
#include "qkv/tensor.h"
#include "qkv/thread_pool.h"

namespace qkv {

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
  // rest is padding). Overflowing the capacity is a qkv::Error; so is
  // appending several tokens at once to a ring buffer that would wrap.
  void append(const TensorView& k, const TensorView& v,
              const TensorView& new_lengths = {});

  // Attention of the newest tokens' queries q (batch, num_heads, n,
  // head_dim), n >= the last append's count, against every cached token:
  // causal, bottom-right aligned per sequence (query rows beyond a
  // sequence's new count are zeros). params adds options (scale, window,
  // softcap, ALiBi, ...); its causal, lengths and mask fields must be unset.
  // Returns out in q's dtype and lse.
  AttentionResult attend(const TensorView& q,
                         const AttentionParams& params = {}) const;

  std::int64_t batch() const { return batch_; }
  std::int64_t num_kv_heads() const { return num_kv_heads_; }
  std::int64_t capacity() const { return capacity_; }
  std::int64_t window() const { return window_; }
  DType dtype() const { return keys_.dtype(); }
  // Tokens seen by sequence b (in a ring buffer, more than it holds).
  std::int64_t length(std::int64_t b) const;
  // The storage, (batch, num_kv_heads, capacity, head_dim[_v]).
  const Tensor& keys() const { return keys_; }
  const Tensor& values() const { return values_; }
  // Forgets every token.
  void reset();

 private:
  // A wrapped window's ring in token order (a copy), for options that
  // depend on positions.
  Tensor unrolled(const Tensor& ring) const;

  std::int64_t batch_, num_kv_heads_, capacity_, head_dim_, head_dim_v_,
      window_;
  Tensor keys_, values_;
  std::vector<std::int64_t> lengths_;   // tokens seen per sequence
  std::vector<std::int64_t> last_new_;  // tokens of the last append
  // Threads kept for attend() (a decode step is too short to start threads
  // for); used unless params.pool names another pool.
  std::shared_ptr<ThreadPool> pool_;
};

}  // namespace qkv

#endif  // QKV_KV_CACHE_H_
