// One way to read a strided operand and to validate it at the API boundary.
// Every public entry point (attention, backward, merge, KV cache,
// MultiheadAttention, ring) checks its TensorViews with these helpers and
// reads them through Operand::offset.
#ifndef QKV_SRC_OPERAND_H_
#define QKV_SRC_OPERAND_H_

#include <cstdint>
#include <initializer_list>

#include "qkv/tensor.h"

namespace qkv::internal {

// A strided operand of up to four dimensions, indexed (b, h, i, e): batch,
// head, row, element. Broadcast dimensions have stride 0. `Ptr` is
// `const void*` for inputs and `void*` for outputs.
//
// Rows may also be addressed per sequence (serving layouts, docs/serving.md):
//  - packed (varlen): row i of sequence b is row row_start[b] + i of a
//    (total, heads, dim) array; stride[0] is unused.
//  - paged: row i of sequence b is row i % block_size of block
//    block_table[b][i / block_size]; stride[0] is the block stride and
//    stride[2] the row stride inside a block.
// Rows are contiguous (stride[2] apart) within a run of run_rows(i) rows,
// so kernels that stream keys in place iterate runs, not rows.
template <class Ptr>
struct BasicOperand {
  Ptr data = nullptr;
  DType dtype = DType::kFloat32;
  std::int64_t stride[4] = {0, 0, 0, 0};      // elements
  const std::int32_t* row_start = nullptr;    // packed: (batch + 1) offsets
  const std::int32_t* block_table = nullptr;  // paged: (batch, max_blocks)
  std::int64_t row_start_stride = 1;
  std::int64_t table_stride[2] = {0, 1};  // of block_table's two dims
  std::int64_t block_size = 0;

  bool addressed() const {
    return row_start != nullptr || block_table != nullptr;
  }
  // Element offset of row (b, h, i).
  std::int64_t offset(std::int64_t b, std::int64_t h, std::int64_t i) const {
    if (!addressed()) [[likely]] {
      return b * stride[0] + h * stride[1] + i * stride[2];
    }
    if (row_start != nullptr) {
      return (row_start[b * row_start_stride] + i) * stride[2] + h * stride[1];
    }
    const std::int64_t block =
        block_table[b * table_stride[0] + i / block_size * table_stride[1]];
    return block * stride[0] + h * stride[1] + i % block_size * stride[2];
  }
  // Rows from row i on that are stride[2] apart in memory.
  std::int64_t run_rows(std::int64_t i) const {
    return block_table != nullptr ? block_size - i % block_size
                                  : std::int64_t{1} << 62;
  }
  // Element offset of (b, h, i, e).
  std::int64_t offset(std::int64_t b, std::int64_t h, std::int64_t i,
                      std::int64_t e) const {
    return offset(b, h, i) + e * stride[3];
  }
  // Typed pointer to row (b, h, i).
  template <class T>
  T* row(std::int64_t b, std::int64_t h, std::int64_t i) const {
    return static_cast<T*>(data) + offset(b, h, i);
  }
};
using Operand = BasicOperand<const void*>;
using OutOperand = BasicOperand<void*>;

// The operand of a rank-4 (or rank-3, as (b, h, i) with stride[3] = 0) view.
// Contiguity of the last dimension is checked by check_operand, not here.
Operand operand_of(const TensorView& t);
OutOperand out_operand_of(const TensorView& t);

// Element offset of (b, h, i[, e]) in a rank-4 view, or of (b, h, i) in a
// rank-3 view (e must be 0).
inline std::int64_t offset(const TensorView& t, std::int64_t b, std::int64_t h,
                           std::int64_t i, std::int64_t e = 0) {
  return b * t.strides[0] + h * t.strides[1] + i * t.strides[2] +
         (t.rank > 3 ? e * t.strides[3] : 0);
}

// A per-batch integer vector (lengths): int32 or int64, read through its
// stride.
struct IntVector {
  const void* data = nullptr;  // nullptr = absent
  DType dtype = DType::kInt64;
  std::int64_t stride = 0;
  std::int64_t at(std::int64_t b) const {
    return dtype == DType::kInt32
               ? static_cast<const std::int32_t*>(data)[b * stride]
               : static_cast<const std::int64_t*>(data)[b * stride];
  }
};

// A contiguous copy of a view of rank 1 to 4 in `dtype` (values through
// double, rounded once).
Tensor converted(const TensorView& t, DType dtype);

// t itself, or, when it shares a byte with one of `storage`, a contiguous
// copy of it held by `copy`: a cache's append reads its input while it
// writes the cache, so a view of the cache itself would read rows already
// overwritten.
TensorView detached(const TensorView& t,
                    std::initializer_list<const Tensor*> storage, Tensor& copy);

// Whether two views share a byte of the storage their extents span
// (strides of any sign; an empty view shares none).
bool views_overlap(const TensorView& a, const TensorView& b);
// Whether every element of t has an address of its own: sorted by stride,
// each dimension's step clears everything the smaller ones span.
bool elements_distinct(const TensorView& t);

// --- Checks. Each throws qkv::Error naming `name` and the shapes at fault.

// Sizes >= 0, byte count and address range fit in int64, data not null when
// the view has elements.
void check_storage(const char* name, const TensorView& t);
// The last dimension is contiguous (stride 1). Views with no elements and
// dimensions of size 1 carry no meaningful stride and always pass.
void check_last_stride(const char* name, const TensorView& t);
// Defined, of this rank; `dims` names the dimensions, e.g.
// "(batch, num_heads, seq_q, head_dim)".
void check_rank(const char* name, const TensorView& t, int rank,
                const char* dims);
// Exactly this shape; `dims` names the dimensions ("" for none).
void check_shape(const char* name, const TensorView& t,
                 std::initializer_list<std::int64_t> shape, const char* dims);
// Of this dtype (a type error otherwise); `like` names where it comes from,
// e.g. "q dtype".
void check_dtype(const char* name, const TensorView& t, DType dtype,
                 const char* like);
// A floating dtype (float32, float64, float16, bfloat16).
void check_floating(const char* name, const TensorView& t);
// check_storage + check_last_stride: a view the kernels may read or write.
inline void check_readable(const char* name, const TensorView& t) {
  check_storage(name, t);
  check_last_stride(name, t);
}
// A KV cache's storage dtype: float32, bfloat16 or float16 (a type error
// naming `who` otherwise).
void check_cache_dtype(const char* who, DType dtype);
// A per-batch length vector: rank 1, shape (batch), int32 or int64, every
// value in [0, limit]; absent views give an absent IntVector.
IntVector check_lengths(const char* name, const TensorView& t,
                        std::int64_t batch, std::int64_t limit,
                        const char* limit_name);

}  // namespace qkv::internal

#endif  // QKV_SRC_OPERAND_H_
