#include "ai/explain/reason_text.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

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

std::string rank_plural(int rank) { return std::string(kRankWord[rank]) + "s"; }

std::string card_words(Card card) {
  return std::string("the ") + kRankWord[rank_of(card)] + " of " + kSuitWord[suit_of(card)] + "s";
}

std::string count_of(int n, const std::string& singular) {
  return std::to_string(n) + " " + singular + (n == 1 ? "" : "s");
}

// "5-6-7-8" when the ranks follow each other (an ace high after a king),
// else "5, 7 and 8".
std::string straight_ranks(std::uint16_t ranks) {
  std::vector<int> order;
  const bool ace_high = (ranks & 1u) && (ranks & ~1u) && (ranks & ~kRoyalRanks) == 0;
  for (int r = ace_high ? 1 : 0; r < kNumRanks; ++r)
    if ((ranks >> r) & 1u) order.push_back(r);
  if (ace_high) order.push_back(0);
  bool consecutive = true;
  for (std::size_t i = 1; i < order.size(); ++i)
    consecutive = consecutive && (order[i] == order[i - 1] + 1 || (order[i] == 0 && order[i - 1] == 12));
  std::string text;
  for (std::size_t i = 0; i < order.size(); ++i) {
    if (i) text += consecutive ? "-" : (i + 1 == order.size() ? " and " : ", ");
    text += kRankShort[order[i]];
  }
  return text;
}

std::string straight_name(std::uint16_t ranks) {
  if (__builtin_popcount(ranks) == 1) return "a straight with the " + std::string(kRankWord[__builtin_ctz(ranks)]);
  const std::string listed = straight_ranks(ranks);
  return (listed.find(',') == std::string::npos && listed.find(" and ") == std::string::npos ? "the straight "
                                                                                               : "the straight with ") +
         listed;
}

std::string hand_with_points(int category, int points) {
  return std::string(kHandWords[category]) + " (" + signed_points(points) + ")";
}

std::string made_phrase(const LineChange& change, const Reason& reason) {
  const int rank = rank_of(change.card);
  std::string text;
  switch (reason.category) {
    case kOnePair: text = std::string("pairs the ") + kRankWord[rank]; break;
    case kThreeOfAKind: text = "makes three " + rank_plural(rank); break;
    case kFourOfAKind: text = "makes four " + rank_plural(rank); break;
    default: text = std::string("makes ") + kHandWords[reason.category]; break;
  }
  return reason.points <= 0 ? text + " (" + signed_points(reason.points) + ")" : text;
}

std::string kept_phrase(const LineChange& change, const Reason& reason, int sign) {
  const bool flush = reason.kind == ReasonKind::kKeepsFlush;
  const std::string name =
      flush ? std::string("the ") + kSuitWord[change.after.flush->suit] + " " + kFlushWords[reason.category]
            : straight_name(change.after.straight->ranks);
  std::string detail;
  if (flush) {
    const FlushDraw& draw = *change.after.flush;
    detail = count_of(draw.held, kSuitWord[draw.suit]) + ", " + std::to_string(draw.unseen) + " unseen";
  } else {
    const StraightDraw& draw = *change.after.straight;
    detail = count_of(draw.outs, "unseen card") + (draw.need == 1 ? " complete it" : " fit it");
  }
  if (sign > 0) return "keeps " + name + " open (" + detail + ")";
  return "leaves " + name + " (" + signed_points(reason.points) + ") open (" + detail + ")";
}

std::string ended_phrase(const LineChange& change, const Reason& reason, int sign) {
  if (sign > 0) return "avoids " + hand_with_points(reason.category, reason.points);
  if (reason.kind == ReasonKind::kEndsFlush) return std::string("ends the ") + kSuitWord[change.before.flush->suit] + " flush";
  return "ends " + straight_name(change.before.straight->ranks);
}

}  // namespace

std::string line_name(int line) {
  return line < kGridSize ? "row " + std::to_string(line + 1) : "column " + std::to_string(line - kGridSize + 1);
}

std::string cell_name(int cell) {
  return "row " + std::to_string(row_of(cell) + 1) + ", column " + std::to_string(col_of(cell) + 1);
}

std::string signed_points(int points) {
  const char* sign = points > 0 ? "+" : points < 0 ? "\u2212" : "";
  std::string text = sign;
  text += std::to_string(std::abs(points));
  return text;
}

std::string tenths(double points) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", std::fabs(points));
  return text;
}

std::string capitalized(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text;
}

std::string reason_phrase(const LineChange& change, const Reason* reason, int sign) {
  if (!reason) {
    if (sign > 0) return change.gives_up == 0 ? "gives up nothing" : "adds " + card_words(change.card);
    const bool same_hand = change.after.made == change.before.made && change.after.size() < kGridSize;
    return same_hand ? "fills a place without improving its hand" : "adds " + card_words(change.card);
  }
  switch (reason->kind) {
    case ReasonKind::kCompletes: return "completes " + hand_with_points(reason->category, reason->points);
    case ReasonKind::kMakes: return made_phrase(change, *reason);
    case ReasonKind::kKeepsFlush:
    case ReasonKind::kKeepsStraight: return kept_phrase(change, *reason, sign);
    case ReasonKind::kEndsFlush:
    case ReasonKind::kEndsStraight: return ended_phrase(change, *reason, sign);
    case ReasonKind::kGivesUp:
      return (reason->points > 0 ? "gives up " : "avoids ") + hand_with_points(reason->category, reason->points);
    case ReasonKind::kStarts: return "opens an empty line";
  }
  return "";
}

}  // namespace pps
