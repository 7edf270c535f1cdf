#include "ai/learn/tdnet_learner.h"

#include <cmath>
#include <vector>

#include "ai/core/cell_choice.h"
#include "ai/eval/points_now.h"
#include "ai/learn/learning_loop.h"
#include "ai/search/playout.h"

namespace pps {

namespace {

struct TdGameRecord {
  std::array<Card, kNumCells> cards;
  std::array<std::uint8_t, kNumCells> cells;
  int score = 0;
};

void play_td_game(const TdNetwork& net, const PointSystem& system, const TdLearnSettings& settings,
                  std::uint64_t seed, TdGameRecord& record) {
  Rng rng(seed);
  sample_cards(kFullDeck, kNumCells, rng, record.cards.data());
  const TdNetEvaluator evaluator(net, system);
  Board board;
  std::array<double, kNumCells> value;
  for (int turn = 0; turn < kNumCells; ++turn) {
    const Card card = record.cards[static_cast<std::size_t>(turn)];
    evaluator.rate_placements(board, card, value);
    const int cell = rng.uniform() < settings.explore ? random_empty_cell(board, rng)
                                                      : best_rated_cell(board.empty_cells(), value, rng);
    board.place(cell, card);
    record.cells[static_cast<std::size_t>(turn)] = static_cast<std::uint8_t>(cell);
  }
  record.score = board.score(system);
}

// Each board before a move towards the network's value, now, of the board
// that move made (the final score after the last move): the targets are those
// of the weights being trained, as in the report's online code, though the
// moves were chosen on the batch's frozen weights.
void learn_td_game(TdNetwork& net, const PointSystem& system, float rate, bool final_targets,
                   const TdGameRecord& record) {
  Board board;
  TdNetwork::Input input, next;
  int score = 0;
  net.encode(board, score, input);
  for (int turn = 0; turn < kNumCells; ++turn) {
    board.place(record.cells[static_cast<std::size_t>(turn)], record.cards[static_cast<std::size_t>(turn)]);
    score = board.score(system);
    net.encode(board, score, next);
    const double target = board.full() || final_targets ? net.to_output(record.score) : net.output(next);
    net.train(input, target, rate);
    input = next;
  }
}

}  // namespace

double td_learning_rate(const TdLearnSettings& settings, std::int64_t game) {
  if (settings.anneal <= 0) return settings.rate;
  return std::max(settings.rate_end, settings.rate / (1.0 + static_cast<double>(game) / static_cast<double>(settings.anneal)));
}

TdScoreScale td_score_scale(const PointSystem& system, bool fitted, std::uint64_t seed) {
  if (!fitted) {
    int largest = 1;
    for (int c = 0; c < kNumCategories; ++c) largest = std::max(largest, std::abs(system.points(c)));
    return {0.0, 10.0 * largest};
  }
  constexpr int kGames = 256;
  const PointsNowEvaluator points(system);
  const GreedyPolicy greedy(points);
  double sum = 0, sum2 = 0;
  for (int g = 0; g < kGames; ++g) {
    Rng rng(learning_game_seed(~seed, g));
    Card cards[kNumCells];
    sample_cards(kFullDeck, kNumCells, rng, cards);
    Board board;
    const double score = play_out(board, cards, greedy, rng, system);
    sum += score;
    sum2 += score * score;
  }
  const double mean = sum / kGames;
  const double sd = std::sqrt(std::max(0.0, sum2 / kGames - mean * mean));
  return {mean, std::max(1.0, 5.0 * sd)};
}

void learn_tdnet(TdNetwork& net, const PointSystem& system, const TdLearnSettings& settings,
                 const LearnBudget& budget, const LearnProgressFn& progress, const std::atomic<bool>* stop) {
  const TdScoreScale norm = td_score_scale(system, settings.fitted_scale, budget.seed);
  net.init(settings.shape, budget.seed, norm.center, norm.scale);
  LearningLoop loop(budget, stop);
  std::vector<TdGameRecord> records;
  double recent = 0;
  std::int64_t trained = 0;
  while (!loop.done()) {
    loop.run_batch(
        loop.next_batch(settings.batch), records,
        [&](std::int64_t game, TdGameRecord& record) {
          play_td_game(net, system, settings, learning_game_seed(budget.seed, game), record);
        },
        [&](const TdGameRecord& record) {
          learn_td_game(net, system, static_cast<float>(td_learning_rate(settings, trained)), settings.final_targets, record);
          recent += (record.score - recent) / static_cast<double>(std::min<std::int64_t>(++trained, 1000));
        });
    if (progress) progress({loop.fraction(), loop.games(), recent});
  }
}

}  // namespace pps
