#include "ai/review/game_review.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "ai/core/match.h"
#include "ai/explain/explanation.h"
#include "ai/explain/player_split.h"
#include "ai/review/accuracy.h"
#include "ai/review/system_scale.h"

namespace pps {

namespace {

Game fresh_copy(const Game& game) {
  Game fresh = game;
  while (fresh.undo()) {
  }
  return fresh;
}

double highest_estimate(const Board& board, const Analysis& analysis) {
  double best = -std::numeric_limits<double>::infinity();
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1) {
    const double v = analysis.value[static_cast<std::size_t>(__builtin_ctz(m))];
    if (!std::isfinite(v)) throw std::invalid_argument("the reviewer gives no estimate for every empty cell");
    best = std::max(best, v);
  }
  return best;
}

// Every empty cell is worth the same: one cell left, or estimates that differ
// by less than the explanations' "the same".
bool forced(const Board& board, const Analysis& analysis, double highest) {
  for (std::uint32_t m = board.empty_cells(); m; m &= m - 1)
    if (highest - analysis.value[static_cast<std::size_t>(__builtin_ctz(m))] >= kSameDifference) return false;
  return true;
}

}  // namespace

GameReviewer::GameReviewer(Player& reviewer, const Game& game, bool ai_game)
    : reviewer_(reviewer), game_(game), replay_(fresh_copy(game)), ai_(replay_), ai_game_(ai_game),
      scale_(system_scale(game.system())) {
  if (!game.over()) throw std::invalid_argument("only a finished game can be reviewed");
  reviewer_.new_game(player_seed(game.seed()));
  review_.scale = scale_;
  review_.score = game.score();
}

GameReviewer::~GameReviewer() = default;

int GameReviewer::step() {
  if (finished()) throw std::logic_error("the review is finished");
  if (done_ < kNumCells) {
    const int turn = done_;
    review_move();
    ++done_;
    return turn;
  }
  if (done_ == kNumCells) reviewer_.new_game(player_seed(game_.seed()));
  play_ai_move();
  ++done_;
  return -1;
}

void GameReviewer::review_move() {
  const Board& board = replay_.board();
  MoveReview move;
  move.turn = replay_.turn();
  move.card = replay_.current_card();
  move.played = game_.moves()[static_cast<std::size_t>(move.turn)];
  move.analysis = reviewer_.analyze(board, move.card);
  if (!split_) split_ = line_split_of(reviewer_, game_.system());
  const double highest = highest_estimate(board, move.analysis);
  const double played = move.analysis.value[static_cast<std::size_t>(move.played)];
  const bool chosen = move.played == move.analysis.best || highest - played < kSameDifference;
  move.cost = chosen ? 0.0 : highest - played;
  const double gap_error = move.analysis.gap_error[static_cast<std::size_t>(move.played)];
  move.margin = std::isfinite(gap_error) ? kCloseErrors * gap_error : std::numeric_limits<double>::quiet_NaN();
  move.verdict = verdict_of({move.cost, move.margin, scale_, chosen, forced(board, move.analysis, highest)});
  move.accuracy = move_accuracy(move.cost / scale_);
  move.luck = card_luck(board, move.card, split_->evaluator());
  move.expected_after = played;
  move.expected_before = played + move.cost - move.luck.luck();
  review_.moves.push_back(move);
  replay_.play(move.played);
}

void GameReviewer::play_ai_move() {
  const Analysis analysis = reviewer_.analyze(ai_.board(), ai_.current_card());
  ai_.play(analysis.best);
  if (ai_.over()) review_.ai_score = ai_.score();
}

Board GameReviewer::board_before(int turn) const {
  if (turn < 0 || turn >= static_cast<int>(review_.moves.size()))
    throw std::invalid_argument("board_before: that move is not reviewed yet");
  Board board;
  for (int t = 0; t < turn; ++t) board.place(game_.moves()[static_cast<std::size_t>(t)], game_.cards()[static_cast<std::size_t>(t)]);
  return board;
}

const LineSplit& GameReviewer::split() const {
  if (!split_) throw std::logic_error("the review has not started");
  return *split_;
}

GameReview GameReviewer::summary() const {
  GameReview review = review_;
  const std::vector<MoveReview>& moves = review.moves;
  if (moves.empty()) return review;
  review.start = moves.front().expected_before;
  std::vector<double> accuracies;
  for (std::size_t t = 0; t < moves.size(); ++t) {
    const MoveReview& m = moves[t];
    review.luck += m.luck.luck();
    review.cost += m.cost;
    const double next = t + 1 < moves.size() ? moves[t + 1].expected_before : review.score;
    if (t + 1 < moves.size() || moves.size() == kNumCells) review.error += next - m.expected_after;
    ++review.counts[static_cast<std::size_t>(m.verdict)];
    if (m.verdict >= Verdict::kInaccuracy && m.verdict <= Verdict::kBlunder) review.mistakes_cost += m.cost;
    if (m.verdict != Verdict::kForced) accuracies.push_back(m.accuracy);
  }
  review.accuracy = game_accuracy(accuracies);
  std::vector<int> costly;
  for (const MoveReview& m : moves)
    if (m.verdict >= Verdict::kInaccuracy && m.verdict <= Verdict::kBlunder) costly.push_back(m.turn);
  std::stable_sort(costly.begin(), costly.end(), [&](int a, int b) {
    return moves[static_cast<std::size_t>(a)].cost > moves[static_cast<std::size_t>(b)].cost;
  });
  if (costly.size() > kKeyMoments) costly.resize(kKeyMoments);
  review.key_moments = costly;
  return review;
}

Explanation explain_reviewed_move(const GameReviewer& reviewer, int turn) {
  const MoveReview& move = reviewer.moves().at(static_cast<std::size_t>(turn));
  const int other = move.played == move.analysis.best ? -1 : move.played;
  return explain_move(reviewer.board_before(turn), move.card, reviewer.game().system(), move.analysis,
                      reviewer.split(), other);
}

GameReview review_game(Player& reviewer, const Game& game, bool ai_game) {
  GameReviewer review(reviewer, game, ai_game);
  while (!review.finished()) review.step();
  return review.summary();
}

}  // namespace pps
