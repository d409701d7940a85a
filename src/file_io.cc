#include "file_io.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "qkv/error.h"

namespace qkv::internal {

namespace {
std::string errno_text() { return std::strerror(errno); }

// The process's umask, read without changing it (umask(2) would, for every
// thread): Linux's /proc/self/status, else the usual 022.
mode_t process_umask() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("Umask:", 0) == 0) {
      return static_cast<mode_t>(std::stoul(line.substr(6), nullptr, 8));
    }
  }
  return 022;
}
}  // namespace

bool read_regular_file(const std::string& what, const std::string& path,
                       std::int64_t max_bytes, std::string* text) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);  // follows symlinks
  if (st.type() == fs::file_type::not_found) return false;
  if (ec)
    throw Error(what + " " + path + ": cannot read it (" + ec.message() + ")");
  if (st.type() != fs::file_type::regular) {
    throw Error(what + " " + path + ": not a regular file");
  }
  const std::uintmax_t size = fs::file_size(path, ec);
  if (ec || size > static_cast<std::uintmax_t>(max_bytes)) {
    throw Error(what + " " + path + ": " +
                (ec ? "cannot read it (" + ec.message() + ")"
                    : std::to_string(size) + " bytes, more than the " +
                          std::to_string(max_bytes) + " such a file may hold"));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error(what + " " + path + ": cannot read it");
  // Exactly the size stat gave: a file that grows meanwhile (or a /proc
  // file of size 0 that is not) is refused, never read without bound.
  text->resize(static_cast<std::size_t>(size));
  in.read(text->data(), static_cast<std::streamsize>(size));
  if (static_cast<std::uintmax_t>(in.gcount()) != size ||
      in.peek() != std::ifstream::traits_type::eof()) {
    throw Error(what + " " + path + ": cannot read it (it changed size)");
  }
  return true;
}

void replace_file(const std::string& what, const std::string& path,
                  const std::string& bytes) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const std::string target =
      fs::is_symlink(path, ec) ? fs::canonical(path, ec).string() : path;
  if (target.empty()) throw Error(what + " " + path + ": bad symlink");
  struct stat old {};
  const bool exists = ::stat(target.c_str(), &old) == 0;
  if (exists && !S_ISREG(old.st_mode)) {
    throw Error(what + " " + path + ": not a regular file");
  }
  const mode_t mode = exists ? old.st_mode & 07777 : 0666 & ~process_umask();
  std::string tmp = target + ".tmp.XXXXXX";
  const int fd = ::mkstemp(tmp.data());
  if (fd < 0) {
    throw Error(what + " " + path + ": cannot create a temporary (" +
                errno_text() + ")");
  }
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<std::size_t>(n);
  }
  const bool ok =
      done == bytes.size() && ::fchmod(fd, mode) == 0 && ::fsync(fd) == 0;
  std::string why = errno_text();
  const bool closed = ::close(fd) == 0;
  if (ok && !closed) why = errno_text();
  if (!ok || !closed || std::rename(tmp.c_str(), target.c_str()) != 0) {
    const std::string reason = ok && closed ? errno_text() : why;
    std::remove(tmp.c_str());
    throw Error(what + " " + path + ": cannot write it (" + reason + ")");
  }
  // The rename itself made durable.
  const std::string dir = fs::path(target).parent_path().string();
  const int dfd = ::open(dir.empty() ? "." : dir.c_str(),
                         O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

}  // namespace qkv::internal
