// The fast exact forward: FlashAttention-2 order, online softmax, Highway SIMD
// with runtime dispatch. See forward.cc for the tiling and its memory traffic.
#ifndef QKV_SRC_KERNELS_FORWARD_H_
#define QKV_SRC_KERNELS_FORWARD_H_

#include <cstdint>
#include <string>
#include <vector>

#include "../problem.h"

namespace qkv::internal {

// Tile sizes of the forward kernels, in one place. Chosen for a core with
// 32 KiB L1d and >= 512 KiB L2 (see the traffic estimate in forward.cc).
struct ForwardTiles {
  // Query rows per work item, counted across the heads of one KV group
  // (row = i * group + head_in_group). A multiple of kMicroRows.
  static constexpr std::int64_t kBlockRows = 48;
  // Most keys per KV tile; a multiple of every target's 2 * lanes (<= 32).
  static constexpr std::int64_t kTileKeys = 128;
  // Keys per tile for a head_dim: the packed Kᵀ tile (head_dim x keys
  // floats) stays within 32 KiB so it lives in L1 while the micro-kernel
  // streams it: 128 keys up to head_dim 64, 64 up to 128, 32 beyond.
  static constexpr std::int64_t tile_keys(std::int64_t head_dim) {
    std::int64_t keys = kTileKeys;
    while (keys > 32 && head_dim * keys * 4 > 32 * 1024) keys /= 2;
    return keys;
  }
  // Blocks of at most this many rows (decode) read K and V in place, one
  // dot product per (row, key), instead of packing tiles for the GEMM.
  static constexpr std::int64_t kDirectMaxRows = 8;
  // Keys per tile on that path: the S rows (8 x 512 floats) fit the buffers
  // of a prefill block, and the V tile re-read by the second row pair
  // (512 x head_dim_v) stays in L2.
  static constexpr std::int64_t kDirectTileKeys = 512;
  // A thread packs all K/V tiles of one KV head once, for all its row
  // blocks of that head, when they take at most this many bytes.
  static constexpr std::int64_t kPackCacheBytes = 8 << 20;
  // The micro-kernels sum at most this many products in registers before
  // adding them to memory (blocked summation, for accuracy).
  static constexpr std::int64_t kSumChunk = 32;
  // Register tile of the micro-kernels: kMicroRows rows x 2 vectors.
  static constexpr int kMicroRows = 6;
  // Split-KV decode: problems with at most this many rows per KV group and
  // seq_kv above kSplitMinKeys split their keys into chunks of kSplitKeys,
  // merged exactly in a fixed order (so the split never depends on threads).
  static constexpr std::int64_t kSplitMaxRows = 16;
  static constexpr std::int64_t kSplitMinKeys = 4096;
  static constexpr std::int64_t kSplitKeys = 2048;
};

static_assert(ForwardTiles::kDirectMaxRows * ForwardTiles::kDirectTileKeys <=
              ForwardTiles::kBlockRows * ForwardTiles::kTileKeys);

// out (and lse) of a validated problem through the tiled kernel.
// q (batch, num_heads, seq_q, head_dim), k (batch, num_kv_heads, seq_kv,
// head_dim), v (batch, num_kv_heads, seq_kv, head_dim_v) -> out (batch,
// num_heads, seq_q, head_dim_v), lse (batch, num_heads, seq_q).
// split_keys > 0 splits every row block's keys into chunks of that many
// (flash-decoding), computed in parallel and merged exactly; 0 = no split.
void tiled_forward(const AttentionProblem& p, std::int64_t split_keys);

// The split auto dispatch chooses: chunks of kSplitKeys when a KV group has
// few query rows and many keys, else 0.
inline std::int64_t auto_split_keys(const AttentionProblem& p) {
  return p.group() * p.seq_q <= ForwardTiles::kSplitMaxRows &&
                 p.seq_kv > ForwardTiles::kSplitMinKeys
             ? ForwardTiles::kSplitKeys
             : 0;
}

// The Highway targets compiled into this binary (hwy::TargetName for each).
// exp as the kernels' softmax computes it, for x <= 0 (the kernels only
// exponentiate s - max): inputs below -150 clamp there, NaN stays NaN.
void vector_exp(const float* in, float* out, std::int64_t n);

// Best first; only those this CPU supports.
std::vector<std::int64_t> compiled_targets();
std::string target_name(std::int64_t target);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_FORWARD_H_
