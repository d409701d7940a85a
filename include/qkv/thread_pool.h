// Worker threads kept alive between calls.
//
// Without a pool every parallel call starts its worker threads and joins
// them at the end (tens of microseconds each, and the join waits for a
// worker the OS has not scheduled yet). A decode step takes about a
// millisecond, so a KvCache owns a pool, and any call can be given one
// through AttentionParams::pool. The pool is explicit: qkv keeps no global
// one. One call runs on a pool at a time (others wait their turn).
//
// Work is cut into items that do not depend on the thread count and that
// threads claim one by one, so results are bit-identical with or without a
// pool and for any number of threads.
#ifndef QKV_THREAD_POOL_H_
#define QKV_THREAD_POOL_H_

#include <memory>

namespace qkv {

class ThreadPool {
 public:
  // num_threads counts the calling thread: num_threads - 1 workers start.
  // 0 = default_num_threads().
  explicit ThreadPool(int num_threads = 0);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  int size() const;

  struct Impl;  // src/threading.cc
  Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace qkv

#endif  // QKV_THREAD_POOL_H_
