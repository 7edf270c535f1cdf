#include "cli/leaderboard.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <set>
#include <string>
#include <utility>

#include "cli/args.h"
#include "cli/json_reader.h"
#include "cli/number_text.h"
#include "cli/withdrawal.h"
#include "engine/quote.h"

namespace pps::cli {

namespace {

// A program's games lost without it after it failed to start three times in
// a row (external_player.cpp): it is out of the run, as a withdrawn player.
constexpr const char* kNotStarted = "not started again";


std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// The name a class's program gave itself: its table name is "FILE (NAME)".
std::string program_name(const Tournament& t, std::size_t p) {
  const std::string& label = t.name(p);
  if (t.files.empty() || t.files[p].empty()) return label;
  const std::string prefix = t.files[p] + " (";
  if (label.rfind(prefix, 0) == 0 && label.back() == ')') return label.substr(prefix.size(), label.size() - prefix.size() - 1);
  return "";
}

// The reason's rest after `prefix`, or nullopt if it does not start so.
std::optional<std::string> after(const std::string& reason, const char* prefix) {
  const std::string start = prefix;
  if (reason.rfind(start, 0) != 0) return std::nullopt;
  return reason.substr(start.size());
}

// How many of player p's last games, in the order they were played (system
// by system, seed by seed), it lost.
int lost_at_the_end(const Tournament& t, std::size_t p) {
  std::set<std::pair<std::string, std::int64_t>> lost;
  for (const LostGame& game : t.lost)
    if (game.player == t.players[p]) lost.insert({game.system, game.seed});
  int in_a_row = 0;
  for (auto system = t.systems.rbegin(); system != t.systems.rend(); ++system)
    for (std::int64_t seed = t.seed + t.games - 1; seed >= t.seed; --seed) {
      if (!lost.count({*system, seed})) return in_a_row;
      ++in_a_row;
    }
  return in_a_row;
}

// "played"; "not loaded: ..." for a program that did not load; "withdrawn:
// ..." for a program withdrawn (or, in files from before, no longer
// started); "lost every game (the last: ...)" for one that never played by
// the rules.
std::string status_of(const Tournament& t, std::size_t p) {
  std::string last;
  for (const LostGame& game : t.lost) {
    if (game.player != t.players[p]) continue;
    if (const auto why = after(game.reason, kNotLoadedPrefix)) return "not loaded: " + *why;
    if (const auto why = after(game.reason, kNotLoadedGamePrefix)) return "not loaded: " + *why;
    if (game.reason.rfind(kNotStarted, 0) == 0) return "withdrawn: " + game.reason;
    if (game.reason.rfind(kWithdrawnPrefix, 0) == 0) return "withdrawn: " + game.reason.substr(std::string(kWithdrawnPrefix).size());
    last = game.reason;
  }
  // Its 3rd loss in a row was its last game: withdrawn all the same, as the
  // lab says it (no game was left to withdraw it from).
  if (lost_at_the_end(t, p) >= kMostLostInARow)
    return "withdrawn: lost " + std::to_string(kMostLostInARow) + " games in a row (the last: " + last + ")";
  std::int64_t games = 0, lost = 0;
  for (const auto& row : t.tally) {
    games += row[p].count;
    lost += row[p].forfeits;
  }
  return games > 0 && lost == games && !last.empty() ? "lost every game (the last: " + last + ")" : "played";
}

}  // namespace

std::string student_of(const std::string& file) {
  const std::size_t dot = file.rfind('.');
  return dot == std::string::npos || dot == 0 ? file : file.substr(0, dot);
}

std::size_t find_player(const Tournament& t, const std::string& name) {
  for (std::size_t p = 0; p < t.players.size(); ++p)
    if (name == t.name(p) || name == t.players[p] || (!t.files.empty() && !t.files[p].empty() &&
                                                      (name == t.files[p] || name == student_of(t.files[p]))))
      return p;
  std::string names;
  for (std::size_t p = 0; p < t.players.size(); ++p) names += (p ? ", " : "") + quote(t.name(p));
  throw UsageError("--reference " + quote(name) + " is none of the players (" + names + ")");
}

std::vector<LeaderRow> leaderboard(const Tournament& t, std::optional<std::size_t> reference) {
  const auto norm = t.normalized();
  const bool paired = reference && t.products.size() == t.systems.size();
  std::vector<LeaderRow> rows;
  for (std::size_t p = 0; p < t.players.size(); ++p) {
    LeaderRow row;
    row.player = p;
    Tally all;
    for (std::size_t s = 0; s < t.systems.size(); ++s) {
      all.merge(t.tally[s][p]);
      row.normalized += norm[s][p];
    }
    row.games = all.count;
    row.lost = all.forfeits;
    row.mean = all.mean();
    row.se = all.se();
    if (paired && p != *reference) {
      // Every player plays every deal: d = score(p) - score(ref) deal by deal,
      // sum d^2 = sum p^2 + sum ref^2 - 2 sum p * ref.
      double n = 0, sum = 0, sum_sq = 0;
      for (std::size_t s = 0; s < t.systems.size(); ++s) {
        const Tally &a = t.tally[s][p], &b = t.tally[s][*reference];
        n += static_cast<double>(a.count);
        sum += static_cast<double>(a.sum - b.sum);
        sum_sq += static_cast<double>(a.sum_sq) + static_cast<double>(b.sum_sq) -
                  2.0 * static_cast<double>(t.products[s][t.pair_index(p, *reference)]);
      }
      Paired d;
      d.deals = static_cast<std::int64_t>(n);
      d.mean = n > 0 ? sum / n : 0;
      d.se = n > 1 ? std::sqrt(std::max(0.0, (sum_sq - sum * sum / n) / (n - 1)) / n) : 0;
      row.paired = d;
    }
    rows.push_back(row);
  }
  // The contest ranks by the normalized score; the mean breaks a tie.
  std::stable_sort(rows.begin(), rows.end(), [](const LeaderRow& a, const LeaderRow& b) {
    return a.normalized != b.normalized ? a.normalized > b.normalized : a.mean > b.mean;
  });
  for (std::size_t i = 0; i < rows.size(); ++i)
    rows[i].rank = i > 0 && rows[i].normalized == rows[i - 1].normalized && rows[i].mean == rows[i - 1].mean
                       ? rows[i - 1].rank
                       : static_cast<int>(i) + 1;
  return rows;
}

void print_leaderboard(std::ostream& out, const Tournament& t, std::optional<std::size_t> reference) {
  const auto rows = leaderboard(t, reference);
  std::size_t width = 6;
  for (std::size_t p = 0; p < t.players.size(); ++p) width = std::max(width, t.name(p).size());
  const auto pad = [&](const std::string& text) { return text + std::string(width - std::min(width, text.size()), ' '); };
  out << "leaderboard over all " << t.systems.size() << (t.systems.size() == 1 ? " system" : " systems")
      << " (rank by the normalized score)";
  if (reference) out << "; paired: minus " << t.name(*reference) << " on the same deals";
  out << "\n";
  char numbers[200];
  std::snprintf(numbers, sizeof numbers, "%4s  ", "rank");
  out << numbers << pad("player");
  std::snprintf(numbers, sizeof numbers, " %18s %10s %18s %6s\n", "mean ± se", "normalized", reference ? "paired ± se" : "", "lost");
  out << numbers;
  for (const LeaderRow& row : rows) {
    const std::string mean = fixed(row.mean, "%.2f") + " ± " + fixed(row.se, "%.2f");
    const std::string vs = row.paired ? fixed(row.paired->mean, "%+.2f") + " ± " + fixed(row.paired->se, "%.2f")
                                      : std::string(reference && row.player == *reference ? "reference" : "");
    std::snprintf(numbers, sizeof numbers, "%4d  ", row.rank);
    out << numbers << pad(t.name(row.player));
    std::snprintf(numbers, sizeof numbers, " %18s %10.3f %18s %6lld", mean.c_str(), row.normalized, vs.c_str(),
                  static_cast<long long>(row.lost));
    out << numbers;
    const std::string status = status_of(t, row.player);
    // The status's first words; the reasons are in the lost games above.
    if (status != "played") out << "  " << status.substr(0, status.find(':') < 15 ? status.find(':') : 15);
    out << "\n";
  }
  for (const auto& [file, why] : t.unloaded) out << "   -  " << pad(file) << "  not loaded: " << why << "\n";
}

void write_grade_sheet(std::ostream& out, const Tournament& t, std::optional<std::size_t> reference) {
  out << "rank,student,file,name,games,mean,se,normalized,reference,vs_reference,vs_reference_se,lost_games,status,key,"
         "sandbox\n";
  const std::string ref = reference ? t.name(*reference) : "";
  const auto line = [&](const std::vector<std::string>& fields) {
    for (std::size_t i = 0; i < fields.size(); ++i) out << (i ? "," : "") << csv_field(fields[i]);
    out << "\n";
  };
  for (const LeaderRow& row : leaderboard(t, reference)) {
    const std::size_t p = row.player;
    const std::string file = t.files.empty() ? "" : t.files[p];
    line({std::to_string(row.rank), file.empty() ? t.name(p) : student_of(file), file, program_name(t, p),
          std::to_string(row.games), fixed(row.mean, "%.3f"), fixed(row.se, "%.3f"), fixed(row.normalized, "%.3f"), ref,
          row.paired ? fixed(row.paired->mean, "%.3f") : "", row.paired ? fixed(row.paired->se, "%.3f") : "",
          std::to_string(row.lost), status_of(t, p), t.key, t.sandbox});
  }
  // (Files from before a program that did not load was a player: it has no rank.)
  for (const auto& [file, why] : t.unloaded)
    line({"", student_of(file), file, "", "0", "", "", "", ref, "", "", "0", "not loaded: " + why, t.key, t.sandbox});
}

}  // namespace pps::cli
