// The decode kernels (blocks of at most ForwardTiles::kDirectMaxRows query
// rows): S = Q·Kᵀ and O += P·V read K and V in place from their storage
// dtype, with the rows of the block in registers, instead of packing tiles
// for the GEMM. They are steps of the forward's tile loop (AttendBlock in
// forward.cc), so they live in a per-target header included by forward.cc
// rather than in a .cc of their own: a separate translation unit would need
// a dynamic dispatch per KV tile, and the compiler could not inline them
// into the loop that calls them. Included once per Highway target (the
// toggle guard below is Highway's convention).
#if defined(QKV_SRC_KERNELS_DECODE_INL_H_) == defined(HWY_TARGET_TOGGLE)
#ifdef QKV_SRC_KERNELS_DECODE_INL_H_
#undef QKV_SRC_KERNELS_DECODE_INL_H_
#else
#define QKV_SRC_KERNELS_DECODE_INL_H_
#endif

#include <algorithm>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "hwy/highway.h"
#include "kernels/common-inl.h"
#include "kernels/prefetch.h"
#include "problem.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {

// The rows of one block a decode step reads and writes: views of the
// forward's per-thread buffers.
struct DecodeRows {
  const float* q;  // rows x head_dim: scale·Q (bfloat16: in split order)
  float* s;        // rows x tile: S, then P
  float* o;        // rows x dv_pad: unnormalised O (bfloat16: split order)
  // Per row: 1 if `hidden` holds the row's mask for the tile.
  const std::uint8_t* row_hidden;
  const std::uint8_t* hidden;  // rows x tile: 1 = key hidden
  std::int64_t tile, dv_pad;
  // Prefetches go to L2 only, not L1 (KernelChoice::decode_prefetch_level
  // 2); see PrefetchLine and PrefetchBurstLine.
  bool prefetch_l2;
};

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

// Whether p's choice sends the decode's prefetches to L2 (level 2).
inline bool PrefetchesToL2(const AttentionProblem& p) {
  return p.tuning.decode_prefetch_level == 2;
}

// Prefetches the cache line at `line` as part of a burst (the rows of a
// whole block at once, PrefetchNextRun and DirectValuesGathered): into L2
// where the CPU's choice is level 2 (`l2`), for 16-bit rows too, unlike
// PrefetchLine's one row per key. On a Zen 4 a bfloat16 paged decode with
// its bursts in L1 took as long as a float32 one (twice its bytes) and 1.8x
// as long as a contiguous bfloat16 decode; with them in L2 it is 1.8x faster
// (docs/PERFORMANCE.md, Zen 4).
HWY_INLINE void PrefetchBurstLine(const void* line, bool l2) {
  if (l2) {
    PrefetchToL2(line);
  } else {
    PrefetchToL1(line);
  }
}

// Prefetches the cache line at `line` into L1 (and the levels below), or,
// for float32 rows when `l2`, into L2 only: KernelChoice::
// decode_prefetch_level, per CPU. On a Zen 4 (32 KiB L1d) the float32
// decodes read K and V 1.07-1.27x faster with L2 prefetches, the bfloat16
// ones (half the bytes per key) 7 % slower, so they keep L1
// (docs/PERFORMANCE.md, Zen 4).
template <class T>
HWY_INLINE void PrefetchLine(const T* line, bool l2) {
  PrefetchBurstLine(line, sizeof(T) == sizeof(float) && l2);
}

// The decode kernels read bfloat16 K and V as even/odd halves of 2·lanes
// chunks (LoadBf16EvenOdd): in columns [0, SplitColumns) the query rows and
// the output rows are kept in that order, [even elements | odd elements] per
// chunk (ReorderEvenOdd puts them in that order and back).
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

// out[r * tile + k] = sum of the lanes of Nth<r * K + k>(acc...).
template <int R, int K, class D, class... V>
HWY_INLINE void StoreDots(D df, float* HWY_RESTRICT out, std::int64_t tile,
                          V... acc) {
  // out: R x K (row stride tile); acc: R·K vectors.
  Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
    float* dots = out + r * tile;
    if constexpr (K == 4) {
      SumOfLanes4(df, Nth<r * K>(acc...), Nth<r * K + 1>(acc...),
                  Nth<r * K + 2>(acc...), Nth<r * K + 3>(acc...), dots);
    } else {
      // Through the same lane-sum tree as groups of 4, so a key's dot product
      // has one summation order wherever the key falls (the backward
      // recomputes it one key at a time: BlockTile in backward.cc).
      float four[4];
      SumOfLanes4(df, Nth<r * K>(acc...), Nth<r * K + K - 1>(acc...),
                  hn::Zero(df), hn::Zero(df), four);
      dots[0] = four[0];
      if constexpr (K == 2) dots[1] = four[1];
    }
  });
}

// The n (< lanes) elements at ptr as float, zero-padded to a vector: the
// tail columns of a dot product, which then join its lanes before the lane
// sum (added after it, at the sum's magnitude, they lost up to a rounding
// of the logit each: docs/RELIABILITY.md, "Precision at large logits").
template <class T, class D>
HWY_INLINE hn::Vec<D> TailAsFloat(D df, const T* HWY_RESTRICT ptr,
                                  std::int64_t n) {
  HWY_ALIGN_MAX float buf[HWY_MAX_BYTES / sizeof(float)] = {};
  for (std::int64_t i = 0; i < n; ++i) buf[i] = ScalarAsFloat(ptr + i);
  return hn::Load(df, buf);
}

// S[r][k] = q_r · k_k for R rows and K consecutive keys: each K vector is
// loaded (and converted from its storage dtype) once for all R rows, and the
// K dot products of a row are reduced together.
template <class T, int R, int K>
HWY_INLINE void DirectScoresKeys(const T* HWY_RESTRICT k_row,
                                 std::int64_t k_stride, std::int64_t d,
                                 std::int64_t full, const float* HWY_RESTRICT q,
                                 float* HWY_RESTRICT out, std::int64_t tile,
                                 bool prefetch, bool l2) {
  // k_row: K x d (row stride k_stride); q: R x d; out: R x K (row stride
  // tile). Columns [full, d) are the tail, zero-padded to one vector.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  if (K > 1 && prefetch) {  // rows kPrefetchRows ahead along the run
    for (int k = 0; k < K; ++k) {
      for (std::int64_t c = 0; c < d; c += 64 / sizeof(T)) {
        PrefetchLine(k_row + (kPrefetchRows + k) * k_stride + c, l2);
      }
    }
  }
  // acc: row r's dot product with key k in Nth<r * K + k> (WithVectors).
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(df); };
  WithVectors<R * K>(zero, [&](auto... acc) QKV_INLINE_LAMBDA {
    // bfloat16: columns [0, split) are read as even/odd halves of 2·lanes
    // chunks; q holds them in that order (ReorderEvenOdd).
    const std::int64_t split = kSplitsEvenOdd<T> ? SplitColumns(df, d) : 0;
    if constexpr (kSplitsEvenOdd<T>) {
      for (std::int64_t c = 0; c < split; c += 2 * lanes) {
        // Key k's even half in Nth<k>, its odd half in Nth<K + k>.
        const auto half = [&](auto i) QKV_INLINE_LAMBDA {
          V even, odd;
          LoadBf16EvenOdd(df, k_row + (i % K) * k_stride + c, even, odd);
          return i < K ? even : odd;
        };
        WithVectors<2 * K>(half, [&](auto... kv) QKV_INLINE_LAMBDA {
          Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
            const V qe = hn::LoadU(df, q + r * d + c);
            const V qo = hn::LoadU(df, q + r * d + c + lanes);
            Unroll<K>([&](auto k) QKV_INLINE_LAMBDA {
              MulAddTo<r * K + k>(qe, Nth<k>(kv...), acc...);
              MulAddTo<r * K + k>(qo, Nth<K + k>(kv...), acc...);
            });
          });
        });
      }
    }
    for (std::int64_t c = split; c < full; c += lanes) {
      const auto key = [&](auto k) QKV_INLINE_LAMBDA {
        return LoadAsFloat(df, k_row + k * k_stride + c);
      };
      WithVectors<K>(key, [&](auto... kv) QKV_INLINE_LAMBDA {
        Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
          const V qv = hn::LoadU(df, q + r * d + c);
          Unroll<K>([&](auto k) QKV_INLINE_LAMBDA {
            MulAddTo<r * K + k>(qv, Nth<k>(kv...), acc...);
          });
        });
      });
    }
    if (full < d) {
      const auto key = [&](auto k) QKV_INLINE_LAMBDA {
        return TailAsFloat(df, k_row + k * k_stride + full, d - full);
      };
      WithVectors<K>(key, [&](auto... kv) QKV_INLINE_LAMBDA {
        Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
          const V qv = TailAsFloat(df, q + r * d + full, d - full);
          Unroll<K>([&](auto k) QKV_INLINE_LAMBDA {
            MulAddTo<r * K + k>(qv, Nth<k>(kv...), acc...);
          });
        });
      });
    }
    StoreDots<R, K>(df, out, tile, acc...);
  });
}

// S[r][j] = q_r · k_j for R rows and keys [0, len): DirectScoreKeys<R>()
// keys at a time, then one by one.
template <class T, int R>
void DirectScoresRows(const T* HWY_RESTRICT k_base, std::int64_t k_stride,
                      std::int64_t len, std::int64_t d, std::int64_t full,
                      bool prefetch, const DecodeRows& s) {
  // k_base: len x d (row stride k_stride); s.q: R x d; s.s: R x s.tile.
  // prefetch: rows continue kPrefetchRows past len (not paged).
  constexpr int kKeys = DirectScoreKeys<R>();
  std::int64_t j = 0;
  if constexpr (kKeys > 1) {
    for (; j + kKeys <= len; j += kKeys) {
      DirectScoresKeys<T, R, kKeys>(k_base + j * k_stride, k_stride, d, full,
                                    s.q, s.s + j, s.tile, prefetch,
                                    s.prefetch_l2);
    }
  }
  for (; j < len; ++j) {
    DirectScoresKeys<T, R, 1>(k_base + j * k_stride, k_stride, d, full, s.q,
                              s.s + j, s.tile, prefetch, s.prefetch_l2);
  }
}

// Paged caches: the in-run prefetch of the kernels below looks kPrefetchRows
// rows ahead along the run, which leaves the block; this prefetches the
// first rows of the next run (block) instead: rows [j, j + n) of (b, kvh).
template <class T>
void PrefetchNextRun(const Operand& o, std::int64_t b, std::int64_t kvh,
                     std::int64_t j, std::int64_t n, std::int64_t width,
                     bool l2) {
  constexpr std::int64_t kLine = 64 / sizeof(T);
  for (std::int64_t r = 0; r < std::min(n, kPrefetchRows); ++r) {
    const T* row = o.row<const T>(b, kvh, j + r);
    for (std::int64_t c = 0; c < width; c += kLine) {
      PrefetchBurstLine(row + c, l2);
    }
  }
}

// S[r][j] = q_r · k_j for `rows` rows and the `len` keys of one run at
// k_base (row stride k_stride), into s.s columns [0, len).
template <class T>
void DirectScoresRun(const T* HWY_RESTRICT k_base, std::int64_t k_stride,
                     std::int64_t len, std::int64_t d, std::int64_t rows,
                     bool in_run, const DecodeRows& s) {
  // k_base: len x d; s.q: rows x d; s.s: rows x s.tile.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t full = d / lanes * lanes;
  switch (rows) {
#define QKV_DIRECT_SCORES_CASE(R)                                      \
  case R:                                                              \
    DirectScoresRows<T, R>(k_base, k_stride, len, d, full, in_run, s); \
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
}

// Decode (few rows): S[r][j] = q_r · k_j read straight from K, no packing.
// s_rows: rows x tile, for keys [start, start + len); columns up to len_pad
// are zero.
template <class T>
void DirectScores(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                  std::int64_t start, std::int64_t len, std::int64_t len_pad,
                  std::int64_t rows, const DecodeRows& s) {
  // Keys in runs of rows stride[2] apart: the whole tile unless paged.
  for (std::int64_t j0 = 0; j0 < len;) {
    const std::int64_t n = std::min(len - j0, p.k.run_rows(start + j0));
    if (n < len - j0) {
      PrefetchNextRun<T>(p.k, b, kvh, start + j0 + n, len - j0 - n, p.head_dim,
                         s.prefetch_l2);
    }
    DecodeRows sub = s;
    sub.s = s.s + j0;
    DirectScoresRun<T>(p.k.row<const T>(b, kvh, start + j0), p.k.stride[2], n,
                       p.head_dim, rows, p.k.block_table == nullptr, sub);
    j0 += n;
  }
  for (std::int64_t r = 0; r < rows; ++r) {
    std::fill(s.s + r * s.tile + len, s.s + r * s.tile + len_pad, 0.0f);
  }
}

// Value columns, in vectors, of one register block of R rows: R·C
// accumulators, C value vectors and a broadcast stay in registers.
template <int R>
constexpr int DirectValueVectors() {
  constexpr int fit = (kVectorRegisters - 3) / (R + 1);
  return fit >= 8 ? 8 : (fit >= 4 ? 4 : (fit >= 2 ? 2 : 1));
}

// The decode's P·V sums at most this many products per output element in
// registers before adding them to O in memory, as the GEMM does (blocked
// summation): with logits in the hundreds one or two keys carry the row,
// and a chain of FMAs over a whole 512-key tile rounds each of its steps at
// the size of that key's term (docs/RELIABILITY.md, "Precision at large
// logits"). Every decode path (fast, hidden keys, scalar tail columns) sums
// in these blocks.
constexpr std::int64_t kValueSumKeys = 16;

// Decode, no hidden key in the tile: rows [r0, r0 + R) x columns
// [col, col + C·N) of O += P · V, summed in R·C registers over blocks of
// kValueSumKeys keys while the tile's V rows stream by in order; each V
// vector is loaded and converted once for the R rows.
template <class T, int R, int C>
void DirectValuesWide(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                      std::int64_t len, std::int64_t prefetch_lines, bool l2,
                      const float* HWY_RESTRICT p_rows, std::int64_t p_stride,
                      float* HWY_RESTRICT o_rows, std::int64_t o_stride) {
  // v_base: len x (C·N) (row stride v_stride); p_rows: R x len (row stride
  // p_stride); o_rows: R x (C·N) (row stride o_stride). prefetch_lines:
  // cache lines of each V row (from v_base) to prefetch kPrefetchRows ahead
  // (0 = none).
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  using V = decltype(hn::Zero(df));
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(df); };
  constexpr std::int64_t kLine = 64 / sizeof(T);
  for (std::int64_t j0 = 0; j0 < len; j0 += kValueSumKeys) {
    const std::int64_t j1 = std::min(len, j0 + kValueSumKeys);
    // acc: row r's columns [c·n, (c + 1)·n) in Nth<r * C + c>.
    WithVectors<R * C>(zero, [&](auto... acc) QKV_INLINE_LAMBDA {
      for (std::int64_t j = j0; j < j1; ++j) {
        const T* v_row = v_base + j * v_stride;
        const T* ahead = v_row + kPrefetchRows * v_stride;
        for (std::int64_t line = 0; line < prefetch_lines; ++line) {
          PrefetchLine(ahead + line * kLine, l2);
        }
        // Value vector c of row j in Nth<c>; bfloat16 (C even): pairs of
        // vectors as the even and odd elements of 2·n values.
        const auto value = [&](auto c) QKV_INLINE_LAMBDA {
          if constexpr (kSplitsEvenOdd<T> && C % 2 == 0) {
            V even, odd;
            LoadBf16EvenOdd(df, v_row + (c - c % 2) * n, even, odd);
            return c % 2 == 0 ? even : odd;
          } else {
            return LoadAsFloat(df, v_row + c * n);
          }
        };
        WithVectors<C>(value, [&](auto... b) QKV_INLINE_LAMBDA {
          Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
            const V pj = hn::Set(df, p_rows[r * p_stride + j]);
            Unroll<C>([&](auto c) QKV_INLINE_LAMBDA {
              MulAddTo<r * C + c>(pj, Nth<c>(b...), acc...);
            });
          });
        });
      }
      Unroll<R * C>([&](auto i) QKV_INLINE_LAMBDA {
        float* o = o_rows + (i / C) * o_stride + (i % C) * n;
        hn::Store(hn::Add(hn::Load(df, o), Nth<i>(acc...)), df, o);
      });
    });
  }
}

// Targets with 16 vector registers hold few value columns per register block
// (DirectValueVectors), so a tile's V rows are read in many passes of
// columns. Those passes then go over kValueChunkRows rows at a time (8 KiB
// of float32 rows of 128, in L1) instead of the whole tile (from L2), each
// pass prefetching its own columns of the next chunk: on a Zen 3 this took
// D1 from 54 % to 69 % of the read bandwidth (docs/PERFORMANCE.md). A chunk
// is one block of the blocked summation, so the bits are those of one pass
// over the tile.
constexpr std::int64_t kValueChunkRows = kVectorRegisters == 16 ? 16 : 0;
static_assert(kValueChunkRows == 0 || (kValueChunkRows == kPrefetchRows &&
                                       kValueChunkRows == kValueSumKeys));

// O rows [r0, r0 + R) += P · V over columns [0, cols) of V, cols a multiple
// of C vectors, pass by pass of C vectors, in chunks of kValueChunkRows
// keys (see there) when that is set and there is more than one pass.
// Returns whether it ran in chunks (each pass prefetched only its columns).
template <class T, int R, int C>
bool DirectValuesPasses(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                        std::int64_t len, std::int64_t cols, std::int64_t lines,
                        bool l2, const float* HWY_RESTRICT p_rows,
                        std::int64_t p_stride, float* HWY_RESTRICT o_rows,
                        std::int64_t o_stride) {
  // v_base: len x cols (row stride v_stride); p_rows: R x len (row stride
  // p_stride); o_rows: R x cols (row stride o_stride). lines: cache lines of
  // each V row to prefetch (0 = none).
  const std::int64_t width =
      C * static_cast<std::int64_t>(hn::Lanes(hn::ScalableTag<float>()));
  if (kValueChunkRows == 0 || cols <= width) {
    for (std::int64_t col = 0; col < cols; col += width) {
      DirectValuesWide<T, R, C>(v_base + col, v_stride, len,
                                col == 0 ? lines : 0, l2, p_rows, p_stride,
                                o_rows + col, o_stride);
    }
    return false;
  }
  // Each pass prefetches its own lines of the rows kPrefetchRows (= one
  // chunk) ahead.
  const std::int64_t pass_lines =
      lines > 0 ? (width * static_cast<std::int64_t>(sizeof(T)) + 63) / 64 : 0;
  for (std::int64_t j0 = 0; j0 < len; j0 += kValueChunkRows) {
    const std::int64_t m = std::min(kValueChunkRows, len - j0);
    for (std::int64_t col = 0; col < cols; col += width) {
      DirectValuesWide<T, R, C>(v_base + j0 * v_stride + col, v_stride, m,
                                pass_lines, l2, p_rows + j0, p_stride,
                                o_rows + col, o_stride);
    }
  }
  return true;
}

// Decode, no hidden key: O rows [r0, r0 + R) += P · V over every column.
template <class T, int R>
void DirectValuesRows(const T* HWY_RESTRICT v_base, std::int64_t v_stride,
                      std::int64_t len, std::int64_t dv, std::int64_t r0,
                      bool prefetch, const DecodeRows& s) {
  // v_base: len x dv (row stride v_stride).
  const hn::ScalableTag<float> df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  constexpr int kC = DirectValueVectors<R>();
  // bfloat16: blocks of an even number of vectors cover [0, SplitColumns).
  static_assert(!kSplitsEvenOdd<T> || kC % 2 == 0);
  const std::int64_t lines =
      prefetch ? (dv * static_cast<std::int64_t>(sizeof(T)) + 63) / 64 : 0;
  const float* p_rows = s.s + r0 * s.tile;
  float* o_rows = s.o + r0 * s.dv_pad;
  std::int64_t col = dv / (kC * n) * (kC * n);
  const bool chunked = DirectValuesPasses<T, R, kC>(
      v_base, v_stride, len, col, lines, s.prefetch_l2, p_rows, s.tile, o_rows,
      s.dv_pad);
  // The first column pass below prefetches the lines of [col, dv) that no
  // pass above did: all of them after chunks, else all lines when col is 0.
  std::int64_t tail_lines =
      lines == 0 || !(chunked || col == 0)
          ? 0
          : ((dv - col) * static_cast<std::int64_t>(sizeof(T)) + 63) / 64;
  if constexpr (kC > 2) {
    for (; col + 2 * n <= dv; col += 2 * n) {
      DirectValuesWide<T, R, 2>(v_base + col, v_stride, len, tail_lines,
                                s.prefetch_l2, p_rows, s.tile, o_rows + col,
                                s.dv_pad);
      tail_lines = 0;
    }
  }
  if constexpr (kC > 1) {
    for (; col + n <= dv; col += n) {
      DirectValuesWide<T, R, 1>(v_base + col, v_stride, len, tail_lines,
                                s.prefetch_l2, p_rows, s.tile, o_rows + col,
                                s.dv_pad);
      tail_lines = 0;
    }
  }
  if (col == dv) return;
  // The last dv - col (< lanes) columns, scalar, summed in the same blocks
  // of kValueSumKeys keys, V read row by row.
  for (std::int64_t j0 = 0; j0 < len; j0 += kValueSumKeys) {
    float block[R][HWY_MAX_BYTES / sizeof(float)] = {};
    for (std::int64_t j = j0; j < std::min(len, j0 + kValueSumKeys); ++j) {
      const T* v_row = v_base + j * v_stride + col;
      for (int r = 0; r < R; ++r) {
        const float pj = p_rows[r * s.tile + j];
        for (std::int64_t c = 0; c < dv - col; ++c) {
          block[r][c] += pj * ScalarAsFloat(v_row + c);
        }
      }
    }
    for (int r = 0; r < R; ++r) {
      for (std::int64_t c = 0; c < dv - col; ++c) {
        o_rows[r * s.dv_pad + col + c] += block[r][c];
      }
    }
  }
}

// One row, keys with a mask: o += Σ_j p[j] · v_j over the m (at most
// kValueSumKeys) keys j not hidden (hidden[j] = 0; hidden null: none is),
// one block of the blocked summation. Hidden keys' rows are never read, as
// in the reference (a hidden NaN poisons nothing).
template <class T>
void DirectValuesHidden(const T* const* v_rows, std::int64_t m, std::int64_t dv,
                        const float* HWY_RESTRICT p, const std::uint8_t* hidden,
                        float* HWY_RESTRICT o) {
  // v_rows: m rows of dv values; p, hidden: m; o: dv (split order for
  // bfloat16, as DirectValuesRows keeps it).
  const hn::ScalableTag<float> df;
  using V = decltype(hn::Zero(df));
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const auto seen = [&](std::int64_t j) {
    return hidden == nullptr || hidden[j] == 0;
  };
  const std::int64_t full = dv / lanes * lanes;
  const std::int64_t split = kSplitsEvenOdd<T> ? SplitColumns(df, dv) : 0;
  if constexpr (kSplitsEvenOdd<T>) {
    for (std::int64_t c = 0; c < split; c += 2 * lanes) {
      V even_sum = hn::Zero(df), odd_sum = hn::Zero(df);
      for (std::int64_t j = 0; j < m; ++j) {
        if (!seen(j)) continue;
        V even, odd;
        LoadBf16EvenOdd(df, v_rows[j] + c, even, odd);
        even_sum = hn::MulAdd(hn::Set(df, p[j]), even, even_sum);
        odd_sum = hn::MulAdd(hn::Set(df, p[j]), odd, odd_sum);
      }
      hn::Store(hn::Add(hn::Load(df, o + c), even_sum), df, o + c);
      hn::Store(hn::Add(hn::Load(df, o + c + lanes), odd_sum), df,
                o + c + lanes);
    }
  }
  for (std::int64_t c = split; c < full; c += lanes) {
    V sum = hn::Zero(df);
    for (std::int64_t j = 0; j < m; ++j) {
      if (seen(j)) {
        sum =
            hn::MulAdd(hn::Set(df, p[j]), LoadAsFloat(df, v_rows[j] + c), sum);
      }
    }
    hn::Store(hn::Add(hn::Load(df, o + c), sum), df, o + c);
  }
  for (std::int64_t c = full; c < dv; ++c) {
    float sum = 0.0f;
    for (std::int64_t j = 0; j < m; ++j) {
      if (seen(j)) sum += p[j] * ScalarAsFloat(v_rows[j] + c);
    }
    o[c] += sum;
  }
}

// Whether the decode P·V of V must gather its rows block by block of
// kValueSumKeys (DirectValuesGathered) rather than run over contiguous runs:
// a paged V whose blocks do not hold a multiple of kValueSumKeys rows would
// cut those sums, and the bits would then differ from a contiguous cache's.
inline bool GatherValueRows(const Operand& v) {
  return v.block_table != nullptr && v.block_size % kValueSumKeys != 0;
}

// Decode P·V over keys [start, start + len) of (b, kvh), row pointers
// gathered per block of kValueSumKeys keys (any paging), the next block's
// rows prefetched; rows with hidden keys (s.row_hidden) skip them. The same
// sums, so the same bits, as DirectValuesRows on a contiguous run.
template <class T>
void DirectValuesGathered(const AttentionProblem& p, std::int64_t b,
                          std::int64_t kvh, std::int64_t start,
                          std::int64_t len, std::int64_t rows,
                          const DecodeRows& s) {
  // V of (b, kvh): seq_kv x head_dim_v; s.o: rows x s.dv_pad.
  const std::int64_t dv = p.head_dim_v;
  constexpr std::int64_t kLine = 64 / sizeof(T);
  const T* blocks[2][kValueSumKeys];
  const auto gather = [&](std::int64_t j0, const T** v_rows) {
    const std::int64_t m = std::min(kValueSumKeys, len - j0);
    for (std::int64_t j = 0; j < m; ++j) {
      v_rows[j] = p.v.row<const T>(b, kvh, start + j0 + j);
    }
    return m;
  };
  std::int64_t m = gather(0, blocks[0]);
  for (std::int64_t j0 = 0, cur = 0; j0 < len; j0 += kValueSumKeys) {
    const std::int64_t next = j0 + kValueSumKeys;
    const std::int64_t m_next = next < len ? gather(next, blocks[1 - cur]) : 0;
    for (std::int64_t j = 0; j < m_next; ++j) {
      for (std::int64_t c = 0; c < dv; c += kLine) {
        PrefetchBurstLine(blocks[1 - cur][j] + c, s.prefetch_l2);
      }
    }
    for (std::int64_t r = 0; r < rows; ++r) {
      DirectValuesHidden<T>(
          blocks[cur], m, dv, s.s + r * s.tile + j0,
          s.row_hidden[r] ? s.hidden + r * s.tile + j0 : nullptr,
          s.o + r * s.dv_pad);
    }
    cur = 1 - cur;
    m = m_next;
  }
}

// Decode: O_r += P[r][j] · v_j over the keys row r may see, read straight
// from V (hidden keys are never read, as in the reference). any_hidden:
// some row of the tile has a hidden key (s.row_hidden says which).
template <class T>
void DirectValues(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
                  std::int64_t start, std::int64_t len, std::int64_t rows,
                  bool any_hidden, const DecodeRows& s) {
  // V of (b, kvh): seq_kv x head_dim_v; s.o: rows x s.dv_pad.
  if (any_hidden || GatherValueRows(p.v)) {
    DirectValuesGathered<T>(p, b, kvh, start, len, rows, s);
    return;
  }
  const std::int64_t dv = p.head_dim_v;
  const std::int64_t v_stride = p.v.stride[2];
  // Keys in runs of rows v_stride apart: the whole tile unless paged (then
  // runs of a multiple of kValueSumKeys rows).
  for (std::int64_t j0 = 0; j0 < len;) {
    const std::int64_t n = std::min(len - j0, p.v.run_rows(start + j0));
    const T* v_base = p.v.row<const T>(b, kvh, start + j0);
    if (n < len - j0) {
      PrefetchNextRun<T>(p.v, b, kvh, start + j0 + n, len - j0 - n, dv,
                         s.prefetch_l2);
    }
    DecodeRows sub = s;
    sub.s = s.s + j0;
    // In-run prefetch (kPrefetchRows ahead) only where the run goes on.
    const bool ahead = p.v.block_table == nullptr;
    std::int64_t r = 0;
    for (; r + 4 <= rows; r += 4) {
      DirectValuesRows<T, 4>(v_base, v_stride, n, dv, r, ahead && r == 0, sub);
    }
    if (r + 2 <= rows) {
      DirectValuesRows<T, 2>(v_base, v_stride, n, dv, r, ahead && r == 0, sub);
      r += 2;
    }
    if (r < rows)
      DirectValuesRows<T, 1>(v_base, v_stride, n, dv, r, ahead && r == 0, sub);
    j0 += n;
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#endif  // QKV_SRC_KERNELS_DECODE_INL_H_
