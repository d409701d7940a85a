// libFuzzer target over the serving API (qkv/serving.h): packed batches with
// random (sometimes broken) cu_seqlens, paged caches with random (sometimes
// out-of-range, shared, too short) block tables, and random PagedKvCache
// operation sequences (plain and quantized caches). Every input must raise
// qkv::Error or give results that match the padded reference within tolerance;
// a PagedKvCache keeps its invariants whatever fails.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "fuzz_bytes.h"
#include "qkv/qkv.h"

namespace {

qkv::Tensor tensor(std::initializer_list<std::int64_t> shape, Bytes& in) {
  qkv::Tensor t(qkv::DType::kFloat32, shape);
  for (std::int64_t n = 0; n < t.numel(); ++n) {
    t.data<float>()[n] = (static_cast<float>(in.byte()) - 127.5f) / 32.0f;
  }
  return t;
}

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz_serving: %s\n", what);
    std::abort();
  }
}

// A packed batch against the reference on its padded copy, and the same
// keys paged, against the packed result.
void packed_and_paged(Bytes& in) {
  const std::int64_t batch = in.pick(0, 4), kvh = in.pick(1, 2),
                     h = kvh * in.pick(1, 2), d = in.pick(1, 9);
  std::vector<std::int64_t> lq(batch), lk(batch);
  std::vector<std::int32_t> cq(batch + 1, 0), ck(batch + 1, 0);
  for (std::int64_t b = 0; b < batch; ++b) {
    lq[b] = in.pick(0, 6);
    lk[b] = in.pick(0, 9);
    cq[b + 1] = cq[b] + static_cast<std::int32_t>(lq[b]);
    ck[b + 1] = ck[b] + static_cast<std::int32_t>(lk[b]);
  }
  if (in.chance(20) && batch > 0) {  // broken, or shifted but valid
    cq[in.pick(0, batch)] += in.chance(128) ? 1 : -1;
    for (std::int64_t b = 0; b < batch; ++b) lq[b] = cq[b + 1] - cq[b];
  }
  const qkv::Tensor q =
      tensor({std::max(0, cq.back()) + in.pick(0, 1), h, d}, in);
  const qkv::Tensor k = tensor({std::max(0, ck.back()), kvh, d}, in);
  const qkv::Tensor v = tensor({std::max(0, ck.back()), kvh, d}, in);
  std::int64_t mq = in.pick(0, 1);
  for (std::int64_t len : lq) mq = std::max(mq, len + mq % 2);
  const std::int64_t mk = 9;
  qkv::AttentionParams p;
  p.causal = in.chance(128) ? qkv::Causal::kBottomRight : qkv::Causal::kNone;
  if (in.chance(64)) p.window_left = in.pick(0, 4);
  if (in.chance(64)) p.softcap = 2.0;
  auto view = [](const std::vector<std::int32_t>& c) {
    return qkv::TensorView::contiguous(c.data(), qkv::DType::kInt32,
                                       {static_cast<std::int64_t>(c.size())});
  };
  qkv::AttentionResult got;
  try {
    got = qkv::attention_varlen(q.view(), k.view(), v.view(),
                                {view(cq), view(ck), mq, mk}, p);
  } catch (const qkv::Error&) {
    return;
  }
  // The packed call succeeded: every sequence equals its own reference.
  for (std::int64_t b = 0; b < batch; ++b) {
    if (lq[b] == 0) continue;
    qkv::Tensor qd(qkv::DType::kFloat32, {1, h, lq[b], d});
    qkv::Tensor kd(qkv::DType::kFloat32, {1, kvh, lk[b], d});
    qkv::Tensor vd(qkv::DType::kFloat32, {1, kvh, lk[b], d});
    for (std::int64_t i = 0; i < lq[b]; ++i)
      for (std::int64_t x = 0; x < h; ++x)
        for (std::int64_t c = 0; c < d; ++c)
          qd.data<float>()[(x * lq[b] + i) * d + c] =
              q.data<float>()[((cq[b] + i) * h + x) * d + c];
    for (std::int64_t j = 0; j < lk[b]; ++j)
      for (std::int64_t x = 0; x < kvh; ++x)
        for (std::int64_t c = 0; c < d; ++c) {
          kd.data<float>()[(x * lk[b] + j) * d + c] =
              k.data<float>()[((ck[b] + j) * kvh + x) * d + c];
          vd.data<float>()[(x * lk[b] + j) * d + c] =
              v.data<float>()[((ck[b] + j) * kvh + x) * d + c];
        }
    qkv::AttentionParams r = p;
    r.path = qkv::Path::kReference;
    const qkv::AttentionResult want =
        qkv::attention(qd.view(), kd.view(), vd.view(), r);
    for (std::int64_t i = 0; i < lq[b]; ++i)
      for (std::int64_t x = 0; x < h; ++x)
        for (std::int64_t c = 0; c < d; ++c) {
          const float g = got.out.data<float>()[((cq[b] + i) * h + x) * d + c];
          const float w = want.out.data<float>()[(x * lq[b] + i) * d + c];
          check(std::fabs(g - w) <= 1e-4f + 1e-4f * std::fabs(w),
                "packed differs from the reference");
        }
  }
  // The same keys paged (block_size 1..4, shuffled, sometimes corrupted;
  // block_size 0, an empty cache, when every sequence has no key).
  const std::int64_t bs = mk == 0 && in.chance(128) ? 0 : in.pick(1, 4);
  const std::int64_t max_blocks = bs == 0 ? 1 : (mk + bs - 1) / bs;
  const std::int64_t num_blocks = batch * max_blocks;
  qkv::Tensor kc(qkv::DType::kFloat32,
                 {std::max<std::int64_t>(1, num_blocks), bs, kvh, d});
  qkv::Tensor vc(qkv::DType::kFloat32,
                 {std::max<std::int64_t>(1, num_blocks), bs, kvh, d});
  std::vector<std::int32_t> table(batch * max_blocks);
  for (std::size_t n = 0; n < table.size(); ++n) {
    table[n] = static_cast<std::int32_t>(table.size() - 1 - n);
  }
  for (std::int64_t b = 0; b < batch; ++b)
    for (std::int64_t j = 0; j < lk[b]; ++j)
      for (std::int64_t x = 0; x < kvh; ++x)
        for (std::int64_t c = 0; c < d; ++c) {
          const std::int64_t dst =
              ((table[b * max_blocks + j / bs] * bs + j % bs) * kvh + x) * d +
              c;
          kc.data<float>()[dst] =
              k.data<float>()[((ck[b] + j) * kvh + x) * d + c];
          vc.data<float>()[dst] =
              v.data<float>()[((ck[b] + j) * kvh + x) * d + c];
        }
  std::vector<std::int64_t> lens = lk;
  const bool corrupt = in.chance(40) && !table.empty();
  if (corrupt)
    table[in.pick(0, static_cast<std::int64_t>(table.size()) - 1)] = -1;
  if (in.chance(20) && batch > 0) lens[0] = max_blocks * bs + 1;
  const qkv::PagedKv kv{
      kc.view(), vc.view(),
      qkv::TensorView::contiguous(table.data(), qkv::DType::kInt32,
                                  {batch, max_blocks}),
      qkv::TensorView::contiguous(lens.data(), qkv::DType::kInt64, {batch})};
  try {
    const qkv::AttentionResult paged =
        qkv::attention_paged(q.view(), view(cq), mq, kv, p);
    for (std::int64_t n = 0; n < paged.out.numel(); ++n) {
      const float g = paged.out.data<float>()[n], w = got.out.data<float>()[n];
      check(std::fabs(g - w) <= 1e-5f + 1e-5f * std::fabs(w),
            "paged differs from packed");
    }
  } catch (const qkv::Error&) {
  }
}

// Random PagedKvCache operations; invariants hold after each, failed or not.
void cache_ops(Bytes& in) {
  // Plain float32, or quantized (q8_0 / q4_0 / q8_kivi / q4_kivi: head_dim
  // 2 padded to 32; kivi blocks hold multiples of 32 tokens).
  constexpr qkv::QuantFormat kFormats[] = {
      qkv::QuantFormat::kNone, qkv::QuantFormat::kQ8_0, qkv::QuantFormat::kQ4_0,
      qkv::QuantFormat::kQ8Kivi, qkv::QuantFormat::kQ4Kivi};
  const qkv::QuantFormat format = kFormats[in.pick(0, 4)];
  const bool kivi = format == qkv::QuantFormat::kQ8Kivi ||
                    format == qkv::QuantFormat::kQ4Kivi;
  const std::int64_t blocks = in.pick(1, 6),
                     block_size = in.pick(1, 4) * (kivi ? 32 : 1);
  qkv::PagedKvCache cache =
      format == qkv::QuantFormat::kNone
          ? qkv::PagedKvCache(blocks, block_size, 1, 2)
          : qkv::PagedKvCache(blocks, block_size, 1, 2, format);
  std::vector<std::int64_t> seqs;
  for (int step = 0; step < 12; ++step) {
    const int op = static_cast<int>(in.pick(0, 3));
    try {
      if (op == 0) seqs.push_back(cache.add_sequence());
      if (op == 1 && !seqs.empty()) {
        const std::int64_t s =
            seqs[in.pick(0, static_cast<std::int64_t>(seqs.size()) - 1)];
        const std::int64_t before = cache.length(s),
                           used = cache.blocks_in_use();
        const std::int64_t n = in.pick(0, 9);
        qkv::Tensor k = tensor({n, 1, 2}, in);
        if (n > 0 && in.chance(32)) {  // a quantized cache must refuse it
          k.data<float>()[in.pick(0, 2 * n - 1)] = std::nanf("");
        }
        try {
          cache.append(s, k.view(), k.view());
          check(cache.length(s) == before + n, "append length");
        } catch (const qkv::Error&) {
          check(cache.length(s) == before && cache.blocks_in_use() == used,
                "a failed append changed the cache");
        }
      }
      if (op == 2 && !seqs.empty()) {
        const std::size_t i = static_cast<std::size_t>(
            in.pick(0, static_cast<std::int64_t>(seqs.size()) - 1));
        cache.free_sequence(seqs[i]);
        seqs.erase(seqs.begin() + static_cast<std::ptrdiff_t>(i));
      }
      if (op == 3 && !seqs.empty()) {
        std::vector<std::int32_t> cu(seqs.size() + 1, 0);
        for (std::size_t i = 0; i < seqs.size(); ++i) {
          cu[i + 1] = cu[i] + static_cast<std::int32_t>(std::min<std::int64_t>(
                                  1, cache.length(seqs[i])));
        }
        const qkv::Tensor q = tensor({cu.back(), 2, 2}, in);
        const qkv::AttentionResult r =
            cache.attend(seqs, q.view(),
                         qkv::TensorView::contiguous(
                             cu.data(), qkv::DType::kInt32,
                             {static_cast<std::int64_t>(cu.size())}));
        if (format != qkv::QuantFormat::kNone) {  // nothing non-finite stored
          for (std::int64_t e = 0; e < r.out.numel(); ++e) {
            check(std::isfinite(r.out.data<float>()[e]),
                  "quantized cache: non-finite output");
          }
        }
      }
    } catch (const qkv::Error&) {
    }
    check(cache.blocks_in_use() + cache.free_blocks() == cache.num_blocks(),
          "blocks lost");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  Bytes in{data, size};
  if (in.chance(128)) {
    packed_and_paged(in);
  } else {
    cache_ops(in);
  }
  return 0;
}
