// A forked child can call qkv: the process-wide pool (whose threads stay in
// the parent) restarts in the child, and pools made before the fork run the
// child's calls on its calling thread. Not run under ThreadSanitizer (it
// does not support threads started after a multi-threaded fork).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <optional>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

// Runs `body` in a forked child (killed after 60 s if it hangs); true if
// the child exited with status 0.
template <class Body>
bool in_child(const Body& body) {
  const pid_t pid = fork();
  if (pid == 0) {
    alarm(60);
    int status = 1;
    try {
      status = body() ? 0 : 1;
    } catch (...) {
      status = 2;
    }
    _exit(status);
  }
  int status = -1;
  if (pid < 0 || waitpid(pid, &status, 0) != pid) return false;
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

TEST(Fork, ChildCallsOnThePoolsOfItsParent) {
  // Large enough to run on two threads of the process-wide pool.
  const testing::Qkv x = testing::random_qkv(2, 4, 2, 96, 130, 32, 32, 7);
  AttentionParams two;
  two.num_threads = 2;
  const AttentionResult want = testing::run(x, two);  // the pool starts
  ThreadPool own(2);
  AttentionParams on_own = two;
  on_own.pool = &own;
  EXPECT_TRUE(testing::bit_identical(want.out, testing::run(x, on_own).out));
  // Two caches filled alike: the parent steps one, the child the other.
  // A step over 3000 keys is large enough to share (the caches' pools).
  const Tensor kv = testing::random_tensor({1, 2, 3000, 32}, 9);
  const Tensor q0 = testing::random_tensor({1, 4, 3000, 32}, 10);
  const Tensor kv1 = testing::random_tensor({1, 2, 1, 32}, 11);
  const Tensor q1 = testing::random_tensor({1, 4, 1, 32}, 12);
  KvCache parent_cache(1, 2, 4096, 32), child_cache(1, 2, 4096, 32);
  for (KvCache* c : {&parent_cache, &child_cache}) {
    c->append(kv.view(), kv.view());
    c->attend(q0.view());
  }
  parent_cache.append(kv1.view(), kv1.view());
  const AttentionResult want_step = parent_cache.attend(q1.view());
  std::optional<ThreadPool> dropped_in_child(2);

  auto step = [&](KvCache& c) {
    c.append(kv1.view(), kv1.view());
    return c.attend(q1.view());
  };
  EXPECT_TRUE(in_child([&] {
    if (!testing::bit_identical(want_step.out, step(child_cache).out)) {
      return false;
    }
    for (int repeat = 0; repeat < 3; ++repeat) {
      if (!testing::bit_identical(want.out, testing::run(x, two).out) ||
          !testing::bit_identical(want.out, testing::run(x, on_own).out)) {
        return false;
      }
    }
    dropped_in_child.reset();  // its threads are the parent's: not joined
    set_num_threads(3);        // a new pool in the child
    AttentionParams three;
    three.num_threads = 3;
    return testing::bit_identical(want.out, testing::run(x, three).out);
  }));
  // The parent's pools still work.
  EXPECT_TRUE(testing::bit_identical(want.out, testing::run(x, two).out));
  EXPECT_TRUE(testing::bit_identical(want.out, testing::run(x, on_own).out));
}

}  // namespace
}  // namespace qkv
