// How a sequence is laid out across ranks (contiguous or zigzag chunks), and
// row views and copies along its axis: shared by sharding, ring and
// all-gather attention.
#ifndef QKV_SRC_DIST_LAYOUT_H_
#define QKV_SRC_DIST_LAYOUT_H_

#include <cstdint>
#include <vector>

#include "qkv/dist.h"

namespace qkv::dist::detail {

// Chunks each rank holds: 2 (zigzag) or 1 (contiguous).
inline std::int64_t chunks_per_rank(Layout layout) {
  return layout == Layout::kZigzag ? 2 : 1;
}

// Global chunk indices rank r holds, in its local order (chunk size
// seq / (chunks_per_rank · world)).
std::vector<std::int64_t> chunks_of(int rank, int world, Layout layout);

// A float32 rank-4 view (dims names its dimensions) whose last dimension is
// contiguous: what sharding and the ring read.
void check_sequence(const char* name, const TensorView& t,
                    const char* dims = "(batch, heads, seq, dim)");

// qkv::Error unless `layout` is one of the enum's values.
void check_layout(const char* what, Layout layout);

// Rows [first, first + count) of a rank-3 or rank-4 view along the sequence
// axis (axis 2).
TensorView rows(const TensorView& t, std::int64_t first, std::int64_t count);

// Rows [first, first + n) of heads [h0, h0 + nh) of batch row b, as a view
// of batch 1 (rank 3 or 4, same strides).
TensorView head_rows(const TensorView& t, std::int64_t b, std::int64_t h0,
                     std::int64_t nh, std::int64_t first, std::int64_t n);

// Copies src (rank 4, last dimension contiguous) into rows [first, ...) of
// dst (same batch, heads and dim, same dtype).
void copy_rows(const TensorView& src, const TensorView& dst,
               std::int64_t first);

}  // namespace qkv::dist::detail

#endif  // QKV_SRC_DIST_LAYOUT_H_
