// Computes the chapters' "water" example through the installed library.
#include <cstdio>

#include "qkv/qkv.h"

int main() {
  const float q[] = {1, 0, 1, 0};
  const float k[] = {3, 1, 3, 2, 0.6f, 2, 0.6f, 1, 2, 0, 2.8f, 1};
  const float v[] = {2, 0, 4, 1, 0, 3, 0.6f, 0, 1, 1, 0, 3};
  const auto result = qkv::attention(
      qkv::TensorView::contiguous(q, qkv::DType::kFloat32, {1, 1, 1, 4}),
      qkv::TensorView::contiguous(k, qkv::DType::kFloat32, {1, 1, 3, 4}),
      qkv::TensorView::contiguous(v, qkv::DType::kFloat32, {1, 1, 3, 4}));
  std::printf("consumer: out[0] = %.4f (qkv %s)\n", result.out.data<float>()[0],
              qkv::kVersion);
  return 0;
}
