// `qkv explain`: attention step by step, as aligned tables.
#ifndef QKV_CLI_EXPLAIN_H_
#define QKV_CLI_EXPLAIN_H_

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "qkv/params.h"
#include "qkv/reference.h"

namespace qkv::cli {

struct Matrix {
  std::int64_t rows = 0, cols = 0;
  std::vector<double> values;  // row-major
};

struct ExplainInput {
  std::string title;
  std::string story;  // a line or two of context
  Matrix q, k, v;     // (seq_q, d), (seq_kv, d), (seq_kv, d_v)
  std::vector<std::string> query_tokens, key_tokens;
  std::optional<Matrix> mask;  // bool, (1 | seq_q, seq_kv): 1 = may attend
  std::optional<Matrix> bias;  // additive, (1 | seq_q, seq_kv); -inf hides
  std::vector<double> alibi;   // ALiBi slope per head (empty = none)
  Causal causal = Causal::kNone;
  std::int64_t window_left = -1, window_right = -1;
  std::optional<double> scale;
  double softcap = 0.0;
  std::int64_t heads = 1;
  // Optional output projection W^O (d_out x d_v, as torch's out_proj.weight):
  // the concatenated heads are multiplied by its transpose.
  std::optional<Matrix> w_o;
  // Explain only softmax(logits + mask): q = [[1]], k = logits, scale 1.
  bool logits_only = false;
  // Also print the weights rounded to two decimals and the output computed
  // from them, as the chapters do by hand.
  bool chapter_rounding = false;
};

// Largest sequence length and width explain will print.
inline constexpr std::int64_t kExplainMaxSize = 32;

// The attention options of an input, with the storage their views point at.
struct ExplainParams {
  AttentionParams params;
  std::vector<std::uint8_t> mask;
  std::vector<double> bias, slopes;
};
// Builds (and checks the shapes of) the options of `in`; throws qkv::Error.
void make_params(const ExplainInput& in, ExplainParams& out);
// (seq, d) read as (1, heads, seq, d / heads): the head split, without a copy.
TensorView head_view(const Matrix& m, std::int64_t heads);

// Checks everything about an input (sizes at most `max_size`, heads, widths,
// token counts, W^O, masks, and the attention call's own validation) before
// anything is printed or drawn; throws qkv::Error.
void check_input(const ExplainInput& input, std::int64_t max_size);

// Every head's steps, the heads concatenated (seq_q, d_v) and, with W^O, the
// projection (seq_q, d_out). The input must have passed check_input.
struct ExplainSteps {
  std::vector<AttentionSteps> heads;
  std::vector<double> concat, projected;
};
ExplainSteps explain_steps(const ExplainInput& input);

// Prints every step; throws qkv::Error for invalid or too-large input
// before printing anything.
void explain(const ExplainInput& input, std::ostream& out);

// The same steps as JSON (one object; -inf and NaN become null).
void explain_json(const ExplainInput& input, std::ostream& out);

// The chapters' worked examples, by name.
struct WorkedExample {
  std::string name, summary;
  ExplainInput input;
};
std::vector<WorkedExample> worked_examples();

// Parses "1,0;0,1" (rows separated by ';') into a matrix; throws qkv::Error
// naming `what` if rows differ in length or a number does not parse.
Matrix parse_matrix(const std::string& text, const std::string& what);

}  // namespace qkv::cli

#endif  // QKV_CLI_EXPLAIN_H_
