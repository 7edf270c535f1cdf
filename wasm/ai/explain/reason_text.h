// The words of an explanation: names of cells, lines, ranks, suits and hands
// as the app's lesson teaches them, points as the point system gives them,
// and one short phrase per reason ("keeps the spade flush open (4 spades,
// 8 unseen)", "ends the straight 5-6-7-8", "avoids a flush (−12)").
// Text is appended to one string rather than concatenated: every temporary
// string costs the WebAssembly engine's download its cleanup code.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "ai/explain/line_change.h"

namespace pps {

void append(std::string& out, std::initializer_list<std::string_view> parts);
void append_number(std::string& out, int n);

void append_line_name(std::string& out, int line, bool capital = false);  // "row 2", "Column 3" (from 1)
void append_cell_name(std::string& out, int cell, bool capital = false);  // "row 2, column 3"
// Points with their sign: "+20", "−12" (a minus sign, not a hyphen), "0".
void append_signed_points(std::string& out, int points);
// A number of points to one decimal, without sign: "6.6".
void append_tenths(std::string& out, double points);

// What the placement does to the line, for a gain (sign > 0) or a loss
// (sign < 0), naming `reason` (main_reason(change, sign)), or when it is
// nullptr what is true of the placement ("gives up nothing", "fills a place
// without improving its hand", "adds the 10 of hearts"). A verb phrase.
void append_reason(std::string& out, const LineChange& change, const Reason* reason, int sign);

// The same, each as a string of its own.
std::string line_name(int line);
std::string cell_name(int cell);
std::string signed_points(int points);
std::string tenths(double points);
std::string reason_phrase(const LineChange& change, const Reason* reason, int sign);

}  // namespace pps
