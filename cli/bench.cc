// `qkv bench`: the workload suite of DESIGN.md §5 (bench/workloads.json)
// with a progress bar, a results table or JSON, and PyTorch's column when a
// Python with torch is found (QKV_PYTHON, the project's .venv, python3). The
// PyTorch times come from bench/compare.py --torch-only, which builds the
// same shapes from the same file; the authoritative side-by-side figures are
// compare.py's own (one process, interleaved). Here PyTorch runs in a child
// process after qkv, with the same thread count and dtype.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <ostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "machine_peak.h"
#include "qkv/qkv.h"
#include "workloads.h"

#ifndef QKV_SOURCE_DIR
#define QKV_SOURCE_DIR ""
#endif

namespace qkv::cli {
namespace {

using bench::Workload;

struct Row {
  std::string id, shape;
  DType dtype = DType::kFloat32;
  bool backward = false;
  double ms = 0.0, gflops = 0.0, torch_ms = 0.0;
  std::string torch_dtype;  // what PyTorch ran in
};

// One workload at the bench's scale, with its data.
struct Prepared {
  std::int64_t seq_q = 0, seq_kv = 0, window = -1;
  Tensor q, k, v, dout, out, lse, dq, dk, dv;
  std::vector<std::int64_t> lengths;
  AttentionParams params;
  double flops = 0.0;  // forward; x 3.5 for forward + backward
};

std::vector<const Workload*> select(const std::vector<std::string>& only) {
  std::vector<const Workload*> chosen;
  for (const std::string& id : only) {
    const auto& all = bench::workloads();
    const auto it = std::find_if(all.begin(), all.end(),
                                 [&](const Workload& w) { return w.id == id; });
    if (it == all.end()) {
      std::string ids;
      for (const Workload& w : all) {
        if (!ids.empty()) ids += ", ";
        ids += w.id;
      }
      throw UsageError("qkv bench: no workload '" + id + "' (" + ids + ")");
    }
    chosen.push_back(&*it);
  }
  if (only.empty()) {
    for (const Workload& w : bench::workloads()) {
      if (w.in_default) chosen.push_back(&w);
    }
  }
  return chosen;
}

// Standard normal values in the workload's dtype (bfloat16 rounded to
// nearest even), the same distribution PyTorch's side draws.
Tensor random_tensor(DType dtype, std::initializer_list<std::int64_t> shape,
                     std::mt19937& rng) {
  std::normal_distribution<float> normal;
  Tensor t(dtype, shape);
  for (std::int64_t e = 0; e < t.numel(); ++e) {
    const float x = normal(rng);
    if (dtype == DType::kFloat32) {
      t.data<float>()[e] = x;
    } else {
      std::uint32_t bits;
      std::memcpy(&bits, &x, 4);
      bits += 0x7fff + ((bits >> 16) & 1);
      t.data<std::uint16_t>()[e] = static_cast<std::uint16_t>(bits >> 16);
    }
  }
  return t;
}

// Visible (query, key) pairs of batch entry b, summed.
double visible_pairs(const Workload& w, const Prepared& p) {
  double pairs = 0.0;
  for (std::int64_t b = 0; b < w.batch; ++b) {
    const std::int64_t kl = w.padded ? p.lengths[b] : p.seq_kv;
    for (std::int64_t i = 0; i < p.seq_q; ++i) {
      const std::int64_t diag = i + kl - p.seq_q;
      std::int64_t lo = 0, hi = kl;
      if (w.causal) hi = std::min(hi, diag + 1);
      if (p.window >= 0) lo = std::max<std::int64_t>(0, diag - p.window);
      pairs += double(std::max<std::int64_t>(0, hi - lo));
    }
  }
  return pairs;
}

void prepare(const Workload& w, double scale, std::mt19937& rng, Prepared& p) {
  p.seq_q = bench::scaled_length(w.seq_q, scale);
  p.seq_kv = bench::scaled_length(w.seq_kv, scale);
  p.window = w.window >= 0 ? std::int64_t(double(w.window) * scale) : -1;
  const std::int64_t b = w.batch, d = w.head_dim;
  p.q = random_tensor(w.dtype, {b, w.heads, p.seq_q, d}, rng);
  p.k = random_tensor(w.dtype, {b, w.kv_heads, p.seq_kv, d}, rng);
  p.v = random_tensor(w.dtype, {b, w.kv_heads, p.seq_kv, d}, rng);
  p.out = Tensor(w.dtype, {b, w.heads, p.seq_q, d});
  p.lse = Tensor(DType::kFloat32, {b, w.heads, p.seq_q});
  if (w.causal) p.params.causal = Causal::kBottomRight;
  p.params.window_left = p.window;
  if (w.padded) {
    for (std::int64_t e = 0; e < b; ++e) {
      p.lengths.push_back(bench::padded_length(p.seq_kv, e, b));
    }
    p.params.key_lengths =
        TensorView::contiguous(p.lengths.data(), DType::kInt64, {b});
  }
  if (w.backward) {
    p.dout = random_tensor(w.dtype, {b, w.heads, p.seq_q, d}, rng);
    p.dq = Tensor(w.dtype, {b, w.heads, p.seq_q, d});
    p.dk = Tensor(w.dtype, {b, w.kv_heads, p.seq_kv, d});
    p.dv = Tensor(w.dtype, {b, w.kv_heads, p.seq_kv, d});
  }
  p.flops = 4.0 * double(w.heads * w.head_dim) * visible_pairs(w, p);
}

// One timed step: the forward, or forward + backward.
void step(const Workload& w, const Prepared& p) {
  attention_into(p.q.view(), p.k.view(), p.v.view(), p.params, p.out.view(),
                 p.lse.view());
  if (w.backward) {
    attention_backward_into(p.dout.view(), p.q.view(), p.k.view(), p.v.view(),
                            p.out.view(), p.lse.view(), p.params, p.dq.view(),
                            p.dk.view(), p.dv.view());
  }
}

Row time_workload(const Workload& w, const Prepared& p, int repeats) {
  step(w, p);  // warm up
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) {
    const auto start = std::chrono::steady_clock::now();
    step(w, p);
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(times.begin(), times.end());
  Row row;
  row.id = w.id;
  row.dtype = w.dtype;
  row.backward = w.backward;
  std::ostringstream shape;
  shape << "b" << w.batch << " h" << w.heads << "/" << w.kv_heads << " q"
        << p.seq_q << " kv" << p.seq_kv << " d" << w.head_dim
        << (w.backward ? " fwd+bwd" : "");
  row.shape = shape.str();
  row.ms = times[times.size() / 2] * 1e3;
  // Forward + backward: 1 + 2.5 times the forward FLOPs (DESIGN.md §5).
  const double flops = p.flops * (w.backward ? 3.5 : 1.0);
  row.gflops = flops / (row.ms * 1e-3) * 1e-9;
  return row;
}

std::string quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// QKV_PYTHON, else the project's .venv next to the source tree, else
// python3.
std::string python() {
  const char* env = std::getenv("QKV_PYTHON");
  if (env != nullptr && *env) return env;
  const std::string venv = std::string(QKV_SOURCE_DIR) + "/.venv/bin/python";
  if (*QKV_SOURCE_DIR != '\0' && ::access(venv.c_str(), X_OK) == 0) {
    return venv;
  }
  return "python3";
}

std::string compare_script() {
  const char* env = std::getenv("QKV_BENCH_DIR");
  const std::string dir =
      env != nullptr && *env ? env : std::string(QKV_SOURCE_DIR) + "/bench";
  return dir + "/compare.py";
}

std::string run_output(const std::string& cmd, bool& ok) {
  std::string output;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (pipe == nullptr) {
    ok = false;
    return output;
  }
  char buf[4096];
  while (std::fgets(buf, sizeof buf, pipe)) output += buf;
  ok = pclose(pipe) == 0;
  return output;
}

// Fills rows[n].torch_ms from compare.py --torch-only; returns "" or why
// there is no PyTorch column.
std::string torch_times(const BenchOptions& o, std::vector<Row>& rows) {
  if (!o.with_torch) return "PyTorch not timed (--no-torch)";
  const std::string py = python(), script = compare_script();
  if (::access(script.c_str(), R_OK) != 0) {
    return "PyTorch not timed (" + script + " not found; set QKV_BENCH_DIR)";
  }
  const std::string probe = quote(py) + " -c 'import torch' > /dev/null 2>&1";
  if (std::system(probe.c_str()) != 0) {
    return "PyTorch not found (" + py + "; set QKV_PYTHON)";
  }
  std::string cmd =
      quote(py) + " " + quote(script) + " --torch-only --json --threads " +
      std::to_string(default_num_threads()) + " --repeats " +
      std::to_string(o.repeats) + " --scale " + std::to_string(o.scale);
  for (const Row& r : rows) {
    cmd += ' ';
    cmd += quote(r.id);
  }
  bool ok = false;
  const auto j = nlohmann::json::parse(run_output(cmd, ok), nullptr, false);
  if (!ok || !j.contains("rows") || j["rows"].size() != rows.size()) {
    return "PyTorch timing failed (" + cmd + ")";
  }
  for (std::size_t n = 0; n < rows.size(); ++n) {
    rows[n].torch_ms = j["rows"][n].value("torch_ms", 0.0);
    rows[n].torch_dtype = j["rows"][n].value("dtype", std::string());
  }
  return "";
}

nlohmann::json machine_json(const bench::MachineReport& m) {
  return {{"cpu_vendor", m.cpu.vendor},
          {"cpu_family", m.cpu.family},
          {"cpu_model", m.cpu.model},
          {"cpu_name", m.cpu.name},
          {"simd", m.simd},
          {"bf16_engine", m.bf16_engine},
          {"tuning", m.tuning},
          {"threads", m.threads},
          {"fma_peak_gflops", m.fma_gflops},
          {"read_bandwidth_gbs", m.read_gbs},
          {"description", bench::describe(m)}};
}

void print_json(const BenchOptions& o, const bench::MachineReport& machine,
                const std::vector<Row>& rows, bool have_torch,
                std::ostream& out) {
  nlohmann::json j = {{"threads", default_num_threads()},
                      {"simd", simd_target()},
                      {"machine", machine_json(machine)},
                      {"scale", o.scale},
                      {"repeats", o.repeats}};
  for (const Row& r : rows) {
    nlohmann::json e = {{"id", r.id},
                        {"shape", r.shape},
                        {"dtype", dtype_name(r.dtype)},
                        {"qkv_ms", r.ms},
                        {"qkv_gflops", r.gflops}};
    if (have_torch) {
      e["torch_ms"] = r.torch_ms;
      e["torch_dtype"] = r.torch_dtype;
      e["torch_over_qkv"] = r.torch_ms / r.ms;
    }
    j["rows"].push_back(e);
  }
  out << j.dump(2) << '\n';
}

std::string line(const char* f, const std::string& a, const std::string& b,
                 const std::string& c) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a.c_str(), b.c_str(), c.c_str());
  return buf;
}

// A time for the table: microseconds below 1 ms (the short calls), else
// milliseconds; 10 characters wide.
std::string duration(double ms) {
  char buf[32];
  if (ms < 1.0) {
    std::snprintf(buf, sizeof buf, "%7.1f us", ms * 1e3);
  } else {
    std::snprintf(buf, sizeof buf, "%7.2f ms", ms);
  }
  return buf;
}

void print_table(const BenchOptions& o, const bench::MachineReport& machine,
                 const std::vector<Row>& rows, bool have_torch,
                 const std::string& why_not, std::ostream& out) {
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "qkv bench: %d threads, SIMD %s, seq scale %g, median of %d; "
                "%s\nmachine: %s\n\n",
                default_num_threads(), simd_target().c_str(), o.scale,
                o.repeats,
                have_torch ? "PyTorch timed in a child process, same dtype"
                           : why_not.c_str(),
                bench::describe(machine).c_str());
  out << buf << line("  %-8s %-36s %-9s", "id", "shape", "dtype")
      << line(" %10s %10s%s", "qkv time", "GFLOP/s", "");
  if (have_torch) out << line(" %10s %10s%s", "torch time", "torch/qkv", "");
  out << '\n';
  bool mismatch = false;
  for (const Row& r : rows) {
    out << line("  %-8s %-36s %-9s", r.id, r.shape, dtype_name(r.dtype));
    std::snprintf(buf, sizeof buf, " %10s %10.1f", duration(r.ms).c_str(),
                  r.gflops);
    out << buf;
    if (have_torch) {
      const bool same = r.torch_dtype == dtype_name(r.dtype);
      mismatch = mismatch || !same;
      std::snprintf(buf, sizeof buf, " %10s %9.2f%s",
                    duration(r.torch_ms).c_str(), r.torch_ms / r.ms,
                    same ? " " : "*");
      out << buf;
    }
    out << '\n';
  }
  if (mismatch) {
    out << "\n  * PyTorch ran in another dtype than qkv on this row (see "
           "--json's torch_dtype): not like with like.\n";
  }
}

}  // namespace

int bench_command(const BenchOptions& o, std::ostream& out) {
  const bench::MachineReport machine =
      bench::probe_machine(default_num_threads(), true);
  if (o.machine_only) {
    if (o.json) {
      out << nlohmann::json{{"machine", machine_json(machine)}}.dump(2) << '\n';
    } else {
      out << "machine: " << bench::describe(machine) << '\n';
    }
    return 0;
  }
  const std::vector<const Workload*> chosen = select(o.only);
  std::vector<Row> rows;
  std::mt19937 rng(0);
  for (std::size_t n = 0; n < chosen.size(); ++n) {
    const Workload& w = *chosen[n];
    std::fprintf(stderr, "\r[%-*s] %zu/%zu %-8s", int(chosen.size()),
                 std::string(n, '#').c_str(), n + 1, chosen.size(),
                 w.id.c_str());
    std::fflush(stderr);
    Prepared p;
    prepare(w, o.scale, rng, p);
    rows.push_back(time_workload(w, p, o.repeats));
  }
  std::fprintf(stderr, "\r%*s\r", int(chosen.size()) + 24, "");
  const std::string why_not = torch_times(o, rows);
  if (o.json) {
    print_json(o, machine, rows, why_not.empty(), out);
  } else {
    print_table(o, machine, rows, why_not.empty(), why_not, out);
  }
  return 0;
}

}  // namespace qkv::cli
