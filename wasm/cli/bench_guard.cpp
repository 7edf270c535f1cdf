#include "cli/bench_guard.h"

#include <chrono>
#include <cmath>
#include <cstdio>

#include "ai/learn/learning_player.h"
#include "ai/core/match.h"
#include "ai/core/player.h"
#include "engine/game.h"

namespace pps::cli {

namespace {

// Small enough that the whole guard runs in seconds; every learning player
// learns a fixed number of games (deterministic on any number of threads).
constexpr std::int64_t kSimulations = 50;

class Fnv {
 public:
  void add(std::uint64_t value) {
    for (int i = 0; i < 8; ++i) hash_ = (hash_ ^ ((value >> (8 * i)) & 0xFF)) * 1099511628211ULL;
  }
  void add(const std::string& bytes) {
    for (unsigned char c : bytes) hash_ = (hash_ ^ c) * 1099511628211ULL;
  }
  // An estimate to a thousandth of a point: the same on every compiler that
  // computes the same doubles, and NaN (no estimate) as its own value.
  void add_estimate(double value) { add(std::isnan(value) ? ~0ULL : static_cast<std::uint64_t>(std::llround(value * 1000))); }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 1469598103934665603ULL;
};

}  // namespace

const std::vector<std::string>& guard_specs() {
  static const std::vector<std::string> specs = {
      "random",
      "greedy",
      "greedy:eval=points",
      "tiger",
      "tiger:sel=uct,bandit=tuned,final=mean",
      "beemo:games=2000,train=1000,eval=500",
      "beemo:games=2000,train=1000,eval=500,search=greedy",
      "narl:games=2000",
      "narl:games=2000,search=mc",
      "narl:games=2000,search=ucb",
      "narl:games=2000,search=greedy,outs=on",
      "tdnet:games=200",
      "champion:games=2000",
      "tiger-narl:games=2000",
  };
  return specs;
}

GuardLine run_guard(const std::string& spec, int threads) {
  const auto start = std::chrono::steady_clock::now();
  auto player = make_player(spec);
  SearchBudget budget;
  budget.simulations = kSimulations;
  budget.threads = threads;
  player->set_budget(budget);
  Fnv fnv;
  GuardLine line{spec};
  const PointSystem systems[] = {PointSystem::american(), PointSystem::parse("-3,5,-20,40,17,-9,60,-128,127,0")};
  for (std::size_t s = 0; s < std::size(systems); ++s) {
    player->set_system(systems[s]);
    if (const auto* learner = dynamic_cast<const LearningPlayer*>(player.get())) fnv.add(learner->save());
    // One game by the player's own decisions (what `pps play` runs), one by
    // its analyses (what hints show).
    const std::int64_t by_choose = static_cast<std::int64_t>(2 * s), by_analyze = by_choose + 1;
    const Game played = play_game(*player, systems[s], by_choose);
    for (int move : played.moves()) fnv.add(static_cast<std::uint64_t>(move));
    Game game(systems[s], by_analyze);
    player->new_game(player_seed(by_analyze));
    while (!game.over()) {
      const Analysis a = player->analyze(game.board(), game.current_card());
      line.simulations += a.simulations;
      for (double v : a.value) fnv.add_estimate(v);
      fnv.add(static_cast<std::uint64_t>(a.best));
      game.play(a.best);
    }
  }
  line.checksum = fnv.value();
  line.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return line;
}

std::string guard_signature(std::int64_t simulations, std::uint64_t checksum) {
  char text[48];
  std::snprintf(text, sizeof text, "%lld-%016llx", static_cast<long long>(simulations),
                static_cast<unsigned long long>(checksum));
  return text;
}

}  // namespace pps::cli
