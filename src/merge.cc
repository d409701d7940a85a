// merge_partials: the exact combination of two partial attentions, in
// double, through the one row merge of merge_row.h (the split-KV forward
// merges its chunks with the same code, in float).
#include <vector>

#include "dtype.h"
#include "fail.h"
#include "merge_row.h"
#include "operand.h"
#include "problem.h"
#include "qkv/attention.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

// An out (rank 4, floating, the dtype and shape of out1) and its lse (rank
// 3, its leading shape, lse_dtype of out's dtype); both readable.
void check_pair(const TensorView& out, const char* out_name,
                const TensorView& lse, const char* lse_name,
                const TensorView& like_out) {
  internal::check_rank(out_name, out, 4,
                       "(batch, num_heads, seq_q, head_dim_v)");
  internal::check_floating(out_name, out);
  internal::check_dtype(out_name, out, like_out.dtype, "out1 dtype");
  for (int d = 0; d < 4; ++d) {
    if (out.shape[d] != like_out.shape[d]) {
      fail(out_name, ": shape ", out.shape_str(), " does not match out1 shape ",
           like_out.shape_str());
    }
  }
  internal::check_storage(out_name, out);
  internal::check_shape(lse_name, lse,
                        {out.shape[0], out.shape[1], out.shape[2]}, "");
  if (lse.dtype != lse_dtype(out.dtype)) {
    fail_type(lse_name, ": dtype ", dtype_name(lse.dtype), " must be ",
              dtype_name(lse_dtype(out.dtype)));
  }
  internal::check_storage(lse_name, lse);
}

// Whether a and b are the same view: one element, one address.
bool same_view(const TensorView& a, const TensorView& b) {
  if (a.data != b.data || a.dtype != b.dtype || a.rank != b.rank) return false;
  for (int d = 0; d < a.rank; ++d) {
    if (a.shape[d] != b.shape[d] || a.strides[d] != b.strides[d]) return false;
  }
  return true;
}

// out and lse may be the very views of out1/out2 and lse1/lse2 (in place:
// merge_row reads a row whole before it writes it); any other overlap
// would write a row that is still to be read (qkv::Error).
void check_merge_disjoint(const TensorView& out1, const TensorView& lse1,
                          const TensorView& out2, const TensorView& lse2,
                          const TensorView& out, const TensorView& lse) {
  auto unless_same = [](const TensorView& output, const TensorView& input) {
    return same_view(output, input) ? nullptr : &input;
  };
  internal::check_written_disjoint({{"out", &out}, {"lse", &lse}},
                                   {{"out1", unless_same(out, out1)},
                                    {"lse1", unless_same(lse, lse1)},
                                    {"out2", unless_same(out, out2)},
                                    {"lse2", unless_same(lse, lse2)}},
                                   nullptr, "outputs");
}

// Merges row (b, h, i): acc is a head_dim_v buffer.
void merge_row(const TensorView* parts, const TensorView* lses,
               const TensorView& out, const TensorView& lse, std::int64_t b,
               std::int64_t h, std::int64_t i, std::vector<double>& acc) {
  // parts[0..1], out: rows (b, h, i) of head_dim_v; lses[0..1], lse: (b, h,
  // i).
  using internal::offset;
  const std::int64_t width = out.shape[3];
  double weights[2];
  const internal::RowMerge<double> m = internal::merge_weights<double>(
      2,
      [&](std::int64_t c) {
        return internal::load_as_double(lses[c].data, lses[c].dtype,
                                        offset(lses[c], b, h, i));
      },
      weights);
  if (out.dtype == DType::kFloat32) {  // the common case, without dispatch
    const float* rows[2] = {
        static_cast<const float*>(parts[0].data) + offset(parts[0], b, h, i),
        static_cast<const float*>(parts[1].data) + offset(parts[1], b, h, i)};
    const std::int64_t step[2] = {parts[0].strides[3], parts[1].strides[3]};
    internal::merge_rows<double>(
        2, weights, width,
        [&](std::int64_t c, std::int64_t e) {
          return static_cast<double>(rows[c][e * step[c]]);
        },
        acc.data());
    float* o = static_cast<float*>(out.data) + offset(out, b, h, i);
    for (std::int64_t e = 0; e < width; ++e) {
      o[e * out.strides[3]] = static_cast<float>(m.out(acc[e]));
    }
  } else {
    internal::merge_rows<double>(
        2, weights, width,
        [&](std::int64_t c, std::int64_t e) {
          return internal::load_as_double(parts[c].data, parts[c].dtype,
                                          offset(parts[c], b, h, i, e));
        },
        acc.data());
    for (std::int64_t e = 0; e < width; ++e) {
      internal::store_from_double(out.data, out.dtype, offset(out, b, h, i, e),
                                  m.out(acc[e]));
    }
  }
  internal::store_from_double(lse.data, lse.dtype, offset(lse, b, h, i),
                              m.lse());
}

}  // namespace

void merge_partials_into(const TensorView& out1, const TensorView& lse1,
                         const TensorView& out2, const TensorView& lse2,
                         const TensorView& out, const TensorView& lse) {
  check_pair(out1, "out1", lse1, "lse1", out1);
  check_pair(out2, "out2", lse2, "lse2", out1);
  check_pair(out, "out", lse, "lse", out1);
  check_merge_disjoint(out1, lse1, out2, lse2, out, lse);
  const TensorView parts[2] = {out1, out2}, lses[2] = {lse1, lse2};
  std::vector<double> acc(out1.shape[3]);
  for (std::int64_t b = 0; b < out1.shape[0]; ++b) {
    for (std::int64_t h = 0; h < out1.shape[1]; ++h) {
      for (std::int64_t i = 0; i < out1.shape[2]; ++i) {
        merge_row(parts, lses, out, lse, b, h, i, acc);
      }
    }
  }
}

AttentionResult merge_partials(const TensorView& out1, const TensorView& lse1,
                               const TensorView& out2, const TensorView& lse2) {
  check_pair(out1, "out1", lse1, "lse1", out1);
  AttentionResult result;
  result.out = Tensor(
      out1.dtype, {out1.shape[0], out1.shape[1], out1.shape[2], out1.shape[3]});
  result.lse = Tensor(lse_dtype(out1.dtype),
                      {out1.shape[0], out1.shape[1], out1.shape[2]});
  merge_partials_into(out1, lse1, out2, lse2, result.out.view(),
                      result.lse.view());
  return result;
}

}  // namespace qkv
