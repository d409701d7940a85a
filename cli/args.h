// The one argument parser of every `qkv` command: `--flag value` and
// `--flag=value`, -h/--help, unknown flags rejected, and checked numbers
// (integers and floats with ranges; "1.5" is not an integer).
#ifndef QKV_CLI_ARGS_H_
#define QKV_CLI_ARGS_H_

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "qkv/error.h"
#include "qkv/params.h"
#include "qkv/tensor.h"

namespace qkv::cli {

// A mistake in the command line itself (exit status 2; other errors 1).
class UsageError : public Error {
 public:
  using Error::Error;
};

// `text` as an integer in [lo, hi]; throws UsageError naming `flag`.
std::int64_t parse_integer(const std::string& text, const std::string& flag,
                           std::int64_t lo, std::int64_t hi);
// `text` as a finite number in [lo, hi]; throws UsageError naming `flag`.
double parse_real(const std::string& text, const std::string& flag, double lo,
                  double hi);
// "fp16", "f16", "half", "float16", "bf16", "bfloat16", "fp32", "f32",
// "float", "float32" (and "fp64", "f64", "double", "float64" when
// `allow_float64`).
DType parse_dtype(const std::string& text, const std::string& flag,
                  bool allow_float64 = false);
// "top-left" or "bottom-right".
Causal parse_causal(const std::string& text, const std::string& flag);
// "a,b,c" -> {"a", "b", "c"}.
std::vector<std::string> split_commas(const std::string& text);
// The length of the UTF-8 character at text[at] (its code point in `cp`), or
// 0 if the bytes there are not one: a stray or missing continuation byte, an
// overlong form, a surrogate, a code point past U+10FFFF.
std::size_t utf8_char(const std::string& text, std::size_t at, char32_t& cp);
// True for the characters a label may hold: not a control character (C0,
// DEL, C1) and not U+FFFE or U+FFFF (XML allows none of these).
bool printable(char32_t cp);
// `text` with each byte that is not valid UTF-8 and each character that is
// not printable replaced by U+FFFD.
std::string printable_text(const std::string& text);
// split_commas(text), each label checked to be valid UTF-8 and printable;
// throws UsageError naming `flag` and the label's position.
std::vector<std::string> parse_labels(const std::string& text,
                                      const std::string& flag);
// Throws UsageError unless the product of `dims` is at most `limit`
// (overflow-safe): a size checked before anything is allocated for it.
void check_product(const std::string& what,
                   const std::vector<std::int64_t>& dims, std::int64_t limit);

// The options of one command. Each option is a flag (no value), takes a
// value, or takes an optional value (`--causal`, `--causal=bottom-right`,
// `--causal bottom-right`). Arguments that are not flags go to the
// positional handler, or are an error when there is none.
class Parser {
 public:
  enum class Arity { kNone, kValue, kOptional };
  Parser(std::string command, std::string usage);

  // The general form: `set` receives the value ("" for a flag or an absent
  // optional value).
  Parser& option(const std::string& name, Arity arity,
                 std::function<void(const std::string&)> set);
  Parser& flag(const std::string& name, bool& target, bool value = true);
  Parser& integer(const std::string& name, std::int64_t& target,
                  std::int64_t lo, std::int64_t hi);
  Parser& integer(const std::string& name, int& target, int lo, int hi);
  Parser& real(const std::string& name, double& target, double lo, double hi);
  Parser& text(const std::string& name, std::string& target);
  Parser& positional(std::function<void(const std::string&)> take);

  // Applies every argument; false if --help was asked for (the usage is
  // then written to `out`). Throws UsageError.
  bool parse(const std::vector<std::string>& args, std::ostream& out) const;
  const std::string& usage() const { return usage_; }

 private:
  struct Option {
    std::string name;
    Arity arity;
    std::function<void(const std::string&)> set;
  };
  const Option* find(const std::string& name) const;

  std::string command_, usage_;
  std::vector<Option> options_;
  std::function<void(const std::string&)> positional_;
};

}  // namespace qkv::cli

#endif  // QKV_CLI_ARGS_H_
