// `qkv bench`: the workload suite of DESIGN.md §5 with a progress bar, a
// results table or JSON, and PyTorch's column when a Python with torch is
// found (QKV_PYTHON, else python3). The authoritative side-by-side figures
// come from bench/compare.py (one process, interleaved); here PyTorch runs in
// a child process after qkv, with the same thread count.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "qkv/qkv.h"
#include "tools.h"
#include "workloads.h"

namespace qkv::cli {
namespace {

struct Row {
  std::string id, shape;
  double ms = 0.0, gflops = 0.0, torch_ms = 0.0;
};

// PyTorch timing of the same shapes, in a child Python process.
constexpr const char* kTorchScript = R"PY(
import json, statistics, sys, time
import torch, torch.nn.functional as F
spec = json.loads(sys.argv[1]); torch.set_num_threads(spec["threads"])
out = []
for w in spec["workloads"]:
    g = torch.Generator().manual_seed(0)
    q = torch.randn(w["b"], w["h"], w["sq"], w["d"], generator=g)
    k = torch.randn(w["b"], w["hkv"], w["skv"], w["d"], generator=g)
    v = torch.randn(w["b"], w["hkv"], w["skv"], w["d"], generator=g)
    i = torch.arange(w["sq"])[:, None] + (w["skv"] - w["sq"]); j = torch.arange(w["skv"])[None, :]
    m = torch.ones(w["sq"], w["skv"], dtype=torch.bool)
    if w["causal"]: m &= j <= i
    if w["window"] >= 0: m &= j >= i - w["window"]
    kw = {"enable_gqa": w["h"] != w["hkv"]}
    if w["padded"]:
        lengths = torch.tensor(w["lengths"])
        kw["attn_mask"] = m[None, None] & (j[None, None] < lengths[:, None, None, None])
    elif w["causal"] and w["window"] < 0 and w["sq"] == w["skv"]: kw["is_causal"] = True
    elif w["causal"] or w["window"] >= 0: kw["attn_mask"] = m
    F.scaled_dot_product_attention(q, k, v, **kw)
    t = []
    for _ in range(spec["repeats"]):
        s = time.perf_counter(); F.scaled_dot_product_attention(q, k, v, **kw); t.append(time.perf_counter() - s)
    out.append(statistics.median(t) * 1e3)
print(json.dumps(out))
)PY";

std::string python() {
  const char* env = std::getenv("QKV_PYTHON");
  return env != nullptr && *env ? env : "python3";
}

bool torch_available() {
  const std::string cmd = python() + " -c 'import torch' > /dev/null 2>&1";
  return std::system(cmd.c_str()) == 0;
}

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

int bench_command(const std::vector<std::string>& args) {
  double scale = 1.0;
  int repeats = 3;
  bool json = false, with_torch = true;
  std::vector<std::string> only;
  for (std::size_t n = 0; n < args.size(); ++n) {
    const std::string& a = args[n];
    auto value = [&]() -> std::string {
      if (n + 1 >= args.size()) throw Error(a + ": missing value");
      return args[++n];
    };
    if (a == "--json") {
      json = true;
    } else if (a == "--no-torch") {
      with_torch = false;
    } else if (a == "--quick") {
      scale = 0.25;
    } else if (a == "--scale") {
      scale = std::stod(value());
    } else if (a == "--repeats") {
      repeats = std::max(1, std::stoi(value()));
    } else if (a == "--help") {
      std::cout << "qkv bench [P1 D1 ...] [--quick | --scale S] [--repeats R] "
                   "[--json] [--no-torch]\n";
      return 0;
    } else if (a.rfind("--", 0) == 0) {
      throw Error("qkv bench: unknown option " + a);
    } else {
      only.push_back(a);
    }
  }
  if (!(scale > 0.0 && scale <= 1.0)) throw Error("--scale: expected (0, 1]");
  std::vector<const bench::Workload*> chosen;
  for (const bench::Workload& w : bench::kWorkloads) {
    const bool forward_only = !w.backward && std::string(w.id) != "M1";
    if ((only.empty() && forward_only) ||
        std::find(only.begin(), only.end(), w.id) != only.end()) {
      chosen.push_back(&w);
    }
  }
  if (chosen.empty()) throw Error("qkv bench: no such workload");
  const int threads = default_num_threads();
  std::vector<Row> rows;
  nlohmann::json spec = {{"threads", threads}, {"repeats", repeats}};
  std::mt19937 rng(0);
  std::normal_distribution<float> normal;
  for (std::size_t n = 0; n < chosen.size(); ++n) {
    const bench::Workload& w = *chosen[n];
    std::fprintf(stderr, "\r[%-*s] %zu/%zu %-8s", int(chosen.size()),
                 std::string(n, '#').c_str(), n + 1, chosen.size(), w.id);
    std::fflush(stderr);
    const std::int64_t sq =
        w.seq_q > 1
            ? std::max<std::int64_t>(1, std::int64_t(double(w.seq_q) * scale))
            : 1;
    const std::int64_t skv =
        std::max<std::int64_t>(1, std::int64_t(double(w.seq_kv) * scale));
    auto random = [&](std::int64_t heads, std::int64_t seq) {
      Tensor t(w.dtype, {w.batch, heads, seq, w.head_dim});
      for (std::int64_t e = 0; e < t.numel(); ++e) {
        if (w.dtype == DType::kFloat32) t.data<float>()[e] = normal(rng);
      }
      return t;
    };
    const Tensor q = random(w.heads, sq), k = random(w.kv_heads, skv),
                 v = random(w.kv_heads, skv);
    AttentionParams p;
    if (w.causal) p.causal = Causal::kBottomRight;
    const std::int64_t window =
        w.window >= 0 ? std::int64_t(double(w.window) * scale) : -1;
    p.window_left = window;
    std::vector<std::int64_t> lengths;
    Tensor len_t;
    if (w.padded) {
      for (std::int64_t b = 0; b < w.batch; ++b) {
        lengths.push_back(skv / 2 + (skv / 2) * b /
                                        std::max<std::int64_t>(1, w.batch - 1));
      }
      p.key_lengths =
          TensorView::contiguous(lengths.data(), DType::kInt64, {w.batch});
    }
    double pairs = 0.0;
    for (std::int64_t b = 0; b < w.batch; ++b) {
      const std::int64_t kl = w.padded ? lengths[b] : skv;
      for (std::int64_t i = 0; i < sq; ++i) {
        const std::int64_t diag = i + kl - sq;
        std::int64_t lo = 0, hi = kl;
        if (w.causal) hi = std::min(hi, diag + 1);
        if (window >= 0) lo = std::max<std::int64_t>(0, diag - window);
        pairs += double(std::max<std::int64_t>(0, hi - lo));
      }
    }
    attention(q.view(), k.view(), v.view(), p);  // warm up
    std::vector<double> times;
    for (int r = 0; r < repeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      attention(q.view(), k.view(), v.view(), p);
      times.push_back(std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count());
    }
    std::sort(times.begin(), times.end());
    Row row;
    row.id = w.id;
    std::ostringstream shape;
    shape << "b" << w.batch << " h" << w.heads << "/" << w.kv_heads << " q"
          << sq << " kv" << skv << " d" << w.head_dim << " "
          << dtype_name(w.dtype);
    row.shape = shape.str();
    row.ms = times[times.size() / 2] * 1e3;
    row.gflops =
        4.0 * double(w.heads * w.head_dim) * pairs / (row.ms * 1e-3) * 1e-9;
    rows.push_back(row);
    spec["workloads"].push_back({{"b", w.batch},
                                 {"h", w.heads},
                                 {"hkv", w.kv_heads},
                                 {"sq", sq},
                                 {"skv", skv},
                                 {"d", w.head_dim},
                                 {"causal", w.causal},
                                 {"window", window},
                                 {"padded", w.padded},
                                 {"lengths", lengths}});
  }
  std::fprintf(stderr, "\r%*s\r", int(chosen.size()) + 24, "");
  bool have_torch = with_torch && torch_available();
  if (have_torch) {
    // bf16 workloads are timed in float32 by PyTorch's script; mark them.
    const std::string cmd =
        python() + " -c " + quote(kTorchScript) + " " + quote(spec.dump());
    std::string output;
    if (FILE* pipe = popen(cmd.c_str(), "r")) {
      char buf[4096];
      while (std::fgets(buf, sizeof buf, pipe)) output += buf;
      have_torch = pclose(pipe) == 0;
    } else {
      have_torch = false;
    }
    if (have_torch) {
      const auto times = nlohmann::json::parse(output, nullptr, false);
      if (times.is_array() && times.size() == rows.size()) {
        for (std::size_t n = 0; n < rows.size(); ++n)
          rows[n].torch_ms = times[n];
      } else {
        have_torch = false;
      }
    }
  }
  if (json) {
    nlohmann::json j = {{"threads", threads},
                        {"simd", simd_target()},
                        {"scale", scale},
                        {"repeats", repeats}};
    for (const Row& r : rows) {
      nlohmann::json e = {{"id", r.id},
                          {"shape", r.shape},
                          {"qkv_ms", r.ms},
                          {"qkv_gflops", r.gflops}};
      if (have_torch) {
        e["torch_ms"] = r.torch_ms;
        e["torch_over_qkv"] = r.torch_ms / r.ms;
      }
      j["rows"].push_back(e);
    }
    std::cout << j.dump(2) << '\n';
    return 0;
  }
  std::printf(
      "qkv bench: %d threads, SIMD %s, seq scale %g, median of %d%s\n\n",
      threads, simd_target().c_str(), scale, repeats,
      have_torch ? "; PyTorch timed in a child process"
                 : "; PyTorch not found");
  std::printf("  %-8s %-36s %10s %10s", "id", "shape", "qkv ms", "GFLOP/s");
  if (have_torch) std::printf(" %10s %10s", "torch ms", "torch/qkv");
  std::printf("\n");
  for (const Row& r : rows) {
    std::printf("  %-8s %-36s %10.2f %10.1f", r.id.c_str(), r.shape.c_str(),
                r.ms, r.gflops);
    if (have_torch)
      std::printf(" %10.2f %10.2f", r.torch_ms, r.torch_ms / r.ms);
    std::printf("\n");
  }
  return 0;
}

}  // namespace qkv::cli
