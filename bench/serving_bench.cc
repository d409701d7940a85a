// Serving benchmarks (docs/serving.md, docs/PERFORMANCE.md): the "serving"
// workloads of bench/workloads.json, each against its baseline, in one
// Google Benchmark program so that pairs interleave
// (--benchmark_enable_random_interleaving):
//   V1/varlen   packed batch       vs V1/padded    the same batch padded to
//                                                  its longest sequence, with
//                                                  key/query lengths
//   PD1/paged   paged decode       vs PD1/contiguous the same caches as one
//                                                  (batch, kv_heads, max, d)
//                                                  array with key lengths
//                                                  (what KvCache::attend runs)
//   PD1/cache_<format>  PD1 through PagedKvCache::attend, the cache in
//                       bfloat16, q8_0, q4_0, q8_kivi, q4_kivi (kivi:
//                       blocks of 32 tokens)
//   MX1/mixed   prompt chunks and decode rows in one paged call
//                                  vs MX1/separate the chunks, then the decode
//                                                  rows, as two paged calls
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "machine_peak.h"
#include "qkv/qkv.h"

namespace {

double g_bandwidth_gbs = 1.0;

// cache: allocated as a KV cache is (Tensor::for_cache: huge pages).
qkv::Tensor random_tensor(std::initializer_list<std::int64_t> shape,
                          std::uint32_t seed, bool cache = false) {
  qkv::Tensor t = cache ? qkv::Tensor::for_cache(qkv::DType::kFloat32, shape)
                        : qkv::Tensor(qkv::DType::kFloat32, shape);
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, 1.0f);
  for (std::int64_t n = 0; n < t.numel(); ++n) t.data<float>()[n] = normal(rng);
  return t;
}

std::vector<std::int32_t> cumulative(const std::vector<std::int64_t>& lens) {
  std::vector<std::int32_t> cu(lens.size() + 1, 0);
  for (std::size_t b = 0; b < lens.size(); ++b) {
    cu[b + 1] = cu[b] + static_cast<std::int32_t>(lens[b]);
  }
  return cu;
}

qkv::TensorView cu_view(const std::vector<std::int32_t>& cu) {
  return qkv::TensorView::contiguous(cu.data(), qkv::DType::kInt32,
                                     {static_cast<std::int64_t>(cu.size())});
}

struct Shape {
  std::int64_t heads, kv_heads, head_dim, block_size;
};

Shape shape_of(const nlohmann::json& w) {
  return {w.at("heads").get<std::int64_t>(),
          w.at("kv_heads").get<std::int64_t>(),
          w.at("head_dim").get<std::int64_t>(),
          w.value("block_size", std::int64_t{16})};
}

// A paged cache holding sequences of the given lengths in shuffled blocks.
struct PagedCache {
  qkv::Tensor k, v;
  std::vector<std::int32_t> table;
  std::vector<std::int64_t> lens;
  std::int64_t max_blocks = 0;

  bool heads_first = false;  // vLLM's (num_blocks, kv_heads, block, dim)

  PagedCache(const Shape& s, std::vector<std::int64_t> lengths,
             bool heads_first_layout = false)
      : lens(lengths), heads_first(heads_first_layout) {
    std::int64_t total = 0;
    for (std::int64_t n : lens) {
      const std::int64_t blocks = (n + s.block_size - 1) / s.block_size;
      max_blocks = std::max(max_blocks, blocks);
      total += blocks;
    }
    k = random_tensor({total, s.block_size, s.kv_heads, s.head_dim}, 1, true);
    v = random_tensor({total, s.block_size, s.kv_heads, s.head_dim}, 2, true);
    std::vector<std::int32_t> ids(total);
    std::iota(ids.begin(), ids.end(), 0);
    std::shuffle(ids.begin(), ids.end(), std::mt19937(3));
    table.assign(lens.size() * max_blocks, 0);
    std::size_t next = 0;
    for (std::size_t b = 0; b < lens.size(); ++b) {
      for (std::int64_t j = 0; j * s.block_size < lens[b]; ++j) {
        table[b * max_blocks + j] = ids[next++];
      }
    }
  }
  // The storage as (num_blocks, block_size, kv_heads, dim), in either
  // layout (the same element count).
  qkv::TensorView layout(const qkv::Tensor& t) const {
    if (!heads_first) return t.view();
    const std::int64_t bs = t.size(1), h = t.size(2), d = t.size(3);
    return qkv::TensorView::strided(t.data<void>(), t.dtype(),
                                    {t.size(0), bs, h, d},
                                    {bs * h * d, d, bs * d, 1});
  }
  // The view of sequences [first, first + count).
  qkv::PagedKv view(std::size_t first, std::size_t count) const {
    const auto n = static_cast<std::int64_t>(count);
    return {layout(k), layout(v),
            qkv::TensorView::contiguous(table.data() + first * max_blocks,
                                        qkv::DType::kInt32, {n, max_blocks}),
            qkv::TensorView::contiguous(lens.data() + first, qkv::DType::kInt64,
                                        {n})};
  }
};

void report(benchmark::State& state, double kv_bytes) {
  state.counters["KV_GB/s"] = benchmark::Counter(
      kv_bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["pct_read_BW"] =
      benchmark::Counter(100.0 * kv_bytes * 1e-9 / g_bandwidth_gbs,
                         benchmark::Counter::kIsIterationInvariantRate);
  state.SetLabel(qkv::simd_target());
}

void register_varlen(const nlohmann::json& w) {
  const Shape s = shape_of(w);
  const auto lens = w.at("seq_lens").get<std::vector<std::int64_t>>();
  const std::int64_t batch = static_cast<std::int64_t>(lens.size());
  const std::int64_t longest = *std::max_element(lens.begin(), lens.end());
  const std::string id = w.at("id").get<std::string>();
  qkv::AttentionParams params;
  params.causal =
      w.value("causal", false) ? qkv::Causal::kBottomRight : qkv::Causal::kNone;
  benchmark::RegisterBenchmark(
      (id + "/varlen").c_str(),
      [=](benchmark::State& state) {
        const auto cu = cumulative(lens);
        const qkv::Tensor q =
            random_tensor({cu.back(), s.heads, s.head_dim}, 4);
        const qkv::Tensor k =
            random_tensor({cu.back(), s.kv_heads, s.head_dim}, 5);
        const qkv::Tensor v =
            random_tensor({cu.back(), s.kv_heads, s.head_dim}, 6);
        qkv::Tensor out(qkv::DType::kFloat32, {cu.back(), s.heads, s.head_dim});
        const qkv::Varlen vl{cu_view(cu), cu_view(cu), longest, longest};
        for (auto _ : state) {
          qkv::attention_varlen_into(q.view(), k.view(), v.view(), vl, params,
                                     out.view(), {});
        }
        state.SetLabel(qkv::simd_target());
      })
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
  benchmark::RegisterBenchmark(
      (id + "/padded").c_str(),
      [=](benchmark::State& state) {
        const qkv::Tensor q =
            random_tensor({batch, s.heads, longest, s.head_dim}, 4);
        const qkv::Tensor k =
            random_tensor({batch, s.kv_heads, longest, s.head_dim}, 5);
        const qkv::Tensor v =
            random_tensor({batch, s.kv_heads, longest, s.head_dim}, 6);
        qkv::Tensor out(qkv::DType::kFloat32,
                        {batch, s.heads, longest, s.head_dim});
        qkv::AttentionParams p = params;
        p.key_lengths = p.query_lengths = qkv::TensorView::contiguous(
            lens.data(), qkv::DType::kInt64, {batch});
        for (auto _ : state) {
          qkv::attention_into(q.view(), k.view(), v.view(), p, out.view(), {});
        }
        state.SetLabel(qkv::simd_target());
      })
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
}

void register_paged_decode(const nlohmann::json& w) {
  const Shape s = shape_of(w);
  const auto lens = w.at("cache_lens").get<std::vector<std::int64_t>>();
  const std::int64_t batch = static_cast<std::int64_t>(lens.size());
  const std::int64_t longest = *std::max_element(lens.begin(), lens.end());
  const double kv_bytes = static_cast<double>(std::accumulate(
                              lens.begin(), lens.end(), std::int64_t{0})) *
                          static_cast<double>(2 * s.kv_heads * s.head_dim * 4);
  const std::string id = w.at("id").get<std::string>();
  qkv::AttentionParams params;
  params.causal = qkv::Causal::kBottomRight;
  for (const bool vllm : {false, true}) {
    benchmark::RegisterBenchmark(
        (id + (vllm ? "/paged_vllm_layout" : "/paged")).c_str(),
        [=](benchmark::State& state) {
          const PagedCache cache(s, lens, vllm);
          std::vector<std::int64_t> ones(batch, 1);
          const auto cu = cumulative(ones);
          const qkv::Tensor q = random_tensor({batch, s.heads, s.head_dim}, 7);
          qkv::Tensor out(qkv::DType::kFloat32, {batch, s.heads, s.head_dim});
          for (auto _ : state) {
            qkv::attention_paged_into(q.view(), cu_view(cu), 1,
                                      cache.view(0, lens.size()), params,
                                      out.view(), {});
          }
          report(state, kv_bytes);
        })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
  benchmark::RegisterBenchmark(
      (id + "/contiguous").c_str(),
      [=](benchmark::State& state) {
        const qkv::Tensor k =
            random_tensor({batch, s.kv_heads, longest, s.head_dim}, 1, true);
        const qkv::Tensor v =
            random_tensor({batch, s.kv_heads, longest, s.head_dim}, 2, true);
        const qkv::Tensor q = random_tensor({batch, s.heads, 1, s.head_dim}, 7);
        qkv::Tensor out(qkv::DType::kFloat32, {batch, s.heads, 1, s.head_dim});
        qkv::AttentionParams p = params;
        p.key_lengths = qkv::TensorView::contiguous(
            lens.data(), qkv::DType::kInt64, {batch});
        for (auto _ : state) {
          qkv::attention_into(q.view(), k.view(), v.view(), p, out.view(), {});
        }
        report(state, kv_bytes);
      })
      ->Unit(benchmark::kMillisecond)
      ->UseRealTime();
}

// PD1 through PagedKvCache::attend with the cache in bfloat16, q8_0, q4_0,
// q8_kivi and q4_kivi (docs/quantized-cache.md; kivi in blocks of 32
// tokens, the others in PD1's): the serving loop's decode step per storage
// format; KV_GB/s counts the bytes each format stores.
void register_paged_cache_decode(const nlohmann::json& w) {
  const Shape s = shape_of(w);
  const auto lens = w.at("cache_lens").get<std::vector<std::int64_t>>();
  const std::int64_t batch = static_cast<std::int64_t>(lens.size());
  const std::int64_t total =
      std::accumulate(lens.begin(), lens.end(), std::int64_t{0});
  const std::string id = w.at("id").get<std::string>();
  for (const char* format :
       {"bfloat16", "q8_0", "q4_0", "q8_kivi", "q4_kivi"}) {
    const auto quant = qkv::parse_quant_format(format);
    // Keys per channel group 32 tokens of a block: blocks of 32 there.
    const std::int64_t block_size =
        std::string(format).ends_with("kivi") ? 32 : s.block_size;
    const double kv_bytes = static_cast<double>(qkv::kv_cache_bytes(
        total, s.kv_heads, s.head_dim, s.head_dim,
        quant.value_or(qkv::QuantFormat::kNone), qkv::DType::kBFloat16));
    benchmark::RegisterBenchmark(
        (id + "/cache_" + format).c_str(),
        [=](benchmark::State& state) {
          std::int64_t blocks = 0;
          for (std::int64_t n : lens) blocks += n / block_size + 1;
          auto cache =
              quant ? std::make_unique<qkv::PagedKvCache>(
                          blocks, block_size, s.kv_heads, s.head_dim, *quant)
                    : std::make_unique<qkv::PagedKvCache>(
                          blocks, s.block_size, s.kv_heads, s.head_dim,
                          qkv::DType::kBFloat16);
          // Pieces of 512 tokens, sequences in turn: their blocks interleave.
          constexpr std::int64_t kPiece = 512;
          const qkv::Tensor kv =
              random_tensor({kPiece, s.kv_heads, s.head_dim}, 1);
          std::vector<std::int64_t> seqs;
          for (std::int64_t b = 0; b < batch; ++b) {
            seqs.push_back(cache->add_sequence());
          }
          for (std::int64_t t0 = 0; t0 < total; t0 += kPiece) {
            for (std::int64_t b = 0; b < batch; ++b) {
              const std::int64_t n = std::min(kPiece, lens[b] - t0);
              if (n <= 0) continue;
              qkv::TensorView piece = kv.view();
              piece.shape[0] = n;
              cache->append(seqs[b], piece, piece);
            }
          }
          std::vector<std::int64_t> ones(batch, 1);
          const auto cu = cumulative(ones);
          const qkv::Tensor q32 =
              random_tensor({batch, s.heads, s.head_dim}, 7);
          // A plain cache attends queries of its own dtype.
          qkv::Tensor q16(qkv::DType::kBFloat16, {batch, s.heads, s.head_dim});
          for (std::int64_t i = 0; i < q16.numel(); ++i) {
            std::uint32_t bits;
            std::memcpy(&bits, q32.data<float>() + i, 4);
            q16.data<std::uint16_t>()[i] =
                static_cast<std::uint16_t>(bits >> 16);
          }
          const qkv::TensorView q = quant ? q32.view() : q16.view();
          for (auto _ : state) {
            benchmark::DoNotOptimize(cache->attend(seqs, q, cu_view(cu)));
          }
          report(state, kv_bytes);
        })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
}

void register_mixed(const nlohmann::json& w) {
  const Shape s = shape_of(w);
  const std::int64_t chunk = w.at("chunk").get<std::int64_t>();
  auto lens = w.at("chunk_cache_lens").get<std::vector<std::int64_t>>();
  const std::size_t chunks = lens.size();
  const std::int64_t rows = w.at("decode_rows").get<std::int64_t>();
  const std::int64_t lo = w.at("decode_cache_min").get<std::int64_t>();
  const std::int64_t hi = w.at("decode_cache_max").get<std::int64_t>();
  std::vector<std::int64_t> q_lens(chunks, chunk);
  for (std::int64_t r = 0; r < rows; ++r) {
    lens.push_back(lo + (hi - lo) * r / std::max<std::int64_t>(1, rows - 1));
    q_lens.push_back(1);
  }
  const std::string id = w.at("id").get<std::string>();
  qkv::AttentionParams params;
  params.causal = qkv::Causal::kBottomRight;
  // part: 0 the mixed call, 1 its two parts as separate calls, 2 the
  // prefill part alone, 3 the decode part alone (where the time goes).
  auto setup = [=](benchmark::State& state, int part) {
    const PagedCache cache(s, lens);
    const auto cu = cumulative(q_lens);
    const std::vector<std::int64_t> chunk_lens(q_lens.begin(),
                                               q_lens.begin() + chunks);
    const std::vector<std::int64_t> row_lens(q_lens.begin() + chunks,
                                             q_lens.end());
    const auto cu_chunks = cumulative(chunk_lens),
               cu_rows = cumulative(row_lens);
    const qkv::Tensor q = random_tensor({cu.back(), s.heads, s.head_dim}, 8);
    qkv::Tensor out(qkv::DType::kFloat32, {cu.back(), s.heads, s.head_dim});
    const std::int64_t split = cu_chunks.back();
    auto rows_of = [](const qkv::Tensor& t, std::int64_t from, std::int64_t n) {
      qkv::TensorView view = t.view();
      view.data = static_cast<float*>(view.data) + from * view.strides[0];
      view.shape[0] = n;
      return view;
    };
    for (auto _ : state) {
      if (part == 0) {
        qkv::attention_paged_into(q.view(), cu_view(cu), chunk,
                                  cache.view(0, lens.size()), params,
                                  out.view(), {});
        continue;
      }
      if (part != 3) {
        qkv::attention_paged_into(rows_of(q, 0, split), cu_view(cu_chunks),
                                  chunk, cache.view(0, chunks), params,
                                  rows_of(out, 0, split), {});
      }
      if (part != 2) {
        qkv::attention_paged_into(
            rows_of(q, split, cu.back() - split), cu_view(cu_rows), 1,
            cache.view(chunks, lens.size() - chunks), params,
            rows_of(out, split, cu.back() - split), {});
      }
    }
    state.SetLabel(qkv::simd_target());
  };
  const char* names[] = {"/mixed", "/separate", "/prefill_part",
                         "/decode_part"};
  for (int part = 0; part < 4; ++part) {
    benchmark::RegisterBenchmark((id + names[part]).c_str(),
                                 [=](benchmark::State& st) { setup(st, part); })
        ->Unit(benchmark::kMillisecond)
        ->UseRealTime();
  }
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  std::ifstream file(QKV_WORKLOADS_PATH);
  std::stringstream text;
  text << file.rdbuf();
  const nlohmann::json all = nlohmann::json::parse(text.str());
  const int threads = qkv::default_num_threads();
  g_bandwidth_gbs = qkv::bench::measure_read_bandwidth_gbs(threads);
  std::printf("machine: %d threads, SIMD %s, read bandwidth %.1f GB/s\n",
              threads, qkv::simd_target().c_str(), g_bandwidth_gbs);
  for (const auto& w : all.at("serving")) {
    const std::string kind = w.at("kind").get<std::string>();
    if (kind == "varlen") register_varlen(w);
    if (kind == "paged_decode") {
      register_paged_decode(w);
      register_paged_cache_decode(w);
    }
    if (kind == "mixed") register_mixed(w);
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
