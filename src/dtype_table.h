// One table of the dtypes: size, name, safetensors code and aliases. Every
// function that names or sizes a dtype reads it.
#ifndef QKV_SRC_DTYPE_TABLE_H_
#define QKV_SRC_DTYPE_TABLE_H_

#include <cstddef>
#include <span>

#include "qkv/tensor.h"

namespace qkv::internal {

struct DTypeInfo {
  DType dtype;
  std::size_t size;              // bytes per element
  const char* name;              // "float32"
  const char* safetensors_code;  // "F32"
  const char* aliases[3];        // other accepted names; nullptr = none
};

std::span<const DTypeInfo> dtype_table();
// The entry of a valid dtype; throws qkv::Error for an invalid code.
const DTypeInfo& dtype_info(DType dtype);

}  // namespace qkv::internal

#endif  // QKV_SRC_DTYPE_TABLE_H_
