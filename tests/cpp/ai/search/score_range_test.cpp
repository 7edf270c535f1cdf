// The score range of a point system (ai/search/score_range.h), for
// Tiger's precise squashing.
#include <gtest/gtest.h>

#include "ai/search/score_range.h"

namespace pps {
namespace {

TEST(ScoreRange, FindsReachableExtremesOfEachSystem) {
  const ScoreRange american = search_score_range(PointSystem::american());
  EXPECT_EQ(american.min, 0);  // ten high-card hands
  EXPECT_GE(american.max, 650);
  EXPECT_LE(american.max, 725);  // the known maximum
  const ScoreRange single = search_score_range(PointSystem::single(kFlush));
  EXPECT_EQ(single.min, 0);
  EXPECT_LE(single.max, 10);
  EXPECT_GE(single.max, 4);
}

}  // namespace
}  // namespace pps
