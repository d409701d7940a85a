// Public entry points of the backward: validate once, then dispatch.
#include "qkv/backward.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "dtype.h"
#include "fail.h"
#include "huge_pages.h"
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
      degenerate(bp.fwd) ||       // the kernels assume sizes >= 1
      bp.fwd.dropout_p >= 1.0 ||  // and some weight kept
      !tiled_backward(bp)) {
    reference_attention_backward(bp);
  } else {
    sink_gradient(bp);  // from out and lse; nothing without dsinks
  }
}

// dmask: the gradient of a floating params.mask, its shape and a floating
// dtype (its overlaps: check_grads_disjoint).
void check_dmask(const AttentionParams& params, const TensorView& dmask) {
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
}

// How dmask's elements map onto the logits' gradient: its sizes and
// strides padded to rank 4 on the left, and the full sizes (batch,
// num_heads, seq_q, seq_kv) it broadcasts to.
struct DmaskLayout {
  std::int64_t size[4], stride[4], full[4];
  // Indices of dimension d that dmask index a sums: a, or all if broadcast.
  std::pair<std::int64_t, std::int64_t> span(int d, std::int64_t a) const {
    return size[d] == full[d] ? std::pair{a, a + 1}
                              : std::pair{std::int64_t{0}, full[d]};
  }
};

// acc[0, size[3]) = the sums of dmask row (a0, a1, a2), in double and
// (b, h, i, j) order.
template <class S>
void reduce_row(const BackwardProblem& bp, const S* dscores,
                const DmaskLayout& m, const std::int64_t a[3],
                std::vector<double>& acc) {
  std::fill(acc.begin(), acc.end(), 0.0);
  const std::int64_t keys = m.full[3];
  const auto [b0, b1] = m.span(0, a[0]);
  const auto [h0, h1] = m.span(1, a[1]);
  const auto [i0, i1] = m.span(2, a[2]);
  for (std::int64_t b = b0; b < b1; ++b) {
    for (std::int64_t h = h0; h < h1; ++h) {
      for (std::int64_t i = i0; i < i1; ++i) {
        const S* src = dscores + bp.dscores_offset(b, h, i);
        if (m.size[3] == keys) {
          for (std::int64_t j = 0; j < keys; ++j) acc[j] += src[j];
        } else {
          for (std::int64_t j = 0; j < keys; ++j) acc[0] += src[j];
        }
      }
    }
  }
}

// dmask[m] = the sum, in double and (b, h, i, j) order, of dscores over the
// positions of (batch, num_heads, seq_q, seq_kv) that mask element m
// broadcasts to. Each dmask row is one thread's: any thread count gives the
// same bits.
template <class S>
void reduce_dscores(const BackwardProblem& bp, const S* dscores,
                    const TensorView& dmask) {
  const AttentionProblem& p = bp.fwd;
  DmaskLayout m{{}, {}, {p.batch, p.num_heads, p.seq_q, p.seq_kv}};
  for (int d = 0; d < 4; ++d) {
    const int md = d - (4 - dmask.rank);
    m.size[d] = md < 0 ? 1 : dmask.shape[md];
    m.stride[d] = md < 0 ? 0 : dmask.strides[md];
  }
  const auto rows = [&](std::int64_t begin, std::int64_t end) {
    std::vector<double> acc(m.size[3]);
    for (std::int64_t row = begin; row < end; ++row) {
      const std::int64_t a[3] = {row / (m.size[1] * m.size[2]),
                                 row / m.size[2] % m.size[1], row % m.size[2]};
      reduce_row(bp, dscores, m, a, acc);
      const std::int64_t o =
          a[0] * m.stride[0] + a[1] * m.stride[1] + a[2] * m.stride[2];
      for (std::int64_t j = 0; j < m.size[3]; ++j) {
        store_from_double(dmask.data, dmask.dtype, o + j * m.stride[3], acc[j]);
      }
    }
  };
  parallel_for(m.size[0] * m.size[1] * m.size[2], p.threads, rows);
}

// `bytes` of zeros straight from the OS: each page is zeroed when first
// touched, by the thread that writes it, instead of by a pass of ours
// before, and on 2 MiB pages where advise_huge_pages gets them. Measured on
// the logits' gradient of b4 h12 s1024 (201 MB; Zen 4, docs/PERFORMANCE.md):
// a zero-filled std::vector cost the backward 140 ms more, fresh 4 KiB pages
// 90 ms, huge pages 37 ms. (Unlike the per-call outputs, which are not
// advised, this buffer is too large for its 49,000 page faults to be
// cheaper than the risk of a compaction.)
class ZeroedPages {
 public:
  explicit ZeroedPages(std::size_t bytes) : bytes_(bytes) {
#if defined(__linux__)
    if (bytes_ == 0) return;
    data_ = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (data_ == MAP_FAILED) {
      data_ = nullptr;
      throw OutOfMemory("dmask: cannot allocate the logits' gradient (" +
                        std::to_string(bytes_) + " bytes)");
    }
    advise_huge_pages(data_, bytes_);
#else
    data_ = std::calloc(bytes_ ? bytes_ : 1, 1);
    if (data_ == nullptr) {
      throw OutOfMemory("dmask: cannot allocate the logits' gradient (" +
                        std::to_string(bytes_) + " bytes)");
    }
#endif
  }
  ~ZeroedPages() {
#if defined(__linux__)
    if (data_ != nullptr) munmap(data_, bytes_);
#else
    std::free(data_);
#endif
  }
  ZeroedPages(const ZeroedPages&) = delete;
  ZeroedPages& operator=(const ZeroedPages&) = delete;
  void* data() const { return data_; }

 private:
  std::size_t bytes_;
  void* data_ = nullptr;
};

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
    using S = decltype(zero);
    const ZeroedPages pages(static_cast<std::size_t>(n) * sizeof(S));
    const S* dscores = static_cast<const S*>(pages.data());
    bp.dscores = pages.data();
    bp.dscores_dtype = sizeof(S) == 8 ? DType::kFloat64 : DType::kFloat32;
    run_backward(bp);
    bp.dscores = nullptr;
    reduce_dscores(bp, dscores, dmask);
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
  if (dmask.defined()) internal::check_dmask(params, dmask);
  internal::check_grads_disjoint({{"dmask", &dmask},
                                  {"dq", &dq},
                                  {"dk", &dk},
                                  {"dv", &dv},
                                  {"dsinks", &dsinks}},
                                 {{"q", &q},
                                  {"k", &k},
                                  {"v", &v},
                                  {"dout", &dout},
                                  {"out", &out},
                                  {"lse", &lse},
                                  {"dlse", &dlse}},
                                 params);
  if (!dmask.defined()) {
    run(bp);
    return;
  }
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
