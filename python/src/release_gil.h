// ReleaseGil: nb::gil_scoped_release for calls that a daemon thread may be
// in when the interpreter exits. Python (3.11 to 3.13) ends a thread that
// takes the GIL back during finalization with pthread_exit(), also one
// already waiting for it; its forced unwind through nanobind's guard (a
// noexcept destructor) called std::terminate, and the process aborted at
// exit (SIGABRT, "terminate called without an active exception") instead
// of exiting 0. So each extension registers at_exit() with Python's atexit
// (which runs before finalization): from then on a thread other than the
// exiting one parks instead of taking the GIL back from a qkv call (as
// Python 3.14 parks such threads itself; the process is ending and the
// thread holds nothing the exit needs), and at_exit first lets the threads
// already on their way back take it.
#ifndef QKV_PYTHON_SRC_RELEASE_GIL_H_
#define QKV_PYTHON_SRC_RELEASE_GIL_H_

#include <Python.h>
#include <nanobind/nanobind.h>
#include <unistd.h>

#include <atomic>
#include <thread>

namespace qkv_python {

struct ExitState {
  std::atomic<bool> exiting{false};
  std::atomic<int> returning{0};  // threads between the check and the GIL
  std::atomic<unsigned long> exit_thread{0};
};

inline ExitState& exit_state() {
  static ExitState state;
  return state;
}

// For Python's atexit; called with the GIL held.
inline void at_exit() {
  ExitState& s = exit_state();
  s.exit_thread.store(PyThread_get_thread_ident());
  s.exiting.store(true);
  Py_BEGIN_ALLOW_THREADS;
  while (s.returning.load() != 0) std::this_thread::yield();
  Py_END_ALLOW_THREADS;
}

// Registers at_exit with Python's atexit for the extension `m`.
inline void register_at_exit(nanobind::module_& m) {
  m.def("_release_gil_at_exit", &at_exit);
  nanobind::module_::import_("atexit").attr("register")(
      m.attr("_release_gil_at_exit"));
}

// Runs `take` (which takes the GIL back), or, after at_exit, parks a
// thread other than the exiting one until the process ends.
template <class Take>
void take_gil_or_park(Take take) {
  ExitState& s = exit_state();
  s.returning.fetch_add(1);
  if (s.exiting.load() && PyThread_get_thread_ident() != s.exit_thread.load()) {
    s.returning.fetch_sub(1);
    for (;;) pause();  // until the process ends
  }
  take();
  s.returning.fetch_sub(1);
}

class ReleaseGil {
 public:
  ReleaseGil() : state_(PyEval_SaveThread()) {}
  ~ReleaseGil() {
    take_gil_or_park([this] { PyEval_RestoreThread(state_); });
  }
  ReleaseGil(const ReleaseGil&) = delete;
  ReleaseGil& operator=(const ReleaseGil&) = delete;

 private:
  PyThreadState* state_;
};

// AcquireGil: nb::gil_scoped_acquire for a C++ call that calls back into
// Python from inside a ReleaseGil region (qkv.dist's Python communicators):
// after at_exit, a thread other than the exiting one parks here too, for
// the same reason. A thread that holds the GIL already never parks (it
// would keep the GIL from the exiting thread).
class AcquireGil {
 public:
  AcquireGil() {
    if (PyGILState_Check()) {
      state_ = PyGILState_Ensure();
      return;
    }
    take_gil_or_park([this] { state_ = PyGILState_Ensure(); });
  }
  ~AcquireGil() { PyGILState_Release(state_); }
  AcquireGil(const AcquireGil&) = delete;
  AcquireGil& operator=(const AcquireGil&) = delete;

 private:
  PyGILState_STATE state_;
};

}  // namespace qkv_python

#endif  // QKV_PYTHON_SRC_RELEASE_GIL_H_
