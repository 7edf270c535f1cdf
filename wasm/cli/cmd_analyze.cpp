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
#include "cli/game_flags.h"
#include "cli/learned_flag.h"
#include "cli/output_file.h"
#include "engine/game.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// The app's hint at its default strength ("normal") searches this many
// simulations a move (web/src/strengths.json).
constexpr const char* kHintSimulations = "3000";

int other_cell(const Args& args) {
  if (!args.has("cell")) return -1;
  const std::string text = args.text("cell");
  const int cell = text.size() == 1 ? parse_cell_letter(text[0]) : -1;
  if (cell < 0) throw UsageError("--cell " + quote(text) + " is not a cell letter a..y");
  return cell;
}

}  // namespace

std::vector<FlagSpec> analyze_flags() {
  std::vector<FlagSpec> flags =
      game_flags("the cells played so far, one letter a..y each (row by row), as the app's moves=");
  const std::vector<FlagSpec> own = with_budget_flags(
      {{"player", "SPEC",
        "player spec (the app's hint: champion with the values it ships, see --learned; champion:games=100000 is "
        "the app's normal strength on a system it ships nothing for)",
        "champion:games=100000"},
       {"cell", "LETTER",
        "compare the AI's cell with this empty cell (default: the cell that scores the most points now if the AI's "
        "scores less, else the best cell not equivalent to it)",
        ""},
       {"learned", "FILE", "a learning player starts from this pps learn --out file instead of learning", ""},
       {"json", "FILE", "also write the explanation to FILE as JSON (what the web app's AiPlayer.explain returns)", ""}});
  flags.insert(flags.end(), own.begin(), own.end());
  for (FlagSpec& flag : flags) {
    if (flag.name == "sims") flag.default_value = std::string(kHintSimulations) + " (the app's normal strength)";
    if (flag.name == "game-time") flag.help = "search budget per game, split over the moves, instead of --sims";
  }
  return flags;
}

int run_analyze(const Args& args) {
  const Game game = game_from_flags(args);
  if (game.over()) throw UsageError("--moves: all 25 cards are placed, there is no card left to explain (pps review reviews a finished game)");
  const PointSystem& system = game.system();
  const std::int64_t seed = game.seed();
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
