// Learned data's envelope (ai/core/learned_data.h): round trip, and refusal of
// bytes for another player, point system, settings or format, or corrupt.
#include <gtest/gtest.h>

#include <string>

#include "ai/core/learned_data.h"

namespace pps {
namespace {

std::string refusal(const std::string& data, const char* kind, const char* settings, const PointSystem& system) {
  try {
    read_learned(data, kind, settings, system);
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
  return std::string("accepted");
}

TEST(LearnedData, RoundTripsAndRefusesBadBytes) {
  const std::string bytes = write_learned("beemo", "a=1", PointSystem::american(), "payload");
  EXPECT_EQ(read_learned(bytes, "beemo", "a=1", PointSystem::american()), "payload");
  EXPECT_NE(refusal(bytes, "narl", "a=1", PointSystem::american()).find("for player 'beemo'"), std::string::npos);
  EXPECT_NE(refusal(bytes, "beemo", "a=1", PointSystem::british()).find("another point system"), std::string::npos);
  std::string flipped = bytes;
  flipped[flipped.size() / 2] ^= 1;
  EXPECT_NE(refusal(flipped, "beemo", "a=1", PointSystem::american()).find("corrupt"), std::string::npos);
  EXPECT_NE(refusal(bytes.substr(0, 10), "beemo", "a=1", PointSystem::american()), "accepted");
  EXPECT_NE(refusal("", "beemo", "a=1", PointSystem::american()), "accepted");
}

TEST(LearnedData, RecordsTheLearningSettingsAndRefusesOthers) {
  const std::string bytes = write_learned("narl", "epsilon=0.5,outs=off", PointSystem::american(), "payload");
  const std::string why = refusal(bytes, "narl", "epsilon=0.5,outs=on", PointSystem::american());
  EXPECT_NE(why.find("learned with 'outs=off'"), std::string::npos) << why;
  EXPECT_NE(why.find("this player has 'outs=on'"), std::string::npos) << why;
  EXPECT_EQ(why.find("epsilon"), std::string::npos) << why;  // only what differs
}

TEST(LearnedData, RefusesTheOlderFormatAskingToLearnAgain) {
  // Version 1: no settings between the kind and the point system.
  ByteWriter w;
  for (char c : std::string("PPSL")) w.put<char>(c);
  w.put<std::uint16_t>(1);
  w.put<std::uint8_t>(4);
  for (char c : std::string("narl")) w.put<char>(c);
  for (int c = 0; c < kNumCategories; ++c) w.put<std::int8_t>(static_cast<std::int8_t>(PointSystem::american().points(c)));
  w.put<std::uint32_t>(0);
  w.put<std::uint64_t>(0);
  const std::string why = refusal(w.take(), "narl", "outs=off", PointSystem::american());
  EXPECT_NE(why.find("format version 1"), std::string::npos) << why;
  EXPECT_NE(why.find("learn it again"), std::string::npos) << why;
}

}  // namespace
}  // namespace pps
