#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <limits>

#include "ai/learning_player.h"
#include "ai/match.h"
#include "ai/stats.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"

namespace pps::cli {

namespace {

// Loads what `pps learn --out` wrote, so that a measurement need not learn
// again: the data must be for this player and point system.
void load_learned(Player& player, const PointSystem& system, const std::string& path) {
  auto* learner = dynamic_cast<LearningPlayer*>(&player);
  if (!learner) throw UsageError("--learned: player '" + player.spec() + "' does not learn");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read --learned file '" + path + "'");
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  try {
    learner->load(bytes, system);
  } catch (const std::invalid_argument& e) {
    throw UsageError("--learned file '" + path + "': " + e.what());
  }
}

}  // namespace

int run_play(const Args& args) {
  const PointSystem system = PointSystem::parse(args.text("system"));
  const auto player = make_player(args.text("player"));
  const std::int64_t games = args.integer("games", 1, 100'000'000);
  const std::int64_t first_seed = parse_seed(args.text("seed"));
  if (first_seed > std::numeric_limits<std::int64_t>::max() - (games - 1))
    throw UsageError("--seed " + std::to_string(first_seed) + " plus --games overflows the 64-bit seed range");
  std::ofstream json;
  if (args.has("json")) {
    json.open(args.text("json"));
    if (!json) throw UsageError("cannot write --json file '" + args.text("json") + "'");
  }

  const SearchBudget budget = read_budget(args);
  player->set_budget(budget);
  if (args.has("learned")) load_learned(*player, system, args.text("learned"));
  player->set_system(system);
  ScoreStats stats;
  ScoreStats seconds;  // wall time per game: the contest scored a game over 30 s as lost
  if (json) {
    json << "{\"player\":\"" << player->spec() << "\",\"system\":\"" << system.to_string()
         << "\",\"first_seed\":" << first_seed << ",\"games\":[";
  }
  for (std::int64_t i = 0; i < games; ++i) {
    const std::int64_t seed = first_seed + i;
    const auto start = std::chrono::steady_clock::now();
    const Game game = play_game(*player, system, seed);
    const int score = game.score();
    const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    stats.add(score);
    seconds.add(took);
    if (json) json << (i ? "," : "") << "{\"seed\":" << seed << ",\"score\":" << score << ",\"seconds\":" << took
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
    json << "],\"count\":" << stats.count() << ",\"mean\":" << stats.mean() << ",\"sd\":" << stats.sd()
         << ",\"se\":" << stats.se() << ",\"min\":" << stats.min() << ",\"max\":" << stats.max()
         << ",\"slowest_seconds\":" << seconds.max() << "}\n";
  }
  return 0;
}

}  // namespace pps::cli
