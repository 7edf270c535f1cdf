// Measurement program of the cross correction's note
// (bench/notes/2026-11-25-cross-correction.md): learns NARL's values (or
// loads them from the working directory, narl-SYSTEM-GAMES.bin), plays
// NARL-greedy on DEALS deals (seeds 9100000..), times rate_placements, then
// learns the cross correction and at each checkpoint plays the same deals
// greedy on it, paired with NARL; optionally one-card expectimax with both
// evaluators at the end. Not part of any player: it calls the learners and
// evaluators directly.
//
//   cross_correction SYSTEM NARL_GAMES CHECKPOINTS DEALS [rate] [coherence]
//       [explore] [lambda] [fine] [suits] [ranks] [EXPECTIMAX_DEALS]
//   SEED=N in the environment: the learning seed of both learners (1).
// The fine and rank features were removed from the engine after they were
// measured; their arguments must be 0.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "ai/eval/cross_values.h"
#include "ai/learn/cross_learner.h"
#include "ai/search/expectimax.h"
#include "ai/search/playout.h"
#include "engine/game.h"
#include "narl_values_file.h"

using namespace pps;

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The learning seed of both learners: SEED in the environment, 1 by default.
static std::uint64_t learning_seed() {
  const char* s = std::getenv("SEED");
  return s ? std::strtoull(s, nullptr, 10) : 1;
}

static std::vector<int> play_deals(const Evaluator& e, const PointSystem& system, int deals) {
  std::vector<int> scores(deals);
  const GreedyPolicy greedy(e);
  for (int d = 0; d < deals; ++d) {
    const std::int64_t seed = 9100000 + d;
    Game g(system, seed);
    Rng rng(static_cast<std::uint64_t>(seed) * 7 + 1);
    Board b;
    for (int t = 0; t < kNumCells; ++t) b.place(greedy.choose(b, g.cards()[t], rng), g.cards()[t]);
    scores[d] = b.score(system);
  }
  return scores;
}

// The champion's expectimax without the race: one card ahead, exact for the last four moves.
static std::vector<int> play_expectimax(const Evaluator& e, const PointSystem& system, int deals) {
  std::vector<int> scores(deals);
  for (int d = 0; d < deals; ++d) {
    const std::int64_t seed = 9100000 + d;
    Game g(system, seed);
    Board b;
    for (int t = 0; t < kNumCells; ++t) {
      const int empty = __builtin_popcount(b.empty_cells());
      const int depth = empty <= 4 ? empty - 1 : std::min(1, empty - 1);
      b.place(expectimax(b, g.cards()[t], e, depth).best, g.cards()[t]);
    }
    scores[d] = b.score(system);
  }
  return scores;
}

static void stats(const std::vector<int>& a, double& mean, double& se) {
  double s = 0, s2 = 0;
  for (int x : a) s += x, s2 += double(x) * x;
  const double n = static_cast<double>(a.size());
  mean = s / n;
  se = std::sqrt((s2 / n - mean * mean) / (n - 1));
}

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: cross_correction SYSTEM NARL_GAMES CHECKPOINTS(comma) DEALS [rate] [coherence] [explore] [lambda] [fine] [suits] [ranks] [EXPECTIMAX_DEALS]\n");
    return 2;
  }
  const std::string sysname = argv[1];
  const PointSystem system = PointSystem::parse(sysname);
  const long narl_games = std::atol(argv[2]);
  std::vector<long> checkpoints;
  {
    std::stringstream ss(argv[3]);
    std::string tok;
    while (std::getline(ss, tok, ',')) checkpoints.push_back(std::atol(tok.c_str()));
  }
  const int deals = std::atoi(argv[4]);
  CrossLearnSettings cs;
  if (argc > 5) cs.rate = std::atof(argv[5]);
  if (argc > 6) cs.coherence = std::atoi(argv[6]) != 0;
  if (argc > 7) cs.explore = std::atof(argv[7]);
  if (argc > 8) cs.lambda = std::atof(argv[8]);
  const bool fine = argc > 9 && std::atoi(argv[9]) != 0;
  const bool suits = argc > 10 && std::atoi(argv[10]) != 0;
  const bool ranks = argc > 11 && std::atoi(argv[11]) != 0;
  if (fine || ranks) {
    std::fprintf(stderr, "the fine and rank features were removed from the engine: they cannot be measured any more\n");
    return 2;
  }
  const int ex_deals = argc > 12 ? std::atoi(argv[12]) : 0;
  std::printf("system %s narl_games %ld deals %d rate %g coherence %d explore %g lambda %g fine %d suits %d ranks %d\n", sysname.c_str(),
              narl_games, deals, cs.rate, cs.coherence, cs.explore, cs.lambda, fine, suits, ranks);

  std::printf("learning seed %llu\n", static_cast<unsigned long long>(learning_seed()));
  std::printf("points:");
  for (int c = 0; c < kNumCategories; ++c) std::printf(" %d", system.points(c));
  std::printf("\n");
  NarlValues narl;
  load_or_learn_narl(narl, system, sysname, narl_games, static_cast<long>(learning_seed()), 1);
  const NarlEvaluator narl_eval(narl, system);
  double t = now();
  const std::vector<int> base = play_deals(narl_eval, system, deals);
  double bm, bse;
  stats(base, bm, bse);
  std::printf("NARL greedy: %.3f +- %.3f  (%.1f s)\n", bm, bse, now() - t);
  std::fflush(stdout);

  CrossValues cross(suits);
  const CrossEvaluator cross_eval(narl, cross, system);
  // Timing of rate_placements: the positions of 300 NARL-greedy games.
  {
    std::vector<std::pair<Board, Card>> positions;
    const GreedyPolicy greedy(narl_eval);
    for (int d = 0; d < 300; ++d) {
      Game g(system, 8100000 + d);
      Rng rng(d);
      Board b;
      for (int tt = 0; tt < kNumCells; ++tt) {
        positions.push_back({b, g.cards()[tt]});
        b.place(greedy.choose(b, g.cards()[tt], rng), g.cards()[tt]);
      }
    }
    std::array<double, kNumCells> out;
    double sink = 0;
    for (int rep = 0; rep < 2; ++rep) {
      double t0 = now();
      for (int k = 0; k < 20; ++k)
        for (auto& [b, c] : positions) narl_eval.rate_placements(b, c, out), sink += out[0];
      double tn = now() - t0;
      t0 = now();
      for (int k = 0; k < 20; ++k)
        for (auto& [b, c] : positions) cross_eval.rate_placements(b, c, out), sink += out[0];
      double tc = now() - t0;
      std::printf("rate_placements: narl %.3f us, cross %.3f us, ratio %.2f (sink %g)\n",
                  tn / (20.0 * static_cast<double>(positions.size())) * 1e6,
                  tc / (20.0 * static_cast<double>(positions.size())) * 1e6, tc / tn, sink * 0);
    }
  }

  std::size_t next = 0;
  double learn_start = now(), learn_time = 0;
  LearnBudget budget;
  budget.games = checkpoints.back();
  budget.threads = 1;
  budget.seed = learning_seed();
  std::vector<int> previous;  // the scores at the checkpoint before
  auto report = [&](long games) {
    learn_time = now() - learn_start;
    double t1 = now();
    const std::vector<int> sc = play_deals(cross_eval, system, deals);
    std::vector<int> diff(deals);
    for (int d = 0; d < deals; ++d) diff[d] = sc[d] - base[d];
    double cm, cse, dm, dse;
    stats(sc, cm, cse);
    stats(diff, dm, dse);
    std::size_t nz = 0;
    for (float w : cross.weights()) nz += w != 0;
    // Prediction: squared error of each afterstate's estimate against the final score, on cross-greedy games.
    double se_n = 0, se_c = 0, wabs = 0;
    long cnt = 0;
    {
      const GreedyPolicy greedy(cross_eval);
      for (int d = 0; d < 2000; ++d) {
        Game g(system, 7100000 + d);
        Rng rng(d);
        Board b;
        std::vector<std::pair<double, double>> est;
        for (int tt = 0; tt < kNumCells; ++tt) {
          b.place(greedy.choose(b, g.cards()[tt], rng), g.cards()[tt]);
          if (!b.full()) est.push_back({narl_eval.evaluate(b), cross_eval.evaluate(b)});
        }
        const double fin = b.score(system);
        for (auto [n, c] : est) se_n += (n - fin) * (n - fin), se_c += (c - fin) * (c - fin), ++cnt, wabs += std::abs(c - n);
      }
    }
    std::printf("  rmse narl %.3f cross %.3f, mean |correction| %.3f\n", std::sqrt(se_n / static_cast<double>(cnt)),
                std::sqrt(se_c / static_cast<double>(cnt)), wabs / static_cast<double>(cnt));
    std::printf("games %ld: cross greedy %.3f +- %.3f, cross - narl %+.3f +- %.3f | learn %.1f s (%.0f games/s) nonzero %zu\n",
                games, cm, cse, dm, dse, learn_time, static_cast<double>(games) / learn_time, nz);
    if (!previous.empty()) {
      std::vector<int> step(deals);
      for (int d = 0; d < deals; ++d) step[d] = sc[d] - previous[d];
      double sm, sse;
      stats(step, sm, sse);
      std::printf("  this checkpoint - the one before: %+.3f +- %.3f\n", sm, sse);
    }
    previous = sc;
    std::fflush(stdout);
    learn_start += now() - t1;  // exclude evaluation time
  };
  learn_cross(cross, narl, system, cs, budget,
              [&](const LearnProgress& p) {
                if (next < checkpoints.size() && p.games >= checkpoints[next]) {
                  report(p.games);
                  ++next;
                }
              },
              nullptr);
  if (ex_deals > 0) {
    double t0 = now();
    const std::vector<int> a = play_expectimax(narl_eval, system, ex_deals);
    double ta = now() - t0;
    t0 = now();
    const std::vector<int> c = play_expectimax(cross_eval, system, ex_deals);
    double tc = now() - t0;
    std::vector<int> diff(ex_deals);
    for (int d = 0; d < ex_deals; ++d) diff[d] = c[d] - a[d];
    double am, ase, cm, cse, dm, dse;
    stats(a, am, ase);
    stats(c, cm, cse);
    stats(diff, dm, dse);
    std::printf("expectimax %d deals: narl %.3f +- %.3f (%.1f s), cross %.3f +- %.3f (%.1f s), cross - narl %+.3f +- %.3f\n",
                ex_deals, am, ase, ta, cm, cse, tc, dm, dse);
  }
  return 0;
}
