// Reading and replacing the small files qkv keeps (wisdom, safetensors):
// only regular files are read (a device or a pipe would never end), and a
// file is replaced whole or not at all.
#ifndef QKV_SRC_FILE_IO_H_
#define QKV_SRC_FILE_IO_H_

#include <cstdint>
#include <string>

namespace qkv::internal {

// The contents of the regular file at `path` into *text; false if nothing
// is there. qkv::Error naming `what` and the path if it is not a regular
// file, holds more than `max_bytes` or cannot be read.
bool read_regular_file(const std::string& what, const std::string& path,
                       std::int64_t max_bytes, std::string* text);

// Writes `bytes` to a new temporary file beside `path`, flushed to disk, and
// renames it over `path` (a symlink: where it points; an old file keeps its
// mode, a new one 0666 less the umask). On any failure the temporary is removed
// and `path` is as it was: a qkv::Error naming `what`. An existing `path` that
// is not a regular file (a device, a pipe, a directory) is refused.
void replace_file(const std::string& what, const std::string& path,
                  const std::string& bytes);

}  // namespace qkv::internal

#endif  // QKV_SRC_FILE_IO_H_
