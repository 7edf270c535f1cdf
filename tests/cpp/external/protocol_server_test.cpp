// pps serve's side of the protocol (external/protocol_server.h), in process:
// a served player answers a harness's lines with the moves it makes in pps,
// seeded as pps seeds it, and a harness that breaks the protocol is told
// which line and why.
#include "external/protocol_server.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "ai/core/match.h"
#include "external/player_protocol.h"

namespace pps::external {
namespace {

// What a harness sends for the games of deals first_seed.. on `system`.
std::string harness_lines(const PointSystem& system, std::int64_t first_seed, int games) {
  std::string lines = "pps 1\n" + system_line(system, 1000) + "\n";
  for (int g = 0; g < games; ++g) {
    lines += "game\n";
    const Game game(system, first_seed + g);
    for (Card card : game.cards()) lines += card_line(card, 30000) + "\n";
  }
  return lines + "quit\n";
}

std::vector<std::string> served(const std::string& lines, Player& player, const ServeOptions& options) {
  std::istringstream in(lines);
  std::vector<std::string> answers;
  serve(in, [&](const std::string& answer) { answers.push_back(answer); }, player, options);
  return answers;
}

ServeOptions options_for(std::int64_t first_seed) {
  ServeOptions options;
  options.name = "Served";
  options.first_seed = first_seed;
  options.use_game_clock = false;
  return options;
}

TEST(ProtocolServer, PlaysTheMovesOfTheBuiltInPlayerSeededAsPpsSeedsIt) {
  // random's every move comes from its seed: the served games are pps's
  // games only if game k gets the seed of deal first_seed + k.
  const PointSystem system = PointSystem::parse("british");
  const auto player = make_player("random");
  const auto answers = served(harness_lines(system, 40, 3), *player, options_for(40));
  ASSERT_EQ(answers.size(), 2u + 3 * 25);
  EXPECT_EQ(answers[0], "pps 1 Served");
  EXPECT_EQ(answers[1], "ready");
  const auto twin = make_player("random");
  twin->set_system(system);
  for (int g = 0; g < 3; ++g) {
    const Game game = play_game(*twin, system, 40 + g);
    for (int move = 0; move < 25; ++move) EXPECT_EQ(answers[2 + 25 * g + move], play_answer(game.moves()[move])) << g;
  }
}

TEST(ProtocolServer, CountsGamesAgainFromEachPointSystem) {
  const PointSystem american = PointSystem::american(), british = PointSystem::british();
  const auto player = make_player("random");
  std::string lines = harness_lines(american, 7, 2);
  lines.resize(lines.size() - 5);  // without its quit
  lines += harness_lines(british, 7, 1).substr(6);  // without its handshake
  const auto answers = served(lines, *player, options_for(7));
  ASSERT_EQ(answers.size(), 1u + 1 + 50 + 1 + 25);
  const auto twin = make_player("random");
  twin->set_system(british);
  const Game game = play_game(*twin, british, 7);
  for (int move = 0; move < 25; ++move) EXPECT_EQ(answers[53 + move], play_answer(game.moves()[move]));
}

TEST(ProtocolServer, EndsAtTheEndOfItsInputAndIgnoresEmptyLines) {
  const auto player = make_player("greedy");
  const auto answers = served("\npps 1\r\n\n", *player, options_for(0));
  EXPECT_EQ(answers, std::vector<std::string>{"pps 1 Served"});
}

TEST(ProtocolServer, RefusesAHarnessThatBreaksTheProtocolNamingTheLine) {
  const std::string system = system_line(PointSystem::american(), 1000) + "\n";
  const struct {
    std::string lines, message;
  } cases[] = {
      {"pps\n", "line 1 from the harness, 'pps': expected \"pps VERSION\""},
      {"hello\n", "not a message of the protocol, version 1"},
      {"game\n", "a game before any \"system\""},
      {system + "card AH 100\n", "a card before \"game\""},
      {"system 0 2 5\n", "expected \"system P0 ... P9 MILLIS\""},
      {"system 0 2 5 10 15 20 25 50 75 300 1000\n", "300"},
      {system + "game\ncard XX 100\n", "line 3 from the harness, 'card XX 100'"},
      {system + "game\ncard AH -1\n", "expected \"card CARD MILLIS\""},
      {system + "game\ncard AH 100\ncard AH 100\n", "AH was dealt before in this game"},
      {"pps 1 " + std::string(5000, 'x') + "\n", "longer than 4096 bytes"},
  };
  for (const auto& c : cases) {
    const auto player = make_player("greedy");
    try {
      served(c.lines, *player, options_for(0));
      ADD_FAILURE() << "accepted " << c.lines;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(c.message), std::string::npos) << e.what();
    }
  }
  // A 26th card in one game.
  std::string lines = harness_lines(PointSystem::american(), 0, 1);
  lines.resize(lines.size() - 5);
  const auto player = make_player("greedy");
  EXPECT_THROW(served(lines + "card AS 100\n", *player, options_for(0)), std::invalid_argument);
}

TEST(PlayerProtocol, ReadsWhatThePlayerIsSent) {
  const SystemMessage system = parse_system("system -128 1 2 3 4 5 6 7 8 127 2500");
  ASSERT_EQ(system.error, "");
  EXPECT_EQ(system.system, PointSystem::parse("-128,1,2,3,4,5,6,7,8,127"));
  EXPECT_EQ(system.millis, 2500);
  for (const char* bad : {"system 1 2 3 4 5 6 7 8 9 10", "system 1 2 3 4 5 6 7 8 9 10 x", "system 1 2 3 4 5 6 7 8 9 10 -5",
                          "System 1 2 3 4 5 6 7 8 9 10 0"})
    EXPECT_NE(parse_system(bad).error, "") << bad;
  const CardMessage card = parse_card_message("card TD 29750");
  ASSERT_EQ(card.error, "");
  EXPECT_EQ(card.card, parse_card("TD"));
  EXPECT_EQ(card.millis, 29750);
  for (const char* bad : {"card TD", "card 10D 5", "card TX 5", "card TD 5 6", "card TD 1.5"})
    EXPECT_NE(parse_card_message(bad).error, "") << bad;
  EXPECT_EQ(hello_answer("Served player"), "pps 1 Served player");
  EXPECT_EQ(play_answer(0), "play 0 0");
  EXPECT_EQ(play_answer(13), "play 2 3");
  EXPECT_EQ(parse_play(play_answer(24)).row, 4);
}

}  // namespace
}  // namespace pps::external
