// A small reader for NumPy .npy files (format versions 1-3): little-endian
// float32, float64, int32 and int64 arrays, C order.
#ifndef QKV_CLI_NPY_H_
#define QKV_CLI_NPY_H_

#include <cstdint>
#include <string>
#include <vector>

namespace qkv::cli {

struct NpyArray {
  std::vector<std::int64_t> shape;
  std::vector<double> values;  // row-major
};

// Parses the bytes of a .npy file; throws qkv::Error naming `what` on any
// malformed or unsupported content.
NpyArray parse_npy(const std::string& bytes, const std::string& what);
NpyArray read_npy(const std::string& path);

}  // namespace qkv::cli

#endif  // QKV_CLI_NPY_H_
