// Transparent huge pages for large buffers (KV caches above all).
//
// A decode reads its whole cache once per token, in an order the cache's
// layout decides: a paged cache in FlashAttention's layout (num_blocks,
// block_size, num_kv_heads, head_dim) puts each key row of one head in a
// different 4 KiB page (rows num_kv_heads · head_dim elements apart), so
// with 4 KiB pages every row read is a TLB miss and a page walk. On 2 MiB
// pages those walks all but vanish: the paged decode of the serving
// benchmark (PD1) ran 1.10-1.12x faster, the contiguous one 1.02-1.03x
// (docs/PERFORMANCE.md, Zen 4, "Huge pages for the caches"). PyTorch's CPU
// allocator does the same when THP_MEM_ALLOC_ENABLE=1 is set.
#ifndef QKV_SRC_HUGE_PAGES_H_
#define QKV_SRC_HUGE_PAGES_H_

#include <cstddef>
#include <vector>

namespace qkv::internal {

// Buffers of at least this many bytes are aligned to it and advised to the
// kernel as huge-page candidates (the x86-64 and common aarch64 THP size).
inline constexpr std::size_t kHugePageBytes = std::size_t{2} << 20;

// Advises the kernel (Linux: madvise MADV_HUGEPAGE) to back the whole
// 2 MiB-aligned extents inside [data, data + bytes) with transparent huge
// pages, before they are first touched. A hint only: nothing happens where
// the system has no THP, THP is off, or no huge page is free; the memory
// and its contents are the same either way.
void advise_huge_pages(void* data, std::size_t bytes);

// v holds n zero values, in storage advised as above when it is large.
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
