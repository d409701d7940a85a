// qkv::dist: exact attention over a sequence sharded across processes
// (context parallelism). A small Communicator interface with an in-process
// implementation (threads, for tests and demos) and an MPI one
// (qkv/dist_mpi.h); ring attention with zigzag causal balance, its backward,
// an all-gather strategy for comparison, and Ulysses (all-to-all over
// heads).
#ifndef QKV_DIST_H_
#define QKV_DIST_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "qkv/attention.h"
#include "qkv/backward.h"
#include "qkv/error.h"
#include "qkv/tensor.h"

namespace qkv::dist {

// Point-to-point and collective messages between the ranks of a group.
// The public calls are non-virtual: they check the peer and count the bytes
// this rank sends (bytes_sent) in one place, then call the implementation's
// private do_* functions.
class Communicator {
 public:
  class Request {
   public:
    virtual ~Request() = default;
  };
  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;
  // Non-blocking point to point; the buffers must live until wait(). `dest`
  // and `source` are ranks in [0, size()); tags are >= 0.
  std::unique_ptr<Request> isend(const void* data, std::size_t bytes, int dest,
                                 int tag);
  std::unique_ptr<Request> irecv(void* data, std::size_t bytes, int source,
                                 int tag);
  void wait(Request& request);
  // recv holds size() blocks of `bytes`, block r from rank r.
  void all_gather(const void* send, std::size_t bytes, void* recv);
  // send and recv hold size() blocks of `bytes`; block r goes to rank r.
  void all_to_all(const void* send, std::size_t bytes, void* recv);
  void barrier();
  // Bytes this rank has sent so far (communication volume): every isend's
  // bytes, and (size() - 1) blocks per all_gather or all_to_all.
  std::uint64_t bytes_sent() const { return bytes_sent_; }

 private:
  virtual std::unique_ptr<Request> do_isend(const void* data, std::size_t bytes,
                                            int dest, int tag) = 0;
  virtual std::unique_ptr<Request> do_irecv(void* data, std::size_t bytes,
                                            int source, int tag) = 0;
  virtual void do_wait(Request& request) = 0;
  virtual void do_all_gather(const void* send, std::size_t bytes,
                             void* recv) = 0;
  virtual void do_all_to_all(const void* send, std::size_t bytes,
                             void* recv) = 0;
  virtual void do_barrier() = 0;
  void check_message(const char* what, int peer, int tag) const;

  std::uint64_t bytes_sent_ = 0;
};

// `size` communicators joined in one process, one per thread.
std::vector<std::unique_ptr<Communicator>> make_in_process_group(int size);

// How a sequence is split across `world` ranks (axis 2 of a (batch, heads,
// seq, dim) tensor). kContiguous: rank r holds [r·n/W, (r+1)·n/W).
// kZigzag: with 2W chunks, rank r holds chunks r and 2W−1−r, so every rank
// has the same causal work.
enum class Layout { kContiguous, kZigzag };

// The shard of `full` (float32, (batch, heads, seq, dim)) that `rank` of
// `world` ranks holds (a copy). seq must be divisible by W (contiguous) or 2W
// (zigzag): otherwise qkv::Error (pad the sequence).
Tensor shard(const TensorView& full, int rank, int world, Layout layout);
// The full tensor from all ranks' shards, in rank order; every shard has the
// same shape.
Tensor unshard(const std::vector<TensorView>& shards, Layout layout);

// Every call below starts by sending every other rank a record of
// kCheckBytes: this rank's verdict on its own arguments (and its sizes and
// options), so that a bad or mismatched shard on one rank is the same
// qkv::Error on every rank ("ring_attention: rank 1: ..."), not a hang.
inline constexpr std::size_t kCheckBytes = 384;

// The options of ring and all-gather attention: self-attention over one
// sequence sharded across the ranks, so global seq_q = seq_kv (field types as
// in AttentionParams).
struct RingParams {
  // kTopLeft (global positions) needs the zigzag layout. kBottomRight is the
  // same alignment (seq_q = seq_kv) and is accepted without key_lengths.
  Causal causal = Causal::kNone;
  Layout layout = Layout::kContiguous;
  std::optional<double> scale;
  int num_threads = 0;  // per rank
  // int32 or int64, shape (batch), not owned: the sequence's valid length
  // (global positions, before sharding); keys at positions >= key_lengths[b]
  // are padding, hidden from every query (as AttentionParams::key_lengths).
  // Absent = no padding.
  TensorView key_lengths;
  // Attention sinks as AttentionParams::sinks: float32 or float64, shape
  // (num_heads), the same on every rank; absent = off. Folded in once per
  // row after the merge of every step; the backward returns dsinks (summed
  // over every rank's rows, the same on each rank).
  TensorView sinks;
  // Rows of each chunk in one travelling piece (forward and backward), the
  // same on every rank; 0 = automatic (a quarter of a chunk, at most 1024).
  // More rows than a chunk holds mean the whole chunk.
  std::int64_t piece_rows = 0;
  // Ring attention and its backward call it on this rank after each
  // piece's ring with the pieces done and the pieces in all (the other
  // strategies do not); absent = no calls.
  std::function<void(std::int64_t done, std::int64_t total)> progress;
};

// Attention of this rank's query shard against every rank's keys and
// values: pieces of each rank's K/V (one batch row and KV head, up to a
// quarter of every chunk) travel around the ring one after another
// (non-blocking exchange posted before each piece's compute), so a rank holds
// two pieces in flight, and the partial (out, lse) merge exactly
// (merge_partials). q (batch, num_heads, seq / W, head_dim), k (batch,
// num_kv_heads, seq / W, head_dim), v (batch, num_kv_heads, seq / W,
// head_dim_v): this rank's float32 shards, same layout on every rank, last
// dimension contiguous. Returns this rank's rows. Every argument is checked
// on every rank before any message is sent (qkv::Error naming it).
AttentionResult ring_attention(Communicator& comm, const TensorView& q,
                               const TensorView& k, const TensorView& v,
                               const RingParams& params);

// Its backward, streamed like the forward: the same pieces of each rank's
// K/V travel around the ring (posted before each step's compute), followed
// by their dK/dV accumulators, which go on after the step's compute (and
// the next step's compute runs while they travel) and return to their
// owner after W steps; dQ accumulates locally. A rank holds a few pieces in
// flight, never another rank's whole shard. q, k, v as in the forward
// (same checks); dout and out (batch, num_heads, seq / W, head_dim_v) and lse
// (batch, num_heads, seq / W), float32: this rank's forward results. With
// params.sinks the result's dsinks holds the sink gradient of the whole
// sequence (one all-gather of num_heads doubles, summed in rank order).
AttentionGrads ring_attention_backward(
    Communicator& comm, const TensorView& dout, const TensorView& q,
    const TensorView& k, const TensorView& v, const TensorView& out,
    const TensorView& lse, const RingParams& params);

// The other strategy (Llama 3's context parallelism): all-gather K and V,
// then one local attention per query chunk. Arguments as ring_attention's.
AttentionResult allgather_attention(Communicator& comm, const TensorView& q,
                                    const TensorView& k, const TensorView& v,
                                    const RingParams& params);

// The Ulysses strategy (DeepSpeed-Ulysses): an all-to-all gives each rank
// the whole sequence of num_heads / W heads (KV heads likewise, or repeated
// to num_heads first when W does not divide num_kv_heads), one local
// attention, and an all-to-all back. num_heads must be divisible by W
// (qkv::Error otherwise, on every rank before any message). Arguments as
// ring_attention's; memory per rank holds the whole sequence of its heads.
AttentionResult ulysses_attention(Communicator& comm, const TensorView& q,
                                  const TensorView& k, const TensorView& v,
                                  const RingParams& params);

// Its backward: dout, q, k, v, out, lse travel to the head-sharded layout,
// one local attention_backward, and dq, dk, dv travel back. Arguments as
// ring_attention_backward's.
AttentionGrads ulysses_attention_backward(
    Communicator& comm, const TensorView& dout, const TensorView& q,
    const TensorView& k, const TensorView& v, const TensorView& out,
    const TensorView& lse, const RingParams& params);

// For a caller (a language binding) whose own checks refused this rank's
// arguments of a call every other rank makes: takes part in that call's
// argument check with `message` as this rank's error, so every rank throws
// the same qkv::Error (of `kind`) naming this rank instead of waiting for
// it. Always throws.
[[noreturn]] void refuse(Communicator& comm, const char* what,
                         const std::string& message, ErrorKind kind);

}  // namespace qkv::dist

#endif  // QKV_DIST_H_
