// Tensor views (non-owning, strided) and owning aligned tensors.
#ifndef QKV_TENSOR_H_
#define QKV_TENSOR_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace qkv {

enum class DType : std::uint8_t {
  kFloat32,
  kFloat64,
  kFloat16,   // IEEE binary16, stored as uint16_t bits
  kBFloat16,  // bfloat16, stored as uint16_t bits
  kBool,      // one byte per element, 0 = false
  kInt32,
  kInt64,
  kUInt8,  // one byte per element (quantized cache codes)
};

// Bytes per element.
std::size_t dtype_size(DType dtype);
// "float32", "bfloat16", ...
const char* dtype_name(DType dtype);
// True for the four floating-point dtypes.
bool is_floating(DType dtype);
// The dtype a name stands for: the canonical names ("float32", "bfloat16",
// ...) and the usual aliases ("fp32", "f32", "float", "fp16", "f16",
// "half", "bf16", "fp64", "double", ...); nullopt for anything else.
std::optional<DType> parse_dtype(std::string_view name);

inline constexpr int kMaxRank = 4;

// A non-owning view of up to kMaxRank dimensions. Strides are in elements.
// qkv requires the last dimension to be contiguous (stride 1) for q, k, v and
// out; a dimension of size 1 may have any stride (broadcast masks use 0).
// A default-constructed view (rank 0, no data) means "absent" for optional
// arguments such as masks.
struct TensorView {
  void* data = nullptr;
  DType dtype = DType::kFloat32;
  int rank = 0;
  std::array<std::int64_t, kMaxRank> shape{};
  std::array<std::int64_t, kMaxRank> strides{};

  // Row-major contiguous view. Inputs are never written through a view; the
  // const_cast only lets one type describe inputs and outputs.
  static TensorView contiguous(const void* data, DType dtype,
                               std::span<const std::int64_t> shape);
  static TensorView contiguous(const void* data, DType dtype,
                               std::initializer_list<std::int64_t> shape) {
    return contiguous(data, dtype, std::span(shape.begin(), shape.size()));
  }
  static TensorView strided(const void* data, DType dtype,
                            std::span<const std::int64_t> shape,
                            std::span<const std::int64_t> strides);
  static TensorView strided(const void* data, DType dtype,
                            std::initializer_list<std::int64_t> shape,
                            std::initializer_list<std::int64_t> strides) {
    return strided(data, dtype, std::span(shape.begin(), shape.size()),
                   std::span(strides.begin(), strides.size()));
  }

  bool defined() const { return rank > 0; }
  std::int64_t numel() const;
  // "(2, 4, 16, 64)"
  std::string shape_str() const;
};

// An owning, 64-byte aligned, contiguous tensor.
class Tensor {
 public:
  Tensor() = default;
  // Allocates zero-filled storage. Throws qkv::Error when the byte count
  // overflows or a size is negative, qkv::OutOfMemory (a std::bad_alloc)
  // when the memory is not there.
  Tensor(DType dtype, std::span<const std::int64_t> shape);
  Tensor(DType dtype, std::initializer_list<std::int64_t> shape)
      : Tensor(dtype, std::span(shape.begin(), shape.size())) {}

  // A tensor for a large buffer that is read over and over, such as a KV
  // cache (KvCache and PagedKvCache allocate theirs so): on Linux, when it
  // holds 2 MiB or more, its storage starts on a 2 MiB boundary and is
  // advised onto transparent huge pages (madvise MADV_HUGEPAGE) before it
  // is zero-filled. A decode reading a paged cache row by row then takes far
  // fewer TLB misses (docs/serving.md). Otherwise the same as the
  // constructor.
  static Tensor for_cache(DType dtype, std::span<const std::int64_t> shape);
  static Tensor for_cache(DType dtype,
                          std::initializer_list<std::int64_t> shape) {
    return for_cache(dtype, std::span(shape.begin(), shape.size()));
  }

  // A deep copy.
  Tensor clone() const;

  const TensorView& view() const { return view_; }
  DType dtype() const { return view_.dtype; }
  int rank() const { return view_.rank; }
  std::int64_t size(int dim) const { return view_.shape.at(dim); }
  std::int64_t numel() const { return view_.numel(); }
  std::size_t nbytes() const { return nbytes_; }

  template <class T>
  T* data() {
    return static_cast<T*>(view_.data);
  }
  template <class T>
  const T* data() const {
    return static_cast<const T*>(view_.data);
  }

 private:
  Tensor(DType dtype, std::span<const std::int64_t> shape, bool huge_pages);

  struct FreeDeleter {
    void operator()(void* p) const;
  };
  std::unique_ptr<void, FreeDeleter> storage_;
  std::size_t nbytes_ = 0;
  TensorView view_;
};

// Byte count of a tensor with this dtype and shape; throws qkv::Error naming
// `what` when a size is negative or the count does not fit in size_t.
std::size_t checked_nbytes(const char* what, DType dtype,
                           std::span<const std::int64_t> shape);

}  // namespace qkv

#endif  // QKV_TENSOR_H_
