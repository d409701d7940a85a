// `qkv ring-demo` (run under mpirun): exact attention over a sequence sharded
// across the MPI ranks. Each rank generates only its own rows, runs ring (or
// all-gather) attention, checks a sample of its rows against single-process
// attention, and reports time, peak memory and communication volume.
#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "commands.h"
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

// The shards of q, k, v on this rank, and where its rows come from.
struct Shards {
  int rank = 0, world = 1;
  bool zigzag = false;
  std::int64_t parts = 1;  // chunks of the sequence
  Tensor q, k, v;
};

// Whether the sequence splits into the layout's chunks (rank 0 says why
// not).
bool divisible(const RingDemoOptions& o, const Shards& s) {
  if (o.seq % s.parts == 0) return true;
  if (s.rank == 0) {
    std::fprintf(stderr,
                 "qkv: error: ring-demo: --seq %lld is not divisible by %lld "
                 "(%s); pad the sequence\n",
                 static_cast<long long>(o.seq), static_cast<long long>(s.parts),
                 s.zigzag ? "2 x ranks, zigzag causal layout" : "ranks");
  }
  return false;
}

struct Measured {
  AttentionResult result;
  double seconds = 0.0, rss = 0.0, process_rss = 0.0, sent = 0.0;
};

Measured run_attention(dist::Communicator& comm, const RingDemoOptions& o,
                       Shards& s) {
  Measured m;
  // The process before any attention data: MPI, the program, libraries.
  reset_peak_rss();
  m.process_rss = peak_rss_mib();
  s.q = make_shard(0, o.batch, o.heads, o.seq, o.head_dim, s.rank, s.world,
                   s.zigzag);
  s.k = make_shard(1, o.batch, o.kv_heads, o.seq, o.head_dim, s.rank, s.world,
                   s.zigzag);
  s.v = make_shard(2, o.batch, o.kv_heads, o.seq, o.head_dim, s.rank, s.world,
                   s.zigzag);
  dist::RingParams rp;
  rp.causal = o.causal ? Causal::kTopLeft : Causal::kNone;
  rp.layout = s.zigzag ? dist::Layout::kZigzag : dist::Layout::kContiguous;
  rp.num_threads = o.threads;
  comm.barrier();
  reset_peak_rss();
  const auto start = std::chrono::steady_clock::now();
  m.result = o.allgather ? dist::allgather_attention(comm, s.q.view(),
                                                     s.k.view(), s.v.view(), rp)
                         : dist::ring_attention(comm, s.q.view(), s.k.view(),
                                                s.v.view(), rp);
  m.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
  m.rss = peak_rss_mib();
  m.sent = static_cast<double>(comm.bytes_sent());
  return m;
}

// The whole sequence of k or v (batch 0), regenerated.
Tensor full_sequence(int id, const RingDemoOptions& o) {
  Tensor t(DType::kFloat32, {1, o.kv_heads, o.seq, o.head_dim});
  for (std::int64_t h = 0; h < o.kv_heads; ++h) {
    for (std::int64_t pos = 0; pos < o.seq; ++pos) {
      fill_row(t.data<float>() + (h * o.seq + pos) * o.head_dim, o.head_dim, id,
               0, h, pos);
    }
  }
  return t;
}

// The largest difference of `check` of this rank's rows (batch 0) from
// single-process attention over the whole sequence.
double check_rows(const RingDemoOptions& o, const Shards& s,
                  const AttentionResult& r) {
  const Tensor full_k = full_sequence(1, o), full_v = full_sequence(2, o);
  const std::int64_t d = o.head_dim, local = s.q.size(2), c = o.seq / s.parts,
                     seq = o.seq;
  double max_diff = 0.0;
  for (std::int64_t n = 0; n < std::min(o.check, local); ++n) {
    const std::int64_t row = (n * 7919) % local;  // a spread of local rows
    const std::int64_t chunk =
        s.zigzag ? (row < c ? s.rank : 2 * s.world - 1 - s.rank) : s.rank;
    const std::int64_t pos = chunk * c + row % c;
    const TensorView q_row = TensorView::strided(
        s.q.data<float>() + row * d, DType::kFloat32, {1, o.heads, 1, d},
        {o.heads * local * d, local * d, d, 1});
    AttentionParams p;
    if (o.causal) p.causal = Causal::kBottomRight;
    const std::int64_t keys = o.causal ? pos + 1 : seq;
    const std::vector<std::int64_t> shape = {1, o.kv_heads, keys, d},
                                    strides = {o.kv_heads * seq * d, seq * d, d,
                                               1};
    const AttentionResult want =
        attention(q_row,
                  TensorView::strided(full_k.data<float>(), DType::kFloat32,
                                      shape, strides),
                  TensorView::strided(full_v.data<float>(), DType::kFloat32,
                                      shape, strides),
                  p);
    for (std::int64_t h = 0; h < o.heads; ++h) {
      for (std::int64_t e = 0; e < d; ++e) {
        const float got = r.out.data<float>()[(h * local + row) * d + e];
        max_diff = std::max(
            max_diff,
            double(std::fabs(got - want.out.data<float>()[h * d + e])));
      }
    }
  }
  return max_diff;
}

// Gathers the ranks' figures on rank 0 and prints them; the exit status.
int report(const RingDemoOptions& o, const Shards& s, const Measured& m,
           double max_diff) {
  double slowest = 0.0, worst_diff = 0.0, max_rss = 0.0, total_sent = 0.0,
         max_process = 0.0;
  auto reduce = [](const double& x, double& to, MPI_Op op) {
    MPI_Reduce(&x, &to, 1, MPI_DOUBLE, op, 0, MPI_COMM_WORLD);
  };
  reduce(m.process_rss, max_process, MPI_MAX);
  reduce(m.seconds, slowest, MPI_MAX);
  reduce(max_diff, worst_diff, MPI_MAX);
  reduce(m.rss, max_rss, MPI_MAX);
  reduce(m.sent, total_sent, MPI_SUM);
  const bool ok = worst_diff <= 1e-4;
  if (s.rank == 0) {
    std::printf(
        "%s attention over %d rank%s: batch %lld, heads %lld/%lld, seq %lld, "
        "head_dim %lld, %s\n",
        o.allgather ? "all-gather" : "ring", s.world, s.world > 1 ? "s" : "",
        static_cast<long long>(o.batch), static_cast<long long>(o.heads),
        static_cast<long long>(o.kv_heads), static_cast<long long>(o.seq),
        static_cast<long long>(o.head_dim),
        o.causal ? "causal (zigzag layout)" : "full (contiguous layout)");
    std::printf(
        "  time %.1f ms (slowest rank), peak memory per rank %.1f MiB "
        "(of which %.1f MiB the process before any data), communication %s "
        "in all\n",
        slowest * 1e3, max_rss, max_process, human_bytes(total_sent).c_str());
    std::printf(
        "  checked %lld rows per rank against single-process attention: max "
        "|diff| %.3g -> %s\n",
        static_cast<long long>(o.check), worst_diff, ok ? "OK" : "MISMATCH");
  }
  return ok ? 0 : 1;
}

int ring_demo_ranks(const RingDemoOptions& o) {
  auto comm = dist::make_mpi_communicator(MPI_COMM_WORLD);
  Shards s;
  s.world = comm->size();
  s.rank = comm->rank();
  s.zigzag = o.causal;
  s.parts = s.zigzag ? 2 * s.world : s.world;
  if (!divisible(o, s)) return 1;
  const Measured m = run_attention(*comm, o, s);
  const double max_diff = check_rows(o, s, m.result);
  return report(o, s, m, max_diff);
}

}  // namespace

// Arguments were checked by the caller (commands.cc) before MPI starts. An
// error on one rank after that aborts every rank (exit status 1): the
// others may be waiting in a collective.
int ring_demo_command(const RingDemoOptions& o) {
  MPI_Init(nullptr, nullptr);
  int status = 1;
  try {
    status = ring_demo_ranks(o);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "qkv: error: ring-demo: %s\n", e.what());
    std::fflush(stdout);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  MPI_Finalize();
  return status;
}

}  // namespace qkv::cli
