// Validation and planning of ring and all-gather attention: every check runs
// on every rank before any message is sent, so a bad argument is an error on
// each rank rather than a hang.
#include "plan.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <iomanip>
#include <limits>
#include <sstream>

#include "../fail.h"
#include "layout.h"

namespace qkv::dist::detail {
namespace {

using internal::fail;

void check_params(const char* what, const RingParams& p) {
  check_layout(what, p.layout);
  if (p.causal != Causal::kNone && p.causal != Causal::kTopLeft &&
      p.causal != Causal::kBottomRight) {
    fail(what, ": causal: invalid value ", static_cast<int>(p.causal));
  }
  if (p.causal != Causal::kNone && p.layout != Layout::kZigzag) {
    fail(what,
         ": causal ring attention needs the zigzag layout (Layout::kZigzag)");
  }
  if (p.causal == Causal::kBottomRight && p.key_lengths.defined()) {
    fail(what,
         ": causal: with key_lengths, bottom-right alignment would move with "
         "each row's length; ring attention is causal over global positions "
         "(use Causal::kTopLeft)");
  }
  if (p.scale && !std::isfinite(*p.scale)) {
    fail(what, ": scale: must be finite, got ", *p.scale);
  }
  if (p.piece_rows < 0) {
    fail(what, ": piece_rows: must be >= 0 (0 = automatic), got ",
         p.piece_rows);
  }
  if (p.num_threads < 0 || p.num_threads > kMaxThreads) {
    fail(what, ": num_threads: must be in [0, ", kMaxThreads,
         "] (0 = default), got ", p.num_threads);
  }
}

// q, k, v: this rank's shards of one sequence, as attention() wants them
// (GQA: q's heads a multiple of k's), with the same rows.
void check_shards(const char* what, const TensorView& q, const TensorView& k,
                  const TensorView& v) {
  check_sequence("q", q, "(batch, num_heads, seq / world, head_dim)");
  check_sequence("k", k, "(batch, num_kv_heads, seq / world, head_dim)");
  check_sequence("v", v, "(batch, num_kv_heads, seq / world, head_dim_v)");
  const auto shapes = [&] {
    return std::string("; q ") + q.shape_str() + ", k " + k.shape_str() +
           ", v " + v.shape_str();
  };
  if (k.shape[0] != q.shape[0] || v.shape[0] != q.shape[0]) {
    fail(what, ": k, v: batch must match q", shapes());
  }
  if (k.shape[2] != q.shape[2] || v.shape[2] != q.shape[2]) {
    fail(what,
         ": k, v: shards must hold the same sequence rows as q "
         "(self-attention over one sharded sequence)",
         shapes());
  }
  if (v.shape[1] != k.shape[1]) {
    fail(what, ": v: num_kv_heads does not match k", shapes());
  }
  if (k.shape[1] < 1 || q.shape[1] % k.shape[1] != 0) {
    fail(what, ": q: num_heads is not a multiple of num_kv_heads (GQA)",
         shapes());
  }
  if (k.shape[3] != q.shape[3]) {
    fail(what, ": k: head_dim does not match q", shapes());
  }
  if (q.shape[3] < 1 || v.shape[3] < 1) {
    fail(what, ": q, v: head_dim must be >= 1", shapes());
  }
}

// What every rank must agree on, and its check's outcome, as one record of
// kCheckBytes: the call, sizes and options, then the error text.
struct Verdict {
  static constexpr std::size_t kKeys = 15;
  std::array<std::int64_t, kKeys> key{};
  char error[kCheckBytes - kKeys * sizeof(std::int64_t)] = {};
};
static_assert(sizeof(Verdict) == kCheckBytes);

// Names of the key's fields, for the message about a rank that differs.
constexpr const char* kKeyNames[Verdict::kKeys] = {"ok",
                                                   "kind",
                                                   "call",
                                                   "batch",
                                                   "num_heads",
                                                   "num_kv_heads",
                                                   "local seq",
                                                   "head_dim",
                                                   "head_dim_v",
                                                   "causal",
                                                   "layout",
                                                   "scale",
                                                   "key_lengths or sinks",
                                                   "world",
                                                   "piece rows"};
constexpr std::size_t kScaleKey = 11, kFingerprintKey = 12;

// The scale's key: its bits, or a NaN pattern (never a valid scale) for
// the default.
constexpr std::uint64_t kDefaultScaleBits = 0x7ff8000000000001ull;

// One step of a 64-bit fingerprint (splitmix64's finalizer over h and x):
// every bit of every value counts, and no simple pattern of values collides.
std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  std::uint64_t z = h ^ (x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2));
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

std::int64_t hash_of(const char* text) {  // FNV-1a: the same on every rank
  std::uint64_t h = 1469598103934665603ull;
  for (; *text; ++text)
    h = (h ^ static_cast<unsigned char>(*text)) * 1099511628211ull;
  return static_cast<std::int64_t>(h >> 1);
}

std::uint64_t sink_bits(const TensorView& sinks, std::int64_t h) {
  const std::int64_t at = h * sinks.strides[0];
  if (sinks.dtype == DType::kFloat64) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, static_cast<const double*>(sinks.data) + at, 8);
    return bits;
  }
  std::uint32_t bits = 0;
  std::memcpy(&bits, static_cast<const float*>(sinks.data) + at, 4);
  return bits;
}

Verdict verdict_of(const char* what, const RingPlan& p,
                   const std::string& error, ErrorKind kind, int rank) {
  Verdict v;
  std::uint64_t scale_bits = kDefaultScaleBits;
  if (p.scale) std::memcpy(&scale_bits, &*p.scale, sizeof(scale_bits));
  // The key lengths and the sinks (present or not, and their bits), every
  // bit of them: ranks that disagree fail together instead of computing
  // different attentions.
  std::uint64_t fingerprint = mix(0, p.key_lengths.data ? 1 : 0);
  for (std::int64_t b = 0; p.key_lengths.data && b < p.batch; ++b) {
    fingerprint =
        mix(fingerprint, static_cast<std::uint64_t>(p.key_lengths.at(b)));
  }
  const bool sinks = error.empty() && p.sinks.defined() && p.sinks.rank == 1 &&
                     p.sinks.shape[0] == p.heads;
  fingerprint = mix(fingerprint, sinks ? 1 : 0);
  for (std::int64_t h = 0; sinks && h < p.heads; ++h) {
    fingerprint = mix(fingerprint, sink_bits(p.sinks, h));
  }
  v.key = {error.empty() ? 1 : 0,
           static_cast<std::int64_t>(kind),
           hash_of(what),
           p.batch,
           p.heads,
           p.kv_heads,
           p.local,
           p.d,
           p.dv,
           p.causal ? 1 : 0,
           static_cast<std::int64_t>(p.layout),
           std::bit_cast<std::int64_t>(scale_bits),
           std::bit_cast<std::int64_t>(fingerprint),
           p.world,
           p.piece_rows};
  // "ring_attention: rank 1: q: ...", the call named once, formed here so
  // that every rank throws the same text.
  const std::string call(what);
  const std::string text =
      call + ": rank " + std::to_string(rank) + ": " +
      (error.rfind(call + ": ", 0) == 0 ? error.substr(call.size() + 2)
                                        : error);
  // Cut to the record, at a UTF-8 character boundary (a message may carry
  // a user's text: half a character would not decode on the other side).
  std::size_t n = std::min(text.size(), sizeof(v.error) - 1);
  while (n < text.size() && n > 0 &&
         (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80) {
    --n;
  }
  std::memcpy(v.error, text.data(), n);
  return v;
}

// "rank 1: num_heads 2, local seq 126 (rank 0: 2, 128)": the fields that
// differ.
std::string difference(const Verdict& mine, const Verdict& first, int rank) {
  std::ostringstream s, theirs;
  s << "rank " << rank << "'s arguments differ from rank 0's:";
  const auto value = [](std::size_t i, std::int64_t key) {
    if (i != kScaleKey) return std::to_string(key);
    if (std::bit_cast<std::uint64_t>(key) == kDefaultScaleBits) {
      return std::string("default");
    }
    std::ostringstream x;
    x << std::setprecision(17) << std::bit_cast<double>(key);
    return x.str();
  };
  bool fingerprint = false;
  for (std::size_t i = 2; i < Verdict::kKeys; ++i) {
    if (mine.key[i] == first.key[i]) continue;
    if (i == 2) return s.str() + " it made a different call";
    if (i == kFingerprintKey) {  // a fingerprint: no value to show
      fingerprint = true;
      continue;
    }
    s << " " << kKeyNames[i] << " " << value(i, mine.key[i]);
    theirs << (theirs.tellp() > 0 ? ", " : "") << value(i, first.key[i]);
  }
  std::string text = s.str();
  if (theirs.tellp() > 0) text += " (rank 0: " + theirs.str() + ")";
  if (fingerprint) {
    text += theirs.tellp() > 0 ? "; and key_lengths or sinks"
                               : " key_lengths or sinks";
  }
  return text;
}

// An all-gather of the verdicts made of point-to-point messages, so that a
// rank that does not answer is named by the wait that times out (a
// collective cannot say which rank it waits for). Counted as an all_gather:
// (W − 1) records sent.
void exchange(Communicator& comm, const Verdict& mine,
              std::vector<Verdict>& all) {
  const int world = comm.size(), rank = comm.rank();
  all[static_cast<std::size_t>(rank)] = mine;
  std::vector<std::unique_ptr<Communicator::Request>> sends, recvs;
  for (int step = 1; step < world; ++step) {
    const int to = (rank + step) % world, from = (rank - step + world) % world;
    sends.push_back(comm.isend(&mine, sizeof(Verdict), to, kCheckTag));
    recvs.push_back(comm.irecv(&all[static_cast<std::size_t>(from)],
                               sizeof(Verdict), from, kCheckTag));
  }
  for (auto& r : recvs) comm.wait(*r);
  for (auto& s : sends) comm.wait(*s);
}

}  // namespace

void agree(Communicator& comm, const char* what, const RingPlan& plan,
           const std::string& error, ErrorKind kind) {
  const Verdict mine = verdict_of(what, plan, error, kind, comm.rank());
  std::vector<Verdict> all(static_cast<std::size_t>(comm.size()));
  exchange(comm, mine, all);
  for (int r = 0; r < comm.size(); ++r) {
    const Verdict& v = all[static_cast<std::size_t>(r)];
    if (v.key[0] == 0) {
      throw Error(v.error, static_cast<ErrorKind>(v.key[1]));
    }
  }
  for (int r = 1; r < comm.size(); ++r) {
    if (all[static_cast<std::size_t>(r)].key != all[0].key) {
      // Not prefixed by this rank's call, which may be the one that differs.
      fail("qkv::dist: ",
           difference(all[static_cast<std::size_t>(r)], all[0], r));
    }
  }
}

}  // namespace qkv::dist::detail

namespace qkv::dist {

void refuse(Communicator& comm, const char* what, const std::string& message,
            ErrorKind kind) {
  const std::string error = message.empty() ? "refused" : message;
  detail::agree(comm, what, detail::RingPlan{}, error, kind);
  throw Error(error, kind);  // agree throws first: an error is never agreed
}

}  // namespace qkv::dist

namespace qkv::dist::detail {

RingPlan plan_ring(const char* what, const Communicator& comm,
                   const TensorView& q, const TensorView& k,
                   const TensorView& v, const RingParams& params) {
  check_params(what, params);
  check_shards(what, q, k, v);
  const std::int64_t local = q.shape[2];
  if (local % chunks_per_rank(params.layout) != 0) {
    fail(what, ": a zigzag shard holds two equal chunks; local seq ", local,
         " is odd (pad the sequence to a multiple of 2 x world = ",
         2 * comm.size(), ")");
  }
  RingPlan plan{.world = comm.size(),
                .rank = comm.rank(),
                .causal = params.causal != Causal::kNone,
                .layout = params.layout,
                .scale = params.scale,
                .num_threads = params.num_threads,
                .batch = q.shape[0],
                .heads = q.shape[1],
                .kv_heads = k.shape[1],
                .local = local,
                .d = q.shape[3],
                .dv = v.shape[3],
                .c = local / chunks_per_rank(params.layout),
                .my_chunks = chunks_of(comm.rank(), comm.size(), params.layout),
                .key_lengths = internal::check_lengths(
                    "key_lengths", params.key_lengths, q.shape[0],
                    local * comm.size(), "global seq"),
                .sinks = params.sinks,
                .progress = params.progress};
  // A quarter of a chunk (at most 1024 rows) unless asked: smaller pieces
  // cost more in per-call work than they save (docs/PERFORMANCE.md).
  const std::int64_t automatic =
      std::min<std::int64_t>((plan.c + 3) / 4, kMaxPieceRows);
  plan.piece_rows = std::clamp<std::int64_t>(
      params.piece_rows > 0 ? params.piece_rows : automatic, 1,
      std::max<std::int64_t>(plan.c, 1));
  check_sinks(what, plan);
  return plan;
}

AttentionResult empty_result(const RingPlan& plan) {
  AttentionResult r;
  r.out =
      Tensor(DType::kFloat32, {plan.batch, plan.heads, plan.local, plan.dv});
  r.lse = Tensor(DType::kFloat32, {plan.batch, plan.heads, plan.local});
  std::fill(r.lse.data<float>(), r.lse.data<float>() + r.lse.numel(),
            -std::numeric_limits<float>::infinity());
  return r;
}

void check_ring_backward(const RingPlan& plan, const TensorView& dout,
                         const TensorView& out, const TensorView& lse) {
  const char* dims = "(batch, num_heads, seq / world, head_dim_v)";
  for (const auto& [name, t] : {std::pair{"dout", dout}, {"out", out}}) {
    check_sequence(name, t, dims);
    internal::check_shape(name, t,
                          {plan.batch, plan.heads, plan.local, plan.dv}, dims);
  }
  internal::check_shape("lse", lse, {plan.batch, plan.heads, plan.local},
                        "(batch, num_heads, seq / world)");
  internal::check_dtype("lse", lse, DType::kFloat32, "qkv::dist's");
  internal::check_storage("lse", lse);
}

bool chunk_params(const RingPlan& plan, std::int64_t a, std::int64_t c,
                  AttentionParams& p) {
  p = AttentionParams{};
  p.scale = plan.scale;
  p.num_threads = plan.num_threads;
  if (!plan.causal || c < a) return true;
  if (c > a) return false;
  p.causal = Causal::kTopLeft;
  return true;
}

AttentionParams whole_sequence_params(const RingPlan& plan, Tensor& lens) {
  AttentionParams p;
  p.scale = plan.scale;
  p.num_threads = plan.num_threads;
  if (plan.causal) p.causal = Causal::kTopLeft;
  bool any = true;
  lens = key_lengths_for(plan, 0, plan.local, any);
  if (lens.numel() > 0) p.key_lengths = lens.view();
  return p;
}

std::int64_t valid_keys(const RingPlan& plan, std::int64_t b,
                        std::int64_t first, std::int64_t count) {
  if (!plan.key_lengths.data) return count;
  return std::clamp<std::int64_t>(plan.key_lengths.at(b) - first, 0, count);
}

Tensor key_lengths_for(const RingPlan& plan, std::int64_t first,
                       std::int64_t count, bool& any_visible) {
  any_visible = !plan.key_lengths.data;
  if (!plan.key_lengths.data) return Tensor();
  Tensor lens(DType::kInt64, {plan.batch});
  for (std::int64_t b = 0; b < plan.batch; ++b) {
    lens.data<std::int64_t>()[b] = valid_keys(plan, b, first, count);
    any_visible = any_visible || lens.data<std::int64_t>()[b] > 0;
  }
  return lens;
}

}  // namespace qkv::dist::detail
