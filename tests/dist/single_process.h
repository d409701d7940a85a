// The single-process answer ring attention is checked against: attention and
// its backward over the whole (unsharded) sequence, causal top-left when
// asked, with the same per-batch key lengths (padding) as RingParams.
#ifndef QKV_TESTS_DIST_SINGLE_PROCESS_H_
#define QKV_TESTS_DIST_SINGLE_PROCESS_H_

#include <algorithm>
#include <cstdint>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv::testing {

struct SingleProcess {
  AttentionResult fwd;
  AttentionGrads grads;
};

// The per-batch lengths as an int64 tensor (RingParams::key_lengths,
// AttentionParams::key_lengths); an empty (absent) tensor when there are
// none.
inline Tensor lengths_tensor(const std::vector<std::int64_t>& lengths) {
  if (lengths.empty()) return Tensor();
  Tensor lens(DType::kInt64, {static_cast<std::int64_t>(lengths.size())});
  std::copy(lengths.begin(), lengths.end(), lens.data<std::int64_t>());
  return lens;
}

inline SingleProcess single_process(const Qkv& x, const Tensor& dout,
                                    bool causal,
                                    const std::vector<std::int64_t>& lengths) {
  AttentionParams p;
  p.causal = causal ? Causal::kTopLeft : Causal::kNone;
  const Tensor lens = lengths_tensor(lengths);
  p.key_lengths = lens.view();
  SingleProcess r;
  r.fwd = attention(x.q.view(), x.k.view(), x.v.view(), p);
  r.grads = attention_backward(dout.view(), x.q.view(), x.k.view(), x.v.view(),
                               r.fwd.out.view(), r.fwd.lse.view(), p);
  return r;
}

}  // namespace qkv::testing

#endif  // QKV_TESTS_DIST_SINGLE_PROCESS_H_
