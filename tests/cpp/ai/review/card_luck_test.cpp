// The luck of a card: against the average over every card that could have
// come, so the luck of all those cards averages to nothing; for the last
// card, exactly how many points it made against the average card.
#include "ai/review/card_luck.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "ai/eval/points_now.h"
#include "engine/game.h"

namespace pps {
namespace {

TEST(CardLuck, TheCardsThatCouldComeAverageToNoLuck) {
  const PointSystem american = PointSystem::american();
  const PointsNowEvaluator points(american);
  Game game(american, 17);
  for (int i = 0; i < 11; ++i) game.play(game.legal_cells()[0]);
  double sum = 0;
  int cards = 0;
  for (CardMask m = game.board().unseen(); m; m &= m - 1, ++cards)
    sum += card_luck(game.board(), static_cast<Card>(__builtin_ctzll(m)), points).luck();
  EXPECT_EQ(cards, kNumCards - 11);
  EXPECT_NEAR(sum / cards, 0.0, 1e-9);
}

TEST(CardLuck, TheLastCardsLuckIsItsPointsAgainstTheAverageCard) {
  const PointSystem american = PointSystem::american();
  const PointsNowEvaluator points(american);
  Game game(american, 5);
  while (game.turn() < kNumCells - 1) game.play(game.legal_cells()[0]);
  const int cell = game.legal_cells()[0];
  double total = 0;
  int cards = 0;
  for (CardMask m = game.board().unseen(); m; m &= m - 1, ++cards) {
    Board board = game.board();
    board.place(cell, static_cast<Card>(__builtin_ctzll(m)));
    total += board.score(american);
  }
  const CardLuck luck = card_luck(game.board(), game.current_card(), points);
  Game last = game;
  last.play(cell);
  EXPECT_DOUBLE_EQ(luck.dealt, last.score());
  EXPECT_NEAR(luck.average, total / cards, 1e-12);
}

TEST(CardLuck, RefusesACardOnTheBoardAndAFullBoard) {
  const PointSystem american = PointSystem::american();
  const PointsNowEvaluator points(american);
  Game game(american, 3);
  game.play(0);
  EXPECT_THROW(card_luck(game.board(), game.board().at(0), points), std::invalid_argument);
  while (!game.over()) game.play(game.legal_cells()[0]);
  EXPECT_THROW(card_luck(game.board(), 0, points), std::invalid_argument);
}

}  // namespace
}  // namespace pps
