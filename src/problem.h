// AttentionProblem: one validated attention call as plain data. Built once at
// the API boundary by make_problem(); every path after it assumes validity.
#ifndef QKV_SRC_PROBLEM_H_
#define QKV_SRC_PROBLEM_H_

#include <cstdint>

#include "qkv/params.h"
#include "qkv/tensor.h"
#include "threading.h"

namespace qkv::internal {

// A strided 4-D operand. Broadcast dimensions have stride 0.
struct Operand {
  const void* data = nullptr;
  DType dtype = DType::kFloat32;
  std::int64_t stride[4] = {0, 0, 0, 0};  // elements; stride[3] is 1
};

// A per-batch integer vector (lengths).
struct IntVector {
  const void* data = nullptr;  // nullptr = absent
  DType dtype = DType::kInt64;
  std::int64_t stride = 0;
  std::int64_t at(std::int64_t b) const {
    return dtype == DType::kInt32
               ? static_cast<const std::int32_t*>(data)[b * stride]
               : static_cast<const std::int64_t*>(data)[b * stride];
  }
};

struct AttentionProblem {
  std::int64_t batch = 0, num_heads = 0, num_kv_heads = 0;
  std::int64_t seq_q = 0, seq_kv = 0, head_dim = 0, head_dim_v = 0;
  DType dtype = DType::kFloat32;  // of q, k, v and out

  Operand q, k, v;  // (batch, heads, seq, dim)
  void* out = nullptr;
  std::int64_t out_stride[4] = {0, 0, 0, 0};
  void* lse = nullptr;  // nullptr = not requested
  DType lse_dtype = DType::kFloat32;
  std::int64_t lse_stride[3] = {0, 0, 0};

  double scale = 1.0;
  double softcap = 0.0;  // 0 = off
  // ALiBi slope of (b, h) = alibi[b * alibi_stride_b + h * alibi_stride_h].
  const void* alibi = nullptr;
  DType alibi_dtype = DType::kFloat32;
  std::int64_t alibi_stride_b = 0, alibi_stride_h = 0;

  Causal causal = Causal::kNone;
  std::int64_t window_left = -1, window_right = -1;
  IntVector key_lengths, query_lengths;

  bool has_mask = false;
  bool mask_is_bool = false;
  bool mask_hides = false;  // bool mask: true = hidden
  Operand mask;             // broadcast to (batch, num_heads, seq_q, seq_kv)
  // key_padding_mask: element (b, j) at kpm.data[b * stride[0] + j *
  // stride[3]] (stride[0] = 0 when broadcast over the batch).
  bool has_kpm = false;
  bool kpm_is_bool = false;
  Operand kpm;

  double dropout_p = 0.0;
  std::uint64_t seed = 0;
  std::uint32_t offset = 0;
  Path path = Path::kAuto;
  Threads threads;  // resolved: count >= 1

  std::int64_t group() const { return num_heads / num_kv_heads; }
  std::int64_t kv_len(std::int64_t b) const {
    return key_lengths.data ? key_lengths.at(b) : seq_kv;
  }
  std::int64_t q_len(std::int64_t b) const {
    return query_lengths.data ? query_lengths.at(b) : seq_q;
  }
};

// Validates every input argument (DESIGN.md §2) and throws qkv::Error naming
// the argument and the shapes or values at fault. Outputs stay unset.
AttentionProblem make_problem(const TensorView& q, const TensorView& k,
                              const TensorView& v,
                              const AttentionParams& params);

// Validates and records the output buffers of `p`; `lse` may be absent.
void attach_outputs(AttentionProblem& p, const TensorView& out,
                    const TensorView& lse);

// A validated backward call: the forward problem (out/lse as inputs) plus
// the incoming gradient and the three gradient outputs.
struct BackwardProblem {
  AttentionProblem fwd;  // fwd.out / fwd.lse hold the forward's results
  Operand dout;          // (batch, num_heads, seq_q, head_dim_v)
  void* dq = nullptr;
  void* dk = nullptr;
  void* dv = nullptr;
  std::int64_t dq_stride[4] = {0, 0, 0, 0};
  std::int64_t dk_stride[4] = {0, 0, 0, 0};
  std::int64_t dv_stride[4] = {0, 0, 0, 0};
};

// Validates a backward call; throws qkv::Error naming the argument.
BackwardProblem make_backward_problem(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const AttentionParams& params, const TensorView& dq, const TensorView& dk,
    const TensorView& dv);

}  // namespace qkv::internal

#endif  // QKV_SRC_PROBLEM_H_
