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

// Reads what write_table wrote into `table` (which should be empty). Throws
// std::invalid_argument, naming `owner`, for keys out of order, a non-finite
// mean, or more entries than the table holds.
void read_table(ByteReader& in, ValueTable& table, std::string_view owner);

}  // namespace pps
