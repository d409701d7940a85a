#include "threading.h"

#include <cstdlib>
#include <string>

namespace qkv::internal {

int default_num_threads() {
  if (const char* env = std::getenv("QKV_NUM_THREADS")) {
    char* end = nullptr;
    const long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n > 0 && n <= 4096) {
      return static_cast<int>(n);
    }
  }
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(hw);
}

}  // namespace qkv::internal
