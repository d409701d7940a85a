// The workload suite of docs/DESIGN.md §5, shared by the Google Benchmark
// program and `qkv bench`.
#ifndef QKV_BENCH_WORKLOADS_H_
#define QKV_BENCH_WORKLOADS_H_

#include <cstdint>

#include "qkv/tensor.h"

namespace qkv::bench {

struct Workload {
  const char* id;
  std::int64_t batch, heads, kv_heads, seq_q, seq_kv, head_dim;
  bool causal;
  std::int64_t window;  // -1 = none
  bool padded;          // key lengths spread over [seq/2, seq]
  qkv::DType dtype;
  bool backward = false;  // time attention_backward (forward done once)
};

inline constexpr Workload kWorkloads[] = {
    {"P1", 1, 16, 16, 2048, 2048, 64, false, -1, false, qkv::DType::kFloat32},
    {"P2", 1, 16, 16, 2048, 2048, 128, false, -1, false, qkv::DType::kFloat32},
    {"P3", 1, 32, 8, 4096, 4096, 128, true, -1, false, qkv::DType::kFloat32},
    {"P4", 8, 12, 12, 512, 512, 64, false, -1, true, qkv::DType::kFloat32},
    {"P5", 1, 16, 16, 8192, 8192, 128, true, 1024, false, qkv::DType::kFloat32},
    {"D1", 1, 32, 8, 1, 32768, 128, false, -1, false, qkv::DType::kFloat32},
    {"D1_bf16", 1, 32, 8, 1, 32768, 128, false, -1, false,
     qkv::DType::kBFloat16},
    {"D2", 8, 32, 8, 1, 4096, 128, false, -1, false, qkv::DType::kFloat32},
    {"M1", 1, 8, 8, 65536, 65536, 64, true, -1, false, qkv::DType::kFloat32},
    {"T1_bwd", 4, 12, 12, 1024, 1024, 64, true, -1, false, qkv::DType::kFloat32,
     true},
    {"T2_bwd", 1, 16, 16, 4096, 4096, 128, true, -1, false,
     qkv::DType::kFloat32, true},
};

}  // namespace qkv::bench

#endif  // QKV_BENCH_WORKLOADS_H_
