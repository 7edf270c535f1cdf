#include <algorithm>
#include <iostream>
#include <limits>
#include <optional>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "cli/budget_flags.h"
#include "cli/class_folder.h"
#include "cli/leaderboard.h"
#include "cli/player_factory.h"
#include "cli/commands.h"
#include "cli/deal_flags.h"
#include "cli/output_file.h"
#include "cli/tournament.h"
#include "cli/tournament_reader.h"
#include "engine/quote.h"
#include "external/external_player.h"

namespace pps::cli {

namespace {

// A class's program (--players-from) that loses this many games in a row is
// withdrawn: its games left are lost without being played, as in the lab's
// class, so that a program that loops costs the class 3 game clocks, not
// one a game, and every player still has every deal (docs/DESIGN.md).
constexpr int kMostLostInARow = 3;

// The class's programs of --players-from, after the players of --players (if
// given): their specs, and in `t` the file of each player and the files that
// did not load (both also said on standard error, before the run).
std::vector<std::string> class_players(const Args& args, Tournament& t) {
  args.number("prep", 0, 86400);  // checked here; each program's spec carries it as written
  const ClassFolder folder(args.text("players-from"), args.has("clients") ? args.text("clients") : default_clients_folder(),
                           "prep=" + args.text("prep"), args.text("logs"));
  std::vector<std::string> specs;
  for (const ClassProgram& program : folder.programs()) {
    specs.push_back(program.spec);
    t.files.push_back(program.file);
  }
  t.unloaded = folder.unloaded();
  for (const auto& file : folder.ignored()) std::cerr << "pps: not a player (not .py, .java nor executable): " << file << "\n";
  for (const auto& [file, why] : t.unloaded) std::cerr << "pps: " << file << " is not in the class: " << why << "\n";
  return specs;
}

// --reference, or for a class the first built-in player (none without one).
std::optional<std::size_t> reference_of(const Args& args, const Tournament& t) {
  if (args.has("reference")) return find_player(t, args.text("reference"));
  for (std::size_t p = 0; p < t.files.size(); ++p)
    if (t.files[p].empty()) return p;
  return std::nullopt;
}

// The class's leaderboard after the tables, and the grade sheet.
void report_class(const Args& args, const Tournament& t, std::optional<OutputFile>& grades) {
  const auto reference = reference_of(args, t);
  if (!t.files.empty() || reference) print_leaderboard(std::cout, t, reference);
  if (grades) {
    write_grade_sheet(grades->stream(), t, reference);
    grades->commit();
  }
}

}  // namespace

int run_tournament(const Args& args) {
  // Every argument is checked before the output file is touched.
  Tournament t;
  std::vector<std::string> specs;
  if (args.has("players") || !args.has("players-from")) specs = split_player_list(args.text("players"));
  if (args.has("players-from")) {
    t.files.assign(specs.size(), "");
    for (auto& spec : class_players(args, t)) specs.push_back(std::move(spec));
    if (specs.empty()) throw UsageError("no player to run: no program of --players-from loaded, and no --players");
  }
  std::vector<std::unique_ptr<Player>> players;
  for (const auto& spec : specs) {
    players.push_back(make_cli_player(spec));
    t.players.push_back(players.back()->spec());
  }
  refuse_duplicates(t.players, "--players");
  reference_of(args, t);  // a bad --reference is refused before the run
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
  std::optional<OutputFile> json, grades;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");
  if (args.has("grades")) grades.emplace(args.text("grades"), "--grades file");
  t.init_tally();
  for (auto& p : players) p->set_budget(budget);

  // Game i of every system is played by shard (i mod N) + 1: the same deals
  // for every player, and shards that together cover each game exactly once.
  const std::int64_t mine = games_in_shard(t.games, shard, shard_count);
  std::vector<int> lost_in_a_row(players.size(), 0);
  std::vector<std::string> withdrawn(players.size());  // the reason of its games left, once withdrawn
  for (std::size_t s = 0; s < systems.size(); ++s) {
    for (auto& p : players) p->set_system(systems[s]);
    std::int64_t played = 0;
    for (std::int64_t i = shard - 1; i < t.games; i += shard_count) {
      std::vector<int> scores(players.size());
      for (std::size_t p = 0; p < players.size(); ++p) {
        if (!withdrawn[p].empty()) {
          scores[p] = forfeit_score(systems[s]);
          t.add(s, p, t.seed + i, scores[p], withdrawn[p], false);
          continue;
        }
        const ContestGame game = play_contest_game(*players[p], deals.game(systems[s], t.seed + i), budget);
        t.add(s, p, t.seed + i, game.score, game.forfeit, game.timed_out);
        scores[p] = game.score;
        if (t.files.empty() || t.files[p].empty()) continue;  // not a class's program
        lost_in_a_row[p] = game.forfeit.empty() ? 0 : lost_in_a_row[p] + 1;
        if (lost_in_a_row[p] == kMostLostInARow)
          withdrawn[p] = std::string(kWithdrawnPrefix) + "lost " + std::to_string(kMostLostInARow) + " games in a row (the last: " +
                         game.forfeit + ")";
      }
      t.add_deal(s, scores);
      ++played;
      if (played == mine || played % 10 == 0)
        std::cerr << "\rsystem " << s + 1 << "/" << systems.size() << " (" << t.systems[s] << "): game " << played
                  << "/" << mine << "   " << std::flush;
    }
    std::cerr << "\n";
  }
  // An external program goes by the name it gave, not by its command line.
  // A class's program goes by its file, and the name it gave.
  std::vector<std::string> wanted;
  for (std::size_t p = 0; p < players.size(); ++p) {
    const auto* program = dynamic_cast<const external::ExternalPlayer*>(players[p].get());
    const std::string name = program ? program->program_name() : "";
    const std::string file = t.files.empty() ? "" : t.files[p];
    wanted.push_back(!file.empty() ? file + (name.empty() ? "" : " (" + name + ")") : !name.empty() ? name : players[p]->spec());
  }
  t.names = unique_names(t.players, wanted);
  print_report(std::cout, t);
  report_class(args, t, grades);
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
  reference_of(args, merged);  // a bad --reference is refused before any output
  std::optional<OutputFile> json, grades;
  if (args.has("json")) json.emplace(args.text("json"), "--json file");
  if (args.has("grades")) grades.emplace(args.text("grades"), "--grades file");
  print_report(std::cout, merged);
  report_class(args, merged, grades);
  if (json) {
    write_json(json->stream(), merged);
    json->commit();
  }
  return 0;
}

}  // namespace pps::cli
