// `qkv viz` pictures: heatmaps with a title, row and column labels, the
// values in the cells when they fit and a colour scale, as SVG, as PNG
// (libpng; text drawn with the public-domain 6x13 bitmap font of
// font6x13.h) and as ANSI colours for a terminal.
#include <png.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "args.h"
#include "font6x13.h"
#include "qkv/error.h"
#include "tools.h"

namespace qkv::cli {

void viridis(double x, int rgb[3]) {
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

namespace {

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// XML text: markup characters as entities, bytes that are not UTF-8 and
// characters XML does not allow (controls) as U+FFFD.
std::string escape(const std::string& s) {
  std::string out;
  for (char ch : printable_text(s)) {
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

// Characters of a UTF-8 string (for widths; continuation bytes skipped).
int chars(const std::string& s) {
  int n = 0;
  for (unsigned char ch : s) n += (ch & 0xC0) != 0x80;
  return n;
}

bool dark(const int rgb[3]) {
  return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] < 140;
}

double unit(const Heatmap& m, double x) {
  return m.hi > m.lo ? (x - m.lo) / (m.hi - m.lo) : 1.0;
}

// Where everything goes; `char_width` is the text's advance in pixels.
struct Layout {
  int cell = 0, label = 0, head = 0, gap = 24;
  int title = 20, subtitle = 16, bar = 16, bar_text = 40;
  bool values = false;
  std::vector<int> x;  // left edge of each map's grid
  int width = 0, height = 0, rows = 0;
  int grid_top() const { return title + subtitle + head; }
};

Layout layout(const std::vector<Heatmap>& maps, int cell, int char_width) {
  Layout l;
  std::int64_t most = 1;
  int row_chars = 1, col_chars = 1;
  for (const Heatmap& m : maps) {
    most = std::max({most, m.rows, m.cols});
    l.rows = std::max(l.rows, int(m.rows));
    for (const auto& s : m.row_labels)
      row_chars = std::max(row_chars, chars(s));
    for (const auto& s : m.col_labels)
      col_chars = std::max(col_chars, chars(s));
  }
  // Tiny matrices get large cells (a 1 x 3 map is not 24 pixels high).
  l.cell = cell > 0 ? cell : std::clamp(int(320 / most), 28, 56);
  l.values = l.cell >= 4 * char_width + 4;
  l.label = std::min(row_chars, 14) * char_width + 10;
  l.head = std::min(col_chars, 14) * char_width + 10;
  int x = 0;
  for (const Heatmap& m : maps) {
    x += l.label;
    l.x.push_back(x);
    const int grid = int(m.cols) * l.cell;
    x += std::max(grid, chars(m.caption) * char_width - l.label) + l.gap;
  }
  l.width = x + l.bar + l.bar_text;
  if (!maps.empty()) {
    l.width = std::max(l.width, chars(maps[0].title) * (char_width + 1) + 8);
  }
  l.height = l.grid_top() + l.rows * l.cell + 8;
  return l;
}

// The text of a cell: two decimals, without "-0.00".
std::string cell_text(double x) {
  std::string s = fixed(x, 2);
  if (s == "-0.00") s = "0.00";
  return s;
}

}  // namespace

// ---------------------------------------------------------------------- SVG

namespace {

void svg_map(std::ostringstream& s, const Heatmap& m, const Layout& l, int x0) {
  const int top = l.grid_top();
  s << "  <g>\n    <text x=\"" << x0 - l.label + 4
    << "\" y=\"31\" fill=\"#555\">" << escape(m.caption) << "</text>\n";
  for (std::int64_t j = 0; j < m.cols; ++j) {
    const int x = x0 + int(j) * l.cell + l.cell / 2 + 4;
    s << "    <text x=\"" << x << "\" y=\"" << top - 4
      << "\" transform=\"rotate(-60 " << x << ' ' << top - 4 << ")\">"
      << escape(m.col_labels[j]) << "</text>\n";
  }
  for (std::int64_t i = 0; i < m.rows; ++i) {
    const int y = top + int(i) * l.cell;
    s << "    <text x=\"" << x0 - 6 << "\" y=\"" << y + l.cell / 2 + 4
      << "\" text-anchor=\"end\">" << escape(m.row_labels[i]) << "</text>\n";
    for (std::int64_t j = 0; j < m.cols; ++j) {
      const double v = m.values[i * m.cols + j];
      int rgb[3];
      viridis(unit(m, v), rgb);
      const int x = x0 + int(j) * l.cell;
      s << "    <rect class=\"cell\" x=\"" << x << "\" y=\"" << y
        << "\" width=\"" << l.cell << "\" height=\"" << l.cell
        << "\" stroke=\"#fff\" fill=\"rgb(" << rgb[0] << ',' << rgb[1] << ','
        << rgb[2] << ")\"><title>" << escape(m.row_labels[i]) << " -> "
        << escape(m.col_labels[j]) << ": " << fixed(v, 4)
        << "</title></rect>\n";
      if (l.values && m.show_values) {
        s << "    <text x=\"" << x + l.cell / 2 << "\" y=\""
          << y + l.cell / 2 + 4 << "\" text-anchor=\"middle\" fill=\""
          << (dark(rgb) ? "#fff" : "#000") << "\">" << cell_text(v)
          << "</text>\n";
      }
    }
  }
  s << "  </g>\n";
}

// A vertical colour bar for [lo, hi] of the first map.
void svg_bar(std::ostringstream& s, const Heatmap& m, const Layout& l) {
  const int x = l.width - l.bar - l.bar_text, top = l.grid_top();
  const int h = l.rows * l.cell, steps = 32;
  s << "  <g>\n    <text x=\"" << x << "\" y=\"" << top - 6 << "\">"
    << escape(m.scale_label) << "</text>\n";
  for (int n = 0; n < steps; ++n) {
    int rgb[3];
    viridis(1.0 - (n + 0.5) / steps, rgb);
    s << "    <rect x=\"" << x << "\" y=\"" << top + n * h / steps
      << "\" width=\"" << l.bar << "\" height=\"" << h / steps + 1
      << "\" fill=\"rgb(" << rgb[0] << ',' << rgb[1] << ',' << rgb[2]
      << ")\"></rect>\n";
  }
  for (int n = 0; n <= 2; ++n) {
    const double v = m.hi - (m.hi - m.lo) * n / 2.0;
    s << "    <text x=\"" << x + l.bar + 4 << "\" y=\"" << top + n * h / 2 + 4
      << "\">" << fixed(v, 2) << "</text>\n";
  }
  s << "  </g>\n";
}

}  // namespace

std::string to_svg(const std::vector<Heatmap>& maps) {
  const Layout l = layout(maps, 0, 7);
  std::ostringstream s;
  s << R"(<?xml version="1.0" encoding="UTF-8"?>)" << '\n'
    << R"(<svg xmlns="http://www.w3.org/2000/svg" width=")" << l.width
    << R"(" height=")" << l.height
    << R"(" font-family="sans-serif" font-size="11">)" << '\n'
    << R"(  <rect width="100%" height="100%" fill="#fff"></rect>)" << '\n';
  if (!maps.empty()) {
    s << R"(  <text x="4" y="15" font-size="13" font-weight="bold">)"
      << escape(maps[0].title) << "</text>\n";
  }
  for (std::size_t n = 0; n < maps.size(); ++n) svg_map(s, maps[n], l, l.x[n]);
  if (!maps.empty()) svg_bar(s, maps[0], l);
  s << "</svg>\n";
  return s.str();
}

// ---------------------------------------------------------------------- PNG

namespace {

struct Canvas {
  int width, height;
  std::vector<unsigned char> rgb;
  Canvas(int w, int h)
      : width(w), height(h), rgb(std::size_t(w) * h * 3, 255) {}

  void fill(int x, int y, int w, int h, const int c[3]) {
    for (int yy = std::max(0, y); yy < std::min(height, y + h); ++yy) {
      for (int xx = std::max(0, x); xx < std::min(width, x + w); ++xx) {
        unsigned char* p = &rgb[(std::size_t(yy) * width + xx) * 3];
        for (int k = 0; k < 3; ++k) p[k] = static_cast<unsigned char>(c[k]);
      }
    }
  }
  // ASCII text (others as '?'), top-left at (x, y); `up`: rotated to read
  // upwards, (x, y) then the bottom-left, at most `most` characters.
  void text(int x, int y, const std::string& s, const int c[3], bool up = false,
            int most = 1 << 20) {
    int n = 0;
    for (std::size_t at = 0; at < s.size() && n < most; ++at) {
      const unsigned char ch = static_cast<unsigned char>(s[at]);
      if ((ch & 0xC0) == 0x80) continue;  // UTF-8 continuation
      const int g = ch >= 32 && ch < 127 ? ch - 32 : '?' - 32;
      for (int r = 0; r < kGlyphHeight; ++r) {
        for (int b = 0; b < kGlyphWidth; ++b) {
          if (!(kGlyphs[g][r] >> (kGlyphWidth - 1 - b) & 1)) continue;
          const int dx = n * kGlyphWidth + b;
          if (up) {
            fill(x + r, y - dx, 1, 1, c);
          } else {
            fill(x + dx, y + r, 1, 1, c);
          }
        }
      }
      ++n;
    }
  }
};

const int kBlack[3] = {0, 0, 0}, kWhite[3] = {255, 255, 255},
          kGrey[3] = {85, 85, 85};

void png_map(Canvas& c, const Heatmap& m, const Layout& l, int x0) {
  const int top = l.grid_top(), fit = (l.head - 10) / kGlyphWidth;
  c.text(x0 - l.label + 4, l.title, m.caption, kGrey);
  for (std::int64_t j = 0; j < m.cols; ++j) {
    c.text(x0 + int(j) * l.cell + (l.cell - kGlyphHeight) / 2, top - 5,
           m.col_labels[j], kBlack, true, std::max(fit, 1));
  }
  for (std::int64_t i = 0; i < m.rows; ++i) {
    const int y = top + int(i) * l.cell;
    const std::string& label = m.row_labels[i];
    const int n = std::min(chars(label), (l.label - 10) / kGlyphWidth);
    c.text(x0 - 6 - n * kGlyphWidth, y + (l.cell - kGlyphHeight) / 2, label,
           kBlack, false, n);
    for (std::int64_t j = 0; j < m.cols; ++j) {
      const double v = m.values[i * m.cols + j];
      int rgb[3];
      viridis(unit(m, v), rgb);
      const int x = x0 + int(j) * l.cell;
      c.fill(x + 1, y + 1, l.cell - 1, l.cell - 1, rgb);
      if (l.values && m.show_values) {
        const std::string t = cell_text(v);
        c.text(x + (l.cell - int(t.size()) * kGlyphWidth) / 2 + 1,
               y + (l.cell - kGlyphHeight) / 2 + 1, t,
               dark(rgb) ? kWhite : kBlack);
      }
    }
  }
}

void png_bar(Canvas& c, const Heatmap& m, const Layout& l) {
  const int x = l.width - l.bar - l.bar_text, top = l.grid_top();
  const int h = l.rows * l.cell;
  c.text(x, top - kGlyphHeight - 3, m.scale_label, kBlack);
  for (int y = 0; y < h; ++y) {
    int rgb[3];
    viridis(1.0 - (y + 0.5) / h, rgb);
    c.fill(x, top + y, l.bar, 1, rgb);
  }
  for (int n = 0; n <= 2; ++n) {
    const double v = m.hi - (m.hi - m.lo) * n / 2.0;
    // Within the bar, or at its top when the bar is lower than a glyph.
    const int y = std::clamp(top + n * h / 2 - kGlyphHeight / 2, top,
                             std::max(top, top + h - kGlyphHeight));
    c.text(x + l.bar + 4, y, fixed(v, 2), kBlack);
  }
}

std::string encode_png(const Canvas& c) {
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
  png_set_IHDR(png, info, static_cast<png_uint_32>(c.width),
               static_cast<png_uint_32>(c.height), 8, PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < c.height; ++y) {
    png_write_row(png,
                  const_cast<png_bytep>(&c.rgb[std::size_t(y) * c.width * 3]));
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return bytes;
}

}  // namespace

std::string to_png(const std::vector<Heatmap>& maps, int cell) {
  const Layout l = layout(maps, cell, kGlyphWidth);
  // Checked before the pixels are allocated (64 heads of 64 x 64 cells
  // would take gigabytes).
  if (double(l.width) * double(l.height) > kPngMaxPixels) {
    throw Error("viz: a " + std::to_string(l.width) + " x " +
                std::to_string(l.height) +
                " PNG is too large; write an .svg or draw fewer heads");
  }
  Canvas c(l.width, l.height);
  if (!maps.empty()) c.text(4, 3, maps[0].title, kBlack);
  for (std::size_t n = 0; n < maps.size(); ++n) png_map(c, maps[n], l, l.x[n]);
  if (!maps.empty()) png_bar(c, maps[0], l);
  return encode_png(c);
}

// ----------------------------------------------------------------- terminal

namespace {

// Terminal columns of printable text: one per character (UTF-8 lead
// byte). East Asian wide characters take two on most terminals; labels of
// them may overrun their cell.
std::size_t term_columns_of(const std::string& t) {
  std::size_t n = 0;
  for (const char c : t) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return n;
}

// printable_text(s) cut to at most `columns` characters: no escape
// sequence or broken character reaches the terminal.
std::string term_text(const std::string& s, std::size_t columns) {
  const std::string t = printable_text(s);
  std::size_t seen = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if ((static_cast<unsigned char>(t[i]) & 0xC0) != 0x80 &&
        seen++ == columns) {
      return t.substr(0, i);
    }
  }
  return t;
}

}  // namespace

namespace {

// A 256-colour background for x on m's scale, and a foreground that reads
// on it.
std::string term_colour(const Heatmap& m, double x) {
  int rgb[3];
  viridis(unit(m, x), rgb);
  const int code =
      16 + 36 * (rgb[0] * 5 / 255) + 6 * (rgb[1] * 5 / 255) + rgb[2] * 5 / 255;
  return "\x1b[48;5;" + std::to_string(code) + "m\x1b[38;5;" +
         (dark(rgb) ? "231" : "16") + "m";
}

// Text right-aligned in `cells` columns (cut when longer).
std::string term_right(const std::string& text, std::size_t cells) {
  const std::string t = term_text(text, cells);
  return std::string(cells - term_columns_of(t), ' ') + t;
}

// The key labels over the columns (cells of `cell` characters), or, when
// the cells are too narrow for them, one line naming them.
void term_columns(std::ostream& s, const Heatmap& m, std::int64_t cols,
                  std::size_t label, std::size_t cell, int width) {
  if (m.col_labels.empty()) return;
  if (cell > 2) {
    s << std::string(label + 2, ' ');
    for (std::int64_t j = 0; j < cols; ++j) {
      s << term_right(m.col_labels[j], cell - 1) << ' ';
    }
    s << '\n';
    return;
  }
  std::string line = "keys:";
  for (std::int64_t j = 0; j < cols; ++j) line += " " + m.col_labels[j];
  s << term_text(line, std::size_t(width)) << '\n';
}

// The colour scale: its low end, ten steps of colour, its high end.
void term_scale(std::ostream& s, const Heatmap& m, int width) {
  const std::string lo = cell_text(m.lo), hi = cell_text(m.hi);
  const std::string name = m.scale_label.empty() ? "" : " " + m.scale_label;
  const std::size_t need = lo.size() + hi.size() + name.size() + 24;
  if (need > std::size_t(width)) return;
  s << lo << ' ';
  for (int k = 0; k < 10; ++k) {
    s << term_colour(m, m.lo + (m.hi - m.lo) * k / 9.0) << "  ";
  }
  s << "\x1b[0m " << hi << term_text(name, std::size_t(width)) << '\n';
}

}  // namespace

// Each map: its caption, the key labels, one row per query (label, then a
// coloured cell per key holding its value when the width allows, else a
// two-character swatch), then the colour scale.
std::string to_terminal(const std::vector<Heatmap>& maps, int width) {
  std::ostringstream s;
  for (std::size_t n = 0; n < maps.size(); ++n) {
    const Heatmap& m = maps[n];
    std::size_t label = 0;
    for (const auto& l : m.row_labels) {
      label = std::max(label, term_columns_of(printable_text(l)));
    }
    label = std::min<std::size_t>(label, 12);
    const std::int64_t room = width - std::int64_t(label) - 2;
    // Six characters per cell ("0.25" and a margin) when they all fit, else
    // two; fewer columns if the terminal is narrower still.
    const std::size_t cell = m.show_values && room >= 6 * m.cols ? 6 : 2;
    const std::int64_t cols = std::min<std::int64_t>(
        m.cols, std::max<std::int64_t>(1, room / std::int64_t(cell)));
    if (n == 0) s << term_text(m.title, std::size_t(width)) << '\n';
    if (!m.caption.empty())
      s << term_text(m.caption, std::size_t(width)) << '\n';
    term_columns(s, m, cols, label, cell, width);
    for (std::int64_t i = 0; i < m.rows; ++i) {
      const std::string l = term_text(m.row_labels[i], label);
      s << std::string(label - term_columns_of(l), ' ') << l << "  ";
      for (std::int64_t j = 0; j < cols; ++j) {
        const double v = m.values[i * m.cols + j];
        s << term_colour(m, v)
          << (cell > 2 ? term_right(cell_text(v), cell - 1) + " " : "  ");
      }
      s << "\x1b[0m\n";
    }
    if (cols < m.cols) {
      s << "(" << m.cols - cols << " more columns do not fit " << width
        << " columns)\n";
    }
    if (n + 1 == maps.size()) term_scale(s, m, width);
    s << '\n';
  }
  return s.str();
}

}  // namespace qkv::cli
