#include "ai/learn/cross_learner.h"

#include <cmath>
#include <vector>

#include "ai/core/cell_choice.h"
#include "ai/learn/learning_loop.h"
#include "ai/search/playout.h"

namespace pps {

namespace {

struct CrossGameRecord {
  std::array<Card, kNumCells> cards;
  std::array<std::uint8_t, kNumCells> cells;
  std::array<bool, kNumCells> explored;
  int score = 0;
};

void play_cross_game(const CrossEvaluator& evaluator, const PointSystem& system, double explore, std::uint64_t seed,
                     CrossGameRecord& record) {
  Rng rng(seed);
  sample_cards(kFullDeck, kNumCells, rng, record.cards.data());
  Board board;
  std::array<double, kNumCells> value;
  for (int turn = 0; turn < kNumCells; ++turn) {
    const Card card = record.cards[static_cast<std::size_t>(turn)];
    const bool explored = explore > 0 && rng.uniform() < explore;
    int cell;
    if (explored) {
      cell = random_empty_cell(board, rng);
    } else {
      evaluator.rate_placements(board, card, value);
      cell = best_rated_cell(board.empty_cells(), value, rng);
    }
    board.place(cell, card);
    record.cells[static_cast<std::size_t>(turn)] = static_cast<std::uint8_t>(cell);
    record.explored[static_cast<std::size_t>(turn)] = explored;
  }
  record.score = board.score(system);
}

class CrossTrainer {
 public:
  CrossTrainer(CrossValues& cross, const NarlValues& base, const PointSystem& system, const CrossLearnSettings& settings)
      : cross_(cross), base_(base, system), settings_(settings) {
    if (settings.coherence) {
      errors_.assign(cross.weights().size(), 0.0f);
      sizes_.assign(cross.weights().size(), 0.0f);
    }
  }

  void learn(const CrossGameRecord& record) {
    if (settings_.lambda > 0) return learn_lambda(record);
    Board board;
    std::array<std::uint32_t, CrossValues::kMaxFeatures> previous{};
    int previous_n = 0;
    double previous_base = 0;
    bool learn_previous = false;
    for (int turn = 0; turn < kNumCells; ++turn) {
      board.place(record.cells[static_cast<std::size_t>(turn)], record.cards[static_cast<std::size_t>(turn)]);
      std::array<std::uint32_t, CrossValues::kMaxFeatures> active{};
      int n = 0;
      double base = 0, value;
      if (board.full()) {
        value = record.score;
      } else {
        n = cross_.features(board, active);
        base = base_.evaluate(board);
        value = base + sum(active, n);
      }
      if (learn_previous && !record.explored[static_cast<std::size_t>(turn)])
        update(previous, previous_n, value - (previous_base + sum(previous, previous_n)));
      previous = active;
      previous_n = n;
      previous_base = base;
      learn_previous = n > 0;
    }
  }

  // The forward view: every board's lambda-return from the values before any
  // update of this game, then the updates in turn order (each error against
  // the weights as the updates before it left them).
  void learn_lambda(const CrossGameRecord& record) {
    Board board;
    std::array<std::array<std::uint32_t, CrossValues::kMaxFeatures>, kNumCells> active;
    std::array<int, kNumCells> n{};
    std::array<double, kNumCells> base{}, value{};
    for (int turn = 0; turn < kNumCells; ++turn) {
      const auto t = static_cast<std::size_t>(turn);
      board.place(record.cells[t], record.cards[t]);
      if (board.full()) {
        value[t] = record.score;
      } else {
        n[t] = cross_.features(board, active[t]);
        base[t] = base_.evaluate(board);
        value[t] = base[t] + sum(active[t], n[t]);
      }
    }
    const double lambda = settings_.lambda;
    double target = record.score;  // the return after the last board
    std::array<double, kNumCells> returns{};
    for (int turn = kNumCells - 2; turn >= 0; --turn) {
      const auto t = static_cast<std::size_t>(turn);
      // An exploring move cuts the trace: its board's value stands in.
      if (record.explored[t + 1]) target = value[t + 1];
      target = (1 - lambda) * value[t + 1] + lambda * target;
      returns[t] = target;
    }
    for (int turn = 0; turn + 1 < kNumCells; ++turn) {
      const auto t = static_cast<std::size_t>(turn);
      if (record.explored[t + 1] || n[t] == 0) continue;
      update(active[t], n[t], returns[t] - (base[t] + sum(active[t], n[t])));
    }
  }

 private:
  double sum(const std::array<std::uint32_t, CrossValues::kMaxFeatures>& active, int n) const {
    double total = 0;
    for (int i = 0; i < n; ++i) total += cross_.weight(active[static_cast<std::size_t>(i)]);
    return total;
  }

  void update(const std::array<std::uint32_t, CrossValues::kMaxFeatures>& active, int n, double error) {
    std::vector<float>& w = cross_.weights();
    const double step = settings_.rate / n;
    for (int i = 0; i < n; ++i) {
      const std::uint32_t f = active[static_cast<std::size_t>(i)];
      if (settings_.coherence) {
        const double coherence = sizes_[f] > 0 ? std::abs(errors_[f]) / sizes_[f] : 1.0;
        w[f] += static_cast<float>(step * coherence * error);
        errors_[f] += static_cast<float>(error);
        sizes_[f] += static_cast<float>(std::abs(error));
      } else {
        w[f] += static_cast<float>(step * error);
      }
    }
  }

  CrossValues& cross_;
  NarlEvaluator base_;
  CrossLearnSettings settings_;
  std::vector<float> errors_, sizes_;  // temporal coherence: per weight, the sum of errors and of their sizes
};

}  // namespace

CrossLearnResult learn_cross(CrossValues& cross, const NarlValues& base, const PointSystem& system,
                             const CrossLearnSettings& settings, const LearnBudget& budget,
                             const LearnProgressFn& progress, const std::atomic<bool>* stop) {
  LearningLoop loop(budget, stop);
  CrossTrainer trainer(cross, base, system, settings);
  const CrossEvaluator evaluator(base, cross, system);
  std::vector<CrossGameRecord> records;
  double recent = 0;
  std::int64_t played = 0;
  while (!loop.done()) {
    loop.run_batch(
        loop.next_batch(settings.batch), records,
        [&](std::int64_t game, CrossGameRecord& record) {
          play_cross_game(evaluator, system, settings.explore, learning_game_seed(budget.seed, game), record);
        },
        [&](const CrossGameRecord& record) {
          trainer.learn(record);
          recent += (record.score - recent) / static_cast<double>(std::min<std::int64_t>(++played, 1000));
        });
    if (progress) progress({loop.fraction(), loop.games(), recent});
  }
  return {loop.games(), recent};
}

}  // namespace pps
