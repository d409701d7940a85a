// The exact merge of partial attentions of one query row, in one place:
// merge_partials (src/merge.cc, in double; the ring in src/dist merges
// through it) merges (lse, out) partials, the split-KV forward
// (src/kernels/forward.cc, in float) the online softmax's own (m, l, O)
// (merge_running).
//
// Partial c covers a set of keys disjoint from the others', with log-sum-
// exp lse_c and normalised output row out_c. Over the union of the keys
//   lse = log Σ_c e^{lse_c},   out = Σ_c e^{lse_c − lse} · out_c,
// computed around m = max_c lse_c as w_c = e^{lse_c − m} (the largest is
// 1), sum = Σ_c w_c, lse = m + log(sum), out = (Σ_c w_c · out_c) / sum.
// A NaN lse poisons the row (lse and out NaN). A partial with lse = −inf
// (no visible key), or whose weight underflows to 0, is never read: what
// its out row holds does not matter. A row where every partial is empty
// gets lse = −inf and out = 0.
#ifndef QKV_SRC_MERGE_ROW_H_
#define QKV_SRC_MERGE_ROW_H_

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace qkv::internal {

// The scalars of one row's merge, in the accumulation type Acc (float or
// double).
template <class Acc>
struct RowMerge {
  static constexpr Acc kNegInf = -std::numeric_limits<Acc>::infinity();
  Acc max = kNegInf;  // m = max_c lse_c over the non-NaN partials
  Acc sum = 0;        // Σ_c w_c; 0 if every partial is empty, NaN if one is

  // The merged lse: m + log(sum), −inf when empty, NaN when poisoned.
  Acc lse() const { return sum == 0 ? kNegInf : max + std::log(sum); }
  // The merged out element from its weighted sum Σ_c w_c · out_c.
  Acc out(Acc weighted) const { return sum == 0 ? Acc(0) : weighted / sum; }
};

// The weights of n partials: weights[c] = w_c, 0 for the partials never
// read (all of them when the row is empty or poisoned). lse_at(c) returns
// partial c's lse as Acc.
template <class Acc, class LseAt>
RowMerge<Acc> merge_weights(std::int64_t n, LseAt lse_at, Acc* weights) {
  RowMerge<Acc> m;
  bool nan = false;
  for (std::int64_t c = 0; c < n; ++c) {
    const Acc lse = lse_at(c);
    nan = nan || std::isnan(lse);
    m.max = std::max(m.max, lse);  // a NaN lse leaves max as it is
  }
  std::fill(weights, weights + n, Acc(0));
  if (nan) {
    m.sum = std::numeric_limits<Acc>::quiet_NaN();
    return m;
  }
  if (m.max == RowMerge<Acc>::kNegInf) return m;
  for (std::int64_t c = 0; c < n; ++c) {
    const Acc lse = lse_at(c);
    if (lse == RowMerge<Acc>::kNegInf) continue;
    weights[c] = std::exp(lse - m.max);
    m.sum += weights[c];
  }
  return m;
}

// The weights of n partials kept as the online softmax leaves them: running
// max m_c, sum l_c = Σ e^{s − m_c} and unnormalised output O_c (lse_c = m_c
// + log l_c). Stored as lse_c, log l_c is rounded away once |m_c| is large
// (logits of 1e7, a large finite mask on every key: in float32 1e7 + log l =
// 1e7), and partials of different sizes would weigh the same. Here
// weights[c] = e^{m_c − M} with M the largest m_c of a partial with l_c > 0,
// the merged max is M and sum = Σ_c weights[c] · l_c, so lse() = M + log(sum)
// and out(Σ_c weights[c] · O_c) is the merged out. A NaN l_c or m_c poisons
// the row; a partial with l_c = 0 (no visible key) is never read.
template <class Acc, class MaxAt, class SumAt>
RowMerge<Acc> merge_running(std::int64_t n, MaxAt max_at, SumAt sum_at,
                            Acc* weights) {
  RowMerge<Acc> m;
  std::fill(weights, weights + n, Acc(0));
  for (std::int64_t c = 0; c < n; ++c) {
    const Acc mc = max_at(c), lc = sum_at(c);
    if (std::isnan(mc) || std::isnan(lc)) {
      m.sum = std::numeric_limits<Acc>::quiet_NaN();
      return m;
    }
    if (lc != 0) m.max = std::max(m.max, mc);
  }
  for (std::int64_t c = 0; c < n; ++c) {
    const Acc lc = sum_at(c);
    if (lc == 0) continue;
    weights[c] = std::exp(max_at(c) - m.max);
    m.sum += weights[c] * lc;
  }
  return m;
}

// acc[e] = Σ_c weights[c] · value_at(c, e) for e in [0, width), over the
// partials with a non-zero weight, in partial order (deterministic).
// value_at(c, e) returns element e of partial c's out row as Acc.
template <class Acc, class ValueAt>
void merge_rows(std::int64_t n, const Acc* weights, std::int64_t width,
                ValueAt value_at, Acc* acc) {
  std::fill(acc, acc + width, Acc(0));
  for (std::int64_t c = 0; c < n; ++c) {
    const Acc w = weights[c];
    if (w == 0) continue;
    for (std::int64_t e = 0; e < width; ++e) acc[e] += w * value_at(c, e);
  }
}

// An attention sink is one more partial with out 0 and lse = sink: merged
// into a row whose keys give `lse`, the row's lse becomes logaddexp(lse,
// sink) and its out scales by e^(lse − merged). A -inf sink changes
// nothing; a row with no visible key (lse −inf) gets lse = sink and out 0;
// a NaN lse stays NaN.
struct SinkFold {
  double lse;    // the merged lse
  double scale;  // e^(lse − merged): the factor of the row's out
};
inline SinkFold fold_sink(double lse, double sink) {
  constexpr double kNegInf = -std::numeric_limits<double>::infinity();
  if (sink == kNegInf || std::isnan(lse)) return {lse, 1.0};
  if (lse == kNegInf) return {sink, 0.0};
  const double merged =
      std::max(lse, sink) + std::log1p(std::exp(-std::fabs(lse - sink)));
  return {merged, std::exp(lse - merged)};
}

}  // namespace qkv::internal

#endif  // QKV_SRC_MERGE_ROW_H_
