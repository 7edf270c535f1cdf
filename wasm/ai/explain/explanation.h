// Why the AI puts a card where it does: for its best cell and another one
// (by default the best cell that is not equivalent to it), what the card does
// to each line it joins (line_change.h), and the difference between the two
// cells' estimates split into shares that add up to it exactly:
//   - one per line whose value differs (the two cells' rows and columns;
//     every other line is the same in both positions, so it contributes 0);
//   - the evaluator's terms that belong to no line (line_split.h: NARL's
//     hand-size term, the cross correction, or what an evaluator that is no
//     sum of lines sees beyond Tiger's line values);
//   - the search's part: what the player's estimates (a hint's numbers, from
//     expectimax, playouts or a tree search) add to the evaluator's own
//     difference after the placement.
// It reads the player's analysis, and rates four lines and both positions
// once: nothing is searched.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "ai/core/player.h"
#include "ai/explain/line_change.h"
#include "ai/explain/line_split.h"
#include "ai/explain/small_list.h"

namespace pps {

// Differences smaller than this read as "the same" (they round to 0.0).
inline constexpr double kSameDifference = 0.05;

struct CellReasons {
  int cell = -1;
  double estimate = 0;       // the player's estimate of the final score (NaN if it gave none)
  std::int64_t samples = 0;  // games its search played out behind the estimate (0: none)
  double value = 0;          // the evaluator's estimate of the position after the placement
  std::array<LineChange, 2> lines;  // its row, its column
};

struct Share {
  enum class Kind : std::uint8_t { kLine, kTerm, kSearch };
  Kind kind = Kind::kLine;
  int line = -1;           // kLine
  bool of_best = true;     // kLine: a line of the best cell, else of the other one
  const char* name = "";   // kTerm, kSearch: what it is, in words
  double points = 0;       // its part of the difference
  bool named = false;      // the text names it
};

struct Explanation {
  Card card = kNoCard;
  int empty_cells = 0;  // on the board before the placement
  CellReasons best;
  bool compared = false;  // false when every other empty cell is equivalent to the best (or none is left)
  CellReasons other;      // when compared
  // The best cell's estimate minus the other's: the player's estimates when
  // it gave both, else the evaluator's.
  double difference = 0;
  bool from_estimates = false;
  // They add up to `difference`, the largest (by size) first: four lines,
  // two terms and the search at most.
  SmallList<Share, 7> shares;
  bool exact = true;          // whether the lines' shares are the evaluator's own (line_split.h)
  std::string method;         // how the shares were computed
  std::string text;           // one or two sentences (explanation_text.h)
};

// Explains `analysis` (the player's, of placing `card` on `board` under
// `system`; its best cell is the one explained) against `other` (-1: the best
// estimated cell not equivalent to the best one). `split` rates positions as
// the player's evaluator does. Throws std::invalid_argument for a card that is
// on the board, a best or other cell that is not empty, or other == best.
Explanation explain_move(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                         const LineSplit& split, int other = -1);

}  // namespace pps
