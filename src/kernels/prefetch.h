// Software prefetches that the optimizer cannot delete.
//
// GCC treats __builtin_prefetch (and _mm_prefetch, hwy::Prefetch) as
// touching no memory, so a function whose only work is prefetching is found
// pure and every call to it that is not inlined is deleted as dead: GCC 12
// -O2 dropped the paged decode's next-block prefetches (PrefetchNextRun)
// and the prefill's next-head prefetches (PrefetchHeadPart) without a word,
// and PD1 on a paged cache took 1.65x the contiguous decode's time instead
// of 1.18x (docs/PERFORMANCE.md, Zen 4). With GCC every prefetch is a
// volatile asm statement, a side effect the compiler must keep (on other
// architectures, the builtin beside an empty one). Clang keeps such calls,
// and an asm there pins the loops around it, so clang gets the builtin.
#ifndef QKV_SRC_KERNELS_PREFETCH_H_
#define QKV_SRC_KERNELS_PREFETCH_H_

namespace qkv::internal {

// Starts loading the cache line at `p` into L1 (and the levels below).
inline void PrefetchToL1(const void* p) {
#if defined(__clang__)
  __builtin_prefetch(p, 0, 3);
#elif defined(__x86_64__) || defined(__i386__)
  asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(p)));
#elif defined(__aarch64__)
  asm volatile("prfm pldl1keep, %0" : : "Q"(*static_cast<const char*>(p)));
#else
  __builtin_prefetch(p, 0, 3);
  asm volatile("");
#endif
}

// Starts loading the cache line at `p` into L2 (and the levels below), not
// L1.
inline void PrefetchToL2(const void* p) {
#if defined(__clang__)
  __builtin_prefetch(p, 0, 2);
#elif defined(__x86_64__) || defined(__i386__)
  asm volatile("prefetcht1 %0" : : "m"(*static_cast<const char*>(p)));
#elif defined(__aarch64__)
  asm volatile("prfm pldl2keep, %0" : : "Q"(*static_cast<const char*>(p)));
#else
  __builtin_prefetch(p, 0, 2);
  asm volatile("");
#endif
}

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_PREFETCH_H_
