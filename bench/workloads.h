// The workload suite of docs/DESIGN.md §5, read from bench/workloads.json
// (embedded at build time), shared by the Google Benchmark program and
// `qkv bench`; bench/compare.py reads the same file.
#ifndef QKV_BENCH_WORKLOADS_H_
#define QKV_BENCH_WORKLOADS_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "qkv/tensor.h"

namespace qkv::bench {

struct Workload {
  std::string id;
  std::int64_t batch = 1, heads = 1, kv_heads = 1, seq_q = 1, seq_kv = 1,
               head_dim = 1;
  bool causal = false;
  std::int64_t window = -1;  // -1 = none
  bool padded = false;       // key lengths spread over [seq_kv/2, seq_kv]
  qkv::DType dtype = qkv::DType::kFloat32;
  bool backward = false;   // time the backward (forward done once)
  bool in_default = true;  // run by `qkv bench` without ids
};

// The suite, parsed once; throws qkv::Error if the file is malformed.
const std::vector<Workload>& workloads();
// Parses the text of a workloads.json.
std::vector<Workload> parse_workloads(const std::string& json);

// A length times a --scale factor (qkv bench, qkv tune), at least 1; a
// length of 0 or 1 stays as it is.
inline std::int64_t scaled_length(std::int64_t full, double scale) {
  return full > 1
             ? std::max<std::int64_t>(1, std::int64_t(double(full) * scale))
             : full;
}

// Key length of batch entry b of a padded workload with seq_kv keys.
inline std::int64_t padded_length(std::int64_t seq_kv, std::int64_t b,
                                  std::int64_t batch) {
  return seq_kv / 2 + (seq_kv / 2) * b / (batch > 1 ? batch - 1 : 1);
}

}  // namespace qkv::bench

#endif  // QKV_BENCH_WORKLOADS_H_
