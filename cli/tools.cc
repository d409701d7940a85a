#include "tools.h"

#include <png.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <random>
#include <sstream>

#include "qkv/qkv.h"

namespace qkv::cli {
namespace {

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// Element (b, h, i, c) of a contiguous rank-4 float32 tensor.
float& at(Tensor& t, std::int64_t b, std::int64_t h, std::int64_t i,
          std::int64_t c) {
  return t.data<float>()[((b * t.size(1) + h) * t.size(2) + i) * t.size(3) + c];
}

}  // namespace

// ---------------------------------------------------------------- leak-test

bool LeakReport::leaked() const {
  return std::any_of(max_change.begin(), max_change.end(),
                     [](double x) { return x != 0.0; });
}

void check_leak_options(const LeakOptions& o) {
  const std::int64_t sq = o.seq_q, skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  if (sq < 1 || sq > kLeakMaxSeq || skv > kLeakMaxSeq || o.heads < 1 ||
      o.heads > kLeakMaxHeads || o.head_dim < 1 ||
      o.head_dim > kLeakMaxHeadDim) {
    throw Error("leak-test: sizes must be 1 <= seq, seq_kv <= " +
                std::to_string(kLeakMaxSeq) +
                ", 1 <= heads <= " + std::to_string(kLeakMaxHeads) +
                ", 1 <= head_dim <= " + std::to_string(kLeakMaxHeadDim));
  }
  // seq_q attention calls of seq_q x seq_kv x heads x head_dim each.
  const double work = double(sq) * double(sq) * double(skv) * double(o.heads) *
                      double(o.head_dim);
  if (work > kLeakMaxWork) {
    throw Error(
        "leak-test: seq_q² · seq_kv · heads · head_dim = " +
        std::to_string(static_cast<long long>(work)) + " exceeds " +
        std::to_string(static_cast<long long>(kLeakMaxWork)) +
        " (a few seconds); use a shorter --seq or fewer --heads/--head-dim");
  }
}

LeakReport leak_test(const LeakOptions& o) {
  const std::int64_t sq = o.seq_q, skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  check_leak_options(o);
  std::mt19937 rng(1);
  std::normal_distribution<float> normal;
  auto random = [&](std::int64_t n, std::int64_t d) {
    Tensor t(DType::kFloat32, {1, o.heads, n, d});
    for (std::int64_t e = 0; e < t.numel(); ++e)
      t.data<float>()[e] = normal(rng);
    return t;
  };
  const Tensor q = random(sq, o.head_dim), k = random(skv, o.head_dim),
               v = random(skv, o.head_dim);
  const std::int64_t shift = o.causal == Causal::kBottomRight ? skv - sq : 0;
  // What query i may see, per the causal alignment.
  auto visible = [&](std::int64_t i, std::int64_t j) { return j <= i + shift; };
  AttentionParams params;
  params.path = o.path;
  std::vector<std::uint8_t> wrong;
  if (o.broken) {  // off by one: key i + shift + 1 slips through
    wrong.resize(sq * skv);
    for (std::int64_t i = 0; i < sq; ++i) {
      for (std::int64_t j = 0; j < skv; ++j)
        wrong[i * skv + j] = j <= i + shift + 1;
    }
    params.mask = TensorView::contiguous(wrong.data(), DType::kBool, {sq, skv});
  } else {
    params.causal = o.causal;
  }
  const AttentionResult base = attention(q.view(), k.view(), v.view(), params);
  LeakReport report;
  report.max_change.assign(sq, 0.0);
  for (std::int64_t i = 0; i < sq; ++i) {
    Tensor k2 = k.clone(), v2 = v.clone();
    for (std::int64_t h = 0; h < o.heads; ++h) {
      for (std::int64_t j = 0; j < skv; ++j) {
        if (visible(i, j)) continue;
        for (std::int64_t c = 0; c < o.head_dim; ++c) {
          at(k2, 0, h, j, c) = 10.0f * normal(rng);
          at(v2, 0, h, j, c) = 10.0f * normal(rng);
        }
      }
    }
    const AttentionResult after =
        attention(q.view(), k2.view(), v2.view(), params);
    for (std::int64_t h = 0; h < o.heads; ++h) {
      for (std::int64_t c = 0; c < o.head_dim; ++c) {
        const std::int64_t n = (h * sq + i) * o.head_dim + c;
        report.max_change[i] =
            std::max(report.max_change[i],
                     std::fabs(static_cast<double>(after.out.data<float>()[n] -
                                                   base.out.data<float>()[n])));
      }
    }
  }
  return report;
}

void print_leak_report(const LeakOptions& o, const LeakReport& report,
                       std::ostream& out) {
  out << "Leak test: "
      << (o.broken ? "a deliberately WRONG mask (key i+1 "
                     "visible)"
          : o.causal == Causal::kBottomRight ? "causal, bottom-right"
                                             : "causal, top-left")
      << "; seq_q " << o.seq_q << ", seq_kv "
      << (o.seq_kv > 0 ? o.seq_kv : o.seq_q) << ", " << o.heads
      << " heads of width " << o.head_dim << ".\n"
      << "For each position i, every key/value that i may not see is "
         "replaced by random values;\nthe output row i must not change at "
         "all.\n\n  position  max |change of output|\n";
  for (std::size_t i = 0; i < report.max_change.size(); ++i) {
    char line[64];
    std::snprintf(line, sizeof line, "  %8zu  %.3g\n", i, report.max_change[i]);
    out << line;
  }
  out << (report.leaked() ? "\nLEAK: future tokens changed the output.\n"
                          : "\nNo leak: every output row is bit-identical.\n");
}

// ------------------------------------------------------------------- memory

std::string human_bytes(double bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (bytes >= 1024.0 && u < 4) {
    bytes /= 1024.0;
    ++u;
  }
  return fixed(bytes, u == 0 ? 0 : 2) + " " + units[u];
}

Cost cost_model(const CostOptions& o) {
  const double b = double(o.batch), h = double(o.heads), sq = double(o.seq_q);
  const double skv = double(o.seq_kv > 0 ? o.seq_kv : o.seq_q);
  const double d = double(o.head_dim), size = double(dtype_size(o.dtype));
  if (o.batch < 1 || o.heads < 1 || o.seq_q < 1 || o.head_dim < 1) {
    throw Error("memory: batch, heads, seq and head_dim must be >= 1");
  }
  // Visible (query, key) pairs: all, or the causal triangle (bottom-right).
  double pairs = sq * skv;
  if (o.causal) {
    const double full = std::max(0.0, skv - sq);
    pairs = sq * full + std::min(sq, skv) * (std::min(sq, skv) + 1) / 2;
  }
  Cost c;
  c.flops = 4.0 * b * h * d * pairs;
  c.score_matrix_bytes = b * h * sq * skv * size;
  // Per thread: Q block (48 x d), packed K tile (d x T), V tile (T x d),
  // S/P (48 x T), O (48 x d), float32; T keys per tile as the kernel picks.
  const double t = double(std::int64_t{128} >>
                          (o.head_dim > 64 ? (o.head_dim > 128 ? 2 : 1) : 0));
  const double per_thread = 4.0 * (48 * d + d * t + t * d + 48 * t + 48 * d);
  // Plus one head's K and V packed once, when they fit 8 MiB.
  const double pack = 4.0 * skv * 2 * d;
  const int threads = o.threads > 0 ? o.threads : default_num_threads();
  c.tiled_workspace_bytes =
      threads * (per_thread + (pack <= 8.0 * 1024 * 1024 ? pack : 0.0));
  c.input_output_bytes =
      b * h * (2 * sq * d + 2 * skv * d) * size + b * h * sq * 4;
  if (o.peak_gflops > 0)
    c.estimated_seconds = c.flops / (0.6 * o.peak_gflops * 1e9);
  return c;
}

void print_cost(const CostOptions& o, const Cost& c, std::ostream& out) {
  const std::int64_t skv = o.seq_kv > 0 ? o.seq_kv : o.seq_q;
  out << "Cost of one attention call: batch " << o.batch << ", heads "
      << o.heads << ", seq_q " << o.seq_q << ", seq_kv " << skv << ", head_dim "
      << o.head_dim << ", " << dtype_name(o.dtype)
      << (o.causal ? ", causal" : "") << "\n\n";
  out << "  FLOPs (4 · batch · heads · visible pairs · head_dim): "
      << fixed(c.flops / 1e9, 3) << " GFLOP\n";
  out << "  naive path, the n x n score matrix (batch · heads · seq_q · "
         "seq_kv · "
      << dtype_size(o.dtype) << " B): " << human_bytes(c.score_matrix_bytes)
      << "\n";
  out << "  tiled path, workspace (per-thread tiles, O(n)): "
      << human_bytes(c.tiled_workspace_bytes) << "\n";
  out << "  inputs and outputs (q, k, v, out, lse): "
      << human_bytes(c.input_output_bytes) << "\n";
  if (c.estimated_seconds > 0) {
    out << "  estimated time at 60% of the measured FMA peak ("
        << fixed(o.peak_gflops, 1)
        << " GFLOP/s): " << fixed(c.estimated_seconds * 1e3, 3) << " ms\n";
  }
  out << "\nThe score matrix grows as n²; the tiled path never stores it.\n";
}

// ---------------------------------------------------------------------- viz

std::vector<Heatmap> weight_heatmaps(const ExplainInput& in) {
  check_input(in, kVizMaxSize);  // heads, sizes, tokens, masks
  const std::int64_t heads = in.heads;
  const ExplainSteps e = explain_steps(in);
  std::vector<Heatmap> maps;
  for (std::int64_t h = 0; h < heads; ++h) {
    const AttentionSteps& s = e.heads[h];
    Heatmap m;
    m.title = heads > 1 ? std::string("head ") + std::to_string(h) : in.title;
    m.rows = in.q.rows;
    m.cols = in.k.rows;
    m.values = s.weights;
    auto label = [](const std::vector<std::string>& tokens, std::int64_t n,
                    char prefix) {
      if (n < std::int64_t(tokens.size())) return tokens[n];
      std::string l(1, prefix);
      l.append(std::to_string(n));
      return l;
    };
    for (std::int64_t i = 0; i < m.rows; ++i) {
      m.row_labels.push_back(label(in.query_tokens, i, 'q'));
    }
    for (std::int64_t j = 0; j < m.cols; ++j) {
      m.col_labels.push_back(label(in.key_tokens, j, 'k'));
    }
    maps.push_back(std::move(m));
  }
  return maps;
}

Heatmap mask_heatmap(const std::string& kind, std::int64_t sq,
                     std::int64_t skv) {
  if (sq < 1 || skv < 1 || sq > 64 || skv > 64) {
    throw Error("viz --mask: seq lengths must be in [1, 64]");
  }
  Heatmap m;
  m.rows = sq;
  m.cols = skv;
  for (std::int64_t i = 0; i < sq; ++i)
    m.row_labels.push_back(std::to_string(i));
  for (std::int64_t j = 0; j < skv; ++j)
    m.col_labels.push_back(std::to_string(j));
  const std::int64_t shift = skv - sq,
                     window = std::max<std::int64_t>(1, skv / 4);
  for (std::int64_t i = 0; i < sq; ++i) {
    for (std::int64_t j = 0; j < skv; ++j) {
      const std::int64_t diag = i + shift;
      const bool padded = j >= skv - std::max<std::int64_t>(1, skv / 4);
      double x = 1.0;
      if (kind == "causal") {
        x = j <= i;
      } else if (kind == "causal-bottom-right") {
        x = j <= diag;
      } else if (kind == "window") {
        x = j <= diag && j >= diag - window;
      } else if (kind == "padding") {
        x = !padded;
      } else if (kind == "alibi") {  // bias -|i + shift - j|, scaled to [0, 1]
        x = 1.0 - std::fabs(double(diag - j)) / double(std::max(sq, skv));
      } else if (kind == "combined") {
        x = j <= diag && j >= diag - window && !padded;
      } else {
        throw Error("viz --mask: unknown kind '" + kind +
                    "' (causal, causal-bottom-right, window, padding, alibi, "
                    "combined)");
      }
      m.values.push_back(x);
    }
  }
  m.title =
      kind == "causal" ? "causal, top-left (j <= i)"
      : kind == "causal-bottom-right"
          ? "causal, bottom-right (j <= i + seq_kv - seq_q)"
      : kind == "window"
          ? std::string("sliding window ") + std::to_string(window) + ", causal"
      : kind == "padding" ? "padding: the last keys are pads"
      : kind == "alibi"
          ? "ALiBi bias -|i + seq_kv - seq_q - j| (darker = more negative)"
          : "causal + window + padding";
  return m;
}

namespace {

// Viridis-like ramp: dark purple (0) to yellow (1).
void colour(double x, int rgb[3]) {
  static const double stops[5][3] = {{68, 1, 84},
                                     {59, 82, 139},
                                     {33, 145, 140},
                                     {94, 201, 98},
                                     {253, 231, 37}};
  x = std::isfinite(x) ? std::clamp(x, 0.0, 1.0) : 0.0;
  const double pos = x * 4.0;
  const int k = std::min(3, static_cast<int>(pos));
  const double f = pos - k;
  for (int c = 0; c < 3; ++c) {
    rgb[c] = static_cast<int>(
        std::lround(stops[k][c] * (1 - f) + stops[k + 1][c] * f));
  }
}

std::string escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == '<')
      out += "&lt;";
    else if (ch == '>')
      out += "&gt;";
    else if (ch == '&')
      out += "&amp;";
    else if (ch == '"')
      out += "&quot;";
    else
      out += ch;
  }
  return out;
}

}  // namespace

std::string to_svg(const std::vector<Heatmap>& maps) {
  const int cell = 28, label = 90, top = 40, gap = 30;
  int width = 0, height = 0;
  for (const Heatmap& m : maps) {
    width += label + int(m.cols) * cell + gap;
    height = std::max(height, top + label + int(m.rows) * cell);
  }
  std::ostringstream s;
  s << R"(<?xml version="1.0" encoding="UTF-8"?>)" << '\n'
    << R"(<svg xmlns="http://www.w3.org/2000/svg" width=")" << width
    << R"(" height=")" << height
    << R"(" font-family="sans-serif" font-size="11">)" << '\n';
  int x0 = 0;
  for (const Heatmap& m : maps) {
    s << "  <g>\n    <text x=\"" << x0 + label
      << "\" y=\"16\" font-size=\"13\">" << escape(m.title) << "</text>\n";
    for (std::int64_t j = 0; j < m.cols; ++j) {
      const int x = x0 + label + int(j) * cell + cell / 2;
      s << "    <text x=\"" << x << "\" y=\"" << top + label - 6
        << "\" transform=\"rotate(-60 " << x << ' ' << top + label - 6 << ")\">"
        << escape(m.col_labels[j]) << "</text>\n";
    }
    for (std::int64_t i = 0; i < m.rows; ++i) {
      const int y = top + label + int(i) * cell;
      s << "    <text x=\"" << x0 + label - 6 << "\" y=\"" << y + cell / 2 + 4
        << "\" text-anchor=\"end\">" << escape(m.row_labels[i]) << "</text>\n";
      for (std::int64_t j = 0; j < m.cols; ++j) {
        const double v = m.values[i * m.cols + j];
        int rgb[3];
        colour(v, rgb);
        s << "    <rect class=\"cell\" x=\"" << x0 + label + int(j) * cell
          << "\" y=\"" << y << "\" width=\"" << cell << "\" height=\"" << cell
          << "\" fill=\"rgb(" << rgb[0] << ',' << rgb[1] << ',' << rgb[2]
          << ")\"><title>" << escape(m.row_labels[i]) << " -> "
          << escape(m.col_labels[j]) << ": " << fixed(v, 4)
          << "</title></rect>\n";
      }
    }
    s << "  </g>\n";
    x0 += label + int(m.cols) * cell + gap;
  }
  s << "</svg>\n";
  return s.str();
}

std::string to_png(const std::vector<Heatmap>& maps, int cell) {
  int width = 0, height = 0;
  const int gap = cell;
  for (const Heatmap& m : maps) {
    width += int(m.cols) * cell + gap;
    height = std::max(height, int(m.rows) * cell);
  }
  width -= gap;
  // Checked before the pixels are allocated (64 heads of 64 x 64 cells
  // would take gigabytes).
  if (double(width) * double(height) > kPngMaxPixels) {
    throw Error("viz: a " + std::to_string(width) + " x " +
                std::to_string(height) +
                " PNG is too large; write an .svg or draw fewer heads");
  }
  std::vector<unsigned char> pixels(std::size_t(width) * height * 3, 255);
  int x0 = 0;
  for (const Heatmap& m : maps) {
    for (std::int64_t i = 0; i < m.rows; ++i) {
      for (std::int64_t j = 0; j < m.cols; ++j) {
        int rgb[3];
        colour(m.values[i * m.cols + j], rgb);
        for (int y = 0; y < cell; ++y) {
          for (int x = 0; x < cell; ++x) {
            unsigned char* p = &pixels[(std::size_t(i * cell + y) * width + x0 +
                                        j * cell + x) *
                                       3];
            const bool border = x == 0 || y == 0;
            for (int c = 0; c < 3; ++c) {
              p[c] = static_cast<unsigned char>(border ? 255 : rgb[c]);
            }
          }
        }
      }
    }
    x0 += int(m.cols) * cell + gap;
  }
  std::string bytes;
  png_structp png =
      png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  if (png == nullptr || info == nullptr || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    throw Error("viz: PNG encoding failed");
  }
  png_set_write_fn(
      png, &bytes,
      [](png_structp p, png_bytep data, png_size_t n) {
        static_cast<std::string*>(png_get_io_ptr(p))
            ->append(reinterpret_cast<const char*>(data), n);
      },
      nullptr);
  png_set_IHDR(png, info, static_cast<png_uint_32>(width),
               static_cast<png_uint_32>(height), 8, PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < height; ++y) {
    png_write_row(png, &pixels[std::size_t(y) * width * 3]);
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return bytes;
}

std::string to_terminal(const std::vector<Heatmap>& maps, int width) {
  std::ostringstream s;
  for (const Heatmap& m : maps) {
    std::size_t label = 0;
    for (const auto& l : m.row_labels) label = std::max(label, l.size());
    label = std::min<std::size_t>(label, 12);
    // Two characters per cell; fewer columns if the terminal is narrow.
    const std::int64_t fit =
        std::max<std::int64_t>(1, (width - std::int64_t(label) - 2) / 2);
    const std::int64_t cols = std::min(m.cols, fit);
    s << m.title.substr(0, std::size_t(width)) << '\n';
    for (std::int64_t i = 0; i < m.rows; ++i) {
      std::string l = m.row_labels[i].substr(0, label);
      s << std::string(label - l.size(), ' ') << l << "  ";
      for (std::int64_t j = 0; j < cols; ++j) {
        int rgb[3];
        colour(m.values[i * m.cols + j], rgb);
        const int code = 16 + 36 * (rgb[0] * 5 / 255) + 6 * (rgb[1] * 5 / 255) +
                         rgb[2] * 5 / 255;
        s << "\x1b[48;5;" << code << "m  ";
      }
      s << "\x1b[0m\n";
    }
    if (cols < m.cols) {
      s << "(" << m.cols - cols << " more columns do not fit " << width
        << " columns)\n";
    }
    s << '\n';
  }
  return s.str();
}

}  // namespace qkv::cli
