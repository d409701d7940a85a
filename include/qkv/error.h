// qkv::Error: the one exception type of the public API.
#ifndef QKV_ERROR_H_
#define QKV_ERROR_H_

#include <new>
#include <stdexcept>
#include <string>

namespace qkv {

// Raised for every invalid input. The message names the offending argument
// and the shapes or values involved, e.g.
//   "k: head_dim 16 does not match q head_dim 8 (q (2, 4, 5, 8), k (2, 4, 7,
//   16))"
// kType marks errors about an argument's type or dtype (Python raises them as
// TypeError); kValue everything else (ValueError).
enum class ErrorKind { kValue, kType };

class Error : public std::invalid_argument {
 public:
  explicit Error(const std::string& message, ErrorKind kind = ErrorKind::kValue)
      : std::invalid_argument(message), kind_(kind) {}
  ErrorKind kind() const { return kind_; }

 private:
  ErrorKind kind_;
};

// Raised when storage cannot be allocated: a tensor, a cache, a kernel's
// working memory (Python: MemoryError). A std::bad_alloc, so code that
// catches allocation failures catches it; what() names what was allocated
// and its byte count.
class OutOfMemory : public std::bad_alloc {
 public:
  explicit OutOfMemory(const std::string& message) : message_(message) {}
  const char* what() const noexcept override { return message_.what(); }

 private:
  std::runtime_error message_;  // copies without throwing
};

}  // namespace qkv

#endif  // QKV_ERROR_H_
