// How the lines end in simulated games: what an explanation calls likely.
// From the position with the card in the AI's cell, and with it in the cell
// compared, the same deals of the cards to come are played out by greedy play
// on the player's evaluator (the policy of the champion's own playouts), and
// each line's final hand is counted. A reason is weighed by the chance of the
// hands it concerns with the draws left in the game, so that a hand that
// almost never comes (a royal flush from a lone 4) is never a reason, and by
// how that chance differs between the two cells.
#pragma once

#include <array>
#include <cstdint>

#include "ai/eval/evaluator.h"
#include "engine/board.h"
#include "engine/point_system.h"

namespace pps {

// Deals an explanation plays out (for each of its two cells): enough that a
// hand's chance is known to about two points in a hundred.
inline constexpr int kOutcomeDeals = 400;

struct LineOutcomes {
  static constexpr int kAi = 0, kOther = 1;  // the scenarios: the card in the AI's cell, in the other
  int deals = 0;
  int scenarios = 0;  // 1 when there is no other cell
  // count[scenario][line][category]: deals in which the line ended as that hand.
  std::array<std::array<std::array<std::int32_t, kNumCategories>, kNumLines>, 2> count{};
  // The mean of the AI's cell's final score minus the other's over the same
  // deals, and the standard deviation of that difference (one deal's).
  double mean_difference = 0;
  double deal_deviation = 0;

  double chance(int scenario, int line, int category) const {
    return deals ? static_cast<double>(count[static_cast<std::size_t>(scenario)][static_cast<std::size_t>(line)]
                                            [static_cast<std::size_t>(category)]) /
                       deals
                 : 0.0;
  }
  // The chance that the line ends as one of `categories` (a category bit mask).
  double chance_of(int scenario, int line, std::uint16_t categories) const;
  // The line's mean final points in the scenario.
  double expected_points(int scenario, int line, const PointSystem& system) const;
};

// Plays `deals` deals of the cards to come from `board` with `card` placed in
// `ai_cell`, and in `other_cell` (-1: no second scenario), by greedy play on
// `evaluator`. The deals and every tie are drawn from a generator seeded by
// the position, so the same position gives the same counts everywhere.
LineOutcomes simulate_line_outcomes(const Board& board, Card card, int ai_cell, int other_cell,
                                    const Evaluator& evaluator, const PointSystem& system,
                                    int deals = kOutcomeDeals);

}  // namespace pps
