// Packed (varlen) and paged attention, and PagedKvCache, against the double
// reference computed sequence by sequence on dense copies.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "dtype.h"
#include "hwy/targets.h"
#include "kernels/forward.h"
#include "operand.h"
#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

using testing::bit_identical;
using testing::random_tensor;

double get(const Tensor& t, std::int64_t n) {
  return internal::load_as_double(t.data<void>(), t.dtype(), n);
}

std::vector<std::int32_t> cumulative(const std::vector<std::int64_t>& lens) {
  std::vector<std::int32_t> cu(lens.size() + 1, 0);
  for (std::size_t b = 0; b < lens.size(); ++b) {
    cu[b + 1] = cu[b] + static_cast<std::int32_t>(lens[b]);
  }
  return cu;
}

TensorView cu_view(const std::vector<std::int32_t>& cu) {
  return TensorView::contiguous(cu.data(), DType::kInt32,
                                {static_cast<std::int64_t>(cu.size())});
}

// A random packed batch: q (total_q, heads, d), k (total_k, kv_heads, d),
// v (total_k, kv_heads, dv), in float32 (the fast paths' input) and float64
// copies (the oracle's).
struct Batch {
  std::vector<std::int64_t> lq, lk;
  std::vector<std::int32_t> cu_q, cu_k;
  std::int64_t heads, kv_heads, d, dv;
  Tensor q, k, v;

  Batch(std::vector<std::int64_t> lq_, std::vector<std::int64_t> lk_,
        std::int64_t h, std::int64_t kvh, std::int64_t d_, std::int64_t dv_)
      : lq(lq_),
        lk(lk_),
        cu_q(cumulative(lq_)),
        cu_k(cumulative(lk_)),
        heads(h),
        kv_heads(kvh),
        d(d_),
        dv(dv_) {}
  Batch(const Batch& o) : Batch(o.lq, o.lk, o.heads, o.kv_heads, o.d, o.dv) {
    q = o.q.clone();
    k = o.k.clone();
    v = o.v.clone();
  }

  Varlen varlen() const {
    return {cu_view(cu_q), cu_view(cu_k),
            *std::max_element(lq.begin(), lq.end()),
            *std::max_element(lk.begin(), lk.end())};
  }
};

Batch make_batch(std::vector<std::int64_t> lq, std::vector<std::int64_t> lk,
                 std::int64_t heads, std::int64_t kv_heads, std::int64_t d,
                 std::int64_t dv, std::uint32_t seed,
                 DType dtype = DType::kFloat32) {
  Batch x(lq, lk, heads, kv_heads, d, dv);
  x.q = random_tensor({x.cu_q.back(), heads, d}, seed, 1.0f, dtype);
  x.k = random_tensor({x.cu_k.back(), kv_heads, d}, seed + 1, 1.0f, dtype);
  x.v = random_tensor({x.cu_k.back(), kv_heads, dv}, seed + 2, 1.0f, dtype);
  return x;
}

// Rows [start, start + len) of a packed (total, heads, dim) tensor as a
// dense float64 (1, heads, len, dim).
Tensor dense(const Tensor& packed, std::int64_t start, std::int64_t len) {
  const std::int64_t heads = packed.size(1), dim = packed.size(2);
  Tensor out(DType::kFloat64, {1, heads, len, dim});
  for (std::int64_t i = 0; i < len; ++i) {
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::int64_t c = 0; c < dim; ++c) {
        out.data<double>()[(h * len + i) * dim + c] =
            get(packed, ((start + i) * heads + h) * dim + c);
      }
    }
  }
  return out;
}

// The padded batch of a packed (total, heads, dim) tensor: float64 (batch,
// heads, max_len, dim), zero past each length.
Tensor padded(const Tensor& packed, const std::vector<std::int32_t>& cu,
              std::int64_t max_len) {
  const std::int64_t batch = static_cast<std::int64_t>(cu.size()) - 1;
  const std::int64_t heads = packed.size(1), dim = packed.size(2);
  Tensor out(DType::kFloat64, {batch, heads, max_len, dim});
  for (std::int64_t b = 0; b < batch; ++b) {
    const Tensor seq = dense(packed, cu[b], cu[b + 1] - cu[b]);
    const std::int64_t len = cu[b + 1] - cu[b];
    for (std::int64_t h = 0; h < heads; ++h) {
      std::copy_n(seq.data<double>() + h * len * dim, len * dim,
                  out.data<double>() + ((b * heads + h) * max_len) * dim);
    }
  }
  return out;
}

// Sequence b of a padded (batch, heads, max_len[, dim]) float64 tensor as
// (1, heads, len[, dim]).
Tensor slice(const Tensor& t, std::int64_t b, std::int64_t len) {
  const std::int64_t heads = t.size(1), max_len = t.size(2),
                     dim = t.rank() == 4 ? t.size(3) : 1;
  Tensor out = t.rank() == 4 ? Tensor(DType::kFloat64, {1, heads, len, dim})
                             : Tensor(DType::kFloat64, {1, heads, len});
  for (std::int64_t h = 0; h < heads; ++h) {
    std::copy_n(t.data<double>() + (b * heads + h) * max_len * dim, len * dim,
                out.data<double>() + h * len * dim);
  }
  return out;
}

// The oracle of a packed call: the reference on the padded batch with
// per-sequence lengths (the same (b, h, i, j) dropout stream).
struct Oracle {
  Tensor q, k, v;
  std::vector<std::int64_t> lq, lk;
  AttentionParams params;
  AttentionResult fwd;
};

Oracle oracle(const Tensor& q, const Tensor& k, const Tensor& v,
              const std::vector<std::int32_t>& cu_q,
              const std::vector<std::int32_t>& cu_k, AttentionParams params) {
  Oracle o;
  std::int64_t mq = 0, mk = 0;
  for (std::size_t b = 0; b + 1 < cu_q.size(); ++b) {
    o.lq.push_back(cu_q[b + 1] - cu_q[b]);
    o.lk.push_back(cu_k[b + 1] - cu_k[b]);
    mq = std::max(mq, o.lq.back());
    mk = std::max(mk, o.lk.back());
  }
  o.q = padded(q, cu_q, mq);
  o.k = padded(k, cu_k, mk);
  o.v = padded(v, cu_k, mk);
  const std::int64_t batch = static_cast<std::int64_t>(o.lq.size());
  o.params = params;
  o.params.path = Path::kReference;
  o.params.query_lengths =
      TensorView::contiguous(o.lq.data(), DType::kInt64, {batch});
  o.params.key_lengths =
      TensorView::contiguous(o.lk.data(), DType::kInt64, {batch});
  o.fwd = attention(o.q.view(), o.k.view(), o.v.view(), o.params);
  return o;
}

// |got - want| <= atol + rtol |want| for every element of sequence b's
// rows: out (total_q, heads, dv) against a dense (1, heads, len, dv).
void expect_rows(const Tensor& got, std::int64_t start, const Tensor& want,
                 double atol, double rtol, const std::string& what) {
  const std::int64_t heads = want.size(1), len = want.size(2),
                     dim = want.size(3);
  int failures = 0;
  for (std::int64_t i = 0; i < len && failures < 5; ++i) {
    for (std::int64_t h = 0; h < heads; ++h) {
      for (std::int64_t c = 0; c < dim; ++c) {
        const double w = want.data<double>()[(h * len + i) * dim + c];
        const double g = get(got, ((start + i) * heads + h) * dim + c);
        if (!(std::fabs(g - w) <= atol + rtol * std::fabs(w)) &&
            !(std::isnan(g) && std::isnan(w))) {
          ADD_FAILURE() << what << ": row " << start + i << " head " << h
                        << " col " << c << " got " << g << " want " << w;
          ++failures;
        }
      }
    }
  }
}

// lse (heads, total_q) rows of sequence b against a dense (1, heads, len).
void expect_lse(const Tensor& got, std::int64_t start, const Tensor& want,
                const std::string& what) {
  const std::int64_t heads = want.size(1), len = want.size(2),
                     total = got.size(1);
  for (std::int64_t h = 0; h < heads; ++h) {
    for (std::int64_t i = 0; i < len; ++i) {
      const double w = want.data<double>()[h * len + i];
      const double g = get(got, h * total + start + i);
      if (std::isinf(w)) {
        EXPECT_EQ(g, w) << what << " lse row " << start + i;
      } else {
        EXPECT_NEAR(g, w, 1e-5 + 1e-5 * std::fabs(w))
            << what << " lse row " << start + i;
      }
    }
  }
}

AttentionParams oracle_params(AttentionParams p) {
  p.path = Path::kReference;
  return p;
}

// Forward of every path against the per-sequence reference.
void check_forward(const Batch& x, const AttentionParams& params,
                   const std::string& what) {
  for (Path path : {Path::kAuto, Path::kTiled, Path::kSplitKv}) {
    AttentionParams p = params;
    p.path = path;
    const AttentionResult got =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    const Oracle o = oracle(x.q, x.k, x.v, x.cu_q, x.cu_k, params);
    for (std::size_t b = 0; b < x.lq.size(); ++b) {
      const std::int64_t sb = static_cast<std::int64_t>(b);
      const std::string at = what + " path " +
                             std::to_string(static_cast<int>(path)) + " seq " +
                             std::to_string(b);
      expect_rows(got.out, x.cu_q[b], slice(o.fwd.out, sb, x.lq[b]), 1e-5, 5e-6,
                  at);
      expect_lse(got.lse, x.cu_q[b], slice(o.fwd.lse, sb, x.lq[b]), at);
    }
  }
}

const std::vector<std::int64_t> kLensQ = {0, 1, 7, 33, 130, 5, 1};
const std::vector<std::int64_t> kLensK = {3, 1, 7, 40, 130, 0, 300};

TEST(Varlen, ForwardEqualsReferencePerSequence) {
  const Batch x = make_batch(kLensQ, kLensK, 4, 2, 24, 20, 11);
  check_forward(x, {}, "plain");
  AttentionParams causal;
  causal.causal = Causal::kBottomRight;
  check_forward(x, causal, "causal");
  AttentionParams window = causal;
  window.window_left = 5;
  window.window_right = 0;
  window.softcap = 3.0;
  window.scale = 0.4;
  check_forward(x, window, "window+softcap+scale");
  const std::vector<double> slopes = {0.5, 0.25, 0.125, 0.0625};
  AttentionParams alibi = causal;
  alibi.alibi_slopes =
      TensorView::contiguous(slopes.data(), DType::kFloat64, {4});
  alibi.dropout_p = 0.2;
  alibi.seed = 7;
  check_forward(x, alibi, "alibi+dropout");
  AttentionParams top_left;
  top_left.causal = Causal::kTopLeft;
  check_forward(x, top_left, "top-left");
}

TEST(Varlen, LowPrecisionStorage) {
  for (DType dtype : {DType::kBFloat16, DType::kFloat16}) {
    const Batch f = make_batch(kLensQ, kLensK, 4, 4, 32, 32, 21);
    Batch x = f;
    x.q = Tensor(dtype, {f.q.size(0), 4, 32});
    x.k = Tensor(dtype, {f.k.size(0), 4, 32});
    x.v = Tensor(dtype, {f.v.size(0), 4, 32});
    for (auto [from, to] :
         {std::pair{&f.q, &x.q}, {&f.k, &x.k}, {&f.v, &x.v}}) {
      for (std::int64_t n = 0; n < from->numel(); ++n) {
        internal::store_from_double(to->data<void>(), dtype, n, get(*from, n));
      }
    }
    AttentionParams p;
    p.causal = Causal::kBottomRight;
    const AttentionResult got =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    for (std::size_t b = 0; b < x.lq.size(); ++b) {
      const AttentionResult want =
          attention(dense(x.q, x.cu_q[b], x.lq[b]).view(),
                    dense(x.k, x.cu_k[b], x.lk[b]).view(),
                    dense(x.v, x.cu_k[b], x.lk[b]).view(), oracle_params(p));
      const double rel = dtype == DType::kBFloat16 ? std::ldexp(1.0, -7)
                                                   : std::ldexp(1.0, -10);
      expect_rows(got.out, x.cu_q[b], want.out, 1e-5 + rel, rel,
                  dtype_name(dtype));
    }
  }
}

TEST(Varlen, ReferencePathEqualsDenseReferenceExactly) {
  const Batch x = make_batch(kLensQ, kLensK, 2, 1, 8, 8, 31, DType::kFloat64);
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  const AttentionResult got =
      attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
  for (std::size_t b = 0; b < x.lq.size(); ++b) {
    const AttentionResult want =
        attention(dense(x.q, x.cu_q[b], x.lq[b]).view(),
                  dense(x.k, x.cu_k[b], x.lk[b]).view(),
                  dense(x.v, x.cu_k[b], x.lk[b]).view(), oracle_params(p));
    expect_rows(got.out, x.cu_q[b], want.out, 0.0, 0.0, "float64");
  }
}

TEST(Varlen, BitIdenticalForOneAndTwoThreads) {
  const Batch x =
      make_batch({100, 3, 257, 1}, {100, 700, 257, 900}, 4, 2, 64, 64, 41);
  for (Path path : {Path::kTiled, Path::kSplitKv, Path::kAuto}) {
    AttentionParams p;
    p.causal = Causal::kBottomRight;
    p.path = path;
    p.num_threads = 1;
    const AttentionResult one =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    p.num_threads = 2;
    const AttentionResult two =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    EXPECT_TRUE(bit_identical(one.out, two.out));
    EXPECT_TRUE(bit_identical(one.lse, two.lse));
    const Tensor dout = random_tensor({x.q.size(0), 4, 64}, 5);
    p.num_threads = 1;
    const AttentionGrads g1 = attention_varlen_backward(
        dout.view(), x.q.view(), x.k.view(), x.v.view(), one.out.view(),
        one.lse.view(), x.varlen(), p);
    p.num_threads = 2;
    const AttentionGrads g2 = attention_varlen_backward(
        dout.view(), x.q.view(), x.k.view(), x.v.view(), one.out.view(),
        one.lse.view(), x.varlen(), p);
    EXPECT_TRUE(bit_identical(g1.dq, g2.dq));
    EXPECT_TRUE(bit_identical(g1.dk, g2.dk));
    EXPECT_TRUE(bit_identical(g1.dv, g2.dv));
  }
}

// Tail rows past cu_seqlens[batch] are never written by the _into forms.
TEST(Varlen, IntoLeavesTrailingRowsAlone) {
  const Batch x = make_batch({5, 9}, {6, 9}, 2, 2, 16, 16, 51);
  Tensor out(DType::kFloat32, {x.q.size(0) + 3, 2, 16});
  Tensor q(DType::kFloat32, {x.q.size(0) + 3, 2, 16});
  std::copy(x.q.data<float>(), x.q.data<float>() + x.q.numel(),
            q.data<float>());
  std::fill(out.data<float>(), out.data<float>() + out.numel(), 42.0f);
  attention_varlen_into(q.view(), x.k.view(), x.v.view(), x.varlen(), {},
                        out.view(), {});
  for (std::int64_t n = x.q.numel(); n < out.numel(); ++n) {
    ASSERT_EQ(out.data<float>()[n], 42.0f);
  }
}

void check_backward(const Batch& x, const AttentionParams& params,
                    const std::string& what) {
  for (Path path : {Path::kAuto, Path::kReference}) {
    AttentionParams p = params;
    p.path = path;
    const AttentionResult fwd =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    const Tensor dout = random_tensor({x.q.size(0), x.heads, x.dv}, 77);
    const AttentionGrads g = attention_varlen_backward(
        dout.view(), x.q.view(), x.k.view(), x.v.view(), fwd.out.view(),
        fwd.lse.view(), x.varlen(), p);
    const Oracle o = oracle(x.q, x.k, x.v, x.cu_q, x.cu_k, params);
    const Tensor pdout = padded(dout, x.cu_q, o.q.size(2));
    const AttentionGrads wgrads =
        attention_backward(pdout.view(), o.q.view(), o.k.view(), o.v.view(),
                           o.fwd.out.view(), o.fwd.lse.view(), o.params);
    for (std::size_t b = 0; b < x.lq.size(); ++b) {
      const std::int64_t sb = static_cast<std::int64_t>(b);
      const AttentionGrads wg{slice(wgrads.dq, sb, x.lq[b]),
                              slice(wgrads.dk, sb, x.lk[b]),
                              slice(wgrads.dv, sb, x.lk[b]), Tensor{}};
      const std::string at = what + " seq " + std::to_string(b);
      // PyTorch's fp32 gradient tolerance, atol scaled by the sequence length.
      const double atol =
          1.25e-5 * std::max(1.0, static_cast<double>(x.lk[b])) / 8;
      expect_rows(g.dq, x.cu_q[b], wg.dq, atol, 5.25e-6, at + " dq");
      expect_rows(g.dk, x.cu_k[b], wg.dk, atol, 5.25e-6, at + " dk");
      expect_rows(g.dv, x.cu_k[b], wg.dv, atol, 5.25e-6, at + " dv");
    }
  }
}

TEST(Varlen, BackwardEqualsReferencePerSequence) {
  const Batch x = make_batch(kLensQ, kLensK, 4, 2, 24, 20, 61);
  check_backward(x, {}, "plain");
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  p.window_left = 9;
  p.softcap = 2.5;
  check_backward(x, p, "causal+window+softcap");
  p.dropout_p = 0.3;
  p.seed = 3;
  check_backward(x, p, "dropout");
}

// ---- paged

// A paged copy of a packed batch's keys: block_size, blocks shuffled (and
// spare ones), k_cache (num_blocks, block_size, kv_heads, d) or, with
// heads_first, vLLM's (num_blocks, kv_heads, block_size, d) seen through
// strides.
struct Paged {
  Tensor k_store, v_store;
  std::vector<std::int32_t> table;
  std::vector<std::int64_t> lens;
  std::int64_t max_blocks = 0, block_size = 0, num_blocks = 0;
  bool heads_first = false;

  Paged() = default;
  Paged(const Paged& o) { *this = o; }
  Paged& operator=(const Paged& o) {
    k_store = o.k_store.clone();
    v_store = o.v_store.clone();
    table = o.table;
    lens = o.lens;
    max_blocks = o.max_blocks;
    block_size = o.block_size;
    num_blocks = o.num_blocks;
    heads_first = o.heads_first;
    return *this;
  }

  TensorView view(const Tensor& t) const {
    if (!heads_first) return t.view();
    const std::int64_t nb = t.size(0), h = t.size(1), bs = t.size(2),
                       d = t.size(3);
    return TensorView::strided(t.data<void>(), t.dtype(), {nb, bs, h, d},
                               {h * bs * d, d, bs * d, 1});
  }
  PagedKv kv() const {
    return {view(k_store), view(v_store),
            TensorView::contiguous(
                table.data(), DType::kInt32,
                {static_cast<std::int64_t>(lens.size()), max_blocks}),
            TensorView::contiguous(lens.data(), DType::kInt64,
                                   {static_cast<std::int64_t>(lens.size())})};
  }
};

Paged page(const Batch& x, std::int64_t block_size, bool heads_first,
           std::uint32_t seed) {
  Paged pg;
  pg.block_size = block_size;
  pg.heads_first = heads_first;
  pg.lens = x.lk;
  std::int64_t total_blocks = 0;
  for (std::int64_t len : x.lk) {
    const std::int64_t n = (len + block_size - 1) / block_size;
    pg.max_blocks = std::max(pg.max_blocks, n);
    total_blocks += n;
  }
  pg.max_blocks += 1;  // a spare column of garbage ids, never read
  pg.num_blocks = total_blocks + 3;
  std::vector<std::int32_t> ids(pg.num_blocks);
  std::iota(ids.begin(), ids.end(), 0);
  std::shuffle(ids.begin(), ids.end(), std::mt19937(seed));
  const std::int64_t kvh = x.kv_heads;
  const DType dtype = x.k.dtype();
  const std::size_t bytes = dtype_size(dtype);
  auto shape = [&](std::int64_t dim) {
    return heads_first ? Tensor(dtype, {pg.num_blocks, kvh, block_size, dim})
                       : Tensor(dtype, {pg.num_blocks, block_size, kvh, dim});
  };
  pg.k_store = shape(x.d);
  pg.v_store = shape(x.dv);
  pg.table.assign(x.lk.size() * pg.max_blocks, -7);
  std::size_t next = 0;
  for (std::size_t b = 0; b < x.lk.size(); ++b) {
    for (std::int64_t j = 0; j < x.lk[b]; ++j) {
      std::int32_t& id = pg.table[b * pg.max_blocks + j / block_size];
      if (j % block_size == 0) id = ids[next++];
      for (std::int64_t h = 0; h < kvh; ++h) {
        auto row = [&](std::int64_t dim) {
          return heads_first
                     ? ((id * kvh + h) * block_size + j % block_size) * dim
                     : ((id * block_size + j % block_size) * kvh + h) * dim;
        };
        const std::int64_t src = (x.cu_k[b] + j) * kvh + h;
        std::memcpy(pg.k_store.data<char>() + row(x.d) * bytes,
                    x.k.data<char>() + src * x.d * bytes, x.d * bytes);
        std::memcpy(pg.v_store.data<char>() + row(x.dv) * bytes,
                    x.v.data<char>() + src * x.dv * bytes, x.dv * bytes);
      }
    }
  }
  return pg;
}

TEST(Paged, EqualsContiguousForEveryBlockSizeAndLayout) {
  const Batch x = make_batch({1, 1, 17, 64, 1, 3}, {1, 300, 17, 64, 129, 0}, 4,
                             2, 32, 32, 71);
  for (std::int64_t bs : {1, 4, 8, 12, 16, 20, 64}) {
    for (bool heads_first : {false, true}) {
      const Paged pg =
          page(x, bs, heads_first, static_cast<std::uint32_t>(5 + bs));
      for (Path path : {Path::kAuto, Path::kTiled, Path::kSplitKv}) {
        AttentionParams p;
        p.causal = Causal::kBottomRight;
        p.path = path;
        const AttentionResult want =
            attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
        const Varlen vl = x.varlen();
        const AttentionResult got = attention_paged(
            x.q.view(), vl.cu_seqlens_q, vl.max_seqlen_q, pg.kv(), p);
        // Decode scores group 4 keys per reduction: blocks of a multiple
        // of 4 keys group them as the contiguous run does (bit-identical);
        // smaller blocks sum some keys alone (a rounding apart). P·V sums
        // blocks of 16 keys whatever the block size (GatherValueRows).
        const std::string at = "block_size " + std::to_string(bs) +
                               " heads_first " + std::to_string(heads_first) +
                               " path " +
                               std::to_string(static_cast<int>(path));
        if (bs % 4 == 0) {
          EXPECT_TRUE(bit_identical(got.out, want.out)) << at;
          EXPECT_TRUE(bit_identical(got.lse, want.lse)) << at;
        } else {
          EXPECT_LE(testing::max_abs_diff(got.out, want.out), 1e-6) << at;
          EXPECT_LE(testing::max_abs_diff(got.lse, want.lse), 1e-6) << at;
        }
      }
    }
  }
}

// Two sequences sharing their first blocks (a common prompt prefix), one
// whose cache fills its table exactly.
TEST(Paged, SharedBlocksAndExactlyFullTable) {
  const std::int64_t bs = 16;
  Batch x = make_batch({1, 1}, {48, 40}, 2, 2, 16, 16, 81);
  // Sequence 1's first 32 keys equal sequence 0's (shared blocks).
  for (std::int64_t n = 0; n < 32 * 2 * 16; ++n) {
    x.k.data<float>()[48 * 2 * 16 + n] = x.k.data<float>()[n];
    x.v.data<float>()[48 * 2 * 16 + n] = x.v.data<float>()[n];
  }
  Paged pg = page(x, bs, false, 3);
  pg.table[1 * pg.max_blocks + 0] = pg.table[0];
  pg.table[1 * pg.max_blocks + 1] = pg.table[1];
  // Table of exactly ceil(48 / 16) = 3 columns: sequence 0 fills it.
  std::vector<std::int32_t> narrow = {pg.table[0],
                                      pg.table[1],
                                      pg.table[2],
                                      pg.table[pg.max_blocks],
                                      pg.table[pg.max_blocks + 1],
                                      pg.table[pg.max_blocks + 2]};
  pg.table = narrow;
  pg.max_blocks = 3;
  const AttentionResult want =
      attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), {});
  const AttentionResult got =
      attention_paged(x.q.view(), cu_view(x.cu_q), 1, pg.kv(), {});
  EXPECT_TRUE(bit_identical(got.out, want.out));
}

// Chunked prefill: prompt chunks and decode rows in one call equal the
// separate calls.
TEST(Paged, MixedBatchEqualsSeparateCalls) {
  const Batch x =
      make_batch({40, 1, 1, 25}, {100, 77, 513, 25}, 4, 1, 32, 32, 91);
  const Paged pg = page(x, 16, false, 9);
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  const AttentionResult mixed =
      attention_paged(x.q.view(), cu_view(x.cu_q), 40, pg.kv(), p);
  for (std::size_t b = 0; b < x.lq.size(); ++b) {
    const AttentionResult want =
        attention(dense(x.q, x.cu_q[b], x.lq[b]).view(),
                  dense(x.k, x.cu_k[b], x.lk[b]).view(),
                  dense(x.v, x.cu_k[b], x.lk[b]).view(), oracle_params(p));
    expect_rows(mixed.out, x.cu_q[b], want.out, 1e-5, 5e-6,
                "mixed seq " + std::to_string(b));
  }
}

// ---- paged decode (one work item per sequence, block by block across KV
// heads; forward.cc "Paged problems")

// A batch's q, k, v stored as `dtype` (the values rounded to it).
Batch as_dtype(const Batch& f, DType dtype) {
  if (dtype == DType::kFloat32) return f;
  Batch x = f;
  for (auto [from, to] : {std::pair{&f.q, &x.q}, {&f.k, &x.k}, {&f.v, &x.v}}) {
    *to = Tensor(dtype, {from->size(0), from->size(1), from->size(2)});
    for (std::int64_t n = 0; n < from->numel(); ++n) {
      internal::store_from_double(to->data<void>(), dtype, n, get(*from, n));
    }
  }
  return x;
}

// Decode rows (1 and 2 query rows per sequence) against caches of lengths
// 0, 1, block edges, and above the split threshold; 20 KV heads, so a
// sequence is two items of at most 16 heads. On every compiled target,
// every block size and layout, float32 and the 16-bit storage types:
// equal to the double reference, bit-identical to the same batch packed
// (contiguous keys) when blocks hold a multiple of 4 keys, and
// bit-identical for 1 and 2 threads.
TEST(PagedDecode, EqualsReferenceAndContiguousOnEveryTarget) {
  const std::vector<std::int64_t> lq = {1, 1, 2, 1, 1, 2, 1, 1};
  const std::vector<std::int64_t> lk = {0, 1, 15, 16, 17, 64, 300, 4200};
  const Batch f32 = make_batch(lq, lk, 20, 20, 16, 24, 131);
  AttentionParams causal;
  causal.causal = Causal::kBottomRight;
  const Batch xs[2] = {f32, as_dtype(f32, DType::kBFloat16)};
  std::vector<AttentionResult> wants[2];  // per sequence, from the storage
  for (int x = 0; x < 2; ++x) {
    for (std::size_t b = 0; b < lq.size(); ++b) {
      wants[x].push_back(attention(dense(xs[x].q, xs[x].cu_q[b], lq[b]).view(),
                                   dense(xs[x].k, xs[x].cu_k[b], lk[b]).view(),
                                   dense(xs[x].v, xs[x].cu_k[b], lk[b]).view(),
                                   oracle_params(causal)));
    }
  }
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (int xi = 0; xi < 2; ++xi) {
      const Batch& x = xs[xi];
      const DType dtype = x.k.dtype();
      for (std::int64_t bs : {1, 12, 16, 64}) {
        for (bool heads_first : {false, true}) {
          if (dtype != DType::kFloat32 &&
              (bs % 4 != 0 || bs == 64 || heads_first)) {
            continue;
          }
          const Paged pg =
              page(x, bs, heads_first, static_cast<std::uint32_t>(bs));
          const std::string at = std::string(dtype_name(dtype)) + " block " +
                                 std::to_string(bs) + " heads_first " +
                                 std::to_string(heads_first);
          for (Path path : {Path::kAuto, Path::kTiled, Path::kSplitKv}) {
            AttentionParams p;
            p.causal = Causal::kBottomRight;
            p.path = path;
            p.num_threads = 1;
            const Varlen vl = x.varlen();
            const AttentionResult one = attention_paged(
                x.q.view(), vl.cu_seqlens_q, vl.max_seqlen_q, pg.kv(), p);
            p.num_threads = 2;
            const AttentionResult two = attention_paged(
                x.q.view(), vl.cu_seqlens_q, vl.max_seqlen_q, pg.kv(), p);
            EXPECT_TRUE(bit_identical(one.out, two.out)) << at;
            EXPECT_TRUE(bit_identical(one.lse, two.lse)) << at;
            const AttentionResult packed =
                attention_varlen(x.q.view(), x.k.view(), x.v.view(), vl, p);
            if (bs % 4 == 0) {
              EXPECT_TRUE(bit_identical(one.out, packed.out)) << at;
              EXPECT_TRUE(bit_identical(one.lse, packed.lse)) << at;
            }
            const double rel =
                dtype == DType::kBFloat16 ? std::ldexp(1.0, -7) : 5e-6;
            for (std::size_t b = 0; b < lq.size(); ++b) {
              const AttentionResult& want = wants[xi][b];
              const std::string seq = at + " path " +
                                      std::to_string(static_cast<int>(path)) +
                                      " seq " + std::to_string(b);
              expect_rows(one.out, x.cu_q[b], want.out, 1e-5 + rel, rel, seq);
              if (dtype == DType::kFloat32) {
                expect_lse(one.lse, x.cu_q[b], want.lse, seq);
              }
            }
          }
        }
      }
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

// A cache that fills its block table exactly, blocks shared between
// sequences (a common prefix), sinks and a sliding window: the paged
// decode equals the reference, and the contiguous cache bit for bit.
TEST(PagedDecode, FullTableSharedBlocksSinksAndWindow) {
  const std::int64_t bs = 16;
  Batch x = make_batch({1, 1, 1}, {48, 40, 33}, 4, 2, 16, 16, 141);
  for (std::int64_t n = 0; n < 32 * 2 * 16; ++n) {  // seq 1 shares 2 blocks
    x.k.data<float>()[48 * 2 * 16 + n] = x.k.data<float>()[n];
    x.v.data<float>()[48 * 2 * 16 + n] = x.v.data<float>()[n];
  }
  Paged pg = page(x, bs, false, 13);
  std::vector<std::int32_t> narrow;  // exactly ceil(48 / 16) = 3 columns
  for (std::int64_t b = 0; b < 3; ++b) {
    for (std::int64_t j = 0; j < 3; ++j) {
      narrow.push_back(pg.table[b * pg.max_blocks + j]);
    }
  }
  narrow[3] = narrow[0];  // sequence 1's first two blocks are sequence 0's
  narrow[4] = narrow[1];
  pg.table = narrow;
  pg.max_blocks = 3;
  const std::vector<float> sinks = {0.5f, -1.0f, 2.0f, -INFINITY};
  for (std::int64_t window : {-1, 20}) {
    AttentionParams p;
    p.causal = Causal::kBottomRight;
    p.window_left = window;
    p.sinks = TensorView::contiguous(sinks.data(), DType::kFloat32, {4});
    const AttentionResult got =
        attention_paged(x.q.view(), cu_view(x.cu_q), 1, pg.kv(), p);
    const AttentionResult packed =
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(), p);
    EXPECT_TRUE(bit_identical(got.out, packed.out)) << window;
    EXPECT_TRUE(bit_identical(got.lse, packed.lse)) << window;
    for (std::size_t b = 0; b < 3; ++b) {
      const AttentionResult want =
          attention(dense(x.q, x.cu_q[b], 1).view(),
                    dense(x.k, x.cu_k[b], x.lk[b]).view(),
                    dense(x.v, x.cu_k[b], x.lk[b]).view(), oracle_params(p));
      expect_rows(got.out, x.cu_q[b], want.out, 1e-5, 5e-6,
                  "window " + std::to_string(window));
      expect_lse(got.lse, x.cu_q[b], want.lse, "window");
    }
  }
}

// A mixed batch whose longest cache is past the split threshold: its decode
// rows are split per sequence (as in a decode-only call with the same
// longest cache, bit for bit), its prompt chunk is not; one call equals the
// reference and is bit-identical for 1 and 2 threads.
TEST(PagedDecode, MixedBatchSplitsItsDecodeRows) {
  const Batch x =
      make_batch({30, 1, 1, 1}, {60, 4500, 1, 2100}, 4, 2, 16, 16, 151);
  const Paged pg = page(x, 16, false, 17);
  AttentionParams p;
  p.causal = Causal::kBottomRight;
  p.num_threads = 1;
  const AttentionResult one =
      attention_paged(x.q.view(), cu_view(x.cu_q), 30, pg.kv(), p);
  p.num_threads = 2;
  const AttentionResult two =
      attention_paged(x.q.view(), cu_view(x.cu_q), 30, pg.kv(), p);
  EXPECT_TRUE(bit_identical(one.out, two.out));
  EXPECT_TRUE(bit_identical(one.lse, two.lse));
  for (std::size_t b = 0; b < x.lq.size(); ++b) {
    const AttentionResult want =
        attention(dense(x.q, x.cu_q[b], x.lq[b]).view(),
                  dense(x.k, x.cu_k[b], x.lk[b]).view(),
                  dense(x.v, x.cu_k[b], x.lk[b]).view(), oracle_params(p));
    expect_rows(one.out, x.cu_q[b], want.out, 1e-5, 5e-6,
                "mixed seq " + std::to_string(b));
    expect_lse(one.lse, x.cu_q[b], want.lse, "mixed");
  }
  // The decode rows alone (sequences 1..3, the same longest cache).
  const std::vector<std::int32_t> cu_rows = {0, 1, 2, 3};
  PagedKv kv = pg.kv();
  kv.block_table = TensorView::contiguous(pg.table.data() + pg.max_blocks,
                                          DType::kInt32, {3, pg.max_blocks});
  kv.cache_seqlens =
      TensorView::contiguous(pg.lens.data() + 1, DType::kInt64, {3});
  const TensorView q_rows = TensorView::contiguous(
      x.q.data<float>() + 30 * 4 * 16, DType::kFloat32, {3, 4, 16});
  const AttentionResult rows =
      attention_paged(q_rows, cu_view(cu_rows), 1, kv, p);
  for (std::int64_t n = 0; n < rows.out.numel(); ++n) {
    ASSERT_EQ(rows.out.data<float>()[n], one.out.data<float>()[30 * 4 * 16 + n])
        << n;
  }
}

// ---- bad input

void expect_error(const std::function<void()>& f, const std::string& part) {
  try {
    f();
    ADD_FAILURE() << "no error, expected one mentioning '" << part << "'";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << e.what();
  }
}

TEST(Varlen, BadInput) {
  const Batch x = make_batch({3, 4}, {3, 4}, 2, 2, 8, 8, 101);
  auto call = [&](std::vector<std::int32_t> cq, std::vector<std::int32_t> ck,
                  std::int64_t mq, std::int64_t mk) {
    attention_varlen(x.q.view(), x.k.view(), x.v.view(),
                     {cu_view(cq), cu_view(ck), mq, mk});
  };
  expect_error(
      [&] {
        call({0, 4, 3}, {0, 3, 7}, 4, 4);
      },
      "cu_seqlens_q: not increasing");
  expect_error(
      [&] {
        call({0, 3, 8}, {0, 3, 7}, 5, 4);
      },
      "past the end of total_q");
  expect_error([&] { call({0, 3, 7}, {0, 7}, 4, 7); }, "cu_seqlens_k");
  expect_error([&] { call({1, 3, 7}, {0, 3, 7}, 4, 4); }, "must be 0");
  expect_error([&] { call({0, 3, 7}, {0, 3, 7}, 3, 4); }, "max_seqlen_q");
  const std::vector<std::int64_t> wide = {0, 3, 7};
  expect_error(
      [&] {
        attention_varlen(
            x.q.view(), x.k.view(), x.v.view(),
            {TensorView::contiguous(wide.data(), DType::kInt64, {3}),
             cu_view(x.cu_k), 4, 4});
      },
      "must be int32");
  const Tensor k16(DType::kFloat16, {7, 2, 8});
  expect_error(
      [&] { attention_varlen(x.q.view(), k16.view(), x.v.view(), x.varlen()); },
      "dtype");
  // Sizes q, k and v must share are quoted as the caller passed them, not
  // as the padded (batch, heads, seq, dim) views the kernels see.
  const Tensor k3 = random_tensor({7, 3, 8}, 1),
               v3 = random_tensor({7, 3, 8}, 2);
  expect_error(
      [&] { attention_varlen(x.q.view(), k3.view(), v3.view(), x.varlen()); },
      "q: num_heads 2 is not a multiple of num_kv_heads 3 (q (7, 2, 8), k (7, "
      "3, 8), v (7, 3, 8))");
  const Tensor k6 = random_tensor({7, 2, 6}, 3);
  expect_error(
      [&] { attention_varlen(x.q.view(), k6.view(), x.v.view(), x.varlen()); },
      "k: head_dim 6 does not match q head_dim 8 (q (7, 2, 8), k (7, 2, 6)");
  expect_error(
      [&] { attention_varlen(x.q.view(), x.k.view(), v3.view(), x.varlen()); },
      "v: num_kv_heads 3 does not match k's 2");
  AttentionParams lengths;
  lengths.key_lengths = cu_view(x.cu_k);
  expect_error(
      [&] {
        attention_varlen(x.q.view(), x.k.view(), x.v.view(), x.varlen(),
                         lengths);
      },
      "must be unset");
  // Outputs that share bytes with an input (here out inside k) are refused
  // (validation_test.cc, OutputsOverlappingAnythingAreRefused).
  const TensorView out_in_k = TensorView::contiguous(
      const_cast<float*>(x.k.data<float>()), DType::kFloat32, {7, 2, 8});
  expect_error(
      [&] {
        attention_varlen_into(x.q.view(), x.k.view(), x.v.view(), x.varlen(),
                              {}, out_in_k, {});
      },
      "out and k overlap in memory");
}

TEST(Paged, BadInput) {
  const Batch x = make_batch({1, 1}, {20, 33}, 2, 2, 8, 8, 111);
  const Paged good = page(x, 16, false, 1);
  auto call = [&](const Paged& pg) {
    attention_paged(x.q.view(), cu_view(x.cu_q), 1, pg.kv(), {});
  };
  call(good);
  Paged bad = good;
  bad.table[0] = static_cast<std::int32_t>(good.num_blocks);
  expect_error([&] { call(bad); }, "block_table[0][0]");
  bad = good;
  bad.table[1] = -1;  // sequence 0 needs 2 blocks
  expect_error([&] { call(bad); }, "block_table[0][1] = -1");
  bad = good;
  bad.lens[1] = good.max_blocks * 16 + 1;
  expect_error([&] { call(bad); }, "cache_seqlens[1]");
  Tensor k16(DType::kFloat16, {good.num_blocks, 16, 2, 8});
  expect_error(
      [&] {
        PagedKv kv = good.kv();
        kv.k_cache = k16.view();
        attention_paged(x.q.view(), cu_view(x.cu_q), 1, kv, {});
      },
      "dtype");
  const Tensor k3(DType::kFloat32, {good.num_blocks, 16, 3, 8});
  expect_error(
      [&] {
        PagedKv kv = good.kv();
        kv.k_cache = kv.v_cache = k3.view();
        attention_paged(x.q.view(), cu_view(x.cu_q), 1, kv, {});
      },
      "q: num_heads 2 is not a multiple of num_kv_heads 3 (q (2, 2, 8), "
      "k_cache (" +
          std::to_string(good.num_blocks) + ", 16, 3, 8)");
  const PagedKv kv = good.kv();
  const TensorView out_in_cache =
      TensorView::contiguous(kv.v_cache.data, DType::kFloat32, {2, 2, 8});
  expect_error(
      [&] {
        attention_paged_into(x.q.view(), cu_view(x.cu_q), 1, kv, {},
                             out_in_cache, {});
      },
      "out and v_cache overlap in memory");
}

// A cache of block_size 0 (a non-paged cache of no slots, as Python passes
// one) is empty: out 0 and lse -inf, as seq_kv = 0 gives elsewhere, and any
// length past 0 is refused. Before: "k_cache: block_size must be >= 1".
TEST(Paged, BlockSizeZeroIsAnEmptyCache) {
  const Batch x = make_batch({3, 1}, {0, 0}, 4, 2, 8, 8, 112);
  const Tensor k_cache(DType::kFloat32, {2, 0, 2, 8});
  const std::vector<std::int32_t> table = {0, 1};
  std::vector<std::int64_t> lens = {0, 0};
  const PagedKv kv{k_cache.view(), k_cache.view(),
                   TensorView::contiguous(table.data(), DType::kInt32, {2, 1}),
                   TensorView::contiguous(lens.data(), DType::kInt64, {2})};
  for (const bool causal : {false, true}) {
    AttentionParams p;
    if (causal) p.causal = Causal::kBottomRight;
    const AttentionResult r =
        attention_paged(x.q.view(), cu_view(x.cu_q), 3, kv, p);
    ASSERT_EQ(r.out.numel(), 4 * 4 * 8);
    for (std::int64_t i = 0; i < r.out.numel(); ++i)
      EXPECT_EQ(r.out.data<float>()[i], 0.0f);
    for (std::int64_t i = 0; i < r.lse.numel(); ++i)
      EXPECT_EQ(r.lse.data<float>()[i], -INFINITY);
  }
  lens[1] = 1;
  expect_error(
      [&] { attention_paged(x.q.view(), cu_view(x.cu_q), 3, kv, {}); },
      "cache_seqlens[1] = 1 is outside [0, max_blocks_per_seq * block_size = "
      "0]");
}

// Sizes at the limits: a head_dim whose rounding to quantization groups
// overflowed (a negative size, or a bare "vector::reserve"), and an append
// of more rows than its int32 offsets hold (2^32 + 5 rows appended 5).
TEST(PagedKvCache, SizesAtTheLimitsAreErrors) {
  const std::int64_t huge = std::numeric_limits<std::int64_t>::max();
  for (QuantFormat f : {QuantFormat::kNone, QuantFormat::kQ8_0}) {
    expect_error([&] { PagedKvCache(1, 32, 1, huge, f); },
                 "head dims at most 2^40");
  }
  PagedKvCache cache(4, 16, 1, 8);
  const std::int64_t seq = cache.add_sequence();
  const float zero[8] = {};
  for (std::int64_t rows :
       {std::int64_t{1} << 31, (std::int64_t{1} << 32) + 5}) {
    const TensorView k =
        TensorView::strided(zero, DType::kFloat32, {rows, 1, 8}, {0, 0, 1});
    expect_error([&] { cache.append(seq, k, k); },
                 "k has " + std::to_string(rows) + " rows");
  }
  EXPECT_EQ(cache.length(seq), 0);
}

// ---- PagedKvCache

TEST(PagedKvCache, ServingLoopMatchesReferenceAndReusesBlocks) {
  const std::int64_t bs = 4;
  PagedKvCache cache(12, bs, 2, 8);
  const std::int64_t a = cache.add_sequence(), b = cache.add_sequence();
  // Prompts of 6 and 9 tokens, appended in one call.
  const Tensor k = random_tensor({15, 2, 8}, 1),
               v = random_tensor({15, 2, 8}, 2);
  const std::vector<std::int32_t> cu = {0, 6, 15};
  cache.append({a, b}, k.view(), v.view(), cu_view(cu));
  EXPECT_EQ(cache.length(a), 6);
  EXPECT_EQ(cache.length(b), 9);
  EXPECT_EQ(cache.blocks_in_use(), 2 + 3);
  const Tensor q = random_tensor({15, 4, 8}, 3);
  const AttentionResult got = cache.attend({a, b}, q.view(), cu_view(cu));
  AttentionParams causal;
  causal.causal = Causal::kBottomRight;
  for (int s = 0; s < 2; ++s) {
    const AttentionResult want = attention(
        dense(q, cu[s], cu[s + 1] - cu[s]).view(),
        dense(k, cu[s], cu[s + 1] - cu[s]).view(),
        dense(v, cu[s], cu[s + 1] - cu[s]).view(), oracle_params(causal));
    expect_rows(got.out, cu[s], want.out, 1e-5, 5e-6, "prefill");
  }
  // Out of blocks: 7 free, 40 tokens need 10: an error, nothing written.
  const Tensor big = random_tensor({40, 2, 8}, 4);
  const Tensor before = cache.keys().clone();
  expect_error([&] { cache.append(a, big.view(), big.view()); },
               "out of blocks");
  EXPECT_EQ(cache.length(a), 6);
  EXPECT_EQ(cache.blocks_in_use(), 5);
  EXPECT_TRUE(bit_identical(before, cache.keys()));
  // Free a: its blocks are reused by a new sequence.
  const std::vector<std::int32_t> a_blocks = cache.blocks(a);
  cache.free_sequence(a);
  EXPECT_EQ(cache.blocks_in_use(), 3);
  const std::int64_t c = cache.add_sequence();
  cache.append(c, k.view(), v.view());  // 15 tokens: 4 blocks
  const std::vector<std::int32_t>& c_blocks = cache.blocks(c);
  EXPECT_NE(std::find(c_blocks.begin(), c_blocks.end(), a_blocks[0]),
            c_blocks.end());
  expect_error([&] { cache.length(a); }, "does not exist");
  // A decode step for b and c together.
  const Tensor k1 = random_tensor({2, 2, 8}, 5),
               v1 = random_tensor({2, 2, 8}, 6);
  const std::vector<std::int32_t> one = {0, 1, 2};
  cache.append({b, c}, k1.view(), v1.view(), cu_view(one));
  const Tensor q1 = random_tensor({2, 4, 8}, 7);
  const AttentionResult step = cache.attend({b, c}, q1.view(), cu_view(one));
  // b holds prompt rows [6, 15) then k1 row 0; c prompt rows [0, 15) then
  // k1 row 1.
  auto history = [&](const Tensor& prompt, std::int64_t from,
                     const Tensor& fresh, std::int64_t row) {
    const std::int64_t n = 15 - from;
    Tensor t(DType::kFloat32, {n + 1, 2, 8});
    std::copy_n(prompt.data<float>() + from * 16, n * 16, t.data<float>());
    std::copy_n(fresh.data<float>() + row * 16, 16, t.data<float>() + n * 16);
    return t;
  };
  const std::int64_t starts[2] = {6, 0};
  for (int s = 0; s < 2; ++s) {
    const Tensor ks = history(k, starts[s], k1, s);
    const Tensor vs = history(v, starts[s], v1, s);
    const AttentionResult want =
        attention(dense(q1, s, 1).view(), dense(ks, 0, ks.size(0)).view(),
                  dense(vs, 0, vs.size(0)).view(), oracle_params(causal));
    expect_rows(step.out, s, want.out, 1e-5, 5e-6, "decode step");
  }
  expect_error(
      [&] {
        cache.attend({b}, q.view(), cu_view({0, 15}));
      },
      "query rows");
}

// A bfloat16 cache attended with float32 queries: the queries are rounded
// to the cache's dtype and the result comes back in theirs (lse too), as
// KvCache::attend does: the same bits as attending with bfloat16 queries.
TEST(PagedKvCache, QueriesInAnotherDtypeAttendInTheCaches) {
  PagedKvCache cache(4, 4, 1, 8, DType::kBFloat16);
  const std::int64_t a = cache.add_sequence();
  const Tensor k = random_tensor({5, 1, 8}, 1), v = random_tensor({5, 1, 8}, 2);
  cache.append(a, k.view(), v.view());
  const Tensor q = random_tensor({5, 2, 8}, 3);
  const std::vector<std::int32_t> cu = {0, 5};
  const AttentionResult got = cache.attend({a}, q.view(), cu_view(cu));
  ASSERT_EQ(got.out.dtype(), DType::kFloat32);
  ASSERT_EQ(got.lse.dtype(), lse_dtype(DType::kFloat32));
  const Tensor qb = internal::converted(q.view(), DType::kBFloat16);
  const AttentionResult want = cache.attend({a}, qb.view(), cu_view(cu));
  const Tensor want_out = internal::converted(want.out.view(), DType::kFloat32);
  const Tensor want_lse =
      internal::converted(want.lse.view(), lse_dtype(DType::kFloat32));
  EXPECT_TRUE(bit_identical(got.out, want_out));
  EXPECT_TRUE(bit_identical(got.lse, want_lse));
}

}  // namespace
}  // namespace qkv
