#include "ai/pattern_values.h"

namespace pps {

double PatternValues::board_value(const Board& board, const PointSystem& system) const {
  double total = 0;
  const CardMask unseen = board.unseen();
  for (int line = 0; line < kNumLines; ++line) total += line_value(board.line(line), line < kGridSize, unseen, system);
  return total;
}

int PatternGreedy::choose_scored(const Board& board, Card card, Rng& rng,
                                 std::array<double, kNumCells>* deltas) const {
  const CardMask unseen = board.unseen() & ~card_bit(card);
  std::array<double, kNumLines> base;
  for (int line = 0; line < kNumLines; ++line)
    base[line] = values_.line_value(board.line(line), line < kGridSize, unseen, system_);

  BestCell best;
  for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
    const int cell = __builtin_ctz(empty);
    LineState row = board.line(row_line(cell));
    LineState col = board.line(col_line(cell));
    row.add(card);
    col.add(card);
    const double value = values_.line_value(row, true, unseen, system_) - base[row_line(cell)] +
                         values_.line_value(col, false, unseen, system_) - base[col_line(cell)];
    if (deltas) (*deltas)[cell] = value;
    best.offer(cell, value, rng);
  }
  return best.cell();
}

int play_out(Board& board, const Card* cards, const PlayoutPolicy& policy, Rng& rng, const PointSystem& system) {
  int placed[kNumCells];
  int n = 0;
  while (!board.full()) {
    const int cell = policy.choose(board, cards[n], rng);
    board.place(cell, cards[n]);
    placed[n++] = cell;
  }
  const int score = board.score(system);
  while (n > 0) board.remove(placed[--n]);
  return score;
}

void sample_cards(CardMask unseen, int count, Rng& rng, Card* out) {
  Card pool[kNumCards];
  int size = 0;
  for (CardMask m = unseen; m; m &= m - 1) pool[size++] = static_cast<Card>(__builtin_ctzll(m));
  for (int i = 0; i < count; ++i) {  // partial Fisher-Yates
    const int j = i + static_cast<int>(rng.below(static_cast<std::uint32_t>(size - i)));
    const Card tmp = pool[i];
    pool[i] = pool[j];
    pool[j] = tmp;
    out[i] = pool[i];
  }
}

}  // namespace pps
