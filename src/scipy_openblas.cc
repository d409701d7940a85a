// qkv::modules' BLAS when built with QKV_BLAS=scipy-openblas32 (the Python
// package, cmake/scipy_openblas32.cmake): the two OpenBLAS functions qkv
// calls, forwarded to libscipy_openblas.so of the PyPI package
// scipy-openblas32, loaded with dlopen on the first use. So the extension
// names no BLAS library (auditwheel finds nothing external), `import qkv`
// does not load OpenBLAS (nor start its threads), and the wheel carries none.
// The library is looked for beside qkv in site-packages
// (<site>/qkv/_qkv*.so -> <site>/scipy_openblas32/lib), then on the loader's
// search path (LD_LIBRARY_PATH).
#include <cblas.h>  // scipy-openblas32's: scipy_cblas_sgemm, ...
#include <dlfcn.h>

#include <string>

#include "qkv/error.h"

namespace {

struct Blas {
  decltype(&scipy_cblas_sgemm) sgemm = nullptr;
  decltype(&scipy_openblas_get_num_threads) get_num_threads = nullptr;
};

void* open_library() {
  const char* name = "libscipy_openblas.so";
  Dl_info self{};
  if (dladdr(reinterpret_cast<void*>(&open_library), &self) != 0 &&
      self.dli_fname != nullptr) {
    std::string dir = self.dli_fname;
    const auto slash = dir.rfind('/');
    dir = slash == std::string::npos ? "." : dir.substr(0, slash);
    const std::string beside = dir + "/../scipy_openblas32/lib/" + name;
    if (void* h = dlopen(beside.c_str(), RTLD_NOW | RTLD_LOCAL)) return h;
  }
  return dlopen(name, RTLD_NOW | RTLD_LOCAL);
}

// Loaded once; a qkv::Error naming the fix when the package is missing (the
// first use, openblas_get_num_threads, runs on the calling thread).
const Blas& blas() {
  static const Blas b = [] {
    void* h = open_library();
    if (h == nullptr) {
      throw qkv::Error(
          "qkv.MultiheadAttention needs OpenBLAS from the Python package "
          "scipy-openblas32, which was not found beside qkv "
          "(pip install scipy-openblas32)");
    }
    Blas r;
    r.sgemm =
        reinterpret_cast<decltype(r.sgemm)>(dlsym(h, "scipy_cblas_sgemm"));
    r.get_num_threads = reinterpret_cast<decltype(r.get_num_threads)>(
        dlsym(h, "scipy_openblas_get_num_threads"));
    const auto set_num_threads =
        reinterpret_cast<decltype(&scipy_openblas_set_num_threads)>(
            dlsym(h, "scipy_openblas_set_num_threads"));
    if (r.sgemm == nullptr || r.get_num_threads == nullptr ||
        set_num_threads == nullptr) {
      throw qkv::Error(
          "qkv.MultiheadAttention: libscipy_openblas.so lacks "
          "scipy_cblas_sgemm (reinstall scipy-openblas32)");
    }
    // One OpenBLAS thread: qkv gives row slices to its own threads (as with
    // Debian's serial OpenBLAS). OpenBLAS's threads would only add what its
    // fork handler stumbles on: it joins its workers, and one that had just
    // finished a GEMM could miss the wake-up (fork() hung in the parent),
    // and a child forked mid-GEMM inherited its locks held (the child's
    // first GEMM hung).
    set_num_threads(1);
    return r;
  }();
  return b;
}

}  // namespace

extern "C" {

int scipy_openblas_get_num_threads(void) { return blas().get_num_threads(); }

void scipy_cblas_sgemm(OPENBLAS_CONST enum CBLAS_ORDER Order,
                       OPENBLAS_CONST enum CBLAS_TRANSPOSE TransA,
                       OPENBLAS_CONST enum CBLAS_TRANSPOSE TransB,
                       OPENBLAS_CONST blasint M, OPENBLAS_CONST blasint N,
                       OPENBLAS_CONST blasint K, OPENBLAS_CONST float alpha,
                       OPENBLAS_CONST float* A, OPENBLAS_CONST blasint lda,
                       OPENBLAS_CONST float* B, OPENBLAS_CONST blasint ldb,
                       OPENBLAS_CONST float beta, float* C,
                       OPENBLAS_CONST blasint ldc) {
  blas().sgemm(Order, TransA, TransB, M, N, K, alpha, A, lda, B, ldb, beta, C,
               ldc);
}

}  // extern "C"
