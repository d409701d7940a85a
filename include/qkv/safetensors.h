// Reading and writing the safetensors format (an 8-byte little-endian header
// length, a JSON header naming each tensor's dtype, shape and byte range, then
// the raw little-endian data), as written by torch's state_dict savers.
#ifndef QKV_SAFETENSORS_H_
#define QKV_SAFETENSORS_H_

#include <map>
#include <string>

#include "qkv/tensor.h"

namespace qkv {

// Every tensor of the file, by name, in its stored dtype (F32, F64, F16,
// BF16, I32, I64, BOOL). A malformed header, an unsupported dtype, a shape
// that disagrees with its byte range, truncated data, a name given twice or
// two tensors sharing bytes is a qkv::Error naming the file and the tensor.
std::map<std::string, Tensor> load_safetensors(const std::string& path);
std::map<std::string, Tensor> parse_safetensors(const std::string& bytes,
                                                const std::string& what);

// Writes tensors (contiguous) to `path`; throws qkv::Error on I/O failure,
// and, before writing anything, for a tensor named "__metadata__" (the
// format's metadata entry), a null pointer or a default-constructed Tensor.
void save_safetensors(const std::string& path,
                      const std::map<std::string, const Tensor*>& tensors);

}  // namespace qkv

#endif  // QKV_SAFETENSORS_H_
