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
