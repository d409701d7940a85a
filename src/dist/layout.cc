// Sharding a sequence across ranks (contiguous or zigzag) and back.
#include "layout.h"

#include <cstring>
#include <string>

#include "../fail.h"
#include "../operand.h"

namespace qkv::dist::detail {

using internal::fail;

std::vector<std::int64_t> chunks_of(int rank, int world, Layout layout) {
  if (layout == Layout::kZigzag) return {rank, 2 * world - 1 - rank};
  return {rank};
}

void check_layout(const char* what, Layout layout) {
  if (layout != Layout::kContiguous && layout != Layout::kZigzag) {
    fail(what, ": layout: invalid value ", static_cast<int>(layout));
  }
}

TensorView rows(const TensorView& t, std::int64_t first, std::int64_t count) {
  TensorView r = t;
  r.data =
      static_cast<char*>(t.data) +
      first * t.strides[2] * static_cast<std::int64_t>(dtype_size(t.dtype));
  r.shape[2] = count;
  return r;
}

TensorView head_rows(const TensorView& t, std::int64_t b, std::int64_t h0,
                     std::int64_t nh, std::int64_t first, std::int64_t n) {
  TensorView r = t;
  r.data = static_cast<char*>(t.data) +
           internal::offset(t, b, h0, first) *
               static_cast<std::int64_t>(dtype_size(t.dtype));
  r.shape[0] = 1;
  r.shape[1] = nh;
  r.shape[2] = n;
  return r;
}

void copy_rows(const TensorView& src, const TensorView& dst,
               std::int64_t first) {
  // src (batch, heads, n, dim) -> dst (batch, heads, >= first + n, dim)
  const auto size = static_cast<std::int64_t>(dtype_size(src.dtype));
  const char* s = static_cast<const char*>(src.data);
  char* d = static_cast<char*>(dst.data);
  for (std::int64_t b = 0; b < src.shape[0]; ++b) {
    for (std::int64_t h = 0; h < src.shape[1]; ++h) {
      for (std::int64_t i = 0; i < src.shape[2]; ++i) {
        std::memcpy(d + internal::offset(dst, b, h, first + i) * size,
                    s + internal::offset(src, b, h, i) * size,
                    static_cast<std::size_t>(size * src.shape[3]));
      }
    }
  }
}

void check_sequence(const char* name, const TensorView& t, const char* dims) {
  internal::check_rank(name, t, 4, dims);
  internal::check_dtype(name, t, DType::kFloat32, "qkv::dist's");
  internal::check_readable(name, t);
}

}  // namespace qkv::dist::detail

namespace qkv::dist {

using detail::chunks_of;
using detail::chunks_per_rank;
using internal::fail;

Tensor shard(const TensorView& full, int rank, int world, Layout layout) {
  detail::check_sequence("full", full);
  detail::check_layout("shard", layout);
  if (world < 1) fail("shard: world must be >= 1, got ", world);
  if (rank < 0 || rank >= world) {
    fail("shard: rank ", rank, " is outside [0, world = ", world, ")");
  }
  const std::int64_t parts = world * chunks_per_rank(layout);
  if (full.shape[2] % parts != 0) {
    fail("shard: seq ", full.shape[2], " is not divisible by ", parts,
         layout == Layout::kZigzag ? " (2 x world, zigzag)" : " (world)",
         "; pad the sequence");
  }
  const std::int64_t c = full.shape[2] / parts;
  const auto chunks = chunks_of(rank, world, layout);
  const auto n = static_cast<std::int64_t>(chunks.size());
  Tensor out(DType::kFloat32,
             {full.shape[0], full.shape[1], c * n, full.shape[3]});
  for (std::int64_t i = 0; i < n; ++i) {
    detail::copy_rows(detail::rows(full, chunks[i] * c, c), out.view(), i * c);
  }
  return out;
}

Tensor unshard(const std::vector<TensorView>& shards, Layout layout) {
  if (shards.empty()) fail("unshard: shards: no shards");
  detail::check_layout("unshard", layout);
  const TensorView& first = shards[0];
  detail::check_sequence("shards[0]", first);
  const int world = static_cast<int>(shards.size());
  for (int r = 1; r < world; ++r) {
    const std::string name = "shards[" + std::to_string(r) + "]";
    detail::check_sequence(name.c_str(), shards[r]);
    internal::check_shape(
        name.c_str(), shards[r],
        {first.shape[0], first.shape[1], first.shape[2], first.shape[3]},
        "that of shards[0]");
  }
  const std::int64_t local = first.shape[2];
  if (local % chunks_per_rank(layout) != 0) {
    fail("unshard: a zigzag shard holds two equal chunks; shard seq ", local,
         " is odd");
  }
  const std::int64_t c = local / chunks_per_rank(layout);
  Tensor full(DType::kFloat32,
              {first.shape[0], first.shape[1], local * world, first.shape[3]});
  for (int r = 0; r < world; ++r) {
    const auto chunks = chunks_of(r, world, layout);
    for (std::size_t n = 0; n < chunks.size(); ++n) {
      detail::copy_rows(detail::rows(shards[r], std::int64_t(n) * c, c),
                        full.view(), chunks[n] * c);
    }
  }
  return full;
}

}  // namespace qkv::dist
