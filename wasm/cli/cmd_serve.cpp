// pps serve SPEC: a built-in player as a program of the player protocol, on
// standard input and output (external/protocol_server.h), so that it plays in
// any harness that speaks the protocol.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <optional>

#include "ai/core/learned_data.h"
#include "ai/learn/learning_player.h"
#include "cli/commands.h"
#include "cli/input_file.h"
#include "cli/player_factory.h"
#include "engine/quote.h"
#include "external/player_protocol.h"
#include "external/protocol_server.h"

namespace pps::cli {

namespace {

// Of the harness's preparation time, what a player that learns by the clock
// (prep=SECONDS) may spend learning: the rest is for answering in time.
double learning_seconds(std::int64_t millis) { return std::max(0.0, 0.9 * static_cast<double>(millis) / 1000.0 - 0.2); }

// The standard output as the protocol's alone: its descriptor is kept for
// the answers, and descriptor 1 becomes the standard error, so that nothing
// else written there (a library's message) can reach the harness.
std::FILE* take_standard_output() {
  std::fflush(stdout);
  const int protocol = ::dup(1);
  std::FILE* out = protocol < 0 ? nullptr : ::fdopen(protocol, "w");
  if (!out || ::dup2(2, 1) < 0) throw FileError("cannot keep the standard output for the protocol");
  return out;
}

std::string default_name(const std::string& spec) {
  std::string name = "pps " + spec;
  if (name.size() > external::kMaxNameBytes) name = name.substr(0, external::kMaxNameBytes - 3) + "...";
  return name;
}

}  // namespace

int run_serve(const Args& args) {
  if (!args.has("player")) throw UsageError("pps serve needs the player to serve, e.g. pps serve champion (see pps players)");
  const std::string spec = args.text("player");
  if (spec.substr(0, spec.find(':')) == "external")
    throw UsageError("pps serve plays a built-in player; an external program speaks the protocol itself");
  const auto player = make_cli_player(spec);
  const int limits = args.has("sims") + args.has("move-time");
  if (limits > 1) throw UsageError("give at most one of --sims and --move-time (neither: the harness's clock)");
  SearchBudget budget;
  if (args.has("sims")) budget.simulations = args.integer("sims", 1, 1'000'000'000);
  if (args.has("move-time")) budget.move_seconds = args.number("move-time", 0.0001, 1e5);
  budget.threads = static_cast<int>(args.integer("threads", 1, 256));
  player->set_budget(budget);

  external::ServeOptions options;
  options.name = args.has("name") ? args.text("name") : default_name(player->spec());
  if (const auto hello = external::parse_hello(external::hello_answer(options.name)); !hello.error.empty() ||
                                                                                      hello.name != options.name)
    throw UsageError("--name " + quote(options.name) + ": a name is 1 to " + std::to_string(external::kMaxNameBytes) +
                     " printable characters, without spaces at either end");
  options.first_seed = parse_seed(args.text("seed"));
  options.use_game_clock = limits == 0;

  LearningPlayer* learner = learner_of(*player);
  std::string learned_bytes;
  std::optional<PointSystem> learned_for;  // the system of the --learned file
  if (args.has("learned")) {
    if (!learner) throw UsageError("--learned: player '" + player->spec() + "' does not learn");
    learned_bytes = read_input_file(args.text("learned"), "--learned file", kMaxLearnedBytes);
    try {  // refused now, not at the harness's first "system"
      learned_for = learned_system(learned_bytes);
      learner->load(learned_bytes, *learned_for);
    } catch (const std::invalid_argument& e) {
      throw UsageError("--learned file " + quote(args.text("learned")) + ": " + e.what());
    }
  }
  std::optional<PointSystem> ready_for = learned_for;
  options.prepare = [&](const PointSystem& system, std::int64_t millis) {
    if (learner && !(ready_for && *ready_for == system)) {
      if (learned_for && *learned_for == system) {
        learner->load(learned_bytes, system);
      } else if (learner->spec_budget().games == 0) {  // learns by the clock: within the harness's time
        LearnBudget limited = learner->spec_budget();
        limited.seconds = std::min(limited.seconds, learning_seconds(millis));
        learner->prepare(system, limited);
      }
    }
    player->set_system(system);  // learns games=N as the spec says, as pps does
    ready_for = system;
  };

  std::FILE* out = take_standard_output();
  const auto answer = [out](const std::string& line) {
    if (std::fprintf(out, "%s\n", line.c_str()) < 0 || std::fflush(out) != 0)
      throw FileError("cannot write to the harness (it closed our standard output)");
  };
  external::serve(std::cin, answer, *player, options);
  std::fclose(out);
  return 0;
}

std::vector<FlagSpec> serve_flags() {
  return {
      {"player", "SPEC", "the built-in player to serve (see pps players); also the first word after serve", ""},
      {"learned", "FILE", "a pps learn --out file: the player starts from it on its point system instead of learning", ""},
      {"sims", "N", "a fixed number of simulations per move (deterministic) instead of the harness's clock", ""},
      {"move-time", "SECONDS", "a fixed search time per move instead of the harness's clock", ""},
      {"threads", "N", "search threads (same moves with --sims whatever N)", "1"},
      {"seed", "S0", "the deal seed of the harness's first game: game k after each point system is seeded as pps "
                     "seeds the deal S0+k, so that the moves are those of the built-in player in pps", "0"},
      {"name", "NAME", "the name given in the handshake (default: pps and the spec)", ""},
  };
}

}  // namespace pps::cli
