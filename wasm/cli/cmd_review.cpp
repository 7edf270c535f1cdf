// pps review: a finished game (the app's share link, or system, seed and the
// 25 moves) reviewed as the app's review does (ai/review/): each move's
// verdict, cost and the luck of its card, the game's accuracy, the score told
// apart into luck and choices, and the key moments with why.
#include <cstdio>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "ai/explain/explanation.h"
#include "ai/explain/explanation_json.h"
#include "ai/review/game_review.h"
#include "ai/review/review_json.h"
#include "ai/review/review_text.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"
#include "cli/game_flags.h"
#include "cli/learned_flag.h"
#include "cli/number_text.h"
#include "cli/output_file.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// The app's review searches this many simulations a move (the "fast"
// strength, web/src/engine/strengths.json), on one thread.
constexpr const char* kReviewSimulations = "500";

bool on_off(const Args& args, const std::string& flag) {
  const std::string value = args.text(flag);
  if (value == "on") return true;
  if (value == "off") return false;
  throw UsageError("--" + flag + " " + quote(value) + " must be on or off");
}

std::string cell_text(int cell) { return std::string(1, cell_letter(cell)); }

void print_counts(std::ostream& out, const GameReview& review) {
  for (int v = 0; v < kVerdicts; ++v) {
    const auto verdict = static_cast<Verdict>(v);
    out << (v ? " · " : "") << verdict_symbol(verdict) << " " << verdict_name(verdict) << " "
        << review.counts[static_cast<std::size_t>(v)];
  }
  out << "\n";
}

void print_move_line(std::ostream& out, const MoveReview& m) {
  char line[160];
  std::snprintf(line, sizeof line, "  %2d  %-3s   %s      %s   %6.1f  %-3s %-10s %5.0f  %+6.1f  %7.1f\n", m.turn + 1,
                card_to_string(m.card).c_str(), cell_text(m.played).c_str(), cell_text(m.analysis.best).c_str(), m.cost,
                verdict_symbol(m.verdict), verdict_name(m.verdict), m.accuracy, m.luck.luck(), m.expected_after);
  out << line;
}

}  // namespace

std::vector<FlagSpec> review_flags() {
  std::vector<FlagSpec> flags = game_flags("the 25 cells played, one letter a..y each (row by row), as the app's moves=");
  const std::vector<FlagSpec> own = with_budget_flags(
      {{"player", "SPEC",
        "the reviewer (the app's: champion with the values it ships, see --learned; champion:games=100000 on a "
        "system it ships nothing for)",
        "champion:games=100000"},
       {"learned", "FILE", "a learning player starts from this pps learn --out file instead of learning", ""},
       {"ai-game", "on|off", "also play the deal with the reviewer, for \"the AI scored N on the same cards\"", "on"},
       {"by-ai", "on|off", "the game was the AI's (the summary says \"the AI\" and \"its choices\")", "off"},
       {"explain", "on|off", "explain every move (why the AI's cell rather than the one played)", "on"},
       {"json", "FILE", "also write the review to FILE as JSON (what the web app's review returns)", ""}});
  flags.insert(flags.end(), own.begin(), own.end());
  for (FlagSpec& flag : flags) {
    if (flag.name == "sims") flag.default_value = std::string(kReviewSimulations) + " (the app's review)";
    if (flag.name == "threads") flag.default_value = "1";
  }
  return flags;
}

int run_review(const Args& args) {
  const Game game = game_from_flags(args);
  if (!game.over())
    throw UsageError("the game has " + std::to_string(game.turn()) + " of its 25 moves: only a finished game can be reviewed");
  const bool ai_game = on_off(args, "ai-game"), by_ai = on_off(args, "by-ai"), explain = on_off(args, "explain");
  const auto player = make_player(args.text("player"));
  SearchBudget budget = read_budget(args);
  if (!args.has("game-time") && !args.has("move-time") && !args.has("sims")) budget.simulations = std::stoll(kReviewSimulations);
  if (!args.has("threads")) budget.threads = 1;
  player->set_budget(budget);
  if (args.has("learned")) load_learned(*player, game.system(), args.text("learned"));
  std::optional<OutputFile> json;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");
  player->set_system(game.system());

  GameReviewer reviewer(*player, game, ai_game);
  std::vector<Explanation> explanations;
  std::vector<std::string> explanation_jsons;
  while (!reviewer.finished()) {
    const int turn = reviewer.step();
    if (turn < 0 || !explain) continue;
    explanations.push_back(explain_reviewed_move(reviewer, turn));
    explanation_jsons.push_back(explanation_json(explanations.back()));
  }
  const GameReview review = reviewer.summary();

  std::cout << "Game " << game.serialize() << ": score " << review.score << ", reviewed by " << player->spec() << ", "
            << player->budget().describe() << "\n\n"
            << review_sentence(review, by_ai) << "\n"
            << "Accuracy " << fixed(review.accuracy, "%.0f") << " · points lost to inaccuracies, mistakes and blunders "
            << fixed(review.mistakes_cost) << "\n";
  print_counts(std::cout, review);
  std::cout << "Score " << review.score << " = start " << fixed(review.start) << " + luck " << fixed(review.luck, "%+.1f")
            << " - choices " << fixed(review.cost) << " + the estimates' error " << fixed(review.error, "%+.1f")
            << " (costs in points; the system's scale against American: " << fixed(review.scale, "%.3f") << ")\n";
  if (!review.key_moments.empty()) std::cout << "\nKey moments, costliest first:\n";
  for (const int turn : review.key_moments) {
    const MoveReview& m = review.moves[static_cast<std::size_t>(turn)];
    std::cout << "  Move " << turn + 1 << ", the " << card_long_name(m.card) << ": " << verdict_symbol(m.verdict) << " "
              << verdict_name(m.verdict) << ", costs " << about_points(m.cost) << " (played " << cell_text(m.played)
              << ", the AI's cell " << cell_text(m.analysis.best) << ")\n";
    if (explain) std::cout << "    " << explanations[static_cast<std::size_t>(turn)].text << "\n";
  }
  std::cout << "\nMove by move (cells a..y row by row; cost and luck in points; expected: the estimate after the move):\n"
            << "  move card played best   cost  verdict        acc.   luck  expected\n";
  for (const MoveReview& m : review.moves) print_move_line(std::cout, m);
  if (json) {
    json->stream() << review_json(review, by_ai, explanation_jsons) << "\n";
    json->commit();
  }
  return 0;
}

}  // namespace pps::cli
