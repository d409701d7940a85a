// Transparent huge pages for KV caches.
//
// A decode reads its whole cache once per token, in an order the cache's
// layout decides: a paged cache in FlashAttention's layout (num_blocks,
// block_size, num_kv_heads, head_dim) puts each key row of one head in a
// different 4 KiB page (rows num_kv_heads · head_dim elements apart), so
// with 4 KiB pages every row read is a TLB miss and a page walk. On 2 MiB
// pages those walks all but vanish: the paged decode of the serving
// benchmark (PD1) ran 1.10-1.12x faster, the contiguous one 1.02-1.03x
// (docs/PERFORMANCE.md, Zen 4, "Huge pages for the caches"). PyTorch's CPU
// allocator does the same for every large tensor when THP_MEM_ALLOC_ENABLE=1
// is set; qkv does it for caches only (Tensor::for_cache, the quantized
// caches' storage): with the kernel's default THP defrag setting a fault in
// an advised region may compact memory first, a stall a per-call output
// should not risk.
#ifndef QKV_SRC_HUGE_PAGES_H_
#define QKV_SRC_HUGE_PAGES_H_

#include <cstddef>
#include <vector>

#if defined(__linux__)
#define QKV_ADVISES_HUGE_PAGES 1
#else
#define QKV_ADVISES_HUGE_PAGES 0
#endif

namespace qkv::internal {

// Whether advise_huge_pages does anything on this system (Linux).
inline constexpr bool kAdvisesHugePages = QKV_ADVISES_HUGE_PAGES != 0;

// The transparent huge page size of x86-64 and of common aarch64 kernels.
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;

// Advises the kernel (madvise MADV_HUGEPAGE) to back the whole 2 MiB
// extents inside [data, data + bytes) with transparent huge pages, before
// they are first touched. A hint only: nothing happens where the system has
// no THP, THP is off, or no huge page is free; the memory and its contents
// are the same either way.
void advise_huge_pages(void* data, std::size_t bytes);

// v holds n zero values in fresh storage whose whole 2 MiB extents are
// advised as above (malloc's storage is not 2 MiB-aligned: the partial
// extents at its ends stay on 4 KiB pages). When malloc serves it from its
// heap rather than a mapping of its own, the advice stays on that heap range
// after v is freed, a hint for whatever is allocated there next.
template <class T>
void assign_zeroed_advised(std::vector<T>& v, std::size_t n) {
  std::vector<T> fresh;
  fresh.reserve(n);
  advise_huge_pages(fresh.data(), n * sizeof(T));
  fresh.assign(n, T{});
  v.swap(fresh);
}

}  // namespace qkv::internal

#endif  // QKV_SRC_HUGE_PAGES_H_
