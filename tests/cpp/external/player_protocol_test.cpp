// The protocol's lines, as docs/PLAYER-PROTOCOL.md specifies them.
#include "external/player_protocol.h"

#include <gtest/gtest.h>

namespace pps::external {
namespace {

TEST(PlayerProtocol, WritesTheMessagesOfTheSpecification) {
  EXPECT_EQ(hello_line(), "pps 1");
  EXPECT_EQ(system_line(PointSystem::parse("american"), 300000), "system 0 2 5 10 15 20 25 50 75 100 300000");
  EXPECT_EQ(system_line(PointSystem::parse("-128,1,2,3,4,5,6,7,8,127"), 0), "system -128 1 2 3 4 5 6 7 8 127 0");
  EXPECT_EQ(card_line(parse_card("TD"), 29750), "card TD 29750");
}

TEST(PlayerProtocol, ReadsTheHandshake) {
  EXPECT_EQ(parse_hello("pps 1 Greedy sample (Python)").name, "Greedy sample (Python)");
  EXPECT_EQ(parse_hello("pps  1   spaced name  ").name, "spaced name");
  EXPECT_NE(parse_hello("pps 2 Future").error.find("speaks protocol version 2; pps speaks version 1"), std::string::npos);
  EXPECT_NE(parse_hello("pps 1").error.find("gave no name"), std::string::npos);
  EXPECT_NE(parse_hello("hello").error.find("expected \"pps 1 NAME\""), std::string::npos);
  EXPECT_NE(parse_hello("pps one X").error.find("expected"), std::string::npos);
  EXPECT_NE(parse_hello("pps 1 " + std::string(65, 'x')).error.find("1 to 64 printable characters"), std::string::npos);
  EXPECT_NE(parse_hello("pps 1 bell\a").error.find("printable"), std::string::npos);
}

TEST(PlayerProtocol, ReadsAPlayAndRefusesAnythingElse) {
  const Play play = parse_play("play 4 0");
  EXPECT_TRUE(play.error.empty());
  EXPECT_EQ(play.row, 4);
  EXPECT_EQ(play.col, 0);
  EXPECT_TRUE(parse_play("  play\t2 3 ").error.empty());
  for (const char* bad : {"", "play", "play 1", "play 1 2 3", "PLAY 1 2", "move 1 2", "play one 2", "play 1.0 2",
                          "play +1 2", "play 0x1 2"})
    EXPECT_NE(parse_play(bad).error.find("expected \"play ROW COL\""), std::string::npos) << bad;
  for (const char* outside : {"play 5 0", "play 0 5", "play -1 0", "play 99999999999999999999 0"})
    EXPECT_FALSE(parse_play(outside).error.empty()) << outside;
  EXPECT_NE(parse_play("play 5 0").error.find("0 to 4"), std::string::npos);
}

TEST(PlayerProtocol, ReadyIsOneWord) {
  EXPECT_TRUE(is_ready("ready"));
  EXPECT_TRUE(is_ready(" ready "));
  EXPECT_FALSE(is_ready("ready now"));
  EXPECT_FALSE(is_ready("Ready"));
  EXPECT_FALSE(is_ready(""));
}

}  // namespace
}  // namespace pps::external
