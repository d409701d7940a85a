#include "serve.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <new>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <vector>

#include "args.h"
#include "explain.h"
#include "input.h"
#include "qkv/error.h"

namespace qkv::cli {
namespace {

using Status = ParsedRequest::Status;

ParsedRequest bad(int status, std::string why) {
  ParsedRequest r;
  r.status = Status::kBad;
  r.error_status = status;
  r.error = std::move(why);
  return r;
}

bool token_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) ||
         std::strchr("!#$%&'*+-.^_`|~", c) != nullptr;
}

bool visible_ascii(std::string_view s) {
  for (char c : s) {
    if (c < 0x21 || c > 0x7e) return false;
  }
  return true;
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(c));
  return out;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
    s.remove_suffix(1);
  return s;
}

// "GET /path HTTP/1.1" into r; an error message, or "" if it is one.
std::string request_line(std::string_view line, HttpRequest& r) {
  const std::size_t a = line.find(' ');
  const std::size_t b = a == line.npos ? a : line.find(' ', a + 1);
  if (b == line.npos || line.find(' ', b + 1) != line.npos) {
    return "request line: expected METHOD TARGET HTTP/1.x";
  }
  const std::string_view method = line.substr(0, a);
  const std::string_view target = line.substr(a + 1, b - a - 1);
  const std::string_view version = line.substr(b + 1);
  if (method.empty() || method.size() > 16) return "request line: bad method";
  for (char c : method) {
    if (c < 'A' || c > 'Z') return "request line: bad method";
  }
  if (target.empty() || target[0] != '/' || !visible_ascii(target)) {
    return "request line: the target must be a path starting with '/'";
  }
  if (version != "HTTP/1.1" && version != "HTTP/1.0") {
    return "request line: expected HTTP/1.0 or HTTP/1.1";
  }
  r.method = method;
  r.target = target;
  return "";
}

struct Headers {
  bool has_length = false, has_host = false;
  std::size_t length = 0;
};

// A Content-Length value into h.
ParsedRequest content_length(std::string_view value, Headers& h) {
  if (value.size() > 9) return bad(413, "body longer than 256 KiB");
  if (value.empty()) return bad(400, "Content-Length: not a number");
  std::size_t n = 0;
  for (char c : value) {
    if (c < '0' || c > '9') return bad(400, "Content-Length: not a number");
    n = n * 10 + static_cast<std::size_t>(c - '0');
  }
  if (h.has_length && n != h.length) return bad(400, "two Content-Lengths");
  if (n > kMaxBodyBytes) return bad(413, "body longer than 256 KiB");
  h.has_length = true;
  h.length = n;
  return {};
}

// One "Name: value" line into h and r.host.
ParsedRequest header_line(std::string_view line, Headers& h, HttpRequest& r) {
  const std::size_t colon = line.find(':');
  if (colon == 0 || colon == line.npos) return bad(400, "header: no name");
  for (char c : line.substr(0, colon)) {
    if (!token_char(c)) return bad(400, "header: bad name");
  }
  const std::string name = lower(line.substr(0, colon));
  const std::string_view value = trim(line.substr(colon + 1));
  for (unsigned char c : value) {  // bytes >= 0x80 are allowed (obs-text)
    if ((c < 0x20 && c != '\t') || c == 0x7f) {
      return bad(400, "header " + name + ": control character");
    }
  }
  if (name == "transfer-encoding") {
    return bad(411, "chunked bodies are not taken: send Content-Length");
  }
  if (name == "host") {
    if (h.has_host) return bad(400, "two Host headers");
    h.has_host = true;
    r.host = value;
  }
  if (name == "content-length") return content_length(value, h);
  return {};
}

}  // namespace

ParsedRequest parse_request(std::string_view raw) {
  const std::size_t end = raw.find("\r\n\r\n");
  if (end == raw.npos || end > kMaxHeaderBytes) {
    if (raw.size() > kMaxHeaderBytes) {
      return bad(431, "request line and headers longer than 16 KiB");
    }
    return {};  // incomplete
  }
  ParsedRequest result;
  HttpRequest& r = result.request;
  Headers h;
  std::string_view head = raw.substr(0, end + 2);  // lines ending in CRLF
  bool first = true;
  while (!head.empty()) {
    const std::size_t eol = head.find("\r\n");
    const std::string_view line = head.substr(0, eol);
    head.remove_prefix(eol + 2);
    if (first) {
      const std::string why = request_line(line, r);
      if (!why.empty()) return bad(400, why);
      first = false;
      continue;
    }
    ParsedRequest failed = header_line(line, h, r);
    if (failed.status == Status::kBad) return failed;
  }
  if (raw.size() - (end + 4) < h.length) return {};  // the body is coming
  r.body = raw.substr(end + 4, h.length);
  result.status = Status::kComplete;
  return result;
}

namespace {

// Only this machine's names: a page elsewhere cannot reach the server
// through a DNS name of its own (DNS rebinding).
bool local_host(const std::string& host) {
  if (host.empty()) return true;  // HTTP/1.0
  for (const char* name : {"127.0.0.1", "localhost", "[::1]"}) {
    const std::size_t n = std::strlen(name);
    if (host.compare(0, n, name) != 0) continue;
    if (host.size() == n) return true;
    if (host[n] != ':' || host.size() == n + 1 || host.size() > n + 6) continue;
    bool digits = true;
    for (std::size_t i = n + 1; i < host.size(); ++i) {
      digits = digits && host[i] >= '0' && host[i] <= '9';
    }
    if (digits) return true;
  }
  return false;
}

// `qkv explain ARGS --format json` with ARGS from a JSON array; matrices
// are text only (no .npy file is opened).
HttpResponse explain_endpoint(const std::string& body) {
  const nlohmann::json j = nlohmann::json::parse(body);  // throws
  if (!j.is_array() || j.size() > 64) {
    return error_response(
        400,
        "body: expected a JSON array of at most 64 strings, the "
        "arguments of qkv explain");
  }
  std::vector<std::string> args;
  for (const nlohmann::json& a : j) {
    if (!a.is_string()) return error_response(400, "body: expected strings");
    args.push_back(a.get<std::string>());
  }
  InputFlags input(kExplainMaxSize, false);
  Parser p("qkv explain", "");
  input.add_to(p);
  std::ostringstream help;
  if (!p.parse(args, help)) return error_response(400, "--help: not here");
  if (!input.given()) {
    return error_response(400, "no input: an example name or --q, --k, --v");
  }
  std::ostringstream out;
  explain_json(input.finish(), out);
  return {200, "application/json", out.str(), ""};
}

HttpResponse not_allowed(const std::string& methods) {
  HttpResponse r = error_response(405, "method not allowed: use " + methods);
  r.allow = methods;
  return r;
}

const char* reason(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 403:
      return "Forbidden";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 408:
      return "Request Timeout";
    case 411:
      return "Length Required";
    case 413:
      return "Content Too Large";
    case 431:
      return "Request Header Fields Too Large";
    default:
      return "Internal Server Error";
  }
}

}  // namespace

HttpResponse error_response(int status, const std::string& why) {
  nlohmann::json j;
  j["error"] = why;
  return {status, "application/json",
          j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), ""};
}

HttpResponse respond(const HttpRequest& r, const std::string& page) {
  try {
    if (!local_host(r.host)) {
      return error_response(403, "Host: this server answers 127.0.0.1 only");
    }
    const std::string path = r.target.substr(0, r.target.find('?'));
    if (path == "/" || path == "/index.html") {
      if (r.method != "GET" && r.method != "HEAD") {
        return not_allowed("GET, HEAD");
      }
      return {200, "text/html; charset=utf-8", page, ""};
    }
    if (path == "/api/explain") {
      if (r.method != "POST") return not_allowed("POST");
      return explain_endpoint(r.body);
    }
    return error_response(404, "no such page");
  } catch (const nlohmann::json::exception& e) {
    return error_response(400, std::string("body: not JSON: ") + e.what());
  } catch (const std::bad_alloc&) {
    return error_response(500, "out of memory");
  } catch (const std::exception& e) {  // qkv::Error, UsageError: the input's
    return error_response(400, e.what());
  }
}

std::string serialize(const HttpResponse& response, bool head,
                      const std::string& csp) {
  std::ostringstream s;
  s << "HTTP/1.1 " << response.status << ' ' << reason(response.status)
    << "\r\nContent-Type: " << response.content_type
    << "\r\nContent-Length: " << response.body.size()
    << "\r\nConnection: close\r\nCache-Control: no-store"
    << "\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer"
    << "\r\nContent-Security-Policy: " << csp << "\r\n";
  if (!response.allow.empty()) s << "Allow: " << response.allow << "\r\n";
  s << "\r\n";
  if (!head) s << response.body;
  return s.str();
}

namespace {

volatile std::sig_atomic_t g_stop = 0;
extern "C" void on_stop_signal(int) { g_stop = 1; }

using Clock = std::chrono::steady_clock;
constexpr auto kIdle = std::chrono::seconds(10);
constexpr std::size_t kMaxConnections = 64;

struct Connection {
  int fd = -1;
  std::string in;
  Clock::time_point deadline;
};

int listen_on(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0) throw Error(std::string("socket: ") + std::strerror(errno));
  const int one = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(static_cast<std::uint16_t>(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 ||
      ::listen(fd, 16) != 0) {
    const std::string why = std::strerror(errno);
    ::close(fd);
    throw Error("--port " + std::to_string(port) + ": cannot listen on " +
                "127.0.0.1 (" + why + ")");
  }
  return fd;
}

int bound_port(int fd) {
  sockaddr_in a{};
  socklen_t n = sizeof a;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &n);
  return ntohs(a.sin_port);
}

void send_all(int fd, const std::string& bytes) {
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n =
        ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;  // the client left or stalled (SO_SNDTIMEO)
    sent += static_cast<std::size_t>(n);
  }
}

void finish(Connection& c, const HttpResponse& r, bool head,
            const std::string& csp) {
  send_all(c.fd, serialize(r, head, csp));
  ::shutdown(c.fd, SHUT_WR);
  ::close(c.fd);
  c.fd = -1;
}

// Reads what arrived; answers once a request is complete or bad.
void step(Connection& c, const std::string& page, const std::string& csp) {
  char buf[8192];
  const ssize_t n = ::recv(c.fd, buf, sizeof buf, 0);
  if (n < 0 && errno == EINTR) return;
  if (n <= 0) {  // closed before a whole request
    ::close(c.fd);
    c.fd = -1;
    return;
  }
  c.in.append(buf, static_cast<std::size_t>(n));
  const ParsedRequest p = parse_request(c.in);
  if (p.status == Status::kIncomplete) return;
  if (p.status == Status::kBad) {
    finish(c, error_response(p.error_status, p.error), false, csp);
    return;
  }
  finish(c, respond(p.request, page), p.request.method == "HEAD", csp);
}

void accept_one(int listener, std::vector<Connection>& conns) {
  const int fd = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
  if (fd < 0) return;
  timeval t{5, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &t, sizeof t);
  conns.push_back({fd, "", Clock::now() + kIdle});
}

// One round: wait up to 200 ms, accept, read and answer, expire.
void poll_once(int listener, std::vector<Connection>& conns,
               const std::string& page, const std::string& csp) {
  std::vector<pollfd> fds;
  const short listen_events =
      conns.size() < kMaxConnections ? static_cast<short>(POLLIN) : short{0};
  fds.push_back({listener, listen_events, 0});
  for (const Connection& c : conns) fds.push_back({c.fd, POLLIN, 0});
  if (::poll(fds.data(), fds.size(), 200) <= 0) return;  // EINTR: g_stop
  for (std::size_t i = 1; i < fds.size(); ++i) {
    if (fds[i].revents != 0) step(conns[i - 1], page, csp);
  }
  if (fds[0].revents & POLLIN) accept_one(listener, conns);
}

void expire(std::vector<Connection>& conns, const std::string& csp) {
  const auto now = Clock::now();
  for (Connection& c : conns) {
    if (c.fd >= 0 && now > c.deadline) {
      finish(c, error_response(408, "request incomplete after 10 s"), false,
             csp);
    }
  }
  std::erase_if(conns, [](const Connection& c) { return c.fd < 0; });
}

}  // namespace

int serve(int port, const std::string& page, const std::string& csp,
          std::ostream& out) {
  const int listener = listen_on(port);
  g_stop = 0;
  struct sigaction stop {
  }, old_int{}, old_term{};
  stop.sa_handler = on_stop_signal;  // no SA_RESTART: poll returns EINTR
  sigemptyset(&stop.sa_mask);
  ::sigaction(SIGINT, &stop, &old_int);
  ::sigaction(SIGTERM, &stop, &old_term);
  out << "serving the explorer on http://127.0.0.1:" << bound_port(listener)
      << "/ (Ctrl-C stops)" << std::endl;
  std::vector<Connection> conns;
  while (!g_stop) {
    poll_once(listener, conns, page, csp);
    expire(conns, csp);
  }
  for (Connection& c : conns) ::close(c.fd);
  ::close(listener);
  ::sigaction(SIGINT, &old_int, nullptr);
  ::sigaction(SIGTERM, &old_term, nullptr);
  out << "stopped" << std::endl;
  return 0;
}

}  // namespace qkv::cli
