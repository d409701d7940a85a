// `qkv explore`: one self-contained HTML page in which a learner edits Q, K,
// V, the scale, temperature, masks and heads and watches every step of
// attention move. The page's script and style are inline and allowed by
// their SHA-256 hashes in the page's own Content-Security-Policy (no network,
// no other script, style, font or image); the library's numbers for every
// example are embedded as JSON and the page checks itself against them.
#ifndef QKV_CLI_EXPLORE_H_
#define QKV_CLI_EXPLORE_H_

#include <string>
#include <vector>

#include "explain.h"

namespace qkv::cli {

// The page's script and style (cli/explore.js, cli/explore.css, embedded at
// build time) and their SHA-256 digests in hex.
extern const char* const kExploreScript;
extern const char* const kExploreStyle;
extern const char* const kExploreScriptSha256;
extern const char* const kExploreStyleSha256;

// 64 hex digits -> the base64 a CSP hash source takes; throws qkv::Error.
std::string hex_to_base64(const std::string& hex);

// The Content-Security-Policy the page declares and meets; `served` (by
// `qkv explore --serve`) also allows requests to the page's own origin.
std::string explore_csp(bool served = false);

// The page, with `entries` in its example menu (the first is shown). Every
// entry must pass check_input(entry.input, kExplainMaxSize); throws
// qkv::Error otherwise. `served`: the page asks the library (POST
// /api/explain, cli/serve.h) for the numbers of every input it shows.
std::string explore_html(const std::vector<WorkedExample>& entries,
                         bool served = false);

}  // namespace qkv::cli

#endif  // QKV_CLI_EXPLORE_H_
