// The words of an explanation: names of cells, lines, ranks, suits and hands
// as the app's lesson teaches them, points as the point system gives them,
// and one short phrase per reason, in the present ("completes the heart
// flush in row 1", "keeps the spade flush open in row 3 (8 spades left)") or after "would" ("end the straight draw 5-6-7-8 in column 2").
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
// A share to one decimal, with a minus sign when negative: "6.6", "−2.0".
void append_share(std::string& out, double points);
// "the 4 of hearts" ("The 4 of hearts").
void append_card_name(std::string& out, Card card, bool capital = false);
const char* rank_word(int rank);  // "ace", "2", ..., "10", "jack", "queen", "king"
const char* suit_word(int suit);  // "club", "diamond", "heart", "spade"
// A hand: "a flush", "one pair", "two pair", "a full house" ...; without its
// article: "flush", "pair", "two pair", "full house" ...
const char* hand_words(int category);
const char* category_word(int category);


enum class Verb : std::uint8_t {
  kPresent,  // "completes", "keeps"
  kBase,     // after "would" or a plural subject: "complete", "keep"
};

enum class Place : std::uint8_t {
  kFull,    // as a first sentence gives it: with the counts of a draw's cards
  kInLine,  // naming the line ("... in row 2"), without the counts
  kBrief,   // neither: what two lines have in common ("both keep a heart flush open")
};

// What the card does to the line for `reason` (one of change.reasons), in a
// verb phrase. A hand completed that costs the line more than it brings
// "fills" it "with only" that hand.
void append_reason(std::string& out, const LineChange& change, const Reason& reason, Verb verb, Place place);

// The same, each as a string of its own.
std::string line_name(int line);
std::string cell_name(int cell);
std::string signed_points(int points);
std::string tenths(double points);
std::string reason_phrase(const LineChange& change, const Reason& reason, Verb verb = Verb::kPresent,
                          Place place = Place::kFull);

}  // namespace pps
