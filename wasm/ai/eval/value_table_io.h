// The byte form of a ValueTable inside learned data (ai/core/learned_data.h).
//
// Entries are written in key order, in three columns: each key as its
// difference from the one before (a varint), then the means (floats), then the
// counts (varints); columns of alike numbers compress better than rows. Sorting makes
// the bytes depend only on what was learned, not on where the hash table
// happened to put it; NARL's keys are packed features, so their differences
// are small and the file about a third of a plain dump (American, 200,000
// learning games: about 365 KB gzipped instead of 815 KB).
#pragma once

#include <string_view>

#include "ai/core/learned_data.h"
#include "ai/eval/value_table.h"

namespace pps {

void write_table(ByteWriter& out, const ValueTable& table);

// Reads what write_table wrote, into a table sized for the entries it holds:
// at most a quarter full (lookups stay as short as in a learner's table) and
// never more than 2^max_log2_capacity slots. Sizing from the count keeps
// loading cheap (a few thousand entries need not zero the 8 MB a learner
// uses) and accepts exactly what a table of 2^max_log2_capacity slots would.
// Throws std::invalid_argument, naming `owner`, for keys out of order, a
// non-finite mean, or more entries than that largest table holds.
ValueTable read_table(ByteReader& in, int max_log2_capacity, std::string_view owner);

}  // namespace pps
