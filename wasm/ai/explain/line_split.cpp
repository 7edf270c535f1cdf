#include "ai/explain/line_split.h"

#include <stdexcept>

#include "ai/eval/pattern_values.h"
#include "ai/eval/points_now.h"
#include "ai/eval/tiger_heuristic.h"
#include "ai/learn/beemo_model.h"
#include "ai/learn/cross_model.h"
#include "ai/learn/fixed_model.h"
#include "ai/learn/learning_player.h"
#include "ai/learn/narl_model.h"

namespace pps {

LineSplit::LineSplit(LineValue line_value, std::vector<Term> terms, bool exact, std::string method)
    : line_value_(std::move(line_value)), terms_(std::move(terms)), exact_(exact), method_(std::move(method)) {}

SplitValue LineSplit::split(const Board& board) const {
  SplitValue value;
  double so_far = 0;
  for (int line = 0; line < kNumLines; ++line) {
    value.lines[static_cast<std::size_t>(line)] = line_value_(board, line);
    so_far += value.lines[static_cast<std::size_t>(line)];
  }
  for (const Term& term : terms_) {
    const double estimate = term.estimate(board);
    value.terms.push_back(estimate - so_far);
    so_far = estimate;
  }
  value.total = so_far;
  return value;
}

std::vector<std::string> LineSplit::term_names() const {
  std::vector<std::string> names;
  for (const Term& term : terms_) names.push_back(term.name);
  return names;
}

namespace {

constexpr const char* kSizesTerm = "the spread of cards over the lines";

LineSplit::LineValue narl_lines(const NarlValues& values, const PointSystem& system) {
  return [&values, system](const Board& board, int line) {
    return values.line_value(board.line(line), line < kGridSize, board.num_placed(), board.unseen(), system);
  };
}

// NARL's estimate: its lines plus the hand-size term (a full board: its score).
LineSplit::Estimate narl_estimate(const NarlValues& values, const PointSystem& system) {
  return [&values, system](const Board& board) { return NarlEvaluator(values, system).evaluate(board); };
}

// Each line's value under Tiger's heuristic (`keep` keeps it alive if needed).
LineSplit::LineValue tiger_lines(const TigerHeuristic& tiger, std::shared_ptr<const TigerHeuristic> keep = nullptr) {
  return [&tiger, keep](const Board& board, int line) {
    return tiger.line_value(board.line(line), DeckView(board.unseen()));
  };
}

// The approximate split: Tiger's heuristic (the paper's weights) rates the lines.
std::unique_ptr<LineSplit> approximate(const PointSystem& system, std::vector<LineSplit::Term> terms,
                                       std::string method) {
  auto tiger = std::make_shared<const TigerHeuristic>(system, TigerWeights{});
  return std::make_unique<LineSplit>(tiger_lines(*tiger, tiger), std::move(terms), false, std::move(method));
}

}  // namespace

std::unique_ptr<LineSplit> line_split_of(const EvaluatorModel* model, const PointSystem& system) {
  if (const auto* narl = dynamic_cast<const NarlModel*>(model)) {
    return std::make_unique<LineSplit>(
        narl_lines(narl->values(), system),
        std::vector<LineSplit::Term>{{kSizesTerm, narl_estimate(narl->values(), system)}}, true,
        "exact: each line's learned NARL value, and NARL's hand-size term (how many lines hold how many cards)");
  }
  if (const auto* cross = dynamic_cast<const CrossModel*>(model)) {
    const Evaluator& whole = cross->evaluator();
    return std::make_unique<LineSplit>(
        narl_lines(cross->narl().values(), system),
        std::vector<LineSplit::Term>{
            {kSizesTerm, narl_estimate(cross->narl().values(), system)},
            {"rows and columns competing for the same cards",
             [&whole](const Board& board) { return whole.evaluate(board); }}},
        true,
        "exact: each line's learned NARL value, NARL's hand-size term, and the cross correction (learned weights "
        "of the empty cells for how their row and column compete)");
  }
  if (const auto* beemo = dynamic_cast<const BeemoModel*>(model)) {
    const PatternValues& values = beemo->values();
    return std::make_unique<LineSplit>(
        [&values, system](const Board& board, int line) {
          return values.line_value(board.line(line), line < kGridSize, board.unseen(), system);
        },
        std::vector<LineSplit::Term>{}, true, "exact: each line's learned BeeMo pattern value");
  }
  if (model && !model->learns()) {
    const Evaluator& fixed = model->evaluator();
    if (const auto* tiger = dynamic_cast<const TigerHeuristic*>(&fixed))
      return std::make_unique<LineSplit>(tiger_lines(*tiger), std::vector<LineSplit::Term>{}, true,
                                         "exact: each line's value under Tiger's heuristic");
    if (dynamic_cast<const PointsNowEvaluator*>(&fixed)) {
      return std::make_unique<LineSplit>(
          [system](const Board& board, int line) { return static_cast<double>(board.line_points(line, system)); },
          std::vector<LineSplit::Term>{}, true, "exact: the points each line would score if the game ended now");
    }
  }
  if (model) {
    const Evaluator& whole = model->evaluator();
    return approximate(system,
                       {{"what the evaluator sees beyond single lines",
                         [&whole](const Board& board) { return whole.evaluate(board); }}},
                       "approximate: this evaluator rates whole boards, not lines, so each line's share is its value "
                       "under Tiger's heuristic, and the rest of the evaluator's estimate is shown as one term");
  }
  return approximate(system, {},
                     "approximate: this player rates no positions, so the lines are rated by Tiger's heuristic");
}

std::unique_ptr<LineSplit> line_split_of(const Player& player, const PointSystem& system) {
  const auto* searcher = dynamic_cast<const LearningPlayer*>(&player);
  if (searcher && !searcher->learned())
    throw std::invalid_argument("player " + player.spec() + " has not learned the point system yet: analyze first");
  return line_split_of(searcher ? &searcher->model() : nullptr, system);
}

}  // namespace pps
