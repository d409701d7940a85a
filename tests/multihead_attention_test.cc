// MultiheadAttention in C++: self-attention on one tensor (one fused GEMM
// against [Wq; Wk; Wv], q/k/v read through strided head views) equals the
// same call on three separate copies (three projections). Parity with
// torch.nn.MultiheadAttention itself is tested in python/tests.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "qkv/qkv.h"
#include "test_util.h"

namespace qkv {
namespace {

Tensor copy_of(const Tensor& t) {
  const TensorView v = t.view();
  Tensor c(t.dtype(), std::span<const std::int64_t>(
                          v.shape.data(), static_cast<std::size_t>(v.rank)));
  std::memcpy(c.data<float>(), t.data<float>(), t.nbytes());
  return c;
}

TEST(MultiheadAttention, SelfAttentionOnOneTensorEqualsSeparateCopies) {
  for (bool batch_first : {false, true}) {
    for (std::int64_t kv_heads : {4, 2}) {
      for (bool bias : {true, false}) {
        MultiheadAttentionConfig config;
        config.embed_dim = 32;
        config.num_heads = 4;
        config.num_kv_heads = kv_heads;
        config.bias = bias;
        config.batch_first = batch_first;
        MultiheadAttention mha(config, 7);
        const Tensor x = testing::random_tensor({5, 3, 32}, 11);
        const Tensor k = copy_of(x), v = copy_of(x);
        for (bool causal : {false, true}) {
          Tensor mask;
          TensorView mask_view;
          if (causal) {
            const std::int64_t len = batch_first ? 3 : 5;  // L = S
            mask = Tensor(DType::kBool, {len, len});
            auto* m = mask.data<bool>();
            for (std::int64_t i = 0; i < len; ++i) {
              for (std::int64_t j = 0; j < len; ++j) {
                m[i * len + j] = j > i;  // true = hidden
              }
            }
            mask_view = mask.view();
          }
          const auto fused = mha.forward(x.view(), x.view(), x.view(), {},
                                         false, mask_view, true, causal);
          const auto separate = mha.forward(x.view(), k.view(), v.view(), {},
                                            false, mask_view, true, causal);
          EXPECT_LE(testing::max_abs_diff(fused.out, separate.out), 1e-5)
              << "batch_first " << batch_first << " kv_heads " << kv_heads
              << " bias " << bias << " causal " << causal;
        }
      }
    }
  }
}

// The projections are cut into fixed slices of rows (one GEMM call each) and
// the attention into fixed work items: the output is bit-identical for any
// thread count.
TEST(MultiheadAttention, BitIdenticalForAnyThreadCount) {
  MultiheadAttentionConfig config;
  config.embed_dim = 64;
  config.num_heads = 4;
  MultiheadAttention mha(config, 5);
  const Tensor x = testing::random_tensor({300, 3, 64}, 13);  // 900 rows
  mha.num_threads = 1;
  const auto one = mha.forward(x.view(), x.view(), x.view(), {}, false);
  for (int threads : {2, 3}) {
    mha.num_threads = threads;
    const auto many = mha.forward(x.view(), x.view(), x.view(), {}, false);
    EXPECT_TRUE(testing::bit_identical(one.out, many.out)) << threads;
  }
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// Regression: need_weights on a long sequence is refused before any work
// (the weights and the reference's per-head workspace are checked first),
// with a message saying what to do instead. (The input repeats one float
// through stride 0; before the fix this call ran the whole O(L²) attention
// and then failed to allocate 128 GiB of weights.)
TEST(MultiheadAttention, NeedWeightsTooLargeIsRefusedFirst) {
  MultiheadAttentionConfig config;
  config.embed_dim = 8;
  config.num_heads = 2;
  MultiheadAttention mha(config, 1);
  const std::int64_t seq = 1 << 17;
  float one = 0.0f;
  const TensorView x =
      TensorView::strided(&one, DType::kFloat32, {seq, 1, 8}, {0, 0, 1});
  try {
    mha.forward(x, x, x, {}, true);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("pass need_weights=False"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace qkv

namespace qkv {
namespace {

// Inputs and parameters are checked like every other entry point's (through
// src/operand.h): null data and strides that overflow are errors, not reads.
TEST(MultiheadAttention, InputsGoThroughTheBoundaryChecks) {
  MultiheadAttentionConfig config;
  config.embed_dim = 8;
  config.num_heads = 2;
  MultiheadAttention mha(config, 1);
  const TensorView null_query =
      TensorView::strided(nullptr, DType::kFloat32, {3, 1, 8}, {8, 8, 1});
  EXPECT_THROW(mha.forward(null_query, null_query, null_query), Error);
  float one = 0.0f;
  const std::int64_t huge = std::int64_t{1} << 62;
  const TensorView overflowing =
      TensorView::strided(&one, DType::kFloat32, {3, 1, 8}, {huge, 0, 1});
  EXPECT_THROW(mha.forward(overflowing, overflowing, overflowing), Error);
  const TensorView bad_weight =
      TensorView::strided(&one, DType::kFloat32, {8, 8}, {huge, 1});
  EXPECT_THROW(mha.set_parameter("out_proj.weight", bad_weight), Error);
}

// Zero query rows or zero keys: outputs of the documented shapes. An empty
// tensor's data was null, and the projected heads' views offsets into it:
// undefined pointer arithmetic (UBSan), found by fuzz_modules.
TEST(MultiheadAttention, EmptySequencesRun) {
  MultiheadAttentionConfig config;
  config.embed_dim = 8;
  config.num_heads = 2;
  MultiheadAttention mha(config, 1);
  const Tensor none = testing::random_tensor({0, 2, 8}, 5);
  const Tensor some = testing::random_tensor({3, 2, 8}, 6);
  EXPECT_EQ(mha.forward(none.view(), some.view(), some.view()).out.numel(), 0);
  const auto out =
      mha.forward(some.view(), none.view(), none.view(), {}, false);
  EXPECT_EQ(out.out.numel(), 3 * 2 * 8);
}

// A refused call changes nothing: set_parameters (and so load_safetensors)
// checks every value before writing any, and a refused training forward
// keeps dropout_seed (the next call draws what it would have drawn).
TEST(MultiheadAttention, RefusedCallsChangeNoState) {
  MultiheadAttentionConfig config;
  config.embed_dim = 8;
  config.num_heads = 2;
  config.dropout = 0.5;
  MultiheadAttention mha(config, 1);
  const Tensor before = copy_of(mha.parameter("in_proj_weight"));
  const Tensor weight = testing::random_tensor({24, 8}, 2),
               wrong = testing::random_tensor({3, 3}, 3);
  EXPECT_THROW(mha.set_parameters({{"in_proj_weight", weight.view()},
                                   {"out_proj.weight", wrong.view()}}),
               Error);
  EXPECT_EQ(std::memcmp(before.data<float>(),
                        mha.parameter("in_proj_weight").data<float>(),
                        before.nbytes()),
            0);
  mha.training = true;
  const Tensor x = testing::random_tensor({5, 1, 8}, 4);
  const std::vector<std::int32_t> codes(5, 1);
  const TensorView int_mask =
      TensorView::contiguous(codes.data(), DType::kInt32, {1, 5});
  EXPECT_THROW(mha.forward(x.view(), x.view(), x.view(), int_mask, false),
               Error);
  EXPECT_EQ(mha.dropout_seed, 0u);
  mha.forward(x.view(), x.view(), x.view(), {}, false);
  EXPECT_EQ(mha.dropout_seed, 1u);
}

}  // namespace
}  // namespace qkv
