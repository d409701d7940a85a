#include "huge_pages.h"

#include <cerrno>
#include <cstdint>

#if QKV_ADVISES_HUGE_PAGES
#include <sys/mman.h>
#endif

namespace qkv::internal {

void advise_huge_pages(void* data, std::size_t bytes) {
#if QKV_ADVISES_HUGE_PAGES
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t first =
      (begin + kHugePageBytes - 1) / kHugePageBytes * kHugePageBytes;
  const std::uintptr_t last = (begin + bytes) / kHugePageBytes * kHugePageBytes;
  if (data != nullptr && first < last) {
    // A hint: its failure (a kernel without THP) changes nothing, errno
    // included.
    const int saved = errno;
    madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
    errno = saved;
  }
#else
  (void)data;
  (void)bytes;
#endif
}

}  // namespace qkv::internal
