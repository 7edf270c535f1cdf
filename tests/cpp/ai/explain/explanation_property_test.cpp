// Explanations of thousands of random positions on American, British and
// generated systems, under learned, fixed and approximate splits, with
// analyses whose estimates stray from the evaluator's (as a search's do),
// sometimes with no estimates or a best cell that is not the top estimate:
//   - the shares add up to the difference, and each line's share is the
//     change of that line's value (every other line is the same);
//   - the text names the largest shares, and what it leaves is under a third
//     of the difference (unless it named three);
//   - every fact and reason is true of the board, recounted here from the
//     cells and the deck: a flush draw has its cards of one suit and that
//     many of the suit unseen, a straight's outs are the unseen cards of its
//     ranks, a hand given up could end the line without the card and not
//     with it; and the text's phrases carry those counts.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <sstream>

#include "ai/explain/explanation.h"
#include "ai/explain/explanation_text.h"
#include "ai/explain/reachable_hands.h"
#include "ai/explain/reason_text.h"
#include "ai/learn/evaluator_table.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "learned_model.h"

namespace pps {
namespace {

using test::model_of;

constexpr const char* kSuitWord[kNumSuits] = {"club", "diamond", "heart", "spade"};

std::vector<Card> cards_of_line(const Board& board, int line) {
  std::vector<Card> cards;
  for (int cell = 0; cell < kNumCells; ++cell)
    if ((row_line(cell) == line || col_line(cell) == line) && !board.is_empty(cell)) cards.push_back(board.at(cell));
  return cards;
}

int unseen_of(CardMask unseen, int rank, int suit) {
  int n = 0;
  for (Card c = 0; c < kNumCards; ++c)
    if ((unseen & card_bit(c)) && (rank < 0 || rank_of(c) == rank) && (suit < 0 || suit_of(c) == suit)) ++n;
  return n;
}

// Every hand the line can end as, by trying the unseen cards (when at most
// two are missing; more would take too long here: reachable_hands_test does).
std::uint16_t completions(const std::vector<Card>& cards, CardMask unseen) {
  LineState line;
  for (const Card c : cards) line.add(c);
  const int room = kGridSize - line.size();
  if (room == 0) return category_bit(line.category());
  std::uint16_t found = 0;
  for (Card a = 0; a < kNumCards; ++a) {
    if (!(unseen & card_bit(a))) continue;
    line.add(a);
    if (room == 1) found |= category_bit(line.category());
    else
      for (Card b = a + 1; b < kNumCards; ++b)
        if (unseen & card_bit(b)) {
          line.add(b);
          found |= category_bit(line.category());
          line.remove(b);
        }
    line.remove(a);
  }
  return found;
}

// The facts of a line holding `cards` when `unseen` are still to come.
void expect_true_facts(const LineFacts& facts, const std::vector<Card>& cards, CardMask unseen) {
  ASSERT_EQ(std::vector<Card>(facts.cards.begin(), facts.cards.end()), cards);
  const int size = static_cast<int>(cards.size());
  EXPECT_EQ(facts.made, classify(cards.data(), size));
  if (size >= 3) {
    EXPECT_EQ(facts.reachable, completions(cards, unseen));
  }
  bool one_suit = size > 0 && size < kGridSize;
  for (const Card c : cards) one_suit = one_suit && suit_of(c) == suit_of(cards[0]);
  const bool flush_open = one_suit && unseen_of(unseen, -1, suit_of(cards[0])) >= kGridSize - size;
  ASSERT_EQ(facts.flush.has_value(), flush_open);
  if (flush_open) {
    EXPECT_EQ(facts.flush->suit, suit_of(cards[0]));
    EXPECT_EQ(facts.flush->held, size);
    EXPECT_EQ(facts.flush->unseen, unseen_of(unseen, -1, suit_of(cards[0])));
    EXPECT_EQ(facts.flush->need, kGridSize - size);
  }
  // Straights: the windows of five ranks that hold the line's ranks and whose
  // other ranks all have an unseen card.
  std::uint16_t ranks = 0, fitting = 0;
  bool distinct = true;
  for (const Card c : cards) {
    distinct = distinct && !((ranks >> rank_of(c)) & 1u);
    ranks = static_cast<std::uint16_t>(ranks | (1u << rank_of(c)));
  }
  for (int low = 0; low <= 9 && distinct && size > 0 && size < kGridSize; ++low) {
    std::uint16_t window = 0;
    for (int i = 0; i < 5; ++i) window = static_cast<std::uint16_t>(window | (1u << ((low + i) % kNumRanks)));
    if (low == 9) window = kRoyalRanks;
    if (ranks & ~window) continue;
    bool complete = true;
    for (int r = 0; r < kNumRanks; ++r)
      if (((window & ~ranks) >> r) & 1u) complete = complete && unseen_of(unseen, r, -1) > 0;
    if (complete) fitting = static_cast<std::uint16_t>(fitting | (window & ~ranks));
  }
  ASSERT_EQ(facts.straight.has_value(), fitting != 0);
  if (fitting) {
    EXPECT_EQ(facts.straight->ranks, ranks);
    EXPECT_EQ(facts.straight->fitting, fitting);
    int outs = 0;
    for (int r = 0; r < kNumRanks; ++r)
      if ((fitting >> r) & 1u) outs += unseen_of(unseen, r, -1);
    EXPECT_EQ(facts.straight->outs, outs);
  }
}

// Every reason holds of the line, with the system's points.
void expect_true_reasons(const LineChange& change, const PointSystem& system) {
  const LineFacts &before = change.before, &after = change.after;
  EXPECT_EQ(change.gives_up, before.reachable & ~after.reachable);
  for (const Reason& r : change.reasons) {
    if (r.category >= 0) {
      EXPECT_EQ(r.points, system.points(r.category));
    }
    switch (r.kind) {
      case ReasonKind::kCompletes: EXPECT_TRUE(after.size() == kGridSize && r.category == after.made); break;
      case ReasonKind::kMakes: EXPECT_TRUE(after.size() < kGridSize && r.category == after.made && after.made != before.made); break;
      case ReasonKind::kKeepsFlush: EXPECT_TRUE(before.flush && after.flush && (after.reachable & category_bit(r.category))); break;
      case ReasonKind::kKeepsStraight: EXPECT_TRUE(before.straight && after.straight && (after.reachable & category_bit(r.category))); break;
      case ReasonKind::kEndsFlush: EXPECT_TRUE(before.flush && !(after.reachable & kFlushHands) && (change.gives_up & category_bit(r.category))); break;
      case ReasonKind::kEndsStraight: EXPECT_TRUE(before.straight && !(after.reachable & kStraightHands) && (change.gives_up & category_bit(r.category))); break;
      case ReasonKind::kGivesUp: EXPECT_TRUE(change.gives_up & category_bit(r.category)); break;
      case ReasonKind::kHolds: {
        int worst = r.points;
        for (int c = 0; c < kNumCategories; ++c)
          if (after.reachable & category_bit(c)) worst = std::min(worst, system.points(c));
        EXPECT_TRUE(r.category == before.made && r.category == after.made && before.size() > 0 &&
                    after.size() < kGridSize && worst < r.points);
        break;
      }
      case ReasonKind::kStarts: EXPECT_EQ(before.size(), 0); break;
    }
  }
}

void expect_true_cell(const Board& board, Card card, const CellReasons& cell, const PointSystem& system) {
  Board after = board;
  after.place(cell.cell, card);
  EXPECT_EQ(cell.lines[0].line, row_line(cell.cell));
  EXPECT_EQ(cell.lines[1].line, col_line(cell.cell));
  for (const LineChange& change : cell.lines) {
    expect_true_facts(change.before, cards_of_line(board, change.line), board.unseen() & ~card_bit(card));
    expect_true_facts(change.after, cards_of_line(after, change.line), after.unseen());
    expect_true_reasons(change, system);
  }
}

// What the text says of a named reason carries the board's own counts.
void expect_counts_in_text(const Explanation& e, const Share& share, const Reason* reason) {
  if (!reason) return;
  const CellReasons& cell = share.of_best ? e.best : e.other;
  const LineChange& change = cell.lines[cell.lines[0].line == share.line ? 0 : 1];
  std::ostringstream counted;  // what the phrase must say, recounted
  if (reason->kind == ReasonKind::kKeepsFlush) {
    const int held = static_cast<int>(change.after.cards.size());
    counted << "(" << held << " " << kSuitWord[change.after.flush->suit] << (held == 1 ? "" : "s") << ", "
            << change.after.flush->unseen << " unseen)";
  } else if (reason->kind == ReasonKind::kKeepsStraight) {
    counted << "(" << change.after.straight->outs << " unseen card";
  } else if (reason->kind == ReasonKind::kGivesUp || reason->kind == ReasonKind::kCompletes) {
    counted << "(" << signed_points(reason->points) << ")";
  }
  EXPECT_NE(e.text.find(counted.str()), std::string::npos) << e.text;
}

void expect_sound(const Board& board, Card card, const PointSystem& system, const Explanation& e,
                  const LineSplit& split) {
  expect_true_cell(board, card, e.best, system);
  if (!e.compared) return;
  expect_true_cell(board, card, e.other, system);
  // The shares add up, and each line's share is that line's change.
  double sum = 0;
  for (const Share& share : e.shares) sum += share.points;
  EXPECT_NEAR(sum, e.difference, 1e-9 * (1 + std::fabs(e.best.value) + std::fabs(e.difference)));
  Board a = board, b = board;
  a.place(e.best.cell, card);
  b.place(e.other.cell, card);
  const SplitValue va = split.split(a), vb = split.split(b);
  for (int line = 0; line < kNumLines; ++line) {
    const double change = va.lines[static_cast<std::size_t>(line)] - vb.lines[static_cast<std::size_t>(line)];
    double shared = 0;
    for (const Share& share : e.shares)
      if (share.kind == Share::Kind::kLine && share.line == line) shared += share.points;
    EXPECT_EQ(change, shared) << "line " << line;
  }
  // The largest shares for the difference are named until those left come
  // to under a third of it (at most three), and the largest against it when
  // they all come to more than a third.
  const double sign = e.difference > 0 ? 1 : -1;
  int named_for = 0, named_against = 0;
  double unnamed_for = 0, against = 0, smallest_named_for = 1e300, largest_unnamed_for = 0, largest_against = 0;
  bool largest_against_named = false;
  for (const Share& share : e.shares) {
    const double part = share.points * sign;
    if (part > 0 && share.named) ++named_for, smallest_named_for = std::min(smallest_named_for, part);
    if (part > 0 && !share.named) unnamed_for += part, largest_unnamed_for = std::max(largest_unnamed_for, part);
    if (part <= 0) {
      against += part;
      named_against += share.named;
      if (-part > largest_against) largest_against = -part, largest_against_named = share.named;
    }
  }
  if (std::fabs(e.difference) < kSameDifference) {
    EXPECT_EQ(named_for + named_against, 0);
    return;
  }
  EXPECT_LE(named_for, 3);
  EXPECT_GE(smallest_named_for, largest_unnamed_for);
  if (named_for < 3) {
    EXPECT_LE(unnamed_for, std::fabs(e.difference) / 3 + 1e-9);
  }
  EXPECT_LE(named_against, 1);
  EXPECT_EQ(named_against == 1, -against > std::fabs(e.difference) / 3);
  if (named_against) {
    EXPECT_TRUE(largest_against_named);
  }
  for (const Share& share : e.shares) {
    if (!share.named) continue;
    if (share.kind != Share::Kind::kLine) {
      EXPECT_NE(e.text.find(share.name), std::string::npos) << e.text;
      continue;
    }
    std::string capital;
    append_line_name(capital, share.line, true);
    EXPECT_TRUE(e.text.find(line_name(share.line)) != std::string::npos || e.text.find(capital) != std::string::npos)
        << e.text;
    const Reason* reason = named_reason(e, share);
    const int gain = (share.points >= 0) == share.of_best ? 1 : -1;
    if (reason && reason->kind != ReasonKind::kStarts) {
      EXPECT_GT(reason->stake * gain, 0);
    }
    expect_counts_in_text(e, share, reason);
  }
}

TEST(ExplanationProperty, SharesAddUpTheLargestAreNamedAndNothingNamedIsFalse) {
  Rng rng(7);
  int explained = 0;
  for (const char* spec : {"american", "british", "random:11", "random:34412016:3", "hypercorner:21", "ameritish:5"}) {
    const PointSystem system = PointSystem::parse(spec);
    for (const char* evaluator : {"narl", "tiger", "points", "tdnet"}) {
      const auto model = model_of(evaluator, system);
      const auto split = line_split_of(model.get(), system);
      for (int trial = 0; trial < 180; ++trial) {
        Game game(system, static_cast<std::int64_t>(rng.next() >> 20));
        const int moves = static_cast<int>(rng.below(25));
        for (int m = 0; m < moves; ++m) {
          const std::vector<int> legal = game.legal_cells();
          game.play(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        const Board& board = game.board();
        const Card card = game.current_card();
        // Estimates that stray from the evaluator's values, as a search's do.
        Analysis analysis = unrated_analysis();
        const bool estimates = rng.below(6) != 0;
        for (const int cell : game.legal_cells()) {
          Board after = board;
          after.place(cell, card);
          if (estimates) analysis.value[static_cast<std::size_t>(cell)] = split->split(after).total + 6 * (rng.uniform() - 0.5);
          analysis.samples[static_cast<std::size_t>(cell)] = rng.below(2) * 100;
          if (analysis.best < 0 || analysis.value[static_cast<std::size_t>(cell)] > analysis.value[static_cast<std::size_t>(analysis.best)])
            analysis.best = cell;
        }
        const std::vector<int> legal = game.legal_cells();
        if (rng.below(5) == 0) analysis.best = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        int other = -1;
        if (legal.size() > 1 && rng.below(2)) {
          do other = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
          while (other == analysis.best);
        }
        const Explanation e = explain_move(board, card, system, analysis, *split, other);
        SCOPED_TRACE(game.serialize() + " " + evaluator + " best " + std::to_string(analysis.best) + ": " + e.text);
        EXPECT_EQ(e.exact, std::string(evaluator) != "tdnet");
        EXPECT_EQ(e.from_estimates, e.compared && estimates);
        expect_sound(board, card, system, e, *split);
        ++explained;
        if (HasFailure()) return;
      }
    }
  }
  EXPECT_GE(explained, 4000);
}

}  // namespace
}  // namespace pps
