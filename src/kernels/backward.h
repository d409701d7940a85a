// The fused backward (FlashAttention-2 order) with Highway SIMD.
#ifndef QKV_SRC_KERNELS_BACKWARD_H_
#define QKV_SRC_KERNELS_BACKWARD_H_

#include <cstdint>

#include "../problem.h"

namespace qkv::internal {

// dq, dk, dv of a validated backward problem (float32 / bfloat16 / float16).
// Deterministic: the key chunks depend only on the shape, and the dQ
// partials are reduced in a fixed order. Returns false, its outputs then
// unusable, if an operand it read (q, k, out, dout, lse, dlse, in every row
// with storage, rows past a sequence's lengths included) was inf or NaN
// (lse: NaN or +inf).
bool tiled_backward(const BackwardProblem& bp);

// Whether none of x[0, n) is inf or NaN (defined in src/backward.cc, once
// for every SIMD target).
bool floats_finite(const float* x, std::int64_t n);

}  // namespace qkv::internal

#endif  // QKV_SRC_KERNELS_BACKWARD_H_
