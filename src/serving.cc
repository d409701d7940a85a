// Packed (varlen) and paged attention: the boundary. A packed or paged call
// is the padded problem (batch, heads, max_seqlen, dim) with per-sequence
// lengths whose rows are addressed per sequence (Operand::row_start,
// Operand::block_table): every path runs it unchanged, and `ragged` keeps
// them from touching rows past a sequence's lengths.
#include "qkv/serving.h"

#include <algorithm>
#include <string>
#include <vector>

#include "fail.h"
#include "operand.h"
#include "problem.h"

namespace qkv {
namespace {

using internal::fail;
using internal::fail_type;

// Validated cu_seqlens: its pointer, stride and the lengths it encodes.
struct CuSeqlens {
  const std::int32_t* data = nullptr;
  std::int64_t stride = 1;
  std::vector<std::int64_t> lengths;
  std::int64_t max_length = 0;
};

// cu_seqlens: int32 (batch + 1), 0 first, non-decreasing, last <= total,
// every length <= max_seqlen. batch < 0: any batch.
CuSeqlens check_cu_seqlens(const char* name, const TensorView& cu,
                           std::int64_t batch, std::int64_t total,
                           const char* total_name, std::int64_t max_seqlen,
                           const char* max_name) {
  if (!cu.defined() || cu.rank != 1) {
    fail(name, ": expected shape (batch + 1,), got ",
         cu.defined() ? cu.shape_str() : std::string("nothing"));
  }
  if (cu.dtype != DType::kInt32) {
    fail_type(name, ": dtype ", dtype_name(cu.dtype), " must be int32");
  }
  if (cu.shape[0] < 1 || (batch >= 0 && cu.shape[0] != batch + 1)) {
    fail(name, ": expected shape (batch + 1,)",
         batch >= 0 ? " = (" + std::to_string(batch + 1) + ",)" : "", ", got ",
         cu.shape_str());
  }
  internal::check_storage(name, cu);
  CuSeqlens r;
  r.data = static_cast<const std::int32_t*>(cu.data);
  r.stride = cu.strides[0];
  const auto at = [&](std::int64_t b) { return r.data[b * r.stride]; };
  if (at(0) != 0) fail(name, "[0] = ", at(0), " must be 0");
  for (std::int64_t b = 0; b + 1 < cu.shape[0]; ++b) {
    const std::int64_t len = std::int64_t{at(b + 1)} - at(b);
    if (len < 0) {
      fail(name, ": not increasing: [", b + 1, "] = ", at(b + 1), " < [", b,
           "] = ", at(b));
    }
    if (len > max_seqlen) {
      fail(name, ": sequence ", b, " has length ", len, " > ", max_name, " = ",
           max_seqlen);
    }
    r.lengths.push_back(len);
    r.max_length = std::max(r.max_length, len);
  }
  if (at(cu.shape[0] - 1) > total) {
    fail(name, "[", cu.shape[0] - 1, "] = ", at(cu.shape[0] - 1),
         " is past the end of ", total_name, " = ", total);
  }
  return r;
}

// A rank-3 packed operand (rows, heads, dim), checked for rank and storage.
void check_packed(const char* name, const TensorView& t, const char* dims) {
  internal::check_rank(name, t, 3, dims);
  internal::check_readable(name, t);
}

// q (total_q, num_heads, head_dim) against k and v, whose heads are at
// axis `heads` and head_dim after it (packed: 1; paged caches: 2): the
// sizes make_problem would refuse, refused first with the caller's shapes
// (make_problem sees the padded 4-D views).
void check_packed_sizes(const TensorView& q, const TensorView& k,
                        const TensorView& v, int heads, const char* k_name,
                        const char* v_name) {
  const std::int64_t kv_heads = k.shape[heads], d = k.shape[heads + 1];
  const auto shapes = [&] {
    return " (q " + q.shape_str() + ", " + k_name + " " + k.shape_str() + ", " +
           v_name + " " + v.shape_str() + ")";
  };
  if (v.shape[heads] != kv_heads) {
    fail(v_name, ": num_kv_heads ", v.shape[heads], " does not match ", k_name,
         "'s ", kv_heads, shapes());
  }
  if (kv_heads == 0 ? q.shape[1] != 0 : q.shape[1] % kv_heads != 0) {
    fail("q: num_heads ", q.shape[1], " is not a multiple of num_kv_heads ",
         kv_heads, shapes());
  }
  if (d != q.shape[2]) {
    fail(k_name, ": head_dim ", d, " does not match q head_dim ", q.shape[2],
         shapes());
  }
}

// (total, heads, dim) seen as (batch, heads, rows, dim) with batch stride 0:
// the padded problem's view before its rows are addressed per sequence.
TensorView as_padded(const TensorView& t, std::int64_t batch,
                     std::int64_t rows) {
  TensorView r = t;
  r.rank = 4;
  r.shape = {batch, t.shape[1], rows, t.shape[2]};
  r.strides = {0, t.strides[1], t.strides[0], t.strides[2]};
  return r;
}

// lse (heads, total) seen as (batch, heads, rows).
TensorView lse_as_padded(const TensorView& t, std::int64_t batch,
                         std::int64_t rows) {
  if (!t.defined()) return t;
  TensorView r = t;
  r.rank = 3;
  r.shape = {batch, t.shape[0], rows, 0};
  r.strides = {0, t.strides[0], t.strides[1], 0};
  return r;
}

template <class Ptr>
void address_rows(internal::BasicOperand<Ptr>& o, const CuSeqlens& cu) {
  o.row_start = cu.data;
  o.row_start_stride = cu.stride;
}

// The lengths of a ragged problem, owned by the entry point for the call.
struct Lengths {
  std::vector<std::int64_t> q, kv;
};

void set_lengths(internal::AttentionProblem& p, const Lengths& lengths) {
  p.ragged = true;
  p.query_lengths = {lengths.q.data(), DType::kInt64, 1};
  p.key_lengths = {lengths.kv.data(), DType::kInt64, 1};
}

void check_no_dense_options(const char* where, const AttentionParams& params) {
  if (params.key_lengths.defined() || params.query_lengths.defined() ||
      params.mask.defined() || params.key_padding_mask.defined()) {
    fail(where,
         ": params.key_lengths, query_lengths, mask and key_padding_mask must "
         "be unset (the sequence lengths come from cu_seqlens / "
         "cache_seqlens)");
  }
}

// q (total_q, num_heads, head_dim) of a packed call, and its cu_seqlens.
CuSeqlens check_packed_q(const TensorView& q, const TensorView& cu_seqlens_q,
                         std::int64_t max_seqlen_q) {
  check_packed("q", q, "(total_q, num_heads, head_dim)");
  if (max_seqlen_q < 0) fail("max_seqlen_q: must be >= 0, got ", max_seqlen_q);
  return check_cu_seqlens("cu_seqlens_q", cu_seqlens_q, -1, q.shape[0],
                          "total_q", max_seqlen_q, "max_seqlen_q");
}

// Validated varlen forward problem; `lengths` must outlive it.
internal::AttentionProblem make_varlen_problem(
    const TensorView& q, const TensorView& k, const TensorView& v,
    const Varlen& varlen, const AttentionParams& params, Lengths& lengths) {
  check_no_dense_options("attention_varlen", params);
  const CuSeqlens cq =
      check_packed_q(q, varlen.cu_seqlens_q, varlen.max_seqlen_q);
  check_packed("k", k, "(total_k, num_kv_heads, head_dim)");
  check_packed("v", v, "(total_k, num_kv_heads, head_dim_v)");
  if (v.shape[0] != k.shape[0]) {
    fail("v: total_k ", v.shape[0], " does not match k total_k ", k.shape[0]);
  }
  check_packed_sizes(q, k, v, 1, "k", "v");
  if (varlen.max_seqlen_k < 0) {
    fail("max_seqlen_k: must be >= 0, got ", varlen.max_seqlen_k);
  }
  const std::int64_t batch = static_cast<std::int64_t>(cq.lengths.size());
  const CuSeqlens ck =
      check_cu_seqlens("cu_seqlens_k", varlen.cu_seqlens_k, batch, k.shape[0],
                       "total_k", varlen.max_seqlen_k, "max_seqlen_k");
  internal::AttentionProblem p = internal::make_problem(
      as_padded(q, batch, cq.max_length), as_padded(k, batch, ck.max_length),
      as_padded(v, batch, ck.max_length), params);
  lengths.q = cq.lengths;
  lengths.kv = ck.lengths;
  set_lengths(p, lengths);
  address_rows(p.q, cq);
  address_rows(p.k, ck);
  address_rows(p.v, ck);
  return p;
}

// out (total_q, num_heads, head_dim_v) and lse (num_heads, total_q) of a
// packed call, attached to p with their rows addressed by cu_seqlens_q.
void attach_packed_outputs(internal::AttentionProblem& p, const TensorView& q,
                           const TensorView& out, const TensorView& lse) {
  internal::check_shape("out", out, {q.shape[0], p.num_heads, p.head_dim_v},
                        "(total_q, num_heads, head_dim_v)");
  if (lse.defined()) {
    internal::check_shape("lse", lse, {p.num_heads, q.shape[0]},
                          "(num_heads, total_q)");
  }
  internal::attach_outputs(p, as_padded(out, p.batch, p.seq_q),
                           lse_as_padded(lse, p.batch, p.seq_q));
  p.out.row_start = p.lse.row_start = p.q.row_start;
  p.out.row_start_stride = p.lse.row_start_stride = p.q.row_start_stride;
}

AttentionResult run_packed(internal::AttentionProblem& p, const TensorView& q) {
  AttentionResult r;
  r.out = Tensor(p.dtype, {q.shape[0], p.num_heads, p.head_dim_v});
  r.lse = Tensor(lse_dtype(p.dtype), {p.num_heads, q.shape[0]});
  attach_packed_outputs(p, q, r.out.view(), r.lse.view());
  internal::run_forward(p);
  return r;
}

// A packed call's result, or its run into caller buffers: `make` builds
// the validated problem whose lengths live in the Lengths it is given.
template <class Make>
AttentionResult packed_result(const TensorView& q, const Make& make) {
  Lengths lengths;
  internal::AttentionProblem p = make(lengths);
  return run_packed(p, q);
}

template <class Make>
void packed_into(
    const TensorView& q, const Make& make, const TensorView& out,
    const TensorView& lse, const AttentionParams& params,
    std::initializer_list<std::pair<const char*, const TensorView*>> inputs) {
  Lengths lengths;
  internal::AttentionProblem p = make(lengths);
  attach_packed_outputs(p, q, out, lse);
  internal::check_outputs_disjoint(inputs, params, out, lse);
  internal::run_forward(p);
}

}  // namespace

AttentionResult attention_varlen(const TensorView& q, const TensorView& k,
                                 const TensorView& v, const Varlen& varlen,
                                 const AttentionParams& params) {
  return packed_result(q, [&](Lengths& lengths) {
    return make_varlen_problem(q, k, v, varlen, params, lengths);
  });
}

void attention_varlen_into(const TensorView& q, const TensorView& k,
                           const TensorView& v, const Varlen& varlen,
                           const AttentionParams& params, const TensorView& out,
                           const TensorView& lse) {
  packed_into(q,
              [&](Lengths& lengths) {
                return make_varlen_problem(q, k, v, varlen, params, lengths);
              },
              out, lse, params,
              {{"q", &q},
               {"k", &k},
               {"v", &v},
               {"cu_seqlens_q", &varlen.cu_seqlens_q},
               {"cu_seqlens_k", &varlen.cu_seqlens_k}});
}

void attention_varlen_backward_into(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const Varlen& varlen, const AttentionParams& params, const TensorView& dq,
    const TensorView& dk, const TensorView& dv, const TensorView& dlse) {
  Lengths lengths;
  // The forward's checks, then the backward's on the same padded views.
  const internal::AttentionProblem fwd =
      make_varlen_problem(q, k, v, varlen, params, lengths);
  const std::int64_t rows_q = q.shape[0];
  auto check_like = [](const char* name, const TensorView& t,
                       const TensorView& like, const char* dims) {
    internal::check_shape(name, t,
                          {like.shape[0], like.shape[1], like.shape[2]}, dims);
  };
  internal::check_shape("out", out, {rows_q, fwd.num_heads, fwd.head_dim_v},
                        "(total_q, num_heads, head_dim_v)");
  check_like("dout", dout, out, "(total_q, num_heads, head_dim_v)");
  internal::check_shape("lse", lse, {fwd.num_heads, rows_q},
                        "(num_heads, total_q)");
  if (dlse.defined()) {
    internal::check_shape("dlse", dlse, {fwd.num_heads, rows_q},
                          "(num_heads, total_q)");
  }
  check_like("dq", dq, q, "(total_q, num_heads, head_dim)");
  check_like("dk", dk, k, "(total_k, num_kv_heads, head_dim)");
  check_like("dv", dv, v, "(total_k, num_kv_heads, head_dim_v)");
  internal::check_grads_disjoint({{"dq", &dq}, {"dk", &dk}, {"dv", &dv}},
                                 {{"q", &q},
                                  {"k", &k},
                                  {"v", &v},
                                  {"dout", &dout},
                                  {"out", &out},
                                  {"lse", &lse},
                                  {"dlse", &dlse},
                                  {"cu_seqlens_q", &varlen.cu_seqlens_q},
                                  {"cu_seqlens_k", &varlen.cu_seqlens_k}},
                                 params);
  const std::int64_t b = fwd.batch, mq = fwd.seq_q, mk = fwd.seq_kv;
  internal::BackwardProblem bp = internal::make_backward_problem(
      as_padded(dout, b, mq), as_padded(q, b, mq), as_padded(k, b, mk),
      as_padded(v, b, mk), as_padded(out, b, mq), lse_as_padded(lse, b, mq),
      lse_as_padded(dlse, b, mq), params);
  internal::attach_grads(bp, as_padded(q, b, mq), as_padded(k, b, mk),
                         as_padded(v, b, mk), as_padded(dq, b, mq),
                         as_padded(dk, b, mk), as_padded(dv, b, mk));
  bp.fwd.q = fwd.q;
  bp.fwd.k = fwd.k;
  bp.fwd.v = fwd.v;
  set_lengths(bp.fwd, lengths);
  const auto rows_like = [](auto& o, const internal::Operand& like) {
    o.row_start = like.row_start;
    o.row_start_stride = like.row_start_stride;
  };
  rows_like(bp.fwd.out, fwd.q);
  rows_like(bp.fwd.lse, fwd.q);
  rows_like(bp.dq, fwd.q);
  rows_like(bp.dout, fwd.q);
  rows_like(bp.dlse, fwd.q);
  rows_like(bp.dk, fwd.k);
  rows_like(bp.dv, fwd.k);
  internal::run_backward(bp);
}

AttentionGrads attention_varlen_backward(
    const TensorView& dout, const TensorView& q, const TensorView& k,
    const TensorView& v, const TensorView& out, const TensorView& lse,
    const Varlen& varlen, const AttentionParams& params,
    const TensorView& dlse) {
  for (const auto& [name, t] : {std::pair{"q", q}, {"k", k}, {"v", v}}) {
    check_packed(name, t, "(rows, heads, dim)");
  }
  AttentionGrads g;
  g.dq = Tensor(q.dtype, {q.shape[0], q.shape[1], q.shape[2]});
  g.dk = Tensor(k.dtype, {k.shape[0], k.shape[1], k.shape[2]});
  g.dv = Tensor(v.dtype, {v.shape[0], v.shape[1], v.shape[2]});
  attention_varlen_backward_into(dout, q, k, v, out, lse, varlen, params,
                                 g.dq.view(), g.dk.view(), g.dv.view(), dlse);
  return g;
}

namespace {

// k_cache / v_cache (num_blocks, block_size, num_kv_heads, dim) seen as
// (batch, num_kv_heads, rows, dim); the block stride is set afterwards.
TensorView cache_as_padded(const TensorView& t, std::int64_t batch,
                           std::int64_t rows) {
  TensorView r = t;
  r.shape = {batch, t.shape[2], rows, t.shape[3]};
  r.strides = {0, t.strides[2], t.strides[1], t.strides[3]};
  return r;
}

// The cache views and the block table: shapes, dtypes, and for every
// sequence its length within the table and its block ids within the cache.
std::vector<std::int64_t> check_paged(const PagedKv& c, std::int64_t batch) {
  internal::check_rank("k_cache", c.k_cache, 4,
                       "(num_blocks, block_size, num_kv_heads, head_dim)");
  internal::check_rank("v_cache", c.v_cache, 4,
                       "(num_blocks, block_size, num_kv_heads, head_dim_v)");
  internal::check_readable("k_cache", c.k_cache);
  internal::check_readable("v_cache", c.v_cache);
  const auto& ks = c.k_cache.shape;
  const auto& vs = c.v_cache.shape;
  if (vs[0] != ks[0] || vs[1] != ks[1] || vs[2] != ks[2]) {
    fail("v_cache: shape ", c.v_cache.shape_str(),
         " does not match k_cache (num_blocks, block_size, num_kv_heads) of ",
         c.k_cache.shape_str());
  }
  const TensorView& bt = c.block_table;
  if (!bt.defined() || bt.rank != 2 || bt.shape[0] != batch) {
    fail("block_table: expected shape (batch, max_blocks_per_seq) with batch ",
         batch, ", got ", bt.defined() ? bt.shape_str() : "nothing");
  }
  if (bt.dtype != DType::kInt32) {
    fail_type("block_table: dtype ", dtype_name(bt.dtype), " must be int32");
  }
  internal::check_storage("block_table", bt);
  // block_size 0 is an empty cache (a non-paged one of no slots): every
  // length must be 0 then, and no block is read.
  const std::int64_t capacity = bt.shape[1] * ks[1];
  const internal::IntVector lens =
      internal::check_lengths("cache_seqlens", c.cache_seqlens, batch, capacity,
                              "max_blocks_per_seq * block_size");
  if (!c.cache_seqlens.defined()) {
    fail("cache_seqlens: missing, expected shape (batch,)");
  }
  std::vector<std::int64_t> lengths(batch);
  const auto* table = static_cast<const std::int32_t*>(bt.data);
  for (std::int64_t b = 0; b < batch; ++b) {
    lengths[b] = lens.at(b);
    for (std::int64_t j = 0; j * ks[1] < lengths[b]; ++j) {
      const std::int32_t id = table[b * bt.strides[0] + j * bt.strides[1]];
      if (id < 0 || id >= ks[0]) {
        fail("block_table[", b, "][", j, "] = ", id,
             " is not a block of k_cache (num_blocks = ", ks[0], ")");
      }
    }
  }
  return lengths;
}

internal::AttentionProblem make_paged_problem(const TensorView& q,
                                              const TensorView& cu_seqlens_q,
                                              std::int64_t max_seqlen_q,
                                              const PagedKv& c,
                                              const AttentionParams& params,
                                              Lengths& lengths) {
  check_no_dense_options("attention_paged", params);
  const CuSeqlens cq = check_packed_q(q, cu_seqlens_q, max_seqlen_q);
  const std::int64_t batch = static_cast<std::int64_t>(cq.lengths.size());
  lengths.kv = check_paged(c, batch);
  check_packed_sizes(q, c.k_cache, c.v_cache, 2, "k_cache", "v_cache");
  lengths.q = cq.lengths;
  const std::int64_t max_k =
      batch == 0 ? 0 : *std::max_element(lengths.kv.begin(), lengths.kv.end());
  internal::AttentionProblem p =
      internal::make_problem(as_padded(q, batch, cq.max_length),
                             cache_as_padded(c.k_cache, batch, max_k),
                             cache_as_padded(c.v_cache, batch, max_k), params);
  set_lengths(p, lengths);
  address_rows(p.q, cq);
  const auto* table = static_cast<const std::int32_t*>(c.block_table.data);
  for (auto* o : {&p.k, &p.v}) {
    const TensorView& view = o == &p.k ? c.k_cache : c.v_cache;
    o->stride[0] = view.strides[0];
    o->block_table = table;
    o->table_stride[0] = c.block_table.strides[0];
    o->table_stride[1] = c.block_table.strides[1];
    o->block_size = view.shape[1];
  }
  return p;
}

}  // namespace

AttentionResult attention_paged(const TensorView& q,
                                const TensorView& cu_seqlens_q,
                                std::int64_t max_seqlen_q, const PagedKv& cache,
                                const AttentionParams& params) {
  return packed_result(q, [&](Lengths& lengths) {
    return make_paged_problem(q, cu_seqlens_q, max_seqlen_q, cache, params,
                              lengths);
  });
}

void attention_paged_into(const TensorView& q, const TensorView& cu_seqlens_q,
                          std::int64_t max_seqlen_q, const PagedKv& cache,
                          const AttentionParams& params, const TensorView& out,
                          const TensorView& lse) {
  packed_into(q,
              [&](Lengths& lengths) {
                return make_paged_problem(q, cu_seqlens_q, max_seqlen_q, cache,
                                          params, lengths);
              },
              out, lse, params,
              {{"q", &q},
               {"cu_seqlens_q", &cu_seqlens_q},
               {"k_cache", &cache.k_cache},
               {"v_cache", &cache.v_cache},
               {"block_table", &cache.block_table},
               {"cache_seqlens", &cache.cache_seqlens}});
}

}  // namespace qkv
