// The fuzz input read as a stream of choices, shared by the fuzz targets
// that build shapes and operation sequences from bytes: past the end every
// byte is 0, so any input gives a complete run.
#ifndef QKV_FUZZ_FUZZ_BYTES_H_
#define QKV_FUZZ_FUZZ_BYTES_H_

#include <cstddef>
#include <cstdint>
#include <limits>

struct Bytes {
  const std::uint8_t* data;
  std::size_t size, pos = 0;
  std::uint8_t byte() { return pos < size ? data[pos++] : 0; }
  std::int64_t pick(std::int64_t lo, std::int64_t hi) {
    return lo + byte() % (hi - lo + 1);
  }
  bool chance(int in_256) { return byte() < in_256; }
  // A float from one byte: (x - 127.5) / 16, or with specials NaN (255)
  // and inf (254).
  float value(bool specials) {
    const std::uint8_t x = byte();
    if (specials && x == 255) return std::numeric_limits<float>::quiet_NaN();
    if (specials && x == 254) return std::numeric_limits<float>::infinity();
    return (static_cast<float>(x) - 127.5f) / 16.0f;
  }
};

#endif  // QKV_FUZZ_FUZZ_BYTES_H_
