#include "ai/eval/line_split.h"

#include "ai/eval/narl_values.h"
#include "ai/eval/pattern_values.h"
#include "ai/eval/tiger_heuristic.h"

namespace pps {

SplitValue LineSplit::split(const Board& board) const {
  SplitValue value;
  double so_far = 0;
  for (int line = 0; line < kNumLines; ++line) {
    value.lines[static_cast<std::size_t>(line)] = line_value(board, line);
    so_far += value.lines[static_cast<std::size_t>(line)];
  }
  for (int term = 0; term < terms(); ++term) {
    const double whole = estimate(board, term);
    value.terms[static_cast<std::size_t>(term)] = whole - so_far;
    so_far = whole;
  }
  value.total = so_far;
  return value;
}

namespace {

// NARL's line values; its hand-size term; with `cross`, the cross correction.
class NarlSplit final : public LineSplit {
 public:
  NarlSplit(const NarlValues& values, const PointSystem& system, const Evaluator& narl, const Evaluator* cross)
      : LineSplit(true,
                  cross ? "exact: each line's learned NARL value, NARL's hand-size term, and the cross correction "
                          "(learned weights of the empty cells for how their row and column compete)"
                        : "exact: each line's learned NARL value, and NARL's hand-size term (how many lines hold how "
                          "many cards)",
                  TermKind::kLineSizes, cross ? TermKind::kCrossing : TermKind::kNone),
        values_(values), system_(system), narl_(narl), cross_(cross) {}
  const Evaluator& evaluator() const override { return cross_ ? *cross_ : narl_; }

 protected:
  double line_value(const Board& board, int line) const override {
    return values_.line_value(board.line(line), line < kGridSize, board.num_placed(), board.unseen(), system_);
  }
  // NARL's own estimate (a full board: its score), then the correction's.
  double estimate(const Board& board, int term) const override {
    return term == 0 ? narl_.evaluate(board) : cross_->evaluate(board);
  }

 private:
  const NarlValues& values_;
  PointSystem system_;
  const Evaluator& narl_;
  const Evaluator* cross_;
};

class PatternSplit final : public LineSplit {
 public:
  PatternSplit(const PatternValues& values, const PointSystem& system, const Evaluator& evaluator)
      : LineSplit(true, "exact: each line's learned BeeMo pattern value"), values_(values), system_(system),
        evaluator_(evaluator) {}
  const Evaluator& evaluator() const override { return evaluator_; }

 protected:
  double line_value(const Board& board, int line) const override {
    return values_.line_value(board.line(line), line < kGridSize, board.unseen(), system_);
  }
  double estimate(const Board&, int) const override { return 0; }  // no terms

 private:
  const PatternValues& values_;
  PointSystem system_;
  const Evaluator& evaluator_;
};

class PointsSplit final : public LineSplit {
 public:
  PointsSplit(const PointSystem& system, const Evaluator& evaluator)
      : LineSplit(true, "exact: the points each line would score if the game ended now"), system_(system),
        evaluator_(evaluator) {}
  const Evaluator& evaluator() const override { return evaluator_; }

 protected:
  double line_value(const Board& board, int line) const override { return board.line_points(line, system_); }
  double estimate(const Board&, int) const override { return 0; }  // no terms

 private:
  PointSystem system_;
  const Evaluator& evaluator_;
};

// Tiger's heuristic rates the lines: the evaluator's own (exact), or the
// paper's weights standing in for an evaluator that does not split (`whole`,
// the one term) or for none.
class TigerSplit final : public LineSplit {
 public:
  explicit TigerSplit(const TigerHeuristic& own)
      : LineSplit(true, "exact: each line's value under Tiger's heuristic"), tiger_(own) {}
  TigerSplit(const PointSystem& system, const Evaluator* whole)
      : LineSplit(false,
                  whole ? "approximate: this evaluator does not rate lines, so each line's share is its value under "
                          "Tiger's heuristic, and the rest of the evaluator's estimate is shown as one term"
                        : "approximate: this player rates no positions, so the lines are rated by Tiger's heuristic",
                  whole ? TermKind::kWholeBoard : TermKind::kNone),
        owned_(std::make_unique<TigerHeuristic>(system, TigerWeights{})), tiger_(*owned_), whole_(whole) {}
  const Evaluator& evaluator() const override { return whole_ ? *whole_ : tiger_; }
  const Evaluator& playout_evaluator() const override { return tiger_; }

 protected:
  double line_value(const Board& board, int line) const override {
    return tiger_.line_value(board.line(line), DeckView(board.unseen()));
  }
  double estimate(const Board& board, int) const override { return whole_->evaluate(board); }

 private:
  std::unique_ptr<TigerHeuristic> owned_;
  const TigerHeuristic& tiger_;
  const Evaluator* whole_ = nullptr;
};

}  // namespace

std::unique_ptr<LineSplit> narl_split(const NarlValues& values, const PointSystem& system, const Evaluator& narl,
                                      const Evaluator* cross) {
  return std::make_unique<NarlSplit>(values, system, narl, cross);
}

std::unique_ptr<LineSplit> pattern_split(const PatternValues& values, const PointSystem& system,
                                         const Evaluator& evaluator) {
  return std::make_unique<PatternSplit>(values, system, evaluator);
}

std::unique_ptr<LineSplit> points_split(const PointSystem& system, const Evaluator& evaluator) {
  return std::make_unique<PointsSplit>(system, evaluator);
}

std::unique_ptr<LineSplit> tiger_split(const TigerHeuristic& tiger) { return std::make_unique<TigerSplit>(tiger); }

std::unique_ptr<LineSplit> approximate_split(const PointSystem& system, const Evaluator* whole) {
  return std::make_unique<TigerSplit>(system, whole);
}

}  // namespace pps
