#include "ai/explain/explanation_text.h"

#include <algorithm>
#include <cmath>
#include <string_view>

#include "ai/explain/reason_text.h"

namespace pps {

namespace {

// The shares a clear difference names: the largest for it while those left
// come to more than a third of it, at most two.
constexpr double kUnnamedPart = 1.0 / 3.0;
constexpr int kMostNamedFor = 2;
// A second reason for it is named while what the first leaves is more than
// half of it: short sentences first.
constexpr double kSecondPart = 1.0 / 2.0;
// A reason against the AI's cell is named when it is at least half the
// difference, or a third for the other cell's own hand.
constexpr double kAgainstPart = 1.0 / 2.0;
// A second line of the AI's cell is worth a mention in the first sentence
// when its hand is worth at least this part of the first's.
constexpr double kSecondLead = 0.25;

const LineChange& change_of(const Explanation& e, const Share& share) {
  const CellReasons& cell = share.of_best ? e.best : e.other;
  return cell.lines[0].line == share.line ? cell.lines[0] : cell.lines[1];
}

// The sign of what the card does to the share's line: a share of the best
// cell's line is what the card gains there; of the other's, minus that.
int gain_sign(const Share& share) {
  const int sign = share.points >= 0 ? 1 : -1;
  return share.of_best ? sign : -sign;
}

bool same_idea(const Reason* a, const Reason* b) {
  return a && b && a->kind == b->kind && a->category == b->category;
}

// What the first sentence may say the card does: a hand it completes or
// makes, a draw it keeps, a costly hand it avoids; weighed by the hand's
// points and its chance.
struct Lead {
  const LineChange* change = nullptr;
  const Reason* reason = nullptr;
  double weight = 0;
};

Lead lead_of(const LineChange& change) {
  Lead lead;
  for (const Reason& r : change.reasons) {
    bool good = false;
    switch (r.kind) {
      case ReasonKind::kCompletes: good = r.category != kHighCard && r.points > 0 && r.stake > 0; break;
      case ReasonKind::kMakes: good = r.points > 0 && r.stake > 0; break;
      case ReasonKind::kKeepsFlush:
      case ReasonKind::kKeepsStraight: good = r.points > 0 && r.stake > 0; break;
      case ReasonKind::kGivesUp:
      case ReasonKind::kEndsFlush:
      case ReasonKind::kEndsStraight: good = r.points < 0 && r.stake > 0; break;
      default: break;
    }
    if (!good || !r.material) continue;
    const double weight = std::fabs(static_cast<double>(r.points)) * (r.points < 0 ? std::max(r.chance, kLongShot) : r.chance);
    if (weight > lead.weight) lead = {&change, &r, weight};
  }
  return lead;
}

// A line of the AI's cell that takes a card that fits nowhere: it has cards,
// no draw or hand the card could spoil, and room left.
const LineChange* free_line(const CellReasons& cell) {
  for (const LineChange& change : cell.lines)
    if (change.before.size() > 0 && change.after.size() < kGridSize && !main_reason(change, -1)) return &change;
  return nullptr;
}

// The share of a line of the AI's cell (0 when the other cell is in that line too).
double line_share(const Explanation& e, int line) {
  for (const Share& share : e.shares)
    if (share.kind == Share::Kind::kLine && share.of_best && share.line == line) return share.points;
  return 0;
}

// The first sentence names what sets the AI's cell apart first (the line
// with the larger share for it), then what it does in its other line when
// that is the same wherever the card goes in the line or worth a mention.
void append_lead(std::string& text, Explanation& e, Lead (&leads)[2]) {
  leads[0] = lead_of(e.best.lines[0]);
  leads[1] = lead_of(e.best.lines[1]);
  const auto share_of = [&](const Lead& lead) { return lead.reason ? line_share(e, lead.change->line) : 0.0; };
  const bool apart = share_of(leads[1]) > std::max(0.0, share_of(leads[0]));
  if (apart || (!leads[0].reason) || (share_of(leads[0]) <= 0 && share_of(leads[1]) <= 0 && leads[1].weight > leads[0].weight))
    std::swap(leads[0], leads[1]);
  if (!leads[0].reason) {
    append_card_name(text, e.card, true);
    const LineChange* started[2] = {};
    int starts = 0;
    for (const LineChange& change : e.best.lines)
      if (change.before.size() == 0) started[starts++] = &change;
    for (int i = 0; i < starts; ++i) e.lines |= 1u << started[i]->line;
    if (starts > 0) {  // early in the game
      text += " starts ";
      append_line_name(text, started[0]->line);
      if (starts == 2) {
        text += " and ";
        append_line_name(text, started[1]->line);
      }
    } else {
      text += " fits no line well";
      if (const LineChange* free = free_line(e.best)) {
        e.lines |= 1u << free->line;
        text += ": ";
        append_line_name(text, free->line);
        text += ", with nothing left to spoil, takes it";
      }
    }
    text += ". ";
    return;
  }
  const bool second = leads[1].reason && (!e.compared || e.other.holds_line(leads[1].change->line) ||
                                           leads[1].weight >= kSecondLead * leads[0].weight);
  if (!second) leads[1] = {};
  for (int i = 0; i < 2; ++i) {
    if (!leads[i].reason) continue;
    const int line = leads[i].change == &e.best.lines[0] ? 0 : 1;
    e.lines |= 1u << leads[i].change->line;
    e.lead.push_back({line, static_cast<int>(leads[i].reason - e.best.lines[static_cast<std::size_t>(line)].reasons.begin())});
    if (i == 1) text += "; ";
    append_line_name(text, leads[i].change->line, i == 0);
    text += ": ";
    append_reason(text, *leads[i].change, *leads[i].reason, Verb::kPresent, Place::kFull);
  }
  text += ". ";
}

// The lead's idea done by the other cell as well: the same line (both cells
// in it: "in the same row"), or a line of its own where the card would do the
// same ("would make three kings too").
struct Idea {
  const LineChange* change = nullptr;
  const Reason* reason = nullptr;
  bool same_line = false;
};

// "would make three kings in column 4": the idea in the other cell, without
// the note on its points that the first sentence already gave.
void append_would_too(std::string& text, const Idea& too) {
  text += " would ";
  std::string phrase;
  append_reason(phrase, *too.change, *too.reason, Verb::kBase, Place::kInLine);
  for (const char* note : {", which loses points here", ", which scores nothing here"})
    if (const std::size_t at = phrase.find(note); at != std::string::npos) phrase.erase(at);
  text += phrase;
}

Idea done_too(const Explanation& e, const Lead (&leads)[2]) {
  for (const Lead& lead : leads)
    if (lead.reason && e.other.holds_line(lead.change->line)) return {lead.change, lead.reason, true};
  if (!leads[0].reason) return {};
  for (const LineChange& change : e.other.lines)
    for (const Reason& r : change.reasons)
      if (r.material && same_idea(&r, leads[0].reason)) return {&change, &r, false};
  return {};
}

// "a heart", "a 9", "the 9 of hearts", "one of 12 cards".
void append_next_cards(std::string& out, const NextCard& note) {
  if (note.count == 1) return append_card_name(out, note.example);
  if (note.suit >= 0) return append(out, {"a ", suit_word(note.suit)});
  if (note.rank >= 0) return append(out, {note.rank == 0 || note.rank == 7 ? "an " : "a ", rank_word(note.rank)});
  out += "one of ";
  append_number(out, note.count);
  out += " cards";
}

bool append_term_words(std::string& out, const Explanation& e, const Share& share, bool for_it) {
  switch (share.term) {
    case TermKind::kLineSizes: {
      if (share.line >= 0) {
        const bool other_starts = e.other.holds_line(share.line);
        if (other_starts == for_it) {
          out += other_starts ? "here it leaves " : "there it would leave ";
          append_line_name(out, share.line);
          out += " empty for unwanted cards";
        } else {
          out += other_starts ? "there it would start " : "here it starts ";
          append_line_name(out, share.line);
          out += ", a fresh line";
        }
        return true;
      }
      const int mine = e.best.lines[0].before.size() + e.best.lines[1].before.size();
      const int theirs = e.other.lines[0].before.size() + e.other.lines[1].before.size();
      if (mine == theirs) return false;
      out += (mine > theirs) == for_it ? "here it keeps the cards together in fewer lines"
                                      : "here it spreads the cards over more lines";
      return true;
    }
    case TermKind::kCrossing:
      out += for_it ? "here its row and column compete less for the same cards"
                    : "here its row and column compete more for the same cards";
      return true;
    case TermKind::kWholeBoard:
      out += for_it ? "the AI rates the whole board higher here" : "the AI rates the whole board lower here";
      return true;
    case TermKind::kNone: return false;
  }
  return false;
}

// A share's words, for the difference's direction (`for_it`) or against it.
bool append_share_words(std::string& out, const Explanation& e, const Share& share, bool for_it) {
  switch (share.kind) {
    case Share::Kind::kLine: {
      const Reason* reason = share_reason(e, share);
      if (!reason) return false;
      out += share.of_best ? "here it " : "there it would ";
      append_reason(out, change_of(e, share), *reason, share.of_best ? Verb::kPresent : Verb::kBase, Place::kInLine);
      return true;
    }
    case Share::Kind::kTerm: return append_term_words(out, e, share, for_it);
    case Share::Kind::kLookahead: {
      out += "looking one card ahead, ";
      const NextCard& note = e.next_card;
      if (note.found && note.after_best == (share.points > 0)) {
        append_next_cards(out, note);
        out += " next would ";
        append_reason(out, note.change, note.reason, Verb::kBase, Place::kInLine);
        out += note.after_best ? " here" : " there";
      } else {
        out += share.points > 0 ? "the next card fits better here" : "the next card fits better there";
      }
      return true;
    }
    case Share::Kind::kPlayouts:
      out += share.points > 0 ? "in the AI's trial games it does better here" : "in the AI's trial games it does better there";
      return true;
  }
  return false;
}

// The two line shares of an idea both cells carry out in lines of their own
// (the card makes three kings in either column): the sentence says "too"
// instead, and leaves them to the rest.
bool merged(const Explanation& e, const Share& share, const Idea& too) {
  if (share.kind != Share::Kind::kLine || !too.reason) return false;
  const Reason* mine = share_reason(e, share);
  return !too.same_line && mine && (mine == too.reason || (share.of_best && same_idea(mine, too.reason)));
}

// ", in the same row," for a cell in the line of the AI's cell that the first sentence names.
const char* in_same_line(int line) { return line < kGridSize ? ", in the same row," : ", in the same column,"; }

void uncompared(std::string& text, const Explanation& e) {
  text += e.empty_cells == 1 ? "It is the only empty cell." : "Every other empty cell is worth the same.";
}

// What the sentence says in one clause: a share, with the shares that say
// the same thing joined to it, so that nothing is named twice:
//   - the hand-size term's share for a line one cell starts, with that
//     line's share when its reason is that the card starts it ("here it
//     starts row 5");
//   - two line shares, one of each cell, whose reasons are the same idea
//     (each takes a place that pairs nothing, in its own column): "both ...".
struct Clause {
  int first = -1;              // the share the words are of
  int joined[2] = {-1, -1};    // shares said with it
  double points = 0;           // their sum
  std::string words;
};

// The other cell's line share doing the same as this line share, in the
// same direction for its own line (-1: none).
int pair_of(const Explanation& e, int i) {
  const Share& share = e.shares[static_cast<std::size_t>(i)];
  if (share.kind != Share::Kind::kLine) return -1;
  const Reason* mine = share_reason(e, share);
  if (!mine) return -1;
  for (std::size_t j = 0; j < e.shares.size(); ++j) {
    const Share& other = e.shares[j];
    if (other.kind == Share::Kind::kLine && other.of_best != share.of_best && gain_sign(other) == gain_sign(share) &&
        same_idea(share_reason(e, other), mine))
      return static_cast<int>(j);
  }
  return -1;
}

// The hand-size term's share for the line this line share starts (-1: none):
// the same idea, said once.
int term_of(const Explanation& e, int i) {
  const Share& share = e.shares[static_cast<std::size_t>(i)];
  if (share.kind != Share::Kind::kLine) return -1;
  const Reason* reason = share_reason(e, share);
  if (!reason || reason->kind != ReasonKind::kStarts) return -1;
  for (std::size_t j = 0; j < e.shares.size(); ++j) {
    const Share& term = e.shares[j];
    if (term.kind == Share::Kind::kTerm && term.term == TermKind::kLineSizes && term.line == share.line)
      return static_cast<int>(j);
  }
  return -1;
}

// "both take a place without pairing anything, costing less here in column 5
// than there in column 1": what both do, and where it matters more, for the
// clause's sign (`for_it`: the AI's cell comes out ahead).
void append_both(std::string& out, const Explanation& e, const Share& mine, const Share& theirs, bool for_it) {
  const LineChange& change = change_of(e, mine);
  out += "both ";
  append_reason(out, change, *share_reason(e, mine), Verb::kBase, Place::kBrief);
  const bool good = gain_sign(mine) > 0;  // the idea is a gain for a line
  out += good ? ", worth more " : ", costing less ";
  const Share& first = for_it ? mine : theirs;
  const Share& second = for_it ? theirs : mine;
  out += &first == &mine ? "here in " : "there in ";
  append_line_name(out, first.line);
  out += &second == &mine ? " than here in " : " than there in ";
  append_line_name(out, second.line);
}

// Every share in a clause, the largest clause first: the shares the words of
// the other cell's idea and the joined term join are absorbed; a share the
// sentence's "too" already says is left to the rest; so is one without words.
SmallList<Clause, 8> clauses_of(const Explanation& e, const Idea& too) {
  SmallList<Clause, 8> clauses;
  bool used[8] = {};
  for (std::size_t i = 0; i < e.shares.size(); ++i) {
    if (used[i] || merged(e, e.shares[i], too)) continue;
    Clause clause;
    clause.first = static_cast<int>(i);
    clause.points = e.shares[i].points;
    const int partner = pair_of(e, static_cast<int>(i));
    int term = term_of(e, static_cast<int>(i));
    // A line started and the hand-size term for that line are one idea,
    // whichever is the larger (and whatever their signs: they net).
    if (e.shares[i].kind == Share::Kind::kTerm)
      for (std::size_t j = 0; j < e.shares.size(); ++j)
        if (!used[j] && term_of(e, static_cast<int>(j)) == static_cast<int>(i)) clause.first = static_cast<int>(j), term = static_cast<int>(i);
    if (clause.first != static_cast<int>(i)) clause.points = e.shares[static_cast<std::size_t>(clause.first)].points;
    for (const int j : {partner, term})
      if (j >= 0 && j != clause.first && !used[static_cast<std::size_t>(j)]) {
        clause.joined[j == partner ? 0 : 1] = j;
        clause.points += e.shares[static_cast<std::size_t>(j)].points;
        used[static_cast<std::size_t>(j)] = true;
      }
    used[static_cast<std::size_t>(clause.first)] = true;
    const bool for_it = clause.points > 0;
    if (clause.joined[0] >= 0) {
      const Share& a = e.shares[static_cast<std::size_t>(clause.first)];
      const Share& b = e.shares[static_cast<std::size_t>(clause.joined[0])];
      append_both(clause.words, e, a.of_best ? a : b, a.of_best ? b : a, clause.points > 0);
    } else if (clause.joined[1] >= 0) {
      // Said as the term says it, for the side the two come out on.
      if (!append_term_words(clause.words, e, e.shares[static_cast<std::size_t>(clause.joined[1])], for_it)) continue;
    } else if (!append_share_words(clause.words, e, e.shares[static_cast<std::size_t>(clause.first)], for_it)) {
      continue;
    }
    clauses.push_back(clause);
  }
  for (std::size_t i = 1; i < clauses.size(); ++i)
    for (std::size_t j = i; j > 0 && std::fabs(clauses[j].points) > std::fabs(clauses[j - 1].points); --j)
      std::swap(clauses[j], clauses[j - 1]);
  return clauses;
}

// The lines a clause's words name: its line shares' lines, the line a term
// is about, the one the look ahead sees the next card in.
unsigned clause_lines(const Explanation& e, const Clause& clause) {
  unsigned lines = 0;
  for (const int i : {clause.first, clause.joined[0], clause.joined[1]}) {
    if (i < 0) continue;
    const Share& share = e.shares[static_cast<std::size_t>(i)];
    if (share.line >= 0) lines |= 1u << share.line;
    if (share.kind == Share::Kind::kLookahead && e.next_card.found && e.next_card.after_best == (share.points > 0))
      lines |= 1u << e.next_card.change.line;
  }
  return lines;
}

void mark_named(Explanation& e, const Clause& clause) {
  int number = 0;
  for (const Share& share : e.shares) number = std::max(number, share.clause + 1);
  for (const int i : {clause.first, clause.joined[0], clause.joined[1]})
    if (i >= 0) {
      e.shares[static_cast<std::size_t>(i)].named = true;
      e.shares[static_cast<std::size_t>(i)].clause = number;
    }
  e.lines |= clause_lines(e, clause);
}

// A clause the sentence may give as a reason: one that tells the cells
// apart, a share at least the margin of the difference.
bool tells_apart(const Explanation& e, const Clause& clause) { return std::fabs(clause.points) >= e.least_reason; }

// A reason of the board, or a next card named: what a learner can use. The
// trial games' share, or a look ahead with no card to name, only says the
// AI's search found it so.
bool of_the_board(const Explanation& e, const Clause& clause) {
  const Share& share = e.shares[static_cast<std::size_t>(clause.first)];
  if (share.kind == Share::Kind::kPlayouts) return false;
  if (share.kind == Share::Kind::kLookahead) return e.next_card.found && e.next_card.after_best == (share.points > 0);
  return true;
}

// A line's hand or draw, what a trade-off between two cells is made of (not
// a place taken or a line started).
bool of_a_hand(const Explanation& e, const Clause& clause) {
  const Share& share = e.shares[static_cast<std::size_t>(clause.first)];
  if (share.kind != Share::Kind::kLine || clause.joined[0] >= 0) return false;
  const Reason* reason = share_reason(e, share);
  return reason && reason->kind != ReasonKind::kTakesPlace && reason->kind != ReasonKind::kStarts;
}

// The other cell's own hand, made or completed in a line of its own: what
// decides a comparison when its share is large, never to be left out.
bool other_hand(const Explanation& e, const Clause& clause) {
  const Share& share = e.shares[static_cast<std::size_t>(clause.first)];
  if (share.kind != Share::Kind::kLine || share.of_best || clause.joined[0] >= 0) return false;
  const Reason* reason = share_reason(e, share);
  return reason && (reason->kind == ReasonKind::kCompletes || reason->kind == ReasonKind::kMakes) && reason->points > 0;
}

// The clause says what the first sentence said (the lead's reason, in its line).
bool repeats_lead(const Explanation& e, const Clause& clause) {
  const Share& share = e.shares[static_cast<std::size_t>(clause.first)];
  if (share.kind != Share::Kind::kLine || !share.of_best || clause.joined[0] >= 0) return false;
  const Reason* reason = share_reason(e, share);
  for (const Explanation::Lead& lead : e.lead) {
    const LineChange& change = e.best.lines[static_cast<std::size_t>(lead.line)];
    if (change.line == share.line && reason == &change.reasons[static_cast<std::size_t>(lead.reason)]) return true;
  }
  return false;
}

struct Named {
  SmallList<Clause, 8> clauses;  // for the AI's cell first, largest first
  unsigned lead = 0;             // bit i: clause i is the first sentence's idea, referred to
  // With no other reason for it: the idea both cells carry out ("too") is
  // worth more in the AI's line (its line) than in the other's (-1: no).
  int worth_more = -1, than = -1;
};

// The reasons a clear difference names, each one that tells the cells apart
// and is of the board: the largest for it while those left come to more
// than a third of it, a second while more than half; against it, the other cell's own hand if it is
// a third of it, else the largest if it is half of it. Where nothing of the board is for it, the trial games or the
// look ahead, if either tells the cells apart. `said` is a line the sentence
// has named already for the other cell's hand (-1: none).
Named named_clauses(Explanation& e, const Idea& too, int said) {
  const SmallList<Clause, 8> all = clauses_of(e, too);
  Named named;
  double unnamed_for = 0;
  for (const Share& share : e.shares) unnamed_for += std::max(0.0, share.points);
  bool chosen[8] = {};
  int for_count = 0, against_pick = -1;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Clause& clause = all[i];
    if (!tells_apart(e, clause) || !of_the_board(e, clause)) continue;
    if (clause.points < 0) {
      const bool hand = other_hand(e, clause);
      if (hand && e.shares[static_cast<std::size_t>(clause.first)].line == said) continue;  // said already
      const bool decides = hand && -clause.points >= kUnnamedPart * e.difference;
      if (against_pick < 0 || (decides && !other_hand(e, all[static_cast<std::size_t>(against_pick)])))
        against_pick = static_cast<int>(i);
      continue;
    }
    if (for_count == kMostNamedFor || unnamed_for <= (for_count ? kSecondPart : kUnnamedPart) * e.difference) continue;
    chosen[i] = true;
    ++for_count;
    unnamed_for -= clause.points;
  }
  if (for_count == 0 && too.reason) {
    // The shares the "too" left out: the idea here against the idea there.
    double net = 0;
    int mine = -1, theirs = -1;
    for (const Share& share : e.shares)
      if (merged(e, share, too)) {
        net += share.points;
        (share.of_best ? mine : theirs) = share.line;
      }
    if (mine >= 0 && theirs >= 0 && net >= e.least_reason) {
      named.worth_more = mine, named.than = theirs;
      e.lines |= 1u << mine | 1u << theirs;
    }
  }
  if (for_count == 0 && named.worth_more < 0)
    for (std::size_t i = 0; i < all.size() && for_count == 0; ++i)
      if (all[i].points > 0 && tells_apart(e, all[i])) chosen[i] = true, ++for_count;
  if (against_pick >= 0) {
    const Clause& pick = all[static_cast<std::size_t>(against_pick)];
    if (-pick.points >= (other_hand(e, pick) ? kUnnamedPart : kAgainstPart) * e.difference) chosen[against_pick] = true;
  }
  for (const bool for_it : {true, false})
    for (std::size_t i = 0; i < all.size(); ++i)
      if (chosen[i] && (all[i].points > 0) == for_it) {
        mark_named(e, all[i]);
        // Referred to when the largest reason is one, else said again in its place.
        if (for_it && repeats_lead(e, all[i]) && (named.clauses.empty() || (named.lead & 1u)))
          named.lead |= 1u << named.clauses.size();
        named.clauses.push_back(all[i]);
      }
  return named;
}

// "the spade flush in row 4", "the pair of 6s in column 5", "avoiding a
// flush in column 3": what the first sentence said, as a reason to refer to.
void append_lead_noun(std::string& out, const LineChange& change, const Reason& reason) {
  const int rank = rank_of(change.card);
  switch (reason.kind) {
    case ReasonKind::kCompletes:
      if (reason.category == kFlush) append(out, {"the ", suit_word(suit_of(change.card)), " flush"});
      else append(out, {"the ", category_word(reason.category)});
      break;
    case ReasonKind::kMakes:
      if (reason.category == kOnePair) append(out, {"the pair of ", rank_word(rank), "s"});
      else if (reason.category == kThreeOfAKind) append(out, {"the three ", rank_word(rank), "s"});
      else if (reason.category == kFourOfAKind) append(out, {"the four ", rank_word(rank), "s"});
      else append(out, {"the ", category_word(reason.category)});
      break;
    case ReasonKind::kKeepsFlush:
      append(out, {"the ", suit_word(change.after.flush->suit), " flush draw"});
      break;
    case ReasonKind::kKeepsStraight: out += "the straight draw"; break;
    default:  // a costly hand avoided
      append(out, {"avoiding ", reason.category == kOnePair ? "a pair" : hand_words(reason.category)});
      break;
  }
  out += " in ";
  append_line_name(out, change.line);
}

// ", for the spade flush in row 4 and because here it keeps ..., though there
// it would ...": the reasons for the difference, the first sentence's ideas,
// when the largest is one, referred to and not said again; then the one
// against it; "here it" or "there it would" once for reasons in a row on the
// same side.
void append_clauses(std::string& text, const Explanation& e, const Named& named) {
  int written = 0, written_for = 0;
  for (const Clause& clause : named.clauses) written_for += clause.points > 0;
  std::string_view side;
  for (std::size_t i = 0; i < named.clauses.size(); ++i) {
    if (!((named.lead >> i) & 1u)) continue;
    const Share& share = e.shares[static_cast<std::size_t>(named.clauses[i].first)];
    text += written == 0 ? ", for " : " and ";
    append_lead_noun(text, change_of(e, share), *share_reason(e, share));
    ++written;
  }
  for (std::size_t i = 0; i < named.clauses.size(); ++i) {
    if ((named.lead >> i) & 1u) continue;
    const Clause& clause = named.clauses[i];
    const bool for_it = clause.points > 0;
    if (for_it) {
      if (named.lead) text += " and because ";
      else text += written == 0 ? ": " : written + 1 == written_for ? " and " : ", ";
    } else {
      text += written == 0 ? ": " : ", though ";
    }
    std::string words = clause.words;
    std::string_view prefix;
    for (const std::string_view p : {std::string_view("here it "), std::string_view("there it would ")})
      if (std::string_view(words).substr(0, p.size()) == p) prefix = p;
    if (for_it && !prefix.empty() && prefix == side) words.erase(0, prefix.size());
    side = for_it ? prefix : std::string_view();
    text += words;
    ++written;
  }
  if (written_for > 0) return;
  if (named.worth_more >= 0) {
    append(text, {written == 0 ? ": " : ", but ", "it is worth more here in "});
    append_line_name(text, named.worth_more);
    text += " than there in ";
    append_line_name(text, named.than);
  } else {
    text += written == 0 ? ": many small things add up" : ", but many small things add up the other way";
  }
}

// "about 4 points", "about 1 point": a difference as a learner counts it.
// Under half a point: nothing (the caller says "a little").
bool append_about(std::string& out, double points) {
  const int whole = static_cast<int>(std::lround(std::fabs(points)));
  if (whole == 0) return false;
  out += "about ";
  append_number(out, whole);
  out += whole == 1 ? " point" : " points";
  return true;
}

void append_less(std::string& text, double points) {
  text += " would score ";
  if (!append_about(text, points)) text += "a little";
  text += " less";
}

// "a pair of 5s", "three kings", "two pair", "the diamond flush", "a full
// house": the hand a line holds once the card is in it.
void append_hand(std::string& out, const LineChange& change) {
  const int rank = rank_of(change.card);
  switch (change.after.made) {
    case kOnePair: append(out, {"a pair of ", rank_word(rank), "s"}); return;
    case kThreeOfAKind: append(out, {"three ", rank_word(rank), "s"}); return;
    case kFourOfAKind: append(out, {"four ", rank_word(rank), "s"}); return;
    case kTwoPair: out += "two pair"; return;
    case kStraight: out += "a straight"; return;
    case kFlush: append(out, {"the ", suit_word(suit_of(change.card)), " flush"}); return;
    case kFullHouse: out += "a full house"; return;
    case kStraightFlush: out += "a straight flush"; return;
    case kRoyalFlush: out += "a royal flush"; return;
    default: out += "no hand"; return;
  }
}

// The line of the other cell whose hand gains the most points right away
// (nullptr: neither gains).
const LineChange* scoring_line(const Explanation& e, const PointSystem& system) {
  const LineChange* found = nullptr;
  int found_gain = 0;
  for (const LineChange& change : e.other.lines) {
    const int gain = system.points(change.after.made) - system.points(change.before.made);
    if (gain > found_gain) found = &change, found_gain = gain;
  }
  return found;
}

// "Row 1, column 5 would take 20 points now with the diamond flush in row 1,
// but score about 20 points less by the end": the greedy choice, and that it
// loses in the end.
void append_points_now(std::string& text, Explanation& e, const LineChange& line, const PointSystem& system) {
  const int points = system.points(line.after.made);
  append_number(text, points);
  text += points == 1 ? " point now with " : " points now with ";
  append_hand(text, line);
  text += " in ";
  append_line_name(text, line.line);
  e.lines |= 1u << line.line;
}

void append_tempting(std::string& text, Explanation& e, const LineChange& line, const PointSystem& system) {
  text += " would take ";
  append_points_now(text, e, line, system);
  text += ", but score ";
  if (!append_about(text, e.difference)) text += "a little";
  text += " less by the end";
}

// A close call, or the other cell's estimate higher: either is fine, and
// why the AI picked its cell: its estimate is a little higher (with the
// trade-off between the two, when each has a reason that tells them apart),
// or, when it is not, its look one card ahead preferred its cell and the
// trial games did not overturn that. Never a reason it does not have.
void close_call(std::string& text, Explanation& e, const Idea& too, const LineChange* tempting,
                const PointSystem& system) {
  // (The cell's name says it is in the same line: about as good needs no more.)
  if (tempting) {
    text += ", taking ";
    append_points_now(text, e, *tempting, system);
    text += ',';
  } else if (too.reason && !too.same_line) {
    append_would_too(text, too);
    text += " too and";
  }
  text += " is about as good:";
  if (e.difference < 0) {
    // The champion keeps the cell its look one card ahead prefers unless
    // its trial games clearly favour another.
    const bool looked = std::isfinite(e.best.lookahead) && std::isfinite(e.other.lookahead);
    const bool played = e.best.samples > 0 && e.other.samples > 0;
    text += looked && played && e.best.lookahead > e.other.lookahead
                ? " either is fine, the AI kept its first choice."
                : " either is fine, the AI's estimates cannot tell them apart.";
    return;
  }
  // The largest reason of the board each way (what both cells do is none):
  // "here it X, but there it would Y", or, when X is the first sentence's
  // idea, "there it would Y instead".
  const SmallList<Clause, 8> clauses = clauses_of(e, too);
  const Clause *mine = nullptr, *theirs = nullptr;
  for (const Clause& clause : clauses) {
    if (!of_a_hand(e, clause) || !tells_apart(e, clause)) continue;
    if (tempting && other_hand(e, clause) && e.shares[static_cast<std::size_t>(clause.first)].line == tempting->line)
      continue;  // said already
    const Clause*& side = clause.points > 0 ? mine : theirs;
    if (!side) side = &clause;
  }
  // Alone, what the other cell would do there "instead"; not what the card
  // costs here, which needs what it gains here beside it.
  const auto of_other = [&](const Clause& clause) { return !e.shares[static_cast<std::size_t>(clause.first)].of_best; };
  if (theirs && (!mine || repeats_lead(e, *mine)) && !of_other(*theirs)) theirs = nullptr;
  if (theirs) {
    text += ' ';
    if (mine && !repeats_lead(e, *mine)) {
      append(text, {mine->words, ", but "});
      mark_named(e, *mine);
    }
    text += theirs->words;
    if (!mine || repeats_lead(e, *mine)) text += " instead";
    text += ";";
    mark_named(e, *theirs);
  }
  text += " either is fine, the AI rates it only a little lower.";
}

}  // namespace

const Reason* share_reason(const Explanation& e, const Share& share) {
  if (share.kind != Share::Kind::kLine) return nullptr;
  return main_reason(change_of(e, share), gain_sign(share));
}

std::string share_words(const Explanation& e, const Share& share) {
  std::string words;
  append_share_words(words, e, share, share.points * (e.difference >= 0 ? 1 : -1) > 0);
  return words;
}

void write_text(Explanation& e, const PointSystem& system) {
  std::string text;
  Lead leads[2];
  append_lead(text, e, leads);
  if (!e.compared) {
    uncompared(text, e);
    e.text = text;
    return;
  }
  std::string other;
  append_cell_name(other, e.other.cell, true);
  if (std::fabs(e.difference) < kSameDifference) {
    e.text = text + other + " would score the same: either is fine.";
    return;
  }
  text += other;
  if (!e.from_estimates && e.difference < 0) {
    text += " would score ";
    if (!append_about(text, e.difference)) text += "a little";
    e.text = text + " more by the AI's values, but it did not choose by them.";
    return;
  }
  // The greedy choice: what it scores now, and why not take it (or that it is as good).
  const LineChange* tempting = e.now_gain > 0 ? scoring_line(e, system) : nullptr;
  const Idea too = tempting ? Idea{} : done_too(e, leads);
  if (too.reason) e.lines |= 1u << too.change->line;
  if (e.close || e.difference < 0) {
    close_call(text, e, too, tempting, system);
    e.text = text;
    return;
  }
  const Named named = named_clauses(e, too, tempting ? tempting->line : -1);
  if (tempting) {
    append_tempting(text, e, *tempting, system);
  } else {
    if (too.same_line) {
      text += in_same_line(too.change->line);
    } else if (too.reason) {
      append_would_too(text, too);
      text += " too, but";
    }
    append_less(text, e.difference);
  }
  append_clauses(text, e, named);
  e.text = text + ".";
}

}  // namespace pps
