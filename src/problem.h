// AttentionProblem: one validated attention call as plain data. Built once at
// the API boundary by make_problem(); every path after it assumes validity.
#ifndef QKV_SRC_PROBLEM_H_
#define QKV_SRC_PROBLEM_H_

#include <cstdint>

#include "operand.h"
#include "qkv/params.h"
#include "qkv/tensor.h"
#include "threading.h"

namespace qkv::internal {

// A dense mask as data: where its values are and what they mean. Both the
// attention mask and nn.MultiheadAttention's key_padding_mask are one of
// these, broadcast to (batch, num_heads, seq_q, seq_kv) through strides.
enum class MaskKind : std::uint8_t {
  kNone,   // absent
  kAllow,  // bool: true = may attend (SDPA's convention)
  kHide,   // bool: true = hidden (nn.MultiheadAttention's masks)
  kAdd,    // floating: added to the scores
};

struct Mask {
  MaskKind kind = MaskKind::kNone;
  Operand values;  // (b, h, i, j) through values.offset
  bool present() const { return kind != MaskKind::kNone; }
  bool is_bool() const {
    return kind == MaskKind::kAllow || kind == MaskKind::kHide;
  }
  // For bool masks: is a stored byte `byte` a hidden position?
  bool hides(std::uint8_t byte) const {
    return (byte != 0) == (kind == MaskKind::kHide);
  }
};

struct AttentionProblem {
  std::int64_t batch = 0, num_heads = 0, num_kv_heads = 0;
  std::int64_t seq_q = 0, seq_kv = 0, head_dim = 0, head_dim_v = 0;
  DType dtype = DType::kFloat32;  // of q, k, v and out

  Operand q, k, v;  // (batch, heads, seq, dim)
  OutOperand out;   // (batch, num_heads, seq_q, head_dim_v)
  OutOperand lse;   // (batch, num_heads, seq_q); data nullptr = not requested

  double scale = 1.0;
  double softcap = 0.0;  // 0 = off
  // ALiBi slope of (b, h) = alibi[b * alibi_stride_b + h * alibi_stride_h].
  const void* alibi = nullptr;
  DType alibi_dtype = DType::kFloat32;
  std::int64_t alibi_stride_b = 0, alibi_stride_h = 0;

  Causal causal = Causal::kNone;
  std::int64_t window_left = -1, window_right = -1;
  IntVector key_lengths, query_lengths;

  // The dense mask and the key-padding mask (strides 0 over heads and
  // rows); a position is visible only if both allow it.
  Mask masks[2];

  double dropout_p = 0.0;
  std::uint64_t seed = 0;
  std::uint32_t offset = 0;
  Path path = Path::kAuto;
  Threads threads;  // resolved: count >= 1

  // Packed or paged rows (varlen, paged KV): rows past a sequence's
  // lengths have no storage, so no path reads or writes them.
  bool ragged = false;

  std::int64_t group() const { return num_heads / num_kv_heads; }
  // Query rows / keys of sequence b that have storage: all of seq_q /
  // seq_kv (padding included, written as zeros) unless ragged.
  std::int64_t q_rows(std::int64_t b) const {
    return ragged ? q_len(b) : seq_q;
  }
  std::int64_t kv_rows(std::int64_t b) const {
    return ragged ? kv_len(b) : seq_kv;
  }
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
  // Gradient of the returned lse, (batch, num_heads, seq_q) in lse's dtype;
  // data nullptr = zero. Since d lse_i / d s_ij = P_ij, it enters as
  // dS_ij = P_ij (dP_ij - (D_i - dlse_i)).
  Operand dlse;
  OutOperand dq, dk, dv;  // shaped like q, k, v
};

// Validates the inputs of a backward call (dlse may be absent); throws
// qkv::Error naming the argument. The gradient outputs stay unset.
BackwardProblem make_backward_problem(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const TensorView& dlse, const AttentionParams& params);

// Validates and records dq, dk, dv (shapes and dtypes of q, k, v).
void attach_grads(BackwardProblem& bp, const TensorView& q, const TensorView& k,
                  const TensorView& v, const TensorView& dq,
                  const TensorView& dk, const TensorView& dv);

// Runs a validated problem on its path (attention.cc, backward.cc).
void run_forward(const AttentionProblem& p);
void run_backward(const BackwardProblem& bp);

}  // namespace qkv::internal

#endif  // QKV_SRC_PROBLEM_H_
