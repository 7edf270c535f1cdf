// Tournament results: per point system and player, the exact sufficient
// statistics of the scores (count, sum, sum of squares, min, max, as
// integers), so that shards of a tournament merge into exactly the result of
// one run; JSON in and out; the report (means ± standard errors, the
// contest's normalized score).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

#include "engine/point_system.h"

namespace pps::cli {

struct Tally {
  // forfeits: games lost by the contest's rules (scored the penalty), of
  // which timeouts were lost on time.
  std::int64_t count = 0, sum = 0, sum_sq = 0, timeouts = 0, forfeits = 0;
  std::int64_t min = 0, max = 0;
  void add(int score);
  void merge(const Tally& other);
  double mean() const;
  double se() const;
};

// A game a player lost by the contest's rules, and why.
struct LostGame {
  std::string system, player;  // canonical forms, as in Tournament
  std::int64_t seed = 0;
  std::string reason;
};

struct Tournament {
  std::vector<std::string> players;  // canonical specs
  // What the tables call each player: its spec, or for an external program
  // the name it gave (made unique). Empty: the specs (files from before).
  std::vector<std::string> names;
  std::vector<std::string> systems;  // canonical system strings
  std::int64_t games = 0;            // deals per system (the whole tournament)
  std::int64_t seed = 0;             // deal seeds seed .. seed + games - 1
  std::string key;                   // sealed deals of this key (64 hex digits), or "": the seeds' deals
  // How the external programs ran: "bubblewrap" (each in a sandbox of its
  // own), "none" (--no-sandbox), or "" when none played.
  std::string sandbox;
  std::string budget;
  std::vector<int> shards;           // shard indices (1-based) included
  int shard_count = 1;
  std::vector<std::vector<Tally>> tally;  // [system][player]
  std::vector<LostGame> lost;             // in system, player, seed order
  // Per system, the sum over its deals of score(p) * score(q) for each pair
  // of players p < q (index pair_index(p, q)): with the tallies, the exact
  // paired difference of any two players on the same deals, and it merges by
  // addition. Empty: not kept (files from before it).
  std::vector<std::vector<std::int64_t>> products;
  // A class's players (--players-from): the file each player came from ("" for
  // a built-in player), and (in files from before a program that did not load
  // was a player) the files that could not be loaded, with why. Empty: a
  // tournament of specs alone.
  std::vector<std::string> files;
  std::vector<std::pair<std::string, std::string>> unloaded;  // {file, why}

  // Records one game's result.
  void add(std::size_t system, std::size_t player, std::int64_t deal_seed, int score, const std::string& forfeit,
           bool timed_out);
  // Puts `lost` in system, player, seed order (after a merge).
  void sort_lost();
  // Whether `lost` names every forfeit. Files written before external
  // players list no lost games (their forfeits were timeouts): such a
  // tournament, and a merge with one, writes no list rather than a short one.
  bool lists_every_lost_game() const;

  // Records the scores of every player on one deal of `system`, in player order.
  void add_deal(std::size_t system, const std::vector<int>& scores);

  void init_tally() {
    tally.assign(systems.size(), std::vector<Tally>(players.size()));
    products.assign(systems.size(), std::vector<std::int64_t>(pair_count(), 0));
  }
  std::size_t pair_count() const { return players.size() * (players.size() - 1) / 2; }
  // The index of the pair p < q in a row of `products`.
  std::size_t pair_index(std::size_t p, std::size_t q) const {
    if (p > q) std::swap(p, q);
    return p * players.size() - p * (p + 1) / 2 + (q - p - 1);
  }
  // The name of player p in the tables.
  const std::string& name(std::size_t p) const { return names.size() == players.size() ? names[p] : players[p]; }
  // Per system, each player's mean scaled to [0, 1] between the worst and the
  // best (all 1 if every mean is equal); [system][player].
  std::vector<std::vector<double>> normalized() const;
};

// The names of the tables: `wanted[p]` for each player (its spec, or the
// name an external program gave), where a name already taken (a built-in
// player's spec first, then the names before it) gets " (2)", " (3)", ...
std::vector<std::string> unique_names(const std::vector<std::string>& specs, const std::vector<std::string>& wanted);

// "tiger:cp=1,delta=2,greedy" -> {"tiger:cp=1,delta=2", "greedy"}: a piece
// with '=' and no ':', or one that begins "cmd=", continues the previous spec.
std::vector<std::string> split_player_list(const std::string& text);
// Throws UsageError if a player or system (canonical forms) is listed twice:
// results are kept per name, so a repeated one would be merged into one row.
void refuse_duplicates(const std::vector<std::string>& canonical, const std::string& flag);
inline constexpr int kMaxShards = 1'000'000;
// "K/N", decimal, 1 <= K <= N <= min(games, kMaxShards); throws UsageError.
std::pair<int, int> parse_shard(const std::string& text, std::int64_t games);
// "contest12" (with the generated systems of `system_seed`), or system
// strings separated by commas (ten integers in a row form one custom system)
// or semicolons.
std::vector<PointSystem> expand_systems(const std::string& text, std::int64_t system_seed);

void write_json(std::ostream& out, const Tournament& t);
void print_report(std::ostream& out, const Tournament& t);
// The lost games, at most `max_lines` of them, one a line ("" if none).
std::string lost_games_report(const std::vector<LostGame>& lost, std::size_t max_lines);

}  // namespace pps::cli
