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

}  // namespace qkv::internal

#endif  // QKV_SRC_THREADING_H_
