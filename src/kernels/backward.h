// The fused backward (FlashAttention-2 order) with Highway SIMD.
#ifndef QKV_SRC_KERNELS_BACKWARD_H_
#define QKV_SRC_KERNELS_BACKWARD_H_

#include <cstdint>

#include "../problem.h"

namespace qkv::internal {

// dq, dk, dv of a validated backward problem (float32 / bfloat16 / float16).
// Deterministic: the key chunks depend only on the shape, and the dQ
// partials are reduced in a fixed order.
void tiled_backward(const BackwardProblem& bp);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_BACKWARD_H_
