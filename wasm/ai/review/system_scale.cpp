#include "ai/review/system_scale.h"

#include "ai/core/cell_choice.h"
#include "ai/core/stats.h"
#include "ai/eval/points_now.h"
#include "engine/game.h"

namespace pps {

double score_spread(const PointSystem& system) {
  const PointsNowEvaluator points(system);
  ScoreStats scores;
  std::array<double, kNumCells> rated{};
  for (int seed = 0; seed < kScaleDeals; ++seed) {
    Game game(system, seed);
    while (!game.over()) {
      points.rate_placements(game.board(), game.current_card(), rated);
      game.play(first_best_rated_cell(game.board().empty_cells(), rated));
    }
    scores.add(game.score());
  }
  return scores.sd();
}

double system_scale(const PointSystem& system) {
  static const double american = score_spread(PointSystem::american());
  const double spread = score_spread(system);
  return spread > 0 ? spread / american : 1.0;
}

}  // namespace pps
