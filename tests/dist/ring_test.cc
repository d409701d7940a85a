// Ring and all-gather attention with the in-process communicator (one thread
// per rank) against single-process attention: forward and backward, causal
// (zigzag) and not, GQA, world sizes 2, 3, 4; sharding round trips; errors.
#include <gtest/gtest.h>

#include <cmath>
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
  std::int64_t heads, kv_heads, seq;
  // Valid lengths of the two batch rows (padding after them); empty = none.
  std::vector<std::int64_t> key_lengths = {};
};

TEST(Sharding, RoundTripsInBothLayouts) {
  const Tensor full = testing::random_tensor({2, 3, 24, 5}, 1);
  for (Layout layout : {Layout::kContiguous, Layout::kZigzag}) {
    for (int world : {1, 2, 3, 4}) {
      std::vector<Tensor> shards;
      std::vector<TensorView> views;
      for (int r = 0; r < world; ++r)
        shards.push_back(shard(full.view(), r, world, layout));
      for (const auto& s : shards) views.push_back(s.view());
      EXPECT_TRUE(testing::bit_identical(unshard(views, layout), full));
    }
  }
  // Zigzag: rank 0 of 2 holds chunks 0 and 3 of 4.
  const Tensor z = shard(full.view(), 0, 2, Layout::kZigzag);
  EXPECT_EQ(testing::at(z, 0, 0, 6, 0), testing::at(full, 0, 0, 18, 0));
  EXPECT_THROW(shard(full.view(), 0, 5, Layout::kContiguous), Error);  // 24 % 5
  EXPECT_THROW(shard(full.view(), 0, 5, Layout::kZigzag), Error);
}

TEST(RingAttention, EqualsSingleProcessForwardAndBackward) {
  const std::vector<Case> cases = {
      {2, false, 2, 2, 16},
      {3, false, 4, 2, 18},
      {4, false, 2, 1, 16},
      {2, true, 2, 2, 16},
      {3, true, 4, 2, 24},
      {4, true, 4, 1, 32},
      // Chunks that split into uneven pieces of several rows (the diagonal
      // piece's causal offset), and one rank.
      {2, true, 2, 1, 44},
      {3, true, 4, 2, 42},
      {3, false, 2, 1, 30},
      {1, true, 2, 2, 22},
      {1, false, 2, 1, 9},
      // Padding: lengths that end inside a chunk, inside a piece, at 0, and
      // the full sequence.
      {2, true, 2, 1, 44, {30, 44}},
      {3, true, 4, 2, 42, {0, 17}},
      {4, false, 2, 1, 16, {5, 16}},
      {3, false, 2, 2, 30, {29, 1}},
      {1, true, 2, 1, 22, {9, 0}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(::testing::Message()
                 << "world " << c.world << " causal " << c.causal << " heads "
                 << c.heads << "/" << c.kv_heads << " seq " << c.seq
                 << " padded " << !c.key_lengths.empty());
    const auto x =
        testing::random_qkv(2, c.heads, c.kv_heads, c.seq, c.seq, 8, 6, 10);
    const Tensor dout = testing::random_tensor({2, c.heads, c.seq, 6}, 11);
    const auto single =
        testing::single_process(x, dout, c.causal, c.key_lengths);
    const AttentionResult& want = single.fwd;
    const AttentionGrads& want_g = single.grads;
    const Layout layout = c.causal ? Layout::kZigzag : Layout::kContiguous;
    const Tensor lens = testing::lengths_tensor(c.key_lengths);
    RingParams rp;
    rp.causal = c.causal ? Causal::kTopLeft : Causal::kNone;
    rp.layout = layout;
    rp.num_threads = 1;
    rp.key_lengths = lens.view();
    std::vector<Tensor> out(c.world), lse(c.world), gathered(c.world),
        dq(c.world), dk(c.world), dv(c.world);
    testing::on_every_rank(c.world, [&](Communicator& comm) {
      const int r = comm.rank();
      const Tensor q = shard(x.q.view(), r, c.world, layout);
      const Tensor k = shard(x.k.view(), r, c.world, layout);
      const Tensor v = shard(x.v.view(), r, c.world, layout);
      const Tensor g = shard(dout.view(), r, c.world, layout);
      AttentionResult res =
          ring_attention(comm, q.view(), k.view(), v.view(), rp);
      // Every rank's K/V shard passes the W - 1 others, piece by piece,
      // after the argument check's record.
      EXPECT_EQ(comm.bytes_sent(), static_cast<std::uint64_t>(c.world - 1) *
                                       (k.nbytes() + v.nbytes() + kCheckBytes));
      AttentionGrads grads =
          ring_attention_backward(comm, g.view(), q.view(), k.view(), v.view(),
                                  res.out.view(), res.lse.view(), rp);
      gathered[r] =
          allgather_attention(comm, q.view(), k.view(), v.view(), rp).out;
      out[r] = std::move(res.out);
      lse[r] = std::move(res.lse);
      dq[r] = std::move(grads.dq);
      dk[r] = std::move(grads.dk);
      dv[r] = std::move(grads.dv);
    });
    auto full = [&](const std::vector<Tensor>& parts) {
      std::vector<TensorView> views;
      for (const auto& p : parts) views.push_back(p.view());
      return unshard(views, layout);
    };
    EXPECT_LE(testing::max_abs_diff(full(out), want.out), 2e-6);
    EXPECT_LE(testing::max_abs_diff(full(gathered), want.out), 2e-6);
    EXPECT_LE(testing::max_abs_diff(full(dq), want_g.dq), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full(dk), want_g.dk), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full(dv), want_g.dv), 2e-5);
    // lse shards: (batch, heads, local seq) as rank-4 views for unshard.
    std::vector<Tensor> lse4;
    for (auto& l : lse) {
      Tensor t(DType::kFloat32, {l.size(0), l.size(1), l.size(2), 1});
      std::copy(l.data<float>(), l.data<float>() + l.numel(), t.data<float>());
      lse4.push_back(std::move(t));
    }
    const Tensor lse_full = full(lse4);
    for (std::int64_t n = 0; n < want.lse.numel(); ++n) {
      const float got_lse = lse_full.data<float>()[n];
      const float want_lse = want.lse.data<float>()[n];
      if (std::isinf(want_lse)) {  // a row that sees no key: -inf both ways
        EXPECT_EQ(got_lse, want_lse) << n;
      } else {
        EXPECT_NEAR(got_lse, want_lse, 2e-5) << n;
      }
    }
  }
}

TEST(RingAttention, Errors) {
  auto group = make_in_process_group(1);
  const Tensor q = testing::random_tensor({1, 1, 5, 4}, 1);
  RingParams rp;
  rp.causal = Causal::kTopLeft;  // contiguous layout: refused
  EXPECT_THROW(ring_attention(*group[0], q.view(), q.view(), q.view(), rp),
               Error);
  rp.layout = Layout::kZigzag;  // odd local length: refused
  EXPECT_THROW(ring_attention(*group[0], q.view(), q.view(), q.view(), rp),
               Error);
  EXPECT_THROW(make_in_process_group(0), Error);
  // Heads that do not group (3 query heads over 2 KV heads), and k/v that
  // disagree: named errors, not a wrong answer.
  const Tensor q3 = testing::random_tensor({1, 3, 4, 4}, 2);
  const Tensor k2 = testing::random_tensor({1, 2, 4, 4}, 3);
  const Tensor v1 = testing::random_tensor({1, 1, 4, 4}, 4);
  rp = RingParams{};
  EXPECT_THROW(ring_attention(*group[0], q3.view(), k2.view(), k2.view(), rp),
               Error);
  EXPECT_THROW(ring_attention(*group[0], k2.view(), k2.view(), v1.view(), rp),
               Error);
  const Tensor two = testing::lengths_tensor({5, 5});
  rp.key_lengths = two.view();  // batch 1: one length expected
  EXPECT_THROW(ring_attention(*group[0], k2.view(), k2.view(), k2.view(), rp),
               Error);
  const Tensor nine = testing::lengths_tensor({9});
  rp.key_lengths = nine.view();  // longer than the sequence (4)
  EXPECT_THROW(ring_attention(*group[0], k2.view(), k2.view(), k2.view(), rp),
               Error);
}

}  // namespace
}  // namespace qkv::dist
