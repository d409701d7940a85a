// The `qkv` command: demo, explain, viz, leak-test, memory.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "explain.h"
#include "machine_peak.h"
#include "npy.h"
#include "qkv/qkv.h"
#include "tools.h"

namespace {

using qkv::cli::ExplainInput;
using qkv::cli::Matrix;

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
      --bias B             additive float mask (same shapes; -inf hides)
      --alibi S1,S2,...    ALiBi slope per head
      --causal[=top-left|bottom-right]
      --window L,R         sliding window (-1 = unbounded)
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
  qkv leak-test [--causal top-left|bottom-right] [--broken]
                           replace every future token by random values and
                           show the output does not move (exit 1 on a leak)
  qkv memory --seq N [--heads H --head-dim D --dtype float16 ...]
                           FLOPs, the n x n score matrix vs the tiled
                           workspace, and an estimated time
  qkv bench [P1 D1 ...] [--quick] [--json] [--no-torch]
                           the workload suite, with PyTorch's column when a
                           Python with torch is found (QKV_PYTHON)
  mpirun -np W qkv ring-demo [--seq N] [--full] [--allgather]
                           ring attention over MPI ranks, checked against
                           single-process attention
  qkv version
)";

Matrix matrix_arg(const std::string& text, const std::string& what) {
  if (text.size() > 4 && text.substr(text.size() - 4) == ".npy") {
    qkv::cli::NpyArray a = qkv::cli::read_npy(text);
    if (a.shape.empty() || a.shape.size() > 2) {
      throw qkv::Error(what + ": " + text + " must hold a 1-D or 2-D array");
    }
    Matrix m;
    m.rows = a.shape.size() == 2 ? a.shape[0] : 1;
    m.cols = a.shape.back();
    m.values = std::move(a.values);
    return m;
  }
  return qkv::cli::parse_matrix(text, what);
}

std::vector<std::string> split_tokens(const std::string& text) {
  std::vector<std::string> tokens;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    tokens.push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return tokens;
}

void list_examples() {
  std::cout << "Worked examples from the chapters (qkv explain NAME):\n";
  for (const auto& e : qkv::cli::worked_examples()) {
    std::printf("  %-14s %s\n", e.name.c_str(), e.summary.c_str());
  }
  std::cout << "\nOr your own input: qkv explain --q ... --k ... --v ... "
               "(qkv help for the options)\n";
}

// Splits "--flag=value" and "--flag value"; returns the value or throws.
struct Args {
  explicit Args(std::vector<std::string> v) : items(std::move(v)) {}
  std::vector<std::string> items;
  std::size_t pos = 0;
  std::string flag, inline_value;
  bool next() {
    if (pos >= items.size()) return false;
    flag = items[pos++];
    inline_value.clear();
    const auto eq = flag.find('=');
    if (eq != std::string::npos && flag.rfind("--", 0) == 0) {
      inline_value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
    }
    return true;
  }
  std::string value() {
    if (!inline_value.empty()) return inline_value;
    if (pos >= items.size()) throw qkv::Error(flag + ": missing value");
    return items[pos++];
  }
};

std::int64_t integer(const std::string& text, const std::string& what) {
  std::size_t used = 0;
  long long x = 0;
  try {
    x = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size()) {
    throw qkv::Error(what + ": expected an integer, got '" + text + "'");
  }
  return x;
}

// An explain/viz input: a worked example's name, or --q/--k/--v/--logits
// with options. Flags it does not know are returned in `rest`.
ExplainInput parse_input(const std::vector<std::string>& items,
                         std::vector<std::string>& rest, bool& named) {
  named = false;
  ExplainInput in;
  in.title = "Your input";
  std::vector<std::string> flags = items;
  if (!items.empty() && items[0].rfind("--", 0) != 0) {
    for (const auto& e : qkv::cli::worked_examples()) {
      if (e.name == items[0]) named = true, in = e.input;
    }
    if (!named) {
      throw qkv::Error("unknown example '" + items[0] +
                       "' (run `qkv explain` for the list)");
    }
    flags.erase(flags.begin());  // the rest modify the example
    if (!flags.empty()) {
      in.chapter_rounding = false;  // no longer the chapter's numbers
      in.title += " (modified)";
    }
  }
  bool have_q = named, have_k = named, have_v = named, have_logits = false;
  Args a(flags);
  while (a.next()) {
    const std::string& flag = a.flag;
    if (flag == "--q") {
      in.q = matrix_arg(a.value(), "--q"), have_q = true;
    } else if (flag == "--k") {
      in.k = matrix_arg(a.value(), "--k"), have_k = true;
    } else if (flag == "--v") {
      in.v = matrix_arg(a.value(), "--v"), have_v = true;
    } else if (flag == "--logits") {
      const Matrix logits = matrix_arg(a.value(), "--logits");
      if (logits.rows != 1) throw qkv::Error("--logits: expected one row");
      in.k = Matrix{logits.cols, 1, logits.values};
      in.q = Matrix{1, 1, {1.0}};
      in.v = Matrix{logits.cols, logits.cols,
                    std::vector<double>(logits.cols * logits.cols, 0.0)};
      for (std::int64_t j = 0; j < logits.cols; ++j) {
        in.v.values[j * logits.cols + j] = 1.0;
      }
      in.scale = 1.0;
      in.logits_only = have_logits = true;
    } else if (flag == "--mask") {
      in.mask = matrix_arg(a.value(), "--mask");
    } else if (flag == "--bias") {
      in.bias = matrix_arg(a.value(), "--bias");
    } else if (flag == "--alibi") {
      in.alibi = qkv::cli::parse_matrix(a.value(), "--alibi").values;
    } else if (flag == "--causal") {
      const std::string v = a.inline_value;
      if (!v.empty() && v != "bottom-right" && v != "top-left") {
        throw qkv::Error("--causal: expected top-left or bottom-right, got " +
                         v);
      }
      in.causal = v == "bottom-right" ? qkv::Causal::kBottomRight
                                      : qkv::Causal::kTopLeft;
    } else if (flag == "--window") {
      const Matrix w = qkv::cli::parse_matrix(a.value(), "--window");
      if (w.values.size() != 2) throw qkv::Error("--window: expected L,R");
      in.window_left = static_cast<std::int64_t>(w.values[0]);
      in.window_right = static_cast<std::int64_t>(w.values[1]);
    } else if (flag == "--scale") {
      in.scale = qkv::cli::parse_matrix(a.value(), "--scale").values.at(0);
    } else if (flag == "--softcap") {
      in.softcap = qkv::cli::parse_matrix(a.value(), "--softcap").values.at(0);
    } else if (flag == "--heads") {
      in.heads = integer(a.value(), "--heads");
    } else if (flag == "--wo") {
      in.w_o = matrix_arg(a.value(), "--wo");
    } else if (flag == "--tokens") {
      in.key_tokens = split_tokens(a.value());
    } else if (flag == "--query-tokens") {
      in.query_tokens = split_tokens(a.value());
    } else {
      rest.push_back(flag);
      if (!a.inline_value.empty()) rest.back() += "=" + a.inline_value;
    }
  }
  if (have_logits) {
    if (in.query_tokens.empty()) in.query_tokens = {"row"};
  } else if (!have_q || !have_k || !have_v) {
    throw qkv::Error("give --q, --k and --v (or --logits), or an example name");
  }
  if (in.query_tokens.empty() &&
      in.key_tokens.size() == std::size_t(in.k.rows) &&
      in.q.rows == in.k.rows) {
    in.query_tokens = in.key_tokens;  // self-attention: same labels
  }
  return in;
}

int explain_command(const std::vector<std::string>& args) {
  if (args.empty()) {
    list_examples();
    return 0;
  }
  std::vector<std::string> rest;
  bool named = false;
  const ExplainInput in = parse_input(args, rest, named);
  std::string format = "text";
  Args a(rest);
  while (a.next()) {
    if (a.flag == "--format") {
      format = a.value();
      if (format != "text" && format != "json") {
        throw qkv::Error("--format: expected text or json, got " + format);
      }
    } else {
      throw qkv::Error("qkv explain: unknown option " + a.flag);
    }
  }
  if (format == "json") {
    qkv::cli::explain_json(in, std::cout);
  } else {
    qkv::cli::explain(in, std::cout);
  }
  return 0;
}

// The size flags leak-test and memory share; true if `a.flag` was one.
bool size_flag(Args& a, std::int64_t& seq_q, std::int64_t& seq_kv,
               std::int64_t& heads, std::int64_t& head_dim) {
  std::int64_t* target = a.flag == "--seq"        ? &seq_q
                         : a.flag == "--seq-kv"   ? &seq_kv
                         : a.flag == "--heads"    ? &heads
                         : a.flag == "--head-dim" ? &head_dim
                                                  : nullptr;
  if (target == nullptr) return false;
  *target = integer(a.value(), a.flag);
  return true;
}

qkv::Causal causal_arg(const std::string& v) {
  if (v == "top-left") return qkv::Causal::kTopLeft;
  if (v == "bottom-right") return qkv::Causal::kBottomRight;
  throw qkv::Error("--causal: expected top-left or bottom-right, got " + v);
}

int leak_test_command(const std::vector<std::string>& args) {
  qkv::cli::LeakOptions o;
  Args a(args);
  while (a.next()) {
    if (size_flag(a, o.seq_q, o.seq_kv, o.heads, o.head_dim)) {
      continue;
    } else if (a.flag == "--causal") {
      o.causal = causal_arg(a.value());
    } else if (a.flag == "--path") {
      const std::string p = a.value();
      o.path = p == "reference" ? qkv::Path::kReference
               : p == "tiled"   ? qkv::Path::kTiled
               : p == "auto"    ? qkv::Path::kAuto
                                : throw qkv::Error(
                                      "--path: expected auto, "
                                         "reference or tiled");
    } else if (a.flag == "--broken") {
      o.broken = true;
    } else if (a.flag == "--help") {
      std::cout << "qkv leak-test [--seq N] [--seq-kv M] [--heads H] "
                   "[--head-dim D] [--causal top-left|bottom-right] [--path "
                   "auto|reference|tiled] [--broken]\n";
      return 0;
    } else {
      throw qkv::Error("qkv leak-test: unknown option " + a.flag);
    }
  }
  const qkv::cli::LeakReport report = qkv::cli::leak_test(o);
  qkv::cli::print_leak_report(o, report, std::cout);
  return report.leaked() ? 1 : 0;
}

int memory_command(const std::vector<std::string>& args) {
  qkv::cli::CostOptions o;
  bool measure = true;
  Args a(args);
  while (a.next()) {
    if (size_flag(a, o.seq_q, o.seq_kv, o.heads, o.head_dim)) {
      continue;
    } else if (a.flag == "--batch") {
      o.batch = integer(a.value(), "--batch");
    } else if (a.flag == "--dtype") {
      const std::string d = a.value();
      o.dtype = d == "float32"   ? qkv::DType::kFloat32
                : d == "float16" ? qkv::DType::kFloat16
                : d == "bfloat16"
                    ? qkv::DType::kBFloat16
                    : throw qkv::Error(
                          "--dtype: expected float32, float16 or bfloat16");
    } else if (a.flag == "--causal") {
      o.causal = true;
    } else if (a.flag == "--no-measure") {
      measure = false;
    } else if (a.flag == "--help") {
      std::cout << "qkv memory [--seq N] [--seq-kv M] [--batch B] [--heads H] "
                   "[--head-dim D] [--dtype float32|float16|bfloat16] "
                   "[--causal] [--no-measure]\n";
      return 0;
    } else {
      throw qkv::Error("qkv memory: unknown option " + a.flag);
    }
  }
  if (measure) {
    o.peak_gflops =
        qkv::bench::measure_fma_peak_gflops(qkv::default_num_threads());
  }
  qkv::cli::print_cost(o, qkv::cli::cost_model(o), std::cout);
  return 0;
}

int viz_command(const std::vector<std::string>& args) {
  std::vector<qkv::cli::Heatmap> maps;
  std::vector<std::string> rest;
  // Weights of an input (an example name, or --q/--k/--v/--logits), or
  // only a mask picture.
  bool has_input = !args.empty() && args[0].rfind("--", 0) != 0;
  for (const auto& arg : args) {
    has_input =
        has_input || arg.rfind("--q", 0) == 0 || arg.rfind("--logits", 0) == 0;
  }
  if (has_input) {
    bool named = false;
    maps = qkv::cli::weight_heatmaps(parse_input(args, rest, named));
  } else {
    rest = args;
  }
  std::string out_path, mask_kind;
  std::int64_t seq = 8, seq_kv = 0;
  bool term = false;
  int width = 80;
  Args a(rest);
  while (a.next()) {
    if (a.flag == "--out") {
      out_path = a.value();
    } else if (a.flag == "--term") {
      term = true;
    } else if (a.flag == "--width") {
      width = static_cast<int>(integer(a.value(), "--width"));
    } else if (a.flag == "--mask") {
      mask_kind = a.value();
    } else if (a.flag == "--seq") {
      seq = integer(a.value(), "--seq");
    } else if (a.flag == "--seq-kv") {
      seq_kv = integer(a.value(), "--seq-kv");
    } else if (a.flag == "--help") {
      std::cout << "qkv viz EXAMPLE|--q Q --k K --v V [options] [--out "
                   "file.svg|file.png] [--term]\nqkv viz --mask "
                   "causal|causal-bottom-right|window|padding|alibi|combined "
                   "[--seq N] [--seq-kv M] [--out ...] [--term]\n";
      return 0;
    } else {
      throw qkv::Error("qkv viz: unknown option " + a.flag);
    }
  }
  if (!mask_kind.empty()) {
    maps.push_back(
        qkv::cli::mask_heatmap(mask_kind, seq, seq_kv > 0 ? seq_kv : seq));
  }
  if (maps.empty())
    throw qkv::Error("qkv viz: nothing to draw (see qkv viz --help)");
  if (term || out_path.empty()) {
    std::cout << qkv::cli::to_terminal(maps, width);
  }
  if (!out_path.empty()) {
    const bool png =
        out_path.size() > 4 && out_path.substr(out_path.size() - 4) == ".png";
    const std::string bytes =
        png ? qkv::cli::to_png(maps) : qkv::cli::to_svg(maps);
    std::ofstream file(out_path, std::ios::binary);
    if (!file || !file.write(bytes.data(), std::streamsize(bytes.size()))) {
      throw qkv::Error(out_path + ": cannot write");
    }
    std::cout << "wrote " << out_path << '\n';
  }
  return 0;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

int demo_command() {
  for (const auto& e : qkv::cli::worked_examples()) {
    if (e.name == "water") qkv::cli::explain(e.input, std::cout);
  }
  const std::int64_t batch = 2, heads = 8, kv_heads = 2, seq = 256, dim = 64;
  std::printf(
      "== Workload: batch %lld, heads %lld (kv heads %lld), seq %lld, "
      "head_dim %lld, causal, float32 ==\n",
      static_cast<long long>(batch), static_cast<long long>(heads),
      static_cast<long long>(kv_heads), static_cast<long long>(seq),
      static_cast<long long>(dim));
  std::mt19937 rng(2024);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  qkv::Tensor q(qkv::DType::kFloat32, {batch, heads, seq, dim});
  qkv::Tensor k(qkv::DType::kFloat32, {batch, kv_heads, seq, dim});
  qkv::Tensor v(qkv::DType::kFloat32, {batch, kv_heads, seq, dim});
  for (qkv::Tensor* t : {&q, &k, &v}) {
    for (std::int64_t n = 0; n < t->numel(); ++n)
      t->data<float>()[n] = normal(rng);
  }
  qkv::AttentionParams params;
  params.causal = qkv::Causal::kTopLeft;
  params.path = qkv::Path::kReference;
  const auto ref = qkv::attention(q.view(), k.view(), v.view(), params);
  const double flops = 4.0 * batch * heads * dim * (seq * (seq + 1) / 2.0);
  struct Named {
    const char* name;
    qkv::Path path;
  };
  std::printf("  %-10s %10s %10s %16s\n", "path", "time ms", "GFLOP/s",
              "max |out - ref|");
  for (const Named& p : {Named{"reference", qkv::Path::kReference},
                         Named{"tiled", qkv::Path::kTiled},
                         Named{"split-kv", qkv::Path::kSplitKv},
                         Named{"auto", qkv::Path::kAuto}}) {
    params.path = p.path;
    const auto start = std::chrono::steady_clock::now();
    const auto r = qkv::attention(q.view(), k.view(), v.view(), params);
    const double t = seconds_since(start);
    double max_diff = 0.0;
    for (std::int64_t n = 0; n < r.out.numel(); ++n) {
      max_diff = std::max(
          max_diff,
          double(std::fabs(r.out.data<float>()[n] - ref.out.data<float>()[n])));
    }
    std::printf("  %-10s %10.2f %10.2f %16.3g\n", p.name, t * 1e3,
                flops / t * 1e-9, max_diff);
  }
  std::printf("\n  (auto picks the path for the shape; SIMD target %s)\n",
              qkv::simd_target().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty() || args[0] == "help" || args[0] == "--help" ||
        args[0] == "-h") {
      std::cout << kUsage;
      return args.empty() ? 2 : 0;
    }
    const std::string command = args[0];
    args.erase(args.begin());
    if (command == "demo") return demo_command();
    if (command == "explain") return explain_command(args);
    if (command == "leak-test") return leak_test_command(args);
    if (command == "memory") return memory_command(args);
    if (command == "viz") return viz_command(args);
    if (command == "bench") return qkv::cli::bench_command(args);
    if (command == "ring-demo") {
#ifdef QKV_HAVE_MPI
      return qkv::cli::ring_demo_command(argc, argv, args);
#else
      throw qkv::Error(
          "ring-demo: this build has no MPI (install libopenmpi-dev)");
#endif
    }
    if (command == "version" || command == "--version") {
      std::cout << "qkv " << qkv::kVersion << "\nSIMD: " << qkv::simd_target()
                << " (compiled and supported:";
      for (const auto& t : qkv::simd_targets()) std::cout << ' ' << t;
      std::cout << ")\nthreads: " << qkv::default_num_threads() << '\n';
      return 0;
    }
    std::cerr << "qkv: unknown command '" << command << "'\n\n" << kUsage;
    return 2;
  } catch (const qkv::Error& e) {
    std::cerr << "qkv: error: " << e.what() << '\n';
    return 1;
  }
}
