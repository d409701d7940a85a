// Links qkv::modules alone: a MultiheadAttention forward through the
// installed library.
#include <cmath>
#include <cstdio>

#include "qkv/qkv.h"

int main() {
  qkv::MultiheadAttentionConfig config;
  config.embed_dim = 8;
  config.num_heads = 2;
  qkv::MultiheadAttention mha(config, 1);
  float x[3 * 8];
  for (int i = 0; i < 3 * 8; ++i) x[i] = 0.1f * static_cast<float>(i % 5);
  const auto view =
      qkv::TensorView::contiguous(x, qkv::DType::kFloat32, {3, 1, 8});
  const auto result = mha.forward(view, view, view);
  const float first = result.out.data<float>()[0];
  std::printf("consumer_modules: out[0] = %.4f\n", first);
  return std::isfinite(first) ? 0 : 1;
}
