#include "npy.h"

#include <cstring>
#include <fstream>
#include <sstream>

#include "qkv/error.h"

namespace qkv::cli {
namespace {

[[noreturn]] void bad(const std::string& what, const std::string& why) {
  throw Error(what + ": not a supported .npy file: " + why);
}

// The value of 'key': ... in the header dict, up to the next top-level comma.
std::string header_value(const std::string& header, const std::string& key,
                         const std::string& what) {
  const std::string quoted = "'" + key + "'";
  const auto at = header.find(quoted);
  if (at == std::string::npos) bad(what, "header has no " + quoted);
  auto pos = header.find(':', at + quoted.size());
  if (pos == std::string::npos) bad(what, "header has no value for " + quoted);
  ++pos;
  while (pos < header.size() && header[pos] == ' ') ++pos;
  if (pos < header.size() && header[pos] == '(') {
    const auto close = header.find(')', pos);
    if (close == std::string::npos) bad(what, "unterminated shape");
    return header.substr(pos, close - pos + 1);
  }
  const auto end = header.find_first_of(",}", pos);
  if (end == std::string::npos) bad(what, "unterminated header");
  return header.substr(pos, end - pos);
}

}  // namespace

NpyArray parse_npy(const std::string& bytes, const std::string& what) {
  static const char kMagic[] = "\x93NUMPY";
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, 6) != 0) {
    bad(what, "missing magic string");
  }
  const auto major = static_cast<unsigned char>(bytes[6]);
  std::size_t header_len = 0, header_start = 0;
  if (major == 1) {
    header_len =
        static_cast<unsigned char>(bytes[8]) |
        (static_cast<std::size_t>(static_cast<unsigned char>(bytes[9])) << 8);
    header_start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) bad(what, "truncated header length");
    for (int b = 3; b >= 0; --b) {
      header_len =
          (header_len << 8) |
          static_cast<unsigned char>(bytes[8 + static_cast<std::size_t>(b)]);
    }
    header_start = 12;
  } else {
    bad(what, "format version " + std::to_string(major));
  }
  if (header_len > bytes.size() - header_start) bad(what, "truncated header");
  const std::string header = bytes.substr(header_start, header_len);

  const std::string descr = header_value(header, "descr", what);
  int item = 0;
  char kind = 0;
  if (descr == "'<f4'") {
    kind = 'f', item = 4;
  } else if (descr == "'<f8'") {
    kind = 'f', item = 8;
  } else if (descr == "'<i4'") {
    kind = 'i', item = 4;
  } else if (descr == "'<i8'") {
    kind = 'i', item = 8;
  } else if (descr == "'|b1'") {
    kind = 'b', item = 1;
  } else {
    bad(what, "dtype " + descr + " (expected <f4, <f8, <i4, <i8 or |b1)");
  }
  if (header_value(header, "fortran_order", what) != "False") {
    bad(what, "Fortran order");
  }
  NpyArray array;
  std::string shape = header_value(header, "shape", what);
  std::int64_t count = 1;
  for (std::size_t pos = 1; pos < shape.size();) {
    while (pos < shape.size() && (shape[pos] == ' ' || shape[pos] == ','))
      ++pos;
    if (pos >= shape.size() || shape[pos] == ')') break;
    std::size_t used = 0;
    long long dim = 0;
    try {
      dim = std::stoll(shape.substr(pos), &used);
    } catch (const std::exception&) {
      bad(what, "shape " + shape);
    }
    if (dim < 0 || dim > (std::int64_t{1} << 40)) bad(what, "shape " + shape);
    array.shape.push_back(dim);
    // Checked before multiplying: the product of two 2^40 sizes overflows.
    if (dim != 0 && count > (std::int64_t{1} << 40) / dim) {
      bad(what, "shape " + shape + " holds too many elements");
    }
    count *= dim;
    pos += used;
  }
  const std::size_t data_start = header_start + header_len;
  const auto need =
      static_cast<std::size_t>(count) * static_cast<std::size_t>(item);
  if (bytes.size() - data_start < need) {
    bad(what, "data holds " + std::to_string(bytes.size() - data_start) +
                  " bytes, shape " + shape + " needs " + std::to_string(need));
  }
  array.values.resize(static_cast<std::size_t>(count));
  const char* data = bytes.data() + data_start;
  for (std::size_t n = 0; n < array.values.size(); ++n) {
    const char* e = data + n * static_cast<std::size_t>(item);
    if (kind == 'f' && item == 4) {
      float f;
      std::memcpy(&f, e, 4);
      array.values[n] = f;
    } else if (kind == 'f') {
      std::memcpy(&array.values[n], e, 8);
    } else if (kind == 'i' && item == 4) {
      std::int32_t i;
      std::memcpy(&i, e, 4);
      array.values[n] = i;
    } else if (kind == 'i') {
      std::int64_t i;
      std::memcpy(&i, e, 8);
      array.values[n] = static_cast<double>(i);
    } else {
      array.values[n] = *e != 0 ? 1.0 : 0.0;
    }
  }
  return array;
}

NpyArray read_npy(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open file");
  std::ostringstream content;
  content << in.rdbuf();
  return parse_npy(content.str(), path);
}

}  // namespace qkv::cli
