// Compiled to assembly by prefetches_kept.cmake (not linked): a function
// whose only work is prefetching, as the paged decode's next-block and the
// prefill's next-head prefetches are. With __builtin_prefetch, GCC -O2
// finds Ahead pure and deletes its call from Caller; through
// src/kernels/prefetch.h (both levels) the call, and so the prefetches,
// must stay.
#include "kernels/prefetch.h"

struct Rows {
  const char* data;
  const int* table;
  long block, stride;
};

// Prefetches rows [first, first + n) of a paged layout, 512 bytes each.
__attribute__((noinline)) void Ahead(const Rows& r, long first, long n) {
  for (long i = first; i < first + n; ++i) {
    const char* row =
        r.data + r.table[i / r.block] * r.stride + i % r.block * 512;
    qkv::internal::PrefetchToL1(row);
    for (long c = 64; c < 512; c += 64) qkv::internal::PrefetchToL2(row + c);
  }
}

float Caller(const Rows& r, long n, const float* x) {
  float sum = 0.0f;
  for (long i = 0; i < n; ++i) {
    Ahead(r, i + 16, 16);
    sum += x[i];
  }
  return sum;
}
