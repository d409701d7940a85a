// The boundary checks of src/operand.h.
#include "operand.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <span>
#include <sstream>
#include <utility>
#include <vector>

#include "dtype.h"
#include "fail.h"

namespace qkv::internal {
namespace {

std::string shape_of(std::initializer_list<std::int64_t> shape) {
  std::ostringstream s;
  s << "(";
  bool first = true;
  for (std::int64_t n : shape) {
    s << (first ? "" : ", ") << n;
    first = false;
  }
  s << (shape.size() == 1 ? ",)" : ")");
  return s.str();
}

}  // namespace

Operand operand_of(const TensorView& t) {
  Operand o;
  o.data = t.data;
  o.dtype = t.dtype;
  for (int d = 0; d < t.rank && d < 4; ++d) o.stride[d] = t.strides[d];
  if (t.rank == 4) o.stride[3] = 1;
  return o;
}

OutOperand out_operand_of(const TensorView& t) {
  const Operand in = operand_of(t);
  OutOperand o;
  o.data = t.data;
  o.dtype = t.dtype;
  for (int d = 0; d < 4; ++d) o.stride[d] = in.stride[d];
  return o;
}

void check_storage(const char* name, const TensorView& t) {
  for (int d = 0; d < t.rank; ++d) {
    if (t.shape[d] < 0) fail(name, ": negative size in shape ", t.shape_str());
  }
  // The byte count of the described extent must fit in int64.
  checked_nbytes(name, t.dtype,
                 std::span<const std::int64_t>(t.shape.data(), t.rank));
  if (t.numel() == 0) return;
  if (t.data == nullptr) {
    fail(name, ": data is null but shape ", t.shape_str(), " has ", t.numel(),
         " elements");
  }
  // The farthest element offset, in bytes, must not overflow either.
  const auto limit = std::numeric_limits<std::int64_t>::max();
  std::int64_t reach = 0;
  for (int d = 0; d < t.rank; ++d) {
    const std::int64_t stride = t.strides[d] < 0 ? -t.strides[d] : t.strides[d];
    if (t.strides[d] == std::numeric_limits<std::int64_t>::min() ||
        (t.shape[d] > 1 && stride > (limit - reach) / (t.shape[d] - 1))) {
      fail(name, ": strides of shape ", t.shape_str(), " overflow");
    }
    reach += (t.shape[d] - 1) * stride;
  }
  if (reach > limit / static_cast<std::int64_t>(dtype_size(t.dtype))) {
    fail(name, ": strides of shape ", t.shape_str(), " overflow");
  }
}

void check_last_stride(const char* name, const TensorView& t) {
  if (t.rank > 0 && t.numel() > 0 && t.shape[t.rank - 1] > 1 &&
      t.strides[t.rank - 1] != 1) {
    fail(name, ": last dimension must be contiguous (stride 1), got stride ",
         t.strides[t.rank - 1], " for shape ", t.shape_str());
  }
}

void check_rank(const char* name, const TensorView& t, int rank,
                const char* dims) {
  if (!t.defined()) {
    fail(name, ": missing tensor, expected rank ", rank, " ", dims);
  }
  if (t.rank != rank) {
    fail(name, ": expected rank ", rank, " ", dims, ", got rank ", t.rank, " ",
         t.shape_str());
  }
}

void check_shape(const char* name, const TensorView& t,
                 std::initializer_list<std::int64_t> shape, const char* dims) {
  bool same = t.defined() && t.rank == static_cast<int>(shape.size());
  int d = 0;
  for (std::int64_t n : shape) {
    if (same && t.shape[d] != n) same = false;
    ++d;
  }
  if (!same) {
    const std::string named = *dims ? std::string(dims) + " = " : "";
    fail(name, ": expected shape ", named, shape_of(shape), ", got ",
         t.defined() ? t.shape_str() : std::string("nothing"));
  }
}

void check_dtype(const char* name, const TensorView& t, DType dtype,
                 const char* like) {
  if (t.dtype != dtype) {
    fail_type(name, ": dtype ", dtype_name(t.dtype), " does not match ", like,
              " ", dtype_name(dtype));
  }
}

void check_floating(const char* name, const TensorView& t) {
  if (!is_floating(t.dtype)) {
    fail_type(name, ": unsupported dtype ", dtype_name(t.dtype),
              " (expected float32, float64, float16 or bfloat16)");
  }
}

void check_cache_dtype(const char* who, DType dtype) {
  if (dtype != DType::kFloat32 && dtype != DType::kBFloat16 &&
      dtype != DType::kFloat16) {
    fail_type(who, ": unsupported dtype ", dtype_name(dtype),
              " (expected float32, bfloat16 or float16)");
  }
}

IntVector check_lengths(const char* name, const TensorView& t,
                        std::int64_t batch, std::int64_t limit,
                        const char* limit_name) {
  IntVector result;
  if (!t.defined()) return result;
  if (t.rank != 1 || t.shape[0] != batch) {
    fail(name, ": expected shape (batch,) = (", batch, ",), got ",
         t.shape_str());
  }
  if (t.dtype != DType::kInt32 && t.dtype != DType::kInt64) {
    fail_type(name, ": unsupported dtype ", dtype_name(t.dtype),
              " (expected int32 or int64)");
  }
  check_storage(name, t);
  result.data = t.data;
  result.dtype = t.dtype;
  result.stride = t.strides[0];
  for (std::int64_t b = 0; b < batch; ++b) {
    const std::int64_t len = result.at(b);
    if (len < 0 || len > limit) {
      fail(name, "[", b, "] = ", len, " is outside [0, ", limit_name, " = ",
           limit, "]");
    }
  }
  return result;
}

bool elements_distinct(const TensorView& t) {
  std::vector<std::pair<std::int64_t, std::int64_t>> dims;  // |stride|, size
  for (int d = 0; d < t.rank; ++d) {
    if (t.shape[d] == 0) return true;  // no element at all
    if (t.shape[d] > 1) dims.emplace_back(std::abs(t.strides[d]), t.shape[d]);
  }
  std::sort(dims.begin(), dims.end());
  std::int64_t span = 1;  // elements the smaller dimensions reach, plus one
  for (const auto& [stride, size] : dims) {
    if (stride < span) return false;
    span += stride * (size - 1);
  }
  return true;
}

bool views_overlap(const TensorView& a, const TensorView& b) {
  if (a.numel() == 0 || b.numel() == 0) return false;
  const auto span = [](const TensorView& t) {  // [lo, hi) in bytes
    std::int64_t lo = 0, hi = 0;
    for (int d = 0; d < t.rank; ++d) {
      const std::int64_t reach = (t.shape[d] - 1) * t.strides[d];
      (reach < 0 ? lo : hi) += reach;
    }
    const auto size = static_cast<std::int64_t>(dtype_size(t.dtype));
    const auto base = reinterpret_cast<std::uintptr_t>(t.data);
    return std::pair{base + static_cast<std::uintptr_t>(lo * size),
                     base + static_cast<std::uintptr_t>((hi + 1) * size)};
  };
  const auto [a0, a1] = span(a);
  const auto [b0, b1] = span(b);
  return a0 < b1 && b0 < a1;
}

TensorView detached(const TensorView& t,
                    std::initializer_list<const Tensor*> storage,
                    Tensor& copy) {
  for (const Tensor* s : storage) {
    if (s->numel() > 0 && views_overlap(t, s->view())) {
      copy = converted(t, t.dtype);
      return copy.view();
    }
  }
  return t;
}

Tensor converted(const TensorView& t, DType dtype) {
  std::array<std::int64_t, 4> shape{1, 1, 1, 1}, strides{0, 0, 0, 0};
  const int pad = 4 - t.rank;  // as (1, ..., shape) of rank 4
  for (int d = 0; d < t.rank; ++d) {
    shape[pad + d] = t.shape[d];
    strides[pad + d] = t.strides[d];
  }
  Tensor out(dtype, std::span<const std::int64_t>(t.shape.data(), t.rank));
  std::int64_t n = 0;
  for (std::int64_t a = 0; a < shape[0]; ++a) {
    for (std::int64_t b = 0; b < shape[1]; ++b) {
      for (std::int64_t i = 0; i < shape[2]; ++i) {
        for (std::int64_t c = 0; c < shape[3]; ++c) {
          const std::int64_t at =
              a * strides[0] + b * strides[1] + i * strides[2] + c * strides[3];
          store_from_double(out.data<void>(), dtype, n++,
                            load_as_double(t.data, t.dtype, at));
        }
      }
    }
  }
  return out;
}

}  // namespace qkv::internal
