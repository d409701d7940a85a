// Ring attention's travelling pieces (forward and the streamed backward):
// every piece size (one row, odd, a whole chunk, more than a shard holds)
// gives single-process attention's values and gradients; the results are
// bit-identical for any thread count; the backward's messages are the
// pieces (K/V W − 1 times, their gradients W times); every rank must agree
// on the piece size.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dist/in_process.h"
#include "dist/single_process.h"
#include "qkv/dist.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv::dist {
namespace {

struct Case {
  int world;
  bool causal;
  std::int64_t heads, kv_heads, seq, piece_rows;
  std::vector<std::int64_t> key_lengths = {};
};

struct RankResults {
  std::vector<Tensor> out, dq, dk, dv;
  std::int64_t progress_calls = 0;  // rank 0's, forward and backward
};

// Forward and backward of every rank with `threads` threads each.
RankResults run_ring(const Case& c, const testing::Qkv& x, const Tensor& dout,
                     int threads) {
  const Layout layout = c.causal ? Layout::kZigzag : Layout::kContiguous;
  const Tensor lens = testing::lengths_tensor(c.key_lengths);
  RankResults r;
  for (auto* v : {&r.out, &r.dq, &r.dk, &r.dv}) v->resize(c.world);
  testing::on_every_rank(c.world, [&](Communicator& comm) {
    const int rank = comm.rank();
    RingParams rp;
    rp.causal = c.causal ? Causal::kTopLeft : Causal::kNone;
    rp.layout = layout;
    rp.num_threads = threads;
    rp.key_lengths = lens.view();
    rp.piece_rows = c.piece_rows;
    if (rank == 0) {
      rp.progress = [&](std::int64_t done, std::int64_t total) {
        ++r.progress_calls;
        EXPECT_LE(done, total);
      };
    }
    const Tensor q = shard(x.q.view(), rank, c.world, layout);
    const Tensor k = shard(x.k.view(), rank, c.world, layout);
    const Tensor v = shard(x.v.view(), rank, c.world, layout);
    const Tensor g = shard(dout.view(), rank, c.world, layout);
    AttentionResult res =
        ring_attention(comm, q.view(), k.view(), v.view(), rp);
    const std::uint64_t before = comm.bytes_sent();
    AttentionGrads grads =
        ring_attention_backward(comm, g.view(), q.view(), k.view(), v.view(),
                                res.out.view(), res.lse.view(), rp);
    // The argument check's record, every K/V piece to the W − 1 others and
    // every gradient piece on W times (back to its owner).
    const std::uint64_t kv = k.nbytes() + v.nbytes();
    EXPECT_EQ(comm.bytes_sent() - before, (c.world - 1) * (kv + kCheckBytes) +
                                              (c.world > 1 ? c.world * kv : 0));
    r.out[rank] = std::move(res.out);
    r.dq[rank] = std::move(grads.dq);
    r.dk[rank] = std::move(grads.dk);
    r.dv[rank] = std::move(grads.dv);
  });
  return r;
}

Tensor whole(const std::vector<Tensor>& parts, Layout layout) {
  std::vector<TensorView> views;
  for (const auto& p : parts) views.push_back(p.view());
  return unshard(views, layout);
}

TEST(RingPieces, EverySizeEqualsSingleProcessAndAnyThreadCount) {
  const std::vector<Case> cases = {
      // seq 48 over 2 ranks, zigzag: chunks of 12 rows.
      {2, true, 2, 1, 48, 1},            // one row per piece
      {2, true, 2, 1, 48, 5},            // odd: pieces of 5, 5, 2
      {2, true, 2, 2, 48, 12},           // the whole chunk
      {2, true, 2, 1, 48, 1000},         // more than the shard
      {3, true, 4, 2, 42, 3, {25, 42}},  // padding inside a piece
      {4, true, 4, 1, 64, 7, {0, 37}},
      {3, false, 2, 1, 30, 4},  // contiguous: one chunk of 10
      {4, false, 2, 2, 32, 1, {5, 32}},
      {2, false, 3, 3, 20, 100},
      {1, true, 2, 1, 22, 3},  // one rank: plain attention
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(::testing::Message()
                 << "world " << c.world << " causal " << c.causal << " heads "
                 << c.heads << "/" << c.kv_heads << " seq " << c.seq
                 << " piece rows " << c.piece_rows << " padded "
                 << !c.key_lengths.empty());
    const auto x =
        testing::random_qkv(2, c.heads, c.kv_heads, c.seq, c.seq, 8, 6, 21);
    const Tensor dout = testing::random_tensor({2, c.heads, c.seq, 6}, 22);
    const auto want = testing::single_process(x, dout, c.causal, c.key_lengths);
    const Layout layout = c.causal ? Layout::kZigzag : Layout::kContiguous;
    const RankResults one = run_ring(c, x, dout, 1);
    EXPECT_LE(testing::max_abs_diff(whole(one.out, layout), want.fwd.out),
              2e-6);
    EXPECT_LE(testing::max_abs_diff(whole(one.dq, layout), want.grads.dq),
              2e-5);
    EXPECT_LE(testing::max_abs_diff(whole(one.dk, layout), want.grads.dk),
              2e-5);
    EXPECT_LE(testing::max_abs_diff(whole(one.dv, layout), want.grads.dv),
              2e-5);
    // Pieces per rank: batch x KV heads x ceil(chunk rows / piece rows),
    // reported once each by the forward and the backward.
    if (c.world > 1) {
      const std::int64_t chunk = c.seq / (c.world * (c.causal ? 2 : 1));
      const std::int64_t rows = std::min(c.piece_rows, chunk);
      EXPECT_EQ(one.progress_calls,
                2 * 2 * c.kv_heads * ((chunk + rows - 1) / rows));
    }
    const RankResults three = run_ring(c, x, dout, 3);
    for (int r = 0; r < c.world; ++r) {
      EXPECT_TRUE(testing::bit_identical(one.out[r], three.out[r])) << r;
      EXPECT_TRUE(testing::bit_identical(one.dq[r], three.dq[r])) << r;
      EXPECT_TRUE(testing::bit_identical(one.dk[r], three.dk[r])) << r;
      EXPECT_TRUE(testing::bit_identical(one.dv[r], three.dv[r])) << r;
    }
  }
}

TEST(RingPieces, RanksMustAgreeOnThePieceSize) {
  const Tensor t = testing::random_tensor({1, 1, 16, 4}, 3);
  std::vector<std::string> errors(2);
  testing::on_every_rank(2, [&](Communicator& comm) {
    RingParams rp;
    rp.piece_rows = comm.rank() == 0 ? 2 : 3;
    try {
      ring_attention(comm, t.view(), t.view(), t.view(), rp);
    } catch (const Error& e) {
      errors[comm.rank()] = e.what();
    }
  });
  for (const auto& e : errors) {
    EXPECT_NE(e.find("rank 1's arguments differ"), std::string::npos) << e;
    EXPECT_NE(e.find("piece rows 3"), std::string::npos) << e;
  }
  auto group = make_in_process_group(1);
  RingParams rp;
  rp.piece_rows = -1;
  try {
    ring_attention(*group[0], t.view(), t.view(), t.view(), rp);
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("piece_rows: must be >= 0"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace qkv::dist
