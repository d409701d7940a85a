#include "machine_peak.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <thread>
#include <vector>

#include "qkv/qkv.h"

#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "machine_peak.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
// Must come after foreach_target.h.
#include "hwy/aligned_allocator.h"
#include "hwy/highway.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::bench {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Independent FMA chains: enough to cover latency x ports on every x86
// core (2 FMA pipes x 4 cycles: 8), and no more than the registers hold
// with the two operands: 12 where the target has 16 vector registers (x86
// before AVX-512; 16 chains there spilled three to the stack, and their
// store-to-load latency held Zen 3 at 70 % of its peak), else 16. Returns
// FLOP done.
double FmaLoop(std::int64_t iterations, float* sink) {
#if HWY_ARCH_X86 && HWY_TARGET >= HWY_AVX2
  constexpr int kChains = 12;
#else
  constexpr int kChains = 16;
#endif
  const hn::ScalableTag<float> d;
  // Distinct starting values: identical chains would be merged by the
  // compiler.
  auto a0 = hn::Set(d, 1.00f), a1 = hn::Set(d, 1.01f), a2 = hn::Set(d, 1.02f),
       a3 = hn::Set(d, 1.03f), a4 = hn::Set(d, 1.04f), a5 = hn::Set(d, 1.05f),
       a6 = hn::Set(d, 1.06f), a7 = hn::Set(d, 1.07f), a8 = hn::Set(d, 1.08f),
       a9 = hn::Set(d, 1.09f), a10 = hn::Set(d, 1.10f), a11 = hn::Set(d, 1.11f),
       a12 = hn::Set(d, 1.12f), a13 = hn::Set(d, 1.13f),
       a14 = hn::Set(d, 1.14f), a15 = hn::Set(d, 1.15f);
  const auto m = hn::Set(d, 0.999999f), c = hn::Set(d, 1e-7f);
  for (std::int64_t i = 0; i < iterations; ++i) {
    a0 = hn::MulAdd(a0, m, c);
    a1 = hn::MulAdd(a1, m, c);
    a2 = hn::MulAdd(a2, m, c);
    a3 = hn::MulAdd(a3, m, c);
    a4 = hn::MulAdd(a4, m, c);
    a5 = hn::MulAdd(a5, m, c);
    a6 = hn::MulAdd(a6, m, c);
    a7 = hn::MulAdd(a7, m, c);
    a8 = hn::MulAdd(a8, m, c);
    a9 = hn::MulAdd(a9, m, c);
    a10 = hn::MulAdd(a10, m, c);
    a11 = hn::MulAdd(a11, m, c);
    if constexpr (kChains == 16) {
      a12 = hn::MulAdd(a12, m, c);
      a13 = hn::MulAdd(a13, m, c);
      a14 = hn::MulAdd(a14, m, c);
      a15 = hn::MulAdd(a15, m, c);
    }
  }
  auto sum = hn::Add(hn::Add(hn::Add(a0, a1), hn::Add(a2, a3)),
                     hn::Add(hn::Add(a4, a5), hn::Add(a6, a7)));
  sum = hn::Add(sum, hn::Add(hn::Add(hn::Add(a8, a9), hn::Add(a10, a11)),
                             hn::Add(hn::Add(a12, a13), hn::Add(a14, a15))));
  *sink = hn::GetLane(hn::SumOfLanes(d, sum));
  return 2.0 * kChains * static_cast<double>(hn::Lanes(d)) *
         static_cast<double>(iterations);
}

// Sums a buffer with 4 vector accumulators; returns bytes read.
double ReadLoop(const float* data, std::int64_t n, float* sink) {
  const hn::ScalableTag<float> d;
  const std::int64_t lanes = static_cast<std::int64_t>(hn::Lanes(d));
  auto s0 = hn::Zero(d), s1 = s0, s2 = s0, s3 = s0;
  for (std::int64_t i = 0; i + 4 * lanes <= n; i += 4 * lanes) {
    s0 = hn::Add(s0, hn::Load(d, data + i));
    s1 = hn::Add(s1, hn::Load(d, data + i + lanes));
    s2 = hn::Add(s2, hn::Load(d, data + i + 2 * lanes));
    s3 = hn::Add(s3, hn::Load(d, data + i + 3 * lanes));
  }
  *sink =
      hn::GetLane(hn::SumOfLanes(d, hn::Add(hn::Add(s0, s1), hn::Add(s2, s3))));
  return 4.0 * static_cast<double>(n);
}

}  // namespace HWY_NAMESPACE
}  // namespace qkv::bench
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
namespace qkv::bench {

HWY_EXPORT(FmaLoop);
HWY_EXPORT(ReadLoop);

namespace {

// Best of 5 runs of body(thread) on `threads` threads, as work / seconds.
template <class Body>
double best_rate(int threads, const Body& body) {
  double best = 0.0;
  for (int run = 0; run < 5; ++run) {
    std::vector<double> work(threads);
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] { work[t] = body(t); });
    }
    for (auto& th : pool) th.join();
    const double s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    double total = 0.0;
    for (double w : work) total += w;
    best = std::max(best, total / s);
  }
  return best;
}

}  // namespace

double measure_fma_peak_gflops(int threads, std::int64_t iterations) {
  std::vector<float> sink(threads);
  return best_rate(threads,
                   [&](int t) {
                     return HWY_DYNAMIC_DISPATCH(FmaLoop)(iterations, &sink[t]);
                   }) *
         1e-9;
}

struct ReadProbe::Buffers {
  std::vector<hwy::AlignedFreeUniquePtr<float[]>> data;
  std::vector<float> sink;
};

ReadProbe::ReadProbe(int threads, std::int64_t bytes_per_thread)
    : threads_(threads), floats_(bytes_per_thread / 4), buffers_(new Buffers) {
  for (int t = 0; t < threads; ++t) {
    buffers_->data.push_back(hwy::AllocateAligned<float>(floats_));
    std::fill(buffers_->data.back().get(),
              buffers_->data.back().get() + floats_, 1.0f);
  }
  buffers_->sink.resize(threads);
}

ReadProbe::~ReadProbe() { delete buffers_; }

double ReadProbe::run() {
  std::vector<std::thread> pool;
  for (int t = 1; t < threads_; ++t) {
    pool.emplace_back([this, t] {
      HWY_DYNAMIC_DISPATCH(ReadLoop)
      (buffers_->data[t].get(), floats_, &buffers_->sink[t]);
    });
  }
  HWY_DYNAMIC_DISPATCH(ReadLoop)
  (buffers_->data[0].get(), floats_, &buffers_->sink[0]);
  for (auto& th : pool) th.join();
  return 4.0 * static_cast<double>(floats_) * threads_;
}

double measure_read_bandwidth_gbs(int threads, std::int64_t bytes_per_thread) {
  const std::int64_t n = bytes_per_thread / 4;
  std::vector<hwy::AlignedFreeUniquePtr<float[]>> buffers;
  for (int t = 0; t < threads; ++t) {
    buffers.push_back(hwy::AllocateAligned<float>(n));
    std::fill(buffers.back().get(), buffers.back().get() + n, 1.0f);
  }
  std::vector<float> sink(threads);
  return best_rate(threads,
                   [&](int t) {
                     return HWY_DYNAMIC_DISPATCH(ReadLoop)(buffers[t].get(), n,
                                                           &sink[t]);
                   }) *
         1e-9;
}

namespace {

// The value of "key : value" when `line` starts with `key` followed by
// spaces or tabs and a colon.
bool field(const std::string& line, const char* key, std::string& value) {
  const std::size_t n = std::strlen(key);
  if (line.compare(0, n, key) != 0) return false;
  const std::size_t colon = line.find(':', n);
  if (colon == std::string::npos || line.find_first_not_of(" \t", n) != colon) {
    return false;
  }
  const std::size_t begin = line.find_first_not_of(" \t", colon + 1);
  value = begin == std::string::npos ? "" : line.substr(begin);
  return true;
}

struct Named {
  long code;
  const char* name;
};

// The implementer codes of the MIDR register (Arm ARM, "MIDR_EL1").
constexpr Named kArmImplementers[] = {
    {0x41, "ARM"},       {0x42, "Broadcom"},  {0x43, "Cavium"},
    {0x46, "Fujitsu"},   {0x48, "HiSilicon"}, {0x4e, "NVIDIA"},
    {0x50, "APM"},       {0x51, "Qualcomm"},  {0x61, "Apple"},
    {0x6d, "Microsoft"}, {0xc0, "Ampere"}};

// Arm Ltd's server cores (implementer 0x41) by part number.
constexpr Named kArmParts[] = {{0xd0c, "Neoverse-N1"},   {0xd40, "Neoverse-V1"},
                               {0xd49, "Neoverse-N2"},   {0xd4f, "Neoverse-V2"},
                               {0xd83, "Neoverse-V3AE"}, {0xd84, "Neoverse-V3"},
                               {0xd8e, "Neoverse-N3"}};

template <std::size_t N>
const char* lookup(const Named (&table)[N], long code) {
  for (const Named& each : table) {
    if (each.code == code) return each.name;
  }
  return nullptr;
}

long number(const std::string& text) {
  return std::strtol(text.c_str(), nullptr, 0);  // decimal or 0x hex
}

}  // namespace

CpuInfo cpu_info_from_proc(std::istream& in) {
  CpuInfo info;
  std::string line, value, implementer, part;
  while (std::getline(in, line)) {
    if (field(line, "model name", value) || field(line, "Model", value) ||
        field(line, "Hardware", value)) {
      if (info.name == "unknown") info.name = value;
    } else if (field(line, "vendor_id", value)) {
      info.vendor = value;
    } else if (field(line, "cpu family", value) ||
               field(line, "CPU architecture", value)) {
      if (info.family < 0) info.family = static_cast<int>(number(value));
    } else if (field(line, "model", value) && info.model < 0) {
      info.model = static_cast<int>(number(value));
    } else if (field(line, "CPU implementer", value)) {
      implementer = value;
    } else if (field(line, "CPU part", value) && part.empty()) {
      part = value;
    }
  }
  // ARM Linux names no model: vendor and core from the MIDR fields.
  if (!implementer.empty()) {
    const long code = number(implementer);
    const char* vendor = lookup(kArmImplementers, code);
    info.vendor = vendor != nullptr ? vendor : "implementer " + implementer;
    if (!part.empty()) {
      info.model = static_cast<int>(number(part));
      const char* core = code == 0x41 ? lookup(kArmParts, info.model) : nullptr;
      if (info.name == "unknown") {
        info.name = core != nullptr ? core : info.vendor + " part " + part;
      }
    }
  }
  return info;
}

CpuInfo cpu_info() {
  std::ifstream in("/proc/cpuinfo");
  CpuInfo info = cpu_info_from_proc(in);
  const CpuId id = cpu_id();  // CPUID on x86
  if (id.vendor != "unknown") info.vendor = id.vendor;
  if (id.name != "unknown") info.name = id.name;
  if (id.family >= 0) info.family = id.family;
  if (id.model >= 0) info.model = id.model;
  return info;
}

MachineReport probe_machine(int threads, bool quick) {
  MachineReport r;
  r.cpu = cpu_info();
  r.simd = simd_target();
  r.bf16_engine = bfloat16_engine();
  r.tuning = describe_tuning();
  r.threads = threads;
  r.fma_gflops =
      measure_fma_peak_gflops(threads, quick ? 2'000'000 : 20'000'000);
  r.read_gbs = measure_read_bandwidth_gbs(
      threads, quick ? std::int64_t{128} << 20 : std::int64_t{256} << 20);
  return r;
}

std::string describe(const MachineReport& r) {
  char buf[1024];
  std::snprintf(buf, sizeof buf,
                "CPU %s (%s family %d model %d), SIMD %s, bf16 engine %s, %d "
                "threads: FMA peak %.1f GFLOP/s, read bandwidth %.1f GB/s; "
                "tiles %s",
                r.cpu.name.c_str(), r.cpu.vendor.c_str(), r.cpu.family,
                r.cpu.model, r.simd.c_str(), r.bf16_engine.c_str(), r.threads,
                r.fma_gflops, r.read_gbs, r.tuning.c_str());
  return buf;
}

std::string describe_tuning() {
  const KernelChoiceInfo info = kernel_choice();
  return describe_choice(info.choice) + " (" + info.source + ")";
}

std::string describe_choice(const KernelChoice& c) {
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "forward tile %lld KiB, backward tile %lld KiB, decode tile "
                "%lld keys, split %lld keys, decode prefetch to L%lld",
                static_cast<long long>(c.forward_tile_bytes >> 10),
                static_cast<long long>(c.backward_tile_bytes >> 10),
                static_cast<long long>(c.decode_tile_keys),
                static_cast<long long>(c.split_keys),
                static_cast<long long>(c.decode_prefetch_level));
  return buf;
}

double peak_rss_mib() {
  std::FILE* f = std::fopen("/proc/self/status", "r");
  if (f == nullptr) return 0.0;
  char line[256];
  double kib = 0.0;
  while (std::fgets(line, sizeof line, f)) {
    if (std::strncmp(line, "VmHWM:", 6) == 0) kib = std::atof(line + 6);
  }
  std::fclose(f);
  return kib / 1024.0;
}

void reset_peak_rss() {
  if (std::FILE* f = std::fopen("/proc/self/clear_refs", "w")) {
    std::fputs("5", f);
    std::fclose(f);
  }
}

}  // namespace qkv::bench
#endif  // HWY_ONCE
