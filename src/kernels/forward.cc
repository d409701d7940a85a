// The tiled forward kernel (FlashAttention-2 order) with Highway SIMD.
//
// Work item = (batch b, KV head, block of kBlockRows query rows). The rows of
// a block run across the heads of one KV group (row = i * group + head), so a
// K/V tile is loaded once for every query head that reads it (GQA). For each
// KV tile of kTileKeys keys the item
//   1. packs K transposed (head_dim x tile) and V (tile x head_dim_v) as
//      float32 into per-thread buffers (storage dtypes are converted here),
//   2. S = (scale·Q)·Kᵀ with a kMicroRows x 2-vector register-tiled GEMM,
//   3. per row: softcap, ALiBi, masks (index masks as one key range per row,
//      dense masks read through their strides), running max and sum, P = exp,
//      dropout from the Philox stream,
//   4. O += P·V with the same micro-kernel, O rescaled when the max grows,
// and divides O by the running sum once at the end. No buffer depends on
// seq_q x seq_kv: per thread the buffers are Q (48 x d), Kᵀ (d x 128),
// V (128 x d_v), S/P (48 x 128) and O (48 x d_v) floats — for d = d_v = 128
// that is 24 + 64 + 64 + 24 + 24 KiB, resident in L2.
//
// Memory traffic per item: Q block once, K and V once per block: for P2
// (seq 2048, d 128, 16 heads) each head's K+V (2 MiB) is read 43 times from
// L2/L3 (one per block of 48 rows), 86 MiB per head against 2048·2048·128·4
// = 2.1 GFLOP of FMAs: ~25 FLOP per byte, compute-bound.
#include "kernels/forward.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "dtype.h"
#include "kernels/mask_ranges.h"
#include "philox.h"
#include "threading.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/forward.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// Must come after foreach_target.h.
#include "hwy/aligned_allocator.h"
#include "hwy/cache_control.h"
#include "hwy/contrib/math/math-inl.h"
#include "hwy/highway.h"
#include "kernels/common-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using Tiles = ForwardTiles;
// Per-thread buffers, 2N-aligned, reused across work items.
struct Scratch {
  std::int64_t head_dim = 0, dv_pad = 0, tile = 0;
  hwy::AlignedFreeUniquePtr<float[]> q, kt, v, s, o;
  std::vector<float> m, l;
  std::vector<KeyRange> range;
  std::vector<std::uint8_t> hidden;  // 1 = masked, for the non-finite V path
  // Every tile of one (b, kv head), packed once and reused by all the row
  // blocks of that head this thread processes (when small enough).
  std::int64_t cached_head = -1;
  hwy::AlignedFreeUniquePtr<float[]> kt_all, v_all;
  std::vector<std::uint8_t> tile_finite;

  Scratch(std::int64_t d, std::int64_t dvp)
      : head_dim(d),
        dv_pad(dvp),
        tile(ForwardTiles::tile_keys(d)),
        q(hwy::AllocateAligned<float>(Tiles::kBlockRows * d)),
        kt(hwy::AllocateAligned<float>(d * Tiles::kTileKeys)),
        v(hwy::AllocateAligned<float>(Tiles::kTileKeys * dvp)),
        s(hwy::AllocateAligned<float>(Tiles::kBlockRows * Tiles::kTileKeys)),
        o(hwy::AllocateAligned<float>(Tiles::kBlockRows * dvp)),
        m(Tiles::kBlockRows),
        l(Tiles::kBlockRows),
        range(Tiles::kBlockRows),
        hidden(Tiles::kBlockRows * Tiles::kTileKeys) {}
};

// Packs keys [start, start + len) of (b, kvh): Kᵀ into s.kt (head_dim x
// kTileKeys), V into s.v (len x dv_pad), zero-padded. Returns false if a
// value is not finite (inf or NaN).
bool PackTile(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
              std::int64_t start, std::int64_t len, std::int64_t len_pad,
              std::int64_t kT, std::int64_t dv_pad, float* HWY_RESTRICT kt,
              float* HWY_RESTRICT v) {
  const std::int64_t d = p.head_dim, dv = p.head_dim_v;
  const std::int64_t k0 = b * p.k.stride[0] + kvh * p.k.stride[1];
  const std::int64_t v0 = b * p.v.stride[0] + kvh * p.v.stride[1];
  for (std::int64_t j = 0; j < len; ++j) {
    const std::int64_t row = k0 + (start + j) * p.k.stride[2];
    if (p.dtype == DType::kFloat32) {
      const float* src = static_cast<const float*>(p.k.data) + row;
      for (std::int64_t c = 0; c < d; ++c) kt[c * kT + j] = src[c];
    } else {
      for (std::int64_t c = 0; c < d; ++c) {
        kt[c * kT + j] = load(p.k.data, p.dtype, row + c);
      }
    }
  }
  for (std::int64_t c = 0; c < d; ++c) {
    for (std::int64_t j = len; j < len_pad; ++j) kt[c * kT + j] = 0.0f;
  }
  bool finite = true;
  for (std::int64_t j = 0; j < len; ++j) {
    const std::int64_t row = v0 + (start + j) * p.v.stride[2];
    float* dst = v + j * dv_pad;
    if (p.dtype == DType::kFloat32) {
      std::memcpy(dst, static_cast<const float*>(p.v.data) + row,
                  sizeof(float) * dv);
    } else {
      for (std::int64_t c = 0; c < dv; ++c)
        dst[c] = load(p.v.data, p.dtype, row + c);
    }
    float check = 0.0f;
    for (std::int64_t c = 0; c < dv; ++c) check += dst[c] * 0.0f;
    finite = finite && check == 0.0f;  // x * 0 is NaN exactly for inf / NaN
    for (std::int64_t c = dv; c < dv_pad; ++c) dst[c] = 0.0f;
  }
  return finite;
}

// S[r][j] = q_r · k_j for R rows: each K vector is loaded (and converted
// from its storage dtype) once for all R rows.
template <class T, int R>
void DirectScoresRows(const T* HWY_RESTRICT k_base, std::int64_t k_stride,
                      std::int64_t len, std::int64_t d, std::int64_t full,
                      Scratch& s) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  const float* q = s.q.get();
  for (std::int64_t j = 0; j < len; ++j) {
    const T* k_row = k_base + j * k_stride;
    for (std::int64_t c = 0; c < d; c += 64 / sizeof(T)) {
      hwy::Prefetch(k_row + 16 * k_stride + c);
    }
    V acc[R];
    for (int r = 0; r < R; ++r) acc[r] = hn::Zero(df);
    for (std::int64_t c = 0; c < full; c += lanes) {
      const V kv = LoadAsFloat(df, k_row + c);
      for (int r = 0; r < R; ++r) {
        acc[r] = hn::MulAdd(hn::LoadU(df, q + r * d + c), kv, acc[r]);
      }
    }
    for (int r = 0; r < R; ++r) {
      float dot = hn::GetLane(hn::SumOfLanes(df, acc[r]));
      for (std::int64_t c = full; c < d; ++c) {
        dot += q[r * d + c] * ScalarAsFloat(k_row + c);
      }
      s.s[r * s.tile + j] = dot;
    }
  }
}

// Decode (few rows): S[r][j] = q_r · k_j read straight from K, no packing.
// s_rows: rows x tile, for keys [start, start + len); columns up to len_pad
// are zero.
template <class T>
void DirectScores(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                  std::int64_t start, std::int64_t len, std::int64_t len_pad,
                  std::int64_t rows, Scratch& s) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t d = p.head_dim, full = d / lanes * lanes;
  const T* k_base =
      static_cast<const T*>(p.k.data) + b * p.k.stride[0] + kvh * p.k.stride[1];
  switch (rows) {
#define QKV_DIRECT_SCORES_CASE(R)                                              \
  case R:                                                                      \
    DirectScoresRows<T, R>(k_base + start * p.k.stride[2], p.k.stride[2], len, \
                           d, full, s);                                        \
    break;
    QKV_DIRECT_SCORES_CASE(1)
    QKV_DIRECT_SCORES_CASE(2)
    QKV_DIRECT_SCORES_CASE(3)
    QKV_DIRECT_SCORES_CASE(4)
    QKV_DIRECT_SCORES_CASE(5)
    QKV_DIRECT_SCORES_CASE(6)
    QKV_DIRECT_SCORES_CASE(7)
    QKV_DIRECT_SCORES_CASE(8)
#undef QKV_DIRECT_SCORES_CASE
    default:
      break;
  }
  for (std::int64_t r = 0; r < rows; ++r) {
    std::fill(s.s.get() + r * s.tile + len, s.s.get() + r * s.tile + len_pad,
              0.0f);
  }
}

// Decode, no hidden key in the tile: O[R x dv] += P[R x len] · V[len x dv]
// with V read in place; the O block of R rows x 2 vectors stays in registers
// while the tile's keys stream by. Returns the first column not done.
template <class T, int R>
std::int64_t DirectValuesBlock(const T* HWY_RESTRICT v_base,
                               std::int64_t v_stride, std::int64_t len,
                               std::int64_t dv, Scratch& s,
                               std::int64_t o_col) {
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  std::int64_t col = 0;
  for (; col + 2 * n <= dv; col += 2 * n) {
    V acc0[R], acc1[R];
    for (int r = 0; r < R; ++r) {
      acc0[r] = hn::Load(df, s.o.get() + r * s.dv_pad + o_col + col);
      acc1[r] = hn::Load(df, s.o.get() + r * s.dv_pad + o_col + col + n);
    }
    for (std::int64_t j = 0; j < len; ++j) {
      const T* v_row = v_base + j * v_stride + col;
      const V b0 = LoadAsFloat(df, v_row);
      const V b1 = LoadAsFloat(df, v_row + n);
      for (int r = 0; r < R; ++r) {
        const V pj = hn::Set(df, s.s[r * s.tile + j]);
        acc0[r] = hn::MulAdd(pj, b0, acc0[r]);
        acc1[r] = hn::MulAdd(pj, b1, acc1[r]);
      }
    }
    for (int r = 0; r < R; ++r) {
      hn::Store(acc0[r], df, s.o.get() + r * s.dv_pad + o_col + col);
      hn::Store(acc1[r], df, s.o.get() + r * s.dv_pad + o_col + col + n);
    }
  }
  return col;
}

// Decode, no hidden key: rows [r0, r0 + R) x columns [col, col + 8N) of O
// in 8R registers while whole V rows stream by in order (prefetch friendly).
template <class T, int R>
void DirectValuesWide(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                      std::int64_t len, std::int64_t dv, std::int64_t r0,
                      std::int64_t col, Scratch& s) {
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  constexpr int kV = 8;
  V acc[R][kV];
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < kV; ++c) {
      acc[r][c] = hn::Load(df, s.o.get() + (r0 + r) * s.dv_pad + col + c * n);
    }
  }
  for (std::int64_t j = 0; j < len; ++j) {
    const T* v_row = v_base + j * v_stride;
    if (r0 == 0 && col == 0) {
      const T* ahead = v_row + 16 * v_stride;
      for (std::int64_t c = 0; c < dv; c += 64 / sizeof(T)) {
        hwy::Prefetch(ahead + c);
      }
    }
    V b[kV];
    for (int c = 0; c < kV; ++c) b[c] = LoadAsFloat(df, v_row + col + c * n);
    for (int r = 0; r < R; ++r) {
      const V pj = hn::Set(df, s.s[(r0 + r) * s.tile + j]);
      for (int c = 0; c < kV; ++c) acc[r][c] = hn::MulAdd(pj, b[c], acc[r][c]);
    }
  }
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < kV; ++c) {
      hn::Store(acc[r][c], df, s.o.get() + (r0 + r) * s.dv_pad + col + c * n);
    }
  }
}

// Decode: O_r += P[r][j] · v_j over the keys row r may see, read straight
// from V (hidden keys are never read, as in the reference).
template <class T>
void DirectValues(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                  std::int64_t start, std::int64_t len, std::int64_t rows,
                  Scratch& s) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t dv = p.head_dim_v;
  const T* v_base = static_cast<const T*>(p.v.data) + b * p.v.stride[0] +
                    kvh * p.v.stride[1] + start * p.v.stride[2];
  bool any_hidden = false;
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t j = 0; j < len; ++j) {
      any_hidden = any_hidden || s.hidden[r * s.tile + j] != 0;
    }
  }
  std::int64_t done = 0;  // columns [0, done) handled by the register block
  if (!any_hidden) {
    // Wide blocks of 8 vectors per row, two rows at a time (16 registers).
    for (; done + 8 * lanes <= dv; done += 8 * lanes) {
      std::int64_t r = 0;
      for (; r + 2 <= rows; r += 2) {
        DirectValuesWide<T, 2>(v_base, p.v.stride[2], len, dv, r, done, s);
      }
      if (r < rows) {
        DirectValuesWide<T, 1>(v_base, p.v.stride[2], len, dv, r, done, s);
      }
    }
  }
  if (!any_hidden && done < dv) {
    const T* rest = v_base + done;
    std::int64_t more = 0;
    switch (rows) {
#define QKV_DIRECT_VALUES_CASE(R)                                              \
  case R:                                                                      \
    more =                                                                     \
        DirectValuesBlock<T, R>(rest, p.v.stride[2], len, dv - done, s, done); \
    break;
      QKV_DIRECT_VALUES_CASE(1)
      QKV_DIRECT_VALUES_CASE(2)
      QKV_DIRECT_VALUES_CASE(3)
      QKV_DIRECT_VALUES_CASE(4)
      QKV_DIRECT_VALUES_CASE(5)
      QKV_DIRECT_VALUES_CASE(6)
      QKV_DIRECT_VALUES_CASE(7)
      QKV_DIRECT_VALUES_CASE(8)
#undef QKV_DIRECT_VALUES_CASE
      default:
        break;
    }
    done += more;
  }
  if (done == dv) return;
  const std::int64_t full = done + (dv - done) / lanes * lanes;
  for (std::int64_t j = 0; j < len; ++j) {
    const T* v_row = v_base + j * p.v.stride[2];
    for (std::int64_t r = 0; r < rows; ++r) {
      if (s.hidden[r * s.tile + j]) continue;
      const auto pj = hn::Set(df, s.s[r * s.tile + j]);
      float* o_row = s.o.get() + r * s.dv_pad;
      for (std::int64_t c = done; c < full; c += lanes) {
        hn::Store(
            hn::MulAdd(pj, LoadAsFloat(df, v_row + c), hn::Load(df, o_row + c)),
            df, o_row + c);
      }
      for (std::int64_t c = full; c < dv; ++c) {
        o_row[c] += s.s[r * s.tile + j] * ScalarAsFloat(v_row + c);
      }
    }
  }
}

// Processes rows [r0, r1) of (b, kvh) over keys [key_begin, key_end):
// leaves unnormalised O, running max m and sum l in `s`.
void AttendBlock(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                 std::int64_t r0, std::int64_t r1, std::int64_t key_begin,
                 std::int64_t key_end, Scratch& s) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t group = p.group(), d = p.head_dim, dvp = s.dv_pad;
  const std::int64_t rows = r1 - r0;
  const float scale = static_cast<float>(p.scale);
  const bool softcap = p.softcap > 0.0;
  const float cap = static_cast<float>(p.softcap);
  const std::uint32_t drop_threshold = dropout_threshold(p.dropout_p);
  // Few rows: read K and V in place instead of packing them.
  const bool direct = rows <= Tiles::kDirectMaxRows;
  // Keys per tile (and the row stride of s.s / s.hidden).
  const std::int64_t kT =
      direct ? Tiles::kDirectTileKeys : Tiles::tile_keys(p.head_dim);
  s.tile = kT;

  // Q block, pre-scaled, and each row's key range.
  std::int64_t lo_all = key_end, hi_all = key_begin;
  for (std::int64_t r = 0; r < rows; ++r) {
    const std::int64_t row = r0 + r, i = row / group;
    const std::int64_t h = kvh * group + row % group;
    const std::int64_t q0 =
        b * p.q.stride[0] + h * p.q.stride[1] + i * p.q.stride[2];
    for (std::int64_t c = 0; c < d; ++c) {
      s.q[r * d + c] = scale * load(p.q.data, p.dtype, q0 + c);
    }
    KeyRange range = visible_keys(p, b, i);
    range.lo = std::max(range.lo, key_begin);
    range.hi = std::min(range.hi, key_end);
    if (range.hi < range.lo) range.hi = range.lo;
    s.range[r] = range;
    if (range.hi > range.lo) {
      lo_all = std::min(lo_all, range.lo);
      hi_all = std::max(hi_all, range.hi);
    }
    s.m[r] = kNegInf;
    s.l[r] = 0.0f;
  }
  std::fill(s.o.get(), s.o.get() + rows * dvp, 0.0f);
  if (hi_all <= lo_all) return;  // the whole block sees nothing

  // Pack every tile of this head once per thread when it fits the budget.
  const std::int64_t tiles_total = (p.seq_kv + kT - 1) / kT;
  const bool cache =
      !direct && tiles_total * kT * (d + dvp) * 4 <= Tiles::kPackCacheBytes;
  const std::int64_t head_id = b * p.num_kv_heads + kvh;
  if (cache && s.cached_head != head_id) {
    if (!s.kt_all) {
      s.kt_all = hwy::AllocateAligned<float>(tiles_total * d * kT);
      s.v_all = hwy::AllocateAligned<float>(tiles_total * kT * dvp);
      s.tile_finite.resize(tiles_total);
    }
    for (std::int64_t t = 0; t < tiles_total; ++t) {
      const std::int64_t len = std::min(kT, p.seq_kv - t * kT);
      const std::int64_t len_pad =
          (len + 2 * lanes - 1) / (2 * lanes) * (2 * lanes);
      s.tile_finite[t] =
          PackTile(p, b, kvh, t * kT, len, len_pad, kT, dvp,
                   s.kt_all.get() + t * d * kT, s.v_all.get() + t * kT * dvp);
    }
    s.cached_head = head_id;
  }
  // KV tiles aligned to kT from key_begin; tiles outside every row's range
  // are skipped.
  const std::int64_t first_tile = key_begin + (lo_all - key_begin) / kT * kT;
  for (std::int64_t start = first_tile; start < hi_all; start += kT) {
    const std::int64_t len = std::min(kT, key_end - start);
    const std::int64_t len_pad =
        (len + 2 * lanes - 1) / (2 * lanes) * (2 * lanes);
    bool finite_v = false;  // false: mark hidden keys and skip them in P·V
    const float* kt = s.kt.get();
    const float* vt = s.v.get();
    if (cache) {
      kt = s.kt_all.get() + (start / kT) * d * kT;
      vt = s.v_all.get() + start * dvp;
      finite_v = s.tile_finite[start / kT] != 0;
    } else if (!direct) {
      finite_v = PackTile(p, b, kvh, start, len, len_pad, kT, dvp, s.kt.get(),
                          s.v.get());
    }
    if (!direct) {
      // S = (scale·Q)·Kᵀ
      Gemm(s.q.get(), d, 1, kt, kT, d, s.s.get(), kT, rows, len_pad, false);
    } else if (p.dtype == DType::kFloat32) {
      DirectScores<float>(p, b, kvh, start, len, len_pad, rows, s);
    } else if (p.dtype == DType::kBFloat16) {
      DirectScores<hwy::bfloat16_t>(p, b, kvh, start, len, len_pad, rows, s);
    } else {
      DirectScores<hwy::float16_t>(p, b, kvh, start, len, len_pad, rows, s);
    }
    for (std::int64_t r = 0; r < rows; ++r) {
      float* s_row = s.s.get() + r * kT;
      const KeyRange range = s.range[r];
      const std::int64_t row = r0 + r, i = row / group;
      const std::int64_t h = kvh * group + row % group;
      if (range.hi <= start || range.lo >= start + len) {
        std::fill(s_row, s_row + len_pad, 0.0f);  // P = 0, row unchanged
        if (!finite_v)
          std::fill(s.hidden.begin() + r * kT,
                    s.hidden.begin() + r * kT + len_pad, 1);
        continue;
      }
      if (softcap) {
        const auto vcap = hn::Set(df, cap), inv = hn::Set(df, 1.0f / cap);
        for (std::int64_t j = 0; j < len_pad; j += lanes) {
          const auto x = hn::Mul(hn::Load(df, s_row + j), inv);
          const auto t = hn::IfThenElse(hn::IsNaN(x), x, hn::Tanh(df, x));
          hn::Store(hn::Mul(vcap, t), df, s_row + j);
        }
      }
      MaskRow(p, b, h, i, start, len_pad, range, s_row);
      if (!finite_v) {
        for (std::int64_t j = 0; j < len_pad; ++j) {
          s.hidden[r * kT + j] = s_row[j] == kNegInf ? 1 : 0;
        }
      }
      // Running max.
      auto vmax = hn::Set(df, kNegInf);
      for (std::int64_t j = 0; j < len_pad; j += lanes) {
        vmax = hn::Max(vmax, hn::Load(df, s_row + j));
      }
      const float tile_max = hn::GetLane(hn::MaxOfLanes(df, vmax));
      const float m_old = s.m[r];
      const float m_new = std::max(m_old, tile_max);
      if (m_new == kNegInf) {
        // Nothing visible so far. A NaN logit must still poison the row.
        bool nan = false;
        for (std::int64_t j = 0; j < len_pad; ++j)
          nan = nan || std::isnan(s_row[j]);
        if (nan) s.l[r] = std::numeric_limits<float>::quiet_NaN();
        std::fill(s_row, s_row + len_pad, 0.0f);
        continue;
      }
      const auto vm = hn::Set(df, m_new), floor = hn::Set(df, kExpFloor);
      auto vsum = hn::Zero(df);
      for (std::int64_t j = 0; j < len_pad; j += lanes) {
        auto x = hn::Sub(hn::Load(df, s_row + j), vm);
        x = hn::IfThenElse(hn::Lt(x, floor), floor, x);
        // Highway's Exp does not propagate NaN; the blend keeps it.
        const auto e = hn::IfThenElse(hn::IsNaN(x), x, hn::Exp(df, x));
        vsum = hn::Add(vsum, e);
        hn::Store(e, df, s_row + j);
      }
      const float correction = std::exp(m_old - m_new);  // 0 if m_old = -inf
      s.l[r] = s.l[r] * correction + hn::GetLane(hn::SumOfLanes(df, vsum));
      s.m[r] = m_new;
      if (correction != 1.0f) {
        const auto vc = hn::Set(df, correction);
        float* o_row = s.o.get() + r * dvp;
        for (std::int64_t c = 0; c < dvp; c += lanes) {
          hn::Store(hn::Mul(hn::Load(df, o_row + c), vc), df, o_row + c);
        }
      }
      if (p.dropout_p > 0.0) {
        const std::int64_t lo = std::max(range.lo, start) - start;
        const std::int64_t hi = std::min(range.hi, start + len) - start;
        for (std::int64_t j4 = lo / 4 * 4; j4 < hi; j4 += 4) {
          const PhiloxCounter bits = dropout_bits(p.seed, p.offset, p.num_heads,
                                                  b, h, i, (start + j4) / 4);
          for (int w = 0; w < 4; ++w) {
            if (bits[w] < drop_threshold) s_row[j4 + w] = 0.0f;
          }
        }
      }
    }
    // O += P·V
    if (direct) {
      if (p.dtype == DType::kFloat32) {
        DirectValues<float>(p, b, kvh, start, len, rows, s);
      } else if (p.dtype == DType::kBFloat16) {
        DirectValues<hwy::bfloat16_t>(p, b, kvh, start, len, rows, s);
      } else {
        DirectValues<hwy::float16_t>(p, b, kvh, start, len, rows, s);
      }
    } else if (finite_v) {
      Gemm(s.s.get(), kT, 1, vt, dvp, len, s.o.get(), dvp, rows, dvp, true);
    } else {
      // A value row with inf or NaN: read only the keys each row may see,
      // as the reference does (a hidden NaN poisons nothing).
      for (std::int64_t r = 0; r < rows; ++r) {
        float* o_row = s.o.get() + r * dvp;
        for (std::int64_t j = 0; j < len; ++j) {
          if (s.hidden[r * kT + j]) continue;
          const float pj = s.s[r * kT + j];
          const float* v_row = vt + j * dvp;
          for (std::int64_t c = 0; c < dvp; ++c) o_row[c] += pj * v_row[c];
        }
      }
    }
  }
}

// Writes out = O / l and lse for rows [r0, r1) of (b, kvh).
void StoreBlock(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                std::int64_t r0, std::int64_t r1, const Scratch& s) {
  const std::int64_t group = p.group();
  const double keep_scale = 1.0 / (1.0 - p.dropout_p);
  for (std::int64_t r = 0; r < r1 - r0; ++r) {
    const std::int64_t row = r0 + r, i = row / group;
    const std::int64_t h = kvh * group + row % group;
    const float l = s.l[r];
    // One division per element (not a multiplication by 1/l): one rounding.
    const double denom = l == 0.0f ? 0.0 : static_cast<double>(l) / keep_scale;
    const std::int64_t o0 =
        b * p.out_stride[0] + h * p.out_stride[1] + i * p.out_stride[2];
    const float* o_row = s.o.get() + r * s.dv_pad;
    for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
      store_from_double(p.out, p.dtype, o0 + c,
                        denom == 0.0 ? 0.0 : o_row[c] / denom);
    }
    if (p.lse != nullptr) {
      const float lse = l == 0.0f ? kNegInf : s.m[r] + std::log(l);
      store_from_double(
          p.lse, p.lse_dtype,
          b * p.lse_stride[0] + h * p.lse_stride[1] + i * p.lse_stride[2], lse);
    }
  }
}

// The exponential exactly as the softmax applies it (clamp, Exp, NaN kept),
// exposed so a test can measure its error in ulp over the whole range.
void VectorExp(const float* HWY_RESTRICT in, float* HWY_RESTRICT out,
               std::int64_t n) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const auto floor = hn::Set(df, kExpFloor);
  std::int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    auto x = hn::LoadU(df, in + i);
    x = hn::IfThenElse(hn::Lt(x, floor), floor, x);
    hn::StoreU(hn::IfThenElse(hn::IsNaN(x), x, hn::Exp(df, x)), df, out + i);
  }
  for (; i < n; ++i) out[i] = std::exp(std::max(in[i], kExpFloor));
}

void TiledForward(const AttentionProblem& p, std::int64_t split_keys) {
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t dvp = (p.head_dim_v + step - 1) / step * step;
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t blocks =
      (rows + Tiles::kBlockRows - 1) / Tiles::kBlockRows;
  const std::int64_t heads = p.batch * p.num_kv_heads;
  auto block_rows = [&](std::int64_t blk) {
    const std::int64_t r0 = blk * Tiles::kBlockRows;
    return std::pair{r0, std::min(rows, r0 + Tiles::kBlockRows)};
  };
  if (split_keys <= 0 || split_keys >= p.seq_kv) {
    parallel_for_cyclic(
        heads * blocks, p.num_threads, [&] { return Scratch(p.head_dim, dvp); },
        [&](Scratch& s, std::int64_t item) {
          const std::int64_t bkv = item / blocks;
          const auto [r0, r1] = block_rows(item % blocks);
          const std::int64_t b = bkv / p.num_kv_heads;
          const std::int64_t kvh = bkv % p.num_kv_heads;
          AttendBlock(p, b, kvh, r0, r1, 0, p.seq_kv, s);
          StoreBlock(p, b, kvh, r0, r1, s);
        });
    return;
  }
  // Split-KV (flash-decoding): the keys of every block split into fixed
  // chunks of split_keys (never dependent on the thread count); each chunk's
  // partial (out_c = O_c / l_c, lse_c = m_c + log l_c) merges exactly:
  //   lse = log Σ_c e^{lse_c},  out = Σ_c e^{lse_c - lse} out_c.
  const std::int64_t chunks = (p.seq_kv + split_keys - 1) / split_keys;
  const std::int64_t units = heads * blocks;  // (b, kvh, block)
  const std::int64_t part_rows = std::min(rows, Tiles::kBlockRows);
  std::vector<float> part_out(units * chunks * part_rows * dvp);
  std::vector<float> part_lse(units * chunks * part_rows);
  parallel_for(
      units * chunks, p.num_threads, [&](std::int64_t begin, std::int64_t end) {
        Scratch s(p.head_dim, dvp);
        for (std::int64_t item = begin; item < end; ++item) {
          const std::int64_t unit = item / chunks, chunk = item % chunks;
          const std::int64_t bkv = unit / blocks;
          const auto [r0, r1] = block_rows(unit % blocks);
          const std::int64_t key_begin = chunk * split_keys;
          const std::int64_t key_end =
              std::min(p.seq_kv, key_begin + split_keys);
          AttendBlock(p, bkv / p.num_kv_heads, bkv % p.num_kv_heads, r0, r1,
                      key_begin, key_end, s);
          for (std::int64_t r = 0; r < r1 - r0; ++r) {
            const float l = s.l[r];
            const float inv = l == 0.0f ? 0.0f : 1.0f / l;
            float* dst = &part_out[(item * part_rows + r) * dvp];
            for (std::int64_t c = 0; c < dvp; ++c) {
              dst[c] = s.o[r * dvp + c] * inv;
            }
            part_lse[item * part_rows + r] = std::isnan(l) ? l
                                             : l == 0.0f   ? kNegInf
                                                         : s.m[r] + std::log(l);
          }
        }
      });
  parallel_for(units, p.num_threads, [&](std::int64_t begin, std::int64_t end) {
    Scratch s(p.head_dim, dvp);
    for (std::int64_t unit = begin; unit < end; ++unit) {
      const auto [r0, r1] = block_rows(unit % blocks);
      for (std::int64_t r = 0; r < r1 - r0; ++r) {
        float m = kNegInf;
        bool nan = false;
        for (std::int64_t c = 0; c < chunks; ++c) {
          const float lse = part_lse[(unit * chunks + c) * part_rows + r];
          nan = nan || std::isnan(lse);
          m = std::max(m, lse);
        }
        float* o_row = s.o.get() + r * dvp;
        std::fill(o_row, o_row + dvp, 0.0f);
        float sum = 0.0f;
        if (m != kNegInf && !nan) {
          for (std::int64_t c = 0; c < chunks; ++c) {
            const std::int64_t idx = (unit * chunks + c) * part_rows + r;
            if (part_lse[idx] == kNegInf) continue;
            const float w = std::exp(part_lse[idx] - m);
            sum += w;
            for (std::int64_t col = 0; col < dvp; ++col) {
              o_row[col] += w * part_out[idx * dvp + col];
            }
          }
        }
        // StoreBlock writes O / l and m + log l: the merge in that form.
        s.m[r] = m;
        s.l[r] = nan ? std::numeric_limits<float>::quiet_NaN() : sum;
      }
      const std::int64_t bkv = unit / blocks;
      StoreBlock(p, bkv / p.num_kv_heads, bkv % p.num_kv_heads, r0, r1, s);
    }
  });
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::internal {

HWY_EXPORT(TiledForward);
HWY_EXPORT(VectorExp);

void vector_exp(const float* in, float* out, std::int64_t n) {
  HWY_DYNAMIC_DISPATCH(VectorExp)(in, out, n);
}

void tiled_forward(const AttentionProblem& p, std::int64_t split_keys) {
  HWY_DYNAMIC_DISPATCH(TiledForward)(p, split_keys);
}

std::vector<std::int64_t> compiled_targets() {
  return hwy::SupportedAndGeneratedTargets();
}

std::string target_name(std::int64_t target) { return hwy::TargetName(target); }

}  // namespace qkv::internal
#endif  // HWY_ONCE
