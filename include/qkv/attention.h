// qkv::attention: softmax(scale · Q·Kᵀ + masks) · V.
#ifndef QKV_ATTENTION_H_
#define QKV_ATTENTION_H_

#include <string>
#include <vector>

#include "qkv/params.h"
#include "qkv/tensor.h"

namespace qkv {

struct AttentionResult {
  Tensor out;  // (batch, num_heads, seq_q, head_dim_v), dtype of q
  Tensor lse;  // (batch, num_heads, seq_q): float32, or float64 for float64 q
};

// q: (batch, num_heads, seq_q, head_dim)
// k: (batch, num_kv_heads, seq_kv, head_dim)
// v: (batch, num_kv_heads, seq_kv, head_dim_v)
// q, k and v share one floating dtype; any strides with a contiguous last
// dimension. Throws qkv::Error on invalid input.
AttentionResult attention(const TensorView& q, const TensorView& k,
                          const TensorView& v,
                          const AttentionParams& params = {});

// As attention(), writing into caller-provided buffers. `out` must have the
// output's shape and q's dtype (any strides, last one 1), or float32 for
// bfloat16 / float16 q: the output before its rounding to q's dtype (its
// finite values rounded give the bits a 16-bit out gets), which a backward
// given it forms D = rowsum(dO ∘ O) from; `lse` may be absent
// (a default TensorView) or have the lse shape and dtype (any strides).
// Neither may overlap the other, q, k, v or params' arrays (overlap of the
// address ranges their elements span: interleaved views of one buffer count
// as overlapping), nor give two of its elements one address (qkv::Error).
void attention_into(const TensorView& q, const TensorView& k,
                    const TensorView& v, const AttentionParams& params,
                    const TensorView& out, const TensorView& lse);

// Merges two partial attentions over disjoint key sets into the attention
// over their union, exactly (split-KV decoding, ring attention):
//   lse = log(e^lse1 + e^lse2),  out = e^(lse1 - lse)·out1 + e^(lse2 -
//   lse)·out2.
// out1, out2: (batch, num_heads, seq_q, head_dim_v), one floating dtype;
// lse1, lse2: (batch, num_heads, seq_q) of lse_dtype(that dtype). A row with
// lse -inf on one side takes the other side; on both, out 0 and lse -inf.
// NaN propagates. Computed in double, rounded once.
AttentionResult merge_partials(const TensorView& out1, const TensorView& lse1,
                               const TensorView& out2, const TensorView& lse2);
void merge_partials_into(const TensorView& out1, const TensorView& lse1,
                         const TensorView& out2, const TensorView& lse2,
                         const TensorView& out, const TensorView& lse);

// The dtype of lse for inputs of `dtype`.
DType lse_dtype(DType dtype);

// Threads a call with num_threads = 0 uses: QKV_NUM_THREADS when it is a
// positive integer, else the hardware concurrency.
int default_num_threads();

// Names of the SIMD targets compiled into the kernels, best first, and the
// one runtime dispatch picks on this machine (e.g. "AVX2").
std::vector<std::string> simd_targets();
std::string simd_target();

// The engine of the bfloat16 tiled forward's tile products on this machine:
// "amx" (AMX tiles), "avx512_bf16" (VDPBF16PS dot products) or "none" (the
// float32 steps). QKV_DISABLE_AMX=1 and QKV_DISABLE_BF16_DOT=1 turn the
// first two off (read at every call).
std::string bfloat16_engine();

}  // namespace qkv

#endif  // QKV_ATTENTION_H_
