#include "cli/tournament.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <sstream>
#include <set>
#include <tuple>

#include "cli/args.h"
#include "cli/deal_flags.h"
#include "cli/json_reader.h"
#include "engine/quote.h"
#include "engine/strict_number.h"

namespace pps::cli {

void Tally::add(int score) {
  if (count == 0 || score < min) min = score;
  if (count == 0 || score > max) max = score;
  ++count;
  sum += score;
  sum_sq += static_cast<std::int64_t>(score) * score;
}

void Tally::merge(const Tally& other) {
  if (!other.count) return;
  min = count ? std::min(min, other.min) : other.min;
  max = count ? std::max(max, other.max) : other.max;
  count += other.count;
  sum += other.sum;
  sum_sq += other.sum_sq;
  timeouts += other.timeouts;
  forfeits += other.forfeits;
}

double Tally::mean() const { return count ? static_cast<double>(sum) / static_cast<double>(count) : 0.0; }

double Tally::se() const {
  if (count < 2) return 0.0;
  const double n = static_cast<double>(count);
  const double variance = (static_cast<double>(sum_sq) - static_cast<double>(sum) * static_cast<double>(sum) / n) / (n - 1);
  return std::sqrt(std::max(0.0, variance) / n);
}

void Tournament::add(std::size_t system, std::size_t player, std::int64_t deal_seed, int score, const std::string& forfeit,
                     bool timed_out) {
  Tally& c = tally[system][player];
  c.add(score);
  if (forfeit.empty()) return;
  ++c.forfeits;
  c.timeouts += timed_out;
  lost.push_back({systems[system], players[player], deal_seed, forfeit});
}

void Tournament::add_deal(std::size_t system, const std::vector<int>& scores) {
  if (products.size() != systems.size()) return;
  for (std::size_t p = 0; p < scores.size(); ++p)
    for (std::size_t q = p + 1; q < scores.size(); ++q)
      products[system][pair_index(p, q)] += static_cast<std::int64_t>(scores[p]) * scores[q];
}

bool Tournament::lists_every_lost_game() const {
  std::int64_t forfeits = 0;
  for (const auto& row : tally)
    for (const Tally& c : row) forfeits += c.forfeits;
  return static_cast<std::int64_t>(lost.size()) == forfeits;
}

void Tournament::sort_lost() {
  const auto index = [](const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) - list.begin();
  };
  std::stable_sort(lost.begin(), lost.end(), [&](const LostGame& a, const LostGame& b) {
    const auto ka = std::tuple(index(systems, a.system), index(players, a.player), a.seed);
    const auto kb = std::tuple(index(systems, b.system), index(players, b.player), b.seed);
    return ka < kb;
  });
}

std::string lost_games_report(const std::vector<LostGame>& lost, std::size_t max_lines) {
  if (lost.empty()) return "";
  std::string out = "lost by the contest's rules (10 times the least hand score each): " + std::to_string(lost.size()) +
                    (lost.size() == 1 ? " game\n" : " games\n");
  for (std::size_t i = 0; i < lost.size() && i < max_lines; ++i)
    out += "  " + lost[i].player + " on " + lost[i].system + ", seed " + std::to_string(lost[i].seed) + ": " +
           lost[i].reason + "\n";
  if (lost.size() > max_lines) out += "  ... and " + std::to_string(lost.size() - max_lines) + " more (all in --json)\n";
  return out;
}

std::vector<std::vector<double>> Tournament::normalized() const {
  std::vector<std::vector<double>> out(systems.size(), std::vector<double>(players.size(), 1.0));
  for (std::size_t s = 0; s < systems.size(); ++s) {
    double lo = INFINITY, hi = -INFINITY;
    for (const Tally& t : tally[s]) {
      lo = std::min(lo, t.mean());
      hi = std::max(hi, t.mean());
    }
    if (hi > lo)
      for (std::size_t p = 0; p < players.size(); ++p) out[s][p] = (tally[s][p].mean() - lo) / (hi - lo);
  }
  return out;
}

std::vector<std::string> unique_names(const std::vector<std::string>& specs, const std::vector<std::string>& wanted) {
  std::set<std::string> taken;
  for (std::size_t p = 0; p < specs.size(); ++p)
    if (wanted[p] == specs[p]) taken.insert(specs[p]);
  std::vector<std::string> names;
  for (std::size_t p = 0; p < specs.size(); ++p) {
    std::string name = wanted[p];
    if (wanted[p] != specs[p]) {
      for (int k = 2; taken.count(name); ++k) name = wanted[p] + " (" + std::to_string(k) + ")";
      taken.insert(name);
    }
    names.push_back(std::move(name));
  }
  return names;
}

std::vector<std::string> split_player_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string piece;
  while (std::getline(in, piece, ',')) {
    if (piece.empty()) throw UsageError("--players has an empty entry in " + quote(text));
    // A piece that continues the spec before it: a parameter (a word with '='
    // and no ':'), or an external program's command, which may hold ':'.
    const bool parameter = piece.find('=') != std::string::npos && piece.find(':') == std::string::npos;
    if ((parameter || piece.rfind("cmd=", 0) == 0) && !out.empty() && out.back().find(':') != std::string::npos)
      out.back() += "," + piece;
    else
      out.push_back(piece);
  }
  if (!text.empty() && text.back() == ',') throw UsageError("--players has an empty entry in " + quote(text));
  if (out.empty()) throw UsageError("--players is empty");
  return out;
}

void refuse_duplicates(const std::vector<std::string>& canonical, const std::string& flag) {
  for (std::size_t i = 0; i < canonical.size(); ++i)
    if (std::find(canonical.begin(), canonical.begin() + static_cast<long>(i), canonical[i]) != canonical.begin() + static_cast<long>(i))
      throw UsageError(flag + " lists " + quote(canonical[i]) + " twice (once is enough: each plays every deal)");
}

std::pair<int, int> parse_shard(const std::string& text, std::int64_t games) {
  const auto slash = text.find('/');
  const auto k = parse_decimal_integer(std::string_view(text).substr(0, slash));
  const auto n = slash == std::string::npos ? std::nullopt : parse_decimal_integer(std::string_view(text).substr(slash + 1));
  if (!k || !n) throw UsageError("--shard " + quote(text) + " is not K/N (e.g. 3/10)");
  if (*n < 1 || *k < 1 || *k > *n || *n > kMaxShards)
    throw UsageError("--shard " + text + " needs 1 <= K <= N <= " + std::to_string(kMaxShards));
  if (*n > games)
    throw UsageError("--shard " + text + ": " + std::to_string(*n) + " shards of " + std::to_string(games) +
                     " games leave some shards without a game (N must be at most --games)");
  return {static_cast<int>(*k), static_cast<int>(*n)};
}

std::vector<PointSystem> expand_systems(const std::string& text, std::int64_t system_seed) {
  std::vector<PointSystem> out;
  std::vector<std::string> pieces;
  std::stringstream in(text);
  std::string piece;
  const char sep = text.find(';') != std::string::npos ? ';' : ',';
  while (std::getline(in, piece, sep)) pieces.push_back(piece);
  if (!text.empty() && text.back() == sep) pieces.emplace_back();  // getline drops a last empty piece
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string& p = pieces[i];
    if (p == "contest12") {
      const std::string seed = std::to_string(system_seed);
      for (const std::string& s : {std::string("american"), "ameritish:" + seed, std::string("british"), "hypercorner:" + seed, "random:" + seed})
        out.push_back(PointSystem::parse(s));
      for (int category = kHighCard; category <= kFullHouse; ++category) out.push_back(PointSystem::single(category));
      continue;
    }
    const bool numeric = !p.empty() && (std::isdigit(static_cast<unsigned char>(p[0])) || p[0] == '-');
    if (sep == ',' && numeric) {  // ten integers in a row: one custom system
      if (i + 10 > pieces.size()) throw UsageError("--systems: a custom system needs ten values, in " + quote(text));
      std::string custom = p;
      for (int k = 1; k < 10; ++k) custom += "," + pieces[i + k];
      out.push_back(PointSystem::parse(custom));
      i += 9;
      continue;
    }
    out.push_back(PointSystem::parse(p));
  }
  if (out.empty()) throw UsageError("--systems is empty");
  return out;
}

void write_json(std::ostream& out, const Tournament& t) {
  out << "{\"format\":\"pps-tournament-1\",\"games\":" << t.games << ",\"seed\":" << t.seed;
  if (!t.key.empty()) out << ",\"key\":" << json_quote(t.key);
  if (!t.sandbox.empty()) out << ",\"sandbox\":" << json_quote(t.sandbox);
  out << ",\"budget\":" << json_quote(t.budget) << ",\"shard_count\":" << t.shard_count << ",\"shards\":[";
  for (std::size_t i = 0; i < t.shards.size(); ++i) out << (i ? "," : "") << t.shards[i];
  out << "],\n\"players\":[";
  for (std::size_t i = 0; i < t.players.size(); ++i) out << (i ? "," : "") << json_quote(t.players[i]);
  out << "],\n\"names\":[";
  for (std::size_t i = 0; i < t.players.size(); ++i) out << (i ? "," : "") << json_quote(t.name(i));
  out << "],\n\"systems\":[";
  for (std::size_t i = 0; i < t.systems.size(); ++i) out << (i ? "," : "") << json_quote(t.systems[i]);
  out << "],\n\"results\":[";
  const auto norm = t.normalized();
  bool first = true;
  for (std::size_t s = 0; s < t.systems.size(); ++s)
    for (std::size_t p = 0; p < t.players.size(); ++p) {
      const Tally& c = t.tally[s][p];
      char stats[160];
      std::snprintf(stats, sizeof stats, ",\"mean\":%.6f,\"se\":%.6f,\"normalized\":%.6f", c.mean(), c.se(), norm[s][p]);
      out << (first ? "\n" : ",\n") << "{\"system\":" << json_quote(t.systems[s]) << ",\"player\":"
          << json_quote(t.players[p]) << ",\"count\":" << c.count << ",\"sum\":" << c.sum << ",\"sum_sq\":"
          << c.sum_sq << ",\"min\":" << c.min << ",\"max\":" << c.max << ",\"timeouts\":" << c.timeouts
          << ",\"forfeits\":" << c.forfeits << stats << "}";
      first = false;
    }
  out << "]";
  if (t.products.size() == t.systems.size() && t.pair_count() > 0) {
    out << ",\n\"products\":[";
    for (std::size_t s = 0; s < t.systems.size(); ++s) {
      out << (s ? ",\n[" : "\n[");
      for (std::size_t i = 0; i < t.products[s].size(); ++i) out << (i ? "," : "") << t.products[s][i];
      out << "]";
    }
    out << "]";
  }
  if (!t.files.empty()) {
    out << ",\n\"files\":[";
    for (std::size_t i = 0; i < t.files.size(); ++i) out << (i ? "," : "") << json_quote(t.files[i]);
    out << "],\n\"not_loaded\":[";
    for (std::size_t i = 0; i < t.unloaded.size(); ++i)
      out << (i ? ",\n" : "\n") << "{\"file\":" << json_quote(t.unloaded[i].first) << ",\"reason\":" << json_quote(t.unloaded[i].second) << "}";
    out << "]";
  }
  if (t.lists_every_lost_game()) {
    out << ",\n\"lost\":[";
    for (std::size_t i = 0; i < t.lost.size(); ++i)
      out << (i ? ",\n" : "\n") << "{\"system\":" << json_quote(t.lost[i].system) << ",\"player\":"
          << json_quote(t.lost[i].player) << ",\"seed\":" << t.lost[i].seed << ",\"reason\":" << json_quote(t.lost[i].reason)
          << "}";
    out << "]";
  }
  out << "}\n";
}

namespace {

// "  (3 lost, 2 of them on time)", or "" when none was lost.
std::string lost_count(const Tally& c) {
  if (!c.forfeits) return "";
  std::string text = "  (" + std::to_string(c.forfeits) + " lost";
  if (c.timeouts) text += c.timeouts == c.forfeits ? " on time" : ", " + std::to_string(c.timeouts) + " on time";
  return text + ")";
}

}  // namespace

void print_report(std::ostream& out, const Tournament& t) {
  // Names are padded here, not by snprintf: a name may be longer than any
  // fixed buffer.
  std::size_t width = 8;
  for (std::size_t p = 0; p < t.players.size(); ++p) width = std::max(width, t.name(p).size());
  const auto name = [&](const std::string& text) { return "  " + text + std::string(width - text.size(), ' '); };
  char numbers[160];
  for (std::size_t s = 0; s < t.systems.size(); ++s) {
    out << "system " << PointSystem::parse(t.systems[s]).label() << " (" << t.systems[s] << ")\n";
    std::snprintf(numbers, sizeof numbers, " %10s %8s %8s %6s %6s\n", "mean", "se", "games", "min", "max");
    out << name("player") << numbers;
    for (std::size_t p = 0; p < t.players.size(); ++p) {
      const Tally& c = t.tally[s][p];
      std::snprintf(numbers, sizeof numbers, " %10.3f %8.3f %8lld %6lld %6lld", c.mean(), c.se(),
                    static_cast<long long>(c.count), static_cast<long long>(c.min), static_cast<long long>(c.max));
      out << name(t.name(p)) << numbers << lost_count(c) << "\n";
    }
  }
  const auto norm = t.normalized();
  out << "normalized score (per system: worst player 0, best 1), summed over " << t.systems.size() << " systems\n";
  for (std::size_t p = 0; p < t.players.size(); ++p) {
    double total = 0;
    for (std::size_t s = 0; s < t.systems.size(); ++s) total += norm[s][p];
    std::snprintf(numbers, sizeof numbers, " %8.3f\n", total);
    out << name(t.name(p)) << numbers;
  }
  std::vector<LostGame> lost = t.lost;  // named as in the tables
  for (LostGame& game : lost) {
    const auto p = static_cast<std::size_t>(std::find(t.players.begin(), t.players.end(), game.player) - t.players.begin());
    if (p < t.players.size()) game.player = t.name(p);
  }
  out << lost_games_report(lost, 20);
  if (t.sandbox == "none") out << "the programs ran without a sandbox (--no-sandbox)\n";
  out << key_report(t.key);
}

}  // namespace pps::cli
