#include "qkv/safetensors.h"

#include <cstdint>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <string>

#include "dtype_table.h"
#include "file_io.h"
#include "qkv/error.h"

namespace qkv {
namespace {

[[noreturn]] void bad(const std::string& what, const std::string& why) {
  throw Error(what + ": invalid safetensors file: " + why);
}

const char* code_of(DType dtype) {
  return internal::dtype_info(dtype).safetensors_code;
}

bool dtype_of(const std::string& code, DType& dtype) {
  for (const internal::DTypeInfo& info : internal::dtype_table()) {
    if (code == info.safetensors_code) {
      dtype = info.dtype;
      return true;
    }
  }
  return false;
}

}  // namespace

std::map<std::string, Tensor> parse_safetensors(const std::string& bytes,
                                                const std::string& what) {
  if (bytes.size() < 8) bad(what, "shorter than its 8-byte header length");
  std::uint64_t header_len = 0;
  for (int i = 7; i >= 0; --i) {
    header_len = (header_len << 8) | static_cast<unsigned char>(bytes[i]);
  }
  if (header_len > bytes.size() - 8) {
    bad(what, "header length " + std::to_string(header_len) + " exceeds the " +
                  std::to_string(bytes.size() - 8) + " bytes after it");
  }
  nlohmann::json header;
  try {
    header = nlohmann::json::parse(bytes.substr(8, header_len));
  } catch (const nlohmann::json::exception& e) {
    bad(what, std::string("header is not JSON (") + e.what() + ")");
  }
  if (!header.is_object()) bad(what, "header is not a JSON object");
  const std::size_t data_start = 8 + header_len;
  const std::size_t data_size = bytes.size() - data_start;
  std::map<std::string, Tensor> tensors;
  for (const auto& [name, entry] : header.items()) {
    if (name == "__metadata__") continue;
    const std::string where = "tensor '" + name + "'";
    if (!entry.is_object() || !entry.contains("dtype") ||
        !entry.contains("shape") || !entry.contains("data_offsets") ||
        !entry["dtype"].is_string() || !entry["shape"].is_array() ||
        !entry["data_offsets"].is_array() ||
        entry["data_offsets"].size() != 2) {
      bad(what, where + " needs dtype, shape and data_offsets [begin, end]");
    }
    DType dtype;
    const std::string code = entry["dtype"].get<std::string>();
    if (!dtype_of(code, dtype)) {
      bad(what, where + " has unsupported dtype " + code +
                    " (F32, F64, F16, BF16, I32, I64, BOOL)");
    }
    std::vector<std::int64_t> shape;
    for (const auto& dim : entry["shape"]) {
      if (!dim.is_number_unsigned()) bad(what, where + " has a bad shape");
      shape.push_back(dim.get<std::int64_t>());
    }
    if (shape.size() > static_cast<std::size_t>(kMaxRank)) {
      bad(what,
          where + " has rank " + std::to_string(shape.size()) + " (at most 4)");
    }
    const auto& offsets = entry["data_offsets"];
    if (!offsets[0].is_number_unsigned() || !offsets[1].is_number_unsigned()) {
      bad(what, where + " has bad data_offsets");
    }
    const auto begin = offsets[0].get<std::uint64_t>();
    const auto end = offsets[1].get<std::uint64_t>();
    if (begin > end || end > data_size) {
      bad(what, where + " data_offsets [" + std::to_string(begin) + ", " +
                    std::to_string(end) + "] exceed the " +
                    std::to_string(data_size) + " data bytes (truncated?)");
    }
    Tensor t(dtype, shape);
    if (t.nbytes() != end - begin) {
      bad(what, where + " has " + std::to_string(end - begin) +
                    " bytes but its shape and dtype need " +
                    std::to_string(t.nbytes()));
    }
    if (t.nbytes() > 0) {
      std::memcpy(t.data<void>(), bytes.data() + data_start + begin,
                  t.nbytes());
    }
    tensors.emplace(name, std::move(t));
  }
  return tensors;
}

std::map<std::string, Tensor> load_safetensors(const std::string& path) {
  std::string content;
  if (!internal::read_regular_file("safetensors file", path,
                                   std::numeric_limits<std::int64_t>::max(),
                                   &content)) {
    throw Error(path + ": cannot open file");
  }
  return parse_safetensors(content, path);
}

void save_safetensors(const std::string& path,
                      const std::map<std::string, const Tensor*>& tensors) {
  nlohmann::json header = nlohmann::json::object();
  std::uint64_t offset = 0;
  for (const auto& [name, t] : tensors) {
    std::vector<std::int64_t> shape(t->view().shape.begin(),
                                    t->view().shape.begin() + t->rank());
    header[name] = {{"dtype", code_of(t->dtype())},
                    {"shape", shape},
                    {"data_offsets", {offset, offset + t->nbytes()}}};
    offset += t->nbytes();
  }
  std::string text = header.dump();
  text.append((8 - text.size() % 8) % 8, ' ');  // align the data to 8 bytes
  // The whole file in memory, then written beside `path` and renamed over
  // it: a failed write leaves the old file as it was.
  std::string bytes;
  bytes.reserve(8 + text.size() + offset);
  for (int i = 0; i < 8; ++i) {
    bytes.push_back(static_cast<char>(
        (static_cast<std::uint64_t>(text.size()) >> (8 * i)) & 0xFF));
  }
  bytes += text;
  for (const auto& [name, t] : tensors) {
    bytes.append(t->data<char>(), static_cast<std::size_t>(t->nbytes()));
  }
  internal::replace_file("safetensors file", path, bytes);
}

}  // namespace qkv
