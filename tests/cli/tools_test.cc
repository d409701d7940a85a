// qkv leak-test, memory and viz: the experiment detects a wrong mask and
// only it; the cost model's figures; SVG/PNG/terminal renderings.
#include "tools.h"

#include <gtest/gtest.h>

#include <sstream>

#include "qkv/error.h"

namespace qkv::cli {
namespace {

TEST(LeakTest, CorrectMasksNeverLeakOnAnyPath) {
  for (Causal causal : {Causal::kTopLeft, Causal::kBottomRight}) {
    for (Path path : {Path::kReference, Path::kTiled, Path::kAuto}) {
      LeakOptions o;
      o.seq_q = 9;
      o.seq_kv = 13;
      o.causal = causal;
      o.path = path;
      const LeakReport r = leak_test(o);
      EXPECT_FALSE(r.leaked());
      ASSERT_EQ(r.max_change.size(), 9u);
      for (double x : r.max_change) EXPECT_EQ(x, 0.0);
    }
  }
}

TEST(LeakTest, AWrongMaskIsCaught) {
  LeakOptions o;
  o.seq_q = 8;
  o.broken = true;
  const LeakReport r = leak_test(o);
  EXPECT_TRUE(r.leaked());
  // The last position has no future token: nothing can leak into it.
  EXPECT_EQ(r.max_change.back(), 0.0);
  EXPECT_GT(r.max_change.front(), 0.0);
  std::ostringstream out;
  print_leak_report(o, r, out);
  EXPECT_NE(out.str().find("LEAK"), std::string::npos);
  // The header names the alignment and the key that slips through (it said
  // "key i+1" for bottom-right too, where it is i + seq_kv - seq_q + 1).
  EXPECT_NE(out.str().find("top-left (key j visible iff j <= i + 1"),
            std::string::npos)
      << out.str();
  o.causal = Causal::kBottomRight;
  o.seq_q = 3;
  o.seq_kv = 6;
  std::ostringstream bottom;
  print_leak_report(o, leak_test(o), bottom);
  EXPECT_NE(bottom.str().find("bottom-right (key j visible iff j <= i + "
                              "seq_kv - seq_q + 1"),
            std::string::npos)
      << bottom.str();
}

TEST(Memory, ScoreMatrixOfTheChapters) {
  // One head in fp16: n = 2k is 8 MiB, n = 8k is 128 MiB.
  CostOptions o;
  o.seq_q = 2048;
  EXPECT_EQ(cost_model(o).score_matrix_bytes, 8.0 * 1024 * 1024);
  EXPECT_EQ(human_bytes(cost_model(o).score_matrix_bytes), "8.00 MiB");
  o.seq_q = 8192;
  EXPECT_EQ(human_bytes(cost_model(o).score_matrix_bytes), "128.00 MiB");
  // FLOPs: 4 · n² · d; causal (square) counts the triangle n(n+1)/2.
  o.seq_q = 1000;
  o.head_dim = 64;
  EXPECT_DOUBLE_EQ(cost_model(o).flops, 4.0 * 1000 * 1000 * 64);
  o.causal = true;
  EXPECT_DOUBLE_EQ(cost_model(o).flops, 4.0 * 1000 * 1001 / 2 * 64);
  o.peak_gflops = 100.0;
  EXPECT_DOUBLE_EQ(cost_model(o).estimated_seconds,
                   cost_model(o).flops / (0.6 * 100e9));
  // The tiled workspace does not grow with n² .
  o.seq_q = 65536;
  o.causal = false;
  EXPECT_LT(cost_model(o).tiled_workspace_bytes, 64.0 * 1024 * 1024);
}

ExplainInput water_heads() {
  for (const auto& e : worked_examples()) {
    if (e.name == "water-heads") return e.input;
  }
  return {};
}

// Occurrences of `needle` in `text`.
std::int64_t count(const std::string& text, const std::string& needle) {
  std::int64_t n = 0;
  for (std::size_t at = text.find(needle); at != std::string::npos;
       at = text.find(needle, at + needle.size())) {
    ++n;
  }
  return n;
}

// `text` without ANSI escape sequences (ESC [ ... m).
std::string strip_ansi(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\x1b') {
      while (i < text.size() && text[i] != 'm') ++i;
      continue;
    }
    out += text[i];
  }
  return out;
}

TEST(Viz, SvgHasOneCellPerWeightAndIsWellFormed) {
  const auto maps = weight_heatmaps(water_heads());
  ASSERT_EQ(maps.size(), 2u);  // two heads
  const std::string svg = to_svg(maps);
  EXPECT_EQ(count(svg, "<rect class=\"cell\""), 2 * 1 * 3);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  // Every opened element is closed.
  for (const char* tag : {"g", "text", "rect", "title"}) {
    EXPECT_EQ(count(svg, std::string("<") + tag + " ") +
                  count(svg, std::string("<") + tag + ">"),
              count(svg, std::string("</") + tag + ">"))
        << tag;
  }
  EXPECT_NE(svg.find("water"), std::string::npos);  // axis labels
}

// The PNG's size from its IHDR chunk.
std::pair<std::uint32_t, std::uint32_t> png_size(const std::string& png) {
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
  EXPECT_EQ(png.substr(12, 4), "IHDR");
  auto be32 = [&](std::size_t at) {
    return (std::uint32_t(std::uint8_t(png[at])) << 24) |
           (std::uint32_t(std::uint8_t(png[at + 1])) << 16) |
           (std::uint32_t(std::uint8_t(png[at + 2])) << 8) |
           std::uint32_t(std::uint8_t(png[at + 3]));
  };
  return {be32(16), be32(20)};
}

TEST(Viz, PngHasRoomForTheGridLabelsAndScale) {
  const Heatmap m = mask_heatmap("causal", 6, 9);
  const auto [w10, h10] = png_size(to_png({m}, 10));
  const auto [w20, h20] = png_size(to_png({m}, 20));
  // The grid (9 x 6 cells) plus fixed room for the labels and the scale.
  EXPECT_EQ(h20 - h10, 6u * 10u);
  EXPECT_GT(w10, 9u * 10u + 40u);
  EXPECT_GT(h10, 6u * 10u + 30u);
  EXPECT_GE(w20, w10);
}

TEST(Viz, TinyMatricesGetLargeCellsWithTheirValues) {
  const auto maps = weight_heatmaps(water_heads());
  const std::string svg = to_svg(maps);
  // A 1 x 3 map: cells of 56 pixels, the weight printed in each.
  EXPECT_NE(svg.find("width=\"56\" height=\"56\""), std::string::npos);
  EXPECT_NE(svg.find(">0.60</text>"), std::string::npos);
  EXPECT_NE(svg.find(">0.42</text>"), std::string::npos);
  // A title saying what is shown, a caption per head, a colour scale.
  EXPECT_NE(svg.find("attention weights: "), std::string::npos);
  EXPECT_NE(svg.find("head 1: rows are queries"), std::string::npos);
  EXPECT_NE(svg.find(">weight</text>"), std::string::npos);
  EXPECT_NE(svg.find(">1.00</text>"), std::string::npos);
  const auto [w, h] = png_size(to_png(maps));
  EXPECT_GE(h, 56u);
  EXPECT_GE(w, 2u * 3u * 56u);
}

TEST(Viz, PngTextIsDrawn) {
  // The same map with and without its labels differs in pixels beyond the
  // grid: the text is really drawn.
  Heatmap m = mask_heatmap("causal", 3, 3);
  Heatmap bare = m;
  bare.title = bare.caption = bare.scale_label = "";
  for (auto& l : bare.row_labels) l = "";
  for (auto& l : bare.col_labels) l = "";
  EXPECT_NE(to_png({m}, 30), to_png({bare}, 30));
}

TEST(Viz, TerminalRenderingFitsItsWidth) {
  const Heatmap m = mask_heatmap("window", 20, 64);
  for (int width : {40, 80}) {
    const std::string text = to_terminal({m}, width);
    std::istringstream lines(strip_ansi(text));
    std::string line;
    while (std::getline(lines, line)) {
      EXPECT_LE(static_cast<int>(line.size()), width) << line;
    }
  }
}

// Found by a CLI hunt: the terminal drew coloured cells alone, with no key
// labels, values or scale. Now a learner reads all three, as in the SVG.
TEST(Viz, TerminalShowsKeysValuesAndTheScale) {
  Heatmap m = mask_heatmap("causal", 2, 3);
  m.show_values = true;
  m.col_labels = {"water", "caf\xc3\xa9", "x"};  // café: 5 bytes, 4 columns
  m.values = {0.61, 0.0, 0.0, 0.25, 0.75, 0.0};
  const std::string text = strip_ansi(to_terminal({m}, 80));
  EXPECT_NE(text.find("water  caf\xc3\xa9     x"), std::string::npos) << text;
  EXPECT_NE(text.find(" 0.61  0.00  0.00"), std::string::npos) << text;
  EXPECT_NE(text.find(" 0.25  0.75  0.00"), std::string::npos) << text;
  // The scale: its ends around ten swatches of two characters.
  EXPECT_NE(text.find("0.00" + std::string(22, ' ') + "1.00 visible"),
            std::string::npos)
      << text;
  // Too narrow for values: swatches, and the keys named on one line.
  const std::string narrow = strip_ansi(to_terminal({m}, 12));
  EXPECT_NE(narrow.find("keys: water"), std::string::npos) << narrow;
  EXPECT_EQ(narrow.find("0.61"), std::string::npos) << narrow;
}

// Found by a CLI review: escape() passed control bytes and invalid UTF-8
// into the SVG (malformed XML), and the terminal got labels' escape
// sequences raw. Both now show U+FFFD instead.
TEST(Viz, LabelsThatAreNotTextBecomeReplacementCharacters) {
  Heatmap m = mask_heatmap("causal", 2, 2);
  m.title = "t\x1b]0;pwned\x07";
  m.row_labels = {"a\x01",
                  "\xff"
                  "b"};
  m.col_labels = {"\xc3\xa9", "\xe2\x82"};  // é, then a cut-off character
  auto controls = [](const std::string& text, bool escapes_allowed) {
    int n = 0;
    for (unsigned char ch : text) {
      n += (ch < 0x20 && ch != '\n' && !(escapes_allowed && ch == 0x1b)) ||
           ch == 0xff || ch == 0x7f;
    }
    return n;
  };
  const std::string svg = to_svg({m});
  EXPECT_EQ(controls(svg, false), 0) << svg;
  EXPECT_NE(svg.find(">a\xEF\xBF\xBD</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">\xEF\xBF\xBD"
                     "b</text>"),
            std::string::npos)
      << svg;
  EXPECT_NE(svg.find("\xc3\xa9</text>"), std::string::npos) << svg;
  EXPECT_EQ(svg.find("\xe2\x82<"), std::string::npos) << svg;
  const std::string term = to_terminal({m}, 80);
  EXPECT_EQ(controls(term, true), 0) << term;
  EXPECT_EQ(term.find("\x1b]"), std::string::npos) << term;
  EXPECT_NE(term.find("t\xEF\xBF\xBD]0;pwned\xEF\xBF\xBD\n"), std::string::npos)
      << term;
}

TEST(Viz, MaskKindsAndErrors) {
  const Heatmap br = mask_heatmap("causal-bottom-right", 3, 5);
  // Row 0 sees keys 0..2 (bottom-right: j <= i + 2).
  EXPECT_EQ(br.values[0 * 5 + 2], 1.0);
  EXPECT_EQ(br.values[0 * 5 + 3], 0.0);
  EXPECT_THROW(mask_heatmap("diagonal", 3, 3), Error);
  EXPECT_THROW(mask_heatmap("causal", 0, 3), Error);
}

}  // namespace
}  // namespace qkv::cli
