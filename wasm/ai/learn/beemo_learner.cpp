#include "ai/learn/beemo_learner.h"

#include <cmath>
#include <vector>

#include "ai/core/cell_choice.h"
#include "ai/search/playout.h"
#include "ai/core/search_threads.h"
#include "ai/learn/learning_loop.h"

namespace pps {

namespace {

// Greedy on utility + c * sqrt(ln N / (n + 1)) for the two changed lines'
// new patterns: patterns seldom seen look better than they are known to be.
class UcbGreedy : public PlayoutPolicy {
 public:
  UcbGreedy(const PatternValues& values, const std::vector<std::uint32_t>& counts, double c, double total,
            const PointSystem& system)
      : values_(values), counts_(counts), c_(c), log_total_(std::log(total + 1)), system_(system) {}

  int choose(const Board& board, Card card, Rng& rng) const override {
    const CardMask unseen = board.unseen() & ~card_bit(card);
    BestCell best;
    for (std::uint32_t empty = board.empty_cells(); empty; empty &= empty - 1) {
      const int cell = __builtin_ctz(empty);
      double value = 0;
      for (const int line : {row_line(cell), col_line(cell)}) {
        LineState after = board.line(line);
        after.add(card);
        const bool is_row = line < kGridSize;
        value += values_.line_value(after, is_row, unseen, system_) -
                 values_.line_value(board.line(line), is_row, unseen, system_);
        if (after.size() < kGridSize)
          value += c_ * std::sqrt(log_total_ / (counts_[line_pattern(after, is_row, unseen)] + 1.0));
      }
      best.offer(cell, value, rng);
    }
    return best.cell();
  }

 private:
  const PatternValues& values_;
  const std::vector<std::uint32_t>& counts_;
  double c_, log_total_;
  const PointSystem& system_;
};

// With probability epsilon a uniformly random empty cell, else `inner`'s.
class EpsilonPolicy : public PlayoutPolicy {
 public:
  EpsilonPolicy(const PlayoutPolicy& inner, double epsilon) : inner_(inner), epsilon_(epsilon) {}
  int choose(const Board& board, Card card, Rng& rng) const override {
    if (epsilon_ > 0 && rng.uniform() < epsilon_) return random_empty_cell(board, rng);
    return inner_.choose(board, card, rng);
  }

 private:
  const PlayoutPolicy& inner_;
  double epsilon_;
};

// What one training game saw: (pattern, line) pairs in order, then the
// points each line scored.
struct GameRecord {
  std::vector<std::pair<LinePattern, std::uint8_t>> seen;
  std::array<int, kNumLines> points{};
  int score = 0;
};

std::uint64_t game_seed(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
  std::uint64_t x = seed ^ (stream * 0x9E3779B97F4A7C15ULL) ^ (index * 0xD1B54A32D192ED03ULL);
  return splitmix64(x);
}

// Plays one game on a random deal with `policy`; records patterns if asked.
int play_learning_game(const PlayoutPolicy& policy, const PointSystem& system, std::uint64_t seed,
                       GameRecord* record) {
  Rng rng(seed);
  Card cards[kNumCells];
  sample_cards(kFullDeck, kNumCells, rng, cards);
  Board board;
  std::array<int, kNumLines> last;
  last.fill(-1);
  // Every pattern a line passes through is credited with the points the line
  // ends with, the empty line's too: greedy play weighs a card's gain against
  // what the line was worth before it, and an empty line left at zero would
  // make opening a new line look better than it is.
  const auto note_patterns = [&] {
    const CardMask unseen = board.unseen();
    for (int line = 0; line < kNumLines; ++line) {
      const LineState& state = board.line(line);
      if (state.size() == kGridSize) continue;
      const LinePattern p = line_pattern(state, line < kGridSize, unseen);
      if (p == last[line]) continue;
      last[line] = p;
      record->seen.emplace_back(p, static_cast<std::uint8_t>(line));
    }
  };
  if (record) {
    record->seen.clear();
    note_patterns();
  }
  for (int turn = 0; turn < kNumCells; ++turn) {
    board.place(policy.choose(board, cards[turn], rng), cards[turn]);
    if (record) note_patterns();
  }
  if (record)
    for (int line = 0; line < kNumLines; ++line) record->points[line] = board.line_points(line, system);
  return board.score(system);
}

int max_abs_points(const PointSystem& system) {
  int m = 1;
  for (int c = 0; c < kNumCategories; ++c) m = std::max(m, std::abs(system.points(c)));
  return m;
}

}  // namespace

double evaluate_greedy(const PatternValues& values, const PointSystem& system, int games, std::uint64_t seed,
                       int threads) {
  if (games <= 0) return 0;
  const PatternEvaluator evaluator(values, system);
  const GreedyPolicy greedy(evaluator);
  std::vector<int> scores(static_cast<std::size_t>(games));
  constexpr int kChunk = 64;
  const int chunks = (games + kChunk - 1) / kChunk;
  run_parallel(threads, chunks, [&](int chunk) {
    for (int g = chunk * kChunk; g < std::min(games, (chunk + 1) * kChunk); ++g)
      scores[static_cast<std::size_t>(g)] = play_learning_game(greedy, system, game_seed(seed, 2, static_cast<std::uint64_t>(g)), nullptr);
  });
  double total = 0;
  for (int s : scores) total += s;
  return total / games;
}

BeemoLearnResult learn_beemo(const PointSystem& system, const BeemoLearnSettings& settings,
                             const LearnBudget& budget, const LearnProgressFn& progress,
                             const std::atomic<bool>* stop) {
  LearningLoop loop(budget, stop);
  const auto report = [&](const LearnProgress& p) {
    if (progress) progress(p);
  };

  BeemoLearnResult result;
  PatternValues current, frozen;
  std::vector<double> sums(kNumLinePatterns, 0.0);
  std::vector<std::uint32_t> counts(kNumLinePatterns, 0);
  double total_records = 0;
  const double ucb_c = settings.ucb_c * max_abs_points(system);
  bool have_best = false;
  std::vector<GameRecord> records;

  // Every round's set is evaluated on the same deals, so that sets are
  // compared on equal terms: with fresh deals each round, the set kept was
  // the one that met the luckiest deals.
  const std::uint64_t eval_seed = game_seed(budget.seed, 3, 0);
  double epsilon = settings.epsilon;
  for (int round = 0; !loop.done(); ++round) {
    // Training: how many games this round may still play.
    std::int64_t train = settings.train_games, eval = settings.eval_games;
    if (const std::int64_t most = loop.game_limit(); most > 0) {
      const std::int64_t left = most - loop.games();
      const std::int64_t round_games = train + eval;
      if (left < round_games) {
        train = std::max<std::int64_t>(1, left * train / round_games);
        eval = left - train;
      }
    }
    const bool ucb = settings.ucb_every > 0 && round % settings.ucb_every == settings.ucb_every - 1;
    const std::int64_t round_start = loop.games();
    for (std::int64_t done = 0; done < train; done = loop.games() - round_start) {
      const int n = loop.next_batch(settings.batch, train - done);
      frozen.table() = current.table();
      const PatternEvaluator evaluator(frozen, system);
      const GreedyPolicy greedy(evaluator);
      const UcbGreedy explorer(frozen, counts, ucb_c, total_records, system);
      const EpsilonPolicy policy(ucb ? static_cast<const PlayoutPolicy&>(explorer) : greedy, epsilon);
      const std::uint64_t stream = 1000 + static_cast<std::uint64_t>(round);
      loop.run_batch(
          n, records,
          [&](std::int64_t game, GameRecord& record) {
            const auto index = static_cast<std::uint64_t>(game - round_start);
            play_learning_game(policy, system, game_seed(budget.seed, stream, index), &record);
          },
          [&](const GameRecord& r) {
            for (const auto& [pattern, line] : r.seen) {
              sums[pattern] += r.points[line];
              ++counts[pattern];
              current[pattern] = static_cast<float>(sums[pattern] / counts[pattern]);
            }
            total_records += static_cast<double>(r.seen.size());
          });
      epsilon *= std::pow(settings.epsilon_decay, n);
      report({loop.fraction(), loop.games(), result.best_mean});
      if (!loop.by_games() && loop.done()) break;
    }
    if (!loop.by_games() && loop.done() && have_best) break;
    // Evaluation: keep the best set.
    if (eval > 0 || !have_best) {
      const int eval_games = static_cast<int>(std::max<std::int64_t>(eval, have_best ? 0 : 1));
      const double mean = evaluate_greedy(current, system, eval_games, eval_seed, budget.threads);
      loop.count(eval_games);
      if (!have_best || mean > result.best_mean) {
        result.best_mean = mean;
        result.values.table() = current.table();
        have_best = true;
      }
    }
    result.rounds = round + 1;
    report({loop.fraction(), loop.games(), result.best_mean});
  }
  if (!have_best) result.values.table() = current.table();
  result.games = loop.games();
  return result;
}

}  // namespace pps
