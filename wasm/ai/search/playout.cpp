#include "ai/search/playout.h"

#include <cmath>

namespace pps {

int GreedyPolicy::choose_rated(const Board& board, Card card, Rng& rng, std::array<double, kNumCells>* ratings) const {
  std::array<double, kNumCells> own;
  std::array<double, kNumCells>& value = ratings ? *ratings : own;
  evaluator_.rate_placements(board, card, value);
  return best_rated_cell(board.empty_cells(), value, rng);
}

int PrunedRandomPlacement::choose(const Board& board, Card card, Rng& rng) const {
  std::array<double, kNumCells> value{};
  double parent = evaluator_.rate_placements(board, card, value);
  if (std::isnan(parent)) parent = evaluator_.evaluate(board);  // the evaluator left it to us
  return random_cell(prune_children(board.empty_cells(), value, parent, rule_), rng);
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
