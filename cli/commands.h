// The `qkv` command line: one dispatch function over the subcommands, which
// never throws (every error becomes one line and an exit status), so that
// main and the argv fuzzer call the same code.
#ifndef QKV_CLI_COMMANDS_H_
#define QKV_CLI_COMMANDS_H_

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace qkv::cli {

// `qkv bench`: the workload suite, with PyTorch's column when available.
struct BenchOptions {
  double scale = 1.0;  // multiplies the sequence lengths and windows
  int repeats = 3;
  bool json = false, with_torch = true;
  bool machine_only = false;      // --machine: the machine report alone
  std::vector<std::string> only;  // workload ids; empty = the default set
};
int bench_command(const BenchOptions& options, std::ostream& out);

struct Context;
// `qkv tune`: measures the tile and split sizes and the decode prefetch
// level (qkv/tuning.h) on this CPU and records the fastest in the wisdom
// file.
int tune_entry(const std::vector<std::string>& args, const Context& c);

// `qkv ring-demo` (built with MPI): ring attention across the mpirun ranks.
struct RingDemoOptions {
  std::int64_t seq = 16384, heads = 8, kv_heads = 8, head_dim = 64, batch = 1,
               check = 4;
  std::int64_t piece_rows = 0;  // RingParams::piece_rows; 0 = automatic
  bool causal = true, allgather = false;
  bool backward = false;  // also the ring backward (dq rows checked)
  int threads = 0;        // per rank; 0 = default
};
int ring_demo_command(const RingDemoOptions& options);

struct Context {
  std::ostream* out = nullptr;
  std::ostream* err = nullptr;
  // The fuzzer: arguments are parsed and checked; only the cheap commands
  // (explain, viz to the terminal, memory without measuring, version) run,
  // and no file is read or written.
  bool sandbox = false;
  // Runs `qkv ring-demo`; empty when the program has no MPI.
  std::function<int(const RingDemoOptions&)> ring_demo;
};

// Runs `qkv ARGS...` (args without the program name). Returns the exit
// status: 0, 1 for an error (one line on *err), 2 for a usage error.
int run(const std::vector<std::string>& args, const Context& context);

// Writes `bytes` to `path`; a regular file is replaced whole (a temporary
// file renamed over it) or left as it was; a symbolic link is written
// through (the file it names is replaced, a dangling link's target
// created). Throws qkv::Error.
void write_file(const std::string& path, const std::string& bytes);

}  // namespace qkv::cli

#endif  // QKV_CLI_COMMANDS_H_
