// An evaluator estimates how a game will end from where it stands: the seam
// between what a player knows about a point system (a heuristic, learned
// tables, a network) and how it searches (search/). Tiger's heuristic, BeeMo's
// pattern utilities, the NARL values and the TD network each implement it, so
// that any search can run over any of them: a player is an evaluator, a search
// and a time policy (docs/DESIGN.md, "A player is an evaluator, a search and a time
// policy"; players/ shows the combinations).
#pragma once

#include <array>
#include <memory>

#include "engine/board.h"
#include "engine/point_system.h"

namespace pps {

class LineSplit;  // line_split.h

class Evaluator {
 public:
  virtual ~Evaluator() = default;

  // The expected final score of `board`, the cards to come being drawn from
  // board.unseen(); a full board is worth exactly its score.
  virtual double evaluate(const Board& board) const = 0;

  // Rates placing `card` in each empty cell of `board` (the cards to come are
  // board.unseen() without `card`): writes out[cell] for every empty cell and
  // returns a value of `board` itself on the same scale, so that
  // out[cell] - returned is what that placement gains. Only differences are
  // meaningful: an evaluator that rates lines may return 0 and each cell's
  // gain. The default places the card and evaluates each result, and returns
  // NaN: the board's own value would cost an evaluation that greedy play
  // never reads; the one caller that needs it (pruning) asks evaluate().
  virtual double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const;

  // How this evaluator's estimate under `system` (the one it rates by)
  // splits into what each line is worth and terms of no line, for the
  // explanations (line_split.h); the split refers to the evaluator, which
  // must outlive it. An evaluator that sums line values gives its own, exact
  // split; the default is the approximate one (Tiger's heuristic rates the
  // lines, the rest of this estimate is one term), which says it is.
  virtual std::unique_ptr<LineSplit> line_split(const PointSystem& system) const;
};

}  // namespace pps
