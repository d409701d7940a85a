// libFuzzer targets for the file parsers: .npy (the CLI), safetensors and
// wisdom files (qkv/tuning.h). Any input must either raise qkv::Error or
// parse into consistent values.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "npy.h"
#include "qkv/error.h"
#include "qkv/safetensors.h"
#include "qkv/tuning.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
#if defined(QKV_FUZZ_NPY)
  try {
    const qkv::cli::NpyArray a = qkv::cli::parse_npy(bytes, "fuzz.npy");
    std::int64_t count = 1;
    for (std::int64_t dim : a.shape) count *= dim;
    if (count != static_cast<std::int64_t>(a.values.size())) std::abort();
  } catch (const qkv::Error&) {
  }
#elif defined(QKV_FUZZ_WISDOM)
  try {
    const auto choices = qkv::parse_wisdom(bytes, "fuzz.json");
    // Every parsed choice is valid and survives a round trip.
    for (const auto& [cpu, c] : choices) qkv::check_kernel_choice(c);
    if (qkv::parse_wisdom(qkv::format_wisdom(choices), "again") != choices) {
      std::abort();
    }
  } catch (const qkv::Error&) {
  }
#else
  try {
    const auto tensors = qkv::parse_safetensors(bytes, "fuzz.safetensors");
    for (const auto& [name, t] : tensors) {
      if (t.nbytes() > size) std::abort();
    }
  } catch (const qkv::Error&) {
  }
#endif
  return 0;
}
