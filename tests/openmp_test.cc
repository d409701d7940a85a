// Calls on an OpenMP team the process already loaded (use_loaded_openmp):
// the team's threads claim qkv's items, results stay bit-identical to qkv's
// own pool, no call starts a thread, other threads and a forked child keep
// qkv's pool. The test loads the system's GNU libgomp itself, as PyTorch's
// libtorch_cpu does. Not run under ThreadSanitizer (libgomp is not
// instrumented) nor under qemu (no arm64 libgomp in the cross build).
#include <dirent.h>
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>

#include "qkv/qkv.h"
#include "test_util.h"
#include "threading.h"

namespace qkv {
namespace {

// libgomp's entry points, from the library this test loads.
struct Gomp {
  void* lib = nullptr;
  void (*parallel)(void (*)(void*), void*, unsigned, unsigned) = nullptr;
  int (*thread_num)() = nullptr;
  int (*in_parallel)() = nullptr;
  void (*set_num_threads)(int) = nullptr;
};

const Gomp& gomp() {
  static const Gomp g = [] {
    Gomp x;
    x.lib = dlopen("libgomp.so.1", RTLD_NOW | RTLD_LOCAL);
    if (x.lib != nullptr) {
      x.parallel =
          reinterpret_cast<decltype(x.parallel)>(dlsym(x.lib, "GOMP_parallel"));
      x.thread_num =
          reinterpret_cast<int (*)()>(dlsym(x.lib, "omp_get_thread_num"));
      x.in_parallel =
          reinterpret_cast<int (*)()>(dlsym(x.lib, "omp_in_parallel"));
      x.set_num_threads =
          reinterpret_cast<void (*)(int)>(dlsym(x.lib, "omp_set_num_threads"));
    }
    return x;
  }();
  return g;
}

// The ids of the process's threads.
std::set<std::string> thread_ids() {
  std::set<std::string> ids;
  if (DIR* d = opendir("/proc/self/task")) {
    while (const dirent* e = readdir(d)) {
      if (e->d_name[0] != '.') ids.insert(e->d_name);
    }
    closedir(d);
  }
  return ids;
}

// A parallel region of the runtime's own, as a PyTorch op runs one.
void foreign_region() {
  gomp().parallel([](void*) {}, nullptr, 0, 0);
}

AttentionResult run_threads(const testing::Qkv& x, int threads) {
  AttentionParams p;
  p.num_threads = threads;
  p.causal = Causal::kBottomRight;
  return testing::run(x, p);
}

TEST(LoadedOpenMp, RefusedWhileNoRuntimeIsLoaded) {
  if (dlopen("libgomp.so.1", RTLD_LAZY | RTLD_NOLOAD) != nullptr) {
    GTEST_SKIP() << "libgomp was loaded before this test";
  }
  EXPECT_FALSE(use_loaded_openmp());
  EXPECT_FALSE(using_loaded_openmp());
}

TEST(LoadedOpenMp, TeamRunsItemsBitIdentically) {
  const testing::Qkv x = testing::random_qkv(2, 4, 2, 150, 170, 40, 24, 3);
  const AttentionResult own2 = run_threads(x, 2);
  const AttentionResult own1 = run_threads(x, 1);
  ASSERT_NE(gomp().lib, nullptr) << dlerror();
  EXPECT_FALSE(use_loaded_openmp("libqkv-no-such-runtime.so"));
  ASSERT_TRUE(use_loaded_openmp("libgomp.so.1"));
  EXPECT_FALSE(use_loaded_openmp("libqkv-no-such-runtime.so"));
  EXPECT_TRUE(using_loaded_openmp());  // a refused library changes nothing
  EXPECT_TRUE(using_loaded_openmp());
  for (int threads : {2, 3}) {
    const AttentionResult team = run_threads(x, threads);
    EXPECT_TRUE(testing::bit_identical(own2.out, team.out)) << threads;
    EXPECT_TRUE(testing::bit_identical(own1.lse, team.lse)) << threads;
  }
  // The team's members run the items (inside the region), worker = the
  // OpenMP thread number; each item waits until both members took one.
  gomp().set_num_threads(2);
  std::mutex mutex;
  std::set<int> workers;
  bool match = true;
  internal::run_items(
      64, internal::Threads{2, nullptr}, [&](int worker, std::int64_t) {
        std::unique_lock<std::mutex> lock(mutex);
        workers.insert(worker);
        match =
            match && worker == gomp().thread_num() && gomp().in_parallel() == 1;
        const auto end =
            std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (workers.size() < 2 && std::chrono::steady_clock::now() < end) {
          lock.unlock();
          std::this_thread::sleep_for(std::chrono::microseconds(100));
          lock.lock();
        }
      });
  EXPECT_TRUE(match);
  EXPECT_EQ(workers, (std::set<int>{0, 1}));
  use_own_threads();
  EXPECT_FALSE(using_loaded_openmp());
  EXPECT_TRUE(testing::bit_identical(own2.out, run_threads(x, 2).out));
}

TEST(LoadedOpenMp, TheTeamKeepsItsThreadsAndErrorsReachTheCaller) {
  ASSERT_NE(gomp().lib, nullptr);
  ASSERT_TRUE(use_loaded_openmp());
  // A team of 3 (torch.set_num_threads(3)), calls of 2 threads and of few
  // items between the runtime's own regions: no thread ends or starts.
  gomp().set_num_threads(3);
  const testing::Qkv x = testing::random_qkv(1, 4, 4, 96, 96, 32, 32, 5);
  const testing::Qkv few = testing::random_qkv(1, 1, 1, 90, 700, 32, 32, 6);
  foreign_region();
  run_threads(x, 2);
  run_threads(few, 3);
  const std::set<std::string> before = thread_ids();
  for (int i = 0; i < 300; ++i) {
    foreign_region();
    run_threads(x, 2);
    run_threads(few, 3);
  }
  EXPECT_EQ(thread_ids(), before);
  gomp().set_num_threads(2);
  EXPECT_THROW(internal::run_items(8, internal::Threads{2, nullptr},
                                   [](int, std::int64_t i) {
                                     if (i == 5) throw std::runtime_error("x");
                                   }),
               std::runtime_error);
  use_own_threads();
}

TEST(LoadedOpenMp, OtherThreadsNestedCallsAndForkedChildKeepTheirOwn) {
  ASSERT_NE(gomp().lib, nullptr);
  const testing::Qkv x = testing::random_qkv(1, 3, 3, 80, 90, 16, 16, 9);
  const AttentionResult want = run_threads(x, 2);
  ASSERT_TRUE(use_loaded_openmp());
  bool other = true;
  std::thread([&] {
    other = using_loaded_openmp() ||
            !testing::bit_identical(want.out, run_threads(x, 2).out);
  }).join();
  EXPECT_FALSE(other);
  // Inside an OpenMP region of the caller: never on the team (member 0
  // runs on qkv's pool, member 1 on it or inline), the same bits.
  struct Nested {
    const testing::Qkv* x;
    const AttentionResult* want;
    std::atomic<int> same{0};
  } nested{&x, &want};
  gomp().parallel(
      [](void* data) {
        auto& n = *static_cast<Nested*>(data);
        n.same += testing::bit_identical(n.want->out, run_threads(*n.x, 2).out);
      },
      &nested, 2, 0);
  EXPECT_EQ(nested.same.load(), 2);
  const pid_t pid = fork();
  if (pid == 0) {
    alarm(60);
    const bool ok = !using_loaded_openmp() && !use_loaded_openmp() &&
                    testing::bit_identical(want.out, run_threads(x, 2).out);
    _exit(ok ? 0 : 1);
  }
  int status = -1;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  EXPECT_TRUE(testing::bit_identical(want.out, run_threads(x, 2).out));
  use_own_threads();
}

}  // namespace
}  // namespace qkv
