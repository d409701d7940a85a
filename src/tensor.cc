#include "qkv/tensor.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <sstream>

#include "dtype_table.h"
#include "huge_pages.h"
#include "qkv/error.h"

namespace qkv {

namespace internal {

std::span<const DTypeInfo> dtype_table() {
  // Every dtype once: size, name, safetensors code, and the other names
  // people type for it (PyTorch's, numpy's, the usual short forms).
  static constexpr DTypeInfo kTable[] = {
      {DType::kFloat32, 4, "float32", "F32", {"fp32", "f32", "float"}},
      {DType::kFloat64, 8, "float64", "F64", {"fp64", "f64", "double"}},
      {DType::kFloat16, 2, "float16", "F16", {"fp16", "f16", "half"}},
      {DType::kBFloat16, 2, "bfloat16", "BF16", {"bf16", nullptr, nullptr}},
      {DType::kBool, 1, "bool", "BOOL", {nullptr, nullptr, nullptr}},
      {DType::kInt32, 4, "int32", "I32", {"i32", nullptr, nullptr}},
      {DType::kInt64, 8, "int64", "I64", {"i64", nullptr, nullptr}},
      {DType::kUInt8, 1, "uint8", "U8", {"u8", nullptr, nullptr}},
  };
  return kTable;
}

const DTypeInfo& dtype_info(DType dtype) {
  for (const DTypeInfo& info : dtype_table()) {
    if (info.dtype == dtype) return info;
  }
  throw Error("unknown dtype code " + std::to_string(static_cast<int>(dtype)));
}

}  // namespace internal

std::size_t dtype_size(DType dtype) {
  for (const internal::DTypeInfo& info : internal::dtype_table()) {
    if (info.dtype == dtype) return info.size;
  }
  return 0;
}

const char* dtype_name(DType dtype) {
  for (const internal::DTypeInfo& info : internal::dtype_table()) {
    if (info.dtype == dtype) return info.name;
  }
  return "unknown";
}

std::optional<DType> parse_dtype(std::string_view name) {
  for (const internal::DTypeInfo& info : internal::dtype_table()) {
    if (name == info.name) return info.dtype;
    for (const char* alias : info.aliases) {
      if (alias != nullptr && name == alias) return info.dtype;
    }
  }
  return std::nullopt;
}

bool is_floating(DType dtype) {
  return dtype == DType::kFloat32 || dtype == DType::kFloat64 ||
         dtype == DType::kFloat16 || dtype == DType::kBFloat16;
}

namespace {

void check_rank(const char* what, std::size_t rank) {
  if (rank > static_cast<std::size_t>(kMaxRank)) {
    throw Error(std::string(what) + ": rank " + std::to_string(rank) +
                " exceeds the maximum of " + std::to_string(kMaxRank));
  }
}

}  // namespace

TensorView TensorView::contiguous(const void* data, DType dtype,
                                  std::span<const std::int64_t> shape) {
  check_rank("TensorView::contiguous", shape.size());
  TensorView view;
  view.data = const_cast<void*>(data);
  view.dtype = dtype;
  view.rank = static_cast<int>(shape.size());
  std::int64_t stride = 1;
  for (int d = view.rank - 1; d >= 0; --d) {
    view.shape[d] = shape[d];
    view.strides[d] = stride;
    stride *= shape[d] > 0 ? shape[d] : 1;
  }
  return view;
}

TensorView TensorView::strided(const void* data, DType dtype,
                               std::span<const std::int64_t> shape,
                               std::span<const std::int64_t> strides) {
  check_rank("TensorView::strided", shape.size());
  if (strides.size() != shape.size()) {
    throw Error("TensorView::strided: " + std::to_string(shape.size()) +
                " sizes but " + std::to_string(strides.size()) + " strides");
  }
  TensorView view;
  view.data = const_cast<void*>(data);
  view.dtype = dtype;
  view.rank = static_cast<int>(shape.size());
  for (int d = 0; d < view.rank; ++d) {
    view.shape[d] = shape[d];
    view.strides[d] = strides[d];
  }
  return view;
}

std::int64_t TensorView::numel() const {
  std::int64_t n = 1;
  for (int d = 0; d < rank; ++d) n *= shape[d];
  return n;
}

std::string TensorView::shape_str() const {
  std::ostringstream s;
  s << '(';
  for (int d = 0; d < rank; ++d) s << (d ? ", " : "") << shape[d];
  if (rank == 1) s << ',';
  s << ')';
  return s.str();
}

std::size_t checked_nbytes(const char* what, DType dtype,
                           std::span<const std::int64_t> shape) {
  std::size_t bytes = dtype_size(dtype);
  bool zero = false;
  for (std::int64_t s : shape) {
    if (s < 0) {
      throw Error(std::string(what) + ": negative size " + std::to_string(s));
    }
    if (s == 0) zero = true;
  }
  if (zero) return 0;
  for (std::int64_t s : shape) {
    const auto u = static_cast<std::size_t>(s);
    if (bytes > std::numeric_limits<std::size_t>::max() / u ||
        bytes * u > static_cast<std::size_t>(
                        std::numeric_limits<std::int64_t>::max())) {
      std::ostringstream m;
      m << what << ": byte count of shape (";
      for (std::size_t d = 0; d < shape.size(); ++d) {
        m << (d ? ", " : "") << shape[d];
      }
      m << ") with dtype " << dtype_name(dtype) << " overflows";
      throw Error(m.str());
    }
    bytes *= u;
  }
  return bytes;
}

void Tensor::FreeDeleter::operator()(void* p) const { std::free(p); }

Tensor::Tensor(DType dtype, std::span<const std::int64_t> shape)
    : Tensor(dtype, shape, false) {}

Tensor Tensor::for_cache(DType dtype, std::span<const std::int64_t> shape) {
  return Tensor(dtype, shape, true);
}

Tensor::Tensor(DType dtype, std::span<const std::int64_t> shape,
               bool huge_pages) {
  check_rank("Tensor", shape.size());
  nbytes_ = checked_nbytes("Tensor", dtype, shape);
  // A cache of 2 MiB or more starts on a huge page and is advised whole
  // (huge_pages.h); everything else starts on a cache line.
  const bool huge = huge_pages && internal::kAdvisesHugePages &&
                    nbytes_ >= internal::kHugePageBytes;
  const std::size_t align = huge ? internal::kHugePageBytes : 64;
  if (nbytes_ > std::numeric_limits<std::size_t>::max() - align) {
    throw Error("Tensor: cannot allocate " + std::to_string(nbytes_) +
                " bytes");
  }
  // aligned_alloc takes a size that is a multiple of the alignment; the
  // zero-fill ends at the cache line past the data. An empty tensor gets one
  // cache line too: its data is never null, so offsets into it (a head's
  // columns of zero rows, say) are defined pointer arithmetic.
  const std::size_t allocated =
      std::max<std::size_t>((nbytes_ + align - 1) / align * align, align);
  const std::size_t zeroed =
      std::max<std::size_t>((nbytes_ + 63) / 64 * 64, 64);
  void* p = std::aligned_alloc(align, allocated);
  if (p == nullptr) {
    throw OutOfMemory("Tensor: cannot allocate " + std::to_string(allocated) +
                      " bytes");
  }
  if (huge) internal::advise_huge_pages(p, allocated);
  std::memset(p, 0, zeroed);
  storage_.reset(p);
  view_ = TensorView::contiguous(storage_.get(), dtype, shape);
}

Tensor Tensor::clone() const {
  Tensor copy(view_.dtype,
              std::span<const std::int64_t>(view_.shape.data(), view_.rank));
  if (nbytes_ > 0) std::memcpy(copy.view_.data, view_.data, nbytes_);
  return copy;
}

}  // namespace qkv
