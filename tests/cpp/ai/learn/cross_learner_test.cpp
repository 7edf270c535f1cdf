// Learning the cross correction (ai/learn/cross_learner.h): deterministic for
// a number of games on any number of threads, and it learns.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "ai/learn/cross_learner.h"
#include "ai/learn/narl_learner.h"
#include "ai/search/playout.h"

namespace pps {
namespace {

NarlValues learned_narl(const PointSystem& system) {
  NarlValues narl;
  narl.use_straight_outs = true;
  LearnBudget budget;
  budget.games = 2000;
  learn_narl(narl, system, NarlLearnSettings{}, budget, nullptr, nullptr);
  return narl;
}

CrossValues learned_cross(const NarlValues& narl, const PointSystem& system, const CrossLearnSettings& settings,
                          int threads, std::int64_t games, bool features = false) {
  CrossValues cross(features);  // with the suit weights, or without
  LearnBudget budget;
  budget.games = games;
  budget.threads = threads;
  budget.seed = 5;
  const CrossLearnResult result = learn_cross(cross, narl, system, settings, budget, nullptr, nullptr);
  EXPECT_EQ(result.games, games);
  return cross;
}

TEST(CrossLearner, LearnsTheSameWeightsOnOneAndTwoThreads) {
  const PointSystem american = PointSystem::american();
  const NarlValues narl = learned_narl(american);
  for (const bool coherence : {false, true}) {
    CrossLearnSettings settings;
    settings.coherence = coherence;
    settings.lambda = coherence ? 0.5 : 0.0;
    settings.explore = 0.05;
    settings.batch = 16;
    const CrossValues one = learned_cross(narl, american, settings, 1, 300, coherence);
    const CrossValues two = learned_cross(narl, american, settings, 2, 300, coherence);
    EXPECT_EQ(one.weights(), two.weights()) << "coherence " << coherence;
    std::size_t learned = 0;
    for (float w : one.weights()) learned += w != 0;
    EXPECT_GT(learned, 100u);
    // A different number of games learns something else.
    EXPECT_NE(one.weights(), learned_cross(narl, american, settings, 1, 290, coherence).weights());
  }
}

TEST(CrossLearner, TheCorrectionLearnsWhatNarlMisses) {
  // NARL values from 2000 games were learned by nearly random play (epsilon
  // 0.5 has hardly decayed), so under greedy play they underestimate how
  // games end. The correction learns from greedy games: on fresh deals its
  // estimates of the boards of greedy games must be far less biased.
  const PointSystem american = PointSystem::american();
  const NarlValues narl = learned_narl(american);
  for (const double lambda : {0.0, 0.5}) {
    CrossLearnSettings settings;
    settings.coherence = true;
    settings.rate = 0.1;
    settings.lambda = lambda;
    const CrossValues cross = learned_cross(narl, american, settings, 1, 3000);
    for (float w : cross.weights()) ASSERT_TRUE(std::isfinite(w));
    const CrossEvaluator corrected(narl, cross, american);
    const NarlEvaluator base(narl, american);
    const GreedyPolicy greedy(corrected);
    double narl_bias = 0, cross_bias = 0;
    for (int game = 0; game < 200; ++game) {
      Rng rng(900 + static_cast<std::uint64_t>(game));
      Card cards[kNumCells];
      sample_cards(kFullDeck, kNumCells, rng, cards);
      Board board;
      std::vector<Board> boards;
      for (int turn = 0; turn < kNumCells; ++turn) {
        board.place(greedy.choose(board, cards[turn], rng), cards[turn]);
        if (turn >= 5 && !board.full()) boards.push_back(board);
      }
      const int score = board.score(american);
      for (const Board& b : boards) {
        narl_bias += base.evaluate(b) - score;
        cross_bias += corrected.evaluate(b) - score;
      }
    }
    EXPECT_LT(std::abs(cross_bias), std::abs(narl_bias) / 2) << "lambda " << lambda;
  }
}

}  // namespace
}  // namespace pps
