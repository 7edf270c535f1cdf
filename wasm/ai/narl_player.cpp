#include "ai/narl_player.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/beemo_player.h"
#include "ai/flat_monte_carlo.h"
#include "ai/flat_ucb1.h"
#include "ai/learned_data.h"
#include "ai/race_monte_carlo.h"
#include "ai/random_player.h"
#include "ai/value_table_io.h"
#include "engine/symmetry.h"

namespace pps {

namespace {
// The abstraction's optional features as saved: bit 0 hand sizes, bit 1 straight outs.
std::uint8_t features(const NarlValues& values) {
  return static_cast<std::uint8_t>((values.use_sizes ? 1 : 0) | (values.use_straight_outs ? 2 : 0));
}
}  // namespace

std::vector<ParamInfo> NarlPlayer::params() {
  return {
      {"search", "expectimax",
       "expectimax (depth 2, the contest entry), mc (flat Monte Carlo) or ucb (flat UCB1), the alternatives the "
       "paper compared it with, greedy, or hybrid (expectimax ranks the cells, a Monte Carlo race among the top "
       "ones decides)"},
      {"depth", "5", "mc and ucb: cards placed after this one before the NARL estimate values the position "
       "(0: play to the end and count the score)"},
      {"playout", "random", "mc and ucb: how those cards are placed: random (flat Monte Carlo as the paper cites it) "
       "or greedy (NARL-greedy)"},
      {"explore", "20", "ucb: the multiplier of UCB1's exploration term, in points (the paper's 20)"},
      {"endgame", "0", "search the last N moves exactly (at most 4; 0 = depth 2 throughout, as the contest entry)"},
      {"top", "5", "hybrid: how many of the best expectimax cells (one per class of equivalent cells) the Monte Carlo "
       "search races (25: all)"},
      {"z", "5",
       "hybrid: the Monte Carlo search drops a cell once it is this many standard errors behind the leader "
       "(100 = never: every top cell gets the same playouts)"},
      {"first", "1024", "hybrid: deals every cell is played on before the race may drop one"},
      {"prep", "300", "seconds of learning per point system, when games=0"},
      {"games", "0", "learning games instead of seconds (deterministic with seed); 0 = use prep"},
      {"epsilon", "0.5", "initial exploration probability of the learning games"},
      {"decay", "0.999975", "epsilon's geometric decay per learning game"},
      {"sizes", "on", "on/off: the hand-size frequency feature"},
      {"outs", "off", "on/off (ours): how many undealt cards keep a line's straight alive, in its abstraction"},
      {"batch", "64", "learning games played between two table updates (determinism across threads)"},
      {"seed", "1", "learning seed"},
  };
}

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
std::vector<ParamInfo> NarlPlayer::champion_params() {
  std::vector<ParamInfo> params = NarlPlayer::params();
  for (ParamInfo& p : params) {
    if (p.name == "endgame") p.default_value.assign(1, '4');
    if (p.name == "search") p.default_value = std::string("hybrid");
    if (p.name == "outs") p.default_value = std::string("on");
    if (p.name == "top") p.default_value = std::string("25");
  }
  return params;
}

NarlPlayer::NarlPlayer(const PlayerParams& p, std::string kind) : spec_(p.canonical()), kind_(std::move(kind)) {
  search_ = static_cast<Search>(p.choice("search", {"expectimax", "mc", "ucb", "greedy", "hybrid"}));
  sample_depth_ = static_cast<int>(p.integer("depth", 0, kNumCells));
  greedy_playouts_ = p.choice("playout", {"random", "greedy"}) == 1;
  exploration_ = p.number("explore", 0, 1e6);
  top_ = static_cast<int>(p.integer("top", 1, kNumCells));
  race_.z = p.number("z", 0, 100);
  race_.first_round = static_cast<int>(p.integer("first", 2, 1'000'000));
  endgame_ = static_cast<int>(p.integer("endgame", 0, 4));
  read_spec_budget(p);
  settings_.epsilon = p.number("epsilon", 0, 1);
  settings_.decay = p.number("decay", 0.9, 1);
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  values_.use_sizes = p.choice("sizes", {"on", "off"}) == 0;
  values_.use_straight_outs = p.choice("outs", {"on", "off"}) == 0;
  read_learning_settings(p, {"epsilon", "decay", "batch", "sizes", "outs"});
}

void NarlPlayer::learn_now(const LearnBudget& budget) {
  values_.reset();  // a learner's full tables, whatever load() left
  learn_narl(values_, system_, settings_, budget, [this](const LearnProgress& p) { report(p); }, stop_);
}

Analysis NarlPlayer::greedy(const Board& board, Card card) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  std::array<double, kNumCells> deltas{};
  analysis.best = NarlGreedy(values_, system_).choose_scored(board, card, rng_, &deltas);
  // Estimated final score: the other lines as they will stand, plus the change.
  Board after = board;
  after.place(analysis.best, card);
  const double chosen = values_.evaluate(after, system_);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    analysis.value[static_cast<std::size_t>(cell)] =
        chosen + deltas[static_cast<std::size_t>(cell)] - deltas[static_cast<std::size_t>(analysis.best)];
  }
  return analysis;
}

// The expected final score of `board` (a card was just placed), looking
// `depth` more cards ahead: the mean over every card that may come next of the
// best placement for it; at depth 0 the NARL estimate, on a full board its score.
double NarlPlayer::chance_value(Board& board, int depth, std::int64_t& leaves) const {
  if (board.full()) return board.score(system_);
  if (depth == 0) {
    ++leaves;
    return values_.evaluate(board, system_);
  }
  double total = 0;
  int outcomes = 0;
  for (CardMask next = board.unseen(); next; next &= next - 1) {
    const Card d = static_cast<Card>(__builtin_ctzll(next));
    double best = -std::numeric_limits<double>::infinity();
    for (std::uint32_t f = distinct_empty_cells(board); f; f &= f - 1) {
      const int cell = __builtin_ctz(f);
      board.place(cell, d);
      best = std::max(best, chance_value(board, depth - 1, leaves));
      board.remove(cell);
    }
    total += best;
    ++outcomes;
  }
  return total / outcomes;
}

// Expectimax to depth 2 (place this card, then the next), or to the end of
// the game once at most `endgame_` cells are empty (exact there).
Analysis NarlPlayer::expectimax(const Board& start, Card card, int endgame) const {
  const int empty = __builtin_popcount(start.empty_cells());
  const int depth = empty <= endgame ? empty - 1 : 1;
  std::int64_t leaves = 0;
  Analysis analysis =
      rate_distinct_cells(start, card, [&](Board& board) { return chance_value(board, depth, leaves); });
  analysis.simulations = leaves;
  return analysis;
}

Analysis NarlPlayer::decide(const Board& board, Card card) {
  const auto start = std::chrono::steady_clock::now();
  const int empty = __builtin_popcount(board.empty_cells());
  Analysis analysis;
  bool searched = false;  // against the clock
  if (search_ == Search::kGreedy || empty <= 1) {
    analysis = greedy(board, card);
  } else if (search_ == Search::kExpectimax || search_ == Search::kHybrid) {
    // Expectimax has a fixed cost (about 10 ms a move at depth 2, up to 50 ms
    // for the exact endgame, natively): under a time budget too small for it,
    // play greedy rather than overrun.
    const double allowance = move_seconds(empty);
    const bool timed = budget_.simulations <= 0;
    const int endgame = timed && allowance < 0.2 ? 0 : endgame_;
    searched = !timed || allowance >= 0.02;
    if (!searched) analysis = greedy(board, card);
    else if (search_ == Search::kHybrid) analysis = hybrid(board, card, endgame);
    else analysis = expectimax(board, card, endgame);
  } else {
    analysis = sampled(board, card);
    if (analysis.simulations == 0) analysis = greedy(board, card);
    searched = true;
  }
  record_move(start, empty, searched);
  return analysis;
}

// Flat Monte Carlo or flat UCB1 over the cells, each simulation placing
// `sample_depth_` more cards before the NARL estimate values the position.
Analysis NarlPlayer::sampled(const Board& board, Card card) const {
  const NarlGreedy greedy_policy(values_, system_);
  const RandomPlacement random_policy;
  const PlayoutPolicy& policy = greedy_playouts_ ? static_cast<const PlayoutPolicy&>(greedy_policy) : random_policy;
  const auto value = [this](const Board& leaf) {
    return leaf.full() ? static_cast<double>(leaf.score(system_)) : values_.evaluate(leaf, system_);
  };
  const Simulation simulate = [&](Board& b, const Card* future, Rng& rng) {
    return play_out_to_depth(b, future, sample_depth_, policy, rng, value);
  };
  const FlatMonteCarloLimits limits = move_limits(board, card);
  return search_ == Search::kUcb1 ? flat_ucb1(board, card, simulate, limits, exploration_)
                                  : flat_monte_carlo(board, card, simulate, limits);
}

namespace {
// A move's least Monte Carlo budget for the hybrid search to use it: 2,000
// playouts per cell among the top five, natively about 0.25 s on one thread
// (the contest's 30 s a game gives 1.2 s a move).
constexpr std::int64_t kHybridMinSimulations = 10000;
constexpr double kHybridMinSeconds = 0.25;
}  // namespace

Analysis NarlPlayer::hybrid(const Board& board, Card card, int endgame) {
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
  const Analysis raced = race_monte_carlo(board, card, NarlGreedy(values_, system_), system_, limits, race_);
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

int NarlPlayer::search_moves_left(int empty_cells) const {
  // The hybrid's exact endgame takes a few milliseconds: the game's time goes
  // to the moves before it.
  if (search_ == Search::kHybrid) return std::max(1, empty_cells - endgame_);
  return LearningPlayer::search_moves_left(empty_cells);
}

std::string NarlPlayer::save() const {
  ByteWriter w;
  // Feature flags: bit 0 hand sizes, bit 1 straight outs.
  w.put<std::uint8_t>(features(values_));
  write_table(w, values_.lines());
  write_table(w, values_.sizes());
  return write_learned(kind_, learning_settings_, system_, w.take());
}

void NarlPlayer::load_payload(std::string_view bytes, const PointSystem& system) {
  const std::string payload = read_learned(bytes, kind_, learning_settings_, system);
  ByteReader r(payload);
  // The settings matched, so the features must too.
  if (r.get<std::uint8_t>() != features(values_))
    throw std::invalid_argument("learned data for " + kind_ + " is corrupt (its features disagree with its settings)");
  ValueTable lines = read_table(r, NarlValues::kLinesLog2Capacity, kind_);
  ValueTable sizes = read_table(r, NarlValues::kSizesLog2Capacity, kind_);
  if (!r.done()) throw std::invalid_argument("learned data for " + kind_ + " has trailing bytes");
  values_.lines() = std::move(lines);
  values_.sizes() = std::move(sizes);
}

}  // namespace pps
