// AttentionParams: every option of one attention call (DESIGN.md §2).
#ifndef QKV_PARAMS_H_
#define QKV_PARAMS_H_

#include <cstdint>
#include <optional>

#include "qkv/tensor.h"
#include "qkv/thread_pool.h"

namespace qkv {

// Causal alignment when seq_q != seq_kv.
enum class Causal : std::uint8_t {
  kNone,
  kTopLeft,      // key j visible to query i iff j <= i (PyTorch is_causal)
  kBottomRight,  // iff j <= i + seq_kv - seq_q (FlashAttention, KV cache)
};

// Which implementation computes the call. kAuto picks the fastest available.
enum class Path : std::uint8_t {
  kAuto,       // float64: reference; otherwise tiled, split-KV when decoding
  kReference,  // src/reference: double accumulation, the oracle
  kTiled,      // tiled online-softmax kernel, no split (not for float64)
  kSplitKv,    // tiled, keys split into chunks of 128 and merged exactly
};

struct AttentionParams {
  // Multiplies q·k. Default 1/sqrt(head_dim). Any finite value (within
  // float32's range unless q is float64: the kernels compute in float32;
  // keep scale·q, q·k and scale·q·k within it too, docs/RELIABILITY.md).
  std::optional<double> scale;
  // > 0 enables s <- softcap * tanh(s / softcap), before bias and masks.
  // 0 disables it.
  double softcap = 0.0;
  // float32 or float64, shape (num_heads) or (batch, num_heads). Adds
  // -slope * |i + seq_kv - seq_q - j| to the scores.
  TensorView alibi_slopes;
  Causal causal = Causal::kNone;
  // Sliding window in bottom-right coordinates: key j is visible to query i
  // iff i + seq_kv - seq_q - window_left <= j <= i + seq_kv - seq_q +
  // window_right. -1 means unbounded on that side.
  std::int64_t window_left = -1;
  std::int64_t window_right = -1;
  // int32 or int64, shape (batch): the valid key / query length of each
  // sequence (padding). Alignments, windows and ALiBi use these lengths.
  TensorView key_lengths;
  TensorView query_lengths;
  // Dense mask of rank 1..4, broadcastable to (batch, num_heads, seq_q,
  // seq_kv) with PyTorch's right-aligned rules and read through its strides.
  // bool: true = may attend. float (any floating dtype): added to the scores.
  TensorView mask;
  // bool `mask` only: true HIDES the position (nn.MultiheadAttention's
  // attn_mask convention) instead of allowing it (SDPA's).
  bool mask_hides = false;
  // A second dense mask over keys, shape (batch | 1, seq_kv), read through
  // its strides (nn.MultiheadAttention's key_padding_mask): bool true =
  // ignore that key, or floating = added to the scores.
  TensorView key_padding_mask;
  // Dropout on the attention weights, p in [0, 1]; kept weights scale by
  // 1/(1-p). The keep decision of (seed, offset, b, h, i, j) comes from
  // Philox-4x32-10, identical on every path and thread count. p = 1 drops
  // every weight, as PyTorch's does: out is 0, lse (which dropout never
  // changes) the undropped one, and the gradients come from dlse alone.
  // Attention sinks (gpt-oss, StreamingLLM): float32 or float64, shape
  // (num_heads), read through its stride; absent = off. One learned logit per
  // query head, added to every row's softmax denominator as a key with no
  // value: out_i = Σ_j e^{s_ij} v_j / (Σ_j e^{s_ij} + e^{sinks[h]}), and the
  // returned lse includes it (lse = log(Σ_j e^{s_ij} + e^{sinks[h]})). s_ij
  // are the final logits (after scale, softcap, ALiBi and masks); a row with
  // no visible key gets out 0 and lse = sinks[h]. Values: finite or -inf (no
  // sink for that head). The backward returns d sinks (DESIGN.md §2).
  TensorView sinks;
  double dropout_p = 0.0;
  std::uint64_t seed = 0;
  std::uint32_t offset = 0;
  Path path = Path::kAuto;
  // Worker threads for this call; 0 = QKV_NUM_THREADS, else the hardware
  // concurrency. Results are bit-identical for every thread count.
  int num_threads = 0;
  // Run on this pool's threads (at most num_threads of them) instead of
  // threads started for the call; not owned. Same results either way.
  ThreadPool* pool = nullptr;
};

}  // namespace qkv

#endif  // QKV_PARAMS_H_
