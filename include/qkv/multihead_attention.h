// qkv::MultiheadAttention: "split d into H heads, attend in parallel,
// concat, project with W^O", with torch.nn.MultiheadAttention's weights,
// arguments and results.
#ifndef QKV_MULTIHEAD_ATTENTION_H_
#define QKV_MULTIHEAD_ATTENTION_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "qkv/params.h"
#include "qkv/tensor.h"
#include "qkv/thread_pool.h"

namespace qkv {
namespace internal {
struct Threads;
}  // namespace internal

struct MultiheadAttentionConfig {
  std::int64_t embed_dim = 0;
  std::int64_t num_heads = 0;
  std::int64_t num_kv_heads = 0;  // GQA; 0 = num_heads
  std::int64_t kdim = 0;          // 0 = embed_dim
  std::int64_t vdim = 0;          // 0 = embed_dim
  bool bias = true;
  bool add_bias_kv = false;
  bool add_zero_attn = false;
  double dropout = 0.0;  // applied only in training mode
  bool batch_first = false;
};

class MultiheadAttention {
 public:
  // Throws qkv::Error for inconsistent sizes (embed_dim % num_heads != 0,
  // num_heads % num_kv_heads != 0, ...). Weights start as PyTorch's do
  // (Xavier-uniform projections, zero biases; `seed` makes them
  // reproducible) and are usually replaced by loaded ones.
  explicit MultiheadAttention(const MultiheadAttentionConfig& config,
                              std::uint64_t seed = 0);
  MultiheadAttention(const MultiheadAttention&) = delete;
  MultiheadAttention& operator=(const MultiheadAttention&) = delete;
  MultiheadAttention(MultiheadAttention&&) = default;
  MultiheadAttention& operator=(MultiheadAttention&&) = default;

  struct Output {
    Tensor out;      // like query: (L, N, E), (N, L, E) or (L, E)
    Tensor weights;  // (N, L, S') averaged or (N, H, L, S'); empty unless
                     // need_weights. S' = S (+1 bias_kv) (+1 zero_attn).
  };

  // nn.MultiheadAttention.forward semantics: query (L, N, E) (or (N, L, E)
  // with batch_first, or unbatched (L, E)), key (S, N, kdim), value
  // (S, N, vdim), float32. key_padding_mask (N, S) or (S): bool true =
  // ignore, or float added. attn_mask (L, S), (N·H, L, S) or 4-D
  // broadcastable to (N, H, L, S): bool true = NOT allowed, or float added;
  // read in place. is_causal is PyTorch's hint: attn_mask must then be given;
  // as in PyTorch, it replaces attn_mask (causal top-left over every key,
  // bias_kv and zero_attn keys included) when need_weights is false and no
  // key_padding_mask is given, and attn_mask is applied otherwise.
  // need_weights = false runs the fused kernel;
  // true also returns the attention weights (0, never NaN, on a fully
  // masked row).
  Output forward(const TensorView& query, const TensorView& key,
                 const TensorView& value,
                 const TensorView& key_padding_mask = {},
                 bool need_weights = true, const TensorView& attn_mask = {},
                 bool average_attn_weights = true, bool is_causal = false);

  // Parameters under their torch state_dict names: in_proj_weight (3E, E)
  // and in_proj_bias (3E) when kdim = vdim = E and no GQA, otherwise
  // q_proj_weight / k_proj_weight / v_proj_weight (and in_proj_bias);
  // out_proj.weight, out_proj.bias, bias_k, bias_v.
  std::vector<std::string> parameter_names() const;
  Tensor& parameter(const std::string& name);
  const Tensor& parameter(const std::string& name) const;
  // Copies `value` (any floating dtype, the parameter's shape) into it.
  void set_parameter(const std::string& name, const TensorView& value);
  // set_parameter for each (name, value), all checked before any is
  // written: a refused call changes no parameter.
  void set_parameters(const std::map<std::string, TensorView>& values);

  // Loads every parameter from / saves them to a safetensors file (names as
  // above, as written from a torch state_dict). Missing or extra tensors and
  // wrong shapes are qkv::Error.
  void load_safetensors(const std::string& path);
  void save_safetensors(const std::string& path) const;

  const MultiheadAttentionConfig& config() const { return config_; }
  bool training = false;           // dropout only while training
  std::uint64_t dropout_seed = 0;  // advanced by one per training forward
  int num_threads = 0;

 private:
  struct Call;
  struct Projected;
  void check_parameter(const std::string& name, const TensorView& value) const;
  void write_parameter(const std::string& name, const TensorView& value);
  Call check_call(const TensorView& query, const TensorView& key,
                  const TensorView& value, const TensorView& attn_mask,
                  bool is_causal) const;
  TensorView heads_view(const Call& call, const float* base, std::int64_t heads,
                        std::int64_t seq, std::int64_t row) const;
  Projected project(const Call& call, const internal::Threads& threads) const;
  void project_fused(const Call& call, const float* rows,
                     const internal::Threads& threads, Projected& p) const;
  void project_keys(const Call& call, const TensorView& x3, std::int64_t in,
                    const float* weight, const float* bias,
                    const char* extra_row, const internal::Threads& threads,
                    Tensor& dst) const;
  Tensor weights(const Call& call, const Projected& p,
                 const AttentionParams& params, bool average) const;

  MultiheadAttentionConfig config_;
  std::int64_t head_dim_ = 0;
  std::map<std::string, Tensor> params_;
  bool packed_ = true;
  // Threads kept for forward(): the projections (with a single-threaded
  // OpenBLAS) and the attention run on them.
  std::shared_ptr<ThreadPool> pool_ = std::make_shared<ThreadPool>();
};

}  // namespace qkv

#endif  // QKV_MULTIHEAD_ATTENTION_H_
