#include "input.h"

#include <limits>

#include "npy.h"

namespace qkv::cli {

InputFlags::InputFlags(std::int64_t max_size, bool read_files)
    : max_size_(max_size), read_files_(read_files) {
  in_.title = "Your input";
}

Matrix InputFlags::matrix(const std::string& text,
                          const std::string& flag) const {
  if (text.size() <= 4 || text.substr(text.size() - 4) != ".npy") {
    return parse_matrix(text, flag);
  }
  if (!read_files_) throw UsageError(flag + ": files are not read here");
  // Bounded: nothing larger than a few widths of the largest shown matrix
  // is read (the shapes are checked precisely later).
  NpyArray a = read_npy(text, std::int64_t{1} << 20);
  if (a.shape.empty() || a.shape.size() > 2) {
    throw Error(flag + ": " + text + " must hold a 1-D or 2-D array");
  }
  Matrix m;
  m.rows = a.shape.size() == 2 ? a.shape[0] : 1;
  m.cols = a.shape.back();
  m.values = std::move(a.values);
  return m;
}

// softmax(logits) as attention: q = [[1]], k = the logits (one per row),
// v = the identity, one head, no W^O; the scale is --scale's (default 1,
// set in finish). The size is checked before the cols x cols identity is
// built.
void InputFlags::set_logits(const std::string& text) {
  const Matrix logits = matrix(text, "--logits");
  if (logits.rows != 1) throw Error("--logits: expected one row");
  if (logits.cols < 1 || logits.cols > max_size_) {
    throw Error("--logits: expected 1 to " + std::to_string(max_size_) +
                " values, got " + std::to_string(logits.cols));
  }
  const std::int64_t n = logits.cols;
  in_.k = Matrix{n, 1, logits.values};
  in_.q = Matrix{1, 1, {1.0}};
  in_.v = Matrix{n, n, std::vector<double>(std::size_t(n * n), 0.0)};
  for (std::int64_t j = 0; j < n; ++j) in_.v.values[j * n + j] = 1.0;
  in_.heads = 1;
  in_.w_o.reset();
  in_.logits_only = logits_ = true;
}

// The first of the flags --logits replaces, for the error of giving both.
void InputFlags::replaced(const std::string& flag) {
  if (replaced_.empty()) replaced_ = flag;
}

void InputFlags::set_window(const std::string& text) {
  const std::vector<std::string> parts = split_commas(text);
  if (parts.size() != 2) {
    throw UsageError("--window: expected L,R (-1 = unbounded), got '" + text +
                     "'");
  }
  const std::int64_t most = std::numeric_limits<std::int64_t>::max();
  in_.window_left = parse_integer(parts[0], "--window", -1, most);
  in_.window_right = parse_integer(parts[1], "--window", -1, most);
}

void InputFlags::example(const std::string& name) {
  if (named_ || modified_) {
    throw UsageError("unexpected argument '" + name +
                     "' (an example name comes first)");
  }
  for (const auto& e : worked_examples()) {
    if (e.name == name) {
      in_ = e.input;
      named_ = true;
      return;
    }
  }
  throw Error("unknown example '" + name +
              "' (run `qkv explain` for the list)");
}

void InputFlags::add_to(Parser& p) {
  using A = Parser::Arity;
  // Every option below changes the input: the example is then "modified".
  auto set = [this, &p](const std::string& name, A arity,
                        std::function<void(const std::string&)> f) {
    p.option(name, arity, [this, f = std::move(f)](const std::string& v) {
      modified_ = true;
      f(v);
    });
  };
  set("--q", A::kValue, [this](auto& v) {
    in_.q = matrix(v, "--q");
    have_q_ = true;
    replaced("--q");
  });
  set("--k", A::kValue, [this](auto& v) {
    in_.k = matrix(v, "--k");
    have_k_ = true;
    replaced("--k");
  });
  set("--v", A::kValue, [this](auto& v) {
    in_.v = matrix(v, "--v");
    have_v_ = true;
    replaced("--v");
  });
  set("--logits", A::kValue, [this](auto& v) { set_logits(v); });
  set("--mask", A::kValue, [this](auto& v) { in_.mask = matrix(v, "--mask"); });
  set("--bias", A::kValue, [this](auto& v) { in_.bias = matrix(v, "--bias"); });
  set("--alibi", A::kValue,
      [this](auto& v) { in_.alibi = parse_matrix(v, "--alibi").values; });
  set("--causal", A::kOptional,
      [this](auto& v) { in_.causal = parse_causal(v, "--causal"); });
  set("--window", A::kValue, [this](auto& v) { set_window(v); });
  set("--scale", A::kValue, [this](auto& v) {
    in_.scale = parse_real(v, "--scale", -1e9, 1e9);
    scale_given_ = true;
  });
  set("--softcap", A::kValue,
      [this](auto& v) { in_.softcap = parse_real(v, "--softcap", 0, 1e9); });
  set("--heads", A::kValue, [this](auto& v) {
    in_.heads = parse_integer(v, "--heads", 1, max_size_);
    replaced("--heads");
  });
  set("--wo", A::kValue, [this](auto& v) {
    in_.w_o = matrix(v, "--wo");
    replaced("--wo");
  });
  set("--tokens", A::kValue,
      [this](auto& v) { in_.key_tokens = parse_labels(v, "--tokens"); });
  set("--query-tokens", A::kValue, [this](auto& v) {
    in_.query_tokens = parse_labels(v, "--query-tokens");
  });
  p.positional([this](const std::string& name) { example(name); });
}

ExplainInput InputFlags::finish() const {
  ExplainInput in = in_;
  if (named_ && modified_) {
    in.chapter_rounding = false;  // no longer the chapter's numbers
    in.title += " (modified)";
  }
  if (logits_) {
    if (!replaced_.empty()) {
      throw UsageError("--logits and " + replaced_ +
                       ": pick one (--logits replaces q, k, v, the heads "
                       "and W^O)");
    }
    if (!scale_given_) in.scale = 1.0;  // the logits as given
    if (in.query_tokens.empty()) in.query_tokens = {"row"};
  } else if (!named_ && !(have_q_ && have_k_ && have_v_)) {
    throw UsageError("give --q, --k and --v (or --logits), or an example name");
  }
  if (in.query_tokens.empty() &&
      in.key_tokens.size() == std::size_t(in.k.rows) &&
      in.q.rows == in.k.rows) {
    in.query_tokens = in.key_tokens;  // self-attention: same labels
  }
  return in;
}

}  // namespace qkv::cli
