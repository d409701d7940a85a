// The per-CPU kernel choice (qkv/tuning.h): ranges, the built-in table,
// wisdom files (parsing, saving without losing what was stored, reading at
// first use), and problems taking one copy of the choice. The kernels under
// every choice are tested in kernels/forward_test.cc and backward_test.cc.
#include "qkv/tuning.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "kernels/forward.h"
#include "kernels/tiles.h"
#include "problem.h"
#include "qkv/qkv.h"
#include "test_util.h"
#include "threading.h"

namespace qkv {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path;
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "qkv-tune-XXXXXX").string();
    path = ::mkdtemp(tmpl.data());
  }
  ~TempDir() { fs::remove_all(path); }
};

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) {
  std::ofstream(p) << text;
}

// Ends a death-test child: removes its temporary directory (a child never
// runs destructors) and exits 0 if ok.
[[noreturn]] void finish(bool ok, const fs::path& dir) {
  fs::remove_all(dir);
  std::exit(ok ? 0 : 1);
}

std::string entry(const std::string& cpu, const std::string& fields) {
  return R"({"qkv_wisdom": 1, "choices": {")" + cpu + R"(": {)" + fields +
         "}}}";
}

constexpr const char* kGood =
    R"("forward_tile_bytes": 65536, "backward_tile_bytes": 16384,)"
    R"( "decode_tile_keys": 384, "split_keys": 4096)";

TEST(Wisdom, FormatAndParseRoundTrip) {
  const std::map<std::string, KernelChoice> all = {
      {"A family 1 model 2, AVX2, 2 threads", {4096, 8192, 64, 256}},
      {"B family 3 model 4, AVX3, 8 threads", {1 << 20, 1 << 20, 768, 65536}},
      {"C family 5 model 6, AVX3, 2 threads", {4096, 8192, 64, 256, 2}}};
  EXPECT_EQ(parse_wisdom(format_wisdom(all), "x"), all);
  // The optional field is written only when not its default (older
  // readers take exactly the four others).
  const std::string text = format_wisdom(all);
  EXPECT_EQ(text.find("decode_prefetch_level"),
            text.rfind("decode_prefetch_level"))
      << text;
  EXPECT_NE(text.find("\"decode_prefetch_level\": 2"), std::string::npos)
      << text;
  const auto one = parse_wisdom(entry("cpu", kGood), "x");
  ASSERT_EQ(one.size(), 1u);
  // decode_prefetch_level is optional: a file written before it existed
  // means its default (L1).
  EXPECT_EQ(one.at("cpu"), (KernelChoice{65536, 16384, 384, 4096, 1}));
  const auto l2 = parse_wisdom(
      entry("cpu", std::string(kGood) + R"(, "decode_prefetch_level": 2)"),
      "x");
  EXPECT_EQ(l2.at("cpu"), (KernelChoice{65536, 16384, 384, 4096, 2}));
}

TEST(Wisdom, MalformedFilesAreErrorsNamingWhatIsWrong) {
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"", "not a JSON object"},
      {"[1]", "not a JSON object"},
      {R"({"qkv_wisdom": 2, "choices": {}})", "\"qkv_wisdom\" must be 1"},
      {R"({"qkv_wisdom": 1})", "exactly"},
      {R"({"qkv_wisdom": 1, "choices": {}, "x": 1})", "exactly"},
      {entry("c", R"("forward_tile_bytes": 65536)"), "exactly the fields"},
      {entry("c", R"("forward_tile_bytes": 65536, "backward_tile_bytes": 16384,
          "decode_tile_keys": 384, "forward_tile_bytes": 4096)"),
       "key \"forward_tile_bytes\" appears twice"},
      {entry("c", R"("forward_tile_bytes": 65536, "backward_tile_bytes": 16384,
          "decode_tile_keys": 384, "splits": 4096)"),
       "c\".split_keys: missing"},
      {entry("c", R"("forward_tile_bytes": 65536.5, "backward_tile_bytes": 1,
          "decode_tile_keys": 384, "split_keys": 4096)"),
       "forward_tile_bytes: missing or not an integer"},
      {entry("c", R"("forward_tile_bytes": 65535, "backward_tile_bytes": 16384,
          "decode_tile_keys": 384, "split_keys": 4096)"),
       "forward_tile_bytes = 65535: must be a power of two"},
      {entry("c", R"("forward_tile_bytes": 65536, "backward_tile_bytes": 16384,
          "decode_tile_keys": 800, "split_keys": 4096)"),
       "decode_tile_keys = 800"},
      {entry("c", std::string(kGood) + R"(, "decode_prefetch_level": 3)"),
       "decode_prefetch_level = 3: must be in [1, 2]"},
      {entry("c", std::string(kGood) + R"(, "decode_prefetch_level": 1.5)"),
       "decode_prefetch_level: missing or not an integer"},
      {entry("c", std::string(kGood) + R"(, "prefetch": 2)"),
       "exactly the fields"},
  };
  for (const auto& [text, needle] : bad) {
    try {
      parse_wisdom(text, "w.json");
      ADD_FAILURE() << "accepted: " << text;
    } catch (const Error& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("w.json"), std::string::npos) << what;
      EXPECT_NE(what.find(needle), std::string::npos)
          << what << " / " << needle;
    }
  }
}

TEST(KernelChoice, RangesAreCheckedAndABadChoiceChangesNothing) {
  const KernelChoice before = kernel_choice().choice;
  const std::vector<KernelChoice> bad = {
      {2048, 32768, 512, 2048},     {3 << 12, 32768, 512, 2048},
      {32768, 2 << 20, 512, 2048},  {32768, 32768, 48, 2048},
      {32768, 32768, 500, 2048},    {32768, 32768, 800, 2048},
      {32768, 32768, 512, 128},     {32768, 32768, 512, 2050},
      {32768, 32768, 512, 320},     {32768, 32768, 512, 1 << 17},
      {32768, 32768, 512, 2048, 0}, {32768, 32768, 512, 2048, 3}};
  for (const KernelChoice& c : bad) {
    EXPECT_THROW(check_kernel_choice(c), Error) << testing::describe(c);
    EXPECT_THROW(set_kernel_choice(c), Error) << testing::describe(c);
    EXPECT_EQ(kernel_choice().choice, before);
  }
  for (const KernelChoice& c : testing::kernel_choice_grid()) {
    EXPECT_NO_THROW(check_kernel_choice(c));
  }
}

TEST(KernelChoice, TheTableKnowsItsCpusAndNothingElse) {
  std::string name;
  const KernelChoice zen5 = table_choice("AuthenticAMD", 26, 2, &name);
  EXPECT_EQ(name, "AMD Zen 5");
  EXPECT_EQ(zen5.forward_tile_bytes, 64 * 1024);
  for (const int zen5_model : {0x00, 0x2f, 0x40, 0x4f, 0x60, 0x6f, 0x7f}) {
    EXPECT_EQ(table_choice("AuthenticAMD", 26, zen5_model, &name), zen5)
        << zen5_model;
    EXPECT_EQ(name, "AMD Zen 5") << zen5_model;
  }
  // The family's other models (Zen 6 among them, not measured) keep the
  // defaults.
  for (const int other : {0x30, 0x3f, 0x50, 0x5f, 0x80, 0xc0}) {
    EXPECT_EQ(table_choice("AuthenticAMD", 26, other, &name), KernelChoice{})
        << other;
    EXPECT_EQ(name, "") << other;
  }
  EXPECT_EQ(table_choice("GenuineIntel", 6, 143, &name), KernelChoice{});
  EXPECT_EQ(name, "");
  // Zen 4 by its model ranges, at their ends; the Zen 3 models of the same
  // family (Milan 0x01, Vermeer 0x21, Rembrandt 0x44, Cezanne 0x50) keep
  // the defaults.
  for (const int zen4 :
       {0x10, 0x11, 0x1f, 0x60, 0x61, 0x74, 0x8f, 0xa0, 0xaf}) {
    const KernelChoice c = table_choice("AuthenticAMD", 25, zen4, &name);
    EXPECT_EQ(name, "AMD Zen 4") << zen4;
    EXPECT_EQ(c.forward_tile_bytes, 128 * 1024) << zen4;
    EXPECT_EQ(c.decode_prefetch_level, 2) << zen4;
  }
  for (const int zen3 : {0x00, 0x01, 0x0f, 0x20, 0x21, 0x44, 0x50, 0x5f}) {
    EXPECT_EQ(table_choice("AuthenticAMD", 25, zen3, &name), KernelChoice{});
    EXPECT_EQ(name, "") << zen3;
  }
  EXPECT_EQ(cpu_key().find(simd_target()) != std::string::npos, true);
}

TEST(KernelChoice, SetReturnsThePreviousAndProblemsTakeACopy) {
  const KernelChoice c{4096, 1 << 20, 256, 1024};
  const KernelChoice before = kernel_choice().choice;
  {
    const testing::ScopedKernelChoice scoped(c);
    EXPECT_EQ(kernel_choice().choice, c);
    EXPECT_EQ(kernel_choice().source, "set_kernel_choice");
    const Tensor q = testing::random_tensor({1, 4, 1, 64}, 1);
    const Tensor kv = testing::random_tensor({1, 1, 5000, 64}, 2);
    const internal::AttentionProblem p =
        internal::make_problem(q.view(), kv.view(), kv.view(), {});
    EXPECT_EQ(p.tuning, c);
    EXPECT_EQ(internal::auto_split_keys(p), 1024);  // 4 rows, 5000 keys
  }
  EXPECT_EQ(kernel_choice().choice, before);
  using Tiles = internal::ForwardTiles;
  // The forward never takes fewer than the GEMM's kSumChunk keys (O is
  // rounded once per tile); the backward halves down to 32.
  EXPECT_EQ(Tiles::tile_keys(128, {4096, 4096, 512, 2048}), 64);
  EXPECT_EQ(Tiles::tile_keys(256, {}), 64);
  EXPECT_EQ(Tiles::tile_keys(512, {}), 64);
  EXPECT_EQ(internal::BackwardTiles::tile_keys(128, {4096, 4096, 512, 2048}),
            32);
  EXPECT_EQ(Tiles::tile_keys(128, {}), 64);
  EXPECT_EQ(Tiles::tile_keys(64, {}), 128);
  EXPECT_EQ(Tiles::tile_keys(128, {65536, 4096, 512, 2048}), 128);
  EXPECT_EQ(Tiles::tile_keys(256, {65536, 4096, 512, 2048}), 64);
  EXPECT_EQ(internal::BackwardTiles::tile_keys(128, {65536, 4096, 512, 2048}),
            32);
}

// Found by a differential hunt (2026-12-07): the key followed the thread
// count calls use (QKV_NUM_THREADS), so a wisdom entry for 2 threads gave
// another choice, and other bits, to a process run with 1. It names the
// machine's threads, whatever calls use.
TEST(Wisdom, TheKeyIgnoresTheThreadCountCallsUse) {
  const std::string key = cpu_key();
  const int hw = internal::hardware_threads();
  EXPECT_NE(key.find(", " + std::to_string(hw) + " thread"), std::string::npos)
      << key;
  set_num_threads(hw == 1 ? 3 : 1);
  EXPECT_EQ(cpu_key(), key);
  set_num_threads(0);
}

// The kernels read the problem's choice: the two extreme choices give
// different last bits (the online softmax's sums follow the tiles) on a
// prefill and a split decode, and each is bit-identical when run again.
// (The backward's tile choice is checked through tile_keys above; its
// gradients are compared across runs.)
TEST(KernelChoice, TheKernelsFollowTheChoice) {
  const auto grid = testing::kernel_choice_grid();
  const KernelChoice small = grid.front(), large = grid.back();
  const testing::Qkv pre = testing::random_qkv(1, 4, 2, 200, 300, 128, 64, 5);
  const testing::Qkv dec = testing::random_qkv(1, 8, 2, 1, 5000, 64, 64, 6);
  const Tensor dout = testing::random_tensor({1, 4, 200, 64}, 7);
  struct Bits {
    Tensor pre, dec, dq;
  };
  const auto run = [&](const KernelChoice& c) {
    const testing::ScopedKernelChoice scoped(c);
    const AttentionResult p = testing::run(pre);
    const AttentionGrads g =
        attention_backward(dout.view(), pre.q.view(), pre.k.view(),
                           pre.v.view(), p.out.view(), p.lse.view());
    return Bits{p.out.clone(), testing::run(dec).out.clone(), g.dq.clone()};
  };
  const Bits a = run(small), b = run(large), again = run(small);
  EXPECT_FALSE(testing::bit_identical(a.pre, b.pre));
  EXPECT_FALSE(testing::bit_identical(a.dec, b.dec));
  EXPECT_TRUE(testing::bit_identical(a.pre, again.pre));
  EXPECT_TRUE(testing::bit_identical(a.dec, again.dec));
  EXPECT_TRUE(testing::bit_identical(a.dq, again.dq));
}

TEST(Wisdom, SavingKeepsOtherCpusAndAFailureLosesNothing) {
  TempDir dir;
  const fs::path file = dir.path / "nested" / "dir" / "wisdom.json";
  const KernelChoice mine{65536, 16384, 384, 4096};
  save_wisdom(file.string(), mine);  // creates the directories
  EXPECT_EQ(parse_wisdom(read(file), "f").at(cpu_key()), mine);
  // Another CPU's entry stays; ours is replaced.
  std::map<std::string, KernelChoice> all = {{"other", {4096, 4096, 64, 256}},
                                             {cpu_key(), {}}};
  write(file, format_wisdom(all));
  save_wisdom(file.string(), mine);
  all[cpu_key()] = mine;
  EXPECT_EQ(parse_wisdom(read(file), "f"), all);
  // A malformed file is not overwritten.
  write(file, "{ not json");
  EXPECT_THROW(save_wisdom(file.string(), mine), Error);
  EXPECT_EQ(read(file), "{ not json");
  EXPECT_THROW(save_wisdom(file.string(), {2048, 4096, 64, 256}), Error);
  // Nothing but the file and its lock file is left beside it.
  int files = 0;
  for (const auto& e : fs::directory_iterator(file.parent_path())) {
    EXPECT_TRUE(e.path() == file ||
                e.path().string() == file.string() + ".lock")
        << e.path();
    ++files;
  }
  EXPECT_EQ(files, 2);
  // A directory where the file should be: an error, not a crash.
  EXPECT_THROW(save_wisdom(dir.path.string(), mine), Error);
}

// Saves over `file` (holding `old`) under a 16-byte file size limit; ends
// the death-test child with 0 if the save was refused with the file whole
// and nothing but its lock file beside it.
[[noreturn]] void save_under_a_size_limit(const fs::path& file,
                                          const std::string& old,
                                          const fs::path& dir) {
  ::signal(SIGXFSZ, SIG_IGN);
  const rlimit limit{16, 16};
  ::setrlimit(RLIMIT_FSIZE, &limit);
  bool refused = false;
  try {
    save_wisdom(file.string(), {65536, 16384, 384, 4096});
  } catch (const Error& e) {
    refused = std::string(e.what()).find("cannot write") != std::string::npos;
  }
  int others = 0;
  for (const auto& e : fs::directory_iterator(dir)) {
    others += e.path() != file && e.path().string() != file.string() + ".lock";
  }
  finish(refused && read(file) == old && others == 0, dir);
}

// A write that fails part-way (the file size limit, provoked in a
// death-test child since root ignores permissions) leaves the old file
// whole and no temporary beside it.
TEST(WisdomDeath, AFailedWriteLosesNothing) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  TempDir dir;
  const fs::path file = dir.path / "w.json";
  const std::string old = format_wisdom({{"other", {4096, 4096, 64, 256}}});
  write(file, old);
  EXPECT_EXIT(save_under_a_size_limit(file, old, dir.path),
              ::testing::ExitedWithCode(0), "");
}

// A device or a pipe is not a wisdom file: refused by name, never read to
// an end /dev/zero does not have, never waited on, never replaced (and no
// lock file made beside it).
TEST(Wisdom, DevicesAndPipesAreRefused) {
  TempDir dir;
  const fs::path fifo = dir.path / "fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& path : {std::string("/dev/zero"), fifo.string()}) {
    SCOPED_TRACE(path);
    try {
      load_wisdom(path);
      ADD_FAILURE() << "read";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("not a regular file"),
                std::string::npos);
    }
    EXPECT_THROW(save_wisdom(path, KernelChoice{}), Error);
  }
  EXPECT_TRUE(fs::is_fifo(fifo));
  EXPECT_FALSE(fs::exists(fifo.string() + ".lock"));
}

// The first use in a fresh process (a death-test child re-runs the test
// binary from the start, so nothing is loaded yet) reads the environment's
// wisdom file.
class FirstUse : public ::testing::Test {
 protected:
  void SetUp() override { GTEST_FLAG_SET(death_test_style, "threadsafe"); }
  void TearDown() override {
    ::unsetenv("QKV_WISDOM");
    ::unsetenv("XDG_CACHE_HOME");
  }
};

TEST_F(FirstUse, AFileNamedByQkvWisdomGivesThisCpusChoice) {
  TempDir dir;
  const std::string file = (dir.path / "w.json").string();
  const KernelChoice want{16384, 65536, 256, 1024};
  save_wisdom(file, want);
  ::setenv("QKV_WISDOM", file.c_str(), 1);
  EXPECT_EXIT(
      {
        const KernelChoiceInfo info = kernel_choice();
        finish(info.choice == want && info.source == "wisdom: " + file,
               dir.path);
      },
      ::testing::ExitedWithCode(0), "");
}

// Two calls each fail naming the malformed `file`; once it is fixed, the
// next call reads it. Ends the death-test child.
[[noreturn]] void calls_fail_until_fixed(const std::string& file,
                                         const fs::path& dir) {
  const testing::Qkv x = testing::random_qkv(1, 1, 1, 2, 2, 4, 4, 1);
  int named = 0;
  for (int call = 0; call < 2; ++call) {
    try {
      testing::run(x);
    } catch (const Error& e) {
      named += std::string(e.what()).find(file) != std::string::npos;
    }
  }
  const KernelChoice want{16384, 65536, 256, 1024};
  save_wisdom(file + ".new", want);
  fs::rename(file + ".new", file);
  testing::run(x);
  finish(named == 2 && kernel_choice().choice == want, dir);
}

TEST_F(FirstUse, AMalformedNamedFileIsAnErrorUntilItIsFixed) {
  TempDir dir;
  const std::string file = (dir.path / "w.json").string();
  write(file, "{\"qkv_wisdom\": 7}");
  ::setenv("QKV_WISDOM", file.c_str(), 1);
  EXPECT_EXIT({ calls_fail_until_fixed(file, dir.path); },
              ::testing::ExitedWithCode(0), "");
}

TEST_F(FirstUse, AMalformedFileInTheCacheIsSkippedWithANote) {
  TempDir dir;
  fs::create_directories(dir.path / "qkv");
  write(dir.path / "qkv" / "wisdom.json", "garbage");
  ::unsetenv("QKV_WISDOM");
  ::setenv("XDG_CACHE_HOME", dir.path.c_str(), 1);
  const CpuId id = cpu_id();
  const KernelChoice table = table_choice(id.vendor, id.family, id.model);
  EXPECT_EXIT(
      {
        const KernelChoiceInfo info = kernel_choice();
        const bool ok =
            info.choice == table &&
            info.note.find("skipped") != std::string::npos &&
            wisdom_path() == (dir.path / "qkv/wisdom.json").string();
        finish(ok, dir.path);
      },
      ::testing::ExitedWithCode(0), "");
  ::setenv("QKV_WISDOM", "none", 1);
  EXPECT_EXIT(
      {
        const KernelChoiceInfo info = kernel_choice();
        finish(
            info.choice == table && info.note.empty() && wisdom_path().empty(),
            dir.path);
      },
      ::testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace qkv
