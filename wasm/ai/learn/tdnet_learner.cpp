#include "ai/learn/tdnet_learner.h"

#include <cmath>

#include "ai/learn/learning_loop.h"
#include "ai/search/playout.h"

namespace pps {

namespace {

// The largest total a board can score: ten lines of the best category.
double score_scale(const PointSystem& system) {
  int m = 1;
  for (int c = 0; c < kNumCategories; ++c) m = std::max(m, std::abs(system.points(c)));
  return 10.0 * m;
}

struct TdGameRecord {
  std::array<TdNetwork::Input, kNumCells> states;  // after each placement
  int score = 0;
};

}  // namespace

void learn_tdnet(TdNetwork& net, const PointSystem& system, const TdLearnSettings& settings,
                 const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop) {
  net.init(budget.seed, score_scale(system));
  LearningLoop loop(budget, stop);
  std::vector<TdGameRecord> records;
  double rate = settings.rate, recent = 0;
  std::int64_t trained = 0;
  while (!loop.done()) {
    const TdNetEvaluator evaluator(net, system);
    const GreedyPolicy greedy(evaluator);
    loop.run_batch(
        loop.next_batch(settings.batch), records,
        [&](std::int64_t game, TdGameRecord& record) {
          std::uint64_t x = budget.seed ^ (static_cast<std::uint64_t>(game) * 0x9E3779B97F4A7C15ULL);
          Rng rng(splitmix64(x));
          Card cards[kNumCells];
          sample_cards(kFullDeck, kNumCells, rng, cards);
          Board board;
          for (int turn = 0; turn < kNumCells; ++turn) {
            board.place(greedy.choose(board, cards[turn], rng), cards[turn]);
            TdNetwork::encode(board, system, net.scale(), record.states[static_cast<std::size_t>(turn)]);
          }
          record.score = board.score(system);
        },
        [&](const TdGameRecord& record) {
          for (int turn = kNumCells - 2; turn >= 0; --turn)  // the full board needs no estimate
            net.train(record.states[static_cast<std::size_t>(turn)], record.score, rate);
          rate *= settings.rate_decay;
          recent += (record.score - recent) / static_cast<double>(std::min<std::int64_t>(++trained, 1000));
        });
    if (progress) progress({loop.fraction(), loop.games(), recent});
  }
}

}  // namespace pps
