// The verdicts' rules: the thresholds in American points, scaled by the
// system; a cost within the margin of error never worse than Good; the
// reviewer's choice Best and a move where every cell is worth the same Forced.
#include "ai/review/verdict.h"

#include <gtest/gtest.h>

#include <limits>

#include "ai/review/accuracy.h"

namespace pps {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

Verdict of(double cost, double scale = 1, double margin = kNone) { return verdict_of({cost, margin, scale, false, false}); }

TEST(Verdict, ThresholdsInAmericanPoints) {
  EXPECT_EQ(of(0.3), Verdict::kExcellent);
  EXPECT_EQ(of(kVerdictLimits[0]), Verdict::kExcellent);
  EXPECT_EQ(of(kVerdictLimits[0] + 0.01), Verdict::kGood);
  EXPECT_EQ(of(kVerdictLimits[1] + 0.01), Verdict::kInaccuracy);
  EXPECT_EQ(of(kVerdictLimits[2] + 0.01), Verdict::kMistake);
  EXPECT_EQ(of(kVerdictLimits[3]), Verdict::kMistake);
  EXPECT_EQ(of(kVerdictLimits[3] + 0.01), Verdict::kBlunder);
  EXPECT_EQ(of(80), Verdict::kBlunder);
}

TEST(Verdict, ACostReadsInTheSystemsScale) {
  // A system whose moves are worth a third of American's: a third of the cost, the same verdict.
  for (const double cost : {0.5, 2.0, 5.0, 10.0, 20.0}) EXPECT_EQ(of(cost / 3, 1.0 / 3), of(cost)) << cost;
  EXPECT_EQ(of(5, 1.0 / 3), Verdict::kMistake);  // 15 American points
}

TEST(Verdict, ACostWithinTheMarginIsNeverWorseThanGood) {
  EXPECT_EQ(of(20, 1, 25), Verdict::kGood);
  EXPECT_EQ(of(20, 1, 19.9), Verdict::kBlunder);
  EXPECT_EQ(of(0.5, 1, 25), Verdict::kExcellent);  // the margin never makes a move worse
}

TEST(Verdict, BestAndForced) {
  EXPECT_EQ(verdict_of({0, kNone, 1, true, false}), Verdict::kBest);
  EXPECT_EQ(verdict_of({0, kNone, 1, true, true}), Verdict::kForced);
  EXPECT_EQ(verdict_of({30, kNone, 1, false, true}), Verdict::kForced);
}

TEST(Verdict, NamesAndSymbolsAsChessPlayersKnowThem) {
  EXPECT_STREQ(verdict_name(Verdict::kInaccuracy), "Inaccuracy");
  EXPECT_STREQ(verdict_symbol(Verdict::kInaccuracy), "?!");
  EXPECT_STREQ(verdict_symbol(Verdict::kBlunder), "??");
  EXPECT_STREQ(verdict_key(Verdict::kForced), "forced");
}

TEST(Accuracy, FallsWithTheCostFrom100) {
  EXPECT_DOUBLE_EQ(move_accuracy(0), 100);
  EXPECT_DOUBLE_EQ(move_accuracy(-1), 100);
  double last = 100;
  for (double cost = 0.5; cost < 60; cost += 0.5) {
    const double a = move_accuracy(cost);
    EXPECT_LT(a, last);
    EXPECT_GT(a, 0);
    last = a;
  }
  EXPECT_NEAR(move_accuracy(kAccuracyScale), 100 / 2.718281828459045, 1e-9);
  EXPECT_DOUBLE_EQ(game_accuracy({}), 100);
  EXPECT_DOUBLE_EQ(game_accuracy({100, 50}), 75);
}

}  // namespace
}  // namespace pps
