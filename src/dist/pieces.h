// The travelling pieces of ring attention, shared by the forward and the
// backward: which rows a piece holds, how they are packed into the buffer
// that travels, and the tag of each of its messages.
#ifndef QKV_SRC_DIST_PIECES_H_
#define QKV_SRC_DIST_PIECES_H_

#include <algorithm>
#include <cstdint>

#include "layout.h"
#include "plan.h"

namespace qkv::dist::detail {

// One piece: batch row b, KV head kvh, rows [p0, p0 + n) of each of a
// rank's chunks; `index` counts the pieces of one call in order.
struct Piece {
  std::int64_t b = 0, kvh = 0, p0 = 0, n = 0, index = 0;
};

// Runs f(piece) for every piece of the plan in order (batch row, KV head,
// rows), then reports it to plan.progress.
template <class F>
void for_each_piece(const RingPlan& plan, F&& f) {
  const std::int64_t per_head =
      (plan.c + plan.piece_rows - 1) / plan.piece_rows;
  const std::int64_t total = plan.batch * plan.kv_heads * per_head;
  Piece piece;
  for (piece.b = 0; piece.b < plan.batch; ++piece.b) {
    for (piece.kvh = 0; piece.kvh < plan.kv_heads; ++piece.kvh) {
      for (piece.p0 = 0; piece.p0 < plan.c; piece.p0 += plan.piece_rows) {
        piece.n = std::min(plan.piece_rows, plan.c - piece.p0);
        f(static_cast<const Piece&>(piece));
        ++piece.index;
        if (plan.progress) plan.progress(piece.index, total);
      }
    }
  }
}

// Runs f(qa, kc, key_chunk, visible) for every pair of this rank's query
// chunk qa (local index) and chunk kc of the piece of `owner` (global chunk
// key_chunk) with keys to see: `visible` of the piece's n rows of that chunk
// are not padding (padding comes last).
template <class F>
void for_each_pair(const RingPlan& plan, const Piece& piece, int owner, F&& f) {
  const auto their_chunks = chunks_of(owner, plan.world, plan.layout);
  for (std::size_t kc = 0; kc < their_chunks.size(); ++kc) {
    const std::int64_t key_chunk = their_chunks[kc];
    const std::int64_t visible =
        valid_keys(plan, piece.b, key_chunk * plan.c + piece.p0, piece.n);
    if (visible == 0) continue;
    for (std::size_t qa = 0; qa < plan.my_chunks.size(); ++qa) {
      f(qa, static_cast<std::int64_t>(kc), key_chunk, visible);
    }
  }
}

// One call of a pair: its parameters and the query rows [first, first + n)
// (local) of chunk qa that see the piece. On the diagonal chunk (causal)
// query row i sees piece key j when p0 + j <= i: rows before p0 see none of
// the piece, and rows from p0 on are top-left causal against it.
struct PairCall {
  AttentionParams params;
  std::int64_t first = 0, n = 0;
};
// False when no key of the piece is visible to chunk qa.
bool pair_call(const RingPlan& plan, const Piece& piece, std::size_t qa,
               std::int64_t key_chunk, PairCall& call);

// A packed piece: for each of a rank's chunks kc its n rows of a
// (a_dim wide) at kc·n·a_dim, then each chunk's n rows of b (b_dim wide)
// after all of a's. K and V travel so, and so do their gradients.
class PackedPiece {
 public:
  PackedPiece(float* data, std::int64_t chunks, std::int64_t n,
              std::int64_t a_dim, std::int64_t b_dim)
      : data_(data), chunks_(chunks), n_(n), a_dim_(a_dim), b_dim_(b_dim) {}
  // Floats a piece of plan's largest size takes (k and v widths).
  static std::size_t capacity(const RingPlan& plan);
  std::size_t bytes() const {
    return static_cast<std::size_t>(chunks_ * n_ * (a_dim_ + b_dim_)) *
           sizeof(float);
  }
  // The first `rows` rows of chunk kc's part of a or b, as (1, 1, rows,
  // dim).
  TensorView a(std::int64_t kc, std::int64_t rows) const;
  TensorView b(std::int64_t kc, std::int64_t rows) const;
  // Copies the piece's rows of a and b (batch row piece.b, head piece.kvh,
  // the rank's layout) in, or out into them.
  void pack(const RingPlan& plan, const Piece& piece, const TensorView& a,
            const TensorView& b);
  void unpack(const RingPlan& plan, const Piece& piece, const TensorView& a,
              const TensorView& b) const;

 private:
  float* data_;
  std::int64_t chunks_, n_, a_dim_, b_dim_;
};

// The tag of a piece's message at `step` of its ring: part 0 its keys and
// values, part 1 (backward) their gradients. `base` is kForwardTag or
// kBackwardTag.
inline int piece_tag(int base, const Piece& piece, int step, int world,
                     int part) {
  return ring_tag(base, (piece.index * world + step) * 2 + part);
}

}  // namespace qkv::dist::detail

#endif  // QKV_SRC_DIST_PIECES_H_
