#include <algorithm>
#include <iostream>
#include <limits>
#include <optional>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "cli/budget_flags.h"
#include "cli/player_factory.h"
#include "cli/commands.h"
#include "cli/deal_flags.h"
#include "cli/output_file.h"
#include "cli/tournament.h"
#include "cli/tournament_reader.h"
#include "engine/quote.h"
#include "external/external_player.h"

namespace pps::cli {

int run_tournament(const Args& args) {
  // Every argument is checked before the output file is touched.
  Tournament t;
  const auto specs = split_player_list(args.text("players"));
  std::vector<std::unique_ptr<Player>> players;
  for (const auto& spec : specs) {
    players.push_back(make_cli_player(spec));
    t.players.push_back(players.back()->spec());
  }
  refuse_duplicates(t.players, "--players");
  const auto systems = expand_systems(args.text("systems"), parse_seed(args.text("system-seed")));
  for (const auto& s : systems) t.systems.push_back(s.to_string());
  refuse_duplicates(t.systems, "--systems");
  t.games = args.integer("games", 1, 1'000'000'000);
  t.seed = parse_seed(args.text("seed"));
  if (t.seed > std::numeric_limits<std::int64_t>::max() - (t.games - 1))
    throw UsageError("--seed plus --games overflows the 64-bit seed range");
  const SearchBudget budget = read_budget(args);
  t.budget = budget.describe();
  const auto [shard, shard_count] = args.has("shard") ? parse_shard(args.text("shard"), t.games) : std::pair{1, 1};
  t.shards = {shard};
  t.shard_count = shard_count;
  std::vector<const Player*> who;
  for (const auto& p : players) who.push_back(p.get());
  const RunDeals deals = read_deals(args, who);
  if (deals.drawn && shard_count > 1)
    throw UsageError("an external: player plays, so the deals are sealed: every shard needs the same --key HEX "
                     "(pps key draws one)");
  t.key = deals.key_hex();
  std::optional<OutputFile> json;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");
  t.init_tally();
  for (auto& p : players) p->set_budget(budget);

  // Game i of every system is played by shard (i mod N) + 1: the same deals
  // for every player, and shards that together cover each game exactly once.
  const std::int64_t mine = games_in_shard(t.games, shard, shard_count);
  for (std::size_t s = 0; s < systems.size(); ++s) {
    for (auto& p : players) p->set_system(systems[s]);
    std::int64_t played = 0;
    for (std::int64_t i = shard - 1; i < t.games; i += shard_count) {
      for (std::size_t p = 0; p < players.size(); ++p) {
        const ContestGame game = play_contest_game(*players[p], deals.game(systems[s], t.seed + i), budget);
        t.add(s, p, t.seed + i, game.score, game.forfeit, game.timed_out);
      }
      ++played;
      if (played == mine || played % 10 == 0)
        std::cerr << "\rsystem " << s + 1 << "/" << systems.size() << " (" << t.systems[s] << "): game " << played
                  << "/" << mine << "   " << std::flush;
    }
    std::cerr << "\n";
  }
  // An external program goes by the name it gave, not by its command line.
  std::vector<std::string> wanted;
  for (const auto& p : players) {
    const auto* program = dynamic_cast<const external::ExternalPlayer*>(p.get());
    wanted.push_back(program && !program->program_name().empty() ? program->program_name() : p->spec());
  }
  t.names = unique_names(t.players, wanted);
  print_report(std::cout, t);
  if (json) {
    write_json(json->stream(), t);
    json->commit();
  }
  return 0;
}

int run_merge(const Args& args) {
  const std::string list = args.text("inputs");
  if (list.empty()) throw UsageError("--inputs needs at least one shard file (F1,F2,...)");
  std::vector<std::string> files;
  for (std::size_t start = 0; start <= list.size();) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    files.push_back(list.substr(start, comma - start));
    if (files.back().empty()) throw UsageError("--inputs " + quote(list) + " has an empty file name (give F1,F2,...)");
    start = comma + 1;
  }
  Tournament merged = read_tournament_file(files[0]);
  for (std::size_t i = 1; i < files.size(); ++i) merge_shard(merged, read_tournament_file(files[i]), files[i]);
  if (static_cast<int>(merged.shards.size()) != merged.shard_count) {
    std::string missing;
    int listed = 0;
    for (int k = 1; k <= merged.shard_count; ++k) {
      if (std::binary_search(merged.shards.begin(), merged.shards.end(), k)) continue;
      if (++listed <= 10) missing.append(1, ' ').append(std::to_string(k));
    }
    if (listed > 10) missing += " ...";
    if (!args.has("partial"))
      throw UsageError("shards missing:" + missing + " (of " + std::to_string(merged.shard_count) +
                       "); pass --partial to merge what is there");
    std::cerr << "pps merge: partial result, shards missing:" << missing << "\n";
  }
  std::optional<OutputFile> json;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");
  print_report(std::cout, merged);
  if (json) {
    write_json(json->stream(), merged);
    json->commit();
  }
  return 0;
}

}  // namespace pps::cli
