// safetensors: round trip of every dtype; malformed files are clear errors.
#include "qkv/safetensors.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <utility>

#include "qkv/error.h"
#include "qkv/multihead_attention.h"

namespace qkv {
namespace {

std::string error_of(const std::string& bytes) {
  try {
    parse_safetensors(bytes, "x.safetensors");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(Safetensors, RoundTripsEveryDtype) {
  std::map<std::string, Tensor> tensors;
  for (DType d :
       {DType::kFloat32, DType::kFloat64, DType::kFloat16, DType::kBFloat16,
        DType::kInt32, DType::kInt64, DType::kBool}) {
    Tensor t(d, {2, 3});
    for (std::size_t b = 0; b < t.nbytes(); ++b) {
      t.data<unsigned char>()[b] = static_cast<unsigned char>(b * 7 + 1);
    }
    if (d == DType::kBool) {
      for (std::size_t b = 0; b < t.nbytes(); ++b)
        t.data<unsigned char>()[b] &= 1;
    }
    tensors.emplace(dtype_name(d), std::move(t));
  }
  std::map<std::string, const Tensor*> refs;
  for (const auto& [name, t] : tensors) refs[name] = &t;
  const std::string path = ::testing::TempDir() + "/all.safetensors";
  save_safetensors(path, refs);
  const auto loaded = load_safetensors(path);
  ASSERT_EQ(loaded.size(), tensors.size());
  for (const auto& [name, t] : tensors) {
    const Tensor& l = loaded.at(name);
    EXPECT_EQ(l.dtype(), t.dtype());
    EXPECT_EQ(l.view().shape_str(), "(2, 3)");
    EXPECT_EQ(std::string(l.data<char>(), l.nbytes()),
              std::string(t.data<char>(), t.nbytes()));
  }
}

TEST(Safetensors, MalformedFilesAreErrors) {
  const std::string header =
      R"({"w":{"dtype":"F32","shape":[2,2],"data_offsets":[0,16]}})";
  auto file = [](const std::string& h, std::size_t data) {
    std::string bytes(8, '\0');
    for (int i = 0; i < 8; ++i)
      bytes[i] = static_cast<char>((h.size() >> (8 * i)) & 0xFF);
    return bytes + h + std::string(data, '\0');
  };
  EXPECT_EQ(error_of(file(header, 16)), "");
  EXPECT_NE(
      error_of(file(header, 10)).find("exceed the 10 data bytes (truncated?)"),
      std::string::npos);
  EXPECT_NE(error_of("abc").find("shorter than its 8-byte header length"),
            std::string::npos);
  EXPECT_NE(error_of(file("{nope", 0)).find("header is not JSON"),
            std::string::npos);
  std::string u8 = header;
  u8.replace(u8.find("F32"), 3, "U8 ");
  EXPECT_NE(error_of(file(u8, 16)).find("tensor 'w' has unsupported dtype U8"),
            std::string::npos);
  std::string shape = header;
  shape.replace(shape.find("[2,2]"), 5, "[2,3]");
  EXPECT_NE(error_of(file(shape, 16))
                .find("has 16 bytes but its shape and dtype need 24"),
            std::string::npos);
  std::string huge = file(header, 16);
  huge[3] = 1;  // header length far beyond the file
  EXPECT_NE(error_of(huge).find("header length"), std::string::npos);
  // Found by the bug hunt of 2026-12-06: a name given twice (JSON kept the
  // last), two tensors reading one byte range, and a byte count past
  // int64 reported without the file or the tensor.
  const std::pair<std::string, std::string> cases[] = {
      {R"({"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
       R"("w":{"dtype":"F32","shape":[2],"data_offsets":[8,16]}})",
       "tensor 'w' appears twice"},
      {R"({"a":{"dtype":"F32","shape":[3],"data_offsets":[0,12]},)"
       R"("b":{"dtype":"F32","shape":[2],"data_offsets":[8,16]}})",
       "tensors 'a' and 'b' overlap in the data"},
      {R"({"w":{"dtype":"F32","shape":[4294967296,4294967296,1],)"
       R"("data_offsets":[0,16]}})",
       "tensor 'w' has a shape whose size overflows int64"},
      // Found by a hunt of 2026-12-07: a 1 TiB claim in a small file was
      // allocated (and zeroed) before its byte count was compared.
      {R"({"w":{"dtype":"F32","shape":[274877906944],)"
       R"("data_offsets":[0,16]}})",
       "tensor 'w' has 16 bytes but its shape and dtype need 1099511627776"}};
  for (const auto& [bad_header, message] : cases) {
    EXPECT_NE(error_of(file(bad_header, 16))
                  .find("x.safetensors: invalid safetensors file: " + message),
              std::string::npos)
        << error_of(file(bad_header, 16));
  }
}

// Tensors a file cannot hold are refused before anything is written (the
// first two were written and then lost or unloadable).
TEST(Safetensors, SavingRefusesWhatCouldNotBeLoadedBack) {
  const std::string path = ::testing::TempDir() + "qkv_refused.safetensors";
  Tensor a(DType::kFloat32, {2}), none;
  const auto refused = [&](const std::map<std::string, const Tensor*>& t) {
    try {
      save_safetensors(path, t);
    } catch (const Error& e) {
      EXPECT_FALSE(std::filesystem::exists(path));
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(refused({{"__metadata__", &a}, {"w", &a}}),
            path +
                ": tensor '__metadata__': the name is the format's metadata "
                "entry");
  EXPECT_EQ(refused({{"x", &none}}),
            path + ": tensor 'x' holds no data (a default-constructed Tensor)");
  EXPECT_EQ(refused({{"x", nullptr}}), path + ": tensor 'x' is a null pointer");
  Tensor scalar(DType::kFloat32, {});  // rank 0, one element: kept
  scalar.data<float>()[0] = 3.0f;
  save_safetensors(path, {{"s", &scalar}});
  EXPECT_EQ(load_safetensors(path).at("s").data<float>()[0], 3.0f);
  std::remove(path.c_str());
}

// Devices are not safetensors files: /dev/zero is refused by name (it
// was read until memory ran out), and a save to /dev/full is an error (it
// reported nothing) that leaves the device a device.
TEST(Safetensors, DevicesAreRefused) {
  for (const char* path : {"/dev/zero", "/dev/full"}) {
    try {
      load_safetensors(path);
      ADD_FAILURE() << path << " read";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("not a regular file"),
                std::string::npos)
          << e.what();
    }
  }
  Tensor t(DType::kFloat32, {2});
  EXPECT_THROW(save_safetensors("/dev/full", {{"t", &t}}), Error);
  EXPECT_FALSE(std::filesystem::is_regular_file("/dev/full"));
}

// A save over an existing file writes a new one beside it and renames it:
// no temporary is left, and the file holds the new tensors whole.
TEST(Safetensors, SavingReplacesTheFileWhole) {
  const std::string path = ::testing::TempDir() + "qkv_replace.safetensors";
  Tensor a(DType::kFloat32, {3}), b(DType::kFloat32, {1000});
  a.data<float>()[0] = 1.0f;
  b.data<float>()[999] = 2.0f;
  save_safetensors(path, {{"a", &a}});
  save_safetensors(path, {{"b", &b}});
  const auto back = load_safetensors(path);
  ASSERT_EQ(back.count("b"), 1u);
  EXPECT_EQ(back.count("a"), 0u);
  EXPECT_EQ(back.at("b").data<float>()[999], 2.0f);
  int files = 0;
  for (const auto& e : std::filesystem::directory_iterator(
           std::filesystem::path(path).parent_path())) {
    files += e.path().string().rfind(path, 0) == 0;
  }
  EXPECT_EQ(files, 1);
  std::remove(path.c_str());
}

TEST(MultiheadAttention, WeightsRoundTripThroughSafetensors) {
  MultiheadAttentionConfig c;
  c.embed_dim = 16;
  c.num_heads = 4;
  c.add_bias_kv = true;
  MultiheadAttention a(c, 1), b(c, 2);
  const std::string path = ::testing::TempDir() + "/mha.safetensors";
  a.save_safetensors(path);
  b.load_safetensors(path);
  for (const auto& name : a.parameter_names()) {
    const Tensor& x = a.parameter(name);
    const Tensor& y = b.parameter(name);
    EXPECT_EQ(std::string(x.data<char>(), x.nbytes()),
              std::string(y.data<char>(), y.nbytes()))
        << name;
  }
  MultiheadAttentionConfig other = c;
  other.add_bias_kv = false;
  MultiheadAttention d(other);
  EXPECT_THROW(d.load_safetensors(path), Error);  // unexpected bias_k
  // A file whose last parameter (by name) has the wrong shape loads nothing:
  // b keeps a's weights.
  std::map<std::string, Tensor> params;
  for (const auto& name : a.parameter_names()) {
    const Tensor& t = a.parameter(name);
    params.emplace(name, t.clone());
  }
  for (auto& [name, t] : params) {
    if (name != "in_proj_weight") std::fill_n(t.data<float>(), t.numel(), 7.0f);
  }
  params.at("out_proj.weight") = Tensor(DType::kFloat32, {3, 3});
  std::map<std::string, const Tensor*> to_save;
  for (const auto& [name, t] : params) to_save[name] = &t;
  save_safetensors(path, to_save);
  EXPECT_THROW(b.load_safetensors(path), Error);
  for (const auto& name : a.parameter_names()) {
    const Tensor& x = a.parameter(name);
    const Tensor& y = b.parameter(name);
    EXPECT_EQ(std::string(x.data<char>(), x.nbytes()),
              std::string(y.data<char>(), y.nbytes()))
        << name << " changed by a refused load";
  }
}

}  // namespace
}  // namespace qkv
