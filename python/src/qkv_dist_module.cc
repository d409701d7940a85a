// qkv._qkv_dist: qkv.dist's calls over a communicator written in Python
// (qkv.dist's torch.distributed one). The C++ strategies run with the GIL
// released; each message call takes the GIL and calls the Python object,
// whose sends and receives are non-blocking (torch.distributed isend / irecv
// on gloo), so exchange and compute overlap as with MPI. No MPI here: this
// extension is in every build, the wheel's too.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "dist_calls.h"

namespace nb = nanobind;

namespace {

using qkv::python::DistArray;

// A qkv::dist::Communicator over a Python object with attributes rank and
// size and methods isend(buf, dest, tag) and irecv(buf, source, tag)
// (returning a handle), wait(handle), all_gather(send, recv),
// all_to_all(send, recv) and barrier(); buffers are uint8 numpy arrays over
// the C++ memory, valid until the matching wait (or the call's return). A
// Python exception in a callback travels through the C++ call unchanged.
class PyCommunicator final : public qkv::dist::Communicator {
 public:
  // Constructed with the GIL held.
  explicit PyCommunicator(nb::object py)
      : py_(std::move(py)),
        rank_(nb::cast<int>(py_.attr("rank"))),
        size_(nb::cast<int>(py_.attr("size"))) {}
  int rank() const override { return rank_; }
  int size() const override { return size_; }

 private:
  class PyRequest : public Request {
   public:
    explicit PyRequest(nb::object h) : handle(std::move(h)) {}
    ~PyRequest() override {
      qkv_python::AcquireGil gil;
      handle.reset();
    }
    nb::object handle;
  };

  // A uint8 array over `bytes` bytes at `data`, not a copy (the GIL
  // held).
  static nb::object buffer(const void* data, std::size_t bytes) {
    const std::size_t shape[1] = {bytes};
    return nb::cast(nb::ndarray<nb::numpy, std::uint8_t, nb::ndim<1>>(
                        const_cast<void*>(data), 1, shape, nb::handle()),
                    nb::rv_policy::reference);
  }

  std::unique_ptr<Request> message(const char* method, const void* data,
                                   std::size_t bytes, int peer, int tag) {
    qkv_python::AcquireGil gil;
    nb::object handle = py_.attr(method)(buffer(data, bytes), peer, tag);
    return std::make_unique<PyRequest>(std::move(handle));
  }
  std::unique_ptr<Request> do_isend(const void* data, std::size_t bytes,
                                    int dest, int tag) override {
    return message("isend", data, bytes, dest, tag);
  }
  std::unique_ptr<Request> do_irecv(void* data, std::size_t bytes, int source,
                                    int tag) override {
    return message("irecv", data, bytes, source, tag);
  }
  void do_wait(Request& request) override {
    qkv_python::AcquireGil gil;
    py_.attr("wait")(static_cast<PyRequest&>(request).handle);
  }
  void collective(const char* method, const void* send, std::size_t bytes,
                  std::size_t send_blocks, void* recv) {
    qkv_python::AcquireGil gil;
    const auto n = static_cast<std::size_t>(size_);
    py_.attr(method)(buffer(send, bytes * send_blocks),
                     buffer(recv, bytes * n));
  }
  void do_all_gather(const void* send, std::size_t bytes, void* recv) override {
    collective("all_gather", send, bytes, 1, recv);
  }
  void do_all_to_all(const void* send, std::size_t bytes, void* recv) override {
    collective("all_to_all", send, bytes, static_cast<std::size_t>(size_),
               recv);
  }
  void do_barrier() override {
    qkv_python::AcquireGil gil;
    py_.attr("barrier")();
  }

  nb::object py_;
  int rank_, size_;
};

nb::object forward(nb::object comm, DistArray q, DistArray k, DistArray v,
                   bool causal, int strategy, int num_threads,
                   std::int64_t piece_rows,
                   std::vector<std::int64_t> key_lengths) {
  PyCommunicator c(std::move(comm));
  return qkv::python::dist_forward(c, q, k, v, causal, strategy, num_threads,
                                   piece_rows, key_lengths);
}

nb::object backward(nb::object comm, DistArray dout, DistArray q, DistArray k,
                    DistArray v, DistArray out, DistArray lse, bool causal,
                    int strategy, int num_threads, std::int64_t piece_rows,
                    std::vector<std::int64_t> key_lengths) {
  PyCommunicator c(std::move(comm));
  return qkv::python::dist_backward(c, dout, q, k, v, out, lse, causal,
                                    strategy, num_threads, piece_rows,
                                    key_lengths);
}

void refuse(nb::object comm, const std::string& what,
            const std::string& message, bool type_error) {
  PyCommunicator c(std::move(comm));
  qkv::python::dist_refuse(c, what, message, type_error);
}

}  // namespace

NB_MODULE(_qkv_dist, m) {
  m.doc() = "qkv.dist's calls over a Python communicator; use qkv.dist.";
  qkv::python::register_dist_errors();
  qkv_python::register_at_exit(m);
  m.def("py_ring_attention", &forward, nb::arg("comm"), nb::arg("q"),
        nb::arg("k"), nb::arg("v"), nb::arg("causal"), nb::arg("strategy"),
        nb::arg("num_threads"), nb::arg("piece_rows"), nb::arg("key_lengths"));
  m.def("py_ring_attention_backward", &backward, nb::arg("comm"),
        nb::arg("dout"), nb::arg("q"), nb::arg("k"), nb::arg("v"),
        nb::arg("out"), nb::arg("lse"), nb::arg("causal"), nb::arg("strategy"),
        nb::arg("num_threads"), nb::arg("piece_rows"), nb::arg("key_lengths"));
  m.def("py_refuse", &refuse, nb::arg("comm"), nb::arg("what"),
        nb::arg("message"), nb::arg("type_error"),
        "Every rank raises this rank's refusal of the call `what`.");
}
