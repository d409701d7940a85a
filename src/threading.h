// Static, deterministic parallel loops. Work item n always runs the same
// code on the same data whatever the thread count, so results are
// bit-identical for any number of threads.
#ifndef QKV_SRC_THREADING_H_
#define QKV_SRC_THREADING_H_

#include <algorithm>
#include <cstdint>
#include <exception>
#include <thread>
#include <vector>

namespace qkv::internal {

// The thread count used when a call asks for 0: QKV_NUM_THREADS if set to a
// positive integer, else the hardware concurrency.
int default_num_threads();

// Runs body(begin, end) over contiguous slices of [0, n), one slice per
// thread (at most num_threads), the calling thread taking the first.
template <class Body>
void parallel_for(std::int64_t n, int num_threads, const Body& body) {
  const std::int64_t threads =
      std::max<std::int64_t>(1, std::min<std::int64_t>(num_threads, n));
  if (threads == 1) {
    if (n > 0) body(std::int64_t{0}, n);
    return;
  }
  std::vector<std::exception_ptr> errors(threads);
  std::vector<std::thread> workers;
  workers.reserve(threads - 1);
  auto slice = [&](std::int64_t t) {
    try {
      body(t * n / threads, (t + 1) * n / threads);
    } catch (...) {
      errors[t] = std::current_exception();
    }
  };
  for (std::int64_t t = 1; t < threads; ++t) workers.emplace_back(slice, t);
  slice(0);
  for (auto& w : workers) w.join();
  for (auto& e : errors) {
    if (e) std::rethrow_exception(e);
  }
}

// Runs body(state, item) for every item of [0, n), thread t taking items
// t, t + T, t + 2T, ... (T = threads used) with its own state from
// make_state(): balanced when item costs drift along the range (padded
// batches, causal rows). Each item still runs the same code on the same
// data, so results do not depend on T.
template <class MakeState, class Body>
void parallel_for_cyclic(std::int64_t n, int num_threads,
                         const MakeState& make_state, const Body& body) {
  const std::int64_t threads =
      std::max<std::int64_t>(1, std::min<std::int64_t>(num_threads, n));
  parallel_for(threads, static_cast<int>(threads),
               [&](std::int64_t begin, std::int64_t end) {
                 for (std::int64_t t = begin; t < end; ++t) {
                   auto state = make_state();
                   for (std::int64_t item = t; item < n; item += threads) {
                     body(state, item);
                   }
                 }
               });
}

}  // namespace qkv::internal

#endif  // QKV_SRC_THREADING_H_
