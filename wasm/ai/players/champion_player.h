// The champion (ours), the app's default player: NARL values learned for the
// point system with the straight-outs feature (learn/narl_values_player.h);
// expectimax to depth 2 rates every cell (exact for the last four moves), then
// a Monte Carlo race with NARL-greedy playouts (search/race_monte_carlo.h)
// among its best cells (as many as the move's budget affords) overrules it
// when it clearly disagrees, dropping the cells that fall clearly behind.
// search=expectimax or greedy plays without the race (the ablations of
// bench/notes/2026-11-22-champion-design.md). eval= puts another evaluator of the table
// (learn/evaluator_table.h) under the same searches.
#pragma once

#include <vector>

#include "ai/learn/narl_values_player.h"
#include "ai/search/race_monte_carlo.h"

namespace pps {

class ChampionPlayer : public NarlValuesPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit ChampionPlayer(const PlayerParams& params);

 protected:
  int search_moves_left(int empty_cells) const override;

 private:
  enum class Search { kHybrid, kExpectimax, kGreedy };
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  Analysis hybrid(const Board& board, Card card, int endgame, const TimedMove& move);
  // Expectimax as many cards ahead (at most `ahead`) as the move's time affords.
  Analysis ranking(const Board& board, Card card, int endgame, const TimedMove& move) const;

  Search search_ = Search::kHybrid;
  int endgame_ = 4;
  int ahead_ = 1;
  int top_ = 25;
  double per_cell_ = 300;
  RaceSettings race_;
  double playout_rate_ = 0;  // playouts a second of the last timed race (0: none yet)
};

}  // namespace pps
