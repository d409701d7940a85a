// Software prefetches that the optimizer cannot delete.
//
// GCC treats __builtin_prefetch (and _mm_prefetch, hwy::Prefetch) as having
// no effect on memory, so a function whose only work is prefetching is
// found pure by its interprocedural analysis and every call to it is
// deleted as dead: GCC 12 -O2 dropped all of the paged decode's next-block
// prefetches (PrefetchNextRun) and the prefill's next-head prefetches
// (PrefetchHeadPart) without a word, and PD1 on paged caches ran at 34-50 %
// of the read bandwidth instead of the contiguous decode's 78 %
// (docs/PERFORMANCE.md, Zen 4). A volatile asm statement is a side effect
// the compiler must keep, so every prefetch goes through these; other
// architectures fall back to the builtin.
#ifndef QKV_SRC_KERNELS_PREFETCH_H_
#define QKV_SRC_KERNELS_PREFETCH_H_

namespace qkv::internal {

// Starts loading the cache line at `p` into L1 (and the levels below).
inline void PrefetchToL1(const void* p) {
#if defined(__x86_64__) || defined(__i386__)
  asm volatile("prefetcht0 %0" : : "m"(*static_cast<const char*>(p)));
#elif defined(__aarch64__)
  asm volatile("prfm pldl1keep, %0" : : "Q"(*static_cast<const char*>(p)));
#else
  __builtin_prefetch(p, 0, 3);
#endif
}

// Starts loading the cache line at `p` into L2 (and the levels below), not
// L1.
inline void PrefetchToL2(const void* p) {
#if defined(__x86_64__) || defined(__i386__)
  asm volatile("prefetcht1 %0" : : "m"(*static_cast<const char*>(p)));
#elif defined(__aarch64__)
  asm volatile("prfm pldl2keep, %0" : : "Q"(*static_cast<const char*>(p)));
#else
  __builtin_prefetch(p, 0, 2);
#endif
}

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_PREFETCH_H_
