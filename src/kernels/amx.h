// bfloat16 tile products: the building block for native bf16 attention.
// S = Q·Kᵀ and O += P·V on tiles of bf16 with float32 accumulation, P
// rounded to bf16 (round to nearest even) as FlashAttention does, by one of
// two engines (Bf16Engine) on the same packed operands:
//   kAmx  AMX tiles (TDPBF16PS; Sapphire Rapids and later);
//   kDot  AVX512_BF16 dot products (VDPBF16PS; Zen 4, Zen 5, Cooper Lake
//         and CPUs with AMX too): a tile row of 16 keys (or 16 columns of
//         V) is one 512-bit vector of bf16 pairs, multiplied by a broadcast
//         pair of the A row, in register blocks of 4 rows x 4 tiles.
// Both sum the same exact products in float32 (DAZ/FTZ, nearest even) in
// different orders: last bits may differ between the engines.
// docs/DESIGN.md, "AMX bfloat16 tiles (building block)", says how the
// forward uses them.
//
// bf16 values are uint16_t bits. Every packed operand is a sequence of tiles
// of 16 rows x 64 bytes (1 KiB), zero-padded, in the order documented at
// each packing function. The kernels take at most kAmxMaxRows query rows and
// kAmxMaxKeys keys per call; head_dim and head_dim_v at most kAmxMaxDim.
//
// Threads and processes: the tile registers and the tile configuration are
// per thread, like the vector registers. Every thread that runs amx_qk or
// amx_pv first calls amx_thread_configure() (at the start of its work for a
// call: another library on the same thread, oneDNN in PyTorch say, may have
// loaded another configuration since), and may call amx_thread_release()
// when done (the thread's tile state returns to its initial, cheap to
// context-switch, state). The permission to use AMX (arch_prctl) is per
// process: amx_bf16_available() requests it once; Linux keeps it across
// fork() and clears it on exec (the new program asks again). A thread with
// an alternate signal stack too small for the AMX state makes the request
// fail: amx_bf16_available() is then false.
//
// The kDot engine needs no configuration (amx_thread_configure is for
// kAmx only). On CPUs and architectures without an engine the kernels
// throw qkv::Error; the packing functions are portable C++.
#ifndef QKV_SRC_KERNELS_AMX_H_
#define QKV_SRC_KERNELS_AMX_H_

#include <cstdint>

namespace qkv::internal {

inline constexpr std::int64_t kAmxTileRows = 16;  // rows of a tile
inline constexpr std::int64_t kAmxPairCols = 32;  // bf16 per tile row
inline constexpr std::int64_t kAmxMaxRows = 48;   // query rows per call
inline constexpr std::int64_t kAmxMaxKeys = 128;  // keys per call
inline constexpr std::int64_t kAmxMaxDim = 256;   // head_dim, head_dim_v

inline constexpr std::int64_t amx_round_up(std::int64_t x, std::int64_t m) {
  return (x + m - 1) / m * m;
}

// True when this CPU has AMX-TILE, AMX-BF16, AVX512F/BW and AVX512_BF16, the
// OS enables their state (XCR0) and the process got the permission to use
// the tile data (requested once per process, thread-safe). False on any
// failure, on other architectures, and when the environment variable
// QKV_DISABLE_AMX is set to anything but "" or "0" (read at every call).
bool amx_bf16_available();

// True when this CPU has AVX512F, AVX512BW and AVX512_BF16 and the OS
// enables their state (XCR0). False on other architectures and when the
// environment variable QKV_DISABLE_BF16_DOT is set to anything but "" or
// "0" (read at every call).
bool bf16_dot_available();

enum class Bf16Engine { kNone, kAmx, kDot };

// The engine the forward uses: kAmx when amx_bf16_available(), else kDot
// when bf16_dot_available(), else kNone (the float32 steps run).
Bf16Engine bf16_engine();
const char* bf16_engine_name(Bf16Engine engine);

// Loads the tile configuration of the kernels on the calling thread (every
// tile 16 rows x 64 bytes). Call once per thread before its kernels run,
// after anything else that may have used AMX on the thread.
void amx_thread_configure();
// Releases the calling thread's tile state (TILERELEASE).
void amx_thread_release();

// Elements (uint16_t) of the packed forms below.
inline constexpr std::int64_t amx_rows_pack_size(std::int64_t rows,
                                                 std::int64_t cols) {
  return amx_round_up(rows, kAmxTileRows) * amx_round_up(cols, kAmxPairCols);
}
inline constexpr std::int64_t amx_k_pack_size(std::int64_t keys,
                                              std::int64_t head_dim) {
  return amx_round_up(keys, kAmxTileRows) * amx_round_up(head_dim, 32);
}
inline constexpr std::int64_t amx_v_pack_size(std::int64_t keys,
                                              std::int64_t head_dim_v) {
  return amx_round_up(keys, 32) * amx_round_up(head_dim_v, kAmxTileRows);
}

// x: (rows, cols) bf16, row stride x_stride elements -> out: the A tiles of
// x (amx_rows_pack_size(rows, cols) elements): tile (r, c) holds rows
// 16r..16r+15, columns 32c..32c+31, at out + (r * ceil(cols/32) + c) * 512,
// row-major; zeros beyond rows and cols. Q rows for amx_qk.
void amx_pack_rows(const std::uint16_t* x, std::int64_t x_stride,
                   std::int64_t rows, std::int64_t cols, std::uint16_t* out);

// k: (keys, head_dim) bf16, row stride k_stride -> out: the B tiles of Kᵀ
// (amx_k_pack_size(keys, head_dim) elements): tile (n, c) for keys
// 16n..16n+15 and head_dim 32c..32c+31 at out + (n * ceil(head_dim/32) + c)
// * 512, element [kk][j][p] = k[16n + j][32c + 2kk + p] (VNNI pairs along
// head_dim); zeros beyond keys and head_dim.
void amx_pack_k(const std::uint16_t* k, std::int64_t k_stride,
                std::int64_t keys, std::int64_t head_dim, std::uint16_t* out);

// v: (keys, head_dim_v) bf16, row stride v_stride -> out: the B tiles of V
// (amx_v_pack_size(keys, head_dim_v) elements): tile (n, c) for columns
// 16n..16n+15 and keys 32c..32c+31 at out + (n * ceil(keys/32) + c) * 512,
// element [kk][j][p] = v[32c + 2kk + p][16n + j] (VNNI pairs along keys);
// zeros beyond keys and head_dim_v.
void amx_pack_v(const std::uint16_t* v, std::int64_t v_stride,
                std::int64_t keys, std::int64_t head_dim_v, std::uint16_t* out);

// The kernels run on `engine` (kAmx or kDot; qkv::Error when it is not
// available here).
//
// q_packed: amx_pack_rows of q (rows <= 48, head_dim <= 256), k_packed:
// amx_pack_k (keys <= 128, same head_dim) -> s: (rows, keys) float32 = q·kᵀ
// times scale (each float32 sum multiplied by scale in float32: the bits of
// a separate multiply; 1: unscaled), row stride s_stride floats. s must hold
// round_up(rows, 16) rows of round_up(keys, 16) floats: the padding columns of
// the rows are written (zeros; NaN beside a row of q or a key holding inf or
// NaN: 0 · inf); the padding rows are scratch (kAmx writes them, kDot leaves
// them).
void amx_qk(Bf16Engine engine, const std::uint16_t* q_packed, std::int64_t rows,
            std::int64_t head_dim, const std::uint16_t* k_packed,
            std::int64_t keys, float* s, std::int64_t s_stride,
            float scale = 1.0f);

// p: (rows, keys) float32 (rows <= 48, keys <= 128), row stride p_stride,
// rounded to bf16 (nearest even; subnormals flush to zero); v_packed:
// amx_pack_v (same keys, head_dim_v <= 256) -> o: (rows, head_dim_v) float32
// += p·v, row stride o_stride floats. o must hold round_up(rows, 16) rows of
// round_up(head_dim_v, 16) floats: the padding gets 0 added (NaN in the
// padding rows under a column of v holding inf or NaN; kDot leaves the
// padding rows).
void amx_pv(Bf16Engine engine, const float* p, std::int64_t p_stride,
            std::int64_t rows, std::int64_t keys, const std::uint16_t* v_packed,
            std::int64_t head_dim_v, float* o, std::int64_t o_stride);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_AMX_H_
