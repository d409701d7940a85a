// libFuzzer target over attention_kvcache_quantized (a quantized cache the
// caller holds): random formats (unsupported ones included), sizes, block
// tables (ids out of range), cache lengths (negative, past the capacity),
// new tokens (NaN, inf), arrays of the wrong shape or dtype, and caches
// filled with arbitrary bytes. Every call must raise qkv::Error or succeed;
// a refused call changes no byte of the cache; on a cache only the call
// itself wrote, the kernel equals the double reference within a loose
// float32 tolerance.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <utility>
#include <vector>

#include "fuzz_bytes.h"
#include "qkv/qkv.h"

namespace {

void check(bool ok, const char* what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz_quantized_kvcache: %s\n", what);
    std::abort();
  }
}

qkv::Tensor tensor(std::int64_t b, std::int64_t n, std::int64_t h,
                   std::int64_t d, Bytes& in, bool specials) {
  qkv::Tensor t(qkv::DType::kFloat32, {b, n, h, d});
  for (std::int64_t i = 0; i < t.numel(); ++i) {
    t.data<float>()[i] = in.value(specials);
  }
  return t;
}

// The caller's arrays: codes and scales of both sides.
struct Held {
  std::vector<std::uint8_t> kc, vc;
  std::vector<std::uint16_t> ks, vs;
  bool operator==(const Held&) const = default;
};

// Sizes of the run, some of them wrong on purpose.
struct Shape {
  qkv::QuantFormat format;
  std::int64_t batch, kv_heads, group, head_dim, head_dim_v, blocks, block_size,
      max_blocks;
};

qkv::QuantizedPagedKv view(Held& h, const Shape& s, Bytes& in) {
  const qkv::QuantFormat f =
      s.format == qkv::QuantFormat::kNone ? qkv::QuantFormat::kQ8_0 : s.format;
  const std::int64_t dv = s.head_dim_v > 0 ? s.head_dim_v : s.head_dim;
  const std::int64_t kb = qkv::quantized_row_bytes(f, s.head_dim),
                     ks = qkv::quantized_row_scales(f, s.head_dim),
                     vb = qkv::quantized_row_bytes(f, dv),
                     vs = qkv::quantized_row_scales(f, dv);
  const std::int64_t slots = s.blocks * s.block_size * s.kv_heads;
  h.kc.resize(slots * kb);
  h.ks.resize(slots * ks);
  h.vc.resize(slots * vb);
  h.vs.resize(slots * vs);
  const bool head_major = in.chance(128);  // vLLM's memory order
  auto arr = [&](void* data, qkv::DType dtype, std::int64_t last) {
    qkv::TensorView t = qkv::TensorView::contiguous(
        data, dtype, {s.blocks, s.block_size, s.kv_heads, last});
    if (head_major) {
      t.strides[1] = last;
      t.strides[2] = s.block_size * last;
    }
    return t;
  };
  qkv::QuantizedPagedKv c{s.format,
                          s.head_dim,
                          s.head_dim_v,
                          arr(h.kc.data(), qkv::DType::kUInt8, kb),
                          arr(h.ks.data(), qkv::DType::kBFloat16, ks),
                          arr(h.vc.data(), qkv::DType::kUInt8, vb),
                          arr(h.vs.data(), qkv::DType::kBFloat16, vs),
                          {},
                          {}};
  switch (in.byte() % 16) {  // one array wrong, sometimes
    case 0:
      c.key_scales.shape[3] -= 1;  // a smaller view: still in bounds
      break;
    case 1:
      c.value_codes.dtype = qkv::DType::kInt32;
      break;
    case 2:
      c.value_scales.shape[0] = std::max<std::int64_t>(0, s.blocks - 1);
      break;
    case 3:  // one array in the other memory order
      std::swap(c.value_codes.strides[1], c.value_codes.strides[2]);
      break;
    default:
      break;
  }
  return c;
}

void run(const Shape& s, Bytes& in) {
  Held held;
  qkv::QuantizedPagedKv cache = view(held, s, in);
  const bool garbage = in.chance(40);  // arbitrary codes and scales
  if (garbage) {
    for (auto& x : held.kc) x = in.byte();
    for (auto& x : held.ks) x = static_cast<std::uint16_t>(in.byte() << 7);
  }
  std::vector<std::int32_t> table(s.batch * s.max_blocks);
  for (auto& id : table) id = static_cast<std::int32_t>(in.pick(-1, s.blocks));
  std::vector<std::int64_t> lens(s.batch);
  for (auto& n : lens) n = in.pick(-1, s.max_blocks * s.block_size);
  cache.block_table = qkv::TensorView::contiguous(
      table.data(), qkv::DType::kInt32, {s.batch, s.max_blocks});
  cache.cache_seqlens =
      qkv::TensorView::contiguous(lens.data(), qkv::DType::kInt64, {s.batch});
  const std::int64_t dv = s.head_dim_v > 0 ? s.head_dim_v : s.head_dim;
  const std::int64_t seq_new = in.pick(0, 4), seq_q = in.pick(0, 3);
  const bool specials = in.chance(32);
  const qkv::Tensor k =
      tensor(s.batch, seq_new, s.kv_heads, s.head_dim, in, specials);
  const qkv::Tensor v = tensor(s.batch, seq_new, s.kv_heads, dv, in, specials);
  const qkv::Tensor q =
      tensor(s.batch, seq_q, s.kv_heads * s.group, s.head_dim, in, false);
  const bool causal = in.chance(128), append = seq_new > 0 || in.chance(128);
  const qkv::TensorView kv = append ? k.view() : qkv::TensorView{},
                        vv = append ? v.view() : qkv::TensorView{};
  const Held before = held;
  qkv::AttentionResult got;
  try {
    got = qkv::attention_kvcache_quantized(q.view(), cache, kv, vv, causal);
  } catch (const qkv::Error&) {
    check(held == before, "a refused call changed the cache");
    return;
  }
  if (garbage || !append) return;
  // Only this call wrote the cache: the reference reads the same bytes,
  // now held past the appended tokens.
  for (auto& n : lens) n += seq_new;
  qkv::AttentionParams ref;
  ref.path = qkv::Path::kReference;
  const qkv::TensorView none;
  qkv::AttentionResult want;
  try {
    want = qkv::attention_kvcache_quantized(q.view(), cache, none, none, causal,
                                            ref);
  } catch (const qkv::Error&) {
    check(false, "the reference refused a cache the kernel attended");
  }
  for (std::int64_t i = 0; i < want.out.numel(); ++i) {
    const float g = got.out.data<float>()[i], w = want.out.data<float>()[i];
    check(std::fabs(g - w) <= 1e-3f * (1.0f + std::fabs(w)),
          "fast path differs from the reference");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  Bytes in{data, size};
  constexpr qkv::QuantFormat kFormats[] = {
      qkv::QuantFormat::kQ8_0,   qkv::QuantFormat::kQ4_0,
      qkv::QuantFormat::kQ8_0,   qkv::QuantFormat::kQ4_0,
      qkv::QuantFormat::kQ8Kivi, qkv::QuantFormat::kNone};
  Shape s;
  s.format = kFormats[in.byte() % 6];
  s.batch = in.pick(0, 3);
  s.kv_heads = in.pick(1, 2);
  s.group = in.pick(1, 3);
  s.head_dim = in.pick(1, 70);
  s.head_dim_v = in.pick(0, 40);
  s.blocks = in.pick(1, 6);
  s.block_size = in.pick(1, 9);
  s.max_blocks = in.pick(0, 4);
  try {
    run(s, in);
  } catch (const qkv::Error&) {
  }
  return 0;
}
