// The calls of qkv.dist on any qkv::dist::Communicator, shared by the
// extensions qkv._qkv_dist (torch.distributed, through Python callbacks) and
// qkv._qkv_mpi (MPI): the same C++ strategies, so both give bit-identical
// results on the same shards. qkv::dist takes float32 shards only, so the
// arrays arrive as float32 (python/qkv/dist.py prepares them).
#ifndef QKV_PYTHON_SRC_DIST_CALLS_H_
#define QKV_PYTHON_SRC_DIST_CALLS_H_

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "qkv/dist.h"
#include "qkv/qkv.h"
#include "release_gil.h"
#include "to_numpy.h"

namespace qkv::python {

namespace nb = nanobind;

using DistArray = nb::ndarray<nb::ro, nb::device::cpu>;

// qkv.dist's strategies (the `strategy` argument of the calls below).
enum class Strategy : int { kRing = 0, kAllGather = 1, kUlysses = 2 };

// The qkv dtype of an array: float32, or another that qkv::dist itself
// refuses on every rank alike (its argument check is shared, so one rank's
// wrong dtype is an error everywhere, not a hang); TypeError here, on this
// rank only, for dtypes qkv has no name for.
inline DType dtype_of(const DistArray& a, const char* name) {
  const nb::dlpack::dtype t = a.dtype();
  if (t == nb::dtype<float>()) return DType::kFloat32;
  if (t == nb::dtype<double>()) return DType::kFloat64;
  if (t == nb::dtype<std::uint16_t>()) return DType::kBFloat16;  // its bits
  if (t == nb::dtype<std::int32_t>()) return DType::kInt32;
  if (t == nb::dtype<std::int64_t>()) return DType::kInt64;
  if (t == nb::dtype<bool>()) return DType::kBool;
  if (t.code == static_cast<std::uint8_t>(nb::dlpack::dtype_code::Float) &&
      t.bits == 16) {
    return DType::kFloat16;
  }
  throw nb::type_error(
      (std::string(name) + ": qkv.dist takes float32 arrays, got dtype code " +
       std::to_string(t.code) + " with " + std::to_string(t.bits) + " bits")
          .c_str());
}

// An array of any rank <= 4 and any strides as a TensorView (qkv::dist
// checks its dtype and shape).
inline TensorView float_view(const DistArray& a, const char* name) {
  if (a.ndim() > static_cast<std::size_t>(kMaxRank)) {
    throw nb::value_error((std::string(name) + ": rank " +
                           std::to_string(a.ndim()) + " exceeds 4")
                              .c_str());
  }
  TensorView v;
  v.data = const_cast<void*>(a.data());
  v.dtype = dtype_of(a, name);
  v.rank = static_cast<int>(a.ndim());
  for (int d = 0; d < v.rank; ++d) {
    v.shape[d] = static_cast<std::int64_t>(a.shape(d));
    v.strides[d] = a.stride(d);
  }
  return v;
}

inline dist::RingParams ring_params(
    bool causal, int num_threads, std::int64_t piece_rows,
    const std::vector<std::int64_t>& key_lengths) {
  dist::RingParams rp;
  if (!key_lengths.empty()) {
    rp.key_lengths =
        TensorView::contiguous(key_lengths.data(), DType::kInt64,
                               {static_cast<std::int64_t>(key_lengths.size())});
  }
  rp.causal = causal ? Causal::kTopLeft : Causal::kNone;
  rp.layout = causal ? dist::Layout::kZigzag : dist::Layout::kContiguous;
  rp.num_threads = num_threads;
  rp.piece_rows = piece_rows;
  return rp;
}

// This rank refuses the call `what` (its own checks failed with `message`):
// every rank raises that error (qkv::dist::refuse), none waits for this one.
[[noreturn]] inline void dist_refuse(dist::Communicator& comm,
                                     const std::string& what,
                                     const std::string& message,
                                     bool type_error) {
  qkv_python::ReleaseGil release;
  dist::refuse(comm, what.c_str(), message,
               type_error ? ErrorKind::kType : ErrorKind::kValue);
}

// The views of arrays (float_view), or, for an array qkv::dist cannot even
// name (a dtype qkv has no name for, rank > 4), the same error on every
// rank through dist_refuse.
template <std::size_t N>
std::array<TensorView, N> agreed_views(
    dist::Communicator& comm, const char* what,
    const std::array<const DistArray*, N>& arrays,
    const std::array<const char*, N>& names) {
  std::array<TensorView, N> views;
  std::string error;
  bool type_error = false;
  try {
    for (std::size_t i = 0; i < N; ++i) {
      views[i] = float_view(*arrays[i], names[i]);
    }
    return views;
  } catch (const nb::builtin_exception& e) {  // float_view's type or value
    error = e.what();
    type_error = e.type() == nb::exception_type::type_error;
  }
  dist_refuse(comm, what, error, type_error);
}

// (out, lse) of this rank's query shard: q, k, v (batch, heads, seq / world,
// head_dim) float32 shards. The GIL is released while the strategy runs.
inline nb::object dist_forward(dist::Communicator& comm, DistArray q,
                               DistArray k, DistArray v, bool causal,
                               int strategy, int num_threads,
                               std::int64_t piece_rows,
                               const std::vector<std::int64_t>& key_lengths) {
  const auto rp = ring_params(causal, num_threads, piece_rows, key_lengths);
  const char* what = static_cast<Strategy>(strategy) == Strategy::kAllGather
                         ? "allgather_attention"
                     : static_cast<Strategy>(strategy) == Strategy::kUlysses
                         ? "ulysses_attention"
                         : "ring_attention";
  const auto [qv, kv, vv] =
      agreed_views<3>(comm, what, {&q, &k, &v}, {"q", "k", "v"});
  AttentionResult r;
  {
    qkv_python::ReleaseGil release;
    switch (static_cast<Strategy>(strategy)) {
      case Strategy::kAllGather:
        r = dist::allgather_attention(comm, qv, kv, vv, rp);
        break;
      case Strategy::kUlysses:
        r = dist::ulysses_attention(comm, qv, kv, vv, rp);
        break;
      default:
        r = dist::ring_attention(comm, qv, kv, vv, rp);
    }
  }
  return nb::make_tuple(to_numpy(std::move(r.out)), to_numpy(std::move(r.lse)));
}

// (dq, dk, dv) of this rank's shards: dout, q, k, v, out (batch, heads,
// seq / world, head_dim), lse (batch, heads, seq / world), float32; the ring
// backward, or Ulysses' (strategy 2).
inline nb::object dist_backward(dist::Communicator& comm, DistArray dout,
                                DistArray q, DistArray k, DistArray v,
                                DistArray out, DistArray lse, bool causal,
                                int strategy, int num_threads,
                                std::int64_t piece_rows,
                                const std::vector<std::int64_t>& key_lengths) {
  const auto rp = ring_params(causal, num_threads, piece_rows, key_lengths);
  const char* what = static_cast<Strategy>(strategy) == Strategy::kUlysses
                         ? "ulysses_attention_backward"
                         : "ring_attention_backward";
  const auto [gv, qv, kv, vv, ov, lv] =
      agreed_views<6>(comm, what, {&dout, &q, &k, &v, &out, &lse},
                      {"dout", "q", "k", "v", "out", "lse"});
  AttentionGrads g;
  {
    qkv_python::ReleaseGil release;
    g = static_cast<Strategy>(strategy) == Strategy::kUlysses
            ? dist::ulysses_attention_backward(comm, gv, qv, kv, vv, ov, lv, rp)
            : dist::ring_attention_backward(comm, gv, qv, kv, vv, ov, lv, rp);
  }
  return nb::make_tuple(to_numpy(std::move(g.dq)), to_numpy(std::move(g.dk)),
                        to_numpy(std::move(g.dv)));
}

// qkv::Error as the same exception classes as qkv._qkv (ValueError /
// TypeError and RuntimeError at once), held for the process.
inline void register_dist_errors() {
  const nb::module_ core = nb::module_::import_("qkv._qkv");
  static PyObject* value_error = core.attr("QkvValueError").inc_ref().ptr();
  static PyObject* type_error = core.attr("QkvTypeError").inc_ref().ptr();
  nb::register_exception_translator([](const std::exception_ptr& p, void*) {
    try {
      std::rethrow_exception(p);
    } catch (const Error& e) {
      PyErr_SetString(e.kind() == ErrorKind::kType ? type_error : value_error,
                      e.what());
    }
  });
}

}  // namespace qkv::python

#endif  // QKV_PYTHON_SRC_DIST_CALLS_H_
