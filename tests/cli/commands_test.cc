// The command line in process: one parser (both flag forms, --help,
// unknown flags, checked numbers with ranges, dtype aliases), one error line
// and exit status 1/2 for every failure, sizes checked before allocation,
// checked writes, validation before any output, and the workload file.
// Each test names the defect of issue 13 / 22 it guards against.
#include "commands.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "args.h"
#include "npy.h"
#include "qkv/error.h"
#include "qkv/qkv.h"
#include "tools.h"
#include "workloads.h"

namespace qkv::cli {
namespace {

struct Result {
  int status = 0;
  std::string out, err;
};

// `qkv ARGS...` in process.
Result qkv(const std::vector<std::string>& args, bool sandbox = false) {
  std::ostringstream out, err;
  Context c;
  c.out = &out;
  c.err = &err;
  c.sandbox = sandbox;
  Result r;
  r.status = run(args, c);
  r.out = out.str();
  r.err = err.str();
  return r;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// A failure is one line "qkv: error: ...", naming `needle`.
void expect_error(const Result& r, int status, const std::string& needle) {
  EXPECT_EQ(r.status, status) << r.err;
  EXPECT_EQ(r.err.rfind("qkv: error: ", 0), 0u) << r.err;
  EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
  EXPECT_TRUE(contains(r.err, needle)) << r.err << " lacks " << needle;
}

// A version-1 .npy file holding only the header `dict` (no data).
void write_npy_header(const std::string& path, std::string dict) {
  dict.resize(118, ' ');
  dict += '\n';
  std::ofstream(path, std::ios::binary) << std::string("\x93NUMPY\x01\x00", 8)
                                        << char(dict.size()) << '\0' << dict;
}

// A fresh temporary directory, removed at the end of the test.
struct TempDir {
  TempDir() {
    std::string name =
        (std::filesystem::temp_directory_path() / "qkvcliXXXXXX");
    path = mkdtemp(name.data());
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::filesystem::path path;
};

TEST(Numbers, IntegersAreCheckedWithTheirRange) {
  EXPECT_EQ(parse_integer("42", "--n", 1, 100), 42);
  EXPECT_EQ(parse_integer("-1", "--n", -1, 100), -1);
  for (const char* bad : {"1.5", "abc", "", "1e3", "12x", " 1", "+"}) {
    EXPECT_THROW(parse_integer(bad, "--n", 0, 100), UsageError) << bad;
  }
  try {
    parse_integer("99999999999999999999", "--repeats", 1, 1000);
    FAIL();
  } catch (const UsageError& e) {
    EXPECT_TRUE(contains(e.what(), "--repeats")) << e.what();
    EXPECT_TRUE(contains(e.what(), "out of range")) << e.what();
  }
  EXPECT_THROW(parse_integer("0", "--n", 1, 100), UsageError);
  EXPECT_THROW(parse_integer("101", "--n", 1, 100), UsageError);
}

TEST(Numbers, RealsAreFiniteAndInRange) {
  EXPECT_DOUBLE_EQ(parse_real("0.25", "--scale", 0, 1), 0.25);
  EXPECT_DOUBLE_EQ(parse_real("1e-3", "--scale", 0, 1), 1e-3);
  for (const char* bad : {"abc", "nan", "inf", "1e400", "", "0.5x", "2"}) {
    EXPECT_THROW(parse_real(bad, "--scale", 0, 1), UsageError) << bad;
  }
}

TEST(Dtypes, EveryCommonSpellingIsAccepted) {
  for (const char* n : {"fp16", "f16", "half", "float16"}) {
    EXPECT_EQ(parse_dtype(n, "--dtype"), DType::kFloat16) << n;
  }
  for (const char* n : {"bf16", "bfloat16"}) {
    EXPECT_EQ(parse_dtype(n, "--dtype"), DType::kBFloat16) << n;
  }
  for (const char* n : {"fp32", "f32", "float", "float32"}) {
    EXPECT_EQ(parse_dtype(n, "--dtype"), DType::kFloat32) << n;
  }
  EXPECT_EQ(parse_dtype("double", "--dtype", true), DType::kFloat64);
  EXPECT_THROW(parse_dtype("double", "--dtype"), UsageError);
  EXPECT_THROW(parse_dtype("int8", "--dtype"), UsageError);
  // issue 13: `qkv memory --dtype fp16` was refused.
  for (const char* n : {"fp16", "half", "bf16", "fp32", "f32", "double"}) {
    const Result r = qkv({"memory", "--dtype", n, "--no-measure"});
    EXPECT_EQ(r.status, 0) << n << ": " << r.err;
  }
  expect_error(qkv({"memory", "--dtype=int8"}), 2, "--dtype");
  // The *_kivi caches hold whole groups of 32 tokens (KvCache's
  // storage_bytes: 33 tokens take 64 slots, 17408 bytes); sizes past int64
  // printed negative or NaN.
  const Result kivi = qkv({"memory", "--seq", "33", "--heads", "2",
                           "--head-dim", "64", "--no-measure"});
  EXPECT_NE(kivi.out.find("q8_kivi: 17.00 KiB"), std::string::npos) << kivi.out;
  EXPECT_EQ(KvCache(1, 2, 33, 64, QuantFormat::kQ8Kivi).storage_bytes(), 17408);
  // Grouped-query attention: the cache holds the KV heads only (Llama 3 8B:
  // 32 heads, 8 KV heads, 128 dims: 128 KiB per token in bfloat16 over its
  // 32 layers, 4 KiB per layer).
  const Result gqa = qkv({"memory", "--seq", "1", "--heads", "32", "--kv-heads",
                          "8", "--head-dim", "128", "--no-measure"});
  EXPECT_NE(gqa.out.find("(8 KV heads)"), std::string::npos) << gqa.out;
  EXPECT_NE(gqa.out.find("bfloat16: 4.00 KiB"), std::string::npos) << gqa.out;
  expect_error(qkv({"memory", "--heads", "6", "--kv-heads", "4"}), 2,
               "--kv-heads 4 must divide --heads 6");
  const Result huge = qkv({"memory", "--seq", "1099511627776", "--head-dim",
                           "6000000", "--no-measure"});
  EXPECT_EQ(huge.status, 0) << huge.err;
  EXPECT_EQ(huge.out.find(": -"), std::string::npos) << huge.out;
  EXPECT_EQ(huge.out.find("nan"), std::string::npos) << huge.out;
}

TEST(Parser, BothFlagFormsHelpAndUnknownFlags) {
  std::int64_t n = 0;
  std::string s;
  bool f = false;
  std::ostringstream out;
  Parser p("qkv test", "usage text\n");
  p.integer("--n", n, 0, 10).text("--s", s).flag("--f", f);
  EXPECT_TRUE(p.parse({"--n", "3", "--s=a=b", "--f"}, out));
  EXPECT_EQ(n, 3);
  EXPECT_EQ(s, "a=b");
  EXPECT_TRUE(f);
  EXPECT_TRUE(p.parse({"--n=7"}, out));
  EXPECT_EQ(n, 7);
  EXPECT_FALSE(p.parse({"-h"}, out));
  EXPECT_EQ(out.str(), "usage text\n");
  EXPECT_THROW(p.parse({"--bogus"}, out), UsageError);
  EXPECT_THROW(p.parse({"--n"}, out), UsageError);    // missing value
  EXPECT_THROW(p.parse({"--f=1"}, out), UsageError);  // a flag's value
  EXPECT_THROW(p.parse({"stray"}, out), UsageError);  // no positional
}

TEST(Commands, EveryCommandAnswersHelpAndRejectsUnknownFlags) {
  // issue 22: `demo --help` and `version --foo` ignored their flags,
  // `explain --help` was an error.
  for (const char* cmd : {"demo", "explain", "viz", "leak-test", "memory",
                          "bench", "tune", "ring-demo", "version"}) {
    const Result help = qkv({cmd, "--help"});
    EXPECT_EQ(help.status, 0) << cmd << ": " << help.err;
    EXPECT_FALSE(help.out.empty()) << cmd;
    EXPECT_EQ(qkv({cmd, "-h"}).status, 0) << cmd;
    expect_error(qkv({cmd, "--foo"}), 2, "unknown option --foo");
  }
  expect_error(qkv({"frobnicate"}), 2, "unknown command 'frobnicate'");
}

TEST(Commands, BadNumbersAreUsageErrorsNamingTheFlag) {
  // issue 22: these aborted with std::invalid_argument / out_of_range.
  expect_error(qkv({"bench", "--scale", "abc"}), 2, "--scale");
  expect_error(qkv({"bench", "--repeats", "abc"}), 2, "--repeats");
  expect_error(qkv({"bench", "--repeats", "99999999999"}), 2, "--repeats");
  expect_error(qkv({"bench", "--repeats=1.5"}), 2, "'1.5'");
  expect_error(qkv({"ring-demo", "--seq", "abc"}), 2, "--seq");
  expect_error(qkv({"ring-demo", "--seq=abc"}), 2, "--seq");
  // issue 22: std::system_error from 100000 threads; "data is null".
  expect_error(qkv({"ring-demo", "--threads", "100000"}), 2, "--threads");
  expect_error(qkv({"ring-demo", "--batch", "0"}), 2, "--batch");
  expect_error(qkv({"ring-demo", "--seq", "16777216", "--heads", "1024"}), 2,
               "exceeds");
  // issue 22: "got (-9223372036854775808, 0)".
  expect_error(qkv({"explain", "water", "--window", "1e30,0"}), 2, "'1e30'");
  expect_error(qkv({"explain", "water", "--window", "1"}), 2, "L,R");
  expect_error(qkv({"leak-test", "--seq", "1.5"}), 2, "--seq");
}

TEST(Commands, VizHeadsZeroIsAnErrorNotSigfpe) {
  expect_error(qkv({"viz", "water", "--heads", "0"}), 2, "--heads");
  expect_error(qkv({"viz", "water", "--heads", "3"}), 1, "--heads");
  expect_error(qkv({"explain", "water", "--heads=0"}), 2, "--heads");
}

TEST(Commands, ValidationComesBeforeAnyOutput) {
  // issue 22: `explain water --wo 1,2` printed the explanation, then failed.
  const Result r = qkv({"explain", "water", "--wo", "1,2"});
  expect_error(r, 1, "--wo");
  EXPECT_EQ(r.out, "");
  const Result heads = qkv({"explain", "water-heads", "--wo", "1,0;0,1"});
  expect_error(heads, 1, "--wo");
  EXPECT_EQ(heads.out, "");
  const Result ok = qkv({"explain", "water-heads", "--wo", "1,0,0,0;0,1,0,0"});
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_TRUE(contains(ok.out, "Output projection")) << ok.out;
}

TEST(Commands, LogitsSizesAreCheckedBeforeAllocating) {
  // issue 22: 30000 values built a 30000 x 30000 matrix (bad_alloc).
  std::string many = "0";
  for (int n = 1; n < 100000; ++n) many += ",0";
  expect_error(qkv({"explain", "--logits", many}), 1, "--logits");
  expect_error(qkv({"viz", "--logits", many}), 1, "--logits");
  // issue 22: an empty array said "v: head_dim_v must be >= 1".
  TempDir dir;
  const std::string empty = (dir.path / "empty.npy").string();
  write_npy_header(empty,
                   "{'descr': '<f8', 'fortran_order': False, 'shape': (0,), }");
  expect_error(qkv({"explain", "--logits", empty}), 1, "--logits");
}

TEST(Commands, NpyReadsAreBounded) {
  // issue 22: a .npy link to /dev/zero was read without limit.
  TempDir dir;
  const auto zero = dir.path / "zero.npy";
  std::filesystem::create_symlink("/dev/zero", zero);
  expect_error(qkv({"explain", "--q", zero.string(), "--k", "1", "--v", "1"}),
               1, "magic");
  // A header announcing 2^40 elements is refused before reading them.
  const std::string big = (dir.path / "big.npy").string();
  write_npy_header(big,
                   "{'descr': '<f8', 'fortran_order': False, "
                   "'shape': (1048576, 1048576), }");
  EXPECT_THROW(read_npy(big, 1000), Error);
  expect_error(qkv({"explain", "--q", big, "--k", "1", "--v", "1"}), 1,
               "elements");
}

TEST(Commands, CausalTakesOneSyntaxEverywhere) {
  // issue 22: explain needed `--causal=bottom-right`, leak-test a space.
  const std::vector<std::string> qkv_args = {"--q",   "1;2", "--k",
                                             "1;2;3", "--v", "1;2;3"};
  for (const auto& form : std::vector<std::vector<std::string>>{
           {"--causal", "bottom-right"}, {"--causal=bottom-right"}}) {
    std::vector<std::string> args = {"explain"};
    args.insert(args.end(), qkv_args.begin(), qkv_args.end());
    args.insert(args.end(), form.begin(), form.end());
    const Result r = qkv(args);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "bottom-right")) << r.out;
    std::vector<std::string> leak = {"leak-test", "--seq", "4", "--seq-kv",
                                     "6"};
    leak.insert(leak.end(), form.begin(), form.end());
    const Result l = qkv(leak);
    EXPECT_EQ(l.status, 0) << l.err;
    EXPECT_TRUE(contains(l.out, "bottom-right")) << l.out;
  }
  EXPECT_EQ(qkv({"leak-test", "--seq", "4", "--causal"}).status, 0);
  expect_error(qkv({"leak-test", "--causal=diagonal"}), 2, "--causal");
}

TEST(Commands, LeakTestWorkIsBounded) {
  // issue 22: seq 2048 took 19 s, heads and head_dim had no bound.
  expect_error(qkv({"leak-test", "--seq", "2048"}), 2, "--seq");
  expect_error(qkv({"leak-test", "--heads", "100000"}), 2, "--heads");
  expect_error(qkv({"leak-test", "--head-dim", "100000"}), 2, "--head-dim");
  expect_error(qkv({"leak-test", "--seq", "1024", "--heads", "64"}), 1,
               "exceeds");
  EXPECT_TRUE(contains(qkv({"leak-test", "--help"}).out, "2^35"));
}

TEST(Commands, VizChecksTokensAndTitlesUnmodifiedExamplesPlainly) {
  // issue 22: a wrong --tokens count was ignored.
  expect_error(qkv({"viz", "water", "--tokens", "a,b"}), 1, "--tokens");
  TempDir dir;
  const std::string svg = (dir.path / "water.svg").string();
  ASSERT_EQ(qkv({"viz", "water", "--out", svg}).status, 0);
  std::ifstream in(svg);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  // issue 22: `viz NAME --out` counted --out as a change: "(modified)".
  EXPECT_TRUE(contains(text, "A glass of water")) << text;
  EXPECT_FALSE(contains(text, "modified")) << text;
  const std::string png = (dir.path / "w.png").string();
  ASSERT_EQ(qkv({"viz", "water", "--causal", "--out=" + png}).status, 0);
  EXPECT_TRUE(contains(qkv({"viz", "water", "--causal"}).out, "(modified)"));
  // Only the written file is left: no temporary beside it.
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path),
                          std::filesystem::directory_iterator()),
            2);
}

// A symbolic link at the output path was replaced by a file, while the
// library's files (wisdom, safetensors) are written through a link. Now
// both write the file the link names.
TEST(Commands, WritesGoThroughASymbolicLink) {
  TempDir dir;
  std::filesystem::create_directory(dir.path / "real");
  const auto file = dir.path / "real" / "out.svg";
  write_file(file.string(), "old");
  const auto link = dir.path / "link.svg";
  std::filesystem::create_symlink(file, link);
  write_file(link.string(), "new");
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  std::ifstream in(file);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(in)), {}), "new");
  const auto dangling = dir.path / "dangling.svg";
  std::filesystem::create_symlink(dir.path / "real" / "made.svg", dangling);
  write_file(dangling.string(), "made");
  EXPECT_TRUE(std::filesystem::is_symlink(dangling));
  EXPECT_TRUE(std::filesystem::is_regular_file(dir.path / "real" / "made.svg"));
  const auto relative = dir.path / "relative.svg";  // names real/out.svg
  std::filesystem::create_symlink(std::filesystem::path("real") / "out.svg",
                                  relative);
  write_file(relative.string(), "third");
  EXPECT_TRUE(std::filesystem::is_symlink(relative));
  std::ifstream again(file);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(again)), {}), "third");
  // A link to a pipe (as /dev/stdout is one, through /proc) is written in
  // place: a review found "--out /dev/stdout | head" refused.
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const auto piped = dir.path / "piped";
  std::filesystem::create_symlink("/proc/self/fd/" + std::to_string(fds[1]),
                                  piped);
  write_file(piped.string(), "through");
  ::close(fds[1]);
  char got[16] = {};
  EXPECT_EQ(::read(fds[0], got, sizeof got), 7);
  ::close(fds[0]);
  EXPECT_EQ(std::string(got), "through");
}

// Found by a CLI review: --logits reset an earlier --scale, and --q (or
// --heads, --wo) after it changed the logits silently.
TEST(Commands, LogitsTakeTheScaleInAnyOrderAndConflictWithQkv) {
  const std::vector<std::vector<std::string>> orders = {
      {"--scale", "3", "--softcap", "5", "--logits", "1,2"},
      {"--logits", "1,2", "--scale", "3", "--softcap", "5"},
      {"--scale=3", "--logits=1,2", "--softcap=5"}};
  for (const auto& order : orders) {
    std::vector<std::string> args = {"explain"};
    args.insert(args.end(), order.begin(), order.end());
    const Result text = qkv(args);
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_TRUE(contains(text.out, "row  1.0000  2.0000")) << text.out;
    EXPECT_TRUE(contains(text.out, "logits × scale = logits × 3.0000"))
        << text.out;
    args.insert(args.end(), {"--format", "json"});
    const Result json = qkv(args);
    ASSERT_EQ(json.status, 0) << json.err;
    const auto head = nlohmann::json::parse(json.out)["heads"][0];
    EXPECT_EQ(head["scale"], 3.0) << json.out;
    EXPECT_EQ(head["scores"], nlohmann::json::parse("[[1.0, 2.0]]"));
    EXPECT_NEAR(head["scaled"][0][1].get<double>(), 5 * std::tanh(6.0 / 5),
                1e-12);
  }
  // Without --scale the logits are used as given, also after an example.
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"explain", "--logits", "1,2", "--format", "json"},
           {"explain", "lookup", "--logits", "1,2", "--format", "json"}}) {
    const Result r = qkv(args);
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["heads"][0]["scale"], 1.0);
  }
  for (const std::string flag : {"--q", "--k", "--v", "--heads", "--wo"}) {
    for (const bool first : {true, false}) {
      std::vector<std::string> args = {"explain", "--logits", "1,2"};
      args.insert(first ? args.begin() + 1 : args.end(), {flag, "1"});
      const Result r = qkv(args);
      expect_error(r, 2, "--logits and " + flag);
      EXPECT_EQ(r.out, "");
    }
  }
  expect_error(qkv({"viz", "--logits", "1,2", "--q", "5"}), 2, "--q");
}

// Found by a CLI review: invalid UTF-8 or control characters in labels made
// viz write malformed SVG (and escape sequences to the terminal), and JSON
// output failed with nlohmann's text, not naming --tokens.
TEST(Commands, TokenLabelsArePrintableUtf8) {
  TempDir dir;
  const std::string svg = (dir.path / "x.svg").string();
  for (const std::string bad : {"\xff", "\x01", "\x1b[31m", "\xc0\x80",
                                "\xed\xa0\x80", "\xe2\x82", "\xc2\x9b"}) {
    const std::string tokens = bad + ",b,c,d";
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"explain", "lookup", "--tokens", tokens},
             {"explain", "lookup", "--tokens", tokens, "--format", "json"},
             {"viz", "lookup", "--tokens", tokens, "--out", svg},
             {"viz", "lookup", "--tokens", tokens, "--term"},
             {"explore", "lookup", "--tokens", tokens, "--out", svg},
             {"viz", "lookup", "--query-tokens=" + tokens}}) {
      const Result r = qkv(args);
      expect_error(r, 2,
                   args.back().rfind("--query", 0) == 0
                       ? "--query-tokens: label 1"
                       : "--tokens: label 1");
      EXPECT_EQ(r.out, "");
    }
  }
  EXPECT_FALSE(std::filesystem::exists(svg));
  const Result ok = qkv({"explain", "lookup", "--tokens",
                         "caf\xc3\xa9,\xe6\x97\xa5,\xf0\x9f\x99\x82,a b"});
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_TRUE(contains(ok.out, "caf\xc3\xa9")) << ok.out;
}

// Found by a CLI review: any argument starting with --q, --k or --v (such as
// --query-tokens) switched viz to drawing an input, and `--mask causal` was
// then read as a matrix.
TEST(Commands, VizInputModeNeedsTheInputFlagsThemselves) {
  const Result r = qkv({"viz", "--mask", "causal", "--query-tokens", "a"});
  expect_error(r, 2, "unknown option --query-tokens");
  EXPECT_FALSE(contains(r.err, "cannot parse number")) << r.err;
  EXPECT_EQ(qkv({"viz", "--mask=causal", "--seq", "3", "--term"}).status, 0);
  const Result input = qkv(
      {"viz", "--q=1", "--k=1;2", "--v=1;2", "--query-tokens", "a", "--term"});
  EXPECT_EQ(input.status, 0) << input.err;
  EXPECT_TRUE(contains(input.out, "a  ")) << input.out;
  EXPECT_EQ(qkv({"viz", "--logits=1,2", "--term"}).status, 0);
}

// Found by a CLI review: 0 queries broke std::clamp's precondition in the
// PNG's colour scale (an abort with _GLIBCXX_ASSERTIONS) and drew an empty
// picture otherwise.
TEST(Commands, VizOfAnEmptyMatrixIsAnError) {
  TempDir dir;
  const std::string q = (dir.path / "q.npy").string();
  write_npy_header(q,
                   "{'descr': '<f8', 'fortran_order': False, "
                   "'shape': (0, 2), }");
  for (const std::string out : {"x.png", "x.svg", ""}) {
    std::vector<std::string> args = {"viz",     "--q", q,    "--k",
                                     "1,2;3,4", "--v", "1;2"};
    if (!out.empty())
      args.insert(args.end(), {"--out", (dir.path / out).string()});
    const Result r = qkv(args);
    expect_error(r, 1, "nothing to draw: 0 queries");
    EXPECT_EQ(r.out, "");
  }
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path),
                          std::filesystem::directory_iterator()),
            1);
}

TEST(Commands, PngSizeIsCheckedBeforeAllocating) {
  // 64 heads of 64 x 64 cells: 98304 x 1536 pixels, refused.
  const std::vector<Heatmap> maps(64, mask_heatmap("causal", 64, 64));
  EXPECT_THROW(to_png(maps), Error);
  EXPECT_NO_THROW(to_png({maps[0]}));
}

TEST(Commands, WritesAreChecked) {
  // issue 22: `viz water --out /dev/full` printed "wrote /dev/full".
  const Result r = qkv({"viz", "water", "--out", "/dev/full"});
  expect_error(r, 1, "/dev/full");
  EXPECT_FALSE(contains(r.out, "wrote"));
  EXPECT_THROW(write_file("/dev/full", "x"), Error);
  // A failed write leaves what was stored: a directory stays, no temporary.
  TempDir dir;
  std::filesystem::create_directory(dir.path / "d.svg");
  EXPECT_THROW(write_file((dir.path / "d.svg").string(), "x"), Error);
  EXPECT_TRUE(std::filesystem::is_directory(dir.path / "d.svg"));
  EXPECT_THROW(write_file((dir.path / "missing" / "x.svg").string(), "x"),
               Error);
  const std::string kept = (dir.path / "kept.svg").string();
  write_file(kept, "old");
  write_file(kept, "new");
  std::ifstream in(kept);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(in)), {}), "new");
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path),
                          std::filesystem::directory_iterator()),
            2);
}

TEST(Commands, JsonHasTheConcatAndProjectionSteps) {
  // issue 22: --format json left out the concat and W^O steps.
  const Result r = qkv({"explain", "water-heads", "--format", "json", "--wo",
                        "1,0,0,0;0,1,0,0"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "\"concat\"")) << r.out;
  EXPECT_TRUE(contains(r.out, "\"projected\"")) << r.out;
  expect_error(qkv({"explain", "water", "--format", "xml"}), 2, "--format");
}

TEST(Bench, NoTorchSaysSoAndBackwardWorkloadsTimeBoth) {
  // issue 22: --no-torch said "PyTorch not found"; T1_bwd timed the forward
  // only; D1_bf16 was unmarked.
  const Result r = qkv({"bench", "T1_bwd", "D1_bf16", "--scale", "0.01",
                        "--repeats", "1", "--no-torch"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_FALSE(contains(r.out, "not found")) << r.out;
  EXPECT_TRUE(contains(r.out, "--no-torch")) << r.out;
  EXPECT_TRUE(contains(r.out, "fwd+bwd")) << r.out;
  EXPECT_TRUE(contains(r.out, "bfloat16")) << r.out;
  expect_error(qkv({"bench", "Z9"}), 2, "no workload 'Z9'");
}

TEST(Bench, PrintsTheMachineAndShortCallsInMicroseconds) {
  // issue 21: X1 printed 0.00 ms; issue 14: every run names the machine.
  const Result r = qkv({"bench", "X1", "--repeats", "1", "--no-torch"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "machine: CPU ")) << r.out;
  EXPECT_TRUE(contains(r.out, "GFLOP/s, read bandwidth")) << r.out;
  EXPECT_TRUE(contains(r.out, " us ")) << r.out;
  EXPECT_FALSE(contains(r.out, " 0.00 ")) << r.out;
  const Result m = qkv({"bench", "--machine", "--json"});
  ASSERT_EQ(m.status, 0) << m.err;
  const auto j = nlohmann::json::parse(m.out);
  EXPECT_GT(j["machine"]["fma_peak_gflops"].get<double>(), 0.0) << m.out;
  EXPECT_GT(j["machine"]["read_bandwidth_gbs"].get<double>(), 0.0) << m.out;
  EXPECT_EQ(j["machine"]["simd"], simd_target()) << m.out;
  EXPECT_FALSE(j["machine"]["cpu_vendor"].get<std::string>().empty());
}

TEST(Tune, MeasuresEveryFieldRecordsTheChoiceAndRestoresTheProcess) {
  // issue 14 point 2: kernel sizes chosen per CPU, measured once and kept.
  TempDir dir;
  const std::string wisdom = (dir.path / "w.json").string();
  const KernelChoiceInfo before = kernel_choice();
  // --scale 0.125: rows of 32 and caches of 640 keys, so the test stays
  // short under the sanitizers too (their kernels run 100x slower).
  const Result r = qkv({"tune", "--quick", "--scale", "0.125", "--repeats", "3",
                        "--out", wisdom});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out,
                       "problems: prefill and backward of 32 rows, decode "
                       "over 640 keys (batch 1) and 576 (batch 4)"))
      << r.out;
  for (const char* field :
       {"forward_tile_bytes:", "backward_tile_bytes:", "decode_tile_keys:",
        "split_keys:", "decode_prefetch_level:", "chosen: "}) {
    EXPECT_TRUE(contains(r.out, field)) << r.out;
  }
  std::ifstream in(wisdom);
  std::stringstream text;
  text << in.rdbuf();
  const auto saved = parse_wisdom(text.str(), wisdom);
  ASSERT_EQ(saved.count(cpu_key()), 1u) << text.str();
  EXPECT_TRUE(contains(
      r.out, "chosen: forward tile " +
                 std::to_string(saved.at(cpu_key()).forward_tile_bytes >> 10) +
                 " KiB"))
      << r.out;
  EXPECT_EQ(kernel_choice().choice, before.choice);
  EXPECT_EQ(kernel_choice().source, before.source);
  // --dry-run writes nothing; --show names the choice and its source.
  const std::string none = (dir.path / "none.json").string();
  ASSERT_EQ(qkv({"tune", "--quick", "--scale", "0.125", "--repeats", "3",
                 "--dry-run", "--out", none})
                .status,
            0);
  EXPECT_FALSE(std::filesystem::exists(none));
  const Result show = qkv({"tune", "--show"});
  EXPECT_TRUE(contains(show.out, "CPU: " + cpu_key())) << show.out;
  EXPECT_TRUE(contains(show.out, "(" + before.source + ")")) << show.out;
  expect_error(qkv({"tune", "--repeats", "2"}), 2, "--repeats");
  expect_error(qkv({"tune", "--scale", "0"}), 2, "--scale");
  expect_error(qkv({"tune", "--scale", "1.5"}), 2, "--scale");
}

// Found by a CLI review: an --out that cannot be written (under a regular
// file, a dangling symlink, a directory) failed only after the measurement.
TEST(Tune, AnOutThatCannotBeWrittenIsRefusedBeforeMeasuring) {
  TempDir dir;
  std::ofstream(dir.path / "file") << "x";
  std::filesystem::create_symlink(dir.path / "missing" / "w.json",
                                  dir.path / "dangling.json");
  std::filesystem::create_directory(dir.path / "d.json");
  for (const auto& [path, why] :
       std::vector<std::pair<std::filesystem::path, std::string>>{
           {dir.path / "file" / "w.json", "is not a directory"},
           {dir.path / "file" / "sub" / "w.json", "is not a directory"},
           {dir.path / "dangling.json", "dangling symlink"},
           {dir.path / "d.json", "is a directory"}}) {
    const Result r =
        qkv({"tune", "--quick", "--repeats", "3", "--out", path.string()});
    expect_error(r, 1, "--out " + path.string() + ": ");
    EXPECT_TRUE(contains(r.err, why)) << r.err;
    EXPECT_FALSE(contains(r.out, "forward_tile_bytes")) << r.out;  // no run
  }
}

TEST(Workloads, OneDefinitionReadFromTheJsonFile) {
  const auto& suite = bench::workloads();
  ASSERT_GE(suite.size(), 9u);
  std::ifstream in(std::string(QKV_SOURCE_DIR) + "/bench/workloads.json");
  ASSERT_TRUE(in) << "bench/workloads.json";
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  const auto from_file = bench::parse_workloads(text);
  ASSERT_EQ(from_file.size(), suite.size());  // the embedded copy is current
  for (std::size_t n = 0; n < suite.size(); ++n) {
    EXPECT_EQ(from_file[n].id, suite[n].id);
    EXPECT_EQ(from_file[n].seq_kv, suite[n].seq_kv);
  }
  for (const auto& w : suite) {
    EXPECT_EQ(w.backward, w.id.find("_bwd") != std::string::npos) << w.id;
  }
  EXPECT_THROW(bench::parse_workloads("{}"), Error);
  EXPECT_THROW(bench::parse_workloads("{\"workloads\": [{\"id\": \"X\"}]}"),
               Error);
  EXPECT_EQ(bench::padded_length(512, 1, 8), 292);
}

TEST(Commands, SandboxNeitherRunsHeavyWorkNorWrites) {
  TempDir dir;
  const std::string svg = (dir.path / "x.svg").string();
  EXPECT_EQ(qkv({"viz", "water", "--out", svg}, true).status, 0);
  EXPECT_FALSE(std::filesystem::exists(svg));
  EXPECT_EQ(qkv({"bench"}, true).out, "");
  const std::string wisdom = (dir.path / "w.json").string();
  EXPECT_EQ(qkv({"tune", "--out", wisdom}, true).out, "");
  EXPECT_FALSE(std::filesystem::exists(wisdom));
  EXPECT_EQ(qkv({"ring-demo"}, true).status, 0);
  expect_error(qkv({"explain", "--q", "x.npy", "--k", "1", "--v", "1"}, true),
               2, "not read");
  // Without MPI the command says so.
  expect_error(qkv({"ring-demo", "--seq", "8"}), 1, "MPI");
}

}  // namespace
}  // namespace qkv::cli
