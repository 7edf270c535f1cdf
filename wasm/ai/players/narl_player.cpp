#include "ai/players/narl_player.h"

#include "ai/search/flat_monte_carlo.h"
#include "ai/search/flat_ucb1.h"
#include "ai/search/playout.h"

namespace pps {

std::vector<ParamInfo> NarlPlayer::params() {
  const ParamGroup own = {"narl", {
      {"search", "expectimax",
       "expectimax (depth 2, the contest entry), mc (flat Monte Carlo) or ucb (flat UCB1), the alternatives the "
       "paper compared it with, or greedy"},
      {"depth", "5", "mc and ucb: cards placed after this one before the NARL estimate values the position "
       "(0: play to the end and count the score)"},
      {"playout", "random", "mc and ucb: how those cards are placed: random (flat Monte Carlo as the paper cites it) "
       "or greedy (NARL-greedy)"},
      {"explore", "20", "ucb: the multiplier of UCB1's exploration term, in points (the paper's 20)"},
      {"endgame", "0", "search the last N moves exactly (at most 4; 0 = depth 2 throughout, as the contest entry)"},
  }};
  // The paper learned for the whole preparation (no cap), without straight outs.
  return compose({own, learning_params({NarlModel::params("off", "0")})});
}

NarlPlayer::NarlPlayer(const PlayerParams& p) : NarlValuesPlayer(p) {
  search_ = static_cast<Search>(p.choice("search", {"expectimax", "mc", "ucb", "greedy"}));
  sample_depth_ = static_cast<int>(p.integer("depth", 0, kNumCells));
  greedy_playouts_ = p.choice("playout", {"random", "greedy"}) == 1;
  exploration_ = p.number("explore", 0, 1e6);
  endgame_ = static_cast<int>(p.integer("endgame", 0, 4));
}

Analysis NarlPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  const int empty = __builtin_popcount(board.empty_cells());
  if (search_ == Search::kGreedy || empty <= 1) return greedy(board, card);
  if (search_ == Search::kExpectimax) {
    const int endgame = affordable_endgame(move.limits, endgame_);
    move.searched = endgame >= 0;
    return move.searched ? expectimax(board, card, endgame) : greedy(board, card);
  }
  move.searched = true;
  const Analysis analysis = sampled(board, card, move.limits);
  return analysis.simulations > 0 ? analysis : greedy(board, card);
}

// Flat Monte Carlo or flat UCB1 over the cells, each simulation placing
// `sample_depth_` more cards before the NARL estimate values the position.
Analysis NarlPlayer::sampled(const Board& board, Card card, const SearchLimits& limits) const {
  const Evaluator& narl = evaluator();
  const GreedyPolicy greedy_policy(narl);
  const RandomPlacement random_policy;
  const PlayoutPolicy& policy = greedy_playouts_ ? static_cast<const PlayoutPolicy&>(greedy_policy) : random_policy;
  const auto value = [&narl](const Board& leaf) { return narl.evaluate(leaf); };
  const Simulation simulate = [&](Board& b, const Card* future, Rng& rng) {
    return play_out_to_depth(b, future, sample_depth_, policy, rng, value);
  };
  return search_ == Search::kUcb1 ? flat_ucb1(board, card, simulate, limits, exploration_)
                                  : flat_monte_carlo(board, card, simulate, limits);
}

}  // namespace pps
