// `qkv tune`: measures the candidate tile and split sizes and the decode's
// prefetch level of qkv/tuning.h on this CPU, one parameter at a time (the
// others at their best so far), and records the fastest in the wisdom file
// that later processes read.
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "machine_peak.h"
#include "qkv/qkv.h"
#include "workloads.h"

namespace qkv::cli {
namespace {

constexpr const char* kTuneUsage =
    R"(qkv tune [--repeats R] [--quick] [--scale S] [--dry-run] [--out PATH]
         [--show]
  measures the candidate tile and split sizes and the decode's prefetch
  level (L1 or L2) on this CPU (float32, the default threads; about half a
  minute), prints the median time of each,
  and records the fastest for this CPU in the wisdom file: PATH, else
  QKV_WISDOM, else $XDG_CACHE_HOME/qkv/wisdom.json or
  ~/.cache/qkv/wisdom.json. Later processes on this CPU read it.
  --show     print the choice in use and where it came from; measure nothing
  --dry-run  measure and print; write nothing
  --quick    problems a quarter as long (a rough answer in a few seconds)
  --scale S  problem lengths times S in (0, 1] (after --quick; default 1),
             a rougher answer: the decode's split runs only over 4096 keys
R in [3, 101] rounds (default 9), candidates interleaved in each round.
)";

// One timed call: a shape and what to run on it.
struct Case {
  std::string name;
  std::function<void()> run;
};

Tensor normal(std::initializer_list<std::int64_t> shape, std::mt19937& rng) {
  std::normal_distribution<float> dist;
  Tensor t(DType::kFloat32, shape);
  for (std::int64_t e = 0; e < t.numel(); ++e) t.data<float>()[e] = dist(rng);
  return t;
}

// A forward (or forward + backward) problem of (b, h, hkv, n, kv, d).
struct Problem {
  Tensor q, k, v, out, lse, dout, dq, dk, dv;
  Problem(std::int64_t b, std::int64_t h, std::int64_t hkv, std::int64_t n,
          std::int64_t kv, std::int64_t d, bool backward, std::mt19937& rng)
      : q(normal({b, h, n, d}, rng)),
        k(normal({b, hkv, kv, d}, rng)),
        v(normal({b, hkv, kv, d}, rng)),
        out(DType::kFloat32, {b, h, n, d}),
        lse(DType::kFloat32, {b, h, n}) {
    if (!backward) return;
    dout = normal({b, h, n, d}, rng);
    dq = Tensor(DType::kFloat32, {b, h, n, d});
    dk = Tensor(DType::kFloat32, {b, hkv, kv, d});
    dv = Tensor(DType::kFloat32, {b, hkv, kv, d});
    attention_into(q.view(), k.view(), v.view(), {}, out.view(), lse.view());
  }
  void forward() {
    attention_into(q.view(), k.view(), v.view(), {}, out.view(), lse.view());
  }
  void backward() {
    attention_backward_into(dout.view(), q.view(), k.view(), v.view(),
                            out.view(), lse.view(), {}, dq.view(), dk.view(),
                            dv.view());
  }
};

double seconds_of(const std::function<void()>& f) {
  const auto t0 = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0)
      .count();
}

double median(std::vector<double> x) {
  std::sort(x.begin(), x.end());
  return x[x.size() / 2];
}

// Times every candidate value of one field on every case, interleaved
// (round r runs each candidate once per case), and returns the value whose
// time summed over cases (each relative to that case's fastest) is least;
// the incumbent (added to the candidates if missing) stays unless another
// is at least 2 % better on average over the cases.
std::int64_t tune_field(const char* field, std::int64_t KernelChoice::*member,
                        std::vector<std::int64_t> values,
                        std::vector<Case>& cases, KernelChoice& best,
                        int repeats, std::ostream& out) {
  if (std::find(values.begin(), values.end(), best.*member) == values.end()) {
    values.push_back(best.*member);
  }
  const std::size_t nv = values.size(), nc = cases.size();
  std::vector<std::vector<double>> t(nv * nc);
  for (int r = -1; r < repeats; ++r) {  // round -1: warm-up, not counted
    for (std::size_t i = 0; i < nv; ++i) {
      KernelChoice c = best;
      c.*member = values[i];
      set_kernel_choice(c);
      for (std::size_t j = 0; j < nc; ++j) {
        const double s = seconds_of(cases[j].run);
        if (r >= 0) t[i * nc + j].push_back(s);
      }
    }
  }
  std::vector<double> fastest(nc, 1e300), score(nv, 0.0);
  for (std::size_t i = 0; i < nv; ++i) {
    for (std::size_t j = 0; j < nc; ++j) {
      fastest[j] = std::min(fastest[j], median(t[i * nc + j]));
    }
  }
  out << field << ":\n";
  std::size_t pick = 0, incumbent = 0;
  for (std::size_t i = 0; i < nv; ++i) {
    out << "  " << values[i] << ":";
    for (std::size_t j = 0; j < nc; ++j) {
      const double ms = median(t[i * nc + j]) * 1e3;
      score[i] += median(t[i * nc + j]) / fastest[j];
      char buf[96];
      std::snprintf(buf, sizeof buf, "  %s %.3f ms", cases[j].name.c_str(), ms);
      out << buf;
    }
    out << '\n';
    if (values[i] == best.*member) incumbent = i;
    if (score[i] < score[pick]) pick = i;
  }
  if (score[pick] > score[incumbent] - 0.02 * double(nc)) {
    pick = incumbent;
  }
  best.*member = values[pick];
  out << "  -> " << values[pick] << '\n';
  return values[pick];
}

// Throws unless the nearest existing directory of `dir` (which save_wisdom
// creates if missing) is a directory this process may create files in.
void check_directory(std::filesystem::path dir, const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (dir.empty()) dir = ".";
  while (!fs::exists(fs::symlink_status(dir, ec))) {
    fs::path up = dir.parent_path();
    if (up.empty()) up = ".";
    if (up == dir) break;
    dir = up;
  }
  const fs::file_status st = fs::status(dir, ec);
  if (!fs::is_directory(st)) {
    throw Error(name + ": " + dir.string() +
                (fs::exists(st) ? " is not a directory" : " does not exist"));
  }
  if (::access(dir.c_str(), W_OK | X_OK) != 0) {
    throw Error(name + ": cannot create files in " + dir.string() + " (" +
                std::strerror(errno) + ")");
  }
}

// What save_wisdom would refuse after the measurement, refused before it:
// a dangling symlink, a directory or other non-file, a parent that is a
// file or a directory not writable.
void check_writable(const std::string& path, const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target = path;
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    target = fs::canonical(path, ec);
    if (ec) throw Error(name + ": dangling symlink (" + ec.message() + ")");
  }
  const fs::file_status st = fs::status(target, ec);
  if (fs::is_directory(st)) throw Error(name + ": is a directory");
  if (fs::exists(st) && !fs::is_regular_file(st)) {
    throw Error(name + ": not a regular file");
  }
  // A read-only file is no obstacle: save_wisdom replaces it (keeping its
  // mode) through a new file in its directory, checked below.
  check_directory(fs::path(path).parent_path(), name);  // the lock file
  check_directory(target.parent_path(), name);          // the new file
}

// Puts the process's choice back when tuning ends (or fails).
struct RestoreChoice {
  KernelChoiceInfo previous = kernel_choice();
  ~RestoreChoice() { set_kernel_choice(previous.choice, previous.source); }
};

int tune_run(const std::string& path, const std::string& name, int repeats,
             bool quick, double scale, bool dry_run, std::ostream& out) {
  const KernelChoiceInfo start = kernel_choice();
  if (!dry_run && path.empty()) {
    throw Error(
        "qkv tune: no wisdom file (QKV_WISDOM=none and no HOME); "
        "name one with --out");
  }
  // A file that could not be updated is an error before measuring.
  if (!dry_run) {
    check_writable(path, name);
    load_wisdom(path);
  }
  out << "CPU: " << start.cpu << "\nnow: " << bench::describe_tuning() << '\n';
  const RestoreChoice restore;
  std::mt19937 rng(1);
  // Prefill and backward of 1024 (quick: 256) rows at head_dim 64, 128 and
  // 256 (the tile budgets give different tiles at some of them); decode
  // over more than 4096 keys, so the automatic split runs (unless --scale
  // shortens them: a rougher answer, for a quick look or a test).
  const std::int64_t n = bench::scaled_length(quick ? 256 : 1024, scale),
                     kv = bench::scaled_length(quick ? 5120 : 16384, scale);
  const std::int64_t kv4 = bench::scaled_length(quick ? 4608 : 8192, scale);
  out << "problems: prefill and backward of " << n << " rows, decode over "
      << kv << " keys (batch 1) and " << kv4 << " (batch 4)\n";
  Problem f64(1, 8, 8, n, n, 64, true, rng);
  Problem f128(1, 8, 8, n, n, 128, true, rng);
  Problem f256(1, 4, 4, n, n, 256, true, rng);  // 64 and 128 KiB differ here
  Problem dec(1, 32, 8, 1, kv, 128, false, rng);
  Problem dec4(4, 32, 8, 1, kv4, 128, false, rng);
  std::vector<Case> prefill = {{"d64", [&] { f64.forward(); }},
                               {"d128", [&] { f128.forward(); }},
                               {"d256", [&] { f256.forward(); }}};
  std::vector<Case> backward = {{"d64", [&] { f64.backward(); }},
                                {"d128", [&] { f128.backward(); }},
                                {"d256", [&] { f256.backward(); }}};
  std::vector<Case> decode = {{"b1", [&] { dec.forward(); }},
                              {"b4", [&] { dec4.forward(); }}};
  KernelChoice best = start.choice;
  const std::vector<std::int64_t> bytes = {16 << 10, 32 << 10, 64 << 10,
                                           128 << 10};
  tune_field("forward_tile_bytes", &KernelChoice::forward_tile_bytes, bytes,
             prefill, best, repeats, out);
  tune_field("backward_tile_bytes", &KernelChoice::backward_tile_bytes, bytes,
             backward, best, repeats, out);
  tune_field("decode_tile_keys", &KernelChoice::decode_tile_keys,
             {256, 384, 512, 768}, decode, best, repeats, out);
  tune_field("split_keys", &KernelChoice::split_keys, {1024, 2048, 4096, 8192},
             decode, best, repeats, out);
  tune_field("decode_prefetch_level", &KernelChoice::decode_prefetch_level,
             {1, 2}, decode, best, repeats, out);
  out << "chosen: " << bench::describe_choice(best) << '\n';
  if (dry_run) return 0;
  save_wisdom(path, best);
  out << "recorded for " << start.cpu << " in " << path << '\n';
  return 0;
}

}  // namespace

int tune_entry(const std::vector<std::string>& args, const Context& c) {
  std::int64_t repeats = 9;
  double scale = 1.0;
  bool dry_run = false, show = false, quick = false;
  std::string path;
  Parser p("qkv tune", kTuneUsage);
  p.integer("--repeats", repeats, 3, 101)
      .flag("--dry-run", dry_run)
      .flag("--show", show)
      .flag("--quick", quick)
      .real("--scale", scale, 1e-6, 1.0)
      .text("--out", path);
  if (!p.parse(args, *c.out) || c.sandbox) return 0;
  if (show) {
    const KernelChoiceInfo info = kernel_choice();
    *c.out << "CPU: " << info.cpu << "\nchoice: " << bench::describe_tuning()
           << "\nwisdom file: "
           << (wisdom_path().empty() ? "none" : wisdom_path()) << '\n';
    if (!info.note.empty()) *c.out << "note: " << info.note << '\n';
    return 0;
  }
  const std::string file = path.empty() ? wisdom_path() : path;
  return tune_run(file, (path.empty() ? "wisdom file " : "--out ") + file,
                  static_cast<int>(repeats), quick, scale, dry_run, *c.out);
}

}  // namespace qkv::cli
