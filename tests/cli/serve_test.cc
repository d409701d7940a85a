// `qkv explore --serve` without a socket: the request parser on good,
// incomplete and bad requests, and the answers (the page, the library's
// numbers, a 4xx for everything else).
#include "serve.h"

#include <gtest/gtest.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

namespace qkv::cli {
namespace {

using Status = ParsedRequest::Status;

std::string post(const std::string& body,
                 const std::string& host = "127.0.0.1:8765") {
  return "POST /api/explain HTTP/1.1\r\nHost: " + host +
         "\r\nContent-Type: application/json\r\nContent-Length: " +
         std::to_string(body.size()) + "\r\n\r\n" + body;
}

HttpResponse answer(const std::string& raw) {
  const ParsedRequest p = parse_request(raw);
  EXPECT_EQ(p.status, Status::kComplete) << p.error;
  return respond(p.request, "<p>page</p>");
}

TEST(ServeParse, CompleteRequest) {
  const ParsedRequest p = parse_request(
      "GET /index.html?x=1 HTTP/1.1\r\nHost: localhost:80\r\n"
      "Accept:  text/html \r\n\r\n");
  ASSERT_EQ(p.status, Status::kComplete);
  EXPECT_EQ(p.request.method, "GET");
  EXPECT_EQ(p.request.target, "/index.html?x=1");
  EXPECT_EQ(p.request.host, "localhost:80");
  EXPECT_EQ(p.request.body, "");
}

TEST(ServeParse, IncompleteUntilTheBodyArrives) {
  const std::string whole = post("[\"water\"]");
  for (std::size_t n = 0; n < whole.size(); ++n) {
    EXPECT_EQ(parse_request(whole.substr(0, n)).status, Status::kIncomplete)
        << n;
  }
  const ParsedRequest p = parse_request(whole);
  ASSERT_EQ(p.status, Status::kComplete);
  EXPECT_EQ(p.request.body, "[\"water\"]");
}

TEST(ServeParse, BadRequestsGetA4xx) {
  const struct {
    std::string raw;
    int status;
  } cases[] = {
      {"GET /\r\n\r\n", 400},
      {"GET / HTTP/2\r\n\r\n", 400},
      {"get / HTTP/1.1\r\n\r\n", 400},
      {"GET x HTTP/1.1\r\n\r\n", 400},
      {"GET / HTTP/1.1 x\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\nNo colon\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\n: v\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\nX: a\x01\r\n\r\n", 400},
      {"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400},
      {"POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400},
      {"POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
       400},
      {"POST / HTTP/1.1\r\nContent-Length: 99999999999\r\n\r\n", 413},
      {"POST / HTTP/1.1\r\nContent-Length: 262145\r\n\r\n", 413},
      {"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 411},
      {"GET / HTTP/1.1\r\nX: " + std::string(kMaxHeaderBytes, 'a'), 431},
  };
  for (const auto& c : cases) {
    const ParsedRequest p = parse_request(c.raw);
    EXPECT_EQ(p.status, Status::kBad) << c.raw.substr(0, 60);
    EXPECT_EQ(p.error_status, c.status) << c.raw.substr(0, 60);
    EXPECT_FALSE(p.error.empty());
  }
}

TEST(ServeRespond, ThePage) {
  const HttpResponse r = answer("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  EXPECT_EQ(r.status, 200);
  EXPECT_EQ(r.body, "<p>page</p>");
  const std::string wire = serialize(r, true, "default-src 'none'");
  EXPECT_EQ(wire.rfind("HTTP/1.1 200 OK\r\n", 0), 0u);
  EXPECT_NE(wire.find("Content-Length: 11\r\n"), std::string::npos);
  EXPECT_NE(wire.find("Content-Security-Policy: default-src 'none'\r\n"),
            std::string::npos);
  EXPECT_EQ(wire.find("<p>"), std::string::npos);  // HEAD: no body
}

TEST(ServeRespond, TheLibrarysNumbers) {
  const HttpResponse r = answer(
      post(R"(["--q","1,0;0,1","--k","1,0;0,1","--v","1,2;3,4","--scale","1",)"
           R"("--causal","top-left"])"));
  ASSERT_EQ(r.status, 200) << r.body;
  const auto j = nlohmann::json::parse(r.body);
  const auto& w = j["heads"][0]["weights"];
  EXPECT_EQ(w[0][0].get<double>(), 1.0);
  EXPECT_EQ(w[0][1].get<double>(), 0.0);
  const double e = 1.0 / (1.0 + std::exp(1.0));  // softmax(0, 1)[0]
  EXPECT_NEAR(w[1][0].get<double>(), e, 1e-15);
  EXPECT_EQ(answer(post(R"(["water"])")).status, 200);
}

TEST(ServeRespond, EverythingElseIsA4xx) {
  const struct {
    std::string raw;
    int status;
  } cases[] = {
      {"GET /nothing HTTP/1.1\r\n\r\n", 404},
      {"POST / HTTP/1.1\r\n\r\n", 405},
      {"GET /api/explain HTTP/1.1\r\n\r\n", 405},
      {"GET / HTTP/1.1\r\nHost: evil.example:8765\r\n\r\n", 403},
      {"GET / HTTP/1.1\r\nHost: 127.0.0.1.evil\r\n\r\n", 403},
      {post(""), 400},
      {post("{"), 400},
      {post("{\"q\": 1}"), 400},
      {post("[1, 2]"), 400},
      {post("[]"), 400},
      {post(R"(["--help"])"), 400},
      {post(R"(["--q","/etc/passwd","--k","1","--v","1"])"), 400},
      {post(R"(["--q","1,2","--k","1,2,3","--v","1"])"), 400},
      {post(R"(["--nope"])"), 400},
      {post(R"(["no-such-example"])"), 400},
  };
  for (const auto& c : cases) {
    const HttpResponse r = answer(c.raw);
    EXPECT_EQ(r.status, c.status) << c.raw;
    const auto j = nlohmann::json::parse(r.body);
    EXPECT_TRUE(j["error"].is_string()) << r.body;
  }
  EXPECT_EQ(answer("POST / HTTP/1.1\r\n\r\n").allow, "GET, HEAD");
}

}  // namespace
}  // namespace qkv::cli
