#include "threading.h"

#include <dlfcn.h>
#include <pthread.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <system_error>
#include <thread>

#include "fail.h"

namespace qkv {

namespace {

// How long a worker that just ran items polls for the next call before it
// sleeps: long enough to catch back-to-back calls (a model's layers, decode
// steps), short enough not to hold a core other threads want.
constexpr auto kSpinBeforeSleep = std::chrono::microseconds(100);

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

// True while this thread runs items of a pool call: a call made from inside
// one (nested) runs on its thread alone instead of waiting for a pool.
thread_local bool t_in_pool_call = false;

// Incremented in a forked child: pools made before belong to the parent
// (their threads do not exist in the child).
std::atomic<std::uint64_t> g_fork_generation{0};

// set_num_threads()'s value; 0 = not set.
std::atomic<int> g_num_threads{0};

// The process-wide pool. Never destroyed: its threads may still be polling
// while static objects are destroyed at exit.
struct SharedPool {
  std::mutex mutex;  // guards `pool`
  std::shared_ptr<ThreadPool> pool;
};

SharedPool& shared_pool_state() {
  static SharedPool* const state = new SharedPool;
  return *state;
}

// An OpenMP runtime that the process had already loaded (GNU libgomp, or a
// runtime with its entry points: PyTorch's, say), whose team runs the
// calls that would run on the process-wide pool, from the thread that
// called use_loaded_openmp(): one set of threads in the process instead of
// two, so neither library's idle workers spin on the cores the other is
// computing on.
struct OpenMp {
  void* handle = nullptr;  // dlopen's handle of the runtime
  void (*parallel)(void (*)(void*), void*, unsigned, unsigned) = nullptr;
  int (*thread_num)() = nullptr;
  int (*level)() = nullptr;        // nesting depth, inactive regions too
  int (*max_threads)() = nullptr;  // the caller's team size (nthreads-var)
};

// Set by use_loaded_openmp(), never freed (static destruction order).
std::atomic<OpenMp*> g_openmp{nullptr};
// The adoption in force (0 = none): a thread uses the team while its
// t_openmp_epoch equals it, so a thread that exits or a later adoption by
// another thread leaves no stale owner behind.
std::atomic<std::uint64_t> g_openmp_epoch{0};
thread_local std::uint64_t t_openmp_epoch = 0;
// g_fork_generation when adopted.
std::atomic<std::uint64_t> g_openmp_generation{0};
std::mutex g_openmp_mutex;  // serialises adoptions

// The entry points of the runtime `name` if it is loaded; null if not.
OpenMp* open_loaded_runtime(const char* name) {
  void* lib = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
  if (lib == nullptr) return nullptr;
  auto* omp = new OpenMp;
  omp->handle = lib;
  omp->parallel =
      reinterpret_cast<decltype(omp->parallel)>(dlsym(lib, "GOMP_parallel"));
  omp->thread_num =
      reinterpret_cast<int (*)()>(dlsym(lib, "omp_get_thread_num"));
  omp->level = reinterpret_cast<int (*)()>(dlsym(lib, "omp_get_level"));
  omp->max_threads =
      reinterpret_cast<int (*)()>(dlsym(lib, "omp_get_max_threads"));
  if (omp->parallel && omp->thread_num && omp->level && omp->max_threads) {
    return omp;
  }
  delete omp;
  return nullptr;
}

// `library` if given, else the first loaded of the usual runtimes.
OpenMp* find_loaded_openmp(const char* library) {
  if (library != nullptr) return open_loaded_runtime(library);
  for (const char* name : {"libgomp.so.1", "libiomp5.so", "libomp.so"}) {
    if (OpenMp* omp = open_loaded_runtime(name)) return omp;
  }
  return nullptr;
}

// Held shared by every NoForkDuring, exclusively by fork()'s prepare
// handler. Never destroyed (a fork may come while statics are destroyed).
// A forked child gets a new one: the parent's is write-locked by a thread
// id the child does not have, and glibc's unlock goes by thread id.
std::shared_mutex*& fork_gate_slot() {
  static std::shared_mutex* gate = new std::shared_mutex;
  return gate;
}
std::shared_mutex& fork_gate() { return *fork_gate_slot(); }

// After fork() the child keeps the parent's pool object but none of its
// threads: the child leaves that pool (and its possibly locked mutexes)
// untouched and starts a new one at its first parallel call. The fork gate
// is taken before the pool's mutex (a NoForkDuring's work may need it).
void register_fork_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    shared_pool_state();
    fork_gate();
    pthread_atfork(
        [] {
          fork_gate().lock();
          shared_pool_state().mutex.lock();
        },
        [] {
          shared_pool_state().mutex.unlock();
          fork_gate().unlock();
        },
        [] {
          g_fork_generation.fetch_add(1);
          SharedPool& s = shared_pool_state();
          // Leaked on purpose: destroying it would join threads
          // that exist only in the parent.
          new std::shared_ptr<ThreadPool>(std::move(s.pool));
          s.mutex.unlock();
          fork_gate_slot() = new std::shared_mutex;  // the old one leaked
        });
  });
}

// Registered when the library loads, so that every fork after it is seen.
[[maybe_unused]] const bool g_fork_handlers_registered =
    (register_fork_handlers(), true);

// Runs every item on the calling thread, in order.
void run_inline(std::int64_t items,
                const std::function<void(int, std::int64_t)>& item) {
  for (std::int64_t i = 0; i < items; ++i) item(0, i);
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

// One call on an OpenMP team: members below `workers` claim items (so the
// worker index stays below max_workers); the runtime's barrier at the end
// of the region waits for the last one.
struct TeamCall {
  OpenMp* omp;
  std::int64_t items;
  int workers;
  const std::function<void(int, std::int64_t)>* item;
  Claims claims;
};

void team_member(void* data) noexcept {
  auto& call = *static_cast<TeamCall*>(data);
  const int worker = call.omp->thread_num();
  if (worker >= call.workers) return;
  const bool was_in_pool_call = t_in_pool_call;
  t_in_pool_call = true;
  call.claims.work(1, call.items, worker, *call.item);
  t_in_pool_call = was_in_pool_call;
}

// Runs the call on the adopted OpenMP team if this thread may use it;
// false if not (not adopted here, a forked child, inside an OpenMP region,
// or a team of one). The team keeps its own size (torch.set_num_threads):
// asking for another would make the runtime end or start threads.
bool run_on_openmp(std::int64_t items, int workers,
                   const std::function<void(int, std::int64_t)>& item) {
  if (!using_loaded_openmp()) return false;
  OpenMp* omp = g_openmp.load(std::memory_order_acquire);
  const int team = omp->max_threads();
  if (omp->level() != 0 || team <= 1) return false;
  TeamCall call{omp, items, std::min(workers, team), &item, {}};
  call.claims.next.store(std::uint64_t{1} << 32, std::memory_order_relaxed);
  omp->parallel(team_member, &call, static_cast<unsigned>(team), 0);
  call.claims.rethrow();
  return true;
}

}  // namespace

struct ThreadPool::Impl {
  int size = 1;
  std::uint64_t generation = 0;  // g_fork_generation when made
  std::mutex call_mutex;         // one call at a time
  std::mutex mutex;              // guards the call description below and `stop`
  std::condition_variable wake;
  std::atomic<std::uint32_t> call{0};
  const std::function<void(int, std::int64_t)>* item = nullptr;
  std::int64_t items = 0;
  int workers = 0;  // threads taking part in the current call
  bool stop = false;
  // Workers that have entered worker_loop (guarded by mutex): the
  // constructor returns once every one has, so a fork after it never
  // catches a thread still starting (ASan's allocator, which a starting
  // thread locks, would stay locked in the child).
  int started = 0;
  std::condition_variable all_started;
  Claims claims;
  std::vector<std::thread> threads;

  void stop_and_join() {
    {
      const std::lock_guard<std::mutex> lock(mutex);
      stop = true;
    }
    wake.notify_all();
    for (auto& t : threads) t.join();
  }

  // Made in the parent of this (forked) process: no threads here.
  bool stale() const {
    return generation != g_fork_generation.load(std::memory_order_relaxed);
  }

  void worker_loop(int worker) {
    t_in_pool_call = true;
    {
      const std::lock_guard<std::mutex> lock(mutex);
      ++started;
    }
    all_started.notify_one();
    std::uint32_t seen = 0;
    bool poll = false;  // ran items of the last call: poll before sleeping
    for (;;) {
      const auto poll_end = std::chrono::steady_clock::now() + kSpinBeforeSleep;
      while (poll && call.load(std::memory_order_acquire) == seen &&
             std::chrono::steady_clock::now() < poll_end) {
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
        poll = worker < workers;
        if (!poll) continue;
        fn = item;
        n = items;
      }
      claims.work(seen, n, worker, *fn);
    }
  }

  // One call on this pool (the caller holds call_mutex): `workers` threads,
  // the caller included, claim the items.
  void run(std::int64_t n, int num_workers,
           const std::function<void(int, std::int64_t)>& fn) {
    std::uint32_t c = 0;
    {
      const std::lock_guard<std::mutex> lock(mutex);
      c = call.load(std::memory_order_relaxed) + 1;
      item = &fn;
      items = n;
      workers = num_workers;
      claims.done.store(0, std::memory_order_relaxed);
      claims.next.store(std::uint64_t{c} << 32, std::memory_order_relaxed);
      call.store(c, std::memory_order_release);
    }
    wake.notify_all();
    t_in_pool_call = true;
    claims.work(c, n, 0, fn);
    t_in_pool_call = false;
    // Items still running on workers; none is left to claim.
    for (int spins = 0; claims.done.load(std::memory_order_acquire) < n;
         ++spins) {
      if (spins < 4096) {
        cpu_relax();
      } else {
        std::this_thread::yield();
      }
    }
    claims.rethrow();
  }
};

ThreadPool::ThreadPool(int num_threads) : impl_(std::make_unique<Impl>()) {
  if (num_threads < 0 || num_threads > kMaxThreads) {
    internal::fail("ThreadPool: num_threads must be in [0, ", kMaxThreads,
                   "] (0 = default), got ", num_threads);
  }
  register_fork_handlers();
  impl_->generation = g_fork_generation.load();
  impl_->size = num_threads > 0 ? num_threads : internal::default_num_threads();
  // Out of threads, or of memory for their stacks or states: the started
  // workers are stopped and joined (a joinable std::thread destroyed
  // terminates), then the error goes to the caller.
  try {
    impl_->threads.reserve(static_cast<std::size_t>(impl_->size));
    for (int w = 1; w < impl_->size; ++w) {
      impl_->threads.emplace_back([this, w] { impl_->worker_loop(w); });
    }
  } catch (const std::system_error& e) {
    const auto started = static_cast<int>(impl_->threads.size()) + 1;
    impl_->stop_and_join();
    throw std::system_error(e.code(), "ThreadPool: could not start thread " +
                                          std::to_string(started + 1) + " of " +
                                          std::to_string(impl_->size));
  } catch (...) {
    impl_->stop_and_join();
    throw;
  }
  std::unique_lock<std::mutex> lock(impl_->mutex);
  impl_->all_started.wait(lock,
                          [&] { return impl_->started == impl_->size - 1; });
}

ThreadPool::~ThreadPool() {
  if (impl_->stale()) {
    // A forked child's copy: its threads exist only in the parent and its
    // mutexes may have been held there. Left alone (leaked).
    static_cast<void>(impl_.release());
    return;
  }
  impl_->stop_and_join();
}

int ThreadPool::size() const { return impl_->size; }

void set_num_threads(int num_threads) {
  if (num_threads < 0 || num_threads > kMaxThreads) {
    internal::fail("set_num_threads: num_threads must be in [0, ", kMaxThreads,
                   "] (0 = default), got ", num_threads);
  }
  register_fork_handlers();
  SharedPool& s = shared_pool_state();
  std::shared_ptr<ThreadPool> old;  // joined outside the lock
  const std::lock_guard<std::mutex> lock(s.mutex);
  // Published once its pool exists: if the threads cannot start, the
  // setting and the pool stay what they were.
  const int size =
      num_threads > 0 ? num_threads : internal::unset_num_threads();
  if (!s.pool || s.pool->size() != size) {
    auto pool = std::make_shared<ThreadPool>(size);
    old = std::move(s.pool);
    s.pool = std::move(pool);
  }
  g_num_threads.store(num_threads);
}

bool use_loaded_openmp(const char* library) {
  // A forked child (of a process that had qkv loaded: the handlers are
  // registered at load time) never adopts: the parent may have left the
  // runtime's team behind, whose threads do not exist here.
  if (g_fork_generation.load() != 0) return false;
  const std::lock_guard<std::mutex> lock(g_openmp_mutex);
  OpenMp* omp = g_openmp.load(std::memory_order_acquire);
  if (omp == nullptr || library != nullptr) {
    OpenMp* found = find_loaded_openmp(library);
    if (found == nullptr) return false;
    if (omp != nullptr && found->handle == omp->handle) {
      delete found;
    } else {
      // A runtime replaced is never freed: a call may still be using it.
      g_openmp.store(found, std::memory_order_release);
    }
  }
  g_openmp_generation.store(g_fork_generation.load());
  t_openmp_epoch = g_openmp_epoch.load() + 1;
  g_openmp_epoch.store(t_openmp_epoch, std::memory_order_release);
  return true;
}

void use_own_threads() {
  g_openmp_epoch.fetch_add(1, std::memory_order_acq_rel);
}

bool using_loaded_openmp() {
  return t_openmp_epoch != 0 &&
         t_openmp_epoch == g_openmp_epoch.load(std::memory_order_acquire) &&
         g_openmp_generation == g_fork_generation.load();
}

namespace internal {

namespace {

int env_or_hardware_threads() {
  if (const char* env = std::getenv("QKV_NUM_THREADS")) {
    char* end = nullptr;
    const long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n > 0 && n <= kMaxThreads) {
      return static_cast<int>(n);
    }
  }
  return hardware_threads();
}

// The process-wide pool with at least `threads` threads (grown when a call
// asks for more: its threads then stay too).
std::shared_ptr<ThreadPool> shared_pool(int threads) {
  register_fork_handlers();
  SharedPool& s = shared_pool_state();
  std::shared_ptr<ThreadPool> old;  // joined outside the lock
  const std::lock_guard<std::mutex> lock(s.mutex);
  if (!s.pool || s.pool->size() < threads) {
    // The new pool first: if its threads cannot start, the old one stays.
    auto pool =
        std::make_shared<ThreadPool>(std::max(threads, default_num_threads()));
    old = std::move(s.pool);
    s.pool = std::move(pool);
  }
  return s.pool;
}

}  // namespace

int hardware_threads() {
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(std::min<unsigned>(hw, kMaxThreads));
}

NoForkDuring::NoForkDuring() : gate_(nullptr) {
  register_fork_handlers();
  std::shared_mutex& gate = fork_gate();
  gate.lock_shared();
  gate_ = &gate;
}

NoForkDuring::~NoForkDuring() {
  static_cast<std::shared_mutex*>(gate_)->unlock_shared();
}

int unset_num_threads() {
  static const int threads = env_or_hardware_threads();
  return threads;
}

int default_num_threads() {
  const int set = g_num_threads.load(std::memory_order_relaxed);
  return set > 0 ? set : unset_num_threads();
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
  if (workers == 1 || t_in_pool_call) {
    run_inline(items, item);
    return;
  }
  if (items > 0xffffffffLL) fail("run_items: too many work items: ", items);
  if (threads.pool == nullptr && run_on_openmp(items, workers, item)) return;
  std::shared_ptr<ThreadPool> shared;
  ThreadPool* pool = threads.pool;
  if (pool == nullptr) {
    shared = shared_pool(workers);
    pool = shared.get();
  }
  ThreadPool::Impl& impl = pool->impl();
  std::unique_lock<std::mutex> call_lock(impl.call_mutex, std::defer_lock);
  if (impl.stale()) {
    run_inline(items, item);  // a pool of the parent process: no threads
    return;
  }
  if (threads.pool != nullptr) {
    call_lock.lock();  // the caller's own pool: wait for its turn
  } else if (!call_lock.try_lock()) {
    run_inline(items, item);  // the shared pool runs another thread's call
    return;
  }
  impl.run(items, workers, item);
}

}  // namespace internal
}  // namespace qkv
