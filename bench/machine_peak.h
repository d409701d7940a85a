// What this machine can do, measured by the program that reports against it:
// FMA throughput (GFLOP/s) and memory read bandwidth (GB/s).
#ifndef QKV_BENCH_MACHINE_PEAK_H_
#define QKV_BENCH_MACHINE_PEAK_H_

#include <cstdint>

namespace qkv::bench {

// Peak float32 FMA throughput over `threads` threads, in GFLOP/s (an FMA is
// 2 FLOP), with the best SIMD target of this CPU.
double measure_fma_peak_gflops(int threads);

// Read bandwidth over a buffer much larger than the caches, in GB/s.
double measure_read_bandwidth_gbs(int threads);

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
