#include "cli/tournament_reader.h"

#include <algorithm>
#include <limits>
#include <set>
#include <tuple>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "cli/player_factory.h"
#include "cli/args.h"
#include "cli/input_file.h"
#include "cli/json_reader.h"
#include "engine/quote.h"
#include "engine/sealed_deal.h"

namespace pps::cli {

namespace {

// Shard files hold a few numbers per (system, player): megabytes are plenty.
constexpr std::size_t kMaxTournamentFileBytes = 64u << 20;
constexpr std::int64_t kMaxGames = 1'000'000'000;  // as pps tournament --games allows
// A name is a spec (a command line up to 4096 bytes, and its parameters) or a
// program's name.
constexpr std::size_t kMaxNameBytes = 8192;

std::int64_t integer_in(const JsonValue& v, const std::string& field, std::int64_t min, std::int64_t max) {
  const std::int64_t n = v.at(field).integer();
  if (n < min || n > max)
    throw UsageError(field + " " + std::to_string(n) + " is outside [" + std::to_string(min) + ", " +
                     std::to_string(max) + "]");
  return n;
}

// A list of distinct strings, each already in its canonical form (so that
// two spellings of one system or player cannot stand for two).
std::vector<std::string> canonical_list(const JsonValue& doc, const std::string& field,
                                        std::string (*canonical)(const std::string&)) {
  std::vector<std::string> out;
  for (const auto& v : doc.at(field).array()) {
    const std::string& text = v.string();
    std::string form;
    try {
      form = canonical(text);
    } catch (const std::invalid_argument& e) {
      throw UsageError(field + ": " + e.what());
    }
    if (form != text) throw UsageError(field + ": " + quote(text) + " is not in canonical form " + quote(form));
    if (std::find(out.begin(), out.end(), text) != out.end()) throw UsageError(field + ": " + quote(text) + " is listed twice");
    out.push_back(text);
  }
  if (out.empty()) throw UsageError(field + " is empty");
  return out;
}

std::string canonical_system(const std::string& text) { return PointSystem::parse(text).to_string(); }
std::string canonical_player(const std::string& text) { return make_cli_player(text)->spec(); }

// The games the listed shards hold together.
std::int64_t games_in_shards(const Tournament& t) {
  std::int64_t total = 0;
  for (int k : t.shards) total += games_in_shard(t.games, k, t.shard_count);
  return total;
}

// One result row's numbers must be those of `count` scores of `system`:
// every score lies between 10 times the least and the most a hand scores.
void check_tally(const Tally& c, std::int64_t count, const PointSystem& system) {
  const std::int64_t lo = forfeit_score(system), hi = 10 * system.max_points();
  if (c.count != count)
    throw UsageError("count " + std::to_string(c.count) + ", but its shards hold " + std::to_string(count) + " games");
  if (c.forfeits < 0 || c.forfeits > c.count) throw UsageError("forfeits " + std::to_string(c.forfeits) + " is outside [0, count]");
  if (c.timeouts < 0 || c.timeouts > c.forfeits)
    throw UsageError("timeouts " + std::to_string(c.timeouts) + " is outside [0, forfeits]");
  if (c.min < lo || c.max > hi || c.min > c.max)
    throw UsageError("min " + std::to_string(c.min) + " and max " + std::to_string(c.max) +
                     " are not scores of this system in order (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
  // 128-bit products: the bounds themselves cannot overflow.
  __extension__ typedef __int128 Wide;
  const Wide n = c.count, sum = c.sum, sum_sq = c.sum_sq;
  if (sum < n * c.min || sum > n * c.max) throw UsageError("sum " + std::to_string(c.sum) + " does not lie between count * min and count * max");
  const Wide largest_square = std::max(Wide{c.min} * c.min, Wide{c.max} * c.max);
  // Cauchy-Schwarz: sum^2 <= count * sum_sq (a variance is never negative).
  if (sum_sq < 0 || sum_sq > n * largest_square || sum * sum > n * sum_sq)
    throw UsageError("sum_sq " + std::to_string(c.sum_sq) + " is not a sum of squares of these scores");
}

// The list of lost games (absent from files written before it existed): each
// names a system and player of the file and a seed of its shards, and each
// result row's forfeits are exactly its lost games.
void read_lost_games(const JsonValue& doc, Tournament& t) {
  if (!doc.fields.count("lost")) return;
  std::vector<std::vector<std::int64_t>> listed(t.systems.size(), std::vector<std::int64_t>(t.players.size()));
  std::set<std::tuple<std::size_t, std::size_t, std::int64_t>> distinct;
  for (const auto& v : doc.at("lost").array()) {
    LostGame game{v.at("system").string(), v.at("player").string(), v.at("seed").integer(), v.at("reason").string()};
    const auto s = static_cast<std::size_t>(std::find(t.systems.begin(), t.systems.end(), game.system) - t.systems.begin());
    const auto p = static_cast<std::size_t>(std::find(t.players.begin(), t.players.end(), game.player) - t.players.begin());
    if (s == t.systems.size() || p == t.players.size())
      throw UsageError("a lost game names an unknown system or player (" + quote(game.system) + ", " + quote(game.player) + ")");
    const auto i = static_cast<std::uint64_t>(game.seed) - static_cast<std::uint64_t>(t.seed);
    if (game.seed < t.seed || i >= static_cast<std::uint64_t>(t.games) ||
        !std::binary_search(t.shards.begin(), t.shards.end(), static_cast<int>(i % static_cast<std::uint64_t>(t.shard_count)) + 1))
      throw UsageError("lost game seed " + std::to_string(game.seed) + " is not a deal of these shards");
    if (!distinct.insert({s, p, game.seed}).second)
      throw UsageError("lost game seed " + std::to_string(game.seed) + " is listed twice for " + quote(game.player));
    ++listed[s][p];
    t.lost.push_back(std::move(game));
  }
  for (std::size_t s = 0; s < t.systems.size(); ++s)
    for (std::size_t p = 0; p < t.players.size(); ++p)
      if (listed[s][p] != t.tally[s][p].forfeits)
        throw UsageError("the result for system " + quote(t.systems[s]) + ", player " + quote(t.players[p]) + " has " +
                         std::to_string(t.tally[s][p].forfeits) + " forfeits but " + std::to_string(listed[s][p]) +
                         " lost games are listed");
  t.sort_lost();
}

// The tables' names (absent from files written before them): one per
// player, each a short printable line, no two the same.
void read_names(const JsonValue& doc, Tournament& t) {
  if (!doc.fields.count("names")) return;
  for (const auto& v : doc.at("names").array()) {
    const std::string& name = v.string();
    if (name.empty() || name.size() > kMaxNameBytes || std::any_of(name.begin(), name.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; }))
      throw UsageError("names: " + quote(name) + " is not a name (1 to " + std::to_string(kMaxNameBytes) + " printable bytes)");
    if (std::find(t.names.begin(), t.names.end(), name) != t.names.end()) throw UsageError("names: " + quote(name) + " is listed twice");
    t.names.push_back(name);
  }
  if (t.names.size() != t.players.size())
    throw UsageError("names has " + std::to_string(t.names.size()) + " names for " + std::to_string(t.players.size()) + " players");
}

// The products of the pairs' scores (absent from files written before them:
// then no paired difference is shown): per system one per pair, each within
// what the two players' sums of squares allow (Cauchy-Schwarz).
void read_products(const JsonValue& doc, Tournament& t) {
  if (!doc.fields.count("products")) {
    t.products.clear();
    return;
  }
  const auto& rows = doc.at("products").array();
  if (rows.size() != t.systems.size())
    throw UsageError("products has " + std::to_string(rows.size()) + " rows for " + std::to_string(t.systems.size()) + " systems");
  __extension__ typedef __int128 Wide;
  for (std::size_t s = 0; s < rows.size(); ++s) {
    const auto& row = rows[s].array();
    if (row.size() != t.pair_count())
      throw UsageError("products row " + std::to_string(s + 1) + " has " + std::to_string(row.size()) + " numbers for " +
                       std::to_string(t.pair_count()) + " pairs of players");
    for (std::size_t p = 0; p < t.players.size(); ++p)
      for (std::size_t q = p + 1; q < t.players.size(); ++q) {
        const std::int64_t product = row[t.pair_index(p, q)].integer();
        const Wide a = t.tally[s][p].sum_sq, b = t.tally[s][q].sum_sq;
        if (Wide{product} * product > a * b)
          throw UsageError("products row " + std::to_string(s + 1) + ": " + std::to_string(product) +
                           " is not a sum of products of these players' scores");
        t.products[s][t.pair_index(p, q)] = product;
      }
  }
}

// A class's files (absent from a tournament of specs): one per player, ""
// for a built-in one, and the files that did not load, with why.
void read_files(const JsonValue& doc, Tournament& t) {
  if (!doc.fields.count("files")) return;
  const auto printable = [](const std::string& text) {
    return !text.empty() && text.size() <= kMaxNameBytes &&
           std::none_of(text.begin(), text.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; });
  };
  for (const auto& v : doc.at("files").array()) {
    if (!v.string().empty() && !printable(v.string())) throw UsageError("files: " + quote(v.string()) + " is not a file name");
    t.files.push_back(v.string());
  }
  if (t.files.size() != t.players.size())
    throw UsageError("files has " + std::to_string(t.files.size()) + " names for " + std::to_string(t.players.size()) + " players");
  if (!doc.fields.count("not_loaded")) return;
  for (const auto& v : doc.at("not_loaded").array()) {
    const std::string& file = v.at("file").string();
    if (!printable(file)) throw UsageError("not_loaded: " + quote(file) + " is not a file name");
    t.unloaded.emplace_back(file, v.at("reason").string());
  }
}

Tournament parse_checked(const std::string& text, const std::string& source) {
  const JsonValue doc = parse_json(text, quote(source));
  if (doc.at("format").string() != "pps-tournament-1") throw UsageError("not a pps tournament file (format pps-tournament-1)");
  Tournament t;
  t.games = integer_in(doc, "games", 1, kMaxGames);
  t.seed = doc.at("seed").integer();
  if (t.seed > std::numeric_limits<std::int64_t>::max() - (t.games - 1)) throw UsageError("seed plus games overflows the 64-bit seed range");
  t.budget = doc.at("budget").string();
  if (doc.fields.count("key")) {  // sealed deals (files of public seeds have none)
    try {
      t.key = DealKey::parse(doc.at("key").string()).hex();
    } catch (const std::invalid_argument& e) {
      throw UsageError(std::string("key: ") + e.what());
    }
    if (t.key != doc.at("key").string())
      throw UsageError("key: " + quote(doc.at("key").string(), 80) + " is not in canonical form (lowercase)");
  }
  if (doc.fields.count("sandbox")) {  // files of runs in which a program played
    t.sandbox = doc.at("sandbox").string();
    if (t.sandbox != "bubblewrap" && t.sandbox != "none")
      throw UsageError("sandbox: " + quote(t.sandbox, 80) + " is neither \"bubblewrap\" nor \"none\"");
  }
  t.shard_count = static_cast<int>(integer_in(doc, "shard_count", 1, std::min<std::int64_t>(kMaxShards, t.games)));
  for (const auto& v : doc.at("shards").array()) {
    const std::int64_t k = v.integer();
    if (k < 1 || k > t.shard_count)
      throw UsageError("shard " + std::to_string(k) + " is outside 1.." + std::to_string(t.shard_count) + " (shard_count)");
    if (std::find(t.shards.begin(), t.shards.end(), k) != t.shards.end())
      throw UsageError("shard " + std::to_string(k) + " is listed twice");
    t.shards.push_back(static_cast<int>(k));
  }
  if (t.shards.empty()) throw UsageError("shards is empty");
  std::sort(t.shards.begin(), t.shards.end());
  t.players = canonical_list(doc, "players", canonical_player);
  read_names(doc, t);
  t.systems = canonical_list(doc, "systems", canonical_system);
  t.init_tally();
  std::set<std::pair<std::size_t, std::size_t>> seen;
  const std::int64_t count = games_in_shards(t);
  for (const auto& r : doc.at("results").array()) {
    const std::string& system = r.at("system").string();
    const std::string& player = r.at("player").string();
    const auto s = static_cast<std::size_t>(std::find(t.systems.begin(), t.systems.end(), system) - t.systems.begin());
    const auto p = static_cast<std::size_t>(std::find(t.players.begin(), t.players.end(), player) - t.players.begin());
    const std::string row = "the result for system " + quote(system) + ", player " + quote(player);
    if (s == t.systems.size() || p == t.players.size()) throw UsageError(row + " names an unknown system or player");
    if (!seen.insert({s, p}).second) throw UsageError(row + " is given twice");
    Tally& c = t.tally[s][p];
    try {
      c.count = r.at("count").integer();
      c.sum = r.at("sum").integer();
      c.sum_sq = r.at("sum_sq").integer();
      c.min = r.at("min").integer();
      c.max = r.at("max").integer();
      c.timeouts = r.at("timeouts").integer();
      // Files written before external players lost games only on time.
      c.forfeits = r.fields.count("forfeits") ? r.at("forfeits").integer() : c.timeouts;
      check_tally(c, count, PointSystem::parse(system));
    } catch (const UsageError& e) {
      throw UsageError(row + ": " + e.what());
    }
  }
  for (std::size_t s = 0; s < t.systems.size(); ++s)
    for (std::size_t p = 0; p < t.players.size(); ++p)
      if (!seen.count({s, p}))
        throw UsageError("the result for system " + quote(t.systems[s]) + ", player " + quote(t.players[p]) + " is missing");
  read_lost_games(doc, t);
  read_products(doc, t);
  read_files(doc, t);
  return t;
}

}  // namespace

std::int64_t games_in_shard(std::int64_t games, int k, int n) { return k > games ? 0 : (games - k) / n + 1; }

Tournament parse_tournament_json(const std::string& text, const std::string& source) {
  const std::string prefix = quote(source) + ": ";
  try {
    return parse_checked(text, source);
  } catch (const UsageError& e) {
    const std::string what = e.what();
    throw UsageError(what.rfind(prefix, 0) == 0 ? what : prefix + what);
  }
}

Tournament read_tournament_file(const std::string& path) {
  return parse_tournament_json(read_input_file(path, "shard file", kMaxTournamentFileBytes), path);
}

namespace {

std::string deals_of(const Tournament& t) {
  return t.key.empty() ? "the contest's deals of the seeds" : "the sealed deals of key " + t.key;
}

}  // namespace

void merge_shard(Tournament& merged, const Tournament& part, const std::string& part_name) {
  if (part.key != merged.key)
    throw UsageError(quote(part_name) + " played " + deals_of(part) + ", the files before it " + deals_of(merged) +
                     ": shards of other deals are not one tournament (give every shard the same --key)");
  if (part.players != merged.players || part.systems != merged.systems || part.games != merged.games ||
      part.seed != merged.seed || part.budget != merged.budget || part.shard_count != merged.shard_count ||
      part.files != merged.files || part.unloaded != merged.unloaded)
    throw UsageError(quote(part_name) + " is not a shard of the same tournament as the files before it "
                     "(players, systems, games, seed, budget, shard count and a class's files must match)");
  for (int k : part.shards)
    if (std::find(merged.shards.begin(), merged.shards.end(), k) != merged.shards.end())
      throw UsageError(quote(part_name) + ": shard " + std::to_string(k) + "/" + std::to_string(part.shard_count) +
                       " is given twice");
  // The names are the first file's: a program names itself the same way in
  // every shard, unless it failed to start in one.
  // One shard whose programs ran without a sandbox makes the whole run so.
  if (part.sandbox == "none" || merged.sandbox == "none") merged.sandbox = "none";
  else if (part.sandbox != merged.sandbox) merged.sandbox = "";
  merged.shards.insert(merged.shards.end(), part.shards.begin(), part.shards.end());
  std::sort(merged.shards.begin(), merged.shards.end());
  for (std::size_t s = 0; s < merged.systems.size(); ++s)
    for (std::size_t p = 0; p < merged.players.size(); ++p) merged.tally[s][p].merge(part.tally[s][p]);
  // Products merge by addition; a file without them leaves the merge without.
  if (merged.products.empty() || part.products.empty()) merged.products.clear();
  for (std::size_t s = 0; s < merged.products.size(); ++s)
    for (std::size_t i = 0; i < merged.products[s].size(); ++i) merged.products[s][i] += part.products[s][i];
  merged.lost.insert(merged.lost.end(), part.lost.begin(), part.lost.end());
  merged.sort_lost();
}

}  // namespace pps::cli
