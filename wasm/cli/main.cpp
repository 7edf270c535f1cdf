// pps: the native command-line tool of Poker Squares Lab.
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "ai/hindsight/hindsight.h"
#include "cli/budget_flags.h"
#include "cli/commands.h"
#include "cli/deal_flags.h"
#include "cli/programs.h"
#include "engine/quote.h"

namespace pps::cli {

const std::vector<Command>& commands() {
  static const std::vector<Command> all = {
      {{"deal",
        "Print the 25 cards dealt for a seed, in deal order (the contest framework's deal), or a key's sealed deal.",
        [] {
          std::vector<FlagSpec> flags = {{"seed", "S", "deal seed, a signed 64-bit integer (of a sealed deal, its number)", "0"},
                                         {"system", "SYS", "with a key: the point system whose sealed deal S to print "
                                                           "(each system deals its own)", "american"}};
          for (FlagSpec& flag : key_flags()) flags.push_back(flag);
          flags[2].help = "print sealed deal S of the key in FILE instead (64 hex digits)";
          return flags;
        }()},
       run_deal},
      {{"key", "Print a new deal key for --key: 64 hex digits from /dev/urandom.", {}}, run_key},
      {{"score", "Score a complete grid: each row and column's hand and points, and the total.",
        {{"system", "SYS", "point system (american, british, ameritish:SEED, random:SEED, hypercorner:SEED, "
                           "single:CATEGORY or ten comma-separated values)", "american"},
         {"grid", "CARDS", "25 distinct cards in row-major order, e.g. \"AH 7S TS ...\"", ""}}},
       run_score},
      {{"play", "Let a player play N games on the deals of seeds S0..S0+N-1 and report its scores.",
        with_budget_flags(with_program_flags(with_deal_flags({{"player", "SPEC", "player spec (see pps players)", "random"},
                           {"system", "SYS", "point system", "american"},
                           {"games", "N", "number of games", "100"},
                           {"seed", "S0", "seed of the first deal (with sealed deals, its number)", "0"},
                           {"json", "FILE", "also write every game's seed, score and moves (the serialized game; of a sealed deal, the moves) to FILE as JSON", ""},
                           {"learned", "FILE", "a learning player starts from this pps learn --out file instead of learning", ""}})))},
       run_play},
      {{"players", "List the available players with their parameters.", {}}, run_players},
      {{"learn", "Let a learning player learn a point system, with progress; optionally save what it learned.",
        {{"player", "SPEC", "a learning player: beemo, narl, tdnet or champion (see pps players)", "champion"},
         {"system", "SYS", "point system", "american"},
         {"prep", "SECONDS", "learning time (default: the spec's prep, 300 s)", ""},
         {"games", "N", "learning games instead of time (deterministic)", ""},
         {"threads", "N", "learning threads", "1"},
         {"out", "FILE", "write the learned data (the form the web app caches) to FILE", ""}}},
       run_learn},
      {{"tournament",
        "Every player plays the same deals on every system: means ± standard errors and the contest's "
        "normalized score.",
        with_budget_flags(with_program_flags(with_deal_flags({{"players", "A,B,...", "player specs, comma-separated", "random,greedy"},
                           {"systems", "LIST", "contest12 (the EAAI-2016 contest's twelve) or point systems, "
                                              "comma- or semicolon-separated", "american"},
                           {"system-seed", "S", "seed of contest12's generated systems", "34412016"},
                           {"games", "N", "deals per system", "100"},
                           {"seed", "S0", "seed of the first deal (with sealed deals, its number)", "0"},
                           {"shard", "K/N", "play only games i with i mod N = K-1 (merge shards with pps merge)", ""},
                           {"json", "FILE", "write the results (exact sums, mergeable) to FILE", ""},
                           {"players-from", "DIR",
                            "a class: every program in DIR plays too (.py with python3 and the Python client, .java "
                            "compiled with the Java client, executable files), named by its file; --players then only "
                            "if given",
                            ""},
                           {"prep", "SECONDS", "preparation per point system of each program of --players-from, and its time to start", "300"},
                           {"clients", "DIR", "the protocol's clients for --players-from (clients/ of the source)", ""},
                           {"logs", "DIR",
                            "each program of --players-from writes its standard error to DIR/FILE.log (default: pps's "
                            "standard error; give every shard the same DIR)",
                            ""},
                           {"reference", "NAME",
                            "the leaderboard's paired differences are from this player (a name, spec or file); "
                            "default for a class: the first of --players",
                            ""},
                           {"grades", "FILE",
                            "write the grade sheet to FILE (CSV: rank, student, file, name, games, mean, se, "
                            "normalized, paired difference, lost games, status, key, sandbox)",
                            ""}})))},
       run_tournament},
      {{"merge", "Combine tournament shards (pps tournament --shard K/N --json F) into one result.",
        {{"inputs", "F1,F2,...", "the shards' JSON files", ""},
         {"partial", "", "allow missing shards", ""},
         {"json", "FILE", "write the merged results to FILE", ""},
         {"reference", "NAME", "the leaderboard's paired differences are from this player", ""},
         {"grades", "FILE", "write the grade sheet to FILE (as pps tournament --grades)", ""}}},
       run_merge},
      {{"bench", "A fixed search workload: prints a signature (simulations, checksum of the moves) and the speed.",
        {{"sims", "N", "simulations per move", "400"},
         {"games", "N", "games per simulation policy", "2"},
         {"threads", "N", "search threads (the signature must not change)", "1"},
         {"guard-seconds", "S",
          "run each guard workload again until S seconds have passed, and print one pass's mean time (for speed "
          "ratios of the short workloads)",
          "0"},
         {"write-pins", "FILE",
          "after the guard, write its signatures as the pins to FILE (bench/guard.txt) and stop", ""}}},
       run_bench},
      {{"hindsight",
        "The best grid of a deal's 25 cards knowing them all in advance (the score no player can beat), "
        "with an upper bound.",
        {{"system", "SYS", "point system", "american"},
         {"seed", "S", "deal seed", "0"},
         {"iterations", "N", "annealing swap proposals, over all restarts (deterministic)", std::to_string(HindsightOptions{}.iterations)},
         {"restarts", "N", "annealing runs sharing the iterations", std::to_string(HindsightOptions{}.restarts)},
         {"bound-nodes", "N", "branch-and-bound nodes for the upper bound", std::to_string(HindsightOptions{}.bound_nodes)},
         {"json", "FILE", "also write the grid, score and bound to FILE as JSON", ""}}},
       run_hindsight},
      {{"analyze",
        "A position of a deal (system, seed, moves so far): the AI's estimate for every empty cell and why it "
        "prefers its cell, split by line.",
        analyze_flags()},
       run_analyze},
      {{"review",
        "A finished game (a share link, or system, seed and moves) reviewed as the app does: every move's verdict "
        "and cost, the luck of its card, the game's accuracy and the key moments with why.",
        review_flags()},
       run_review},
      {{"serve",
        "Play a built-in player for another program: speak the player protocol (docs/PLAYER-PROTOCOL.md) as a player "
        "on standard input and output.",
        serve_flags(), "player"},
       run_serve},
  };
  return all;
}

namespace {

// The report on standard output must arrive too: `pps play > /dev/full` used
// to exit 0 with the report lost. Returns `status`, or 1 if the output failed.
int with_checked_stdout(int status) {
  errno = 0;
  std::cout.flush();
  const bool failed = std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout;
  if (!failed) return status;
  std::cerr << "pps: cannot write the standard output: " << (errno ? std::strerror(errno) : "the write failed") << "\n";
  return 1;
}

void print_usage(std::ostream& out) {
  out << "usage: pps <command> [flags]\n\nPoker Squares Lab: the engine and AI players on the command line.\n\n"
         "commands:\n";
  std::size_t width = 0;
  for (const auto& command : commands()) width = std::max(width, command.spec.name.size());
  for (const auto& command : commands()) {
    std::string name = "  " + command.spec.name;
    name.resize(width + 4, ' ');  // two spaces at least between the name and its summary
    out << name << command.spec.summary << "\n";
  }
  out << "\nRun 'pps <command> --help' for a command's flags.\n";
}

}  // namespace
}  // namespace pps::cli

int main(int argc, char** argv) {
  using namespace pps::cli;
  const std::vector<std::string> words(argv + 1, argv + argc);
  hide_key_arguments(argc, argv);
  if (words.empty()) {
    print_usage(std::cerr);
    return 2;
  }
  if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
    print_usage(std::cout);
    return with_checked_stdout(0);
  }
  try {
    for (const auto& command : commands()) {
      if (command.spec.name != words[0]) continue;
      const auto args = Args::parse(command.spec, {words.begin() + 1, words.end()});
      return with_checked_stdout(args ? command.run(*args) : 0);
    }
    throw UsageError("unknown command " + pps::quote(words[0]) + " (see pps --help)");
  } catch (const UsageError& e) {
    std::cerr << "pps: " << e.what() << "\n";
    return 2;
  } catch (const FileError& e) {
    std::cerr << "pps: " << e.what() << "\n";
    return 1;
  } catch (const std::invalid_argument& e) {  // bad values found by the engine's parsers
    std::cerr << "pps: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "pps: internal error: " << e.what() << "\n";
    return 1;
  }
}
