// `qkv ring-demo` (run under mpirun): exact attention over a sequence sharded
// across the MPI ranks. Each rank generates only its own rows, runs ring (or
// all-gather) attention, checks a sample of its rows against single-process
// attention, and reports time, peak memory and communication volume.
#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "machine_peak.h"
#include "qkv/dist_mpi.h"
#include "qkv/qkv.h"
#include "tools.h"

namespace qkv::cli {
namespace {

using bench::peak_rss_mib;
using bench::reset_peak_rss;

// Row `pos` of tensor `id`, head h, batch b: the same on every rank.
void fill_row(float* dst, std::int64_t d, int id, std::int64_t b,
              std::int64_t h, std::int64_t pos) {
  std::mt19937 rng(
      static_cast<std::uint32_t>(((id * 131 + b) * 1009 + h) * 1000003 + pos));
  std::normal_distribution<float> normal;
  for (std::int64_t c = 0; c < d; ++c) dst[c] = normal(rng);
}

// This rank's shard (layout as the ring uses), generated row by row.
Tensor make_shard(int id, std::int64_t batch, std::int64_t heads,
                  std::int64_t seq, std::int64_t d, int rank, int world,
                  bool zigzag) {
  const std::int64_t parts = zigzag ? 2 * world : world, c = seq / parts;
  std::vector<std::int64_t> chunks = {rank};
  if (zigzag) chunks.push_back(2 * world - 1 - rank);
  Tensor t(DType::kFloat32, {batch, heads, c * std::int64_t(chunks.size()), d});
  for (std::int64_t b = 0; b < batch; ++b) {
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::size_t n = 0; n < chunks.size(); ++n) {
        for (std::int64_t i = 0; i < c; ++i) {
          fill_row(
              t.data<float>() +
                  ((b * heads + h) * t.size(2) + std::int64_t(n) * c + i) * d,
              d, id, b, h, chunks[n] * c + i);
        }
      }
    }
  }
  return t;
}

}  // namespace

int ring_demo_command(int argc, char** argv,
                      const std::vector<std::string>& args) {
  std::int64_t seq = 16384, heads = 8, kv_heads = 8, d = 64, batch = 1,
               check = 4;
  bool causal = true, allgather = false;
  int threads = 0;
  for (std::size_t n = 0; n < args.size(); ++n) {
    auto value = [&]() -> std::int64_t {
      if (n + 1 >= args.size()) throw Error(args[n] + ": missing value");
      return std::stoll(args[++n]);
    };
    const std::string& a = args[n];
    if (a == "--seq")
      seq = value();
    else if (a == "--heads")
      heads = value();
    else if (a == "--kv-heads")
      kv_heads = value();
    else if (a == "--head-dim")
      d = value();
    else if (a == "--batch")
      batch = value();
    else if (a == "--check")
      check = value();
    else if (a == "--threads")
      threads = static_cast<int>(value());
    else if (a == "--full")
      causal = false;
    else if (a == "--allgather")
      allgather = true;
    else if (a == "--help") {
      std::printf(
          "mpirun -np W qkv ring-demo [--seq N] [--heads H] [--kv-heads G] "
          "[--head-dim D] [--batch B] [--full] [--allgather] [--check K] "
          "[--threads T]\n");
      return 0;
    } else {
      throw Error("qkv ring-demo: unknown option " + a);
    }
  }
  MPI_Init(&argc, &argv);
  int status = 0;
  {
    auto comm = dist::make_mpi_communicator(MPI_COMM_WORLD);
    const int world = comm->size(), rank = comm->rank();
    const bool zigzag = causal;
    const std::int64_t parts = zigzag ? 2 * world : world;
    if (seq % parts != 0) {
      if (rank == 0) {
        std::fprintf(
            stderr,
            "qkv: error: ring-demo: --seq %lld is not divisible by %lld "
            "(%s); pad the sequence\n",
            static_cast<long long>(seq), static_cast<long long>(parts),
            zigzag ? "2 x ranks, zigzag causal layout" : "ranks");
      }
      MPI_Finalize();
      return 1;
    }
    // The process before any attention data: MPI, the program, libraries.
    reset_peak_rss();
    const double process_rss = peak_rss_mib();
    const Tensor q = make_shard(0, batch, heads, seq, d, rank, world, zigzag);
    const Tensor k =
        make_shard(1, batch, kv_heads, seq, d, rank, world, zigzag);
    const Tensor v =
        make_shard(2, batch, kv_heads, seq, d, rank, world, zigzag);
    dist::RingParams rp;
    rp.causal = causal ? Causal::kTopLeft : Causal::kNone;
    rp.layout = zigzag ? dist::Layout::kZigzag : dist::Layout::kContiguous;
    rp.num_threads = threads;
    comm->barrier();
    reset_peak_rss();
    const auto start = std::chrono::steady_clock::now();
    const AttentionResult r =
        allgather
            ? dist::allgather_attention(*comm, q.view(), k.view(), v.view(), rp)
            : dist::ring_attention(*comm, q.view(), k.view(), v.view(), rp);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    const double rss = peak_rss_mib();
    const auto sent = static_cast<double>(comm->bytes_sent());
    // Check `check` rows of this rank against single-process attention over
    // the whole (regenerated) sequence.
    double max_diff = 0.0;
    {
      Tensor full_k(DType::kFloat32, {1, kv_heads, seq, d}),
          full_v(DType::kFloat32, {1, kv_heads, seq, d});
      for (std::int64_t h = 0; h < kv_heads; ++h) {
        for (std::int64_t pos = 0; pos < seq; ++pos) {
          fill_row(full_k.data<float>() + (h * seq + pos) * d, d, 1, 0, h, pos);
          fill_row(full_v.data<float>() + (h * seq + pos) * d, d, 2, 0, h, pos);
        }
      }
      const std::int64_t local = q.size(2), c = seq / parts;
      for (std::int64_t s = 0; s < std::min(check, local); ++s) {
        const std::int64_t row = (s * 7919) % local;  // a spread of local rows
        const std::int64_t chunk =
            zigzag ? (row < c ? rank : 2 * world - 1 - rank) : rank;
        const std::int64_t pos = chunk * c + row % c;
        const TensorView q_row = TensorView::strided(
            q.data<float>() + row * d, DType::kFloat32, {1, heads, 1, d},
            {heads * local * d, local * d, d, 1});
        AttentionParams p;
        if (causal) p.causal = Causal::kBottomRight;
        const std::int64_t keys = causal ? pos + 1 : seq;
        const TensorView kv = TensorView::strided(
            full_k.data<float>(), DType::kFloat32, {1, kv_heads, keys, d},
            {kv_heads * seq * d, seq * d, d, 1});
        const TensorView vv = TensorView::strided(
            full_v.data<float>(), DType::kFloat32, {1, kv_heads, keys, d},
            {kv_heads * seq * d, seq * d, d, 1});
        const AttentionResult want = attention(q_row, kv, vv, p);
        for (std::int64_t h = 0; h < heads; ++h) {
          for (std::int64_t cc = 0; cc < d; ++cc) {
            const float got = r.out.data<float>()[(h * local + row) * d + cc];
            max_diff = std::max(
                max_diff,
                double(std::fabs(got - want.out.data<float>()[h * d + cc])));
          }
        }
      }
    }
    double slowest = 0.0, worst_diff = 0.0, max_rss = 0.0, total_sent = 0.0;
    double max_process = 0.0;
    MPI_Reduce(&process_rss, &max_process, 1, MPI_DOUBLE, MPI_MAX, 0,
               MPI_COMM_WORLD);
    MPI_Reduce(&seconds, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&max_diff, &worst_diff, 1, MPI_DOUBLE, MPI_MAX, 0,
               MPI_COMM_WORLD);
    MPI_Reduce(&rss, &max_rss, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&sent, &total_sent, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    const bool ok = worst_diff <= 1e-4;
    if (rank == 0) {
      std::printf(
          "%s attention over %d rank%s: batch %lld, heads %lld/%lld, seq %lld, "
          "head_dim %lld, %s\n",
          allgather ? "all-gather" : "ring", world, world > 1 ? "s" : "",
          static_cast<long long>(batch), static_cast<long long>(heads),
          static_cast<long long>(kv_heads), static_cast<long long>(seq),
          static_cast<long long>(d),
          causal ? "causal (zigzag layout)" : "full (contiguous layout)");
      std::printf(
          "  time %.1f ms (slowest rank), peak memory per rank %.1f MiB "
          "(of which %.1f MiB the process before any data), communication %s "
          "in all\n",
          slowest * 1e3, max_rss, max_process, human_bytes(total_sent).c_str());
      std::printf(
          "  checked %lld rows per rank against single-process attention: max "
          "|diff| %.3g -> %s\n",
          static_cast<long long>(check), worst_diff, ok ? "OK" : "MISMATCH");
    }
    status = ok ? 0 : 1;
  }
  MPI_Finalize();
  return status;
}

}  // namespace qkv::cli
