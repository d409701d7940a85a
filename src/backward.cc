// Public entry points of the backward: validate once, then dispatch.
#include "qkv/backward.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <utility>
#include <vector>

#include "dtype.h"
#include "fail.h"
#include "kernels/backward.h"
#include "operand.h"
#include "problem.h"
#include "qkv/attention.h"
#include "reference/reference.h"
#include "threading.h"

namespace qkv::internal {

bool floats_finite(const float* x, std::int64_t n) {
  std::uint32_t any = 0;  // branch-free, so the compiler vectorizes it
  for (std::int64_t c = 0; c < n; ++c) {
    const auto bits = std::bit_cast<std::uint32_t>(x[c]);
    any |= static_cast<std::uint32_t>((bits & 0x7f800000u) == 0x7f800000u);
  }
  return any == 0;
}

// The fused kernel multiplies whole tiles, so one NaN or inf, even in a key
// a row cannot see, would reach every gradient of its tile (0 · NaN); when
// it reads one it says so, and the call runs the reference, which never
// reads a hidden or zero weight (docs/RELIABILITY.md, "Non-finite inputs").
// The reference reads the inputs again: dq, dk, dv must not overlap them
// (check_grads_disjoint).
void run_backward(const BackwardProblem& bp) {
  if (bp.fwd.path == Path::kReference || bp.fwd.dtype == DType::kFloat64 ||
      degenerate(bp.fwd) ||  // the kernels assume sizes >= 1
      !tiled_backward(bp)) {
    reference_attention_backward(bp);
  } else {
    sink_gradient(bp);  // from out and lse; nothing without dsinks
  }
}

// dmask: the gradient of a floating params.mask, its shape, a floating
// dtype, sharing no byte with the call's other arrays.
void check_dmask(
    const AttentionParams& params, const TensorView& dmask,
    std::initializer_list<std::pair<const char*, const TensorView*>> others) {
  const TensorView& m = params.mask;
  if (!m.defined() || m.dtype == DType::kBool) {
    fail("dmask: only a floating (additive) mask has a gradient; the mask is ",
         m.defined() ? "bool" : "absent");
  }
  if (!is_floating(dmask.dtype)) {
    fail_type("dmask: unsupported dtype ", dtype_name(dmask.dtype),
              " (expected a floating dtype)");
  }
  if (dmask.rank != m.rank ||
      !std::equal(dmask.shape.begin(), dmask.shape.begin() + dmask.rank,
                  m.shape.begin())) {
    fail("dmask: shape ", dmask.shape_str(), " differs from the mask's ",
         m.shape_str());
  }
  check_storage("dmask", dmask);
  for (const auto& [name, view] : others) {
    if (views_overlap(dmask, *view)) {
      fail("dmask and ", name,
           " overlap in memory: gradients need storage of their own");
    }
  }
}

// dmask[m] = the sum, in double and (b, h, i, j) order, of dscores over the
// positions of (batch, num_heads, seq_q, seq_kv) that mask element m
// broadcasts to. Each output row is one thread's: any thread count gives
// the same bits.
template <class S>
void reduce_dscores(const BackwardProblem& bp, const S* dscores,
                    const TensorView& dmask) {
  const AttentionProblem& p = bp.fwd;
  const std::int64_t full[4] = {p.batch, p.num_heads, p.seq_q, p.seq_kv};
  std::int64_t size[4], stride[4];  // dmask's, padded to rank 4 on the left
  for (int d = 0; d < 4; ++d) {
    const int md = d - (4 - dmask.rank);
    size[d] = md < 0 ? 1 : dmask.shape[md];
    stride[d] = md < 0 ? 0 : dmask.strides[md];
  }
  // Indices of dimension d that mask index a reads: a, or all when broadcast.
  const auto span = [&](int d, std::int64_t a) {
    return size[d] == full[d] ? std::pair{a, a + 1}
                              : std::pair{std::int64_t{0}, full[d]};
  };
  const bool keys_broadcast = size[3] != full[3];
  parallel_for(size[0] * size[1] * size[2], p.threads,
               [&](std::int64_t begin, std::int64_t end) {
                 std::vector<double> acc(size[3]);
                 for (std::int64_t row = begin; row < end; ++row) {
                   const std::int64_t a[3] = {row / (size[1] * size[2]),
                                              row / size[2] % size[1],
                                              row % size[2]};
                   std::fill(acc.begin(), acc.end(), 0.0);
                   const auto [b0, b1] = span(0, a[0]);
                   const auto [h0, h1] = span(1, a[1]);
                   const auto [i0, i1] = span(2, a[2]);
                   for (std::int64_t b = b0; b < b1; ++b) {
                     for (std::int64_t h = h0; h < h1; ++h) {
                       for (std::int64_t i = i0; i < i1; ++i) {
                         const S* src = dscores + bp.dscores_offset(b, h, i);
                         for (std::int64_t j = 0; j < full[3]; ++j) {
                           acc[keys_broadcast ? 0 : j] += src[j];
                         }
                       }
                     }
                   }
                   const std::int64_t o =
                       a[0] * stride[0] + a[1] * stride[1] + a[2] * stride[2];
                   for (std::int64_t j = 0; j < size[3]; ++j) {
                     store_from_double(dmask.data, dmask.dtype,
                                       o + j * stride[3], acc[j]);
                   }
                 }
               });
}

// Runs the backward with the logits' gradient into a zeroed buffer of its
// own, then sums it into dmask.
void run_backward_with_dmask(BackwardProblem& bp, const TensorView& dmask) {
  const AttentionProblem& p = bp.fwd;
  std::int64_t n = 0;
  if (__builtin_mul_overflow(p.batch, p.num_heads, &n) ||
      __builtin_mul_overflow(n, p.seq_q, &n) ||
      __builtin_mul_overflow(n, p.seq_kv, &n) ||
      n > std::numeric_limits<std::int64_t>::max() / 8) {
    fail("dmask: the logits' gradient of (batch, num_heads, seq_q, seq_kv) = (",
         p.batch, ", ", p.num_heads, ", ", p.seq_q, ", ", p.seq_kv,
         ") does not fit in memory");
  }
  const auto with = [&](auto zero) {
    std::vector<decltype(zero)> dscores(static_cast<std::size_t>(n), zero);
    bp.dscores = dscores.data();
    bp.dscores_dtype = sizeof(zero) == 8 ? DType::kFloat64 : DType::kFloat32;
    run_backward(bp);
    bp.dscores = nullptr;
    reduce_dscores(bp, dscores.data(), dmask);
  };
  if (p.dtype == DType::kFloat64) {
    with(0.0);
  } else {
    with(0.0f);
  }
}

}  // namespace qkv::internal

namespace qkv {

namespace {
void run(const internal::BackwardProblem& bp) { internal::run_backward(bp); }
}  // namespace

void attention_backward_into(const TensorView& dout, const TensorView& q,
                             const TensorView& k, const TensorView& v,
                             const TensorView& out, const TensorView& lse,
                             const AttentionParams& params,
                             const TensorView& dq, const TensorView& dk,
                             const TensorView& dv, const TensorView& dlse,
                             const TensorView& dsinks,
                             const TensorView& dmask) {
  internal::BackwardProblem bp =
      internal::make_backward_problem(dout, q, k, v, out, lse, dlse, params);
  internal::attach_grads(bp, q, k, v, dq, dk, dv, dsinks);
  internal::check_grads_disjoint(q, k, v, dout, dq, dk, dv);
  if (!dmask.defined()) {
    run(bp);
    return;
  }
  internal::check_dmask(params, dmask,
                        {{"q", &q},
                         {"k", &k},
                         {"v", &v},
                         {"dout", &dout},
                         {"out", &out},
                         {"lse", &lse},
                         {"mask", &params.mask},
                         {"dq", &dq},
                         {"dk", &dk},
                         {"dv", &dv},
                         {"dlse", &dlse},
                         {"dsinks", &dsinks}});
  internal::run_backward_with_dmask(bp, dmask);
}

AttentionGrads attention_backward(const TensorView& dout, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const TensorView& out, const TensorView& lse,
                                  const AttentionParams& params,
                                  const TensorView& dlse) {
  // Validate once, before allocating, so bad shapes report as such.
  internal::BackwardProblem bp =
      internal::make_backward_problem(dout, q, k, v, out, lse, dlse, params);
  AttentionGrads g;
  auto like = [](const TensorView& t) {
    return Tensor(t.dtype, {t.shape[0], t.shape[1], t.shape[2], t.shape[3]});
  };
  g.dq = like(q);
  g.dk = like(k);
  g.dv = like(v);
  if (bp.fwd.sinks != nullptr) {
    g.dsinks = Tensor(bp.fwd.sinks_dtype, {bp.fwd.num_heads});
  }
  internal::attach_grads(bp, q, k, v, g.dq.view(), g.dk.view(), g.dv.view(),
                         g.dsinks.view());
  run(bp);
  return g;
}

}  // namespace qkv
