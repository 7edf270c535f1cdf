// Why the AI puts a card where it does: for its best cell and another one
// (by default the cell a learner is tempted by, the one that scores the most
// points right now, when the AI's cell scores less; else the best cell that
// is not equivalent to the AI's), what the card does
// to each line it joins (line_change.h), weighed by how those lines ended in
// simulated games (line_outcomes.h), and the difference between the two
// cells' estimates split into shares that add up to it exactly, in the order
// the AI's own judgement is built:
//   - the rule of thumb, its evaluator's value after the placement: one share
//     per line whose value differs (the two cells' rows and columns; every
//     other line is the same in both positions) and the evaluator's terms
//     that belong to no line (ai/eval/line_split.h: NARL's hand-size term...);
//   - the look at the next cards: what the player's lookahead adds to that
//     (expectimax's mean over the next card of its best placement);
//   - the simulated games: what the player's playouts add to its lookahead
//     (the champion's race), or to the rule of thumb for a player whose search
//     does not look ahead first.
// The difference is a close call when it is within two and a half standard
// errors of the estimates behind it (from the player's own playouts); a
// reason the text names is a share at least that large.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <string>

#include "ai/core/player.h"
#include "ai/explain/line_change.h"
#include "ai/explain/line_outcomes.h"
#include "ai/explain/player_split.h"
#include "ai/explain/next_card.h"
#include "ai/explain/small_list.h"

namespace pps {

// Differences smaller than this read as "the same" (they round to 0.0).
inline constexpr double kSameDifference = 0.05;
// Standard errors within which two sampled estimates are about as good:
// two and a half, not two, because the AI's cell is the best of several
// raced cells, whose lead over the next is biased upward (a winner's curse):
// at two, a tenth of the choices a larger budget overturned had been called
// clear (bench/notes/2026-11-28-explanations-that-teach.md).
inline constexpr double kCloseErrors = 2.5;

struct CellReasons {
  int cell = -1;
  double estimate = 0;       // the player's estimate of the final score (NaN if it gave none)
  std::int64_t samples = 0;  // games its search played out behind the estimate (0: none)
  double lookahead = std::numeric_limits<double>::quiet_NaN();  // its lookahead's value (NaN: none)
  double value = 0;          // the evaluator's estimate of the position after the placement
  std::array<LineChange, 2> lines;  // its row, its column

  // Whether `line` is this cell's row or column.
  bool holds_line(int line) const { return lines[0].line == line || lines[1].line == line; }
};

struct Share {
  enum class Kind : std::uint8_t { kLine, kTerm, kLookahead, kPlayouts };
  Kind kind = Kind::kLine;
  int line = -1;           // kLine: the line; kTerm: the line one cell starts and the other leaves empty (-1: none)
  bool of_best = true;     // kLine: a line of the best cell, else of the other one
  TermKind term = TermKind::kNone;  // kTerm: which
  double points = 0;       // its part of the difference
  bool named = false;      // the text names it
  int clause = -1;         // when named: which of the text's reasons (shares said together share one)
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
  // two terms, the lookahead and the playouts at most.
  SmallList<Share, 8> shares;
  bool exact = true;          // whether the lines' shares are the evaluator's own (ai/eval/line_split.h)
  std::string method;         // how the shares were computed
  // How the lines ended in the explanation's own simulated games, with the
  // card in the best cell (scenario 0) and in the other (1).
  LineOutcomes outcomes;
  // Two and a half standard errors of the difference, from the samples
  // behind the estimates (NaN when they come from no samples), and whether
  // the difference is within it: the two cells are about as good.
  double margin = std::numeric_limits<double>::quiet_NaN();
  bool close = false;
  // The smallest share the text names as a reason: the margin, or for
  // estimates from no samples the least difference that is not a close call.
  double least_reason = 0;
  // The points on the board right after the card goes to the other cell,
  // minus right after it goes to the AI's: above 0, the other cell scores
  // more now (the greedy choice), and the text says why not take them.
  int now_gain = 0;
  NextCard next_card;         // what the next card could do, when the lookahead has a share
  // What the first sentence says the card does in the AI's cell: a line of
  // it (0: its row, 1: its column) and the reason, an index into its reasons.
  struct Lead {
    int line = -1;
    int reason = -1;
  };
  SmallList<Lead, 2> lead;
  unsigned lines = 0;         // bit k: the text names line k (the page rings them)
  std::string text;           // two sentences (explanation_text.h)
};

// Explains `analysis` (the player's, of placing `card` on `board` under
// `system`; its best cell is the one explained) against `other` (-1: the
// greedy choice when the best cell scores less now, else the best estimated
// cell not equivalent to the best one). `split` rates positions as
// the player's evaluator does; `deals` is how many deals its simulated games
// play (tests of its form take fewer). Throws std::invalid_argument for a card
// that is on the board, a best or other cell that is not empty, or other == best.
Explanation explain_move(const Board& board, Card card, const PointSystem& system, const Analysis& analysis,
                         const LineSplit& split, int other = -1, int deals = kOutcomeDeals);

}  // namespace pps
