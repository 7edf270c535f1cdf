#include "ai/search/expectimax.h"

#include <algorithm>
#include <limits>

#include "ai/core/cell_choice.h"
#include "engine/symmetry.h"

namespace pps {

namespace {

// The expected final score of `board` (a card was just placed), looking
// `depth` more cards ahead: the mean over every card that may come next of the
// best placement for it; at depth 0 the evaluator's estimate.
double chance_value(Board& board, int depth, const Evaluator& evaluator, std::int64_t& leaves) {
  if (board.full()) return evaluator.evaluate(board);
  if (depth == 0) {
    ++leaves;
    return evaluator.evaluate(board);
  }
  double total = 0;
  int outcomes = 0;
  for (CardMask next = board.unseen(); next; next &= next - 1) {
    const Card d = static_cast<Card>(__builtin_ctzll(next));
    double best = -std::numeric_limits<double>::infinity();
    for (std::uint32_t f = distinct_empty_cells(board); f; f &= f - 1) {
      const int cell = __builtin_ctz(f);
      board.place(cell, d);
      best = std::max(best, chance_value(board, depth - 1, evaluator, leaves));
      board.remove(cell);
    }
    total += best;
    ++outcomes;
  }
  return total / outcomes;
}

}  // namespace

Analysis expectimax(const Board& start, Card card, const Evaluator& evaluator, int depth) {
  std::int64_t leaves = 0;
  Analysis analysis = rate_distinct_cells(
      start, card, [&](Board& board) { return chance_value(board, depth, evaluator, leaves); });
  analysis.simulations = leaves;
  analysis.lookahead = analysis.value;  // a search that overrules it keeps these for explanations
  return analysis;
}

}  // namespace pps
