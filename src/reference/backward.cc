// The reference backward: the chain rule through the textbook's steps, in
// double, one query row at a time. The oracle of the fused backward.
//
// For a row with logits s_j (after softcap, bias and masks), weights
// p_j = e^{s_j − lse} with the lse given (softmax(s)_j when the call holds
// every key the forward saw), dropout factors f_j (0 or 1/(1-p)) and the
// given out = Σ f_j p_j v_j:
//   dv_j += f_j p_j · dout
//   dp_j  = f_j · (dout · v_j)
//   ds_j  = p_j · (dp_j − Σ_k p_k dp_k),  Σ_k p_k dp_k = dout · out
//   through softcap s = c·tanh(r/c): dr_j = ds_j · (1 − (s_j/c)²)
//   (ds_j is also what an additive mask added to s_j receives: dscores)
//   dq   += scale · Σ_j dr_j k_j,   dk_j += scale · dr_j q
// With a sink (p_j normalised by Σ_k e^{s_k} + e^{sink}), the same steps,
// and d sink += −e^{sink − lse} · (Σ_k p_k dp_k − dlse) per row (derived in
// src/sinks.cc), with the given lse.
#include <cmath>
#include <limits>
#include <vector>

#include "../dtype.h"
#include "../philox.h"
#include "../threading.h"
#include "reference.h"

namespace qkv::internal {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// Writes d sinks_h = Σ_b partial[b · num_heads + h], summed in b order.
void store_dsinks(const BackwardProblem& bp,
                  const std::vector<double>& partial) {
  const AttentionProblem& p = bp.fwd;
  for (std::int64_t h = 0; h < p.num_heads; ++h) {
    double sum = 0.0;
    for (std::int64_t b = 0; b < p.batch; ++b) {
      sum += partial[b * p.num_heads + h];
    }
    store_from_double(bp.dsinks, p.sinks_dtype, h * bp.dsinks_stride, sum);
  }
}

// The row's weights as the given lse normalises them, p_j = e^{s_j − lse}
// (the fused kernel's P), and that lse. A call may hold some of the keys the
// forward saw (ring attention gives each shard's keys with the lse and out
// over all of them): weights normalised over the call's own keys would be
// another softmax. A row that reads a NaN logit in this call keeps its NaN
// weights; a given lse of −inf (no key seen) and a logit of −inf (a key an
// added −inf hides, whatever the lse) give weight 0.
double weigh_by_given_lse(const AttentionProblem& p, std::int64_t b,
                          std::int64_t h, std::int64_t i, Row& row) {
  const double lse =
      load_as_double(p.lse.data, p.lse.dtype, p.lse.offset(b, h, i));
  if (std::isnan(row.lse)) return lse;
  for (std::size_t j = 0; j < row.weights.size(); ++j) {
    if (!row.visible[j]) continue;
    row.weights[j] = lse == -kInf || row.logits[j] == -kInf
                         ? 0.0
                         : std::exp(row.logits[j] - lse);
  }
  return lse;
}

// Whether the row gives some key a weight other than 0 (NaN included).
bool weighs_a_key(const Row& row) {
  for (std::size_t j = 0; j < row.weights.size(); ++j) {
    if (row.visible[j] && row.weights[j] != 0.0) return true;
  }
  return false;
}

}  // namespace

void reference_attention_backward(const BackwardProblem& bp) {
  const AttentionProblem& p = bp.fwd;
  // d sink of (b, h), rows summed in order (each item owns its (b, h)).
  std::vector<double> dsink(bp.dsinks ? p.batch * p.num_heads : 0, 0.0);
  const std::int64_t d = p.head_dim, dv = p.head_dim_v, n = p.seq_kv;
  const double keep_scale = 1.0 / (1.0 - p.dropout_p);
  const std::uint32_t threshold = dropout_threshold(p.dropout_p);
  // Each (b, kv head) owns its dk, dv rows and the dq rows of its group.
  parallel_for(
      p.batch * p.num_kv_heads, p.threads,
      [&](std::int64_t begin, std::int64_t end) {
        std::vector<double> k_rows, v_rows, dk, dvv, q_row(d), dout_row(dv),
            dq(d), dp(n), factor(n);
        Row row;
        for (std::int64_t item = begin; item < end; ++item) {
          const std::int64_t b = item / p.num_kv_heads,
                             kvh = item % p.num_kv_heads;
          load_kv(p, b, kvh, k_rows, v_rows);
          dk.assign(n * d, 0.0);
          dvv.assign(n * dv, 0.0);
          for (std::int64_t h = kvh * p.group(); h < (kvh + 1) * p.group();
               ++h) {
            for (std::int64_t i = 0; i < p.q_rows(b); ++i) {
              compute_row(p, b, h, i, k_rows, v_rows, row);
              const double lse = weigh_by_given_lse(p, b, h, i, row);
              for (std::int64_t c = 0; c < d; ++c)
                q_row[c] = at(p.q, b, h, i, c);
              for (std::int64_t c = 0; c < dv; ++c) {
                dout_row[c] = at(bp.dout, b, h, i, c);
              }
              // Σ_k p_k dp_k over all the row's keys = dout · out (given);
              // 0 for a row that weighs no key here, whatever its dout (its
              // out is 0: a NaN dout must not reach d sink as 0 · NaN).
              double dot_pd = 0.0;
              if (weighs_a_key(row)) {
                const std::int64_t o_out = p.out.offset(b, h, i);
                for (std::int64_t c = 0; c < dv; ++c) {
                  dot_pd += dout_row[c] *
                            load_as_double(p.out.data, p.out.dtype, o_out + c);
                }
              }
              for (std::int64_t j = 0; j < n; ++j) {
                dp[j] = 0.0;
                if (!row.visible[j] || row.weights[j] == 0.0) continue;
                bool keep = true;
                if (p.dropout_p > 0.0) {
                  keep =
                      dropout_kept(p.dropout_p,
                                   dropout_bits(p.seed, p.offset, p.num_heads,
                                                b, h, i, j / 4)[j % 4],
                                   threshold);
                }
                factor[j] = keep ? keep_scale : 0.0;
                double dot = 0.0;
                for (std::int64_t c = 0; c < dv; ++c) {
                  dot += dout_row[c] * v_rows[j * dv + c];
                }
                dp[j] = factor[j] * dot;
              }
              if (bp.dlse.data != nullptr) {  // lse's own gradient
                dot_pd -= load_as_double(bp.dlse.data, bp.dlse.dtype,
                                         bp.dlse.offset(b, h, i));
              }
              if (!dsink.empty() && p.sink(h) != -kInf) {
                dsink[b * p.num_heads + h] -=
                    std::exp(p.sink(h) - lse) * dot_pd;
              }
              std::fill(dq.begin(), dq.end(), 0.0);
              const std::int64_t o_ds =
                  bp.dscores != nullptr ? bp.dscores_offset(b, h, i) : 0;
              for (std::int64_t j = 0; j < n; ++j) {
                // A NaN weight (NaN row) must reach the gradients too.
                if (!row.visible[j] || row.weights[j] == 0.0) {
                  if (bp.dscores != nullptr) {  // over a fused kernel's try
                    store_from_double(bp.dscores, bp.dscores_dtype, o_ds + j,
                                      0.0);
                  }
                  continue;
                }
                const double pj = row.weights[j];
                for (std::int64_t c = 0; c < dv; ++c) {
                  dvv[j * dv + c] += factor[j] * pj * dout_row[c];
                }
                double ds = pj * (dp[j] - dot_pd);
                if (bp.dscores != nullptr) {  // the logits' own gradient
                  store_from_double(bp.dscores, bp.dscores_dtype, o_ds + j, ds);
                }
                if (p.softcap > 0.0) {
                  const double t = row.scaled[j] / p.softcap;
                  ds *= 1.0 - t * t;
                }
                ds *= p.scale;
                for (std::int64_t c = 0; c < d; ++c) {
                  dq[c] += ds * k_rows[j * d + c];
                  dk[j * d + c] += ds * q_row[c];
                }
              }
              const std::int64_t o = bp.dq.offset(b, h, i);
              for (std::int64_t c = 0; c < d; ++c) {
                store_from_double(bp.dq.data, p.dtype, o + c, dq[c]);
              }
            }
          }
          for (std::int64_t j = 0; j < p.kv_rows(b); ++j) {
            const std::int64_t ok = bp.dk.offset(b, kvh, j);
            for (std::int64_t c = 0; c < d; ++c) {
              store_from_double(bp.dk.data, p.dtype, ok + c, dk[j * d + c]);
            }
            const std::int64_t ov = bp.dv.offset(b, kvh, j);
            for (std::int64_t c = 0; c < dv; ++c) {
              store_from_double(bp.dv.data, p.dtype, ov + c, dvv[j * dv + c]);
            }
          }
        }
      });
  if (bp.dsinks != nullptr) store_dsinks(bp, dsink);
}

}  // namespace qkv::internal
