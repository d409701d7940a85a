// Tile sizes of the kernels, in one place: the GEMM micro-kernel's, the
// forward's and the backward's. Chosen for a core with 32 KiB L1d and
// >= 512 KiB L2 (see the traffic estimate in forward.cc and the measurements
// in docs/PERFORMANCE.md, "How the tile sizes were chosen").
#ifndef QKV_SRC_KERNELS_TILES_H_
#define QKV_SRC_KERNELS_TILES_H_

#include <cstdint>

#include "qkv/tuning.h"

namespace qkv::internal {

// The largest number of keys, halving from `most` down to `fewest`, whose
// packed Kᵀ tile (head_dim x keys floats) stays within `bytes` (the CPU's
// choice, qkv/tuning.h: by default 32 KiB, so it lives in L1 while the
// micro-kernel streams it).
constexpr std::int64_t keys_within(std::int64_t head_dim, std::int64_t most,
                                   std::int64_t bytes,
                                   std::int64_t fewest = 32) {
  std::int64_t keys = most;
  while (keys > fewest && head_dim * keys * 4 > bytes) keys /= 2;
  return keys;
}

// The register-tiled GEMM of common-inl.h.
struct GemmTiles {
  // The micro-kernels sum at most this many products in registers before
  // adding them to memory (blocked summation, for accuracy). 64, not 32:
  // O is rounded once per chunk of keys, and over 20k-100k keys with 32
  // its float32 error reached 2.2x PyTorch's (512-key blocks); 64 gives
  // 1.8x, and P1/P2 1.5-2 % faster (docs/PERFORMANCE.md, Zen 4).
  static constexpr std::int64_t kSumChunk = 64;
  // Register tile: kMicroRows rows x 2 vectors (where the target has 32
  // vector registers: kMicroRows x 4, or twice the rows x 2).
  static constexpr int kMicroRows = 6;
};

struct ForwardTiles {
  // Query rows per work item, counted across the heads of one KV group
  // (row = i * group + head_in_group). A multiple of kMicroRows.
  static constexpr std::int64_t kBlockRows = 48;
  // Most keys per KV tile; a multiple of every target's 2 * lanes (<= 32).
  static constexpr std::int64_t kTileKeys = 128;
  // Keys per tile for a head_dim and the CPU's choice: by default (32 KiB)
  // 128 up to head_dim 64, 64 beyond. Never fewer than kSumChunk: O is
  // rounded once per tile, and head_dim 256 in 32-key tiles (Kᵀ in 32 KiB)
  // gave 2.2-2.7x PyTorch's float32 error over 40k keys, 64 keys 1.7x;
  // 64-key tiles there measured as fast (Zen 3, `qkv tune`: 29.8 ms against
  // 30.2) or faster (Zen 4 and Zen 5, whose tables give 128 and 64 keys).
  static constexpr std::int64_t tile_keys(std::int64_t head_dim,
                                          const KernelChoice& c) {
    return keys_within(head_dim, kTileKeys, c.forward_tile_bytes,
                       GemmTiles::kSumChunk);
  }
  // Blocks of at most this many rows (decode) read K and V in place, one
  // dot product per (row, key), instead of packing tiles for the GEMM.
  static constexpr std::int64_t kDirectMaxRows = 8;
  // Whether row r of a (batch, KV head)'s `rows` query rows falls in a
  // block of at most kDirectMaxRows rows (blocks are kBlockRows rows from
  // row 0): the forward then formed its scores with the decode's dot
  // products, and the backward recomputes them the same way.
  static constexpr bool reads_direct(std::int64_t rows, std::int64_t r) {
    const std::int64_t first = r / kBlockRows * kBlockRows;
    const std::int64_t end =
        first + kBlockRows < rows ? first + kBlockRows : rows;
    return end - first <= kDirectMaxRows;
  }
  // Most keys per tile on that path (KernelChoice::decode_tile_keys, by
  // default 512): the S rows (8 x 768 floats) fit the buffers of a prefill
  // block; 512 keys keep the V tile re-read by the second row pair
  // (512 x head_dim_v) in L2.
  static constexpr std::int64_t kDirectMaxTileKeys = 768;
  // A thread packs all K/V tiles of one KV head once, for all its row
  // blocks of that head, when they take at most this many bytes.
  static constexpr std::int64_t kPackCacheBytes = 8 << 20;
  // Short sequences: when a KV group has at most kShortRows query rows and
  // the problem at least kHeadItemsPerThread KV heads (batch · num_kv_heads)
  // per thread of the call, a work item is a whole KV head (all its row
  // blocks) instead of one block.
  static constexpr std::int64_t kShortRows = 256;
  static constexpr std::int64_t kHeadItemsPerThread = 4;
  // A thread keeps its pack cache for the next call up to this size (a
  // short call then allocates nothing); a larger one is freed then.
  static constexpr std::int64_t kKeepPackBytes = 256 << 10;
  // Split-KV decode: problems with at most this many rows per KV group and
  // seq_kv above kSplitMinKeys split their keys into chunks of
  // KernelChoice::split_keys (by default 2048), merged exactly in a fixed
  // order (so the split never depends on threads).
  static constexpr std::int64_t kSplitMaxRows = 16;
  static constexpr std::int64_t kSplitMinKeys = 4096;
};

static_assert(ForwardTiles::kBlockRows % GemmTiles::kMicroRows == 0);
static_assert(ForwardTiles::kDirectMaxRows * ForwardTiles::kDirectMaxTileKeys <=
              ForwardTiles::kBlockRows * ForwardTiles::kTileKeys);

// The backward runs query blocks of kBlockRows rows against KV tiles of
// tile_keys(head_dim) keys; the dK and dV accumulators of a tile stay in L2
// across the query blocks.
struct BackwardTiles {
  // Work items are (batch, KV head, key chunk). When batch · num_kv_heads is
  // below kMinItems the keys split into chunks (at least kMinChunkKeys each)
  // so small problems still fill the cores; each chunk then keeps a dQ
  // partial, reduced in chunk order, within kMaxPartialBytes in all.
  static constexpr std::int64_t kMinItems = 8;
  static constexpr std::int64_t kMinChunkKeys = 256;
  static constexpr std::int64_t kMaxPartialBytes = std::int64_t{64} << 20;
  // Query rows per block (across the heads of a KV group, row = i * group +
  // head), a multiple of the micro-kernel's rows.
  static constexpr std::int64_t kBlockRows = 48;
  // Keys per KV tile: at most 128, with Kᵀ within the CPU's
  // KernelChoice::backward_tile_bytes as in the forward.
  static constexpr std::int64_t tile_keys(std::int64_t head_dim,
                                          const KernelChoice& c) {
    return keys_within(head_dim, 128, c.backward_tile_bytes);
  }
};

static_assert(BackwardTiles::kBlockRows % GemmTiles::kMicroRows == 0);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_TILES_H_
