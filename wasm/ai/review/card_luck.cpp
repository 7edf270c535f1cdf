#include "ai/review/card_luck.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace pps {

namespace {

// The evaluator's best placement of `card` on `board` (each empty cell tried).
double best_placement(Board& board, Card card, const Evaluator& evaluator) {
  double best = -std::numeric_limits<double>::infinity();
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    board.place(cell, card);
    best = std::max(best, evaluator.evaluate(board));
    board.remove(cell);
  }
  return best;
}

}  // namespace

CardLuck card_luck(const Board& board, Card dealt, const Evaluator& evaluator) {
  if (board.full()) throw std::invalid_argument("card luck: the board is full");
  if (dealt >= kNumCards || board.has_card(dealt)) throw std::invalid_argument("card luck: the card dealt is on the board");
  Board scratch = board;
  CardLuck luck;
  double sum = 0;
  int cards = 0;
  for (CardMask m = board.unseen(); m; m &= m - 1) {
    const Card card = static_cast<Card>(__builtin_ctzll(m));
    const double best = best_placement(scratch, card, evaluator);
    if (card == dealt) luck.dealt = best;
    sum += best;
    ++cards;
  }
  luck.average = sum / cards;
  return luck;
}

}  // namespace pps
