#include "ai/learn/narl_model.h"

#include <stdexcept>

#include "ai/core/learned_data.h"
#include "ai/eval/value_table_io.h"

namespace pps {

namespace {
// The abstraction's optional features as saved: bit 0 hand sizes, bit 1 straight outs.
std::uint8_t features(const NarlValues& values) {
  return static_cast<std::uint8_t>((values.use_sizes ? 1 : 0) | (values.use_straight_outs ? 2 : 0));
}
}  // namespace

ParamGroup NarlModel::params(const std::string& outs, const std::string& cap) {
  return {"narl model", {
      {"cap", cap,
       "with prep: learning stops after this many games even with time left (0 = never); "
       "on American, values learned from 16 million games play worse than from 4 million (bench/notes/2026-11-24-more-learning.md)"},
      {"epsilon", "0.5", "initial exploration probability of the learning games"},
      {"decay", "0.999975", "epsilon's geometric decay per learning game"},
      {"sizes", "on", "on/off: the hand-size frequency feature"},
      {"outs", outs, "on/off (ours): how many undealt cards keep a line's straight alive, in its abstraction"},
      {"batch", "64", "learning games played between two table updates (determinism across threads)"},
  }};
}

NarlModel::NarlModel(const PlayerParams& p) {
  cap_ = p.integer("cap", 0, 1'000'000'000);
  settings_.epsilon = p.number("epsilon", 0, 1);
  settings_.decay = p.number("decay", 0.9, 1);
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  values_.use_sizes = p.choice("sizes", {"on", "off"}) == 0;
  values_.use_straight_outs = p.choice("outs", {"on", "off"}) == 0;
  settings_text_ = learning_settings(p, {"epsilon", "decay", "batch", "sizes", "outs"});
}

void NarlModel::learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
                      const std::atomic<bool>* stop) {
  system_ = system;
  values_.reset();  // a learner's full tables, whatever load() left
  LearnBudget capped = budget;
  capped.max_games = cap_;
  learn_narl(values_, system_, settings_, capped, progress, stop);
}

std::string NarlModel::save() const {
  ByteWriter w;
  w.put<std::uint8_t>(features(values_));
  write_table(w, values_.lines());
  write_table(w, values_.sizes());
  return w.take();
}

void NarlModel::load(std::string_view payload, const PointSystem& system) {
  ByteReader r(payload);
  // The settings matched, so the features must too.
  if (r.get<std::uint8_t>() != features(values_))
    throw std::invalid_argument("learned NARL values are corrupt (their features disagree with their settings)");
  ValueTable lines = read_table(r, NarlValues::kLinesLog2Capacity, "NARL values");
  ValueTable sizes = read_table(r, NarlValues::kSizesLog2Capacity, "NARL values");
  if (!r.done()) throw std::invalid_argument("learned NARL values have trailing bytes");
  values_.lines() = std::move(lines);
  values_.sizes() = std::move(sizes);
  system_ = system;
}

}  // namespace pps
