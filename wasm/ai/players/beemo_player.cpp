#include "ai/players/beemo_player.h"

#include <cmath>
#include <limits>

#include "ai/search/flat_monte_carlo.h"
#include "ai/search/race_monte_carlo.h"
#include "ai/search/playout.h"
#include "ai/core/learned_data.h"

namespace pps {

std::vector<ParamInfo> BeemoPlayer::params() {
  return {
      {"search", "mc",
       "mc: parallel flat Monte Carlo with greedy playouts; greedy: optimized greedy alone; race (ours): the "
       "champion's Monte Carlo race (search/race_monte_carlo.h) with the same playouts"},
      {"prep", "300", "seconds of learning per point system (the contest allowed 300), when games=0"},
      {"games", "0", "learning games instead of seconds (deterministic with seed); 0 = use prep"},
      {"train", "5000", "training games per learning round"},
      {"eval", "5000", "evaluation games per learning round"},
      {"batch", "64", "training games played against one frozen table (determinism across threads)"},
      {"ucb_every", "3", "every n-th round trains with the UCB1 scheme; 0 = never"},
      {"ucb_c", "0.05", "UCB1 exploration, as a fraction of the largest |points|"},
      {"epsilon", "0.5",
       "probability of a random move in training games (our addition: with 10^6 learning games, 0, the "
       "paper's scheme, gives American values worth 115 in greedy play, 0.5 decaying 120)"},
      {"decay", "0.99999", "epsilon's geometric decay per training game"},
      {"seed", "1", "learning seed"},
  };
}

BeemoPlayer::BeemoPlayer(const PlayerParams& p) : spec_(p.canonical()) {
  search_ = static_cast<Search>(p.choice("search", {"mc", "greedy", "race"}));
  read_spec_budget(p);
  settings_.train_games = static_cast<int>(p.integer("train", 1, 10'000'000));
  settings_.eval_games = static_cast<int>(p.integer("eval", 0, 10'000'000));
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  settings_.ucb_every = static_cast<int>(p.integer("ucb_every", 0, 1000));
  settings_.ucb_c = p.number("ucb_c", 0, 100);
  settings_.epsilon = p.number("epsilon", 0, 1);
  settings_.epsilon_decay = p.number("decay", 0.9, 1);
  read_learning_settings(p, {"train", "eval", "batch", "ucb_every", "ucb_c", "epsilon", "decay"});
}

void BeemoPlayer::learn_now(const LearnBudget& budget) {
  BeemoLearnResult result = learn_beemo(system_, settings_, budget,
                                        [this](const LearnProgress& p) { report(p); }, stop_);
  values_ = std::move(result.values);
  learned_mean_ = result.best_mean;
}

Analysis BeemoPlayer::greedy(const Board& board, Card card) {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  std::array<double, kNumCells> deltas{};
  const PatternEvaluator evaluator(values_, system_);
  analysis.best = GreedyPolicy(evaluator).choose_rated(board, card, rng_, &deltas);
  // The estimate of the final score: the board's value plus the change.
  const double now = values_.board_value(board, system_);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    analysis.value[static_cast<std::size_t>(cell)] = now + deltas[static_cast<std::size_t>(cell)];
  }
  return analysis;
}

Analysis BeemoPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  if (search_ == Search::kGreedy || __builtin_popcount(board.empty_cells()) <= 1) return greedy(board, card);
  move.searched = true;
  const PatternEvaluator evaluator(values_, system_);
  const GreedyPolicy playouts(evaluator);
  const Analysis analysis = search_ == Search::kRace ? race_monte_carlo(board, card, playouts, system_, move.limits)
                                                     : flat_monte_carlo(board, card, playouts, system_, move.limits);
  return analysis.simulations > 0 ? analysis : greedy(board, card);  // stopped at once: still answer
}

std::string BeemoPlayer::save() const {
  ByteWriter w;
  w.put<double>(learned_mean_);
  for (float u : values_.table()) w.put<float>(u);
  return write_learned("beemo", learning_settings_, system_, w.take());
}

void BeemoPlayer::load_payload(std::string_view bytes, const PointSystem& system) {
  const std::string payload = read_learned(bytes, "beemo", learning_settings_, system);
  if (payload.size() != 8 + 4 * static_cast<std::size_t>(kNumLinePatterns))
    throw std::invalid_argument("learned data for beemo has the wrong size");
  ByteReader r(payload);
  const double mean = r.get<double>();
  PatternValues values;
  for (float& u : values.table()) {
    u = r.get<float>();
    if (!std::isfinite(u)) throw std::invalid_argument("learned data for beemo holds a non-finite utility");
  }
  values_ = std::move(values);
  learned_mean_ = mean;
}

}  // namespace pps
