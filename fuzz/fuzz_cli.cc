// libFuzzer target over the command line: the input, split at newlines, is
// argv for the CLI's dispatch function, run in process in its sandbox mode
// (arguments parsed and checked; explain, viz to the terminal and memory
// run; no file is read or written, no benchmark or MPI run). Every input
// must end in exit status 0, 1 or 2, and a failure in exactly one line
// "qkv: error: ...".
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "commands.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> args;
  std::size_t start = 0;
  while (start <= text.size() && args.size() < 64) {
    const auto end = text.find('\n', start);
    args.push_back(text.substr(start, end - start));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  std::ostringstream out, err;
  qkv::cli::Context context;
  context.out = &out;
  context.err = &err;
  context.sandbox = true;
  const int status = qkv::cli::run(args, context);
  const std::string e = err.str();
  if (status < 0 || status > 2) std::abort();
  if (status == 0 || (status == 2 && args.empty())) return 0;
  const bool one_line =
      e.rfind("qkv: error: ", 0) == 0 && e.find('\n') == e.size() - 1;
  // A leak-test that finds a leak exits 1 without an error line; the
  // sandbox does not run it, so every status 1 or 2 here is an error.
  if (!one_line) std::abort();
  return 0;
}
