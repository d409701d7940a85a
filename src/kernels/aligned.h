// Aligned scratch buffers that are never null.
//
// hwy::AllocateAligned returns nullptr when memory runs out; the kernels
// wrote through it and the process died (SIGSEGV) where a caller should
// have seen an exception: a forward with a huge head_dim, or an ordinary
// KvCache::attend under memory pressure. Every kernel buffer comes from
// here, which throws qkv::OutOfMemory (a std::bad_alloc) instead (the
// thread pool hands it to the caller; Python sees MemoryError); test
// allocations_checked refuses any other spelling in src/.
#ifndef QKV_SRC_KERNELS_ALIGNED_H_
#define QKV_SRC_KERNELS_ALIGNED_H_

#include <cstddef>
#include <string>

#include "hwy/aligned_allocator.h"
#include "qkv/error.h"

namespace qkv::internal {

// n elements (at least one: Highway aborts on a request of zero).
template <class T>
hwy::AlignedFreeUniquePtr<T[]> AllocateScratch(std::size_t n) {
  hwy::AlignedFreeUniquePtr<T[]> p = hwy::AllocateAligned<T>(n > 0 ? n : 1);
  if (p == nullptr) {
    throw OutOfMemory("kernel working memory: cannot allocate " +
                      std::to_string(n * sizeof(T)) + " bytes");
  }
  return p;
}

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_ALIGNED_H_
