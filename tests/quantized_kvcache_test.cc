// attention_kvcache_quantized: a quantized KV cache the caller holds in
// FlashAttention's layout. The kernel equals a PagedKvCache holding the same
// tokens bit for bit (same codes, same order) and the double reference at
// float32 tolerance on every compiled SIMD target; 1 and 2 threads agree;
// appends store exactly the quantized tokens; causal and not, rows that see
// no key; a refused call (bad value, position or block) changes no byte;
// errors name the argument.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "hwy/targets.h"
#include "kernels/forward.h"
#include "qkv/qkv.h"
#include "qkv/serving.h"
#include "quant.h"
#include "quant_test_util.h"
#include "test_util.h"

// Under AddressSanitizer a failed allocation returns null (as malloc does
// without it) instead of aborting: RefusedCallsChangeNothing asks for an
// output no allocator can give.
#if defined(__SANITIZE_ADDRESS__)
#define QKV_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QKV_TEST_ASAN 1
#endif
#endif
#ifdef QKV_TEST_ASAN
extern "C" const char* __asan_default_options();
extern "C" const char* __asan_default_options() {
  return "allocator_may_return_null=1";
}
#endif

namespace qkv {
namespace {

using testing::expect_close;
using testing::max_abs;
using testing::random_rows;

// Zeroed codes and scales of num_blocks blocks of block_size slots, in the
// layout attention_kvcache_quantized reads.
struct HeldCache {
  QuantFormat format;
  std::int64_t num_blocks, block_size, kv_heads, head_dim, head_dim_v;
  // vLLM's memory order (num_blocks, num_kv_heads, block_size, row) seen as
  // (num_blocks, block_size, num_kv_heads, row); else FlashAttention's.
  bool head_major = false;
  std::vector<std::uint8_t> key_codes, value_codes;
  std::vector<std::uint16_t> key_scales, value_scales;

  HeldCache(QuantFormat f, std::int64_t blocks, std::int64_t size,
            std::int64_t heads, std::int64_t dk, std::int64_t dv)
      : format(f),
        num_blocks(blocks),
        block_size(size),
        kv_heads(heads),
        head_dim(dk),
        head_dim_v(dv) {
    const std::int64_t slots = blocks * size * heads;
    key_codes.assign(slots * quantized_row_bytes(f, dk), 0);
    value_codes.assign(slots * quantized_row_bytes(f, dv), 0);
    key_scales.assign(slots * quantized_row_scales(f, dk), 0);
    value_scales.assign(slots * quantized_row_scales(f, dv), 0);
  }
  QuantizedPagedKv view(const TensorView& table, const TensorView& lens) const {
    auto arr = [&](const void* data, DType dtype, std::int64_t last) {
      TensorView t =
          TensorView::contiguous(const_cast<void*>(data), dtype,
                                 {num_blocks, block_size, kv_heads, last});
      if (head_major) {
        t.strides[1] = last;
        t.strides[2] = block_size * last;
      }
      return t;
    };
    return {format,
            head_dim,
            head_dim_v,
            arr(key_codes.data(), DType::kUInt8,
                quantized_row_bytes(format, head_dim)),
            arr(key_scales.data(), DType::kBFloat16,
                quantized_row_scales(format, head_dim)),
            arr(value_codes.data(), DType::kUInt8,
                quantized_row_bytes(format, head_dim_v)),
            arr(value_scales.data(), DType::kBFloat16,
                quantized_row_scales(format, head_dim_v)),
            table,
            lens};
  }
  // Row of (block, slot, head) in the arrays.
  std::int64_t row(std::int64_t block, std::int64_t slot,
                   std::int64_t h) const {
    return head_major ? (block * kv_heads + h) * block_size + slot
                      : (block * block_size + slot) * kv_heads + h;
  }
  bool same_bytes(const HeldCache& o) const {
    return key_codes == o.key_codes && value_codes == o.value_codes &&
           key_scales == o.key_scales && value_scales == o.value_scales;
  }
};

// (b, n, h, d) float32 rows (random_rows' layout read as such).
Tensor tokens(std::int64_t b, std::int64_t n, std::int64_t h, std::int64_t d,
              std::mt19937& rng) {
  return random_rows(b, n, h, d, rng, false);
}

// Rows [t0, t0 + n) of one sequence's tokens (1, len, h, d).
TensorView slice(const Tensor& t, std::int64_t t0, std::int64_t n) {
  const std::int64_t row = t.size(2) * t.size(3);
  return TensorView::contiguous(t.data<float>() + t0 * row, DType::kFloat32,
                                {1, n, t.size(2), t.size(3)});
}

// (1, n, h, d) seen as the packed (n, h, d) of a PagedKvCache.
TensorView unbatched(const TensorView& t) {
  return TensorView::contiguous(t.data, t.dtype,
                                {t.shape[1], t.shape[2], t.shape[3]});
}

// One sequence appended chunk by chunk (a prompt, then decode tokens)
// through attention_kvcache_quantized into a held cache whose block table
// runs backwards, and through PagedKvCache::append: after each call the
// results are the PagedKvCache's bit for bit (kernel and reference), the
// kernel is the reference's at float32 tolerance, 2 threads are 1's.
void check_against_paged(QuantFormat f, std::int64_t block_size,
                         std::int64_t dk, std::int64_t dv,
                         const std::vector<std::int64_t>& chunks,
                         bool head_major) {
  SCOPED_TRACE(std::string(quant_format_name(f)) + " block " +
               std::to_string(block_size) + " d" + std::to_string(dk) +
               (head_major ? " vLLM order" : " FlashAttention order"));
  const std::int64_t kv_heads = 2, heads = 4;
  std::int64_t len = 0;
  for (std::int64_t n : chunks) len += n;
  const std::int64_t blocks = (len + block_size - 1) / block_size;
  HeldCache held(f, blocks + 1, block_size, kv_heads, dk, dv);
  held.head_major = head_major;
  PagedKvCache paged(blocks, block_size, kv_heads, dk, f, dv);
  const std::int64_t seq = paged.add_sequence();
  std::vector<std::int32_t> table(blocks);
  for (std::int64_t i = 0; i < blocks; ++i) {
    table[i] = static_cast<std::int32_t>(blocks - i);
  }
  std::mt19937 rng(3);
  const Tensor k = tokens(1, len, kv_heads, dk, rng);
  const Tensor v = tokens(1, len, kv_heads, dv, rng);
  AttentionParams ref, one, two;
  ref.path = Path::kReference;
  one.num_threads = 1;
  two.num_threads = 2;
  std::int64_t t0 = 0;
  for (std::int64_t n : chunks) {
    const Tensor q = tokens(1, n, heads, dk, rng);
    const std::int64_t lens[1] = {t0};
    const QuantizedPagedKv cache = held.view(
        TensorView::contiguous(table.data(), DType::kInt32, {1, blocks}),
        TensorView::contiguous(lens, DType::kInt64, {1}));
    const AttentionResult got = attention_kvcache_quantized(
        q.view(), cache, slice(k, t0, n), slice(v, t0, n), true, one);
    paged.append(seq, unbatched(slice(k, t0, n)), unbatched(slice(v, t0, n)));
    t0 += n;
    const std::int64_t now[1] = {t0};
    const QuantizedPagedKv full = held.view(
        cache.block_table, TensorView::contiguous(now, DType::kInt64, {1}));
    const TensorView none;
    const TensorView qv = q.view();
    const AttentionResult got2 =
        attention_kvcache_quantized(qv, full, none, none, true, two);
    const AttentionResult want =
        attention_kvcache_quantized(qv, full, none, none, true, ref);
    const std::int32_t cu[2] = {0, static_cast<std::int32_t>(n)};
    const TensorView cuv = TensorView::contiguous(cu, DType::kInt32, {2});
    const AttentionResult p1 = paged.attend({seq}, unbatched(qv), cuv, one);
    const AttentionResult pr = paged.attend({seq}, unbatched(qv), cuv, ref);
    EXPECT_TRUE(std::equal(p1.out.data<float>(),
                           p1.out.data<float>() + p1.out.numel(),
                           got.out.data<float>()));
    EXPECT_TRUE(std::equal(p1.lse.data<float>(),
                           p1.lse.data<float>() + p1.lse.numel(),
                           got.lse.data<float>()));
    EXPECT_TRUE(std::equal(pr.out.data<float>(),
                           pr.out.data<float>() + pr.out.numel(),
                           want.out.data<float>()));
    EXPECT_TRUE(testing::bit_identical(got.out, got2.out));
    EXPECT_TRUE(testing::bit_identical(got.lse, got2.lse));
    const double bound = double(internal::quant_padded(dk) + 2) * max_abs(q) *
                         std::sqrt(double(dk)) * 2.0 * max_abs(k);
    expect_close(got, want, bound, max_abs(v));
  }
  // Block 0 (named by no table entry) was never written.
  const std::int64_t row = block_size * kv_heads;
  EXPECT_TRUE(
      std::all_of(held.key_codes.begin(),
                  held.key_codes.begin() + row * quantized_row_bytes(f, dk),
                  [](std::uint8_t c) { return c == 0; }));
}

TEST(QuantizedKvcache, EqualsPagedKvCacheAndTheReferenceOnEveryTarget) {
  const auto targets = internal::compiled_targets();
  ASSERT_FALSE(targets.empty());
  for (std::int64_t target : targets) {
    hwy::SetSupportedTargetsForTest(target);
    SCOPED_TRACE(hwy::TargetName(target));
    for (QuantFormat f : {QuantFormat::kQ8_0, QuantFormat::kQ4_0}) {
      for (bool head_major : {false, true}) {
        // vLLM's block; an odd block and padded rows; three tiles of 256
        // keys across blocks, then a decode row.
        check_against_paged(f, 16, 64, 64, {30, 1, 1, 5}, head_major);
        check_against_paged(f, 7, 80, 40, {1, 9, 1}, head_major);
        check_against_paged(f, 256, 32, 32, {600, 1}, head_major);
      }
    }
  }
  hwy::SetSupportedTargetsForTest(0);
}

// A FlashAttention-order cache is read by work items of several KV heads
// (how many depends on the batch, the chunks and the threads: here 6
// sequences of 2 chunks give all 3 heads per item for 1 and 2 threads, 2 + 1
// for 4): its results equal those of the vLLM-order cache holding the same
// tokens bit for bit, and the reference at float32 tolerance. Sequences of
// 0 to 4100 tokens (two split-KV chunks of 4096), 3 query rows (two row
// blocks per head, causal: some see no key), block ids ascending for even
// sequences (runs of rows cross block ends) and descending for odd ones.
TEST(QuantizedKvcache, FlashOrderItemsOfSeveralHeadsOnEveryTarget) {
  constexpr std::int64_t batch = 6, block = 16, kvh = 3, heads = 6, d = 64;
  constexpr std::int64_t rows = 3, width = 257;  // blocks of 4100 tokens
  const std::int64_t lens[batch] = {300, 1, 0, 4100, 77, 260};
  std::vector<std::int32_t> table(batch * width, 0);
  std::int32_t used = 0;
  for (std::int64_t b = 0; b < batch; ++b) {
    const std::int64_t n = (lens[b] + block - 1) / block;
    for (std::int64_t i = 0; i < n; ++i) {
      table[b * width + (b % 2 == 0 ? i : n - 1 - i)] = used++;
    }
  }
  for (QuantFormat f : {QuantFormat::kQ8_0, QuantFormat::kQ4_0}) {
    SCOPED_TRACE(quant_format_name(f));
    std::mt19937 rng(11);
    std::vector<Tensor> k, v;
    double k_max = 0.0, v_max = 0.0;
    for (std::int64_t b = 0; b < batch; ++b) {
      k.push_back(tokens(1, std::max<std::int64_t>(lens[b], 1), kvh, d, rng));
      v.push_back(tokens(1, std::max<std::int64_t>(lens[b], 1), kvh, d, rng));
      k_max = std::max(k_max, max_abs(k.back()));
      v_max = std::max(v_max, max_abs(v.back()));
    }
    const Tensor q = tokens(batch, rows, heads, d, rng);
    HeldCache flash(f, used, block, kvh, d, d), vllm = flash;
    vllm.head_major = true;
    const std::int64_t zero[1] = {0};
    const TensorView at0 = TensorView::contiguous(zero, DType::kInt64, {1});
    for (HeldCache* c : {&flash, &vllm}) {
      for (std::int64_t b = 0; b < batch; ++b) {
        if (lens[b] == 0) continue;
        attention_kvcache_quantized(
            TensorView::contiguous(q.data<float>() + b * rows * heads * d,
                                   DType::kFloat32, {1, 1, heads, d}),
            c->view(TensorView::contiguous(&table[b * width], DType::kInt32,
                                           {1, width}),
                    at0),
            k[b].view(), v[b].view(), true);
      }
    }
    const TensorView tv =
        TensorView::contiguous(table.data(), DType::kInt32, {batch, width});
    const TensorView lv = TensorView::contiguous(lens, DType::kInt64, {batch});
    const TensorView none;
    AttentionParams ref, one, two, four;
    ref.path = Path::kReference;
    one.num_threads = 1;
    two.num_threads = 2;
    four.num_threads = 4;
    const AttentionResult want = attention_kvcache_quantized(
        q.view(), vllm.view(tv, lv), none, none, true, ref);
    for (std::int64_t target : internal::compiled_targets()) {
      hwy::SetSupportedTargetsForTest(target);
      SCOPED_TRACE(hwy::TargetName(target));
      const AttentionResult base = attention_kvcache_quantized(
          q.view(), vllm.view(tv, lv), none, none, true, one);
      for (const AttentionParams& params : {one, two, four}) {
        const AttentionResult got = attention_kvcache_quantized(
            q.view(), flash.view(tv, lv), none, none, true, params);
        EXPECT_TRUE(testing::bit_identical(got.out, base.out));
        EXPECT_TRUE(testing::bit_identical(got.lse, base.lse));
      }
      const double bound = double(internal::quant_padded(d) + 2) * max_abs(q) *
                           std::sqrt(double(d)) * 2.0 * k_max;
      expect_close(base, want, bound, v_max);
      // Sequence 1 holds one token: its first two causal rows see none.
      EXPECT_EQ(base.lse.data<float>()[heads * rows],
                -std::numeric_limits<float>::infinity());
      EXPECT_TRUE(std::isfinite(base.lse.data<float>()[heads * rows + 2]));
    }
    hwy::SetSupportedTargetsForTest(0);
  }
}

// Three sequences held 0, 5 and 40 tokens (non-paged: one block each,
// cache_batch_idx-like table 2, 0, 1), three new tokens each, 5 query rows:
// causal rows past the keys see none (out 0, lse -inf); not causal, every
// row sees every token; the kernel equals the reference.
TEST(QuantizedKvcache, BatchedCausalAndNotAgainstTheReference) {
  for (QuantFormat f : {QuantFormat::kQ8_0, QuantFormat::kQ4_0}) {
    SCOPED_TRACE(quant_format_name(f));
    std::mt19937 rng(9);
    const std::int64_t batch = 3, cap = 48, kvh = 1, heads = 3, d = 96;
    HeldCache held(f, batch, cap, kvh, d, d);
    const std::int32_t table[3] = {2, 0, 1};
    const std::int64_t lens[3] = {0, 5, 40};
    const TensorView tv =
        TensorView::contiguous(table, DType::kInt32, {batch, 1});
    const TensorView lv = TensorView::contiguous(lens, DType::kInt64, {batch});
    const Tensor prior = tokens(batch, 40, kvh, d, rng);
    // Fill each sequence's held tokens through the call itself.
    for (std::int64_t b = 0; b < batch; ++b) {
      if (lens[b] == 0) continue;
      const std::int32_t one_table[1] = {table[b]};
      const std::int64_t zero[1] = {0};
      const Tensor q = tokens(1, 1, heads, d, rng);
      const TensorView kb =
          TensorView::contiguous(prior.data<float>() + b * 40 * kvh * d,
                                 DType::kFloat32, {1, lens[b], kvh, d});
      attention_kvcache_quantized(
          q.view(),
          held.view(TensorView::contiguous(one_table, DType::kInt32, {1, 1}),
                    TensorView::contiguous(zero, DType::kInt64, {1})),
          kb, kb, true);
    }
    const Tensor k = tokens(batch, 3, kvh, d, rng);
    const Tensor v = tokens(batch, 3, kvh, d, rng);
    const Tensor q = tokens(batch, 5, heads, d, rng);
    AttentionParams ref, two;
    ref.path = Path::kReference;
    two.num_threads = 2;
    const HeldCache before = held;
    const AttentionResult want = attention_kvcache_quantized(
        q.view(), held.view(tv, lv), k.view(), v.view(), true, ref);
    HeldCache after_ref = held;
    held = before;
    const AttentionResult got = attention_kvcache_quantized(
        q.view(), held.view(tv, lv), k.view(), v.view(), true, two);
    EXPECT_TRUE(held.same_bytes(after_ref));  // both paths append alike
    const double bound = double(d + 2) * max_abs(q) * std::sqrt(double(d)) *
                         2.0 * std::max(max_abs(k), max_abs(prior));
    const double v_max = std::max(max_abs(v), max_abs(prior));
    expect_close(got, want, bound, v_max);
    // Sequence 0 holds 3 tokens: causal rows 0 and 1 of 5 see none.
    for (std::int64_t h = 0; h < heads; ++h) {
      EXPECT_EQ(got.lse.data<float>()[h * 5 + 0],
                -std::numeric_limits<float>::infinity());
      EXPECT_EQ(got.lse.data<float>()[h * 5 + 1],
                -std::numeric_limits<float>::infinity());
      EXPECT_TRUE(std::isfinite(got.lse.data<float>()[h * 5 + 2]));
    }
    EXPECT_EQ(got.out.data<float>()[0], 0.0f);
    // Not causal, no new tokens: every row sees all held tokens.
    const std::int64_t now[3] = {3, 8, 43};
    const QuantizedPagedKv full =
        held.view(tv, TensorView::contiguous(now, DType::kInt64, {batch}));
    const TensorView none;
    const AttentionResult nc_want =
        attention_kvcache_quantized(q.view(), full, none, none, false, ref);
    const AttentionResult nc =
        attention_kvcache_quantized(q.view(), full, none, none, false, two);
    expect_close(nc, nc_want, bound, v_max);
    for (std::int64_t r = 0; r < nc.lse.numel(); ++r) {
      EXPECT_TRUE(std::isfinite(nc.lse.data<float>()[r]));
    }
  }
}

// The stored codes and scales are those of quantizing the token (keys
// rotated first), at the slot its block table names.
TEST(QuantizedKvcache, AppendStoresTheQuantizedTokens) {
  std::mt19937 rng(4);
  const std::int64_t d = 40, kvh = 2, bs = 4;
  for (int layout = 0; layout < 4; ++layout) {
    const QuantFormat f = layout % 2 ? QuantFormat::kQ4_0 : QuantFormat::kQ8_0;
    HeldCache held(f, 3, bs, kvh, d, d);
    held.head_major = layout >= 2;
    const std::int32_t table[2] = {2, 1};
    const std::int64_t lens[1] = {5};  // token 5: block 1, slot 1
    const Tensor k = tokens(1, 1, kvh, d, rng), v = tokens(1, 1, kvh, d, rng);
    const Tensor q = tokens(1, 1, kvh, d, rng);
    attention_kvcache_quantized(
        q.view(),
        held.view(TensorView::contiguous(table, DType::kInt32, {1, 2}),
                  TensorView::contiguous(lens, DType::kInt64, {1})),
        k.view(), v.view(), true);
    const std::int64_t rb = quantized_row_bytes(f, d),
                       rs = quantized_row_scales(f, d),
                       padded = internal::quant_padded(d);
    for (std::int64_t h = 0; h < kvh; ++h) {
      const std::int64_t row = held.row(1, 1, h);
      std::vector<double> x(padded, 0.0);
      for (std::int64_t c = 0; c < d; ++c) x[c] = k.data<float>()[h * d + c];
      std::vector<std::uint8_t> codes(rb);
      std::vector<std::uint16_t> scales(rs);
      internal::quantize_key_row(f, x.data(), padded, codes.data(),
                                 scales.data());
      EXPECT_TRUE(std::equal(codes.begin(), codes.end(),
                             held.key_codes.begin() + row * rb));
      EXPECT_TRUE(std::equal(scales.begin(), scales.end(),
                             held.key_scales.begin() + row * rs));
      for (std::int64_t c = 0; c < d; ++c) x[c] = v.data<float>()[h * d + c];
      internal::quantize_row(f, x.data(), d, codes.data(), scales.data());
      EXPECT_TRUE(std::equal(codes.begin(), codes.end(),
                             held.value_codes.begin() + row * rb));
      EXPECT_TRUE(std::equal(scales.begin(), scales.end(),
                             held.value_scales.begin() + row * rs));
    }
  }
}

// The message of the qkv::Error `call` throws ("" if none).
template <class Call>
std::string error_of(const Call& call, ErrorKind* kind = nullptr) {
  try {
    call();
  } catch (const Error& e) {
    if (kind != nullptr) *kind = e.kind();
    return e.what();
  }
  return "";
}

// A call refused for a value, a position or a block changes no byte.
TEST(QuantizedKvcache, RefusedCallsChangeNothing) {
  std::mt19937 rng(6);
  const std::int64_t d = 32;
  HeldCache held(QuantFormat::kQ8_0, 3, 4, 1, d, d);
  std::int32_t table[2] = {0, 2};
  std::int64_t lens[1] = {0};
  const TensorView tv = TensorView::contiguous(table, DType::kInt32, {1, 2});
  const TensorView lv = TensorView::contiguous(lens, DType::kInt64, {1});
  const Tensor q = tokens(1, 1, 2, d, rng);
  const Tensor k = tokens(1, 6, 1, d, rng);
  attention_kvcache_quantized(q.view(), held.view(tv, lv), k.view(), k.view(),
                              true);
  lens[0] = 6;
  const HeldCache before = held;
  Tensor bad = tokens(1, 2, 1, d, rng);
  bad.data<float>()[d + 3] = std::numeric_limits<float>::quiet_NaN();
  const Tensor good = tokens(1, 2, 1, d, rng);
  EXPECT_NE(error_of([&] {
              attention_kvcache_quantized(q.view(), held.view(tv, lv),
                                          good.view(), bad.view(), true);
            }).find("v[0, 1, 0, 3]"),
            std::string::npos);
  bad.data<float>()[d + 3] = std::numeric_limits<float>::infinity();
  EXPECT_THROW(attention_kvcache_quantized(q.view(), held.view(tv, lv),
                                           bad.view(), good.view(), true),
               Error);
  const Tensor three = tokens(1, 3, 1, d, rng);  // 6 + 3 > 2 blocks of 4
  EXPECT_NE(error_of([&] {
              attention_kvcache_quantized(q.view(), held.view(tv, lv),
                                          three.view(), three.view(), true);
            }).find("more than the 2 blocks"),
            std::string::npos);
  table[1] = 3;  // outside [0, 3)
  EXPECT_NE(error_of([&] {
              attention_kvcache_quantized(q.view(), held.view(tv, lv),
                                          good.view(), good.view(), true);
            }).find("block_table[0, 1] = 3"),
            std::string::npos);
  table[1] = 2;
  // 2^33 query rows (a stride-0 view): the output cannot be allocated
  // (qkv::OutOfMemory), the appended token is written back out.
  TensorView huge = q.view();
  huge.shape[1] = std::int64_t{1} << 33;
  huge.strides[1] = 0;
  EXPECT_THROW(attention_kvcache_quantized(huge, held.view(tv, lv), good.view(),
                                           good.view(), false),
               OutOfMemory);
  EXPECT_TRUE(held.same_bytes(before));
  // The same array as keys and values.
  QuantizedPagedKv twice = held.view(tv, lv);
  twice.value_codes = twice.key_codes;
  twice.value_scales = twice.key_scales;
  EXPECT_NE(error_of([&] {
              attention_kvcache_quantized(q.view(), twice, good.view(),
                                          good.view(), true);
            }).find("key_codes and value_codes overlap"),
            std::string::npos);
  AttentionParams softcap;
  softcap.softcap = 5.0;
  EXPECT_THROW(
      attention_kvcache_quantized(q.view(), held.view(tv, lv), good.view(),
                                  good.view(), true, softcap),
      Error);
  EXPECT_TRUE(held.same_bytes(before));
}

TEST(QuantizedKvcache, ErrorsNameTheArgument) {
  std::mt19937 rng(8);
  const std::int64_t d = 64;
  HeldCache held(QuantFormat::kQ4_0, 2, 8, 2, d, d);
  const std::int32_t table[1] = {1};
  const std::int64_t lens[1] = {3};
  const TensorView tv = TensorView::contiguous(table, DType::kInt32, {1, 1});
  const TensorView lv = TensorView::contiguous(lens, DType::kInt64, {1});
  const Tensor q = tokens(1, 1, 4, d, rng);
  const TensorView none;
  const auto call = [&](const QuantizedPagedKv& c, const TensorView& qv,
                        const TensorView& k, const TensorView& v) {
    return error_of([&] { attention_kvcache_quantized(qv, c, k, v, false); });
  };
  EXPECT_EQ(call(held.view(tv, lv), q.view(), none, none), "");
  QuantizedPagedKv c = held.view(tv, lv);
  c.key_scales.shape[3] = 1;  // 64 values have 2 scales
  EXPECT_NE(call(c, q.view(), none, none).find("key_scales"),
            std::string::npos);
  c = held.view(tv, lv);
  c.value_codes.dtype = DType::kBool;
  ErrorKind kind = ErrorKind::kValue;
  EXPECT_NE(
      error_of(
          [&] { attention_kvcache_quantized(q.view(), c, none, none, false); },
          &kind)
          .find("value_codes: dtype bool must be uint8"),
      std::string::npos);
  EXPECT_EQ(kind, ErrorKind::kType);
  c = held.view(tv, lv);
  c.format = QuantFormat::kQ8Kivi;
  EXPECT_NE(call(c, q.view(), none, none).find("q8_kivi"), std::string::npos);
  c = held.view(tv, lv);
  c.key_codes.strides[1] *= 2;  // neither memory order
  EXPECT_NE(call(c, q.view(), none, none).find("key_codes: expected"),
            std::string::npos);
  HeldCache vllm = held;
  vllm.head_major = true;
  c = held.view(tv, lv);
  c.value_scales = vllm.view(tv, lv).value_scales;  // one side's order differs
  EXPECT_NE(call(c, q.view(), none, none).find("memory order differs"),
            std::string::npos);
  c.value_codes = vllm.view(tv, lv).value_codes;
  EXPECT_NE(call(c, q.view(), none, none).find("memory order differs"),
            std::string::npos);
  c = held.view(tv, lv);
  c.cache_seqlens = none;
  EXPECT_NE(call(c, q.view(), none, none).find("cache_seqlens"),
            std::string::npos);
  const Tensor q3 = tokens(1, 1, 3, d, rng);  // 3 heads, 2 KV heads
  EXPECT_NE(call(held.view(tv, lv), q3.view(), none, none).find("q:"),
            std::string::npos);
  const Tensor k = tokens(1, 1, 2, d, rng);
  EXPECT_NE(
      call(held.view(tv, lv), q.view(), k.view(), none).find("both or neither"),
      std::string::npos);
  const Tensor k_wide = tokens(1, 1, 2, d + 1, rng);
  EXPECT_NE(call(held.view(tv, lv), q.view(), k_wide.view(), k_wide.view())
                .find("k:"),
            std::string::npos);
  const std::int64_t table64[1] = {1};
  EXPECT_NE(
      call(
          held.view(TensorView::contiguous(table64, DType::kInt64, {1, 1}), lv),
          q.view(), none, none)
          .find("block_table: dtype int64"),
      std::string::npos);
  // params.causal is not read (the bool argument decides): refused, never
  // silently dropped.
  AttentionParams causal_params;
  causal_params.causal = Causal::kBottomRight;
  EXPECT_NE(error_of([&] {
              attention_kvcache_quantized(q.view(), held.view(tv, lv), none,
                                          none, false, causal_params);
            }).find("params.causal"),
            std::string::npos);
  EXPECT_THROW(quantized_row_bytes(QuantFormat::kNone, 8), Error);
  EXPECT_EQ(quantized_row_bytes(QuantFormat::kQ4_0, 40), 32);
  EXPECT_EQ(quantized_row_scales(QuantFormat::kQ8_0, 40), 2);
}

}  // namespace
}  // namespace qkv
