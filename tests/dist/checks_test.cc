// qkv::dist at its boundary: the Communicator counts bytes and checks peers
// in its non-virtual calls; sharding, ring forward, ring backward and
// all-gather refuse every bad argument with an Error naming it, on every
// rank, before any message is sent.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "dist/in_process.h"
#include "dist/single_process.h"
#include "qkv/dist.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv::dist {
namespace {

// f() must throw qkv::Error of `kind` whose message contains `names`.
void expect_error(const std::function<void()>& f, const std::string& names,
                  ErrorKind kind = ErrorKind::kValue) {
  try {
    f();
    ADD_FAILURE() << "no error; expected one naming \"" << names << "\"";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(names), std::string::npos) << e.what();
    EXPECT_EQ(e.kind(), kind) << e.what();
  }
}

// A communicator whose implementation only records what reaches it: the
// byte count and the checks must come from the base class.
class Recorder : public Communicator {
 public:
  int rank() const override { return 0; }
  int size() const override { return 3; }
  int calls = 0;

 private:
  std::unique_ptr<Request> do_isend(const void*, std::size_t, int,
                                    int) override {
    ++calls;
    return std::make_unique<Request>();
  }
  std::unique_ptr<Request> do_irecv(void*, std::size_t, int, int) override {
    ++calls;
    return std::make_unique<Request>();
  }
  void do_wait(Request&) override { ++calls; }
  void do_all_gather(const void*, std::size_t, void*) override { ++calls; }
  void do_all_to_all(const void*, std::size_t, void*) override { ++calls; }
  void do_barrier() override { ++calls; }
};

TEST(Communicator, CountsBytesAndChecksPeersInOnePlace) {
  Recorder comm;
  char buffer[64] = {};
  auto send = comm.isend(buffer, 10, 1, 0);
  auto recv = comm.irecv(buffer, 20, 2, 0);
  comm.wait(*send);
  EXPECT_EQ(comm.bytes_sent(), 10u);  // receives are not counted
  comm.all_gather(buffer, 4, buffer);
  EXPECT_EQ(comm.bytes_sent(), 18u);  // to the two other ranks
  comm.all_to_all(buffer, 5, buffer);
  EXPECT_EQ(comm.bytes_sent(), 28u);
  comm.barrier();
  EXPECT_EQ(comm.calls, 6);
  // Refused before the implementation sees them, and not counted.
  expect_error([&] { comm.isend(buffer, 1, 3, 0); }, "rank 3");
  expect_error([&] { comm.irecv(buffer, 1, -1, 0); }, "rank -1");
  expect_error([&] { comm.isend(buffer, 1, 1, -5); }, "tag");
  EXPECT_EQ(comm.calls, 6);
  EXPECT_EQ(comm.bytes_sent(), 28u);
}

TEST(Communicator, InProcessGroupCountsCollectives) {
  testing::on_every_rank(3, [](Communicator& comm) {
    std::vector<int> mine(2, comm.rank()), all(6, -1), back(6, -1);
    comm.all_gather(mine.data(), 2 * sizeof(int), all.data());
    EXPECT_EQ(all, (std::vector<int>{0, 0, 1, 1, 2, 2}));
    EXPECT_EQ(comm.bytes_sent(), 2 * 2 * sizeof(int));
    std::vector<int> blocks = {10 * comm.rank(), 10 * comm.rank() + 1,
                               10 * comm.rank() + 2};
    comm.all_to_all(blocks.data(), sizeof(int), back.data());
    EXPECT_EQ(back[0], comm.rank());
    EXPECT_EQ(back[1], 10 + comm.rank());
    EXPECT_EQ(back[2], 20 + comm.rank());
    EXPECT_EQ(comm.bytes_sent(), 2 * 2 * sizeof(int) + 2 * sizeof(int));
    comm.barrier();
  });
}

TEST(Sharding, RefusesEveryBadArgument) {
  const Tensor x = testing::random_tensor({1, 2, 8, 3}, 1);
  const TensorView v = x.view();
  expect_error([&] { shard(v, 0, 0, Layout::kContiguous); }, "world");
  expect_error([&] { shard(v, 0, -2, Layout::kContiguous); }, "world");
  expect_error([&] { shard(v, -1, 2, Layout::kContiguous); }, "rank -1");
  expect_error([&] { shard(v, 2, 2, Layout::kZigzag); }, "rank 2");
  expect_error([&] { shard(v, 5, 2, Layout::kContiguous); }, "rank 5");
  expect_error([&] { shard(v, 0, 3, Layout::kContiguous); }, "divisible by 3");
  expect_error([&] { shard(v, 0, 3, Layout::kZigzag); }, "divisible by 6");
  expect_error([&] { shard(v, 0, 2, static_cast<Layout>(7)); }, "layout");
  const Tensor f64(DType::kFloat64, {1, 2, 8, 3});
  expect_error([&] { shard(f64.view(), 0, 2, Layout::kContiguous); },
               "full: dtype float64", ErrorKind::kType);
  const Tensor r3(DType::kFloat32, {2, 8, 3});
  expect_error([&] { shard(r3.view(), 0, 2, Layout::kContiguous); },
               "full: expected rank 4");
  TensorView strided = v;  // every other element of the last dimension
  strided.shape[3] = 2;
  strided.strides[3] = 2;
  expect_error([&] { shard(strided, 0, 2, Layout::kContiguous); },
               "full: last dimension must be contiguous");
  TensorView null = v;
  null.data = nullptr;
  expect_error([&] { shard(null, 0, 2, Layout::kContiguous); },
               "full: data is null");
}

TEST(Sharding, UnshardRefusesInconsistentShards) {
  const Tensor a = testing::random_tensor({1, 2, 4, 3}, 1);
  const Tensor b = testing::random_tensor({1, 2, 5, 3}, 2);
  const Tensor odd = testing::random_tensor({1, 2, 3, 3}, 3);
  const Tensor f64(DType::kFloat64, {1, 2, 4, 3});
  expect_error([&] { unshard({}, Layout::kContiguous); }, "no shards");
  expect_error(
      [&] {
        unshard({a.view(), b.view()}, Layout::kContiguous);
      },
      "shards[1]: expected shape");
  expect_error(
      [&] {
        unshard({a.view(), f64.view()}, Layout::kContiguous);
      },
      "shards[1]: dtype float64", ErrorKind::kType);
  expect_error(
      [&] {
        unshard({odd.view(), odd.view()}, Layout::kZigzag);
      },
      "odd");
  expect_error([&] { unshard({a.view()}, static_cast<Layout>(-1)); }, "layout");
  // Odd shards are fine when contiguous.
  EXPECT_EQ(unshard({odd.view(), odd.view()}, Layout::kContiguous).size(2), 6);
}

// Shards of one rank of a world of 1: q (1, 4, 4, 8), k and v (1, 2, 4, 8).
struct Shards {
  Tensor q = testing::random_tensor({1, 4, 4, 8}, 1);
  Tensor k = testing::random_tensor({1, 2, 4, 8}, 2);
  Tensor v = testing::random_tensor({1, 2, 4, 8}, 3);
};

// The three entry points that take q, k, v; each must refuse the same way.
using Entry =
    std::function<void(Communicator&, const TensorView&, const TensorView&,
                       const TensorView&, const RingParams&)>;

std::vector<std::pair<const char*, Entry>> entry_points() {
  auto backward = [](Communicator& comm, const TensorView& q,
                     const TensorView& k, const TensorView& v,
                     const RingParams& rp) {
    // dout, out, lse of a valid shape: only q, k, v, rp can be at fault.
    const Tensor out(DType::kFloat32, {q.shape[0], q.shape[1], q.shape[2],
                                       v.rank == 4 ? v.shape[3] : 1});
    const Tensor lse(DType::kFloat32, {q.shape[0], q.shape[1], q.shape[2]});
    ring_attention_backward(comm, out.view(), q, k, v, out.view(), lse.view(),
                            rp);
  };
  return {{"ring_attention", [](auto& c, auto& q, auto& k, auto& v,
                                auto& rp) { ring_attention(c, q, k, v, rp); }},
          {"allgather_attention",
           [](auto& c, auto& q, auto& k, auto& v, auto& rp) {
             allgather_attention(c, q, k, v, rp);
           }},
          {"ring_attention_backward", backward}};
}

TEST(RingChecks, EveryEntryPointRefusesInconsistentShapes) {
  auto group = make_in_process_group(1);
  Communicator& comm = *group[0];
  const Shards s;
  const RingParams rp;
  const Tensor q_batch2 = testing::random_tensor({2, 4, 4, 8}, 4);
  const Tensor k_seq6 = testing::random_tensor({1, 2, 6, 8}, 5);
  const Tensor v_heads1 = testing::random_tensor({1, 1, 4, 8}, 6);
  const Tensor k_heads3 = testing::random_tensor({1, 3, 4, 8}, 7);
  const Tensor k_dim4 = testing::random_tensor({1, 2, 4, 4}, 8);
  const Tensor q_dim0(DType::kFloat32, {1, 4, 4, 0});
  const Tensor k_dim0(DType::kFloat32, {1, 2, 4, 0});
  const Tensor q_f64(DType::kFloat64, {1, 4, 4, 8});
  const Tensor q_rank3(DType::kFloat32, {4, 4, 8});
  const TensorView q = s.q.view(), k = s.k.view(), v = s.v.view();
  for (const auto& entry : entry_points()) {
    SCOPED_TRACE(entry.first);
    const Entry& run = entry.second;
    auto call = [&](const TensorView& qq, const TensorView& kk,
                    const TensorView& vv) {
      return [&, qq, kk, vv] { run(comm, qq, kk, vv, rp); };
    };
    expect_error(call(q_batch2.view(), k, v), "batch must match");
    expect_error(call(q, k_seq6.view(), v), "same sequence rows");
    expect_error(call(q, k, v_heads1.view()), "v: num_kv_heads");
    expect_error(call(q, k_heads3.view(), k_heads3.view()), "multiple");
    expect_error(call(q, k_dim4.view(), v), "k: head_dim");
    expect_error(call(q_dim0.view(), k_dim0.view(), v), "head_dim must be");
    expect_error(call(q_f64.view(), k, v), "q: dtype float64",
                 ErrorKind::kType);
    expect_error(call(q_rank3.view(), k, v), "q: expected rank 4");
    expect_error(call(q, TensorView{}, v), "k: missing tensor");
  }
}

TEST(RingChecks, EveryEntryPointRefusesBadParams) {
  auto group = make_in_process_group(1);
  Communicator& comm = *group[0];
  const Shards s;
  const Tensor odd_q = testing::random_tensor({1, 4, 5, 8}, 4);
  const Tensor odd_k = testing::random_tensor({1, 2, 5, 8}, 5);
  const Tensor two = testing::lengths_tensor({3, 3});
  const Tensor nine = testing::lengths_tensor({9});
  const Tensor as_float = testing::random_tensor({1}, 6);
  const Tensor int32(DType::kInt32, {1});
  for (const auto& entry : entry_points()) {
    SCOPED_TRACE(entry.first);
    const Entry& run = entry.second;
    auto with = [&](auto&& edit, const Tensor* q = nullptr,
                    const Tensor* k = nullptr) {
      RingParams rp;
      edit(rp);
      const TensorView qv = q ? q->view() : s.q.view();
      const TensorView kv = k ? k->view() : s.k.view();
      return [&run, &comm, rp, qv, kv] { run(comm, qv, kv, kv, rp); };
    };
    expect_error(with([](RingParams& p) { p.causal = Causal::kTopLeft; }),
                 "zigzag");
    expect_error(with([](RingParams& p) {
                   p.causal = static_cast<Causal>(9);
                   p.layout = Layout::kZigzag;
                 }),
                 "causal: invalid value");
    expect_error(with([&](RingParams& p) {
                   p.causal = Causal::kBottomRight;
                   p.layout = Layout::kZigzag;
                   p.key_lengths = int32.view();
                 }),
                 "kTopLeft");
    expect_error(with([](RingParams& p) { p.layout = static_cast<Layout>(2); }),
                 "layout: invalid value");
    expect_error(with([](RingParams& p) {
                   p.scale = std::numeric_limits<double>::quiet_NaN();
                 }),
                 "scale");
    expect_error(with([](RingParams& p) { p.num_threads = -1; }),
                 "num_threads");
    expect_error(with([&](RingParams& p) { p.key_lengths = two.view(); }),
                 "key_lengths: expected shape (batch,) = (1,)");
    expect_error(with([&](RingParams& p) { p.key_lengths = nine.view(); }),
                 "key_lengths[0] = 9 is outside [0, global seq = 4]");
    expect_error(with([&](RingParams& p) { p.key_lengths = as_float.view(); }),
                 "key_lengths: unsupported dtype float32", ErrorKind::kType);
    expect_error(
        with([](RingParams& p) { p.layout = Layout::kZigzag; }, &odd_q, &odd_k),
        "odd");
  }
}

TEST(RingChecks, BackwardRefusesGradientsOfAnotherShape) {
  auto group = make_in_process_group(1);
  Communicator& comm = *group[0];
  const Shards s;
  const RingParams rp;
  const AttentionResult fwd =
      ring_attention(comm, s.q.view(), s.k.view(), s.v.view(), rp);
  const Tensor dout = testing::random_tensor({1, 4, 4, 8}, 9);
  const Tensor wrong = testing::random_tensor({1, 4, 3, 8}, 10);
  const Tensor wrong_lse = testing::random_tensor({1, 4, 3}, 11);
  const Tensor f64(DType::kFloat64, {1, 4, 4, 8});
  const Tensor lse_f64(DType::kFloat64, {1, 4, 4});
  auto backward = [&](const TensorView& g, const TensorView& o,
                      const TensorView& l) {
    return [&, g, o, l] {
      ring_attention_backward(comm, g, s.q.view(), s.k.view(), s.v.view(), o, l,
                              rp);
    };
  };
  const TensorView out = fwd.out.view(), lse = fwd.lse.view();
  expect_error(backward(wrong.view(), out, lse), "dout: expected shape");
  expect_error(backward(dout.view(), wrong.view(), lse), "out: expected shape");
  expect_error(backward(dout.view(), out, wrong_lse.view()),
               "lse: expected shape");
  expect_error(backward(f64.view(), out, lse), "dout: dtype float64",
               ErrorKind::kType);
  expect_error(backward(dout.view(), out, lse_f64.view()), "lse: dtype float64",
               ErrorKind::kType);
  expect_error(backward(dout.view(), out, TensorView{}), "lse: expected shape");
  // The valid call runs.
  EXPECT_NO_THROW(backward(dout.view(), out, lse)());
}

TEST(RingChecks, BadArgumentsAreAnErrorOnEveryRankWithoutAHang) {
  const Tensor q = testing::random_tensor({1, 3, 4, 8}, 1);
  const Tensor k = testing::random_tensor({1, 2, 4, 8}, 2);
  std::vector<int> errors(3, 0);
  testing::on_every_rank(3, [&](Communicator& comm) {
    try {
      ring_attention(comm, q.view(), k.view(), k.view(), RingParams{});
    } catch (const Error&) {
      errors[static_cast<std::size_t>(comm.rank())] = 1;
    }
    // Only the argument check's record travels, nothing else.
    EXPECT_EQ(comm.bytes_sent(), 2 * kCheckBytes);
  });
  EXPECT_EQ(errors, (std::vector<int>{1, 1, 1}));
}

// One rank's bad or mismatched arguments: the same error on every rank,
// naming that rank, and no hang (the others would otherwise wait for it).
TEST(RingChecks, OneRanksBadShardIsTheSameErrorOnEveryRank) {
  const Tensor good = testing::random_tensor({1, 3, 8, 4}, 1);
  const Tensor shorter = testing::random_tensor({1, 3, 6, 4}, 2);
  const Tensor f64(DType::kFloat64, {1, 3, 8, 4});
  struct Bad {
    int rank;
    const Tensor* q;
    bool ulysses;  // rank `rank` calls Ulysses, the others the ring
    const char* says;
  };
  for (const Bad& bad : {Bad{1, &shorter, false,
                             "rank 1's arguments differ "
                             "from rank 0's: local seq 6"},
                         Bad{2, &f64, false, "rank 2: q: dtype float64"},
                         Bad{1, &good, true,
                             "rank 1's arguments differ from "
                             "rank 0's: it made a different "
                             "call"}}) {
    std::vector<std::string> messages(3);
    testing::on_every_rank(3, [&](Communicator& comm) {
      const bool me = comm.rank() == bad.rank;
      const TensorView x = me ? bad.q->view() : good.view();
      try {
        if (me && bad.ulysses) {
          ulysses_attention(comm, x, x, x, RingParams{});
        } else {
          ring_attention(comm, x, x, x, RingParams{});
        }
      } catch (const Error& e) {
        messages[static_cast<std::size_t>(comm.rank())] = e.what();
      }
    });
    EXPECT_NE(messages[0].find(bad.says), std::string::npos) << messages[0];
    EXPECT_EQ(messages[1], messages[0]);
    EXPECT_EQ(messages[2], messages[0]);
  }
}

// Arguments that differ in their last bit are a mismatch too (the check
// once compared them shifted by one bit: key lengths 5 and 6, or scales one
// ulp apart, ran to different attentions); num_threads beyond a pool's
// limit is refused before any message; refuse() is one rank's error on
// every rank.
TEST(RingChecks, ArgumentsOneBitApartAreAMismatch) {
  const Tensor x = testing::random_tensor({1, 2, 8, 4}, 1);
  const std::int64_t len5[1] = {5}, len6[1] = {6};
  const float sinks_a[2] = {0.5f, 1.0f};
  const float sinks_b[2] = {0.5f, std::nextafter(1.0f, 2.0f)};
  struct Case {
    std::function<void(RingParams&, int)> set;
    const char* says;
  };
  const Case cases[] = {
      {[](RingParams& rp, int r) {
         rp.scale = r ? std::nextafter(0.5, 1.0) : 0.5;
       },
       "scale 0.50000000000000011 (rank 0: 0.5)"},
      {[&](RingParams& rp, int r) {
         rp.key_lengths =
             TensorView::contiguous(r ? len6 : len5, DType::kInt64, {1});
       },
       "rank 1's arguments differ from rank 0's: key_lengths or sinks"},
      {[&](RingParams& rp, int r) {
         rp.sinks = TensorView::contiguous(r ? sinks_b : sinks_a,
                                           DType::kFloat32, {2});
       },
       "rank 1's arguments differ from rank 0's: key_lengths or sinks"},
      {[](RingParams& rp, int r) { rp.num_threads = r ? 5000 : 0; },
       "rank 1: num_threads: must be in [0, 4096] (0 = default), got 5000"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> messages(2);
    testing::on_every_rank(2, [&](Communicator& comm) {
      RingParams rp;
      c.set(rp, comm.rank());
      try {
        ring_attention(comm, x.view(), x.view(), x.view(), rp);
      } catch (const Error& e) {
        messages[static_cast<std::size_t>(comm.rank())] = e.what();
      }
    });
    EXPECT_NE(messages[0].find(c.says), std::string::npos) << messages[0];
    EXPECT_EQ(messages[1], messages[0]);
  }
  std::vector<std::string> messages(2);
  testing::on_every_rank(2, [&](Communicator& comm) {
    try {
      if (comm.rank() == 1) {
        refuse(comm, "ring_attention", "strategy: 'rings'?", ErrorKind::kType);
      }
      ring_attention(comm, x.view(), x.view(), x.view(), RingParams{});
    } catch (const Error& e) {
      messages[static_cast<std::size_t>(comm.rank())] = e.what();
      EXPECT_EQ(e.kind(), ErrorKind::kType);
    }
  });
  EXPECT_EQ(messages[0], "ring_attention: rank 1: strategy: 'rings'?");
  EXPECT_EQ(messages[1], messages[0]);
  // A message longer than the record is cut at a character boundary (a
  // user's text may be UTF-8: "é" is 2 bytes after a 24-byte prefix).
  std::string accents;
  for (int i = 0; i < 300; ++i) accents += "\xc3\xa9";
  testing::on_every_rank(2, [&](Communicator& comm) {
    try {
      if (comm.rank() == 1) {
        refuse(comm, "ring_attention", accents, ErrorKind::kValue);
      }
      ring_attention(comm, x.view(), x.view(), x.view(), RingParams{});
    } catch (const Error& e) {
      messages[static_cast<std::size_t>(comm.rank())] = e.what();
    }
  });
  const std::string prefix = "ring_attention: rank 1: ";
  ASSERT_EQ(messages[0].rfind(prefix, 0), 0u);
  EXPECT_GT(messages[0].size(), prefix.size() + 100);
  EXPECT_EQ((messages[0].size() - prefix.size()) % 2, 0u);
  EXPECT_EQ(messages[1], messages[0]);
}

TEST(RingChecks, BottomRightWithoutLengthsIsTopLeftAndInt32LengthsWork) {
  // Global seq_q = seq_kv: the two causal alignments agree.
  const auto x = testing::random_qkv(2, 4, 2, 16, 16, 8, 8, 21);
  const Tensor lens32 = [] {
    Tensor t(DType::kInt32, {2});
    t.data<std::int32_t>()[0] = 11;
    t.data<std::int32_t>()[1] = 16;
    return t;
  }();
  const auto want = testing::single_process(x, x.q, true, {});
  const auto want_padded = testing::single_process(x, x.q, true, {11, 16});
  std::vector<Tensor> out(2), padded(2);
  testing::on_every_rank(2, [&](Communicator& comm) {
    const int r = comm.rank();
    RingParams rp;
    rp.causal = Causal::kBottomRight;
    rp.layout = Layout::kZigzag;
    const Tensor q = shard(x.q.view(), r, 2, rp.layout);
    const Tensor k = shard(x.k.view(), r, 2, rp.layout);
    const Tensor v = shard(x.v.view(), r, 2, rp.layout);
    out[r] = ring_attention(comm, q.view(), k.view(), v.view(), rp).out;
    rp.causal = Causal::kTopLeft;
    rp.key_lengths = lens32.view();
    padded[r] = ring_attention(comm, q.view(), k.view(), v.view(), rp).out;
  });
  const auto full = [](const std::vector<Tensor>& parts) {
    return unshard({parts[0].view(), parts[1].view()}, Layout::kZigzag);
  };
  EXPECT_LE(testing::max_abs_diff(full(out), want.fwd.out), 2e-6);
  EXPECT_LE(testing::max_abs_diff(full(padded), want_padded.fwd.out), 2e-6);
}

}  // namespace
}  // namespace qkv::dist
