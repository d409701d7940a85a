// MultiheadAttention: projections through CBLAS (OpenBLAS), attention through
// qkv::attention on zero-copy head views of the projected activations.
#include "qkv/multihead_attention.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>

#include "dtype.h"
#include "fail.h"
#include "operand.h"
#include "qkv/attention.h"
#include "qkv/error.h"
#include "qkv/reference.h"
#include "qkv/safetensors.h"
#include "threading.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

// Rows of X per GEMM call when qkv splits a projection over its threads.
constexpr std::int64_t kLinearRows = 256;

// Y (rows x out) = X (rows x in) · Wᵀ + bias, with X rows `ldx` apart.
// With OpenBLAS on one thread (Debian's serial build; the Python package
// sets scipy-openblas32 to one) the rows go in slices of kLinearRows to
// qkv's threads (one GEMM call per slice, bias added in the same item); a
// threaded OpenBLAS gets the whole product in one call.
void linear(const float* x, std::int64_t ldx, std::int64_t rows,
            std::int64_t in, const float* weight, const float* bias,
            std::int64_t out, float* y, std::int64_t ldy,
            const internal::Threads& threads) {
  if (rows == 0) return;
  const internal::NoForkDuring gemm;  // a child must not inherit BLAS locks
  auto slice = [&](std::int64_t first, std::int64_t count) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans,
                static_cast<int>(count), static_cast<int>(out),
                static_cast<int>(in), 1.0f, x + first * ldx,
                static_cast<int>(ldx), weight, static_cast<int>(in), 0.0f,
                y + first * ldy, static_cast<int>(ldy));
    if (bias != nullptr) {
      for (std::int64_t r = first; r < first + count; ++r) {
        for (std::int64_t c = 0; c < out; ++c) y[r * ldy + c] += bias[c];
      }
    }
  };
  static const bool blas_serial = openblas_get_num_threads() == 1;
  if (!blas_serial) {
    slice(0, rows);
    return;
  }
  const std::int64_t slices = (rows + kLinearRows - 1) / kLinearRows;
  internal::run_items(slices, threads, [&](int, std::int64_t s) {
    const std::int64_t first = s * kLinearRows;
    slice(first, std::min(kLinearRows, rows - first));
  });
}

// A rank-3 float32 view as contiguous rows of its last dimension: the view
// itself when it already is, else a copy.
struct Rows {
  Tensor copy;
  const float* data = nullptr;
};
Rows contiguous_rows(const TensorView& t) {
  Rows r;
  const bool packed = t.strides[2] == 1 && t.strides[1] == t.shape[2] &&
                      t.strides[0] == t.shape[1] * t.shape[2];
  if (packed || t.numel() == 0) {
    r.data = static_cast<const float*>(t.data);
    return r;
  }
  r.copy = Tensor(DType::kFloat32, {t.shape[0], t.shape[1], t.shape[2]});
  float* dst = r.copy.data<float>();
  for (std::int64_t a = 0; a < t.shape[0]; ++a) {
    for (std::int64_t b = 0; b < t.shape[1]; ++b) {
      for (std::int64_t c = 0; c < t.shape[2]; ++c) {
        *dst++ =
            static_cast<const float*>(t.data)[internal::offset(t, a, b, c)];
      }
    }
  }
  r.data = r.copy.data<float>();
  return r;
}

// A mask of rank r whose last dimension (keys) grows by `extra` columns
// that hide nothing: false for bool (both conventions used here treat
// "true" as hidden), 0 for float. Returns a contiguous copy.
Tensor pad_keys(const TensorView& m, std::int64_t extra) {
  std::vector<std::int64_t> shape(m.shape.begin(), m.shape.begin() + m.rank);
  shape.back() += extra;
  Tensor out(m.dtype, shape);  // zero-filled: false / 0.0
  const std::int64_t cols = m.shape[m.rank - 1];
  const std::size_t size = dtype_size(m.dtype);
  std::int64_t outer = 1;
  for (int d = 0; d + 1 < m.rank; ++d) outer *= m.shape[d];
  for (std::int64_t o = 0; o < outer; ++o) {
    std::int64_t off = 0, rem = o;
    for (int d = m.rank - 2; d >= 0; --d) {
      off += (rem % m.shape[d]) * m.strides[d];
      rem /= m.shape[d];
    }
    for (std::int64_t c = 0; c < cols; ++c) {
      std::memcpy(out.data<char>() + (o * (cols + extra) + c) * size,
                  static_cast<const char*>(m.data) +
                      (off + c * m.strides[m.rank - 1]) *
                          static_cast<std::int64_t>(size),
                  size);
    }
  }
  return out;
}

}  // namespace

MultiheadAttention::MultiheadAttention(const MultiheadAttentionConfig& config,
                                       std::uint64_t seed)
    : config_(config) {
  MultiheadAttentionConfig& c = config_;
  if (c.embed_dim < 1 || c.num_heads < 1) {
    fail("MultiheadAttention: embed_dim and num_heads must be >= 1, got ",
         c.embed_dim, " and ", c.num_heads);
  }
  if (c.embed_dim % c.num_heads != 0) {
    fail("MultiheadAttention: embed_dim ", c.embed_dim,
         " must be divisible by num_heads ", c.num_heads);
  }
  if (c.num_kv_heads == 0) c.num_kv_heads = c.num_heads;
  if (c.num_kv_heads < 0 || c.num_heads % c.num_kv_heads != 0) {
    fail("MultiheadAttention: num_heads ", c.num_heads,
         " must be a multiple of num_kv_heads ", c.num_kv_heads);
  }
  if (c.kdim == 0) c.kdim = c.embed_dim;
  if (c.vdim == 0) c.vdim = c.embed_dim;
  if (c.kdim < 0 || c.vdim < 0) {
    fail("MultiheadAttention: kdim and vdim must be >= 1, got ", c.kdim,
         " and ", c.vdim);
  }
  if (!(c.dropout >= 0.0 && c.dropout <= 1.0)) {
    fail("MultiheadAttention: dropout must be in [0, 1], got ", c.dropout);
  }
  head_dim_ = c.embed_dim / c.num_heads;
  const std::int64_t e = c.embed_dim, kvw = c.num_kv_heads * head_dim_;
  packed_ = c.kdim == e && c.vdim == e && c.num_kv_heads == c.num_heads;
  std::mt19937_64 rng(seed);
  auto uniform = [&](Tensor t, double bound) {
    std::uniform_real_distribution<double> dist(-bound, bound);
    for (std::int64_t n = 0; n < t.numel(); ++n) {
      t.data<float>()[n] = static_cast<float>(dist(rng));
    }
    return t;
  };
  auto xavier = [&](std::int64_t rows, std::int64_t cols) {
    return uniform(Tensor(DType::kFloat32, {rows, cols}),
                   std::sqrt(6.0 / static_cast<double>(rows + cols)));
  };
  if (packed_) {
    params_["in_proj_weight"] = xavier(3 * e, e);
  } else {
    params_["q_proj_weight"] = xavier(e, e);
    params_["k_proj_weight"] = xavier(kvw, c.kdim);
    params_["v_proj_weight"] = xavier(kvw, c.vdim);
  }
  params_["out_proj.weight"] =
      uniform(Tensor(DType::kFloat32, {e, e}), 1.0 / std::sqrt(double(e)));
  if (c.bias) {
    params_["in_proj_bias"] = Tensor(DType::kFloat32, {e + 2 * kvw});
    params_["out_proj.bias"] = Tensor(DType::kFloat32, {e});
  }
  if (c.add_bias_kv) {
    params_["bias_k"] = uniform(Tensor(DType::kFloat32, {1, 1, kvw}),
                                std::sqrt(6.0 / double(1 + kvw)));
    params_["bias_v"] = uniform(Tensor(DType::kFloat32, {1, 1, kvw}),
                                std::sqrt(6.0 / double(1 + kvw)));
  }
}

std::vector<std::string> MultiheadAttention::parameter_names() const {
  std::vector<std::string> names;
  for (const auto& [name, t] : params_) names.push_back(name);
  return names;
}

Tensor& MultiheadAttention::parameter(const std::string& name) {
  const auto it = params_.find(name);
  if (it == params_.end()) {
    std::string known;
    for (const auto& [n, t] : params_) known += (known.empty() ? "" : ", ") + n;
    fail("MultiheadAttention: no parameter '", name, "' (parameters: ", known,
         ")");
  }
  return it->second;
}

const Tensor& MultiheadAttention::parameter(const std::string& name) const {
  return const_cast<MultiheadAttention*>(this)->parameter(name);
}

void MultiheadAttention::set_parameter(const std::string& name,
                                       const TensorView& value) {
  check_parameter(name, value);
  write_parameter(name, value);
}

void MultiheadAttention::set_parameters(
    const std::map<std::string, TensorView>& values) {
  for (const auto& [name, value] : values) check_parameter(name, value);
  for (const auto& [name, value] : values) write_parameter(name, value);
}

void MultiheadAttention::check_parameter(const std::string& name,
                                         const TensorView& value) const {
  const Tensor& p = parameter(name);
  if (value.rank != p.rank()) {
    fail("MultiheadAttention: parameter '", name, "' expects shape ",
         p.view().shape_str(), ", got ", value.shape_str());
  }
  for (int d = 0; d < p.rank(); ++d) {
    if (value.shape[d] != p.size(d)) {
      fail("MultiheadAttention: parameter '", name, "' expects shape ",
           p.view().shape_str(), ", got ", value.shape_str());
    }
  }
  if (!is_floating(value.dtype)) {
    fail_type("MultiheadAttention: parameter '", name,
              "' has unsupported dtype ", dtype_name(value.dtype));
  }
  internal::check_storage(
      ("MultiheadAttention: parameter '" + name + "'").c_str(), value);
}

void MultiheadAttention::write_parameter(const std::string& name,
                                         const TensorView& value) {
  Tensor& p = parameter(name);
  const std::int64_t n = p.numel();
  std::int64_t idx[kMaxRank] = {0, 0, 0, 0};
  for (std::int64_t e = 0; e < n; ++e) {
    std::int64_t off = 0;
    for (int d = 0; d < p.rank(); ++d) off += idx[d] * value.strides[d];
    const double x = internal::load_as_double(value.data, value.dtype, off);
    p.data<float>()[e] = static_cast<float>(x);
    for (int d = p.rank() - 1; d >= 0; --d) {
      if (++idx[d] < p.size(d)) break;
      idx[d] = 0;
    }
  }
}

void MultiheadAttention::load_safetensors(const std::string& path) {
  std::map<std::string, Tensor> loaded = qkv::load_safetensors(path);
  for (const auto& [name, t] : params_) {
    if (!loaded.count(name)) {
      fail(path, ": missing tensor '", name, "' for this MultiheadAttention");
    }
  }
  std::map<std::string, TensorView> values;
  for (const auto& [name, t] : loaded) {
    if (!params_.count(name)) {
      fail(path, ": unexpected tensor '", name,
           "' (not a parameter of this MultiheadAttention)");
    }
    values[name] = t.view();
  }
  set_parameters(values);
}

void MultiheadAttention::save_safetensors(const std::string& path) const {
  std::map<std::string, const Tensor*> tensors;
  for (const auto& [name, t] : params_) tensors[name] = &t;
  qkv::save_safetensors(path, tensors);
}

// The shapes of one forward call as the module sees them: inputs viewed as
// rank 3 (A, B, dim) with the sequence along seq_axis and the batch along
// the other axis.
struct MultiheadAttention::Call {
  bool batched = false;
  bool batch_first = false;  // (N, L, E) rather than (L, N, E)
  TensorView q3, k3, v3;
  std::int64_t n = 0, l = 0, s = 0;  // batch, query and key lengths
  std::int64_t extra = 0;            // keys added (bias_kv, zero_attn)
  std::int64_t s_all = 0;            // s + extra
  int seq_axis() const { return batch_first ? 1 : 0; }
};

// The projected q, k, v and zero-copy head views (N, heads, seq, head_dim)
// of them.
struct MultiheadAttention::Projected {
  Tensor qkv, q, k, v;  // qkv: the fused self-attention projection
  TensorView q_heads, k_heads, v_heads;
};

namespace {

// Checks query/key/value (float32, rank 3 or 2, data) and returns a rank-3
// view: (L, E) becomes (L, 1, E).
TensorView checked_rank3(const char* name, const TensorView& t,
                         const TensorView& query) {
  if (t.dtype != DType::kFloat32) {
    fail("MultiheadAttention: ", name, " must be float32, got ",
         dtype_name(t.dtype));
  }
  if (t.rank != query.rank || (t.rank != 2 && t.rank != 3)) {
    fail("MultiheadAttention: ", name,
         " must have rank 3 (batched) or 2 (unbatched) like query, got ",
         t.shape_str(), " with query ", query.shape_str());
  }
  internal::check_storage(name, t);
  if (t.rank == 3) return t;
  return TensorView::strided(t.data, t.dtype, {t.shape[0], 1, t.shape[1]},
                             {t.strides[0], 0, t.strides[1]});
}

// need_weights materialises (N, H | 1, L, S') float32 weights and, per head,
// the reference's L × S' steps (five doubles and a byte per element): refuse
// before any work when that passes kMaxWeightsBytes.
constexpr double kMaxWeightsBytes = 4.0 * (1ull << 30);
void check_weights_size(std::int64_t n, std::int64_t heads, std::int64_t l,
                        std::int64_t s_all) {
  const double per_head = static_cast<double>(l) * static_cast<double>(s_all);
  const double bytes = per_head * (4.0 * static_cast<double>(n * heads) + 41.0);
  if (bytes > kMaxWeightsBytes) {
    fail("MultiheadAttention: need_weights=True would materialise ", n, " x ",
         heads, " x ", l, " x ", s_all, " attention weights (",
         bytes / (1ull << 30), " GiB with the per-head workspace, limit ",
         kMaxWeightsBytes / (1ull << 30),
         " GiB); pass need_weights=False (the output does not need them)");
  }
}

}  // namespace

MultiheadAttention::Call MultiheadAttention::check_call(
    const TensorView& query, const TensorView& key, const TensorView& value,
    const TensorView& attn_mask, bool is_causal) const {
  const MultiheadAttentionConfig& c = config_;
  Call call;
  call.q3 = checked_rank3("query", query, query);
  call.k3 = checked_rank3("key", key, query);
  call.v3 = checked_rank3("value", value, query);
  call.batched = query.rank == 3;
  call.batch_first = call.batched && c.batch_first;
  const int seq_axis = call.seq_axis(), batch_axis = 1 - seq_axis;
  call.n = call.q3.shape[batch_axis];
  call.l = call.q3.shape[seq_axis];
  call.s = call.k3.shape[seq_axis];
  if (call.q3.shape[2] != c.embed_dim) {
    fail("MultiheadAttention: query embedding ", call.q3.shape[2],
         " does not match embed_dim ", c.embed_dim, " (query ",
         query.shape_str(), ")");
  }
  if (call.k3.shape[2] != c.kdim || call.v3.shape[2] != c.vdim) {
    fail("MultiheadAttention: key/value widths (", call.k3.shape[2], ", ",
         call.v3.shape[2], ") must equal kdim, vdim = (", c.kdim, ", ", c.vdim,
         ")");
  }
  if (call.k3.shape[batch_axis] != call.n ||
      call.v3.shape[batch_axis] != call.n ||
      call.v3.shape[seq_axis] != call.s) {
    fail("MultiheadAttention: key ", key.shape_str(), " and value ",
         value.shape_str(), " must agree with query ", query.shape_str(),
         " on batch and with each other on the sequence");
  }
  if (is_causal && !attn_mask.defined()) {
    fail(
        "MultiheadAttention: is_causal is a hint that attn_mask is causal; "
        "attn_mask must be given with it (as in nn.MultiheadAttention)");
  }
  call.extra = (c.add_bias_kv ? 1 : 0) + (c.add_zero_attn ? 1 : 0);
  call.s_all = call.s + call.extra;
  return call;
}

// Zero-copy head views (N, heads, seq, head_dim) of rows `row` floats long.
TensorView MultiheadAttention::heads_view(const Call& call, const float* base,
                                          std::int64_t heads, std::int64_t seq,
                                          std::int64_t row) const {
  const bool bf = call.batch_first;
  const std::int64_t seq_stride = bf ? row : call.n * row;
  const std::int64_t batch_stride = bf ? seq * row : row;
  return TensorView::strided(base, DType::kFloat32,
                             {call.n, heads, seq, head_dim_},
                             {batch_stride, head_dim_, seq_stride, 1});
}

// Self-attention (query, key and value one tensor) with the stacked
// in_proj_weight: one GEMM against [Wq; Wk; Wv] gives rows [q | k | v], read
// through strided head views.
void MultiheadAttention::project_fused(const Call& call, const float* rows,
                                       const internal::Threads& threads,
                                       Projected& p) const {
  const MultiheadAttentionConfig& c = config_;
  const std::int64_t e = c.embed_dim, kvw = c.num_kv_heads * head_dim_;
  const std::int64_t width = e + 2 * kvw;
  p.qkv = Tensor(DType::kFloat32, {call.q3.shape[0], call.q3.shape[1], width});
  linear(rows, e, call.l * call.n, e,
         params_.at("in_proj_weight").data<float>(),
         c.bias ? params_.at("in_proj_bias").data<float>() : nullptr, width,
         p.qkv.data<float>(), width, threads);
  const float* base = p.qkv.data<float>();
  p.q_heads = heads_view(call, base, c.num_heads, call.l, width);
  p.k_heads = heads_view(call, base + e, c.num_kv_heads, call.s, width);
  p.v_heads = heads_view(call, base + e + kvw, c.num_kv_heads, call.s, width);
}

// K or V projected into (S', N, kvw) or (N, S', kvw): the first S rows of
// each sequence, then bias_k / bias_v (named by `extra_row`), then a zero
// row.
void MultiheadAttention::project_keys(const Call& call, const TensorView& x3,
                                      std::int64_t in, const float* weight,
                                      const float* bias, const char* extra_row,
                                      const internal::Threads& threads,
                                      Tensor& dst) const {
  const MultiheadAttentionConfig& c = config_;
  const std::int64_t kvw = c.num_kv_heads * head_dim_, n = call.n;
  const std::int64_t s = call.s, s_all = call.s_all;
  const bool bf = call.batch_first;
  dst = Tensor(DType::kFloat32, {bf ? n : s_all, bf ? s_all : n, kvw});
  const Rows x = contiguous_rows(x3);
  if (!bf) {  // (S', N, kvw): the first S·N rows are the projection
    linear(x.data, in, s * n, in, weight, bias, kvw, dst.data<float>(), kvw,
           threads);
  } else {  // (N, S', kvw): per batch row
    for (std::int64_t b = 0; b < n; ++b) {
      linear(x.data + b * s * in, in, s, in, weight, bias, kvw,
             dst.data<float>() + b * s_all * kvw, kvw, threads);
    }
  }
  auto row = [&](std::int64_t b, std::int64_t j) {
    return dst.data<float>() + (bf ? (b * s_all + j) : (j * n + b)) * kvw;
  };
  for (std::int64_t b = 0; b < n; ++b) {
    std::int64_t j = s;
    if (c.add_bias_kv) {
      std::memcpy(row(b, j++), params_.at(extra_row).data<float>(),
                  sizeof(float) * kvw);
    }
    if (c.add_zero_attn) std::fill(row(b, j), row(b, j) + kvw, 0.0f);
  }
}

// The input projections: fused for self-attention, else q, k, v apart (with
// room for the extra keys).
MultiheadAttention::Projected MultiheadAttention::project(
    const Call& call, const internal::Threads& threads) const {
  const MultiheadAttentionConfig& c = config_;
  const std::int64_t e = c.embed_dim, kvw = c.num_kv_heads * head_dim_;
  auto same = [](const TensorView& a, const TensorView& b) {
    return a.data == b.data && a.shape == b.shape && a.strides == b.strides;
  };
  Projected p;
  const Rows qr = contiguous_rows(call.q3);
  if (packed_ && call.extra == 0 && same(call.q3, call.k3) &&
      same(call.q3, call.v3)) {
    project_fused(call, qr.data, threads, p);
    return p;
  }
  // Rows [first, first + count) of in_proj_weight, or the separate
  // projection: read in place.
  auto weight_rows = [&](const char* name, std::int64_t first,
                         std::int64_t in) {
    return packed_ ? params_.at("in_proj_weight").data<float>() + first * in
                   : params_.at(name).data<float>();
  };
  const float* in_bias =
      c.bias ? params_.at("in_proj_bias").data<float>() : nullptr;
  p.q = Tensor(DType::kFloat32, {call.q3.shape[0], call.q3.shape[1], e});
  linear(qr.data, e, call.l * call.n, e, weight_rows("q_proj_weight", 0, e),
         in_bias, e, p.q.data<float>(), e, threads);
  project_keys(call, call.k3, c.kdim, weight_rows("k_proj_weight", e, c.kdim),
               in_bias ? in_bias + e : nullptr, "bias_k", threads, p.k);
  project_keys(call, call.v3, c.vdim,
               weight_rows("v_proj_weight", e + kvw, c.vdim),
               in_bias ? in_bias + e + kvw : nullptr, "bias_v", threads, p.v);
  p.q_heads = heads_view(call, p.q.data<float>(), c.num_heads, call.l, e);
  p.k_heads =
      heads_view(call, p.k.data<float>(), c.num_kv_heads, call.s_all, kvw);
  p.v_heads =
      heads_view(call, p.v.data<float>(), c.num_kv_heads, call.s_all, kvw);
  return p;
}

namespace {

// attn_mask ((L, S), (N·H, L, S) or broadcastable to (N, H, L, S)) as the
// attention's mask, padded for the extra keys into `copy` when there are
// any. bool true = not allowed.
void set_attn_mask(const TensorView& attn_mask, std::int64_t n, std::int64_t h,
                   std::int64_t l, std::int64_t s, std::int64_t extra,
                   AttentionParams& params, Tensor& copy) {
  TensorView m = attn_mask;
  if (m.rank == 3) {  // (N·H, L, S) read as (N, H, L, S)
    if (m.shape[0] != n * h) {
      fail("attn_mask: 3-D shape ", m.shape_str(), " must be (N·H, L, S) = (",
           n * h, ", ", l, ", ", s, ")");
    }
    m = TensorView::strided(
        m.data, m.dtype, {n, h, m.shape[1], m.shape[2]},
        {h * m.strides[0], m.strides[0], m.strides[1], m.strides[2]});
  }
  if (m.rank < 2 || m.shape[m.rank - 1] != s || m.shape[m.rank - 2] != l) {
    fail("attn_mask: shape ", attn_mask.shape_str(), " must end in (L, S) = (",
         l, ", ", s, ")");
  }
  if (extra > 0) {
    copy = pad_keys(m, extra);
    m = copy.view();
  }
  params.mask = m;
  params.mask_hides = true;
}

// key_padding_mask ((N, S) or (S)), padded for the extra keys into `copy`.
void set_key_padding(const TensorView& kpm, std::int64_t n, std::int64_t s,
                     std::int64_t extra, AttentionParams& params,
                     Tensor& copy) {
  TensorView m = kpm;
  if (m.rank == 1) {
    m = TensorView::strided(m.data, m.dtype, {1, m.shape[0]},
                            {0, m.strides[0]});
  }
  if (m.rank != 2 || m.shape[1] != s || (m.shape[0] != n && m.shape[0] != 1)) {
    fail("key_padding_mask: expected shape (N, S) = (", n, ", ", s, "), got ",
         kpm.shape_str());
  }
  if (extra > 0) {
    copy = pad_keys(m, extra);
    m = copy.view();
  }
  params.key_padding_mask = m;
}

}  // namespace

// The attention weights from the reference path: (N, L, S') averaged over
// heads or (N, H, L, S'); (L, S') / (H, L, S') unbatched.
Tensor MultiheadAttention::weights(const Call& call, const Projected& p,
                                   const AttentionParams& params,
                                   bool average) const {
  const std::int64_t n = call.n, h = config_.num_heads, l = call.l;
  const std::int64_t s_all = call.s_all;
  Tensor w = average ? (call.batched ? Tensor(DType::kFloat32, {n, l, s_all})
                                     : Tensor(DType::kFloat32, {l, s_all}))
                     : (call.batched ? Tensor(DType::kFloat32, {n, h, l, s_all})
                                     : Tensor(DType::kFloat32, {h, l, s_all}));
  for (std::int64_t b = 0; b < n; ++b) {
    for (std::int64_t head = 0; head < h; ++head) {
      const AttentionSteps steps =
          reference_steps(p.q_heads, p.k_heads, p.v_heads, params, b, head);
      const std::vector<double>& values =
          params.dropout_p > 0.0 ? steps.dropped : steps.weights;
      for (std::int64_t i = 0; i < l * s_all; ++i) {
        if (average) {
          w.data<float>()[b * l * s_all + i] +=
              static_cast<float>(values[i] / static_cast<double>(h));
        } else {
          w.data<float>()[(b * h + head) * l * s_all + i] =
              static_cast<float>(values[i]);
        }
      }
    }
  }
  return w;
}

MultiheadAttention::Output MultiheadAttention::forward(
    const TensorView& query, const TensorView& key, const TensorView& value,
    const TensorView& key_padding_mask, bool need_weights,
    const TensorView& attn_mask, bool average_attn_weights, bool is_causal) {
  const MultiheadAttentionConfig& c = config_;
  const std::int64_t e = c.embed_dim;
  const Call call = check_call(query, key, value, attn_mask, is_causal);
  if (need_weights) {
    check_weights_size(call.n, average_attn_weights ? 1 : c.num_heads, call.l,
                       call.s_all);
  }
  AttentionParams params;
  params.num_threads = num_threads;
  params.pool = pool_.get();
  Tensor mask_copy, kpm_copy;
  // nn.MultiheadAttention's rule: without weights or key padding the hint
  // replaces attn_mask (still checked), causal top-left over every key, the
  // bias_kv / zero_attn keys included.
  const bool causal_hint =
      is_causal && !key_padding_mask.defined() && !need_weights;
  AttentionParams unused;
  if (attn_mask.defined()) {
    set_attn_mask(attn_mask, call.n, c.num_heads, call.l, call.s, call.extra,
                  causal_hint ? unused : params, mask_copy);
  }
  if (causal_hint) params.causal = Causal::kTopLeft;
  if (key_padding_mask.defined()) {
    set_key_padding(key_padding_mask, call.n, call.s, call.extra, params,
                    kpm_copy);
  }
  // qkv's threads for the projections (single-threaded OpenBLAS) and the
  // attention, on this module's pool.
  const internal::Threads threads{
      num_threads > 0 ? num_threads : internal::default_num_threads(),
      pool_.get()};
  const Projected p = project(call, threads);
  Tensor attn(DType::kFloat32, {call.q3.shape[0], call.q3.shape[1], e});
  const TensorView heads_out =
      heads_view(call, attn.data<float>(), c.num_heads, call.l, e);
  const bool dropout = training && c.dropout > 0.0;
  if (dropout) {
    params.dropout_p = c.dropout;
    params.seed = dropout_seed;
  }
  attention_into(p.q_heads, p.k_heads, p.v_heads, params, heads_out,
                 TensorView{});
  // Output projection, rows in memory order, same layout as query.
  Output result;
  result.out = call.batched ? Tensor(DType::kFloat32,
                                     {call.q3.shape[0], call.q3.shape[1], e})
                            : Tensor(DType::kFloat32, {call.l, e});
  linear(attn.data<float>(), e, call.l * call.n, e,
         params_.at("out_proj.weight").data<float>(),
         c.bias ? params_.at("out_proj.bias").data<float>() : nullptr, e,
         result.out.data<float>(), e, threads);
  if (need_weights) {
    result.weights = weights(call, p, params, average_attn_weights);
  }
  if (dropout) ++dropout_seed;  // only by a call that returns
  return result;
}

}  // namespace qkv
