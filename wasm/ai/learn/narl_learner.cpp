#include "ai/learn/narl_learner.h"

#include <cmath>
#include <vector>

#include "ai/core/cell_choice.h"
#include "ai/search/playout.h"
#include "ai/learn/learning_loop.h"

namespace pps {

namespace {

struct NarlGameRecord {
  // Per turn: the ten line keys, the hand-size key and the lines' estimate.
  std::array<std::array<std::uint64_t, kNumLines>, kNumCells> line_keys;
  std::array<std::uint64_t, kNumCells> size_keys;
  std::array<double, kNumCells> lines_estimate;
  std::array<int, kNumLines> points;
  int score = 0;
};

void play_narl_game(const NarlValues& values, const PointSystem& system, double epsilon, std::uint64_t seed,
                    NarlGameRecord& record) {
  Rng rng(seed);
  Card cards[kNumCells];
  sample_cards(kFullDeck, kNumCells, rng, cards);
  const NarlEvaluator evaluator(values, system);
  const GreedyPolicy greedy(evaluator);
  Board board;
  for (int turn = 0; turn < kNumCells; ++turn) {
    const int cell = rng.uniform() < epsilon ? random_empty_cell(board, rng) : greedy.choose(board, cards[turn], rng);
    board.place(cell, cards[turn]);
    const CardMask unseen = board.unseen();
    double estimate = 0;
    for (int line = 0; line < kNumLines; ++line) {
      const LineState& state = board.line(line);
      const std::uint64_t key = values.line_key(state, line < kGridSize, turn + 1, unseen);
      record.line_keys[turn][line] = state.size() == kGridSize ? 0 : key;  // complete lines are exact
      estimate += values.line_value(state, line < kGridSize, turn + 1, unseen, system);
    }
    record.size_keys[turn] = narl_size_key(board, -1);
    record.lines_estimate[turn] = estimate;
  }
  for (int line = 0; line < kNumLines; ++line) record.points[line] = board.line_points(line, system);
  record.score = board.score(system);
}

}  // namespace

NarlLearnResult learn_narl(NarlValues& values, const PointSystem& system, const NarlLearnSettings& settings,
                           const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop) {
  LearningLoop loop(budget, stop);
  std::vector<NarlGameRecord> records;
  std::vector<double> epsilons;
  double epsilon = settings.epsilon;
  double recent = 0;
  std::int64_t recent_n = 0;
  while (!loop.done()) {
    const int n = loop.next_batch(settings.batch);
    // Epsilon decays game by game, in game order.
    const std::int64_t first = loop.games();
    epsilons.resize(static_cast<std::size_t>(n));
    for (int g = 0; g < n; ++g, epsilon *= settings.decay) epsilons[static_cast<std::size_t>(g)] = epsilon;
    loop.run_batch(
        n, records,
        [&](std::int64_t game, NarlGameRecord& record) {
          std::uint64_t x = budget.seed ^ (static_cast<std::uint64_t>(game) * 0x9E3779B97F4A7C15ULL);
          play_narl_game(values, system, epsilons[static_cast<std::size_t>(game - first)], splitmix64(x), record);
        },
        [&](const NarlGameRecord& r) {
          for (int turn = 0; turn < kNumCells; ++turn) {
            for (int line = 0; line < kNumLines; ++line)
              if (r.line_keys[turn][line]) values.lines().add(r.line_keys[turn][line], r.points[line]);
            values.sizes().add(r.size_keys[turn], r.score - r.lines_estimate[turn]);
          }
          recent += (r.score - recent) / static_cast<double>(std::min<std::int64_t>(++recent_n, 1000));
        });
    if (progress) progress({loop.fraction(), loop.games(), recent});
  }
  return {loop.games(), recent};
}

}  // namespace pps
