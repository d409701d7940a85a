// The API boundary: turns user arguments into a validated AttentionProblem.
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

#include "dtype.h"
#include "fail.h"
#include "problem.h"
#include "qkv/attention.h"
#include "qkv/error.h"
#include "threading.h"

namespace qkv::internal {
namespace {

void check_qkv(const char* name, const TensorView& t, const char* dims) {
  check_rank(name, t, 4, dims);
  check_floating(name, t);
  check_readable(name, t);
}

// " (q (shape), k (shape), v (shape))" for error messages, formatted only
// when one is thrown: a valid call builds no string.
struct Shapes {
  const TensorView &q, &k, &v;
};
std::ostream& operator<<(std::ostream& s, const Shapes& x) {
  return s << " (q " << x.q.shape_str() << ", k " << x.k.shape_str() << ", v "
           << x.v.shape_str() << ")";
}

// q, k, v: ranks, dtypes and the sizes they must share.
void check_shapes(const TensorView& q, const TensorView& k,
                  const TensorView& v) {
  check_qkv("q", q, "(batch, num_heads, seq_q, head_dim)");
  check_qkv("k", k, "(batch, num_kv_heads, seq_kv, head_dim)");
  check_qkv("v", v, "(batch, num_kv_heads, seq_kv, head_dim_v)");
  if (k.dtype != q.dtype || v.dtype != q.dtype) {
    fail_type("k, v: dtypes must match q: q ", dtype_name(q.dtype), ", k ",
              dtype_name(k.dtype), ", v ", dtype_name(v.dtype));
  }
  const Shapes shapes{q, k, v};  // formatted only into an error message
  if (k.shape[0] != q.shape[0] || v.shape[0] != q.shape[0]) {
    fail("k, v: batch must match q: q ", q.shape[0], ", k ", k.shape[0], ", v ",
         v.shape[0], shapes);
  }
  if (v.shape[1] != k.shape[1]) {
    fail("v: num_kv_heads ", v.shape[1], " does not match k num_kv_heads ",
         k.shape[1], shapes);
  }
  if (k.shape[1] == 0 ? q.shape[1] != 0 : q.shape[1] % k.shape[1] != 0) {
    fail("q: num_heads ", q.shape[1], " is not a multiple of num_kv_heads ",
         k.shape[1], shapes);
  }
  if (k.shape[3] != q.shape[3]) {
    fail("k: head_dim ", k.shape[3], " does not match q head_dim ", q.shape[3],
         shapes);
  }
  if (v.shape[2] != k.shape[2]) {
    fail("v: seq_kv ", v.shape[2], " does not match k seq_kv ", k.shape[2],
         shapes);
  }
}

// Sizes and operands of a validated q, k, v.
AttentionProblem sizes_of(const TensorView& q, const TensorView& k,
                          const TensorView& v) {
  AttentionProblem p;
  p.batch = q.shape[0];
  p.num_heads = q.shape[1];
  p.num_kv_heads = k.shape[1];
  p.seq_q = q.shape[2];
  p.seq_kv = k.shape[2];
  p.head_dim = q.shape[3];
  p.head_dim_v = v.shape[3];
  p.dtype = q.dtype;
  p.lse.dtype = lse_dtype(p.dtype);
  p.q = operand_of(q);
  p.k = operand_of(k);
  p.v = operand_of(v);

  return p;
}

// scale, softcap, dropout.
void set_scalars(AttentionProblem& p, const AttentionParams& params) {
  // head_dim 0: every score is 0 whatever the scale, so the default is 1
  // (1/sqrt(0) would turn the empty dot product into inf * 0 = NaN).
  const double default_scale =
      p.head_dim > 0 ? 1.0 / std::sqrt(static_cast<double>(p.head_dim)) : 1.0;
  p.scale = params.scale.value_or(default_scale);
  if (!std::isfinite(p.scale)) fail("scale: must be finite, got ", p.scale);
  // The float32 kernels would make it inf (inf · 0 in a logit: NaN rows).
  if (p.dtype != DType::kFloat64 &&
      std::fabs(p.scale) > std::numeric_limits<float>::max()) {
    fail("scale: ", p.scale,
         " is outside float32's range, in which the kernels compute");
  }
  if (!(params.softcap >= 0.0) || !std::isfinite(params.softcap)) {
    fail("softcap: must be finite and >= 0 (0 = off), got ", params.softcap);
  }
  // The float32 kernels would make a softcap outside float32's normal range
  // inf, or 0 with an infinite 1 / softcap: NaN rows, not numbers.
  if (p.dtype != DType::kFloat64 && params.softcap != 0.0 &&
      !(params.softcap >= std::numeric_limits<float>::min() &&
        params.softcap <= std::numeric_limits<float>::max())) {
    fail("softcap: ", params.softcap,
         " is outside float32's normal range, in which the kernels compute");
  }
  p.softcap = params.softcap;
  if (!(params.dropout_p >= 0.0 && params.dropout_p <= 1.0)) {
    fail("dropout_p: must be in [0, 1], got ", params.dropout_p);
  }
  p.dropout_p = params.dropout_p;
  p.seed = params.seed;
  p.offset = params.offset;
  if (p.dropout_p > 0.0) {
    const std::int64_t kMax = std::int64_t{1} << 32;
    if (p.seq_q >= kMax || p.seq_kv / 4 >= kMax ||
        p.batch * p.num_heads >= kMax) {
      fail(
          "dropout_p: dropout supports seq_q, seq_kv / 4 and batch * "
          "num_heads below 2^32 (batch ",
          p.batch, ", num_heads ", p.num_heads, ", seq_q ", p.seq_q,
          ", seq_kv ", p.seq_kv, ")");
    }
  }
}

// window, causal, path, threads.
void set_options(AttentionProblem& p, const AttentionParams& params) {
  if (params.window_left < -1 || params.window_right < -1) {
    fail("window: sizes must be >= -1 (-1 = unbounded), got (",
         params.window_left, ", ", params.window_right, ")");
  }
  // A window wider than any distance between a key and the diagonal
  // (|j - (i + seq_kv - seq_q)| <= seq_q + seq_kv) hides nothing: store it
  // as unbounded, so no kernel computes diagonal +- window near INT64_MAX.
  const std::int64_t widest = p.seq_q + p.seq_kv;
  p.window_left = params.window_left > widest ? -1 : params.window_left;
  p.window_right = params.window_right > widest ? -1 : params.window_right;
  if (params.causal != Causal::kNone && params.causal != Causal::kTopLeft &&
      params.causal != Causal::kBottomRight) {
    fail("causal: invalid value ", static_cast<int>(params.causal));
  }
  p.causal = params.causal;
  if (params.path != Path::kAuto && params.path != Path::kReference &&
      params.path != Path::kTiled && params.path != Path::kSplitKv) {
    fail("path: invalid value ", static_cast<int>(params.path));
  }
  if (p.dtype == DType::kFloat64 &&
      (params.path == Path::kTiled || params.path == Path::kSplitKv)) {
    fail(
        "path: the tiled kernels compute in float32; float64 inputs run on "
        "the reference path (Path::kReference or Path::kAuto)");
  }
  p.path = params.path;
  if (params.num_threads < 0) {
    fail("num_threads: must be >= 0 (0 = default), got ", params.num_threads);
  }
  p.threads.count =
      params.num_threads > 0 ? params.num_threads : default_num_threads();
  p.threads.pool = params.pool;
}

// Every ALiBi slope finite (a NaN or infinite slope would turn whole rows
// into NaN: an argument error, not data) and, for float64 slopes of a
// float32 problem, within float32's range (the float32 kernels would make
// them inf, and NaN at distance 0).
void check_alibi_values(const AttentionProblem& p, const TensorView& a) {
  for (std::int64_t n = 0; n < a.numel(); ++n) {
    const std::int64_t at = a.rank == 1 ? n * a.strides[0]
                                        : n / p.num_heads * a.strides[0] +
                                              n % p.num_heads * a.strides[1];
    const double slope = load_as_double(a.data, a.dtype, at);
    if (!std::isfinite(slope)) {
      fail("alibi_slopes: element ", n, " is ", slope,
           "; slopes must be finite");
    }
    if (a.dtype == DType::kFloat64 && p.dtype != DType::kFloat64 &&
        std::fabs(slope) > std::numeric_limits<float>::max()) {
      fail("alibi_slopes: ", slope, " (element ", n,
           ") is beyond float32's range, in which the kernels compute");
    }
  }
}

// ALiBi slopes: (num_heads) or (batch, num_heads).
void set_alibi(AttentionProblem& p, const TensorView& a) {
  const bool per_head = a.rank == 1 && a.shape[0] == p.num_heads;
  const bool per_batch =
      a.rank == 2 && a.shape[0] == p.batch && a.shape[1] == p.num_heads;
  if (!per_head && !per_batch) {
    fail("alibi_slopes: expected shape (num_heads,) = (", p.num_heads,
         ",) or (batch, num_heads) = (", p.batch, ", ", p.num_heads, "), got ",
         a.shape_str());
  }
  if (a.dtype != DType::kFloat32 && a.dtype != DType::kFloat64) {
    fail_type("alibi_slopes: unsupported dtype ", dtype_name(a.dtype),
              " (expected float32 or float64)");
  }
  check_storage("alibi_slopes", a);
  check_alibi_values(p, a);
  p.alibi = a.data;
  p.alibi_dtype = a.dtype;
  p.alibi_stride_b = per_batch ? a.strides[0] : 0;
  p.alibi_stride_h = a.strides[a.rank - 1];
}

// Dense mask, right-aligned broadcasting to (batch, heads, seq_q, seq_kv).
void set_mask(AttentionProblem& p, const AttentionParams& params) {
  if (params.mask.defined()) {
    const TensorView& m = params.mask;
    if (m.dtype != DType::kBool && !is_floating(m.dtype)) {
      fail_type("mask: unsupported dtype ", dtype_name(m.dtype),
                " (expected bool or a floating dtype)");
    }
    const std::int64_t target[4] = {p.batch, p.num_heads, p.seq_q, p.seq_kv};
    auto not_broadcastable = [&] {
      fail("mask: shape ", m.shape_str(),
           " is not broadcastable to (batch, num_heads, seq_q, seq_kv) = (",
           p.batch, ", ", p.num_heads, ", ", p.seq_q, ", ", p.seq_kv, ")");
    };
    if (m.rank > 4) not_broadcastable();
    Mask& mask = p.masks[0];
    mask.values.data = m.data;
    mask.values.dtype = m.dtype;
    for (int d = 0; d < 4; ++d) {
      const int md = d - (4 - m.rank);
      if (md < 0) {
        mask.values.stride[d] = 0;
        continue;
      }
      if (m.shape[md] != target[d] && m.shape[md] != 1) not_broadcastable();
      mask.values.stride[d] = m.shape[md] == 1 ? 0 : m.strides[md];
    }
    check_readable("mask", m);
    mask.kind = m.dtype != DType::kBool ? MaskKind::kAdd
                : params.mask_hides     ? MaskKind::kHide
                                        : MaskKind::kAllow;
  }
}

// key_padding_mask: (batch | 1, seq_kv), broadcast over heads and rows.
void set_key_padding_mask(AttentionProblem& p, const TensorView& m) {
  if (m.dtype != DType::kBool && !is_floating(m.dtype)) {
    fail_type("key_padding_mask: unsupported dtype ", dtype_name(m.dtype),
              " (expected bool or a floating dtype)");
  }
  if (m.rank != 2 || (m.shape[0] != p.batch && m.shape[0] != 1) ||
      m.shape[1] != p.seq_kv) {
    fail("key_padding_mask: expected shape (batch, seq_kv) = (", p.batch, ", ",
         p.seq_kv, "), got ", m.shape_str());
  }
  check_storage("key_padding_mask", m);
  Mask& kpm = p.masks[1];
  kpm.values.data = m.data;
  kpm.values.dtype = m.dtype;
  kpm.values.stride[0] = m.shape[0] == 1 ? 0 : m.strides[0];
  kpm.values.stride[3] = m.strides[1];
  kpm.kind = m.dtype == DType::kBool ? MaskKind::kHide : MaskKind::kAdd;
}

}  // namespace

void set_sinks(AttentionProblem& p, const TensorView& s) {
  if (!s.defined()) return;
  if (s.dtype != DType::kFloat32 && s.dtype != DType::kFloat64) {
    fail_type("sinks: unsupported dtype ", dtype_name(s.dtype),
              " (expected float32 or float64)");
  }
  check_shape("sinks", s, {p.num_heads}, "(num_heads)");
  check_storage("sinks", s);
  p.sinks = s.data;
  p.sinks_dtype = s.dtype;
  p.sinks_stride = s.strides[0];
  for (std::int64_t h = 0; h < p.num_heads; ++h) {
    const double x = p.sink(h);
    if (std::isnan(x) || x == std::numeric_limits<double>::infinity()) {
      p.sinks = nullptr;
      fail("sinks[", h, "] = ", x,
           ": a sink logit must be finite or -inf (-inf = no sink for that "
           "head)");
    }
  }
}

AttentionProblem make_problem(const TensorView& q, const TensorView& k,
                              const TensorView& v,
                              const AttentionParams& params) {
  check_shapes(q, k, v);
  AttentionProblem p = sizes_of(q, k, v);
  set_scalars(p, params);
  set_options(p, params);
  if (params.alibi_slopes.defined()) set_alibi(p, params.alibi_slopes);
  p.key_lengths = check_lengths("key_lengths", params.key_lengths, p.batch,
                                p.seq_kv, "seq_kv");
  p.query_lengths = check_lengths("query_lengths", params.query_lengths,
                                  p.batch, p.seq_q, "seq_q");

  set_sinks(p, params.sinks);
  set_mask(p, params);
  if (params.key_padding_mask.defined()) {
    set_key_padding_mask(p, params.key_padding_mask);
  }
  return p;
}

void attach_outputs(AttentionProblem& p, const TensorView& out,
                    const TensorView& lse) {
  if (!out.defined()) fail("out: missing output tensor");
  if (out.rank != 4 || out.shape[0] != p.batch || out.shape[1] != p.num_heads ||
      out.shape[2] != p.seq_q || out.shape[3] != p.head_dim_v) {
    fail("out: expected shape (", p.batch, ", ", p.num_heads, ", ", p.seq_q,
         ", ", p.head_dim_v, "), got ", out.shape_str());
  }
  // float32 is also accepted for 16-bit inputs: the output before its
  // rounding, which a backward reads to form D = rowsum(dO ∘ O).
  const bool wide = out.dtype == DType::kFloat32 &&
                    (p.dtype == DType::kBFloat16 || p.dtype == DType::kFloat16);
  if (out.dtype != p.dtype && !wide) {
    fail_type("out: dtype ", dtype_name(out.dtype), " does not match q dtype ",
              dtype_name(p.dtype), " (float32 is accepted for 16-bit q)");
  }
  check_readable("out", out);
  p.out = out_operand_of(out);
  if (lse.defined()) {
    if (lse.rank != 3 || lse.shape[0] != p.batch ||
        lse.shape[1] != p.num_heads || lse.shape[2] != p.seq_q) {
      fail("lse: expected shape (", p.batch, ", ", p.num_heads, ", ", p.seq_q,
           "), got ", lse.shape_str());
    }
    if (lse.dtype != p.lse.dtype) {
      fail_type("lse: dtype ", dtype_name(lse.dtype), " must be ",
                dtype_name(p.lse.dtype), " for ", dtype_name(p.dtype),
                " inputs");
    }
    check_storage("lse", lse);
    p.lse = out_operand_of(lse);
  }
}

void check_written_disjoint(Named outputs, Named inputs,
                            const AttentionParams* params, const char* what) {
  const std::pair<const char*, const TensorView*> arrays[] = {
      {"mask", params ? &params->mask : nullptr},
      {"key_padding_mask", params ? &params->key_padding_mask : nullptr},
      {"key_lengths", params ? &params->key_lengths : nullptr},
      {"query_lengths", params ? &params->query_lengths : nullptr},
      {"sinks", params ? &params->sinks : nullptr},
      {"alibi_slopes", params ? &params->alibi_slopes : nullptr}};
  const auto overlap = [what](const char* a, const char* b) {
    fail(a, " and ", b, " overlap in memory: ", what,
         " need storage of their own");
  };
  for (auto o = outputs.begin(); o != outputs.end(); ++o) {
    const auto& [name, view] = *o;
    if (view == nullptr || !view->defined()) continue;
    if (!elements_distinct(*view)) {
      fail(name, ": its strides give several elements of shape ",
           view->shape_str(), " one address (each needs its own)");
    }
    // Captured by new names: clang 19's -Wshadow flags a capture named as
    // the structured binding (and clang 14 cannot capture the binding).
    const auto check = [&, out_name = name, out_view = view](
                           const char* in, const TensorView* input) {
      if (input != nullptr && input->defined() &&
          views_overlap(*out_view, *input))
        overlap(out_name, in);
    };
    for (const auto& [in, input] : inputs) check(in, input);
    for (const auto& [in, input] : arrays) check(in, input);
    for (auto later = o + 1; later != outputs.end(); ++later) {
      check(later->first, later->second);
    }
  }
}

void check_outputs_disjoint(Named inputs, const AttentionParams& params,
                            const TensorView& out, const TensorView& lse) {
  check_written_disjoint({{"out", &out}, {"lse", &lse}}, inputs, &params,
                         "outputs");
}

BackwardProblem make_backward_problem(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const TensorView& dlse, const AttentionParams& params) {
  BackwardProblem bp;
  bp.fwd = make_problem(q, k, v, params);
  AttentionProblem& p = bp.fwd;
  if (!lse.defined()) fail("lse: the forward's lse is required");
  attach_outputs(p, out, lse);  // same shape and dtype rules as the forward
  const std::int64_t out_shape[4] = {p.batch, p.num_heads, p.seq_q,
                                     p.head_dim_v};
  if (!dout.defined() || dout.rank != 4 || dout.shape[0] != out_shape[0] ||
      dout.shape[1] != out_shape[1] || dout.shape[2] != out_shape[2] ||
      dout.shape[3] != out_shape[3]) {
    fail("dout: expected shape (", p.batch, ", ", p.num_heads, ", ", p.seq_q,
         ", ", p.head_dim_v, "), got ", dout.shape_str());
  }
  if (dout.dtype != p.dtype) {
    fail_type("dout: dtype ", dtype_name(dout.dtype),
              " does not match q dtype ", dtype_name(p.dtype));
  }
  check_readable("dout", dout);
  bp.dout = operand_of(dout);
  if (dlse.defined()) {
    check_shape("dlse", dlse, {p.batch, p.num_heads, p.seq_q},
                "(batch, num_heads, seq_q)");
    check_dtype("dlse", dlse, p.lse.dtype, "lse dtype");
    check_storage("dlse", dlse);
    bp.dlse = operand_of(dlse);
  }
  return bp;
}

void attach_grads(BackwardProblem& bp, const TensorView& q, const TensorView& k,
                  const TensorView& v, const TensorView& dq,
                  const TensorView& dk, const TensorView& dv,
                  const TensorView& dsinks) {
  const AttentionProblem& p = bp.fwd;
  auto grad = [&](const char* name, const TensorView& g, const TensorView& like,
                  OutOperand& operand) {
    if (!g.defined() || g.rank != 4 || g.shape[0] != like.shape[0] ||
        g.shape[1] != like.shape[1] || g.shape[2] != like.shape[2] ||
        g.shape[3] != like.shape[3]) {
      fail(name, ": expected shape ", like.shape_str(), ", got ",
           g.shape_str());
    }
    if (g.dtype != p.dtype) {
      fail_type(name, ": dtype ", dtype_name(g.dtype),
                " does not match q dtype ", dtype_name(p.dtype));
    }
    check_readable(name, g);
    operand = out_operand_of(g);
  };
  grad("dq", dq, q, bp.dq);
  grad("dk", dk, k, bp.dk);
  grad("dv", dv, v, bp.dv);
  if (dsinks.defined()) {
    if (p.sinks == nullptr) {
      fail(
          "dsinks: given, but params.sinks is absent (no sink to "
          "differentiate)");
    }
    check_shape("dsinks", dsinks, {p.num_heads}, "(num_heads)");
    if (dsinks.dtype != p.sinks_dtype) {
      fail_type("dsinks: dtype ", dtype_name(dsinks.dtype),
                " does not match sinks dtype ", dtype_name(p.sinks_dtype));
    }
    check_storage("dsinks", dsinks);
    bp.dsinks = dsinks.data;
    bp.dsinks_stride = dsinks.strides[0];
  }
}

void check_grads_disjoint(Named grads, Named inputs,
                          const AttentionParams& params) {
  check_written_disjoint(grads, inputs, &params, "gradients");
}

}  // namespace qkv::internal
