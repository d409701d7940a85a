// qkv._qkv_mpi: ring and all-gather attention across MPI ranks, for
// qkv.dist. A separate extension from qkv._qkv so that `import qkv` never
// loads the MPI library: only qkv.dist's communicating calls import this
// module. Built when CMake finds MPI (never in the manylinux wheel, whose
// users build from the sdist to get it). qkv::dist takes float32 shards
// only, so the arrays arrive as float32 (python/qkv/dist.py prepares them).
#include <mpi.h>
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/vector.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "qkv/dist_mpi.h"
#include "qkv/qkv.h"
#include "to_numpy.h"

namespace nb = nanobind;

namespace {

using qkv::python::to_numpy;

using InArray = nb::ndarray<nb::ro, nb::device::cpu>;

// A float32 array of any rank <= 4 and any strides as a TensorView;
// TypeError naming the argument for any other dtype.
qkv::TensorView float_view(const InArray& a, const char* name) {
  const nb::dlpack::dtype t = a.dtype();
  if (t != nb::dtype<float>()) {
    throw nb::type_error((std::string(name) +
                          ": qkv.dist takes float32 arrays, got dtype code " +
                          std::to_string(t.code) + " with " +
                          std::to_string(t.bits) + " bits")
                             .c_str());
  }
  if (a.ndim() > static_cast<std::size_t>(qkv::kMaxRank)) {
    throw nb::value_error((std::string(name) + ": rank " +
                           std::to_string(a.ndim()) + " exceeds 4")
                              .c_str());
  }
  qkv::TensorView v;
  v.data = const_cast<void*>(a.data());
  v.dtype = qkv::DType::kFloat32;
  v.rank = static_cast<int>(a.ndim());
  for (int d = 0; d < v.rank; ++d) {
    v.shape[d] = static_cast<std::int64_t>(a.shape(d));
    v.strides[d] = a.stride(d);
  }
  return v;
}

// An mpi4py communicator's handle (MPI._handleof(comm)) as MPI_Comm: a
// pointer in Open MPI, an integer in MPICH (a template, so that only the
// branch for this MPI is instantiated).
template <class Comm>
Comm comm_cast(std::uintptr_t handle) {
  if constexpr (std::is_pointer_v<Comm>) {
    return reinterpret_cast<Comm>(handle);
  } else {
    return static_cast<Comm>(handle);
  }
}
MPI_Comm comm_of(std::uintptr_t handle) { return comm_cast<MPI_Comm>(handle); }

qkv::dist::RingParams ring_params(
    bool causal, int num_threads,
    const std::vector<std::int64_t>& key_lengths) {
  qkv::dist::RingParams rp;
  if (!key_lengths.empty()) {
    rp.key_lengths = qkv::TensorView::contiguous(
        key_lengths.data(), qkv::DType::kInt64,
        {static_cast<std::int64_t>(key_lengths.size())});
  }
  rp.causal = causal ? qkv::Causal::kTopLeft : qkv::Causal::kNone;
  rp.layout =
      causal ? qkv::dist::Layout::kZigzag : qkv::dist::Layout::kContiguous;
  rp.num_threads = num_threads;
  return rp;
}

// (out, lse) of this rank's query shard: q, k, v (batch, heads, seq / world,
// head_dim) float32 shards.
nb::object ring_attention(std::uintptr_t handle, InArray q, InArray k,
                          InArray v, bool causal, bool allgather,
                          int num_threads,
                          std::vector<std::int64_t> key_lengths) {
  auto comm = qkv::dist::make_mpi_communicator(comm_of(handle));
  const auto rp = ring_params(causal, num_threads, key_lengths);
  const qkv::TensorView qv = float_view(q, "q"), kv = float_view(k, "k"),
                        vv = float_view(v, "v");
  qkv::AttentionResult r;
  {
    nb::gil_scoped_release release;
    r = allgather ? qkv::dist::allgather_attention(*comm, qv, kv, vv, rp)
                  : qkv::dist::ring_attention(*comm, qv, kv, vv, rp);
  }
  return nb::make_tuple(to_numpy(std::move(r.out)), to_numpy(std::move(r.lse)));
}

// (dq, dk, dv) of this rank's shards: dout, q, k, v, out (batch, heads,
// seq / world, head_dim), lse (batch, heads, seq / world), float32.
nb::object ring_attention_backward(std::uintptr_t handle, InArray dout,
                                   InArray q, InArray k, InArray v, InArray out,
                                   InArray lse, bool causal, int num_threads,
                                   std::vector<std::int64_t> key_lengths) {
  auto comm = qkv::dist::make_mpi_communicator(comm_of(handle));
  const auto rp = ring_params(causal, num_threads, key_lengths);
  const qkv::TensorView gv = float_view(dout, "dout"), qv = float_view(q, "q"),
                        kv = float_view(k, "k"), vv = float_view(v, "v"),
                        ov = float_view(out, "out"),
                        lv = float_view(lse, "lse");
  qkv::AttentionGrads g;
  {
    nb::gil_scoped_release release;
    g = qkv::dist::ring_attention_backward(*comm, gv, qv, kv, vv, ov, lv, rp);
  }
  return nb::make_tuple(to_numpy(std::move(g.dq)), to_numpy(std::move(g.dk)),
                        to_numpy(std::move(g.dv)));
}

}  // namespace

NB_MODULE(_qkv_mpi, m) {
  m.doc() = "qkv.dist's MPI calls; use qkv.dist instead.";
  // The same exception classes as qkv._qkv (ValueError / TypeError and
  // RuntimeError at once), held for the process.
  const nb::module_ core = nb::module_::import_("qkv._qkv");
  static PyObject* value_error = core.attr("QkvValueError").inc_ref().ptr();
  static PyObject* type_error = core.attr("QkvTypeError").inc_ref().ptr();
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const qkv::Error& e) {
      PyErr_SetString(
          e.kind() == qkv::ErrorKind::kType ? type_error : value_error,
          e.what());
    }
  });
  m.def("mpi_ring_attention", &ring_attention, nb::arg("comm"), nb::arg("q"),
        nb::arg("k"), nb::arg("v"), nb::arg("causal"), nb::arg("allgather"),
        nb::arg("num_threads"), nb::arg("key_lengths"));
  m.def("mpi_ring_attention_backward", &ring_attention_backward,
        nb::arg("comm"), nb::arg("dout"), nb::arg("q"), nb::arg("k"),
        nb::arg("v"), nb::arg("out"), nb::arg("lse"), nb::arg("causal"),
        nb::arg("num_threads"), nb::arg("key_lengths"));
}
