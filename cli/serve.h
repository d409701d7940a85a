// `qkv explore --serve`: the explorer page on localhost, with the library
// behind it. GET / answers the page; POST /api/explain takes `qkv explain`'s
// arguments as a JSON array of strings and answers every step as `qkv
// explain --format json` does (no file is ever read: matrices are text).
// Everything else gets a 4xx. The HTTP parsing and the answers are pure
// functions (parse_request, respond) so the fuzzer and the tests call them
// without a socket; serve() is the socket loop around them.
#ifndef QKV_CLI_SERVE_H_
#define QKV_CLI_SERVE_H_

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>

namespace qkv::cli {

// Limits of one request: the request line and headers, and the body.
inline constexpr std::size_t kMaxHeaderBytes = 16 * 1024;
inline constexpr std::size_t kMaxBodyBytes = 256 * 1024;

struct HttpRequest {
  std::string method, target, host, body;
};

struct ParsedRequest {
  enum class Status { kComplete, kIncomplete, kBad };
  Status status = Status::kIncomplete;
  HttpRequest request;   // kComplete
  int error_status = 0;  // kBad: the 4xx to answer
  std::string error;     // kBad: why
};

// Parses the start of `raw` as one HTTP/1.0 or 1.1 request: request line,
// headers, and a body of Content-Length bytes. kIncomplete while more bytes
// may complete it (never once kMaxHeaderBytes / kMaxBodyBytes are passed).
ParsedRequest parse_request(std::string_view raw);

struct HttpResponse {
  int status = 200;
  std::string content_type, body;
  std::string allow;  // 405: the methods the target takes
};

// The answer to one request; `page` is the explorer page served at /.
// Never throws.
HttpResponse respond(const HttpRequest& request, const std::string& page);
// The answer to a request that failed to parse.
HttpResponse error_response(int status, const std::string& why);

// The bytes on the wire (Connection: close; the page's CSP as a header too);
// HEAD requests get the headers alone.
std::string serialize(const HttpResponse& response, bool head,
                      const std::string& csp);

// Serves `page` on 127.0.0.1:port (0 = a free port) until SIGINT or
// SIGTERM, then closes every connection and returns 0. Writes the address
// to `out` once listening. Throws qkv::Error if it cannot listen.
int serve(int port, const std::string& page, const std::string& csp,
          std::ostream& out);

}  // namespace qkv::cli

#endif  // QKV_CLI_SERVE_H_
