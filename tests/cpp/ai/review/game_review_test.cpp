// The review of a finished game: the score told apart into the start, the
// cards' luck, the choices' cost and the estimates' error, exactly, on every
// game of a sweep; the reviewer's own game reviewed as Best throughout; and
// golden games whose decisive move gets the verdict a strong player gives.
#include "ai/review/game_review.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <stdexcept>

#include "ai/core/match.h"
#include "ai/review/accuracy.h"
#include "engine/rng.h"

namespace pps {
namespace {

std::unique_ptr<Player> reviewer(const std::string& spec, const PointSystem& system, int simulations) {
  auto player = make_player(spec);
  SearchBudget budget;
  budget.simulations = simulations;
  budget.threads = 1;
  player->set_budget(budget);
  player->set_system(system);
  return player;
}

// A game of the deal of `seed` whose moves are `cell_of(turn, game)`.
Game played(const PointSystem& system, std::int64_t seed, const std::function<int(const Game&)>& cell_of) {
  Game game(system, seed);
  while (!game.over()) game.play(cell_of(game));
  return game;
}

Game random_game(const PointSystem& system, std::int64_t seed) {
  Rng rng(static_cast<std::uint64_t>(seed) * 7919 + 1);
  return played(system, seed, [&](const Game& g) {
    const std::vector<int> cells = g.legal_cells();
    return cells[rng.below(static_cast<std::uint32_t>(cells.size()))];
  });
}

// score = start + luck - cost + error, each term summed here from the moves.
void expect_identity(const GameReview& review) {
  ASSERT_EQ(review.moves.size(), static_cast<std::size_t>(kNumCells));
  double luck = 0, cost = 0, error = 0;
  for (std::size_t t = 0; t < review.moves.size(); ++t) {
    const MoveReview& m = review.moves[t];
    const double played = m.analysis.value[static_cast<std::size_t>(m.played)];
    EXPECT_DOUBLE_EQ(m.expected_after, played);
    EXPECT_NEAR(m.expected_before, played + m.cost - (m.luck.dealt - m.luck.average), 1e-9);
    EXPECT_GE(m.cost, 0);
    luck += m.luck.dealt - m.luck.average;
    cost += m.cost;
    error += (t + 1 < review.moves.size() ? review.moves[t + 1].expected_before : review.score) - played;
  }
  EXPECT_NEAR(review.luck, luck, 1e-9);
  EXPECT_NEAR(review.cost, cost, 1e-9);
  EXPECT_NEAR(review.error, error, 1e-9);
  EXPECT_DOUBLE_EQ(review.start, review.moves.front().expected_before);
  EXPECT_NEAR(review.start + luck - cost + error, review.score, 1e-9);
}

TEST(GameReview, TheScoreIsTheStartPlusLuckMinusCostPlusErrorOnEveryGame) {
  for (const char* spec : {"american", "british", "random:7", "single:flush"}) {
    const PointSystem system = PointSystem::parse(spec);
    const auto greedy = reviewer("greedy", system, 0);
    for (int seed = 0; seed < 6; ++seed) {
      SCOPED_TRACE(std::string(spec) + " seed " + std::to_string(seed));
      const Game game = random_game(system, 1000 + seed);
      const GameReview review = review_game(*greedy, game, false);
      EXPECT_EQ(review.score, game.score());
      expect_identity(review);
      int counted = 0;
      for (const int n : review.counts) counted += n;
      EXPECT_EQ(counted, kNumCells);
      EXPECT_FALSE(review.ai_score.has_value());
    }
  }
}

TEST(GameReview, TheReviewersOwnGameIsBestThroughout) {
  const PointSystem american = PointSystem::american();
  const auto champion = reviewer("champion:games=3000", american, 200);
  GameReviewer first(*champion, random_game(american, 77), true);
  while (!first.finished()) first.step();
  const GameReview of_random = first.summary();
  ASSERT_TRUE(of_random.ai_score.has_value());
  expect_identity(of_random);
  EXPECT_LT(of_random.accuracy, 60) << "random moves are costly";

  // The AI's game of the deal, replayed by the same player seeded the same way.
  const Game ai = play_game(*champion, american, 77);
  EXPECT_EQ(*of_random.ai_score, ai.score()) << "the reviewer's own game is the game it plays";
  const GameReview of_ai = review_game(*champion, ai, false);
  expect_identity(of_ai);
  for (const MoveReview& m : of_ai.moves) {
    EXPECT_TRUE(m.verdict == Verdict::kBest || m.verdict == Verdict::kForced) << "move " << m.turn + 1;
    EXPECT_EQ(m.cost, 0);
  }
  EXPECT_DOUBLE_EQ(of_ai.accuracy, 100);
  EXPECT_TRUE(of_ai.key_moments.empty());
}

TEST(GameReview, TheFirstAndLastMovesAreForced) {
  const PointSystem american = PointSystem::american();
  const auto champion = reviewer("champion:games=3000", american, 200);
  const GameReview review = review_game(*champion, random_game(american, 3), false);
  EXPECT_EQ(review.moves.front().verdict, Verdict::kForced) << "every cell of the empty board is worth the same";
  EXPECT_EQ(review.moves.back().verdict, Verdict::kForced) << "one cell is left";
  EXPECT_DOUBLE_EQ(review.moves.back().luck.dealt, review.score);
}

TEST(GameReview, KeyMomentsAreTheCostliestMistakesFirst) {
  const PointSystem american = PointSystem::american();
  const auto champion = reviewer("champion:games=3000", american, 200);
  const GameReview review = review_game(*champion, random_game(american, 12), false);
  ASSERT_FALSE(review.key_moments.empty());
  EXPECT_LE(review.key_moments.size(), static_cast<std::size_t>(kKeyMoments));
  for (std::size_t i = 0; i < review.key_moments.size(); ++i) {
    const MoveReview& m = review.moves[static_cast<std::size_t>(review.key_moments[i])];
    EXPECT_GE(m.verdict, Verdict::kInaccuracy);
    if (i > 0) {
      EXPECT_LE(m.cost, review.moves[static_cast<std::size_t>(review.key_moments[i - 1])].cost);
    }
  }
  for (const MoveReview& m : review.moves) {
    if (m.verdict >= Verdict::kInaccuracy && m.verdict <= Verdict::kBlunder) {
      EXPECT_LE(m.cost, review.moves[static_cast<std::size_t>(review.key_moments.front())].cost);
    }
  }
}

// The first seed whose deal fits `wanted`.
std::int64_t first_seed(const std::function<bool(const Deal&)>& wanted) {
  for (std::int64_t seed = 0; seed < 1000000; ++seed)
    if (wanted(Game(PointSystem::american(), seed).cards())) return seed;
  ADD_FAILURE() << "no such deal";
  return 0;
}

// Cards 1-23 go to cells 0-3 when `in_row_1` says so (four of them), else to
// cells 5-23 in order; card 24 to `cell_24`, card 25 to the cell left.
Game row_game(const PointSystem& system, std::int64_t seed, const std::function<bool(Card)>& in_row_1, int cell_24) {
  int row = 0, rest = 5;
  return played(system, seed, [&](const Game& g) {
    if (g.turn() == kNumCells - 2) return cell_24;
    if (g.turn() == kNumCells - 1) return g.legal_cells()[0];
    return in_row_1(g.current_card()) ? row++ : rest++;
  });
}

int count_if(const Deal& deal, int cards, const std::function<bool(Card)>& test) {
  int n = 0;
  for (int i = 0; i < cards; ++i) n += test(deal[static_cast<std::size_t>(i)]);
  return n;
}

TEST(GameReview, GoldenNotCompletingTheFlushAtTheEndIsAMistake) {
  // Four hearts in row 1; the 24th card is the fifth heart.
  const auto heart = [](Card c) { return suit_of(c) == 2; };
  const std::int64_t seed = first_seed([&](const Deal& d) { return count_if(d, 23, heart) == 4 && heart(d[23]); });
  const PointSystem american = PointSystem::american();
  const auto champion = reviewer("champion:games=3000", american, 300);
  const GameReview completed = review_game(*champion, row_game(american, seed, heart, 4), false);
  EXPECT_EQ(completed.moves[23].verdict, Verdict::kBest);
  const GameReview elsewhere = review_game(*champion, row_game(american, seed, heart, 24), false);
  const MoveReview& m = elsewhere.moves[23];
  EXPECT_EQ(m.analysis.best, 4) << "the AI completes the flush";
  // The flush's 20 points are lost unless the last card is a heart too (8 of the 28 left).
  EXPECT_NEAR(m.cost, 20.0 * 20 / 28, 3.0);
  EXPECT_TRUE(m.verdict == Verdict::kMistake || m.verdict == Verdict::kBlunder) << verdict_name(m.verdict);
  // A key moment, unless three other moves of this made-up game cost more.
  const std::vector<int>& key = elsewhere.key_moments;
  if (std::find(key.begin(), key.end(), 23) == key.end()) {
    ASSERT_EQ(key.size(), static_cast<std::size_t>(kKeyMoments));
    for (const int turn : key) EXPECT_GE(elsewhere.moves[static_cast<std::size_t>(turn)].cost, m.cost);
  }
  expect_identity(elsewhere);
}

TEST(GameReview, GoldenBritishLeavingTheFullHouseIsABlunder) {
  // Two pair in row 1 (British: 3 points), the 24th card the third of one rank (a full house: 10).
  Deal found{};
  int pair_x = -1, pair_y = -1;
  const std::int64_t seed = first_seed([&](const Deal& d) {
    const int x = rank_of(d[23]);
    if (count_if(d, 23, [&](Card c) { return rank_of(c) == x; }) != 2) return false;
    for (int y = 0; y < kNumRanks; ++y)
      if (y != x && count_if(d, 23, [&](Card c) { return rank_of(c) == y; }) == 2) {
        found = d, pair_x = x, pair_y = y;
        return true;
      }
    return false;
  });
  const auto in_pairs = [&](Card c) { return rank_of(c) == pair_x || rank_of(c) == pair_y; };
  const PointSystem british = PointSystem::british();
  const auto champion = reviewer("champion:games=3000", british, 300);
  const GameReview full_house = review_game(*champion, row_game(british, seed, in_pairs, 4), false);
  EXPECT_EQ(full_house.moves[23].verdict, Verdict::kBest);
  const GameReview two_pair = review_game(*champion, row_game(british, seed, in_pairs, 24), false);
  const MoveReview& m = two_pair.moves[23];
  EXPECT_EQ(m.analysis.best, 4);
  EXPECT_GT(m.cost, 5.0) << "7 points of the full house, unless the last card makes it anyway";
  EXPECT_EQ(m.verdict, Verdict::kBlunder) << "about 20 American points";
}

TEST(GameReview, RefusesAGameThatIsNotOver) {
  const PointSystem american = PointSystem::american();
  const auto greedy = reviewer("greedy", american, 0);
  Game game(american, 1);
  game.play(0);
  EXPECT_THROW(GameReviewer(*greedy, game, false), std::invalid_argument);
}

}  // namespace
}  // namespace pps
