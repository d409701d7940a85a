// What this machine can do, measured by the program that reports against it:
// FMA throughput (GFLOP/s) and memory read bandwidth (GB/s).
#ifndef QKV_BENCH_MACHINE_PEAK_H_
#define QKV_BENCH_MACHINE_PEAK_H_

#include <cstdint>
#include <istream>
#include <string>

#include "qkv/tuning.h"

namespace qkv::bench {

// Peak float32 FMA throughput over `threads` threads, in GFLOP/s (an FMA is
// 2 FLOP), with the best SIMD target of this CPU: best of 5 runs of
// `iterations` x 16 vector FMAs per thread.
double measure_fma_peak_gflops(int threads,
                               std::int64_t iterations = 20'000'000);

// Read bandwidth over buffers much larger than the caches (bytes_per_thread
// on each thread), in GB/s: best of 5 runs.
double measure_read_bandwidth_gbs(
    int threads, std::int64_t bytes_per_thread = std::int64_t{256} << 20);

// The CPU as CPUID reports it (x86), else as /proc/cpuinfo names it (ARM:
// vendor from "CPU implementer", family = "CPU architecture", model = "CPU
// part", the name of known cores).
struct CpuInfo {
  std::string vendor = "unknown", name = "unknown";
  int family = -1, model = -1;  // -1: not reported
};
CpuInfo cpu_info();
// The fields of a /proc/cpuinfo text (x86 or ARM Linux).
CpuInfo cpu_info_from_proc(std::istream& in);

// What every benchmark run prints (qkv_bench, `qkv bench`, compare.py via
// `qkv bench --machine --json`): the CPU, the Highway target the kernels
// run, and the FMA peak and read bandwidth measured over `threads` threads.
struct MachineReport {
  CpuInfo cpu;
  std::string simd;
  std::string bf16_engine;  // qkv::bfloat16_engine()
  std::string tuning;       // describe_tuning()
  int threads = 1;
  double fma_gflops = 0.0, read_gbs = 0.0;
};
// quick: short probes (about 0.3 s: 2M FMA iterations, 128 MiB read per
// thread), else the long ones of qkv_bench.
MachineReport probe_machine(int threads, bool quick);
// One line: "CPU <name> (<vendor> family F model M), SIMD <target>, <n>
// threads: FMA peak X GFLOP/s, read bandwidth Y GB/s; tiles <tuning>".
std::string describe(const MachineReport& report);
// The process's kernel choice (qkv/tuning.h) in words: "forward tile 32
// KiB, backward tile 32 KiB, decode tile 512 keys, split 2048 keys
// (<source>)".
std::string describe_tuning();
// The same words for any choice, without the source.
std::string describe_choice(const KernelChoice& choice);

// The read loop of measure_read_bandwidth_gbs as a benchmark body, to run
// interleaved with the workloads (the host's bandwidth drifts over minutes):
// each run() reads bytes_per_thread on each of `threads` threads and returns
// the bytes read.
class ReadProbe {
 public:
  ReadProbe(int threads, std::int64_t bytes_per_thread);
  ~ReadProbe();
  double run();

 private:
  struct Buffers;
  int threads_;
  std::int64_t floats_;
  Buffers* buffers_;
};

// The process's peak resident set (VmHWM) in MiB, and resetting it to the
// current resident set (Linux clear_refs "5"), to measure one phase.
double peak_rss_mib();
void reset_peak_rss();

}  // namespace qkv::bench

#endif  // QKV_BENCH_MACHINE_PEAK_H_
