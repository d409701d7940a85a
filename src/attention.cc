// Public entry points: validate once, then dispatch to a path.
#include "qkv/attention.h"

#include <sstream>

#include "fail.h"
#include "kernels/amx.h"
#include "kernels/forward.h"
#include "philox.h"
#include "problem.h"
#include "qkv/error.h"
#include "qkv/reference.h"
#include "reference/reference.h"
#include "threading.h"

namespace qkv {

DType lse_dtype(DType dtype) {
  return dtype == DType::kFloat64 ? DType::kFloat64 : DType::kFloat32;
}

int default_num_threads() { return internal::default_num_threads(); }

std::vector<std::string> simd_targets() {
  std::vector<std::string> names;
  for (std::int64_t t : internal::compiled_targets()) {
    names.push_back(internal::target_name(t));
  }
  return names;
}

std::string bfloat16_engine() {
  return internal::bf16_engine_name(internal::bf16_engine());
}

std::string simd_target() {
  const auto targets = internal::compiled_targets();
  return targets.empty() ? "none" : internal::target_name(targets.front());
}

namespace {

// Keys per chunk when the caller forces split-KV: one tile, so even small
// problems exercise the split and the merge.
constexpr std::int64_t kForcedSplitKeys = internal::ForwardTiles::kTileKeys;

}  // namespace

void internal::run_forward(const internal::AttentionProblem& problem) {
  // The kernels assume sizes >= 1 and some weight kept (dropout_p < 1).
  if (internal::degenerate(problem) || problem.dropout_p >= 1.0) {
    internal::reference_attention(problem);
    return;
  }
  switch (problem.path) {
    case Path::kAuto:
      if (problem.dtype == DType::kFloat64) {
        internal::reference_attention(problem);
      } else {
        internal::tiled_forward(problem, internal::auto_split_keys(problem));
      }
      return;
    case Path::kReference:
      internal::reference_attention(problem);
      return;
    case Path::kTiled:
      internal::tiled_forward(problem, 0);
      return;
    case Path::kSplitKv:
      internal::tiled_forward(problem, kForcedSplitKeys);
      return;
  }
}

namespace {
void dispatch(const internal::AttentionProblem& problem) {
  internal::run_forward(problem);
}
}  // namespace

void attention_into(const TensorView& q, const TensorView& k,
                    const TensorView& v, const AttentionParams& params,
                    const TensorView& out, const TensorView& lse) {
  internal::AttentionProblem problem = internal::make_problem(q, k, v, params);
  internal::attach_outputs(problem, out, lse);
  internal::check_outputs_disjoint({{"q", &q}, {"k", &k}, {"v", &v}}, params,
                                   out, lse);
  dispatch(problem);
}

AttentionResult attention(const TensorView& q, const TensorView& k,
                          const TensorView& v, const AttentionParams& params) {
  internal::AttentionProblem problem = internal::make_problem(q, k, v, params);
  AttentionResult result;
  result.out = Tensor(problem.dtype, {problem.batch, problem.num_heads,
                                      problem.seq_q, problem.head_dim_v});
  result.lse = Tensor(problem.lse.dtype,
                      {problem.batch, problem.num_heads, problem.seq_q});
  internal::attach_outputs(problem, result.out.view(), result.lse.view());
  dispatch(problem);
  return result;
}

AttentionSteps reference_steps(const TensorView& q, const TensorView& k,
                               const TensorView& v,
                               const AttentionParams& params, std::int64_t b,
                               std::int64_t h) {
  const internal::AttentionProblem problem =
      internal::make_problem(q, k, v, params);
  if (b < 0 || b >= problem.batch || h < 0 || h >= problem.num_heads) {
    std::ostringstream m;
    m << "reference_steps: (b, h) = (" << b << ", " << h
      << ") outside (batch, num_heads) = (" << problem.batch << ", "
      << problem.num_heads << ")";
    throw Error(m.str());
  }
  AttentionSteps steps;
  internal::reference_attention_steps(problem, b, h, steps);
  return steps;
}

void attention_weights_into(const TensorView& q, const TensorView& k,
                            const TensorView& v, const AttentionParams& params,
                            const TensorView& weights) {
  const internal::AttentionProblem problem =
      internal::make_problem(q, k, v, params);
  internal::check_shape(
      "weights", weights,
      {problem.batch, problem.num_heads, problem.seq_q, problem.seq_kv},
      "(batch, num_heads, seq_q, seq_kv)");
  if (weights.dtype != DType::kFloat32 && weights.dtype != DType::kFloat64) {
    internal::fail_type("weights: dtype ", dtype_name(weights.dtype),
                        " (expected float32 or float64)");
  }
  internal::check_readable("weights", weights);
  internal::check_written_disjoint({{"weights", &weights}},
                                   {{"q", &q}, {"k", &k}, {"v", &v}}, &params,
                                   "outputs");
  internal::reference_attention_weights(problem,
                                        internal::out_operand_of(weights));
}

bool dropout_keep(std::uint64_t seed, std::uint32_t offset, double dropout_p,
                  std::int64_t num_heads, std::int64_t b, std::int64_t h,
                  std::int64_t i, std::int64_t j) {
  if (dropout_p <= 0.0) return true;
  return internal::dropout_kept(
      dropout_p,
      internal::dropout_bits(seed, offset, num_heads, b, h, i, j / 4)[j % 4],
      internal::dropout_threshold(dropout_p));
}

}  // namespace qkv
