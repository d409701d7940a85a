// qkv._qkv: converts nanobind ndarrays (numpy, torch, anything with DLPack)
// into qkv::TensorView without copying, and qkv::Error into Python errors.
// Argument handling beyond that lives in python/qkv/_api.py.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>

#include <cstdint>
#include <optional>
#include <string>

#include "qkv/qkv.h"

namespace nb = nanobind;

namespace {

using InArray = nb::ndarray<nb::ro, nb::device::cpu>;
using OutArray = nb::ndarray<nb::device::cpu>;

qkv::DType dtype_of(nb::dlpack::dtype t, const char* name,
                    const std::string& storage) {
  using Code = nb::dlpack::dtype_code;
  const auto code = static_cast<Code>(t.code);
  if (t.lanes == 1) {
    if (code == Code::Float && t.bits == 32) return qkv::DType::kFloat32;
    if (code == Code::Float && t.bits == 64) return qkv::DType::kFloat64;
    if (code == Code::Float && t.bits == 16) return qkv::DType::kFloat16;
    if (code == Code::Bfloat && t.bits == 16) return qkv::DType::kBFloat16;
    if (code == Code::Bool && t.bits == 8) return qkv::DType::kBool;
    if (code == Code::Int && t.bits == 32) return qkv::DType::kInt32;
    if (code == Code::Int && t.bits == 64) return qkv::DType::kInt64;
    // 16-bit storage of a dtype numpy lacks natively (ml_dtypes.bfloat16).
    if (code == Code::UInt && t.bits == 16 && storage == "bfloat16") {
      return qkv::DType::kBFloat16;
    }
  }
  throw nb::type_error((std::string(name) + ": unsupported dtype (code " +
                        std::to_string(t.code) + ", " + std::to_string(t.bits) +
                        " bits)")
                           .c_str());
}

template <class Array>
qkv::TensorView view_of(const Array& a, const char* name,
                        const std::string& storage = "") {
  if (a.ndim() > static_cast<std::size_t>(qkv::kMaxRank)) {
    throw nb::value_error((std::string(name) + ": rank " +
                           std::to_string(a.ndim()) + " exceeds 4")
                              .c_str());
  }
  qkv::TensorView v;
  v.data = const_cast<void*>(static_cast<const void*>(a.data()));
  v.dtype = dtype_of(a.dtype(), name, storage);
  v.rank = static_cast<int>(a.ndim());
  for (int d = 0; d < v.rank; ++d) {
    v.shape[d] = static_cast<std::int64_t>(a.shape(d));
    v.strides[d] = a.stride(d);
  }
  return v;
}

template <class Array>
qkv::TensorView optional_view(const std::optional<Array>& a, const char* name) {
  return a ? view_of(*a, name) : qkv::TensorView{};
}

// The options every attention call takes, in the order Python passes them.
struct Options {
  std::optional<double> scale;
  double softcap = 0.0;
  std::optional<InArray> alibi_slopes;
  int causal = 0;
  std::int64_t window_left = -1, window_right = -1;
  std::optional<InArray> key_lengths, query_lengths, mask;
  double dropout_p = 0.0;
  std::uint64_t seed = 0;
  std::uint32_t offset = 0;
  int num_threads = 0;
  std::string storage;

  qkv::AttentionParams params() const {
    qkv::AttentionParams p;
    p.scale = scale;
    p.softcap = softcap;
    p.alibi_slopes = optional_view(alibi_slopes, "alibi_slopes");
    if (causal < 0 || causal > 2) {
      throw nb::value_error("causal: invalid value");
    }
    p.causal = static_cast<qkv::Causal>(causal);
    p.window_left = window_left;
    p.window_right = window_right;
    p.key_lengths = optional_view(key_lengths, "key_lengths");
    p.query_lengths = optional_view(query_lengths, "query_lengths");
    p.mask = optional_view(mask, "attn_mask");
    p.dropout_p = dropout_p;
    p.seed = seed;
    p.offset = offset;
    p.num_threads = num_threads;
    return p;
  }
};

void attention_into(InArray q, InArray k, InArray v, OutArray out,
                    std::optional<OutArray> lse, const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView qv = view_of(q, "query", o.storage),
                        kv = view_of(k, "key", o.storage),
                        vv = view_of(v, "value", o.storage),
                        ov = view_of(out, "out", o.storage),
                        lv = lse ? view_of(*lse, "lse") : qkv::TensorView{};
  nb::gil_scoped_release release;
  qkv::attention_into(qv, kv, vv, params, ov, lv);
}

void attention_backward_into(InArray dout, InArray q, InArray k, InArray v,
                             InArray out, InArray lse, OutArray dq, OutArray dk,
                             OutArray dv, const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView g = view_of(dout, "grad_out", o.storage),
                        qv = view_of(q, "query", o.storage),
                        kv = view_of(k, "key", o.storage),
                        vv = view_of(v, "value", o.storage),
                        ov = view_of(out, "out", o.storage),
                        lv = view_of(lse, "lse"),
                        dqv = view_of(dq, "dq", o.storage),
                        dkv = view_of(dk, "dk", o.storage),
                        dvv = view_of(dv, "dv", o.storage);
  nb::gil_scoped_release release;
  qkv::attention_backward_into(g, qv, kv, vv, ov, lv, params, dqv, dkv, dvv);
}

void merge_partials_into(InArray out1, InArray lse1, InArray out2, InArray lse2,
                         OutArray out, OutArray lse,
                         const std::string& storage) {
  const qkv::TensorView o1 = view_of(out1, "out1", storage),
                        l1 = view_of(lse1, "lse1"),
                        o2 = view_of(out2, "out2", storage),
                        l2 = view_of(lse2, "lse2"),
                        o = view_of(out, "out", storage),
                        l = view_of(lse, "lse");
  nb::gil_scoped_release release;
  qkv::merge_partials_into(o1, l1, o2, l2, o, l);
}

}  // namespace

NB_MODULE(_qkv, m) {
  m.doc() = "Binding of the qkv C++ library; use the qkv package instead.";
  // Autograd graphs alive at interpreter exit keep Options objects (in their
  // ctx) referenced; Python does not destroy them, which is not a leak.
  nb::set_leak_warnings(false);
  m.attr("__version__") = qkv::kVersion;
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const qkv::Error& e) {
      const std::string message = e.what();
      if (message.find("dtype") != std::string::npos) {
        PyErr_SetString(PyExc_TypeError, e.what());
      } else {
        PyErr_SetString(PyExc_ValueError, e.what());
      }
    }
  });
  nb::class_<Options>(m, "Options",
                      "Every option of one call (built by qkv._api).")
      .def(nb::init<>())
      .def_rw("scale", &Options::scale, nb::arg().none())
      .def_rw("softcap", &Options::softcap)
      .def_rw("alibi_slopes", &Options::alibi_slopes, nb::arg().none())
      .def_rw("causal", &Options::causal)
      .def_rw("window_left", &Options::window_left)
      .def_rw("window_right", &Options::window_right)
      .def_rw("key_lengths", &Options::key_lengths, nb::arg().none())
      .def_rw("query_lengths", &Options::query_lengths, nb::arg().none())
      .def_rw("mask", &Options::mask, nb::arg().none())
      .def_rw("dropout_p", &Options::dropout_p)
      .def_rw("seed", &Options::seed)
      .def_rw("offset", &Options::offset)
      .def_rw("num_threads", &Options::num_threads)
      .def_rw("storage", &Options::storage);
  m.def("attention_into", &attention_into, nb::arg("q"), nb::arg("k"),
        nb::arg("v"), nb::arg("out"), nb::arg("lse").none(), nb::arg("options"),
        "Computes attention into out (and lse); see qkv.attention.");
  m.def("attention_backward_into", &attention_backward_into, nb::arg("dout"),
        nb::arg("q"), nb::arg("k"), nb::arg("v"), nb::arg("out"),
        nb::arg("lse"), nb::arg("dq"), nb::arg("dk"), nb::arg("dv"),
        nb::arg("options"),
        "Gradients of attention into dq, dk, dv (the fused backward).");
  m.def("merge_partials_into", &merge_partials_into, nb::arg("out1"),
        nb::arg("lse1"), nb::arg("out2"), nb::arg("lse2"), nb::arg("out"),
        nb::arg("lse"), nb::arg("storage"),
        "Merges two partial attentions; see qkv.merge_partials.");
  m.def(
      "data_pointer",
      [](InArray a) { return reinterpret_cast<std::uintptr_t>(a.data()); },
      nb::arg("array"),
      "The address qkv reads an array at (tests use it to prove no copy).");
  m.def("default_num_threads", &qkv::default_num_threads,
        "Threads used when num_threads is 0: QKV_NUM_THREADS or the cores.");
}
