// The tiled forward kernel (FlashAttention-2 order) with Highway SIMD.
//
// Work item = (batch b, KV head, block of kBlockRows query rows). The rows of
// a block run across the heads of one KV group (row = i * group + head), so a
// K/V tile is loaded once for every query head that reads it (GQA). For each
// KV tile of kTileKeys keys AttendBlock runs four named steps:
//   1. ScoreTile: packs K transposed (head_dim x tile) and V (tile x
//      head_dim_v) as float32 into per-thread buffers (storage dtypes are
//      converted here), then S = (scale·Q)·Kᵀ with a kMicroRows x 2-vector
//      register-tiled GEMM,
//   2. MaskTileRow, per row: softcap, ALiBi, masks (index masks as one key
//      range per row, dense masks read through their strides),
//   3. SoftmaxRowUpdate, per row: running max and sum, P = exp, O rescaled
//      when the max grows; DropoutRow from the Philox stream,
//   4. AccumulateValues: O += P·V with the same micro-kernel,
// and divides O by the running sum once at the end. No buffer depends on
// seq_q x seq_kv: per thread the buffers are Q (48 x d), Kᵀ (d x 128),
// V (128 x d_v), S/P (48 x 128) and O (48 x d_v) floats — for d = d_v = 128
// that is 24 + 64 + 64 + 24 + 24 KiB, resident in L2.
//
// Memory traffic per item: Q block once, K and V once per block: for P2
// (seq 2048, d 128, 16 heads) each head's K+V (2 MiB) is read 43 times from
// L2/L3 (one per block of 48 rows), 86 MiB per head against 2048·2048·128·4
// = 2.1 GFLOP of FMAs: ~25 FLOP per byte, compute-bound.
//
// Blocks of at most kDirectMaxRows rows (decoding) read K and V in place
// instead of packing them (decode-inl.h); few rows and many keys split the
// keys into chunks merged exactly (SplitForward, merge_row.h). Every step is
// templated on the storage type T, dispatched once in TiledForward.
#include "kernels/forward.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include "dtype.h"
#include "hwy/aligned_allocator.h"
#include "kernels/aligned.h"
#include "kernels/forward_amx.h"
#include "kernels/mask_ranges.h"
#include "merge_row.h"
#include "philox.h"
#include "threading.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/forward.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// decode-inl.h (and the common-inl.h it includes) is per target: it must
// come after foreach_target.h.
#include "kernels/decode-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {

using Tiles = ForwardTiles;

// Per-thread buffers, 2N-aligned, reused across work items and calls.
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
  std::int64_t pack_keys = 0;  // keys (whole tiles) kt_all, v_all hold
  hwy::AlignedFreeUniquePtr<float[]> kt_all, v_all;
  std::vector<std::uint8_t> tile_finite;
  // bfloat16 blocks in bf16 tiles (forward_amx.h), made at first use;
  // amx_engine: this call's engine, empty until decided.
  std::unique_ptr<AmxForward> amx;
  std::optional<Bf16Engine> amx_engine;
  // O of the block not yet written (StartBlock's lazy_o): the next P·V
  // stores instead of adding.
  bool o_fresh = false;

  Scratch(std::int64_t d, std::int64_t dvp)
      : head_dim(d),
        dv_pad(dvp),
        tile(Tiles::kTileKeys),
        q(AllocateScratch<float>(Tiles::kBlockRows * d)),
        kt(AllocateScratch<float>(d * Tiles::kTileKeys)),
        v(AllocateScratch<float>(Tiles::kTileKeys * dvp)),
        s(AllocateScratch<float>(Tiles::kBlockRows * Tiles::kTileKeys)),
        o(AllocateScratch<float>(Tiles::kBlockRows * dvp)),
        m(Tiles::kBlockRows),
        l(Tiles::kBlockRows),
        range(Tiles::kBlockRows),
        hidden(Tiles::kBlockRows * Tiles::kTileKeys),
        row_hidden(Tiles::kBlockRows) {}

  // Ready for a new call: nothing packed yet (the inputs are new); a large
  // pack cache of the previous call is given back.
  void StartCall() {
    cached_head = -1;
    amx_engine.reset();
    if (amx) amx->start_call();
    if (pack_keys * (head_dim + dv_pad) * 4 > Tiles::kKeepPackBytes) {
      kt_all.reset();
      v_all.reset();
      pack_keys = 0;
    }
  }

  // The decode path's view of these buffers, prefetching as p's choice
  // says.
  DecodeRows decode(const AttentionProblem& p) {
    return {q.get(),       s.get(), o.get(), row_hidden.data(),
            hidden.data(), tile,    dv_pad,  PrefetchesToL2(p)};
  }
};

// This thread's Scratch for (head_dim d, dv_pad dvp), kept between calls:
// allocating it costs more than a short call's arithmetic.
Scratch* ThreadScratch(std::int64_t d, std::int64_t dvp) {
  thread_local std::optional<Scratch> scratch;
  if (!scratch || scratch->head_dim != d || scratch->dv_pad != dvp) {
    scratch.emplace(d, dvp);
  }
  scratch->StartCall();
  return &*scratch;
}

// The threads of a call: its own, or the calling thread alone when the
// work is too small to share (threads_for).
Threads CallThreads(const AttentionProblem& p) {
  const double pairs = static_cast<double>(p.batch * p.num_heads) *
                       static_cast<double>(p.seq_q) *
                       static_cast<double>(p.seq_kv);
  return threads_for(
      p.threads, 2.0 * pairs * static_cast<double>(p.head_dim + p.head_dim_v));
}

// One work item: rows [r0, r0 + rows) of KV head kvh of batch b (row = i *
// group + head in group, see row_pos), over keys [key_begin, key_end).
struct Block {
  std::int64_t b, kvh, r0, rows, key_begin, key_end;
};

// Row block `index` of the (b, kvh) numbered bkv = b * num_kv_heads + kvh.
Block MakeBlock(const AttentionProblem& p, std::int64_t bkv, std::int64_t index,
                std::int64_t key_begin, std::int64_t key_end) {
  // Ragged problems (varlen, paged) trim rows and keys to the sequence's
  // lengths: no work and no access past them (the block may be empty).
  const std::int64_t b = bkv / p.num_kv_heads;
  const std::int64_t rows = p.group() * p.q_rows(b);
  const std::int64_t r0 = index * Tiles::kBlockRows;
  return {
      b,
      bkv % p.num_kv_heads,
      r0,
      std::max<std::int64_t>(0, std::min(rows, r0 + Tiles::kBlockRows) - r0),
      key_begin,
      std::max(key_begin, std::min(key_end, p.kv_rows(b)))};
}

// One KV tile of a block: keys [start, start + len), padded to len_pad.
struct KeyTile {
  std::int64_t start = 0, len = 0, len_pad = 0;
  const float* v = nullptr;  // packed V (tile x dv_pad); null on the direct
                             // path, which reads V in place
  bool finite_v = false;     // false: mark hidden keys, skip them in P·V
  bool any_hidden = false;   // some row has a hidden key (when !finite_v)
};

// The 8 x 8 block of rows src[r * stride + c] (r, c < 8) transposed into
// dst[c * ld + r]: interleaves of 32-bit, then 64-bit elements within each
// 128-bit half, then the halves (24 shuffles for 64 elements; 4 x 4 blocks
// take 32). AVX2 and AVX-512 only: 8 floats are one vector there.
#if HWY_ARCH_X86 && HWY_TARGET <= HWY_AVX2
#define QKV_TRANSPOSE_8X8 1
void Transpose8x8(const float* HWY_RESTRICT src, std::int64_t stride,
                  float* HWY_RESTRICT dst, std::int64_t ld) {
  // src: 8 rows x 8 floats (row stride `stride`) -> dst: 8 x 8 (ld).
  const hn::FixedTag<float, 8> d8;
  const hn::Repartition<double, decltype(d8)> d64;
  const auto row = [&](int r) { return hn::LoadU(d8, src + r * stride); };
  const auto wide = [&](auto v) { return hn::BitCast(d64, v); };
  const auto r0 = row(0), r1 = row(1), r2 = row(2), r3 = row(3);
  const auto r4 = row(4), r5 = row(5), r6 = row(6), r7 = row(7);
  // t: pairs of rows interleaved; u: columns c and c + 4 of 4 rows.
  const auto t0 = wide(hn::InterleaveLower(d8, r0, r1));
  const auto t1 = wide(hn::InterleaveUpper(d8, r0, r1));
  const auto t2 = wide(hn::InterleaveLower(d8, r2, r3));
  const auto t3 = wide(hn::InterleaveUpper(d8, r2, r3));
  const auto t4 = wide(hn::InterleaveLower(d8, r4, r5));
  const auto t5 = wide(hn::InterleaveUpper(d8, r4, r5));
  const auto t6 = wide(hn::InterleaveLower(d8, r6, r7));
  const auto t7 = wide(hn::InterleaveUpper(d8, r6, r7));
  const auto narrow = [&](auto v) { return hn::BitCast(d8, v); };
  const auto u0 = narrow(hn::InterleaveLower(d64, t0, t2));
  const auto u1 = narrow(hn::InterleaveUpper(d64, t0, t2));
  const auto u2 = narrow(hn::InterleaveLower(d64, t1, t3));
  const auto u3 = narrow(hn::InterleaveUpper(d64, t1, t3));
  const auto u4 = narrow(hn::InterleaveLower(d64, t4, t6));
  const auto u5 = narrow(hn::InterleaveUpper(d64, t4, t6));
  const auto u6 = narrow(hn::InterleaveLower(d64, t5, t7));
  const auto u7 = narrow(hn::InterleaveUpper(d64, t5, t7));
  hn::StoreU(hn::ConcatLowerLower(d8, u4, u0), d8, dst);
  hn::StoreU(hn::ConcatLowerLower(d8, u5, u1), d8, dst + ld);
  hn::StoreU(hn::ConcatLowerLower(d8, u6, u2), d8, dst + 2 * ld);
  hn::StoreU(hn::ConcatLowerLower(d8, u7, u3), d8, dst + 3 * ld);
  hn::StoreU(hn::ConcatUpperUpper(d8, u4, u0), d8, dst + 4 * ld);
  hn::StoreU(hn::ConcatUpperUpper(d8, u5, u1), d8, dst + 5 * ld);
  hn::StoreU(hn::ConcatUpperUpper(d8, u6, u2), d8, dst + 6 * ld);
  hn::StoreU(hn::ConcatUpperUpper(d8, u7, u3), d8, dst + 7 * ld);
}
#endif

// The 4 x 4 block of rows src[r * stride + c] transposed into
// dst[c * ld + r], in 128-bit vectors.
void Transpose4x4(const float* HWY_RESTRICT src, std::int64_t stride,
                  float* HWY_RESTRICT dst, std::int64_t ld) {
#if HWY_TARGET != HWY_SCALAR
  const hn::FixedTag<float, 4> d4;
  const auto r0 = hn::LoadU(d4, src);
  const auto r1 = hn::LoadU(d4, src + stride);
  const auto r2 = hn::LoadU(d4, src + 2 * stride);
  const auto r3 = hn::LoadU(d4, src + 3 * stride);
  const auto lo01 = hn::InterleaveLower(d4, r0, r1);
  const auto lo23 = hn::InterleaveLower(d4, r2, r3);
  const auto hi01 = hn::InterleaveUpper(d4, r0, r1);
  const auto hi23 = hn::InterleaveUpper(d4, r2, r3);
  hn::StoreU(hn::ConcatLowerLower(d4, lo23, lo01), d4, dst);
  hn::StoreU(hn::ConcatUpperUpper(d4, lo23, lo01), d4, dst + ld);
  hn::StoreU(hn::ConcatLowerLower(d4, hi23, hi01), d4, dst + 2 * ld);
  hn::StoreU(hn::ConcatUpperUpper(d4, hi23, hi01), d4, dst + 3 * ld);
#else
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) dst[c * ld + r] = src[r * stride + c];
  }
#endif
}

// Kᵀ of `len` float32 key rows: kt[c * kT + j] = k_rows[j * stride + c],
// in blocks transposed in registers (a scalar transpose stores to a new
// cache line at every element), 8 x 8 where a vector holds 8 floats, else
// 4 x 4; the edges element by element.
void TransposeKeys(const float* HWY_RESTRICT k_rows, std::int64_t stride,
                   std::int64_t len, std::int64_t d, std::int64_t kT,
                   float* HWY_RESTRICT kt) {
  // k_rows: len x d (row stride `stride`) -> kt: d x kT.
#ifdef QKV_TRANSPOSE_8X8
  constexpr std::int64_t kB = 8;
#else
  constexpr std::int64_t kB = 4;
#endif
  const std::int64_t j0 = len / kB * kB, c0 = d / kB * kB;
  for (std::int64_t j = 0; j < j0; j += kB) {
    const float* src = k_rows + j * stride;
    for (std::int64_t c = 0; c < c0; c += kB) {
#ifdef QKV_TRANSPOSE_8X8
      Transpose8x8(src + c, stride, kt + c * kT + j, kT);
#else
      Transpose4x4(src + c, stride, kt + c * kT + j, kT);
#endif
    }
  }
  for (std::int64_t j = 0; j < len; ++j) {
    const float* src = k_rows + j * stride;
    for (std::int64_t c = j < j0 ? c0 : 0; c < d; ++c) kt[c * kT + j] = src[c];
  }
}
#undef QKV_TRANSPOSE_8X8

// Packs keys [start, start + len) of (b, kvh): Kᵀ into kt (head_dim x kT),
// V into v (len x dv_pad), zero-padded to len_pad keys. Returns false if a
// value is not finite (inf or NaN).
template <class T>
bool PackTile(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
              std::int64_t start, std::int64_t len, std::int64_t len_pad,
              std::int64_t kT, std::int64_t dv_pad, float* HWY_RESTRICT kt,
              float* HWY_RESTRICT v) {
  // K, V of (b, kvh): seq_kv x head_dim, seq_kv x head_dim_v (storage T).
  const std::int64_t d = p.head_dim, dv = p.head_dim_v;
  for (std::int64_t j = 0; j < len;) {
    // Rows j.. that lie stride[2] apart (a paged cache's block ends a run).
    const std::int64_t run = std::min(len - j, p.k.run_rows(start + j));
    const T* k_rows = p.k.row<const T>(b, kvh, start + j);
    if constexpr (std::is_same_v<T, float>) {
      TransposeKeys(k_rows, p.k.stride[2], run, d, kT, kt + j);
    } else {
      for (std::int64_t r = 0; r < run; ++r) {
        const T* src = k_rows + r * p.k.stride[2];
        for (std::int64_t c = 0; c < d; ++c)
          kt[c * kT + j + r] = ScalarAsFloat(src + c);
      }
    }
    j += run;
  }
  for (std::int64_t c = 0; c < d; ++c) {
    for (std::int64_t j = len; j < len_pad; ++j) kt[c * kT + j] = 0.0f;
  }
  // x · 0 is NaN exactly for inf / NaN: `check` stays 0 while V is finite
  // (summed in vectors: a scalar sum is a chain of dependent adds).
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const auto zero = hn::Zero(df);
  auto check = zero;
  for (std::int64_t j = 0; j < len; ++j) {
    const T* src = p.v.row<const T>(b, kvh, start + j);
    float* dst = v + j * dv_pad;
    if constexpr (std::is_same_v<T, float>) {
      std::memcpy(dst, src, sizeof(float) * dv);
    } else {
      LoadRow(src, dv, 1.0f, dst);
    }
    for (std::int64_t c = dv; c < dv_pad; ++c) dst[c] = 0.0f;
    for (std::int64_t c = 0; c < dv_pad; c += lanes) {
      check = hn::Add(check, hn::Mul(hn::LoadU(df, dst + c), zero));
    }
  }
  return hn::AllTrue(df, hn::Eq(check, zero));
}

// Starts a block: Q rows, pre-scaled, into s.q (rows x head_dim); each
// row's key range (within the block's keys, narrowed by bool masks) into
// s.range; m = -inf, l = 0, O = 0, or with lazy_o (the packed path, whose
// first P·V writes O instead of adding to it) O left unwritten when the
// block sees some key (s.o_fresh). Returns the union of the rows' ranges
// (empty: nothing to see).
template <class T>
KeyRange StartBlock(const AttentionProblem& p, const Block& blk, Scratch& s,
                    bool lazy_o = false) {
  // q of (b, heads of kvh): seq_q x head_dim (storage T).
  const std::int64_t d = p.head_dim;
  const float scale = static_cast<float>(p.scale);
  KeyRange seen{blk.key_end, blk.key_begin};
  MaskNarrower narrow(p);
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    const auto [h, i] = row_pos(p, blk.kvh, blk.r0 + r);
    LoadRow(p.q.row<const T>(blk.b, h, i), d, scale, s.q.get() + r * d);
    KeyRange range = visible_keys(p, blk.b, i);
    range.lo = std::max(range.lo, blk.key_begin);
    range.hi = std::max(range.lo, std::min(range.hi, blk.key_end));
    range = narrow(blk.b, h, i, range);
    s.range[r] = range;
    if (range.hi > range.lo) {
      seen.lo = std::min(seen.lo, range.lo);
      seen.hi = std::max(seen.hi, range.hi);
    }
    s.m[r] = kNegInf;
    s.l[r] = 0.0f;
  }
  s.o_fresh = lazy_o && seen.hi > seen.lo;
  if (!s.o_fresh) std::fill(s.o.get(), s.o.get() + blk.rows * s.dv_pad, 0.0f);
  return seen;
}

// Packs every tile of (b, kvh) into s.kt_all / s.v_all, once per thread,
// when they fit in kPackCacheBytes; returns whether they do.
template <class T>
bool PackHead(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
              Scratch& s) {
  // K, V of (b, kvh) -> tiles x (head_dim x kT) and tiles x (kT x dv_pad).
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t kT = s.tile, d = p.head_dim, dvp = s.dv_pad;
  const std::int64_t keys = p.kv_rows(b);
  const std::int64_t tiles = (keys + kT - 1) / kT;
  if (tiles * kT * (d + dvp) * 4 > Tiles::kPackCacheBytes) return false;
  const std::int64_t head_id = b * p.num_kv_heads + kvh;
  if (s.cached_head == head_id) return true;
  if (s.pack_keys < tiles * kT) {
    s.cached_head = -1;  // none cached if an allocation throws
    s.kt_all = AllocateScratch<float>(tiles * d * kT);
    s.v_all = AllocateScratch<float>(tiles * kT * dvp);
    s.pack_keys = tiles * kT;
  }
  s.tile_finite.resize(tiles);
  for (std::int64_t t = 0; t < tiles; ++t) {
    const std::int64_t len = std::min(kT, keys - t * kT);
    s.tile_finite[t] =
        PackTile<T>(p, b, kvh, t * kT, len, RoundUp(len, step), kT, dvp,
                    s.kt_all.get() + t * d * kT, s.v_all.get() + t * kT * dvp);
  }
  s.cached_head = head_id;
  return true;
}

// Keys of the tile at `start` that the block computes: the whole tile, or
// on a packed tile that no row sees to its end (the causal diagonal) only
// up to the last visible key `seen_hi`, rounded up to a chunk of kSumChunk
// keys. The keys left out are hidden from every row: P = 0 there, and the
// P·V chunks they fill would add exact zeros, so the result is the same
// bits as with the whole tile.
std::int64_t TileKeys(const Block& blk, std::int64_t start, std::int64_t kT,
                      std::int64_t seen_hi, bool direct) {
  const std::int64_t len = std::min(kT, blk.key_end - start);
  if (direct) return len;
  return std::min(len, RoundUp(seen_hi - start, GemmTiles::kSumChunk));
}

// Step 1 of a tile: S = (scale·Q)·Kᵀ into s.s (rows x tile) for keys
// [start, start + len), packing K and V first unless the head is cached or
// the block is read in place (direct).
template <class T>
KeyTile ScoreTile(const AttentionProblem& p, const Block& blk,
                  std::int64_t start, std::int64_t seen_hi, bool direct,
                  bool cached, Scratch& s) {
  // s.q: rows x head_dim; K of (b, kvh): seq_kv x head_dim.
  const hn::ScalableTag<float> df;
  const std::int64_t kT = s.tile, d = p.head_dim, dvp = s.dv_pad;
  KeyTile t;
  t.start = start;
  t.len = TileKeys(blk, start, kT, seen_hi, direct);
  t.len_pad = RoundUp(t.len, 2 * static_cast<std::int64_t>(hn::Lanes(df)));
  if (direct) {
    DirectScores<T>(p, blk.b, blk.kvh, start, t.len, t.len_pad, blk.rows,
                    s.decode(p));
    return t;
  }
  const float* kt = s.kt.get();
  if (cached) {
    kt = s.kt_all.get() + (start / kT) * d * kT;
    t.v = s.v_all.get() + start * dvp;
    t.finite_v = s.tile_finite[start / kT] != 0;
  } else {
    t.v = s.v.get();
    t.finite_v = PackTile<T>(p, blk.b, blk.kvh, start, t.len, t.len_pad, kT,
                             dvp, s.kt.get(), s.v.get());
  }
  Gemm(s.q.get(), d, 1, kt, kT, d, s.s.get(), kT, blk.rows, t.len_pad, false);
  return t;
}

// Records row r's hidden keys (S = -inf) in s.hidden if it has any: only
// keys [0, len) are read by P·V, and most decode tiles hide none.
void MarkHiddenKeys(std::int64_t r, KeyTile& t, Scratch& s) {
  // s.s, s.hidden: rows x tile.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const float* s_row = s.s.get() + r * s.tile;
  const auto ninf = hn::Set(df, kNegInf);
  bool row_hidden = false;
  for (std::int64_t j = 0; j < t.len; j += lanes) {
    const auto m = hn::And(hn::Eq(hn::Load(df, s_row + j), ninf),
                           hn::FirstN(df, static_cast<size_t>(t.len - j)));
    row_hidden = row_hidden || !hn::AllFalse(df, m);
  }
  if (!row_hidden) return;
  for (std::int64_t j = 0; j < t.len_pad; ++j) {
    s.hidden[r * s.tile + j] = s_row[j] == kNegInf ? 1 : 0;
  }
  s.row_hidden[r] = 1;
  t.any_hidden = true;
}

// Step 2, row r of the tile: softcap, ALiBi and masks; hidden keys become
// -inf (and are recorded when V is not finite). Returns false if the row
// sees no key of the tile: its P row is then zero.
bool MaskTileRow(const AttentionProblem& p, const Block& blk, std::int64_t r,
                 KeyTile& t, Scratch& s) {
  // s.s: rows x tile; this row's logits s_row[0, len_pad).
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  float* s_row = s.s.get() + r * s.tile;
  const KeyRange range = s.range[r];
  if (range.hi <= t.start || range.lo >= t.start + t.len) {
    std::fill(s_row, s_row + t.len_pad, 0.0f);  // P = 0, row unchanged
    s.row_hidden[r] = 1;
    t.any_hidden = true;
    if (!t.finite_v) {
      std::fill_n(s.hidden.begin() + r * s.tile, t.len_pad, std::uint8_t{1});
    }
    return false;
  }
  if (p.softcap > 0.0) {
    const float cap = static_cast<float>(p.softcap);
    const auto vcap = hn::Set(df, cap), inv = hn::Set(df, 1.0f / cap);
    for (std::int64_t j = 0; j < t.len_pad; j += lanes) {
      const auto x = hn::Mul(hn::Load(df, s_row + j), inv);
      const auto th = hn::IfThenElse(hn::IsNaN(x), x, hn::Tanh(df, x));
      hn::Store(hn::Mul(vcap, th), df, s_row + j);
    }
  }
  if (MasksByPosition(p)) {
    const auto [h, i] = row_pos(p, blk.kvh, blk.r0 + r);
    MaskRow(p, blk.b, h, i, t.start, t.len_pad, range, s_row);
  } else {
    HideOutsideRange(t.start, t.len_pad, range, s_row);
  }
  s.row_hidden[r] = 0;
  if (!t.finite_v) MarkHiddenKeys(r, t, s);
  return true;
}

// The end of row r's online-softmax step: its new max m_new (finite) and
// the sum of its tile's P update m and l, and O is rescaled when the max
// grew.
void FinishRowUpdate(std::int64_t r, float m_new, float sum, Scratch& s) {
  // s.o: rows x dv_pad; s.m, s.l: rows.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const float m_old = s.m[r];
  s.m[r] = m_new;
  if (m_old == kNegInf) {  // the row's first keys: O = 0, l = 0 (or NaN)
    s.l[r] = s.l[r] * 0.0f + sum;
    return;
  }
  const float correction = std::exp(m_old - m_new);
  s.l[r] = s.l[r] * correction + sum;
  if (correction != 1.0f) {
    const auto vc = hn::Set(df, correction);
    float* o_row = s.o.get() + r * s.dv_pad;
    for (std::int64_t c = 0; c < s.dv_pad; c += lanes) {
      hn::Store(hn::Mul(hn::Load(df, o_row + c), vc), df, o_row + c);
    }
  }
}

// Step 3, row r: the online softmax. Running max m and sum l, P = e^(S - m)
// in place, O rescaled when the max grows. Returns false while the row has
// seen no finite logit (P stays zero; a NaN logit still poisons l).
bool SoftmaxRowUpdate(std::int64_t r, std::int64_t len_pad, Scratch& s) {
  // s.s: rows x tile; s.o: rows x dv_pad; s.m, s.l: rows.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  float* s_row = s.s.get() + r * s.tile;
  auto vmax = hn::Set(df, kNegInf);
  for (std::int64_t j = 0; j < len_pad; j += lanes) {
    vmax = hn::Max(vmax, hn::Load(df, s_row + j));
  }
  const float m_old = s.m[r];
  const float m_new = std::max(m_old, hn::GetLane(hn::MaxOfLanes(df, vmax)));
  if (m_new == kNegInf) {
    bool nan = false;
    for (std::int64_t j = 0; j < len_pad; ++j)
      nan = nan || std::isnan(s_row[j]);
    if (nan) s.l[r] = std::numeric_limits<float>::quiet_NaN();
    std::fill(s_row, s_row + len_pad, 0.0f);
    return false;
  }
  const auto vm = hn::Set(df, m_new);
  auto vsum = hn::Zero(df);
  for (std::int64_t j = 0; j < len_pad; j += lanes) {
    const auto e = ClampedExp<true>(df, hn::Sub(hn::Load(df, s_row + j), vm));
    vsum = hn::Add(vsum, e);
    hn::Store(e, df, s_row + j);
  }
  FinishRowUpdate(r, m_new, hn::GetLane(hn::SumOfLanes(df, vsum)), s);
  return true;
}

// Step 3b, row r: dropout zeroes P of the dropped keys the row may see (the
// Philox stream of (b, h, i), 4 keys per counter).
void DropoutRow(const AttentionProblem& p, const Block& blk, std::int64_t r,
                const KeyTile& t, KeyRange range, float* HWY_RESTRICT s_row) {
  // s_row: P of keys [start, start + len_pad).
  const std::uint32_t threshold = dropout_threshold(p.dropout_p);
  const auto [h, i] = row_pos(p, blk.kvh, blk.r0 + r);
  const std::int64_t lo = std::max(range.lo, t.start) - t.start;
  const std::int64_t hi = std::min(range.hi, t.start + t.len) - t.start;
  for (std::int64_t j4 = lo / 4 * 4; j4 < hi; j4 += 4) {
    const PhiloxCounter bits = dropout_bits(p.seed, p.offset, p.num_heads,
                                            blk.b, h, i, (t.start + j4) / 4);
    for (int w = 0; w < 4; ++w) {
      if (bits[w] < threshold) s_row[j4 + w] = 0.0f;
    }
  }
}

// Step 4: O += P·V over the tile's keys.
template <class T>
void AccumulateValues(const AttentionProblem& p, const Block& blk,
                      const KeyTile& t, bool direct, Scratch& s) {
  // s.s (P): rows x tile; V: len x head_dim_v; s.o: rows x dv_pad.
  const std::int64_t kT = s.tile, dvp = s.dv_pad;
  if (direct) {
    DirectValues<T>(p, blk.b, blk.kvh, t.start, t.len, blk.rows, t.any_hidden,
                    s.decode(p));
  } else if (t.finite_v) {
    Gemm(s.s.get(), kT, 1, t.v, dvp, t.len, s.o.get(), dvp, blk.rows, dvp,
         !s.o_fresh);
  } else {
    if (s.o_fresh) std::fill(s.o.get(), s.o.get() + blk.rows * dvp, 0.0f);
    // A value row with inf or NaN: read only the keys each row may see,
    // as the reference does (a hidden NaN poisons nothing).
    for (std::int64_t r = 0; r < blk.rows; ++r) {
      float* o_row = s.o.get() + r * dvp;
      for (std::int64_t j = 0; j < t.len; ++j) {
        if (s.row_hidden[r] && s.hidden[r * kT + j]) continue;
        const float pj = s.s[r * kT + j];
        const float* v_row = t.v + j * dvp;
        for (std::int64_t c = 0; c < dvp; ++c) o_row[c] += pj * v_row[c];
      }
    }
  }
  s.o_fresh = false;
}

// SoftmaxRowUpdate of kSoftmaxRows rows at once: the same operations on
// each row (so the same bits), as independent chains, where one row's max,
// exponentials and sum are a chain of dependent steps that one row alone
// leaves the core waiting on. Rows whose tile has no finite logit take
// SoftmaxRowUpdate. updated[k]: its return value for row rows[k].
// (8 rows: 1.01-1.02x of 4 on S1-S3, SPR; 4: 1.03-1.12x of one.)
constexpr int kSoftmaxRows = 8;
void SoftmaxRowsUpdate(const std::int64_t* rows, std::int64_t len_pad,
                       Scratch& s, bool* updated) {
  // s.s: rows x tile; s.o: rows x dv_pad; s.m, s.l: rows.
  constexpr int N = kSoftmaxRows;
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  float* row[N];
  float m[N];
  for (int k = 0; k < N; ++k) row[k] = s.s.get() + rows[k] * s.tile;
  const auto ninf = [&](auto)
                        QKV_INLINE_LAMBDA { return hn::Set(df, kNegInf); };
  WithVectors<N>(ninf, [&](auto... x) QKV_INLINE_LAMBDA {
    for (std::int64_t j = 0; j < len_pad; j += lanes) {
      Unroll<N>([&](auto k) QKV_INLINE_LAMBDA {
        Nth<k>(x...) = hn::Max(Nth<k>(x...), hn::Load(df, row[k] + j));
      });
    }
    Unroll<N>([&](auto k) QKV_INLINE_LAMBDA {
      m[k] =
          std::max(s.m[rows[k]], hn::GetLane(hn::MaxOfLanes(df, Nth<k>(x...))));
    });
  });
  bool all_finite = true;
  for (int k = 0; k < N; ++k) all_finite = all_finite && m[k] != kNegInf;
  if (!all_finite) {
    for (int k = 0; k < N; ++k)
      updated[k] = SoftmaxRowUpdate(rows[k], len_pad, s);
    return;
  }
  const auto zero = [&](auto) QKV_INLINE_LAMBDA { return hn::Zero(df); };
  WithVectors<N>(zero, [&](auto... sum) QKV_INLINE_LAMBDA {
    for (std::int64_t j = 0; j < len_pad; j += lanes) {
      Unroll<N>([&](auto k) QKV_INLINE_LAMBDA {
        const auto e = ClampedExp<true>(
            df, hn::Sub(hn::Load(df, row[k] + j), hn::Set(df, m[k])));
        Nth<k>(sum...) = hn::Add(Nth<k>(sum...), e);
        hn::Store(e, df, row[k] + j);
      });
    }
    Unroll<N>([&](auto k) QKV_INLINE_LAMBDA {
      FinishRowUpdate(rows[k], m[k],
                      hn::GetLane(hn::SumOfLanes(df, Nth<k>(sum...))), s);
    });
  });
  for (int k = 0; k < N; ++k) updated[k] = true;
}

// Steps 2 and 3 of a scored tile: masks row by row, the online softmax
// update kSoftmaxRows rows at a time (SoftmaxRowsUpdate), then dropout. Each
// row's steps are its own, in the same order, so grouping rows changes no bit.
void UpdateTileRows(const AttentionProblem& p, const Block& blk, KeyTile& t,
                    Scratch& s) {
  // s.s: rows x tile (S in, P out); s.o: rows x dv_pad.
  std::int64_t ready[kSoftmaxRows];
  bool updated[kSoftmaxRows];
  int n = 0;
  const auto dropout = [&](int count) {
    for (int k = 0; k < count && p.dropout_p > 0.0; ++k) {
      if (!updated[k]) continue;
      DropoutRow(p, blk, ready[k], t, s.range[ready[k]],
                 s.s.get() + ready[k] * s.tile);
    }
  };
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    if (!MaskTileRow(p, blk, r, t, s)) continue;
    ready[n++] = r;
    if (n < kSoftmaxRows) continue;
    SoftmaxRowsUpdate(ready, t.len_pad, s, updated);
    dropout(kSoftmaxRows);
    n = 0;
  }
  for (int k = 0; k < n; ++k) {
    updated[k] = SoftmaxRowUpdate(ready[k], t.len_pad, s);
  }
  dropout(n);
}

// ---- bfloat16 blocks in bf16 tiles: AMX or AVX512_BF16 dot products
// (forward_amx.h, docs/DESIGN.md).

// Whether this call runs its bfloat16 packed blocks in bf16 tiles (decided
// once per call and thread: AmxForward::engine_for reads the environment).
// The tile product writes O rows of round_up(head_dim_v, 16) floats:
// targets whose dv_pad is narrower (SSE4, EMU128, which such a CPU only
// runs when a test forces them) keep the float32 steps.
bool UseAmx(const AttentionProblem& p, Scratch& s) {
  if (!s.amx_engine) {
    s.amx_engine = amx_round_up(p.head_dim_v, kAmxTileRows) <= s.dv_pad
                       ? AmxForward::engine_for(p)
                       : Bf16Engine::kNone;
  }
  return *s.amx_engine != Bf16Engine::kNone;
}

// The tile product's S (rows x keys, already scaled): the columns
// [round_up(len, 16), len_pad), not written by the product, are zeroed.
void ZeroScorePadding(std::int64_t rows, std::int64_t len, std::int64_t len_pad,
                      float* HWY_RESTRICT s, std::int64_t stride) {
  // s: rows x stride floats.
  const std::int64_t written = std::min(amx_round_up(len, 16), len_pad);
  for (std::int64_t r = 0; r < rows && written < len_pad; ++r) {
    std::fill(s + r * stride + written, s + r * stride + len_pad, 0.0f);
  }
}

// Step 4 on AMX tiles: O += P·V with P rounded to bf16; a tile whose V
// holds inf or NaN reads only the keys each row sees, in place.
void AccumulateValuesAmx(const AttentionProblem& p, const Block& blk,
                         const KeyTile& t, const AmxForward::Tile& kv,
                         Scratch& s) {
  // s.s (P): rows x tile; V: kv.keys x head_dim_v; s.o: rows x dv_pad.
  const std::int64_t kT = s.tile;
  if (!t.finite_v) {
    AmxForward::values_visible(p, blk.b, blk.kvh, t.start, t.len,
                               {s.s.get(), blk.rows, kT, s.row_hidden.data(),
                                s.hidden.data(), s.o.get(), s.dv_pad});
    return;
  }
  // The packed tile may hold keys the block does not compute: P = 0 there.
  for (std::int64_t r = 0; r < blk.rows && t.len_pad < kv.keys; ++r) {
    std::fill(s.s.get() + r * kT + t.len_pad, s.s.get() + r * kT + kv.keys,
              0.0f);
  }
  s.amx->values(s.s.get(), kT, blk.rows, kv, p.head_dim_v, s.o.get(), s.dv_pad);
}

// AttendBlock for a bfloat16 block in bf16 tiles (AMX or AVX512_BF16 dot
// products, s.amx_engine): S = Q·Kᵀ in tiles (bf16 x bf16
// -> float32, then times scale), steps 2 and 3 exactly as the float32
// path, and O += P·V in tiles (P rounded to bf16), over tiles of
// AmxForward::kTileKeys keys. On AMX the thread's tile configuration is
// loaded for the block and released after it.
template <class T>
void AttendBlockAmx(const AttentionProblem& p, const Block& blk, Scratch& s) {
  // q: rows x head_dim; K, V of (b, kvh): seq_kv x head_dim, seq_kv x
  // head_dim_v -> s.o: rows x dv_pad, s.m, s.l: rows.
  const hn::ScalableTag<float> df;
  const std::int64_t kT = AmxForward::kTileKeys;
  s.tile = kT;
  const KeyRange seen = StartBlock<T>(p, blk, s);
  if (seen.hi <= seen.lo) return;
  if (!s.amx) s.amx = std::make_unique<AmxForward>();
  const std::uint16_t* rows[Tiles::kBlockRows];
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    const auto [h, i] = row_pos(p, blk.kvh, blk.r0 + r);
    rows[r] = p.q.row<const std::uint16_t>(blk.b, h, i);
  }
  s.amx->pack_q(rows, blk.rows, p.head_dim);
  s.amx->set_engine(*s.amx_engine);
  const bool tiles = *s.amx_engine == Bf16Engine::kAmx;
  if (tiles) amx_thread_configure();
  const std::int64_t first =
      blk.key_begin + (seen.lo - blk.key_begin) / kT * kT;
  for (std::int64_t start = first; start < seen.hi; start += kT) {
    KeyTile t;
    t.start = start;
    t.len = TileKeys(blk, start, kT, seen.hi, false);
    t.len_pad = RoundUp(t.len, 2 * static_cast<std::int64_t>(hn::Lanes(df)));
    const AmxForward::Tile kv = s.amx->tile(p, blk.b, blk.kvh, start);
    t.finite_v = kv.finite_v;
    s.amx->scores(kv, blk.rows, t.len, static_cast<float>(p.scale), s.s.get(),
                  kT);
    ZeroScorePadding(blk.rows, t.len, t.len_pad, s.s.get(), kT);
    UpdateTileRows(p, blk, t, s);
    AccumulateValuesAmx(p, blk, t, kv, s);
  }
  if (tiles) amx_thread_release();
}

// Processes one block over its keys, tile by tile: score tile, softcap /
// bias / masks, online-softmax row update (and dropout), P·V. Leaves the
// unnormalised O, the running max m and sum l in `s`.
template <class T>
void AttendBlock(const AttentionProblem& p, const Block& blk, Scratch& s) {
  // q: rows x head_dim; K, V of (b, kvh): seq_kv x head_dim, seq_kv x
  // head_dim_v -> s.o: rows x dv_pad, s.m, s.l: rows.
  if constexpr (std::is_same_v<T, hwy::bfloat16_t>) {
    if (blk.rows > Tiles::kDirectMaxRows && UseAmx(p, s)) {
      AttendBlockAmx<T>(p, blk, s);
      return;
    }
  }
  const hn::ScalableTag<float> df;
  // Few rows: read K and V in place instead of packing them.
  const bool direct = blk.rows <= Tiles::kDirectMaxRows;
  // Keys per tile (and the row stride of s.s / s.hidden).
  s.tile = direct ? p.tuning.decode_tile_keys
                  : Tiles::tile_keys(p.head_dim, p.tuning);
  const KeyRange seen = StartBlock<T>(p, blk, s, !direct);
  if (seen.hi <= seen.lo) return;  // the whole block sees nothing
  const bool split_bf16 = kSplitsEvenOdd<T> && direct;
  if (split_bf16) {
    ReorderEvenOdd(df, s.q.get(), blk.rows, p.head_dim, p.head_dim, false);
  }
  // The pack cache (every tile of the head) pays when several row blocks
  // read the same tiles. A head of one row block (up to kBlockRows rows per
  // KV head: speculative decoding, a short query against a long cache) or a
  // split chunk packs only the tiles it computes: packing the whole head
  // there made 9-64 query rows against a cache of 8192 keys 2x slower than
  // PyTorch (each split chunk packed all four chunks' tiles).
  const bool cached = !direct && blk.key_begin == 0 &&
                      blk.key_end >= p.kv_rows(blk.b) &&
                      p.group() * p.q_rows(blk.b) > Tiles::kBlockRows &&
                      PackHead<T>(p, blk.b, blk.kvh, s);
  // KV tiles aligned to the tile size from key_begin; tiles outside every
  // row's range are skipped.
  const std::int64_t first =
      blk.key_begin + (seen.lo - blk.key_begin) / s.tile * s.tile;
  for (std::int64_t start = first; start < seen.hi; start += s.tile) {
    KeyTile t = ScoreTile<T>(p, blk, start, seen.hi, direct, cached, s);
    UpdateTileRows(p, blk, t, s);
    AccumulateValues<T>(p, blk, t, direct, s);
  }
  if (split_bf16) {
    ReorderEvenOdd(df, s.o.get(), blk.rows, p.head_dim_v, s.dv_pad, true);
  }
}

// out = o / l for one float32 row without dropout, in float: the division
// of two floats rounded once to float equals the double division rounded
// to float (53 >= 2 · 24 + 2 bits: double rounding is innocuous), so this
// writes exactly what the double path below would.
void StoreRowF32(const float* HWY_RESTRICT o_row, float l, std::int64_t n,
                 float* HWY_RESTRICT dst) {
  // o_row: n floats (aligned) -> dst: n floats.
  if (l == 0.0f) {
    std::fill(dst, dst + n, 0.0f);
    return;
  }
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const auto vl = hn::Set(df, l);
  std::int64_t c = 0;
  for (; c + lanes <= n; c += lanes) {
    hn::StoreU(hn::Div(hn::Load(df, o_row + c), vl), df, dst + c);
  }
  for (; c < n; ++c) dst[c] = o_row[c] / l;
}

// The same for 16-bit storage (bfloat16, float16): O / l in float32, then
// rounded as store_from_double rounds (o / l in double rounded to float is
// the float division, correctly rounded: double has more than 2·24 + 2
// bits), 64 columns at a time.
void StoreRow16(DType dtype, const float* HWY_RESTRICT o_row, float l,
                std::int64_t n, std::uint16_t* HWY_RESTRICT dst) {
  // o_row: n floats (aligned) -> dst: n bf16 / fp16.
  if (l == 0.0f) {
    std::fill(dst, dst + n, std::uint16_t{0});
    return;
  }
  constexpr std::int64_t kChunk = 64;
  HWY_ALIGN float tmp[kChunk];
  for (std::int64_t c0 = 0; c0 < n; c0 += kChunk) {
    const std::int64_t m = std::min(kChunk, n - c0);
    StoreRowF32(o_row + c0, l, m, tmp);
    if (dtype == DType::kBFloat16) {
      for (std::int64_t c = 0; c < m; ++c) dst[c0 + c] = float_to_bf16(tmp[c]);
    } else {
      for (std::int64_t c = 0; c < m; ++c) dst[c0 + c] = float_to_half(tmp[c]);
    }
  }
}

// Writes out = O / l and lse for the rows of the block: the row's final
// normalisation, where a sink joins the denominator (l + e^(sink − m), in
// double, so out is still rounded once) and the lse (logaddexp(m + log l,
// sink)). The split-KV forward reaches it once per row, after the merge of
// its chunks, so the sink is never counted per chunk.
void StoreBlock(const AttentionProblem& p, const Block& blk, const Scratch& s) {
  // s.o: rows x dv_pad -> out rows (b, h, i): head_dim_v; lse (b, h, i).
  const double keep_scale = 1.0 / (1.0 - p.dropout_p);
  const bool plain = p.dropout_p == 0.0 && p.sinks == nullptr;
  // out may be float32 for 16-bit inputs (validate.cc): its own dtype.
  const DType out_dtype = p.out.dtype;
  const bool fast = plain && out_dtype == DType::kFloat32;
  const bool fast16 =
      plain && (out_dtype == DType::kBFloat16 || out_dtype == DType::kFloat16);
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    const auto [h, i] = row_pos(p, blk.kvh, blk.r0 + r);
    const float l = s.l[r];
    if (p.lse.data != nullptr) {
      const float lse = l == 0.0f ? kNegInf : s.m[r] + std::log(l);
      store_from_double(p.lse.data, p.lse.dtype, p.lse.offset(blk.b, h, i),
                        p.sinks ? fold_sink(lse, p.sink(h)).lse : lse);
    }
    if (fast) {
      StoreRowF32(s.o.get() + r * s.dv_pad, l, p.head_dim_v,
                  p.out.row<float>(blk.b, h, i));
      continue;
    }
    if (fast16) {
      StoreRow16(out_dtype, s.o.get() + r * s.dv_pad, l, p.head_dim_v,
                 p.out.row<std::uint16_t>(blk.b, h, i));
      continue;
    }
    // The sink's share of the denominator, relative to the row's max m (inf
    // when it dwarfs the keys: out 0; 0 without a sink).
    const double sink_share =
        p.sinks && l != 0.0f ? std::exp(p.sink(h) - s.m[r]) : 0.0;
    // One division per element (not a multiplication by 1/l): one rounding.
    const double denom =
        l == 0.0f ? 0.0 : (static_cast<double>(l) + sink_share) / keep_scale;
    const std::int64_t o0 = p.out.offset(blk.b, h, i);
    const float* o_row = s.o.get() + r * s.dv_pad;
    for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
      store_from_double(p.out.data, out_dtype, o0 + c,
                        denom == 0.0 ? 0.0 : o_row[c] / denom);
    }
  }
}

// The exponential exactly as the softmax applies it (ClampedExp: the
// forward's x <= 0 form, or with any_sign the backward's), exposed so a
// test can measure its error in ulp over the whole range.
void VectorExp(const float* HWY_RESTRICT in, float* HWY_RESTRICT out,
               std::int64_t n, bool any_sign) {
  // in, out: n floats.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  std::int64_t i = 0;
  for (; i + lanes <= n; i += lanes) {
    const auto x = hn::LoadU(df, in + i);
    hn::StoreU(any_sign ? ClampedExp<false>(df, x) : ClampedExp<true>(df, x),
               df, out + i);
  }
  for (; i < n; ++i) out[i] = std::exp(std::max(in[i], kExpFloor));
}

// A split block's partial as the online softmax leaves it (merge_row.h,
// merge_running): O unnormalised (rows x dv_pad at out), and each row's
// running max m and sum l (ml[2r], ml[2r + 1]).
void StorePartial(const Block& blk, const Scratch& s, float* HWY_RESTRICT out,
                  float* HWY_RESTRICT ml) {
  const std::int64_t dvp = s.dv_pad;
  std::copy(s.o.get(), s.o.get() + blk.rows * dvp, out);
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    ml[2 * r] = s.m[r];
    ml[2 * r + 1] = s.l[r];
  }
}

// Merges the `chunks` partials of a block exactly, in chunk order, and
// stores the rows. Chunk c's row r: out[(c * part_rows + r) * dv_pad],
// m and l at ml[2 * (c * part_rows + r)] and the float after it.
void MergeAndStore(const AttentionProblem& p, const Block& blk,
                   std::int64_t chunks, std::int64_t part_rows,
                   const float* out, const float* ml, Scratch& s) {
  const std::int64_t dvp = s.dv_pad;
  std::vector<float> weights(chunks);
  for (std::int64_t r = 0; r < blk.rows; ++r) {
    const float* row_ml = ml + 2 * r;
    const RowMerge<float> merged = merge_running<float>(
        chunks, [&](std::int64_t c) { return row_ml[2 * c * part_rows]; },
        [&](std::int64_t c) { return row_ml[2 * c * part_rows + 1]; },
        weights.data());
    merge_rows<float>(
        chunks, weights.data(), dvp,
        [&](std::int64_t c, std::int64_t e) {
          return out[(c * part_rows + r) * dvp + e];
        },
        s.o.get() + r * dvp);
    // StoreBlock writes O / l and m + log l: the merge in that form.
    s.m[r] = merged.max;
    s.l[r] = merged.sum;
  }
  StoreBlock(p, blk, s);
}

// Split-KV (flash-decoding): the keys of every block split into fixed
// chunks of split_keys (never dependent on the thread count); each chunk
// leaves a partial (its O_c, m_c and l_c), and the partials of a row merge
// exactly, in chunk order (merge_row.h, merge_running).
template <class T>
void SplitForward(const AttentionProblem& p, std::int64_t split_keys,
                  std::int64_t blocks, std::int64_t dvp) {
  // Partials: units x chunks x part_rows x dv_pad floats (O), units x
  // chunks x part_rows x 2 (m, l); a unit is one (b, kvh, row block).
  const std::int64_t chunks = (p.seq_kv + split_keys - 1) / split_keys;
  const std::int64_t units = p.batch * p.num_kv_heads * blocks;
  const std::int64_t part_rows =
      std::min(p.group() * p.seq_q, Tiles::kBlockRows);
  std::vector<float> part_out(units * chunks * part_rows * dvp);
  std::vector<float> part_ml(units * chunks * part_rows * 2);
  const Threads threads = CallThreads(p);
  parallel_for_cyclic(
      units * chunks, threads, [&] { return ThreadScratch(p.head_dim, dvp); },
      [&](Scratch* sp, std::int64_t item) {
        Scratch& s = *sp;
        const std::int64_t unit = item / chunks, chunk = item % chunks;
        const std::int64_t key_begin = chunk * split_keys;
        const Block blk = MakeBlock(p, unit / blocks, unit % blocks, key_begin,
                                    std::min(p.seq_kv, key_begin + split_keys));
        AttendBlock<T>(p, blk, s);
        StorePartial(blk, s, &part_out[item * part_rows * dvp],
                     &part_ml[item * part_rows * 2]);
      });
  parallel_for_cyclic(
      units, threads, [&] { return ThreadScratch(p.head_dim, dvp); },
      [&](Scratch* sp, std::int64_t unit) {
        Scratch& s = *sp;
        const Block blk =
            MakeBlock(p, unit / blocks, unit % blocks, 0, p.seq_kv);
        MergeAndStore(p, blk, chunks, part_rows,
                      &part_out[unit * chunks * part_rows * dvp],
                      &part_ml[unit * chunks * part_rows * 2], s);
      });
}

// ---- Paged problems: decode sequences one whole block at a time.
//
// A paged cache keeps the rows of every KV head of a block together
// ((block_size, num_kv_heads, d) in FlashAttention's layout), so one head's
// keys come in runs of block_size rows, a row of all heads apart. Read head
// by head (one work item per KV head) each run touches a sliver of every
// page it crosses: the hardware prefetchers never see a stream, and the
// rest of each page waits for another item, long evicted by then. Here a
// decode sequence (at most kDirectMaxRows query rows per KV group) is one
// work item for up to kPagedHeads KV heads that walks the cache block by
// block, reading each block's rows of all those heads in turn. Every head
// keeps its own Scratch and runs AttendBlock's steps on the same tiles of
// KernelChoice::decode_tile_keys keys: runs only cut the per-key loops (and
// P·V's sums of kValueSumKeys keys, which blocks of another size read gathered
// instead: GatherValueRows), so the results are bit-identical to the
// head-by-head forward, and their scores to the contiguous cache's (a key's
// dot product has one summation order however decode-inl.h groups keys).
constexpr std::int64_t kPagedHeads = 16;

// This thread's per-head Scratch for the paged decode (`heads` of them).
Scratch* ThreadHeadScratch(std::int64_t heads, std::int64_t d,
                           std::int64_t dvp) {
  thread_local std::vector<Scratch> all;
  if (!all.empty() && (all[0].head_dim != d || all[0].dv_pad != dvp)) {
    all.clear();
  }
  while (static_cast<std::int64_t>(all.size()) < heads)
    all.emplace_back(d, dvp);
  for (std::int64_t h = 0; h < heads; ++h) all[h].StartCall();
  return all.data();
}

// One paged decode item: KV heads [h0, h0 + heads) of sequence b over keys
// [key_begin, key_end). Split sequences (chunks > 0) keep a partial per
// (KV head, chunk): head h0 + h's is slot + h · chunks (slot < 0: none).
struct HeadsItem {
  std::int64_t b, h0, heads, key_begin, key_end, chunks, slot;
};

// The per-head blocks of an item, started (StartBlock); returns the tile
// range [lo, hi) that any head computes, tiles aligned from key_begin.
template <class T>
KeyRange StartHeads(const AttentionProblem& p, const HeadsItem& it, Block* blk,
                    KeyRange* seen, Scratch* s) {
  const hn::ScalableTag<float> df;
  const std::int64_t tile = p.tuning.decode_tile_keys;
  KeyRange all{it.key_end, it.key_begin};
  for (std::int64_t h = 0; h < it.heads; ++h) {
    blk[h] = MakeBlock(p, it.b * p.num_kv_heads + it.h0 + h, 0, it.key_begin,
                       it.key_end);
    s[h].tile = tile;
    seen[h] = StartBlock<T>(p, blk[h], s[h]);
    if (seen[h].hi <= seen[h].lo) continue;
    if (kSplitsEvenOdd<T>) {
      ReorderEvenOdd(df, s[h].q.get(), blk[h].rows, p.head_dim, p.head_dim,
                     false);
    }
    all.lo = std::min(all.lo,
                      it.key_begin + (seen[h].lo - it.key_begin) / tile * tile);
    all.hi = std::max(all.hi, seen[h].hi);
  }
  return all;
}

// Runs f(h, j0, n) for the runs [start + j0, start + j0 + n) of keys
// [start, start + len) of `o` (K or V), each run for every active head h
// in turn; `width` elements of each row of the next run are prefetched
// (into L2 only when l2).
template <class T, class F>
void ForRunsOfHeads(const Operand& o, const HeadsItem& it, std::int64_t start,
                    std::int64_t len, std::int64_t width, bool l2,
                    const bool* active, const F& f) {
  for (std::int64_t j0 = 0; j0 < len;) {
    const std::int64_t n = std::min(len - j0, o.run_rows(start + j0));
    for (std::int64_t h = 0; h < it.heads; ++h) {
      if (!active[h]) continue;
      if (n < len - j0) {
        PrefetchNextRun<T>(o, it.b, it.h0 + h, start + j0 + n, len - j0 - n,
                           width, l2);
      }
      f(h, j0, n);
    }
    j0 += n;
  }
}

// Step 1 (S = Q·Kᵀ) for every active head of a tile, block by block.
template <class T>
void ScoreTileHeads(const AttentionProblem& p, const HeadsItem& it,
                    std::int64_t start, std::int64_t len, const bool* active,
                    const Block* blk, Scratch* s) {
  ForRunsOfHeads<T>(p.k, it, start, len, p.head_dim, PrefetchesToL2(p), active,
                    [&](std::int64_t h, std::int64_t j0, std::int64_t n) {
                      DecodeRows sub = s[h].decode(p);
                      sub.s += j0;
                      DirectScoresRun<T>(
                          p.k.row<const T>(it.b, it.h0 + h, start + j0),
                          p.k.stride[2], n, p.head_dim, blk[h].rows, false,
                          sub);
                    });
}

// Step 4 (O += P·V) for every active head of a tile, block by block.
template <class T>
void ValuesTileHeads(const AttentionProblem& p, const HeadsItem& it,
                     const KeyTile* t, const bool* active, const Block* blk,
                     Scratch* s) {
  if (GatherValueRows(p.v)) {  // blocks that would cut the P·V sums
    for (std::int64_t h = 0; h < it.heads; ++h) {
      if (active[h]) {
        DirectValues<T>(p, it.b, it.h0 + h, t[0].start, t[0].len, blk[h].rows,
                        t[h].any_hidden, s[h].decode(p));
      }
    }
    return;
  }
  ForRunsOfHeads<T>(p.v, it, t[0].start, t[0].len, p.head_dim_v,
                    PrefetchesToL2(p), active,
                    [&](std::int64_t h, std::int64_t j0, std::int64_t n) {
                      DecodeRows sub = s[h].decode(p);
                      sub.s += j0;
                      sub.hidden += j0;
                      DirectValues<T>(p, it.b, it.h0 + h, t[0].start + j0, n,
                                      blk[h].rows, t[h].any_hidden, sub);
                    });
}

// AttendBlock for every head of a paged decode item, tile by tile and,
// inside a tile, block by block across the heads.
template <class T>
void AttendHeads(const AttentionProblem& p, const HeadsItem& it, Block* blk,
                 Scratch* s) {
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t tile = p.tuning.decode_tile_keys;
  KeyRange seen[kPagedHeads];
  const KeyRange all = StartHeads<T>(p, it, blk, seen, s);
  bool active[kPagedHeads];
  KeyTile t[kPagedHeads];
  for (std::int64_t start = all.lo; start < all.hi; start += tile) {
    const std::int64_t len = std::min(tile, blk[0].key_end - start);
    for (std::int64_t h = 0; h < it.heads; ++h) {
      // The tiles AttendBlock would run for this head.
      active[h] = seen[h].hi > seen[h].lo && start + tile > seen[h].lo &&
                  start < seen[h].hi;
      t[h] = KeyTile{start, len, RoundUp(len, step)};
    }
    ScoreTileHeads<T>(p, it, start, len, active, blk, s);
    for (std::int64_t h = 0; h < it.heads; ++h) {
      if (!active[h]) continue;
      for (std::int64_t r = 0; r < blk[h].rows; ++r) {
        float* row = s[h].s.get() + r * tile;
        std::fill(row + len, row + t[h].len_pad, 0.0f);
      }
      UpdateTileRows(p, blk[h], t[h], s[h]);
    }
    ValuesTileHeads<T>(p, it, t, active, blk, s);
  }
  for (std::int64_t h = 0; h < it.heads; ++h) {
    if (kSplitsEvenOdd<T> && seen[h].hi > seen[h].lo) {
      ReorderEvenOdd(df, s[h].o.get(), blk[h].rows, p.head_dim_v, s[h].dv_pad,
                     true);
    }
  }
}

// Sequence b of a paged problem decodes through AttendHeads.
bool PagedDecodeSeq(const AttentionProblem& p, std::int64_t b) {
  return p.group() * p.q_rows(b) <= Tiles::kDirectMaxRows;
}

// Keys per split chunk of paged decode sequences: the call's split, or the
// automatic one by each decode sequence's own rows (not the call's longest
// query, so a mixed batch splits its decode rows as a decode call would).
std::int64_t PagedSplitKeys(const AttentionProblem& p,
                            std::int64_t split_keys) {
  if (split_keys > 0) return split_keys < p.seq_kv ? split_keys : 0;
  return p.path == Path::kAuto && p.seq_kv > Tiles::kSplitMinKeys
             ? p.tuning.split_keys
             : 0;
}

// The work of a paged problem: prefill blocks (items (b, KV head, row
// block)) and decode items, in a fixed order.
struct PagedPlan {
  std::vector<Block> blocks;
  std::vector<HeadsItem> heads;
  std::vector<HeadsItem> merges;  // split units: one head each
  std::int64_t slots = 0;
  // The order items are claimed in: i < blocks.size() is block i, else
  // decode item i - blocks.size(). Decode items (memory-bound, the larger
  // ones) come first, so all threads stream caches together: one core
  // alone reads at less than half the bandwidth of two (SPR, 2 cores: 7.6
  // against 16.5 GB/s), so spreading them among the prefill blocks, one
  // thread streaming while the other computes, made the mixed call 1.12x
  // slower than its parts as two calls (docs/PERFORMANCE.md).
  std::vector<std::int64_t> order;
};

void OrderPaged(PagedPlan& plan) {
  const std::int64_t blocks = static_cast<std::int64_t>(plan.blocks.size());
  const std::int64_t heads = static_cast<std::int64_t>(plan.heads.size());
  plan.order.reserve(blocks + heads);
  for (std::int64_t k = 0; k < heads; ++k) plan.order.push_back(blocks + k);
  for (std::int64_t i = 0; i < blocks; ++i) plan.order.push_back(i);
}

PagedPlan PlanPaged(const AttentionProblem& p, std::int64_t split) {
  PagedPlan plan;
  for (std::int64_t b = 0; b < p.batch; ++b) {
    const std::int64_t kv = p.kv_rows(b);
    if (!PagedDecodeSeq(p, b)) {
      const std::int64_t rows = p.group() * p.q_rows(b);
      for (std::int64_t kvh = 0; kvh < p.num_kv_heads; ++kvh) {
        for (std::int64_t i = 0; i * Tiles::kBlockRows < rows; ++i) {
          plan.blocks.push_back(
              MakeBlock(p, b * p.num_kv_heads + kvh, i, 0, p.seq_kv));
        }
      }
      continue;
    }
    // Split: chunks of `split` keys up to the sequence's own length (the
    // chunks past it are empty: the merge skips them, so the bits are
    // those of the call's fixed chunk count).
    const std::int64_t chunks =
        split > 0 ? std::max<std::int64_t>(1, (kv + split - 1) / split) : 0;
    for (std::int64_t h0 = 0; h0 < p.num_kv_heads; h0 += kPagedHeads) {
      const std::int64_t n = std::min(kPagedHeads, p.num_kv_heads - h0);
      for (std::int64_t c = 0; c < std::max<std::int64_t>(chunks, 1); ++c) {
        plan.heads.push_back({b, h0, n, c * split,
                              split > 0 ? (c + 1) * split : p.seq_kv, chunks,
                              split > 0 ? plan.slots + h0 * chunks + c : -1});
      }
    }
    for (std::int64_t kvh = 0; split > 0 && kvh < p.num_kv_heads; ++kvh) {
      plan.merges.push_back(
          {b, kvh, 1, 0, p.seq_kv, chunks, plan.slots + kvh * chunks});
    }
    plan.slots += p.num_kv_heads * chunks;
  }
  OrderPaged(plan);
  return plan;
}

// Some sequence of a paged problem is not a decode (AttendHeads) sequence.
bool AnyPrefill(const AttentionProblem& p) {
  for (std::int64_t b = 0; b < p.batch; ++b) {
    if (!PagedDecodeSeq(p, b)) return true;
  }
  return false;
}

// The forward of a paged problem (PlanPaged): one parallel region for the
// prefill blocks and the decode items, then the merge of split decodes.
template <class T>
void PagedForward(const AttentionProblem& p, std::int64_t split_keys,
                  std::int64_t dvp) {
  const std::int64_t split = PagedSplitKeys(p, split_keys);
  const PagedPlan plan = PlanPaged(p, split);
  constexpr std::int64_t kRows = Tiles::kDirectMaxRows;
  std::vector<float> part_out(plan.slots * kRows * dvp);
  std::vector<float> part_ml(plan.slots * kRows * 2);
  const std::int64_t n_blocks = static_cast<std::int64_t>(plan.blocks.size());
  const std::int64_t n_items =
      n_blocks + static_cast<std::int64_t>(plan.heads.size());
  const Threads threads = CallThreads(p);
  // Per thread: its Scratch for prefill blocks and its per-head ones,
  // taken (and readied for this call) at the first item that needs them.
  struct Scratches {
    Scratch* one = nullptr;
    Scratch* heads = nullptr;
  };
  parallel_for_cyclic(
      n_items, threads, [] { return Scratches{}; },
      [&](Scratches& mine, std::int64_t slot_in_order) {
        const std::int64_t item = plan.order[slot_in_order];
        if (item < n_blocks) {
          if (!mine.one) mine.one = ThreadScratch(p.head_dim, dvp);
          AttendBlock<T>(p, plan.blocks[item], *mine.one);
          StoreBlock(p, plan.blocks[item], *mine.one);
          return;
        }
        const HeadsItem& it = plan.heads[item - n_blocks];
        if (!mine.heads) {
          mine.heads = ThreadHeadScratch(std::min(kPagedHeads, p.num_kv_heads),
                                         p.head_dim, dvp);
        }
        Scratch* s = mine.heads;
        Block blk[kPagedHeads];
        AttendHeads<T>(p, it, blk, s);
        for (std::int64_t h = 0; h < it.heads; ++h) {
          if (it.slot < 0) {
            StoreBlock(p, blk[h], s[h]);
            continue;
          }
          const std::int64_t slot = it.slot + h * it.chunks;
          StorePartial(blk[h], s[h], &part_out[slot * kRows * dvp],
                       &part_ml[slot * kRows * 2]);
        }
      });
  parallel_for_cyclic(
      static_cast<std::int64_t>(plan.merges.size()), threads,
      [&] { return ThreadScratch(p.head_dim, dvp); },
      [&](Scratch* s, std::int64_t unit) {
        const HeadsItem& m = plan.merges[unit];
        const Block blk =
            MakeBlock(p, m.b * p.num_kv_heads + m.h0, 0, 0, p.seq_kv);
        MergeAndStore(p, blk, m.chunks, kRows, &part_out[m.slot * kRows * dvp],
                      &part_ml[m.slot * kRows * 2], *s);
      });
}

// Part `part` of `parts` of the rows of KV head bkv (Q, K and V to read,
// the output to write), prefetched into L2. Short-sequence items are whole
// KV heads, and the next one a thread claims is most often `threads` items
// on (items are claimed in turn), so its rows arrive while this head
// computes. Only a guess: nothing depends on it.
template <class T>
void PrefetchHeadPart(const AttentionProblem& p, std::int64_t bkv,
                      std::int64_t part, std::int64_t parts) {
  const std::int64_t b = bkv / p.num_kv_heads, kvh = bkv % p.num_kv_heads;
  // Elements of T, or of out's own dtype (float32 for 16-bit T too).
  const auto rows = [&](const auto& o, std::int64_t h, std::int64_t n,
                        std::int64_t width, std::size_t element = sizeof(T)) {
    const auto size = static_cast<std::int64_t>(element);
    const std::int64_t lo = n * part / parts, hi = n * (part + 1) / parts;
    for (std::int64_t i = lo; i < hi; ++i) {
      const char* row =
          static_cast<const char*>(o.data) + o.offset(b, h, i) * size;
      for (std::int64_t c = 0; c < width * size; c += 64) {
        PrefetchToL2(row + c);
      }
    }
  };
  for (std::int64_t g = 0; g < p.group(); ++g) {
    rows(p.q, kvh * p.group() + g, p.q_rows(b), p.head_dim);
    rows(p.out, kvh * p.group() + g, p.q_rows(b), p.head_dim_v,
         dtype_size(p.out.dtype));
  }
  rows(p.k, kvh, p.kv_rows(b), p.head_dim);
  rows(p.v, kvh, p.kv_rows(b), p.head_dim_v);
}

// The forward of storage type T (float, bfloat16 or float16).
template <class T>
void ForwardOf(const AttentionProblem& p, std::int64_t split_keys) {
  // q, k, v of T -> out, lse (see tiled_forward).
  const hn::ScalableTag<float> df;
  const std::int64_t dvp =
      RoundUp(p.head_dim_v, 2 * static_cast<std::int64_t>(hn::Lanes(df)));
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t blocks =
      (rows + Tiles::kBlockRows - 1) / Tiles::kBlockRows;
  if (p.k.block_table != nullptr && !(split_keys > 0 && AnyPrefill(p))) {
    PagedForward<T>(p, split_keys, dvp);
    return;
  }
  if (split_keys > 0 && split_keys < p.seq_kv) {
    SplitForward<T>(p, split_keys, blocks, dvp);
    return;
  }
  // Short sequences with enough heads for every thread: one item per KV
  // head, all its row blocks, so each head's K and V are packed once (not
  // once per thread that claims one of its blocks). Which blocks share an
  // item never changes a block's arithmetic, so this may follow the thread
  // count.
  const Threads threads = CallThreads(p);
  const std::int64_t heads = p.batch * p.num_kv_heads;
  const std::int64_t per_item =
      rows <= Tiles::kShortRows &&
              heads >= Tiles::kHeadItemsPerThread * threads.count
          ? std::max<std::int64_t>(blocks, 1)  // seq_q = 0: no blocks
          : 1;
  const std::int64_t head_items = (blocks + per_item - 1) / per_item;
  parallel_for_cyclic(
      heads * head_items, threads,
      [&] { return ThreadScratch(p.head_dim, dvp); },
      [&](Scratch* sp, std::int64_t item) {
        const std::int64_t bkv = item / head_items;
        const std::int64_t first = item % head_items * per_item;
        const std::int64_t ahead = item + threads.count;
        for (std::int64_t index = first;
             index < std::min(blocks, first + per_item); ++index) {
          if (per_item > 1 && ahead < heads * head_items) {
            PrefetchHeadPart<T>(p, ahead / head_items, index, blocks);
          }
          const Block blk = MakeBlock(p, bkv, index, 0, p.seq_kv);
          AttendBlock<T>(p, blk, *sp);
          StoreBlock(p, blk, *sp);
        }
      });
}

void TiledForward(const AttentionProblem& p, std::int64_t split_keys) {
  // The storage dtype, dispatched once: every step below is typed.
  WithStorageType(p.dtype,
                  [&](auto type) { ForwardOf<decltype(type)>(p, split_keys); });
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::internal {

HWY_EXPORT(TiledForward);
HWY_EXPORT(VectorExp);

void vector_exp(const float* in, float* out, std::int64_t n, bool any_sign) {
  HWY_DYNAMIC_DISPATCH(VectorExp)(in, out, n, any_sign);
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
