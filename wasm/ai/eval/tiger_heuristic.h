// Tiger's state heuristic (Arrington, Langley & Bogaerts 2016, the Tiger paper;
// docs/DESIGN.md, References [2]): a position is worth the sum
// of its ten hands, each valued as
//   5 cards     its points in the current system;
//   4 cards     the exact expectation over the next card: for each category,
//               the weight is the fraction of the cards still to come that
//               would complete the hand as that category (deck-aware; the
//               paper's 1/3 and 1/6 examples);
//   1-3 cards   alpha, beta or gamma times an a-priori weighted sum over the
//               categories the hand can still become (its "possibility array");
//   0 cards     0 (the paper defines nothing for empty hands).
// The a-priori weights are the paper's idea made concrete (its exact numbers
// are not published): category k weighs 1/British(k), the inverse of the
// British points, which "are based on the difficulty of finishing each hand
// type"; high card (0 British points) weighs 1 like one pair. The weighted sum
// is normalized over the reachable categories, so it is an expected score
// under that prior, comparable across hand sizes and any point system
// (negative values included).
#pragma once

#include <array>
#include <cstdint>

#include "ai/eval/evaluator.h"
#include "ai/eval/line_split.h"
#include "engine/board.h"
#include "engine/hand.h"
#include "engine/point_system.h"

namespace pps {

// The cards that may still come, with per-rank counts: computed once per
// decision and shared by every hand evaluated in it.
struct DeckView {
  CardMask cards = 0;
  int size = 0;
  std::array<std::uint8_t, kNumRanks> rank_count{};
  explicit DeckView(CardMask deck);
  void remove(Card c) {
    cards &= ~card_bit(c);
    --size;
    --rank_count[rank_of(c)];
  }
};

struct TigerWeights {
  double alpha = 0.1;   // one-card hands (the paper's tuned value; untuned 0.2)
  double beta = 0.3;    // two-card hands (untuned 0.4)
  double gamma = 0.85;  // three-card hands (untuned 0.6)
};

class TigerHeuristic final : public Evaluator {
 public:
  TigerHeuristic() : TigerHeuristic(PointSystem::american(), TigerWeights{}) {}
  TigerHeuristic(const PointSystem& system, const TigerWeights& weights);

  // The possibility array of a hand: per category 0 (impossible), 1 (still
  // possible) or 2 (made: the hand's current category). Deck-agnostic.
  std::array<std::uint8_t, kNumCategories> possibilities(const LineState& line) const;
  // Per-category weights of a 4-card hand: the fraction of `deck` that would
  // complete it as each category (they sum to 1; all 0 for an empty deck).
  std::array<double, kNumCategories> four_card_weights(const LineState& line, const DeckView& deck) const;

  double line_value(const LineState& line, const DeckView& deck) const;
  // The value of `line` with card `c` added (c not in line).
  double line_value_with(const LineState& line, Card c, const DeckView& deck) const {
    LineState grown = line;
    grown.add(c);
    return line_value(grown, deck);
  }
  // h(board): the sum of the ten hands.
  double evaluate(const Board& board, const DeckView& deck) const;
  // h(board) and, for every empty cell, h of the board with `card` placed
  // there (out[cell]; filled cells are left alone). `deck` excludes `card`.
  // Each line is evaluated twice (as it is and with the card), not each cell.
  double evaluate_placements(const Board& board, Card card, const DeckView& deck,
                             std::array<double, kNumCells>& out) const;

  // As an Evaluator: the cards to come are the unseen ones (without `card`).
  double evaluate(const Board& board) const override { return evaluate(board, DeckView(board.unseen())); }
  double rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const override {
    return evaluate_placements(board, card, DeckView(board.unseen() & ~card_bit(card)), out);
  }
  std::unique_ptr<LineSplit> line_split(const PointSystem&) const override { return tiger_split(*this); }

  const TigerWeights& weights() const { return weights_; }
  double points(int category) const { return points_[category]; }
  // The points of a full board.
  double final_score(const Board& board) const {
    double sum = 0;
    for (int i = 0; i < kNumLines; ++i) sum += points_[board.category(i)];
    return sum;
  }

 private:
  // A-priori expected points over each set of reachable categories (bit k =
  // category k), precomputed for the system.
  std::array<double, 1 << kNumCategories> prior_mean_{};
  std::array<double, kNumCategories> points_{};
  std::array<double, 4> size_weight_{};  // 0, alpha, beta, gamma
  TigerWeights weights_;

  std::uint16_t reachable(const LineState& line) const;
};

}  // namespace pps
