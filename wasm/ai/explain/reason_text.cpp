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
    "no hand",  "one pair",     "two pair",       "three of a kind", "a straight",
    "a flush",  "a full house", "four of a kind", "a straight flush", "a royal flush"};

void verb(std::string& out, const char* base, Verb form) {
  out += base;
  if (form == Verb::kPresent) out += 's';
}

// "4 spades", "1 spade".
void append_count(std::string& out, int n, const char* singular) {
  append_number(out, n);
  append(out, {" ", singular, n == 1 ? "" : "s"});
}

// "kings", "7s", "aces".
void append_rank_plural(std::string& out, int rank) { append(out, {kRankWord[rank], "s"}); }

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

// "the straight draw 5-6-7-8", "the straight draw with 5, 7 and 8", "a straight draw with the 7".
void append_straight_draw(std::string& out, std::uint16_t ranks) {
  if (__builtin_popcount(ranks) == 1) return append(out, {"a straight draw with the ", kRankWord[__builtin_ctz(ranks)]});
  out += "the straight draw ";
  append_straight_ranks(out, ranks);
}

void append_in_line(std::string& out, const LineChange& change, Place place) {
  if (place != Place::kInLine) return;
  out += " in ";
  append_line_name(out, change.line);
}

// The line a phrase acts on ("fills row 2", "starts the line", "starts a line").
void append_object_line(std::string& out, const LineChange& change, Place place) {
  if (place == Place::kInLine) append_line_name(out, change.line);
  else out += place == Place::kBrief ? "a line" : "the line";
}

// A hand that costs points, or scores none, says so: the surprise of a
// system with negative points.
void append_points_note(std::string& out, int points) {
  if (points < 0) out += ", which loses points here";
  else if (points == 0) out += ", which scores nothing here";
}

void append_completes(std::string& out, const LineChange& change, const Reason& reason, Verb form, Place place) {
  if (reason.stake < 0 && reason.points > 0) {  // it could have become more
    verb(out, "fill", form);
    out += ' ';
    append_object_line(out, change, place);
    append(out, {" with only ", kHandWords[reason.category]});
    return;
  }
  if (reason.category == kHighCard) {
    verb(out, "fill", form);
    out += ' ';
    append_object_line(out, change, place);
    out += " without a hand";
    return;
  }
  verb(out, "complete", form);
  out += ' ';
  if (reason.category == kFlush) append(out, {"the ", kSuitWord[suit_of(change.card)], " flush"});
  else out += kHandWords[reason.category];
  append_in_line(out, change, place);
  append_points_note(out, reason.points);
}

void append_made(std::string& out, const LineChange& change, const Reason& reason, Verb form, Place place) {
  const int rank = rank_of(change.card);
  switch (reason.category) {
    case kOnePair:
      verb(out, "pair", form);
      append(out, {" the ", kRankWord[rank]});
      break;
    case kThreeOfAKind:
    case kFourOfAKind:
      verb(out, "make", form);
      out += reason.category == kThreeOfAKind ? " three " : " four ";
      append_rank_plural(out, rank);
      break;
    default:
      verb(out, "make", form);
      append(out, {" ", kHandWords[reason.category]});
      break;
  }
  append_in_line(out, change, place);
  append_points_note(out, reason.points);
}

void append_kept(std::string& out, const LineChange& change, const Reason& reason, Verb form, Place place) {
  const bool flush = reason.kind == ReasonKind::kKeepsFlush;
  const bool straight_flush = reason.category == kStraightFlush || reason.category == kRoyalFlush;
  if (flush) {
    verb(out, "keep", form);
    append(out, {" the ", kSuitWord[change.after.flush->suit], straight_flush ? " straight flush" : " flush", " open"});
    append_in_line(out, change, place);
    if (place == Place::kFull) {
      out += " (";
      append_count(out, change.after.flush->unseen, kSuitWord[change.after.flush->suit]);
      out += " left)";
    }
  } else {
    const StraightDraw& draw = *change.after.straight;
    // A card that brings the draw to one card short makes it: open-ended
    // when two ranks complete it, inside when one does.
    const bool made = draw.need == 1 && change.before.straight && change.before.straight->need == 2;
    if (made) {
      verb(out, "make", form);
      out += __builtin_popcount(draw.fitting) >= 2 ? " an open-ended straight draw " : " an inside straight draw ";
      append_straight_ranks(out, draw.ranks);
    } else {
      verb(out, "keep", form);
      out += ' ';
      append_straight_draw(out, draw.ranks);
      out += " open";
    }
    append_in_line(out, change, place);
    if (place == Place::kFull) {
      out += " (";
      append_count(out, draw.outs, "card");
      out += " left ";
      out += draw.need == 1 ? (draw.outs == 1 ? "completes it)" : "complete it)") : (draw.outs == 1 ? "fits it)" : "fit it)");
    }
  }
  append_points_note(out, reason.points);
}

void append_ended(std::string& out, const LineChange& change, const Reason& reason, Verb form, Place place) {
  if (reason.points < 0) {  // a hand that costs points: ending its chance is what the card is for
    verb(out, "avoid", form);
    append(out, {" ", kHandWords[reason.category]});
    append_in_line(out, change, place);
    append_points_note(out, reason.points);
    return;
  }
  verb(out, "end", form);
  const bool straight_flush = reason.category == kStraightFlush || reason.category == kRoyalFlush;
  if (straight_flush) {
    out += " the ";
    if (change.before.straight && __builtin_popcount(change.before.straight->ranks) > 1) {
      append_straight_ranks(out, change.before.straight->ranks);
      out += ' ';
    }
    if (change.before.flush) append(out, {kSuitWord[change.before.flush->suit], " "});
    out += reason.category == kRoyalFlush ? "royal flush chance" : "straight flush chance";
  } else if (reason.kind == ReasonKind::kEndsFlush) {
    append(out, {" the ", kSuitWord[change.before.flush->suit], " flush draw"});
  } else {
    out += ' ';
    append_straight_draw(out, change.before.straight->ranks);
  }
  append_in_line(out, change, place);
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
  // Rounded half away from zero, as the shares that add up are (printf would
  // round 2.25 to even).
  std::snprintf(text, sizeof text, "%.1f", std::round(std::fabs(points) * 10) / 10);
  out += text;
}

void append_share(std::string& out, double points) {
  if (std::round(points * 10) < 0) out += "\u2212";
  append_tenths(out, points);
}

void append_card_name(std::string& out, Card card, bool capital) {
  append(out, {capital ? "The " : "the ", kRankWord[rank_of(card)], " of ", kSuitWord[suit_of(card)], "s"});
}

const char* rank_word(int rank) { return kRankWord[rank]; }
const char* hand_words(int category) { return kHandWords[category]; }
const char* category_word(int category) {
  constexpr const char* kWords[kNumCategories] = {"no hand", "pair",       "two pair",       "three of a kind",
                                                  "straight", "flush",     "full house",     "four of a kind",
                                                  "straight flush", "royal flush"};
  return kWords[category];
}
const char* suit_word(int suit) { return kSuitWord[suit]; }

namespace {

// What two lines have in common, without what is particular to either (a
// draw's ranks or suit, a pair's rank): "end a straight draw", "make three of
// a kind".
bool append_generic(std::string& out, const Reason& reason, Verb form) {
  switch (reason.kind) {
    case ReasonKind::kMakes:
      verb(out, "make", form);
      append(out, {" ", kHandWords[reason.category]});
      return true;
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kKeepsStraight:
      verb(out, "keep", form);
      out += reason.kind == ReasonKind::kKeepsFlush ? " a flush draw open" : " a straight draw open";
      return true;
    case ReasonKind::kEndsFlush:
    case ReasonKind::kEndsStraight:
      if (reason.points < 0) return false;  // "avoid a flush" is generic already
      verb(out, "end", form);
      out += reason.kind == ReasonKind::kEndsFlush ? " a flush draw" : " a straight draw";
      return true;
    case ReasonKind::kTakesPlace:
      verb(out, "take", form);
      out += " a place without pairing anything";
      return true;
    default: return false;
  }
}

}  // namespace

void append_reason(std::string& out, const LineChange& change, const Reason& reason, Verb form, Place place) {
  if (place == Place::kBrief && append_generic(out, reason, form)) return;
  switch (reason.kind) {
    case ReasonKind::kCompletes: append_completes(out, change, reason, form, place); break;
    case ReasonKind::kMakes: append_made(out, change, reason, form, place); break;
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kKeepsStraight: append_kept(out, change, reason, form, place); break;
    case ReasonKind::kEndsFlush:
    case ReasonKind::kEndsStraight: append_ended(out, change, reason, form, place); break;
    case ReasonKind::kGivesUp:
      if (reason.points > 0) {
        verb(out, "give", form);
        append(out, {" up the chance of ", kHandWords[reason.category]});
        append_in_line(out, change, place);
      } else {
        verb(out, "avoid", form);
        append(out, {" ", kHandWords[reason.category]});
        append_in_line(out, change, place);
        append_points_note(out, reason.points);
      }
      break;
    case ReasonKind::kTakesPlace:
      verb(out, "take", form);
      out += " a place";
      append_in_line(out, change, place);
      if (change.before.size() == 1) append(out, {" without pairing the ", kRankWord[rank_of(change.before.cards[0])]});
      else out += " without pairing anything";
      break;
    case ReasonKind::kStarts:
      verb(out, "start", form);
      out += ' ';
      append_object_line(out, change, place);
      break;
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

std::string reason_phrase(const LineChange& change, const Reason& reason, Verb form, Place place) {
  std::string out;
  append_reason(out, change, reason, form, place);
  return out;
}

}  // namespace pps
