// The textbook: for each query row, materialise its scores, apply softcap,
// bias and masks, softmax, dropout, and the weighted sum of values, all in
// double. Never optimised; every fast path is tested against it.
#include "reference.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "../dtype.h"
#include "../philox.h"
#include "../threading.h"

namespace qkv::internal {

// Element (b, h, i, j) of a 4-D operand, as double.
double at(const Operand& t, std::int64_t b, std::int64_t h, std::int64_t i,
          std::int64_t j) {
  return load_as_double(t.data, t.dtype, t.offset(b, h, i, j));
}

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// May query i of (b, h) see key j? Every mask of DESIGN.md §2, by index.
bool visible(const AttentionProblem& p, std::int64_t b, std::int64_t h,
             std::int64_t i, std::int64_t j) {
  const std::int64_t seq_q = p.q_len(b);
  const std::int64_t seq_kv = p.kv_len(b);
  if (i >= seq_q || j >= seq_kv) return false;
  const std::int64_t diagonal = i + seq_kv - seq_q;  // bottom-right
  if (p.causal == Causal::kTopLeft && j > i) return false;
  if (p.causal == Causal::kBottomRight && j > diagonal) return false;
  if (p.window_left >= 0 && j < diagonal - p.window_left) return false;
  if (p.window_right >= 0 && j > diagonal + p.window_right) return false;
  for (const Mask& m : p.masks) {
    if (m.is_bool() && m.hides(at(m.values, b, h, i, j) != 0.0)) return false;
  }
  return true;
}

// The logit of scaled score s: ALiBi added, then the additive masks in
// order; a mask value of −inf hides the key whatever s is (a NaN or inf
// score there is never read, as under a bool mask), as the kernels'
// ApplyMask does.
double biased(const AttentionProblem& p, std::int64_t b, std::int64_t h,
              std::int64_t i, std::int64_t j, double s) {
  if (p.alibi != nullptr) {
    const double slope = load_as_double(
        p.alibi, p.alibi_dtype, b * p.alibi_stride_b + h * p.alibi_stride_h);
    const std::int64_t distance = i + p.kv_len(b) - p.q_len(b) - j;
    s -= slope * static_cast<double>(distance < 0 ? -distance : distance);
  }
  for (const Mask& m : p.masks) {
    if (m.kind != MaskKind::kAdd) continue;
    const double add = at(m.values, b, h, i, j);
    s = add == -kInf ? -kInf : s + add;
  }
  return s;
}

}  // namespace

void compute_row(const AttentionProblem& p, std::int64_t b, std::int64_t h,
                 std::int64_t i, const std::vector<double>& k_rows,
                 const std::vector<double>& v_rows, Row& row) {
  const std::int64_t n = p.seq_kv, d = p.head_dim, dv = p.head_dim_v;
  row.scores.assign(n, 0.0);
  row.scaled.assign(n, 0.0);
  row.logits.assign(n, -kInf);
  row.weights.assign(n, 0.0);
  row.dropped.assign(n, 0.0);
  row.visible.assign(n, 0);
  row.out.assign(dv, 0.0);
  row.lse = -kInf;

  std::vector<double> q_row(d);
  for (std::int64_t c = 0; c < d; ++c) q_row[c] = at(p.q, b, h, i, c);

  // 1. scores, scale, softcap, bias, masks.
  double max_logit = -kInf;
  bool any_nan = false;
  for (std::int64_t j = 0; j < n; ++j) {
    row.visible[j] = visible(p, b, h, i, j) ? 1 : 0;
    double dot = 0.0;
    for (std::int64_t c = 0; c < d; ++c) dot += q_row[c] * k_rows[j * d + c];
    row.scores[j] = dot;
    double s = p.scale * dot;
    if (p.softcap > 0.0) s = p.softcap * std::tanh(s / p.softcap);
    row.scaled[j] = s;
    if (!row.visible[j]) continue;
    row.logits[j] = biased(p, b, h, i, j, s);
    if (std::isnan(row.logits[j])) any_nan = true;
    if (row.logits[j] > max_logit) max_logit = row.logits[j];
  }
  // 2. A row with no visible key (or only -inf logits) is fully masked:
  //    out = 0, lse = -inf (lse = sink with a sink). A NaN logit is never
  //    hidden.
  if (any_nan) {  // every key the row weighs (not one an added −inf hides)
    const double nan = std::numeric_limits<double>::quiet_NaN();
    row.lse = nan;
    for (std::int64_t j = 0; j < n; ++j) {
      if (row.visible[j] && row.logits[j] != -kInf) {
        row.weights[j] = row.dropped[j] = nan;
      }
    }
    row.out.assign(dv, nan);
    return;
  }
  // The sink: one more logit in the softmax, a key with no value (-inf
  // without sinks).
  const double sink = p.sink(h);
  if (max_logit == -kInf) {
    row.lse = sink;
    return;
  }
  max_logit = std::max(max_logit, sink);

  // 3. softmax, with the maximum subtracted so exp never overflows.
  double sum = std::exp(sink - max_logit);  // 0 without a sink
  for (std::int64_t j = 0; j < n; ++j) {
    if (row.visible[j]) sum += std::exp(row.logits[j] - max_logit);
  }
  row.lse = max_logit + std::log(sum);
  const double keep_scale = 1.0 / (1.0 - p.dropout_p);
  const std::uint32_t threshold = dropout_threshold(p.dropout_p);
  for (std::int64_t j = 0; j < n; ++j) {
    // A −inf logit weighs 0, also in a row a +inf logit makes NaN (whose
    // sum is NaN): a key an added −inf hides is never weighed.
    if (!row.visible[j] || row.logits[j] == -kInf) continue;
    row.weights[j] = std::exp(row.logits[j] - max_logit) / sum;
    // 4. dropout: the Philox word of (b, h, i, j) decides.
    bool keep = true;
    if (p.dropout_p > 0.0) {
      keep = dropout_kept(
          p.dropout_p,
          dropout_bits(p.seed, p.offset, p.num_heads, b, h, i, j / 4)[j % 4],
          threshold);
    }
    row.dropped[j] = keep ? row.weights[j] * keep_scale : 0.0;
  }
  // 5. out = Σ_j p_j v_j over the keys not masked out. A -inf additive
  //    mask hides a key like a bool mask does: its value is never read. A
  //    visible NaN value poisons the row even where its weight is 0.
  for (std::int64_t j = 0; j < n; ++j) {
    if (!row.visible[j] || row.logits[j] == -kInf) continue;
    for (std::int64_t c = 0; c < dv; ++c) {
      row.out[c] += row.dropped[j] * v_rows[j * dv + c];
    }
  }
}

void load_kv(const AttentionProblem& p, std::int64_t b, std::int64_t kvh,
             std::vector<double>& k_rows, std::vector<double>& v_rows) {
  // Keys past kv_rows(b) have no storage (ragged problems): zeros, never
  // visible.
  k_rows.assign(p.seq_kv * p.head_dim, 0.0);
  v_rows.assign(p.seq_kv * p.head_dim_v, 0.0);
  for (std::int64_t j = 0; j < p.kv_rows(b); ++j) {
    for (std::int64_t c = 0; c < p.head_dim; ++c) {
      k_rows[j * p.head_dim + c] = at(p.k, b, kvh, j, c);
    }
    for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
      v_rows[j * p.head_dim_v + c] = at(p.v, b, kvh, j, c);
    }
  }
}

void reference_attention(const AttentionProblem& p) {
  // Work items: (b, kv head, chunk of kRows query rows across the group's
  // heads). Each item converts its K/V rows once and owns its output rows.
  constexpr std::int64_t kRows = 64;
  if (p.num_kv_heads == 0) return;  // then num_heads is 0: no row at all
  const std::int64_t rows = p.group() * p.seq_q;
  const std::int64_t chunks = (rows + kRows - 1) / kRows;
  const std::int64_t items = p.batch * p.num_kv_heads * chunks;
  parallel_for(items, p.threads, [&](std::int64_t begin, std::int64_t end) {
    std::vector<double> k_rows, v_rows;
    Row row;
    std::int64_t loaded = -1;  // (b, kvh) whose K/V are in k_rows / v_rows
    for (std::int64_t item = begin; item < end; ++item) {
      const std::int64_t bkv = item / chunks, chunk = item % chunks;
      const std::int64_t b = bkv / p.num_kv_heads, kvh = bkv % p.num_kv_heads;
      if (bkv != loaded) {
        load_kv(p, b, kvh, k_rows, v_rows);
        loaded = bkv;
      }
      for (std::int64_t r = chunk * kRows;
           r < std::min(rows, (chunk + 1) * kRows); ++r) {
        const std::int64_t h = kvh * p.group() + r / p.seq_q, i = r % p.seq_q;
        if (i >= p.q_rows(b)) continue;  // no storage (ragged)
        compute_row(p, b, h, i, k_rows, v_rows, row);
        const std::int64_t o = p.out.offset(b, h, i);
        for (std::int64_t c = 0; c < p.head_dim_v; ++c) {
          store_from_double(p.out.data, p.out.dtype, o + c, row.out[c]);
        }
        if (p.lse.data != nullptr) {
          store_from_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i),
                            row.lse);
        }
      }
    }
  });
}

void reference_attention_weights(const AttentionProblem& p,
                                 const OutOperand& weights) {
  // Work items: (b, kv head); each converts its K/V rows once and writes the
  // weight rows of the heads of its group.
  if (p.num_kv_heads == 0) return;
  parallel_for(p.batch * p.num_kv_heads, p.threads,
               [&](std::int64_t begin, std::int64_t end) {
                 std::vector<double> k_rows, v_rows;
                 Row row;
                 for (std::int64_t item = begin; item < end; ++item) {
                   const std::int64_t b = item / p.num_kv_heads;
                   const std::int64_t kvh = item % p.num_kv_heads;
                   load_kv(p, b, kvh, k_rows, v_rows);
                   for (std::int64_t g = 0; g < p.group(); ++g) {
                     const std::int64_t h = kvh * p.group() + g;
                     for (std::int64_t i = 0; i < p.seq_q; ++i) {
                       compute_row(p, b, h, i, k_rows, v_rows, row);
                       for (std::int64_t j = 0; j < p.seq_kv; ++j) {
                         store_from_double(weights.data, weights.dtype,
                                           weights.offset(b, h, i, j),
                                           row.dropped[j]);
                       }
                     }
                   }
                 }
               });
}

void reference_attention_steps(const AttentionProblem& p, std::int64_t b,
                               std::int64_t h, AttentionSteps& steps) {
  steps = AttentionSteps{};
  steps.seq_q = p.seq_q;
  steps.seq_kv = p.seq_kv;
  steps.head_dim = p.head_dim;
  steps.head_dim_v = p.head_dim_v;
  steps.scale = p.scale;
  std::vector<double> k_rows, v_rows;
  load_kv(p, b, h / p.group(), k_rows, v_rows);
  Row row;
  for (std::int64_t i = 0; i < p.seq_q; ++i) {
    compute_row(p, b, h, i, k_rows, v_rows, row);
    auto append = [](auto& to, const auto& from) {
      to.insert(to.end(), from.begin(), from.end());
    };
    append(steps.scores, row.scores);
    append(steps.scaled, row.scaled);
    append(steps.logits, row.logits);
    append(steps.visible, row.visible);
    append(steps.weights, row.weights);
    append(steps.dropped, row.dropped);
    append(steps.out, row.out);
    steps.lse.push_back(row.lse);
  }
}

}  // namespace qkv::internal
