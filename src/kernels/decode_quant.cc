// Attention against a quantized KV cache (src/quant.h): the codes of each
// tile of keys and values are converted to float32 in registers as the tile
// is read (never a dequantized copy of the cache), scores and P·V in
// float32, online softmax per row. Work is (batch, KV head, key chunk),
// the chunks fixed by the shape; chunk partials are merged in chunk order,
// so results are bit-identical for any thread count. A work item is one of
// these, except in a cache laid out token by token (a token's KV heads side
// by side, FlashAttention's paged order), where an item covers several KV
// heads of a chunk, tile by tile, so it streams whole token rows: how many
// depends on the threads, but each head's arithmetic is the same in any
// item, so the bits do not. Compiled once per Highway target, dispatched at
// run time.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "dtype.h"
#include "quant.h"
#include "threading.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/decode_quant.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// After foreach_target.h: per target.
#include "kernels/decode-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {

// Keys per tile: S and P of a block of rows stay in L1.
constexpr std::int64_t kQuantTile = 256;
// Query rows per register block.
constexpr int kQuantRows = 4;
// Keys ahead whose code rows are prefetched.
constexpr std::int64_t kQuantPrefetch = 16;

using DF = hn::ScalableTag<float>;

// Lanes [c, c + lanes) of a group (c a multiple of lanes) as float codes
// with the q4_0 offset removed; the scale is applied by the caller.
template <QuantFormat F>
HWY_INLINE hn::Vec<DF> LoadCodes(DF df, const std::uint8_t* HWY_RESTRICT group,
                                 std::int64_t c) {
  const hn::RebindToSigned<DF> di;
  if constexpr (F == QuantFormat::kQ8_0) {
    const hn::Rebind<std::int8_t, DF> d8;
    const auto bytes =
        hn::LoadU(d8, reinterpret_cast<const std::int8_t*>(group) + c);
    return hn::ConvertTo(df, hn::PromoteTo(di, bytes));
  } else {
    constexpr std::int64_t kHalf = kQuantGroup / 2;
    const hn::Rebind<std::uint8_t, DF> d8;
    const auto words = hn::PromoteTo(di, hn::LoadU(d8, group + c % kHalf));
    const auto nibbles =
        c < kHalf ? hn::And(words, hn::Set(di, 15)) : hn::ShiftRight<4>(words);
    if constexpr (hn::MaxLanes(DF()) == 16) {
      // One permute from the 16 values n - 8 instead of convert and subtract.
      return hn::TableLookupLanes(hn::Iota(df, -8.0f),
                                  hn::IndicesFromVec(df, nibbles));
    } else {
      return hn::Sub(hn::ConvertTo(df, nibbles), hn::Set(df, 8.0f));
    }
  }
}

// Nth<I>(acc...) += *coef · x. On AVX-512 one FMA whose memory operand is
// broadcast by the load ({1to16}): a broadcast register, which compilers
// make of hn::Set when FMAs share it, costs a vector instruction, and on
// Zen 4 that took the P·V loop from the FMA peak to two thirds of it. The
// same FMA either way, so the same bits.
template <size_t I, class V, class... Vs>
HWY_INLINE void MulAddBroadcastTo(const float* HWY_RESTRICT coef, V x,
                                  Vs&... acc) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3 && \
    (HWY_COMPILER_GCC || HWY_COMPILER_CLANG)
  asm("vfmadd231ps %[m]%{1to16%}, %[x], %[a]"
      : [a] "+v"(Nth<I>(acc...).raw)
      : [x] "v"(x.raw), [m] "m"(*coef));
#else
  Nth<I>(acc...) = hn::MulAdd(hn::Set(DF(), *coef), x, Nth<I>(acc...));
#endif
}

// x · *coef, the broadcast done by the load on AVX-512 (as above).
template <class V>
HWY_INLINE V MulBroadcast(V x, const float* HWY_RESTRICT coef) {
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX3 && \
    (HWY_COMPILER_GCC || HWY_COMPILER_CLANG)
  V product;
  asm("vmulps %[m]%{1to16%}, %[x], %[p]"
      : [p] "=v"(product.raw)
      : [x] "v"(x.raw), [m] "m"(*coef));
  return product;
#else
  return hn::Mul(x, hn::Set(DF(), *coef));
#endif
}

// The tile's view of one side of the cache for (b, kv head).
// Its scales are converted once per tile into `table` (scale g of key j at
// table[j * table_stride + g * group_stride]: key-major for keys, group-major
// for values, whose scales are folded into P a group at a time), read by
// every row block.
struct QuantTile {
  const QuantSide* side;
  // Row of key j of the item's first head (rows of a paged cache jump at
  // block ends); defined for j < 2 * kQuantTile (past the item's keys: its
  // last row again), so the next tile's rows are rows + kQuantTile.
  const std::int64_t* rows;
  const float* table;
  std::int64_t table_stride, group_stride;
  // Where this head's codes start: side->codes plus k rows for the item's
  // head h0 + k (in a token-major cache its row of a token is h0's + k).
  const std::uint8_t* first;
  const std::uint8_t* codes(std::int64_t j) const {
    return first + rows[j] * side->row_bytes;
  }
  const float* scale(std::int64_t j, std::int64_t g) const {
    return &table[j * table_stride + g * group_stride];
  }
};

// dst[0, n) = the bfloat16 bits[0, n) as float32.
void WidenScales(const std::uint16_t* HWY_RESTRICT bits, std::int64_t n,
                 float* HWY_RESTRICT dst) {
  const DF df;
  const hn::RebindToUnsigned<DF> du32;
  const hn::Rebind<std::uint16_t, DF> du16;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  std::int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto wide =
        hn::ShiftLeft<16>(hn::PromoteTo(du32, hn::LoadU(du16, bits + i)));
    hn::StoreU(hn::BitCast(df, wide), df, dst + i);
  }
  for (; i < n; ++i) dst[i] = bf16_to_float(bits[i]);
}

// run(j0, j1) for each run [j0, j1) of keys in [0, len) whose rows follow
// one another `step` apart (the whole range unless the cache is paged).
template <class Run>
void ForEachRowRun(const std::int64_t* rows, std::int64_t len,
                   std::int64_t step, const Run& run) {
  for (std::int64_t j0 = 0, j1 = 0; j0 < len; j0 = j1) {
    for (j1 = j0 + 1; j1 < len && rows[j1] == rows[j1 - 1] + step;) ++j1;
    run(j0, j1);
  }
}

// table[(j * heads + h) * row_scales + g] = scale of group g of key j of
// the h-th head after the one of rows `rows`, for keys [0, len) (heads > 1:
// a token-major cache, where a token's heads are consecutive rows): the
// scales of consecutive rows are contiguous, so one vector pass per run.
void FillScaleTable(const QuantSide& side, const std::int64_t* rows,
                    std::int64_t len, std::int64_t heads,
                    float* HWY_RESTRICT table) {
  const std::int64_t width = heads * side.row_scales;
  ForEachRowRun(rows, len, heads, [&](std::int64_t j0, std::int64_t j1) {
    WidenScales(side.scale_row(rows[j0]), (j1 - j0) * width,
                table + j0 * width);
  });
}

// table[g * kQuantTile + j] = src[j * stride + g] for keys [0, len) and
// groups [0, groups): one head's scales, key-major, regrouped group by
// group. Two or four groups of keys one after another (head_dim 33..128)
// are split by even / odd lanes, the rest one by one.
void RegroupScales(const float* HWY_RESTRICT src, std::int64_t len,
                   std::int64_t groups, std::int64_t stride,
                   float* HWY_RESTRICT table) {
  std::int64_t j = 0;
#if HWY_TARGET != HWY_SCALAR
  const DF df;
  const std::int64_t n = static_cast<std::int64_t>(hn::Lanes(df));
  if (stride == 2 && groups == 2) {
    for (; j + n <= len; j += n) {
      const auto a = hn::LoadU(df, src + 2 * j);
      const auto b = hn::LoadU(df, src + 2 * j + n);
      hn::StoreU(hn::ConcatEven(df, b, a), df, table + j);
      hn::StoreU(hn::ConcatOdd(df, b, a), df, table + kQuantTile + j);
    }
  } else if (stride == 4 && groups == 4 && n >= 4) {
    for (; j + n <= len; j += n) {
      const float* x = src + 4 * j;
      const auto v0 = hn::LoadU(df, x), v1 = hn::LoadU(df, x + n);
      const auto v2 = hn::LoadU(df, x + 2 * n), v3 = hn::LoadU(df, x + 3 * n);
      // Groups 0 and 2 (even lanes), 1 and 3 (odd), then each alone.
      const auto even01 = hn::ConcatEven(df, v1, v0);
      const auto even23 = hn::ConcatEven(df, v3, v2);
      const auto odd01 = hn::ConcatOdd(df, v1, v0);
      const auto odd23 = hn::ConcatOdd(df, v3, v2);
      hn::StoreU(hn::ConcatEven(df, even23, even01), df, table + j);
      hn::StoreU(hn::ConcatEven(df, odd23, odd01), df, table + kQuantTile + j);
      hn::StoreU(hn::ConcatOdd(df, even23, even01), df,
                 table + 2 * kQuantTile + j);
      hn::StoreU(hn::ConcatOdd(df, odd23, odd01), df,
                 table + 3 * kQuantTile + j);
    }
  }
#endif
  for (; j < len; ++j) {
    for (std::int64_t g = 0; g < groups; ++g) {
      table[g * kQuantTile + j] = src[j * stride + g];
    }
  }
}

// Prefetches the code row of key j (its cache lines) into L1 or, for
// kLevel 2, into L2.
template <int kLevel = 1>
HWY_INLINE void PrefetchCodes(const QuantTile& t, std::int64_t j) {
  const std::uint8_t* row = t.codes(j);
  for (std::int64_t b = 0; b < t.side->row_bytes; b += 64) {
    if constexpr (kLevel == 1) {
      PrefetchToL1(row + b);
    } else {
      PrefetchToL2(row + b);
    }
  }
}

// Prefetches into L2 the scales of keys [0, len) of rows `rows` and the
// heads - 1 rows after each (one pass per run, as FillScaleTable reads
// them).
void PrefetchScales(const QuantSide& side, const std::int64_t* rows,
                    std::int64_t len, std::int64_t heads) {
  ForEachRowRun(rows, len, heads, [&](std::int64_t j0, std::int64_t j1) {
    const auto* first = reinterpret_cast<const char*>(side.scale_row(rows[j0]));
    const auto* last =
        reinterpret_cast<const char*>(side.scale_row(rows[j1 - 1])) +
        (side.per_channel ? side.padded : heads * side.row_scales) * 2;
    for (const char* a = first; a < last; a += 64) PrefetchToL2(a);
  });
}

// s[r][j] = q_r · k_j for R rows and 4 keys (or 1): each key vector is
// converted and scaled once for the R rows. q: R x padded; s row stride
// kQuantTile.
template <QuantFormat F, int R, int K>
HWY_INLINE void QuantScoresKeys(const QuantTile& t, std::int64_t j,
                                const float* HWY_RESTRICT q, std::int64_t dk,
                                float* HWY_RESTRICT s) {
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t group_bytes =
      F == QuantFormat::kQ4_0 ? kQuantGroup / 2 : kQuantGroup;
  using V = hn::Vec<DF>;
  // acc: row r's dot product with key k in Nth<r * K + k> (WithVectors:
  // SVE vectors are sizeless, no arrays of them).
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(df); };
  if constexpr (K > 1) {
    for (int k = 0; k < K; ++k) PrefetchCodes(t, j + k + kQuantPrefetch);
  }
  WithVectors<R * K>(zero, [&](auto... acc) QKV_INLINE_LAMBDA {
    for (std::int64_t g = 0; g * kQuantGroup < dk; ++g) {
      for (std::int64_t c = 0; c < kQuantGroup; c += lanes) {
        // Key vectors scaled as they are converted (code · scale, exact).
        const auto key = [&](auto k) QKV_INLINE_LAMBDA {
          return MulBroadcast(
              LoadCodes<F>(df, t.codes(j + k) + g * group_bytes, c),
              t.scale(j + k, g));
        };
        WithVectors<K>(key, [&](auto... kv) QKV_INLINE_LAMBDA {
          Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
            const V qv = hn::LoadU(df, q + r * dk + g * kQuantGroup + c);
            Unroll<K>([&](auto k) QKV_INLINE_LAMBDA {
              MulAddTo<r * K + k>(qv, Nth<k>(kv...), acc...);
            });
          });
        });
      }
    }
    Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
      float dots[4];
      if constexpr (K == 4) {
        SumOfLanes4(df, Nth<r * K>(acc...), Nth<r * K + 1>(acc...),
                    Nth<r * K + 2>(acc...), Nth<r * K + 3>(acc...), dots);
      } else {
        dots[0] = hn::GetLane(hn::SumOfLanes(df, Nth<r * K>(acc...)));
      }
      for (int k = 0; k < K; ++k) s[r * kQuantTile + j + k] = dots[k];
    });
  });
}

// o[r][col, col + kPass·lanes) += Σ_j p[r][j] · v_j for R rows over keys
// [0, len) of the tile, the accumulators in registers, summed in blocks of
// kValueSumKeys keys that are then added to o (the blocked summation of
// the float decode, decode-inl.h). scaled holds, for each group the
// columns touch (from col's), P times that group's value scales: each
// vector of codes is converted once for the R rows and never scaled.
template <QuantFormat F, int R, int kPass>
HWY_INLINE void QuantValuesPass(const QuantTile& t, std::int64_t len,
                                std::int64_t col, std::int64_t dv_pad,
                                const float* HWY_RESTRICT scaled,
                                float* HWY_RESTRICT o) {
  // scaled: groups x R x kQuantTile; o: R x dv_pad.
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t group_bytes =
      F == QuantFormat::kQ4_0 ? kQuantGroup / 2 : kQuantGroup;
  using V = hn::Vec<DF>;
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(df); };
  for (std::int64_t j0 = 0; j0 < len; j0 += kValueSumKeys) {
    const std::int64_t j1 = std::min(len, j0 + kValueSumKeys);
    // acc: row r's columns [col + v·lanes, +lanes) in Nth<r * kPass + v>.
    WithVectors<R * kPass>(zero, [&](auto... acc) QKV_INLINE_LAMBDA {
      for (std::int64_t j = j0; j < j1; ++j) {
        if (col == 0) PrefetchCodes(t, j + kQuantPrefetch);
        const std::uint8_t* codes = t.codes(j);
        Unroll<kPass>([&](auto v) QKV_INLINE_LAMBDA {
          const std::int64_t c = col + v * lanes, g = c / kQuantGroup;
          const V x =
              LoadCodes<F>(df, codes + g * group_bytes, c % kQuantGroup);
          const float* coef =
              scaled + (g - col / kQuantGroup) * R * kQuantTile + j;
          Unroll<R>([&](auto r) QKV_INLINE_LAMBDA {
            MulAddBroadcastTo<r * kPass + v>(coef + r * kQuantTile, x, acc...);
          });
        });
      }
      Unroll<R * kPass>([&](auto i) QKV_INLINE_LAMBDA {
        float* dst = o + (i / kPass) * dv_pad + col + (i % kPass) * lanes;
        hn::StoreU(hn::Add(hn::LoadU(df, dst), Nth<i>(acc...)), df, dst);
      });
    });
  }
}

// scaled[(g - g0) * R + r][j] = p[r][j] · scale of group g of key j for
// groups [g0, g1) and keys [0, len): the value scales folded into P.
template <int R>
void ScaleProbabilities(const QuantTile& t, std::int64_t len, std::int64_t g0,
                        std::int64_t g1, const float* HWY_RESTRICT p,
                        float* HWY_RESTRICT scaled) {
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  for (std::int64_t g = g0; g < g1; ++g) {
    const float* scales = &t.table[g * t.group_stride];
    for (int r = 0; r < R; ++r) {
      const float* src = p + r * kQuantTile;
      float* dst = scaled + ((g - g0) * R + r) * kQuantTile;
      std::int64_t j = 0;
      for (; j + lanes <= len; j += lanes) {
        hn::Store(hn::Mul(hn::LoadU(df, src + j), hn::LoadU(df, scales + j)),
                  df, dst + j);
      }
      for (; j < len; ++j) dst[j] = src[j] * scales[j];
    }
  }
}

// o[r][0, dv_pad) += Σ_j p[r][j] · v_j for R rows over keys [0, len) of
// the tile, in passes of kPass vectors of columns: two groups where
// vectors hold 16 floats (then each code vector feeds R FMAs whose
// coefficients come with the load, as many as the 32 registers allow),
// at most one group on narrower targets.
template <QuantFormat F, int R>
void QuantValues(const QuantTile& t, std::int64_t len, std::int64_t dv_pad,
                 const float* HWY_RESTRICT p, float* HWY_RESTRICT o) {
  // p: R x kQuantTile; o: R x dv_pad.
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  static_assert(hn::MaxLanes(DF()) <= kQuantGroup);
  constexpr int kVecs = kQuantGroup / hn::MaxLanes(DF());
  // Compiled targets have exact lane counts (SVE: only the fixed-width
  // SVE_256 and SVE2_128, CMakeLists.txt), so kVecs vectors cover a group.
  if (kVecs * lanes != kQuantGroup) {
    HWY_ABORT("QuantValues: %d lanes do not tile a group of %d",
              static_cast<int>(lanes), static_cast<int>(kQuantGroup));
  }
  // Vectors of columns per pass: two groups' where a group is 2 vectors,
  // else a group's, or 4 at a time on narrower targets (the scalar one
  // would hold R x 32 accumulators, which took its compile under ASan to
  // 20 minutes).
  constexpr int kPass = kVecs == 2 ? 4 : (kVecs < 4 ? kVecs : 4);
  constexpr int kOne = kVecs < kPass ? kVecs : kPass;  // one group at most
  constexpr std::int64_t kPassGroups = kPass > kVecs ? kPass / kVecs : 1;
  HWY_ALIGN float scaled[kPassGroups * R * kQuantTile];
  std::int64_t ready = -1;  // the group scaled holds (passes within one)
  for (std::int64_t col = 0; col < dv_pad;) {
    const std::int64_t g0 = col / kQuantGroup;
    if (col + kPass * lanes <= dv_pad) {
      if (g0 != ready) {
        ScaleProbabilities<R>(t, len, g0, g0 + kPassGroups, p, scaled);
        ready = kPassGroups == 1 ? g0 : -1;
      }
      QuantValuesPass<F, R, kPass>(t, len, col, dv_pad, scaled, o);
      col += kPass * lanes;
    } else {  // the last group alone
      ScaleProbabilities<R>(t, len, g0, g0 + 1, p, scaled);
      QuantValuesPass<F, R, kOne>(t, len, col, dv_pad, scaled, o);
      col += kOne * lanes;
    }
  }
}

// Per-thread buffers of one work item.
struct QuantState {
  // v_scales: group-major (QuantTile::group_stride); v_key_major: the
  // same scales key-major, as they are stored.
  std::vector<float> q, s, o, m, l, k_scales, v_scales, v_key_major, channel,
      qs;
  std::vector<std::int64_t> rows;  // the tile's rows (QuantTile::rows)
};

// Softmax step of one row over a tile: s holds its scores for keys
// [0, len) of which [0, seen) are visible; turns them into P (0 past
// seen), rescales the row's O and updates m, l.
void QuantSoftmaxRow(float* HWY_RESTRICT s, std::int64_t len, std::int64_t seen,
                     float* HWY_RESTRICT o, std::int64_t dv_pad, float& m,
                     float& l) {
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  if (seen <= 0) {
    std::fill(s, s + len, 0.0f);
    return;
  }
  float mx = m;
  std::int64_t i = 0;
  if (seen >= lanes) {
    auto vmax = hn::Set(df, m);
    for (; i + lanes <= seen; i += lanes)
      vmax = hn::Max(vmax, hn::LoadU(df, s + i));
    mx = hn::GetLane(hn::MaxOfLanes(df, vmax));
  }
  for (; i < seen; ++i) mx = std::max(mx, s[i]);
  const float alpha = std::exp(m - mx);  // m = -inf: 0
  const auto neg = hn::Set(df, -mx);
  std::int64_t j = 0;
  auto sum = hn::Zero(df);
  for (; j + lanes <= seen; j += lanes) {
    const auto e = ClampedExp<true>(df, hn::Add(hn::LoadU(df, s + j), neg));
    hn::StoreU(e, df, s + j);
    sum = hn::Add(sum, e);
  }
  float total = hn::GetLane(hn::SumOfLanes(df, sum));
  for (; j < seen; ++j) {
    s[j] = std::exp(s[j] - mx);
    total += s[j];
  }
  std::fill(s + seen, s + len, 0.0f);
  if (m != mx) {
    for (std::int64_t c = 0; c < dv_pad; ++c) o[c] *= alpha;
  }
  l = l * (m == mx ? 1.0f : alpha) + total;
  m = mx;
}

// The buffers of one register block of rows of an item.
struct QuantBlockRows {
  const float* q;            // R x dk: scale·H·q in float32
  float* s;                  // R x kQuantTile: S, then P
  float* o;                  // R x dv_pad: unnormalised O
  float* m;                  // R: running max
  float* l;                  // R: running sum
  const std::int64_t* seen;  // R: keys of the tile each row sees
  // Keys per channel: the tile's channel scales (group g's at g * dk) and
  // R x dk scratch; nullptr for keys per token.
  const float* channel;
  float* qs;
  // Keys of the next tile whose codes this block prefetches (the first
  // block of rows that attends the tile does; 0 for the others).
  std::int64_t prefetch_next;
};

// Prefetches into L2 the key and value codes of keys [j, j + n) of the
// next tile: a tile's worth of work ahead of their use, so memory latency
// is hidden (the loops prefetch into L1 only kQuantPrefetch keys ahead).
HWY_INLINE void PrefetchNextTile(const QuantTile& kt, const QuantTile& vt,
                                 std::int64_t j, std::int64_t n) {
  for (std::int64_t k = j; k < j + n; ++k) {
    PrefetchCodes<2>(kt, kQuantTile + k);
    PrefetchCodes<2>(vt, kQuantTile + k);
  }
}

// qs[r][c] = q[r][c] · channel scale c, for R rows of dk values (keys per
// channel: a group's scales folded into the query).
template <int R>
void ScaleQueryRows(const float* HWY_RESTRICT q,
                    const float* HWY_RESTRICT scales, std::int64_t dk,
                    float* HWY_RESTRICT qs) {
  const DF df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  for (int r = 0; r < R; ++r) {
    for (std::int64_t c = 0; c < dk; c += lanes) {
      hn::StoreU(
          hn::Mul(hn::LoadU(df, q + r * dk + c), hn::LoadU(df, scales + c)), df,
          qs + r * dk + c);
    }
  }
}

// Rows of one block over one tile: scores, softmax, P·V.
template <QuantFormat F, int R>
void QuantBlock(const QuantTile& kt, const QuantTile& vt, std::int64_t len,
                std::int64_t dk, std::int64_t dv_pad, const QuantBlockRows& x) {
  // Keys per token: one run over the tile. Keys per channel (src/quant.h):
  // one per group of kQuantGroup keys, the query rows times the group's
  // channel scales (kt's table then holds ones).
  const std::int64_t step = x.channel != nullptr ? kQuantGroup : len;
  for (std::int64_t g0 = 0; g0 < len; g0 += step) {
    const float* q = x.q;
    if (x.channel != nullptr) {
      ScaleQueryRows<R>(x.q, x.channel + g0 / kQuantGroup * dk, dk, x.qs);
      q = x.qs;
    }
    const std::int64_t end = std::min(len, g0 + step);
    std::int64_t j = g0;
    for (; j + 4 <= end; j += 4) {
      QuantScoresKeys<F, R, 4>(kt, j, q, dk, x.s);
      if (j < x.prefetch_next) {
        PrefetchNextTile(kt, vt, j,
                         std::min<std::int64_t>(4, x.prefetch_next - j));
      }
    }
    for (; j < end; ++j) QuantScoresKeys<F, R, 1>(kt, j, q, dk, x.s);
  }
  std::int64_t len_v = 0;
  for (int r = 0; r < R; ++r) {
    QuantSoftmaxRow(x.s + r * kQuantTile, len, x.seen[r], x.o + r * dv_pad,
                    dv_pad, x.m[r], x.l[r]);
    len_v = std::max(len_v, x.seen[r]);
  }
  QuantValues<F, R>(vt, len_v, dv_pad, x.s, x.o);
}

template <QuantFormat F>
void QuantBlockOf(int rows, const QuantTile& kt, const QuantTile& vt,
                  std::int64_t len, std::int64_t dk, std::int64_t dv_pad,
                  const QuantBlockRows& x) {
  switch (rows) {
    case 4:
      return QuantBlock<F, 4>(kt, vt, len, dk, dv_pad, x);
    case 3:
      return QuantBlock<F, 3>(kt, vt, len, dk, dv_pad, x);
    case 2:
      return QuantBlock<F, 2>(kt, vt, len, dk, dv_pad, x);
    default:
      return QuantBlock<F, 1>(kt, vt, len, dk, dv_pad, x);
  }
}

// A work item: KV heads [h0, h0 + heads) of sequence b over keys [c0, c1)
// (more than one head only for a token-major cache).
struct QuantSpan {
  std::int64_t b, h0, heads, c0, c1;
};

// Sets up the item's per-row state (rows of head h0 + k at k * rows): the
// scaled queries, O = 0, m = -inf, l = 0, and `visible` (keys each query
// position sees, below c1); returns the end of the keys any row sees.
std::int64_t StartQuantItem(const QuantAttendProblem& p, const QuantSpan& it,
                            QuantState& st,
                            std::vector<std::int64_t>& visible) {
  const std::int64_t group = p.num_heads / p.num_kv_heads;
  const std::int64_t rows = group * p.seq_q, dk = p.k.padded;
  const std::int64_t all = it.heads * rows;
  st.q.resize(all * dk);
  st.o.assign(all * p.v.padded, 0.0f);
  st.m.assign(all, -std::numeric_limits<float>::infinity());
  st.l.assign(all, 0.0f);
  for (std::int64_t x = 0; x < all; ++x) {
    const std::int64_t r = x % rows;
    const std::int64_t h = (it.h0 + x / rows) * group + r / p.seq_q;
    const double* qr =
        p.q + ((it.b * p.num_heads + h) * p.seq_q + r % p.seq_q) * dk;
    for (std::int64_t c = 0; c < dk; ++c) {
      st.q[x * dk + c] = static_cast<float>(p.scale * qr[c]);
    }
  }
  // Every head's row r is query position r % seq_q: one visible per row.
  visible.resize(rows);
  std::int64_t end = it.c0;
  for (std::int64_t r = 0; r < rows; ++r) {
    visible[r] = std::min(p.visible(it.b, r % p.seq_q), it.c1);
    end = std::max(end, visible[r]);
  }
  return end;
}

// The row blocks of head h0 + k of the item over the tile of keys [t0,
// t0 + len) (kt, vt: that head's view).
template <QuantFormat F>
void QuantHeadTile(const QuantAttendProblem& p, std::int64_t k, std::int64_t t0,
                   std::int64_t len, const QuantTile& kt, const QuantTile& vt,
                   const std::int64_t* visible, std::int64_t prefetch_next,
                   QuantState& st) {
  const std::int64_t rows = p.num_heads / p.num_kv_heads * p.seq_q;
  const std::int64_t dk = p.k.padded, dv_pad = p.v.padded;
  for (std::int64_t rb = 0; rb < rows; rb += kQuantRows) {
    const int n =
        static_cast<int>(std::min<std::int64_t>(kQuantRows, rows - rb));
    std::int64_t seen[kQuantRows], any = 0;
    for (int r = 0; r < n; ++r) {
      seen[r] = std::clamp<std::int64_t>(visible[rb + r] - t0, 0, len);
      any = std::max(any, seen[r]);
    }
    // Rows that see none of the tile (past their causal end, or padding
    // rows of a sequence with fewer query rows) leave O, m and l as they
    // are; their P would be all zeros.
    if (any == 0) continue;
    const std::int64_t x = k * rows + rb;
    const QuantBlockRows blk{&st.q[x * dk],
                             st.s.data(),
                             &st.o[x * dv_pad],
                             &st.m[x],
                             &st.l[x],
                             seen,
                             p.k.per_channel ? st.channel.data() : nullptr,
                             st.qs.data(),
                             prefetch_next};
    QuantBlockOf<F>(n, kt, vt, len, dk, dv_pad, blk);
    prefetch_next = 0;
  }
}

// Converts the scales of the tile of keys [t0, t0 + len) of the item's
// heads (st.rows: head h0's rows) and prefetches the next tile's.
void QuantTileScales(const QuantAttendProblem& p, const QuantSpan& it,
                     std::int64_t len, std::int64_t next, QuantState& st) {
  const std::int64_t* rows = st.rows.data();
  if (next > 0) {  // the next tile's scales, into L2
    PrefetchScales(p.k, rows + kQuantTile, next, it.heads);
    PrefetchScales(p.v, rows + kQuantTile, next, it.heads);
  }
  if (p.k.per_channel) {  // one head; t0 is a multiple of kQuantGroup
    for (std::int64_t g0 = 0; g0 < len; g0 += kQuantGroup) {
      WidenScales(p.k.scale_row(rows[g0]), p.k.padded,
                  &st.channel[g0 / kQuantGroup * p.k.padded]);
    }
  } else {
    FillScaleTable(p.k, rows, len, it.heads, st.k_scales.data());
  }
  // The values' scales group by group (QuantValues folds them into P).
  FillScaleTable(p.v, rows, len, it.heads, st.v_key_major.data());
  const std::int64_t groups = p.v.row_scales;
  for (std::int64_t h = 0; h < it.heads; ++h) {
    RegroupScales(st.v_key_major.data() + h * groups, len, groups,
                  it.heads * groups,
                  st.v_scales.data() + h * groups * kQuantTile);
  }
}

// Work item `it`: for each tile of keys, each KV head's rows (those of its
// query heads); writes (m, l, o[dv_pad]) per row of head h0 + k at
// partial + k * head_stride.
template <QuantFormat F>
void QuantItem(const QuantAttendProblem& p, const QuantSpan& it, QuantState& st,
               float* partial, std::int64_t head_stride) {
  const std::int64_t rows = p.num_heads / p.num_kv_heads * p.seq_q;
  const std::int64_t dk = p.k.padded, dv_pad = p.v.padded;
  std::vector<std::int64_t> visible;
  const std::int64_t end = StartQuantItem(p, it, st, visible);
  st.s.resize(kQuantRows * kQuantTile);
  st.k_scales.resize(it.heads * p.k.row_scales * kQuantTile);
  st.v_scales.resize(it.heads * p.v.row_scales * kQuantTile);
  st.v_key_major.resize(it.heads * p.v.row_scales * kQuantTile);
  st.rows.resize(2 * kQuantTile);
  if (p.k.per_channel) {  // the key table's ones; scales go into q
    std::fill(st.k_scales.begin(), st.k_scales.end(), 1.0f);
    st.channel.resize(kQuantTile / kQuantGroup * dk);
    st.qs.resize(kQuantRows * dk);
  }
  for (std::int64_t t0 = it.c0; t0 < end; t0 += kQuantTile) {
    const std::int64_t len = std::min(kQuantTile, end - t0);
    // Keys and values share their row numbering (src/quant.h); the rows
    // past the tile are the next tile's (prefetched), or the last again.
    const std::int64_t known = std::min(2 * kQuantTile, end - t0);
    p.k.rows(it.b, it.h0, t0, known, st.rows.data());
    std::fill(st.rows.begin() + known, st.rows.end(), st.rows[known - 1]);
    const std::int64_t next = std::max<std::int64_t>(known - kQuantTile, 0);
    QuantTileScales(p, it, len, next, st);
    for (std::int64_t k = 0; k < it.heads; ++k) {
      // Each head's first row block prefetches that head's rows of the
      // next tile (the whole next tile at once would not fit in L2 beside
      // this one for 8-bit codes and 8 heads).
      const QuantTile kt{&p.k,
                         st.rows.data(),
                         st.k_scales.data() + k * p.k.row_scales,
                         it.heads * p.k.row_scales,
                         1,
                         p.k.code_row(k)};
      const QuantTile vt{&p.v,
                         st.rows.data(),
                         st.v_scales.data() + k * p.v.row_scales * kQuantTile,
                         1,
                         kQuantTile,
                         p.v.code_row(k)};
      QuantHeadTile<F>(p, k, t0, len, kt, vt, visible.data(), next, st);
    }
  }
  for (std::int64_t k = 0; k < it.heads; ++k) {
    for (std::int64_t r = 0; r < rows; ++r) {
      float* out = partial + k * head_stride + r * (dv_pad + 2);
      const std::int64_t x = k * rows + r;
      out[0] = st.m[x];
      out[1] = st.l[x];
      std::copy(&st.o[x * dv_pad], &st.o[(x + 1) * dv_pad], out + 2);
    }
  }
}

// Keys per chunk when few rows share a KV head (split-KV).
constexpr std::int64_t kQuantChunk = 4096;

// Merges the chunk partials of row `row` of item set (b, kvh) in chunk
// order into out[0, dv) and lse. A row that read a NaN score (a NaN query,
// or a logit past float32's range: inf - inf) has a NaN sum l in that
// chunk and every later tile's (NaN · alpha), while its running max, a
// maximum that skips NaN, may be anything, -inf included: the row is NaN
// (the non-finite policy, docs/RELIABILITY.md), never the zeros of a row
// that saw no key.
void QuantMerge(const float* partials, std::int64_t chunks, std::int64_t stride,
                std::int64_t dv, float* out, float* lse) {
  for (std::int64_t c = 0; c < chunks; ++c) {
    if (std::isnan(partials[c * stride + 1])) {
      std::fill(out, out + dv, std::numeric_limits<float>::quiet_NaN());
      *lse = std::numeric_limits<float>::quiet_NaN();
      return;
    }
  }
  float mx = -std::numeric_limits<float>::infinity();
  for (std::int64_t c = 0; c < chunks; ++c)
    mx = std::max(mx, partials[c * stride]);
  std::fill(out, out + dv, 0.0f);
  if (mx == -std::numeric_limits<float>::infinity()) {
    *lse = mx;
    return;
  }
  float total = 0.0f;
  for (std::int64_t c = 0; c < chunks; ++c) {
    const float* part = partials + c * stride;
    if (part[1] == 0.0f) continue;
    const float w = std::exp(part[0] - mx);
    total += w * part[1];
    for (std::int64_t e = 0; e < dv; ++e) out[e] += w * part[2 + e];
  }
  for (std::int64_t e = 0; e < dv; ++e) out[e] /= total;
  *lse = mx + std::log(total);
}

void QuantAttend(const QuantAttendProblem& p, float* out, float* lse) {
  const std::int64_t group = p.num_heads / p.num_kv_heads;
  const std::int64_t rows = group * p.seq_q, dv_pad = p.v.padded;
  if (rows == 0 || p.batch == 0) return;  // no query rows: nothing to write
  std::int64_t longest = 0;
  for (std::int64_t b = 0; b < p.batch; ++b)
    longest = std::max(longest, p.held[b]);
  const std::int64_t chunks =
      rows <= 16
          ? std::max<std::int64_t>(1, (longest + kQuantChunk - 1) / kQuantChunk)
          : 1;
  const std::int64_t span = chunks == 1 ? longest : kQuantChunk;
  const std::int64_t stride = dv_pad + 2;
  const double flops =
      4.0 * static_cast<double>(p.batch * p.num_heads * p.seq_q) *
      static_cast<double>(longest) * static_cast<double>(p.k.padded + dv_pad);
  const Threads threads = threads_for(p.threads, flops);
  // KV heads per item: all of them for a token-major cache (an item then
  // reads whole token rows), in fewer items only if the threads would lack
  // work; one otherwise. Each head's arithmetic is the same in any item,
  // so this never changes a bit.
  std::int64_t heads = 1;
  if (p.k.token_major && p.k.block_table != nullptr) {
    const std::int64_t want = 4 * std::max(1, threads.count);
    const std::int64_t groups = std::clamp<std::int64_t>(
        (want + p.batch * chunks - 1) / (p.batch * chunks), 1, p.num_kv_heads);
    heads = (p.num_kv_heads + groups - 1) / groups;
  }
  const std::int64_t groups = (p.num_kv_heads + heads - 1) / heads;
  std::vector<float> partials(p.batch * p.num_kv_heads * chunks * rows *
                              stride);
  parallel_for_cyclic(
      p.batch * groups * chunks, threads, [] { return QuantState(); },
      [&](QuantState& st, std::int64_t item) {
        const std::int64_t c = item % chunks, bg = item / chunks;
        const std::int64_t b = bg / groups, h0 = bg % groups * heads;
        const QuantSpan it{b, h0, std::min(heads, p.num_kv_heads - h0),
                           c * span, (c + 1) * span};
        float* part =
            &partials[((b * p.num_kv_heads + h0) * chunks + c) * rows * stride];
        if (p.k.format == QuantFormat::kQ4_0) {
          QuantItem<QuantFormat::kQ4_0>(p, it, st, part,
                                        chunks * rows * stride);
        } else {
          QuantItem<QuantFormat::kQ8_0>(p, it, st, part,
                                        chunks * rows * stride);
        }
      });
  // Row (b, kvh, r) of chunk c sits at ((bh * chunks + c) * rows + r).
  for (std::int64_t bh = 0; bh < p.batch * p.num_kv_heads; ++bh) {
    for (std::int64_t r = 0; r < rows; ++r) {
      const std::int64_t b = bh / p.num_kv_heads, kvh = bh % p.num_kv_heads;
      const std::int64_t h = kvh * group + r / p.seq_q, i = r % p.seq_q;
      const std::int64_t row = (b * p.num_heads + h) * p.seq_q + i;
      std::vector<float> o(dv_pad);
      QuantMerge(&partials[(bh * chunks * rows + r) * stride], chunks,
                 rows * stride, dv_pad, o.data(), &lse[row]);
      std::copy(o.begin(), o.begin() + p.v.dim, out + row * p.v.dim);
    }
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::internal {

HWY_EXPORT(QuantAttend);

void quant_attend(const QuantAttendProblem& p, float* out, float* lse) {
  HWY_DYNAMIC_DISPATCH(QuantAttend)(p, out, lse);
}

}  // namespace qkv::internal
#endif
