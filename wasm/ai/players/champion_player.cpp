#include "ai/players/champion_player.h"

#include "ai/search/playout.h"
#include "engine/symmetry.h"

namespace pps {

// The champion's defaults come from paired runs on the same deals and the
// same learned values (bench/LEARNING.md): the exact endgame is free and never
// worse, and with 20,000 playouts a move the hybrid search beat expectimax
// alone on American and British; with a small budget it is expectimax. The
// straight-outs feature gained on straight and cost nothing on American or British.
// The race drops the cells that are clearly behind, so it can start from every
// cell (top=25) instead of expectimax's best five: British +0.41 +- 0.36, full
// house -0.01 +- 0.06 (150 deals, 50,000 playouts). It waits for 1024 deals
// and 5 standard errors (rare big hands make early variances too small): at
// 6 s a game, full house +0.07 +- 0.06 over 256 deals and 3, British level.
std::vector<ParamInfo> ChampionPlayer::params() {
  std::vector<ParamInfo> params = {
      {"search", "hybrid",
       "hybrid (expectimax rates the cells, a Monte Carlo race among the top ones decides), expectimax alone "
       "or greedy"},
      {"endgame", "4", "search the last N moves exactly (at most 4)"},
      {"top", "25", "hybrid: how many of the best expectimax cells (one per class of equivalent cells) the Monte Carlo "
       "search races (25: all)"},
      {"z", "5",
       "hybrid: the Monte Carlo search drops a cell once it is this many standard errors behind the leader "
       "(100 = never: every top cell gets the same playouts)"},
      {"first", "1024", "hybrid: deals every cell is played on before the race may drop one"},
  };
  const std::vector<ParamInfo> learning = learning_params("on");
  params.insert(params.end(), learning.begin(), learning.end());
  return params;
}

ChampionPlayer::ChampionPlayer(const PlayerParams& p) : NarlValuesPlayer(p, "champion") {
  search_ = static_cast<Search>(p.choice("search", {"hybrid", "expectimax", "greedy"}));
  endgame_ = static_cast<int>(p.integer("endgame", 0, 4));
  top_ = static_cast<int>(p.integer("top", 1, kNumCells));
  race_.z = p.number("z", 0, 100);
  race_.first_round = static_cast<int>(p.integer("first", 2, 1'000'000));
}

Analysis ChampionPlayer::decide(const Board& board, Card card) {
  const auto start = std::chrono::steady_clock::now();
  const int empty = __builtin_popcount(board.empty_cells());
  Analysis analysis;
  const int endgame = search_ == Search::kGreedy || empty <= 1 ? -1 : affordable_endgame(empty, endgame_);
  const bool searched = endgame >= 0;  // against the clock
  if (!searched) analysis = greedy(board, card);
  else if (search_ == Search::kHybrid) analysis = hybrid(board, card, endgame);
  else analysis = expectimax(board, card, endgame);
  record_move(start, empty, searched);
  return analysis;
}

namespace {
// A move's least Monte Carlo budget for the hybrid search to use it: 10,000
// playouts, natively about 0.25 s on one thread (the contest's 30 s a game
// gives 1.2 s a move); fewer only add noise to expectimax's ranking.
constexpr std::int64_t kHybridMinSimulations = 10000;
constexpr double kHybridMinSeconds = 0.25;
}  // namespace

Analysis ChampionPlayer::hybrid(const Board& board, Card card, int endgame) {
  const auto start = std::chrono::steady_clock::now();
  Analysis ranked = expectimax(board, card, endgame);
  if (__builtin_popcount(board.empty_cells()) <= endgame) return ranked;  // exact: nothing to add
  // The `top` best-ranked classes of equivalent cells, ties by cell order.
  const std::uint32_t distinct = distinct_empty_cells(board);
  std::uint32_t chosen = 0;
  for (int k = 0; k < top_; ++k) {
    int best = -1;
    for (std::uint32_t e = distinct & ~chosen; e; e &= e - 1) {
      const int cell = __builtin_ctz(e);
      if (best < 0 || ranked.value[static_cast<std::size_t>(cell)] > ranked.value[static_cast<std::size_t>(best)]) best = cell;
    }
    if (best < 0) break;
    chosen |= 1u << best;
  }
  if (__builtin_popcount(chosen) <= 1) return ranked;
  FlatMonteCarloLimits limits = move_limits(board, card);
  limits.cells = chosen;
  limits.seconds -= elapsed_seconds(start);  // what expectimax left of the move's time
  // Too few playouts only add noise to expectimax's ranking: below these,
  // expectimax decides alone.
  if (limits.simulations > 0 ? limits.simulations < kHybridMinSimulations : limits.seconds < kHybridMinSeconds)
    return ranked;
  const NarlEvaluator narl = evaluator();
  const Analysis raced = race_monte_carlo(board, card, GreedyPolicy(narl), system_, limits, race_);
  if (raced.simulations == 0) return ranked;
  // Cells that were played out show their playout means (as do the cells
  // equivalent to them); the rest keep their expectimax values.
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const auto cell = static_cast<std::size_t>(__builtin_ctz(e));
    const auto rep = static_cast<std::size_t>(symmetric_representative(board, static_cast<int>(cell)));
    if (raced.samples[rep] == 0) continue;
    ranked.value[cell] = raced.value[rep];
    ranked.samples[cell] = raced.samples[rep];
  }
  ranked.best = raced.best;
  ranked.simulations += raced.simulations;
  return ranked;
}

int ChampionPlayer::search_moves_left(int empty_cells) const {
  // The hybrid's exact endgame takes a few milliseconds: the game's time goes
  // to the moves before it.
  if (search_ == Search::kHybrid) return std::max(1, empty_cells - endgame_);
  return LearningPlayer::search_moves_left(empty_cells);
}

}  // namespace pps
