#include "npy.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <istream>

#include "qkv/error.h"

namespace qkv::cli {
namespace {

[[noreturn]] void bad(const std::string& what, const std::string& why) {
  throw Error(what + ": not a supported .npy file: " + why);
}

// The value of 'key': ... in the header dict, up to the next top-level comma
// (a tuple or list: up to its first closing bracket, which only spaces may
// separate from the next comma or the closing brace).
std::string header_value(const std::string& header, const std::string& key,
                         const std::string& what) {
  const std::string quoted = "'" + key + "'";
  const auto at = header.find(quoted);
  if (at == std::string::npos) bad(what, "header has no " + quoted);
  auto pos = header.find(':', at + quoted.size());
  if (pos == std::string::npos) bad(what, "header has no value for " + quoted);
  ++pos;
  while (pos < header.size() && header[pos] == ' ') ++pos;
  if (pos < header.size() && (header[pos] == '(' || header[pos] == '[')) {
    const auto close = header.find(header[pos] == '(' ? ')' : ']', pos);
    if (close == std::string::npos) bad(what, "unterminated " + quoted);
    const std::string value = header.substr(pos, close - pos + 1);
    const auto next = header.find_first_not_of(' ', close + 1);
    if (next == std::string::npos ||
        (header[next] != ',' && header[next] != '}')) {
      bad(what, quoted + " " + value + " is not followed by ',' or '}'");
    }
    return value;
  }
  const auto end = header.find_first_of(",}", pos);
  if (end == std::string::npos) bad(what, "unterminated header");
  return header.substr(pos, end - pos);
}

// The dimensions of a shape written as numpy does: a Python tuple of
// decimal integers, "()", "(n,)" or "(a, b, ...)" with an optional trailing
// comma and spaces around the items. "(4)" (a number, not a tuple),
// "[2, 3]", "25", "(2 2)", "(2,,)", "(+2,)" and "(02,)" are refused (numpy
// itself reads "(+2,)" and "(0x2,)" but never writes them).
std::vector<std::int64_t> parse_shape(const std::string& shape,
                                      const std::string& what) {
  const auto refuse = [&]() {
    bad(what, "shape " + shape + " is not a tuple of integers");
  };
  if (shape.size() < 2 || shape.front() != '(' || shape.back() != ')') refuse();
  std::vector<std::int64_t> dims;
  bool comma = false;  // the last item was followed by a comma
  std::size_t pos = 1;
  const std::size_t end = shape.size() - 1;
  auto spaces = [&] {
    while (pos < end && shape[pos] == ' ') ++pos;
  };
  for (spaces(); pos < end; spaces()) {
    if (!dims.empty() && !comma) refuse();  // "(2 2)"
    const std::size_t start = pos;
    while (pos < end && shape[pos] >= '0' && shape[pos] <= '9') ++pos;
    const std::size_t n = pos - start;
    const bool zeros = shape.find_first_not_of('0', start) >= pos;
    if (n == 0 || (shape[start] == '0' && !zeros)) refuse();  // Python's rule
    if (n > 13 && !zeros) {
      bad(what, "shape " + shape + " holds too many elements");
    }
    dims.push_back(std::stoll(shape.substr(start, n)));
    spaces();
    comma = pos < end && shape[pos] == ',';
    if (comma) ++pos;
  }
  if (dims.size() == 1 && !comma) refuse();  // "(4)" is the number 4
  return dims;
}

// The dtype, order and shape of the header dict.
void parse_dict(const std::string& header, const std::string& what,
                NpyHeader& h) {
  const std::string descr = header_value(header, "descr", what);
  if (descr == "'<f4'") {
    h.kind = 'f', h.item = 4;
  } else if (descr == "'<f8'") {
    h.kind = 'f', h.item = 8;
  } else if (descr == "'<i4'") {
    h.kind = 'i', h.item = 4;
  } else if (descr == "'<i8'") {
    h.kind = 'i', h.item = 8;
  } else if (descr == "'|b1'") {
    h.kind = 'b', h.item = 1;
  } else {
    bad(what, "dtype " + descr + " (expected <f4, <f8, <i4, <i8 or |b1)");
  }
  if (header_value(header, "fortran_order", what) != "False") {
    bad(what, "Fortran order");
  }
  const std::string shape = header_value(header, "shape", what);
  h.shape = parse_shape(shape, what);
  h.count = 1;
  for (const std::int64_t dim : h.shape) {
    if (dim > (std::int64_t{1} << 40)) bad(what, "shape " + shape);
    // Checked before multiplying: the product of two 2^40 sizes overflows.
    if (dim != 0 && h.count > (std::int64_t{1} << 40) / dim) {
      bad(what, "shape " + shape + " holds too many elements");
    }
    h.count *= dim;
  }
  h.shape_text = shape;
  h.need = static_cast<std::size_t>(h.count) * static_cast<std::size_t>(h.item);
}

// The values after the header; `bytes` holds the whole file (or its start).
NpyArray decode(const NpyHeader& h, const std::string& bytes,
                const std::string& what) {
  if (bytes.size() - h.data_start < h.need) {
    bad(what, "data holds " + std::to_string(bytes.size() - h.data_start) +
                  " bytes, shape " + h.shape_text + " needs " +
                  std::to_string(h.need));
  }
  NpyArray array;
  array.shape = h.shape;
  array.values.resize(static_cast<std::size_t>(h.count));
  const char* data = bytes.data() + h.data_start;
  for (std::size_t n = 0; n < array.values.size(); ++n) {
    const char* e = data + n * static_cast<std::size_t>(h.item);
    if (h.kind == 'f' && h.item == 4) {
      float f;
      std::memcpy(&f, e, 4);
      array.values[n] = f;
    } else if (h.kind == 'f') {
      std::memcpy(&array.values[n], e, 8);
    } else if (h.kind == 'i' && h.item == 4) {
      std::int32_t i;
      std::memcpy(&i, e, 4);
      array.values[n] = i;
    } else if (h.kind == 'i') {
      std::int64_t i;
      std::memcpy(&i, e, 8);
      array.values[n] = static_cast<double>(i);
    } else {
      array.values[n] = *e != 0 ? 1.0 : 0.0;
    }
  }
  return array;
}

// At most n more bytes of `in` (fewer at its end).
std::string read_up_to(std::istream& in, std::size_t n) {
  std::string bytes(n, '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(n));
  bytes.resize(static_cast<std::size_t>(in.gcount()));
  return bytes;
}

}  // namespace

NpyHeader parse_npy_header(const std::string& bytes, const std::string& what) {
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
  if (header_len > kNpyMaxHeader) bad(what, "header longer than 1 MiB");
  NpyHeader h;
  h.data_start = header_start + header_len;
  if (header_len > bytes.size() - header_start) {
    h.complete = false;  // read up to data_start, then parse again
    return h;
  }
  const std::string header = bytes.substr(header_start, header_len);
  // A Python literal padded with spaces and ended by a newline: a NUL, DEL
  // or another control byte that is not Python whitespace (\t \n \f \r)
  // is no part of one (numpy refuses those too).
  for (const char c : header) {
    const auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r') ||
        u == 0x7f) {
      bad(what, "header holds a control byte");
    }
  }
  parse_dict(header, what, h);
  return h;
}

NpyArray parse_npy(const std::string& bytes, const std::string& what) {
  const NpyHeader h = parse_npy_header(bytes, what);
  if (!h.complete) bad(what, "truncated header");
  return decode(h, bytes, what);
}

NpyArray read_npy(const std::string& path, std::int64_t max_elements) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(path + ": cannot open file");
  // Never more than the header and the data it announces: a path to
  // /dev/zero or a huge file is refused after a bounded read.
  std::string bytes = read_up_to(in, 12);
  NpyHeader h = parse_npy_header(bytes, path);
  if (!h.complete) {
    bytes += read_up_to(in, h.data_start - bytes.size());
    h = parse_npy_header(bytes, path);
    if (!h.complete) bad(path, "truncated header");
  }
  if (h.count > max_elements) {
    throw Error(path + ": " + std::to_string(h.count) +
                " elements, more than the " + std::to_string(max_elements) +
                " this command reads");
  }
  bytes.resize(std::min(bytes.size(), h.data_start));
  bytes += read_up_to(in, h.need);
  return decode(h, bytes, path);
}

}  // namespace qkv::cli
