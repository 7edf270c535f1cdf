// The `pps` subcommands. Each returns the process exit status and throws
// UsageError for bad input.
#pragma once

#include <string>
#include <vector>

#include "cli/args.h"

namespace pps::cli {

struct Command {
  CommandSpec spec;
  int (*run)(const Args& args);
};

const std::vector<Command>& commands();

int run_deal(const Args& args);
int run_key(const Args& args);
int run_score(const Args& args);
int run_play(const Args& args);
int run_players(const Args& args);
int run_learn(const Args& args);
int run_tournament(const Args& args);
int run_merge(const Args& args);
int run_bench(const Args& args);
int run_hindsight(const Args& args);
int run_analyze(const Args& args);
std::vector<FlagSpec> analyze_flags();
int run_review(const Args& args);
std::vector<FlagSpec> review_flags();
int run_serve(const Args& args);
std::vector<FlagSpec> serve_flags();

}  // namespace pps::cli
