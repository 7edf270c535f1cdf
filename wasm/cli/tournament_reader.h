// Reading tournament results back (pps merge): a shard file is checked
// against everything a run of pps tournament guarantees, so that a corrupt
// or hand-edited file is refused, naming the file and what is wrong, instead
// of merging into wrong numbers.
#pragma once

#include <string>
#include <vector>

#include "cli/tournament.h"

namespace pps::cli {

// Parses and checks a pps-tournament-1 document; `source` (the file name)
// starts every error message. Throws UsageError.
Tournament parse_tournament_json(const std::string& text, const std::string& source);
// The same for a file, read with a size cap.
Tournament read_tournament_file(const std::string& path);

// Adds shard file `part` (named `part_name`) to `merged`: the same
// tournament, other shards. Throws UsageError otherwise.
void merge_shard(Tournament& merged, const Tournament& part, const std::string& part_name);

// The number of games shard k of n holds out of `games`: the games i with
// i mod n = k - 1.
std::int64_t games_in_shard(std::int64_t games, int k, int n);

}  // namespace pps::cli
