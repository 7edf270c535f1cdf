// Explanations of thousands of random positions on American, British and
// generated systems, under learned, fixed and approximate splits, with
// analyses whose estimates stray from the evaluator's (as a search's do),
// sometimes with no estimates, samples and their errors, or a best cell that
// is not the top estimate:
//   - the shares add up to the difference, and each line's share is the
//     change of that line's value (every other line is the same);
//   - every fact and reason is true of the board, recounted here from the
//     cells and the deck, and the text's phrases carry those counts;
//   - what the text names is no long shot, has the sign of its share, and the
//     first sentence names only what is for the AI's cell;
//   - no idea is named both for and against, no retired phrase or word a
//     learner does not know is used, no number in brackets, and the
//     difference is said in whole points ("about 4 points less");
//   - every reason named is at least the margin of the difference;
//   - a difference within the margin is called close, and only then, and
//     then either is fine, with no reason of the board to lean on.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
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
#include "text_patterns.h"

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
    if (r.category >= 0 && r.kind != ReasonKind::kTakesPlace) {
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
      case ReasonKind::kTakesPlace: {
        bool pairs = false;
        for (const Card c : before.cards) pairs = pairs || rank_of(c) == rank_of(change.card);
        EXPECT_TRUE(!pairs && before.size() > 0 && after.size() < kGridSize && after.made == before.made);
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

// A reason the first sentence names, with the counts of its draw as the
// board has them.
void expect_lead_in_text(const Explanation& e, const LineChange& change, const Reason& reason) {
  std::ostringstream counted;  // what the phrase must say, recounted
  if (reason.kind == ReasonKind::kKeepsFlush) {
    const int left = change.after.flush->unseen;
    counted << "(" << left << " " << kSuitWord[change.after.flush->suit] << (left == 1 ? "" : "s") << " left)";
  } else if (reason.kind == ReasonKind::kKeepsStraight) {
    const int outs = change.after.straight->outs;
    counted << "(" << outs << " card" << (outs == 1 ? "" : "s") << " left ";
  }
  EXPECT_NE(e.text.find(counted.str()), std::string::npos) << e.text;
  EXPECT_NE(e.text.find(reason_phrase(change, reason)), std::string::npos) << e.text;
}

// The difference the sentence states, in whole points as a learner counts
// them ("about 4 points less", "a little less" under half a point), and no
// number in brackets: the shares stay in the table, where they add up.
void expect_points_said_plainly(const Explanation& e) {
  EXPECT_FALSE(find_first(e.text, "\\((?:\\+|-|\u2212)?[0-9]+(?:\\.[0-9]+)?(?: points?)?\\)")) << e.text;
  EXPECT_FALSE(find_first(e.text, R"([0-9]\.[0-9])")) << e.text;
  const auto stated = find_first(e.text, R"(score about ([0-9]+) points? (less|more))");
  if (stated) {
    EXPECT_EQ(std::stol(stated->group[1]), std::lround(std::fabs(e.difference))) << e.text;
    EXPECT_EQ(stated->group[2] == "less", e.difference > 0) << e.text;
  }
  if (find_first(e.text, R"(score a little (less|more))")) {
    EXPECT_EQ(std::lround(std::fabs(e.difference)), 0) << e.text;
  }
}

// What every explanation holds to, compared or not: the first sentence names
// only reasons for the AI's cell that are no long shots, and no retired phrase
// appears.
void expect_plain(const Explanation& e) {
  for (const Explanation::Lead& lead : e.lead) {
    const LineChange& change = e.best.lines[static_cast<std::size_t>(lead.line)];
    const Reason& reason = change.reasons[static_cast<std::size_t>(lead.reason)];
    EXPECT_TRUE(reason.material) << e.text;
    EXPECT_GT(reason.stake, 0) << e.text;
    expect_lead_in_text(e, change, reason);
  }
  // The lines the page rings are lines the text names.
  for (unsigned m = e.lines; m; m &= m - 1) {
    std::string lower, capital;
    append_line_name(lower, __builtin_ctz(m));
    append_line_name(capital, __builtin_ctz(m), true);
    EXPECT_TRUE(e.text.find(lower) != std::string::npos || e.text.find(capital) != std::string::npos) << lower << ": " << e.text;
  }
  if (!e.lead.empty()) {
    EXPECT_NE(e.lines, 0u) << e.text;
  }
  for (const char* retired : {"spread of cards over the lines", "playing the rest of the game out",
                              "fills a place without improving", "adds the ", "simulated games", "rule of thumb",
                              "other small effects", "other effects", "unseen", "margin of error", "fit nowhere"})
    EXPECT_EQ(e.text.find(retired), std::string::npos) << e.text;
}

void expect_sound(const Board& board, Card card, const PointSystem& system, const Explanation& e,
                  const LineSplit& split) {
  expect_true_cell(board, card, e.best, system);
  expect_plain(e);
  if (!e.compared) return;
  expect_true_cell(board, card, e.other, system);
  // The shares add up, and each line's share is that line's change.
  double sum = 0;
  for (const Share& share : e.shares) sum += share.points;
  EXPECT_NEAR(sum, e.difference, 1e-9 * (1 + std::fabs(e.best.value) + std::fabs(e.difference))) << [&] {
    std::ostringstream shares;
    for (const Share& share : e.shares) shares << int(share.kind) << ":" << share.line << ":" << share.points << " ";
    shares << "best " << e.best.estimate << "/" << e.best.lookahead << "/" << e.best.value << " other " << e.other.estimate
           << "/" << e.other.lookahead << "/" << e.other.value << " samples " << e.best.samples << "/" << e.other.samples;
    return shares.str();
  }();
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
  // What the text names: reasons that are no long shots, each with the sign
  // of its share, and never the same idea for and against.
  for (const Share& share : e.shares) {
    if (!share.named || share.kind != Share::Kind::kLine) continue;
    const Reason* reason = share_reason(e, share);
    ASSERT_NE(reason, nullptr) << e.text;
    EXPECT_TRUE(reason->material) << e.text;
    // A hand that costs points is a risk to avoid however rarely it comes.
    EXPECT_TRUE(reason->chance >= kLongShot || reason->points < 0) << e.text;
    const int gain = (share.points >= 0) == share.of_best ? 1 : -1;
    if (reason->kind != ReasonKind::kStarts) {
      EXPECT_GT(reason->stake * gain, 0) << e.text;
    }
    // Its line is named (in the first sentence when it is the lead's: "for that reason").
    std::string name, capital;
    append_line_name(name, share.line);
    append_line_name(capital, share.line, true);
    EXPECT_TRUE(e.text.find(name) != std::string::npos || e.text.find(capital) != std::string::npos) << e.text;
    for (const Share& other : e.shares)
      if (&other != &share && other.named && other.kind == Share::Kind::kLine && (other.points > 0) != (share.points > 0)) {
        const Reason* r = share_reason(e, other);
        EXPECT_FALSE(r && r->kind == reason->kind && r->category == reason->category && other.line == share.line)
            << e.text;
      }
  }
  expect_points_said_plainly(e);
  // Every reason named tells the cells apart: its shares come to the margin
  // at least (shares said together, "both ...", count together).
  std::map<int, double> reasons;
  for (const Share& share : e.shares)
    if (share.named) reasons[share.clause] += share.points;
  for (const auto& [clause, points] : reasons) {
    EXPECT_GE(clause, 0) << e.text;
    EXPECT_GE(std::fabs(points), e.least_reason - 1e-9) << clause << ": " << e.text;
  }
  // A close call is said as such, and only then: either is fine, and the
  // reason the AI picked its cell is its estimate or its first look, never a
  // reason of the board when the other's estimate is higher.
  const bool same = std::fabs(e.difference) < kSameDifference;
  EXPECT_EQ(e.text.find("about as good") != std::string::npos, e.close && !same && (e.from_estimates || e.difference >= 0))
      << e.text;
  EXPECT_EQ(e.text.find("either is fine") != std::string::npos, same || (e.close && (e.from_estimates || e.difference >= 0)))
      << e.text;
  if (e.from_estimates && e.difference < 0 && !same) {
    EXPECT_TRUE(reasons.empty()) << e.text;
  }
  if (std::isfinite(e.margin) && !same) {
    EXPECT_EQ(e.close, std::fabs(e.difference) <= e.margin || e.difference < 0) << e.text;
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
      // The TD network's approximate split costs the most: fewer of its positions.
      for (int trial = 0; trial < (std::string(evaluator) == "tdnet" ? 60 : 180); ++trial) {
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
          if (analysis.samples[static_cast<std::size_t>(cell)]) analysis.gap_error[static_cast<std::size_t>(cell)] = 2 * rng.uniform();
          if (rng.below(2)) analysis.lookahead[static_cast<std::size_t>(cell)] = split->split(after).total + 3 * (rng.uniform() - 0.5);
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
        // Few simulated deals: the form of the explanation, not its accuracy, is under test.
        const Explanation e = explain_move(board, card, system, analysis, *split, other, 24);
        SCOPED_TRACE(game.serialize() + " " + evaluator + " best " + std::to_string(analysis.best) + ": " + e.text);
        EXPECT_EQ(e.exact, std::string(evaluator) != "tdnet");
        EXPECT_EQ(e.from_estimates, e.compared && estimates);
        expect_sound(board, card, system, e, *split);
        ++explained;
        if (HasFailure()) return;
      }
    }
  }
  EXPECT_GE(explained, 3500);
}


// The positions of games the champion played, as the app's hints see them:
// its analysis (lookahead, playouts and their errors) explained with the
// explanation's full simulated games; the same properties hold.
TEST(ExplanationProperty, PositionsOfGamesTheChampionPlayedAreExplainedSoundly) {
  int explained = 0, close = 0;
  for (const char* spec : {"american", "british"}) {
    const PointSystem system = PointSystem::parse(spec);
    const auto player = make_player("champion:games=3000");
    SearchBudget budget;
    budget.simulations = 600;
    player->set_budget(budget);
    player->set_system(system);
    const auto split = line_split_of(*player, system);
    for (int deal = 0; deal < 3; ++deal) {
      Game game(system, 700 + deal);
      player->new_game(static_cast<std::uint64_t>(deal));
      while (!game.over()) {
        const Board board = game.board();
        const Card card = game.current_card();
        const Analysis analysis = player->analyze(board, card);
        const Explanation e = explain_move(board, card, system, analysis, *split);
        SCOPED_TRACE(game.serialize() + ": " + e.text);
        expect_sound(board, card, system, e, *split);
        ++explained;
        close += e.close;
        if (HasFailure()) return;
        game.play(analysis.best);
      }
    }
  }
  EXPECT_EQ(explained, 2 * 3 * 25);
  EXPECT_GT(close, 0);
}

}  // namespace
}  // namespace pps
