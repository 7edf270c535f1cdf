#include "ai/explain/explanation.h"

#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "ai/explain/explanation_text.h"
#include "engine/symmetry.h"

namespace pps {

namespace {

// Where the estimates come from no samples (a lookahead's, an evaluator's), a
// difference under this part of the estimate, plus a tenth of a point, is
// as good as none: the AI's values do not tell the cells apart more finely.
constexpr double kCloseShareOfEstimate = 0.005;
constexpr double kCloseFloor = 0.1;

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
  const auto at = static_cast<std::size_t>(cell);
  reasons.cell = cell;
  reasons.estimate = analysis.value[at];
  reasons.samples = analysis.samples[at];
  reasons.lookahead = analysis.lookahead[at];
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

// The cell a learner is tempted by: the one where the card scores the most
// points on the board right away, when the AI's cell scores less (among
// several, the one the player estimates highest); -1 when none scores more.
int greedy_cell(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                const LineSplit& split, int best) {
  const int best_now = with_card(board, best, card).score(system);
  int found = -1, found_now = best_now;
  double found_value = 0;
  for (std::uint32_t e = distinct_empty_cells(board); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const int now = with_card(board, cell, card).score(system);
    if (now <= best_now || (found >= 0 && now < found_now)) continue;
    double value = analysis.value[static_cast<std::size_t>(cell)];
    if (std::isnan(value)) value = split.split(with_card(board, cell, card)).total;
    if (found < 0 || now > found_now || value > found_value) found = cell, found_now = now, found_value = value;
  }
  return found;
}

// The line that `starter`'s card would start and `other`'s leaves empty (-1: none).
int started_line(const CellReasons& starter, const CellReasons& other) {
  for (const LineChange& change : starter.lines)
    if (change.before.size() == 0 && !other.holds_line(change.line)) return change.line;
  return -1;
}

SmallList<Share, 8> shares_of(const Explanation& e, const SplitValue& best, const SplitValue& other,
                              const LineSplit& split) {
  SmallList<Share, 8> shares;
  for (int i = 0; i < 4; ++i) {
    // A line both cells share holds the card either way: it is the same in both positions.
    const CellReasons& mine = i < 2 ? e.best : e.other;
    const CellReasons& theirs = i < 2 ? e.other : e.best;
    const int line = mine.lines[static_cast<std::size_t>(i % 2)].line;
    if (theirs.holds_line(line)) continue;
    const auto l = static_cast<std::size_t>(line);
    Share share;
    share.kind = Share::Kind::kLine;
    share.line = line;
    share.of_best = i < 2;
    share.points = best.lines[l] - other.lines[l];
    shares.push_back(share);
  }
  for (int t = 0; t < split.terms(); ++t) {
    const auto i = static_cast<std::size_t>(t);
    Share share;
    share.kind = Share::Kind::kTerm;
    share.term = split.term_kind(t);
    share.points = best.terms[i] - other.terms[i];
    // The hand-size term is about the lines the cards fill: name the line
    // one placement starts and the other leaves empty.
    share.line = started_line(e.other, e.best);
    if (share.line < 0) share.line = started_line(e.best, e.other);
    shares.push_back(share);
  }
  if (e.from_estimates) {
    // What the player's search adds to its evaluator's difference: its look
    // ahead at the next cards, then its playouts; a player whose search does
    // not look ahead first has one of the two, by whether it played out.
    const auto lookahead_of = [](const CellReasons& cell) {
      return std::isfinite(cell.lookahead) ? cell.lookahead : cell.estimate;
    };
    const bool looked = std::isfinite(e.best.lookahead) || std::isfinite(e.other.lookahead);
    const bool played = e.best.samples > 0 || e.other.samples > 0;
    const double rule = best.total - other.total;
    const double ahead = looked ? lookahead_of(e.best) - lookahead_of(e.other) : e.difference;
    Share share;
    // A player that neither looks ahead nor plays out (greedy) estimates by
    // its evaluator: nothing to add but rounding.
    if (looked || (!played && std::fabs(ahead - rule) > 1e-9)) {
      share.kind = Share::Kind::kLookahead;
      share.points = ahead - rule;
      shares.push_back(share);
    }
    if (played || std::fabs(e.difference - ahead) > 1e-9) {
      share.kind = Share::Kind::kPlayouts;
      share.points = looked ? e.difference - ahead : e.difference - rule;
      shares.push_back(share);
    }
  }
  // Largest first, ties in the order above (an insertion sort: at most eight).
  for (std::size_t i = 1; i < shares.size(); ++i)
    for (std::size_t j = i; j > 0 && std::fabs(shares[j].points) > std::fabs(shares[j - 1].points); --j)
      std::swap(shares[j], shares[j - 1]);
  return shares;
}

// Each line's reasons weighed by the simulated games: a line of one cell has
// the card in one scenario and not in the other; a line both cells share has
// it in both.
void weigh(Explanation& e, const PointSystem& system) {
  for (int s = 0; s < (e.compared ? 2 : 1); ++s) {
    CellReasons& mine = s == 0 ? e.best : e.other;
    const CellReasons& theirs = s == 0 ? e.other : e.best;
    for (LineChange& change : mine.lines) {
      const bool shared = !e.compared || theirs.holds_line(change.line);
      weigh_reasons(change, e.outcomes, s, shared ? -1 : 1 - s, system);
    }
  }
}

// The margin of the difference: the player's own paired error when
// it gave one; else, for sampled estimates, the spread of one deal's
// difference in the explanation's games over the fewer samples.
double margin_of(const Explanation& e, const Analysis& analysis) {
  if (!e.from_estimates || e.best.samples == 0 || e.other.samples == 0) return std::numeric_limits<double>::quiet_NaN();
  const double paired = analysis.gap_error[static_cast<std::size_t>(e.other.cell)];
  if (std::isfinite(paired) && analysis.best == e.best.cell) return kCloseErrors * paired;
  const double fewer = static_cast<double>(std::min(e.best.samples, e.other.samples));
  return kCloseErrors * e.outcomes.deal_deviation / std::sqrt(fewer);
}

bool is_close(const Explanation& e) {
  const double size = std::fabs(e.difference);
  if (size < kSameDifference) return true;
  // The player kept a cell it did not estimate higher: it did not count the
  // other's lead as clear.
  if (e.from_estimates && e.difference < 0) return true;
  if (std::isfinite(e.margin)) return size <= e.margin;
  return size < kCloseFloor + kCloseShareOfEstimate * std::fabs(e.from_estimates ? e.best.estimate : e.best.value);
}

// The smallest share a sentence names: one that tells the cells apart.
double least_reason(const Explanation& e) {
  if (std::isfinite(e.margin)) return e.margin;
  return kCloseFloor + kCloseShareOfEstimate * std::fabs(e.from_estimates ? e.best.estimate : e.best.value);
}

// Everything but the text, against `other` (-1: the best cell not equivalent to the AI's).
Explanation explained(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                      const LineSplit& split, int other, int deals) {
  Explanation e;
  e.card = card;
  e.empty_cells = __builtin_popcount(board.empty_cells());
  e.exact = split.exact();
  e.method = split.method();
  const SplitValue best = split.split(with_card(board, analysis.best, card));
  e.best = cell_reasons(board, card, analysis.best, system, analysis, best);
  if (other < 0) other = runner_up(board, card, analysis, split, analysis.best);
  e.outcomes = simulate_line_outcomes(board, card, analysis.best, other, split.playout_evaluator(), system, deals);
  if (other >= 0) {
    const SplitValue rival = split.split(with_card(board, other, card));
    e.compared = true;
    e.other = cell_reasons(board, card, other, system, analysis, rival);
    e.from_estimates = std::isfinite(e.best.estimate) && std::isfinite(e.other.estimate);
    e.difference = e.from_estimates ? e.best.estimate - e.other.estimate : best.total - rival.total;
    e.shares = shares_of(e, best, rival, split);
    if (e.from_estimates) e.method += "; the lookahead's part is its estimate minus the evaluator's, the playouts' the "
                                      "player's estimate minus its lookahead's";
    e.margin = margin_of(e, analysis);
    e.close = is_close(e);
    e.least_reason = least_reason(e);
    e.now_gain = with_card(board, other, card).score(system) - with_card(board, analysis.best, card).score(system);
    for (const Share& share : e.shares)
      if (share.kind == Share::Kind::kLookahead && std::fabs(share.points) >= kSameDifference)
        e.next_card = next_card_note(board, card, e.best.cell, e.other.cell, split.evaluator(), system,
                                     share.points > 0 ? 1 : -1);
  }
  weigh(e, system);
  return e;
}

}  // namespace

Explanation explain_move(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                         const LineSplit& split, int other, int deals) {
  if (card >= kNumCards || board.has_card(card)) throw std::invalid_argument("the card to place is not unseen");
  require_empty(board, analysis.best, "the best");
  if (other >= 0) require_empty(board, other, "the other");
  if (other == analysis.best) throw std::invalid_argument("the other cell is the best cell: compare with another one");
  // By default, the move a learner is tempted by, the cell that scores the
  // most now: the sentence says why not, or that it is as good; when the
  // AI's cell scores as much, the next best cell.
  if (other < 0) other = greedy_cell(board, card, system, analysis, split, analysis.best);
  Explanation e = explained(board, card, system, analysis, split, other, deals);
  write_text(e, system);
  return e;
}

}  // namespace pps
