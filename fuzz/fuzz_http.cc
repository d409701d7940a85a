// libFuzzer target over `qkv explore --serve`'s request handling, without a
// socket: the input is the bytes a client sent. Every input must parse as
// complete, incomplete or bad (bad with a 4xx), and a complete request must
// get an answer (respond never throws) that serializes; an answer other
// than 200 is a 4xx (5xx only for running out of memory).
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "serve.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  using qkv::cli::ParsedRequest;
  const std::string_view raw(reinterpret_cast<const char*>(data), size);
  const ParsedRequest p = qkv::cli::parse_request(raw);
  if (p.status == ParsedRequest::Status::kBad) {
    if (p.error_status < 400 || p.error_status > 499 || p.error.empty()) {
      std::abort();
    }
    (void)qkv::cli::serialize(qkv::cli::error_response(p.error_status, p.error),
                              false, "x");
    return 0;
  }
  if (p.status == ParsedRequest::Status::kIncomplete) {
    if (size > qkv::cli::kMaxHeaderBytes + qkv::cli::kMaxBodyBytes + 4) {
      std::abort();  // it must have decided by now
    }
    return 0;
  }
  static const std::string page = "<!DOCTYPE html><p>page</p>";
  const qkv::cli::HttpResponse r = qkv::cli::respond(p.request, page);
  if (r.status != 200 && (r.status < 400 || r.status > 499) &&
      r.status != 500) {
    std::abort();
  }
  const std::string bytes =
      qkv::cli::serialize(r, p.request.method == "HEAD", "x");
  if (bytes.rfind("HTTP/1.1 ", 0) != 0) std::abort();
  return 0;
}
