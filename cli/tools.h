// The `qkv` subcommands beyond explain: leak-test, memory, viz.
#ifndef QKV_CLI_TOOLS_H_
#define QKV_CLI_TOOLS_H_

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "explain.h"
#include "qkv/params.h"

namespace qkv::cli {

// --- leak-test: the chapters' experiment. For every query position i, the
// keys and values at positions i may not see are replaced by random values;
// the largest change of output row i must be exactly 0.
struct LeakOptions {
  std::int64_t seq_q = 32, seq_kv = 0;  // seq_kv 0 = seq_q
  std::int64_t heads = 2, head_dim = 16;
  Causal causal = Causal::kTopLeft;
  Path path = Path::kAuto;
  // A deliberately wrong mask (lets key i + 1 through) to show a leak.
  bool broken = false;
};
struct LeakReport {
  std::vector<double> max_change;  // per query position
  bool leaked() const;
};
// The work grows as seq_q² · seq_kv · heads · head_dim: bounded.
inline constexpr std::int64_t kLeakMaxSeq = 1024, kLeakMaxHeads = 64,
                              kLeakMaxHeadDim = 512;
inline constexpr double kLeakMaxWork = 34359738368.0;  // 2^35
// Throws qkv::Error if the options are out of these bounds.
void check_leak_options(const LeakOptions& options);
LeakReport leak_test(const LeakOptions& options);
void print_leak_report(const LeakOptions& options, const LeakReport& report,
                       std::ostream& out);

// --- memory: the cost model of one attention call.
struct CostOptions {
  std::int64_t batch = 1, heads = 1, seq_q = 2048, seq_kv = 0, head_dim = 64;
  std::int64_t kv_heads = 0;  // K/V heads (grouped-query); 0 = heads
  DType dtype = DType::kFloat16;
  bool causal = false;
  int threads = 0;           // 0 = default
  double peak_gflops = 0.0;  // measured FMA peak; 0 = do not estimate
};
struct Cost {
  double flops = 0.0;
  double score_matrix_bytes = 0.0;  // the naive path's n x n scores
  double tiled_workspace_bytes = 0.0;
  double input_output_bytes = 0.0;
  double estimated_seconds = 0.0;  // at 60 % of the peak, 0 if unknown
};
Cost cost_model(const CostOptions& options);
void print_cost(const CostOptions& options, const Cost& cost,
                std::ostream& out);
// "8.00 MiB", "1.50 GiB", ...
std::string human_bytes(double bytes);

// --- viz: heatmaps of attention weights and masks.
struct Heatmap {
  std::string title;    // the figure's (the first map's is drawn, once)
  std::string caption;  // this map's, e.g. "head 1"

  std::vector<std::string> row_labels, col_labels;
  std::int64_t rows = 0, cols = 0;
  std::vector<double> values;  // row-major, in [0, 1] for weights
  double lo = 0.0, hi = 1.0;   // the colour scale's ends
  std::string scale_label = "weight";
  bool show_values = true;  // printed in the cells when they fit
};
// Viridis-like ramp: dark purple (0) to yellow (1); x is clamped.
void viridis(double x, int rgb[3]);
// Largest sequence length and width viz draws.
inline constexpr std::int64_t kVizMaxSize = 64;
// The attention weights of every head of an explain input (checked first).
std::vector<Heatmap> weight_heatmaps(const ExplainInput& input);
// A picture of a mask kind: "causal", "causal-bottom-right", "window",
// "padding", "alibi", "combined" (visible = 1, hidden = 0; alibi: the bias).
Heatmap mask_heatmap(const std::string& kind, std::int64_t seq_q,
                     std::int64_t seq_kv);
// Heads side by side, each with its title, labels and (when the cells are
// large enough) values, then a colour scale; tiny matrices get larger cells.
std::string to_svg(const std::vector<Heatmap>& maps);
// The same as PNG bytes (libpng, text in a 6x13 bitmap font; non-ASCII as
// '?'); cell_pixels 0 = chosen as for SVG. At most kPngMaxPixels pixels
// (else qkv::Error).
inline constexpr double kPngMaxPixels = 1 << 26;
std::string to_png(const std::vector<Heatmap>& maps, int cell_pixels = 0);
// ANSI 256-colour rendering that fits `width` columns.
std::string to_terminal(const std::vector<Heatmap>& maps, int width = 80);

}  // namespace qkv::cli

#endif  // QKV_CLI_TOOLS_H_
