// ReleaseGil: nb::gil_scoped_release for calls that a daemon thread may be
// in when the interpreter exits. Python (3.11 to 3.13) ends a thread that
// takes the GIL back during finalization with pthread_exit(); its forced
// unwind through nanobind's guard (a noexcept destructor) called
// std::terminate, and the process aborted at exit (SIGABRT, "terminate
// called without an active exception") instead of exiting 0. This guard
// parks such a thread instead, as Python 3.14 itself does: the process is
// ending, and the thread holds nothing the exit needs. The main thread,
// which runs the finalization (and may call qkv from a finalizer), never
// parks.
#ifndef QKV_PYTHON_SRC_RELEASE_GIL_H_
#define QKV_PYTHON_SRC_RELEASE_GIL_H_

#include <Python.h>
#include <unistd.h>

namespace qkv_python {

inline bool interpreter_finalizing() {
#if PY_VERSION_HEX >= 0x030D0000
  return Py_IsFinalizing() != 0;
#else
  return _Py_IsFinalizing() != 0;
#endif
}

class ReleaseGil {
 public:
  ReleaseGil() : state_(PyEval_SaveThread()) {}
  ~ReleaseGil() {
    if (gettid() != getpid()) {
      while (interpreter_finalizing()) pause();  // until the process ends
    }
    PyEval_RestoreThread(state_);
  }
  ReleaseGil(const ReleaseGil&) = delete;
  ReleaseGil& operator=(const ReleaseGil&) = delete;

 private:
  PyThreadState* state_;
};

}  // namespace qkv_python

#endif  // QKV_PYTHON_SRC_RELEASE_GIL_H_
