// A verdict for a move, as chess players know them (Best, Excellent, Good,
// Inaccuracy, Mistake, Blunder, and Forced where every cell is worth the
// same), from the move's cost: the reviewer's best estimate minus the
// estimate of the cell played. Costs are read in "American points": divided
// by the point system's scale (system_scale.h), so that a British or a
// contest system reads like American. The thresholds come from the costs of
// the AI's, greedy's and random moves over many games (docs/DESIGN.md,
// "The review's verdicts and accuracy").
#pragma once

#include <array>
#include <cstdint>

namespace pps {

enum class Verdict : std::uint8_t { kBest, kExcellent, kGood, kInaccuracy, kMistake, kBlunder, kForced };
inline constexpr int kVerdicts = 7;

// A scaled cost at most this is Excellent, Good, an Inaccuracy, a Mistake;
// above the last, a Blunder.
inline constexpr std::array<double, 4> kVerdictLimits = {1.0, 3.0, 7.0, 15.0};
struct MoveCost {
  double cost = 0;        // in the system's points, >= 0
  double margin = 0;      // the review's margin of error of the cost (NaN: none known)
  double scale = 1;       // the system's scale (American: 1)
  bool best = false;      // the cell played is the reviewer's choice, or worth the same (explanation.h's kSameDifference)
  bool forced = false;    // every empty cell is worth the same
};

// The verdict of a move. A cost within the margin of error is never worse
// than Good: the reviewer cannot tell the cells apart.
Verdict verdict_of(const MoveCost& move);

const char* verdict_name(Verdict verdict);    // "Best", "Excellent", ...
const char* verdict_key(Verdict verdict);     // "best", "excellent", ... (JSON, CSS)
const char* verdict_symbol(Verdict verdict);  // "★", "!", "✓", "?!", "?", "??", "□"

}  // namespace pps
