// pps bench: like Stockfish's bench, fixed deterministic workloads whose
// signatures change only when behaviour changes; tests pin them.
//   - the guard (bench_guard.h): every spec of bench/guard.txt, learned
//     bytes, moves and estimates, one signature per spec and one over all of
//     them, compared with the pins (--write-pins FILE rewrites them);
//   - Tiger's simulation policies at --sims a move: a signature (total
//     simulations and every move chosen) and the speed of each policy.
#include <chrono>
#include <cstdio>

#include "ai/core/match.h"
#include "ai/core/player.h"
#include "cli/bench_guard.h"
#include "cli/commands.h"
#include "cli/output_file.h"
#include "engine/game.h"

namespace pps::cli {

int run_bench(const Args& args) {
  using Clock = std::chrono::steady_clock;
  SearchBudget budget;
  budget.simulations = args.integer("sims", 1, 1'000'000);
  budget.threads = static_cast<int>(args.integer("threads", 1, 256));
  const std::int64_t games = args.integer("games", 1, 1000);
  const double guard_seconds = args.number("guard-seconds", 0, 600);

  std::uint64_t guard_checksum = 1469598103934665603ULL;
  std::int64_t guard_sims = 0;
  GuardList measured;
  std::string moved;
  for (const GuardPin& pin : guard_list().pins) {
    const std::string& spec = pin.spec;
    const GuardLine line = run_guard(spec, budget.threads);
    // Repeated passes must repeat the workload exactly.
    double seconds = line.seconds;
    int passes = 1;
    while (seconds < guard_seconds) {
      const GuardLine again = run_guard(spec, budget.threads);
      if (again.checksum != line.checksum || again.simulations != line.simulations)
        throw std::runtime_error("the guard workload of " + spec + " changed between passes");
      seconds += again.seconds;
      ++passes;
    }
    if (passes == 1) {
      std::printf("guard %-52s %s %7.3f s\n", spec.c_str(), guard_signature(line.simulations, line.checksum).c_str(),
                  line.seconds);
    } else {
      std::printf("guard %-52s %s %10.6f s a pass (%d passes)\n", spec.c_str(),
                  guard_signature(line.simulations, line.checksum).c_str(), seconds / passes, passes);
    }
    guard_checksum = (guard_checksum ^ line.checksum) * 1099511628211ULL;
    guard_sims += line.simulations;
    measured.pins.push_back({spec, guard_signature(line.simulations, line.checksum)});
    if (measured.pins.back().signature != pin.signature) moved += (moved.empty() ? "" : ", ") + spec;
  }
  measured.signature = guard_signature(guard_sims, guard_checksum);
  std::printf("guard signature %s\n", measured.signature.c_str());
  if (moved.empty()) std::printf("pins: every guard signature matches bench/guard.txt\n\n");
  else std::printf("pins: these guard signatures differ from bench/guard.txt: %s\n\n", moved.c_str());
  if (args.has("write-pins")) {
    OutputFile out(args.text("write-pins"), "--write-pins file");
    out.stream() << format_guard_list(measured);
    out.commit();
    std::printf("wrote the pins to %s\n", args.text("write-pins").c_str());
    return 0;
  }
  const PointSystem systems[] = {PointSystem::american(), PointSystem::parse("random:1")};
  std::uint64_t checksum = 1469598103934665603ULL;  // FNV-1a over every move
  std::int64_t total_sims = 0;
  double total_seconds = 0;
  for (const char* spec : {"tiger:sim=best", "tiger:sim=prune", "tiger:sim=random", "tiger:sel=uct,bandit=tuned"}) {
    auto player = make_player(spec);
    player->set_budget(budget);
    std::int64_t sims = 0;
    const auto start = Clock::now();
    for (std::int64_t g = 0; g < games; ++g) {
      const PointSystem& system = systems[g % 2];
      player->set_system(system);
      Game game(system, g);
      player->new_game(player_seed(g));
      while (!game.over()) {
        const Analysis a = player->analyze(game.board(), game.current_card());
        sims += a.simulations;
        game.play(a.best);
        checksum = (checksum ^ static_cast<std::uint64_t>(a.best)) * 1099511628211ULL;
      }
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::printf("%-28s %10lld simulations %8.3f s %10.0f simulations/s\n", spec, static_cast<long long>(sims), seconds,
                static_cast<double>(sims) / seconds);
    total_sims += sims;
    total_seconds += seconds;
  }
  std::printf("signature %lld-%016llx\n", static_cast<long long>(total_sims), static_cast<unsigned long long>(checksum));
  std::printf("speed %.0f simulations/s (%d thread%s)\n", static_cast<double>(total_sims) / total_seconds, budget.threads,
              budget.threads > 1 ? "s" : "");
  return 0;
}

}  // namespace pps::cli
