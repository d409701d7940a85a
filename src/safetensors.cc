#include "qkv/safetensors.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <tuple>
#include <vector>

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
  std::set<std::string> names;
  std::string repeated;  // a tensor named twice (JSON keeps the last)
  const auto note_name = [&](int depth, nlohmann::json::parse_event_t event,
                             nlohmann::json& parsed) {
    if (event == nlohmann::json::parse_event_t::key && depth == 1 &&
        !names.insert(parsed.get<std::string>()).second && repeated.empty()) {
      repeated = parsed.get<std::string>();
    }
    return true;
  };
  try {
    header = nlohmann::json::parse(bytes.substr(8, header_len), note_name);
  } catch (const nlohmann::json::exception& e) {
    bad(what, std::string("header is not JSON (") + e.what() + ")");
  }
  if (!header.is_object()) bad(what, "header is not a JSON object");
  if (!repeated.empty()) bad(what, "tensor '" + repeated + "' appears twice");
  const std::size_t data_start = 8 + header_len;
  const std::size_t data_size = bytes.size() - data_start;
  std::map<std::string, Tensor> tensors;
  std::vector<std::tuple<std::uint64_t, std::uint64_t, std::string>> ranges;
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
    // The bytes the shape needs, compared with the file's before anything
    // is allocated: a small file must not make the loader reserve (and
    // zero) the gigabytes its header claims.
    std::int64_t need = static_cast<std::int64_t>(dtype_size(dtype));
    for (const std::int64_t dim : shape) {
      if (dim < 0 || __builtin_mul_overflow(need, dim, &need)) {
        bad(what, where + " has a shape whose size overflows int64");
      }
    }
    if (static_cast<std::uint64_t>(need) != end - begin) {
      bad(what, where + " has " + std::to_string(end - begin) +
                    " bytes but its shape and dtype need " +
                    std::to_string(need));
    }
    Tensor t;
    try {
      t = Tensor(dtype, shape);
    } catch (const Error& e) {
      bad(what, where + ": " + e.what());
    } catch (const OutOfMemory& e) {
      throw OutOfMemory(what + ": " + where + ": " + e.what());
    }
    if (t.nbytes() > 0) {
      std::memcpy(t.data<void>(), bytes.data() + data_start + begin,
                  t.nbytes());
    }
    tensors.emplace(name, std::move(t));
    if (end > begin) ranges.emplace_back(begin, end, name);
  }
  // Each tensor's bytes its own (the format's rule; two tensors read from
  // one range would be a corrupt or hand-made file).
  std::sort(ranges.begin(), ranges.end());
  for (std::size_t i = 1; i < ranges.size(); ++i) {
    if (std::get<0>(ranges[i]) < std::get<1>(ranges[i - 1])) {
      bad(what, "tensors '" + std::get<2>(ranges[i - 1]) + "' and '" +
                    std::get<2>(ranges[i]) + "' overlap in the data");
    }
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
    // Refused before anything is written: a file that would not load back.
    const std::string where = path + ": tensor '" + name + "'";
    if (name == "__metadata__") {
      throw Error(where + ": the name is the format's metadata entry");
    }
    if (t == nullptr) throw Error(where + " is a null pointer");
    if (t->rank() == 0 && t->nbytes() == 0) {
      throw Error(where + " holds no data (a default-constructed Tensor)");
    }
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
