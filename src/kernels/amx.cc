// AMX bfloat16 tiles (see amx.h). The kernels carry per-function target
// attributes, so nothing else in this file (and no other file) is compiled
// for AMX or AVX-512: the detection and the packing run on any x86-64.
#include "kernels/amx.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "fail.h"

#if defined(__x86_64__) && defined(__linux__) &&      \
    ((defined(__clang__) && __clang_major__ >= 12) || \
     (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 11))
#define QKV_AMX_COMPILED 1
#include <cpuid.h>
#include <immintrin.h>
#include <sys/syscall.h>
#include <unistd.h>
#define QKV_AMX_TARGET \
  __attribute__((target("amx-tile,amx-bf16,avx512f,avx512bw,avx512bf16")))
#define QKV_DOT_TARGET __attribute__((target("avx512f,avx512bw,avx512bf16")))
#else
#define QKV_AMX_COMPILED 0
#endif

namespace qkv::internal {
namespace {

constexpr std::int64_t kTileElems = kAmxTileRows * kAmxPairCols;  // 512

std::int64_t ceil_div(std::int64_t x, std::int64_t m) {
  return (x + m - 1) / m;
}

#if QKV_AMX_COMPILED

// CPUID and XCR0: AVX512F, AVX512BW, AVX512_BF16 and the OS saving
// SSE/AVX/AVX-512 state (XCR0 bits 1, 2, 5-7); with `amx`, also AMX-TILE,
// AMX-BF16 and the tile configuration and data (bits 17, 18).
bool cpu_and_os_support(bool amx) {
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 27))) return false;
  if (__get_cpuid_max(0, nullptr) < 7) return false;
  __cpuid_count(7, 0, a, b, c, d);
  const unsigned max_subleaf = a;
  const bool avx512 = (b >> 16 & 1u) && (b >> 30 & 1u);
  const bool tiles = (d >> 24 & 1u) && (d >> 22 & 1u);
  if (max_subleaf < 1) return false;  // no leaf 7.1: no AVX512_BF16 bit
  __cpuid_count(7, 1, a, b, c, d);
  const bool avx512_bf16 = (a >> 5) & 1u;
  if (!avx512 || (amx && !tiles) || !avx512_bf16) return false;
  unsigned lo = 0, hi = 0;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0u));
  const std::uint64_t xcr0 = (std::uint64_t{hi} << 32) | lo;
  const std::uint64_t needed =
      0x6u | 0xE0u | (amx ? std::uint64_t{3} << 17 : 0u);
  return (xcr0 & needed) == needed;
}

// Linux: the process asks for the tile data state (XFEATURE 18) once.
bool request_tile_permission() {
  constexpr long kArchGetXcompPerm = 0x1022, kArchReqXcompPerm = 0x1023;
  constexpr long kXtileData = 18;
  if (syscall(SYS_arch_prctl, kArchReqXcompPerm, kXtileData) != 0) {
    return false;
  }
  unsigned long long permitted = 0;
  if (syscall(SYS_arch_prctl, kArchGetXcompPerm, &permitted) != 0) {
    return false;
  }
  return (permitted >> kXtileData) & 1u;
}

bool amx_usable_once() {
  static const bool usable =
      cpu_and_os_support(true) && request_tile_permission();
  return usable;
}

// Palette 1, the eight tiles 16 rows x 64 bytes.
struct alignas(64) TileConfig {
  std::uint8_t palette_id = 1;
  std::uint8_t start_row = 0;
  std::uint8_t reserved[14] = {};
  std::uint16_t colsb[16] = {64, 64, 64, 64, 64, 64, 64, 64};
  std::uint8_t rows[16] = {16, 16, 16, 16, 16, 16, 16, 16};
};
static_assert(sizeof(TileConfig) == 64);

// A block of up to 2 x 2 output tiles. a: the A tiles of 1 or 2 row tiles
// (two_rows), row tile r of chunk k at a + r * a_tile_stride + k * 512; b:
// the B tiles of 1 or 2 column tiles (two_cols), column tile n of chunk k at
// b + n * b_tile_stride + k * 512 -> c: (16 or 32) x (16 or 32) float32 at
// c_stride bytes, = a·b, or += a·b when accumulate (c read first). Tiles: C
// 0 (r0, n0), 1 (r1, n0), 2 (r0, n1), 3 (r1, n1); A 4, 5; B 6, 7: up to four
// independent accumulation chains (3 x 1 strips ran 12-20 % slower).
QKV_AMX_TARGET void tile_block(const std::uint16_t* a,
                               std::int64_t a_tile_stride, bool two_rows,
                               const std::uint16_t* b,
                               std::int64_t b_tile_stride, bool two_cols,
                               std::int64_t chunks, float* c,
                               std::int64_t c_stride, bool accumulate) {
  float* c1 = c + 16 * (c_stride / 4);  // row tile 1
  if (accumulate) {
    _tile_loadd(0, c, c_stride);
    if (two_rows) _tile_loadd(1, c1, c_stride);
    if (two_cols) _tile_loadd(2, c + 16, c_stride);
    if (two_rows && two_cols) _tile_loadd(3, c1 + 16, c_stride);
  } else {
    _tile_zero(0);
    _tile_zero(1);
    _tile_zero(2);
    _tile_zero(3);
  }
  for (std::int64_t k = 0; k < chunks; ++k) {
    const std::uint16_t* ak = a + k * kTileElems;
    const std::uint16_t* bk = b + k * kTileElems;
    _tile_loadd(4, ak, 64);
    _tile_loadd(6, bk, 64);
    _tile_dpbf16ps(0, 4, 6);
    if (two_rows) {
      _tile_loadd(5, ak + a_tile_stride, 64);
      _tile_dpbf16ps(1, 5, 6);
    }
    if (two_cols) {
      _tile_loadd(7, bk + b_tile_stride, 64);
      _tile_dpbf16ps(2, 4, 7);
      if (two_rows) _tile_dpbf16ps(3, 5, 7);
    }
  }
  _tile_stored(0, c, c_stride);
  if (two_rows) _tile_stored(1, c1, c_stride);
  if (two_cols) _tile_stored(2, c + 16, c_stride);
  if (two_rows && two_cols) _tile_stored(3, c1 + 16, c_stride);
}

// p: (rows, keys) float32, row stride p_stride -> out: its A tiles in bf16
// (amx_rows_pack_size(rows, keys)), rounded to nearest even (VCVTNE2PS2BF16:
// subnormals flush to zero), zeros beyond rows and keys.
QKV_DOT_TARGET void pack_p_bf16(const float* p, std::int64_t p_stride,
                                std::int64_t rows, std::int64_t keys,
                                std::uint16_t* out) {
  const std::int64_t chunks = ceil_div(keys, 32);
  const std::int64_t padded_rows = amx_round_up(rows, kAmxTileRows);
  for (std::int64_t row = 0; row < padded_rows; ++row) {
    std::uint16_t* dst =
        out + (row / 16) * chunks * kTileElems + (row % 16) * 32;
    for (std::int64_t k = 0; k < chunks; ++k, dst += kTileElems) {
      const std::int64_t left = row < rows ? keys - 32 * k : 0;
      const auto lo_mask =
          static_cast<__mmask16>(left >= 16 ? 0xFFFFu : (1u << left) - 1u);
      const auto hi_mask =
          static_cast<__mmask16>(left >= 32  ? 0xFFFFu
                                 : left > 16 ? (1u << (left - 16)) - 1u
                                             : 0u);
      const float* src = p + row * p_stride + 32 * k;
      const __m512 lo = _mm512_maskz_loadu_ps(lo_mask, src);
      const __m512 hi = _mm512_maskz_loadu_ps(hi_mask, src + 16);
      _mm512_storeu_si512(dst, (__m512i)_mm512_cvtne2ps_pbh(hi, lo));
    }
  }
}

// s: rows x cols (a multiple of 16) floats at s_stride -> s * scale, in
// float32 (the kAmx engine's scaled S; every CPU with AMX has AVX512F).
QKV_DOT_TARGET void scale_rows(float* s, std::int64_t s_stride,
                               std::int64_t rows, std::int64_t cols,
                               float scale) {
  const __m512 vs = _mm512_set1_ps(scale);
  for (std::int64_t r = 0; r < rows; ++r) {
    for (std::int64_t j = 0; j < cols; j += 16) {
      float* x = s + r * s_stride + j;
      _mm512_storeu_ps(x, _mm512_mul_ps(_mm512_loadu_ps(x), vs));
    }
  }
}

QKV_AMX_TARGET void load_config() {
  static const TileConfig config;
  _tile_loadconfig(&config);
}

QKV_AMX_TARGET void release_tiles() { _tile_release(); }

// a: A tiles of (rows, inner) (rows <= 48), b: B tiles of (inner, cols) ->
// c: (rows, cols) float32 (+)= a·b, padded to 16 x 16 tiles, c_stride floats.
// Blocks of 2 x 2 tiles, then the odd row tile and the odd column tile.
void tile_gemm(const std::uint16_t* a, std::int64_t rows, std::int64_t inner,
               const std::uint16_t* b, std::int64_t cols, float* c,
               std::int64_t c_stride, bool accumulate) {
  const std::int64_t chunks = ceil_div(inner, 32), stride = chunks * kTileElems;
  const std::int64_t row_tiles = ceil_div(rows, kAmxTileRows);
  const std::int64_t col_tiles = ceil_div(cols, kAmxTileRows);
  for (std::int64_t r = 0; r < row_tiles; r += 2) {
    for (std::int64_t n = 0; n < col_tiles; n += 2) {
      tile_block(a + r * stride, stride, r + 1 < row_tiles, b + n * stride,
                 stride, n + 1 < col_tiles, chunks, c + 16 * (r * c_stride + n),
                 c_stride * 4, accumulate);
    }
  }
}

bool dot_usable_once() {
  static const bool usable = cpu_and_os_support(false);
  return usable;
}

// The kDot engine: a C block of R rows x N column tiles (16 floats each) =
// or += A·B over `chunks` chunks of 32 depth. a_rows[i]: row i's first
// chunk in the A tiles (pair kk of chunk k at + k * 512 + 2kk); b_tiles[n]:
// column tile n's first chunk (row kk of chunk k, 16 pairs, at + k * 512 +
// 32kk); c: R rows at c_stride floats, each sum multiplied by `scale` (1:
// none) as it is stored. R x N accumulators in registers (at most 4 x 4
// of the 32), one broadcast pair of A per row and step.
template <int R, int N>
QKV_DOT_TARGET void dot_block(const std::uint16_t* const* a_rows,
                              const std::uint16_t* const* b_tiles,
                              std::int64_t chunks, float* c,
                              std::int64_t c_stride, bool accumulate,
                              float scale) {
  __m512 acc[R][N];
  for (int i = 0; i < R; ++i) {
    for (int n = 0; n < N; ++n) {
      acc[i][n] = accumulate ? _mm512_loadu_ps(c + i * c_stride + 16 * n)
                             : _mm512_setzero_ps();
    }
  }
  for (std::int64_t k = 0; k < chunks; ++k) {
    for (int kk = 0; kk < 16; ++kk) {
      __m512bh b[N];
      for (int n = 0; n < N; ++n) {
        b[n] =
            (__m512bh)_mm512_loadu_si512(b_tiles[n] + k * kTileElems + 32 * kk);
      }
      for (int i = 0; i < R; ++i) {
        std::int32_t pair;
        std::memcpy(&pair, a_rows[i] + k * kTileElems + 2 * kk, 4);
        const __m512bh a = (__m512bh)_mm512_set1_epi32(pair);
        for (int n = 0; n < N; ++n) {
          acc[i][n] = _mm512_dpbf16_ps(acc[i][n], a, b[n]);
        }
      }
    }
  }
  const __m512 vs = _mm512_set1_ps(scale);
  for (int i = 0; i < R; ++i) {
    for (int n = 0; n < N; ++n) {
      if (scale != 1.0f) acc[i][n] = _mm512_mul_ps(acc[i][n], vs);
      _mm512_storeu_ps(c + i * c_stride + 16 * n, acc[i][n]);
    }
  }
}

// 4 x 4 on Zen 5: the bf16 P2 forward 4-7 % faster than with 6 x 4 (three
// alternated qkv_bench runs); the tile products alone (qkv_amx_bench) level
// with 6 x 4, 8 x 3 and 12 x 2 on a quiet machine, 3 x 8 and 4 x 6 slower.
constexpr int kDotRows = 4, kDotTiles = 4;

using DotBlockFn = void (*)(const std::uint16_t* const*,
                            const std::uint16_t* const*, std::int64_t, float*,
                            std::int64_t, bool, float);

template <int R, int... N>
constexpr std::array<DotBlockFn, kDotTiles> dot_row(
    std::integer_sequence<int, N...>) {
  return {&dot_block<R, N + 1>...};
}

template <int... R>
constexpr std::array<std::array<DotBlockFn, kDotTiles>, kDotRows> dot_table(
    std::integer_sequence<int, R...>) {
  return {dot_row<R + 1>(std::make_integer_sequence<int, kDotTiles>())...};
}

// a: A tiles of (rows, inner), b: B tiles of (inner, cols) -> c: (rows,
// cols) float32 (+)= a·b (times scale), the columns padded to 16: blocks of
// 4 column tiles (outer: their B stays in L1) by 4 rows, then the tails.
void dot_gemm(const std::uint16_t* a, std::int64_t rows, std::int64_t inner,
              const std::uint16_t* b, std::int64_t cols, float* c,
              std::int64_t c_stride, bool accumulate, float scale) {
  static constexpr auto kBlocks =
      dot_table(std::make_integer_sequence<int, kDotRows>());
  const std::int64_t chunks = ceil_div(inner, 32), stride = chunks * kTileElems;
  const std::int64_t col_tiles = ceil_div(cols, kAmxTileRows);
  const std::uint16_t* a_rows[kAmxMaxRows];
  for (std::int64_t i = 0; i < rows; ++i) {
    a_rows[i] = a + (i / 16) * stride + (i % 16) * 32;
  }
  for (std::int64_t n0 = 0; n0 < col_tiles; n0 += kDotTiles) {
    const std::int64_t nt = std::min<std::int64_t>(kDotTiles, col_tiles - n0);
    const std::uint16_t* b_tiles[kDotTiles];
    for (std::int64_t n = 0; n < nt; ++n) b_tiles[n] = b + (n0 + n) * stride;
    for (std::int64_t r0 = 0; r0 < rows; r0 += kDotRows) {
      const std::int64_t nr = std::min<std::int64_t>(kDotRows, rows - r0);
      kBlocks[nr - 1][nt - 1](a_rows + r0, b_tiles, chunks,
                              c + r0 * c_stride + 16 * n0, c_stride, accumulate,
                              scale);
    }
  }
}

#endif  // QKV_AMX_COMPILED

[[noreturn]] void not_available(const char* what) {
  fail(what,
       ": bfloat16 tiles (AMX, AVX512_BF16) are not available on this "
       "CPU/build");
}

bool engine_usable(Bf16Engine engine) {
#if QKV_AMX_COMPILED
  return (engine == Bf16Engine::kAmx && amx_usable_once()) ||
         (engine == Bf16Engine::kDot && dot_usable_once());
#else
  (void)engine;
  return false;
#endif
}

// The kernels' own guard: without the engine its instructions would be
// SIGILL, and past the limits amx_pv's tile buffer would overflow.
void check_kernel_call(const char* what, Bf16Engine engine, std::int64_t rows,
                       std::int64_t keys, std::int64_t dim) {
  if (!engine_usable(engine)) {
    fail(what, ": the bfloat16 engine ", bf16_engine_name(engine),
         " is not available on this CPU/build");
  }
  if (rows < 0 || rows > kAmxMaxRows || keys < 0 || keys > kAmxMaxKeys ||
      dim < 0 || dim > kAmxMaxDim) {
    fail(what, ": rows ", rows, ", keys ", keys, ", dim ", dim,
         " (expected at most ", kAmxMaxRows, ", ", kAmxMaxKeys, ", ",
         kAmxMaxDim, ")");
  }
}

#if !QKV_AMX_COMPILED
void tile_gemm(const std::uint16_t*, std::int64_t, std::int64_t,
               const std::uint16_t*, std::int64_t, float*, std::int64_t, bool) {
  not_available("amx_qk/amx_pv");
}
void dot_gemm(const std::uint16_t*, std::int64_t, std::int64_t,
              const std::uint16_t*, std::int64_t, float*, std::int64_t, bool,
              float) {
  not_available("amx_qk/amx_pv");
}
void pack_p_bf16(const float*, std::int64_t, std::int64_t, std::int64_t,
                 std::uint16_t*) {
  not_available("amx_pv");
}
void scale_rows(float*, std::int64_t, std::int64_t, std::int64_t, float) {
  not_available("amx_qk");
}
#endif

// An environment variable set to anything but "" or "0".
bool env_set(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' && std::strcmp(value, "0") != 0;
}

}  // namespace

bool amx_bf16_available() {
  return !env_set("QKV_DISABLE_AMX") && engine_usable(Bf16Engine::kAmx);
}

bool bf16_dot_available() {
  return !env_set("QKV_DISABLE_BF16_DOT") && engine_usable(Bf16Engine::kDot);
}

Bf16Engine bf16_engine() {
  if (amx_bf16_available()) return Bf16Engine::kAmx;
  if (bf16_dot_available()) return Bf16Engine::kDot;
  return Bf16Engine::kNone;
}

const char* bf16_engine_name(Bf16Engine engine) {
  switch (engine) {
    case Bf16Engine::kAmx:
      return "amx";
    case Bf16Engine::kDot:
      return "avx512_bf16";
    case Bf16Engine::kNone:
      break;
  }
  return "none";
}

void amx_thread_configure() {
#if QKV_AMX_COMPILED
  if (!amx_usable_once()) not_available("amx_thread_configure");
  load_config();
#else
  not_available("amx_thread_configure");
#endif
}

void amx_thread_release() {
#if QKV_AMX_COMPILED
  if (amx_usable_once()) release_tiles();
#endif
}

void amx_pack_rows(const std::uint16_t* x, std::int64_t x_stride,
                   std::int64_t rows, std::int64_t cols, std::uint16_t* out) {
  const std::int64_t chunks = ceil_div(cols, kAmxPairCols);
  const std::int64_t padded_rows = amx_round_up(rows, kAmxTileRows);
  for (std::int64_t row = 0; row < padded_rows; ++row) {
    std::uint16_t* dst =
        out + (row / 16) * chunks * kTileElems + (row % 16) * 32;
    for (std::int64_t c = 0; c < chunks; ++c, dst += kTileElems) {
      const std::int64_t n =
          row < rows ? std::min<std::int64_t>(32, cols - 32 * c) : 0;
      if (n == 32) {  // a fixed size: inlined, no call
        std::memcpy(dst, x + row * x_stride + 32 * c, 64);
        continue;
      }
      if (n > 0) std::memcpy(dst, x + row * x_stride + 32 * c, n * 2);
      std::memset(dst + n, 0, (32 - n) * 2);
    }
  }
}

namespace {

// The B tiles of a (depth, cols) operand, tile (n, c) for columns
// 16n..16n+15 and depth 32c..32c+31 at out + (n * ceil(depth/32) + c) * 512,
// zeroed where partial: fill(tile, 16n, 32c, valid columns, valid depth).
template <class Fill>
void for_each_b_tile(std::int64_t cols, std::int64_t depth, std::uint16_t* out,
                     Fill fill) {
  const std::int64_t chunks = ceil_div(depth, 32);
  for (std::int64_t n = 0; n < ceil_div(cols, kAmxTileRows); ++n) {
    const std::int64_t cn = std::min<std::int64_t>(16, cols - 16 * n);
    for (std::int64_t c = 0; c < chunks; ++c) {
      std::uint16_t* tile = out + (n * chunks + c) * kTileElems;
      const std::int64_t dn = std::min<std::int64_t>(32, depth - 32 * c);
      if (cn < 16 || dn < 32) std::memset(tile, 0, kTileElems * 2);
      fill(tile, 16 * n, 32 * c, cn, dn);
    }
  }
}

}  // namespace

void amx_pack_k(const std::uint16_t* k, std::int64_t k_stride,
                std::int64_t keys, std::int64_t head_dim, std::uint16_t* out) {
  // Columns: keys; depth: head_dim. A 32-bit transpose of each 16 x 16 block
  // of head_dim pairs.
  for_each_b_tile(keys, head_dim, out,
                  [&](std::uint16_t* tile, std::int64_t key0, std::int64_t d0,
                      std::int64_t kn, std::int64_t dn) {
                    for (std::int64_t j = 0; j < kn; ++j) {
                      const std::uint16_t* src = k + (key0 + j) * k_stride + d0;
                      if (dn == 32) {
                        for (std::int64_t kk = 0; kk < 16; ++kk) {
                          std::memcpy(tile + kk * 32 + 2 * j, src + 2 * kk, 4);
                        }
                      } else {
                        for (std::int64_t e = 0; e < dn; ++e) {  // e = 2 kk + p
                          tile[(e >> 1) * 32 + 2 * j + (e & 1)] = src[e];
                        }
                      }
                    }
                  });
}

void amx_pack_v(const std::uint16_t* v, std::int64_t v_stride,
                std::int64_t keys, std::int64_t head_dim_v,
                std::uint16_t* out) {
  // Columns: head_dim_v; depth: keys. Rows of v interleaved by key pairs.
  for_each_b_tile(
      head_dim_v, keys, out,
      [&](std::uint16_t* tile, std::int64_t col0, std::int64_t key0,
          std::int64_t cn, std::int64_t kn) {
        for (std::int64_t e = 0; e < kn; e += 2) {
          const std::uint16_t* r0 = v + (key0 + e) * v_stride + col0;
          std::uint16_t* dst = tile + (e >> 1) * 32;
          const bool pair = e + 1 < kn;
          for (std::int64_t j = 0; j < cn; ++j) {
            dst[2 * j] = r0[j];
            dst[2 * j + 1] = pair ? r0[v_stride + j] : std::uint16_t{0};
          }
        }
      });
}

void amx_qk(Bf16Engine engine, const std::uint16_t* q_packed, std::int64_t rows,
            std::int64_t head_dim, const std::uint16_t* k_packed,
            std::int64_t keys, float* s, std::int64_t s_stride, float scale) {
  // q_packed: (rows, head_dim) A tiles; k_packed: (keys, head_dim) B tiles
  // -> s: (rows, keys) float32, padded to 16 x 16 tiles.
  check_kernel_call("amx_qk", engine, rows, keys, head_dim);
  if (engine == Bf16Engine::kDot) {
    dot_gemm(q_packed, rows, head_dim, k_packed, keys, s, s_stride, false,
             scale);
    return;
  }
  tile_gemm(q_packed, rows, head_dim, k_packed, keys, s, s_stride, false);
  if (scale != 1.0f) {
    scale_rows(s, s_stride, rows, amx_round_up(keys, kAmxTileRows), scale);
  }
}

void amx_pv(Bf16Engine engine, const float* p, std::int64_t p_stride,
            std::int64_t rows, std::int64_t keys, const std::uint16_t* v_packed,
            std::int64_t head_dim_v, float* o, std::int64_t o_stride) {
  // p: (rows, keys) float32 -> bf16 A tiles; v_packed: (keys, head_dim_v) B
  // tiles -> o: (rows, head_dim_v) float32 +=, padded to 16 x 16 tiles.
  check_kernel_call("amx_pv", engine, rows, keys, head_dim_v);
  alignas(64)
      std::uint16_t p_tiles[amx_rows_pack_size(kAmxMaxRows, kAmxMaxKeys)];
  pack_p_bf16(p, p_stride, rows, keys, p_tiles);
  if (engine == Bf16Engine::kAmx) {
    tile_gemm(p_tiles, rows, keys, v_packed, head_dim_v, o, o_stride, true);
  } else {
    dot_gemm(p_tiles, rows, keys, v_packed, head_dim_v, o, o_stride, true,
             1.0f);
  }
}

}  // namespace qkv::internal
