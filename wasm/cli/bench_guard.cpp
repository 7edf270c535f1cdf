#include "cli/bench_guard.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>

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

namespace {
constexpr std::string_view kHeader =
    "# The bench guard of `pps bench`: every guarded player spec and its pinned\n"
    "# signature (simulations-checksum over its learned bytes, moves and estimates on\n"
    "# a fixed workload, the same on one or two threads), then the signature over\n"
    "# them all. `pps bench` runs these specs and tests/cpp/cli/bench_guard_test.cpp\n"
    "# checks the pins. A new spec: add its line with the signature \"-\", rebuild,\n"
    "# then `build/pps bench --write-pins bench/guard.txt` writes every pin. Only\n"
    "# for an intended change of behaviour: the commit says which pins moved and why.\n";
}  // namespace

GuardList parse_guard_list(std::string_view text) {
  GuardList list;
  int number = 0;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    const std::string line(text.substr(0, end));
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    ++number;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string spec, signature, extra;
    if (!(fields >> spec >> signature) || (fields >> extra) || !list.signature.empty())
      throw std::invalid_argument("guard list line " + std::to_string(number) + " is not 'SPEC SIGNATURE': " + line);
    if (spec == "signature") list.signature = signature;
    else list.pins.push_back({spec, signature});
  }
  if (list.pins.empty() || list.signature.empty())
    throw std::invalid_argument("guard list has no specs or no final 'signature' line");
  return list;
}

std::string format_guard_list(const GuardList& list) {
  std::size_t width = 0;
  for (const GuardPin& pin : list.pins) width = std::max(width, pin.spec.size());
  std::string text(kHeader);
  const auto line = [&](const std::string& key, const std::string& value) {
    text += key + std::string(width + 2 - key.size(), ' ') + value + "\n";
  };
  for (const GuardPin& pin : list.pins) line(pin.spec, pin.signature);
  line("signature", list.signature);
  return text;
}

const GuardList& guard_list() {
  static const GuardList list = parse_guard_list(guard_list_text());
  return list;
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
    if (const auto* learner = learner_of(*player)) fnv.add(learner->save());
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
