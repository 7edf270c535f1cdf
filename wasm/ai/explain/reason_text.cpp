#include "ai/explain/reason_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pps {

namespace {

constexpr const char* kRankShort[kNumRanks] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
constexpr const char* kRankWord[kNumRanks] = {"ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king"};
constexpr const char* kSuitWord[kNumSuits] = {"club", "diamond", "heart", "spade"};
// Hands as a sentence names them.
constexpr const char* kHandWords[kNumCategories] = {
    "a high card hand", "one pair", "two pair", "three of a kind", "a straight",
    "a flush",          "a full house", "four of a kind", "a straight flush", "a royal flush"};
// A flush of some suit: "the spade flush", "the spade royal flush".
constexpr const char* kFlushWords[kNumCategories] = {"", "", "", "", "", "flush", "", "", "straight flush", "royal flush"};

// "4 spades", "1 spade".
void append_count(std::string& out, int n, const char* singular) {
  append_number(out, n);
  append(out, {" ", singular, n == 1 ? "" : "s"});
}

// The ranks held: "5-6-7-8" when they follow each other (an ace high after
// a king), else "5, 7 and 8".
void append_straight_ranks(std::string& out, std::uint16_t ranks) {
  int order[kNumRanks];
  int n = 0;
  const bool ace_high = (ranks & 1u) && (ranks & ~1u) && (ranks & ~kRoyalRanks) == 0;
  for (int r = ace_high ? 1 : 0; r < kNumRanks; ++r)
    if ((ranks >> r) & 1u) order[n++] = r;
  if (ace_high) order[n++] = 0;
  bool consecutive = true;
  for (int i = 1; i < n; ++i) consecutive = consecutive && (order[i] == order[i - 1] + 1 || (order[i] == 0 && order[i - 1] == 12));
  if (n > 1 && !consecutive) out += "with ";
  for (int i = 0; i < n; ++i) {
    if (i) out += consecutive ? "-" : (i + 1 == n ? " and " : ", ");
    out += kRankShort[order[i]];
  }
}

// "the straight 5-6-7-8", "the straight with 5, 7 and 8", "a straight with the 7".
void append_straight(std::string& out, std::uint16_t ranks) {
  if (__builtin_popcount(ranks) == 1) return append(out, {"a straight with the ", kRankWord[__builtin_ctz(ranks)]});
  out += "the straight ";
  append_straight_ranks(out, ranks);
}

void append_hand(std::string& out, int category, int points) {
  append(out, {kHandWords[category], " ("});
  append_signed_points(out, points);
  out += ')';
}

void append_made(std::string& out, const LineChange& change, const Reason& reason) {
  const char* rank = kRankWord[rank_of(change.card)];
  switch (reason.category) {
    case kOnePair: append(out, {"pairs the ", rank}); break;
    case kThreeOfAKind: append(out, {"makes three ", rank, "s"}); break;
    case kFourOfAKind: append(out, {"makes four ", rank, "s"}); break;
    default: append(out, {"makes ", kHandWords[reason.category]}); break;
  }
  if (reason.points <= 0) {
    out += " (";
    append_signed_points(out, reason.points);
    out += ')';
  }
}

void append_kept(std::string& out, const LineChange& change, const Reason& reason, int sign) {
  const bool flush = reason.kind == ReasonKind::kKeepsFlush;
  out += sign > 0 ? "keeps " : "leaves ";
  if (flush) append(out, {"the ", kSuitWord[change.after.flush->suit], " ", kFlushWords[reason.category]});
  else append_straight(out, change.after.straight->ranks);
  if (sign < 0) {
    out += " (";
    append_signed_points(out, reason.points);
    out += ')';
  }
  out += " open (";
  if (flush) {
    append_count(out, change.after.flush->held, kSuitWord[change.after.flush->suit]);
    out += ", ";
    append_number(out, change.after.flush->unseen);
    out += " unseen)";
  } else {
    append_count(out, change.after.straight->outs, "unseen card");
    out += change.after.straight->need == 1 ? " complete it)" : " fit it)";
  }
}

void append_ended(std::string& out, const LineChange& change, const Reason& reason, int sign) {
  if (sign > 0) {
    out += "avoids ";
    append_hand(out, reason.category, reason.points);
  } else if (reason.kind == ReasonKind::kEndsFlush) {
    append(out, {"ends the ", kSuitWord[change.before.flush->suit], " flush"});
  } else {
    out += "ends ";
    append_straight(out, change.before.straight->ranks);
  }
}

}  // namespace

void append(std::string& out, std::initializer_list<std::string_view> parts) {
  for (const std::string_view part : parts) out.append(part.data(), part.size());
}

void append_number(std::string& out, int n) {
  char text[16];
  std::snprintf(text, sizeof text, "%d", n);
  out += text;
}

void append_line_name(std::string& out, int line, bool capital) {
  const bool row = line < kGridSize;
  out += row ? (capital ? "Row " : "row ") : (capital ? "Column " : "column ");
  append_number(out, (row ? line : line - kGridSize) + 1);
}

void append_cell_name(std::string& out, int cell, bool capital) {
  append_line_name(out, row_line(cell), capital);
  out += ", ";
  append_line_name(out, col_line(cell));
}

void append_signed_points(std::string& out, int points) {
  out += points > 0 ? "+" : points < 0 ? "\u2212" : "";
  append_number(out, std::abs(points));
}

void append_tenths(std::string& out, double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", std::fabs(points));
  out += text;
}

void append_reason(std::string& out, const LineChange& change, const Reason* reason, int sign) {
  if (!reason) {
    const bool same_hand = change.after.made == change.before.made && change.after.size() < kGridSize;
    if (sign > 0 && change.gives_up == 0) out += "gives up nothing";
    else if (sign < 0 && same_hand) out += "fills a place without improving its hand";
    else append(out, {"adds the ", kRankWord[rank_of(change.card)], " of ", kSuitWord[suit_of(change.card)], "s"});
    return;
  }
  switch (reason->kind) {
    case ReasonKind::kCompletes:
      out += "completes ";
      append_hand(out, reason->category, reason->points);
      break;
    case ReasonKind::kMakes: append_made(out, change, *reason); break;
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kKeepsStraight: append_kept(out, change, *reason, sign); break;
    case ReasonKind::kEndsFlush:
    case ReasonKind::kEndsStraight: append_ended(out, change, *reason, sign); break;
    case ReasonKind::kGivesUp:
      out += reason->points > 0 ? "gives up " : "avoids ";
      append_hand(out, reason->category, reason->points);
      break;
    case ReasonKind::kHolds:
      out += "keeps ";
      append_hand(out, reason->category, reason->points);
      out += " with ";
      append_count(out, kGridSize - change.after.size(), "place");
      out += " left";
      break;
    case ReasonKind::kStarts: out += "opens an empty line"; break;
  }
}

std::string line_name(int line) {
  std::string out;
  append_line_name(out, line);
  return out;
}

std::string cell_name(int cell) {
  std::string out;
  append_cell_name(out, cell);
  return out;
}

std::string signed_points(int points) {
  std::string out;
  append_signed_points(out, points);
  return out;
}

std::string tenths(double points) {
  std::string out;
  append_tenths(out, points);
  return out;
}

std::string reason_phrase(const LineChange& change, const Reason* reason, int sign) {
  std::string out;
  append_reason(out, change, reason, sign);
  return out;
}

}  // namespace pps
