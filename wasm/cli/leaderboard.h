// A class's leaderboard and grade sheet (pps tournament --players-from): one
// row per player over all its games (every system's): the mean ± standard
// error, the contest's normalized score summed over the systems, the paired
// difference from a reference player on the same deals ± its standard error,
// the games lost by the contest's rules; ranked by the normalized score (the
// contest's), then the mean. The files that could not be loaded are listed
// after, without games. The lab's class run writes the same sheet
// (web/src/lab/class/grade-sheet.ts).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "cli/tournament.h"

namespace pps::cli {

struct Paired {
  std::int64_t deals = 0;
  double mean = 0, se = 0;  // reference's score subtracted, deal by deal
};

struct LeaderRow {
  std::size_t player = 0;  // index in Tournament::players
  int rank = 0;            // 1 for the best; equal rows share a rank
  std::int64_t games = 0, lost = 0;
  double mean = 0, se = 0, normalized = 0;
  std::optional<Paired> paired;  // none for the reference itself, or without products
};

// The player `name` names: a table name, a spec or a class's file; throws
// UsageError listing the names if none does.
std::size_t find_player(const Tournament& t, const std::string& name);
// The rows in rank order; `reference` is a player index or none.
std::vector<LeaderRow> leaderboard(const Tournament& t, std::optional<std::size_t> reference);
void print_leaderboard(std::ostream& out, const Tournament& t, std::optional<std::size_t> reference);
// The grade sheet (CSV): rank,student,file,name,games,mean,se,normalized,
// reference,vs_reference,vs_reference_se,lost_games,status,key,sandbox.
void write_grade_sheet(std::ostream& out, const Tournament& t, std::optional<std::size_t> reference);
// A class's student: the file's name without its extension.
std::string student_of(const std::string& file);

}  // namespace pps::cli
