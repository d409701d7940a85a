// Ring attention's backward: dQ accumulates locally while each rank's whole
// K/V shard travels around the ring with its dK/dV accumulators and returns
// to its owner after W steps.

#include "layout.h"
#include "plan.h"
#include "qkv/dist.h"

namespace qkv::dist {
namespace {

using detail::RingPlan;
using detail::rows;

// One rank's k, v and their gradient accumulators dk, dv, packed in one
// buffer (float32, each contiguous) that travels.
class Block {
 public:
  // Copies of k and v, zeroed dk and dv.
  Block(const RingPlan& plan, const TensorView& k, const TensorView& v)
      : k_shape_{plan.batch, plan.kv_heads, plan.local, plan.d},
        v_shape_{plan.batch, plan.kv_heads, plan.local, plan.dv},
        k_size_(plan.batch * plan.kv_heads * plan.local * plan.d),
        v_size_(plan.batch * plan.kv_heads * plan.local * plan.dv),
        data_(static_cast<std::size_t>(2 * (k_size_ + v_size_)), 0.0f) {
    detail::copy_rows(k, this->k(), 0);
    detail::copy_rows(v, this->v(), 0);
  }
  TensorView k() { return view(0, k_shape_); }
  TensorView v() { return view(k_size_, v_shape_); }
  TensorView dk() { return view(k_size_ + v_size_, k_shape_); }
  TensorView dv() { return view(2 * k_size_ + v_size_, v_shape_); }
  float* data() { return data_.data(); }
  std::size_t bytes() const { return data_.size() * sizeof(float); }
  // Takes the other block's contents (the one that arrived).
  void swap(Block& other) { data_.swap(other.data_); }

 private:
  TensorView view(std::int64_t at, const std::int64_t (&shape)[4]) {
    return TensorView::contiguous(data_.data() + at, DType::kFloat32,
                                  {shape[0], shape[1], shape[2], shape[3]});
  }
  std::int64_t k_shape_[4], v_shape_[4];
  std::int64_t k_size_, v_size_;
  std::vector<float> data_;
};

// dst rows [first, ...) += src (contiguous, same batch, heads and dim).
void add_rows(const Tensor& src, const TensorView& dst, std::int64_t first) {
  // src (batch, heads, n, dim); dst (batch, heads, >= first + n, dim)
  const std::int64_t w = src.size(3);
  for (std::int64_t b = 0; b < src.size(0); ++b) {
    for (std::int64_t h = 0; h < src.size(1); ++h) {
      for (std::int64_t i = 0; i < src.size(2); ++i) {
        const float* s =
            src.data<float>() + internal::offset(src.view(), b, h, i);
        float* d = static_cast<float*>(dst.data) +
                   internal::offset(dst, b, h, first + i);
        for (std::int64_t e = 0; e < w; ++e) d[e] += s[e];
      }
    }
  }
}

struct BackwardArgs {
  const TensorView &dout, &q, &out, &lse;
};

// The gradients of this rank's query chunk qa against key chunk kc of the
// block held (global chunk `key_chunk`), added to dq and to the block's dk,
// dv. With the global out and lse, P = exp(S − lse) of this pair is its part
// of the full softmax: the gradients of all pairs add up exactly.
void backward_pair(const RingPlan& plan, const BackwardArgs& a, Block& block,
                   std::size_t qa, std::size_t kc, std::int64_t key_chunk,
                   const TensorView& dq) {
  AttentionParams p;
  if (!detail::chunk_params(plan, plan.my_chunks[qa], key_chunk, p)) return;
  bool any_visible = true;
  const Tensor lens =
      detail::key_lengths_for(plan, key_chunk * plan.c, plan.c, any_visible);
  if (!any_visible) return;
  if (lens.numel() > 0) p.key_lengths = lens.view();
  const std::int64_t c = plan.c, qr = static_cast<std::int64_t>(qa) * c,
                     kr = static_cast<std::int64_t>(kc) * c;
  const AttentionGrads g = attention_backward(
      rows(a.dout, qr, c), rows(a.q, qr, c), rows(block.k(), kr, c),
      rows(block.v(), kr, c), rows(a.out, qr, c), rows(a.lse, qr, c), p);
  add_rows(g.dq, dq, qr);
  add_rows(g.dk, block.dk(), kr);
  add_rows(g.dv, block.dv(), kr);
}

}  // namespace

AttentionGrads ring_attention_backward(
    Communicator& comm, const TensorView& dout, const TensorView& q,
    const TensorView& k, const TensorView& v, const TensorView& out,
    const TensorView& lse, const RingParams& params) {
  const RingPlan plan = detail::agreed_backward_plan(
      comm, "ring_attention_backward",
      [&](const char* what) {
        return detail::plan_ring(what, comm, q, k, v, params);
      },
      dout, out, lse);
  const int world = plan.world, rank = plan.rank;
  Block cur(plan, k, v), next = cur;
  AttentionGrads grads;
  grads.dq =
      Tensor(DType::kFloat32, {plan.batch, plan.heads, plan.local, plan.d});
  const BackwardArgs args{dout, q, out, lse};
  for (int step = 0; step < world; ++step) {
    const auto their_chunks =
        detail::chunks_of((rank - step + world) % world, world, plan.layout);
    for (std::size_t qa = 0; qa < plan.my_chunks.size(); ++qa) {
      for (std::size_t kc = 0; kc < their_chunks.size(); ++kc) {
        backward_pair(plan, args, cur, qa, kc, their_chunks[kc],
                      grads.dq.view());
      }
    }
    // Pass the block on; after the last step it is back with its owner.
    const int tag = detail::ring_tag(detail::kBackwardTag, step);
    auto send = comm.isend(cur.data(), cur.bytes(), (rank + 1) % world, tag);
    auto recv =
        comm.irecv(next.data(), next.bytes(), (rank - 1 + world) % world, tag);
    comm.wait(*send);
    comm.wait(*recv);
    cur.swap(next);
  }
  grads.dk =
      Tensor(DType::kFloat32, {plan.batch, plan.kv_heads, plan.local, plan.d});
  grads.dv =
      Tensor(DType::kFloat32, {plan.batch, plan.kv_heads, plan.local, plan.dv});
  detail::copy_rows(cur.dk(), grads.dk.view(), 0);
  detail::copy_rows(cur.dv(), grads.dv.view(), 0);
  grads.dsinks = detail::ring_sink_gradient(comm, plan, dout, out, lse);
  return grads;
}

}  // namespace qkv::dist
