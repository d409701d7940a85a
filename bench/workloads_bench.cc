// Google Benchmark programs for the workload suite of docs/DESIGN.md §5.
// Reports GFLOP/s, percent of the FMA peak this program measures, bytes/s of
// K/V streamed for decode, and the process's peak resident memory.
//
//   build/release/bench/qkv_bench                      # all, 2 threads
//   QKV_NUM_THREADS=1 build/release/bench/qkv_bench --benchmark_filter=P2
//   build/release/bench/qkv_bench --benchmark_filter=M1   # alone, for memory
//
// P2_sinks and D1_sinks are P2 and D1 with attention sinks (one logit per
// head): the cost of AttentionParams::sinks beside the same call without.
// D1_cache_{bfloat16,q8_0,q4_0,q8_kivi,q4_kivi}: D1 as KvCache::attend on a
// full cache of each storage format (docs/quantized-cache.md); KV_GB/s counts
// the bytes the format stores. D1_held_{flash,vllm}_{q8_0,q4_0}: the same
// through attention_kvcache_quantized on a cache the caller holds, in
// FlashAttention's memory order (a token's heads together) or vLLM's (a
// head's tokens together, as KvCache).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "machine_peak.h"
#include "qkv/qkv.h"
#include "workloads.h"

namespace {

using qkv::bench::peak_rss_mib;
using qkv::bench::reset_peak_rss;
using qkv::bench::Workload;

double g_peak_gflops = 0.0;
double g_bandwidth_gbs = 0.0;

struct Prepared {
  qkv::Tensor q, k, v, out, lse, key_lengths, dout, dq, dk, dv, sinks;
  qkv::AttentionParams params;
  double flops = 0.0;     // 4 · batch · heads · visible pairs · head_dim
  double kv_bytes = 0.0;  // K and V bytes read once
  double io_mib = 0.0;    // inputs + outputs
};

std::unique_ptr<Prepared> prepare(const Workload& w, bool sinks) {
  auto p = std::make_unique<Prepared>();
  if (sinks) {
    p->sinks = qkv::Tensor(qkv::DType::kFloat32, {w.heads});
    for (std::int64_t h = 0; h < w.heads; ++h) {
      p->sinks.data<float>()[h] = 0.25f * static_cast<float>(h % 8) - 1.0f;
    }
    p->params.sinks = p->sinks.view();
  }
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  auto fill = [&](std::initializer_list<std::int64_t> shape) {
    qkv::Tensor t(w.dtype, shape);
    for (std::int64_t n = 0; n < t.numel(); ++n) {
      const float x = normal(rng);
      if (w.dtype == qkv::DType::kFloat32) {
        t.data<float>()[n] = x;
      } else {  // bfloat16: truncated bits are fine for timing
        std::uint32_t bits;
        std::memcpy(&bits, &x, 4);
        t.data<std::uint16_t>()[n] = static_cast<std::uint16_t>(bits >> 16);
      }
    }
    return t;
  };
  p->q = fill({w.batch, w.heads, w.seq_q, w.head_dim});
  p->k = fill({w.batch, w.kv_heads, w.seq_kv, w.head_dim});
  p->v = fill({w.batch, w.kv_heads, w.seq_kv, w.head_dim});
  p->out = qkv::Tensor(w.dtype, {w.batch, w.heads, w.seq_q, w.head_dim});
  p->lse = qkv::Tensor(qkv::DType::kFloat32, {w.batch, w.heads, w.seq_q});
  if (w.causal) p->params.causal = qkv::Causal::kBottomRight;
  if (w.window >= 0) p->params.window_left = w.window;
  double pairs = 0.0;
  for (std::int64_t b = 0; b < w.batch; ++b) {
    const std::int64_t kv_len =
        w.padded ? qkv::bench::padded_length(w.seq_kv, b, w.batch) : w.seq_kv;
    for (std::int64_t i = 0; i < w.seq_q; ++i) {
      std::int64_t hi = kv_len, lo = 0;
      const std::int64_t diag = i + kv_len - w.seq_q;
      if (w.causal) hi = std::min(hi, diag + 1);
      if (w.window >= 0) lo = std::max<std::int64_t>(0, diag - w.window);
      pairs += static_cast<double>(std::max<std::int64_t>(0, hi - lo));
    }
  }
  if (w.padded) {
    p->key_lengths = qkv::Tensor(qkv::DType::kInt64, {w.batch});
    for (std::int64_t b = 0; b < w.batch; ++b) {
      p->key_lengths.data<std::int64_t>()[b] =
          qkv::bench::padded_length(w.seq_kv, b, w.batch);
    }
    p->params.key_lengths = p->key_lengths.view();
  }
  p->flops = 4.0 * static_cast<double>(w.heads * w.head_dim) * pairs;
  if (w.backward) {
    p->dout = fill({w.batch, w.heads, w.seq_q, w.head_dim});
    p->dq = qkv::Tensor(w.dtype, {w.batch, w.heads, w.seq_q, w.head_dim});
    p->dk = qkv::Tensor(w.dtype, {w.batch, w.kv_heads, w.seq_kv, w.head_dim});
    p->dv = qkv::Tensor(w.dtype, {w.batch, w.kv_heads, w.seq_kv, w.head_dim});
    qkv::attention_into(p->q.view(), p->k.view(), p->v.view(), p->params,
                        p->out.view(), p->lse.view());
    p->flops *= 2.5;  // backward FLOPs (DESIGN.md §5)
  }
  p->kv_bytes = static_cast<double>(p->k.nbytes() + p->v.nbytes());
  p->io_mib =
      static_cast<double>(p->q.nbytes() + p->k.nbytes() + p->v.nbytes() +
                          p->out.nbytes() + p->lse.nbytes() + p->dout.nbytes() +
                          p->dq.nbytes() + p->dk.nbytes() + p->dv.nbytes()) /
      (1024.0 * 1024.0);
  return p;
}

void run_workload(benchmark::State& state, const Workload& w, bool sinks) {
  // One workload's data at a time, so the peak resident set is its own.
  static std::map<std::string, std::unique_ptr<Prepared>> cache;
  const std::string key = w.id + (sinks ? "_sinks" : "");
  for (auto it = cache.begin(); it != cache.end();) {
    it = it->first == key ? std::next(it) : cache.erase(it);
  }
  reset_peak_rss();
  auto& slot = cache[key];
  if (!slot) slot = prepare(w, sinks);
  const Prepared& p = *slot;
  for (auto _ : state) {
    if (w.backward) {
      qkv::attention_backward_into(
          p.dout.view(), p.q.view(), p.k.view(), p.v.view(), p.out.view(),
          p.lse.view(), p.params, p.dq.view(), p.dk.view(), p.dv.view());
    } else {
      qkv::attention_into(p.q.view(), p.k.view(), p.v.view(), p.params,
                          p.out.view(), p.lse.view());
    }
    benchmark::ClobberMemory();
  }
  using benchmark::Counter;
  state.counters["pct_FMA_peak"] =
      Counter(100.0 * p.flops * 1e-9 / g_peak_gflops,
              Counter::kIsIterationInvariantRate);
  state.counters["pct_read_BW"] =
      Counter(100.0 * p.kv_bytes * 1e-9 / g_bandwidth_gbs,
              Counter::kIsIterationInvariantRate);
  state.counters["GFLOP/s"] = benchmark::Counter(
      p.flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["KV_GB/s"] = benchmark::Counter(
      p.kv_bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["peak_RSS_MiB"] = peak_rss_mib();
  state.counters["io_MiB"] = p.io_mib;
  state.counters["threads"] = qkv::default_num_threads();
  state.SetLabel(qkv::simd_target());
}

// D1 (h32/8 d128, 32768 cached tokens, one query) through KvCache::attend
// with the cache in `format` ("bfloat16", "q8_0", "q4_0", "q8_kivi",
// "q4_kivi").
void run_cache_decode(benchmark::State& state, const Workload& w,
                      const std::string& format) {
  static std::map<std::string, std::unique_ptr<qkv::KvCache>> caches;
  caches.clear();  // one cache resident at a time
  auto& cache = caches[format];
  const auto quant = qkv::parse_quant_format(format);
  cache =
      quant ? std::make_unique<qkv::KvCache>(w.batch, w.kv_heads, w.seq_kv,
                                             w.head_dim, *quant)
            : std::make_unique<qkv::KvCache>(w.batch, w.kv_heads, w.seq_kv,
                                             w.head_dim, qkv::DType::kBFloat16);
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  const std::int64_t chunk = 1024;
  qkv::Tensor k(qkv::DType::kFloat32, {w.batch, w.kv_heads, chunk, w.head_dim});
  qkv::Tensor v(qkv::DType::kFloat32, {w.batch, w.kv_heads, chunk, w.head_dim});
  // seq_kv - 1 tokens in chunks, then the newest one (the query's).
  for (std::int64_t done = 0; done < w.seq_kv;) {
    const std::int64_t n =
        done + 1 == w.seq_kv ? 1 : std::min(chunk, w.seq_kv - 1 - done);
    for (std::int64_t i = 0; i < k.numel(); ++i) {
      k.data<float>()[i] = normal(rng);
      v.data<float>()[i] = normal(rng);
    }
    qkv::TensorView kv = k.view(), vv = v.view();
    kv.shape[2] = vv.shape[2] = n;
    cache->append(kv, vv);
    done += n;
  }
  qkv::Tensor q(qkv::DType::kFloat32, {w.batch, w.heads, 1, w.head_dim});
  for (std::int64_t n = 0; n < q.numel(); ++n) q.data<float>()[n] = normal(rng);
  for (auto _ : state) {
    qkv::AttentionResult r = cache->attend(q.view());
    benchmark::DoNotOptimize(r.out.data<float>());
  }
  state.counters["KV_GB/s"] =
      benchmark::Counter(static_cast<double>(cache->storage_bytes()) * 1e-9,
                         benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bits_per_value"] =
      8.0 * static_cast<double>(cache->storage_bytes()) /
      static_cast<double>(2 * w.batch * w.kv_heads * w.seq_kv * w.head_dim);
  state.counters["threads"] = qkv::default_num_threads();
  state.SetLabel(qkv::simd_target());
}

// D1 through attention_kvcache_quantized on a cache the caller holds (one
// block of seq_kv slots), in FlashAttention's or vLLM's memory order.
void run_held_decode(benchmark::State& state, const Workload& w,
                     qkv::QuantFormat format, bool head_major) {
  const std::int64_t rb = qkv::quantized_row_bytes(format, w.head_dim),
                     rs = qkv::quantized_row_scales(format, w.head_dim);
  const std::int64_t rows = w.seq_kv * w.kv_heads;
  std::vector<std::uint8_t> kc(rows * rb), vc(rows * rb);
  std::vector<std::uint16_t> ks(rows * rs), vs(rows * rs);
  const auto arr = [&](void* data, qkv::DType dtype, std::int64_t last) {
    qkv::TensorView t = qkv::TensorView::contiguous(
        data, dtype, {1, w.seq_kv, w.kv_heads, last});
    if (head_major) {  // vLLM's order: a head's tokens together
      t.strides[1] = last;
      t.strides[2] = w.seq_kv * last;
    }
    return t;
  };
  const std::int32_t table[1] = {0};
  std::int64_t held[1] = {0};
  const qkv::QuantizedPagedKv cache{
      format,
      w.head_dim,
      w.head_dim,
      arr(kc.data(), qkv::DType::kUInt8, rb),
      arr(ks.data(), qkv::DType::kBFloat16, rs),
      arr(vc.data(), qkv::DType::kUInt8, rb),
      arr(vs.data(), qkv::DType::kBFloat16, rs),
      qkv::TensorView::contiguous(table, qkv::DType::kInt32, {1, 1}),
      qkv::TensorView::contiguous(held, qkv::DType::kInt64, {1})};
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  const std::int64_t chunk = 1024;
  qkv::Tensor k(qkv::DType::kFloat32, {1, chunk, w.kv_heads, w.head_dim});
  qkv::Tensor q(qkv::DType::kFloat32, {1, 1, w.heads, w.head_dim});
  for (std::int64_t n = 0; n < q.numel(); ++n) q.data<float>()[n] = normal(rng);
  for (; held[0] < w.seq_kv; held[0] += chunk) {
    for (std::int64_t i = 0; i < k.numel(); ++i)
      k.data<float>()[i] = normal(rng);
    qkv::TensorView kv = k.view();
    kv.shape[1] = std::min(chunk, w.seq_kv - held[0]);
    qkv::attention_kvcache_quantized(q.view(), cache, kv, kv, true);
  }
  held[0] = w.seq_kv;
  const qkv::TensorView none;
  for (auto _ : state) {
    qkv::AttentionResult r =
        qkv::attention_kvcache_quantized(q.view(), cache, none, none, true);
    benchmark::DoNotOptimize(r.out.data<float>());
  }
  const double bytes = 2.0 * static_cast<double>(rows * (rb + 2 * rs));
  state.counters["KV_GB/s"] = benchmark::Counter(
      bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["threads"] = qkv::default_num_threads();
  state.SetLabel(qkv::simd_target());
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  const int threads = qkv::default_num_threads();
  const qkv::bench::MachineReport machine =
      qkv::bench::probe_machine(threads, false);
  g_peak_gflops = machine.fma_gflops;
  g_bandwidth_gbs = machine.read_gbs;
  std::printf("machine: %s\n", qkv::bench::describe(machine).c_str());
  for (const Workload& w : qkv::bench::workloads()) {
    // Short calls (S*, the tiny X1) in microseconds.
    const bool short_call = w.seq_q * w.seq_kv <= 256 * 256 && !w.backward;
    for (const bool sinks : {false, true}) {
      if (sinks && w.id != "P2" && w.id != "D1") continue;
      const std::string name = w.id + (sinks ? "_sinks" : "");
      benchmark::RegisterBenchmark(name.c_str(),
                                   [&w, sinks](benchmark::State& state) {
                                     run_workload(state, w, sinks);
                                   })
          ->Unit(short_call ? benchmark::kMicrosecond : benchmark::kMillisecond)
          ->UseRealTime()
          ->MinTime(1.0);
    }
  }
  for (const Workload& w : qkv::bench::workloads()) {
    if (w.id != "D1") continue;
    for (const char* format :
         {"bfloat16", "q8_0", "q4_0", "q8_kivi", "q4_kivi"}) {
      const std::string name = std::string("D1_cache_") + format;
      benchmark::RegisterBenchmark(name.c_str(),
                                   [&w, format](benchmark::State& state) {
                                     run_cache_decode(state, w, format);
                                   })
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime()
          ->MinTime(1.0);
    }
    for (qkv::QuantFormat format :
         {qkv::QuantFormat::kQ8_0, qkv::QuantFormat::kQ4_0}) {
      for (bool head_major : {false, true}) {
        const std::string name = std::string("D1_held_") +
                                 (head_major ? "vllm_" : "flash_") +
                                 qkv::quant_format_name(format);
        benchmark::RegisterBenchmark(
            name.c_str(),
            [&w, format, head_major](benchmark::State& state) {
              run_held_decode(state, w, format, head_major);
            })
            ->Unit(benchmark::kMillisecond)
            ->UseRealTime()
            ->MinTime(1.0);
      }
    }
  }
  // The read-bandwidth probe again, as a benchmark that interleaves with the
  // workloads (--benchmark_enable_random_interleaving): the same bytes as
  // D1's K and V, split over the threads.
  benchmark::RegisterBenchmark(
      "READ_BW",
      [threads](benchmark::State& state) {
        // Freed after each run: no resident memory left to later workloads.
        qkv::bench::ReadProbe probe(threads,
                                    (std::int64_t{256} << 20) / threads);
        double bytes = 0.0;
        for (auto _ : state) bytes = probe.run();
        state.counters["KV_GB/s"] = benchmark::Counter(
            bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
      })
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime()
      ->MinTime(1.0);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
