// The bf16 tile steps of the bfloat16 tiled forward (forward.cc,
// AttendBlockAmx), on AMX or AVX512_BF16 dot products (amx.h, Bf16Engine):
// a thread's packed Q rows of a block and K / V tiles of one KV head, and
// the two tile products S = Q·Kᵀ and O += P·V. Masks, softcap,
// ALiBi, the online softmax and dropout stay in forward.cc's float32 steps.
// docs/DESIGN.md, "AMX bfloat16 tiles in the forward", has the why.
//
// Per-thread object (one per forward Scratch), never shared. On kAmx the
// caller loads the tile configuration (amx_thread_configure) before
// scores() and values() on its thread and may release it afterwards.
#ifndef QKV_SRC_KERNELS_FORWARD_AMX_H_
#define QKV_SRC_KERNELS_FORWARD_AMX_H_

#include <cstdint>
#include <vector>

#include "../problem.h"
#include "hwy/aligned_allocator.h"
#include "kernels/amx.h"

namespace qkv::internal {

class AmxForward {
 public:
  // Keys per KV tile on the AMX path (the most one tile product takes).
  static constexpr std::int64_t kTileKeys = kAmxMaxKeys;

  // The engine problem p runs its packed (non-decode) blocks on: for
  // bfloat16 storage with head_dim and head_dim_v <= kAmxMaxDim,
  // bf16_engine() (kAmx, else kDot; QKV_DISABLE_AMX=1 and
  // QKV_DISABLE_BF16_DOT=1 turn them off); kNone otherwise, and then the
  // float32 steps run.
  static Bf16Engine engine_for(const AttentionProblem& p);

  // A packed KV tile: keys [start, start + keys) of one (b, KV head), in
  // amx_pack_k / amx_pack_v form; finite_v is false if a value is inf/NaN.
  struct Tile {
    const std::uint16_t* k = nullptr;
    const std::uint16_t* v = nullptr;
    std::int64_t start = 0, keys = 0;
    bool finite_v = true;
  };

  // A new call: the inputs are new, nothing packed is reused; a pack
  // cache above kKeepPackBytes is given back.
  void start_call();
  // The engine of scores() and values() in this call (engine_for's answer).
  void set_engine(Bf16Engine engine) { engine_ = engine; }

  // rows[r] (r < n <= kAmxMaxRows): row r of the block, head_dim bf16
  // values -> the packed Q of the block.
  void pack_q(const std::uint16_t* const* rows, std::int64_t n,
              std::int64_t head_dim);

  // The tile of keys [start, min(start + kTileKeys, kv_rows(b))) of (b,
  // kvh): from the head's pack cache when the head fits kPackCacheBytes
  // and start is a multiple of kTileKeys, else packed now.
  Tile tile(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
            std::int64_t start);

  // s: (rows, keys) float32 = Q·Kᵀ · scale of the packed Q and keys
  // [t.start, t.start + keys), keys <= t.keys (the product rounded to
  // float32, then multiplied by scale); row stride s_stride, padded to 16
  // rows x 16 keys (amx_qk).
  void scores(const Tile& t, std::int64_t rows, std::int64_t keys, float scale,
              float* s, std::int64_t s_stride) const;

  // o: (rows, head_dim_v) += P·V over the t.keys keys of the tile, P (rows,
  // t.keys) float32 (zero past the keys a row sees) rounded to bf16.
  void values(const float* p, std::int64_t p_stride, std::int64_t rows,
              const Tile& t, std::int64_t head_dim_v, float* o,
              std::int64_t o_stride) const;

  // A block's rows for values_visible: P (rows x keys, row stride
  // `stride`), which keys each row hides (row_hidden[r] != 0 and
  // hidden[r * stride + j] != 0), and O (rows x o_stride floats).
  struct BlockRows {
    const float* p = nullptr;
    std::int64_t rows = 0, stride = 0;
    const std::uint8_t* row_hidden = nullptr;
    const std::uint8_t* hidden = nullptr;
    float* o = nullptr;
    std::int64_t o_stride = 0;
  };

  // The same product for a tile whose V holds inf or NaN, reading V of (b,
  // kvh) keys [start, start + keys) in place: each row adds only the keys it
  // sees, so a hidden NaN poisons nothing; P rounded to bf16 as in values().
  static void values_visible(const AttentionProblem& p, std::int64_t b,
                             std::int64_t kvh, std::int64_t start,
                             std::int64_t keys, const BlockRows& x);

 private:
  void pack_one(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                std::int64_t start, std::int64_t keys, std::uint16_t* k_out,
                std::uint16_t* v_out, bool* finite_v);

  Bf16Engine engine_ = Bf16Engine::kNone;
  std::int64_t head_dim_ = 0;
  hwy::AlignedFreeUniquePtr<std::uint16_t[]> q_, q_gathered_;
  // One tile packed on demand, and gathered rows (kTileKeys x dim).
  hwy::AlignedFreeUniquePtr<std::uint16_t[]> k_tile_, v_tile_, rows_;
  std::int64_t tile_dims_[2] = {0, 0};
  // Every tile of one (b, KV head): k_all_ / v_all_ tile t at t * k_size_ /
  // t * v_size_; finite_[t].
  std::int64_t cached_head_ = -1, cached_tiles_ = 0, k_size_ = 0, v_size_ = 0;
  hwy::AlignedFreeUniquePtr<std::uint16_t[]> k_all_, v_all_;
  std::vector<std::uint8_t> finite_;
};

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_FORWARD_AMX_H_
