#include "ai/explain/next_card.h"

#include <cmath>
#include <limits>

#include "ai/explain/small_list.h"

namespace pps {

namespace {

struct Placement {
  double value = -std::numeric_limits<double>::infinity();
  int cell = -1;
};

// The card's best placement by the evaluator (ties: the first cell).
Placement best_placement(Board& board, Card card, const Evaluator& evaluator) {
  Placement best;
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    board.place(cell, card);
    const double value = evaluator.evaluate(board);
    board.remove(cell);
    if (value > best.value) best = {value, cell};
  }
  return best;
}

// What a next card does that a sentence can name as a sure thing: a hand it
// completes or makes, or a draw it brings to one card short.
bool nameable(const LineChange& change, const Reason& reason) {
  switch (reason.kind) {
    case ReasonKind::kCompletes:
    case ReasonKind::kMakes: return reason.points > 0;
    case ReasonKind::kKeepsFlush: return change.after.flush && change.after.flush->need == 1;
    case ReasonKind::kKeepsStraight: return change.after.straight && change.after.straight->need == 1;
    default: return false;
  }
}

// The line of `cell` where the card does the most for its hand, and that reason.
bool named_reason_at(const Board& board, int cell, Card card, const PointSystem& system, LineChange& change,
                     Reason& reason) {
  bool found = false;
  for (const int line : {row_line(cell), col_line(cell)}) {
    const LineChange candidate = line_change(board, line, cell, card, system);
    for (const Reason& r : candidate.reasons)
      if (nameable(candidate, r) && r.stake > 0 && (!found || r.stake > reason.stake)) {
        change = candidate;
        reason = r;
        found = true;
      }
  }
  return found;
}

// Whether the next card does the same (`reason`, in `line`) in some cell of
// that line of `board`: then it does so after either cell, and it tells them
// no more apart than a line both positions share.
bool does_the_same(const Board& board, int line, Card card, const Reason& reason, const PointSystem& system) {
  for (int i = 0; i < kGridSize; ++i) {
    const int cell = line < kGridSize ? line * kGridSize + i : i * kGridSize + (line - kGridSize);
    if (!board.is_empty(cell)) continue;
    const LineChange change = line_change(board, line, cell, card, system);
    for (const Reason& r : change.reasons)
      if (r.kind == reason.kind && r.category == reason.category && nameable(change, r)) return true;
  }
  return false;
}

struct Group {
  int line;
  ReasonKind kind;
  int category;
  int kin;  // the suit (100 + suit) or the rank they share
  double points = 0;
  int count = 0;
  unsigned suits = 0, ranks = 0;
  Card example = kNoCard;
  int cell = -1;
};

}  // namespace

NextCard next_card_note(const Board& board, Card card, int best_cell, int other_cell, const Evaluator& evaluator,
                        const PointSystem& system, int sign) {
  NextCard note;
  Board after[2] = {board, board};
  after[0].place(best_cell, card);
  after[1].place(other_cell, card);
  if (after[0].full()) return note;
  const double start[2] = {evaluator.evaluate(after[0]), evaluator.evaluate(after[1])};
  const CardMask next = after[0].unseen();
  const int outcomes = __builtin_popcountll(next);
  const int favoured = sign > 0 ? 0 : 1;
  SmallList<Group, kNumCards> groups;
  for (CardMask m = next; m; m &= m - 1) {
    const Card x = static_cast<Card>(__builtin_ctzll(m));
    Placement placed[2];
    for (int s = 0; s < 2; ++s) placed[s] = best_placement(after[s], x, evaluator);
    const double part = ((placed[0].value - start[0]) - (placed[1].value - start[1])) / outcomes;
    note.total += part;
    if (part * sign <= 0) continue;
    LineChange change;
    Reason reason{};
    if (!named_reason_at(after[favoured], placed[favoured].cell, x, system, change, reason)) continue;
    if (does_the_same(after[1 - favoured], change.line, x, reason, system)) continue;
    Group* group = nullptr;
    // Cards that do the same by their suit (a flush) or by their rank (the
    // rest), so that one of them stands for all.
    const bool by_suit = reason.kind == ReasonKind::kKeepsFlush || reason.category == kFlush ||
                         reason.category == kStraightFlush || reason.category == kRoyalFlush;
    const int kin = by_suit ? 100 + suit_of(x) : rank_of(x);
    for (Group& g : groups)
      if (g.line == change.line && g.kind == reason.kind && g.category == reason.category && g.kin == kin) group = &g;
    if (!group) {
      groups.push_back({change.line, reason.kind, reason.category, kin});
      group = &groups[groups.size() - 1];
      group->example = x;
      group->cell = placed[favoured].cell;
    }
    group->points += part;
    ++group->count;
    group->suits |= 1u << suit_of(x);
    group->ranks |= 1u << rank_of(x);
  }
  const Group* chosen = nullptr;
  for (const Group& g : groups)
    if (!chosen || g.points * sign > chosen->points * sign) chosen = &g;
  if (!chosen) return note;
  note.found = true;
  note.after_best = favoured == 0;
  note.count = chosen->count;
  note.suit = __builtin_popcount(chosen->suits) == 1 ? __builtin_ctz(chosen->suits) : -1;
  note.rank = __builtin_popcount(chosen->ranks) == 1 ? __builtin_ctz(chosen->ranks) : -1;
  note.example = chosen->example;
  note.points = chosen->points;
  named_reason_at(after[favoured], chosen->cell, chosen->example, system, note.change, note.reason);
  return note;
}

}  // namespace pps
