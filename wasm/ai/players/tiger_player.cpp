#include "ai/players/tiger_player.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

#include "ai/learn/evaluator_table.h"
#include "ai/search/score_range.h"
#include "engine/rng.h"

namespace pps {

std::vector<ParamInfo> TigerPlayer::params() {
  // The search's parameters with Tiger's own and the evaluator's among them,
  // where specs have always named them.
  ParamGroup search = MctsSettings::params();
  search.insert_after("cp", {"tiger", {
      {"squash", "none",
       "scale scores before UCT: none, imprecise (10 x hand points range), fixed (0..squash_max) or precise (the "
       "score range found by a search over grids, ~0.4 s per system)"},
      {"squash_max", "200", "maximum score for squash=fixed, in [1, 100000]"},
  }});
  search.insert_after("fallback", evaluator_params("tiger"));
  search.insert_after("gamma", {"tiger", {
      {"rules", "on", "simple rules for the first, second, next-to-last and last moves: on or off"},
  }});
  return compose({search, learning_params()});
}

TigerPlayer::TigerPlayer(const PlayerParams& params)
    : LearningPlayer(params, make_evaluator_model(params)), search_(MctsSettings::read(params)) {
  squash_ = static_cast<Squash>(params.choice("squash", {"none", "imprecise", "fixed", "precise"}));
  squash_max_ = params.number("squash_max", 1, 100000);
  rules_ = params.choice("rules", {"off", "on"}) == 1;
  system_changed();
}

void TigerPlayer::system_changed() {
  const PointSystem& system = system_;
  const double imprecise = std::max(1.0, 10.0 * (system.max_points() - system.min_points()));
  double squash_range = 1.0;
  switch (squash_) {
    case Squash::kNone: squash_range = 1.0; break;
    case Squash::kImprecise: squash_range = imprecise; break;
    case Squash::kFixed: squash_range = squash_max_; break;
    case Squash::kPrecise: {
      if (!precise_range_ || !(precise_system_ == system)) {  // the search takes a while: once per system
        const ScoreRange range = search_score_range(system);
        precise_range_ = std::max(1, range.max - range.min);
        precise_system_ = system;
      }
      squash_range = precise_range_;
      break;
    }
  }
  search_.set_squash(squash_range, squash_ == Squash::kNone ? imprecise : squash_range);
}

int TigerPlayer::search_moves_left(int empty) const {
  if (!rules_) return empty - 1;        // every move but the forced last one
  if (empty >= 24) return 21;           // the searched moves are those with 3..23 empty cells
  return std::max(1, empty - 2);
}

Analysis TigerPlayer::decide(const Board& board, Card card, TimedMove& move, bool analyzing) {
  const int empty = __builtin_popcount(board.empty_cells());
  if (empty <= 1 || (rules_ && empty == 2)) return exact_endgame(board, card);
  if (rules_ && !analyzing && empty == kNumCells) {
    Analysis analysis = unrated_analysis();
    analysis.best = 0;
    return analysis;
  }
  if (rules_ && !analyzing && empty == kNumCells - 1) return greedy(board, card);
  move.searched = true;
  // With nothing left to search with (a busy machine used the reserve up),
  // the heuristic decides at once, for a hint too (it shows no values then):
  // waking the search threads only to stop them costs a busy machine tens of
  // milliseconds a move, and a hint's samples would overrun the budget.
  if (move.limits.simulations <= 0 && move.limits.seconds <= 0) return greedy(board, card);
  // Each tree draws its generator from the game's seed, the position and the
  // tree (MctsSearch), so the move's own seed is the game's.
  SearchLimits limits = move.limits;
  limits.seed = game_seed_;
  Analysis analysis = search_.run(board, card, evaluator(), system_, limits, analyzing);
  if (analysis.best < 0) analysis.best = greedy(board, card).best;  // no time for a single simulation
  return analysis;
}

Analysis TigerPlayer::exact_endgame(const Board& board, Card card) const {
  Analysis analysis = unrated_analysis();
  const std::uint32_t empty = board.empty_cells();
  Board next = board;
  for (std::uint32_t m = empty; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    next.place(cell, card);
    const std::uint32_t rest = empty & ~(1u << cell);
    if (!rest) {
      analysis.value[cell] = next.score(system_);
    } else {  // one cell left: average over every card that may come last
      const int last = __builtin_ctz(rest);
      const CardMask deck = next.unseen();
      double sum = 0;
      for (CardMask d = deck; d; d &= d - 1) {
        next.place(last, static_cast<Card>(__builtin_ctzll(d)));
        sum += next.score(system_);
        next.remove(last);
      }
      analysis.value[cell] = sum / __builtin_popcountll(deck);
    }
    next.remove(cell);
    if (analysis.best < 0 || analysis.value[cell] > analysis.value[analysis.best]) analysis.best = cell;
  }
  return analysis;
}

Analysis TigerPlayer::greedy(const Board& board, Card card) const {
  Analysis analysis = unrated_analysis();
  std::array<double, kNumCells> value{};
  evaluator().rate_placements(board, card, value);
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (analysis.best < 0 || value[cell] > value[analysis.best]) analysis.best = cell;
  }
  return analysis;
}

}  // namespace pps
