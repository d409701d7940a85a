// The Ulysses strategy (DeepSpeed-Ulysses, Jacobs et al. 2023): one
// all-to-all gives each rank the whole sequence of W-th of the heads, the
// rank attends locally, and a second all-to-all returns every rank its own
// rows of all heads. Exact: each head's attention is one local call.
#include <algorithm>

#include "../fail.h"
#include "layout.h"
#include "plan.h"
#include "qkv/dist.h"

namespace qkv::dist {
namespace {

using detail::RingPlan;
using internal::fail;

// A rank-3 view (batch, heads, n) as rank 4 with a last dimension of 1.
TensorView as_rank4(const TensorView& t) {
  if (t.rank == 4) return t;
  TensorView r = t;
  r.rank = 4;
  r.shape[3] = 1;
  r.strides[3] = 1;
  return r;
}

// The inverse of as_rank4: (batch, heads, n, 1) as (batch, heads, n).
TensorView as_rank3(const TensorView& t) {
  TensorView r = t;
  r.rank = 3;
  r.shape[3] = 0;
  r.strides[3] = 0;
  return r;
}

// Heads [h0, h0 + nh) of every batch row of a rank-4 view.
TensorView heads_of(const TensorView& t, std::int64_t h0, std::int64_t nh) {
  TensorView r = t;
  r.data = static_cast<char*>(t.data) +
           h0 * t.strides[1] * static_cast<std::int64_t>(dtype_size(t.dtype));
  r.shape[1] = nh;
  return r;
}

// Sequence-sharded to head-sharded: `local` (batch, heads, local rows, e)
// on every rank becomes, on rank r, heads [r·heads/W, (r+1)·heads/W) over
// the whole sequence (batch, heads/W, seq, e), in global order.
Tensor scatter_heads(Communicator& comm, const RingPlan& plan,
                     const TensorView& local) {
  const TensorView x = as_rank4(local);
  const std::int64_t b = x.shape[0], hp = x.shape[1] / plan.world,
                     n = x.shape[2], e = x.shape[3];
  const std::int64_t block = b * hp * n * e;
  std::vector<float> send(static_cast<std::size_t>(block * plan.world)),
      recv(send.size());
  for (int r = 0; r < plan.world; ++r) {
    detail::copy_rows(heads_of(x, r * hp, hp),
                      TensorView::contiguous(send.data() + r * block,
                                             DType::kFloat32, {b, hp, n, e}),
                      0);
  }
  comm.all_to_all(send.data(), static_cast<std::size_t>(block) * sizeof(float),
                  recv.data());
  std::vector<TensorView> shards;
  for (int r = 0; r < plan.world; ++r) {
    shards.push_back(TensorView::contiguous(recv.data() + r * block,
                                            DType::kFloat32, {b, hp, n, e}));
  }
  return unshard(shards, plan.layout);
}

// The inverse: `full` (batch, heads/W, seq, e) of this rank's heads back to
// this rank's rows of every head, (batch, heads, local rows, e); rank 3
// (without e) when `rank3`.
Tensor gather_heads(Communicator& comm, const RingPlan& plan,
                    const TensorView& full, bool rank3) {
  const TensorView x = as_rank4(full);
  const std::int64_t b = x.shape[0], hp = x.shape[1], e = x.shape[3];
  const std::int64_t n = plan.local, block = b * hp * n * e;
  std::vector<float> send(static_cast<std::size_t>(block * plan.world)),
      recv(send.size());
  for (int r = 0; r < plan.world; ++r) {
    const Tensor part = shard(x, r, plan.world, plan.layout);
    std::copy_n(part.data<float>(), block, send.data() + r * block);
  }
  comm.all_to_all(send.data(), static_cast<std::size_t>(block) * sizeof(float),
                  recv.data());
  Tensor out = rank3 ? Tensor(DType::kFloat32, {b, hp * plan.world, n})
                     : Tensor(DType::kFloat32, {b, hp * plan.world, n, e});
  const TensorView o = as_rank4(out.view());
  for (int r = 0; r < plan.world; ++r) {
    detail::copy_rows(TensorView::contiguous(recv.data() + r * block,
                                             DType::kFloat32, {b, hp, n, e}),
                      heads_of(o, r * hp, hp), 0);
  }
  return out;
}

// k or v with each KV head repeated `group` times (batch, heads, n, e):
// GQA whose KV heads do not divide among the ranks.
Tensor repeat_heads(const TensorView& t, std::int64_t group) {
  const std::int64_t kv = t.shape[1];
  Tensor out(DType::kFloat32, {t.shape[0], kv * group, t.shape[2], t.shape[3]});
  for (std::int64_t h = 0; h < kv * group; ++h) {
    detail::copy_rows(heads_of(t, h / group, 1), heads_of(out.view(), h, 1), 0);
  }
  return out;
}

// The inverse for gradients: heads h·group .. (h+1)·group − 1 summed into
// KV head h.
Tensor sum_heads(const Tensor& t, std::int64_t group) {
  // t (batch, kv · group, n, e) -> (batch, kv, n, e)
  const std::int64_t b = t.size(0), kv = t.size(1) / group,
                     inner = t.size(2) * t.size(3);
  Tensor out(DType::kFloat32, {b, kv, t.size(2), t.size(3)});
  float* o = out.data<float>();
  std::fill(o, o + out.numel(), 0.0f);
  for (std::int64_t i = 0; i < b * kv * group; ++i) {
    const float* s = t.data<float>() + i * inner;
    float* d = o + (i / group) * inner;
    for (std::int64_t j = 0; j < inner; ++j) d[j] += s[j];
  }
  return out;
}

// The plan of a Ulysses call: a ring plan, and heads that divide among the
// ranks (checked on every rank before any message).
RingPlan plan_ulysses(const char* what, const Communicator& comm,
                      const TensorView& q, const TensorView& k,
                      const TensorView& v, const RingParams& params) {
  RingPlan plan = detail::plan_ring(what, comm, q, k, v, params);
  if (plan.heads % plan.world != 0) {
    fail(what, ": q: num_heads ", plan.heads,
         " is not divisible by the number of ranks ", plan.world,
         " (Ulysses gives each rank num_heads / world heads; use the ring)");
  }
  return plan;
}

// The local call's parameters: the whole sequence, causal over global
// positions, key_lengths as given.
AttentionParams local_params(const RingPlan& plan, const RingParams& params) {
  AttentionParams p;
  p.scale = plan.scale;
  p.num_threads = plan.num_threads;
  if (plan.causal) p.causal = Causal::kTopLeft;
  p.key_lengths = params.key_lengths;
  return p;
}

// K and V as the scatter wants them: KV heads that divide among the ranks
// travel as they are, others repeated to num_heads first.
struct KvHeads {
  Tensor k, v;             // group 1: none, use the arguments
  std::int64_t group = 1;  // heads per KV head in k, v
};
KvHeads kv_heads(const RingPlan& plan, const TensorView& k,
                 const TensorView& v) {
  const std::int64_t group = plan.heads / plan.kv_heads;
  if (plan.kv_heads % plan.world == 0 || group == 1) return {};
  return {repeat_heads(k, group), repeat_heads(v, group), group};
}

}  // namespace

AttentionResult ulysses_attention(Communicator& comm, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const RingParams& params) {
  const char* what = "ulysses_attention";
  const RingPlan plan = detail::agreed_plan(
      comm, what, [&] { return plan_ulysses(what, comm, q, k, v, params); });
  const KvHeads rep = kv_heads(plan, k, v);
  const Tensor fq = scatter_heads(comm, plan, q);
  const Tensor fk = scatter_heads(comm, plan, rep.group > 1 ? rep.k.view() : k);
  const Tensor fv = scatter_heads(comm, plan, rep.group > 1 ? rep.v.view() : v);
  const AttentionResult r =
      attention(fq.view(), fk.view(), fv.view(), local_params(plan, params));
  AttentionResult result{gather_heads(comm, plan, r.out.view(), false),
                         gather_heads(comm, plan, r.lse.view(), true)};
  // The local calls run without sinks; they join once, on the gathered rows.
  detail::fold_ring_sinks(plan, result);
  return result;
}

AttentionGrads ulysses_attention_backward(
    Communicator& comm, const TensorView& dout, const TensorView& q,
    const TensorView& k, const TensorView& v, const TensorView& out,
    const TensorView& lse, const RingParams& params) {
  const auto plan_call = [&](const char* what) {
    return plan_ulysses(what, comm, q, k, v, params);
  };
  const RingPlan plan = detail::agreed_backward_plan(
      comm, "ulysses_attention_backward", plan_call, dout, out, lse);
  const KvHeads rep = kv_heads(plan, k, v);
  // One all-to-all after another, in the same order on every rank.
  const Tensor fk = scatter_heads(comm, plan, rep.group > 1 ? rep.k.view() : k);
  const Tensor fv = scatter_heads(comm, plan, rep.group > 1 ? rep.v.view() : v);
  const Tensor fq = scatter_heads(comm, plan, q);
  const Tensor fdout = scatter_heads(comm, plan, dout);
  const Tensor fout = scatter_heads(comm, plan, out);
  const Tensor flse = scatter_heads(comm, plan, lse);
  const AttentionGrads g = attention_backward(
      fdout.view(), fq.view(), fk.view(), fv.view(), fout.view(),
      as_rank3(flse.view()), local_params(plan, params));
  AttentionGrads local;
  local.dq = gather_heads(comm, plan, g.dq.view(), false);
  local.dk = gather_heads(comm, plan, g.dk.view(), false);
  local.dv = gather_heads(comm, plan, g.dv.view(), false);
  if (rep.group > 1) {
    local.dk = sum_heads(local.dk, rep.group);
    local.dv = sum_heads(local.dv, rep.group);
  }
  // lse includes the sinks, so dq, dk, dv above are exact; d sinks sums
  // every rank's rows (one more all-gather, the same on every rank).
  local.dsinks = detail::ring_sink_gradient(comm, plan, dout, out, lse);
  return local;
}

}  // namespace qkv::dist
