#include "tools.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <random>
#include <sstream>

#include "qkv/qkv.h"

namespace qkv::cli {
namespace {

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// Element (b, h, i, c) of a contiguous rank-4 float32 tensor.
float& at(Tensor& t, std::int64_t b, std::int64_t h, std::int64_t i,
          std::int64_t c) {
  return t.data<float>()[((b * t.size(1) + h) * t.size(2) + i) * t.size(3) + c];
}

}  // namespace

// ---------------------------------------------------------------- leak-test

bool LeakReport::leaked() const {
  return std::any_of(max_change.begin(), max_change.end(),
                     [](double x) { return x != 0.0; });
}

void check_leak_options(const LeakOptions& o) {
  const std::int64_t sq = o.seq_q, skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  if (sq < 1 || sq > kLeakMaxSeq || skv > kLeakMaxSeq || o.heads < 1 ||
      o.heads > kLeakMaxHeads || o.head_dim < 1 ||
      o.head_dim > kLeakMaxHeadDim) {
    throw Error("leak-test: sizes must be 1 <= seq, seq_kv <= " +
                std::to_string(kLeakMaxSeq) +
                ", 1 <= heads <= " + std::to_string(kLeakMaxHeads) +
                ", 1 <= head_dim <= " + std::to_string(kLeakMaxHeadDim));
  }
  // seq_q attention calls of seq_q x seq_kv x heads x head_dim each.
  const double work = double(sq) * double(sq) * double(skv) * double(o.heads) *
                      double(o.head_dim);
  if (work > kLeakMaxWork) {
    throw Error(
        "leak-test: seq_q² · seq_kv · heads · head_dim = " +
        std::to_string(static_cast<long long>(work)) + " exceeds " +
        std::to_string(static_cast<long long>(kLeakMaxWork)) +
        " (a few seconds); use a shorter --seq or fewer --heads/--head-dim");
  }
}

LeakReport leak_test(const LeakOptions& o) {
  const std::int64_t sq = o.seq_q, skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  check_leak_options(o);
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  auto random = [&](std::int64_t n, std::int64_t d) {
    Tensor t(DType::kFloat32, {1, o.heads, n, d});
    for (std::int64_t e = 0; e < t.numel(); ++e)
      t.data<float>()[e] = normal(rng);
    return t;
  };
  const Tensor q = random(sq, o.head_dim), k = random(skv, o.head_dim),
               v = random(skv, o.head_dim);
  const std::int64_t shift = o.causal == Causal::kBottomRight ? skv - sq : 0;
  // What query i may see, per the causal alignment.
  auto visible = [&](std::int64_t i, std::int64_t j) { return j <= i + shift; };
  AttentionParams params;
  params.path = o.path;
  std::vector<std::uint8_t> wrong;
  if (o.broken) {  // off by one: key i + shift + 1 slips through
    wrong.resize(sq * skv);
    for (std::int64_t i = 0; i < sq; ++i) {
      for (std::int64_t j = 0; j < skv; ++j)
        wrong[i * skv + j] = j <= i + shift + 1;
    }
    params.mask = TensorView::contiguous(wrong.data(), DType::kBool, {sq, skv});
  } else {
    params.causal = o.causal;
  }
  const AttentionResult base = attention(q.view(), k.view(), v.view(), params);
  LeakReport report;
  report.max_change.assign(sq, 0.0);
  for (std::int64_t i = 0; i < sq; ++i) {
    Tensor k2 = k.clone(), v2 = v.clone();
    for (std::int64_t h = 0; h < o.heads; ++h) {
      for (std::int64_t j = 0; j < skv; ++j) {
        if (visible(i, j)) continue;
        for (std::int64_t c = 0; c < o.head_dim; ++c) {
          at(k2, 0, h, j, c) = 10.0f * normal(rng);
          at(v2, 0, h, j, c) = 10.0f * normal(rng);
        }
      }
    }
    const AttentionResult after =
        attention(q.view(), k2.view(), v2.view(), params);
    for (std::int64_t h = 0; h < o.heads; ++h) {
      for (std::int64_t c = 0; c < o.head_dim; ++c) {
        const std::int64_t n = (h * sq + i) * o.head_dim + c;
        report.max_change[i] =
            std::max(report.max_change[i],
                     std::fabs(static_cast<double>(after.out.data<float>()[n] -
                                                   base.out.data<float>()[n])));
      }
    }
  }
  return report;
}

void print_leak_report(const LeakOptions& o, const LeakReport& report,
                       std::ostream& out) {
  const bool bottom_right = o.causal == Causal::kBottomRight;
  const std::string rule =
      bottom_right ? "causal, bottom-right (key j visible iff j <= i + seq_kv "
                     "- seq_q"
                   : "causal, top-left (key j visible iff j <= i";
  out << "Leak test: "
      << (o.broken
              ? "a deliberately WRONG mask: " + rule + " + 1, one key too many)"
              : rule + ")")
      << "; seq_q " << o.seq_q << ", seq_kv "
      << (o.seq_kv > 0 ? o.seq_kv : o.seq_q) << ", " << o.heads
      << " heads of width " << o.head_dim << ".\n"
      << "For each position i, every key/value that i may not see is "
         "replaced by random values;\nthe output row i must not change at "
         "all.\n\n  position  max |change of output|\n";
  for (std::size_t i = 0; i < report.max_change.size(); ++i) {
    char line[64];
    std::snprintf(line, sizeof line, "  %8zu  %.3g\n", i, report.max_change[i]);
    out << line;
  }
  out << (report.leaked() ? "\nLEAK: future tokens changed the output.\n"
                          : "\nNo leak: every output row is bit-identical.\n");
}

// ------------------------------------------------------------------- memory

std::string human_bytes(double bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (bytes >= 1024.0 && u < 4) {
    bytes /= 1024.0;
    ++u;
  }
  return fixed(bytes, u == 0 ? 0 : 2) + " " + units[u];
}

namespace {
// K/V heads of a call (--kv-heads, default --heads); memory_command checks
// that they divide the heads first.
std::int64_t kv_heads_of(const CostOptions& o) {
  const std::int64_t kv = o.kv_heads > 0 ? o.kv_heads : o.heads;
  if (kv > o.heads || o.heads % kv != 0) {
    throw Error("memory: --kv-heads " + std::to_string(kv) +
                " must divide --heads " + std::to_string(o.heads));
  }
  return kv;
}
}  // namespace

Cost cost_model(const CostOptions& o) {
  const double b = double(o.batch), h = double(o.heads), sq = double(o.seq_q);
  const double skv = double(o.seq_kv > 0 ? o.seq_kv : o.seq_q);
  const double d = double(o.head_dim), size = double(dtype_size(o.dtype));
  if (o.batch < 1 || o.heads < 1 || o.seq_q < 1 || o.head_dim < 1) {
    throw Error("memory: batch, heads, seq and head_dim must be >= 1");
  }
  const double kvh = double(kv_heads_of(o));
  // Visible (query, key) pairs: all, or the causal triangle (bottom-right).
  double pairs = sq * skv;
  if (o.causal) {
    const double full = std::max(0.0, skv - sq);
    pairs = sq * full + std::min(sq, skv) * (std::min(sq, skv) + 1) / 2;
  }
  Cost c;
  c.flops = 4.0 * b * h * d * pairs;
  c.score_matrix_bytes = b * h * sq * skv * size;
  // Per thread: Q block (48 x d), packed K tile (d x T), V tile (T x d),
  // S/P (48 x T), O (48 x d), float32; T keys per tile as the kernel picks.
  const double t = double(std::int64_t{128} >>
                          (o.head_dim > 64 ? (o.head_dim > 128 ? 2 : 1) : 0));
  const double per_thread = 4.0 * (48 * d + d * t + t * d + 48 * t + 48 * d);
  // Plus one head's K and V packed once, when they fit 8 MiB.
  const double pack = 4.0 * skv * 2 * d;
  const int threads = o.threads > 0 ? o.threads : default_num_threads();
  c.tiled_workspace_bytes =
      threads * (per_thread + (pack <= 8.0 * 1024 * 1024 ? pack : 0.0));
  c.input_output_bytes =
      b * (2 * h * sq * d + 2 * kvh * skv * d) * size + b * h * sq * 4;
  if (o.peak_gflops > 0)
    c.estimated_seconds = c.flops / (0.6 * o.peak_gflops * 1e9);
  return c;
}

void print_cost(const CostOptions& o, const Cost& c, std::ostream& out) {
  const std::int64_t skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  const std::int64_t kvh = kv_heads_of(o);
  out << "Cost of one attention call: batch " << o.batch << ", heads "
      << o.heads;
  if (kvh != o.heads) out << " (" << kvh << " KV heads)";
  out << ", seq_q " << o.seq_q << ", seq_kv " << skv << ", head_dim "
      << o.head_dim << ", " << dtype_name(o.dtype)
      << (o.causal ? ", causal (bottom-right)" : "") << "\n\n";
  out << "  FLOPs (4 · batch · heads · visible pairs · head_dim): "
      << fixed(c.flops / 1e9, 3) << " GFLOP\n";
  out << "  naive path, the n x n score matrix (batch · heads · seq_q · "
         "seq_kv · "
      << dtype_size(o.dtype) << " B): " << human_bytes(c.score_matrix_bytes)
      << "\n";
  out << "  tiled path, workspace (per-thread tiles, O(n)): "
      << human_bytes(c.tiled_workspace_bytes) << "\n";
  out << "  inputs and outputs (q, k, v, out, lse): "
      << human_bytes(c.input_output_bytes) << "\n";
  if (c.estimated_seconds > 0) {
    out << "  estimated time at 60% of the measured FMA peak ("
        << fixed(o.peak_gflops, 1)
        << " GFLOP/s): " << fixed(c.estimated_seconds * 1e3, 3) << " ms\n";
  }
  out << "\nKV cache of batch · seq_kv tokens · " << kvh << " KV head"
      << (kvh == 1 ? "" : "s")
      << ", per format (docs/quantized-cache.md; the *_kivi formats hold whole "
         "groups of 32 tokens per sequence):\n";
  // Bytes of one token of one head, times the tokens, in double: sizes past
  // int64 print as what they are.
  const auto bytes_of = [&](QuantFormat format, DType dtype) {
    const double per_row =
        double(kv_cache_bytes(1, 1, o.head_dim, 0, format, dtype));
    const bool kivi =
        format == QuantFormat::kQ8Kivi || format == QuantFormat::kQ4Kivi;
    const double seq =
        kivi ? std::ceil(double(skv) / 32.0) * 32.0 : double(skv);
    return per_row * double(o.batch) * seq * double(kvh);
  };
  const double plain = bytes_of(QuantFormat::kNone, DType::kBFloat16);
  const double values =
      2.0 * double(o.batch) * double(skv) * double(kvh) * double(o.head_dim);
  const std::pair<const char*, double> formats[] = {
      {"float32", bytes_of(QuantFormat::kNone, DType::kFloat32)},
      {"bfloat16", plain},
      {"q8_0", bytes_of(QuantFormat::kQ8_0, DType::kFloat32)},
      {"q4_0", bytes_of(QuantFormat::kQ4_0, DType::kFloat32)},
      {"q8_kivi", bytes_of(QuantFormat::kQ8Kivi, DType::kFloat32)},
      {"q4_kivi", bytes_of(QuantFormat::kQ4Kivi, DType::kFloat32)}};
  for (const auto& [name, bytes] : formats) {
    out << "  " << name << ": " << human_bytes(bytes) << " ("
        << fixed(bytes * 8.0 / values, 2) << " bits per value, "
        << fixed(bytes / plain, 3) << " of bfloat16's bytes)\n";
  }
  out << "\nThe score matrix grows as n²; the tiled path never stores it.\n";
}

// ---------------------------------------------------------------------- viz

std::vector<Heatmap> weight_heatmaps(const ExplainInput& in) {
  check_input(in, kVizMaxSize);  // heads, sizes, tokens, masks
  // The same error for SVG, PNG and the terminal: a picture of no cells
  // has no colour scale either.
  if (in.q.rows == 0 || in.k.rows == 0) {
    throw Error(std::string("viz: nothing to draw: 0 ") +
                (in.q.rows == 0 ? "queries" : "keys"));
  }
  const std::int64_t heads = in.heads;
  const ExplainSteps e = explain_steps(in);
  std::vector<Heatmap> maps;
  for (std::int64_t h = 0; h < heads; ++h) {
    const AttentionSteps& s = e.heads[h];
    Heatmap m;
    m.title = "attention weights: " + in.title;
    m.caption = (heads > 1 ? "head " + std::to_string(h) + ": " : "") +
                std::string("rows are queries, columns keys");
    m.rows = in.q.rows;
    m.cols = in.k.rows;
    m.values = s.weights;
    auto label = [](const std::vector<std::string>& tokens, std::int64_t n,
                    char prefix) {
      if (n < std::int64_t(tokens.size())) return tokens[n];
      std::string l(1, prefix);
      l.append(std::to_string(n));
      return l;
    };
    for (std::int64_t i = 0; i < m.rows; ++i) {
      m.row_labels.push_back(label(in.query_tokens, i, 'q'));
    }
    for (std::int64_t j = 0; j < m.cols; ++j) {
      m.col_labels.push_back(label(in.key_tokens, j, 'k'));
    }
    maps.push_back(std::move(m));
  }
  return maps;
}

Heatmap mask_heatmap(const std::string& kind, std::int64_t sq,
                     std::int64_t skv) {
  if (sq < 1 || skv < 1 || sq > 64 || skv > 64) {
    throw Error("viz --mask: seq lengths must be in [1, 64]");
  }
  Heatmap m;
  m.rows = sq;
  m.cols = skv;
  m.show_values = false;
  m.caption = "rows are queries, columns keys";
  m.scale_label = kind == "alibi" ? "bias" : "visible";
  for (std::int64_t i = 0; i < sq; ++i)
    m.row_labels.push_back(std::to_string(i));
  for (std::int64_t j = 0; j < skv; ++j)
    m.col_labels.push_back(std::to_string(j));
  const std::int64_t shift = skv - sq,
                     window = std::max<std::int64_t>(1, skv / 4);
  for (std::int64_t i = 0; i < sq; ++i) {
    for (std::int64_t j = 0; j < skv; ++j) {
      const std::int64_t diag = i + shift;
      const bool padded = j >= skv - std::max<std::int64_t>(1, skv / 4);
      double x = 1.0;
      if (kind == "causal") {
        x = j <= i;
      } else if (kind == "causal-bottom-right") {
        x = j <= diag;
      } else if (kind == "window") {
        x = j <= diag && j >= diag - window;
      } else if (kind == "padding") {
        x = !padded;
      } else if (kind == "alibi") {  // bias -|i + shift - j| (slope 1)
        x = -std::fabs(double(diag - j));
        m.lo = std::min(m.lo, x);
      } else if (kind == "combined") {
        x = j <= diag && j >= diag - window && !padded;
      } else {
        throw Error("viz --mask: unknown kind '" + kind +
                    "' (causal, causal-bottom-right, window, padding, alibi, "
                    "combined)");
      }
      m.values.push_back(x);
    }
  }
  if (kind == "alibi") m.hi = 0.0;
  m.title = kind == "causal" ? "causal, top-left (j <= i)"
            : kind == "causal-bottom-right"
                ? "causal, bottom-right (j <= i + seq_kv - seq_q)"
            : kind == "window" ? std::string("sliding window ") +
                                     std::to_string(window) + ", causal"
            : kind == "padding" ? "padding: the last keys are pads"
            : kind == "alibi" ? "ALiBi bias -|i + seq_kv - seq_q - j|, slope 1"
                              : "causal + window + padding";
  return m;
}

}  // namespace qkv::cli
