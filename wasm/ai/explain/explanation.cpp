#include "ai/explain/explanation.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <utility>

#include "ai/explain/explanation_text.h"
#include "engine/symmetry.h"

namespace pps {

namespace {

// What the text names: the shares for the difference (in its direction),
// largest first, until those left unnamed come to less than a third of it,
// at most three; and the largest share against it when all of those add up
// to more than a third of it, since the named ones must outweigh them.
// Nothing for a difference that rounds to 0.
constexpr double kUnnamedPart = 1.0 / 3.0;
constexpr int kMostNamedFor = 3;

void require_empty(const Board& board, int cell, const char* what) {
  if (cell >= 0 && cell < kNumCells && board.is_empty(cell)) return;
  char message[64];
  std::snprintf(message, sizeof message, "%s cell %d is not an empty cell", what, cell);
  throw std::invalid_argument(message);
}

Board with_card(const Board& board, int cell, Card card) {
  Board after = board;
  after.place(cell, card);
  return after;
}

CellReasons cell_reasons(const Board& board, Card card, int cell, const PointSystem& system, const Analysis& analysis,
                         const SplitValue& split) {
  CellReasons reasons;
  reasons.cell = cell;
  reasons.estimate = analysis.value[static_cast<std::size_t>(cell)];
  reasons.samples = analysis.samples[static_cast<std::size_t>(cell)];
  reasons.value = split.total;
  reasons.lines = {line_change(board, row_line(cell), cell, card, system),
                   line_change(board, col_line(cell), cell, card, system)};
  return reasons;
}

// The best cell not equivalent to `best` by the player's estimates, or by the
// evaluator's where the player gave none; -1 if there is none.
int runner_up(const Board& board, Card card, const Analysis& analysis, const LineSplit& split, int best) {
  const int excluded = symmetric_representative(board, best);
  int found = -1;
  double found_value = -std::numeric_limits<double>::infinity();
  for (std::uint32_t e = distinct_empty_cells(board); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    if (cell == excluded) continue;
    double value = analysis.value[static_cast<std::size_t>(cell)];
    if (std::isnan(value)) value = split.split(with_card(board, cell, card)).total;
    if (found < 0 || value > found_value) found = cell, found_value = value;
  }
  return found;
}

const char* search_name(const CellReasons& best, const CellReasons& other) {
  const int played_out = (best.samples > 0) + (other.samples > 0);
  if (played_out == 0) return "looking ahead at the next cards";
  return played_out == 2 ? "playing the rest of the game out" : "looking ahead and playing the game out";
}

SmallList<Share, 7> shares_of(const Explanation& e, const SplitValue& best, const SplitValue& other,
                              const LineSplit& split) {
  SmallList<Share, 7> shares;
  const std::array<int, 4> lines = {e.best.lines[0].line, e.best.lines[1].line, e.other.lines[0].line,
                                    e.other.lines[1].line};
  for (int i = 0; i < 4; ++i) {
    // A line both cells share holds the card either way: it is the same in both positions.
    const int line = lines[static_cast<std::size_t>(i)];
    const int across = i < 2 ? 2 : 0;
    if (line == lines[static_cast<std::size_t>(across)] || line == lines[static_cast<std::size_t>(across + 1)]) continue;
    const auto l = static_cast<std::size_t>(line);
    shares.push_back({Share::Kind::kLine, line, i < 2, "", best.lines[l] - other.lines[l]});
  }
  for (int t = 0; t < split.terms(); ++t) {
    const auto i = static_cast<std::size_t>(t);
    shares.push_back({Share::Kind::kTerm, -1, true, split.term_name(t), best.terms[i] - other.terms[i]});
  }
  if (e.from_estimates)
    shares.push_back({Share::Kind::kSearch, -1, true, search_name(e.best, e.other),
                      e.difference - (best.total - other.total)});
  // Largest first, ties in the order above (an insertion sort: at most seven).
  for (std::size_t i = 1; i < shares.size(); ++i)
    for (std::size_t j = i; j > 0 && std::fabs(shares[j].points) > std::fabs(shares[j - 1].points); --j)
      std::swap(shares[j], shares[j - 1]);
  return shares;
}

void name_shares(SmallList<Share, 7>& shares, double difference) {
  if (std::fabs(difference) < kSameDifference) return;
  const double sign = difference > 0 ? 1 : -1;
  double unnamed_for = 0, against = 0;
  for (const Share& share : shares) (share.points * sign > 0 ? unnamed_for : against) += share.points * sign;
  int named_for = 0;
  Share* largest_against = nullptr;
  for (Share& share : shares) {  // largest first
    if (share.points * sign <= 0) {
      if (!largest_against) largest_against = &share;
      continue;
    }
    if (named_for == kMostNamedFor || unnamed_for <= kUnnamedPart * std::fabs(difference)) continue;
    share.named = true;
    ++named_for;
    unnamed_for -= share.points * sign;
  }
  if (largest_against && -against > kUnnamedPart * std::fabs(difference)) largest_against->named = true;
}

}  // namespace

Explanation explain_move(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                         const LineSplit& split, int other) {
  if (card >= kNumCards || board.has_card(card)) throw std::invalid_argument("the card to place is not unseen");
  require_empty(board, analysis.best, "the best");
  if (other >= 0) require_empty(board, other, "the other");
  if (other == analysis.best) throw std::invalid_argument("the other cell is the best cell: compare with another one");

  Explanation e;
  e.card = card;
  e.empty_cells = __builtin_popcount(board.empty_cells());
  e.exact = split.exact();
  e.method = split.method();
  const SplitValue best = split.split(with_card(board, analysis.best, card));
  e.best = cell_reasons(board, card, analysis.best, system, analysis, best);
  if (other < 0) other = runner_up(board, card, analysis, split, analysis.best);
  if (other >= 0) {
    const SplitValue rival = split.split(with_card(board, other, card));
    e.compared = true;
    e.other = cell_reasons(board, card, other, system, analysis, rival);
    e.from_estimates = std::isfinite(e.best.estimate) && std::isfinite(e.other.estimate);
    e.difference = e.from_estimates ? e.best.estimate - e.other.estimate : best.total - rival.total;
    e.shares = shares_of(e, best, rival, split);
    name_shares(e.shares, e.difference);
    if (e.from_estimates) e.method += "; the search's part is the player's difference minus the evaluator's";
  }
  e.text = explanation_text(e);
  return e;
}

}  // namespace pps
