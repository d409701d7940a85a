#include "explain.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
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

void check_size(const char* what, std::int64_t n) {
  if (n > kExplainMaxSize) {
    throw Error(std::string(what) + ": " + std::to_string(n) +
                " is too large to print step by step (at most " +
                std::to_string(kExplainMaxSize) +
                "); use `qkv demo` or the library for large inputs");
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
    for (double x : in.mask->values) out.mask.push_back(x != 0.0 ? 1 : 0);
    params.mask = TensorView::contiguous(out.mask.data(), DType::kBool,
                                         {in.mask->rows, in.mask->cols});
  }
  if (in.bias) {
    if (in.mask) throw Error("--bias: give either --mask or --bias");
    check(*in.bias, "--bias");
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

void explain(const ExplainInput& in, std::ostream& out) {
  const std::int64_t seq_q = in.q.rows, seq_kv = in.k.rows;
  const std::int64_t d = in.q.cols, dv = in.v.cols;
  check_size("seq_q", seq_q);
  check_size("seq_kv", seq_kv);
  check_size("d_k", d);
  check_size("d_v", dv);
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
  const std::int64_t heads = in.heads, dh = d / heads, dvh = dv / heads;
  auto qt = in.query_tokens.empty() ? numbered("q", seq_q) : in.query_tokens;
  auto kt = in.key_tokens.empty() ? numbered("k", seq_kv) : in.key_tokens;
  if (static_cast<std::int64_t>(qt.size()) != seq_q ||
      static_cast<std::int64_t>(kt.size()) != seq_kv) {
    throw Error("--tokens: expected " + std::to_string(seq_q) + " query and " +
                std::to_string(seq_kv) + " key tokens");
  }

  ExplainParams ep;
  make_params(in, ep);
  const AttentionParams& params = ep.params;
  const TensorView q = head_view(in.q, heads), k = head_view(in.k, heads),
                   v = head_view(in.v, heads);
  AttentionResult result = attention(q, k, v, params);  // validates
  (void)result;

  out << "== " << in.title << " ==\n";
  if (!in.story.empty()) out << in.story << '\n';
  if (in.logits_only) {
    out << "\n  seq_kv = " << seq_kv << " logits, one query row.\n";
  } else {
    out << "\n  seq_q = " << seq_q << " queries, seq_kv = " << seq_kv
        << " keys, d_k = " << d << ", d_v = " << dv << '\n';
  }
  std::vector<std::string> masks;
  if (in.causal != Causal::kNone) masks.push_back(causal_name(in.causal));
  if (in.window_left >= 0 || in.window_right >= 0) {
    masks.push_back("window (" + std::to_string(in.window_left) + ", " +
                    std::to_string(in.window_right) + ")");
  }
  if (in.mask)
    masks.push_back(in.mask->rows == 1 ? "padding mask over keys"
                                       : "dense bool mask");
  if (in.bias) masks.push_back("additive bias");
  if (!in.alibi.empty()) {
    masks.push_back("ALiBi -slope·|i + seq_kv - seq_q - j|");
  }
  if (heads > 1) {
    out << "\n  Multi-head: split d_k = " << d << " into " << heads
        << " heads of width " << dh << " (d_v into width " << dvh
        << "); head h reads columns [h*" << dh << ", (h+1)*" << dh
        << ") of Q and K. No copy: a strided view.\n";
  }

  std::vector<double> concat(seq_q * dv, 0.0);
  std::vector<std::vector<double>> head_weights;
  std::int64_t step = 0;
  auto header = [&](const std::string& text) {
    out << "\n  Step " << ++step << ". " << text << '\n';
  };
  for (std::int64_t h = 0; h < heads; ++h) {
    const AttentionSteps s = reference_steps(q, k, v, params, 0, h);
    step = 0;
    if (heads > 1) out << "\n  --- head " << h << " ---\n";
    if (in.logits_only) {
      header("logits");
      table(out, qt, kt, s.scaled.data(), seq_q, seq_kv, 4);
    } else {
      header("scores = Q·Kᵀ  (each query dotted with each key)");
      table(out, qt, kt, s.scores.data(), seq_q, seq_kv, 4);
      const double sqrt_d = std::sqrt(static_cast<double>(dh));
      if (!in.scale) {
        header("scaled = scores / √d_k = scores / √" + std::to_string(dh) +
               " = scores / " + number(sqrt_d, 4) +
               "  (keeps the softmax out of its flat, tiny-gradient region)");
      } else {
        header("scaled = scores × scale = scores × " + number(*in.scale, 4));
      }
      if (in.softcap > 0.0) {
        out << "    then softcap: s <- " << number(in.softcap, 2)
            << " · tanh(s / " << number(in.softcap, 2) << ")\n";
      }
      table(out, qt, kt, s.scaled.data(), seq_q, seq_kv, 4);
    }
    if (!masks.empty()) {
      std::string names;
      for (const auto& m : masks) names += (names.empty() ? "" : " + ") + m;
      header("mask, BEFORE the softmax: hidden positions become -inf  [" +
             names + "]");
      table(out, qt, kt, s.logits.data(), seq_q, seq_kv, 4);
    }
    header("weights = softmax(row)  (e^x / Σ e^x; each visible row sums to 1)");
    table(out, qt, kt, s.weights.data(), seq_q, seq_kv, 4);
    for (std::int64_t i = 0; i < seq_q; ++i) {
      if (std::isinf(s.lse[i]) && s.lse[i] < 0) {
        out << "    (row " << qt[i]
            << " sees no key: output 0, lse -inf, never NaN)\n";
      }
    }
    head_weights.push_back(s.weights);
    if (!in.logits_only) {
      header("output = weights · V  (a weighted average of the value rows)");
      table(out, qt, numbered("d", dvh), s.out.data(), seq_q, dvh, 4);
    }
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t c = 0; c < dvh; ++c) {
        concat[i * dv + h * dvh + c] = s.out[i * dvh + c];
      }
    }
  }
  if (heads > 1) {
    out << "\n  Concat: out = [head 0 | ... | head " << heads - 1 << "]"
        << (in.w_o ? "" : "  (then a model multiplies by W^O)") << "\n";
    table(out, qt, numbered("d", dv), concat.data(), seq_q, dv, 4);
  }
  if (in.w_o) {
    const Matrix& w = *in.w_o;
    if (w.cols != dv) {
      throw Error("--wo: expected " + std::to_string(dv) +
                  " columns (d_v), got " + std::to_string(w.cols));
    }
    std::vector<double> projected(seq_q * w.rows, 0.0);
    for (std::int64_t i = 0; i < seq_q; ++i) {
      for (std::int64_t o = 0; o < w.rows; ++o) {
        for (std::int64_t c = 0; c < dv; ++c) {
          projected[i * w.rows + o] +=
              concat[i * dv + c] * w.values[o * dv + c];
        }
      }
    }
    out << "\n  Output projection: out · W^Oᵀ  (mixes what the heads found)\n";
    table(out, qt, numbered("o", w.rows), projected.data(), seq_q, w.rows, 4);
  }
  if (in.chapter_rounding) {
    out << "\n  As in the chapter (weights rounded to two decimals first):\n";
    for (std::int64_t h = 0; h < heads; ++h) {
      std::vector<double> rounded(head_weights[h].size());
      for (std::size_t n = 0; n < rounded.size(); ++n) {
        rounded[n] = std::round(head_weights[h][n] * 100.0) / 100.0;
      }
      if (heads > 1) out << "    head " << h << ":\n";
      out << "    weights\n";
      table(out, qt, kt, rounded.data(), seq_q, seq_kv, 2);
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
      table(out, qt, numbered("d", dvh), approx.data(), seq_q, dvh, 2);
    }
  }
  out << '\n';
}

void explain_json(const ExplainInput& in, std::ostream& out) {
  std::ostringstream ignored;
  explain(in, ignored);  // the same validation and limits as the text form
  const std::int64_t heads = in.heads;
  ExplainParams ep;
  make_params(in, ep);
  auto matrix = [](const std::vector<double>& v, std::int64_t rows,
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
  };
  nlohmann::json j;
  j["title"] = in.title;
  j["seq_q"] = in.q.rows;
  j["seq_kv"] = in.k.rows;
  j["d_k"] = in.q.cols;
  j["d_v"] = in.v.cols;
  j["query_tokens"] = in.query_tokens;
  j["key_tokens"] = in.key_tokens;
  j["heads"] = nlohmann::json::array();
  for (std::int64_t h = 0; h < heads; ++h) {
    const AttentionSteps s =
        reference_steps(head_view(in.q, heads), head_view(in.k, heads),
                        head_view(in.v, heads), ep.params, 0, h);
    nlohmann::json head;
    head["head"] = h;
    head["scale"] = s.scale;
    head["scores"] = matrix(s.scores, s.seq_q, s.seq_kv);
    head["scaled"] = matrix(s.scaled, s.seq_q, s.seq_kv);
    head["logits"] = matrix(s.logits, s.seq_q, s.seq_kv);
    head["weights"] = matrix(s.weights, s.seq_q, s.seq_kv);
    head["output"] = matrix(s.out, s.seq_q, s.head_dim_v);
    head["lse"] = matrix(s.lse, 1, s.seq_q)[0];
    j["heads"].push_back(head);
  }
  out << j.dump(2) << '\n';
}

std::vector<WorkedExample> worked_examples() {
  std::vector<WorkedExample> examples;
  {
    ExplainInput in;
    in.title = "Scaled dot-product attention, 4 tokens, d_k = 2";
    in.story =
        "  ch05 §2: Q = K = [[1,1],[0,1],[1,0],[.5,.5]], "
        "V = [[1,0],[0,1],[1,1],[.5,.5]].";
    in.q = parse_matrix("1,1;0,1;1,0;0.5,0.5", "q");
    in.k = in.q;
    in.v = parse_matrix("1,0;0,1;1,1;0.5,0.5", "v");
    in.chapter_rounding = true;
    examples.push_back(
        {"lookup", "4 tokens, d_k = 2: every step of softmax(QKᵀ/√d_k)V", in});
  }
  {
    ExplainInput in;
    in.title = "Padding mask enters before the softmax";
    in.story =
        "  ch05 §3: logits [3.0, 0.5, -1.0, 2.0]; the last two keys are "
        "padding (mask [1, 1, 0, 0]).";
    in.q = parse_matrix("1", "q");
    in.k = parse_matrix("3.0;0.5;-1.0;2.0", "k");
    in.v = parse_matrix("1,0,0,0;0,1,0,0;0,0,1,0;0,0,0,1", "v");
    in.scale = 1.0;
    in.mask = parse_matrix("1,1,0,0", "mask");
    in.logits_only = true;
    in.query_tokens = {"row"};
    in.key_tokens = {"k0", "k1", "pad", "pad"};
    in.chapter_rounding = true;
    examples.push_back({"padding",
                        "logits [3.0,0.5,-1.0,2.0] with padding mask [1,1,0,0]",
                        in});
  }
  ExplainInput water;
  water.title = "\"A glass of water and a book; it was knocked over\"";
  water.story =
      "  ch. 3 (桌上有一杯水和一本书,它被打翻了): while processing \"it\", "
      "which key does attention take from?";
  water.q = parse_matrix("1,0,1,0", "q");
  water.k = parse_matrix("3,1,3,2;0.6,2,0.6,1;2,0,2.8,1", "k");
  water.v = parse_matrix("2,0,4,1;0,3,0.6,0;1,1,0,3", "v");
  water.query_tokens = {"it"};
  water.key_tokens = {"water", "book", "knocked-over"};
  water.chapter_rounding = true;
  examples.push_back(
      {"water", "query \"it\" against water / book / knocked-over", water});
  {
    ExplainInput in = water;
    in.title += ", with \"knocked-over\" masked";
    in.mask = parse_matrix("1,1,0", "mask");
    examples.push_back(
        {"water-masked", "the same with the last key masked", in});
  }
  {
    ExplainInput in = water;
    in.title += ", two heads of width 2";
    in.heads = 2;
    examples.push_back(
        {"water-heads", "the same split into two heads of width 2", in});
  }
  return examples;
}

}  // namespace qkv::cli
