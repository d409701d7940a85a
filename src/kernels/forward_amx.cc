// The AMX steps of the bfloat16 tiled forward (see forward_amx.h).
#include "kernels/forward_amx.h"

#include <algorithm>
#include <cstring>

#include "dtype.h"
#include "kernels/aligned.h"
#include "kernels/tiles.h"

namespace qkv::internal {

Bf16Engine AmxForward::engine_for(const AttentionProblem& p) {
  if (p.dtype != DType::kBFloat16 || p.head_dim > kAmxMaxDim ||
      p.head_dim_v > kAmxMaxDim) {
    return Bf16Engine::kNone;
  }
  return bf16_engine();
}

void AmxForward::start_call() {
  cached_head_ = -1;
  if (cached_tiles_ * (k_size_ + v_size_) * 2 > ForwardTiles::kKeepPackBytes) {
    k_all_.reset();
    v_all_.reset();
    cached_tiles_ = 0;
  }
}

void AmxForward::pack_q(const std::uint16_t* const* rows, std::int64_t n,
                        std::int64_t head_dim) {
  // rows: n x head_dim bf16 -> q_: amx_pack_rows of them.
  if (!q_ || head_dim_ != head_dim) {
    q_ = AllocateScratch<std::uint16_t>(
        amx_rows_pack_size(kAmxMaxRows, head_dim));
    q_gathered_ = AllocateScratch<std::uint16_t>(kAmxMaxRows * head_dim);
    head_dim_ = head_dim;
  }
  // Gathered first: the rows lie one query head or one position apart.
  std::uint16_t* gathered = q_gathered_.get();
  for (std::int64_t r = 0; r < n; ++r) {
    std::memcpy(gathered + r * head_dim, rows[r], head_dim * 2);
  }
  amx_pack_rows(gathered, head_dim, n, head_dim, q_.get());
}

void AmxForward::pack_one(const AttentionProblem& p, std::int64_t b,
                          std::int64_t kvh, std::int64_t start,
                          std::int64_t keys, std::uint16_t* k_out,
                          std::uint16_t* v_out, bool* finite_v) {
  // K, V rows [start, start + keys) of (b, kvh) -> k_out, v_out packed.
  const std::int64_t d = p.head_dim, dv = p.head_dim_v;
  const std::int64_t width = std::max(d, dv);
  if (!rows_ || tile_dims_[0] != width) {
    rows_ = AllocateScratch<std::uint16_t>(kTileKeys * width);
    tile_dims_[0] = width;
  }
  std::uint16_t* g = rows_.get();
  for (std::int64_t j = 0; j < keys; ++j) {  // rows of a paged cache or not
    std::memcpy(g + j * d, p.k.row<const std::uint16_t>(b, kvh, start + j),
                d * 2);
  }
  amx_pack_k(g, d, keys, d, k_out);
  std::uint16_t all_exp = 0;  // an exponent of all ones: inf or NaN
  for (std::int64_t j = 0; j < keys; ++j) {
    const auto* src = p.v.row<const std::uint16_t>(b, kvh, start + j);
    std::memcpy(g + j * dv, src, dv * 2);
    for (std::int64_t c = 0; c < dv; ++c) {
      all_exp |= static_cast<std::uint16_t>((src[c] & 0x7F80u) == 0x7F80u);
    }
  }
  amx_pack_v(g, dv, keys, dv, v_out);
  *finite_v = all_exp == 0;
}

AmxForward::Tile AmxForward::tile(const AttentionProblem& p, std::int64_t b,
                                  std::int64_t kvh, std::int64_t start) {
  // K, V of (b, kvh): kv_rows(b) x head_dim, x head_dim_v.
  const std::int64_t kv = p.kv_rows(b);
  Tile t;
  t.start = start;
  t.keys = std::min(kTileKeys, kv - start);
  const std::int64_t k_size = amx_k_pack_size(kTileKeys, p.head_dim);
  const std::int64_t v_size = amx_v_pack_size(kTileKeys, p.head_dim_v);
  const std::int64_t tiles = (kv + kTileKeys - 1) / kTileKeys;
  const bool fits =
      tiles * (k_size + v_size) * 2 <= ForwardTiles::kPackCacheBytes;
  if (fits && start % kTileKeys == 0) {
    const std::int64_t head_id = b * p.num_kv_heads + kvh;
    if (cached_head_ != head_id || k_size_ != k_size || v_size_ != v_size) {
      if (cached_tiles_ < tiles || k_size_ != k_size || v_size_ != v_size) {
        cached_head_ = -1;  // none cached if an allocation throws
        k_all_ = AllocateScratch<std::uint16_t>(tiles * k_size);
        v_all_ = AllocateScratch<std::uint16_t>(tiles * v_size);
        cached_tiles_ = tiles;
        k_size_ = k_size;
        v_size_ = v_size;
      }
      finite_.assign(tiles, 0);
      for (std::int64_t n = 0; n < tiles; ++n) {
        bool finite = true;
        pack_one(p, b, kvh, n * kTileKeys,
                 std::min(kTileKeys, kv - n * kTileKeys),
                 k_all_.get() + n * k_size, v_all_.get() + n * v_size, &finite);
        finite_[n] = finite ? 1 : 0;
      }
      cached_head_ = head_id;
    }
    const std::int64_t n = start / kTileKeys;
    t.k = k_all_.get() + n * k_size;
    t.v = v_all_.get() + n * v_size;
    t.finite_v = finite_[n] != 0;
    return t;
  }
  if (!k_tile_ || tile_dims_[1] != k_size + v_size) {
    k_tile_ = AllocateScratch<std::uint16_t>(k_size);
    v_tile_ = AllocateScratch<std::uint16_t>(v_size);
    tile_dims_[1] = k_size + v_size;
  }
  pack_one(p, b, kvh, start, t.keys, k_tile_.get(), v_tile_.get(), &t.finite_v);
  t.k = k_tile_.get();
  t.v = v_tile_.get();
  return t;
}

void AmxForward::scores(const Tile& t, std::int64_t rows, std::int64_t keys,
                        float scale, float* s, std::int64_t s_stride) const {
  // q_: rows x head_dim, t.k: keys x head_dim -> s: rows x keys.
  amx_qk(engine_, q_.get(), rows, head_dim_, t.k, keys, s, s_stride, scale);
}

void AmxForward::values(const float* p, std::int64_t p_stride,
                        std::int64_t rows, const Tile& t,
                        std::int64_t head_dim_v, float* o,
                        std::int64_t o_stride) const {
  // p: rows x t.keys, t.v: t.keys x head_dim_v -> o: rows x head_dim_v +=.
  amx_pv(engine_, p, p_stride, rows, t.keys, t.v, head_dim_v, o, o_stride);
}

void AmxForward::values_visible(const AttentionProblem& p, std::int64_t b,
                                std::int64_t kvh, std::int64_t start,
                                std::int64_t keys, const BlockRows& x) {
  // x.p: rows x keys; V of (b, kvh) rows [start, start + keys) -> x.o +=.
  for (std::int64_t r = 0; r < x.rows; ++r) {
    float* o_row = x.o + r * x.o_stride;
    for (std::int64_t j = 0; j < keys; ++j) {
      if (x.row_hidden[r] && x.hidden[r * x.stride + j]) continue;
      const float pj = bf16_to_float(float_to_bf16(x.p[r * x.stride + j]));
      const auto* v_row = p.v.row<const std::uint16_t>(b, kvh, start + j);
      for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
        o_row[c] += pj * bf16_to_float(v_row[c]);
      }
    }
  }
}

}  // namespace qkv::internal
