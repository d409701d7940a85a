// `qkv ring-demo` (run under mpirun): exact attention over a sequence sharded
// across the MPI ranks. Each rank generates only its own rows, runs ring (or
// all-gather) attention, checks a sample of its rows against single-process
// attention, and reports time, peak memory and communication volume.
#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <initializer_list>
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

// The shards of q, k, v (and dout, with --backward) on this rank, and where
// its rows come from.
struct Shards {
  int rank = 0, world = 1;
  bool zigzag = false;
  std::int64_t parts = 1;  // chunks of the sequence
  Tensor q, k, v, dout;
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

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Rank 0's progress lines: one at every tenth of the pieces, with its peak
// memory so far (VmHWM, reset before the pass).
std::function<void(std::int64_t, std::int64_t)> progress(int rank,
                                                         const char* what) {
  if (rank != 0) return {};
  const Clock::time_point start = Clock::now();
  return [what, start, shown = std::int64_t{0}](std::int64_t done,
                                                std::int64_t total) mutable {
    const std::int64_t tenth = done * 10 / total;
    if (tenth == shown) return;
    shown = tenth;
    std::printf(
        "  %s: %3lld%% (%lld of %lld pieces per rank, %.1f s; rank 0's peak "
        "memory %.1f MiB)\n",
        what, static_cast<long long>(tenth * 10), static_cast<long long>(done),
        static_cast<long long>(total), seconds_since(start), peak_rss_mib());
    std::fflush(stdout);
  };
}

// One pass (forward or backward): its time, this rank's peak resident
// memory during it (VmHWM, reset before), and the bytes this rank sent.
struct Pass {
  double seconds = 0.0, rss = 0.0, sent = 0.0;
};

template <class Run>
Pass measure(dist::Communicator& comm, Run&& run) {
  comm.barrier();
  reset_peak_rss();
  const std::uint64_t sent = comm.bytes_sent();
  const Clock::time_point start = Clock::now();
  run();
  Pass p;
  p.seconds = seconds_since(start);
  p.rss = peak_rss_mib();
  p.sent = static_cast<double>(comm.bytes_sent() - sent);
  return p;
}

struct Measured {
  AttentionResult result;
  AttentionGrads grads;
  Pass forward, backward;
  double process_rss = 0.0;  // before any attention data
};

dist::RingParams ring_params(const RingDemoOptions& o, const Shards& s) {
  dist::RingParams rp;
  rp.causal = o.causal ? Causal::kTopLeft : Causal::kNone;
  rp.layout = s.zigzag ? dist::Layout::kZigzag : dist::Layout::kContiguous;
  rp.num_threads = o.threads;
  rp.piece_rows = o.piece_rows;
  return rp;
}

Measured run_attention(dist::Communicator& comm, const RingDemoOptions& o,
                       Shards& s) {
  Measured m;
  // The process before any attention data: MPI, the program, libraries.
  reset_peak_rss();
  m.process_rss = peak_rss_mib();
  const std::int64_t b = o.batch, d = o.head_dim;
  s.q = make_shard(0, b, o.heads, o.seq, d, s.rank, s.world, s.zigzag);
  s.k = make_shard(1, b, o.kv_heads, o.seq, d, s.rank, s.world, s.zigzag);
  s.v = make_shard(2, b, o.kv_heads, o.seq, d, s.rank, s.world, s.zigzag);
  dist::RingParams rp = ring_params(o, s);
  rp.progress = progress(s.rank, "forward");
  m.forward = measure(comm, [&] {
    m.result = o.allgather ? dist::allgather_attention(
                                 comm, s.q.view(), s.k.view(), s.v.view(), rp)
                           : dist::ring_attention(comm, s.q.view(), s.k.view(),
                                                  s.v.view(), rp);
  });
  if (!o.backward) return m;
  s.dout = make_shard(3, b, o.heads, o.seq, d, s.rank, s.world, s.zigzag);
  rp.progress = progress(s.rank, "backward");
  m.backward = measure(comm, [&] {
    m.grads = dist::ring_attention_backward(
        comm, s.dout.view(), s.q.view(), s.k.view(), s.v.view(),
        m.result.out.view(), m.result.lse.view(), rp);
  });
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

// Row `row` of this rank's (batch 0) rank-4 shard t, as (1, heads, 1, dim).
TensorView shard_row(const Tensor& t, std::int64_t row) {
  const std::int64_t heads = t.size(1), local = t.size(2), d = t.size(3);
  return TensorView::strided(t.data<float>() + row * d, DType::kFloat32,
                             {1, heads, 1, d},
                             {heads * local * d, local * d, d, 1});
}

// The largest difference of a (1, heads, 1, dim) row from this rank's row
// `row` of t.
double row_diff(const Tensor& t, std::int64_t row, const Tensor& want) {
  const TensorView got = shard_row(t, row);
  double diff = 0.0;
  for (std::int64_t h = 0; h < got.shape[1]; ++h) {
    for (std::int64_t e = 0; e < got.shape[3]; ++e) {
      const float g =
          static_cast<const float*>(got.data)[h * got.strides[1] + e];
      diff = std::max(
          diff,
          double(std::fabs(g - want.data<float>()[h * got.shape[3] + e])));
    }
  }
  return diff;
}

struct Diffs {
  double out = 0.0, dq = 0.0;
};

// The largest differences of `check` of this rank's rows (batch 0) from
// single-process attention over the whole sequence (and, with --backward,
// of their dq from its backward: a row's dq needs only that row).
Diffs check_rows(const RingDemoOptions& o, const Shards& s, const Measured& m) {
  const Tensor full_k = full_sequence(1, o), full_v = full_sequence(2, o);
  const std::int64_t d = o.head_dim, local = s.q.size(2), c = o.seq / s.parts;
  Diffs diffs;
  for (std::int64_t n = 0; n < std::min(o.check, local); ++n) {
    const std::int64_t row = (n * 7919) % local;  // a spread of local rows
    const std::int64_t chunk =
        s.zigzag ? (row < c ? s.rank : 2 * s.world - 1 - s.rank) : s.rank;
    const std::int64_t pos = chunk * c + row % c;
    AttentionParams p;
    if (o.causal) p.causal = Causal::kBottomRight;
    const std::int64_t keys = o.causal ? pos + 1 : o.seq;
    const std::vector<std::int64_t> shape = {1, o.kv_heads, keys, d},
                                    strides = {o.kv_heads * o.seq * d,
                                               o.seq * d, d, 1};
    const TensorView k = TensorView::strided(full_k.data<float>(),
                                             DType::kFloat32, shape, strides);
    const TensorView v = TensorView::strided(full_v.data<float>(),
                                             DType::kFloat32, shape, strides);
    const AttentionResult want = attention(shard_row(s.q, row), k, v, p);
    diffs.out = std::max(diffs.out, row_diff(m.result.out, row, want.out));
    if (!o.backward) continue;
    const AttentionGrads g =
        attention_backward(shard_row(s.dout, row), shard_row(s.q, row), k, v,
                           want.out.view(), want.lse.view(), p);
    diffs.dq = std::max(diffs.dq, row_diff(m.grads.dq, row, g.dq));
  }
  return diffs;
}

// The worst (max) or whole (sum) of every rank's x, on rank 0.
double reduce(double x, MPI_Op op) {
  double to = 0.0;
  MPI_Reduce(&x, &to, 1, MPI_DOUBLE, op, 0, MPI_COMM_WORLD);
  return to;
}

// What one rank holds for a pass besides the process: its shards and
// results (MiB), from their sizes.
double held_mib(std::initializer_list<const Tensor*> tensors) {
  double bytes = 0.0;
  for (const Tensor* t : tensors) bytes += static_cast<double>(t->nbytes());
  return bytes / (1024.0 * 1024.0);
}

void print_pass(const char* what, const Pass& p, double held, double process) {
  const double slowest = reduce(p.seconds, MPI_MAX),
               rss = reduce(p.rss, MPI_MAX), total = reduce(p.rss, MPI_SUM),
               sent = reduce(p.sent, MPI_SUM);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank != 0) return;
  std::printf(
      "  %s: time %.1f ms (slowest rank), peak memory per rank %.1f MiB "
      "(all ranks %.1f MiB; per rank: the process before any data %.1f, its "
      "tensors %.1f, the rest - pieces in flight, call buffers, allocator - "
      "%.1f), communication %s in all\n",
      what, slowest * 1e3, rss, total, process, held, rss - process - held,
      human_bytes(sent).c_str());
}

// Gathers the ranks' figures on rank 0 and prints them; the exit status.
int report(const RingDemoOptions& o, const Shards& s, const Measured& m,
           const Diffs& diffs) {
  const double process = reduce(m.process_rss, MPI_MAX);
  const double worst = reduce(diffs.out, MPI_MAX),
               worst_dq = reduce(diffs.dq, MPI_MAX);
  const bool ok = worst <= 1e-4 && worst_dq <= 1e-4;
  if (s.rank == 0) {
    std::printf(
        "%s attention over %d rank%s: batch %lld, heads %lld/%lld, seq %lld, "
        "head_dim %lld, %s\n",
        o.allgather ? "all-gather" : "ring", s.world, s.world > 1 ? "s" : "",
        static_cast<long long>(o.batch), static_cast<long long>(o.heads),
        static_cast<long long>(o.kv_heads), static_cast<long long>(o.seq),
        static_cast<long long>(o.head_dim),
        o.causal ? "causal (zigzag layout)" : "full (contiguous layout)");
  }
  print_pass("forward", m.forward,
             held_mib({&s.q, &s.k, &s.v, &m.result.out, &m.result.lse}),
             process);
  if (o.backward) {
    print_pass("backward", m.backward,
               held_mib({&s.q, &s.k, &s.v, &m.result.out, &m.result.lse,
                         &s.dout, &m.grads.dq, &m.grads.dk, &m.grads.dv}),
               process);
  }
  if (s.rank == 0) {
    std::printf(
        "  checked %lld rows per rank against single-process attention: max "
        "|diff| %.3g",
        static_cast<long long>(std::min<std::int64_t>(o.check, s.q.size(2))),
        worst);
    if (o.backward) std::printf(", of their dq %.3g", worst_dq);
    std::printf(" -> %s\n", ok ? "OK" : "MISMATCH");
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
  return report(o, s, m, check_rows(o, s, m));
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
