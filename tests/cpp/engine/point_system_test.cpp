#include "engine/point_system.h"

#include <gtest/gtest.h>

namespace pps {
namespace {

TEST(PointSystem, PresetsHaveTheRightValues) {
  EXPECT_EQ(PointSystem::american().table(), (PointTable{0, 2, 5, 10, 15, 20, 25, 50, 75, 100}));
  EXPECT_EQ(PointSystem::british().table(), (PointTable{0, 1, 3, 6, 12, 5, 10, 16, 30, 30}));
  EXPECT_EQ(PointSystem(), PointSystem::american());
}

TEST(PointSystem, TextFormsRoundTrip) {
  for (const char* text : {"american", "british", "ameritish:34412016", "random:-5", "hypercorner:0:2",
                           "single:flush", "single:high-card", "single:42", "1,-2,3,-4,5,-6,7,-8,127,-128"}) {
    const PointSystem system = PointSystem::parse(text);
    EXPECT_EQ(system.to_string(), text);
    EXPECT_EQ(PointSystem::parse(system.to_string()), system);
  }
}

TEST(PointSystem, ParsingIsLenientAboutCaseAndSpaces) {
  EXPECT_EQ(PointSystem::parse("  American "), PointSystem::american());
  EXPECT_EQ(PointSystem::parse("0, 2, 5, 10, 15, 20, 25, 50, 75, 100").to_string(), "american");
  EXPECT_EQ(PointSystem::parse("single:Full-House"), PointSystem::single(kFullHouse));
  EXPECT_EQ(PointSystem::parse("single:full house"), PointSystem::single(kFullHouse));
}

TEST(PointSystem, NthSystemFollowsTheSameSeedSequence) {
  EXPECT_EQ(PointSystem::parse("random:42:0"), PointSystem::random(42, 0));
  EXPECT_NE(PointSystem::random(42, 1), PointSystem::random(42, 0));
}

TEST(PointSystem, BadInputIsRefusedWithAClearMessage) {
  const auto message = [](const char* text) {
    try {
      PointSystem::parse(text);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("americano").find("unknown point system"), std::string::npos);
  EXPECT_NE(message("").find("empty"), std::string::npos);
  EXPECT_NE(message("1,2,3").find("10 comma-separated"), std::string::npos);
  EXPECT_NE(message("0,0,0,0,0,0,0,0,0,128").find("outside [-128, 127]"), std::string::npos);
  EXPECT_NE(message("0,0,0,0,0,0,0,0,0,-129").find("royal flush"), std::string::npos);
  EXPECT_NE(message("0,0,0,0,x,0,0,0,0,0").find("not an integer"), std::string::npos);
  EXPECT_NE(message("random:").find("random:SEED"), std::string::npos);
  EXPECT_NE(message("random:abc").find("not an integer"), std::string::npos);
  EXPECT_NE(message("random:99999999999999999999").find("64-bit"), std::string::npos);
  EXPECT_NE(message("random:1:-1").find("outside"), std::string::npos);
  EXPECT_NE(message("single:flushes").find("unknown hand category"), std::string::npos);
}

TEST(PointSystem, LabelsAreReadable) {
  EXPECT_EQ(PointSystem::american().label(), "American");
  EXPECT_EQ(PointSystem::parse("random:42").label(), "Random (seed 42)");
  EXPECT_EQ(PointSystem::parse("single:flush").label(), "Single hand: flush");
  EXPECT_EQ(PointSystem::parse("1,1,1,1,1,1,1,1,1,1").label(), "Custom");
}

TEST(Seed, ParsesTheSigned64BitRange) {
  EXPECT_EQ(parse_seed("-9223372036854775808"), INT64_MIN);
  EXPECT_EQ(parse_seed("9223372036854775807"), INT64_MAX);
  EXPECT_THROW(parse_seed("9223372036854775808"), std::invalid_argument);
  EXPECT_THROW(parse_seed("12a"), std::invalid_argument);
  EXPECT_THROW(parse_seed(""), std::invalid_argument);
}

}  // namespace
}  // namespace pps
