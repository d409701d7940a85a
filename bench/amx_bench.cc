// The tile steps of the forward on one thread, P2-like shapes (48 query
// rows, 128 keys, head_dim 128): S = Q·Kᵀ and O += P·V on the bf16 engines
// of src/kernels/amx.h (AMX tiles, AVX512_BF16 dot products; Arg: the
// Bf16Engine) beside the float32 register-tiled GEMM the forward uses
// now (Gemm of src/kernels/common-inl.h, best Highway target). GFLOP/s and
// percent of the float32 FMA peak measured at start; the load average is
// printed in the context.
//
//   build/release/bench/qkv_amx_bench --benchmark_repetitions=5
//     --benchmark_enable_random_interleaving=true
//     --benchmark_report_aggregates_only=true      (one command line)
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "amx_bench.cc"
#include "hwy/foreach_target.h"  // IWYU pragma: keep
#include "hwy/highway.h"
#include "kernels/common-inl.h"

HWY_BEFORE_NAMESPACE();
namespace qkv::internal {
namespace HWY_NAMESPACE {
// C[rows x cols] (+)= A[rows x k_len] · B[k_len x cols], row-major.
void Fp32Gemm(const float* a, std::int64_t lda, const float* b,
              std::int64_t ldb, std::int64_t k_len, float* c, std::int64_t ldc,
              std::int64_t rows, std::int64_t cols, bool accumulate) {
  Gemm(a, lda, 1, b, ldb, k_len, c, ldc, rows, cols, accumulate);
}
}  // namespace HWY_NAMESPACE
}  // namespace qkv::internal
HWY_AFTER_NAMESPACE();

#if HWY_ONCE
#include <benchmark/benchmark.h>

#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/aligned_allocator.h"
#include "kernels/amx.h"
#include "machine_peak.h"

namespace qkv::internal {
HWY_EXPORT(Fp32Gemm);
namespace {

constexpr std::int64_t kRows = 48, kKeys = 128, kDim = 128;
constexpr double kFlops = 2.0 * kRows * kKeys * kDim;  // one of S or P·V
double g_peak = 0.0;

// n values uniform in [lo, hi) (bf16 bits for uint16_t), 64-byte aligned
// (the float32 GEMM loads aligned vectors).
template <class T>
hwy::AlignedFreeUniquePtr<T[]> random_values(std::int64_t n, float lo,
                                             float hi) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(lo, hi);
  auto x = hwy::AllocateAligned<T>(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) {
    if constexpr (sizeof(T) == 2) {
      x[i] = float_to_bf16(u(rng));
    } else {
      x[i] = u(rng);
    }
  }
  return x;
}

void report(benchmark::State& state) {
  state.counters["GFLOP/s"] = benchmark::Counter(
      kFlops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["peak_fp32_GFLOP/s"] = g_peak;
}

// S (48 x 128) = Q (48 x 128) · Kᵀ, Kᵀ packed (head_dim x keys) as the
// forward packs it; O (48 x 128) += P (48 x 128) · V (128 x 128).
void BM_Fp32_QK(benchmark::State& state) {
  const auto q = random_values<float>(kRows * kDim, -1, 1);
  const auto kt = random_values<float>(kDim * kKeys, -1, 1);
  auto s = random_values<float>(kRows * kKeys, 0, 0);
  for (auto _ : state) {
    HWY_DYNAMIC_DISPATCH(Fp32Gemm)
    (q.get(), kDim, kt.get(), kKeys, kDim, s.get(), kKeys, kRows, kKeys, false);
    benchmark::DoNotOptimize(s.get());
  }
  report(state);
}

void BM_Fp32_PV(benchmark::State& state) {
  const auto p = random_values<float>(kRows * kKeys, 0, 1);
  const auto v = random_values<float>(kKeys * kDim, -1, 1);
  auto o = random_values<float>(kRows * kDim, 0, 0);
  for (auto _ : state) {
    HWY_DYNAMIC_DISPATCH(Fp32Gemm)
    (p.get(), kKeys, v.get(), kDim, kKeys, o.get(), kDim, kRows, kDim, true);
    benchmark::DoNotOptimize(o.get());
  }
  report(state);
}

// Whether `engine` runs here (else the benchmark is skipped); labels it.
bool engine_runs(Bf16Engine engine, benchmark::State& state) {
  if (engine == Bf16Engine::kAmx && !amx_bf16_available()) {
    state.SkipWithError("no AMX bf16");
    return false;
  }
  if (engine == Bf16Engine::kDot && !bf16_dot_available()) {
    state.SkipWithError("no AVX512_BF16");
    return false;
  }
  state.SetLabel(bf16_engine_name(engine));
  return true;
}

void BM_Amx_QK(benchmark::State& state) {
  const auto engine = static_cast<Bf16Engine>(state.range(0));
  if (!engine_runs(engine, state)) return;
  const auto q = random_values<std::uint16_t>(kRows * kDim, -1, 1);
  const auto k = random_values<std::uint16_t>(kKeys * kDim, -1, 1);
  auto qp = random_values<std::uint16_t>(amx_rows_pack_size(kRows, kDim), 0, 0);
  auto kp = random_values<std::uint16_t>(amx_k_pack_size(kKeys, kDim), 0, 0);
  amx_pack_rows(q.get(), kDim, kRows, kDim, qp.get());
  amx_pack_k(k.get(), kDim, kKeys, kDim, kp.get());
  auto s = random_values<float>(kRows * kKeys, 0, 0);
  if (engine == Bf16Engine::kAmx) amx_thread_configure();
  for (auto _ : state) {
    amx_qk(engine, qp.get(), kRows, kDim, kp.get(), kKeys, s.get(), kKeys);
    benchmark::DoNotOptimize(s.get());
  }
  report(state);
}

// P rounded to bf16 and packed inside amx_pv: counted.
void BM_Amx_PV(benchmark::State& state) {
  const auto engine = static_cast<Bf16Engine>(state.range(0));
  if (!engine_runs(engine, state)) return;
  const auto p = random_values<float>(kRows * kKeys, 0, 1);
  const auto v = random_values<std::uint16_t>(kKeys * kDim, -1, 1);
  auto vp = random_values<std::uint16_t>(amx_v_pack_size(kKeys, kDim), 0, 0);
  amx_pack_v(v.get(), kDim, kKeys, kDim, vp.get());
  auto o = random_values<float>(kRows * kDim, 0, 0);
  if (engine == Bf16Engine::kAmx) amx_thread_configure();
  for (auto _ : state) {
    amx_pv(engine, p.get(), kKeys, kRows, kKeys, vp.get(), kDim, o.get(), kDim);
    benchmark::DoNotOptimize(o.get());
  }
  report(state);
}

// The packing a forward pays per K/V tile (once per KV head and tile, reused
// by every row block) and per Q block; GFLOP/s here is of the S step it
// feeds, for comparison.
void BM_Amx_PackKV(benchmark::State& state) {
  const auto k = random_values<std::uint16_t>(kKeys * kDim, -1, 1);
  auto kp = random_values<std::uint16_t>(amx_k_pack_size(kKeys, kDim), 0, 0);
  auto vp = random_values<std::uint16_t>(amx_v_pack_size(kKeys, kDim), 0, 0);
  for (auto _ : state) {
    amx_pack_k(k.get(), kDim, kKeys, kDim, kp.get());
    amx_pack_v(k.get(), kDim, kKeys, kDim, vp.get());
    benchmark::DoNotOptimize(kp.get());
    benchmark::DoNotOptimize(vp.get());
  }
  report(state);
}

BENCHMARK(BM_Fp32_QK);
BENCHMARK(BM_Amx_QK)
    ->Arg(static_cast<int>(Bf16Engine::kAmx))
    ->Arg(static_cast<int>(Bf16Engine::kDot));
BENCHMARK(BM_Fp32_PV);
BENCHMARK(BM_Amx_PV)
    ->Arg(static_cast<int>(Bf16Engine::kAmx))
    ->Arg(static_cast<int>(Bf16Engine::kDot));
BENCHMARK(BM_Amx_PackKV);

}  // namespace
}  // namespace qkv::internal

int main(int argc, char** argv) {
  using namespace qkv;
  qkv::internal::g_peak = bench::measure_fma_peak_gflops(1, 2'000'000);
  std::string load;
  std::getline(std::ifstream("/proc/loadavg"), load);
  const auto machine = bench::cpu_info();
  benchmark::AddCustomContext("cpu", machine.name);
  benchmark::AddCustomContext("fp32_fma_peak_1_thread_GFLOP/s",
                              std::to_string(qkv::internal::g_peak));
  benchmark::AddCustomContext(
      "amx_bf16_available", qkv::internal::amx_bf16_available() ? "yes" : "no");
  benchmark::AddCustomContext(
      "bf16_dot_available", qkv::internal::bf16_dot_available() ? "yes" : "no");
  benchmark::AddCustomContext("loadavg", load);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
#endif  // HWY_ONCE
