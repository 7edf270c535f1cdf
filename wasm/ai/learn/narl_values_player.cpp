#include "ai/learn/narl_values_player.h"

#include <algorithm>
#include <stdexcept>

#include "ai/core/learned_data.h"
#include "ai/eval/value_table_io.h"
#include "ai/search/expectimax.h"
#include "ai/search/playout.h"

namespace pps {

namespace {
// The abstraction's optional features as saved: bit 0 hand sizes, bit 1 straight outs.
std::uint8_t features(const NarlValues& values) {
  return static_cast<std::uint8_t>((values.use_sizes ? 1 : 0) | (values.use_straight_outs ? 2 : 0));
}
}  // namespace

std::vector<ParamInfo> NarlValuesPlayer::learning_params(const std::string& outs, const std::string& cap) {
  return {
      {"prep", "300", "seconds of learning per point system, when games=0"},
      {"games", "0", "learning games instead of seconds (deterministic with seed); 0 = use prep"},
      {"cap", cap,
       "with prep: learning stops after this many games even with time left (0 = never); "
       "on American, values learned from 16 million games play worse than from 4 million (bench/LEARNING.md)"},
      {"epsilon", "0.5", "initial exploration probability of the learning games"},
      {"decay", "0.999975", "epsilon's geometric decay per learning game"},
      {"sizes", "on", "on/off: the hand-size frequency feature"},
      {"outs", outs, "on/off (ours): how many undealt cards keep a line's straight alive, in its abstraction"},
      {"batch", "64", "learning games played between two table updates (determinism across threads)"},
      {"seed", "1", "learning seed"},
  };
}

NarlValuesPlayer::NarlValuesPlayer(const PlayerParams& p, std::string kind)
    : spec_(p.canonical()), kind_(std::move(kind)) {
  read_spec_budget(p);
  cap_ = p.integer("cap", 0, 1'000'000'000);
  settings_.epsilon = p.number("epsilon", 0, 1);
  settings_.decay = p.number("decay", 0.9, 1);
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  values_.use_sizes = p.choice("sizes", {"on", "off"}) == 0;
  values_.use_straight_outs = p.choice("outs", {"on", "off"}) == 0;
  read_learning_settings(p, {"epsilon", "decay", "batch", "sizes", "outs"});
}

void NarlValuesPlayer::learn_now(const LearnBudget& budget) {
  values_.reset();  // a learner's full tables, whatever load() left
  LearnBudget capped = budget;
  capped.max_games = cap_;
  learn_narl(values_, system_, settings_, capped, [this](const LearnProgress& p) { report(p); }, stop_);
}

Analysis NarlValuesPlayer::greedy(const Board& board, Card card) {
  Analysis analysis = unrated_analysis();
  std::array<double, kNumCells> deltas{};
  const NarlEvaluator narl = evaluator();
  analysis.best = GreedyPolicy(narl).choose_rated(board, card, rng_, &deltas);
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

Analysis NarlValuesPlayer::expectimax(const Board& board, Card card, int endgame, int ahead) const {
  const int empty = __builtin_popcount(board.empty_cells());
  return pps::expectimax(board, card, evaluator(), empty <= endgame ? empty - 1 : std::min(ahead, empty - 1));
}

int NarlValuesPlayer::affordable_endgame(const SearchLimits& limits, int endgame) {
  if (limits.simulations > 0) return endgame;  // not timed
  const double allowance = limits.seconds;
  if (allowance < 0.02) return -1;
  // The exact search of the last three moves adds well under a millisecond to
  // a game, of the last four about 30 ms (American, native, idle machine).
  return allowance < 0.2 ? std::min(endgame, 3) : endgame;
}

std::string NarlValuesPlayer::save() const {
  ByteWriter w;
  w.put<std::uint8_t>(features(values_));
  write_table(w, values_.lines());
  write_table(w, values_.sizes());
  return write_learned(kind_, learning_settings_, system_, w.take());
}

void NarlValuesPlayer::load_payload(std::string_view bytes, const PointSystem& system) {
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
