// Deterministic parallel loops. Work is cut into items fixed by the problem
// alone (never by the thread count); threads claim items one at a time and
// every item runs the same code on the same data whichever thread runs it,
// so results are bit-identical for any number of threads, with or without a
// ThreadPool. Claiming instead of a fixed partition keeps a call fast when
// the OS delays one of its threads (another process's spinning threads on
// the same cores, say): the others take the remaining items.
#ifndef QKV_SRC_THREADING_H_
#define QKV_SRC_THREADING_H_

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "qkv/thread_pool.h"

namespace qkv::internal {

// The thread count used when a call asks for 0: set_num_threads()'s value
// if set, else QKV_NUM_THREADS if a positive integer, else the hardware
// concurrency (both read once, at the first call).
int default_num_threads();
// What default_num_threads() returns before set_num_threads() (or after
// set_num_threads(0)): QKV_NUM_THREADS, else the hardware concurrency.
int unset_num_threads();

// The machine's hardware threads (std::thread::hardware_concurrency, at
// least 1), whatever QKV_NUM_THREADS or set_num_threads() say.
int hardware_threads();

// Work that a fork() must not cut in two holds one of these: fork() waits
// until none is held (the library's prepare handler). A threaded BLAS
// (OpenBLAS) in the middle of a GEMM holds its own locks, and a child
// forked then inherits them held: its next GEMM hung (MultiheadAttention in
// a child forked while another thread ran one).
class NoForkDuring {
 public:
  NoForkDuring();
  ~NoForkDuring();
  NoForkDuring(const NoForkDuring&) = delete;
  NoForkDuring& operator=(const NoForkDuring&) = delete;

 private:
  void* gate_;  // the std::shared_mutex held (a forked child has another)
};

// How a call runs in parallel: at most `count` threads (the caller
// included), on `pool` when given, else on the process-wide pool.
struct Threads {
  int count = 1;
  ThreadPool* pool = nullptr;
};

// Below this many floating-point operations a call runs on the calling
// thread alone: waking a worker (about 1 µs when it still polls, tens of µs
// once it sleeps) would cost more than it saves. About 20 µs of one core's
// work at the short-sequence rates of docs/PERFORMANCE.md.
inline constexpr double kMinParallelFlops = 1 << 20;

// `threads`, or the calling thread alone when the work is below
// kMinParallelFlops. Never changes the results: work items do not depend on
// the thread count.
inline Threads threads_for(const Threads& threads, double flops) {
  return flops < kMinParallelFlops ? Threads{1, threads.pool} : threads;
}

// Runs item(worker, i) for every i of [0, items) on up to threads.count
// threads; worker in [0, workers) names the thread running the item (the
// caller is 0). Returns when every item is done; rethrows the first
// exception an item threw.
void run_items(std::int64_t items, const Threads& threads,
               const std::function<void(int, std::int64_t)>& item);

// The number of distinct `worker` values run_items may pass.
int max_workers(std::int64_t items, const Threads& threads);

// Runs body(begin, end) over contiguous slices of [0, n): a fixed number of
// slices (up to 4 per thread, never more than n), claimed by the threads.
template <class Body>
void parallel_for(std::int64_t n, const Threads& threads, const Body& body) {
  if (n <= 0) return;
  const std::int64_t slices =
      std::min<std::int64_t>(n, 4 * std::max(1, threads.count));
  run_items(slices, threads, [&](int, std::int64_t s) {
    body(s * n / slices, (s + 1) * n / slices);
  });
}

// Runs body(state, item) for every item of [0, n), each thread with its own
// state from make_state() (made when the thread claims its first item).
template <class MakeState, class Body>
void parallel_for_cyclic(std::int64_t n, const Threads& threads,
                         const MakeState& make_state, const Body& body) {
  if (n <= 0) return;
  using State = decltype(make_state());
  std::vector<std::optional<State>> states(max_workers(n, threads));
  run_items(n, threads, [&](int worker, std::int64_t item) {
    auto& state = states[worker];
    if (!state) state.emplace(make_state());
    body(*state, item);
  });
}

}  // namespace qkv::internal

#endif  // QKV_SRC_THREADING_H_
