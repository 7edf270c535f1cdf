// An evaluator says how its estimate splits by line: one added later that
// sums line values gives its own exact split and the explanation uses it; one
// that does not say gets the approximate split, which says so and still adds
// up to its estimate.
#include "ai/eval/line_split.h"

#include <gtest/gtest.h>

#include <cmath>

#include "ai/eval/evaluator.h"
#include "ai/explain/explanation.h"
#include "board_with.h"

namespace pps {
namespace {

using test::board_with;

// A new evaluator that sums line values: twice each line's points now, plus
// one for every empty cell of a line.
double line_worth(const Board& board, int line, const PointSystem& system) {
  return 2.0 * board.line_points(line, system) + (kGridSize - board.line(line).size());
}

class LineSum final : public LineSplit {
 public:
  LineSum(const PointSystem& system, const Evaluator& evaluator)
      : LineSplit(true, "exact: twice the points of each line, and one for each of its empty cells"), system_(system),
        evaluator_(evaluator) {}
  const Evaluator& evaluator() const override { return evaluator_; }

 protected:
  double line_value(const Board& board, int line) const override { return line_worth(board, line, system_); }
  double estimate(const Board&, int) const override { return 0; }

 private:
  PointSystem system_;
  const Evaluator& evaluator_;
};

class LineSumEvaluator final : public Evaluator {
 public:
  explicit LineSumEvaluator(const PointSystem& system) : system_(system) {}
  double evaluate(const Board& board) const override {
    double sum = 0;
    for (int line = 0; line < kNumLines; ++line) sum += line_worth(board, line, system_);
    return sum;
  }
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override {
    return std::make_unique<LineSum>(system_, *this);
  }

 private:
  PointSystem system_;
};

// A new evaluator that rates whole boards and does not say how they split.
class WholeBoardEvaluator final : public Evaluator {
 public:
  explicit WholeBoardEvaluator(const PointSystem& system) : system_(system) {}
  double evaluate(const Board& board) const override {
    return board.score(system_) + 0.5 * __builtin_popcount(board.empty_cells());
  }

 private:
  PointSystem system_;
};

const Board kBoard = board_with({{0, "4S"}, {1, "9S"}, {2, "KS"}, {12, "7H"}, {18, "2D"}, {6, "9D"}});

double sum_of(const SplitValue& value, const LineSplit& split) {
  double sum = 0;
  for (const double line : value.lines) sum += line;
  for (int t = 0; t < split.terms(); ++t) sum += value.terms[static_cast<std::size_t>(t)];
  return sum;
}

TEST(LineSplit, AnEvaluatorThatSumsLinesGivesItsOwnExactSplit) {
  const PointSystem system = PointSystem::american();
  const LineSumEvaluator evaluator(system);
  const auto split = evaluator.line_split(system);
  EXPECT_TRUE(split->exact());
  EXPECT_EQ(split->terms(), 0);
  EXPECT_EQ(&split->evaluator(), &evaluator);
  const SplitValue value = split->split(kBoard);
  for (int line = 0; line < kNumLines; ++line)
    EXPECT_EQ(value.lines[static_cast<std::size_t>(line)], line_worth(kBoard, line, system));
  EXPECT_DOUBLE_EQ(value.total, evaluator.evaluate(kBoard));

  // The explanation takes the evaluator's word: exact, and each line's share
  // is that line's change under the evaluator.
  Analysis analysis = unrated_analysis();
  analysis.best = 3;  // the 9 of spades: the spade flush in row 1
  const Card card = parse_card("QS");
  const Explanation e = explain_move(kBoard, card, system, analysis, *split, 24, 24);
  EXPECT_TRUE(e.exact);
  EXPECT_EQ(e.method.rfind("exact: twice the points", 0), 0u) << e.method;
  Board here = kBoard, there = kBoard;
  here.place(3, card);
  there.place(24, card);
  for (const Share& share : e.shares)
    if (share.kind == Share::Kind::kLine) {
      EXPECT_DOUBLE_EQ(share.points, line_worth(here, share.line, system) - line_worth(there, share.line, system));
    }
}

TEST(LineSplit, AnEvaluatorThatDoesNotSayIsSplitApproximatelyAndSaysSo) {
  const PointSystem system = PointSystem::british();
  const WholeBoardEvaluator evaluator(system);
  const auto split = evaluator.line_split(system);
  EXPECT_FALSE(split->exact());
  EXPECT_EQ(std::string(split->method()).rfind("approximate: ", 0), 0u) << split->method();
  ASSERT_EQ(split->terms(), 1);
  EXPECT_EQ(split->term_kind(0), TermKind::kWholeBoard);
  EXPECT_EQ(&split->evaluator(), &evaluator);
  const SplitValue value = split->split(kBoard);
  EXPECT_DOUBLE_EQ(value.total, evaluator.evaluate(kBoard));
  EXPECT_NEAR(sum_of(value, *split), value.total, 1e-9);

  Analysis analysis = unrated_analysis();
  analysis.best = 3;
  const Explanation e = explain_move(kBoard, parse_card("QS"), system, analysis, *split, 24, 24);
  EXPECT_FALSE(e.exact);
  EXPECT_EQ(e.method.rfind("approximate: ", 0), 0u) << e.method;
}

}  // namespace
}  // namespace pps
