#include "ai/explain/line_outcomes.h"

#include <cmath>

#include "ai/search/playout.h"

namespace pps {

namespace {

// A seed from everything the position is made of, so that an explanation of
// the same position and cells plays the same deals, in any build.
std::uint64_t position_seed(const Board& board, Card card, int ai_cell, int other_cell) {
  std::uint64_t state = 0x5EED0F1A1E5ULL;
  std::uint64_t seed = splitmix64(state);
  const auto mix = [&](std::uint64_t word) {
    state ^= word;
    seed ^= splitmix64(state);
  };
  for (int cell = 0; cell < kNumCells; ++cell) mix(static_cast<std::uint64_t>(board.at(cell)) + 64u * cell);
  mix(card);
  mix(static_cast<std::uint64_t>(ai_cell + 1));
  mix(static_cast<std::uint64_t>(other_cell + 1) << 8);
  return seed;
}

// Plays `future` from `board` (the card placed) to the end and counts each
// line's final hand; returns the final score. `board` is restored.
int play_and_count(Board& board, const Card* future, const GreedyPolicy& policy, Rng& rng,
                   const PointSystem& system, std::array<std::array<std::int32_t, kNumCategories>, kNumLines>& count) {
  int placed[kNumCells];
  int n = 0;
  while (!board.full()) {
    const int cell = policy.choose(board, future[n], rng);
    board.place(cell, future[n]);
    placed[n++] = cell;
  }
  for (int line = 0; line < kNumLines; ++line) ++count[static_cast<std::size_t>(line)][board.category(line)];
  const int score = board.score(system);
  while (n > 0) board.remove(placed[--n]);
  return score;
}

}  // namespace

double LineOutcomes::chance_of(int scenario, int line, std::uint16_t categories) const {
  double total = 0;
  for (unsigned m = categories; m; m &= m - 1) total += chance(scenario, line, __builtin_ctz(m));
  return total;
}

double LineOutcomes::expected_points(int scenario, int line, const PointSystem& system) const {
  double total = 0;
  for (int c = 0; c < kNumCategories; ++c) total += chance(scenario, line, c) * system.points(c);
  return total;
}

LineOutcomes simulate_line_outcomes(const Board& board, Card card, int ai_cell, int other_cell,
                                    const Evaluator& evaluator, const PointSystem& system, int deals) {
  LineOutcomes outcomes;
  outcomes.scenarios = other_cell >= 0 ? 2 : 1;
  const int to_come = __builtin_popcount(board.empty_cells()) - 1;
  const CardMask unseen = board.unseen() & ~card_bit(card);
  const GreedyPolicy policy(evaluator);
  Rng rng(position_seed(board, card, ai_cell, other_cell));
  const int cells[2] = {ai_cell, other_cell};
  double sum = 0, sum_of_squares = 0;
  Card future[kNumCells];
  for (int d = 0; d < deals; ++d) {
    sample_cards(unseen, to_come, rng, future);
    int score[2] = {0, 0};
    for (int s = 0; s < outcomes.scenarios; ++s) {
      Board played = board;
      played.place(cells[s], card);
      score[s] = play_and_count(played, future, policy, rng, system, outcomes.count[static_cast<std::size_t>(s)]);
    }
    const double difference = score[0] - score[1];
    sum += difference;
    sum_of_squares += difference * difference;
  }
  outcomes.deals = deals;
  if (outcomes.scenarios == 2 && deals > 1) {
    outcomes.mean_difference = sum / deals;
    const double variance = (sum_of_squares - sum * outcomes.mean_difference) / (deals - 1);
    outcomes.deal_deviation = std::sqrt(std::max(0.0, variance));
  }
  return outcomes;
}

}  // namespace pps
