// qkv._qkv: converts nanobind ndarrays (numpy, torch, anything with DLPack)
// into qkv::TensorView without copying, and qkv::Error into Python errors.
// Argument handling beyond that lives in python/qkv/_args.py and _api.py:
// the binding trusts Python's types and ranges (no integer reaches it out of
// range) and reads every 16-bit unsigned array as bfloat16 bits (numpy has
// no bfloat16; python/qkv/_args.py:plain views ml_dtypes.bfloat16 so and
// refuses genuine uint16 arrays).
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/map.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>
#include <unistd.h>

#include <cstdint>
#include <map>
#include <mutex>
#include <new>
#include <optional>
#include <string>

#include "qkv/qkv.h"
#include "release_gil.h"
#include "to_numpy.h"

namespace nb = nanobind;

namespace {

using qkv::python::to_numpy;

using InArray = nb::ndarray<nb::ro, nb::device::cpu>;
using OutArray = nb::ndarray<nb::device::cpu>;

qkv::DType dtype_of(nb::dlpack::dtype t, const char* name) {
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
    if (code == Code::UInt && t.bits == 8) return qkv::DType::kUInt8;
    // bfloat16 bits from numpy (ml_dtypes.bfloat16 viewed as uint16).
    if (code == Code::UInt && t.bits == 16) return qkv::DType::kBFloat16;
  }
  throw qkv::Error(std::string(name) + ": unsupported dtype (code " +
                       std::to_string(t.code) + ", " + std::to_string(t.bits) +
                       " bits)",
                   qkv::ErrorKind::kType);
}

// A view of a, rank 1..4: a TensorView of rank 0 means "absent", so a 0-d
// array (a single value: an attention mask, a length) is an error here,
// never an option silently dropped.
template <class Array>
qkv::TensorView view_of(const Array& a, const char* name) {
  if (a.ndim() > static_cast<std::size_t>(qkv::kMaxRank)) {
    throw qkv::Error(std::string(name) + ": rank " + std::to_string(a.ndim()) +
                     " exceeds 4");
  }
  if (a.ndim() == 0) {
    throw qkv::Error(std::string(name) +
                     ": a 0-d array (expected rank 1 to 4; give a single "
                     "value shape (1,))");
  }
  qkv::TensorView v;
  v.data = const_cast<void*>(static_cast<const void*>(a.data()));
  v.dtype = dtype_of(a.dtype(), name);
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
  std::optional<InArray> sinks;  // (num_heads) float64 from qkv._api

  qkv::AttentionParams params() const {
    qkv::AttentionParams p;
    p.scale = scale;
    p.softcap = softcap;
    p.alibi_slopes = optional_view(alibi_slopes, "alibi_slopes");
    if (causal < 0 || causal > 2) {
      throw qkv::Error("causal: invalid value");
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
    p.sinks = optional_view(sinks, "sinks");
    return p;
  }
};

void attention_into(InArray q, InArray k, InArray v, OutArray out,
                    std::optional<OutArray> lse, const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView qv = view_of(q, "query"), kv = view_of(k, "key"),
                        vv = view_of(v, "value"), ov = view_of(out, "out"),
                        lv = optional_view(lse, "lse");
  qkv_python::ReleaseGil release;
  qkv::attention_into(qv, kv, vv, params, ov, lv);
}

void attention_weights_into(InArray q, InArray k, InArray v, OutArray weights,
                            const Options& o) {
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView qv = view_of(q, "query"), kv = view_of(k, "key"),
                        vv = view_of(v, "value"),
                        wv = view_of(weights, "weights");
  qkv_python::ReleaseGil release;
  qkv::attention_weights_into(qv, kv, vv, params, wv);
}

// dlse: the gradient arriving at lse (None when lse was not used); dsinks:
// where the sink gradient goes (None: not computed); dmask: where the
// gradient of the options' floating mask goes (None: not computed).
void attention_backward_into(InArray dout, InArray q, InArray k, InArray v,
                             InArray out, InArray lse, OutArray dq, OutArray dk,
                             OutArray dv, const Options& o,
                             std::optional<InArray> dlse,
                             std::optional<OutArray> dsinks,
                             std::optional<OutArray> dmask) {
  const qkv::AttentionParams params = o.params();
  const qkv::TensorView g = view_of(dout, "grad_out"), qv = view_of(q, "query"),
                        kv = view_of(k, "key"), vv = view_of(v, "value"),
                        ov = view_of(out, "out"), lv = view_of(lse, "lse"),
                        dqv = view_of(dq, "dq"), dkv = view_of(dk, "dk"),
                        dvv = view_of(dv, "dv"),
                        dlv = optional_view(dlse, "grad_lse"),
                        dsv = optional_view(dsinks, "dsinks"),
                        dmv = optional_view(dmask, "dmask");
  qkv_python::ReleaseGil release;
  qkv::attention_backward_into(g, qv, kv, vv, ov, lv, params, dqv, dkv, dvv,
                               dlv, dsv, dmv);
}

void merge_partials_into(InArray out1, InArray lse1, InArray out2, InArray lse2,
                         OutArray out, OutArray lse) {
  const qkv::TensorView o1 = view_of(out1, "out1"), l1 = view_of(lse1, "lse1"),
                        o2 = view_of(out2, "out2"), l2 = view_of(lse2, "lse2"),
                        o = view_of(out, "out"), l = view_of(lse, "lse");
  qkv_python::ReleaseGil release;
  qkv::merge_partials_into(o1, l1, o2, l2, o, l);
}

// The Python MultiheadAttention: forward runs without the GIL and advances
// dropout_seed, so every call on one object holds the object's lock: one
// forward at a time, and no parameter or field changes under a running
// forward. The lock is waited for without the GIL (never the other way
// round), so a forward can always finish. A forked child inherits the lock
// as it was: held, if another thread of the parent was in a call, and no
// thread of the child would ever release it. So the first call in a child
// (under the GIL: one at a time) makes a new one.
struct PyMultiheadAttention : qkv::MultiheadAttention {
  using qkv::MultiheadAttention::MultiheadAttention;
  std::mutex mu;
  pid_t pid = getpid();  // the process `mu` belongs to

  // Call with the GIL held.
  std::mutex& lock() {
    if (pid != getpid()) {
      new (&mu) std::mutex;  // the parent's may be held: never unlocked here
      pid = getpid();
    }
    return mu;
  }
};

template <class F>
decltype(auto) with_lock(PyMultiheadAttention& self, F&& f) {
  std::unique_lock<std::mutex> lock(self.lock(), std::defer_lock);
  {
    qkv_python::ReleaseGil release;
    lock.lock();
  }
  return f();
}

template <class T>
auto locked_get(T qkv::MultiheadAttention::*field) {
  return [field](PyMultiheadAttention& self) {
    return with_lock(self, [&] { return self.*field; });
  };
}

template <class T>
auto locked_set(T qkv::MultiheadAttention::*field) {
  return [field](PyMultiheadAttention& self, T value) {
    with_lock(self, [&] { self.*field = value; });
  };
}

nb::tuple mha_forward(PyMultiheadAttention& self, InArray query, InArray key,
                      InArray value, std::optional<InArray> key_padding_mask,
                      bool need_weights, std::optional<InArray> attn_mask,
                      bool average_attn_weights, bool is_causal) {
  const qkv::TensorView q = view_of(query, "query"), k = view_of(key, "key"),
                        v = view_of(value, "value"),
                        kpm =
                            optional_view(key_padding_mask, "key_padding_mask"),
                        am = optional_view(attn_mask, "attn_mask");
  qkv::MultiheadAttention::Output r;
  std::mutex& mu = self.lock();
  {
    qkv_python::ReleaseGil release;
    const std::lock_guard<std::mutex> lock(mu);
    r = self.forward(q, k, v, kpm, need_weights, am, average_attn_weights,
                     is_causal);
  }
  nb::object weights =
      need_weights ? to_numpy(std::move(r.weights)) : nb::none();
  return nb::make_tuple(to_numpy(std::move(r.out)), weights);
}

// A canonical dtype name (python/qkv/_args.py:dtype_name resolves aliases).
qkv::DType parse_dtype(const std::string& name) {
  if (name == "float32") return qkv::DType::kFloat32;
  if (name == "bfloat16") return qkv::DType::kBFloat16;
  if (name == "float16") return qkv::DType::kFloat16;
  if (name == "float64") return qkv::DType::kFloat64;
  throw qkv::Error("dtype: unsupported " + name, qkv::ErrorKind::kType);
}

// A new exception class qkv.<name> deriving from `base` and RuntimeError,
// added to the module; the module keeps it alive for the process.
PyObject* new_error(nb::module_& m, const char* name, PyObject* base,
                    const char* doc) {
  const std::string qualified = std::string("qkv.") + name;
  nb::object bases = nb::steal(PyTuple_Pack(2, base, PyExc_RuntimeError));
  PyObject* cls =
      PyErr_NewExceptionWithDoc(qualified.c_str(), doc, bases.ptr(), nullptr);
  if (cls == nullptr) throw nb::python_error();
  m.attr(name) = nb::handle(cls);  // the module holds a reference too
  return cls;
}

// The serving API (packed, paged, PagedKvCache): its own file.
#include "serving_binding.h"

// The Python classes of qkv::Error, made by bind_errors (the module holds
// them for the process).
PyObject* value_error = nullptr;
PyObject* type_error = nullptr;

void bind_errors(nb::module_& m) {
  // qkv::Error reaches Python as QkvValueError / QkvTypeError: subclasses of
  // ValueError / TypeError (Python's convention) and of RuntimeError (what
  // PyTorch raises), so code written against either catches them.
  value_error =
      new_error(m, "QkvValueError", PyExc_ValueError,
                "Invalid argument value (a ValueError and a RuntimeError).");
  type_error =
      new_error(m, "QkvTypeError", PyExc_TypeError,
                "Invalid argument type (a TypeError and a RuntimeError).");
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const qkv::Error& e) {
      PyErr_SetString(
          e.kind() == qkv::ErrorKind::kType ? type_error : value_error,
          e.what());
    }
  });
}

void bind_options(nb::module_& m) {
  nb::class_<Options>(m, "Options",
                      "Every option of one call (built by qkv._api).")
      .def(nb::init<>())
      .def(  // all at once: one call instead of one per field
          "__init__",
          [](Options* self, std::optional<double> scale, double softcap,
             std::optional<InArray> alibi_slopes, int causal,
             std::int64_t window_left, std::int64_t window_right,
             std::optional<InArray> key_lengths,
             std::optional<InArray> query_lengths, std::optional<InArray> mask,
             double dropout_p, std::uint64_t seed, int num_threads,
             std::optional<InArray> sinks) {
            new (self) Options{scale,
                               softcap,
                               std::move(alibi_slopes),
                               causal,
                               window_left,
                               window_right,
                               std::move(key_lengths),
                               std::move(query_lengths),
                               std::move(mask),
                               dropout_p,
                               seed,
                               0,
                               num_threads,
                               std::move(sinks)};
          },
          nb::arg("scale").none(), nb::arg("softcap"),
          nb::arg("alibi_slopes").none(), nb::arg("causal"),
          nb::arg("window_left"), nb::arg("window_right"),
          nb::arg("key_lengths").none(), nb::arg("query_lengths").none(),
          nb::arg("mask").none(), nb::arg("dropout_p"), nb::arg("seed"),
          nb::arg("num_threads"), nb::arg("sinks").none() = nb::none())
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
      .def_rw("sinks", &Options::sinks, nb::arg().none());
}

void bind_attention(nb::module_& m) {
  m.def("attention_into", &attention_into, nb::arg("q"), nb::arg("k"),
        nb::arg("v"), nb::arg("out"), nb::arg("lse").none(), nb::arg("options"),
        "Computes attention into out (and lse); see qkv.attention.");
  m.def("attention_weights_into", &attention_weights_into, nb::arg("q"),
        nb::arg("k"), nb::arg("v"), nb::arg("weights"), nb::arg("options"),
        "The attention weights as applied to v, from the reference path; "
        "see qkv.attention_weights.");
  m.def("attention_backward_into", &attention_backward_into, nb::arg("dout"),
        nb::arg("q"), nb::arg("k"), nb::arg("v"), nb::arg("out"),
        nb::arg("lse"), nb::arg("dq"), nb::arg("dk"), nb::arg("dv"),
        nb::arg("options"), nb::arg("dlse").none(),
        nb::arg("dsinks").none() = nb::none(),
        nb::arg("dmask").none() = nb::none(),
        "Gradients of attention into dq, dk, dv (the fused backward); dlse "
        "is the gradient at lse, None for zero; dsinks receives the sink "
        "gradient and dmask the gradient of the (floating) mask when "
        "given.");
}

void bind_multihead_attention(nb::module_& m) {
  nb::class_<PyMultiheadAttention>(m, "MultiheadAttention")
      .def(
          "__init__",
          [](PyMultiheadAttention* self, std::int64_t embed_dim,
             std::int64_t num_heads, std::int64_t num_kv_heads,
             std::int64_t kdim, std::int64_t vdim, bool bias, bool add_bias_kv,
             bool add_zero_attn, double dropout, bool batch_first,
             std::uint64_t seed) {
            qkv::MultiheadAttentionConfig c;
            c.embed_dim = embed_dim;
            c.num_heads = num_heads;
            c.num_kv_heads = num_kv_heads;
            c.kdim = kdim;
            c.vdim = vdim;
            c.bias = bias;
            c.add_bias_kv = add_bias_kv;
            c.add_zero_attn = add_zero_attn;
            c.dropout = dropout;
            c.batch_first = batch_first;
            new (self) PyMultiheadAttention(c, seed);
          },
          nb::arg("embed_dim"), nb::arg("num_heads"), nb::arg("num_kv_heads"),
          nb::arg("kdim"), nb::arg("vdim"), nb::arg("bias"),
          nb::arg("add_bias_kv"), nb::arg("add_zero_attn"), nb::arg("dropout"),
          nb::arg("batch_first"), nb::arg("seed"))
      .def("forward", &mha_forward, nb::arg("query"), nb::arg("key"),
           nb::arg("value"), nb::arg("key_padding_mask").none(),
           nb::arg("need_weights"), nb::arg("attn_mask").none(),
           nb::arg("average_attn_weights"), nb::arg("is_causal"))
      .def("parameter_names",
           [](PyMultiheadAttention& self) {
             return with_lock(self, [&] { return self.parameter_names(); });
           })
      .def("get_parameter",
           [](PyMultiheadAttention& self, const std::string& name) {
             return with_lock(
                 self, [&] { return to_numpy(self.parameter(name).clone()); });
           })
      .def("set_parameter",
           [](PyMultiheadAttention& self, const std::string& name,
              InArray value) {
             const qkv::TensorView view = view_of(value, name.c_str());
             with_lock(self, [&] { self.set_parameter(name, view); });
           })
      .def("set_parameters",
           [](PyMultiheadAttention& self,
              const std::map<std::string, InArray>& values) {
             std::map<std::string, qkv::TensorView> views;
             for (const auto& [name, value] : values) {
               views[name] = view_of(value, name.c_str());
             }
             with_lock(self, [&] { self.set_parameters(views); });
           })
      .def("load_safetensors",
           [](PyMultiheadAttention& self, const std::string& path) {
             with_lock(self, [&] { self.load_safetensors(path); });
           })
      .def("save_safetensors",
           [](PyMultiheadAttention& self, const std::string& path) {
             with_lock(self, [&] { self.save_safetensors(path); });
           })
      .def_prop_rw("training", locked_get(&qkv::MultiheadAttention::training),
                   locked_set(&qkv::MultiheadAttention::training))
      .def_prop_rw("dropout_seed",
                   locked_get(&qkv::MultiheadAttention::dropout_seed),
                   locked_set(&qkv::MultiheadAttention::dropout_seed))
      .def_prop_rw("num_threads",
                   locked_get(&qkv::MultiheadAttention::num_threads),
                   locked_set(&qkv::MultiheadAttention::num_threads));
}

void bind_kv_cache(nb::module_& m) {
  nb::class_<qkv::KvCache>(m, "KvCache")
      .def(
          "__init__",
          [](qkv::KvCache* self, std::int64_t batch, std::int64_t num_kv_heads,
             std::int64_t capacity, std::int64_t head_dim,
             const std::string& dtype, std::int64_t head_dim_v,
             std::int64_t window) {
            const auto format = qkv::parse_quant_format(dtype);
            if (format && *format != qkv::QuantFormat::kNone) {
              new (self) qkv::KvCache(batch, num_kv_heads, capacity, head_dim,
                                      *format, head_dim_v, window);
            } else {
              new (self) qkv::KvCache(batch, num_kv_heads, capacity, head_dim,
                                      parse_dtype(dtype), head_dim_v, window);
            }
          },
          nb::arg("batch"), nb::arg("num_kv_heads"), nb::arg("capacity"),
          nb::arg("head_dim"), nb::arg("dtype"), nb::arg("head_dim_v"),
          nb::arg("window"))
      .def(
          "append",
          [](qkv::KvCache& self, InArray k, InArray v,
             std::optional<InArray> new_lengths) {
            const qkv::TensorView kv = view_of(k, "k"), vv = view_of(v, "v"),
                                  nl =
                                      optional_view(new_lengths, "new_lengths");
            // Cache methods keep the GIL: one object's calls never overlap,
            // so an append cannot write rows a running attend reads.
            self.append(kv, vv, nl);
          },
          nb::arg("k"), nb::arg("v"), nb::arg("new_lengths").none())
      .def(
          "attend",
          [](const qkv::KvCache& self, InArray q, const Options& o) {
            const qkv::AttentionParams params = o.params();
            const qkv::TensorView qv = view_of(q, "q");
            // Keeps the GIL (see append); the kernels' workers need none.
            qkv::AttentionResult r = self.attend(qv, params);
            return nb::make_tuple(to_numpy(std::move(r.out)),
                                  to_numpy(std::move(r.lse)));
          },
          nb::arg("q"), nb::arg("options"))
      .def("length", &qkv::KvCache::length)
      .def("reset", &qkv::KvCache::reset)
      .def_prop_ro("capacity", &qkv::KvCache::capacity)
      .def_prop_ro("window", &qkv::KvCache::window)
      .def_prop_ro("batch", &qkv::KvCache::batch)
      .def_prop_ro("storage_bytes", &qkv::KvCache::storage_bytes)
      .def("keys",
           [](const qkv::KvCache& self) {
             return to_numpy(self.keys().clone());
           })
      .def("values", [](const qkv::KvCache& self) {
        return to_numpy(self.values().clone());
      });
}

void bind_runtime(nb::module_& m) {
  m.def("merge_partials_into", &merge_partials_into, nb::arg("out1"),
        nb::arg("lse1"), nb::arg("out2"), nb::arg("lse2"), nb::arg("out"),
        nb::arg("lse"),
        "Merges two partial attentions; see qkv.merge_partials.");
  m.def(
      "data_pointer",
      [](InArray a) { return reinterpret_cast<std::uintptr_t>(a.data()); },
      nb::arg("array"),
      "The address qkv reads an array at (tests use it to prove no copy).");
  m.def("bfloat16_engine", &qkv::bfloat16_engine,
        "The bf16 forward's tile engine here: amx, avx512_bf16 or none.");
  m.def(
      "kernel_choice",
      [] {
        const qkv::KernelChoiceInfo info = qkv::kernel_choice();
        nb::dict d;
        d["forward_tile_bytes"] = info.choice.forward_tile_bytes;
        d["backward_tile_bytes"] = info.choice.backward_tile_bytes;
        d["decode_tile_keys"] = info.choice.decode_tile_keys;
        d["split_keys"] = info.choice.split_keys;
        d["decode_prefetch_level"] = info.choice.decode_prefetch_level;
        d["cpu"] = info.cpu;
        d["source"] = info.source;
        d["note"] = info.note;
        return d;
      },
      "This process's tile and split sizes and decode prefetch level "
      "(qkv/tuning.h), the CPU key and "
      "where they came from (wisdom file, table, defaults).");
  m.def("default_num_threads", &qkv::default_num_threads,
        "Threads used when num_threads is 0: QKV_NUM_THREADS or the cores.");
  m.def("set_num_threads", &qkv::set_num_threads, nb::arg("num_threads"),
        "Resizes the process-wide pool (0 = the default size).");
  m.def(
      "use_loaded_openmp",
      [](std::optional<std::string> library) {
        return qkv::use_loaded_openmp(library ? library->c_str() : nullptr);
      },
      nb::arg("library").none() = nb::none(),
      "Runs this thread's calls on a loaded OpenMP runtime's team "
      "(PyTorch's libgomp); False if it is not loaded.");
  m.def("use_own_threads", &qkv::use_own_threads,
        "Back to qkv's own process-wide pool.");
  m.def("using_loaded_openmp", &qkv::using_loaded_openmp,
        "Whether this thread's calls run on an OpenMP team.");
}

}  // namespace

NB_MODULE(_qkv, m) {
  m.doc() = "Binding of the qkv C++ library; use the qkv package instead.";
  // Autograd graphs alive at interpreter exit keep Options objects (in their
  // ctx) referenced; Python does not destroy them, which is not a leak.
  nb::set_leak_warnings(false);
  qkv_python::register_at_exit(m);
  m.attr("__version__") = qkv::kVersion;
  bind_errors(m);
  bind_options(m);
  bind_attention(m);
  bind_multihead_attention(m);
  bind_kv_cache(m);
  bind_runtime(m);
  bind_serving(m);
}
