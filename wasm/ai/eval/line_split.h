// An evaluator's estimate of a position split into what each of the ten
// lines is worth and the terms that belong to no line: what an explanation
// (ai/explain/) shows the difference between two cells as. Each evaluator
// says how its own estimate splits (Evaluator::line_split): those that sum
// line values (NARL's and the champion's values, BeeMo's patterns, Tiger's
// heuristic, the points on the board) exactly, NARL with its hand-size term
// and the cross correction with its own. Any other, the TD network and any
// evaluator added later that does not say, gets the approximate split, and
// the split says so: Tiger's heuristic rates the lines, and the rest of the
// evaluator's estimate is one term of its own.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "engine/board.h"
#include "engine/point_system.h"

namespace pps {

class Evaluator;
class NarlValues;
class PatternValues;
class TigerHeuristic;

// The evaluator terms that belong to no line.
enum class TermKind : std::uint8_t {
  kNone,
  kLineSizes,   // NARL's hand-size term: how many lines hold how many cards
  kCrossing,    // the cross correction: how a row and a column compete for the same cards
  kWholeBoard,  // what an evaluator of whole boards sees beyond Tiger's line values
};

struct SplitValue {
  std::array<double, kNumLines> lines{};
  std::array<double, 2> terms{};  // one per LineSplit::term_kind()
  double total = 0;           // the evaluator's estimate: lines plus terms
};

class LineSplit {
 public:
  virtual ~LineSplit() = default;

  SplitValue split(const Board& board) const;
  // The terms, by what they are about.
  int terms() const { return terms_; }
  TermKind term_kind(int term) const { return term_kinds_[static_cast<std::size_t>(term)]; }
  // Whether the lines' shares are the evaluator's own (else Tiger's heuristic's).
  bool exact() const { return exact_; }
  // How the split was computed, in a sentence that starts "exact: " or "approximate: ".
  const char* method() const { return method_; }
  // The evaluator whose estimates are split: what the explanation's look at
  // the next card plays by.
  virtual const Evaluator& evaluator() const = 0;
  // What the explanation's simulated games play by: the evaluator, or for one
  // that rates whole boards (too slow for hundreds of games on a hint) the
  // heuristic that rates its lines.
  virtual const Evaluator& playout_evaluator() const { return evaluator(); }

 protected:
  // At most two terms (kNone: none).
  LineSplit(bool exact, const char* method, TermKind first_term = TermKind::kNone,
            TermKind second_term = TermKind::kNone)
      : term_kinds_{first_term, second_term},
        terms_((first_term != TermKind::kNone) + (second_term != TermKind::kNone)), exact_(exact), method_(method) {}
  virtual double line_value(const Board& board, int line) const = 0;
  // The estimate that term `term` completes: each term is what its estimate
  // adds to the one before it (the first: to the sum of the lines), and the
  // last estimate is the evaluator's own.
  virtual double estimate(const Board& board, int term) const = 0;

 private:
  std::array<TermKind, 2> term_kinds_;
  int terms_;
  bool exact_;
  const char* method_;
};

// The splits an evaluator may give of itself (each must outlive its split,
// as must what it is given). NARL's line values and hand-size term; with
// `cross` (the evaluator that adds the cross correction to NARL's estimate),
// that correction as a second term.
std::unique_ptr<LineSplit> narl_split(const NarlValues& values, const PointSystem& system, const Evaluator& narl,
                                      const Evaluator* cross = nullptr);
std::unique_ptr<LineSplit> pattern_split(const PatternValues& values, const PointSystem& system,
                                         const Evaluator& evaluator);
std::unique_ptr<LineSplit> points_split(const PointSystem& system, const Evaluator& evaluator);
std::unique_ptr<LineSplit> tiger_split(const TigerHeuristic& tiger);
// The approximate split: Tiger's heuristic under `system` (with the paper's
// weights) rates the lines, and the rest of `whole`'s estimate is one term;
// nullptr `whole` (a player that rates no positions): Tiger's lines alone.
std::unique_ptr<LineSplit> approximate_split(const PointSystem& system, const Evaluator* whole);

}  // namespace pps
