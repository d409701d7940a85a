// Packing ring attention's pieces (src/dist/pieces.h).
#include "pieces.h"

#include "../operand.h"

namespace qkv::dist::detail {

std::size_t PackedPiece::capacity(const RingPlan& plan) {
  return static_cast<std::size_t>(chunks_per_rank(plan.layout) *
                                  plan.piece_rows * (plan.d + plan.dv));
}

bool pair_call(const RingPlan& plan, const Piece& piece, std::size_t qa,
               std::int64_t key_chunk, PairCall& call) {
  if (!chunk_params(plan, plan.my_chunks[qa], key_chunk, call.params)) {
    return false;
  }
  const std::int64_t q0 = call.params.causal == Causal::kNone ? 0 : piece.p0;
  call.first = static_cast<std::int64_t>(qa) * plan.c + q0;
  call.n = plan.c - q0;
  return true;
}

TensorView PackedPiece::a(std::int64_t kc, std::int64_t rows) const {
  return TensorView::contiguous(data_ + kc * n_ * a_dim_, DType::kFloat32,
                                {1, 1, rows, a_dim_});
}

TensorView PackedPiece::b(std::int64_t kc, std::int64_t rows) const {
  return TensorView::contiguous(
      data_ + chunks_ * n_ * a_dim_ + kc * n_ * b_dim_, DType::kFloat32,
      {1, 1, rows, b_dim_});
}

void PackedPiece::pack(const RingPlan& plan, const Piece& piece,
                       const TensorView& a, const TensorView& b) {
  // a (batch, kv_heads, local, a_dim), b (batch, kv_heads, local, b_dim)
  for (std::int64_t kc = 0; kc < chunks_; ++kc) {
    const std::int64_t first = kc * plan.c + piece.p0;
    copy_rows(head_rows(a, piece.b, piece.kvh, 1, first, n_), this->a(kc, n_),
              0);
    copy_rows(head_rows(b, piece.b, piece.kvh, 1, first, n_), this->b(kc, n_),
              0);
  }
}

void PackedPiece::unpack(const RingPlan& plan, const Piece& piece,
                         const TensorView& a, const TensorView& b) const {
  // a (batch, kv_heads, local, a_dim), b (batch, kv_heads, local, b_dim)
  for (std::int64_t kc = 0; kc < chunks_; ++kc) {
    const std::int64_t first = kc * plan.c + piece.p0;
    copy_rows(this->a(kc, n_), head_rows(a, piece.b, piece.kvh, 1, first, n_),
              0);
    copy_rows(this->b(kc, n_), head_rows(b, piece.b, piece.kvh, 1, first, n_),
              0);
  }
}

}  // namespace qkv::dist::detail
