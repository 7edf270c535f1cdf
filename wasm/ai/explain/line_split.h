// An evaluator's estimate of a position split into what each of the ten
// lines is worth and the terms that belong to no line. For the evaluators
// that sum line values (NARL's and the champion's values, BeeMo's patterns,
// Tiger's heuristic, the points on the board) the split is theirs, exactly:
// NARL adds its hand-size term, the cross correction its own. The TD network
// rates whole boards, so its split is approximate: Tiger's heuristic rates the
// lines, and the rest of the network's estimate is one term of its own.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/core/player.h"
#include "ai/learn/evaluator_model.h"
#include "engine/board.h"

namespace pps {

struct SplitValue {
  std::array<double, kNumLines> lines{};
  std::vector<double> terms;  // one per LineSplit::term_names()
  double total = 0;           // the evaluator's estimate: lines plus terms
};

class LineSplit {
 public:
  using LineValue = std::function<double(const Board& board, int line)>;
  using Estimate = std::function<double(const Board& board)>;
  // A term is what an estimate adds to the one before it (the first: to the
  // sum of the lines); the last estimate is the evaluator's own.
  struct Term {
    std::string name;  // in words a sentence can use: "the spread of cards over the lines"
    Estimate estimate;
  };

  LineSplit(LineValue line_value, std::vector<Term> terms, bool exact, std::string method);

  SplitValue split(const Board& board) const;
  std::vector<std::string> term_names() const;
  // Whether the lines' shares are the evaluator's own (else Tiger's heuristic's).
  bool exact() const { return exact_; }
  // How the split was computed, in a sentence.
  const std::string& method() const { return method_; }

 private:
  LineValue line_value_;
  std::vector<Term> terms_;
  bool exact_;
  std::string method_;
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
