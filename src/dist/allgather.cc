// The all-gather strategy (Llama 3's context parallelism), for comparison
// with the ring: gather every rank's K and V, then one local attention per
// query chunk.
#include "layout.h"
#include "plan.h"
#include "qkv/dist.h"

namespace qkv::dist {
namespace {

using detail::RingPlan;
using detail::rows;

// The whole sequence of `local` (this rank's shard) from every rank's
// shard, in global order.
Tensor gather_sequence(Communicator& comm, const RingPlan& plan,
                       const TensorView& local) {
  const std::int64_t b = local.shape[0], h = local.shape[1], n = local.shape[2],
                     e = local.shape[3];
  Tensor mine(DType::kFloat32, {b, h, n, e});
  detail::copy_rows(local, mine.view(), 0);
  std::vector<float> all(static_cast<std::size_t>(mine.numel()) * plan.world);
  comm.all_gather(mine.data<float>(), mine.nbytes(), all.data());
  std::vector<TensorView> shards;
  for (int r = 0; r < plan.world; ++r) {
    shards.push_back(TensorView::contiguous(all.data() + r * mine.numel(),
                                            DType::kFloat32, {b, h, n, e}));
  }
  return unshard(shards, plan.layout);
}

// Keys [first, first + count) of the whole sequence, aligned as `causal`.
struct Span {
  std::int64_t first, count;
  Causal causal;
};

// Causal: the keys before query chunk `chunk` in full, then the chunk's own
// keys top-left causal (alignments that padding lengths do not move); the
// two partials merge into the chunk's rows.
std::vector<Span> spans_of(const RingPlan& plan, std::int64_t chunk,
                           std::int64_t seq) {
  if (!plan.causal) return {{0, seq, Causal::kNone}};
  return {{0, chunk * plan.c, Causal::kNone},
          {chunk * plan.c, plan.c, Causal::kTopLeft}};
}

// Query chunk qa of this rank against the whole sequence's keys and values,
// merged into its rows of `result`.
void attend_chunk(const RingPlan& plan, const TensorView& q,
                  const Tensor& full_k, const Tensor& full_v, std::size_t qa,
                  AttentionResult& result) {
  const std::int64_t c = plan.c, first = static_cast<std::int64_t>(qa) * c;
  const TensorView o = rows(result.out.view(), first, c);
  const TensorView l = rows(result.lse.view(), first, c);
  for (const Span& span : spans_of(plan, plan.my_chunks[qa], full_k.size(2))) {
    bool any_visible = true;
    const Tensor lens =
        detail::key_lengths_for(plan, span.first, span.count, any_visible);
    if (span.count == 0 || !any_visible) continue;
    AttentionParams p;
    p.scale = plan.scale;
    p.num_threads = plan.num_threads;
    p.causal = span.causal;
    if (lens.numel() > 0) p.key_lengths = lens.view();
    const AttentionResult r = attention(
        rows(q, first, c), rows(full_k.view(), span.first, span.count),
        rows(full_v.view(), span.first, span.count), p);
    merge_partials_into(o, l, r.out.view(), r.lse.view(), o, l);
  }
}

}  // namespace

AttentionResult allgather_attention(Communicator& comm, const TensorView& q,
                                    const TensorView& k, const TensorView& v,
                                    const RingParams& params) {
  const char* what = "allgather_attention";
  const RingPlan plan = detail::agreed_plan(comm, what, [&] {
    return detail::plan_ring(what, comm, q, k, v, params);
  });
  const Tensor full_k = gather_sequence(comm, plan, k);
  const Tensor full_v = gather_sequence(comm, plan, v);
  AttentionResult result = detail::empty_result(plan);
  for (std::size_t qa = 0; qa < plan.my_chunks.size(); ++qa) {
    attend_chunk(plan, q, full_k, full_v, qa, result);
  }
  detail::fold_ring_sinks(plan, result);  // once, after every span's merge
  return result;
}

}  // namespace qkv::dist
