// AttentionProblem: one validated attention call as plain data. Built once at
// the API boundary by make_problem(); every path after it assumes validity.
#ifndef QKV_SRC_PROBLEM_H_
#define QKV_SRC_PROBLEM_H_

#include <cstdint>
#include <initializer_list>
#include <limits>
#include <utility>
#include <vector>

#include "operand.h"
#include "qkv/params.h"
#include "qkv/tensor.h"
#include "threading.h"
#include "tuning_state.h"

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
  DType dtype = DType::kFloat32;  // of q, k, v and out (out.dtype: also
                                  // float32 for 16-bit q, validate.cc)

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

  // Sink logit of head h = sinks[h * sinks_stride] (float32 or float64);
  // nullptr = no sinks. Every value finite or -inf (validated).
  const void* sinks = nullptr;
  DType sinks_dtype = DType::kFloat32;
  std::int64_t sinks_stride = 0;

  double dropout_p = 0.0;
  std::uint64_t seed = 0;
  std::uint32_t offset = 0;
  Path path = Path::kAuto;
  Threads threads;  // resolved: count >= 1
  // Tile and split sizes of this CPU (qkv/tuning.h), copied when the
  // problem is made so one call never mixes two choices.
  KernelChoice tuning = current_kernel_choice();

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
  // The sink logit of head h, -inf without sinks.
  double sink(std::int64_t h) const {
    if (sinks == nullptr) return -std::numeric_limits<double>::infinity();
    return sinks_dtype == DType::kFloat64
               ? static_cast<const double*>(sinks)[h * sinks_stride]
               : static_cast<const float*>(sinks)[h * sinks_stride];
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

// Named views of a call, for the overlap checks below.
using Named = std::initializer_list<std::pair<const char*, const TensorView*>>;

// Every output of a call gives each element an address of its own and
// shares no byte with another output, an input or params' arrays (mask,
// lengths, sinks, slopes; params may be null): kernels write some outputs
// while they still read the inputs, so an overlap would be a wrong answer,
// not an alias (qkv::Error naming the two, "<what> need storage of their
// own"). Null or undefined views are skipped.
void check_written_disjoint(Named outputs, Named inputs,
                            const AttentionParams* params, const char* what);

// The forward's outputs of a *_into call: out and lse (check_written_disjoint).
void check_outputs_disjoint(Named inputs, const AttentionParams& params,
                            const TensorView& out, const TensorView& lse);

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
  // d sinks, (num_heads) in the sinks' dtype through dsinks_stride; nullptr
  // = not requested (or no sinks).
  void* dsinks = nullptr;
  std::int64_t dsinks_stride = 0;
  // The gradient of the logits after softcap (what an additive mask
  // receives), zero where hidden: (batch, num_heads, seq_q, seq_kv),
  // contiguous, zero-filled by the caller, float32 (float64 for float64
  // calls); nullptr = not requested.
  void* dscores = nullptr;
  DType dscores_dtype = DType::kFloat32;
  std::int64_t dscores_offset(std::int64_t b, std::int64_t h,
                              std::int64_t i) const {
    return ((b * fwd.num_heads + h) * fwd.seq_q + i) * fwd.seq_kv;
  }
};

// Validates the inputs of a backward call (dlse may be absent); throws
// qkv::Error naming the argument. The gradient outputs stay unset.
BackwardProblem make_backward_problem(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const TensorView& dlse, const AttentionParams& params);

// Validates and records dq, dk, dv (shapes and dtypes of q, k, v) and
// dsinks (absent, or (num_heads) in the sinks' dtype; only with sinks).
void attach_grads(BackwardProblem& bp, const TensorView& q, const TensorView& k,
                  const TensorView& v, const TensorView& dq,
                  const TensorView& dk, const TensorView& dv,
                  const TensorView& dsinks = {});

// The gradient outputs (dq, dk, dv, dsinks, dmask) share no byte with each
// other, with any input (q, k, v, dout, out, lse, dlse) or params' arrays: a
// call with a non-finite operand reads its inputs again after the fused kernel
// wrote, and d sinks is formed from out and lse after dq, dk, dv are
// written (check_written_disjoint). Views as the caller gave them.
void check_grads_disjoint(Named grads, Named inputs,
                          const AttentionParams& params);

// Validates params.sinks against num_heads (float32 / float64, shape
// (num_heads), every value finite or -inf) and records it in p. Ring and
// all-gather attention check their sinks with it too.
void set_sinks(AttentionProblem& p, const TensorView& sinks);

// Folds the sink of every row into a result computed without it, as one
// more partial with out 0 and lse = sink merged last: lse' = logaddexp(lse,
// sink), out' = e^(lse − lse') · out, in double, rounded once. out (batch,
// num_heads, seq_q, head_dim_v), lse (batch, num_heads, seq_q), float32 or
// float64, lse present. Ring and all-gather attention apply it once, after
// the merge of every step.
void fold_sinks(const AttentionProblem& p, const OutOperand& out,
                const OutOperand& lse);

// d sinks_h = −Σ_{b,i} e^(sink_h − lse_bhi) · (D_bhi − dlse_bhi), D_bhi =
// dout_bhi · out_bhi, from the forward's out and lse (which includes the
// sink), in double, summed over (b, i) in order for each head: the same
// bits for every thread count. Writes bp.dsinks (nothing when absent).
void sink_gradient(const BackwardProblem& bp);
// The same sums per head, in double (ring attention adds every rank's).
std::vector<double> sink_gradient_sums(const BackwardProblem& bp);

// Runs a validated problem on its path (attention.cc, backward.cc).
void run_forward(const AttentionProblem& p);
void run_backward(const BackwardProblem& bp);

}  // namespace qkv::internal

#endif  // QKV_SRC_PROBLEM_H_
