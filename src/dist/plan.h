// What ring and all-gather attention know once their arguments are
// validated: the sizes, this rank's chunks, the key lengths; and which part
// of a (query chunk, key chunk) pair is visible.
#ifndef QKV_SRC_DIST_PLAN_H_
#define QKV_SRC_DIST_PLAN_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "../operand.h"
#include "qkv/dist.h"
#include "qkv/error.h"

namespace qkv::dist::detail {

// Message tags: the forward's and the backward's pieces each count in a
// span of their own (piece_tag, src/dist/pieces.h), wrapping around (MPI
// guarantees tags up to 32767, and messages between two ranks with one tag
// match their receives in the order both sides post them, so a tag may be
// reused once its message is done); the shared argument check has the last
// tag.
inline constexpr int kTagSpan = (1 << 14) - 1;
inline constexpr int kForwardTag = 0;
inline constexpr int kBackwardTag = kForwardTag + kTagSpan;
inline constexpr int kCheckTag = kBackwardTag + kTagSpan;
static_assert(kCheckTag <= 32767);
inline int ring_tag(int base, std::int64_t message) {
  return base + static_cast<int>(message % kTagSpan);
}

// Rows of each chunk in one travelling piece when RingParams::piece_rows is
// 0 (automatic), at most.
inline constexpr std::int64_t kMaxPieceRows = 1024;

struct RingPlan {
  int world = 1, rank = 0;
  bool causal = false;  // top-left over global positions
  Layout layout = Layout::kContiguous;
  std::optional<double> scale;
  int num_threads = 0;
  // q (batch, heads, local, d); k (batch, kv_heads, local, d); v (batch,
  // kv_heads, local, dv). local = c · chunks per rank.
  std::int64_t batch = 0, heads = 0, kv_heads = 0, local = 0, d = 0, dv = 0;
  std::int64_t c = 0;                   // rows per chunk
  std::vector<std::int64_t> my_chunks;  // global chunk indices, local order
  internal::IntVector key_lengths;      // absent: no padding
  TensorView sinks;                     // validated; absent: no sinks
  std::int64_t piece_rows = 1;          // rows of each chunk per piece, <= c
  std::function<void(std::int64_t, std::int64_t)> progress;  // may be empty
};

// Validates the arguments every rank passes to ring or all-gather attention
// (`what` names the call) before any communication, and plans the call.
RingPlan plan_ring(const char* what, const Communicator& comm,
                   const TensorView& q, const TensorView& k,
                   const TensorView& v, const RingParams& params);

// The backward's own arguments: dout and out (batch, heads, local, dv) and
// lse (batch, heads, local), float32, as the forward returned them.
void check_ring_backward(const RingPlan& plan, const TensorView& dout,
                         const TensorView& out, const TensorView& lse);

// Shares every rank's verdict on its own arguments before any other
// message, in one record of kCheckBytes to every other rank: when a rank's
// checks failed (`error`, of `kind`), or its call, shapes or options differ
// from rank 0's, every rank throws the same qkv::Error naming that rank, so a
// bad shard on one rank is an error everywhere rather than a hang. `plan` is
// this rank's plan when its checks passed.
void agree(Communicator& comm, const char* what, const RingPlan& plan,
           const std::string& error, ErrorKind kind);

// Runs `check` (this rank's validation, returning its plan) and agree()s
// on the outcome: the plan, when every rank's passed.
template <class Check>
RingPlan agreed_plan(Communicator& comm, const char* what, Check&& check) {
  RingPlan plan;
  std::string error;
  ErrorKind kind = ErrorKind::kValue;
  try {
    plan = check();
  } catch (const Error& e) {
    error = e.what();
    kind = e.kind();
  }
  agree(comm, what, plan, error, kind);
  return plan;
}

// agreed_plan for a backward: plan(what) plans the call, then the
// backward's own arguments (check_ring_backward) are checked too.
template <class Plan>
RingPlan agreed_backward_plan(Communicator& comm, const char* what,
                              const Plan& plan, const TensorView& dout,
                              const TensorView& out, const TensorView& lse) {
  return agreed_plan(comm, what, [&] {
    RingPlan p = plan(what);
    check_ring_backward(p, dout, out, lse);
    return p;
  });
}

// This rank's result before any partial is merged into it: out 0 and lse
// -inf (batch, heads, local), so the first merge copies a partial exactly.
AttentionResult empty_result(const RingPlan& plan);

// The parameters of one call for query chunk a against key chunk c (global
// chunk indices): full when c < a (or not causal), top-left causal on the
// diagonal. Returns false when no key of chunk c is visible to chunk a.
bool chunk_params(const RingPlan& plan, std::int64_t a, std::int64_t c,
                  AttentionParams& p);

// The parameters of attention over the whole sequence when one rank holds
// it (world 1): top-left causal when the plan is, its key lengths (kept in
// `lens`), no sinks.
AttentionParams whole_sequence_params(const RingPlan& plan, Tensor& lens);

// Keys of batch row b among global positions [first, first + count) that
// are not padding (padding comes last).
std::int64_t valid_keys(const RingPlan& plan, std::int64_t b,
                        std::int64_t first, std::int64_t count);

// valid_keys of every batch row, as AttentionParams::key_lengths wants them
// (an empty Tensor when there is no padding); `any_visible` tells whether a
// row has a key left.
Tensor key_lengths_for(const RingPlan& plan, std::int64_t first,
                       std::int64_t count, bool& any_visible);

// Sinks (src/dist/sinks.cc). Checks params.sinks against the plan's heads
// (qkv::Error prefixed with `what`).
void check_sinks(const char* what, const RingPlan& plan);
// Folds the plan's sinks into this rank's merged rows, once (a partial with
// out 0 and lse = sink merged last); nothing without sinks.
void fold_ring_sinks(const RingPlan& plan, AttentionResult& result);
// The sink gradient of the whole sequence from this rank's dout, out and lse
// (the forward's, sink included), the same on every rank: an empty Tensor
// without sinks.
Tensor ring_sink_gradient(Communicator& comm, const RingPlan& plan,
                          const TensorView& dout, const TensorView& out,
                          const TensorView& lse);

}  // namespace qkv::dist::detail

#endif  // QKV_SRC_DIST_PLAN_H_
