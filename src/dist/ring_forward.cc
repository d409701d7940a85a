// Ring attention, the streamed forward: pieces of every rank's keys and
// values travel around the ring, each rank merging the partial attentions
// of its queries against every piece exactly.
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

// One rank holds the whole sequence, in order: plain attention.
AttentionResult single_rank(const RingPlan& plan, const TensorView& q,
                            const TensorView& k, const TensorView& v) {
  Tensor lens;
  AttentionParams p = detail::whole_sequence_params(plan, lens);
  p.sinks = plan.sinks;
  return attention(q, k, v, p);
}

// The ring runs once per piece of keys and values (src/dist/pieces.h: batch
// row, KV head, plan.piece_rows rows of every chunk, by default a quarter of
// a chunk and at most kMaxPieceRows; smaller pieces cost more in per-call
// work than they save, see docs/PERFORMANCE.md). Each piece's ring is
// complete on its own (all W steps, then the next piece), so what a rank
// holds in flight is two pieces (the one it computes on and forwards, and
// the one arriving), not two whole K/V shards; partials of every piece merge
// exactly into this rank's rows. A piece takes the same rows from each of
// the rank's chunks, so the zigzag layout's balance holds within every
// exchange.
class RingForward {
 public:
  RingForward(Communicator& comm, const RingPlan& plan, const TensorView& q,
              const TensorView& k, const TensorView& v);
  AttentionResult run() &&;

 private:
  PackedPiece packed(std::vector<float>& buffer, const Piece& piece) const {
    return PackedPiece(buffer.data(), chunks_, piece.n, plan_.d, plan_.dv);
  }
  void ring_piece(const Piece& piece);
  void attend_piece(const Piece& piece, int owner);
  void attend_rows(const Piece& piece, std::size_t qa, std::int64_t key_chunk,
                   const TensorView& piece_k, const TensorView& piece_v);

  Communicator& comm_;
  const RingPlan& plan_;
  const TensorView q_, k_, v_;
  const std::int64_t group_, chunks_;
  std::vector<float> cur_, next_;  // the piece computed on, the one arriving
  ThreadPool pool_;
  // One partial (out, lse) buffer for every call: no allocation per piece.
  Tensor part_out_, part_lse_;
  AttentionResult result_;
};

RingForward::RingForward(Communicator& comm, const RingPlan& plan,
                         const TensorView& q, const TensorView& k,
                         const TensorView& v)
    : comm_(comm),
      plan_(plan),
      q_(q),
      k_(k),
      v_(v),
      group_(plan.heads / plan.kv_heads),
      chunks_(detail::chunks_per_rank(plan.layout)),
      cur_(PackedPiece::capacity(plan)),
      next_(cur_.size()),
      pool_(plan.num_threads),
      part_out_(DType::kFloat32, {1, group_, plan.c, plan.dv}),
      part_lse_(DType::kFloat32, {1, group_, plan.c}),
      result_(detail::empty_result(plan)) {}

AttentionResult RingForward::run() && {
  detail::for_each_piece(plan_, [&](const Piece& piece) { ring_piece(piece); });
  return std::move(result_);
}

// All W steps of one piece's ring: post the exchange, then compute on the
// piece held, then wait and take the one that arrived.
void RingForward::ring_piece(const Piece& piece) {
  packed(cur_, piece).pack(plan_, piece, k_, v_);
  const int world = plan_.world, rank = plan_.rank;
  const std::size_t bytes = packed(cur_, piece).bytes();
  for (int step = 0; step < world; ++step) {
    const int tag =
        detail::piece_tag(detail::kForwardTag, piece, step, world, 0);
    std::unique_ptr<Communicator::Request> send, recv;
    if (step + 1 < world) {
      send = comm_.isend(cur_.data(), bytes, (rank + 1) % world, tag);
      recv = comm_.irecv(next_.data(), bytes, (rank - 1 + world) % world, tag);
    }
    attend_piece(piece, (rank - step + world) % world);
    if (send) {
      comm_.wait(*send);
      comm_.wait(*recv);
      std::swap(cur_, next_);
    }
  }
}

// This rank's queries against the piece of `owner`'s chunks held in cur_.
void RingForward::attend_piece(const Piece& piece, int owner) {
  const PackedPiece held = packed(cur_, piece);
  detail::for_each_pair(plan_, piece, owner,
                        [&](std::size_t qa, std::int64_t kc,
                            std::int64_t key_chunk, std::int64_t visible) {
                          attend_rows(piece, qa, key_chunk, held.a(kc, visible),
                                      held.b(kc, visible));
                        });
}

// Query chunk qa (the query heads of kvh) against a piece of key chunk
// `key_chunk` starting at its row p0, merged into this rank's rows.
void RingForward::attend_rows(const Piece& piece, std::size_t qa,
                              std::int64_t key_chunk, const TensorView& piece_k,
                              const TensorView& piece_v) {
  detail::PairCall call;
  if (!detail::pair_call(plan_, piece, qa, key_chunk, call)) return;
  AttentionParams& p = call.params;
  p.pool = &pool_;
  const std::int64_t c = plan_.c, dv = plan_.dv, first = call.first, n = call.n;
  const TensorView part_o =
      TensorView::strided(part_out_.data<float>(), DType::kFloat32,
                          {1, group_, n, dv}, {group_ * c * dv, c * dv, dv, 1});
  const TensorView part_l =
      TensorView::strided(part_lse_.data<float>(), DType::kFloat32,
                          {1, group_, n}, {group_ * c, c, 1});
  const std::int64_t b = piece.b, h0 = piece.kvh * group_;
  attention_into(detail::head_rows(q_, b, h0, group_, first, n), piece_k,
                 piece_v, p, part_o, part_l);
  const TensorView o =
      detail::head_rows(result_.out.view(), b, h0, group_, first, n);
  const TensorView l =
      detail::head_rows(result_.lse.view(), b, h0, group_, first, n);
  merge_partials_into(o, l, part_o, part_l, o, l);
}

AttentionResult ring_forward(Communicator& comm, const RingPlan& plan,
                             const TensorView& q, const TensorView& k,
                             const TensorView& v) {
  if (plan.world == 1) return single_rank(plan, q, k, v);
  AttentionResult result = RingForward(comm, plan, q, k, v).run();
  detail::fold_ring_sinks(plan, result);  // once, after every step's merge
  return result;
}

}  // namespace

AttentionResult ring_attention(Communicator& comm, const TensorView& q,
                               const TensorView& k, const TensorView& v,
                               const RingParams& params) {
  const char* what = "ring_attention";
  return ring_forward(
      comm,
      detail::agreed_plan(
          comm, what,
          [&] { return detail::plan_ring(what, comm, q, k, v, params); }),
      q, k, v);
}

}  // namespace qkv::dist
