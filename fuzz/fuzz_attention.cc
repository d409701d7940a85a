// libFuzzer target over the public attention API: random small shapes,
// strides, dtypes, every option and mask, and deliberately inconsistent
// arguments. Every input must either raise qkv::Error or give a forward and a
// backward that match the double reference within tolerance.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <utility>
#include <vector>

#include "qkv/qkv.h"

namespace {

// Reads the fuzzer's bytes as a stream of small decisions.
struct Bytes {
  const std::uint8_t* data;
  std::size_t size, pos = 0;
  std::uint8_t byte() { return pos < size ? data[pos++] : 0; }
  std::int64_t pick(std::int64_t lo, std::int64_t hi) {  // [lo, hi]
    return lo + byte() % (hi - lo + 1);
  }
  bool chance(int in_256) { return byte() < in_256; }
  float value() {  // mostly moderate, sometimes large
    const std::uint8_t b = byte();
    const float x = (static_cast<float>(byte()) - 127.5f) / 32.0f;
    return b < 8 ? x * 1000.0f : x;
  }
};

double get(const qkv::Tensor& t, std::int64_t n) {
  switch (t.dtype()) {
    case qkv::DType::kFloat32:
      return t.data<float>()[n];
    case qkv::DType::kFloat64:
      return t.data<double>()[n];
    default: {  // bf16 / f16 through a float32 round trip of attention's own
      const std::uint16_t bits = t.data<std::uint16_t>()[n];
      if (t.dtype() == qkv::DType::kBFloat16) {
        const std::uint32_t wide = static_cast<std::uint32_t>(bits) << 16;
        float f;
        std::memcpy(&f, &wide, 4);
        return f;
      }
      const int e = (bits >> 10) & 31, m = bits & 1023;
      const double sign = bits & 0x8000 ? -1.0 : 1.0;
      return e == 0    ? sign * std::ldexp(m, -24)
             : e == 31 ? (m ? NAN : sign * INFINITY)
                       : sign * std::ldexp(1024 + m, e - 25);
    }
  }
}

void fill(qkv::Tensor& t, Bytes& in) {
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    const float x = in.value();
    switch (t.dtype()) {
      case qkv::DType::kFloat32:
        t.data<float>()[n] = x;
        break;
      case qkv::DType::kBFloat16: {
        std::uint32_t bits;
        std::memcpy(&bits, &x, 4);
        t.data<std::uint16_t>()[n] = static_cast<std::uint16_t>(bits >> 16);
        break;
      }
      default: {  // float16 of a value exactly representable in it
        const float r = std::round(x * 16.0f) / 16.0f;
        const int sign = r < 0;
        const float a = std::fabs(r);
        std::uint16_t h = 0;
        if (a >= 6.103515625e-05f) {
          int e;
          const float f = std::frexp(a, &e);  // a = f * 2^e, f in [0.5, 1)
          h = static_cast<std::uint16_t>(((e + 14) << 10) |
                                         static_cast<int>((f * 2 - 1) * 1024));
        }
        t.data<std::uint16_t>()[n] =
            static_cast<std::uint16_t>(h | (sign << 15));
      }
    }
  }
}

bool close(const qkv::Tensor& got, const qkv::Tensor& want, double tol,
           const char* what = "out") {
  double scale = 1.0;
  for (std::int64_t n = 0; n < want.numel(); ++n) {
    if (std::isfinite(get(want, n)))
      scale = std::max(scale, std::fabs(get(want, n)));
  }
  for (std::int64_t n = 0; n < want.numel(); ++n) {
    const double g = get(got, n), w = get(want, n);
    if (std::isnan(w) || std::isnan(g)) {
      if (std::isnan(w) != std::isnan(g)) return false;
      continue;
    }
    if (std::isinf(w) && g == w) continue;  // both overflowed the storage
    if (!(std::fabs(g - w) <= tol * scale)) {
      if (std::getenv("QKV_FUZZ_VERBOSE")) {
        std::fprintf(stderr, "%s[%lld]: got %g want %g (tol %g, scale %g)\n",
                     what, static_cast<long long>(n), g, w, tol, scale);
      }
      return false;
    }
  }
  return true;
}

// One drawn call: the tensors, the options and the arrays they point at.
struct Case {
  qkv::DType dtype = qkv::DType::kFloat32;
  std::int64_t batch = 0, heads = 0, kv_heads = 0, seq_q = 0, seq_kv = 0;
  std::int64_t d = 0, dv = 0;
  qkv::Tensor q, k, v;
  qkv::AttentionParams p;
  std::vector<std::int64_t> key_lengths, query_lengths;
  std::vector<float> slopes, float_mask, sinks;
  std::vector<std::uint8_t> bool_mask;
};

// Shapes (every size may be 0; head_dim 0: out is the mean of the visible
// values), sometimes inconsistent, and the tensors' values.
void draw_tensors(Bytes& in, Case& c) {
  const qkv::DType dtypes[] = {qkv::DType::kFloat32, qkv::DType::kBFloat16,
                               qkv::DType::kFloat16};
  c.dtype = dtypes[in.pick(0, 2)];
  c.batch = in.pick(0, 2);
  c.kv_heads = in.pick(0, 2);
  c.heads = c.kv_heads * in.pick(1, 3) + (in.chance(8) ? 1 : 0);
  c.seq_q = in.pick(0, 17);
  c.seq_kv = in.pick(0, 17);
  c.d = in.pick(0, 9);
  c.dv = in.pick(0, 9);
  c.q = qkv::Tensor(c.dtype, {c.batch, c.heads, c.seq_q, c.d});
  c.k = qkv::Tensor(
      c.dtype, {c.batch, c.kv_heads, c.seq_kv, in.chance(8) ? c.d + 1 : c.d});
  c.v = qkv::Tensor(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dv});
  fill(c.q, in);
  fill(c.k, in);
  fill(c.v, in);
}

// Causal, window, softcap, scale, dropout, key/query lengths and ALiBi.
void draw_options(Bytes& in, Case& c) {
  qkv::AttentionParams& p = c.p;
  p.causal = static_cast<qkv::Causal>(in.pick(0, 2));
  if (in.chance(64)) p.window_left = in.pick(-2, 6);
  if (in.chance(64)) p.window_right = in.pick(-2, 6);
  if (in.chance(48))
    p.softcap = in.pick(0, 4) * 0.75 - (in.chance(8) ? 1.0 : 0.0);
  if (in.chance(48)) p.scale = (in.pick(0, 40) - 20) / 8.0;
  if (in.chance(32)) {
    p.dropout_p = in.pick(0, 9) / 10.0 + (in.chance(8) ? 0.1 : 0.0);
    p.seed = in.byte();
  }
  if (in.chance(64)) {
    for (std::int64_t b = 0; b < c.batch; ++b)
      c.key_lengths.push_back(in.pick(-1, 18) % (c.seq_kv + 2));
    p.key_lengths = qkv::TensorView::contiguous(c.key_lengths.data(),
                                                qkv::DType::kInt64, {c.batch});
  }
  if (in.chance(48)) {
    for (std::int64_t b = 0; b < c.batch; ++b)
      c.query_lengths.push_back(in.pick(0, 17) % (c.seq_q + 1));
    p.query_lengths = qkv::TensorView::contiguous(
        c.query_lengths.data(), qkv::DType::kInt64, {c.batch});
  }
  c.slopes.resize(c.heads);
  if (in.chance(48)) {
    for (auto& s : c.slopes) s = in.pick(0, 8) / 8.0f;
    p.alibi_slopes =
        qkv::TensorView::contiguous(c.slopes.data(), qkv::DType::kFloat32,
                                    {in.chance(8) ? c.heads + 1 : c.heads});
  }
}

// A dense mask of a random broadcast shape (sometimes not broadcastable).
void draw_mask(Bytes& in, Case& c) {
  if (!in.chance(96)) return;
  const std::int64_t shape[4] = {
      in.chance(128) ? c.batch : 1, in.chance(128) ? c.heads : 1,
      in.chance(128) ? c.seq_q : 1, in.chance(16) ? c.seq_kv + 1 : c.seq_kv};
  const int rank = static_cast<int>(in.pick(1, 4));
  std::int64_t count = 1;
  for (int r = 4 - rank; r < 4; ++r) count *= shape[r];
  const bool is_bool = in.chance(128);
  if (is_bool) {
    c.bool_mask.resize(count);
    for (auto& m : c.bool_mask) m = in.chance(192);
  } else {
    c.float_mask.resize(count);
    for (auto& m : c.float_mask) m = in.chance(48) ? -INFINITY : in.value() / 4;
  }
  c.p.mask = qkv::TensorView::contiguous(
      is_bool ? static_cast<const void*>(c.bool_mask.data())
              : c.float_mask.data(),
      is_bool ? qkv::DType::kBool : qkv::DType::kFloat32,
      std::span<const std::int64_t>(shape + 4 - rank, rank));
  if (is_bool && in.chance(64)) c.p.mask_hides = true;
}

// Sinks: finite, -inf (no sink) or, rarely, NaN (refused); sometimes of the
// wrong length.
void draw_sinks(Bytes& in, Case& c) {
  c.sinks.resize(c.heads + 1);
  if (!in.chance(48)) return;
  for (auto& s : c.sinks) {
    s = in.chance(16)  ? -INFINITY
        : in.chance(4) ? NAN
                       : (static_cast<float>(in.pick(0, 64)) - 32) / 4.0f;
  }
  c.p.sinks =
      qkv::TensorView::contiguous(c.sinks.data(), qkv::DType::kFloat32,
                                  {in.chance(8) ? c.heads + 1 : c.heads});
}

double max_abs(const qkv::Tensor& t) {
  double m = 0.0;
  for (std::int64_t n = 0; n < t.numel(); ++n)
    m = std::max(m, std::fabs(get(t, n)));
  return m;
}

double abs_scale(const Case& c) {
  return std::fabs(c.p.scale.value_or(1.0 / std::sqrt(double(c.d))));
}

void print_case(const Case& c, const qkv::Tensor& dout,
                const qkv::Tensor& out) {
  const qkv::AttentionParams& p = c.p;
  std::fprintf(
      stderr,
      "dtype %d b %lld h %lld/%lld q %lld kv %lld d %lld/%lld causal %d "
      "window (%lld, %lld) softcap %g scale %g dropout %g lengths %zu/%zu "
      "alibi %d mask rank %d hides %d path %d sinks %d\n",
      int(c.dtype), (long long)c.batch, (long long)c.heads,
      (long long)c.kv_heads, (long long)c.seq_q, (long long)c.seq_kv,
      (long long)c.d, (long long)c.dv, int(p.causal), (long long)p.window_left,
      (long long)p.window_right, p.softcap, p.scale.value_or(-99), p.dropout_p,
      c.key_lengths.size(), c.query_lengths.size(),
      int(p.alibi_slopes.defined()), p.mask.rank, int(p.mask_hides),
      int(p.path), int(p.sinks.defined()));
  for (const auto& [name, t] :
       {std::pair{"q", &c.q}, std::pair{"k", &c.k}, std::pair{"v", &c.v},
        std::pair{"dout", &dout}, std::pair{"out", &out}}) {
    std::fprintf(stderr, "%s:", name);
    for (std::int64_t n = 0; n < t->numel(); ++n)
      std::fprintf(stderr, " %g", get(*t, n));
    std::fprintf(stderr, "\n");
  }
}

void check_dmask(const Case& c, const qkv::Tensor& dout,
                 const qkv::AttentionParams& ref_params,
                 const qkv::AttentionResult& ref, double gtol);

// The backward of the fast path against the reference's, through the same
// validated arguments; aborts on a mismatch.
void check_backward(Bytes& in, const Case& c,
                    const qkv::AttentionParams& ref_params,
                    const qkv::AttentionResult& ref, double tol) {
  qkv::Tensor dout(c.dtype, {c.batch, c.heads, c.seq_q, c.dv});
  fill(dout, in);
  const auto g_fast =
      qkv::attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                              ref.out.view(), ref.lse.view(), c.p);
  const auto g_ref =
      qkv::attention_backward(dout.view(), c.q.view(), c.k.view(), c.v.view(),
                              ref.out.view(), ref.lse.view(), ref_params);
  // dS = P ∘ (dP − D) cancels: float32 dP carries an error of about
  // eps · dv · max|dout| · max|v|, which the comparison must allow.
  const double max_v = max_abs(c.v), max_g = max_abs(dout);
  if (max_v * max_g > 100.0) return;  // large values: no crash is the check
  // With bf16/fp16 storage the backward reads D = rowsum(dout ∘ out) from
  // the rounded out (|out| up to max|v| / (1 - dropout)), so dS carries out's
  // rounding times |dout|; dQ = dS·K·scale and dK = dSᵀ·Q·scale carry it
  // times |k| and |q| respectively.
  const double max_qk = std::max(max_abs(c.q), max_abs(c.k));
  const double spread =
      c.dtype == qkv::DType::kFloat32
          ? 1.0
          : std::max(1.0, max_g * max_v / (1.0 - c.p.dropout_p) * max_qk *
                              abs_scale(c));
  const double gtol = 10 * tol * spread;
  if (std::getenv("QKV_FUZZ_VERBOSE")) print_case(c, dout, ref.out);
  if (!close(g_fast.dq, g_ref.dq, gtol, "dq") ||
      !close(g_fast.dk, g_ref.dk, gtol, "dk") ||
      !close(g_fast.dv, g_ref.dv, gtol, "dv")) {
    std::abort();
  }
  // d sinks sums batch · seq_q rows of σ (D − dlse), each with an error of
  // about gtol (D read from the stored out).
  const double rows =
      static_cast<double>(std::max<std::int64_t>(1, c.batch * c.seq_q));
  if (c.p.sinks.defined() &&
      !close(g_fast.dsinks, g_ref.dsinks, gtol * rows, "dsinks")) {
    std::abort();
  }
  if (c.p.mask.defined() && c.p.mask.dtype != qkv::DType::kBool) {
    check_dmask(c, dout, ref_params, ref, gtol);
  }
}

// The additive mask's gradient, fast against reference: each element sums
// the logits' gradients of the positions it broadcasts to (each within
// about gtol).
void check_dmask(const Case& c, const qkv::Tensor& dout,
                 const qkv::AttentionParams& ref_params,
                 const qkv::AttentionResult& ref, double gtol) {
  const auto shape =
      std::span(c.p.mask.shape.data(), static_cast<std::size_t>(c.p.mask.rank));
  qkv::Tensor dmask_fast(qkv::DType::kFloat32, shape),
      dmask_ref(qkv::DType::kFloat32, shape);
  auto run = [&](const qkv::AttentionParams& p, const qkv::Tensor& dmask) {
    qkv::Tensor dq(c.dtype, {c.batch, c.heads, c.seq_q, c.d}),
        dk(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.d}),
        dv(c.dtype, {c.batch, c.kv_heads, c.seq_kv, c.dv});
    qkv::attention_backward_into(dout.view(), c.q.view(), c.k.view(),
                                 c.v.view(), ref.out.view(), ref.lse.view(), p,
                                 dq.view(), dk.view(), dv.view(), {}, {},
                                 dmask.view());
  };
  run(c.p, dmask_fast);
  run(ref_params, dmask_ref);
  const double summed =
      static_cast<double>(c.batch * c.heads * c.seq_q * c.seq_kv) /
      static_cast<double>(std::max<std::int64_t>(1, dmask_ref.numel()));
  if (!close(dmask_fast, dmask_ref, gtol * std::max(1.0, summed), "dmask")) {
    std::abort();
  }
}

// The forward through attention(), or, for 16-bit q, through
// attention_into with a float32 out (the output before its rounding, which
// the backward then forms D from).
qkv::AttentionResult forward(const Case& c, const qkv::AttentionParams& p,
                             bool wide) {
  if (!wide) return qkv::attention(c.q.view(), c.k.view(), c.v.view(), p);
  qkv::AttentionResult r{
      qkv::Tensor(qkv::DType::kFloat32, {c.batch, c.heads, c.seq_q, c.dv}),
      qkv::Tensor(qkv::DType::kFloat32, {c.batch, c.heads, c.seq_q})};
  qkv::attention_into(c.q.view(), c.k.view(), c.v.view(), p, r.out.view(),
                      r.lse.view());
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  Bytes in{data, size};
  Case c;
  draw_tensors(in, c);
  draw_options(in, c);
  draw_mask(in, c);
  draw_sinks(in, c);
  qkv::AttentionResult fast, ref;
  qkv::AttentionParams ref_params = c.p;
  ref_params.path = qkv::Path::kReference;
  c.p.path = in.chance(64) ? qkv::Path::kSplitKv : qkv::Path::kAuto;
  c.p.num_threads = static_cast<int>(in.pick(1, 3));
  const bool wide = c.dtype != qkv::DType::kFloat32 && in.chance(96);
  bool fast_threw = false, ref_threw = false;
  try {
    fast = forward(c, c.p, wide);
  } catch (const qkv::Error&) {
    fast_threw = true;
  }
  try {
    ref = forward(c, ref_params, wide);
  } catch (const qkv::Error&) {
    ref_threw = true;
  }
  if (fast_threw != ref_threw)
    std::abort();  // validation must not depend on the path
  if (fast_threw) return 0;
  // Tolerance: float32 accumulation of moderate logits (values up to ~1000
  // make logits up to ~1e6·scale, where a float32 logit's rounding moves the
  // weights: compare only when the inputs are moderate) and the storage
  // rounding of the output.
  const double max_in = std::max(max_abs(c.q), max_abs(c.k));
  const double logit =
      max_in * max_in * static_cast<double>(c.d) * abs_scale(c);
  if (logit > 30.0) return 0;  // large logits: checked by the grid tests
  const double tol = c.dtype == qkv::DType::kFloat32   ? 1e-4
                     : c.dtype == qkv::DType::kFloat16 ? 4e-3
                                                       : 3e-2;
  if (!close(fast.out, ref.out, tol)) std::abort();
  check_backward(in, c, ref_params, ref, tol);
  return 0;
}
