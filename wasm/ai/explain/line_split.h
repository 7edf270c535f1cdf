// An evaluator's estimate of a position split into what each of the ten
// lines is worth and the terms that belong to no line. For the evaluators
// that sum line values (NARL's and the champion's values, BeeMo's patterns,
// Tiger's heuristic, the points on the board) the split is theirs, exactly:
// NARL adds its hand-size term, the cross correction its own. The TD network
// rates whole boards, so its split is approximate: Tiger's heuristic rates the
// lines, and the rest of the network's estimate is one term of its own.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "ai/core/player.h"
#include "ai/learn/evaluator_model.h"
#include "engine/board.h"

namespace pps {

// The evaluator terms that belong to no line.
enum class TermKind : std::uint8_t {
  kNone,
  kLineSizes,   // NARL's hand-size term: how many lines hold how many cards
  kCrossing,    // the cross correction: how a row and a column compete for the same cards
  kWholeBoard,  // what an evaluator of whole boards sees beyond Tiger's line values
};

struct SplitValue {
  std::array<double, kNumLines> lines{};
  std::array<double, 2> terms{};  // one per LineSplit::term_name()
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
  // How the split was computed, in a sentence.
  const char* method() const { return method_; }
  // The evaluator whose estimates are split (the approximate split's whole-board
  // one): what the explanation's look at the next card plays by.
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

// The split of `model`'s evaluator under `system` (the model must outlive it
// and be ready for the system); nullptr model (a player that rates nothing):
// Tiger's heuristic, approximate.
std::unique_ptr<LineSplit> line_split_of(const EvaluatorModel* model, const PointSystem& system);
// The split of `player`'s evaluator (players without one: Tiger's heuristic,
// approximate). Throws std::invalid_argument for a learning player that has
// not learned (or loaded) its values yet.
std::unique_ptr<LineSplit> line_split_of(const Player& player, const PointSystem& system);

}  // namespace pps
