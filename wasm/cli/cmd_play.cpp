#include <algorithm>
#include <vector>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <limits>
#include <optional>
#include <sstream>

#include "ai/core/match.h"
#include "ai/core/stats.h"
#include "cli/budget_flags.h"
#include "cli/player_factory.h"
#include "cli/tournament.h"
#include "external/external_player.h"
#include "cli/commands.h"
#include "cli/deal_flags.h"
#include "cli/json_reader.h"
#include "cli/learned_flag.h"
#include "cli/output_file.h"
#include "cli/programs.h"
#include "cli/withdrawal.h"
#include "cli/class_folder.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// The program's name and how long its answers took: the protocol's cost.
std::string round_trip_report(const external::ExternalPlayer& program) {
  std::vector<float> trips = program.round_trips();
  if (trips.empty()) return "the program answered no card\n";
  std::sort(trips.begin(), trips.end());
  char text[160];
  std::snprintf(text, sizeof text, ": %zu cards answered, round trip median %.3f ms, 99th percentile %.3f ms, slowest %.3f ms\n",
                trips.size(), 1000.0 * trips[trips.size() / 2], 1000.0 * trips[trips.size() * 99 / 100],
                1000.0 * trips.back());
  return "program " + quote(program.program_name()) + text;
}

}  // namespace

int run_play(const Args& args) {
  // Every argument is checked, and the learned data read, before the output
  // file is touched: a mistake never costs the previous result.
  const PointSystem system = PointSystem::parse(args.text("system"));
  const auto player = make_cli_player(args.text("player"));
  const std::int64_t games = args.integer("games", 1, 100'000'000);
  const std::int64_t first_seed = parse_seed(args.text("seed"));
  if (first_seed > std::numeric_limits<std::int64_t>::max() - (games - 1))
    throw UsageError("--seed " + std::to_string(first_seed) + " plus --games overflows the 64-bit seed range");
  const SearchBudget budget = read_budget(args);
  const RunDeals deals = read_deals(args, {player.get()});
  player->set_budget(budget);
  if (args.has("learned")) load_learned(*player, system, args.text("learned"));
  if (args.has("json")) OutputFile::check(args.text("json"), "--json file");
  const std::string sandbox = sandbox_word(prepare_programs(args, {player.get()}, {args.text("json"), args.text("key-file")},
                                                            {default_clients_folder()}));

  player->set_system(system);
  ScoreStats stats;
  ScoreStats seconds;  // decision time per game: the contest scores a game over its time as lost
  std::vector<LostGame> lost;
  Withdrawal withdrawal;
  // The games' JSON, written to the file once the program is gone.
  std::ostringstream json;
  for (std::int64_t i = 0; i < games; ++i) {
    const std::int64_t seed = first_seed + i;
    ContestGame game{deals.game(system, seed), forfeit_score(system), 0.0, withdrawal.reason(), false};
    if (withdrawal.reason().empty()) {
      game = play_contest_game(*player, deals.game(system, seed), budget);
      withdrawal.record(*player, game.forfeit);
    }
    stats.add(game.score);
    seconds.add(game.seconds);
    if (!game.forfeit.empty()) lost.push_back({system.to_string(), player->spec(), seed, game.forfeit});
    json << (i ? "," : "") << "{\"seed\":" << seed << ",\"score\":" << game.score << ",\"seconds\":" << game.seconds;
    // A sealed game has no SYSTEM;SEED;MOVES form (its cards come from the key).
    if (deals.key) json << ",\"moves\":\"" << game.game.moves_text() << "\"";
    else json << ",\"game\":\"" << game.game.serialize() << "\"";
    if (!game.forfeit.empty()) json << ",\"lost\":" << json_quote(game.forfeit);
    json << "}";
  }
  finish_programs({player.get()});
  const auto* program = dynamic_cast<const external::ExternalPlayer*>(player.get());
  std::printf(deals.key ? "player %s, system %s, %lld games (sealed deals %lld..%lld)\n"
                        : "player %s, system %s, %lld games (seeds %lld..%lld)\n", player->spec().c_str(),
              system.to_string().c_str(), static_cast<long long>(games), static_cast<long long>(first_seed),
              static_cast<long long>(first_seed + games - 1));
  std::printf("mean %.3f  sd %.3f  se %.3f  min %.0f  max %.0f\n", stats.mean(), stats.sd(), stats.se(), stats.min(),
              stats.max());
  // Only when time counts: otherwise the output stays the same from run to run.
  if (args.has("game-time") || args.has("move-time") || program)
    std::printf("seconds per game: mean %.3f  slowest %.3f\n", seconds.mean(), seconds.max());
  if (program) std::printf("%s", round_trip_report(*program).c_str());
  std::printf("%s", lost_games_report(lost, 20).c_str());
  if (sandbox == "none") std::printf("the program ran without a sandbox (--no-sandbox)\n");
  std::printf("%s", key_report(deals.key_hex()).c_str());
  if (args.has("json")) {
    OutputFile file(args.text("json"), "--json file");
    file.stream() << "{\"player\":" << json_quote(player->spec()) << ",\"system\":" << json_quote(system.to_string())
                  << ",\"first_seed\":" << first_seed << ",\"games\":[" << json.str() << "],\"count\":" << stats.count()
                  << ",\"mean\":" << stats.mean() << ",\"sd\":" << stats.sd() << ",\"se\":" << stats.se()
                  << ",\"min\":" << stats.min() << ",\"max\":" << stats.max()
                  << ",\"slowest_seconds\":" << seconds.max() << ",\"lost\":" << lost.size();
    if (deals.key) file.stream() << ",\"key\":" << json_quote(deals.key_hex());
    if (!sandbox.empty()) file.stream() << ",\"sandbox\":" << json_quote(sandbox);
    file.stream() << "}\n";
    file.commit();
  }
  return 0;
}

}  // namespace pps::cli
