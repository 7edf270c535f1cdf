#include "engine/game.h"

#include <gtest/gtest.h>

#include "engine/rng.h"

namespace pps {
namespace {

TEST(Game, Seed42DealsTheContestCards) {
  const Game game(PointSystem::american(), 42);
  EXPECT_EQ(cards_to_string(game.cards().data(), kNumCells),
            "AH 7S TS 6H 6D 8D 6C KH 5S 6S 4S 5H JH 7C KS TC QD QS JD 8S 4H 9C QH 7D 8C");
  EXPECT_EQ(game.current_card(), parse_card("AH"));
}

TEST(Game, PlaceThenUndoRestoresEveryLineExactly) {
  Rng rng(3);
  Game game(PointSystem::british(), 1000);
  std::vector<Board> history{game.board()};
  while (!game.over()) {
    const auto legal = game.legal_cells();
    game.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    history.push_back(game.board());
  }
  while (game.undo()) {
    history.pop_back();
    const Board& expected = history.back();
    for (int cell = 0; cell < kNumCells; ++cell) ASSERT_EQ(game.board().at(cell), expected.at(cell));
    for (int line = 0; line < kNumLines; ++line) {
      ASSERT_EQ(game.board().category(line), expected.category(line));
      ASSERT_EQ(game.board().line(line).rank_mask(), expected.line(line).rank_mask());
      ASSERT_EQ(game.board().line(line).size(), expected.line(line).size());
    }
    ASSERT_EQ(game.board().unseen(), expected.unseen());
    ASSERT_EQ(game.board().empty_cells(), expected.empty_cells());
  }
  EXPECT_EQ(game.turn(), 0);
  EXPECT_EQ(game.board().unseen(), kFullDeck);
}

TEST(Game, IllegalPlacementsAreRefused) {
  Game game(PointSystem::american(), 1);
  game.play(12);
  EXPECT_THROW(game.play(12), std::invalid_argument);
  EXPECT_THROW(game.play(-1), std::invalid_argument);
  EXPECT_THROW(game.play(25), std::invalid_argument);
  EXPECT_EQ(game.turn(), 1);  // refused moves change nothing
  for (int cell = 0; cell < kNumCells; ++cell)
    if (cell != 12) game.play(cell);
  EXPECT_TRUE(game.over());
  EXPECT_EQ(game.current_card(), kNoCard);
  EXPECT_TRUE(game.legal_cells().empty());
  try {
    game.play(0);
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("over"), std::string::npos);
  }
}

TEST(Game, SerializesAndParsesBack) {
  Game game(PointSystem::parse("random:7"), -3);
  for (int cell : {0, 24, 12, 6}) game.play(cell);
  EXPECT_EQ(game.serialize(), "random:7;-3;aymg");
  const Game copy = Game::parse(game.serialize());
  EXPECT_EQ(copy.serialize(), game.serialize());
  EXPECT_EQ(copy.system(), game.system());
  for (int cell = 0; cell < kNumCells; ++cell) EXPECT_EQ(copy.board().at(cell), game.board().at(cell));
  EXPECT_EQ(Game::parse("american;42;").turn(), 0);
}

TEST(Game, CompleteGameScoresAsTheGridDoes) {
  Game game(PointSystem::american(), 42);
  for (int cell = 0; cell < kNumCells; ++cell) game.play(cell);
  Board board;
  for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, game.cards()[cell]);
  EXPECT_EQ(game.score(), board.score(PointSystem::american()));
}

// The running total a person sees counts only lines that hold cards: with a
// non-zero high card, empty lines used to add it ten times over.
TEST(Game, RunningScoreCountsOnlyLinesWithCards) {
  const PointSystem negative = PointSystem::parse("-5,1,2,3,4,5,6,7,8,9");
  EXPECT_EQ(Game(negative, 1).score(), 0);
  const PointSystem random7 = PointSystem::parse("random:7");
  ASSERT_NE(random7.points(kHighCard), 0);
  Game game(random7, 42);
  game.play(12);
  EXPECT_EQ(game.score(), 2 * random7.points(kHighCard));  // its row and its column, both high card
  EXPECT_EQ(game.line_points(0), 0);
  Rng rng(5);
  for (const PointSystem& system : {negative, random7}) {
    Game g(system, 9);
    while (!g.over()) {
      const auto legal = g.legal_cells();
      g.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
      int shown = 0;
      for (int line = 0; line < kNumLines; ++line) {
        const bool empty = g.board().line(line).size() == 0;
        EXPECT_EQ(g.line_points(line), empty ? 0 : g.board().line_points(line, system));
        shown += g.line_points(line);
      }
      EXPECT_EQ(g.score(), shown);
    }
    EXPECT_EQ(g.score(), g.board().score(system));  // the final score is the contest's
  }
}

TEST(Game, CorruptSavedGamesAreRefused) {
  for (const char* bad : {"", "american", "american;42", "american;42;aa", "american;42;a1", "bogus;42;a",
                          "american;x;a", "american;42;abcdefghijklmnopqrstuvwxyz", "american;42;a;b"}) {
    EXPECT_THROW(Game::parse(bad), std::invalid_argument) << bad;
  }
}

}  // namespace
}  // namespace pps
