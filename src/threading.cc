#include "threading.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>

#include "fail.h"

namespace qkv {

namespace {

// How long an idle pool worker polls for the next call before it sleeps:
// long enough to catch back-to-back calls (decode steps), short enough not
// to hold a core that other threads of the process want.
constexpr auto kSpinBeforeSleep = std::chrono::microseconds(100);

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

// Items of one call, claimed one at a time by every participating thread.
// `next` packs (call number << 32 | next item) so that a worker still
// holding an earlier call's description can never claim an item of a later
// call: its compare-exchange fails on the call number.
struct Claims {
  std::atomic<std::uint64_t> next{0};
  std::atomic<std::int64_t> done{0};
  std::mutex error_mutex;
  std::exception_ptr error;

  // Runs items of call `call` until none is left.
  void work(std::uint32_t call, std::int64_t items, int worker,
            const std::function<void(int, std::int64_t)>& item) {
    std::uint64_t s = next.load(std::memory_order_relaxed);
    for (;;) {
      if ((s >> 32) != call) return;
      const std::int64_t i = static_cast<std::int64_t>(s & 0xffffffffu);
      if (i >= items) return;
      if (!next.compare_exchange_weak(s, s + 1, std::memory_order_acq_rel)) {
        continue;
      }
      try {
        item(worker, i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
      }
      done.fetch_add(1, std::memory_order_acq_rel);
      s = next.load(std::memory_order_relaxed);
    }
  }

  void rethrow() {
    if (error) {
      std::exception_ptr e = error;
      error = nullptr;
      std::rethrow_exception(e);
    }
  }
};

}  // namespace

struct ThreadPool::Impl {
  int size = 1;
  std::mutex call_mutex;  // one call at a time
  std::mutex mutex;       // guards the call description below and `stop`
  std::condition_variable wake;
  std::atomic<std::uint32_t> call{0};
  const std::function<void(int, std::int64_t)>* item = nullptr;
  std::int64_t items = 0;
  int workers = 0;  // threads taking part in the current call
  bool stop = false;
  Claims claims;
  std::vector<std::thread> threads;

  void worker_loop(int worker) {
    std::uint32_t seen = 0;
    for (;;) {
      const auto spin_end = std::chrono::steady_clock::now() + kSpinBeforeSleep;
      while (call.load(std::memory_order_acquire) == seen &&
             std::chrono::steady_clock::now() < spin_end) {
        for (int k = 0; k < 64; ++k) cpu_relax();
      }
      const std::function<void(int, std::int64_t)>* fn = nullptr;
      std::int64_t n = 0;
      {
        std::unique_lock<std::mutex> lock(mutex);
        wake.wait(lock, [&] {
          return stop || call.load(std::memory_order_relaxed) != seen;
        });
        if (stop) return;
        seen = call.load(std::memory_order_relaxed);
        if (worker >= workers) continue;
        fn = item;
        n = items;
      }
      claims.work(seen, n, worker, *fn);
    }
  }
};

ThreadPool::ThreadPool(int num_threads) : impl_(std::make_unique<Impl>()) {
  if (num_threads < 0) {
    internal::fail("ThreadPool: num_threads must be >= 0 (0 = default), got ",
                   num_threads);
  }
  impl_->size = num_threads > 0 ? num_threads : internal::default_num_threads();
  for (int w = 1; w < impl_->size; ++w) {
    impl_->threads.emplace_back([this, w] { impl_->worker_loop(w); });
  }
}

ThreadPool::~ThreadPool() {
  {
    const std::lock_guard<std::mutex> lock(impl_->mutex);
    impl_->stop = true;
  }
  impl_->wake.notify_all();
  for (auto& t : impl_->threads) t.join();
}

int ThreadPool::size() const { return impl_->size; }

namespace internal {

int default_num_threads() {
  if (const char* env = std::getenv("QKV_NUM_THREADS")) {
    char* end = nullptr;
    const long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n > 0 && n <= 4096) {
      return static_cast<int>(n);
    }
  }
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(hw);
}

int max_workers(std::int64_t items, const Threads& threads) {
  std::int64_t count = std::max(1, threads.count);
  if (threads.pool) count = std::min<std::int64_t>(count, threads.pool->size());
  return static_cast<int>(std::max<std::int64_t>(1, std::min(count, items)));
}

void run_items(std::int64_t items, const Threads& threads,
               const std::function<void(int, std::int64_t)>& item) {
  if (items <= 0) return;
  const int workers = max_workers(items, threads);
  if (workers == 1) {
    for (std::int64_t i = 0; i < items; ++i) item(0, i);
    return;
  }
  if (items > 0xffffffffLL) fail("run_items: too many work items: ", items);
  if (threads.pool) {
    ThreadPool::Impl& pool = threads.pool->impl();
    const std::lock_guard<std::mutex> call_lock(pool.call_mutex);
    std::uint32_t call = 0;
    {
      const std::lock_guard<std::mutex> lock(pool.mutex);
      call = pool.call.load(std::memory_order_relaxed) + 1;
      pool.item = &item;
      pool.items = items;
      pool.workers = workers;
      pool.claims.done.store(0, std::memory_order_relaxed);
      pool.claims.next.store(std::uint64_t{call} << 32,
                             std::memory_order_relaxed);
      pool.call.store(call, std::memory_order_release);
    }
    pool.wake.notify_all();
    pool.claims.work(call, items, 0, item);
    // Items still running on workers; none is left to claim.
    for (int spins = 0;
         pool.claims.done.load(std::memory_order_acquire) < items; ++spins) {
      if (spins < 4096) {
        cpu_relax();
      } else {
        std::this_thread::yield();
      }
    }
    pool.claims.rethrow();
    return;
  }
  Claims claims;
  std::vector<std::thread> started;
  started.reserve(workers - 1);
  for (int w = 1; w < workers; ++w) {
    started.emplace_back([&, w] { claims.work(0, items, w, item); });
  }
  claims.work(0, items, 0, item);
  for (auto& t : started) t.join();
  claims.rethrow();
}

}  // namespace internal
}  // namespace qkv
