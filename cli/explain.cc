#include "explain.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "qkv/qkv.h"

namespace qkv::cli {
namespace {

std::string number(double x, int decimals) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x < 0 ? "-inf" : "inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  std::string s = buf;
  if (s[0] == '-' && s.find_first_not_of("-0.") == std::string::npos) {
    s.erase(0, 1);  // never "-0.0000"
  }
  return s;
}

// Prints a labelled, right-aligned table of a row-major matrix.
void table(std::ostream& out, const std::vector<std::string>& row_labels,
           const std::vector<std::string>& col_labels, const double* values,
           std::int64_t rows, std::int64_t cols, int decimals) {
  std::vector<std::vector<std::string>> cells(rows);
  std::size_t label_width = 0;
  for (const auto& l : row_labels)
    label_width = std::max(label_width, l.size());
  std::vector<std::size_t> width(cols);
  for (std::int64_t c = 0; c < cols; ++c) width[c] = col_labels[c].size();
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t c = 0; c < cols; ++c) {
      cells[r].push_back(number(values[r * cols + c], decimals));
      width[c] = std::max(width[c], cells[r].back().size());
    }
  }
  auto pad = [](const std::string& s, std::size_t w) {
    return std::string(w > s.size() ? w - s.size() : 0, ' ') + s;
  };
  out << "    " << std::string(label_width, ' ');
  for (std::int64_t c = 0; c < cols; ++c)
    out << "  " << pad(col_labels[c], width[c]);
  out << '\n';
  for (std::int64_t r = 0; r < rows; ++r) {
    out << "    " << row_labels[r]
        << std::string(label_width - row_labels[r].size(), ' ');
    for (std::int64_t c = 0; c < cols; ++c)
      out << "  " << pad(cells[r][c], width[c]);
    out << '\n';
  }
}

std::vector<std::string> numbered(const char* prefix, std::int64_t n) {
  std::vector<std::string> labels;
  for (std::int64_t i = 0; i < n; ++i)
    labels.push_back(prefix + std::to_string(i));
  return labels;
}

void check_size(const char* what, std::int64_t n, std::int64_t max_size) {
  if (n > max_size) {
    throw Error(std::string(what) + ": " + std::to_string(n) +
                " is too large to print step by step (at most " +
                std::to_string(max_size) +
                "); use `qkv demo` or the library for large inputs");
  }
}

void check_tokens(const char* what, const std::vector<std::string>& tokens,
                  std::int64_t n) {
  if (!tokens.empty() && static_cast<std::int64_t>(tokens.size()) != n) {
    throw Error(std::string(what) + ": expected " + std::to_string(n) +
                " labels, got " + std::to_string(tokens.size()));
  }
}

std::string causal_name(Causal c) {
  return c == Causal::kTopLeft ? "causal (top-left: key j visible iff j <= i)"
                               : "causal (bottom-right: key j visible iff "
                                 "j <= i + seq_kv - seq_q)";
}

}  // namespace

Matrix parse_matrix(const std::string& text, const std::string& what) {
  Matrix m;
  std::stringstream rows(text);
  std::string row;
  while (std::getline(rows, row, ';')) {
    std::stringstream cells(row);
    std::string cell;
    std::int64_t cols = 0;
    while (std::getline(cells, cell, ',')) {
      std::size_t used = 0;
      double value = 0.0;
      try {
        value = std::stod(cell, &used);
      } catch (const std::exception&) {
        used = 0;
      }
      if (used == 0 ||
          cell.find_first_not_of(" \t", used) != std::string::npos) {
        throw Error(what + ": cannot parse number '" + cell + "' in '" + text +
                    "'");
      }
      m.values.push_back(value);
      ++cols;
    }
    if (m.rows > 0 && cols != m.cols) {
      throw Error(what + ": row " + std::to_string(m.rows) + " has " +
                  std::to_string(cols) + " values, row 0 has " +
                  std::to_string(m.cols));
    }
    m.cols = cols;
    ++m.rows;
  }
  if (m.rows == 0 || m.cols == 0) throw Error(what + ": empty matrix");
  return m;
}

TensorView head_view(const Matrix& m, std::int64_t heads) {
  const std::int64_t width = m.cols / heads;
  return TensorView::strided(m.values.data(), DType::kFloat64,
                             {1, heads, m.rows, width},
                             {m.rows * m.cols, width, m.cols, 1});
}

void make_params(const ExplainInput& in, ExplainParams& out) {
  const std::int64_t seq_q = in.q.rows, seq_kv = in.k.rows;
  AttentionParams& params = out.params;
  params.scale = in.scale;
  params.softcap = in.softcap;
  params.causal = in.causal;
  params.window_left = in.window_left;
  params.window_right = in.window_right;
  auto check = [&](const Matrix& m, const char* what) {
    if (m.cols != seq_kv || (m.rows != 1 && m.rows != seq_q)) {
      throw Error(std::string(what) + ": expected " + std::to_string(seq_kv) +
                  " values (one per key) or a " + std::to_string(seq_q) + "x" +
                  std::to_string(seq_kv) + " matrix, got " +
                  std::to_string(m.rows) + "x" + std::to_string(m.cols));
    }
  };
  if (in.mask) {
    check(*in.mask, "--mask");
    // 1 = may attend, 0 = hidden; anything else is most likely an additive
    // mask (0 / -inf), which read as bool would hide exactly the wrong keys.
    for (const double x : in.mask->values) {
      if (x != 0.0 && x != 1.0) {
        throw Error("--mask: values must be 1 (attend) or 0 (hidden), got " +
                    number(x, 4) + "; an additive mask (0 / -inf) is --bias");
      }
    }
  }
  if (in.bias) check(*in.bias, "--bias");
  if (in.mask && in.bias) {
    // Both: one additive mask, -inf where the bool mask hides a key.
    const std::int64_t rows = std::max(in.mask->rows, in.bias->rows);
    auto at = [&](const Matrix& m, std::int64_t i, std::int64_t j) {
      return m.values[(m.rows == 1 ? 0 : i) * seq_kv + j];  // row 0 broadcasts
    };
    for (std::int64_t i = 0; i < rows; ++i) {
      for (std::int64_t j = 0; j < seq_kv; ++j) {
        out.bias.push_back(at(*in.mask, i, j) != 0.0
                               ? at(*in.bias, i, j)
                               : -std::numeric_limits<double>::infinity());
      }
    }
    params.mask = TensorView::contiguous(out.bias.data(), DType::kFloat64,
                                         {rows, seq_kv});
  } else if (in.mask) {
    for (double x : in.mask->values) out.mask.push_back(x != 0.0 ? 1 : 0);
    params.mask = TensorView::contiguous(out.mask.data(), DType::kBool,
                                         {in.mask->rows, in.mask->cols});
  } else if (in.bias) {
    out.bias = in.bias->values;
    params.mask = TensorView::contiguous(out.bias.data(), DType::kFloat64,
                                         {in.bias->rows, in.bias->cols});
  }
  if (!in.alibi.empty()) {
    if (static_cast<std::int64_t>(in.alibi.size()) != in.heads) {
      throw Error("--alibi: expected " + std::to_string(in.heads) +
                  " slopes (one per head), got " +
                  std::to_string(in.alibi.size()));
    }
    out.slopes = in.alibi;
    params.alibi_slopes =
        TensorView::contiguous(out.slopes.data(), DType::kFloat64, {in.heads});
  }
}

void check_input(const ExplainInput& in, std::int64_t max_size) {
  const std::int64_t seq_q = in.q.rows, seq_kv = in.k.rows;
  const std::int64_t d = in.q.cols, dv = in.v.cols;
  check_size("seq_q", seq_q, max_size);
  check_size("seq_kv", seq_kv, max_size);
  check_size("d_k", d, max_size);
  check_size("d_v", dv, max_size);
  if (in.heads < 1)
    throw Error("--heads: must be >= 1, got " + std::to_string(in.heads));
  if (d % in.heads != 0 || dv % in.heads != 0) {
    throw Error("--heads: " + std::to_string(in.heads) +
                " heads do not divide d_k = " + std::to_string(d) +
                " and d_v = " + std::to_string(dv));
  }
  if (in.k.cols != d) {
    throw Error("k: width " + std::to_string(in.k.cols) +
                " does not match q width " + std::to_string(d));
  }
  if (in.v.rows != seq_kv) {
    throw Error("v: " + std::to_string(in.v.rows) +
                " rows do not match k rows " + std::to_string(seq_kv));
  }
  check_tokens("--query-tokens", in.query_tokens, seq_q);
  check_tokens("--tokens", in.key_tokens, seq_kv);
  if (in.w_o) {
    check_size("--wo rows (d_out)", in.w_o->rows, max_size);
    if (in.w_o->cols != dv) {
      throw Error("--wo: expected " + std::to_string(dv) +
                  " columns (d_v), got " + std::to_string(in.w_o->cols));
    }
  }
  ExplainParams ep;
  make_params(in, ep);
  const std::int64_t heads = in.heads;
  attention(head_view(in.q, heads), head_view(in.k, heads),
            head_view(in.v, heads), ep.params);  // validates
}

ExplainSteps explain_steps(const ExplainInput& in) {
  ExplainSteps e;
  ExplainParams ep;
  make_params(in, ep);
  const std::int64_t heads = in.heads, seq_q = in.q.rows, dv = in.v.cols;
  const std::int64_t dvh = dv / heads;
  e.concat.assign(seq_q * dv, 0.0);
  for (std::int64_t h = 0; h < heads; ++h) {
    e.heads.push_back(reference_steps(head_view(in.q, heads),
                                      head_view(in.k, heads),
                                      head_view(in.v, heads), ep.params, 0, h));
    const AttentionSteps& s = e.heads.back();
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t c = 0; c < dvh; ++c) {
        e.concat[i * dv + h * dvh + c] = s.out[i * dvh + c];
      }
    }
  }
  if (in.w_o) {
    const Matrix& w = *in.w_o;
    e.projected.assign(seq_q * w.rows, 0.0);
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t o = 0; o < w.rows; ++o) {
        for (std::int64_t c = 0; c < dv; ++c) {
          e.projected[i * w.rows + o] +=
              e.concat[i * dv + c] * w.values[o * dv + c];
        }
      }
    }
  }
  return e;
}

namespace {

// The labels of the rows (queries) and columns (keys) of the tables.
struct Labels {
  std::vector<std::string> q, k;
};

Labels labels(const ExplainInput& in) {
  return {in.query_tokens.empty() ? numbered("q", in.q.rows) : in.query_tokens,
          in.key_tokens.empty() ? numbered("k", in.k.rows) : in.key_tokens};
}

std::string mask_names(const ExplainInput& in) {
  std::vector<std::string> masks;
  if (in.causal != Causal::kNone) masks.push_back(causal_name(in.causal));
  if (in.window_left >= 0 || in.window_right >= 0) {
    masks.push_back("window (" + std::to_string(in.window_left) + ", " +
                    std::to_string(in.window_right) + ")");
  }
  if (in.mask) {
    masks.push_back(in.mask->rows == 1 ? "bool mask over keys (every query)"
                                       : "dense bool mask");
  }
  if (in.bias) masks.push_back("additive bias");
  if (!in.alibi.empty()) {
    masks.push_back("ALiBi -slope·|i + seq_kv - seq_q - j|");
  }
  std::string names;
  for (const auto& m : masks) names += (names.empty() ? "" : " + ") + m;
  return names;
}

void print_intro(const ExplainInput& in, std::ostream& out) {
  const std::int64_t d = in.q.cols, dv = in.v.cols, heads = in.heads;
  out << "== " << in.title << " ==\n";
  if (!in.story.empty()) out << in.story << '\n';
  if (in.logits_only) {
    out << "\n  seq_kv = " << in.k.rows << " logits, one query row.\n";
  } else {
    out << "\n  seq_q = " << in.q.rows << " queries, seq_kv = " << in.k.rows
        << " keys, d_k = " << d << ", d_v = " << dv << '\n';
  }
  if (heads > 1) {
    const std::int64_t dh = d / heads, dvh = dv / heads;
    out << "\n  Multi-head: split d_k = " << d << " into " << heads
        << " heads of width " << dh << " (d_v into width " << dvh
        << "); head h reads columns [h*" << dh << ", (h+1)*" << dh
        << ") of Q and K. No copy: a strided view.\n";
  }
}

// Steps 1-2 of a head: the raw scores and their scaling (or the logits).
void print_scores(const ExplainInput& in, const AttentionSteps& s,
                  const Labels& l, std::ostream& out,
                  const std::function<void(const std::string&)>& header) {
  const std::int64_t seq_q = in.q.rows, seq_kv = in.k.rows;
  if (in.logits_only) {  // scores = the logits (q = [1], k = the logits)
    header("logits");
    table(out, l.q, l.k, s.scores.data(), seq_q, seq_kv, 4);
    const bool scaled = in.scale && *in.scale != 1.0;
    if (!scaled && in.softcap <= 0.0) return;
    header(scaled ? "scaled = logits × scale = logits × " + number(*in.scale, 4)
                  : "softcapped logits");
    if (in.softcap > 0.0) {
      out << "    " << (scaled ? "then " : "") << "softcap: s <- "
          << number(in.softcap, 2) << " · tanh(s / " << number(in.softcap, 2)
          << ")\n";
    }
    table(out, l.q, l.k, s.scaled.data(), seq_q, seq_kv, 4);
    return;
  }
  header("scores = Q·Kᵀ  (each query dotted with each key)");
  table(out, l.q, l.k, s.scores.data(), seq_q, seq_kv, 4);
  const std::int64_t dh = in.q.cols / in.heads;
  const double sqrt_d = std::sqrt(static_cast<double>(dh));
  if (!in.scale && dh > 0) {
    header("scaled = scores / √d_k = scores / √" + std::to_string(dh) +
           " = scores / " + number(sqrt_d, 4) +
           "  (keeps the softmax out of its flat, tiny-gradient region)");
  } else {  // the scale given, or the one used when d_k = 0 (no √0)
    header("scaled = scores × scale = scores × " +
           number(in.scale ? *in.scale : s.scale, 4) +
           (in.scale ? "" : "  (d_k = 0: every score is 0)"));
  }
  if (in.softcap > 0.0) {
    out << "    then softcap: s <- " << number(in.softcap, 2) << " · tanh(s / "
        << number(in.softcap, 2) << ")\n";
  }
  table(out, l.q, l.k, s.scaled.data(), seq_q, seq_kv, 4);
}

void print_head(const ExplainInput& in, const AttentionSteps& s, std::int64_t h,
                const Labels& l, std::ostream& out) {
  const std::int64_t seq_q = in.q.rows, seq_kv = in.k.rows;
  std::int64_t step = 0;
  auto header = [&](const std::string& text) {
    out << "\n  Step " << ++step << ". " << text << '\n';
  };
  if (in.heads > 1) out << "\n  --- head " << h << " ---\n";
  print_scores(in, s, l, out, header);
  const std::string masks = mask_names(in);
  if (!masks.empty()) {
    const bool hides = in.mask || in.causal != Causal::kNone ||
                       in.window_left >= 0 || in.window_right >= 0;
    const bool adds = in.bias || !in.alibi.empty();
    header(std::string("mask, BEFORE the softmax: ") +
           (hides ? "hidden positions become -inf" : "") +
           (hides && adds ? "; " : "") +
           (adds ? "biases are added (-inf hides)" : "") + "  [" + masks + "]");
    table(out, l.q, l.k, s.logits.data(), seq_q, seq_kv, 4);
  }
  header("weights = softmax(row)  (e^x / Σ e^x; each visible row sums to 1)");
  table(out, l.q, l.k, s.weights.data(), seq_q, seq_kv, 4);
  for (std::int64_t i = 0; i < seq_q; ++i) {
    if (std::isinf(s.lse[i]) && s.lse[i] < 0) {
      out << "    (" << (in.logits_only ? "the row" : "row " + l.q[i])
          << " sees no key: output 0, lse -inf, never NaN)\n";
    }
  }
  if (!in.logits_only) {
    header("output = weights · V  (a weighted average of the value rows)");
    table(out, l.q, numbered("d", s.head_dim_v), s.out.data(), seq_q,
          s.head_dim_v, 4);
  }
}

void print_concat_and_projection(const ExplainInput& in, const ExplainSteps& e,
                                 const Labels& l, std::ostream& out) {
  const std::int64_t seq_q = in.q.rows, dv = in.v.cols;
  if (in.heads > 1) {
    out << "\n  Concat: out = [head 0 | ... | head " << in.heads - 1 << "]"
        << (in.w_o ? "" : "  (then a model multiplies by W^O)") << "\n";
    table(out, l.q, numbered("d", dv), e.concat.data(), seq_q, dv, 4);
  }
  if (in.w_o) {
    out << "\n  Output projection: out · W^Oᵀ  (mixes what the heads found)\n";
    table(out, l.q, numbered("o", in.w_o->rows), e.projected.data(), seq_q,
          in.w_o->rows, 4);
  }
}

// The weights rounded to two decimals and the output computed from them.
void print_rounding(const ExplainInput& in, const ExplainSteps& e,
                    const Labels& l, std::ostream& out) {
  const std::int64_t heads = in.heads, seq_q = in.q.rows, seq_kv = in.k.rows;
  const std::int64_t dv = in.v.cols, dvh = dv / heads;
  out << "\n  As in the chapter (weights rounded to two decimals first):\n";
  for (std::int64_t h = 0; h < heads; ++h) {
    const std::vector<double>& weights = e.heads[h].weights;
    std::vector<double> rounded(weights.size());
    for (std::size_t n = 0; n < rounded.size(); ++n) {
      rounded[n] = std::round(weights[n] * 100.0) / 100.0;
    }
    if (heads > 1) out << "    head " << h << ":\n";
    out << "    weights\n";
    table(out, l.q, l.k, rounded.data(), seq_q, seq_kv, 2);
    if (in.logits_only) continue;
    std::vector<double> approx(seq_q * dvh, 0.0);
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t j = 0; j < seq_kv; ++j) {
        for (std::int64_t c = 0; c < dvh; ++c) {
          approx[i * dvh + c] +=
              rounded[i * seq_kv + j] * in.v.values[j * dv + h * dvh + c];
        }
      }
    }
    out << "    output from the rounded weights\n";
    table(out, l.q, numbered("d", dvh), approx.data(), seq_q, dvh, 2);
  }
}

nlohmann::json json_matrix(const std::vector<double>& v, std::int64_t rows,
                           std::int64_t cols) {
  nlohmann::json m = nlohmann::json::array();
  for (std::int64_t r = 0; r < rows; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (std::int64_t c = 0; c < cols; ++c) {
      const double x = v[r * cols + c];
      row.push_back(std::isfinite(x) ? nlohmann::json(x) : nlohmann::json());
    }
    m.push_back(row);
  }
  return m;
}

}  // namespace

void explain(const ExplainInput& in, std::ostream& out) {
  check_input(in, kExplainMaxSize);  // everything, before any output
  const ExplainSteps e = explain_steps(in);
  const Labels l = labels(in);
  print_intro(in, out);
  for (std::int64_t h = 0; h < in.heads; ++h) {
    print_head(in, e.heads[h], h, l, out);
  }
  print_concat_and_projection(in, e, l, out);
  if (in.chapter_rounding) print_rounding(in, e, l, out);
  out << '\n';
}

void explain_json(const ExplainInput& in, std::ostream& out) {
  check_input(in, kExplainMaxSize);
  const ExplainSteps e = explain_steps(in);
  nlohmann::json j;
  j["title"] = in.title;
  j["seq_q"] = in.q.rows;
  j["seq_kv"] = in.k.rows;
  j["d_k"] = in.q.cols;
  j["d_v"] = in.v.cols;
  j["query_tokens"] = in.query_tokens;
  j["key_tokens"] = in.key_tokens;
  j["heads"] = nlohmann::json::array();
  for (std::int64_t h = 0; h < in.heads; ++h) {
    const AttentionSteps& s = e.heads[h];
    nlohmann::json head;
    head["head"] = h;
    head["scale"] = s.scale;
    head["scores"] = json_matrix(s.scores, s.seq_q, s.seq_kv);
    head["scaled"] = json_matrix(s.scaled, s.seq_q, s.seq_kv);
    head["logits"] = json_matrix(s.logits, s.seq_q, s.seq_kv);
    head["weights"] = json_matrix(s.weights, s.seq_q, s.seq_kv);
    head["output"] = json_matrix(s.out, s.seq_q, s.head_dim_v);
    head["lse"] = json_matrix(s.lse, 1, s.seq_q)[0];
    j["heads"].push_back(head);
  }
  // The heads side by side, then (with --wo) times W^O transposed.
  j["concat"] = json_matrix(e.concat, in.q.rows, in.v.cols);
  if (in.w_o) {
    j["projected"] = json_matrix(e.projected, in.q.rows, in.w_o->rows);
  }
  out << j.dump(2) << '\n';
}

namespace {

// A worked example as data: matrices in parse_matrix's notation.
struct ExampleSpec {
  std::string name, summary, title, story, q, k, v, mask;
  std::vector<std::string> query_tokens, key_tokens;
  std::optional<double> scale;
  std::int64_t heads = 1;
  bool logits_only = false;
};

WorkedExample from_spec(const ExampleSpec& e) {
  ExplainInput in;
  in.title = e.title;
  in.story = e.story;
  in.q = parse_matrix(e.q, "q");
  in.k = parse_matrix(e.k, "k");
  in.v = parse_matrix(e.v, "v");
  if (!e.mask.empty()) in.mask = parse_matrix(e.mask, "mask");
  in.scale = e.scale;
  in.heads = e.heads;
  in.logits_only = e.logits_only;
  in.query_tokens = e.query_tokens;
  in.key_tokens = e.key_tokens;
  in.chapter_rounding = true;
  return {e.name, e.summary, in};
}

}  // namespace

std::vector<WorkedExample> worked_examples() {
  // name, summary, title, story, Q, K, V.
  static const char* const kBase[][7] = {
      {"lookup", "4 tokens, d_k = 2: every step of softmax(QKᵀ/√d_k)V",
       "Scaled dot-product attention, 4 tokens, d_k = 2",
       "  ch05 §2: Q = K = [[1,1],[0,1],[1,0],[.5,.5]], "
       "V = [[1,0],[0,1],[1,1],[.5,.5]].",
       "1,1;0,1;1,0;0.5,0.5", "1,1;0,1;1,0;0.5,0.5", "1,0;0,1;1,1;0.5,0.5"},
      {"padding", "logits [3.0,0.5,-1.0,2.0] with padding mask [1,1,0,0]",
       "Padding mask enters before the softmax",
       "  ch05 §3: logits [3.0, 0.5, -1.0, 2.0]; the last two keys are "
       "padding (mask [1, 1, 0, 0]).",
       "1", "3.0;0.5;-1.0;2.0", "1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1"},
      {"water", "query \"it\" against water / book / knocked-over",
       "\"A glass of water and a book; it was knocked over\"",
       "  ch. 3 (桌上有一杯水和一本书,它被打翻了): while processing \"it\", "
       "which key does attention take from?",
       "1,0,1,0", "3,1,3,2;0.6,2,0.6,1;2,0,2.8,1",
       "2,0,4,1;0,3,0.6,0;1,1,0,3"}};
  ExampleSpec specs[5];
  for (int n = 0; n < 3; ++n) {
    const char* const* b = kBase[n];
    specs[n] = {b[0], b[1], b[2], b[3], b[4], b[5], b[6],
                "",   {},   {},   {},   1,    false};
  }
  ExampleSpec &padding = specs[1], &water = specs[2];
  padding.mask = "1,1,0,0";
  padding.scale = 1.0;
  padding.logits_only = true;
  padding.query_tokens = {"row"};
  padding.key_tokens = {"k0", "k1", "pad", "pad"};
  water.query_tokens = {"it"};
  water.key_tokens = {"water", "book", "knocked-over"};
  ExampleSpec &masked = specs[3] = water, &heads = specs[4] = water;
  masked.name = "water-masked";
  masked.summary = "the same with the last key masked";
  masked.title += ", with \"knocked-over\" masked";
  masked.mask = "1,1,0";
  heads.name = "water-heads";
  heads.summary = "the same split into two heads of width 2";
  heads.title += ", two heads of width 2";
  heads.heads = 2;
  std::vector<WorkedExample> examples;
  for (const ExampleSpec& e : specs) examples.push_back(from_spec(e));
  return examples;
}

}  // namespace qkv::cli
