#include "ai/review/verdict.h"

#include <cmath>

namespace pps {

Verdict verdict_of(const MoveCost& move) {
  if (move.forced) return Verdict::kForced;
  if (move.best) return Verdict::kBest;
  const double scaled = move.cost / move.scale;
  int level = 0;
  while (level < static_cast<int>(kVerdictLimits.size()) && scaled > kVerdictLimits[static_cast<std::size_t>(level)])
    ++level;
  Verdict verdict = static_cast<Verdict>(static_cast<int>(Verdict::kExcellent) + level);
  if (std::isfinite(move.margin) && move.cost <= move.margin && verdict > Verdict::kGood) verdict = Verdict::kGood;
  return verdict;
}

namespace {
constexpr const char* kNames[kVerdicts] = {"Best", "Excellent", "Good", "Inaccuracy", "Mistake", "Blunder", "Forced"};
constexpr const char* kKeys[kVerdicts] = {"best", "excellent", "good", "inaccuracy", "mistake", "blunder", "forced"};
constexpr const char* kSymbols[kVerdicts] = {"★", "!", "✓", "?!", "?", "??", "□"};
}  // namespace

const char* verdict_name(Verdict verdict) { return kNames[static_cast<int>(verdict)]; }
const char* verdict_key(Verdict verdict) { return kKeys[static_cast<int>(verdict)]; }
const char* verdict_symbol(Verdict verdict) { return kSymbols[static_cast<int>(verdict)]; }

}  // namespace pps
