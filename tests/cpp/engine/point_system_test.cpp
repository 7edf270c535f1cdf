#include "engine/point_system.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

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

// The table of forms the web page writes specs from is the parser's grammar:
// each form, with an argument of its kind, parses to a system of that form,
// whose spec is the form's prefix and its argument.
TEST(PointSystem, EveryFormParsesToASystemOfThatForm) {
  const auto example = [](std::string_view argument) -> std::string {
    if (argument == "SEED") return "7:2";
    if (argument == "CATEGORY") return "full-house";
    if (argument == "POINTS") return "1,-2,3,-4,5,-6,7,-8,127,-128";
    EXPECT_EQ(argument, "");
    return "";
  };
  std::set<std::string_view> kinds;
  for (const SystemForm& form : system_forms()) {
    EXPECT_TRUE(kinds.insert(form.kind).second) << "two forms named " << form.kind;
    EXPECT_FALSE(form.label.empty());
    const PointSystem system = PointSystem::parse(std::string(form.prefix) + example(form.argument));
    EXPECT_EQ(system.form().kind, form.kind);
    EXPECT_EQ(system.to_string(), std::string(form.prefix) + std::string(system.argument()));
  }
  EXPECT_EQ(kinds.size(), 8u);
  EXPECT_EQ(PointSystem().form().kind, "american");
  EXPECT_EQ(PointSystem::parse("0,2,5,10,15,20,25,50,75,100").form().kind, "american");
  EXPECT_EQ(PointSystem::parse("single:5").form().kind, "single-seed");
  EXPECT_EQ(PointSystem::parse("single:flush").argument(), "flush");
  EXPECT_EQ(PointSystem::parse("random:42:3").argument(), "42:3");
  EXPECT_EQ(PointSystem::parse("1,1,1,1,1,1,1,1,1,1").argument(), "1,1,1,1,1,1,1,1,1,1");
}

TEST(PointSystem, OneCustomValueIsCheckedAsTheParserDoes) {
  EXPECT_EQ(parse_points(" -128 ", kRoyalFlush), -128);
  EXPECT_EQ(parse_points("127", kHighCard), 127);
  const auto message = [](std::string_view text, int category) {
    try {
      parse_points(text, category);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message("x", kOnePair), "points for one pair: 'x' is not an integer");
  EXPECT_EQ(message("+5", kOnePair), "points for one pair: '+5' is not an integer");
  EXPECT_EQ(message("128", kRoyalFlush), "points for royal flush (128) are outside [-128, 127]");
  EXPECT_EQ(message("1.5", kFlush), "points for flush: '1.5' is not an integer");
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
