// Ring and all-gather attention over a sharded sequence, and the in-process
// communicator.
#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <limits>
#include <map>
#include <mutex>
#include <sstream>
#include <tuple>

#include "../fail.h"
#include "qkv/dist.h"
#include "qkv/error.h"

namespace qkv::dist {
namespace {

using internal::fail;
using internal::fail_type;

// ------------------------------------------------------ in-process group

struct Mailbox {
  std::mutex mutex;
  std::condition_variable ready;
  // (source, dest, tag) -> messages in order
  std::map<std::tuple<int, int, int>, std::deque<std::vector<char>>> queues;
  int barrier_count = 0, barrier_generation = 0;
};

class InProcessRequest : public Communicator::Request {
 public:
  bool is_recv = false;
  void* data = nullptr;
  std::size_t bytes = 0;
  int source = 0, tag = 0;
};

class InProcessCommunicator : public Communicator {
 public:
  InProcessCommunicator(std::shared_ptr<Mailbox> box, int rank, int size)
      : box_(std::move(box)), rank_(rank), size_(size) {}
  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::unique_ptr<Request> isend(const void* data, std::size_t bytes, int dest,
                                 int tag) override {
    check_peer(dest);
    {
      std::lock_guard<std::mutex> lock(box_->mutex);
      const char* p = static_cast<const char*>(data);
      box_->queues[{rank_, dest, tag}].emplace_back(p, p + bytes);
    }
    box_->ready.notify_all();
    bytes_sent_ += bytes;
    return std::make_unique<InProcessRequest>();  // buffered: complete
  }

  std::unique_ptr<Request> irecv(void* data, std::size_t bytes, int source,
                                 int tag) override {
    check_peer(source);
    auto r = std::make_unique<InProcessRequest>();
    r->is_recv = true;
    r->data = data;
    r->bytes = bytes;
    r->source = source;
    r->tag = tag;
    return r;
  }

  void wait(Request& request) override {
    auto& r = static_cast<InProcessRequest&>(request);
    if (!r.is_recv) return;
    std::unique_lock<std::mutex> lock(box_->mutex);
    auto& queue = box_->queues[{r.source, rank_, r.tag}];
    box_->ready.wait(lock, [&] { return !queue.empty(); });
    const std::vector<char> message = std::move(queue.front());
    queue.pop_front();
    if (message.size() != r.bytes) {
      fail("in-process communicator: message of ", message.size(),
           " bytes, receive buffer of ", r.bytes);
    }
    std::memcpy(r.data, message.data(), r.bytes);
    r.is_recv = false;
  }

  void all_gather(const void* send, std::size_t bytes, void* recv) override {
    std::vector<std::unique_ptr<Request>> pending;
    for (int peer = 0; peer < size_; ++peer) {
      if (peer != rank_)
        pending.push_back(isend(send, bytes, peer, kGatherTag));
    }
    std::memcpy(static_cast<char*>(recv) + rank_ * bytes, send, bytes);
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      auto r = irecv(static_cast<char*>(recv) + peer * bytes, bytes, peer,
                     kGatherTag);
      wait(*r);
    }
  }

  void all_to_all(const void* send, std::size_t bytes, void* recv) override {
    const char* s = static_cast<const char*>(send);
    for (int peer = 0; peer < size_; ++peer) {
      if (peer != rank_) isend(s + peer * bytes, bytes, peer, kAllToAllTag);
    }
    std::memcpy(static_cast<char*>(recv) + rank_ * bytes, s + rank_ * bytes,
                bytes);
    for (int peer = 0; peer < size_; ++peer) {
      if (peer == rank_) continue;
      auto r = irecv(static_cast<char*>(recv) + peer * bytes, bytes, peer,
                     kAllToAllTag);
      wait(*r);
    }
  }

  void barrier() override {
    std::unique_lock<std::mutex> lock(box_->mutex);
    const int generation = box_->barrier_generation;
    if (++box_->barrier_count == size_) {
      box_->barrier_count = 0;
      ++box_->barrier_generation;
      box_->ready.notify_all();
      return;
    }
    box_->ready.wait(lock,
                     [&] { return box_->barrier_generation != generation; });
  }

 private:
  static constexpr int kGatherTag = -1, kAllToAllTag = -2;
  void check_peer(int peer) const {
    if (peer < 0 || peer >= size_)
      fail("communicator: rank ", peer, " of ", size_);
  }
  std::shared_ptr<Mailbox> box_;
  int rank_, size_;
};

// ------------------------------------------------------------- sharding

void check_shape(const char* name, const TensorView& t) {
  if (t.rank != 4 || t.dtype != DType::kFloat32) {
    fail(name, ": expected a float32 (batch, heads, seq, dim) tensor, got ",
         t.shape_str(), " ", dtype_name(t.dtype));
  }
}

std::int64_t chunks_per_rank(Layout layout) {
  return layout == Layout::kZigzag ? 2 : 1;
}

// Global chunk indices rank r holds, in its local order (chunk size n/(cW)).
std::vector<std::int64_t> chunks_of(int rank, int world, Layout layout) {
  if (layout == Layout::kZigzag) return {rank, 2 * world - 1 - rank};
  return {rank};
}

// Rows [first, first + count) of a rank-4 view along the sequence axis.
TensorView rows(const TensorView& t, std::int64_t first, std::int64_t count) {
  TensorView r = t;
  r.data = static_cast<char*>(t.data) + first * t.strides[2] * 4;
  r.shape[2] = count;
  return r;
}

// Copies src (rank-4 float32 view) into dst rows [first, ...).
void copy_rows(const TensorView& src, Tensor& dst, std::int64_t first) {
  float* d = dst.data<float>();
  const auto& ds = dst.view().strides;
  const float* s = static_cast<const float*>(src.data);
  for (std::int64_t b = 0; b < src.shape[0]; ++b) {
    for (std::int64_t h = 0; h < src.shape[1]; ++h) {
      for (std::int64_t i = 0; i < src.shape[2]; ++i) {
        std::memcpy(
            d + b * ds[0] + h * ds[1] + (first + i) * ds[2],
            s + b * src.strides[0] + h * src.strides[1] + i * src.strides[2],
            sizeof(float) * src.shape[3]);
      }
    }
  }
}

void add_rows(const Tensor& src, Tensor& dst, std::int64_t first) {
  const std::int64_t n = src.size(2), w = src.size(3);
  for (std::int64_t b = 0; b < src.size(0); ++b) {
    for (std::int64_t h = 0; h < src.size(1); ++h) {
      for (std::int64_t i = 0; i < n; ++i) {
        const float* s =
            src.data<float>() + ((b * src.size(1) + h) * n + i) * w;
        float* d = dst.data<float>() +
                   ((b * dst.size(1) + h) * dst.size(2) + first + i) * w;
        for (std::int64_t c = 0; c < w; ++c) d[c] += s[c];
      }
    }
  }
}

std::int64_t chunk_size(std::int64_t local_seq, Layout layout) {
  return local_seq / chunks_per_rank(layout);
}

// A block of keys and values that travels: k and v (and, in the backward,
// their gradient accumulators) packed in one buffer.
struct Block {
  std::vector<float> data;
  std::int64_t batch, heads, seq, d, dv;
  std::int64_t k_size() const { return batch * heads * seq * d; }
  std::int64_t v_size() const { return batch * heads * seq * dv; }
  TensorView k(std::int64_t off = 0) {
    return TensorView::contiguous(data.data() + off, DType::kFloat32,
                                  {batch, heads, seq, d});
  }
  TensorView v(std::int64_t off = 0) {
    return TensorView::contiguous(data.data() + off + k_size(), DType::kFloat32,
                                  {batch, heads, seq, dv});
  }
  // A block holding copies of k and v, with room for `copies` (k, v) pairs
  // (the backward's second pair is the gradient accumulators, zeroed).
  static Block of(const TensorView& k, const TensorView& v, int copies);
};

Block Block::of(const TensorView& k, const TensorView& v, int copies) {
  Block b{{}, k.shape[0], k.shape[1], k.shape[2], k.shape[3], v.shape[3]};
  b.data.assign(static_cast<std::size_t>(copies * (b.k_size() + b.v_size())),
                0.0f);
  Tensor kt(DType::kFloat32, {k.shape[0], k.shape[1], k.shape[2], k.shape[3]});
  Tensor vt(DType::kFloat32, {v.shape[0], v.shape[1], v.shape[2], v.shape[3]});
  copy_rows(k, kt, 0);
  copy_rows(v, vt, 0);
  std::memcpy(b.data.data(), kt.data<float>(), kt.nbytes());
  std::memcpy(b.data.data() + b.k_size(), vt.data<float>(), vt.nbytes());
  return b;
}

void check_ring(const char* what, Communicator& comm, const TensorView& q,
                const TensorView& k, const TensorView& v, const RingParams& p) {
  check_shape("q", q);
  check_shape("k", k);
  check_shape("v", v);
  if (p.causal && p.layout != Layout::kZigzag) {
    fail(what,
         ": causal ring attention needs the zigzag layout (Layout::kZigzag)");
  }
  if (q.shape[2] != k.shape[2]) {
    fail(what,
         ": q and k shards must hold the same sequence rows (self-attention "
         "over one sharded sequence); got ",
         q.shape_str(), " and ", k.shape_str());
  }
  if (!p.key_lengths.empty()) {
    const std::int64_t global = q.shape[2] * comm.size();
    if (static_cast<std::int64_t>(p.key_lengths.size()) != q.shape[0]) {
      fail(what, ": key_lengths has ", p.key_lengths.size(),
           " entries; expected one per batch row (", q.shape[0], ")");
    }
    for (std::int64_t len : p.key_lengths) {
      if (len < 0 || len > global) {
        fail(what, ": key_lengths entry ", len,
             " is outside [0, global seq = ", global, "]");
      }
    }
  }
  if (q.shape[2] % chunks_per_rank(p.layout) != 0) {
    fail(what, ": a zigzag shard holds two equal chunks; local seq ",
         q.shape[2], " is odd (pad the sequence to a multiple of 2 x world = ",
         2 * comm.size(), ")");
  }
}

// Attention of local query chunk `qa` (global chunk index a) against key
// chunk c: full when c < a (or not causal), causal on the diagonal, nothing
// beyond. Returns false when nothing is visible.
bool chunk_params(bool causal, std::int64_t a, std::int64_t c,
                  const RingParams& rp, AttentionParams& p) {
  p = AttentionParams{};
  p.scale = rp.scale;
  p.num_threads = rp.num_threads;
  if (!causal || c < a) return true;
  if (c > a) return false;
  p.causal = Causal::kTopLeft;
  return true;
}

// Keys of batch row b among global positions [first, first + count) that are
// not padding.
std::int64_t valid_keys(const RingParams& rp, std::int64_t b,
                        std::int64_t first, std::int64_t count) {
  if (rp.key_lengths.empty()) return count;
  return std::clamp<std::int64_t>(rp.key_lengths[b] - first, 0, count);
}

// valid_keys for every batch row, as AttentionParams::key_lengths wants them;
// empty when no row has padding among these keys.
Tensor key_lengths_for(const RingParams& rp, std::int64_t batch,
                       std::int64_t first, std::int64_t count,
                       bool& any_visible) {
  any_visible = rp.key_lengths.empty();
  if (rp.key_lengths.empty()) return Tensor();
  Tensor lens(DType::kInt64, {batch});
  for (std::int64_t b = 0; b < batch; ++b) {
    lens.data<std::int64_t>()[b] = valid_keys(rp, b, first, count);
    any_visible = any_visible || lens.data<std::int64_t>()[b] > 0;
  }
  return lens;
}

}  // namespace

std::vector<std::unique_ptr<Communicator>> make_in_process_group(int size) {
  if (size < 1) fail("make_in_process_group: size must be >= 1, got ", size);
  auto box = std::make_shared<Mailbox>();
  std::vector<std::unique_ptr<Communicator>> group;
  for (int r = 0; r < size; ++r) {
    group.push_back(std::make_unique<InProcessCommunicator>(box, r, size));
  }
  return group;
}

Tensor shard(const TensorView& full, int rank, int world, Layout layout) {
  check_shape("full", full);
  if (world < 1 || rank < 0 || rank >= world) {
    fail("shard: rank ", rank, " of world ", world);
  }
  const std::int64_t parts = world * chunks_per_rank(layout);
  if (full.shape[2] % parts != 0) {
    fail("shard: seq ", full.shape[2], " is not divisible by ", parts,
         layout == Layout::kZigzag ? " (2 x world, zigzag)" : " (world)",
         "; pad the sequence");
  }
  const std::int64_t c = full.shape[2] / parts;
  const auto chunks = chunks_of(rank, world, layout);
  Tensor out(DType::kFloat32, {full.shape[0], full.shape[1],
                               c * std::int64_t(chunks.size()), full.shape[3]});
  for (std::size_t n = 0; n < chunks.size(); ++n) {
    copy_rows(rows(full, chunks[n] * c, c), out, std::int64_t(n) * c);
  }
  return out;
}

Tensor unshard(const std::vector<TensorView>& shards, Layout layout) {
  if (shards.empty()) fail("unshard: no shards");
  const int world = static_cast<int>(shards.size());
  for (const auto& s : shards) check_shape("shard", s);
  const std::int64_t local = shards[0].shape[2];
  const std::int64_t c = local / chunks_per_rank(layout);
  Tensor full(DType::kFloat32, {shards[0].shape[0], shards[0].shape[1],
                                local * world, shards[0].shape[3]});
  for (int r = 0; r < world; ++r) {
    const auto chunks = chunks_of(r, world, layout);
    for (std::size_t n = 0; n < chunks.size(); ++n) {
      copy_rows(rows(shards[r], std::int64_t(n) * c, c), full, chunks[n] * c);
    }
  }
  return full;
}

// Rows of each chunk in one travelling piece of ring attention, at most.
constexpr std::int64_t kMaxPieceRows = 1024;

AttentionResult ring_attention(Communicator& comm, const TensorView& q,
                               const TensorView& k, const TensorView& v,
                               const RingParams& rp) {
  check_ring("ring_attention", comm, q, k, v, rp);
  if (k.shape[0] != q.shape[0] || v.shape[0] != q.shape[0] ||
      v.shape[1] != k.shape[1] || v.shape[2] != k.shape[2] ||
      k.shape[3] != q.shape[3] || k.shape[1] < 1 ||
      q.shape[1] % k.shape[1] != 0) {
    fail("ring_attention: shards q ", q.shape_str(), ", k ", k.shape_str(),
         ", v ", v.shape_str(),
         " must share batch and sequence, k and v their heads, q and k "
         "head_dim, and q's heads must be a multiple of k's (GQA)");
  }
  const int world = comm.size(), rank = comm.rank();
  if (world == 1) {  // one rank holds the whole sequence, in order
    AttentionParams p;
    p.scale = rp.scale;
    p.num_threads = rp.num_threads;
    if (rp.causal) p.causal = Causal::kTopLeft;
    bool any = true;
    const Tensor lens = key_lengths_for(rp, q.shape[0], 0, k.shape[2], any);
    if (lens.numel() > 0) p.key_lengths = lens.view();
    return attention(q, k, v, p);
  }
  const std::int64_t batch = q.shape[0], heads = q.shape[1],
                     kv_heads = k.shape[1], local = q.shape[2], d = k.shape[3],
                     dv = v.shape[3];
  const std::int64_t group = heads / kv_heads;
  const std::int64_t c = chunk_size(local, rp.layout);
  const auto my_chunks = chunks_of(rank, world, rp.layout);
  AttentionResult result;
  result.out = Tensor(DType::kFloat32, {batch, heads, local, dv});
  result.lse = Tensor(DType::kFloat32, {batch, heads, local});
  std::fill(result.lse.data<float>(),
            result.lse.data<float>() + result.lse.numel(),
            -std::numeric_limits<float>::infinity());
  std::fill(result.out.data<float>(),
            result.out.data<float>() + result.out.numel(), 0.0f);
  // The ring runs once per piece of keys and values: (batch, KV head, a
  // quarter of every chunk's rows, at most kMaxPieceRows; smaller pieces cost
  // more in per-call work than they save, see docs/PERFORMANCE.md). Each
  // piece's ring is complete on its own (all W steps, then the next piece), so
  // what a rank holds in flight is two pieces (the one it computes on and
  // forwards, and the one arriving), not two whole K/V shards; partials of
  // every piece merge exactly into this rank's rows. A piece takes the same
  // rows from each of the rank's chunks, so the zigzag layout's balance holds
  // within every exchange.
  const std::int64_t chunks = chunks_per_rank(rp.layout);
  const std::int64_t piece_rows =
      std::clamp<std::int64_t>((c + 3) / 4, 1, kMaxPieceRows);
  const std::int64_t piece = chunks * piece_rows * (d + dv);
  std::vector<float> cur(static_cast<std::size_t>(piece)),
      next(static_cast<std::size_t>(piece));
  ThreadPool pool(rp.num_threads);
  // One partial (out, lse) buffer for every call: no allocation per piece.
  Tensor part_out(DType::kFloat32, {1, group, c, dv});
  Tensor part_lse(DType::kFloat32, {1, group, c});
  // This rank's rows [first, first + n) of (b, the query heads of kvh).
  auto out_rows = [&](std::int64_t b, std::int64_t kvh, std::int64_t first,
                      std::int64_t n) {
    const TensorView o = result.out.view();
    return TensorView::strided(result.out.data<float>() + b * o.strides[0] +
                                   kvh * group * o.strides[1] +
                                   first * o.strides[2],
                               DType::kFloat32, {1, group, n, dv},
                               {o.strides[0], o.strides[1], o.strides[2], 1});
  };
  auto lse_rows = [&](std::int64_t b, std::int64_t kvh, std::int64_t first,
                      std::int64_t n) {
    return TensorView::strided(
        result.lse.data<float>() + (b * heads + kvh * group) * local + first,
        DType::kFloat32, {1, group, n}, {heads * local, local, 1});
  };
  auto q_rows = [&](std::int64_t b, std::int64_t kvh, std::int64_t first,
                    std::int64_t n) {
    return TensorView::strided(
        static_cast<const float*>(q.data) + b * q.strides[0] +
            kvh * group * q.strides[1] + first * q.strides[2],
        DType::kFloat32, {1, group, n, q.shape[3]},
        {q.strides[0], q.strides[1], q.strides[2], q.strides[3]});
  };
  int tag = 0;
  for (std::int64_t b = 0; b < batch; ++b) {
    for (std::int64_t kvh = 0; kvh < kv_heads; ++kvh) {
      for (std::int64_t p0 = 0; p0 < c; p0 += piece_rows) {
        const std::int64_t n = std::min(piece_rows, c - p0);
        // This rank's own piece, packed: for each chunk kc its n key rows at
        // kc·n·d, then for each chunk its n value rows after all the keys.
        for (std::int64_t kc = 0; kc < chunks; ++kc) {
          for (std::int64_t i = 0; i < n; ++i) {
            const std::int64_t row = kc * c + p0 + i;
            const float* k_row = static_cast<const float*>(k.data) +
                                 b * k.strides[0] + kvh * k.strides[1] +
                                 row * k.strides[2];
            const float* v_row = static_cast<const float*>(v.data) +
                                 b * v.strides[0] + kvh * v.strides[1] +
                                 row * v.strides[2];
            float* k_dst = cur.data() + (kc * n + i) * d;
            float* v_dst = cur.data() + chunks * n * d + (kc * n + i) * dv;
            for (std::int64_t e = 0; e < d; ++e) {
              k_dst[e] = k_row[e * k.strides[3]];
            }
            for (std::int64_t e = 0; e < dv; ++e) {
              v_dst[e] = v_row[e * v.strides[3]];
            }
          }
        }
        const std::size_t bytes =
            static_cast<std::size_t>(chunks * n * (d + dv)) * sizeof(float);
        for (int step = 0; step < world; ++step, ++tag) {
          std::unique_ptr<Communicator::Request> send, recv;
          if (step + 1 < world) {  // post the exchange, then compute
            send = comm.isend(cur.data(), bytes, (rank + 1) % world, tag);
            recv =
                comm.irecv(next.data(), bytes, (rank - 1 + world) % world, tag);
          }
          const int owner = (rank - step + world) % world;
          const auto their_chunks = chunks_of(owner, world, rp.layout);
          for (std::int64_t kc = 0; kc < chunks; ++kc) {
            const std::int64_t key_chunk =
                their_chunks[static_cast<std::size_t>(kc)];
            // Padding keys come last: the piece's first `visible` rows.
            const std::int64_t visible =
                valid_keys(rp, b, key_chunk * c + p0, n);
            if (visible == 0) continue;
            const TensorView piece_k = TensorView::contiguous(
                cur.data() + kc * n * d, DType::kFloat32, {1, 1, visible, d});
            const TensorView piece_v = TensorView::contiguous(
                cur.data() + chunks * n * d + kc * n * dv, DType::kFloat32,
                {1, 1, visible, dv});
            for (std::size_t qa = 0; qa < my_chunks.size(); ++qa) {
              AttentionParams p;
              if (!chunk_params(rp.causal, my_chunks[qa], key_chunk, rp, p)) {
                continue;
              }
              p.pool = &pool;
              // On the diagonal chunk (causal), query row i sees piece key j
              // when p0 + j <= i: rows before p0 see none of the piece, and
              // rows from p0 on are top-left causal against it.
              const std::int64_t q0 = p.causal == Causal::kNone ? 0 : p0;
              const std::int64_t first = static_cast<std::int64_t>(qa) * c + q0;
              const std::int64_t rows_q = c - q0;
              const TensorView part_o = TensorView::strided(
                  part_out.data<float>(), DType::kFloat32,
                  {1, group, rows_q, dv}, {group * c * dv, c * dv, dv, 1});
              const TensorView part_l =
                  TensorView::strided(part_lse.data<float>(), DType::kFloat32,
                                      {1, group, rows_q}, {group * c, c, 1});
              attention_into(q_rows(b, kvh, first, rows_q), piece_k, piece_v, p,
                             part_o, part_l);
              // Merged in place into this rank's rows; they start as out 0,
              // lse -inf, so the first merge copies the partial exactly.
              const TensorView o = out_rows(b, kvh, first, c - q0);
              const TensorView l = lse_rows(b, kvh, first, c - q0);
              merge_partials_into(o, l, part_o, part_l, o, l);
            }
          }
          if (send) {
            comm.wait(*send);
            comm.wait(*recv);
            std::swap(cur, next);
          }
        }
      }
    }
  }
  return result;
}

AttentionGrads ring_attention_backward(
    Communicator& comm, const TensorView& dout, const TensorView& q,
    const TensorView& k, const TensorView& v, const TensorView& out,
    const TensorView& lse, const RingParams& rp) {
  check_ring("ring_attention_backward", comm, q, k, v, rp);
  check_shape("dout", dout);
  check_shape("out", out);
  const int world = comm.size(), rank = comm.rank();
  const std::int64_t c = chunk_size(q.shape[2], rp.layout);
  const auto my_chunks = chunks_of(rank, world, rp.layout);
  // Travelling block: k, v, dk, dv.
  Block cur = Block::of(k, v, 2);  // k, v, then zeroed dk, dv
  const std::int64_t kv = cur.k_size() + cur.v_size();
  Block next = cur;
  AttentionGrads grads;
  grads.dq =
      Tensor(DType::kFloat32, {q.shape[0], q.shape[1], q.shape[2], q.shape[3]});
  const std::size_t bytes = cur.data.size() * sizeof(float);
  for (int step = 0; step < world; ++step) {
    const int owner = (rank - step + world) % world;
    const auto their_chunks = chunks_of(owner, world, rp.layout);
    Tensor dk(DType::kFloat32,
              {k.shape[0], k.shape[1], k.shape[2], k.shape[3]});
    Tensor dvt(DType::kFloat32,
               {v.shape[0], v.shape[1], v.shape[2], v.shape[3]});
    std::memcpy(dk.data<float>(), cur.data.data() + kv, dk.nbytes());
    std::memcpy(dvt.data<float>(), cur.data.data() + kv + cur.k_size(),
                dvt.nbytes());
    for (std::size_t qa = 0; qa < my_chunks.size(); ++qa) {
      for (std::size_t kc = 0; kc < their_chunks.size(); ++kc) {
        AttentionParams p;
        if (!chunk_params(rp.causal, my_chunks[qa], their_chunks[kc], rp, p))
          continue;
        bool any_visible = true;
        const Tensor lens = key_lengths_for(
            rp, q.shape[0], their_chunks[kc] * c, c, any_visible);
        if (!any_visible) continue;
        if (lens.numel() > 0) p.key_lengths = lens.view();
        TensorView lse_chunk = lse;
        lse_chunk.data = static_cast<char*>(lse.data) +
                         std::int64_t(qa) * c * lse.strides[2] * 4;
        lse_chunk.shape[2] = c;
        // With the global out and lse, P = exp(S − lse) of this block is the
        // block's part of the full softmax: its gradients add up exactly.
        const AttentionGrads g = attention_backward(
            rows(dout, std::int64_t(qa) * c, c),
            rows(q, std::int64_t(qa) * c, c),
            rows(cur.k(), std::int64_t(kc) * c, c),
            rows(cur.v(), std::int64_t(kc) * c, c),
            rows(out, std::int64_t(qa) * c, c), lse_chunk, p);
        add_rows(g.dq, grads.dq, std::int64_t(qa) * c);
        add_rows(g.dk, dk, std::int64_t(kc) * c);
        add_rows(g.dv, dvt, std::int64_t(kc) * c);
      }
    }
    std::memcpy(cur.data.data() + kv, dk.data<float>(), dk.nbytes());
    std::memcpy(cur.data.data() + kv + cur.k_size(), dvt.data<float>(),
                dvt.nbytes());
    // Pass the block on; after the last step it returns to its owner.
    auto send =
        comm.isend(cur.data.data(), bytes, (rank + 1) % world, 1000 + step);
    auto recv = comm.irecv(next.data.data(), bytes, (rank - 1 + world) % world,
                           1000 + step);
    comm.wait(*send);
    comm.wait(*recv);
    std::swap(cur.data, next.data);
  }
  grads.dk =
      Tensor(DType::kFloat32, {k.shape[0], k.shape[1], k.shape[2], k.shape[3]});
  grads.dv =
      Tensor(DType::kFloat32, {v.shape[0], v.shape[1], v.shape[2], v.shape[3]});
  std::memcpy(grads.dk.data<float>(), cur.data.data() + kv, grads.dk.nbytes());
  std::memcpy(grads.dv.data<float>(), cur.data.data() + kv + cur.k_size(),
              grads.dv.nbytes());
  return grads;
}

AttentionResult allgather_attention(Communicator& comm, const TensorView& q,
                                    const TensorView& k, const TensorView& v,
                                    const RingParams& rp) {
  check_ring("allgather_attention", comm, q, k, v, rp);
  const int world = comm.size(), rank = comm.rank();
  // Gather every rank's contiguous k and v, then put them in global order.
  auto gather = [&](const TensorView& local) {
    Tensor mine(DType::kFloat32, {local.shape[0], local.shape[1],
                                  local.shape[2], local.shape[3]});
    copy_rows(local, mine, 0);
    std::vector<float> all(static_cast<std::size_t>(mine.numel()) * world);
    comm.all_gather(mine.data<float>(), mine.nbytes(), all.data());
    std::vector<TensorView> shards;
    for (int r = 0; r < world; ++r) {
      shards.push_back(TensorView::contiguous(
          all.data() + r * mine.numel(), DType::kFloat32,
          {local.shape[0], local.shape[1], local.shape[2], local.shape[3]}));
    }
    return unshard(shards, rp.layout);
  };
  const Tensor full_k = gather(k), full_v = gather(v);
  const std::int64_t c = chunk_size(q.shape[2], rp.layout);
  const auto my_chunks = chunks_of(rank, world, rp.layout);
  const std::int64_t batch = q.shape[0], heads = q.shape[1], local = q.shape[2];
  AttentionResult result;
  result.out = Tensor(DType::kFloat32, {batch, heads, local, v.shape[3]});
  result.lse = Tensor(DType::kFloat32, {batch, heads, local});
  std::fill(result.out.data<float>(),
            result.out.data<float>() + result.out.numel(), 0.0f);
  std::fill(result.lse.data<float>(),
            result.lse.data<float>() + result.lse.numel(),
            -std::numeric_limits<float>::infinity());
  for (std::size_t qa = 0; qa < my_chunks.size(); ++qa) {
    const auto qa_i = static_cast<std::int64_t>(qa);
    // Causal: the keys before this chunk in full, then the chunk's own keys
    // top-left causal (alignments that padding lengths do not move); the two
    // partials merge into this chunk's rows.
    struct Span {
      std::int64_t first, count;
      Causal causal;
    };
    std::vector<Span> spans;
    if (rp.causal) {
      spans.push_back({0, my_chunks[qa] * c, Causal::kNone});
      spans.push_back({my_chunks[qa] * c, c, Causal::kTopLeft});
    } else {
      spans.push_back({0, full_k.size(2), Causal::kNone});
    }
    const TensorView o = rows(result.out.view(), qa_i * c, c);
    const TensorView l = TensorView::strided(
        result.lse.data<float>() + qa_i * c, DType::kFloat32, {batch, heads, c},
        {heads * local, local, 1});
    for (const Span& span : spans) {
      if (span.count == 0) continue;
      bool any_visible = true;
      const Tensor lens =
          key_lengths_for(rp, batch, span.first, span.count, any_visible);
      if (!any_visible) continue;
      AttentionParams p;
      p.scale = rp.scale;
      p.num_threads = rp.num_threads;
      p.causal = span.causal;
      if (lens.numel() > 0) p.key_lengths = lens.view();
      const AttentionResult r = attention(
          rows(q, qa_i * c, c), rows(full_k.view(), span.first, span.count),
          rows(full_v.view(), span.first, span.count), p);
      merge_partials_into(o, l, r.out.view(), r.lse.view(), o, l);
    }
  }
  return result;
}

}  // namespace qkv::dist
