// Measurement program of bench/notes/2026-11-26-value-learning.md: ways of
// learning NARL's values (or the cross correction on them) from something
// better than NARL's own Monte Carlo returns, each measured by the greedy play (and
// optionally the one-card expectimax) of what it learns, paired on the same
// deals with the values it started from. Not part of any player: it calls
// the learners and evaluators directly, as bench/cross_correction.cpp does.
//
//   value_learning MODE [--flag value ...]
//   modes:
//     joint-td          NARL's line and hand-size values, all of them, move by
//                       TD(lambda) on greedy self-play towards the final score
//                       (as an n-tuple network learns), from the learned values
//     policy-iteration  fresh Monte Carlo means of every line's points under a
//                       fixed policy (greedy or one-card expectimax on the
//                       values), with the old values' counts capped at --cap
//     imitate           the cross correction learns to make greedy play choose
//                       what one-card expectimax over NARL chooses (softmax
//                       cross-entropy over the cells' ratings)
//     ensemble          NARL values of several learning runs (seeds 1..--runs)
//                       pooled into one table, against the first run alone
//   common flags: --system american --narl-games 4000000 --deals 20000
//     --deal-seed 9100000 --expectimax-deals 0 --threads 2
// NARL's values are learned once (learning seed 1, straight outs on: the
// champion's) and kept in the working directory as narl-SYSTEM-GAMES.bin.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "ai/core/cell_choice.h"
#include "ai/core/search_threads.h"
#include "ai/eval/cross_values.h"
#include "ai/eval/narl_values.h"
#include "ai/search/expectimax.h"
#include "ai/search/playout.h"
#include "engine/game.h"
#include "narl_values_file.h"

using namespace pps;

namespace {

struct Flags {
  std::map<std::string, std::string> values;
  std::string text(const std::string& name, const std::string& fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : it->second;
  }
  long integer(const std::string& name, long fallback) const {
    return std::stol(text(name, std::to_string(fallback)));
  }
  double number(const std::string& name, double fallback) const {
    const auto it = values.find(name);
    return it == values.end() ? fallback : std::stod(it->second);
  }
};

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int g_threads = 2;

// Deal `first + d` for d < deals, greedy on the evaluator: each deal's score.
std::vector<int> play_greedy(const Evaluator& evaluator, const PointSystem& system, int deals, long first) {
  std::vector<int> scores(static_cast<std::size_t>(deals));
  const GreedyPolicy greedy(evaluator);
  run_parallel(g_threads, deals, [&](int d) {
    const std::int64_t seed = first + d;
    const Game game(system, seed);
    Rng rng(static_cast<std::uint64_t>(seed) * 7 + 1);
    Board board;
    for (int t = 0; t < kNumCells; ++t) board.place(greedy.choose(board, game.cards()[t], rng), game.cards()[t]);
    scores[static_cast<std::size_t>(d)] = board.score(system);
  });
  return scores;
}

// One card ahead, exact for the last four moves: the champion's expectimax
// without the race.
int expectimax_cell(const Board& board, Card card, const Evaluator& evaluator) {
  const int empty = __builtin_popcount(board.empty_cells());
  return expectimax(board, card, evaluator, empty <= 4 ? empty - 1 : 1).best;
}

std::vector<int> play_expectimax(const Evaluator& evaluator, const PointSystem& system, int deals, long first) {
  std::vector<int> scores(static_cast<std::size_t>(deals));
  run_parallel(g_threads, deals, [&](int d) {
    const Game game(system, first + d);
    Board board;
    for (int t = 0; t < kNumCells; ++t) board.place(expectimax_cell(board, game.cards()[t], evaluator), game.cards()[t]);
    scores[static_cast<std::size_t>(d)] = board.score(system);
  });
  return scores;
}

void mean_se(const std::vector<double>& values, double& mean, double& se) {
  double sum = 0, squares = 0;
  for (double v : values) sum += v, squares += v * v;
  const double n = static_cast<double>(values.size());
  mean = sum / n;
  se = std::sqrt(std::max(0.0, squares / n - mean * mean) / (n - 1));
}

// "label: mean ± se, minus base: difference ± se" over the same deals.
void report(const std::string& label, const std::vector<int>& scores, const std::vector<int>& base) {
  std::vector<double> own(scores.begin(), scores.end()), diff(scores.size());
  for (std::size_t i = 0; i < scores.size(); ++i) diff[i] = scores[i] - base[i];
  double mean, se, dmean, dse;
  mean_se(own, mean, se);
  mean_se(diff, dmean, dse);
  std::printf("%s: %.3f ± %.3f, minus base %+.3f ± %.3f (%zu deals)\n", label.c_str(), mean, se, dmean, dse,
              scores.size());
  std::fflush(stdout);
}

std::uint64_t game_seed(std::uint64_t stream, std::int64_t game) {
  std::uint64_t x = stream ^ (static_cast<std::uint64_t>(game) * 0x9E3779B97F4A7C15ULL);
  return splitmix64(x);
}

// The values an afterstate reads: its open lines' keys and its hand-size key
// (tagged by the top bit), and the exact points of its complete lines.
struct Reads {
  std::array<std::uint64_t, kNumLines + 1> keys{};
  int n = 0;
  double exact = 0;
};
constexpr std::uint64_t kSizeTag = 1ULL << 63;

Reads reads_of(const NarlValues& values, const Board& board, const PointSystem& system) {
  Reads r;
  const CardMask unseen = board.unseen();
  for (int line = 0; line < kNumLines; ++line) {
    const LineState& state = board.line(line);
    if (state.size() == kGridSize) r.exact += system.points(state.category());
    else r.keys[static_cast<std::size_t>(r.n++)] = values.line_key(state, line < kGridSize, board.num_placed(), unseen);
  }
  r.keys[static_cast<std::size_t>(r.n++)] = narl_size_key(board, -1) | kSizeTag;
  return r;
}
ValueTable& table_of(NarlValues& values, std::uint64_t key) { return key & kSizeTag ? values.sizes() : values.lines(); }
double value_of(const NarlValues& values, const Reads& r) {
  double total = r.exact;
  for (int i = 0; i < r.n; ++i) {
    const std::uint64_t key = r.keys[static_cast<std::size_t>(i)];
    total += (key & kSizeTag ? values.sizes() : values.lines()).value(key & ~kSizeTag);
  }
  return total;
}

struct Setup {
  std::string name;
  PointSystem system;
  int deals;
  long deal_seed;
  int expectimax_deals;
};

// An evaluator's scores on the setup's deals: greedy on all of them, one-card
// expectimax on the first expectimax_deals (none when that is 0).
struct Scores {
  std::vector<int> greedy, expectimax;
};

Scores play_both(const Evaluator& evaluator, const Setup& s) {
  Scores scores{play_greedy(evaluator, s.system, s.deals, s.deal_seed), {}};
  if (s.expectimax_deals > 0) scores.expectimax = play_expectimax(evaluator, s.system, s.expectimax_deals, s.deal_seed);
  return scores;
}

void report_both(const std::string& label, const Scores& scores, const Scores& base) {
  report(label + " greedy", scores.greedy, base.greedy);
  if (!scores.expectimax.empty()) report(label + " expectimax", scores.expectimax, base.expectimax);
}

// TD(lambda) on afterstates of greedy self-play, every value NARL's estimate
// reads moving by rate / (values read) x its temporal-coherence factor.
void joint_td(NarlValues& narl, const Setup& s, const Flags& flags) {
  const long games = flags.integer("games", 1'000'000), every = flags.integer("every", 250'000);
  const double rate = flags.number("rate", 0.1), lambda = flags.number("lambda", 0.5);
  std::printf("joint-td: games %ld rate %g lambda %g\n", games, rate, lambda);
  const NarlEvaluator evaluator(narl, s.system);
  const std::vector<int> base = play_greedy(evaluator, s.system, s.deals, s.deal_seed);
  report("NARL greedy (base)", base, base);
  struct Record {
    std::array<Card, kNumCells> cards;
    std::array<int, kNumCells> cells;
    int score;
  };
  std::unordered_map<std::uint64_t, std::pair<double, double>> coherence;  // per value: sum of errors, of their sizes
  std::vector<Record> batch(256);
  const double start = now();
  for (long done = 0; done < games; done += static_cast<long>(batch.size())) {
    run_parallel(g_threads, static_cast<int>(batch.size()), [&](int i) {
      Record& r = batch[static_cast<std::size_t>(i)];
      Rng rng(game_seed(1000003, done + i));
      sample_cards(kFullDeck, kNumCells, rng, r.cards.data());
      const GreedyPolicy greedy(evaluator);
      Board board;
      for (int t = 0; t < kNumCells; ++t) {
        r.cells[static_cast<std::size_t>(t)] = greedy.choose(board, r.cards[static_cast<std::size_t>(t)], rng);
        board.place(r.cells[static_cast<std::size_t>(t)], r.cards[static_cast<std::size_t>(t)]);
      }
      r.score = board.score(s.system);
    });
    for (const Record& r : batch) {
      Board board;
      std::array<Reads, kNumCells - 1> reads;
      std::array<double, kNumCells - 1> value{};
      for (std::size_t t = 0; t + 1 < kNumCells; ++t) {
        board.place(r.cells[t], r.cards[t]);
        reads[t] = reads_of(narl, board, s.system);
        value[t] = value_of(narl, reads[t]);
      }
      double target = r.score;
      std::array<double, kNumCells - 1> returns{};
      for (int t = kNumCells - 2; t >= 0; --t) {
        const auto u = static_cast<std::size_t>(t);
        if (t < kNumCells - 2) target = (1 - lambda) * value[u + 1] + lambda * target;
        returns[u] = target;
      }
      for (std::size_t t = 0; t + 1 < kNumCells; ++t) {
        const double error = returns[t] - value_of(narl, reads[t]);
        for (int i = 0; i < reads[t].n; ++i) {
          const std::uint64_t key = reads[t].keys[static_cast<std::size_t>(i)];
          auto& [sum, size] = coherence[key];
          const double factor = size > 0 ? std::abs(sum) / size : 1.0;
          sum += error;
          size += std::abs(error);
          ValueTable& table = table_of(narl, key);
          const std::uint64_t k = key & ~kSizeTag;
          table.set(k, table.value(k) + static_cast<float>(rate / reads[t].n * factor * error), table.count(k));
        }
      }
    }
    const long played = done + static_cast<long>(batch.size());
    if (played % every < static_cast<long>(batch.size()) || played >= games)
      report("after " + std::to_string(played) + " games (" + std::to_string(static_cast<int>(now() - start)) +
                 " s), greedy",
             play_greedy(evaluator, s.system, s.deals, s.deal_seed), base);
  }
}

// One game of `policy` (0 greedy, 1 one-card expectimax) on `values`, with
// epsilon random moves: every afterstate's line keys (0 for a complete line)
// and hand-size key, and each line's final points.
struct PolicyRecord {
  std::array<std::array<std::uint64_t, kNumLines>, kNumCells> keys;
  std::array<std::uint64_t, kNumCells> sizes;
  std::array<int, kNumLines> points;
  int score;
};

void play_policy(const NarlValues& values, const PointSystem& system, int policy, double epsilon, std::uint64_t seed,
                 PolicyRecord& r) {
  Rng rng(seed);
  Card cards[kNumCells];
  sample_cards(kFullDeck, kNumCells, rng, cards);
  const NarlEvaluator evaluator(values, system);
  const GreedyPolicy greedy(evaluator);
  Board board;
  for (int t = 0; t < kNumCells; ++t) {
    const int empty = __builtin_popcount(board.empty_cells());
    const int cell = rng.uniform() < epsilon         ? random_empty_cell(board, rng)
                     : policy == 1 && empty > 1      ? expectimax_cell(board, cards[t], evaluator)
                                                     : greedy.choose(board, cards[t], rng);
    board.place(cell, cards[t]);
    const CardMask unseen = board.unseen();
    for (int line = 0; line < kNumLines; ++line) {
      const LineState& state = board.line(line);
      r.keys[static_cast<std::size_t>(t)][static_cast<std::size_t>(line)] =
          state.size() == kGridSize ? 0 : values.line_key(state, line < kGridSize, t + 1, unseen);
    }
    r.sizes[static_cast<std::size_t>(t)] = narl_size_key(board, -1);
  }
  for (int line = 0; line < kNumLines; ++line) r.points[static_cast<std::size_t>(line)] = board.line_points(line, system);
  r.score = board.score(system);
}

void policy_iteration(NarlValues& narl, const Setup& s, const Flags& flags) {
  const long games = flags.integer("games", 2'000'000), iterations = flags.integer("iterations", 1);
  const double epsilon = flags.number("epsilon", 0);
  const long cap = flags.integer("cap", 0);
  const std::string policy_name = flags.text("policy", "greedy");
  const int policy = policy_name == "expectimax" ? 1 : 0;
  std::printf("policy-iteration: policy %s games %ld iterations %ld epsilon %g cap %ld\n", policy_name.c_str(), games,
              iterations, epsilon, cap);
  const Scores base = play_both(NarlEvaluator(narl, s.system), s);
  report_both("NARL (base)", base, base);
  for (long k = 1; k <= iterations; ++k) {
    const double start = now();
    std::vector<PolicyRecord> records(static_cast<std::size_t>(games));
    run_parallel(g_threads, static_cast<int>(games), [&](int i) {
      play_policy(narl, s.system, policy, epsilon, game_seed(1000003 + static_cast<std::uint64_t>(k) * 7919, i),
                  records[static_cast<std::size_t>(i)]);
    });
    // The new values: the old ones with their counts capped (cap 0: none),
    // then each line key's mean of the points its line scored; then the
    // hand-size means against the new lines' estimate.
    NarlValues next;
    next.use_straight_outs = true;
    if (cap > 0)
      narl.lines().for_each([&](std::uint64_t key, float mean, std::uint32_t count) {
        next.lines().set(key, mean, std::min(count, static_cast<std::uint32_t>(cap)));
      });
    double mean = 0;
    for (const PolicyRecord& r : records) {
      mean += r.score;
      for (const auto& keys : r.keys)
        for (std::size_t line = 0; line < kNumLines; ++line)
          if (keys[line]) next.lines().add(keys[line], r.points[line]);
    }
    for (const PolicyRecord& r : records)
      for (std::size_t t = 0; t + 1 < kNumCells; ++t) {
        double estimate = 0;
        for (std::size_t line = 0; line < kNumLines; ++line)
          estimate += r.keys[t][line] ? static_cast<double>(next.lines().value(r.keys[t][line])) : r.points[line];
        next.sizes().add(r.sizes[t], r.score - estimate);
      }
    narl = std::move(next);
    char label[160];
    std::snprintf(label, sizeof label, "iteration %ld (%.0f s, its games' mean %.2f),", k, now() - start,
                  mean / static_cast<double>(games));
    report_both(label, play_both(NarlEvaluator(narl, s.system), s), base);
  }
}

void imitate(const NarlValues& narl, const Setup& s, const Flags& flags) {
  const long positions = flags.integer("positions", 300'000), every = flags.integer("every", 100'000);
  const double rate = flags.number("rate", 0.2), tau = flags.number("tau", 2), expert_tau = flags.number("expert-tau", 0);
  std::printf("imitate: positions %ld rate %g tau %g expert-tau %g\n", positions, rate, tau, expert_tau);
  const NarlEvaluator expert(narl, s.system);
  CrossValues cross;
  const CrossEvaluator student(narl, cross, s.system);
  const std::vector<int> base = play_greedy(expert, s.system, s.deals, s.deal_seed);
  report("NARL greedy (base)", base, base);
  struct Sample {
    Board board;
    Card card;
    std::array<double, kNumCells> expert;
  };
  std::vector<Sample> batch(512);
  long done = 0, matches = 0;
  const double start = now();
  while (done < positions) {
    // A position of the student's own greedy game with at least six empty
    // cells (expectimax is not yet exact), labelled by the expert.
    run_parallel(g_threads, static_cast<int>(batch.size()), [&](int i) {
      Rng rng(game_seed(12345, done + i));
      Card cards[kNumCells];
      sample_cards(kFullDeck, kNumCells, rng, cards);
      const int stop = static_cast<int>(rng.below(kNumCells - 5));
      const GreedyPolicy greedy(student);
      Sample& sample = batch[static_cast<std::size_t>(i)];
      sample.board = Board();
      for (int t = 0; t < stop; ++t) sample.board.place(greedy.choose(sample.board, cards[t], rng), cards[t]);
      sample.card = cards[stop];
      sample.expert = expectimax(sample.board, sample.card, expert, 1).value;
    });
    std::vector<float>& weights = cross.weights();
    for (const Sample& sample : batch) {
      std::array<double, kNumCells> rating;
      student.rate_placements(sample.board, sample.card, rating);
      const std::uint32_t empty = sample.board.empty_cells();
      double top = -1e300, expert_top = -1e300;
      int chosen = -1;
      for (std::uint32_t e = empty; e; e &= e - 1) {
        const auto c = static_cast<std::size_t>(__builtin_ctz(e));
        if (rating[c] > top) top = rating[c], chosen = static_cast<int>(c);
        expert_top = std::max(expert_top, sample.expert[c]);
      }
      matches += sample.expert[static_cast<std::size_t>(chosen)] >= expert_top - 1e-9;  // equivalent cells tie
      std::array<double, kNumCells> p{}, y{};
      double z = 0, zy = 0;
      for (std::uint32_t e = empty; e; e &= e - 1) {
        const auto c = static_cast<std::size_t>(__builtin_ctz(e));
        p[c] = std::exp((rating[c] - top) / tau);
        y[c] = expert_tau > 0 ? std::exp((sample.expert[c] - expert_top) / expert_tau)
                              : (sample.expert[c] >= expert_top - 1e-9 ? 1.0 : 0.0);
        z += p[c];
        zy += y[c];
      }
      Board board = sample.board;
      for (std::uint32_t e = empty; e; e &= e - 1) {
        const int c = __builtin_ctz(e);
        const double gradient = p[static_cast<std::size_t>(c)] / z - y[static_cast<std::size_t>(c)] / zy;
        if (std::abs(gradient) < 1e-4) continue;
        board.place(c, sample.card);
        std::array<std::uint32_t, CrossValues::kMaxFeatures> features;
        const int n = cross.features(board, features);
        for (int i = 0; i < n; ++i) weights[features[static_cast<std::size_t>(i)]] -= static_cast<float>(rate * gradient);
        board.remove(c);
      }
    }
    done += static_cast<long>(batch.size());
    if (done % every < static_cast<long>(batch.size())) {
      char label[160];
      std::snprintf(label, sizeof label, "after %ld positions (%.0f s; greedy chose the expert's cell in %.3f), greedy",
                    done, now() - start, static_cast<double>(matches) / static_cast<double>(every));
      matches = 0;
      report(label, play_greedy(student, s.system, s.deals, s.deal_seed), base);
    }
  }
}

// NARL values of several independent learning runs (learning seeds 1..K),
// pooled into one table: each key's mean over every run's observations
// (count-weighted), as if one run had learned K times the games without
// drifting; and, for comparison, each run on its own.
void ensemble(NarlValues& narl, const Setup& s, const Flags& flags) {
  const long runs = flags.integer("runs", 3), games = flags.integer("narl-games", 4'000'000);
  std::printf("ensemble: %ld runs of %ld games\n", runs, games);
  const Scores base = play_both(NarlEvaluator(narl, s.system), s);
  report_both("seed 1 (base)", base, base);
  // Pooled sums: mean x count and count, per table.
  std::unordered_map<std::uint64_t, std::pair<double, double>> lines, sizes;
  const auto pool = [](const ValueTable& table, std::unordered_map<std::uint64_t, std::pair<double, double>>& into) {
    table.for_each([&](std::uint64_t key, float mean, std::uint32_t count) {
      into[key].first += static_cast<double>(mean) * count;
      into[key].second += count;
    });
  };
  pool(narl.lines(), lines);
  pool(narl.sizes(), sizes);
  const long skip = flags.integer("skip", 0);  // a seed to leave out
  for (long seed = 2; seed <= runs; ++seed) {
    if (seed == skip) continue;
    NarlValues other;
    load_or_learn_narl(other, s.system, s.name, games, seed, g_threads);
    report("seed " + std::to_string(seed) + " greedy",
           play_greedy(NarlEvaluator(other, s.system), s.system, s.deals, s.deal_seed), base.greedy);
    std::printf("seed %ld: %zu line keys\n", seed, other.lines().size());
    pool(other.lines(), lines);
    pool(other.sizes(), sizes);
  }
  NarlValues pooled;
  pooled.use_straight_outs = true;
  for (const auto& [key, sum] : lines) pooled.lines().set(key, static_cast<float>(sum.first / sum.second), 1);
  for (const auto& [key, sum] : sizes) pooled.sizes().set(key, static_cast<float>(sum.first / sum.second), 1);
  std::printf("pooled: %zu line keys (%zu of them kept), %zu hand-size keys\n", lines.size(), pooled.lines().size(),
              sizes.size());
  const NarlEvaluator evaluator(pooled, s.system);
  report_both("pooled", play_both(evaluator, s), base);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || (argc % 2) != 0) {
    std::fprintf(stderr, "usage: value_learning joint-td|policy-iteration|imitate|ensemble [--flag value ...]\n");
    return 2;
  }
  const std::string mode = argv[1];
  Flags flags;
  for (int i = 2; i + 1 < argc; i += 2) flags.values[std::string(argv[i]).substr(2)] = argv[i + 1];
  g_threads = static_cast<int>(flags.integer("threads", 2));
  const std::string name = flags.text("system", "american");
  const Setup setup{name, PointSystem::parse(name), static_cast<int>(flags.integer("deals", 20'000)),
                    flags.integer("deal-seed", 9'100'000), static_cast<int>(flags.integer("expectimax-deals", 0))};
  NarlValues narl;
  load_or_learn_narl(narl, setup.system, name, flags.integer("narl-games", 4'000'000), 1, g_threads);
  if (mode == "joint-td") joint_td(narl, setup, flags);
  else if (mode == "policy-iteration") policy_iteration(narl, setup, flags);
  else if (mode == "imitate") imitate(narl, setup, flags);
  else if (mode == "ensemble") ensemble(narl, setup, flags);
  else {
    std::fprintf(stderr, "unknown mode %s\n", mode.c_str());
    return 2;
  }
  return 0;
}
