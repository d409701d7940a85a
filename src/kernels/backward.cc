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
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "dtype.h"
#include "kernels/forward.h"
#include "kernels/mask_ranges.h"
#include "philox.h"
#include "threading.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "kernels/backward.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// Must come after foreach_target.h.
#include "hwy/aligned_allocator.h"
#include "hwy/contrib/math/math-inl.h"
#include "hwy/highway.h"
#include "kernels/common-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

using BTiles = BackwardTiles;

std::int64_t RoundUp(std::int64_t x, std::int64_t m) {
  return (x + m - 1) / m * m;
}

// Per-thread buffers; every row stride a multiple of 2N.
struct BwdScratch {
  std::int64_t d, dv, dpad, dvp, tile, rows_max;
  hwy::AlignedFreeUniquePtr<float[]> kt, krows, vt, dk, dvacc, qs, dob, s, pd,
      dp, th, dq;
  std::vector<float> lse, dd;
  std::vector<KeyRange> range;
  std::int64_t dq_rows = 0;

  BwdScratch(const AttentionProblem& p, std::int64_t step)
      : d(p.head_dim),
        dv(p.head_dim_v),
        dpad(RoundUp(p.head_dim, step)),
        dvp(RoundUp(p.head_dim_v, step)),
        tile(ForwardTiles::tile_keys(p.head_dim)),
        rows_max(p.group() * p.seq_q) {
    const std::int64_t br = BTiles::kBlockRows;
    kt = hwy::AllocateAligned<float>(d * tile);
    krows = hwy::AllocateAligned<float>(tile * dpad);
    vt = hwy::AllocateAligned<float>(dv * tile);
    dk = hwy::AllocateAligned<float>(tile * dpad);
    dvacc = hwy::AllocateAligned<float>(tile * dvp);
    qs = hwy::AllocateAligned<float>(br * dpad);
    dob = hwy::AllocateAligned<float>(br * dvp);
    s = hwy::AllocateAligned<float>(br * tile);
    pd = hwy::AllocateAligned<float>(br * tile);
    dp = hwy::AllocateAligned<float>(br * tile);
    th = hwy::AllocateAligned<float>(br * tile);
    dq =
        hwy::AllocateAligned<float>(std::max<std::int64_t>(1, rows_max) * dpad);
    lse.resize(rows_max);
    dd.resize(rows_max);
    range.resize(rows_max);
  }
};

// (head, query index) of row r of KV head kvh.
struct RowPos {
  std::int64_t h, i;
};
RowPos Pos(const AttentionProblem& p, std::int64_t kvh, std::int64_t row) {
  return {kvh * p.group() + row % p.group(), row / p.group()};
}

// Packs keys [start, start + len) of (b, kvh): Kᵀ (d x tile), K rows
// (tile x dpad) and Vᵀ (dv x tile), zero-padded to len_pad keys.
void PackBackwardTile(const AttentionProblem& p, std::int64_t b,
                      std::int64_t kvh, std::int64_t start, std::int64_t len,
                      std::int64_t len_pad, BwdScratch& s) {
  const std::int64_t t = s.tile;
  const std::int64_t k0 = b * p.k.stride[0] + kvh * p.k.stride[1];
  const std::int64_t v0 = b * p.v.stride[0] + kvh * p.v.stride[1];
  for (std::int64_t j = 0; j < len_pad; ++j) {
    float* kr = s.krows.get() + j * s.dpad;
    if (j < len) {
      const std::int64_t kbase = k0 + (start + j) * p.k.stride[2];
      const std::int64_t vbase = v0 + (start + j) * p.v.stride[2];
      for (std::int64_t c = 0; c < s.d; ++c) {
        const float x = load(p.k.data, p.dtype, kbase + c);
        kr[c] = x;
        s.kt[c * t + j] = x;
      }
      for (std::int64_t c = 0; c < s.dv; ++c) {
        s.vt[c * t + j] = load(p.v.data, p.dtype, vbase + c);
      }
    } else {
      for (std::int64_t c = 0; c < s.d; ++c) kr[c] = s.kt[c * t + j] = 0.0f;
      for (std::int64_t c = 0; c < s.dv; ++c) s.vt[c * t + j] = 0.0f;
    }
    for (std::int64_t c = s.d; c < s.dpad; ++c) kr[c] = 0.0f;
  }
}

// Stores rows [0, len) of a (len x pad) float buffer, times `factor`, into
// the gradient rows (b, head, start + j) of `dst`.
void StoreRows(const float* src, std::int64_t pad, std::int64_t len,
               std::int64_t width, float factor, const OutOperand& dst,
               std::int64_t b, std::int64_t head, std::int64_t start) {
  for (std::int64_t j = 0; j < len; ++j) {
    const std::int64_t o = dst.offset(b, head, start + j);
    for (std::int64_t c = 0; c < width; ++c) {
      store_from_double(dst.data, dst.dtype, o + c, src[j * pad + c] * factor);
    }
  }
}

// One item: keys [key_begin, key_end) of (b, kvh). Writes dk, dv of those
// keys and leaves the (unscaled) dQ contribution of every row in s.dq.
void BackwardItem(const BackwardProblem& bp, std::int64_t b, std::int64_t kvh,
                  std::int64_t key_begin, std::int64_t key_end, BwdScratch& s) {
  const AttentionProblem& p = bp.fwd;
  const hn::ScalableTag<float> df;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t t = s.tile, br = BTiles::kBlockRows;
  const float scale = static_cast<float>(p.scale);
  const float cap = static_cast<float>(p.softcap);
  const bool softcap = p.softcap > 0.0;
  const float keep_scale = static_cast<float>(1.0 / (1.0 - p.dropout_p));
  const std::uint32_t drop_threshold = dropout_threshold(p.dropout_p);

  // Per row: key range, lse and D = rowsum(dO ∘ O).
  for (std::int64_t r = 0; r < rows; ++r) {
    const auto [h, i] = Pos(p, kvh, r);
    s.range[r] = visible_keys(p, b, i);
    s.lse[r] = static_cast<float>(
        load_as_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i)));
    const std::int64_t o = p.out.offset(b, h, i);
    const std::int64_t g = bp.dout.offset(b, h, i);
    double dd = 0.0;
    for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
      dd += static_cast<double>(load(bp.dout.data, p.dtype, g + c)) *
            load(p.out.data, p.dtype, o + c);
    }
    if (bp.dlse.data != nullptr) {  // lse's own gradient: D - dlse
      dd -=
          load_as_double(bp.dlse.data, bp.dlse.dtype, bp.dlse.offset(b, h, i));
    }
    s.dd[r] = static_cast<float>(dd);
  }
  std::fill(s.dq.get(), s.dq.get() + rows * s.dpad, 0.0f);

  for (std::int64_t start = key_begin; start < key_end; start += t) {
    const std::int64_t len = std::min(t, key_end - start);
    const std::int64_t len_pad = RoundUp(len, 2 * lanes);
    std::fill(s.dk.get(), s.dk.get() + len * s.dpad, 0.0f);
    std::fill(s.dvacc.get(), s.dvacc.get() + len * s.dvp, 0.0f);
    bool packed = false;
    for (std::int64_t r0 = 0; r0 < rows; r0 += br) {
      const std::int64_t r1 = std::min(rows, r0 + br), nr = r1 - r0;
      bool any = false;
      for (std::int64_t r = r0; r < r1 && !any; ++r) {
        any = s.range[r].lo < start + len && s.range[r].hi > start &&
              s.lse[r] != kNegInf;
      }
      if (!any) continue;  // no row of this block sees the tile
      if (!packed) {
        PackBackwardTile(p, b, kvh, start, len, len_pad, s);
        packed = true;
      }
      // Q (pre-scaled) and dO blocks.
      for (std::int64_t r = 0; r < nr; ++r) {
        const auto [h, i] = Pos(p, kvh, r0 + r);
        const std::int64_t q0 =
            b * p.q.stride[0] + h * p.q.stride[1] + i * p.q.stride[2];
        float* qs = s.qs.get() + r * s.dpad;
        for (std::int64_t c = 0; c < s.d; ++c) {
          qs[c] = scale * load(p.q.data, p.dtype, q0 + c);
        }
        std::fill(qs + s.d, qs + s.dpad, 0.0f);
        const std::int64_t g = b * bp.dout.stride[0] + h * bp.dout.stride[1] +
                               i * bp.dout.stride[2];
        float* dob = s.dob.get() + r * s.dvp;
        for (std::int64_t c = 0; c < s.dv; ++c) {
          dob[c] = load(bp.dout.data, p.dtype, g + c);
        }
        std::fill(dob + s.dv, dob + s.dvp, 0.0f);
      }
      // S = (scale·Q)·Kᵀ
      Gemm(s.qs.get(), s.dpad, 1, s.kt.get(), t, s.d, s.s.get(), t, nr, len_pad,
           false);
      // P = exp(S - lse), after softcap, bias and masks; Pd with dropout.
      for (std::int64_t r = 0; r < nr; ++r) {
        const auto [h, i] = Pos(p, kvh, r0 + r);
        float* srow = s.s.get() + r * t;
        float* pdrow = s.pd.get() + r * t;
        const float lse = s.lse[r0 + r];
        const KeyRange range = s.range[r0 + r];
        if (lse == kNegInf || range.hi <= start || range.lo >= start + len) {
          std::fill(srow, srow + len_pad, 0.0f);
          std::fill(pdrow, pdrow + len_pad, 0.0f);
          continue;
        }
        if (softcap) {
          const auto inv = hn::Set(df, 1.0f / cap), vcap = hn::Set(df, cap);
          float* throw_ = s.th.get() + r * t;
          for (std::int64_t j = 0; j < len_pad; j += lanes) {
            const auto tv = hn::Tanh(df, hn::Mul(hn::Load(df, srow + j), inv));
            hn::Store(tv, df, throw_ + j);
            hn::Store(hn::Mul(vcap, tv), df, srow + j);
          }
        }
        MaskRow(p, b, h, i, start, len_pad, range, srow);
        const auto vl = hn::Set(df, lse), floor = hn::Set(df, kExpFloor);
        for (std::int64_t j = 0; j < len_pad; j += lanes) {
          auto x = hn::Sub(hn::Load(df, srow + j), vl);
          x = hn::IfThenElse(hn::Lt(x, floor), floor, x);
          hn::Store(hn::IfThenElse(hn::IsNaN(x), x, hn::Exp(df, x)), df,
                    srow + j);
        }
        if (p.dropout_p > 0.0) {
          for (std::int64_t j4 = 0; j4 < len_pad; j4 += 4) {
            const PhiloxCounter bits = dropout_bits(
                p.seed, p.offset, p.num_heads, b, h, i, (start + j4) / 4);
            for (int w = 0; w < 4 && j4 + w < len_pad; ++w) {
              pdrow[j4 + w] =
                  bits[w] < drop_threshold ? 0.0f : srow[j4 + w] * keep_scale;
            }
          }
        } else {
          std::memcpy(pdrow, srow, sizeof(float) * len_pad);
        }
      }
      // dV += Pdᵀ · dO   (A = Pdᵀ: element (j, r) at pd[r * t + j])
      Gemm(s.pd.get(), 1, t, s.dob.get(), s.dvp, nr, s.dvacc.get(), s.dvp, len,
           s.dvp, true);
      // dP = dO · Vᵀ
      Gemm(s.dob.get(), s.dvp, 1, s.vt.get(), t, s.dv, s.dp.get(), t, nr,
           len_pad, false);
      // dS = P ∘ (dP ∘ keep/(1-p) − D) [∘ (1 − tanh²)], into s.s.
      for (std::int64_t r = 0; r < nr; ++r) {
        float* srow = s.s.get() + r * t;
        const float* pdrow = s.pd.get() + r * t;
        const float* dprow = s.dp.get() + r * t;
        const auto vd = hn::Set(df, s.dd[r0 + r]);
        const auto zero = hn::Zero(df);
        for (std::int64_t j = 0; j < len_pad; j += lanes) {
          const auto pj = hn::Load(df, srow + j);
          // dP ∘ keep/(1-p) = dP · Pd / P where P > 0.
          auto dpj = hn::Load(df, dprow + j);
          if (p.dropout_p > 0.0) {
            const auto kept = hn::Ne(hn::Load(df, pdrow + j), zero);
            dpj =
                hn::IfThenElseZero(kept, hn::Mul(dpj, hn::Set(df, keep_scale)));
          }
          auto ds = hn::Mul(pj, hn::Sub(dpj, vd));
          if (softcap) {
            const auto tv = hn::Load(df, s.th.get() + r * t + j);
            ds = hn::Mul(ds, hn::NegMulAdd(tv, tv, hn::Set(df, 1.0f)));
          }
          // A hidden key (P = 0) gets no gradient, whatever its V holds.
          hn::Store(hn::IfThenElseZero(hn::Ne(pj, zero), ds), df, srow + j);
        }
      }
      // dK += dSᵀ · (scale·Q)
      Gemm(s.s.get(), 1, t, s.qs.get(), s.dpad, nr, s.dk.get(), s.dpad, len,
           s.dpad, true);
      // dQ += dS · K   (scaled once at the end)
      Gemm(s.s.get(), t, 1, s.krows.get(), s.dpad, len,
           s.dq.get() + r0 * s.dpad, s.dpad, nr, s.dpad, true);
    }
    StoreRows(s.dk.get(), s.dpad, len, s.d, 1.0f, bp.dk, b, kvh, start);
    StoreRows(s.dvacc.get(), s.dvp, len, s.dv, 1.0f, bp.dv, b, kvh, start);
  }
}

void TiledBackward(const BackwardProblem& bp) {
  const AttentionProblem& p = bp.fwd;
  const hn::ScalableTag<float> df;
  const std::int64_t step = 2 * static_cast<std::int64_t>(hn::Lanes(df));
  const std::int64_t heads = p.batch * p.num_kv_heads;
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t tile = ForwardTiles::tile_keys(p.head_dim);
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

  auto store_dq = [&](const float* dq, std::int64_t b, std::int64_t kvh) {
    for (std::int64_t r = 0; r < rows; ++r) {
      const auto [h, i] = Pos(p, kvh, r);
      const std::int64_t o = bp.dq.offset(b, h, i);
      for (std::int64_t c = 0; c < p.head_dim; ++c) {
        store_from_double(bp.dq.data, p.dtype, o + c, dq[r * dpad + c] * scale);
      }
    }
  };
  parallel_for_cyclic(
      heads * chunks, p.threads, [&] { return BwdScratch(p, step); },
      [&](BwdScratch& s, std::int64_t item) {
        const std::int64_t bkv = item / chunks, chunk = item % chunks;
        const std::int64_t b = bkv / p.num_kv_heads, kvh = bkv % p.num_kv_heads;
        const std::int64_t key_begin = chunk * chunk_keys;
        const std::int64_t key_end = std::min(p.seq_kv, key_begin + chunk_keys);
        BackwardItem(bp, b, kvh, key_begin, key_end, s);
        if (chunks == 1) {
          store_dq(s.dq.get(), b, kvh);
        } else {
          std::memcpy(&partial[item * rows * dpad], s.dq.get(),
                      sizeof(float) * rows * dpad);
        }
      });
  if (chunks == 1) return;
  // dQ partials summed in chunk order.
  parallel_for(heads, p.threads, [&](std::int64_t begin, std::int64_t end) {
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
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::internal {

HWY_EXPORT(TiledBackward);

void tiled_backward(const BackwardProblem& bp) {
  HWY_DYNAMIC_DISPATCH(TiledBackward)(bp);
}

}  // namespace qkv::internal
#endif  // HWY_ONCE
