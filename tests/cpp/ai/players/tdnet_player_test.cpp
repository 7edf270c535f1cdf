// The TD network player (ai/players/tdnet_player.h): a few seconds of
// learning already play far above random, the same bytes on any number of
// threads; networks of another layout or shape are refused by name.
#include <gtest/gtest.h>

#include <string>

#include "ai/core/learned_data.h"
#include "ai/core/match.h"
#include "ai/learn/tdnet_learner.h"
#include "learner.h"

namespace pps {
namespace {

using test::learner;

double mean_score(Player& player, const PointSystem& system, int games) {
  double sum = 0;
  for (int seed = 0; seed < games; ++seed) sum += play_game(player, system, 900'000 + seed).score();
  return sum / games;
}

TEST(TdNetPlayer, ShortLearningPlaysFarAboveRandom) {
  // Random play scores about 14 on American; greedy play on a network that
  // learned nothing scores the same. 20,000 games learn in a few seconds.
  auto player = learner("tdnet:search=greedy,games=20000");
  player->set_system(PointSystem::american());
  EXPECT_GT(mean_score(*player, PointSystem::american(), 200), 40.0);
}

TEST(TdNetPlayer, LearnsTheSameBytesOnOneAndTwoThreads) {
  auto one = learner("tdnet:search=greedy,games=3000");
  auto two = learner("tdnet:search=greedy,games=3000");
  SearchBudget threads;
  threads.threads = 2;
  two->set_budget(threads);
  one->set_system(PointSystem::american());
  two->set_system(PointSystem::american());
  EXPECT_EQ(one->save(), two->save());
}

TEST(TdNetPlayer, TheRateAnnealsToItsFloor) {
  TdLearnSettings settings;
  settings.rate = 0.03;
  settings.rate_end = 0.003;
  settings.anneal = 100'000;
  EXPECT_DOUBLE_EQ(td_learning_rate(settings, 0), 0.03);
  EXPECT_DOUBLE_EQ(td_learning_rate(settings, 100'000), 0.015);
  EXPECT_DOUBLE_EQ(td_learning_rate(settings, 10'000'000), 0.003);
  settings.anneal = 0;
  EXPECT_DOUBLE_EQ(td_learning_rate(settings, 10'000'000), 0.03);
}

TEST(TdNetPlayer, TheFittedScaleFollowsThePointSystem) {
  const TdScoreScale british = td_score_scale(PointSystem::british(), true, 1);
  const TdScoreScale doubled = td_score_scale(PointSystem::parse("0,2,6,12,24,10,20,32,60,60"), true, 1);
  EXPECT_GT(british.center, 10);
  EXPECT_NEAR(doubled.center, 2 * british.center, 1e-9);  // the same games, twice the points
  EXPECT_NEAR(doubled.scale, 2 * british.scale, 1e-9);
  const TdScoreScale report = td_score_scale(PointSystem::american(), false, 1);
  EXPECT_EQ(report.center, 0);
  EXPECT_EQ(report.scale, 1000);  // ten times the royal flush
}

// What a tdnet file holds after its header, for the default spec's settings.
std::string tdnet_file(const std::string& payload) {
  auto player = learner("tdnet:games=16");
  player->set_system(PointSystem::american());
  const std::string bytes = player->save();
  // The settings as saved, read back from a file that loads.
  const std::size_t kind = 4 + 2 + 1 + 5;  // magic, version, kind's length and "tdnet"
  const std::size_t length = static_cast<unsigned char>(bytes[kind]) | static_cast<unsigned char>(bytes[kind + 1]) << 8;
  return write_learned("tdnet", bytes.substr(kind + 2, length), PointSystem::american(), payload);
}

TEST(TdNetPlayer, RefusesNetworksOfAnotherLayoutOrShape) {
  auto player = learner("tdnet:search=greedy,games=16");
  player->set_system(PointSystem::american());
  const std::string good = player->save();
  const auto refusal = [&](const std::string& bytes) {
    try {
      player->load(bytes, PointSystem::american());
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("loaded");
  };
  // The layout before this one: a scale and the weights, no layout byte.
  EXPECT_NE(refusal(tdnet_file(std::string(8 + 4 * 1781, '\0'))).find("older layout"), std::string::npos);
  // A shape other than the spec's (10 hidden units, one layer).
  ByteWriter w;
  for (int b : {2, 10, 0, 0}) w.put<std::uint8_t>(static_cast<std::uint8_t>(b));
  w.put<double>(0);
  w.put<double>(100);
  for (std::size_t i = 0; i < TdNetwork::weight_count({10, 0, false}); ++i) w.put<float>(0.0f);
  EXPECT_NE(refusal(tdnet_file(w.take())).find("another network shape"), std::string::npos);
  // A network learned with other settings.
  auto other = learner("tdnet:search=greedy,games=16,hidden=10");
  other->set_system(PointSystem::american());
  EXPECT_NE(refusal(other->save()), "loaded");
  EXPECT_EQ(player->save(), good);  // what it had stays
}

}  // namespace
}  // namespace pps
