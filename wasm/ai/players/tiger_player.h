// Tiger (Arrington, Langley & Bogaerts 2016, the Tiger paper; docs/DESIGN.md,
// References [2]), and our MCTS player over any evaluator (eval=): MCTS over
// choice and chance nodes with Tiger's state heuristic in selection (prune+UCT)
// and simulation (best move), UCT with a large Cp on raw scores, and simple
// rules for the first, second, next-to-last and last moves. Every tuned
// quantity is a spec parameter whose default is the paper's value.
//
// The simple rules (the paper names them but does not publish them; ours):
//   first move   every cell is equivalent (rows and columns can be permuted),
//                so the card goes to the top-left cell;
//   second move  greedy on the heuristic (up to symmetry only three choices);
//   next-to-last exact: the expected final score of each of the two cells,
//                averaged over every card that may come last;
//   last move    the only empty cell.
// analyze() searches on the first two moves too, and gives the cells the
// tree pruned a few plain simulations, so that hints show a value everywhere.
//
// The search itself, with its parallel trees, is MctsSearch
// (search/mcts_search.h) over Tiger's heuristic (eval/tiger_heuristic.h) or the
// evaluator that eval= names (learn/evaluator_table.h; a learned one learns
// the point system first); the time comes from the move clock
// (core/move_clock.h).
#pragma once

#include <vector>

#include "ai/learn/learning_player.h"
#include "ai/search/mcts_search.h"

namespace pps {

class TigerPlayer : public LearningPlayer {
 public:
  static std::vector<ParamInfo> params();
  explicit TigerPlayer(const PlayerParams& params);


 private:
  Analysis decide(const Board& board, Card card, TimedMove& move, bool analyzing) override;
  void system_changed() override;
  Analysis exact_endgame(const Board& board, Card card) const;
  Analysis greedy(const Board& board, Card card) const;
  int search_moves_left(int empty) const override;

  enum class Squash { kNone, kImprecise, kFixed, kPrecise } squash_ = Squash::kNone;
  double squash_max_ = 200;
  int precise_range_ = 0;  // 0: not searched yet
  PointSystem precise_system_;
  bool rules_ = true;
  MctsSearch search_;
};

}  // namespace pps
