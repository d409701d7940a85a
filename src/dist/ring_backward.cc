// Ring attention's backward, streamed like the forward: the forward's pieces
// of every rank's K/V travel around the ring, each followed by its dK/dV
// accumulator, which returns to its owner after W steps; dQ accumulates
// locally.

#include <algorithm>

#include "layout.h"
#include "pieces.h"
#include "plan.h"
#include "qkv/dist.h"

namespace qkv::dist {
namespace {

using detail::PackedPiece;
using detail::Piece;
using detail::RingPlan;
using Request = std::unique_ptr<Communicator::Request>;

struct BackwardArgs {
  const TensorView &dout, &q, &k, &v, &out, &lse;
};

// dst += src, float by float, for `n` floats.
void add_into(float* dst, const float* src, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) dst[i] += src[i];
}

// dst (1, heads, n, dim, last dimension contiguous) += src (contiguous,
// same shape).
void add_rows(const TensorView& src, const TensorView& dst) {
  for (std::int64_t h = 0; h < src.shape[1]; ++h) {
    for (std::int64_t i = 0; i < src.shape[2]; ++i) {
      add_into(
          static_cast<float*>(dst.data) + internal::offset(dst, 0, h, i),
          static_cast<const float*>(src.data) + internal::offset(src, 0, h, i),
          static_cast<std::size_t>(src.shape[3]));
    }
  }
}

// One rank's backward. Per piece, at step s a rank holds the K/V of the
// piece of rank − s (posted on to rank + 1 before its compute, as in the
// forward) and computes that piece's gradients from its own queries into a
// zeroed partial; meanwhile the piece's accumulator arrives from rank − 1
// (which finished step s − 1 on it); the partial adds to it (a fixed order:
// bit-identical for any thread count) and goes on to rank + 1 while the next
// step computes. After W steps every accumulator is back with its owner.
// With the global out and lse, P = exp(S − lse) of each (query chunk, key
// piece) pair is its part of the full softmax, so the pairs' gradients add
// up exactly. In flight: two K/V pieces and three gradient pieces.
class RingBackward {
 public:
  RingBackward(Communicator& comm, const RingPlan& plan,
               const BackwardArgs& args);
  AttentionGrads run() &&;

 private:
  PackedPiece packed(std::vector<float>& buffer, const Piece& piece) const {
    return PackedPiece(buffer.data(), chunks_, piece.n, plan_.d, plan_.dv);
  }
  void ring_piece(const Piece& piece);
  void send_gradients(const Piece& piece, int step, Communicator::Request* in,
                      Request& send);
  void backward_piece(const Piece& piece, int owner);
  void backward_rows(const Piece& piece, std::size_t qa, std::int64_t key_chunk,
                     std::int64_t kc, std::int64_t visible);

  Communicator& comm_;
  const RingPlan& plan_;
  const BackwardArgs args_;
  const std::int64_t group_, chunks_;
  const int next_rank_, prev_rank_;
  // K/V: the piece computed on, the one arriving. Gradients: this step's
  // partial, the accumulator arriving, the one travelling on.
  std::vector<float> kv_cur_, kv_next_, partial_, arriving_, leaving_;
  ThreadPool pool_;
  // One call's gradients: no allocation per call.
  Tensor call_dq_, call_dk_, call_dv_;
  AttentionGrads grads_;
};

RingBackward::RingBackward(Communicator& comm, const RingPlan& plan,
                           const BackwardArgs& args)
    : comm_(comm),
      plan_(plan),
      args_(args),
      group_(plan.heads / plan.kv_heads),
      chunks_(detail::chunks_per_rank(plan.layout)),
      next_rank_((plan.rank + 1) % plan.world),
      prev_rank_((plan.rank - 1 + plan.world) % plan.world),
      kv_cur_(PackedPiece::capacity(plan)),
      kv_next_(kv_cur_.size()),
      partial_(kv_cur_.size()),
      arriving_(kv_cur_.size()),
      leaving_(kv_cur_.size()),
      pool_(plan.num_threads),
      call_dq_(DType::kFloat32, {1, group_, plan.c, plan.d}),
      call_dk_(DType::kFloat32, {1, 1, plan.piece_rows, plan.d}),
      call_dv_(DType::kFloat32, {1, 1, plan.piece_rows, plan.dv}) {
  grads_.dq =
      Tensor(DType::kFloat32, {plan.batch, plan.heads, plan.local, plan.d});
  grads_.dk =
      Tensor(DType::kFloat32, {plan.batch, plan.kv_heads, plan.local, plan.d});
  grads_.dv =
      Tensor(DType::kFloat32, {plan.batch, plan.kv_heads, plan.local, plan.dv});
}

AttentionGrads RingBackward::run() && {
  detail::for_each_piece(plan_, [&](const Piece& piece) { ring_piece(piece); });
  return std::move(grads_);
}

void RingBackward::ring_piece(const Piece& piece) {
  packed(kv_cur_, piece).pack(plan_, piece, args_.k, args_.v);
  const int world = plan_.world;
  const std::size_t bytes = packed(kv_cur_, piece).bytes();
  Request gradients_out;
  for (int step = 0; step < world; ++step) {
    const int tag = detail::piece_tag(detail::kBackwardTag, piece, step, world,
                                      /*part=*/0);
    Request send, recv, gradients_in;
    if (step + 1 < world) {
      send = comm_.isend(kv_cur_.data(), bytes, next_rank_, tag);
      recv = comm_.irecv(kv_next_.data(), bytes, prev_rank_, tag);
    }
    if (step > 0) {  // what rank − 1 sent at step − 1
      gradients_in = comm_.irecv(
          arriving_.data(), bytes, prev_rank_,
          detail::piece_tag(detail::kBackwardTag, piece, step - 1, world, 1));
    }
    backward_piece(piece, (plan_.rank - step + world) % world);
    send_gradients(piece, step, gradients_in.get(), gradients_out);
    if (send) {
      comm_.wait(*send);
      comm_.wait(*recv);
      std::swap(kv_cur_, kv_next_);
    }
  }
  // This rank's own accumulator, back from rank − 1 after W steps.
  const int tag = detail::piece_tag(detail::kBackwardTag, piece, world - 1,
                                    world, /*part=*/1);
  const Request back = comm_.irecv(arriving_.data(), bytes, prev_rank_, tag);
  comm_.wait(*back);
  comm_.wait(*gradients_out);
  packed(arriving_, piece)
      .unpack(plan_, piece, grads_.dk.view(), grads_.dv.view());
}

// The step's partial plus the accumulator arriving from rank − 1 (`in`,
// none at step 0), sent on to rank + 1 once the previous one has left.
void RingBackward::send_gradients(const Piece& piece, int step,
                                  Communicator::Request* in, Request& send) {
  const std::size_t bytes = packed(partial_, piece).bytes();
  if (in) {
    comm_.wait(*in);
    add_into(partial_.data(), arriving_.data(), bytes / sizeof(float));
  }
  if (send) comm_.wait(*send);
  std::swap(partial_, leaving_);
  send = comm_.isend(leaving_.data(), bytes, next_rank_,
                     detail::piece_tag(detail::kBackwardTag, piece, step,
                                       plan_.world, /*part=*/1));
}

// The gradients of this rank's queries against the piece of `owner`'s
// chunks held in kv_cur_: dk, dv into partial_ (zeroed first), dq into
// grads_.dq.
void RingBackward::backward_piece(const Piece& piece, int owner) {
  std::fill_n(partial_.begin(), packed(partial_, piece).bytes() / sizeof(float),
              0.0f);
  detail::for_each_pair(plan_, piece, owner,
                        [&](std::size_t qa, std::int64_t kc,
                            std::int64_t key_chunk, std::int64_t visible) {
                          backward_rows(piece, qa, key_chunk, kc, visible);
                        });
}

// Query chunk qa (the query heads of the piece's KV head) against the first
// `visible` rows of chunk kc of the piece (global chunk key_chunk, from its
// row p0): on the diagonal (causal) only rows from p0 on see the piece, top
// left, as in the forward.
void RingBackward::backward_rows(const Piece& piece, std::size_t qa,
                                 std::int64_t key_chunk, std::int64_t kc,
                                 std::int64_t visible) {
  detail::PairCall call;
  if (!detail::pair_call(plan_, piece, qa, key_chunk, call)) return;
  call.params.pool = &pool_;
  const std::int64_t d = plan_.d, first = call.first, n = call.n;
  const std::int64_t b = piece.b, h0 = piece.kvh * group_;
  const auto mine = [&](const TensorView& t) {
    return detail::head_rows(t, b, h0, group_, first, n);
  };
  const TensorView dq = TensorView::contiguous(
      call_dq_.data<float>(), DType::kFloat32, {1, group_, n, d});
  const TensorView dk = TensorView::contiguous(
      call_dk_.data<float>(), DType::kFloat32, {1, 1, visible, d});
  const TensorView dv = TensorView::contiguous(
      call_dv_.data<float>(), DType::kFloat32, {1, 1, visible, plan_.dv});
  const PackedPiece held = packed(kv_cur_, piece);
  attention_backward_into(mine(args_.dout), mine(args_.q), held.a(kc, visible),
                          held.b(kc, visible), mine(args_.out), mine(args_.lse),
                          call.params, dq, dk, dv);
  add_rows(dq, mine(grads_.dq.view()));
  const PackedPiece partial = packed(partial_, piece);
  add_rows(dk, partial.a(kc, visible));
  add_rows(dv, partial.b(kc, visible));
}

// One rank holds the whole sequence, in order: plain attention_backward (the
// sinks' gradient comes from ring_sink_gradient, as with more ranks).
AttentionGrads single_rank(const RingPlan& plan, const BackwardArgs& a) {
  Tensor lens;
  const AttentionParams p = detail::whole_sequence_params(plan, lens);
  return attention_backward(a.dout, a.q, a.k, a.v, a.out, a.lse, p);
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
  const BackwardArgs args{dout, q, k, v, out, lse};
  AttentionGrads grads = plan.world == 1 ? single_rank(plan, args)
                                         : RingBackward(comm, plan, args).run();
  grads.dsinks = detail::ring_sink_gradient(comm, plan, dout, out, lse);
  return grads;
}

}  // namespace qkv::dist
