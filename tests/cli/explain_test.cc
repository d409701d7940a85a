// `qkv explain` prints every figure the chapters give for each example.
#include "explain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "npy.h"
#include "qkv/error.h"

namespace qkv::cli {
namespace {

std::string explained(const std::string& name) {
  for (const auto& e : worked_examples()) {
    if (e.name == name) {
      std::ostringstream out;
      explain(e.input, out);
      return out.str();
    }
  }
  ADD_FAILURE() << "no example " << name;
  return {};
}

void expect_figures(const std::string& text,
                    const std::vector<std::string>& figures) {
  for (const auto& f : figures) {
    EXPECT_NE(text.find(f), std::string::npos) << "missing " << f << "\n"
                                               << text;
  }
}

TEST(Explain, LookupShowsEveryChapterFigure) {
  expect_figures(
      explained("lookup"),
      {"2.0000  1.0000  1.0000  1.0000", "1.4142  0.7071  0.7071  0.7071",
       "0.40  0.20  0.20  0.20", "0.70  0.50", "0.4034"});
}

TEST(Explain, PaddingShowsMaskedSoftmax) {
  expect_figures(explained("padding"),
                 {"3.0000  0.5000  -1.0000  2.0000", "-inf  -inf",
                  "0.92  0.08  0.00  0.00"});
}

TEST(Explain, WaterShowsScoresWeightsAndOutput) {
  expect_figures(explained("water"),
                 {"6.0000  1.2000        4.8000",
                  "3.0000  0.6000        2.4000", "0.61  0.06          0.33",
                  "1.55  0.51  2.48  1.60", "1.5546  0.5007  2.4729  1.6141"});
}

TEST(Explain, WaterMaskedAndHeads) {
  expect_figures(explained("water-masked"),
                 {"0.92  0.08          0.00", "1.84  0.24  3.73  0.92"});
  expect_figures(
      explained("water-heads"),
      {"0.60  0.11          0.29", "0.49  0.09          0.42", "Concat"});
}

TEST(Explain, UserInputCausalAndLimits) {
  ExplainInput in;
  in.title = "mine";
  in.q = parse_matrix("1,0;0,1;1,1", "q");
  in.k = in.q;
  in.v = in.q;
  in.causal = Causal::kTopLeft;
  std::ostringstream out;
  explain(in, out);
  EXPECT_NE(out.str().find("causal (top-left"), std::string::npos);
  // Row q0 sees only k0: its weights are exactly [1, 0, 0].
  EXPECT_NE(out.str().find("q0  1.0000  0.0000  0.0000"), std::string::npos)
      << out.str();

  in.q = Matrix{40, 1, std::vector<double>(40, 1.0)};
  EXPECT_THROW(explain(in, out), Error);
  EXPECT_THROW(parse_matrix("1,2;3", "q"), Error);
  EXPECT_THROW(parse_matrix("1,x", "q"), Error);
}

// A version-1 .npy file's bytes up to its data, for `dict` (the header).
std::string npy_header(std::string dict) {
  dict.resize(118, ' ');
  dict += '\n';
  std::string bytes = std::string("\x93NUMPY\x01\x00", 8);
  bytes += static_cast<char>(dict.size());
  bytes += '\0';
  return bytes + dict;
}

TEST(Npy, ParsesFloat64MatrixAndRejectsGarbage) {
  std::string bytes =
      npy_header("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }");
  const double values[] = {1.5, -2, 3, 4};
  bytes.append(reinterpret_cast<const char*>(values), sizeof values);
  const NpyArray a = parse_npy(bytes, "x.npy");
  EXPECT_EQ(a.shape, (std::vector<std::int64_t>{2, 2}));
  EXPECT_EQ(a.values, (std::vector<double>{1.5, -2, 3, 4}));
  EXPECT_THROW(parse_npy(bytes.substr(0, bytes.size() - 8), "x.npy"), Error);
  EXPECT_THROW(parse_npy("garbage", "x.npy"), Error);
}

}  // namespace
}  // namespace qkv::cli

namespace qkv::cli {
namespace {

TEST(Explain, AdditiveBiasAndAlibi) {
  ExplainInput in;
  in.title = "bias";
  in.q = parse_matrix("1,0;0,1", "q");
  in.k = parse_matrix("1,0;0,1;1,1", "k");
  in.v = parse_matrix("1,0;0,1;1,1", "v");
  in.bias = parse_matrix("0,-inf,0", "bias");
  std::ostringstream out;
  explain(in, out);
  // The -inf key gets exactly zero weight in every row.
  EXPECT_NE(out.str().find("additive bias"), std::string::npos);
  EXPECT_NE(out.str().find("q0  0.5000  0.0000  0.5000"), std::string::npos)
      << out.str();
  in.bias.reset();
  in.alibi = {1.0};
  std::ostringstream with_alibi;
  explain(in, with_alibi);
  EXPECT_NE(with_alibi.str().find("ALiBi"), std::string::npos);
  in.alibi = {1.0, 2.0};  // one head: one slope
  EXPECT_THROW(explain(in, with_alibi), Error);
}

// Found by a review of what learners see (2026-12-07): --mask with --bias
// was refused although the explorer page suggests both; now both apply.
TEST(Explain, MaskAndBiasTogether) {
  ExplainInput in;
  in.title = "both";
  in.q = parse_matrix("1,0;0,1", "q");
  in.k = parse_matrix("1,0;0,1;1,1;0,0", "k");
  in.v = parse_matrix("1,0;0,1;1,1;2,2", "v");
  in.mask = parse_matrix("1,1,1,0;1,0,1,1", "mask");
  in.bias = parse_matrix("0,-inf,0,0", "bias");
  const ExplainSteps e = explain_steps(in);
  // Row 0 sees k0, k2 (k1 biased away, k3 masked); row 1 sees k0, k2, k3.
  const std::vector<double>& w = e.heads[0].weights;
  EXPECT_EQ(w[1], 0.0);
  EXPECT_EQ(w[3], 0.0);
  EXPECT_EQ(w[5], 0.0);
  const double e1 = std::exp(1 / std::sqrt(2.0));  // score 1, scaled
  EXPECT_NEAR(w[0], 0.5, 1e-15);
  EXPECT_NEAR(w[2], 0.5, 1e-15);
  EXPECT_NEAR(w[4], 1 / (e1 + 2), 1e-15);
  EXPECT_NEAR(w[6], e1 / (e1 + 2), 1e-15);
  EXPECT_NEAR(w[7], 1 / (e1 + 2), 1e-15);
  std::ostringstream out;
  explain(in, out);
  EXPECT_NE(out.str().find("dense bool mask + additive bias"),
            std::string::npos)
      << out.str();
  // An additive mask given as --mask (its -inf read as "attend", its 0 as
  // "hidden") was accepted: exactly the wrong keys hidden.
  in.bias.reset();
  in.mask = parse_matrix("0,-inf,0,0", "mask");
  try {
    explain(in, out);
    ADD_FAILURE() << "an additive mask as --mask was accepted";
  } catch (const Error& err) {
    EXPECT_NE(std::string(err.what())
                  .find("--mask: values must be 1 (attend) "
                        "or 0 (hidden), got -inf"),
              std::string::npos)
        << err.what();
  }
}

// Found by the same review: --logits printed the scaled (or softcapped)
// logits as the input and never the user's own numbers.
TEST(Explain, LogitsAreShownAsGivenThenScaled) {
  ExplainInput in;
  in.title = "logits";
  in.q = parse_matrix("1", "q");
  in.k = parse_matrix("1;2;3", "k");
  in.v = parse_matrix("1,0,0;0,1,0;0,0,1", "v");
  in.logits_only = true;
  in.scale = 2.0;
  in.softcap = 1.0;
  std::ostringstream out;
  explain(in, out);
  const std::string text = out.str();
  const auto given = text.find("1.0000  2.0000  3.0000");
  const auto scaled = text.find("scaled = logits × scale = logits × 2");
  const auto capped = text.find(std::to_string(std::tanh(2.0)).substr(0, 6));
  EXPECT_NE(given, std::string::npos) << text;
  EXPECT_NE(scaled, std::string::npos) << text;
  EXPECT_NE(capped, std::string::npos) << text;
  EXPECT_LT(given, scaled);
  EXPECT_LT(scaled, capped);
}

}  // namespace
}  // namespace qkv::cli

namespace qkv::cli {
namespace {

// Found by fuzz_npy: a shape whose element count overflows int64.
TEST(Npy, HugeShapesAreErrorsNotOverflow) {
  const std::string bytes = npy_header(
      "{'descr': '<f4', 'fortran_order': False, 'shape': (1099511627776, "
      "1099511627776), }");
  EXPECT_THROW(parse_npy(bytes, "x.npy"), Error);
}

}  // namespace
}  // namespace qkv::cli

namespace qkv::cli {
namespace {

// A .npy file of shape `shape` holding `count` float32 zeros.
std::string npy_with_shape(const std::string& shape, int count) {
  std::string bytes = npy_header(
      "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }");
  return bytes + std::string(std::size_t(count) * 4, '\0');
}

// Found by a CLI review: a shape that is not a tuple was misread, '[2, 3]'
// as (2,) and '25' as (5,). numpy reads a Python tuple; so does qkv.
TEST(Npy, ShapeIsAPythonTupleOfIntegers) {
  const std::vector<std::pair<std::string, std::vector<std::int64_t>>> good = {
      {"()", {}},          {"(4,)", {4}},           {"(2, 3)", {2, 3}},
      {"(2,3)", {2, 3}},   {"( 2 , 3 , )", {2, 3}}, {"(0,)", {0}},
      {"(00, 2)", {0, 2}}, {"(1, 2, 3)", {1, 2, 3}}};
  for (const auto& [shape, dims] : good) {
    EXPECT_EQ(parse_npy(npy_with_shape(shape, 6), "x.npy").shape, dims)
        << shape;
  }
  for (const char* shape :
       {"[2, 3]", "25", "(4)", "(2 2)", "(2, 2,,)", "(+2, 2)", "(,)", "(02,)",
        "(2.0,)", "(-2, 2)", "((2, 3))", "(2, 3) x", "(2,\t3)", "(0x2,)",
        "(True,)"}) {
    try {
      parse_npy(npy_with_shape(shape, 25), "x.npy");
      ADD_FAILURE() << shape << " was accepted";
    } catch (const Error& e) {
      const std::string what = e.what();
      EXPECT_EQ(what.rfind("x.npy: ", 0), 0u) << what;
      EXPECT_NE(what.find("shape"), std::string::npos) << what;
    }
  }
}

// Found by a CLI hunt: NUL padding before the header's newline was read as
// spaces; numpy refuses such a file. Control bytes are refused.
TEST(Npy, HeaderControlBytesAreRefused) {
  const std::string dict =
      "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }";
  std::string good = npy_header(dict) + std::string(8, '\0');
  EXPECT_EQ(parse_npy(good, "x.npy").shape, (std::vector<std::int64_t>{2}));
  std::string returns = dict;  // Python whitespace stays accepted
  returns.resize(116, ' ');
  returns += "\r\f";
  EXPECT_EQ(
      parse_npy(npy_header(returns) + std::string(8, '\0'), "x.npy").shape,
      (std::vector<std::int64_t>{2}));
  for (const char c : {'\0', '\x0b', '\x1b', '\x7f'}) {
    std::string padded = dict;
    padded.resize(117, ' ');
    padded += c;
    try {
      parse_npy(npy_header(padded) + std::string(8, '\0'), "x.npy");
      ADD_FAILURE() << int(c) << " was accepted";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("control byte"), std::string::npos)
          << e.what();
    }
  }
}

// Found by a CLI review: with d_k = 0 the scale step read
// "scores / √0 = scores / 0.0000"; the library uses scale 1 there.
TEST(Explain, ZeroWidthKeysSayTheScaleUsed) {
  ExplainInput in;
  in.title = "d_k = 0";
  in.q = Matrix{2, 0, {}};
  in.k = Matrix{3, 0, {}};
  in.v = parse_matrix("1,1;1,1;1,1", "v");
  std::ostringstream out;
  explain(in, out);
  EXPECT_EQ(out.str().find("√0"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("scores × scale = scores × 1.0000"),
            std::string::npos)
      << out.str();
}

}  // namespace
}  // namespace qkv::cli
