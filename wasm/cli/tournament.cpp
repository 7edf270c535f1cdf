#include "cli/tournament.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <sstream>

#include "cli/args.h"
#include "cli/json_reader.h"

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
}

double Tally::mean() const { return count ? static_cast<double>(sum) / static_cast<double>(count) : 0.0; }

double Tally::se() const {
  if (count < 2) return 0.0;
  const double n = static_cast<double>(count);
  const double variance = (static_cast<double>(sum_sq) - static_cast<double>(sum) * static_cast<double>(sum) / n) / (n - 1);
  return std::sqrt(std::max(0.0, variance) / n);
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

std::vector<std::string> split_player_list(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream in(text);
  std::string piece;
  while (std::getline(in, piece, ',')) {
    if (piece.empty()) throw UsageError("--players has an empty entry in '" + text + "'");
    if (piece.find('=') != std::string::npos && piece.find(':') == std::string::npos && !out.empty() &&
        out.back().find(':') != std::string::npos)
      out.back() += "," + piece;
    else
      out.push_back(piece);
  }
  if (out.empty()) throw UsageError("--players is empty");
  return out;
}

std::vector<PointSystem> expand_systems(const std::string& text, std::int64_t system_seed) {
  std::vector<PointSystem> out;
  std::vector<std::string> pieces;
  std::stringstream in(text);
  std::string piece;
  const char sep = text.find(';') != std::string::npos ? ';' : ',';
  while (std::getline(in, piece, sep)) pieces.push_back(piece);
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
      if (i + 10 > pieces.size()) throw UsageError("--systems: a custom system needs ten values, in '" + text + "'");
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
  out << "{\"format\":\"pps-tournament-1\",\"games\":" << t.games << ",\"seed\":" << t.seed
      << ",\"budget\":" << json_quote(t.budget) << ",\"shard_count\":" << t.shard_count << ",\"shards\":[";
  for (std::size_t i = 0; i < t.shards.size(); ++i) out << (i ? "," : "") << t.shards[i];
  out << "],\n\"players\":[";
  for (std::size_t i = 0; i < t.players.size(); ++i) out << (i ? "," : "") << json_quote(t.players[i]);
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
          << c.sum_sq << ",\"min\":" << c.min << ",\"max\":" << c.max << ",\"timeouts\":" << c.timeouts << stats
          << "}";
      first = false;
    }
  out << "]}\n";
}

Tournament read_json_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read '" + path + "'");
  std::stringstream buffer;
  buffer << in.rdbuf();
  try {
    const JsonValue doc = parse_json(buffer.str(), path);
    if (doc.at("format").string() != "pps-tournament-1") throw UsageError("not a pps tournament file");
    Tournament t;
    t.games = doc.at("games").integer();
    t.seed = doc.at("seed").integer();
    t.budget = doc.at("budget").string();
    t.shard_count = static_cast<int>(doc.at("shard_count").integer());
    for (const auto& v : doc.at("shards").items) t.shards.push_back(static_cast<int>(v.integer()));
    for (const auto& v : doc.at("players").items) t.players.push_back(v.string());
    for (const auto& v : doc.at("systems").items) t.systems.push_back(v.string());
    t.init_tally();
    for (const auto& r : doc.at("results").items) {
      const auto s = std::find(t.systems.begin(), t.systems.end(), r.at("system").string()) - t.systems.begin();
      const auto p = std::find(t.players.begin(), t.players.end(), r.at("player").string()) - t.players.begin();
      if (s == static_cast<long>(t.systems.size()) || p == static_cast<long>(t.players.size()))
        throw UsageError("a result names an unknown system or player");
      Tally& c = t.tally[s][p];
      c.count = r.at("count").integer();
      c.sum = r.at("sum").integer();
      c.sum_sq = r.at("sum_sq").integer();
      c.min = r.at("min").integer();
      c.max = r.at("max").integer();
      c.timeouts = r.at("timeouts").integer();
    }
    return t;
  } catch (const UsageError& e) {
    const std::string what = e.what();
    throw UsageError(what.rfind(path, 0) == 0 ? what : path + ": " + what);
  }
}

void print_report(std::ostream& out, const Tournament& t) {
  char line[512];
  std::size_t width = 8;
  for (const auto& p : t.players) width = std::max(width, p.size());
  const int w = static_cast<int>(width);
  for (std::size_t s = 0; s < t.systems.size(); ++s) {
    out << "system " << PointSystem::parse(t.systems[s]).label() << " (" << t.systems[s] << ")\n";
    std::snprintf(line, sizeof line, "  %-*s %10s %8s %8s %6s %6s\n", w, "player", "mean", "se", "games", "min", "max");
    out << line;
    for (std::size_t p = 0; p < t.players.size(); ++p) {
      const Tally& c = t.tally[s][p];
      std::snprintf(line, sizeof line, "  %-*s %10.3f %8.3f %8lld %6lld %6lld%s\n", w, t.players[p].c_str(), c.mean(),
                    c.se(), static_cast<long long>(c.count), static_cast<long long>(c.min),
                    static_cast<long long>(c.max),
                    c.timeouts ? ("  (" + std::to_string(c.timeouts) + " timeouts)").c_str() : "");
      out << line;
    }
  }
  const auto norm = t.normalized();
  out << "normalized score (per system: worst player 0, best 1), summed over " << t.systems.size() << " systems\n";
  for (std::size_t p = 0; p < t.players.size(); ++p) {
    double total = 0;
    for (std::size_t s = 0; s < t.systems.size(); ++s) total += norm[s][p];
    std::snprintf(line, sizeof line, "  %-*s %8.3f\n", w, t.players[p].c_str(), total);
    out << line;
  }
}

}  // namespace pps::cli
