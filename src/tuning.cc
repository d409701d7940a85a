// The per-CPU kernel choice: CPUID, the built-in table, wisdom files.
#include "qkv/tuning.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <vector>

#include "file_io.h"
#include "qkv/attention.h"
#include "qkv/error.h"
#include "threading.h"
#include "tuning_state.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace qkv {

namespace {

bool power_of_two(std::int64_t x) { return x > 0 && (x & (x - 1)) == 0; }

void check_range(const std::string& what, const char* field, std::int64_t v,
                 std::int64_t lo, std::int64_t hi, std::int64_t multiple,
                 bool pow2) {
  const bool ok =
      v >= lo && v <= hi && v % multiple == 0 && (!pow2 || power_of_two(v));
  if (ok) return;
  std::ostringstream m;
  m << what << "." << field << " = " << v << ": must be "
    << (pow2           ? "a power of two "
        : multiple > 1 ? "a multiple of " + std::to_string(multiple) + " "
                       : std::string())
    << "in [" << lo << ", " << hi << "]";
  throw Error(m.str());
}

// qkv's measured CPUs (docs/PERFORMANCE.md, "Kernels chosen per CPU"):
// the CPUID vendor, family and an inclusive range of models.
struct TableEntry {
  const char* vendor;
  int family, model_lo, model_hi;
  const char* name;
  KernelChoice choice;
};

// Zen 4's KernelChoice, one entry per range of its models.
constexpr KernelChoice kZen4{128 * 1024, 128 * 1024, 512, 2048, 2};

// Zen 5's, likewise.
constexpr KernelChoice kZen5{64 * 1024, 32 * 1024, 512, 2048, 1};

// Model ranges as Linux's init_amd_zen_common() sorts AMD families 25 and
// 26: family 25 models 0x00-0x0f and 0x20-0x5f are Zen 3 (not in the
// table: the defaults), 0x10-0x1f and 0x60-0xaf Zen 4; family 26 models
// 0x00-0x2f, 0x40-0x4f and 0x60-0x7f Zen 5 (its models 0x50-0x5f, 0x80-0xaf
// and 0xc0-0xcf are Zen 6, not measured: the defaults).
const TableEntry kTable[] = {
    // Zen 4 (32 KiB L1d, AVX-512 in 256-bit halves): 128-key prefill tiles
    // up to head_dim 256 (Kᵀ 2-4x the L1d) measured 1-6 % faster than
    // 32 KiB, and 128 KiB backward tiles 4-7 % faster at head_dim 256 (no
    // difference below); float32 decodes read K and V 1.07-1.27x faster
    // with their prefetches into L2 than into L1.
    {"AuthenticAMD", 25, 0x10, 0x1f, "AMD Zen 4", kZen4},
    {"AuthenticAMD", 25, 0x60, 0xaf, "AMD Zen 4", kZen4},
    // Zen 5 (48 KiB L1d): 128-key prefill tiles at head_dim 128 measured
    // faster than 64 although Kᵀ then exceeds L1.
    {"AuthenticAMD", 26, 0x00, 0x2f, "AMD Zen 5", kZen5},
    {"AuthenticAMD", 26, 0x40, 0x4f, "AMD Zen 5", kZen5},
    {"AuthenticAMD", 26, 0x60, 0x7f, "AMD Zen 5", kZen5},
};

// The process's choice as immutable snapshots: a call reads the current
// one through an atomic pointer (no lock on the hot path, so concurrent
// calls never wait and a forked child never finds a lock held by a thread
// it lacks) and copies its choice whole, so no call sees a mix of two.
// Loading (the first call) and set_kernel_choice publish a new snapshot
// under the mutex; every snapshot stays alive for the process, so a
// pointer read once is never left dangling (a few per process).
struct Snapshot {
  KernelChoice choice;
  std::string cpu, source, note;
};

struct State {
  std::atomic<const Snapshot*> current{nullptr};
  std::mutex mutex;  // publishing
  std::vector<std::unique_ptr<const Snapshot>> all;

  void publish(Snapshot snap) {  // mutex held
    all.push_back(std::make_unique<const Snapshot>(std::move(snap)));
    current.store(all.back().get(), std::memory_order_release);
  }
};

// Never destroyed: a thread still running at exit may read it.
State& state() {
  static State* s = new State;
  return *s;
}

// A wisdom file holds one small entry per CPU: anything larger is not one.
constexpr std::int64_t kMaxWisdomBytes = 1 << 20;

bool read_file(const std::string& path, std::string* text) {
  return internal::read_regular_file("wisdom file", path, kMaxWisdomBytes,
                                     text);
}

// The entries of the wisdom file at `path` into *out; false (and *out
// untouched) if there is no such file. Throws if unreadable or malformed.
bool read_wisdom(const std::string& path,
                 std::map<std::string, KernelChoice>* out) {
  std::string text;
  if (!read_file(path, &text)) return false;
  *out = parse_wisdom(text, path);
  return true;
}

// The table's choice for this CPU (CPUID), and its entry's name.
KernelChoice this_cpu_table_choice(std::string* entry) {
  const CpuId id = cpu_id();
  return table_choice(id.vendor, id.family, id.model, entry);
}

// The choice at the first call (the state's mutex held): the wisdom file's
// entry for this machine, else the table's, else the defaults. A malformed
// file named by QKV_WISDOM throws (nothing is published, so the next call
// tries again); one at the default place is skipped, with why. The key is
// taken once, here: kernel_choice() names the entry that was looked up.
Snapshot load_choice() {
  std::string entry;
  Snapshot snap;
  snap.choice = this_cpu_table_choice(&entry);
  snap.source = entry.empty() ? "defaults" : "table: " + entry;
  snap.cpu = cpu_key();
  const std::string path = wisdom_path();
  const bool named = std::getenv("QKV_WISDOM") != nullptr;
  std::map<std::string, KernelChoice> choices;
  try {
    if (!path.empty() && read_wisdom(path, &choices)) {
      const auto it = choices.find(snap.cpu);
      if (it != choices.end()) {
        snap.choice = it->second;
        snap.source = "wisdom: " + path;
      } else {
        snap.note = "wisdom file " + path + " has no entry for " + snap.cpu;
      }
    }
  } catch (const Error& e) {
    if (named) throw;
    snap.note = std::string(e.what()) + " (skipped)";
  }
  return snap;
}

// The current snapshot, loaded at the first use.
const Snapshot& current_snapshot() {
  State& s = state();
  if (const Snapshot* snap = s.current.load(std::memory_order_acquire)) {
    return *snap;
  }
  const std::lock_guard<std::mutex> lock(s.mutex);
  if (s.current.load(std::memory_order_relaxed) == nullptr) {
    s.publish(load_choice());
  }
  return *s.current.load(std::memory_order_relaxed);
}

}  // namespace

void check_kernel_choice(const KernelChoice& c, const std::string& what) {
  check_range(what, "forward_tile_bytes", c.forward_tile_bytes, 4096, 1 << 20,
              1, true);
  check_range(what, "backward_tile_bytes", c.backward_tile_bytes, 4096, 1 << 20,
              1, true);
  check_range(what, "decode_tile_keys", c.decode_tile_keys, 64, 768, 32, false);
  // A multiple of the prefill tiles' most keys: split chunks start on
  // their tiles.
  check_range(what, "split_keys", c.split_keys, 256, 65536, 128, false);
  check_range(what, "decode_prefetch_level", c.decode_prefetch_level, 1, 2, 1,
              false);
}

CpuId cpu_id() {
  CpuId id;
#if defined(__x86_64__) || defined(__i386__)
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (__get_cpuid(0, &a, &b, &c, &d)) {
    char vendor[13] = {};
    std::memcpy(vendor, &b, 4);
    std::memcpy(vendor + 4, &d, 4);
    std::memcpy(vendor + 8, &c, 4);
    id.vendor = vendor;
  }
  if (__get_cpuid(1, &a, &b, &c, &d)) {
    const int base = static_cast<int>((a >> 8) & 0xf);
    const int ext_model = static_cast<int>((a >> 16) & 0xf);
    id.family = base == 0xf ? base + static_cast<int>((a >> 20) & 0xff) : base;
    id.model = static_cast<int>((a >> 4) & 0xf) |
               (base == 6 || base == 0xf ? ext_model << 4 : 0);
  }
  char brand[49] = {};
  if (__get_cpuid(0x80000000, &a, &b, &c, &d) && a >= 0x80000004) {
    for (unsigned leaf = 0; leaf < 3; ++leaf) {
      __get_cpuid(0x80000002 + leaf, &a, &b, &c, &d);
      const unsigned words[4] = {a, b, c, d};
      std::memcpy(brand + 16 * leaf, words, 16);
    }
    std::string name(brand);
    name.erase(0, name.find_first_not_of(' '));
    if (!name.empty()) id.name = name;
  }
#endif
  return id;
}

std::string cpu_key() {
  const CpuId id = cpu_id();
#if defined(__x86_64__) || defined(__i386__)
  const std::string cpu = id.vendor + " family " + std::to_string(id.family) +
                          " model " + std::to_string(id.model);
#elif defined(__aarch64__)
  const std::string cpu = "aarch64";
#else
  const std::string cpu = "unknown";
#endif
  // The machine's threads, not the ones calls use (QKV_NUM_THREADS,
  // set_num_threads): the choice, and so the bits, must not follow them.
  const int threads = internal::hardware_threads();
  return cpu + ", " + simd_target() + ", " + std::to_string(threads) +
         (threads == 1 ? " thread" : " threads");
}

KernelChoice table_choice(const std::string& vendor, int family, int model,
                          std::string* entry) {
  for (const TableEntry& e : kTable) {
    if (vendor == e.vendor && family == e.family && model >= e.model_lo &&
        model <= e.model_hi) {
      if (entry != nullptr) *entry = e.name;
      return e.choice;
    }
  }
  if (entry != nullptr) entry->clear();
  return {};
}

KernelChoiceInfo kernel_choice() {
  const Snapshot& snap = current_snapshot();
  return {snap.choice, snap.cpu, snap.source, snap.note};
}

KernelChoice set_kernel_choice(const KernelChoice& choice,
                               const std::string& source) {
  check_kernel_choice(choice, "set_kernel_choice: choice");
  State& s = state();
  const std::lock_guard<std::mutex> lock(s.mutex);
  const Snapshot* was = s.current.load(std::memory_order_relaxed);
  // Before any call: the previous choice is the table's (no file is read,
  // and none will be after an explicit choice).
  const KernelChoice previous =
      was != nullptr ? was->choice : this_cpu_table_choice(nullptr);
  s.publish({choice, was != nullptr ? was->cpu : cpu_key(), source, ""});
  return previous;
}

std::string wisdom_path() {
  if (const char* named = std::getenv("QKV_WISDOM")) {
    const std::string path(named);
    return path == "none" ? "" : path;
  }
  const char* xdg = std::getenv("XDG_CACHE_HOME");
  if (xdg != nullptr && xdg[0] == '/') {
    return std::string(xdg) + "/qkv/wisdom.json";
  }
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] == '/') {
    return std::string(home) + "/.cache/qkv/wisdom.json";
  }
  return "";
}

namespace {

// The fields of an entry; the last is optional (files written before it
// existed hold the first four, and mean its default).
const char* const kFields[] = {"forward_tile_bytes", "backward_tile_bytes",
                               "decode_tile_keys", "split_keys",
                               "decode_prefetch_level"};
constexpr std::size_t kRequiredFields = 4;

KernelChoice parse_entry(const nlohmann::json& j, const std::string& what) {
  const bool optional_present =
      j.is_object() && j.contains(kFields[kRequiredFields]);
  if (!j.is_object() ||
      j.size() != kRequiredFields + (optional_present ? 1 : 0)) {
    throw Error(what + ": must be an object of exactly the fields " +
                "forward_tile_bytes, backward_tile_bytes, decode_tile_keys, "
                "split_keys and optionally decode_prefetch_level");
  }
  std::int64_t values[std::size(kFields)] = {
      0, 0, 0, 0, KernelChoice{}.decode_prefetch_level};
  for (std::size_t i = 0; i < std::size(kFields); ++i) {
    const auto it = j.find(kFields[i]);
    if (it == j.end() && i >= kRequiredFields) continue;
    if (it == j.end() || !it->is_number_integer()) {
      throw Error(what + "." + kFields[i] + ": missing or not an integer");
    }
    values[i] = it->get<std::int64_t>();
  }
  const KernelChoice c{values[0], values[1], values[2], values[3], values[4]};
  check_kernel_choice(c, what);
  return c;
}

}  // namespace

std::map<std::string, KernelChoice> parse_wisdom(const std::string& text,
                                                 const std::string& name) {
  // nlohmann keeps the last of duplicate keys: a callback finds them.
  std::vector<std::set<std::string>> keys;
  std::string duplicate;
  const auto find_duplicates = [&](int, nlohmann::json::parse_event_t event,
                                   nlohmann::json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    if (event == Event::object_start) keys.emplace_back();
    if (event == Event::object_end && !keys.empty()) keys.pop_back();
    if (event == Event::key && !keys.empty() &&
        !keys.back().insert(parsed.get<std::string>()).second &&
        duplicate.empty()) {
      duplicate = parsed.get<std::string>();
    }
    return true;
  };
  const nlohmann::json j = nlohmann::json::parse(text, find_duplicates, false);
  if (j.is_discarded() || !j.is_object()) {
    throw Error("wisdom file " + name + ": not a JSON object");
  }
  if (!duplicate.empty()) {
    throw Error("wisdom file " + name + ": key \"" + duplicate +
                "\" appears twice in one object");
  }
  const auto version = j.find("qkv_wisdom");
  if (version == j.end() || !version->is_number_integer() ||
      version->get<std::int64_t>() != 1) {
    throw Error("wisdom file " + name + ": \"qkv_wisdom\" must be 1");
  }
  const auto choices = j.find("choices");
  if (choices == j.end() || !choices->is_object() || j.size() != 2) {
    throw Error("wisdom file " + name +
                ": must hold exactly \"qkv_wisdom\" and a \"choices\" object");
  }
  std::map<std::string, KernelChoice> out;
  for (const auto& [cpu, entry] : choices->items()) {
    out[cpu] = parse_entry(entry, "wisdom file " + name + ": \"" + cpu + "\"");
  }
  return out;
}

std::map<std::string, KernelChoice> load_wisdom(const std::string& path) {
  std::map<std::string, KernelChoice> all;
  read_wisdom(path, &all);
  return all;
}

std::string format_wisdom(const std::map<std::string, KernelChoice>& all) {
  nlohmann::json choices = nlohmann::json::object();
  for (const auto& [cpu, c] : all) {
    choices[cpu] = {{kFields[0], c.forward_tile_bytes},
                    {kFields[1], c.backward_tile_bytes},
                    {kFields[2], c.decode_tile_keys},
                    {kFields[3], c.split_keys}};
    // Written only when not the default, so a qkv from before the field
    // existed still reads the file.
    if (c.decode_prefetch_level != KernelChoice{}.decode_prefetch_level) {
      choices[cpu][kFields[4]] = c.decode_prefetch_level;
    }
  }
  const nlohmann::json j = {{"qkv_wisdom", 1}, {"choices", choices}};
  return j.dump(2) + "\n";
}

namespace {

std::string errno_text() { return std::strerror(errno); }

// An exclusive flock on `path` + ".lock" for the scope (tuners on other
// processes or hosts wait), so a read-modify-write keeps their entries.
class FileLock {
 public:
  explicit FileLock(const std::string& path) {
    const std::string name = path + ".lock";
    fd_ = ::open(name.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0 || ::flock(fd_, LOCK_EX) != 0) {
      const std::string why = errno_text();
      if (fd_ >= 0) ::close(fd_);
      throw Error("wisdom file " + path + ": cannot lock " + name + " (" + why +
                  ")");
    }
  }
  ~FileLock() { ::close(fd_); }  // closing releases the lock
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace

void save_wisdom(const std::string& path, const KernelChoice& choice) {
  check_kernel_choice(choice, "save_wisdom: choice");
  if (path.empty()) throw Error("save_wisdom: path is empty");
  namespace fs = std::filesystem;
  const fs::path parent = fs::path(path).parent_path();
  std::error_code ec;
  if (fs::is_directory(path, ec)) {
    throw Error("wisdom file " + path + ": is a directory");
  }
  const fs::file_type type = fs::status(path, ec).type();
  if (type != fs::file_type::not_found && type != fs::file_type::regular) {
    throw Error("wisdom file " + path + ": not a regular file");  // no lock
  }
  if (!parent.empty() && !fs::create_directories(parent, ec) && ec) {
    throw Error("wisdom file " + path + ": cannot create " + parent.string() +
                " (" + ec.message() + ")");
  }
  const FileLock lock(path);
  std::map<std::string, KernelChoice> all;
  read_wisdom(path, &all);
  all[cpu_key()] = choice;
  internal::replace_file("wisdom file", path, format_wisdom(all));
}

KernelChoice internal::current_kernel_choice() {
  return current_snapshot().choice;
}

}  // namespace qkv
