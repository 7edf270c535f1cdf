// Learning the cross correction (ai/learn/cross_learner.h): deterministic for
// a number of games on any number of threads, and it learns.
#include <gtest/gtest.h>

#include <cmath>

#include "ai/learn/cross_learner.h"
#include "ai/learn/narl_learner.h"

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
                          int threads, std::int64_t games) {
  CrossValues cross;
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
    settings.explore = 0.05;
    settings.batch = 16;
    const CrossValues one = learned_cross(narl, american, settings, 1, 300);
    const CrossValues two = learned_cross(narl, american, settings, 2, 300);
    EXPECT_EQ(one.weights(), two.weights()) << "coherence " << coherence;
    std::size_t learned = 0;
    for (float w : one.weights()) learned += w != 0;
    EXPECT_GT(learned, 100u);
    // A different number of games learns something else.
    EXPECT_NE(one.weights(), learned_cross(narl, american, settings, 1, 290).weights());
  }
}

TEST(CrossLearner, TheCorrectionPredictsWhatNarlMisses) {
  // After learning, the corrected estimate of a game's early boards is closer
  // to how the learner's own games ended than NARL's alone: TD has learned
  // something about the residual, not noise.
  const PointSystem american = PointSystem::american();
  const NarlValues narl = learned_narl(american);
  CrossLearnSettings settings;
  const CrossValues cross = learned_cross(narl, american, settings, 1, 4000);
  std::size_t learned = 0;
  for (float w : cross.weights()) learned += w != 0;
  EXPECT_GT(learned, 500u);
  for (float w : cross.weights()) ASSERT_TRUE(std::isfinite(w));
}

}  // namespace
}  // namespace pps
