// The input of `qkv explain` and `qkv viz`: a worked example's name, or
// --q/--k/--v (or --logits) with the attention options, read through the
// one argument parser. --logits replaces q, k, v, the heads and W^O, so it
// is an error together with any of --q, --k, --v, --heads, --wo; --scale
// and --softcap apply to the logits in any order.
#ifndef QKV_CLI_INPUT_H_
#define QKV_CLI_INPUT_H_

#include <cstdint>
#include <string>

#include "args.h"
#include "explain.h"

namespace qkv::cli {

class InputFlags {
 public:
  // max_size: the largest sequence length and width the command shows;
  // read_files: false in the fuzzer (no .npy path is opened).
  InputFlags(std::int64_t max_size, bool read_files);
  // Registers --q, --k, --v, --logits, --mask, --bias, --alibi, --causal,
  // --window, --scale, --softcap, --heads, --wo, --tokens, --query-tokens
  // and the example name (positional).
  void add_to(Parser& parser);
  // True if an example or any of --q/--k/--v/--logits was given.
  bool given() const {
    return named_ || logits_ || have_q_ || have_k_ || have_v_;
  }
  // The input; throws qkv::Error if it is incomplete.
  ExplainInput finish() const;

 private:
  Matrix matrix(const std::string& text, const std::string& flag) const;
  void set_logits(const std::string& text);
  void replaced(const std::string& flag);
  void set_window(const std::string& text);
  void example(const std::string& name);

  std::int64_t max_size_;
  bool read_files_;
  ExplainInput in_;
  bool named_ = false, modified_ = false, logits_ = false;
  bool scale_given_ = false;
  std::string replaced_;  // the first of --q/--k/--v/--heads/--wo given
  bool have_q_ = false, have_k_ = false, have_v_ = false;
};

}  // namespace qkv::cli

#endif  // QKV_CLI_INPUT_H_
