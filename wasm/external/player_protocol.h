// The lines of the player protocol, version 1 (docs/PLAYER-PROTOCOL.md): what
// pps writes to an external program and how it reads the program's answers,
// and the other way round for pps serve, which plays as a program. Only text
// here: the process and the clock are external_player.h's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/point_system.h"

namespace pps::external {

inline constexpr int kProtocolVersion = 1;
inline constexpr std::size_t kMaxLineBytes = 4096;
inline constexpr std::size_t kMaxNameBytes = 64;

// What pps sends, without the newline.
std::string hello_line();                                          // "pps 1"
std::string system_line(const PointSystem& system, std::int64_t prep_millis);  // "system 0 2 ... 100 300000"
inline constexpr std::string_view kGameLine = "game";
std::string card_line(Card card, std::int64_t millis_left);        // "card AH 30000"
inline constexpr std::string_view kQuitLine = "quit";

// The program's answers, parsed: the value, or `error`, a phrase for the
// report saying what was wrong with the line.
struct Hello {
  std::string name;
  std::string error;
};
Hello parse_hello(std::string_view line);

struct Play {
  int row = -1, col = -1;
  std::string error;
};
// "play ROW COL" with ROW and COL 0..4; whether the cell is empty is the
// game's to check.
Play parse_play(std::string_view line);

// Whether the line is "ready" (the answer to `system`).
bool is_ready(std::string_view line);

// The player's side (pps serve): what it answers, without the newline...
std::string hello_answer(std::string_view name);  // "pps 1 NAME"
inline constexpr std::string_view kReadyLine = "ready";
std::string play_answer(int cell);                // "play ROW COL"

// ... and the lines it reads, split into words at spaces and tabs. Each
// parse gives the value, or `error`, a phrase saying what is wrong.
std::vector<std::string_view> words_of(std::string_view line);
struct SystemMessage {
  PointSystem system;
  std::int64_t millis = 0;
  std::string error;
};
SystemMessage parse_system(std::string_view line);  // "system P0 ... P9 MILLIS"
struct CardMessage {
  Card card = kNoCard;
  std::int64_t millis = 0;
  std::string error;
};
CardMessage parse_card_message(std::string_view line);  // "card CARD MILLIS"

}  // namespace pps::external
