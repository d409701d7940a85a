// Concurrency: 8 threads calling attention, the backward, MultiheadAttention
// and KvCache at once, on different inputs (and one shared module in eval
// mode), give the results of sequential calls. Run under ThreadSanitizer by
// `make test`.
#include <gtest/gtest.h>

#include <filesystem>
#include <thread>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

struct Work {
  testing::Qkv x;
  Tensor dout;
  AttentionParams params;
};

struct Results {
  Tensor out, lse, dq, dk, dv, mha;
};

Results compute(const Work& w, const MultiheadAttention& shared_mha) {
  Results r;
  auto fwd = attention(w.x.q.view(), w.x.k.view(), w.x.v.view(), w.params);
  auto grads = attention_backward(w.dout.view(), w.x.q.view(), w.x.k.view(),
                                  w.x.v.view(), fwd.out.view(), fwd.lse.view(),
                                  w.params);
  // The shared module is only read (eval mode): safe from many threads.
  auto& mha = const_cast<MultiheadAttention&>(shared_mha);
  const TensorView seq = TensorView::strided(
      w.x.q.data<float>(), DType::kFloat32, {w.x.q.size(2), 1, 16}, {16, 0, 1});
  auto m = mha.forward(seq, seq, seq, {}, false);
  r.out = std::move(fwd.out);
  r.lse = std::move(fwd.lse);
  r.dq = std::move(grads.dq);
  r.dk = std::move(grads.dk);
  r.dv = std::move(grads.dv);
  r.mha = std::move(m.out);
  return r;
}

TEST(Concurrency, EightThreadsEqualSequentialCalls) {
  MultiheadAttentionConfig config;
  config.embed_dim = 16;
  config.num_heads = 4;
  const MultiheadAttention mha(config, 3);
  std::vector<Work> work;
  for (int t = 0; t < 8; ++t) {
    Work w{testing::random_qkv(1, 2, 1, 9 + t, 11 + t, 16, 16, 100 + t),
           testing::random_tensor({1, 2, 9 + t, 16}, 200 + t),
           {}};
    w.params.causal = t % 2 ? Causal::kBottomRight : Causal::kNone;
    w.params.dropout_p = t % 3 == 0 ? 0.2 : 0.0;
    w.params.seed = static_cast<std::uint64_t>(t);
    w.params.num_threads = 1 + t % 3;  // each call starts its own threads
    work.push_back(std::move(w));
  }
  std::vector<Results> sequential;
  for (const Work& w : work) sequential.push_back(compute(w, mha));
  std::vector<Results> parallel(work.size());
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < work.size(); ++t) {
    threads.emplace_back([&, t] { parallel[t] = compute(work[t], mha); });
  }
  for (auto& th : threads) th.join();
  for (std::size_t t = 0; t < work.size(); ++t) {
    EXPECT_TRUE(testing::bit_identical(sequential[t].out, parallel[t].out))
        << t;
    EXPECT_TRUE(testing::bit_identical(sequential[t].lse, parallel[t].lse))
        << t;
    EXPECT_TRUE(testing::bit_identical(sequential[t].dq, parallel[t].dq)) << t;
    EXPECT_TRUE(testing::bit_identical(sequential[t].dk, parallel[t].dk)) << t;
    EXPECT_TRUE(testing::bit_identical(sequential[t].dv, parallel[t].dv)) << t;
    EXPECT_TRUE(testing::bit_identical(sequential[t].mha, parallel[t].mha))
        << t;
  }
}

// One ThreadPool shared by 8 calling threads: calls take turns on it, and
// every result equals the same call without a pool, forward and backward,
// on the split-KV decode path and the tiled path.
TEST(Concurrency, OneSharedPoolEqualsCallsWithoutPool) {
  ThreadPool pool(3);
  EXPECT_EQ(pool.size(), 3);
  std::vector<Work> work;
  for (int t = 0; t < 8; ++t) {
    const std::int64_t seq_q = t % 2 ? 1 : 17 + t, seq_kv = t % 2 ? 5000 : 40;
    Work w{testing::random_qkv(1, 4, 2, seq_q, seq_kv, 16, 16, 500 + t),
           testing::random_tensor({1, 4, seq_q, 16}, 600 + t),
           {}};
    w.params.causal = Causal::kBottomRight;
    w.params.num_threads = 1 + t % 4;
    work.push_back(std::move(w));
  }
  auto run = [](const Work& w, ThreadPool* on) {
    AttentionParams params = w.params;
    params.pool = on;
    auto fwd = attention(w.x.q.view(), w.x.k.view(), w.x.v.view(), params);
    auto grads = attention_backward(w.dout.view(), w.x.q.view(), w.x.k.view(),
                                    w.x.v.view(), fwd.out.view(),
                                    fwd.lse.view(), params);
    std::vector<Tensor> r;
    r.push_back(std::move(fwd.out));
    r.push_back(std::move(fwd.lse));
    r.push_back(std::move(grads.dq));
    r.push_back(std::move(grads.dk));
    r.push_back(std::move(grads.dv));
    return r;
  };
  std::vector<std::vector<Tensor>> alone, pooled(work.size());
  for (const Work& w : work) alone.push_back(run(w, nullptr));
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < work.size(); ++t) {
    threads.emplace_back([&, t] {
      for (int repeat = 0; repeat < 3; ++repeat)
        pooled[t] = run(work[t], &pool);
    });
  }
  for (auto& th : threads) th.join();
  for (std::size_t t = 0; t < work.size(); ++t) {
    for (std::size_t n = 0; n < alone[t].size(); ++n) {
      EXPECT_TRUE(testing::bit_identical(alone[t][n], pooled[t][n]))
          << "call " << t << " tensor " << n;
    }
  }
}

// Threads of this process, from /proc/self/task.
int process_threads() {
  int n = 0;
  for ([[maybe_unused]] const auto& entry :
       std::filesystem::directory_iterator("/proc/self/task")) {
    ++n;
  }
  return n;
}

TEST(Concurrency, NoThreadStartedPerCall) {
  // Large enough to share (the process-wide pool), and the tiny call.
  const auto big = testing::random_qkv(1, 4, 2, 64, 96, 32, 32, 11);
  const auto tiny = testing::random_qkv(1, 1, 1, 1, 1, 64, 64, 12);
  const Tensor dout = testing::random_tensor({1, 4, 64, 32}, 13);
  AttentionParams params;
  params.num_threads = 3;
  const AttentionResult want = testing::run(big, params);  // pool starts
  const int threads = process_threads();
  for (int call = 0; call < 1000; ++call) {
    params.num_threads = 1 + call % 3;
    const AttentionResult r = testing::run(big, params);
    ASSERT_TRUE(testing::bit_identical(want.out, r.out)) << call;
    testing::run(tiny, params);
    if (call % 100 == 0) {
      attention_backward(dout.view(), big.q.view(), big.k.view(), big.v.view(),
                         r.out.view(), r.lse.view(), params);
    }
  }
  EXPECT_EQ(process_threads(), threads);
}

TEST(Concurrency, SetNumThreadsResizesTheSharedPool) {
  set_num_threads(1);
  EXPECT_EQ(default_num_threads(), 1);
  const int alone = process_threads();
  set_num_threads(4);
  EXPECT_EQ(default_num_threads(), 4);
  EXPECT_EQ(process_threads(), alone + 3);  // 3 workers and the caller
  const auto x = testing::random_qkv(1, 4, 2, 64, 96, 32, 32, 14);
  AttentionParams one;
  one.num_threads = 1;
  EXPECT_TRUE(
      testing::bit_identical(testing::run(x, one).out, testing::run(x).out));
  EXPECT_EQ(process_threads(), alone + 3);
  EXPECT_THROW(set_num_threads(-1), Error);
  set_num_threads(0);  // back to QKV_NUM_THREADS or the cores
  EXPECT_GE(default_num_threads(), 1);
}

TEST(Concurrency, ThreadPoolRejectsANegativeSize) {
  EXPECT_THROW(ThreadPool(-1), Error);
  ThreadPool one(1);  // no worker: calls run on the caller
  EXPECT_EQ(one.size(), 1);
}

TEST(Concurrency, KvCachesInParallel) {
  std::vector<std::thread> threads;
  std::vector<int> ok(8, 0);
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([t, &ok] {
      KvCache cache(1, 1, 64, 8);
      const Tensor k = testing::random_tensor({1, 1, 1, 8}, 300 + t);
      const Tensor q = testing::random_tensor({1, 2, 1, 8}, 400 + t);
      for (int step = 0; step < 32; ++step) {
        cache.append(k.view(), k.view());
        const auto r = cache.attend(q.view());
        // Identical keys and values: the output is that value row.
        for (int c = 0; c < 8; ++c) {
          if (std::fabs(testing::at(r.out, 0, 0, 0, c) - k.data<float>()[c]) >
              1e-5f)
            return;
        }
      }
      ok[t] = 1;
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 0; t < 8; ++t) EXPECT_EQ(ok[t], 1) << t;
}

}  // namespace
}  // namespace qkv
