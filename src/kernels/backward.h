// The fused backward (FlashAttention-2 order) with Highway SIMD.
#ifndef QKV_SRC_KERNELS_BACKWARD_H_
#define QKV_SRC_KERNELS_BACKWARD_H_

#include <cstdint>

#include "../problem.h"

namespace qkv::internal {

struct BackwardTiles {
  // Query rows per block (across the heads of a KV group, row = i * group +
  // head), a multiple of the micro-kernel's rows.
  static constexpr std::int64_t kBlockRows = 48;
  // Work items are (batch, KV head, key chunk). When batch · num_kv_heads is
  // below kMinItems the keys split into chunks (at least kMinChunkKeys each)
  // so small problems still fill the cores; each chunk then keeps a dQ
  // partial, reduced in chunk order, within kMaxPartialBytes in all.
  static constexpr std::int64_t kMinItems = 8;
  static constexpr std::int64_t kMinChunkKeys = 256;
  static constexpr std::int64_t kMaxPartialBytes = std::int64_t{64} << 20;
};

// dq, dk, dv of a validated backward problem (float32 / bfloat16 / float16).
// Deterministic: the key chunks depend only on the shape, and the dQ
// partials are reduced in a fixed order.
void tiled_backward(const BackwardProblem& bp);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_BACKWARD_H_
