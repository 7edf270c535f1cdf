#include "bindings/explain_bindings.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "ai/explain/explanation.h"
#include "ai/explain/explanation_json.h"
#include "bindings/boundary.h"

namespace pps::bindings {

namespace {

// analysis[key]: 25 numbers, one per cell (absent: `missing` everywhere),
// read by boundary.post.js without running the caller's code here.
std::array<double, kNumCells> cells_field(const val& analysis, const char* key, double missing) {
  std::array<double, kNumCells> out;
  out.fill(missing);
  const val numbers = val::module_property("__ppsNumbers")(analysis, std::string(key), kNumCells);
  if (numbers.isUndefined()) return out;
  if (numbers.isNull())
    throw std::invalid_argument(std::string("analysis ") + key + " must be an array of 25 numbers, one per cell");
  for (int cell = 0; cell < kNumCells; ++cell) out[static_cast<std::size_t>(cell)] = numbers[cell].as<double>();
  return out;
}

Analysis analysis_arg(const val& value) {
  if (!optional_object_arg(value, "analysis")) throw std::invalid_argument("analysis must be what analyze() returned");
  Analysis analysis = unrated_analysis();
  analysis.value = cells_field(value, "values", std::numeric_limits<double>::quiet_NaN());
  const std::array<double, kNumCells> samples = cells_field(value, "samples", 0);
  for (int cell = 0; cell < kNumCells; ++cell) {
    const double n = samples[static_cast<std::size_t>(cell)];
    if (!(n >= 0 && n <= 9e15) || std::trunc(n) != n)
      throw std::invalid_argument("analysis samples must be counts (whole numbers from 0)");
    analysis.samples[static_cast<std::size_t>(cell)] = static_cast<std::int64_t>(n);
  }
  analysis.lookahead = cells_field(value, "lookahead", std::numeric_limits<double>::quiet_NaN());
  analysis.gap_error = cells_field(value, "gapError", std::numeric_limits<double>::quiet_NaN());
  for (const double e : analysis.gap_error)
    if (e < 0) throw std::invalid_argument("analysis gapError must be standard errors (not negative)");
  analysis.best = static_cast<int>(number_field(value, "analysis", "best", -1, 0, kNumCells - 1, true));
  if (analysis.best < 0) throw std::invalid_argument("analysis best is missing");
  return analysis;
}

}  // namespace

val explain_analysis(const Player& player, const Game& game, const val& analysis, const val& cell) {
  const Analysis parsed = analysis_arg(analysis);
  const bool compare = !cell.isNull() && !cell.isUndefined();
  const int other = compare ? integer_arg(cell, "cell", 0, kNumCells - 1) : -1;
  if (game.over()) throw std::invalid_argument("the game is over: there is no card to place");
  const auto split = line_split_of(player, game.system());
  // Our own JSON (explanation_json.h), the form pps analyze --json writes:
  // parsing it cannot throw, and it costs the engine less than building the
  // objects field by field.
  const std::string json =
      explanation_json(explain_move(game.board(), game.current_card(), game.system(), parsed, *split, other));
  return val::global("JSON").call<val>("parse", json);
}

}  // namespace pps::bindings
