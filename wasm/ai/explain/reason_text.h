// The words of an explanation: names of cells, lines, ranks, suits and hands
// as the app's lesson teaches them, points as the point system gives them,
// and one short phrase per reason ("keeps the spade flush open (4 spades,
// 8 unseen)", "ends the straight 5-6-7-8", "avoids a flush (−12)").
#pragma once

#include <string>

#include "ai/explain/line_change.h"

namespace pps {

std::string line_name(int line);  // "row 2", "column 3" (counted from 1)
std::string cell_name(int cell);  // "row 2, column 3"
// Points with their sign: "+20", "−12" (a minus sign, not a hyphen), "0".
std::string signed_points(int points);
// A number of points to one decimal, without sign: "6.6".
std::string tenths(double points);
std::string capitalized(std::string text);

// What the placement does to the line, for a gain (sign > 0) or a loss
// (sign < 0), naming `reason` (main_reason(change, sign)), or when it is
// nullptr what is true of the placement ("gives up nothing", "fills a place
// without improving its hand", "adds the 10 of hearts"). A verb phrase.
std::string reason_phrase(const LineChange& change, const Reason* reason, int sign);

}  // namespace pps
