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

// What the header of a .npy file says. `complete` is false when `bytes`
// ends before the header does (then only data_start is known).
struct NpyHeader {
  bool complete = true;
  std::size_t data_start = 0, need = 0;  // need: data bytes
  char kind = 0;                         // 'f', 'i' or 'b'
  int item = 0;                          // bytes per element
  std::vector<std::int64_t> shape;
  std::int64_t count = 0;
  std::string shape_text;
};
// Headers longer than this are refused (numpy writes a few hundred bytes).
inline constexpr std::size_t kNpyMaxHeader = std::size_t{1} << 20;
NpyHeader parse_npy_header(const std::string& bytes, const std::string& what);

// Parses the bytes of a .npy file; throws qkv::Error naming `what` on any
// malformed or unsupported content.
NpyArray parse_npy(const std::string& bytes, const std::string& what);
// Reads a .npy file of at most `max_elements` elements: the header first
// (a bounded read), then exactly the data it announces.
NpyArray read_npy(const std::string& path,
                  std::int64_t max_elements = std::int64_t{1} << 24);

}  // namespace qkv::cli

#endif  // QKV_CLI_NPY_H_
