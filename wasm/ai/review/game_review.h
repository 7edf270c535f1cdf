// The review of a finished game, move by move, as a coach gives it: each
// move's cost against the reviewer's best cell and its verdict (verdict.h),
// the game's accuracy (accuracy.h), and the score told apart into the luck
// of the cards and the cost of the choices:
//
//   score = start + luck - cost + error
//
// where, for move t, with B the reviewer's estimate of its best cell for the
// card dealt, P its estimate of the cell played (P = B - cost) and L the
// card's luck (card_luck.h):
//   - expected_before(t) = B(t) - L(t), the reviewer's expectation before the
//     card was dealt, and start = expected_before(1);
//   - luck = the sum of L(t), cost = the sum of the costs;
//   - error = the sum over t < 25 of expected_before(t+1) - P(t), plus
//     score - P(25): how far the reviewer's estimates moved between one move
//     and the next for no card and no choice (0 for a perfect reviewer).
// The identity holds to rounding by construction, and the tests check it with
// each term computed on its own.
//
// The reviewer is a player that estimates every cell (analyze()), seeded for
// the deal as a game of it is, so the same game gets the same review on every
// machine and build under a fixed simulation budget. The review can also play
// the deal itself ("the AI on the same cards").
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ai/core/player.h"
#include "ai/review/card_luck.h"
#include "ai/review/verdict.h"
#include "engine/game.h"

namespace pps {

class LineSplit;

struct MoveReview {
  int turn = 0;  // 0..24
  Card card = kNoCard;
  int played = -1;
  Analysis analysis;  // the reviewer's, of the position before the move (its best: analysis.best)
  double cost = 0;    // the best estimate minus the played cell's (0 when the reviewer chose it)
  double margin = 0;  // the margin of error of the cost (NaN: none known)
  Verdict verdict = Verdict::kBest;
  double accuracy = 100;  // 0..100
  CardLuck luck;
  double expected_before = 0;  // B - L
  double expected_after = 0;   // P, the estimate of the cell played
};

struct GameReview {
  std::vector<MoveReview> moves;  // 25 once complete
  int score = 0;
  double scale = 1;  // the point system's (system_scale.h)
  double start = 0, luck = 0, cost = 0, error = 0;
  double accuracy = 100;
  double mistakes_cost = 0;  // the costs of the Inaccuracies, Mistakes and Blunders
  std::array<int, kVerdicts> counts{};
  std::vector<int> key_moments;  // at most kKeyMoments turns, costliest first
  std::optional<int> ai_score;   // the reviewer's own game of the deal, when played
};

inline constexpr int kKeyMoments = 3;

// Reviews a finished game one step at a time, so that a page can show each
// move as it is ready and stop between moves.
class GameReviewer {
 public:
  // `reviewer` must know the point system (set_system) and keep its budget;
  // `game` must be over. With `ai_game`, the review also plays the deal with
  // the reviewer (25 more steps). Throws std::invalid_argument for a game
  // that is not over.
  GameReviewer(Player& reviewer, const Game& game, bool ai_game);
  ~GameReviewer();

  // Steps in all (25, or 50 with the AI's game) and done so far.
  int steps() const { return ai_game_ ? 2 * kNumCells : kNumCells; }
  int done() const { return done_; }
  bool finished() const { return done_ == steps(); }
  // Reviews the next move (or plays the AI's next move); returns the turn
  // reviewed, or -1 for a step of the AI's game. Throws std::logic_error
  // when finished, std::invalid_argument when the reviewer gives no estimates.
  int step();

  const Game& game() const { return game_; }
  const std::vector<MoveReview>& moves() const { return review_.moves; }
  // The whole review; complete once finished() (before that: the moves so far).
  GameReview summary() const;
  // The board before move `turn` (0..24, a move already reviewed).
  Board board_before(int turn) const;
  // How the reviewer splits its estimates (for explanations), once a move is reviewed.
  const LineSplit& split() const;

 private:
  void review_move();
  void play_ai_move();

  Player& reviewer_;
  Game game_;          // the finished game
  Game replay_;        // the game replayed move by move
  Game ai_;            // the reviewer's own game of the deal
  bool ai_game_;
  int done_ = 0;
  double scale_;
  std::unique_ptr<LineSplit> split_;
  GameReview review_;
};

struct Explanation;
// Why the reviewer's cell rather than the one played in move `turn` (a move
// already reviewed), or rather than its next best when the move was its own.
Explanation explain_reviewed_move(const GameReviewer& reviewer, int turn);

// The whole review at once.
GameReview review_game(Player& reviewer, const Game& game, bool ai_game);

}  // namespace pps
