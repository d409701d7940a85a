// The `qkv` subcommands, each a parser declaration, a check of what it read,
// and a call of the code that does the work (explain.cc, tools.cc, bench.cc,
// ring_demo.cc).
#include "commands.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <new>
#include <ostream>
#include <random>
#include <system_error>

#include "args.h"
#include "explain.h"
#include "explore.h"
#include "input.h"
#include "machine_peak.h"
#include "qkv/qkv.h"
#include "serve.h"
#include "tools.h"

namespace qkv::cli {
namespace {

constexpr const char* kUsage = R"(qkv — exact attention for CPUs

usage:
  qkv demo                 explain one worked example, then run a workload
                           through every available path
  qkv explain              list the chapters' worked examples
  qkv explain NAME         explain a worked example step by step
  qkv explain --q Q --k K --v V [options]
                           explain your own input; Q, K, V are matrices
                           written "1,0;0,1" (rows separated by ';') or
                           paths to .npy files
      --mask M             bool mask: one value per key, or seq_q x seq_kv
      --bias B             additive float mask (same shapes; -inf hides;
                           with --mask, both apply)
      --alibi S1,S2,...    ALiBi slope per head
      --causal [top-left|bottom-right]
      --window L,R         sliding window (-1 = unbounded), counted from the
                           bottom-right diagonal j = i + seq_kv - seq_q
      --scale S            default 1/sqrt(d_k)
      --softcap C
      --heads H            split d into H heads, attend, concat
      --wo W               output projection W^O (d_out x d_v)
      --tokens a,b,c       key labels (and --query-tokens x,y)
  qkv explain --logits 3,0.5,-1,2 --mask 1,1,0,0
                           explain softmax with a mask on raw logits
      --format json        every step as JSON, for programs
  qkv viz NAME|--q ... [--out f.svg|f.png] [--term]
                           heatmaps of the attention weights (one per head)
  qkv viz --mask causal|causal-bottom-right|window|padding|alibi|combined
                           a picture of a mask kind
  qkv explore [NAME|--q ...] [--out qkv-explore.html]
                           one offline HTML page: edit Q, K, V, the scale,
                           temperature, masks and heads, watch every step
  qkv explore --serve [--port 8765]
                           the same page on http://127.0.0.1:PORT/, every
                           input computed by the library (Ctrl-C stops)
  qkv leak-test [--causal [top-left|bottom-right]] [--broken]
                           replace every future token by random values and
                           show the output does not move (exit 1 on a leak)
  qkv memory --seq N [--heads H --head-dim D --dtype fp16 ...]
                           FLOPs, the n x n score matrix vs the tiled
                           workspace, and an estimated time
  qkv bench [P1 D1 ...] [--quick] [--json] [--no-torch]
                           the workload suite, with PyTorch's column when a
                           Python with torch is found (QKV_PYTHON, the
                           project's .venv, python3)
  qkv tune [--show] [--dry-run] [--out PATH]
                           measure this CPU's tile and split sizes and
                           decode prefetch level, and record the fastest
                           for later runs (wisdom file)
  mpirun -np W qkv ring-demo [--seq N] [--full] [--allgather] [--backward]
                           ring attention over MPI ranks, checked against
                           single-process attention
  qkv version

Every command answers --help; flags take `--flag value` or `--flag=value`.
)";

constexpr const char* kExplainUsage =
    R"(qkv explain                  list the worked examples
qkv explain NAME [options]   a worked example, optionally modified
qkv explain --q Q --k K --v V [options]
qkv explain --logits L [--mask M]
options: --mask M, --bias B, --alibi S1,S2, --causal [top-left|bottom-right],
  --window L,R, --scale S, --softcap C, --heads H, --wo W, --tokens a,b,c,
  --query-tokens x,y, --format text|json
matrices are "1,0;0,1" or .npy files; at most 32 rows and columns
)";

constexpr const char* kVizUsage =
    R"(qkv viz NAME|--q Q --k K --v V [explain's options] [--out file.svg|file.png]
        [--term] [--width W]
qkv viz --mask causal|causal-bottom-right|window|padding|alibi|combined
        [--seq N] [--seq-kv M] [--out ...] [--term] [--width W]
at most 64 queries and keys
)";

constexpr const char* kExploreUsage =
    R"(qkv explore [NAME | --q Q --k K --v V [explain's options]]
            [--out file.html | --serve [--port N]]
writes one self-contained HTML page (default qkv-explore.html): every
worked example, plus your input if given (shown first); opens from disk,
needs no network. --serve serves it on http://127.0.0.1:N/ instead (N
default 8765, 0 = any free port), each input the page shows computed by the
library (POST /api/explain); Ctrl-C or SIGTERM stops the server
)";

constexpr const char* kLeakUsage =
    R"(qkv leak-test [--seq N] [--seq-kv M] [--heads H] [--head-dim D]
              [--causal [top-left|bottom-right]] [--path auto|reference|tiled]
              [--broken]
limits: seq, seq-kv <= 1024, heads <= 64, head-dim <= 512, and
        seq² · seq-kv · heads · head-dim <= 2^35 (a few seconds of work)
)";

constexpr const char* kMemoryUsage =
    R"(qkv memory [--seq N] [--seq-kv M] [--batch B] [--heads H] [--kv-heads K]
           [--head-dim D] [--dtype fp16|bf16|fp32|fp64 (or float16, half, bfloat16, float,
           double, ...)] [--causal] [--no-measure]
)";

constexpr const char* kBenchUsage =
    R"(qkv bench [P1 D1 ...] [--quick | --scale S] [--repeats R] [--json]
          [--no-torch] [--machine]
S in (0, 1] multiplies the sequence lengths (--quick = 0.25); R in [1, 1000]
Every run first prints the CPU, the SIMD target and the FMA peak and read
bandwidth measured (short probes); --machine prints only that.
)";

constexpr const char* kRingUsage =
    R"(mpirun -np W qkv ring-demo [--seq N] [--heads H] [--kv-heads G]
       [--head-dim D] [--batch B] [--full] [--allgather] [--check K]
       [--threads T] [--backward] [--piece-rows R]
Prints progress, the time, peak memory per rank and the bytes moved of the
forward (and with --backward the ring backward), and checks K rows per rank
(their dq too) against single-process attention.
limits: seq <= 2^24, heads, kv-heads, head-dim, batch <= 1024, threads <= 1024,
        batch · heads · seq · head-dim <= 2^31 values per tensor
)";

// printf into a string: the commands write to a stream, never to stdout.
template <typename... T>
std::string format(const char* f, T... args) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, args...);
  return buf;
}

void list_examples(std::ostream& out) {
  out << "Worked examples from the chapters (qkv explain NAME):\n";
  for (const auto& e : worked_examples()) {
    out << format("  %-14s %s\n", e.name.c_str(), e.summary.c_str());
  }
  out << "\nOr your own input: qkv explain --q ... --k ... --v ... "
         "(qkv help for the options)\n";
}

int explain_command(const std::vector<std::string>& args, const Context& c) {
  if (args.empty()) {
    list_examples(*c.out);
    return 0;
  }
  InputFlags input(kExplainMaxSize, !c.sandbox);
  std::string form = "text";
  Parser p("qkv explain", kExplainUsage);
  input.add_to(p);
  p.text("--format", form);
  if (!p.parse(args, *c.out)) return 0;
  if (form != "text" && form != "json") {
    throw UsageError("--format: expected text or json, got '" + form + "'");
  }
  const ExplainInput in = input.finish();
  if (form == "json") {
    explain_json(in, *c.out);
  } else {
    explain(in, *c.out);
  }
  return 0;
}

Path path_arg(const std::string& p) {
  if (p == "reference") return Path::kReference;
  if (p == "tiled") return Path::kTiled;
  if (p == "auto") return Path::kAuto;
  throw UsageError("--path: expected auto, reference or tiled, got '" + p +
                   "'");
}

int leak_test_command(const std::vector<std::string>& args, const Context& c) {
  LeakOptions o;
  Parser p("qkv leak-test", kLeakUsage);
  p.integer("--seq", o.seq_q, 1, kLeakMaxSeq)
      .integer("--seq-kv", o.seq_kv, 1, kLeakMaxSeq)
      .integer("--heads", o.heads, 1, kLeakMaxHeads)
      .integer("--head-dim", o.head_dim, 1, kLeakMaxHeadDim)
      .option("--causal", Parser::Arity::kOptional,
              [&o](auto& v) { o.causal = parse_causal(v, "--causal"); })
      .option("--path", Parser::Arity::kValue,
              [&o](auto& v) { o.path = path_arg(v); })
      .flag("--broken", o.broken);
  if (!p.parse(args, *c.out)) return 0;
  check_leak_options(o);
  if (c.sandbox) return 0;
  const LeakReport report = leak_test(o);
  print_leak_report(o, report, *c.out);
  return report.leaked() ? 1 : 0;
}

int memory_command(const std::vector<std::string>& args, const Context& c) {
  CostOptions o;
  bool measure = true;
  const std::int64_t most = std::int64_t{1} << 40;
  Parser p("qkv memory", kMemoryUsage);
  p.integer("--seq", o.seq_q, 1, most)
      .integer("--seq-kv", o.seq_kv, 1, most)
      .integer("--batch", o.batch, 1, most)
      .integer("--heads", o.heads, 1, most)
      .integer("--kv-heads", o.kv_heads, 1, most)
      .integer("--head-dim", o.head_dim, 1, most)
      .option("--dtype", Parser::Arity::kValue,
              [&o](auto& v) { o.dtype = parse_dtype(v, "--dtype", true); })
      .flag("--causal", o.causal)
      .flag("--no-measure", measure, false);
  if (!p.parse(args, *c.out)) return 0;
  if (o.kv_heads > 0 && o.heads % o.kv_heads != 0) {
    throw UsageError("--kv-heads " + std::to_string(o.kv_heads) +
                     " must divide --heads " + std::to_string(o.heads));
  }
  if (measure && !c.sandbox) {
    o.peak_gflops = bench::measure_fma_peak_gflops(default_num_threads());
  }
  print_cost(o, cost_model(o), *c.out);
  return 0;
}

// viz draws either an input's weights (an example name or --q ...: its
// --mask is the input's mask) or a mask kind (--mask KIND).
// Only the flags themselves count (`--q M` or `--q=M`): --query-tokens is
// not --q.
bool viz_has_input(const std::vector<std::string>& args) {
  bool has = !args.empty() && !args[0].empty() && args[0][0] != '-';
  for (const auto& arg : args) {
    const std::string flag = arg.substr(0, arg.find('='));
    has = has || flag == "--q" || flag == "--k" || flag == "--v" ||
          flag == "--logits";
  }
  return has;
}

int viz_command(const std::vector<std::string>& args, const Context& c) {
  const bool has_input = viz_has_input(args);
  InputFlags input(kVizMaxSize, !c.sandbox);
  std::string out_path, mask_kind;
  std::int64_t seq = 8, seq_kv = 0;
  bool term = false;
  int width = 80;
  Parser p("qkv viz", kVizUsage);
  if (has_input) {
    input.add_to(p);
  } else {
    p.text("--mask", mask_kind)
        .integer("--seq", seq, 1, kVizMaxSize)
        .integer("--seq-kv", seq_kv, 1, kVizMaxSize);
  }
  p.text("--out", out_path)
      .flag("--term", term)
      .integer("--width", width, 8, 10000);
  if (!p.parse(args, *c.out)) return 0;
  std::vector<Heatmap> maps;
  if (has_input) maps = weight_heatmaps(input.finish());
  if (!mask_kind.empty()) {
    maps.push_back(mask_heatmap(mask_kind, seq, seq_kv > 0 ? seq_kv : seq));
  }
  if (maps.empty()) {
    throw UsageError("qkv viz: nothing to draw (see qkv viz --help)");
  }
  if (term || out_path.empty()) *c.out << to_terminal(maps, width);
  if (!out_path.empty()) {
    const bool png =
        out_path.size() > 4 && out_path.substr(out_path.size() - 4) == ".png";
    const std::string bytes = png ? to_png(maps) : to_svg(maps);
    if (c.sandbox) return 0;
    write_file(out_path, bytes);
    *c.out << "wrote " << out_path << '\n';
  }
  return 0;
}

int explore_command(const std::vector<std::string>& args, const Context& c) {
  Parser p("qkv explore", kExploreUsage);
  std::string out_path = "qkv-explore.html";
  bool served = false, out_given = false;
  int port = 8765;
  p.option("--out", Parser::Arity::kValue,
           [&](const std::string& v) {
             out_path = v;
             out_given = true;
           })
      .flag("--serve", served)
      .integer("--port", port, 0, 65535);
  InputFlags input(kExplainMaxSize, !c.sandbox);
  input.add_to(p);
  if (!p.parse(args, *c.out)) return 0;
  if (served && out_given) throw UsageError("--out and --serve: pick one");
  if (out_path.empty()) throw UsageError("--out: expected a file name");
  std::vector<WorkedExample> entries;
  if (input.given()) {
    ExplainInput in = input.finish();
    check_input(in, kExplainMaxSize);
    entries.push_back({"yours", in.title, in});
  }
  for (const WorkedExample& e : worked_examples()) entries.push_back(e);
  const std::string html = explore_html(entries, served);
  if (c.sandbox) return 0;
  if (served) return serve(port, html, explore_csp(true), *c.out);
  write_file(out_path, html);
  *c.out << "wrote " << out_path
         << " (open it in a browser; it needs no network)\n";
  return 0;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

Tensor random_tensor(std::mt19937& rng, std::int64_t batch, std::int64_t heads,
                     std::int64_t seq, std::int64_t dim) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  Tensor t(DType::kFloat32, {batch, heads, seq, dim});
  for (std::int64_t n = 0; n < t.numel(); ++n) t.data<float>()[n] = normal(rng);
  return t;
}

// A causal workload through every path, timed and compared with the
// reference.
void demo_workload(std::ostream& out) {
  const std::int64_t batch = 2, heads = 8, kv_heads = 2, seq = 256, dim = 64;
  out << format(
      "== Workload: batch %lld, heads %lld (kv heads %lld), seq %lld, "
      "head_dim %lld, causal, float32 ==\n",
      static_cast<long long>(batch), static_cast<long long>(heads),
      static_cast<long long>(kv_heads), static_cast<long long>(seq),
      static_cast<long long>(dim));
  std::mt19937 rng(2024);
  const Tensor q = random_tensor(rng, batch, heads, seq, dim);
  const Tensor k = random_tensor(rng, batch, kv_heads, seq, dim);
  const Tensor v = random_tensor(rng, batch, kv_heads, seq, dim);
  AttentionParams params;
  params.causal = Causal::kTopLeft;
  params.path = Path::kReference;
  const auto ref = attention(q.view(), k.view(), v.view(), params);
  const double flops = 4.0 * batch * heads * dim * (seq * (seq + 1) / 2.0);
  out << format("  %-10s %10s %10s %16s\n", "path", "time ms", "GFLOP/s",
                "max |out - ref|");
  const std::pair<const char*, Path> paths[] = {{"reference", Path::kReference},
                                                {"tiled", Path::kTiled},
                                                {"split-kv", Path::kSplitKv},
                                                {"auto", Path::kAuto}};
  for (const auto& [name, path] : paths) {
    params.path = path;
    const auto start = std::chrono::steady_clock::now();
    const auto r = attention(q.view(), k.view(), v.view(), params);
    const double t = seconds_since(start);
    double max_diff = 0.0;
    for (std::int64_t n = 0; n < r.out.numel(); ++n) {
      max_diff = std::max(
          max_diff,
          double(std::fabs(r.out.data<float>()[n] - ref.out.data<float>()[n])));
    }
    out << format("  %-10s %10.2f %10.2f %16.3g\n", name, t * 1e3,
                  flops / t * 1e-9, max_diff);
  }
  out << format("\n  (auto picks the path for the shape; SIMD target %s)\n",
                simd_target().c_str());
}

int demo_command(const std::vector<std::string>& args, const Context& c) {
  Parser p("qkv demo",
           "qkv demo   explain one worked example, then run a "
           "workload through every path\n");
  if (!p.parse(args, *c.out) || c.sandbox) return 0;
  for (const auto& e : worked_examples()) {
    if (e.name == "water") explain(e.input, *c.out);
  }
  demo_workload(*c.out);
  return 0;
}

int version_command(const std::vector<std::string>& args, const Context& c) {
  Parser p(
      "qkv version",
      "qkv version   the version, SIMD targets, bfloat16 engine, threads\n");
  if (!p.parse(args, *c.out)) return 0;
  std::ostream& out = *c.out;
  out << "qkv " << kVersion << "\nSIMD: " << simd_target()
      << " (compiled and supported:";
  for (const auto& t : simd_targets()) out << ' ' << t;
  out << ")\nbfloat16 engine: " << bfloat16_engine()
      << "\nthreads: " << default_num_threads() << '\n';
  return 0;
}

int bench_entry(const std::vector<std::string>& args, const Context& c) {
  BenchOptions o;
  Parser p("qkv bench", kBenchUsage);
  p.flag("--json", o.json)
      .flag("--no-torch", o.with_torch, false)
      .flag("--machine", o.machine_only)
      .option("--quick", Parser::Arity::kNone, [&o](auto&) { o.scale = 0.25; })
      .real("--scale", o.scale, 1e-6, 1.0)
      .integer("--repeats", o.repeats, 1, 1000)
      .positional([&o](const std::string& id) { o.only.push_back(id); });
  if (!p.parse(args, *c.out) || c.sandbox) return 0;
  return bench_command(o, *c.out);
}

int ring_demo_entry(const std::vector<std::string>& args, const Context& c) {
  RingDemoOptions o;
  Parser p("qkv ring-demo", kRingUsage);
  p.integer("--seq", o.seq, 1, std::int64_t{1} << 24)
      .integer("--heads", o.heads, 1, 1024)
      .integer("--kv-heads", o.kv_heads, 1, 1024)
      .integer("--head-dim", o.head_dim, 1, 1024)
      .integer("--batch", o.batch, 1, 1024)
      .integer("--check", o.check, 0, std::int64_t{1} << 24)
      .integer("--threads", o.threads, 0, 1024)
      .flag("--full", o.causal, false)
      .integer("--piece-rows", o.piece_rows, 0, std::int64_t{1} << 24)
      .flag("--allgather", o.allgather)
      .flag("--backward", o.backward);
  if (!p.parse(args, *c.out)) return 0;
  const std::int64_t limit = std::int64_t{1} << 31;
  check_product("ring-demo: batch x heads x seq x head-dim",
                {o.batch, o.heads, o.seq, o.head_dim}, limit);
  check_product("ring-demo: batch x kv-heads x seq x head-dim",
                {o.batch, o.kv_heads, o.seq, o.head_dim}, limit);
  if (o.heads % o.kv_heads != 0) {
    throw UsageError("ring-demo: --heads " + std::to_string(o.heads) +
                     " is not a multiple of --kv-heads " +
                     std::to_string(o.kv_heads));
  }
  if (c.sandbox) return 0;
  if (!c.ring_demo) {
    throw Error("ring-demo: this build has no MPI (install libopenmpi-dev)");
  }
  return c.ring_demo(o);
}

int dispatch(const std::vector<std::string>& all, const Context& c) {
  if (all.empty() || all[0] == "help" || all[0] == "--help" || all[0] == "-h") {
    *c.out << kUsage;
    return all.empty() ? 2 : 0;
  }
  const std::string& command = all[0];
  const std::vector<std::string> args(all.begin() + 1, all.end());
  if (command == "demo") return demo_command(args, c);
  if (command == "explain") return explain_command(args, c);
  if (command == "leak-test") return leak_test_command(args, c);
  if (command == "memory") return memory_command(args, c);
  if (command == "viz") return viz_command(args, c);
  if (command == "explore") return explore_command(args, c);
  if (command == "bench") return bench_entry(args, c);
  if (command == "tune") return tune_entry(args, c);
  if (command == "ring-demo") return ring_demo_entry(args, c);
  if (command == "version" || command == "--version") {
    return version_command(args, c);
  }
  throw UsageError("unknown command '" + command + "' (qkv --help lists them)");
}

// One line: a message never spans lines.
std::string one_line(std::string message) {
  for (char& ch : message) {
    if (ch == '\n' || ch == '\r') ch = ' ';
  }
  return message;
}

}  // namespace

int run(const std::vector<std::string>& args, const Context& context) {
  std::ostream& err = *context.err;
  try {
    return dispatch(args, context);
  } catch (const UsageError& e) {
    err << "qkv: error: " << one_line(e.what()) << '\n';
    return 2;
  } catch (const std::bad_alloc& e) {
    const auto* what = dynamic_cast<const OutOfMemory*>(&e);
    err << "qkv: error: out of memory"
        << (what ? std::string(" (") + one_line(what->what()) + ")" : "")
        << '\n';
  } catch (const std::exception& e) {
    err << "qkv: error: " << one_line(e.what()) << '\n';
  } catch (...) {
    err << "qkv: error: unexpected failure\n";
  }
  return 1;
}

namespace {

void write_all(int fd, const std::string& bytes, const std::string& path) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      throw Error(path + ": cannot write: " + std::strerror(errno));
    }
    done += static_cast<std::size_t>(n);
  }
}

// Writes and closes fd; on failure closes it, removes `remove` (if not
// empty) and throws.
void write_and_close(int fd, const std::string& bytes, const std::string& path,
                     const std::string& remove) {
  try {
    write_all(fd, bytes, path);
  } catch (...) {
    ::close(fd);
    if (!remove.empty()) ::unlink(remove.c_str());
    throw;
  }
  if (::close(fd) != 0) {
    const int e = errno;
    if (!remove.empty()) ::unlink(remove.c_str());
    throw Error(path + ": cannot write: " + std::strerror(e));
  }
}

// Where `path` leads through symbolic links (itself if it is none; a
// dangling link: the path it names).
std::string link_target(const std::string& path) {
  namespace fs = std::filesystem;
  fs::path p = path;
  for (int hops = 0;; ++hops) {
    struct stat link {};
    if (::lstat(p.c_str(), &link) != 0 || !S_ISLNK(link.st_mode)) {
      return p.string();
    }
    std::error_code ec;
    const fs::path next = fs::read_symlink(p, ec);
    if (ec || hops == 40) {
      throw Error(path + ": cannot write: " +
                  (ec ? ec.message() : "too many symbolic links"));
    }
    p = next.is_absolute() ? next : p.parent_path() / next;
  }
}

}  // namespace

void write_file(const std::string& path, const std::string& bytes) {
  // A symbolic link is written through, as the library's files (wisdom,
  // safetensors) are: the file it names is replaced, the link stays.
  // A device or a pipe (through links too: /dev/stdout names a pipe by a
  // /proc link that is no path) is written in place, by its own name.
  struct stat st {};
  const bool exists = ::stat(path.c_str(), &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) throw Error(path + ": cannot open: " + std::strerror(errno));
    write_and_close(fd, bytes, path, "");
    return;
  }
  const std::string target = link_target(path);
  // A regular file: a temporary beside it, renamed over it when complete.
  std::string name = target + ".XXXXXX";
  const int fd = ::mkstemp(name.data());
  if (fd < 0) throw Error(path + ": cannot write: " + std::strerror(errno));
  ::fchmod(fd, exists ? (st.st_mode & 07777) : 0644);
  write_and_close(fd, bytes, path, name);
  if (std::rename(name.c_str(), target.c_str()) != 0) {
    const int e = errno;
    ::unlink(name.c_str());
    throw Error(path + ": cannot write: " + std::strerror(e));
  }
}

}  // namespace qkv::cli
