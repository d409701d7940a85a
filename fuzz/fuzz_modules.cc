// libFuzzer target over qkv::MultiheadAttention (qkv/multihead_attention.h),
// the module entry points that take user arrays: set_parameter(s) with random
// names, shapes and dtypes, and forward with random (sometimes inconsistent)
// query / key / value shapes, masks of random ranks and dtypes, need_weights,
// is_causal and training with dropout. Every call must raise qkv::Error or
// return outputs of the documented shapes; a refused call changes no
// parameter and does not advance dropout_seed.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "fuzz_bytes.h"
#include "qkv/qkv.h"

namespace {

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz_modules: %s\n", what);
    std::abort();
  }
}

// An array of `shape` in a dtype chosen by the input (float32, float64,
// bfloat16, or now and then int32 or bool, which must be refused where a
// floating array is expected), its values from the input.
struct Array {
  qkv::Tensor t;
  qkv::TensorView view() const { return t.view(); }
};

Array array(std::vector<std::int64_t> shape, Bytes& in, bool specials) {
  static constexpr qkv::DType kTypes[] = {
      qkv::DType::kFloat32,  qkv::DType::kFloat32, qkv::DType::kFloat64,
      qkv::DType::kBFloat16, qkv::DType::kInt32,   qkv::DType::kBool};
  const qkv::DType dtype = kTypes[in.pick(0, in.chance(16) ? 5 : 3)];
  Array a{qkv::Tensor(dtype, shape)};
  for (std::int64_t n = 0; n < a.t.numel(); ++n) {
    const float x = in.value(specials);
    switch (dtype) {
      case qkv::DType::kFloat64:
        a.t.data<double>()[n] = x;
        break;
      case qkv::DType::kBFloat16: {
        std::uint32_t bits;
        std::memcpy(&bits, &x, 4);
        a.t.data<std::uint16_t>()[n] = static_cast<std::uint16_t>(bits >> 16);
        break;
      }
      case qkv::DType::kInt32:
        a.t.data<std::int32_t>()[n] =
            std::isfinite(x) ? static_cast<std::int32_t>(x) : 1;
        break;
      case qkv::DType::kBool:
        a.t.data<std::uint8_t>()[n] = x > 0 ? 1 : 0;
        break;
      default:
        a.t.data<float>()[n] = x;
    }
  }
  return a;
}

// Every parameter's bytes, to compare before and after a refused call.
std::map<std::string, std::string> snapshot(const qkv::MultiheadAttention& m) {
  std::map<std::string, std::string> bytes;
  for (const auto& name : m.parameter_names()) {
    const qkv::Tensor& t = m.parameter(name);
    bytes[name] = std::string(t.data<char>(), t.nbytes());
  }
  return bytes;
}

// A parameter shape, now and then one element off.
std::vector<std::int64_t> shape_of(const qkv::Tensor& t, Bytes& in) {
  const qkv::TensorView v = t.view();
  std::vector<std::int64_t> shape(v.shape.begin(), v.shape.begin() + v.rank);
  if (in.chance(40) && !shape.empty()) shape[in.pick(0, v.rank - 1)] += 1;
  if (in.chance(10)) shape.push_back(1);
  return shape;
}

void set_parameters(qkv::MultiheadAttention& m, Bytes& in) {
  const std::vector<std::string> names = m.parameter_names();
  std::vector<Array> arrays;
  std::map<std::string, qkv::TensorView> values;
  const std::int64_t count = in.pick(1, 3);
  arrays.reserve(static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i < count; ++i) {
    const std::string name =
        in.chance(16)
            ? std::string("no_such_parameter")
            : names[in.pick(0, static_cast<std::int64_t>(names.size()) - 1)];
    const bool known = name != "no_such_parameter";
    arrays.push_back(array(
        known ? shape_of(m.parameter(name), in) : std::vector<std::int64_t>{2},
        in, true));
    values[name] = arrays.back().view();
  }
  const auto before = snapshot(m);
  try {
    if (values.size() == 1 && in.chance(128)) {
      m.set_parameter(values.begin()->first, values.begin()->second);
    } else {
      m.set_parameters(values);
    }
  } catch (const qkv::Error&) {
    check(snapshot(m) == before,
          "a refused set_parameters changed a parameter");
  }
}

// Sizes of one forward call: e, kdim, vdim from the config; the batch and
// lengths from the input, sometimes inconsistent.
void forward(qkv::MultiheadAttention& m, Bytes& in) {
  const qkv::MultiheadAttentionConfig& c = m.config();
  const std::int64_t kdim = c.kdim ? c.kdim : c.embed_dim;
  const std::int64_t vdim = c.vdim ? c.vdim : c.embed_dim;
  const std::int64_t n = in.pick(1, 3), l = in.pick(0, 5), s = in.pick(0, 6);
  const bool unbatched = in.chance(40);
  auto shape3 = [&](std::int64_t seq, std::int64_t dim) {
    std::vector<std::int64_t> shape =
        unbatched ? std::vector<std::int64_t>{seq, dim}
                  : (c.batch_first ? std::vector<std::int64_t>{n, seq, dim}
                                   : std::vector<std::int64_t>{seq, n, dim});
    if (in.chance(12)) shape.back() += 1;  // a wrong feature size
    return shape;
  };
  const Array q = array(shape3(l, c.embed_dim), in, true);
  const Array k = array(shape3(s, kdim), in, true);
  const Array v = array(shape3(s, vdim), in, true);
  Array kpm, mask;
  qkv::TensorView kpm_view, mask_view;  // absent unless drawn
  if (in.chance(60)) {
    kpm = array(unbatched ? std::vector<std::int64_t>{s}
                          : std::vector<std::int64_t>{n, s},
                in, false);
    kpm_view = kpm.view();
  }
  if (in.chance(60)) {
    const std::int64_t rank = in.pick(2, 4);
    mask = array(rank == 2   ? std::vector<std::int64_t>{l, s}
                 : rank == 3 ? std::vector<std::int64_t>{n * c.num_heads, l, s}
                             : std::vector<std::int64_t>{1, 1, l, s},
                 in, false);
    mask_view = mask.view();
  }
  const bool need_weights = in.chance(100), average = in.chance(128);
  const bool causal = in.chance(40);
  m.training = in.chance(80);
  const auto before = snapshot(m);
  const std::uint64_t seed = m.dropout_seed;
  try {
    const auto out = m.forward(q.view(), k.view(), v.view(), kpm_view,
                               need_weights, mask_view, average, causal);
    check(out.out.numel() == (unbatched ? l : n * l) * c.embed_dim,
          "out has the wrong size");
    check(need_weights != !out.weights.view().defined(),
          "weights returned without need_weights, or missing with it");
    check(m.dropout_seed == seed + (m.training && c.dropout > 0.0 ? 1 : 0),
          "dropout_seed not advanced by one");
  } catch (const qkv::Error&) {
    check(m.dropout_seed == seed, "a refused forward advanced dropout_seed");
  }
  check(snapshot(m) == before, "forward changed a parameter");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  Bytes in{data, size};
  qkv::MultiheadAttentionConfig c;
  c.num_heads = in.pick(1, 3);
  c.num_kv_heads = in.chance(60) ? 1 : 0;
  c.embed_dim = c.num_heads * in.pick(1, 4) + (in.chance(8) ? 1 : 0);
  c.kdim = in.chance(60) ? in.pick(1, 5) : 0;
  c.vdim = in.chance(60) ? in.pick(1, 5) : 0;
  c.bias = in.chance(200);
  c.add_bias_kv = in.chance(60);
  c.add_zero_attn = in.chance(60);
  c.dropout = in.chance(60) ? 0.5 : 0.0;
  c.batch_first = in.chance(128);
  try {
    qkv::MultiheadAttention m(c, in.byte());
    m.num_threads = static_cast<int>(in.pick(1, 2));
    for (int step = 0; step < 6 && in.pos < in.size; ++step) {
      if (in.chance(80)) {
        set_parameters(m, in);
      } else {
        forward(m, in);
      }
    }
  } catch (const qkv::Error&) {
    // an inconsistent config
  }
  return 0;
}
