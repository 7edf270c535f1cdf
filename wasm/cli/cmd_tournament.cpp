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
#include "cli/programs.h"
#include "cli/tournament.h"
#include "cli/tournament_reader.h"
#include "cli/withdrawal.h"
#include "engine/quote.h"
#include "external/external_player.h"

namespace pps::cli {

namespace {

std::string clients_folder(const Args& args) { return args.has("clients") ? args.text("clients") : default_clients_folder(); }

// The class's programs of --players-from, after the players of --players (if
// given): their specs and the withdrawal each starts with (out from the start
// when it cannot run), and in `t` the file of each player (the files also
// said on standard error, before the run).
std::vector<std::pair<std::string, Withdrawal>> class_players(const Args& args, Tournament& t) {
  args.number("prep", 0, 86400);  // checked here; each program's spec carries it as written
  const ClassFolder folder(args.text("players-from"), clients_folder(args), "prep=" + args.text("prep"), args.text("logs"));
  std::vector<std::pair<std::string, Withdrawal>> out;
  for (const ClassProgram& program : folder.programs()) {
    out.emplace_back(program.spec, program.not_loaded.empty() ? Withdrawal() : Withdrawal::not_loaded(program.not_loaded));
    t.files.push_back(program.file);
    if (!program.not_loaded.empty()) std::cerr << "pps: " << program.file << " is not loaded: " << program.not_loaded << "\n";
  }
  for (const auto& file : folder.ignored()) std::cerr << "pps: not a player (not .py, .java nor executable): " << file << "\n";
  return out;
}

// --reference, or for a class the first built-in player (none without one).
std::optional<std::size_t> reference_of(const Args& args, const Tournament& t) {
  if (args.has("reference")) return find_player(t, args.text("reference"));
  for (std::size_t p = 0; p < t.files.size(); ++p)
    if (t.files[p].empty()) return p;
  return std::nullopt;
}

// Checks the output files (before anything runs); writes nothing.
void check_outputs(const Args& args) {
  if (args.has("json")) OutputFile::check(args.text("json"), "--json file");
  if (args.has("grades")) OutputFile::check(args.text("grades"), "--grades file");
}

// The report, the class's leaderboard after the tables, and the output files:
// written once every program is gone, so that none can touch them.
void report(const Args& args, const Tournament& t) {
  print_report(std::cout, t);
  const auto reference = reference_of(args, t);
  if (!t.files.empty() || reference) print_leaderboard(std::cout, t, reference);
  if (args.has("grades")) {
    OutputFile grades(args.text("grades"), "--grades file");
    write_grade_sheet(grades.stream(), t, reference);
    grades.commit();
  }
  if (args.has("json")) {
    OutputFile json(args.text("json"), "--json file");
    write_json(json.stream(), t);
    json.commit();
  }
}

}  // namespace

int run_tournament(const Args& args) {
  // Every argument is checked before the output file is touched.
  Tournament t;
  std::vector<std::string> specs;
  std::vector<Withdrawal> withdrawals;
  if (args.has("players") || !args.has("players-from")) specs = split_player_list(args.text("players"));
  withdrawals.resize(specs.size());
  if (args.has("players-from")) {
    t.files.assign(specs.size(), "");
    for (auto& [spec, withdrawal] : class_players(args, t)) {
      specs.push_back(spec);
      withdrawals.push_back(withdrawal);
    }
    if (specs.empty()) throw UsageError("no player to run: no program in --players-from, and no --players");
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
  std::vector<Player*> who;
  for (const auto& p : players) who.push_back(p.get());
  const RunDeals deals = read_deals(args, {who.begin(), who.end()});
  if (deals.drawn && shard_count > 1)
    throw UsageError("an external: player plays, so the deals are sealed: every shard needs the same key "
                     "(--key-file FILE; pps key draws one)");
  t.key = deals.key_hex();
  check_outputs(args);
  t.init_tally();
  for (auto& p : players) p->set_budget(budget);
  t.sandbox = sandbox_word(prepare_programs(args, who,
                                            {args.text("json"), args.text("grades"), args.text("logs"), args.text("key-file")},
                                            {clients_folder(args)}));

  // Game i of every system is played by shard (i mod N) + 1: the same deals
  // for every player, and shards that together cover each game exactly once.
  const std::int64_t mine = games_in_shard(t.games, shard, shard_count);
  for (std::size_t s = 0; s < systems.size(); ++s) {
    for (auto& p : players) p->set_system(systems[s]);
    std::int64_t played = 0;
    for (std::int64_t i = shard - 1; i < t.games; i += shard_count) {
      std::vector<int> scores(players.size());
      for (std::size_t p = 0; p < players.size(); ++p) {
        if (!withdrawals[p].reason().empty()) {
          scores[p] = forfeit_score(systems[s]);
          t.add(s, p, t.seed + i, scores[p], withdrawals[p].reason(), false);
          continue;
        }
        const ContestGame game = play_contest_game(*players[p], deals.game(systems[s], t.seed + i), budget);
        t.add(s, p, t.seed + i, game.score, game.forfeit, game.timed_out);
        scores[p] = game.score;
        withdrawals[p].record(*players[p], game.forfeit);
      }
      t.add_deal(s, scores);
      ++played;
      if (played == mine || played % 10 == 0)
        std::cerr << "\rsystem " << s + 1 << "/" << systems.size() << " (" << t.systems[s] << "): game " << played
                  << "/" << mine << "   " << std::flush;
    }
    std::cerr << "\n";
  }
  finish_programs(who);
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
  report(args, t);
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
  check_outputs(args);
  report(args, merged);
  return 0;
}

}  // namespace pps::cli
