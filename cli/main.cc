// The `qkv` command: demo and explain (more subcommands arrive with later
// issues: viz, leak-test, memory, bench).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "explain.h"
#include "npy.h"
#include "qkv/qkv.h"

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
      --causal[=top-left|bottom-right]
      --window L,R         sliding window (-1 = unbounded)
      --scale S            default 1/sqrt(d_k)
      --softcap C
      --heads H            split d into H heads, attend, concat
      --tokens a,b,c       key labels (and --query-tokens x,y)
  qkv explain --logits 3,0.5,-1,2 --mask 1,1,0,0
                           explain softmax with a mask on raw logits
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

int explain_command(const std::vector<std::string>& args) {
  if (args.empty()) {
    list_examples();
    return 0;
  }
  if (args[0].rfind("--", 0) != 0) {
    for (const auto& e : qkv::cli::worked_examples()) {
      if (e.name == args[0]) {
        qkv::cli::explain(e.input, std::cout);
        return 0;
      }
    }
    std::cerr << "qkv explain: unknown example '" << args[0] << "'\n\n";
    list_examples();
    return 2;
  }
  ExplainInput in;
  in.title = "Your input";
  bool have_q = false, have_k = false, have_v = false, have_logits = false;
  for (std::size_t n = 0; n < args.size(); ++n) {
    std::string flag = args[n], value;
    const auto eq = flag.find('=');
    if (eq != std::string::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
    }
    auto next = [&]() -> std::string {
      if (!value.empty()) return value;
      if (n + 1 >= args.size()) throw qkv::Error(flag + ": missing value");
      return args[++n];
    };
    if (flag == "--q") {
      in.q = matrix_arg(next(), "--q"), have_q = true;
    } else if (flag == "--k") {
      in.k = matrix_arg(next(), "--k"), have_k = true;
    } else if (flag == "--v") {
      in.v = matrix_arg(next(), "--v"), have_v = true;
    } else if (flag == "--logits") {
      const Matrix logits = matrix_arg(next(), "--logits");
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
      in.mask = matrix_arg(next(), "--mask");
    } else if (flag == "--causal") {
      in.causal = value == "bottom-right" ? qkv::Causal::kBottomRight
                                          : qkv::Causal::kTopLeft;
      if (!value.empty() && value != "bottom-right" && value != "top-left") {
        throw qkv::Error("--causal: expected top-left or bottom-right, got " +
                         value);
      }
    } else if (flag == "--window") {
      const Matrix w = qkv::cli::parse_matrix(next(), "--window");
      if (w.values.size() != 2) throw qkv::Error("--window: expected L,R");
      in.window_left = static_cast<std::int64_t>(w.values[0]);
      in.window_right = static_cast<std::int64_t>(w.values[1]);
    } else if (flag == "--scale") {
      in.scale = qkv::cli::parse_matrix(next(), "--scale").values.at(0);
    } else if (flag == "--softcap") {
      in.softcap = qkv::cli::parse_matrix(next(), "--softcap").values.at(0);
    } else if (flag == "--heads") {
      in.heads = static_cast<std::int64_t>(
          qkv::cli::parse_matrix(next(), "--heads").values.at(0));
    } else if (flag == "--tokens") {
      in.key_tokens = split_tokens(next());
    } else if (flag == "--query-tokens") {
      in.query_tokens = split_tokens(next());
    } else {
      throw qkv::Error("qkv explain: unknown option " + flag);
    }
  }
  if (have_logits) {
    if (in.query_tokens.empty()) in.query_tokens = {"row"};
  } else if (!have_q || !have_k || !have_v) {
    throw qkv::Error("qkv explain: give --q, --k and --v (or --logits)");
  }
  if (in.query_tokens.empty() &&
      in.key_tokens.size() == std::size_t(in.k.rows) &&
      in.q.rows == in.k.rows) {
    in.query_tokens = in.key_tokens;  // self-attention: same labels
  }
  qkv::cli::explain(in, std::cout);
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
