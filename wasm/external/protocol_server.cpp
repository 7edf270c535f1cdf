#include "external/protocol_server.h"

#include <algorithm>
#include <stdexcept>

#include "ai/core/match.h"
#include "ai/core/search_player.h"
#include "engine/board.h"
#include "engine/quote.h"
#include "engine/strict_number.h"
#include "external/player_protocol.h"

namespace pps::external {

namespace {

// Of the time the harness gives, what the served player leaves unused: the
// harness's clock also runs while the card and the answer cross the pipes
// and while pps serve waits to be scheduled, which its own clock never sees.
constexpr double kClockShare = 0.95;
constexpr double kPipeSeconds = 0.02;

double usable(std::int64_t millis) { return std::max(0.001, kClockShare * static_cast<double>(millis) / 1000.0 - kPipeSeconds); }

// The budget of one move by the harness's clock. The game's first card sets
// the player's per-game budget, which its own move clock then spreads over
// the moves with its reserve, as in pps; a later card lowers it when the
// harness has counted more time gone than the player has (never raises it).
SearchBudget clock_budget(const SearchBudget& base, const Player& player, std::int64_t millis_left, bool first_card,
                          double* game_seconds) {
  const auto* searcher = dynamic_cast<const SearchPlayer*>(&player);
  const double used = searcher ? searcher->seconds_used() : 0.0;
  if (first_card) *game_seconds = usable(millis_left);
  *game_seconds = std::min(*game_seconds, used + usable(millis_left));
  SearchBudget budget = base;
  budget.game_seconds = *game_seconds;
  budget.move_seconds = 0;
  budget.simulations = 0;
  return budget;
}

}  // namespace

void serve(std::istream& in, const std::function<void(const std::string&)>& answer, Player& player,
           const ServeOptions& options) {
  const SearchBudget base = player.budget();
  std::string line;
  std::int64_t number = 0;      // of the line, for messages
  bool prepared = false;        // a "system" came
  bool in_game = false;         // a "game" came since
  std::uint64_t game_index = 0; // games since the last "system"
  Board board;
  double game_seconds = 0;      // the game's budget by the harness's clock
  const auto refuse = [&](const std::string& why) {
    throw std::invalid_argument("line " + std::to_string(number) + " from the harness, " + quote(line, 80) + ": " + why);
  };
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() > kMaxLineBytes) refuse("longer than " + std::to_string(kMaxLineBytes) + " bytes");
    const auto words = words_of(line);
    if (words.empty()) continue;  // asks nothing
    if (words[0] == "pps") {
      // Which version to play is the harness's choice: it checks ours.
      if (words.size() != 2 || !parse_decimal_integer(words[1])) refuse("expected \"pps VERSION\"");
      answer(hello_answer(options.name));
    } else if (words[0] == "system") {
      const SystemMessage message = parse_system(line);
      if (!message.error.empty()) refuse(message.error);
      in_game = false;
      if (options.prepare) options.prepare(message.system, message.millis);
      else player.set_system(message.system);
      prepared = true;
      game_index = 0;
      answer(std::string(kReadyLine));
    } else if (words[0] == "game") {
      if (words.size() != 1) refuse("expected \"game\"");
      if (!prepared) refuse("a game before any \"system\"");
      board = Board();
      // Wraps as pps's seeds would not: only a harness past 2^63 games sees it.
      const auto deal = static_cast<std::int64_t>(static_cast<std::uint64_t>(options.first_seed) + game_index++);
      player.set_budget(base);
      player.new_game(player_seed(deal));
      in_game = true;
    } else if (words[0] == "card") {
      const CardMessage message = parse_card_message(line);
      if (!message.error.empty()) refuse(message.error);
      if (!in_game) refuse("a card before \"game\"");
      if (board.full()) refuse("a 26th card in one game");
      if (board.has_card(message.card)) refuse(card_to_string(message.card) + " was dealt before in this game");
      if (options.use_game_clock)
        player.set_budget(clock_budget(base, player, message.millis, board.num_placed() == 0, &game_seconds));
      const int cell = player.choose(board, message.card);
      board.place(cell, message.card);
      answer(play_answer(cell));
    } else if (words[0] == "quit") {
      return;
    } else {
      refuse("not a message of the protocol, version " + std::to_string(kProtocolVersion));
    }
  }
}

}  // namespace pps::external
