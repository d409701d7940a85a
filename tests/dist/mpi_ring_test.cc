// Ring attention over MPI (run by ctest under `mpirun -np W`): every rank
// checks its shard against single-process attention, and against the same
// ring run with the in-process communicator, which must be bit-identical.
#include <gtest/gtest.h>
#include <mpi.h>

#include <vector>

#include "dist/in_process.h"
#include "dist/single_process.h"
#include "qkv/dist_mpi.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv::dist {
namespace {

struct Shards {
  Tensor q, k, v, dout;
};

Shards my_shards(const testing::Qkv& x, const Tensor& dout, int rank, int world,
                 Layout layout) {
  return {shard(x.q.view(), rank, world, layout),
          shard(x.k.view(), rank, world, layout),
          shard(x.v.view(), rank, world, layout),
          shard(dout.view(), rank, world, layout)};
}

TEST(MpiRing, EqualsSingleProcessAndInProcessBitForBit) {
  auto comm = make_mpi_communicator(MPI_COMM_WORLD);
  const int world = comm->size(), rank = comm->rank();
  for (int variant = 0; variant < 3; ++variant) {
    const bool causal = variant != 0;
    const bool padded = variant == 2;  // batch row 0 ends mid-sequence
    SCOPED_TRACE(variant == 0 ? "full" : padded ? "causal, padded" : "causal");
    const std::int64_t seq = 8 * world;
    const auto x =
        testing::random_qkv(2, 4, 2, seq, seq, 8, 8, 42);  // same on every rank
    const Tensor dout = testing::random_tensor({2, 4, seq, 8}, 43);
    const Layout layout = causal ? Layout::kZigzag : Layout::kContiguous;
    const std::vector<std::int64_t> lengths =
        padded ? std::vector<std::int64_t>{seq / 2 + 3, seq}
               : std::vector<std::int64_t>{};
    const Tensor lens = testing::lengths_tensor(lengths);
    RingParams rp;
    rp.causal = causal ? Causal::kTopLeft : Causal::kNone;
    rp.layout = layout;
    rp.num_threads = 1;
    rp.key_lengths = lens.view();
    const Shards s = my_shards(x, dout, rank, world, layout);
    const std::uint64_t sent_before = comm->bytes_sent();
    const AttentionResult mpi =
        ring_attention(*comm, s.q.view(), s.k.view(), s.v.view(), rp);
    // Counted by the Communicator base: every rank's K/V shard passes the
    // W - 1 others, after the argument check's record.
    EXPECT_EQ(comm->bytes_sent() - sent_before,
              static_cast<std::uint64_t>(world - 1) *
                  (s.k.nbytes() + s.v.nbytes() + kCheckBytes));
    const AttentionGrads mpi_g =
        ring_attention_backward(*comm, s.dout.view(), s.q.view(), s.k.view(),
                                s.v.view(), mpi.out.view(), mpi.lse.view(), rp);
    // Single process, this rank's rows.
    const auto single = testing::single_process(x, dout, causal, lengths);
    const auto diff = [&](const Tensor& got, const Tensor& want) {
      return testing::max_abs_diff(got,
                                   shard(want.view(), rank, world, layout));
    };
    EXPECT_LE(diff(mpi.out, single.fwd.out), 2e-6);
    EXPECT_LE(diff(mpi_g.dq, single.grads.dq), 2e-5);
    EXPECT_LE(diff(mpi_g.dk, single.grads.dk), 2e-5);
    EXPECT_LE(diff(mpi_g.dv, single.grads.dv), 2e-5);
    // The same ring with threads in this process: bit-identical.
    Tensor local_out, local_dq;
    testing::on_every_rank(world, [&](Communicator& peer) {
      const int r = peer.rank();
      const Shards t = my_shards(x, dout, r, world, layout);
      auto res = ring_attention(peer, t.q.view(), t.k.view(), t.v.view(), rp);
      auto g = ring_attention_backward(peer, t.dout.view(), t.q.view(),
                                       t.k.view(), t.v.view(), res.out.view(),
                                       res.lse.view(), rp);
      if (r == rank) {
        local_out = std::move(res.out);
        local_dq = std::move(g.dq);
      }
    });
    EXPECT_TRUE(testing::bit_identical(local_out, mpi.out));
    EXPECT_TRUE(testing::bit_identical(local_dq, mpi_g.dq));
    EXPECT_GT(comm->bytes_sent(), 0u);
  }
}

TEST(MpiRing, UndividedSequenceIsAClearErrorOnEveryRank) {
  const int world = make_mpi_communicator()->size();
  const Tensor full = testing::random_tensor({1, 1, 2 * world + 1, 4}, 1);
  EXPECT_THROW(shard(full.view(), 0, world, Layout::kZigzag), Error);
}

// MPI_COMM_NULL, and an intercommunicator (its ranks address the remote
// group, so each group would read the other's keys): refused as the
// communicator is made, on every rank.
TEST(MpiRing, NullAndIntercommunicatorsAreRefused) {
  EXPECT_THROW(make_mpi_communicator(MPI_COMM_NULL), Error);
  int rank = 0, world = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &world);
  if (world < 2) return;
  MPI_Comm local = MPI_COMM_NULL, inter = MPI_COMM_NULL;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &local);
  MPI_Intercomm_create(local, 0, MPI_COMM_WORLD, 1 - rank % 2, 7, &inter);
  EXPECT_THROW(make_mpi_communicator(inter), Error);
  MPI_Comm_free(&inter);
  MPI_Comm_free(&local);
}

}  // namespace
}  // namespace qkv::dist

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  ::testing::InitGoogleTest(&argc, argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank != 0) {  // one report
    delete ::testing::UnitTest::GetInstance()->listeners().Release(
        ::testing::UnitTest::GetInstance()
            ->listeners()
            .default_result_printer());
  }
  const int failed = RUN_ALL_TESTS();
  int any = 0;
  MPI_Allreduce(&failed, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return any;
}
