// The `qkv` command: every subcommand is in commands.cc; main runs it and
// checks that the output was written.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

int main(int argc, char** argv) {
  qkv::cli::Context context;
  context.out = &std::cout;
  context.err = &std::cerr;
#ifdef QKV_HAVE_MPI
  context.ring_demo = qkv::cli::ring_demo_command;
#endif
  int status = 1;
  try {
    status =
        qkv::cli::run(std::vector<std::string>(argv + 1, argv + argc), context);
  } catch (...) {  // only the argument copy can throw (out of memory)
    std::fputs("qkv: error: out of memory\n", stderr);
    return 1;
  }
  // Every output write is checked: a full disk or a closed pipe is an error.
  std::cout.flush();
  if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "qkv: error: cannot write the output: %s\n",
                 std::strerror(errno));
    return 1;
  }
  return status;
}
