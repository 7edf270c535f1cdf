#include "ai/hindsight/hindsight.h"

#include <algorithm>
#include <array>
#include <vector>

#include "ai/hindsight/deal_hands.h"
#include "ai/hindsight/grid_bound.h"
#include "ai/hindsight/partition_bound.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

namespace {

constexpr int kNoTarget = 1 << 30;  // an upper bound no grid reaches
constexpr int kTemperatureSteps = 128;  // iterations between temperature updates
constexpr double kLogColdOverHot = -3.4011973816621555;  // ln(1/30), a constant so no libm log is needed

// e^x for x <= 0 from + and * alone ((1 + x/1024)^1024), so that native and
// WebAssembly builds, whose libm exp may differ in the last bit, accept the
// same moves.
double exp_of_negative(double x) {
  if (x < -40) return 0;
  double y = 1 + x / 1024;
  for (int i = 0; i < 10; ++i) y *= y;
  return y;
}

// A grid as the deal's card indices, with each line's cards as a mask.
class Annealer {
 public:
  Annealer(const DealHands& hands, const std::array<int, kNumCells>& cells) : hands_(hands) { load(cells); }

  void load(const std::array<int, kNumCells>& cells) {
    cells_ = cells;
    lines_.fill(0);
    for (int cell = 0; cell < kNumCells; ++cell) {
      lines_[row_line(cell)] |= 1u << cells[cell];
      lines_[col_line(cell)] |= 1u << cells[cell];
    }
    total_ = 0;
    for (int line = 0; line < kNumLines; ++line) total_ += (values_[line] = hands_.value(lines_[line]));
  }

  int total() const { return total_; }
  const std::array<int, kNumCells>& cells() const { return cells_; }

  // One annealing run from the loaded grid; keeps the best grid it meets in
  // `best`/`best_total` and stops early at `target`. Returns the proposals made.
  std::int64_t anneal(const std::vector<int>& free_cells, std::int64_t iterations, double hot,
                      Rng& rng, int target, std::array<int, kNumCells>& best, int& best_total) {
    const auto n = static_cast<std::uint32_t>(free_cells.size());
    if (n < 2 || iterations <= 0) return 0;
    const double cooling =
        exp_of_negative(kLogColdOverHot / std::max<double>(1, static_cast<double>(iterations) / kTemperatureSteps));
    double temperature = hot;
    for (std::int64_t i = 0; i < iterations; ++i) {
      if (i % kTemperatureSteps == kTemperatureSteps - 1) temperature *= cooling;
      const std::uint32_t first = rng.below(n);
      std::uint32_t second = rng.below(n - 1);
      if (second >= first) ++second;
      const int delta = swap_delta(free_cells[first], free_cells[second]);
      if (delta < 0 && rng.uniform() >= exp_of_negative(delta / temperature)) continue;
      apply_swap(free_cells[first], free_cells[second]);
      if (total_ > best_total) {
        best_total = total_;
        best = cells_;
        if (best_total >= target) return i + 1;
      }
    }
    return iterations;
  }

 private:
  // The lines two cells share none of: both rows (unless one row) and both columns (unless one column).
  template <typename Visit>
  static void changed_lines(int a, int b, Visit visit) {
    if (row_of(a) != row_of(b)) {
      visit(row_line(a));
      visit(row_line(b));
    }
    if (col_of(a) != col_of(b)) {
      visit(col_line(a));
      visit(col_line(b));
    }
  }

  int swap_delta(int a, int b) const {
    const std::uint32_t moved = (1u << cells_[a]) | (1u << cells_[b]);
    int delta = 0;
    changed_lines(a, b, [&](int line) { delta += hands_.value(lines_[line] ^ moved) - values_[line]; });
    return delta;
  }

  void apply_swap(int a, int b) {
    const std::uint32_t moved = (1u << cells_[a]) | (1u << cells_[b]);
    changed_lines(a, b, [&](int line) {
      lines_[line] ^= moved;
      const int value = hands_.value(lines_[line]);
      total_ += value - values_[line];
      values_[line] = value;
    });
    std::swap(cells_[a], cells_[b]);
  }

  const DealHands& hands_;
  std::array<int, kNumCells> cells_{};
  std::array<std::uint32_t, kNumLines> lines_{};
  std::array<int, kNumLines> values_{};
  int total_ = 0;
};

// The starting temperature in points: hot enough to leave a good hand for a
// better grid, scaled by the spread of the point system. Each run cools
// geometrically to 1/30 of it.
double hot_temperature(const PointSystem& system) {
  return std::max(1.0, 0.12 * (system.max_points() - system.min_points()));
}

Deal cards_of(const DealHands& hands, const std::array<int, kNumCells>& cells) {
  Deal grid{};
  for (int cell = 0; cell < kNumCells; ++cell) grid[cell] = hands.card(cells[cell]);
  return grid;
}

// Runs `restarts` annealing runs sharing the iteration budget: the first from
// `first_start`, the rest from random shuffles of the free cells.
struct SearchResult {
  std::array<int, kNumCells> cells{};
  int total = 0;
  std::int64_t iterations = 0;
};
SearchResult search(const DealHands& hands, const std::array<int, kNumCells>& first_start,
                    const std::vector<int>& free_cells, const HindsightOptions& options, int target) {
  const int restarts = std::max(1, options.restarts);
  Rng rng(options.seed);
  Annealer annealer(hands, first_start);
  SearchResult result{first_start, annealer.total(), 0};
  for (int run = 0; run < restarts && result.total < target; ++run) {
    if (run > 0) {
      std::array<int, kNumCells> start = first_start;
      for (std::size_t i = free_cells.size(); i > 1; --i)
        std::swap(start[free_cells[i - 1]], start[free_cells[rng.below(static_cast<std::uint32_t>(i))]]);
      annealer.load(start);
      if (annealer.total() > result.total) result = {start, annealer.total(), result.iterations};
    }
    const std::int64_t share = options.iterations / restarts + (run < options.iterations % restarts ? 1 : 0);
    result.iterations += annealer.anneal(free_cells, share, hot_temperature(hands.system()), rng, target,
                                         result.cells, result.total);
  }
  return result;
}

}  // namespace

Arrangement improve_arrangement(const Deal& start, std::uint32_t free_cells, const PointSystem& system,
                                const HindsightOptions& options) {
  const DealHands hands(start, system);
  std::array<int, kNumCells> cells{};
  std::vector<int> free;
  for (int cell = 0; cell < kNumCells; ++cell) {
    cells[cell] = cell;
    if ((free_cells >> cell) & 1u) free.push_back(cell);
  }
  const SearchResult found = search(hands, cells, free, options, kNoTarget);
  return {cards_of(hands, found.cells), found.total};
}

Hindsight hindsight(const Deal& cards, const PointSystem& system, const HindsightOptions& options) {
  const DealHands hands(cards, system);
  const Partition partition = best_partition(hands, kAllDealCards, options.bound_nodes);
  const int bound = std::min(2 * partition.upper, grid_bound(hands, partition.upper));

  // First start: the best partition's hands as the rows.
  std::array<int, kNumCells> rows{};
  int cell = 0;
  for (std::uint32_t hand : partition.hands)
    for (; hand; hand &= hand - 1) rows[cell++] = __builtin_ctz(hand);
  std::vector<int> all(kNumCells);
  for (int i = 0; i < kNumCells; ++i) all[i] = i;

  const SearchResult found = search(hands, rows, all, options, bound);
  Hindsight result;
  result.grid = cards_of(hands, found.cells);
  result.score = found.total;
  result.upper_bound = bound;
  result.proven = found.total == bound;
  result.partition_exact = partition.exact;
  result.iterations = found.iterations;
  return result;
}

}  // namespace pps
