#include "ai/players/tiger_narl_player.h"

namespace pps {

std::vector<ParamInfo> TigerNarlPlayer::params() {
  std::vector<ParamInfo> params = MctsSettings::params();
  // Tiger's prune rule compares a child with a multiple of its parent's
  // heuristic value; NARL rates placements by their gains, so plain UCT
  // selects here.
  for (ParamInfo& p : params)
    if (p.name == "sel") p.default_value = "uct";
  const std::vector<ParamInfo> learning = learning_params("on", kLearningGameCap);
  params.insert(params.end(), learning.begin(), learning.end());
  return params;
}

TigerNarlPlayer::TigerNarlPlayer(const PlayerParams& p)
    : NarlValuesPlayer(p, "tiger-narl"), search_(MctsSettings::read(p)) {}

Analysis TigerNarlPlayer::decide(const Board& board, Card card, TimedMove& move, bool analyzing) {
  Analysis analysis;
  if (__builtin_popcount(board.empty_cells()) > 1) {
    move.searched = true;
    analysis = search_.run(board, card, evaluator(), system_, move.limits, analyzing);
  }
  if (analysis.best < 0) analysis = greedy(board, card);  // the last cell, or no time for a simulation
  return analysis;
}

}  // namespace pps
