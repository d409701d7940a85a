// The fused backward kernel (FlashAttention-2): D = rowsum(dO ∘ O) first;
// then each work item owns one KV head's key range and loops over its KV
// tiles (outer) and every query block of the group (inner), keeping dK and
// dV of the tile in registers-friendly float32 buffers:
//   S  = (scale·Q)·Kᵀ, then softcap, bias and masks as in the forward
//   P  = exp(S − lse)                   (recomputed, never stored)
//   dV += (P ∘ keep/(1−p))ᵀ · dO
//   dP = dO · Vᵀ
//   dS = P ∘ (dP ∘ keep/(1−p) − D) ∘ (1 − tanh²)  [the tanh only with softcap]
//   dK += dSᵀ · (scale·Q),  dQ += scale · dS · K
// Five GEMMs per (query block, KV tile) with the forward's micro-kernel; no
// buffer of size seq_q x seq_kv. dQ rows of a group belong to the item that
// owns the whole key range, so no reduction is needed unless the keys were
// split into chunks (small batch · heads), whose partials are summed in chunk
// order: results never depend on the thread count.
#include "kernels/backward.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <vector>

#include "dtype.h"
#include "hwy/aligned_allocator.h"
#include "kernels/aligned.h"
#include "kernels/mask_ranges.h"
#include "kernels/tiles.h"
#include "philox.h"
#include "threading.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/backward.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// common-inl.h and decode-inl.h are per target: they must come after
// foreach_target.h.
#include "kernels/common-inl.h"
#include "kernels/decode-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {

using BTiles = BackwardTiles;

// Per-thread buffers; every row stride a multiple of 2N.
struct BwdScratch {
  std::int64_t d, dv, dpad, dvp, tile;
  hwy::AlignedFreeUniquePtr<float[]> kt, krows, vt, dk, dvacc, qs, dob, s, pd,
      dp, th, dq, qd;  // qd: one row of q for DirectScoreRows
  std::vector<float> lse, dd;
  std::vector<KeyRange> range;
  // An operand read so far held inf or NaN (tiled_backward returns false).
  bool non_finite = false;

  BwdScratch(const AttentionProblem& p, std::int64_t step)
      : d(p.head_dim),
        dv(p.head_dim_v),
        dpad(RoundUp(p.head_dim, step)),
        dvp(RoundUp(p.head_dim_v, step)),
        tile(BTiles::tile_keys(p.head_dim, p.tuning)) {
    const std::int64_t br = BTiles::kBlockRows;
    const std::int64_t rows = p.group() * p.seq_q;
    kt = AllocateScratch<float>(d * tile);
    krows = AllocateScratch<float>(tile * dpad);
    vt = AllocateScratch<float>(dv * tile);
    dk = AllocateScratch<float>(tile * dpad);
    dvacc = AllocateScratch<float>(tile * dvp);
    qs = AllocateScratch<float>(br * dpad);
    dob = AllocateScratch<float>(br * dvp);
    s = AllocateScratch<float>(br * tile);
    pd = AllocateScratch<float>(br * tile);
    dp = AllocateScratch<float>(br * tile);
    th = AllocateScratch<float>(br * tile);
    dq = AllocateScratch<float>(std::max<std::int64_t>(1, rows) * dpad);
    qd = AllocateScratch<float>(dpad);
    lse.resize(rows);
    dd.resize(rows);
    range.resize(rows);
  }
};

// Keys [start, start + len) of one item's KV tile, padded to len_pad.
struct BwdTile {
  std::int64_t start, len, len_pad;
};

// Per row of (b, kvh): its key range, lse and D = rowsum(dO ∘ O) - dlse.
template <class T>
void PrepareRows(const BackwardProblem& bp, std::int64_t b, std::int64_t kvh,
                 BwdScratch& s) {
  // out rows (b, h, i): head_dim_v of T or float32; dout rows: of T; lse,
  // dlse (b, h, i).
  const AttentionProblem& p = bp.fwd;
  MaskNarrower narrow(p);
  for (std::int64_t r = 0; r < p.group() * p.q_rows(b); ++r) {
    const auto [h, i] = row_pos(p, kvh, r);
    s.range[r] = narrow(b, h, i, visible_keys(p, b, i));
    s.lse[r] = static_cast<float>(
        load_as_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i)));
    const T* g = bp.dout.row<const T>(b, h, i);
    double dd = 0.0;
    if (p.out.dtype == DType::kFloat32) {  // also for 16-bit q: O unrounded
      const float* o = p.out.row<const float>(b, h, i);
      for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
        dd += static_cast<double>(ScalarAsFloat(g + c)) * o[c];
      }
    } else {
      const T* o = p.out.row<const T>(b, h, i);
      for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
        dd += static_cast<double>(ScalarAsFloat(g + c)) * ScalarAsFloat(o + c);
      }
    }
    if (bp.dlse.data != nullptr) {  // lse's own gradient: D - dlse
      dd -=
          load_as_double(bp.dlse.data, bp.dlse.dtype, bp.dlse.offset(b, h, i));
    }
    s.dd[r] = static_cast<float>(dd);
    // Products of floats cannot overflow a double: a non-finite sum means a
    // non-finite operand.
    const T* q = p.q.row<const T>(b, h, i);
    double q_sum = 0.0;
    for (std::int64_t c = 0; c < p.head_dim; ++c) q_sum += ScalarAsFloat(q + c);
    if (!std::isfinite(dd) || !std::isfinite(q_sum) || std::isnan(s.lse[r]) ||
        s.lse[r] == -kNegInf) {
      s.non_finite = true;
    }
  }
}

// Packs keys [start, start + len) of (b, kvh): Kᵀ (d x tile), K rows
// (tile x dpad) and Vᵀ (dv x tile), zero-padded to len_pad keys.
template <class T>
void PackBackwardTile(const AttentionProblem& p, std::int64_t b,
                      std::int64_t kvh, const BwdTile& kt, BwdScratch& s) {
  // K, V of (b, kvh): seq_kv x head_dim, seq_kv x head_dim_v (storage T).
  const std::int64_t t = s.tile;
  for (std::int64_t j = 0; j < kt.len_pad; ++j) {
    float* kr = s.krows.get() + j * s.dpad;
    if (j < kt.len) {
      LoadRow(p.k.row<const T>(b, kvh, kt.start + j), s.d, 1.0f, kr);
      for (std::int64_t c = 0; c < s.d; ++c) s.kt[c * t + j] = kr[c];
      const T* v_row = p.v.row<const T>(b, kvh, kt.start + j);
      for (std::int64_t c = 0; c < s.dv; ++c) {
        s.vt[c * t + j] = ScalarAsFloat(v_row + c);
      }
    } else {
      for (std::int64_t c = 0; c < s.d; ++c) kr[c] = s.kt[c * t + j] = 0.0f;
      for (std::int64_t c = 0; c < s.dv; ++c) s.vt[c * t + j] = 0.0f;
    }
    for (std::int64_t c = s.d; c < s.dpad; ++c) kr[c] = 0.0f;
  }
  // V needs no check: dV never reads it, and dP = dO · Vᵀ is zeroed where
  // P = 0, so a non-finite value reaches only rows that see it (whose out,
  // and so D, is then non-finite too: PrepareRows notes that).
  if (!floats_finite(s.krows.get(), kt.len * s.dpad)) s.non_finite = true;
}

// Q (pre-scaled) and dO of rows [r0, r0 + nr) into s.qs (nr x dpad) and
// s.dob (nr x dvp), zero-padded.
template <class T>
void LoadQueryBlock(const BackwardProblem& bp, std::int64_t b, std::int64_t kvh,
                    std::int64_t r0, std::int64_t nr, BwdScratch& s) {
  // q rows (b, h, i): head_dim; dout rows: head_dim_v (storage T).
  const AttentionProblem& p = bp.fwd;
  const float scale = static_cast<float>(p.scale);
  for (std::int64_t r = 0; r < nr; ++r) {
    const auto [h, i] = row_pos(p, kvh, r0 + r);
    float* qs = s.qs.get() + r * s.dpad;
    LoadRow(p.q.row<const T>(b, h, i), s.d, scale, qs);
    std::fill(qs + s.d, qs + s.dpad, 0.0f);
    float* dob = s.dob.get() + r * s.dvp;
    LoadRow(bp.dout.row<const T>(b, h, i), s.dv, 1.0f, dob);
    std::fill(dob + s.dv, dob + s.dvp, 0.0f);
  }
}

// Rows of [r0, r0 + nr) whose forward block was a decode block
// (ForwardTiles::reads_direct): their S row of the tile again, with the
// decode's dot products instead of the GEMM's. Those rows' lse came from
// these sums; the GEMM's differ in the last bits, which with logits in the
// hundreds moved a dominant key's P = exp(S - lse) off 1 by |S|·ulp (dV up
// to 12x PyTorch's error: docs/RELIABILITY.md, "Precision at large logits").
template <class T>
void DirectScoreRows(const AttentionProblem& p, std::int64_t b,
                     std::int64_t kvh, std::int64_t r0, std::int64_t nr,
                     const BwdTile& kt, BwdScratch& s) {
  // s.qs: nr x dpad (scale·Q); s.s: nr x tile; K of (b, kvh): storage T.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t rows = p.group() * p.q_rows(b);
  float* q = s.qd.get();
  for (std::int64_t r = 0; r < nr; ++r) {
    if (!ForwardTiles::reads_direct(rows, r0 + r)) continue;
    std::copy_n(s.qs.get() + r * s.dpad, s.d, q);
    if (kSplitsEvenOdd<T>) ReorderEvenOdd(df, q, 1, s.d, s.d, false);
    const DecodeRows one{
        q, s.s.get() + r * s.tile, nullptr, nullptr, nullptr, s.tile, 0, false};
    DirectScoresRows<T, 1>(p.k.row<const T>(b, kvh, kt.start), p.k.stride[2],
                           kt.len, s.d, s.d / lanes * lanes, false, one);
  }
}

// Whether some row of [r0, r1) sees a key of the tile.
bool BlockSeesTile(const BwdScratch& s, std::int64_t r0, std::int64_t r1,
                   const BwdTile& kt) {
  for (std::int64_t r = r0; r < r1; ++r) {
    if (s.range[r].lo < kt.start + kt.len && s.range[r].hi > kt.start &&
        s.lse[r] != kNegInf) {
      return true;
    }
  }
  return false;
}

// Row `row` (block row r): P = exp(S - lse) after softcap, bias and masks
// into s.s, tanh of the softcap into s.th, Pd = P with dropout into s.pd.
void ProbabilitiesRow(const AttentionProblem& p, std::int64_t b,
                      std::int64_t kvh, std::int64_t row, std::int64_t r,
                      const BwdTile& kt, BwdScratch& s) {
  // s.s, s.th, s.pd: block rows x tile; this row's keys [0, len_pad).
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t len_pad = kt.len_pad;
  const auto [h, i] = row_pos(p, kvh, row);
  float* srow = s.s.get() + r * s.tile;
  float* pdrow = s.pd.get() + r * s.tile;
  const float lse = s.lse[row];
  const KeyRange range = s.range[row];
  if (lse == kNegInf || range.hi <= kt.start || range.lo >= kt.start + kt.len) {
    std::fill(srow, srow + len_pad, 0.0f);
    std::fill(pdrow, pdrow + len_pad, 0.0f);
    return;
  }
  if (p.softcap > 0.0) {
    const float cap = static_cast<float>(p.softcap);
    const auto inv = hn::Set(df, 1.0f / cap), vcap = hn::Set(df, cap);
    float* th_row = s.th.get() + r * s.tile;
    for (std::int64_t j = 0; j < len_pad; j += lanes) {
      const auto tv = hn::Tanh(df, hn::Mul(hn::Load(df, srow + j), inv));
      hn::Store(tv, df, th_row + j);
      hn::Store(hn::Mul(vcap, tv), df, srow + j);
    }
  }
  MaskRow(p, b, h, i, kt.start, len_pad, range, srow);
  const auto vl = hn::Set(df, lse);
  for (std::int64_t j = 0; j < len_pad; j += lanes) {
    hn::Store(ClampedExp(df, hn::Sub(hn::Load(df, srow + j), vl)), df,
              srow + j);
  }
  if (p.dropout_p == 0.0) {
    std::memcpy(pdrow, srow, sizeof(float) * len_pad);
    return;
  }
  const float keep_scale = static_cast<float>(1.0 / (1.0 - p.dropout_p));
  const std::uint32_t threshold = dropout_threshold(p.dropout_p);
  for (std::int64_t j4 = 0; j4 < len_pad; j4 += 4) {
    const PhiloxCounter bits = dropout_bits(p.seed, p.offset, p.num_heads, b, h,
                                            i, (kt.start + j4) / 4);
    for (int w = 0; w < 4 && j4 + w < len_pad; ++w) {
      pdrow[j4 + w] = bits[w] < threshold ? 0.0f : srow[j4 + w] * keep_scale;
    }
  }
}

// dst[0, min(n, lanes)) = the first lanes of v; nothing past them is
// touched (the next keys may be another thread's).
template <class V>
HWY_INLINE void StoreFirst(V v, std::int64_t n, float* HWY_RESTRICT dst) {
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  if (n >= lanes) {
    hn::StoreU(v, df, dst);
    return;
  }
  HWY_ALIGN float tail[hn::MaxLanes(hn::ScalableTag<float>())];
  hn::Store(v, df, tail);
  std::copy_n(tail, n, dst);
}

// Block row r: dS = P ∘ (dP ∘ keep/(1-p) − D) [∘ (1 − tanh²)] into s.s;
// without the tanh factor also into dscores[0, len) when that is given.
void ScoreGradRow(const AttentionProblem& p, std::int64_t r, float dd,
                  const BwdTile& kt, float* HWY_RESTRICT dscores,
                  BwdScratch& s) {
  // s.s (P), s.pd, s.dp, s.th: block rows x tile.
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t len_pad = kt.len_pad;
  float* srow = s.s.get() + r * s.tile;
  const float* pdrow = s.pd.get() + r * s.tile;
  const float* dprow = s.dp.get() + r * s.tile;
  const float* th_row = s.th.get() + r * s.tile;
  const auto vd = hn::Set(df, dd);
  const auto zero = hn::Zero(df);
  const auto keep = hn::Set(df, static_cast<float>(1.0 / (1.0 - p.dropout_p)));
  for (std::int64_t j = 0; j < len_pad; j += lanes) {
    const auto pj = hn::Load(df, srow + j);
    // dP ∘ keep/(1-p) = dP · Pd / P where P > 0.
    auto dpj = hn::Load(df, dprow + j);
    if (p.dropout_p > 0.0) {
      const auto kept = hn::Ne(hn::Load(df, pdrow + j), zero);
      dpj = hn::IfThenElseZero(kept, hn::Mul(dpj, keep));
    }
    auto ds = hn::Mul(pj, hn::Sub(dpj, vd));
    // A hidden key (P = 0) gets no gradient, whatever its V holds; a NaN P
    // (a row that read an infinite logit) keeps its NaN: Eq is false for
    // NaN, where the ordered Ne would have zeroed it (DESIGN.md §2).
    const auto hidden = hn::Eq(pj, zero);
    if (dscores != nullptr && j < kt.len) {
      StoreFirst(hn::IfThenZeroElse(hidden, ds), kt.len - j, dscores + j);
    }
    if (p.softcap > 0.0) {
      const auto tv = hn::Load(df, th_row + j);
      ds = hn::Mul(ds, hn::NegMulAdd(tv, tv, hn::Set(df, 1.0f)));
    }
    hn::Store(hn::IfThenZeroElse(hidden, ds), df, srow + j);
  }
}

// Rows [r0, r0 + nr) against one packed KV tile: the five GEMMs, with the
// probabilities and score gradients of each row between them.
template <class T>
void BlockTile(const BackwardProblem& bp, std::int64_t b, std::int64_t kvh,
               std::int64_t r0, std::int64_t nr, const BwdTile& kt,
               BwdScratch& s) {
  // s.qs: nr x dpad, s.dob: nr x dvp; s.s, s.pd, s.dp: nr x tile;
  // s.dk: tile x dpad, s.dvacc: tile x dvp; s.dq: rows x dpad.
  const AttentionProblem& p = bp.fwd;
  const std::int64_t t = s.tile;
  LoadQueryBlock<T>(bp, b, kvh, r0, nr, s);
  // S = (scale·Q)·Kᵀ
  Gemm(s.qs.get(), s.dpad, 1, s.kt.get(), t, s.d, s.s.get(), t, nr, kt.len_pad,
       false);
  DirectScoreRows<T>(p, b, kvh, r0, nr, kt, s);
  for (std::int64_t r = 0; r < nr; ++r) {
    ProbabilitiesRow(p, b, kvh, r0 + r, r, kt, s);
  }
  // dV += Pdᵀ · dO   (A = Pdᵀ: element (j, r) at pd[r * t + j])
  Gemm(s.pd.get(), 1, t, s.dob.get(), s.dvp, nr, s.dvacc.get(), s.dvp, kt.len,
       s.dvp, true);
  // dP = dO · Vᵀ
  Gemm(s.dob.get(), s.dvp, 1, s.vt.get(), t, s.dv, s.dp.get(), t, nr,
       kt.len_pad, false);
  for (std::int64_t r = 0; r < nr; ++r) {
    float* dscores = nullptr;
    if (bp.dscores != nullptr) {
      const auto [h, i] = row_pos(p, kvh, r0 + r);
      dscores = static_cast<float*>(bp.dscores) + bp.dscores_offset(b, h, i) +
                kt.start;
    }
    ScoreGradRow(p, r, s.dd[r0 + r], kt, dscores, s);
  }
  // dK += dSᵀ · (scale·Q)
  Gemm(s.s.get(), 1, t, s.qs.get(), s.dpad, nr, s.dk.get(), s.dpad, kt.len,
       s.dpad, true);
  // dQ += dS · K   (scaled once at the end)
  Gemm(s.s.get(), t, 1, s.krows.get(), s.dpad, kt.len, s.dq.get() + r0 * s.dpad,
       s.dpad, nr, s.dpad, true);
}

// Stores rows [0, len) of a (len x pad) float buffer into the gradient rows
// (b, head, start + j) of `dst`.
void StoreRows(const float* src, std::int64_t pad, std::int64_t len,
               std::int64_t width, const OutOperand& dst, std::int64_t b,
               std::int64_t head, std::int64_t start) {
  // src: len x pad -> dst rows: width elements each.
  for (std::int64_t j = 0; j < len; ++j) {
    const std::int64_t o = dst.offset(b, head, start + j);
    for (std::int64_t c = 0; c < width; ++c) {
      store_from_double(dst.data, dst.dtype, o + c, src[j * pad + c]);
    }
  }
}

// One item: keys [key_begin, key_end) of (b, kvh), tile by tile, against
// every query block of the group. Writes dk, dv of those keys and leaves
// the (unscaled) dQ contribution of every row in s.dq.
template <class T>
void BackwardItem(const BackwardProblem& bp, std::int64_t b, std::int64_t kvh,
                  std::int64_t key_begin, std::int64_t key_end, BwdScratch& s) {
  // Rows of (b, kvh): group · seq_q; keys: key_end - key_begin.
  const AttentionProblem& p = bp.fwd;
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  // Ragged problems: only the sequence's own rows and keys.
  const std::int64_t rows = p.group() * p.q_rows(b), br = BTiles::kBlockRows;
  key_end = std::min(key_end, p.kv_rows(b));
  PrepareRows<T>(bp, b, kvh, s);
  std::fill(s.dq.get(), s.dq.get() + p.group() * p.seq_q * s.dpad, 0.0f);
  for (std::int64_t start = key_begin; start < key_end; start += s.tile) {
    const std::int64_t len = std::min(s.tile, key_end - start);
    const BwdTile kt{start, len, RoundUp(len, step)};
    std::fill(s.dk.get(), s.dk.get() + len * s.dpad, 0.0f);
    std::fill(s.dvacc.get(), s.dvacc.get() + len * s.dvp, 0.0f);
    bool packed = false;
    for (std::int64_t r0 = 0; r0 < rows; r0 += br) {
      const std::int64_t r1 = std::min(rows, r0 + br);
      if (!BlockSeesTile(s, r0, r1, kt)) continue;
      if (!packed) {
        PackBackwardTile<T>(p, b, kvh, kt, s);
        packed = true;
      }
      BlockTile<T>(bp, b, kvh, r0, r1 - r0, kt, s);
    }
    StoreRows(s.dk.get(), s.dpad, len, s.d, bp.dk, b, kvh, start);
    StoreRows(s.dvacc.get(), s.dvp, len, s.dv, bp.dv, b, kvh, start);
  }
}

// The backward of storage type T (float, bfloat16 or float16).
template <class T>
bool BackwardOf(const BackwardProblem& bp) {
  // q, k, v, out, dout of T -> dq, dk, dv (see tiled_backward).
  const AttentionProblem& p = bp.fwd;
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t heads = p.batch * p.num_kv_heads;
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t tile = BTiles::tile_keys(p.head_dim, p.tuning);
  const std::int64_t dpad = RoundUp(p.head_dim, step);
  // Key chunks per head, from the shape only.
  std::int64_t chunks = 1;
  if (heads > 0 && heads < BTiles::kMinItems) {
    chunks =
        std::min((BTiles::kMinItems + heads - 1) / heads,
                 std::max<std::int64_t>(1, p.seq_kv / BTiles::kMinChunkKeys));
    const std::int64_t part_bytes = heads * rows * dpad * 4;
    if (part_bytes > 0) {
      chunks = std::max<std::int64_t>(
          1, std::min(chunks, BTiles::kMaxPartialBytes / part_bytes));
    }
  }
  const std::int64_t chunk_keys =
      RoundUp((p.seq_kv + chunks - 1) / chunks, tile);
  chunks = p.seq_kv == 0 ? 1 : (p.seq_kv + chunk_keys - 1) / chunk_keys;
  const float scale = static_cast<float>(p.scale);
  std::vector<float> partial(chunks > 1 ? heads * chunks * rows * dpad : 0);
  // The calling thread alone when the work (~2.5 forwards) is small.
  const Threads threads = threads_for(
      p.threads, 5.0 * static_cast<double>(p.batch * p.num_heads) *
                     static_cast<double>(p.seq_q) *
                     static_cast<double>(p.seq_kv) *
                     static_cast<double>(p.head_dim + p.head_dim_v));

  auto store_dq = [&](const float* dq, std::int64_t b, std::int64_t kvh) {
    for (std::int64_t r = 0; r < p.group() * p.q_rows(b); ++r) {
      const auto [h, i] = row_pos(p, kvh, r);
      const std::int64_t o = bp.dq.offset(b, h, i);
      for (std::int64_t c = 0; c < p.head_dim; ++c) {
        store_from_double(bp.dq.data, p.dtype, o + c, dq[r * dpad + c] * scale);
      }
    }
  };
  std::atomic<bool> non_finite{false};
  parallel_for_cyclic(
      heads * chunks, threads, [&] { return BwdScratch(p, step); },
      [&](BwdScratch& s, std::int64_t item) {
        if (non_finite.load(std::memory_order_relaxed)) return;
        const std::int64_t bkv = item / chunks, chunk = item % chunks;
        const std::int64_t b = bkv / p.num_kv_heads, kvh = bkv % p.num_kv_heads;
        const std::int64_t key_begin = chunk * chunk_keys;
        const std::int64_t key_end = std::min(p.seq_kv, key_begin + chunk_keys);
        BackwardItem<T>(bp, b, kvh, key_begin, key_end, s);
        if (s.non_finite) non_finite.store(true, std::memory_order_relaxed);
        if (chunks == 1) {
          store_dq(s.dq.get(), b, kvh);
        } else {
          std::memcpy(&partial[item * rows * dpad], s.dq.get(),
                      sizeof(float) * rows * dpad);
        }
      });
  if (non_finite.load()) return false;
  if (chunks == 1) return true;
  // dQ partials summed in chunk order.
  parallel_for(heads, threads, [&](std::int64_t begin, std::int64_t end) {
    std::vector<float> sum(rows * dpad);
    for (std::int64_t bkv = begin; bkv < end; ++bkv) {
      std::fill(sum.begin(), sum.end(), 0.0f);
      for (std::int64_t c = 0; c < chunks; ++c) {
        const float* part = &partial[(bkv * chunks + c) * rows * dpad];
        for (std::int64_t n = 0; n < rows * dpad; ++n) sum[n] += part[n];
      }
      store_dq(sum.data(), bkv / p.num_kv_heads, bkv % p.num_kv_heads);
    }
  });
  return true;
}

bool TiledBackward(const BackwardProblem& bp) {
  // The storage dtype, dispatched once: every step below is typed.
  bool finite = false;
  WithStorageType(bp.fwd.dtype,
                  [&](auto type) { finite = BackwardOf<decltype(type)>(bp); });
  return finite;
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::internal {

HWY_EXPORT(TiledBackward);

bool tiled_backward(const BackwardProblem& bp) {
  return HWY_DYNAMIC_DISPATCH(TiledBackward)(bp);
}

}  // namespace qkv::internal
#endif  // HWY_ONCE
