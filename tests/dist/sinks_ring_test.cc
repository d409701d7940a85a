// Ring and all-gather attention with sinks (RingParams::sinks) against
// single-process attention with the same sinks: forward (out, lse) and the
// backward's dq, dk, dv and d sinks, causal (zigzag) and not, GQA, padding,
// world sizes 1 to 4.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

#include "dist/in_process.h"
#include "dist/single_process.h"
#include "qkv/dist.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv::dist {
namespace {

struct SinkCase {
  int world;
  bool causal;
  std::int64_t heads, kv_heads, seq;
  std::vector<std::int64_t> key_lengths = {};
};

// lse shards (batch, heads, local) as rank-4 views, unsharded.
Tensor full_lse(const std::vector<Tensor>& lse, Layout layout) {
  std::vector<Tensor> lse4;
  std::vector<TensorView> views;
  for (const auto& l : lse) {
    Tensor t(DType::kFloat32, {l.size(0), l.size(1), l.size(2), 1});
    std::copy(l.data<float>(), l.data<float>() + l.numel(), t.data<float>());
    lse4.push_back(std::move(t));
  }
  for (const auto& t : lse4) views.push_back(t.view());
  return unshard(views, layout);
}

TEST(RingSinks, EqualSingleProcessForwardAndBackward) {
  const std::vector<SinkCase> cases = {
      {2, false, 4, 2, 16},         {3, true, 4, 2, 24},
      {4, true, 2, 1, 32},          {1, false, 2, 2, 9},
      {2, true, 2, 1, 44, {30, 0}}, {3, false, 4, 2, 30, {29, 1}},
  };
  for (const SinkCase& c : cases) {
    SCOPED_TRACE(::testing::Message()
                 << "world " << c.world << " causal " << c.causal << " heads "
                 << c.heads << "/" << c.kv_heads << " seq " << c.seq);
    const auto x =
        testing::random_qkv(2, c.heads, c.kv_heads, c.seq, c.seq, 8, 6, 20);
    const Tensor dout = testing::random_tensor({2, c.heads, c.seq, 6}, 21);
    std::vector<float> sinks(c.heads);
    for (std::int64_t h = 0; h < c.heads; ++h) {
      sinks[h] = h == 1 ? -std::numeric_limits<float>::infinity()
                        : 0.7f * static_cast<float>(h) - 0.5f;
    }
    const TensorView sinks_view =
        TensorView::contiguous(sinks.data(), DType::kFloat32, {c.heads});
    const Tensor lens = testing::lengths_tensor(c.key_lengths);
    AttentionParams p;
    p.causal = c.causal ? Causal::kTopLeft : Causal::kNone;
    p.key_lengths = lens.view();
    p.sinks = sinks_view;
    const AttentionResult want =
        attention(x.q.view(), x.k.view(), x.v.view(), p);
    const AttentionGrads want_g =
        attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                           want.out.view(), want.lse.view(), p);
    const Layout layout = c.causal ? Layout::kZigzag : Layout::kContiguous;
    RingParams rp;
    rp.causal = p.causal;
    rp.layout = layout;
    rp.num_threads = 1;
    rp.key_lengths = lens.view();
    rp.sinks = sinks_view;
    std::vector<Tensor> out(c.world), lse(c.world), gathered(c.world),
        gathered_lse(c.world), dq(c.world), dk(c.world), dv(c.world),
        dsinks(c.world), u_out(c.world), u_dq(c.world), u_dsinks(c.world);
    const bool ulysses = c.heads % c.world == 0;
    testing::on_every_rank(c.world, [&](Communicator& comm) {
      const int r = comm.rank();
      const Tensor q = shard(x.q.view(), r, c.world, layout);
      const Tensor k = shard(x.k.view(), r, c.world, layout);
      const Tensor v = shard(x.v.view(), r, c.world, layout);
      const Tensor g = shard(dout.view(), r, c.world, layout);
      AttentionResult res =
          ring_attention(comm, q.view(), k.view(), v.view(), rp);
      AttentionGrads grads =
          ring_attention_backward(comm, g.view(), q.view(), k.view(), v.view(),
                                  res.out.view(), res.lse.view(), rp);
      AttentionResult all =
          allgather_attention(comm, q.view(), k.view(), v.view(), rp);
      gathered[r] = std::move(all.out);
      gathered_lse[r] = std::move(all.lse);
      out[r] = std::move(res.out);
      lse[r] = std::move(res.lse);
      dq[r] = std::move(grads.dq);
      dk[r] = std::move(grads.dk);
      dv[r] = std::move(grads.dv);
      dsinks[r] = std::move(grads.dsinks);
      if (!ulysses) return;
      AttentionResult u =
          ulysses_attention(comm, q.view(), k.view(), v.view(), rp);
      AttentionGrads ug =
          ulysses_attention_backward(comm, g.view(), q.view(), k.view(),
                                     v.view(), u.out.view(), u.lse.view(), rp);
      u_out[r] = std::move(u.out);
      u_dq[r] = std::move(ug.dq);
      u_dsinks[r] = std::move(ug.dsinks);
    });
    auto full = [&](const std::vector<Tensor>& parts) {
      std::vector<TensorView> views;
      for (const auto& t : parts) views.push_back(t.view());
      return unshard(views, layout);
    };
    EXPECT_LE(testing::max_abs_diff(full(out), want.out), 2e-6);
    EXPECT_LE(testing::max_abs_diff(full(gathered), want.out), 2e-6);
    EXPECT_LE(testing::max_abs_diff(full(dq), want_g.dq), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full(dk), want_g.dk), 2e-5);
    EXPECT_LE(testing::max_abs_diff(full(dv), want_g.dv), 2e-5);
    if (ulysses) {  // the Ulysses strategy folds the sinks in the same way
      EXPECT_LE(testing::max_abs_diff(full(u_out), want.out), 2e-6);
      EXPECT_LE(testing::max_abs_diff(full(u_dq), want_g.dq), 2e-5);
      for (int r = 0; r < c.world; ++r) {
        ASSERT_EQ(u_dsinks[r].numel(), c.heads);
        for (std::int64_t h = 0; h < c.heads; ++h) {
          EXPECT_NEAR(u_dsinks[r].data<float>()[h],
                      want_g.dsinks.data<float>()[h],
                      1e-5 * static_cast<double>(c.seq));
        }
      }
    }
    const Tensor ring_lse = full_lse(lse, layout);
    const Tensor all_lse = full_lse(gathered_lse, layout);
    for (std::int64_t n = 0; n < want.lse.numel(); ++n) {
      const float w = want.lse.data<float>()[n];
      for (const Tensor* got : {&ring_lse, &all_lse}) {
        const float g = got->data<float>()[n];
        if (std::isinf(w)) {
          EXPECT_EQ(g, w) << n;
        } else {
          EXPECT_NEAR(g, w, 2e-5) << n;
        }
      }
    }
    // d sinks: the whole sequence's, the same bits on every rank; a sum over
    // 2 · seq rows of terms of size ~1.
    for (int r = 0; r < c.world; ++r) {
      ASSERT_EQ(dsinks[r].numel(), c.heads);
      EXPECT_TRUE(testing::bit_identical(dsinks[r], dsinks[0]));
    }
    for (std::int64_t h = 0; h < c.heads; ++h) {
      EXPECT_NEAR(dsinks[0].data<float>()[h], want_g.dsinks.data<float>()[h],
                  1e-5 * static_cast<double>(c.seq))
          << "dsinks[" << h << "]";
    }
  }
}

TEST(RingSinks, Errors) {
  auto group = make_in_process_group(1);
  const Tensor q = testing::random_tensor({1, 2, 4, 4}, 1);
  std::vector<float> three(3, 0.0f);
  RingParams rp;
  rp.sinks = TensorView::contiguous(three.data(), DType::kFloat32, {3});
  try {
    ring_attention(*group[0], q.view(), q.view(), q.view(), rp);
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(
        std::string(e.what()).find("ring_attention: rank 0: sinks: expected "
                                   "shape (num_heads) = (2,)"),
        std::string::npos)
        << e.what();
  }
}

// Ranks that disagree on the sinks fail together (the shared argument
// check) rather than one waiting in the sink gradient's all-gather.
TEST(RingSinks, RanksThatDisagreeOnSinksFailTogether) {
  const auto x = testing::random_qkv(1, 2, 2, 8, 8, 4, 4, 3);
  std::vector<float> sinks = {0.5f, -1.0f}, other = {0.5f, -2.0f};
  for (const std::vector<float>* second : {&sinks, &other}) {
    std::vector<int> threw(2, 0);
    testing::on_every_rank(2, [&](Communicator& comm) {
      const int r = comm.rank();
      RingParams rp;
      rp.num_threads = 1;
      if (r == 0 || second == &other) {
        rp.sinks = TensorView::contiguous(r == 0 ? sinks.data() : other.data(),
                                          DType::kFloat32, {2});
      }
      const Tensor q = shard(x.q.view(), r, 2, Layout::kContiguous);
      try {
        ring_attention(comm, q.view(), q.view(), q.view(), rp);
      } catch (const Error&) {
        threw[static_cast<std::size_t>(r)] = 1;
      }
    });
    EXPECT_EQ(threw, (std::vector<int>{1, 1}));
  }
}

}  // namespace
}  // namespace qkv::dist
