// qkv::Error: the one exception type of the public API.
#ifndef QKV_ERROR_H_
#define QKV_ERROR_H_

#include <stdexcept>
#include <string>

namespace qkv {

// Raised for every invalid input. The message names the offending argument
// and the shapes or values involved, e.g.
//   "k: head_dim 16 does not match q head_dim 8 (q (2, 4, 5, 8), k (2, 4, 7,
//   16))"
class Error : public std::invalid_argument {
 public:
  explicit Error(const std::string& message) : std::invalid_argument(message) {}
};

}  // namespace qkv

#endif  // QKV_ERROR_H_
