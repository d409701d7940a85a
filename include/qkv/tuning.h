// Kernel parameters chosen per CPU: tile sizes, split sizes and the decode's
// prefetch level, which differ between microarchitectures (cache sizes,
// vector units). A process decides
// them once, at the first attention call, from (first that applies):
//   1. a wisdom file written by `qkv tune` with an entry for this CPU
//      (QKV_WISDOM names it; else $XDG_CACHE_HOME/qkv/wisdom.json, else
//      ~/.cache/qkv/wisdom.json; QKV_WISDOM=none reads none),
//   2. qkv's table of CPUs it was measured on (keyed by CPUID vendor,
//      family and model),
//   3. the defaults below.
// For a given CPU and choice the results are bit-identical across thread
// counts and runs; another choice may change the last bits (a tile size
// changes the order of the online softmax's sums), as another SIMD target
// does.
#ifndef QKV_TUNING_H_
#define QKV_TUNING_H_

#include <cstdint>
#include <map>
#include <string>

namespace qkv {

struct KernelChoice {
  // Bytes the packed Kᵀ tile (head_dim x keys floats) of the prefill
  // forward may take: keys per tile start at 128 and halve (down to 64)
  // until the tile fits. A power of two in [4 KiB, 1 MiB].
  std::int64_t forward_tile_bytes = 32 * 1024;
  // The same for the backward's KV tiles (halving down to 32).
  std::int64_t backward_tile_bytes = 32 * 1024;
  // Keys per tile of the decode path (at most 8 query rows per KV head,
  // K and V read in place): a multiple of 32 in [64, 768].
  std::int64_t decode_tile_keys = 512;
  // Keys per chunk of the automatic split-KV decode (few query rows, more
  // than 4096 keys): a multiple of 128 (the prefill tiles' most keys, so
  // chunks start on tile boundaries) in [256, 65536].
  std::int64_t split_keys = 2048;
  // Where the decode path's software prefetches (K and V rows 16 keys
  // ahead) put their lines: 1 = L1 (and below), 2 = L2 only for float32
  // K and V (16-bit ones keep L1). Optional in a wisdom file (1 when
  // absent).
  std::int64_t decode_prefetch_level = 1;

  bool operator==(const KernelChoice&) const = default;
};

// Throws qkv::Error naming the field (prefixed with `what`) that is out of
// range.
void check_kernel_choice(const KernelChoice& choice,
                         const std::string& what = "KernelChoice");

// The CPU as CPUID reports it (x86: vendor string, family and model with
// their extended fields, brand name); elsewhere "unknown" and -1.
struct CpuId {
  std::string vendor = "unknown", name = "unknown";
  int family = -1, model = -1;
};
CpuId cpu_id();

// This machine as wisdom files name it: "<vendor> family <f> model <m>,
// <SIMD target>, <n> threads" (x86: CPUID; elsewhere the architecture; n =
// the hardware threads, not QKV_NUM_THREADS or set_num_threads(): the
// choice, and with it the bits, is the same whatever thread count calls
// use. `qkv tune` measures with the process's thread count and records the
// result under this key, so `QKV_NUM_THREADS=2 qkv tune` on a 64-thread
// machine chooses for every run there; files written before 2026-12-07
// under a QKV_NUM_THREADS other than the hardware's no longer match).
std::string cpu_key();

struct KernelChoiceInfo {
  KernelChoice choice;
  std::string cpu;     // cpu_key()
  std::string source;  // "defaults", "table: <CPU>", "wisdom: <path>" or
                       // "set_kernel_choice"
  std::string note;    // why a wisdom file was not used; empty if none
};

// The choice this process runs with (decided at the first call of this or
// of any attention function; a malformed file that QKV_WISDOM names throws
// qkv::Error here and at every call until it is fixed).
KernelChoiceInfo kernel_choice();

// Replaces the process's choice (validated first); calls that already
// started keep the one they began with. `source` is what kernel_choice()
// reports from now on (a caller restoring a choice passes the old one's).
// Returns the previous choice.
KernelChoice set_kernel_choice(const KernelChoice& choice,
                               const std::string& source = "set_kernel_choice");

// qkv's built-in choice for a CPU (CPUID vendor, family, model), and the
// name of the table entry that gave it ("" = the defaults).
KernelChoice table_choice(const std::string& vendor, int family, int model,
                          std::string* entry = nullptr);

// The wisdom file this process reads ("" = none).
std::string wisdom_path();

// A wisdom file's text: {"qkv_wisdom": 1, "choices": {"<cpu key>":
// {"forward_tile_bytes": ..., ...}, ...}}. Throws qkv::Error naming `name`
// and what is wrong (every field is checked; all but decode_prefetch_level
// are required). format_wisdom writes decode_prefetch_level only when it is
// not 1: a file whose entries all hold level 1 stays readable by a qkv from
// before the field, which refuses a file with a level-2 entry.
std::map<std::string, KernelChoice> parse_wisdom(const std::string& text,
                                                 const std::string& name);
std::string format_wisdom(const std::map<std::string, KernelChoice>& choices);
// The entries of the wisdom file at `path` (none if there is no such file);
// throws qkv::Error if it cannot be read or is malformed.
std::map<std::string, KernelChoice> load_wisdom(const std::string& path);

// Records `choice` for cpu_key() in the file at `path`, keeping the other
// CPUs' entries: under an exclusive flock of `path` + ".lock", re-read,
// written to a temporary file beside it, synced and renamed over it, so a
// failure leaves the old file whole. Throws qkv::Error (an unreadable or
// malformed existing file is an error, not overwritten).
void save_wisdom(const std::string& path, const KernelChoice& choice);

}  // namespace qkv

#endif  // QKV_TUNING_H_
