#include <cstdio>
#include <iostream>
#include <optional>

#include "ai/learn/learning_player.h"
#include "cli/commands.h"
#include "cli/player_factory.h"
#include "cli/output_file.h"
#include "engine/quote.h"

namespace pps::cli {

// Learns a point system with a learning player, showing its progress, and
// optionally writes what it learned (the byte form the web app caches).
int run_learn(const Args& args) {
  const PointSystem system = PointSystem::parse(args.text("system"));
  auto player = make_cli_player(args.text("player"));
  auto* learner = learner_of(*player);
  if (!learner)
    throw UsageError("player " + quote(args.text("player")) + " does not learn (try beemo, narl, tdnet, champion, or eval=narl, beemo or tdnet)");
  LearnBudget budget = learner->spec_budget();
  if (args.has("prep")) budget.seconds = args.number("prep", 0, 86400);
  if (args.has("games")) budget.games = args.integer("games", 1, 1'000'000'000);
  budget.threads = static_cast<int>(args.integer("threads", 1, 64));
  if (budget.games == 0 && budget.seconds <= 0)
    throw UsageError("a learning time of 0 s learns from no games: give a positive --prep or --games");
  std::optional<OutputFile> out;
  if (args.has("out")) out.emplace(args.text("out"), "--out file");

  double last_shown = -1;
  std::int64_t games = 0;
  learner->set_progress([&](const LearnProgress& p) {
    games = p.games;
    if (p.fraction - last_shown < 0.05 && p.fraction < 1) return;
    last_shown = p.fraction;
    std::fprintf(stderr, "\r%3.0f%%  %lld games  mean %.2f", 100 * p.fraction, static_cast<long long>(p.games), p.mean);
  });
  const auto start = std::chrono::steady_clock::now();
  learner->prepare(system, budget);
  std::fprintf(stderr, "\n");
  // A budget too small for one batch of games: nothing was learned, so
  // nothing is written (the previous --out file stays).
  if (games == 0) throw UsageError("no game was learned within the budget: give a larger --prep or --games");
  const std::string bytes = learner->save();
  std::printf("player %s, system %s: learned in %.1f s, %zu bytes\n", player->spec().c_str(),
              system.to_string().c_str(), elapsed_seconds(start), bytes.size());
  if (out) {
    out->stream().write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out->commit();
  }
  return 0;
}

}  // namespace pps::cli
