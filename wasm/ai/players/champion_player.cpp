#include "ai/players/champion_player.h"

#include <algorithm>

#include "ai/learn/cross_model.h"
#include "ai/learn/evaluator_table.h"
#include "ai/search/playout.h"
#include "engine/symmetry.h"

namespace pps {

// The champion's defaults come from paired runs on the same deals and the
// same learned values: the exact endgame is free and never worse, and with
// 20,000 playouts a move the hybrid search beat expectimax alone on American
// and British; the straight-outs feature gained on straight and cost nothing
// on American or British (bench/notes/2026-11-22-champion-design.md, "The champion").
// The race drops the cells that are clearly behind, so it can start from every
// cell (top=25) instead of expectimax's best five, and it waits for 1024 deals
// and 5 standard errors because rare big hands make early variances too small
// (bench/notes/2026-11-22-champion-design.md, "Faster playouts, equivalent cells and the race").
// Short moves race too, among fewer cells (per_cell), and expectimax's choice
// stands unless the race's leader is 2 standard errors ahead of it (keep):
// against expectimax alone on four systems keep=2 was the furthest ahead
// (no single system significant) and keep=0 had twice the spread of outcomes
// (bench/notes/2026-11-23-champion-against-every-player.md, "The design decisions"). ahead=1 stays the default because looking two cards
// ahead cost five to six times the time for no measurable gain
// (bench/notes/2026-11-24-contest-budget-and-time.md, "Spending the time on a deeper ranking").
std::vector<ParamInfo> ChampionPlayer::params() {
  const ParamGroup own = {"champion", {
      {"search", "hybrid",
       "hybrid (expectimax rates the cells, a Monte Carlo race among the top ones may overrule it), expectimax alone "
       "or greedy"},
      {"endgame", "4", "search the last N moves exactly (at most 4)"},
      {"ahead", "1", "expectimax: the most cards it looks ahead before the values' estimate (before the exact endgame), "
       "as far as the move's time affords; 2 and 3 cost far more time"},
      {"top", "25", "hybrid: the most of expectimax's best cells (one per class of equivalent cells) the Monte Carlo "
       "search races (25: all that the budget affords, see per_cell)"},
      {"z", "5",
       "hybrid: the Monte Carlo search drops a cell once it is this many standard errors behind the leader "
       "(100 = never: every top cell gets the same playouts)"},
      {"first", "1024", "hybrid: deals every cell is played on before the race may drop one"},
      {"per_cell", "300", "hybrid: the fewest playouts a raced cell should get: a move that affords fewer races fewer "
       "of expectimax's best cells (none below two)"},
      {"keep", "2", "hybrid: expectimax's choice stands unless the race's leader is ahead of it by more than this "
       "many standard errors"},
  }};
  ParamGroup evaluator = evaluator_params("narl");
  evaluator["eval"].help += "; narl and cross learn with the parameters below, the others with their defaults";
  // NARL's settings, and the correction's for eval=cross.
  const ParamGroup learning = learning_params({NarlModel::params("on", kLearningGameCap), CrossModel::params()});
  return compose({own, evaluator, learning});
}

ChampionPlayer::ChampionPlayer(const PlayerParams& p) : NarlValuesPlayer(p, make_evaluator_model(p)) {
  search_ = static_cast<Search>(p.choice("search", {"hybrid", "expectimax", "greedy"}));
  endgame_ = static_cast<int>(p.integer("endgame", 0, 4));
  ahead_ = static_cast<int>(p.integer("ahead", 1, 3));
  top_ = static_cast<int>(p.integer("top", 1, kNumCells));
  race_.z = p.number("z", 0, 100);
  race_.first_round = static_cast<int>(p.integer("first", 2, 1'000'000));
  race_.keep_z = p.number("keep", 0, 100);
  per_cell_ = static_cast<double>(p.integer("per_cell", 1, 1'000'000));
}

Analysis ChampionPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  const int empty = __builtin_popcount(board.empty_cells());
  const int endgame = search_ == Search::kGreedy || empty <= 1 ? -1 : affordable_endgame(move.limits, endgame_);
  move.searched = endgame >= 0;
  if (!move.searched) return greedy(board, card);
  return search_ == Search::kHybrid ? hybrid(board, card, endgame, move) : ranking(board, card, endgame, move);
}

namespace {
// Until the player's first race has been timed (the rate is kept across
// games), its playouts a second are taken to be this: NARL-greedy playouts run
// at 30,000-60,000 a second on one native thread, about 0.8 times that in
// WebAssembly, so the first guess races fewer cells rather than more.
constexpr double kFirstGuessPlayoutsPerSecond = 20000;
}  // namespace

Analysis ChampionPlayer::ranking(const Board& board, Card card, int endgame, const TimedMove& move) const {
  const int empty = __builtin_popcount(board.empty_cells());
  if (ahead_ == 1 || empty <= endgame) return expectimax(board, card, endgame);
  if (move.limits.simulations > 0) return expectimax(board, card, endgame, ahead_);  // untimed: always affordable
  // Each card further multiplies the cost by about (cards unseen) x (empty
  // cells), so the one-card search's own time predicts the deeper ones'; a
  // deeper search runs only if it fits in half the move's time, so that
  // `ahead` can never overrun a budget.
  const auto start = std::chrono::steady_clock::now();
  Analysis ranked = expectimax(board, card, endgame);  // one card ahead
  const double allowed = move.limits.seconds / 2;
  double predicted = elapsed_seconds(start);
  int affordable = 1;
  for (int depth = 2; depth <= std::min(ahead_, empty - 1); ++depth) {
    predicted *= static_cast<double>(__builtin_popcountll(board.unseen()) - depth + 1) * (empty - depth + 1);
    if (predicted > allowed) break;
    affordable = depth;
  }
  return affordable > 1 ? expectimax(board, card, endgame, affordable) : ranked;
}

Analysis ChampionPlayer::hybrid(const Board& board, Card card, int endgame, const TimedMove& move) {
  const auto start = std::chrono::steady_clock::now();
  Analysis ranked = ranking(board, card, endgame, move);
  if (__builtin_popcount(board.empty_cells()) <= endgame) return ranked;  // exact: nothing to add
  SearchLimits limits = move.limits;
  limits.seconds -= elapsed_seconds(start);  // what expectimax left of the move's time
  // The playouts this move can afford decide how many cells race: each should
  // get at least `per_cell`, or the race's noise only blurs expectimax's ranking.
  const double playouts = limits.simulations > 0 ? static_cast<double>(limits.simulations)
                                                 : limits.seconds * (playout_rate_ > 0 ? playout_rate_
                                                                                       : kFirstGuessPlayoutsPerSecond);
  const int top = std::min(top_, static_cast<int>(playouts / per_cell_));
  if (top < 2) return ranked;
  // The `top` best-ranked classes of equivalent cells, ties by cell order.
  const std::uint32_t distinct = distinct_empty_cells(board);
  std::uint32_t chosen = 0;
  for (int k = 0; k < top; ++k) {
    int best = -1;
    for (std::uint32_t e = distinct & ~chosen; e; e &= e - 1) {
      const int cell = __builtin_ctz(e);
      if (best < 0 || ranked.value[static_cast<std::size_t>(cell)] > ranked.value[static_cast<std::size_t>(best)]) best = cell;
    }
    if (best < 0) break;
    chosen |= 1u << best;
  }
  if (__builtin_popcount(chosen) <= 1) return ranked;
  limits.cells = chosen;
  RaceSettings race = race_;
  race.incumbent = symmetric_representative(board, ranked.best);
  const auto race_start = std::chrono::steady_clock::now();
  const Analysis raced = race_monte_carlo(board, card, GreedyPolicy(evaluator()), system_, limits, race);
  if (raced.simulations == 0) return ranked;
  if (const double took = elapsed_seconds(race_start); took > 0.001)
    playout_rate_ = static_cast<double>(raced.simulations) / took;
  // Cells that were played out show their playout means (as do the cells
  // equivalent to them); the rest keep their expectimax values.
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const auto cell = static_cast<std::size_t>(__builtin_ctz(e));
    const auto rep = static_cast<std::size_t>(symmetric_representative(board, static_cast<int>(cell)));
    if (raced.samples[rep] == 0) continue;
    ranked.value[cell] = raced.value[rep];
    ranked.samples[cell] = raced.samples[rep];
    ranked.gap_error[cell] = raced.gap_error[rep];
  }
  ranked.best = raced.best;
  ranked.simulations += raced.simulations;
  return ranked;
}

int ChampionPlayer::search_moves_left(int empty_cells) const {
  // The hybrid's exact endgame takes a few milliseconds: the game's time goes
  // to the moves before it.
  if (search_ == Search::kHybrid) return std::max(1, empty_cells - endgame_);
  return SearchPlayer::search_moves_left(empty_cells);
}

}  // namespace pps
