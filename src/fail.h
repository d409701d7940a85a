// Building qkv::Error messages from parts: fail("q: head_dim ", d, ...).
#ifndef QKV_SRC_FAIL_H_
#define QKV_SRC_FAIL_H_

#include <sstream>

#include "qkv/error.h"

namespace qkv::internal {

template <class... Parts>
[[noreturn]] void fail(const Parts&... parts) {
  std::ostringstream s;
  (s << ... << parts);
  throw Error(s.str());
}

// For errors about a type or dtype (TypeError in Python).
template <class... Parts>
[[noreturn]] void fail_type(const Parts&... parts) {
  std::ostringstream s;
  (s << ... << parts);
  throw Error(s.str(), ErrorKind::kType);
}

}  // namespace qkv::internal

#endif  // QKV_SRC_FAIL_H_
