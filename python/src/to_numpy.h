// to_numpy: a qkv::Tensor handed to numpy without a copy, shared by the
// extensions qkv._qkv and qkv._qkv_mpi.
#ifndef QKV_PYTHON_SRC_TO_NUMPY_H_
#define QKV_PYTHON_SRC_TO_NUMPY_H_

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "qkv/tensor.h"

namespace qkv::python {

namespace nb = nanobind;

// A C++ tensor handed to Python without a copy: numpy owns it through a
// capsule. bfloat16 travels as its uint16 bits (the Python side views it).
inline nb::object to_numpy(qkv::Tensor&& t) {
  auto* owned = new qkv::Tensor(std::move(t));
  nb::capsule owner(
      owned, [](void* p) noexcept { delete static_cast<qkv::Tensor*>(p); });
  std::vector<std::size_t> shape(owned->rank());
  for (int d = 0; d < owned->rank(); ++d) {
    shape[d] = static_cast<std::size_t>(owned->size(d));
  }
  nb::dlpack::dtype dt{};
  dt.lanes = 1;
  switch (owned->dtype()) {
    case qkv::DType::kFloat32:
      dt = nb::dtype<float>();
      break;
    case qkv::DType::kFloat64:
      dt = nb::dtype<double>();
      break;
    case qkv::DType::kFloat16:
      dt.code = static_cast<std::uint8_t>(nb::dlpack::dtype_code::Float);
      dt.bits = 16;
      break;
    default:  // bfloat16 bits
      dt = nb::dtype<std::uint16_t>();
      break;
  }
  return nb::cast(nb::ndarray<nb::numpy>(owned->data<void>(), shape.size(),
                                         shape.data(), owner, nullptr, dt));
}

}  // namespace qkv::python

#endif  // QKV_PYTHON_SRC_TO_NUMPY_H_
