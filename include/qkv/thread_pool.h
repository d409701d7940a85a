// Worker threads kept alive between calls.
//
// Starting threads per call costs tens of microseconds (and the join waits
// for a worker the OS has not scheduled yet), more than a short call's
// arithmetic. So every call runs on a pool of kept-alive threads: the one
// given through AttentionParams::pool (a KvCache and a MultiheadAttention
// own one), else the process-wide pool, whose threads start at the first
// call that has work to share and stay for the life of the process.
// set_num_threads() resizes it. A call too small to share runs on the
// calling thread alone and wakes no worker.
//
// One call runs on a pool at a time: a call finding the process-wide pool
// busy (another thread's call) runs on its calling thread alone; a call on
// a caller's own pool waits its turn. After fork() the child's copies of
// pools have no threads: calls in the child run on the calling thread (the
// process-wide pool restarts its threads there).
//
// Work is cut into items that do not depend on the thread count and that
// threads claim one by one, so results are bit-identical whichever pool
// and number of threads run a call.
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

// The most threads a pool, a call's num_threads or set_num_threads() takes.
inline constexpr int kMaxThreads = 4096;

// Sets the threads of calls with num_threads = 0 (what default_num_threads()
// returns from now on) and resizes the process-wide pool to that many
// (its old threads finish their call, then exit). 0 = back to
// QKV_NUM_THREADS or the hardware concurrency. Throws qkv::Error if
// num_threads < 0 or > 4096, and std::system_error if the pool's threads
// cannot start (out of threads or memory; the setting and pool stay as
// they were). A ThreadPool's constructor throws the same.
void set_num_threads(int num_threads);

// Runs the calling thread's calls that have no pool of their own on the
// team of an OpenMP runtime the process has already loaded instead of the
// process-wide pool: `library` (a path or soname, as dlopen takes it), or
// else the first loaded of libgomp.so.1 (GNU, as PyTorch loads it),
// libiomp5.so and libomp.so. One set of worker threads in the process
// instead of two, so that neither library's idle workers spin on the cores
// the other computes on. The team keeps its size (omp_get_max_threads(),
// which torch.set_num_threads sets): a call uses at most that many threads
// and, once the team exists, never makes the runtime start or end one. The
// team's threads claim the same items, so results stay bit-identical. Calls
// from other threads, inside an OpenMP region, with a team of one, or in a
// forked child (a GNU OpenMP team does not survive fork) keep qkv's own pool.
// Returns false and changes nothing when the runtime is not loaded, or in a
// forked child. Python calls it from the main thread when it first meets torch
// (QKV_OPENMP=0 turns that off).
bool use_loaded_openmp(const char* library = nullptr);

// Back to qkv's own process-wide pool for every thread.
void use_own_threads();

// Whether the calling thread's calls now run on an OpenMP team.
bool using_loaded_openmp();

}  // namespace qkv

#endif  // QKV_THREAD_POOL_H_
