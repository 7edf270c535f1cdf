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
  return choose_by_line_gains(
      board, card, rng,
      [&](const LineState& line, bool is_row) { return values_.line_value(line, is_row, unseen, system_); },
      [](int) { return 0.0; }, deltas);
}

int play_out(Board& board, const Card* cards, const PlayoutPolicy& policy, Rng& rng, const PointSystem& system) {
  const auto score = [&system](const Board& full) { return static_cast<double>(full.score(system)); };
  return static_cast<int>(play_out_to_depth(board, cards, 0, policy, rng, score));
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
