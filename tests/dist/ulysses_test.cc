// Ulysses attention (all-to-all over heads) with the in-process
// communicator against single-process attention: forward and backward,
// causal (zigzag) and not, GQA whose KV heads divide among the ranks and
// whose do not, padding, world sizes 1 to 4; the heads error.
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

struct UlyssesCase {
  int world;
  bool causal;
  std::int64_t heads, kv_heads, seq;
  std::vector<std::int64_t> key_lengths = {};
};

Tensor full_of(const std::vector<Tensor>& parts, Layout layout) {
  std::vector<TensorView> views;
  for (const auto& p : parts) views.push_back(p.view());
  return unshard(views, layout);
}

TEST(UlyssesAttention, EqualsSingleProcessForwardAndBackward) {
  const std::vector<UlyssesCase> cases = {
      {2, false, 2, 2, 16},         {2, true, 4, 1, 16, {11, 16}},
      {3, true, 3, 3, 24},          {3, false, 6, 2, 18, {5, 0}},
      {4, true, 4, 2, 32, {31, 9}}, {4, false, 8, 4, 16},
      {1, true, 2, 1, 22},
  };
  for (const UlyssesCase& c : cases) {
    SCOPED_TRACE(::testing::Message()
                 << "world " << c.world << " causal " << c.causal << " heads "
                 << c.heads << "/" << c.kv_heads << " seq " << c.seq);
    const auto x =
        testing::random_qkv(2, c.heads, c.kv_heads, c.seq, c.seq, 8, 6, 20);
    const Tensor dout = testing::random_tensor({2, c.heads, c.seq, 6}, 21);
    const auto want = testing::single_process(x, dout, c.causal, c.key_lengths);
    const Layout layout = c.causal ? Layout::kZigzag : Layout::kContiguous;
    const Tensor lens = testing::lengths_tensor(c.key_lengths);
    RingParams rp;
    rp.causal = c.causal ? Causal::kTopLeft : Causal::kNone;
    rp.layout = layout;
    rp.num_threads = 1;
    rp.key_lengths = lens.view();
    std::vector<Tensor> out(c.world), dq(c.world), dk(c.world), dv(c.world);
    testing::on_every_rank(c.world, [&](Communicator& comm) {
      const int r = comm.rank();
      const Tensor q = shard(x.q.view(), r, c.world, layout);
      const Tensor k = shard(x.k.view(), r, c.world, layout);
      const Tensor v = shard(x.v.view(), r, c.world, layout);
      const Tensor g = shard(dout.view(), r, c.world, layout);
      AttentionResult res =
          ulysses_attention(comm, q.view(), k.view(), v.view(), rp);
      AttentionGrads grads = ulysses_attention_backward(
          comm, g.view(), q.view(), k.view(), v.view(), res.out.view(),
          res.lse.view(), rp);
      out[r] = std::move(res.out);
      dq[r] = std::move(grads.dq);
      dk[r] = std::move(grads.dk);
      dv[r] = std::move(grads.dv);
    });
    EXPECT_LE(testing::max_abs_diff(full_of(out, layout), want.fwd.out), 2e-6);
    EXPECT_LE(testing::max_abs_diff(full_of(dq, layout), want.grads.dq), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full_of(dk, layout), want.grads.dk), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full_of(dv, layout), want.grads.dv), 2e-5);
  }
}

TEST(UlyssesAttention, HeadsMustDivideAmongRanks) {
  const Tensor q = testing::random_tensor({1, 3, 4, 4}, 1);
  testing::on_every_rank(2, [&](Communicator& comm) {
    EXPECT_THROW(
        ulysses_attention(comm, q.view(), q.view(), q.view(), RingParams{}),
        Error);
    // Refused before any message but the argument check's record.
    EXPECT_EQ(comm.bytes_sent(), kCheckBytes);
  });
}

}  // namespace
}  // namespace qkv::dist
