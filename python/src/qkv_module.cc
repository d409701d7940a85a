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

void attention_into(InArray q, InArray k, InArray v, OutArray out,
                    std::optional<OutArray> lse, std::optional<double> scale,
                    double softcap, std::optional<InArray> alibi_slopes,
                    int causal, std::int64_t window_left,
                    std::int64_t window_right,
                    std::optional<InArray> key_lengths,
                    std::optional<InArray> query_lengths,
                    std::optional<InArray> mask, double dropout_p,
                    std::uint64_t seed, std::uint32_t offset, int num_threads,
                    const std::string& storage) {
  qkv::AttentionParams params;
  params.scale = scale;
  params.softcap = softcap;
  params.alibi_slopes = optional_view(alibi_slopes, "alibi_slopes");
  if (causal < 0 || causal > 2) throw nb::value_error("causal: invalid value");
  params.causal = static_cast<qkv::Causal>(causal);
  params.window_left = window_left;
  params.window_right = window_right;
  params.key_lengths = optional_view(key_lengths, "key_lengths");
  params.query_lengths = optional_view(query_lengths, "query_lengths");
  params.mask = optional_view(mask, "attn_mask");
  params.dropout_p = dropout_p;
  params.seed = seed;
  params.offset = offset;
  params.num_threads = num_threads;
  const qkv::TensorView qv = view_of(q, "query", storage),
                        kv = view_of(k, "key", storage),
                        vv = view_of(v, "value", storage),
                        ov = view_of(out, "out", storage),
                        lv = lse ? view_of(*lse, "lse") : qkv::TensorView{};
  nb::gil_scoped_release release;
  qkv::attention_into(qv, kv, vv, params, ov, lv);
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
  m.def("attention_into", &attention_into, nb::arg("q"), nb::arg("k"),
        nb::arg("v"), nb::arg("out"), nb::arg("lse").none(),
        nb::arg("scale").none(), nb::arg("softcap"),
        nb::arg("alibi_slopes").none(), nb::arg("causal"),
        nb::arg("window_left"), nb::arg("window_right"),
        nb::arg("key_lengths").none(), nb::arg("query_lengths").none(),
        nb::arg("mask").none(), nb::arg("dropout_p"), nb::arg("seed"),
        nb::arg("offset"), nb::arg("num_threads"), nb::arg("storage"),
        "Computes attention into out (and lse); see qkv.attention.");
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
