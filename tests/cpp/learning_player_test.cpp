// LearningPlayer: what a stop request during learning leaves behind.
#include <gtest/gtest.h>

#include <atomic>

#include "ai/learn/learning_player.h"
#include "ai/core/player.h"

namespace pps {
namespace {

std::unique_ptr<LearningPlayer> champion(const std::string& params) {
  auto player = make_player("champion:" + params);
  auto* learning = dynamic_cast<LearningPlayer*>(player.release());
  EXPECT_NE(learning, nullptr);
  return std::unique_ptr<LearningPlayer>(learning);
}

TEST(LearningPlayer, StoppedLearningIsNeitherUsedNorMarkedLearned) {
  auto player = champion("games=5000");
  std::atomic<bool> stop{false};
  player->set_stop_flag(&stop);
  // The stop arrives during learning (from the first progress report on).
  player->set_progress([&](const LearnProgress&) { stop.store(true); });
  EXPECT_THROW(player->prepare(PointSystem::american(), player->spec_budget()), std::runtime_error);
  EXPECT_FALSE(player->learned());

  // Cleared, the same budget learns in full, to the bytes of an unstopped player.
  stop.store(false);
  player->set_progress(nullptr);
  player->prepare(PointSystem::american(), player->spec_budget());
  EXPECT_TRUE(player->learned());
  auto fresh = champion("games=5000");
  fresh->prepare(PointSystem::american(), fresh->spec_budget());
  EXPECT_EQ(player->save(), fresh->save());
}

}  // namespace
}  // namespace pps
