#include "args.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>
#include <utility>

namespace qkv::cli {
namespace {

std::string range_text(double lo, double hi) {
  std::ostringstream s;
  s << '[' << lo << ", " << hi << ']';
  return s.str();
}

std::string range_text(std::int64_t lo, std::int64_t hi) {
  return "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
}

}  // namespace

std::int64_t parse_integer(const std::string& text, const std::string& flag,
                           std::int64_t lo, std::int64_t hi) {
  std::int64_t x = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, x);
  if (ec == std::errc::result_out_of_range) {
    throw UsageError(flag + ": " + text + " is out of range " +
                     range_text(lo, hi));
  }
  if (ec != std::errc() || ptr != end || text.empty()) {
    throw UsageError(flag + ": expected an integer in " + range_text(lo, hi) +
                     ", got '" + text + "'");
  }
  if (x < lo || x > hi) {
    throw UsageError(flag + ": " + text + " is out of range " +
                     range_text(lo, hi));
  }
  return x;
}

double parse_real(const std::string& text, const std::string& flag, double lo,
                  double hi) {
  double x = 0.0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, x);
  if (ec != std::errc() || ptr != end || text.empty() || !std::isfinite(x)) {
    throw UsageError(flag + ": expected a number in " + range_text(lo, hi) +
                     ", got '" + text + "'");
  }
  if (!(x >= lo && x <= hi)) {
    throw UsageError(flag + ": " + text + " is out of range " +
                     range_text(lo, hi));
  }
  return x;
}

DType parse_dtype(const std::string& text, const std::string& flag,
                  bool allow_float64) {
  static const std::pair<const char*, DType> kNames[] = {
      {"float16", DType::kFloat16},   {"fp16", DType::kFloat16},
      {"f16", DType::kFloat16},       {"half", DType::kFloat16},
      {"bfloat16", DType::kBFloat16}, {"bf16", DType::kBFloat16},
      {"float32", DType::kFloat32},   {"fp32", DType::kFloat32},
      {"f32", DType::kFloat32},       {"float", DType::kFloat32},
      {"float64", DType::kFloat64},   {"fp64", DType::kFloat64},
      {"f64", DType::kFloat64},       {"double", DType::kFloat64}};
  for (const auto& [name, dtype] : kNames) {
    if (text == name && (allow_float64 || dtype != DType::kFloat64)) {
      return dtype;
    }
  }
  throw UsageError(flag + ": expected float16 (fp16, f16, half), bfloat16 " +
                   "(bf16), float32 (fp32, f32, float)" +
                   (allow_float64 ? " or float64 (fp64, f64, double)" : "") +
                   ", got '" + text + "'");
}

Causal parse_causal(const std::string& text, const std::string& flag) {
  if (text.empty() || text == "top-left") return Causal::kTopLeft;
  if (text == "bottom-right") return Causal::kBottomRight;
  throw UsageError(flag + ": expected top-left or bottom-right, got '" + text +
                   "'");
}

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    parts.push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) return parts;
    start = comma + 1;
  }
}

std::size_t utf8_char(const std::string& text, std::size_t at, char32_t& cp) {
  const auto byte = [&](std::size_t n) {
    return static_cast<unsigned char>(text[at + n]);
  };
  const unsigned char lead = byte(0);
  std::size_t size = 0;
  if (lead < 0x80) {
    cp = lead;
    return 1;
  } else if (lead >= 0xC2 && lead <= 0xDF) {
    size = 2, cp = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    size = 3, cp = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    size = 4, cp = lead & 0x07;
  } else {
    return 0;  // a continuation byte, or a lead that is never valid
  }
  if (text.size() - at < size) return 0;
  for (std::size_t n = 1; n < size; ++n) {
    if ((byte(n) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(n) & 0x3F);
  }
  const char32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
  const bool surrogate = cp >= 0xD800 && cp <= 0xDFFF;
  return cp < least[size] || surrogate || cp > 0x10FFFF ? 0 : size;
}

bool printable(char32_t cp) {
  return cp >= 0x20 && !(cp >= 0x7F && cp <= 0x9F) && cp != 0xFFFE &&
         cp != 0xFFFF;
}

std::string printable_text(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    char32_t cp = 0;
    const std::size_t n = utf8_char(text, at, cp);
    if (n > 0 && printable(cp)) {
      out.append(text, at, n);
    } else {
      out += "\xEF\xBF\xBD";  // U+FFFD
    }
    at += n > 0 ? n : 1;
  }
  return out;
}

std::vector<std::string> parse_labels(const std::string& text,
                                      const std::string& flag) {
  std::vector<std::string> labels = split_commas(text);
  for (std::size_t i = 0; i < labels.size(); ++i) {
    const std::string& label = labels[i];
    for (std::size_t at = 0; at < label.size();) {
      char32_t cp = 0;
      const std::size_t n = utf8_char(label, at, cp);
      const std::string which = flag + ": label " + std::to_string(i + 1);
      if (n == 0) throw UsageError(which + " is not valid UTF-8");
      if (!printable(cp)) {
        char code[16];
        std::snprintf(code, sizeof code, "U+%04X", unsigned(cp));
        throw UsageError(which + " holds the unprintable character " + code);
      }
      at += n;
    }
  }
  return labels;
}

void check_product(const std::string& what,
                   const std::vector<std::int64_t>& dims, std::int64_t limit) {
  std::int64_t product = 1;
  std::string shape;
  for (std::int64_t d : dims) {
    shape += (shape.empty() ? "" : " x ") + std::to_string(d);
  }
  for (std::int64_t d : dims) {
    if (d < 0 || (d > 0 && product > limit / d)) {
      throw UsageError(what + ": " + shape + " exceeds the limit of " +
                       std::to_string(limit));
    }
    product *= d;
  }
}

Parser::Parser(std::string command, std::string usage)
    : command_(std::move(command)), usage_(std::move(usage)) {}

Parser& Parser::option(const std::string& name, Arity arity,
                       std::function<void(const std::string&)> set) {
  options_.push_back({name, arity, std::move(set)});
  return *this;
}

Parser& Parser::flag(const std::string& name, bool& target, bool value) {
  return option(name, Arity::kNone,
                [&target, value](const std::string&) { target = value; });
}

Parser& Parser::integer(const std::string& name, std::int64_t& target,
                        std::int64_t lo, std::int64_t hi) {
  return option(name, Arity::kValue, [&target, name, lo, hi](auto& v) {
    target = parse_integer(v, name, lo, hi);
  });
}

Parser& Parser::integer(const std::string& name, int& target, int lo, int hi) {
  return option(name, Arity::kValue, [&target, name, lo, hi](auto& v) {
    target = static_cast<int>(parse_integer(v, name, lo, hi));
  });
}

Parser& Parser::real(const std::string& name, double& target, double lo,
                     double hi) {
  return option(name, Arity::kValue, [&target, name, lo, hi](auto& v) {
    target = parse_real(v, name, lo, hi);
  });
}

Parser& Parser::text(const std::string& name, std::string& target) {
  return option(name, Arity::kValue,
                [&target](const std::string& v) { target = v; });
}

Parser& Parser::positional(std::function<void(const std::string&)> take) {
  positional_ = std::move(take);
  return *this;
}

const Parser::Option* Parser::find(const std::string& name) const {
  for (const Option& o : options_) {
    if (o.name == name) return &o;
  }
  return nullptr;
}

bool Parser::parse(const std::vector<std::string>& args,
                   std::ostream& out) const {
  for (std::size_t n = 0; n < args.size(); ++n) {
    const std::string& arg = args[n];
    if (arg == "--help" || arg == "-h") {
      out << usage_;
      return false;
    }
    if (arg.size() < 2 || arg[0] != '-' || arg == "--") {
      if (!positional_) {
        throw UsageError(command_ + ": unexpected argument '" + arg + "'");
      }
      positional_(arg);
      continue;
    }
    const auto eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    const Option* o = find(name);
    if (o == nullptr) {
      throw UsageError(command_ + ": unknown option " + name);
    }
    if (eq != std::string::npos) {
      if (o->arity == Arity::kNone) {
        throw UsageError(name + ": takes no value, got '" + arg + "'");
      }
      o->set(arg.substr(eq + 1));
    } else if (o->arity == Arity::kValue) {
      if (n + 1 >= args.size()) throw UsageError(name + ": missing value");
      o->set(args[++n]);
    } else if (o->arity == Arity::kOptional && n + 1 < args.size() &&
               !args[n + 1].empty() && args[n + 1][0] != '-') {
      o->set(args[++n]);
    } else {
      o->set("");
    }
  }
  return true;
}

}  // namespace qkv::cli
