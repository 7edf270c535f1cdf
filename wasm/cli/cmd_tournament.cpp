#include <algorithm>
#include <chrono>
#include <sstream>
#include <fstream>
#include <iostream>
#include <limits>

#include "ai/match.h"
#include "ai/player.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"
#include "cli/tournament.h"
#include "engine/game.h"

namespace pps::cli {

namespace {

// "K/N" with 1 <= K <= N.
std::pair<int, int> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  int k = 0, n = 0;
  try {
    if (slash == std::string::npos) throw std::invalid_argument("");
    std::size_t used_k = 0, used_n = 0;
    k = std::stoi(text.substr(0, slash), &used_k);
    n = std::stoi(text.substr(slash + 1), &used_n);
    if (used_k != slash || used_n != text.size() - slash - 1) throw std::invalid_argument("");
  } catch (const std::exception&) {
    throw UsageError("--shard '" + text + "' is not K/N (e.g. 3/10)");
  }
  if (n < 1 || k < 1 || k > n || n > 1'000'000) throw UsageError("--shard " + text + " needs 1 <= K <= N");
  return {k, n};
}

// One game as the contest plays it: the player's decision time is measured,
// and a player over a per-game time budget scores 10 times the minimum hand
// points.
int play_contest_game(Player& player, const PointSystem& system, std::int64_t seed, const SearchBudget& budget,
                      bool* timed_out) {
  using Clock = std::chrono::steady_clock;
  Game game(system, seed);
  player.new_game(player_seed(seed));
  double thinking = 0;
  while (!game.over()) {
    const auto start = Clock::now();
    const int cell = player.choose(game.board(), game.current_card());
    thinking += std::chrono::duration<double>(Clock::now() - start).count();
    game.play(cell);  // throws on an illegal cell: a bug, reported as an internal error
  }
  *timed_out = budget.simulations == 0 && budget.move_seconds == 0 && thinking > budget.game_seconds;
  return *timed_out ? 10 * system.min_points() : game.score();
}

}  // namespace

int run_tournament(const Args& args) {
  Tournament t;
  const auto specs = split_player_list(args.text("players"));
  std::vector<std::unique_ptr<Player>> players;
  for (const auto& spec : specs) {
    players.push_back(make_player(spec));
    t.players.push_back(players.back()->spec());
  }
  const auto systems = expand_systems(args.text("systems"), parse_seed(args.text("system-seed")));
  for (const auto& s : systems) t.systems.push_back(s.to_string());
  t.games = args.integer("games", 1, 1'000'000'000);
  t.seed = parse_seed(args.text("seed"));
  if (t.seed > std::numeric_limits<std::int64_t>::max() - (t.games - 1))
    throw UsageError("--seed plus --games overflows the 64-bit seed range");
  const SearchBudget budget = read_budget(args);
  t.budget = budget.describe();
  const auto [shard, shard_count] = args.has("shard") ? parse_shard(args.text("shard")) : std::pair{1, 1};
  t.shards = {shard};
  t.shard_count = shard_count;
  std::ofstream json;
  if (args.has("json")) {
    json.open(args.text("json"));
    if (!json) throw UsageError("cannot write --json file '" + args.text("json") + "'");
  }
  t.init_tally();
  for (auto& p : players) p->set_budget(budget);

  // Game i of every system is played by shard (i mod N) + 1: the same deals
  // for every player, and shards that together cover each game exactly once.
  std::int64_t mine = 0;
  for (std::int64_t i = shard - 1; i < t.games; i += shard_count) ++mine;
  for (std::size_t s = 0; s < systems.size(); ++s) {
    for (auto& p : players) p->set_system(systems[s]);
    std::int64_t played = 0;
    for (std::int64_t i = shard - 1; i < t.games; i += shard_count) {
      for (std::size_t p = 0; p < players.size(); ++p) {
        bool timed_out = false;
        t.tally[s][p].add(play_contest_game(*players[p], systems[s], t.seed + i, budget, &timed_out));
        t.tally[s][p].timeouts += timed_out;
      }
      ++played;
      if (played == mine || played % 10 == 0)
        std::cerr << "\rsystem " << s + 1 << "/" << systems.size() << " (" << t.systems[s] << "): game " << played
                  << "/" << mine << "   " << std::flush;
    }
    std::cerr << "\n";
  }
  print_report(std::cout, t);
  if (json) write_json(json, t);
  return 0;
}

int run_merge(const Args& args) {
  const std::string list = args.text("inputs");
  if (list.empty()) throw UsageError("--inputs needs at least one shard file");
  std::vector<std::string> files;
  std::stringstream in(list);
  for (std::string f; std::getline(in, f, ',');)
    if (!f.empty()) files.push_back(f);
  Tournament merged = read_json_file(files[0]);
  for (std::size_t i = 1; i < files.size(); ++i) {
    const Tournament t = read_json_file(files[i]);
    if (t.players != merged.players || t.systems != merged.systems || t.games != merged.games ||
        t.seed != merged.seed || t.budget != merged.budget || t.shard_count != merged.shard_count)
      throw UsageError(files[i] + " is not a shard of the same tournament as " + files[0] +
                       " (players, systems, games, seed, budget and shard count must match)");
    for (int k : t.shards)
      if (std::find(merged.shards.begin(), merged.shards.end(), k) != merged.shards.end())
        throw UsageError("shard " + std::to_string(k) + "/" + std::to_string(t.shard_count) + " is given twice");
    merged.shards.insert(merged.shards.end(), t.shards.begin(), t.shards.end());
    for (std::size_t s = 0; s < merged.systems.size(); ++s)
      for (std::size_t p = 0; p < merged.players.size(); ++p) merged.tally[s][p].merge(t.tally[s][p]);
  }
  std::sort(merged.shards.begin(), merged.shards.end());
  if (static_cast<int>(merged.shards.size()) != merged.shard_count) {
    std::string missing;
    for (int k = 1; k <= merged.shard_count; ++k)
      if (!std::binary_search(merged.shards.begin(), merged.shards.end(), k)) missing.append(1, ' ').append(std::to_string(k));
    if (!args.has("partial"))
      throw UsageError("shards missing:" + missing + " (of " + std::to_string(merged.shard_count) +
                       "); pass --partial to merge what is there");
    std::cerr << "pps merge: partial result, shards missing:" << missing << "\n";
  }
  print_report(std::cout, merged);
  if (args.has("json")) {
    std::ofstream json(args.text("json"));
    if (!json) throw UsageError("cannot write --json file '" + args.text("json") + "'");
    write_json(json, merged);
  }
  return 0;
}

}  // namespace pps::cli
