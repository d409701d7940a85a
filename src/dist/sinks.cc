// Attention sinks in ring and all-gather attention. The steps run without
// them (each step's partial covers some keys only); the sink joins each row
// once, after the merge of every step, exactly as one more partial with out
// 0 and lse = sink. The backward's steps need nothing: the global lse
// already includes the sink, so P = e^(S − lse) of every pair is its share of
// the full softmax; d sinks is a sum over every rank's rows.
#include <string>
#include <vector>

#include "../dtype.h"
#include "../problem.h"
#include "../threading.h"
#include "plan.h"
#include "qkv/error.h"

namespace qkv::dist::detail {
namespace {

// A problem holding what the sink helpers read: sizes, sinks, this rank's
// rows (seq_q = local).
internal::AttentionProblem sink_problem(const RingPlan& plan) {
  internal::AttentionProblem p;
  p.batch = plan.batch;
  p.num_heads = plan.heads;
  p.num_kv_heads = plan.kv_heads;
  p.seq_q = p.seq_kv = plan.local;
  p.head_dim = plan.d;
  p.head_dim_v = plan.dv;
  p.threads.count =
      plan.num_threads > 0 ? plan.num_threads : internal::default_num_threads();
  internal::set_sinks(p, plan.sinks);
  return p;
}

}  // namespace

void check_sinks(const char* what, const RingPlan& plan) {
  try {
    sink_problem(plan);
  } catch (const Error& e) {
    throw Error(std::string(what) + ": " + e.what(), e.kind());
  }
}

void fold_ring_sinks(const RingPlan& plan, AttentionResult& result) {
  if (!plan.sinks.defined()) return;
  const internal::AttentionProblem p = sink_problem(plan);
  internal::fold_sinks(p, internal::out_operand_of(result.out.view()),
                       internal::out_operand_of(result.lse.view()));
}

Tensor ring_sink_gradient(Communicator& comm, const RingPlan& plan,
                          const TensorView& dout, const TensorView& out,
                          const TensorView& lse) {
  if (!plan.sinks.defined()) return Tensor();
  internal::BackwardProblem bp;
  bp.fwd = sink_problem(plan);
  bp.fwd.out = internal::out_operand_of(out);  // read only
  bp.fwd.lse = internal::out_operand_of(lse);
  bp.dout = internal::operand_of(dout);
  const std::vector<double> mine = internal::sink_gradient_sums(bp);
  std::vector<double> all(mine.size() * static_cast<std::size_t>(plan.world));
  comm.all_gather(mine.data(), mine.size() * sizeof(double), all.data());
  Tensor dsinks(plan.sinks.dtype, {plan.heads});
  for (std::int64_t h = 0; h < plan.heads; ++h) {
    double sum = 0.0;  // in rank order: the same bits on every rank
    for (int r = 0; r < plan.world; ++r) {
      sum += all[static_cast<std::size_t>(r * plan.heads + h)];
    }
    internal::store_from_double(dsinks.data<void>(), dsinks.dtype(), h, sum);
  }
  return dsinks;
}

}  // namespace qkv::dist::detail
