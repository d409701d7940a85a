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
  // Per row of the block: 1 if `hidden` holds that row's mask for the tile
  // (some key of it is hidden); 0 means every key of the tile is visible.
  std::vector<std::uint8_t> row_hidden;
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
        hidden(Tiles::kBlockRows * Tiles::kTileKeys),
        row_hidden(Tiles::kBlockRows) {}
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

// Vector registers of the target: the decode kernels size their register
// blocks from it (AVX-512 and NEON/SVE have 32, AVX2 and SSE 16).
#if HWY_ARCH_X86 && HWY_TARGET > HWY_AVX3
constexpr int kVectorRegisters = 16;
#else
constexpr int kVectorRegisters = 32;
#endif

// Decode kernels read K and V rows straight from memory; they prefetch the
// row this many keys ahead (16 rows of 128 floats = 8 KiB in flight).
constexpr std::int64_t kPrefetchRows = 16;

// The decode kernels read bfloat16 K and V as even/odd halves of 2·lanes
// chunks (LoadBf16EvenOdd): in columns [0, SplitColumns) the query rows and
// the output rows are kept in that order, [even elements | odd elements] per
// chunk, and put back in order by SplitEvenOdd / MergeEvenOdd.
template <class T>
constexpr bool kSplitsEvenOdd =
    std::is_same_v<T, hwy::bfloat16_t>&& HWY_TARGET != HWY_SCALAR;

template <class D>
std::int64_t SplitColumns(D df, std::int64_t cols) {
  const std::int64_t chunk = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  return cols / chunk * chunk;
}

// rows x cols (row stride `stride`), in place: natural -> split order
// (merge = false) or back (merge = true).
template <class D>
void ReorderEvenOdd(D df, float* rows_data, std::int64_t rows,
                    std::int64_t cols, std::int64_t stride, bool merge) {
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t split = SplitColumns(df, cols);
  std::vector<float> tmp(static_cast<std::size_t>(2 * lanes));
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c = 0; c < split; c += 2 * lanes) {
      float* x = rows_data + r * stride + c;
      for (std::int64_t i = 0; i < lanes; ++i) {
        if (merge) {
          tmp[2 * i] = x[i];
          tmp[2 * i + 1] = x[lanes + i];
        } else {
          tmp[i] = x[2 * i];
          tmp[lanes + i] = x[2 * i + 1];
        }
      }
      std::copy(tmp.begin(), tmp.end(), x);
    }
  }
}

// Keys whose dot products with R query rows are formed together: R·K
// accumulators plus K key vectors stay in registers.
template <int R>
constexpr int DirectScoreKeys() {
  constexpr int fit = (kVectorRegisters - 6) / (R + 1);
  return fit >= 4 ? 4 : (fit >= 2 ? 2 : 1);
}

// Where vectors are made of 128-bit blocks with per-block interleaves, four
// horizontal sums are formed together by a transpose tree (4 interleaves and
// 3 adds, then one add per halving of the vector) instead of four separate
// reductions; elsewhere lane sums one by one.
#undef QKV_BLOCK_TRANSPOSE_SUMS
#if HWY_TARGET != HWY_SCALAR && \
    (HWY_ARCH_X86 || HWY_TARGET == HWY_NEON || HWY_TARGET == HWY_EMU128)
#define QKV_BLOCK_TRANSPOSE_SUMS 1
template <class D, class V>
HWY_INLINE void StoreBlockSums(D d, V v, float* HWY_RESTRICT out) {
  if constexpr (hn::MaxLanes(D()) > 4) {
    const hn::Half<D> dh;
    StoreBlockSums(dh, hn::Add(hn::LowerHalf(dh, v), hn::UpperHalf(dh, v)),
                   out);
  } else {
    hn::StoreU(v, d, out);
  }
}
#endif

// out[0..3] = sum of the lanes of a, b, c, e.
template <class D, class V>
HWY_INLINE void SumOfLanes4(D d, V a, V b, V c, V e, float* HWY_RESTRICT out) {
#ifdef QKV_BLOCK_TRANSPOSE_SUMS
  if constexpr (hn::MaxLanes(D()) >= 4) {
    // Per 128-bit block: t0 = [a0+a2, b0+b2, a1+a3, b1+b3], t1 likewise for
    // c, e; then the 64-bit interleaves give [a, b, c, e] block sums.
    const V t0 =
        hn::Add(hn::InterleaveLower(d, a, b), hn::InterleaveUpper(d, a, b));
    const V t1 =
        hn::Add(hn::InterleaveLower(d, c, e), hn::InterleaveUpper(d, c, e));
    const hn::Repartition<double, D> dd;
    const auto w0 = hn::BitCast(dd, t0), w1 = hn::BitCast(dd, t1);
    const V u = hn::Add(hn::BitCast(d, hn::InterleaveLower(dd, w0, w1)),
                        hn::BitCast(d, hn::InterleaveUpper(dd, w0, w1)));
    StoreBlockSums(d, u, out);
    return;
  }
#endif
  out[0] = hn::GetLane(hn::SumOfLanes(d, a));
  out[1] = hn::GetLane(hn::SumOfLanes(d, b));
  out[2] = hn::GetLane(hn::SumOfLanes(d, c));
  out[3] = hn::GetLane(hn::SumOfLanes(d, e));
}

// S[r][j] = q_r · k_j for R rows: each K vector is loaded (and converted
// from its storage dtype) once for all R rows, and the dot products of
// DirectScoreKeys<R>() keys are reduced together.
template <class T, int R>
void DirectScoresRows(const T* HWY_RESTRICT k_base, std::int64_t k_stride,
                      std::int64_t len, std::int64_t d, std::int64_t full,
                      Scratch& s) {
  // k_base: len x d (row stride k_stride); s.q: R x d; s.s: R x s.tile.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  constexpr int kKeys = DirectScoreKeys<R>();
  const float* HWY_RESTRICT q = s.q.get();
  float* HWY_RESTRICT out = s.s.get();
  const std::int64_t tile = s.tile;
  // bfloat16: columns [0, split) are read as even/odd halves of 2·lanes
  // chunks; s.q holds them in that order (SplitEvenOdd).
  const std::int64_t split = kSplitsEvenOdd<T> ? SplitColumns(df, d) : 0;
  std::int64_t j = 0;
  if constexpr (kKeys > 1) {
    for (; j + kKeys <= len; j += kKeys) {
      const T* k_row = k_base + j * k_stride;
      for (int k = 0; k < kKeys; ++k) {
        for (std::int64_t c = 0; c < d; c += 64 / sizeof(T)) {
          hwy::Prefetch(k_row + (kPrefetchRows + k) * k_stride + c);
        }
      }
      V acc[R][kKeys];
      for (int r = 0; r < R; ++r) {
        for (int k = 0; k < kKeys; ++k) acc[r][k] = hn::Zero(df);
      }
      if constexpr (kSplitsEvenOdd<T>) {
        for (std::int64_t c = 0; c < split; c += 2 * lanes) {
          V ke[kKeys], ko[kKeys];
          for (int k = 0; k < kKeys; ++k) {
            LoadBf16EvenOdd(df, k_row + k * k_stride + c, ke[k], ko[k]);
          }
          for (int r = 0; r < R; ++r) {
            const V qe = hn::LoadU(df, q + r * d + c);
            const V qo = hn::LoadU(df, q + r * d + c + lanes);
            for (int k = 0; k < kKeys; ++k) {
              acc[r][k] = hn::MulAdd(qe, ke[k], acc[r][k]);
              acc[r][k] = hn::MulAdd(qo, ko[k], acc[r][k]);
            }
          }
        }
      }
      for (std::int64_t c = split; c < full; c += lanes) {
        V kv[kKeys];
        for (int k = 0; k < kKeys; ++k) {
          kv[k] = LoadAsFloat(df, k_row + k * k_stride + c);
        }
        for (int r = 0; r < R; ++r) {
          const V qv = hn::LoadU(df, q + r * d + c);
          for (int k = 0; k < kKeys; ++k) {
            acc[r][k] = hn::MulAdd(qv, kv[k], acc[r][k]);
          }
        }
      }
      float dots[R][4];
      HWY_UNROLL(8)
      for (int r = 0; r < R; ++r) {
        if constexpr (kKeys == 4) {
          SumOfLanes4(df, acc[r][0], acc[r][1], acc[r][2], acc[r][3], dots[r]);
        } else {
          SumOfLanes4(df, acc[r][0], acc[r][1], hn::Zero(df), hn::Zero(df),
                      dots[r]);
        }
      }
      for (int r = 0; r < R; ++r) {
        for (int k = 0; k < kKeys; ++k) {
          for (std::int64_t c = full; c < d; ++c) {
            dots[r][k] +=
                q[r * d + c] * ScalarAsFloat(k_row + k * k_stride + c);
          }
          out[r * tile + j + k] = dots[r][k];
        }
      }
    }
  }
  for (; j < len; ++j) {
    const T* k_row = k_base + j * k_stride;
    V acc[R];
    for (int r = 0; r < R; ++r) acc[r] = hn::Zero(df);
    if constexpr (kSplitsEvenOdd<T>) {
      for (std::int64_t c = 0; c < split; c += 2 * lanes) {
        V ke, ko;
        LoadBf16EvenOdd(df, k_row + c, ke, ko);
        for (int r = 0; r < R; ++r) {
          acc[r] = hn::MulAdd(hn::LoadU(df, q + r * d + c), ke, acc[r]);
          acc[r] = hn::MulAdd(hn::LoadU(df, q + r * d + c + lanes), ko, acc[r]);
        }
      }
    }
    for (std::int64_t c = split; c < full; c += lanes) {
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
      out[r * tile + j] = dot;
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

// Value columns, in vectors, of one register block of R rows: R·C
// accumulators, C value vectors and a broadcast stay in registers.
template <int R>
constexpr int DirectValueVectors() {
  constexpr int fit = (kVectorRegisters - 3) / (R + 1);
  return fit >= 8 ? 8 : (fit >= 4 ? 4 : (fit >= 2 ? 2 : 1));
}

// Decode, no hidden key in the tile: rows [r0, r0 + R) x columns
// [col, col + C·N) of O stay in R·C registers while the tile's V rows stream
// by in order; each V vector is loaded and converted once for the R rows.
template <class T, int R, int C>
void DirectValuesWide(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                      std::int64_t len, std::int64_t prefetch_lines,
                      const float* HWY_RESTRICT p_rows, std::int64_t p_stride,
                      float* HWY_RESTRICT o_rows, std::int64_t o_stride) {
  // v_base: len x (C·N) (row stride v_stride); p_rows: R x len (row stride
  // p_stride); o_rows: R x (C·N) (row stride o_stride). prefetch_lines:
  // cache lines of each V row to prefetch kPrefetchRows ahead (0 = none).
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  V acc[R][C];
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < C; ++c) {
      acc[r][c] = hn::Load(df, o_rows + r * o_stride + c * n);
    }
  }
  constexpr std::int64_t kLine = 64 / sizeof(T);
  for (std::int64_t j = 0; j < len; ++j) {
    const T* v_row = v_base + j * v_stride;
    const T* ahead = v_row + kPrefetchRows * v_stride;
    for (std::int64_t line = 0; line < prefetch_lines; ++line) {
      hwy::Prefetch(ahead + line * kLine);
    }
    V b[C];
    if constexpr (kSplitsEvenOdd<T> && C % 2 == 0) {
      for (int c = 0; c < C; c += 2) {
        LoadBf16EvenOdd(df, v_row + c * n, b[c], b[c + 1]);
      }
    } else {
      for (int c = 0; c < C; ++c) b[c] = LoadAsFloat(df, v_row + c * n);
    }
    for (int r = 0; r < R; ++r) {
      const V pj = hn::Set(df, p_rows[r * p_stride + j]);
      for (int c = 0; c < C; ++c) acc[r][c] = hn::MulAdd(pj, b[c], acc[r][c]);
    }
  }
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < C; ++c) {
      hn::Store(acc[r][c], df, o_rows + r * o_stride + c * n);
    }
  }
}

// Decode, no hidden key: O rows [r0, r0 + R) += P · V over every column.
template <class T, int R>
void DirectValuesRows(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                      std::int64_t len, std::int64_t dv, std::int64_t r0,
                      bool prefetch, Scratch& s) {
  // v_base: len x dv (row stride v_stride).
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  constexpr int kC = DirectValueVectors<R>();
  // bfloat16: blocks of an even number of vectors cover [0, SplitColumns).
  static_assert(!kSplitsEvenOdd<T> || kC % 2 == 0);
  const std::int64_t lines =
      prefetch ? (dv * static_cast<std::int64_t>(sizeof(T)) + 63) / 64 : 0;
  const float* p_rows = s.s.get() + r0 * s.tile;
  float* o_rows = s.o.get() + r0 * s.dv_pad;
  std::int64_t col = 0;
  for (; col + kC * n <= dv; col += kC * n) {
    DirectValuesWide<T, R, kC>(v_base + col, v_stride, len,
                               col == 0 ? lines : 0, p_rows, s.tile,
                               o_rows + col, s.dv_pad);
  }
  if constexpr (kC > 2) {
    for (; col + 2 * n <= dv; col += 2 * n) {
      DirectValuesWide<T, R, 2>(v_base + col, v_stride, len,
                                col == 0 ? lines : 0, p_rows, s.tile,
                                o_rows + col, s.dv_pad);
    }
  }
  if constexpr (kC > 1) {
    for (; col + n <= dv; col += n) {
      DirectValuesWide<T, R, 1>(v_base + col, v_stride, len,
                                col == 0 ? lines : 0, p_rows, s.tile,
                                o_rows + col, s.dv_pad);
    }
  }
  if (col == dv) return;
  for (std::int64_t j = 0; j < len; ++j) {
    const T* v_row = v_base + j * v_stride;
    for (int r = 0; r < R; ++r) {
      const float pj = p_rows[r * s.tile + j];
      float* o_row = o_rows + r * s.dv_pad;
      for (std::int64_t c = col; c < dv; ++c) {
        o_row[c] += pj * ScalarAsFloat(v_row + c);
      }
    }
  }
}

// Decode: O_r += P[r][j] · v_j over the keys row r may see, read straight
// from V (hidden keys are never read, as in the reference). any_hidden:
// some row of the tile has a hidden key (s.row_hidden says which).
template <class T>
void DirectValues(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                  std::int64_t start, std::int64_t len, std::int64_t rows,
                  bool any_hidden, Scratch& s) {
  // V of (b, kvh): seq_kv x head_dim_v; s.o: rows x s.dv_pad.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t dv = p.head_dim_v;
  const T* v_base = static_cast<const T*>(p.v.data) + b * p.v.stride[0] +
                    kvh * p.v.stride[1] + start * p.v.stride[2];
  const std::int64_t v_stride = p.v.stride[2];
  if (!any_hidden) {
    std::int64_t r = 0;
    for (; r + 4 <= rows; r += 4) {
      DirectValuesRows<T, 4>(v_base, v_stride, len, dv, r, r == 0, s);
    }
    if (r + 2 <= rows) {
      DirectValuesRows<T, 2>(v_base, v_stride, len, dv, r, r == 0, s);
      r += 2;
    }
    if (r < rows)
      DirectValuesRows<T, 1>(v_base, v_stride, len, dv, r, r == 0, s);
    return;
  }
  const std::int64_t full = dv / lanes * lanes;
  const std::int64_t split = kSplitsEvenOdd<T> ? SplitColumns(df, dv) : 0;
  for (std::int64_t j = 0; j < len; ++j) {
    const T* v_row = v_base + j * v_stride;
    for (std::int64_t r = 0; r < rows; ++r) {
      if (s.row_hidden[r] && s.hidden[r * s.tile + j]) continue;
      const auto pj = hn::Set(df, s.s[r * s.tile + j]);
      float* o_row = s.o.get() + r * s.dv_pad;
      if constexpr (kSplitsEvenOdd<T>) {
        for (std::int64_t c = 0; c < split; c += 2 * lanes) {
          hn::Vec<decltype(df)> even, odd;
          LoadBf16EvenOdd(df, v_row + c, even, odd);
          hn::Store(hn::MulAdd(pj, even, hn::Load(df, o_row + c)), df,
                    o_row + c);
          hn::Store(hn::MulAdd(pj, odd, hn::Load(df, o_row + c + lanes)), df,
                    o_row + c + lanes);
        }
      }
      for (std::int64_t c = split; c < full; c += lanes) {
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
  const bool split_bf16 =
      kSplitsEvenOdd<hwy::bfloat16_t> && direct && p.dtype == DType::kBFloat16;
  if (split_bf16) ReorderEvenOdd(df, s.q.get(), rows, d, d, false);

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
    bool finite_v = false;    // false: mark hidden keys and skip them in P·V
    bool any_hidden = false;  // some row has a hidden key (when !finite_v)
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
        s.row_hidden[r] = 1;
        any_hidden = true;
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
      s.row_hidden[r] = 0;
      if (!finite_v) {
        // Only keys [0, len) are read by P·V; most decode tiles hide none.
        const auto ninf = hn::Set(df, kNegInf);
        bool row_hidden = false;
        for (std::int64_t j = 0; j < len; j += lanes) {
          const auto m = hn::And(hn::Eq(hn::Load(df, s_row + j), ninf),
                                 hn::FirstN(df, static_cast<size_t>(len - j)));
          row_hidden = row_hidden || !hn::AllFalse(df, m);
        }
        if (row_hidden) {
          for (std::int64_t j = 0; j < len_pad; ++j) {
            s.hidden[r * kT + j] = s_row[j] == kNegInf ? 1 : 0;
          }
          s.row_hidden[r] = 1;
          any_hidden = true;
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
        DirectValues<float>(p, b, kvh, start, len, rows, any_hidden, s);
      } else if (p.dtype == DType::kBFloat16) {
        DirectValues<hwy::bfloat16_t>(p, b, kvh, start, len, rows, any_hidden,
                                      s);
      } else {
        DirectValues<hwy::float16_t>(p, b, kvh, start, len, rows, any_hidden,
                                     s);
      }
    } else if (finite_v) {
      Gemm(s.s.get(), kT, 1, vt, dvp, len, s.o.get(), dvp, rows, dvp, true);
    } else {
      // A value row with inf or NaN: read only the keys each row may see,
      // as the reference does (a hidden NaN poisons nothing).
      for (std::int64_t r = 0; r < rows; ++r) {
        float* o_row = s.o.get() + r * dvp;
        for (std::int64_t j = 0; j < len; ++j) {
          if (s.row_hidden[r] && s.hidden[r * kT + j]) continue;
          const float pj = s.s[r * kT + j];
          const float* v_row = vt + j * dvp;
          for (std::int64_t c = 0; c < dvp; ++c) o_row[c] += pj * v_row[c];
        }
      }
    }
  }
  if (split_bf16) ReorderEvenOdd(df, s.o.get(), rows, p.head_dim_v, dvp, true);
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
    const std::int64_t o0 = p.out.offset(b, h, i);
    const float* o_row = s.o.get() + r * s.dv_pad;
    for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
      store_from_double(p.out.data, p.dtype, o0 + c,
                        denom == 0.0 ? 0.0 : o_row[c] / denom);
    }
    if (p.lse.data != nullptr) {
      const float lse = l == 0.0f ? kNegInf : s.m[r] + std::log(l);
      store_from_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i), lse);
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
        heads * blocks, p.threads, [&] { return Scratch(p.head_dim, dvp); },
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
  parallel_for_cyclic(
      units * chunks, p.threads, [&] { return Scratch(p.head_dim, dvp); },
      [&](Scratch& s, std::int64_t item) {
        const std::int64_t unit = item / chunks, chunk = item % chunks;
        const std::int64_t bkv = unit / blocks;
        const auto [r0, r1] = block_rows(unit % blocks);
        const std::int64_t key_begin = chunk * split_keys;
        const std::int64_t key_end = std::min(p.seq_kv, key_begin + split_keys);
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
      });
  parallel_for_cyclic(
      units, p.threads, [&] { return Scratch(p.head_dim, dvp); },
      [&](Scratch& s, std::int64_t unit) {
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
