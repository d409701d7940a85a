#include "explore.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

#include "qkv/error.h"

namespace qkv::cli {
namespace {

nlohmann::json rows(const Matrix& m) {
  nlohmann::json out = nlohmann::json::array();
  for (std::int64_t r = 0; r < m.rows; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (std::int64_t c = 0; c < m.cols; ++c) {
      const double x = m.values[r * m.cols + c];
      // -inf (an additive mask's "hidden") as null, as explain's JSON does.
      row.push_back(std::isinf(x) && x < 0 ? nlohmann::json()
                                           : nlohmann::json(x));
    }
    out.push_back(row);
  }
  return out;
}

nlohmann::json optional_rows(const std::optional<Matrix>& m) {
  return m ? rows(*m) : nlohmann::json();
}

// An input as the page's script reads it (explore.js exampleInput()).
nlohmann::json input_json(const ExplainInput& in) {
  nlohmann::json j;
  j["title"] = in.title;
  j["story"] = in.story;
  j["q"] = rows(in.q);
  j["k"] = rows(in.k);
  j["v"] = rows(in.v);
  j["mask"] = optional_rows(in.mask);
  j["bias"] = optional_rows(in.bias);
  j["alibi"] = in.alibi;
  j["causal"] = in.causal == Causal::kTopLeft       ? "top-left"
                : in.causal == Causal::kBottomRight ? "bottom-right"
                                                    : "none";
  j["window"] = {in.window_left, in.window_right};
  j["scale"] = in.scale ? nlohmann::json(*in.scale) : nlohmann::json();
  j["softcap"] = in.softcap;
  j["heads"] = in.heads;
  j["query_tokens"] = in.query_tokens;
  j["key_tokens"] = in.key_tokens;
  return j;
}

// JSON safe inside <script type="application/json">: no '<' at all (so
// neither "</script>" nor "<!--" can appear); JSON allows \u003c anywhere
// a '<' can be, which is only inside strings.
std::string script_safe(const std::string& json) {
  std::string out;
  for (char ch : json) {
    if (ch == '<') {
      out += "\\u003c";
    } else {
      out += ch;
    }
  }
  return out;
}

}  // namespace

std::string hex_to_base64(const std::string& hex) {
  if (hex.size() % 2 != 0) throw Error("hex_to_base64: odd length");
  std::string bytes;
  for (std::size_t n = 0; n < hex.size(); n += 2) {
    bytes.push_back(
        static_cast<char>(std::stoi(hex.substr(n, 2), nullptr, 16)));
  }
  static const char* const digits =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (std::size_t n = 0; n < bytes.size(); n += 3) {
    const std::size_t left = bytes.size() - n;  // 1, 2 or 3 (or more)
    std::uint32_t word = std::uint32_t(std::uint8_t(bytes[n])) << 16;
    if (left > 1) word |= std::uint32_t(std::uint8_t(bytes[n + 1])) << 8;
    if (left > 2) word |= std::uint8_t(bytes[n + 2]);
    for (std::size_t k = 0; k < 4; ++k) {
      out += k <= left ? digits[(word >> (18 - 6 * k)) & 63] : '=';
    }
  }
  return out;
}

std::string explore_csp(bool served) {
  return "default-src 'none'; script-src 'sha256-" +
         hex_to_base64(kExploreScriptSha256) + "'; style-src 'sha256-" +
         hex_to_base64(kExploreStyleSha256) + "'; img-src 'none'; " +
         (served ? "connect-src 'self'; " : "") +
         "base-uri 'none'; form-action 'none'";
}

std::string explore_html(const std::vector<WorkedExample>& entries,
                         bool served) {
  nlohmann::json data;
  data["served"] = served;
  data["examples"] = nlohmann::json::array();
  for (const WorkedExample& e : entries) {
    std::ostringstream steps;
    explain_json(e.input, steps);  // checks the input first
    data["examples"].push_back(
        {{"name", e.name},
         {"summary", e.summary},
         {"input", input_json(e.input)},
         {"library", nlohmann::json::parse(steps.str())}});
  }
  std::ostringstream page;
  page << R"(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content=")"
       << explore_csp(served) << R"(">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>qkv explore: attention, step by step</title>
<style>)"
       << kExploreStyle << R"(</style>
</head>
<body>
<h1>Attention, step by step</h1>
<p>Edit Q, K and V (rows separated by <code>;</code>), the scale, the
temperature, the masks and the number of heads: every step below follows.</p>
<section id="controls">
<div><label for="example">worked example</label><select id="example"></select>
<p class="hint" id="title"></p><p class="hint" id="story"></p></div>
<div><label for="q">Q (seq_q × d_k)</label><textarea id="q" spellcheck="false"></textarea></div>
<div><label for="k">K (seq_kv × d_k)</label><textarea id="k" spellcheck="false"></textarea></div>
<div><label for="v">V (seq_kv × d_v)</label><textarea id="v" spellcheck="false"></textarea></div>
<div><label for="scale">scale: none · 1/√d_k · 10/√d_k</label>
<input type="range" id="scale" min="0" max="2" step="1" value="1">
<label for="temperature">temperature <span id="temperature-value">1</span> (divides the scores)</label>
<input type="range" id="temperature" min="0.1" max="5" step="0.05" value="1"></div>
<div><label for="causal">causal mask</label><select id="causal">
<option value="none">none</option><option value="top-left">top-left (PyTorch is_causal)</option>
<option value="bottom-right">bottom-right (KV cache)</option></select>
<label for="window-left">window left, right (-1 = unbounded)</label>
<input type="number" id="window-left" value="-1" min="-1"><input type="number" id="window-right" value="-1" min="-1"></div>
<div><label for="mask">padding / bool mask: 1 = may attend (one row, or seq_q rows)</label>
<input type="text" id="mask" spellcheck="false">
<label for="alibi">ALiBi slopes, one per head</label><input type="text" id="alibi" spellcheck="false"></div>
<div><label for="heads">heads (split d_k and d_v, attend, concat)</label>
<input type="number" id="heads" min="1" max="32" value="1"></div>
</section>
<p id="check"></p>
<p id="provenance"></p>
<div id="error" role="alert"></div>
<div id="steps"></div>
<footer>Made by <code>qkv explore</code>. Works offline; the page allows only
its own inline script and style (Content-Security-Policy: )"
       << explore_csp(served) << R"().</footer>
<script type="application/json" id="qkv-data">)"
       << script_safe(data.dump()) << R"(</script>
<script>)"
       << kExploreScript << R"(</script>
</body>
</html>
)";
  return page.str();
}

}  // namespace qkv::cli
