#include <chrono>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <limits>
#include <optional>

#include "ai/core/match.h"
#include "ai/core/stats.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"
#include "cli/json_reader.h"
#include "cli/learned_flag.h"
#include "cli/output_file.h"

namespace pps::cli {

int run_play(const Args& args) {
  // Every argument is checked, and the learned data read, before the output
  // file is touched: a mistake never costs the previous result.
  const PointSystem system = PointSystem::parse(args.text("system"));
  const auto player = make_player(args.text("player"));
  const std::int64_t games = args.integer("games", 1, 100'000'000);
  const std::int64_t first_seed = parse_seed(args.text("seed"));
  if (first_seed > std::numeric_limits<std::int64_t>::max() - (games - 1))
    throw UsageError("--seed " + std::to_string(first_seed) + " plus --games overflows the 64-bit seed range");
  const SearchBudget budget = read_budget(args);
  player->set_budget(budget);
  if (args.has("learned")) load_learned(*player, system, args.text("learned"));
  std::optional<OutputFile> json_file;
  if (args.has("json")) json_file.emplace(args.text("json"), "--json file");

  player->set_system(system);
  ScoreStats stats;
  ScoreStats seconds;  // wall time per game: the contest scored a game over 30 s as lost
  std::ostream* json = json_file ? &json_file->stream() : nullptr;
  if (json) {
    *json << "{\"player\":" << json_quote(player->spec()) << ",\"system\":" << json_quote(system.to_string())
          << ",\"first_seed\":" << first_seed << ",\"games\":[";
  }
  for (std::int64_t i = 0; i < games; ++i) {
    const std::int64_t seed = first_seed + i;
    const auto start = std::chrono::steady_clock::now();
    const Game game = play_game(*player, system, seed);
    const int score = game.score();
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    stats.add(score);
    seconds.add(took);
    if (json) *json << (i ? "," : "") << "{\"seed\":" << seed << ",\"score\":" << score << ",\"seconds\":" << took
                    << ",\"game\":\"" << game.serialize() << "\"}";
  }
  std::printf("player %s, system %s, %lld games (seeds %lld..%lld)\n", player->spec().c_str(),
              system.to_string().c_str(), static_cast<long long>(games), static_cast<long long>(first_seed),
              static_cast<long long>(first_seed + games - 1));
  std::printf("mean %.3f  sd %.3f  se %.3f  min %.0f  max %.0f\n", stats.mean(), stats.sd(), stats.se(), stats.min(),
              stats.max());
  // Only when a time budget was asked for: otherwise the output stays the same from run to run.
  if (args.has("game-time") || args.has("move-time"))
    std::printf("seconds per game: mean %.3f  slowest %.3f\n", seconds.mean(), seconds.max());
  if (json) {
    *json << "],\"count\":" << stats.count() << ",\"mean\":" << stats.mean() << ",\"sd\":" << stats.sd()
          << ",\"se\":" << stats.se() << ",\"min\":" << stats.min() << ",\"max\":" << stats.max()
          << ",\"slowest_seconds\":" << seconds.max() << "}\n";
    json_file->commit();
  }
  return 0;
}

}  // namespace pps::cli
