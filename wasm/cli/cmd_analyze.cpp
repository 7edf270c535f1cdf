// pps analyze: a position of a deal (the app's share link: system, seed and
// the moves so far), the player's estimate for every empty cell (a hint's
// numbers) and why it prefers its cell (ai/explain/).
#include <iostream>
#include <optional>
#include <string>

#include "ai/core/match.h"
#include "ai/explain/explanation.h"
#include "ai/explain/explanation_json.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"
#include "cli/explain_report.h"
#include "cli/learned_flag.h"
#include "cli/output_file.h"
#include "engine/game.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// The app's hint at its default strength ("normal") searches this many
// simulations a move (web/src/strengths.json).
constexpr const char* kHintSimulations = "3000";

// The moves as the app's links write them, one letter a..y per card placed.
Game replay(const PointSystem& system, std::int64_t seed, const std::string& moves) {
  Game game(system, seed);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string move = "--moves: move " + std::to_string(i + 1) + " " + quote(moves.substr(i, 1));
    const int cell = parse_cell_letter(moves[i]);
    if (cell < 0) throw UsageError(move + " is not a cell letter a..y");
    if (!game.board().is_empty(cell)) throw UsageError(move + " repeats a filled cell");
    game.play(cell);
  }
  if (game.over()) throw UsageError("--moves: all 25 cards are placed, there is no card left to explain");
  return game;
}

int other_cell(const Args& args) {
  if (!args.has("cell")) return -1;
  const std::string text = args.text("cell");
  const int cell = text.size() == 1 ? parse_cell_letter(text[0]) : -1;
  if (cell < 0) throw UsageError("--cell " + quote(text) + " is not a cell letter a..y");
  return cell;
}

}  // namespace

std::vector<FlagSpec> analyze_flags() {
  std::vector<FlagSpec> flags = with_budget_flags(
      {{"system", "SYS", "point system", "american"},
       {"seed", "S", "deal seed", "0"},
       {"moves", "LETTERS", "the cells played so far, one letter a..y each (row by row), as the app's moves=", ""},
       {"player", "SPEC",
        "player spec (the app's hint: champion with the values it ships, see --learned; champion:games=100000 is "
        "the app's normal strength on a system it ships nothing for)",
        "champion:games=100000"},
       {"cell", "LETTER",
        "compare the AI's cell with this empty cell (default: the cell that scores the most points now if the AI's "
        "scores less, else the best cell not equivalent to it)",
        ""},
       {"learned", "FILE", "a learning player starts from this pps learn --out file instead of learning", ""},
       {"json", "FILE", "also write the explanation to FILE as JSON (what the web app's AiPlayer.explain returns)", ""}});
  for (FlagSpec& flag : flags) {
    if (flag.name == "sims") flag.default_value = std::string(kHintSimulations) + " (the app's normal strength)";
    if (flag.name == "game-time") flag.help = "search budget per game, split over the moves, instead of --sims";
  }
  return flags;
}

int run_analyze(const Args& args) {
  const PointSystem system = PointSystem::parse(args.text("system"));
  const std::int64_t seed = parse_seed(args.text("seed"));
  const Game game = replay(system, seed, args.text("moves"));
  const int other = other_cell(args);
  const auto player = make_player(args.text("player"));
  SearchBudget budget = read_budget(args);
  if (!args.has("game-time") && !args.has("move-time") && !args.has("sims")) budget.simulations = std::stoll(kHintSimulations);
  player->set_budget(budget);
  if (args.has("learned")) load_learned(*player, system, args.text("learned"));
  std::optional<OutputFile> json;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");

  player->set_system(system);
  player->new_game(player_seed(seed));  // seeded for the deal, as a game of it and the app's review are
  const Board& board = game.board();
  const Card card = game.current_card();
  const Analysis analysis = player->analyze(board, card);
  const auto split = line_split_of(*player, system);
  const Explanation explanation = explain_move(board, card, system, analysis, *split, other);

  std::cout << "Game " << game.serialize() << ": move " << game.turn() + 1 << " of 25, card "
            << card_to_string(card) << " (the " << card_long_name(card) << ")\n"
            << "Player " << player->spec() << ", " << player->budget().describe() << "\n\n";
  print_estimates(std::cout, board, analysis, explanation);
  print_explanation(std::cout, explanation, system);
  if (json) {
    json->stream() << explanation_json(explanation) << "\n";
    json->commit();
  }
  return 0;
}

}  // namespace pps::cli
