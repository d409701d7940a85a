// qkv._qkv_mpi: ring, all-gather and Ulysses attention across MPI ranks, for
// qkv.dist. A separate extension from qkv._qkv so that `import qkv` never
// loads the MPI library: only qkv.dist's communicating calls import this
// module. Built when CMake finds MPI (never in the manylinux wheel, whose
// users build from the sdist to get it). timeout: seconds every wait may
// take (0: forever), see make_mpi_communicator. The calls themselves are
// dist_calls.h's, shared with qkv._qkv_dist (torch.distributed).
#include <mpi.h>
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "dist_calls.h"
#include "qkv/dist_mpi.h"

namespace nb = nanobind;

namespace {

using qkv::python::DistArray;

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

nb::object forward(std::uintptr_t handle, DistArray q, DistArray k, DistArray v,
                   bool causal, int strategy, int num_threads,
                   std::int64_t piece_rows,
                   std::vector<std::int64_t> key_lengths, double timeout) {
  auto comm = qkv::dist::make_mpi_communicator(comm_of(handle), timeout);
  return qkv::python::dist_forward(*comm, q, k, v, causal, strategy,
                                   num_threads, piece_rows, key_lengths);
}

nb::object backward(std::uintptr_t handle, DistArray dout, DistArray q,
                    DistArray k, DistArray v, DistArray out, DistArray lse,
                    bool causal, int strategy, int num_threads,
                    std::int64_t piece_rows,
                    std::vector<std::int64_t> key_lengths, double timeout) {
  auto comm = qkv::dist::make_mpi_communicator(comm_of(handle), timeout);
  return qkv::python::dist_backward(*comm, dout, q, k, v, out, lse, causal,
                                    strategy, num_threads, piece_rows,
                                    key_lengths);
}

void refuse(std::uintptr_t handle, const std::string& what,
            const std::string& message, bool type_error, double timeout) {
  auto comm = qkv::dist::make_mpi_communicator(comm_of(handle), timeout);
  qkv::python::dist_refuse(*comm, what, message, type_error);
}

}  // namespace

NB_MODULE(_qkv_mpi, m) {
  m.doc() = "qkv.dist's MPI calls; use qkv.dist instead.";
  qkv::python::register_dist_errors();
  qkv_python::register_at_exit(m);
  m.def("mpi_ring_attention", &forward, nb::arg("comm"), nb::arg("q"),
        nb::arg("k"), nb::arg("v"), nb::arg("causal"), nb::arg("strategy"),
        nb::arg("num_threads"), nb::arg("piece_rows"), nb::arg("key_lengths"),
        nb::arg("timeout"));
  m.def("mpi_ring_attention_backward", &backward, nb::arg("comm"),
        nb::arg("dout"), nb::arg("q"), nb::arg("k"), nb::arg("v"),
        nb::arg("out"), nb::arg("lse"), nb::arg("causal"), nb::arg("strategy"),
        nb::arg("num_threads"), nb::arg("piece_rows"), nb::arg("key_lengths"),
        nb::arg("timeout"));
  m.def("mpi_refuse", &refuse, nb::arg("comm"), nb::arg("what"),
        nb::arg("message"), nb::arg("type_error"), nb::arg("timeout"),
        "Every rank raises this rank's refusal of the call `what`.");
}
