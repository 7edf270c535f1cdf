// Every entry of the contest framework's reference vectors, reproduced exactly.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/board.h"
#include "engine/deal.h"
#include "engine/point_system.h"
#include "mini_json.h"
#include "test_paths.h"

namespace pps {
namespace {

const testjson::Value& vectors() {
  static const testjson::Value root = [] {
    std::ifstream in(repository_root() + "/tests/cpp/engine/reference.json");
    std::stringstream buffer;
    buffer << in.rdbuf();
    return testjson::parse(buffer.str());
  }();
  return root;
}

TEST(ReferenceVectors, FileHasAllSections) {
  EXPECT_EQ(vectors()["deals"].array.size(), 12u);
  EXPECT_EQ(vectors()["point_systems"].array.size(), 48u);
  EXPECT_EQ(vectors()["hands"].array.size(), 396u);
  EXPECT_EQ(vectors()["grids"].array.size(), 50u);
}

TEST(ReferenceVectors, Deals) {
  for (const auto& entry : vectors()["deals"].array) {
    const Deal cards = deal(parse_seed(entry["seed"].string));
    EXPECT_EQ(cards_to_string(cards.data(), kNumCells), entry["cards"].string) << "seed " << entry["seed"].string;
  }
}

TEST(ReferenceVectors, GeneratedPointSystems) {
  for (const auto& entry : vectors()["point_systems"].array) {
    const std::int64_t seed = parse_seed(entry["seed"].string);
    const int nth = entry["nth_after_seed"].as_int();
    const std::string& kind = entry["kind"].string;
    const PointSystem system = kind == "random"        ? PointSystem::random(seed, nth)
                               : kind == "hypercorner" ? PointSystem::hypercorner(seed, nth)
                               : kind == "ameritish"   ? PointSystem::ameritish(seed, nth)
                                                       : PointSystem::single_random(seed, nth);
    ASSERT_TRUE(kind == "random" || kind == "hypercorner" || kind == "ameritish" || kind == "single") << kind;
    for (int c = 0; c < kNumCategories; ++c)
      EXPECT_EQ(system.points(c), entry["scores"][c].as_int()) << kind << " seed " << seed << " #" << nth;
    // The text form reaches the same system.
    EXPECT_EQ(PointSystem::parse(system.to_string()), system) << system.to_string();
  }
}

TEST(ReferenceVectors, Hands) {
  for (const auto& entry : vectors()["hands"].array) {
    const auto cards = parse_cards(entry["cards"].string);
    ASSERT_EQ(cards.size(), 5u);
    EXPECT_EQ(static_cast<int>(classify(cards.data(), 5)), entry["hand"].as_int()) << entry["cards"].string;
  }
}

TEST(ReferenceVectors, Grids) {
  for (const auto& entry : vectors()["grids"].array) {
    const auto cards = parse_cards(entry["row_major_cards"].string);
    ASSERT_EQ(cards.size(), 25u);
    Board board;
    for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, cards[cell]);
    EXPECT_EQ(board.score(PointSystem::american()), entry["american"].as_int());
    EXPECT_EQ(board.score(PointSystem::british()), entry["british"].as_int());
    for (int line = 0; line < kNumLines; ++line)
      EXPECT_EQ(board.line_points(line, PointSystem::american()), entry["american_lines"][line].as_int())
          << "line " << line << " of " << entry["row_major_cards"].string;
  }
}

}  // namespace
}  // namespace pps
