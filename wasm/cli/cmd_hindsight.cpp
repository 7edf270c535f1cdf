// pps hindsight: the best grid of a deal's 25 cards for someone who knew them
// all in advance, with a proven upper bound (see ai/hindsight/hindsight.h).
#include <cstdio>
#include <fstream>
#include <string>

#include "ai/hindsight/hindsight.h"
#include "cli/commands.h"
#include "engine/board.h"

namespace pps::cli {

namespace {

std::string line_summary(const Board& board, int line, const PointSystem& system) {
  return std::to_string(board.line_points(line, system)) + " " + std::string(category_name(board.category(line)));
}

void write_json(std::ofstream& json, const PointSystem& system, std::int64_t seed, const Hindsight& best) {
  json << "{\"system\":\"" << system.to_string() << "\",\"seed\":" << seed << ",\"grid\":\""
       << cards_to_string(best.grid.data(), kNumCells) << "\",\"score\":" << best.score
       << ",\"upper_bound\":" << best.upper_bound << ",\"proven\":" << (best.proven ? "true" : "false")
       << ",\"partition_exact\":" << (best.partition_exact ? "true" : "false")
       << ",\"iterations\":" << best.iterations << "}\n";
}

}  // namespace

int run_hindsight(const Args& args) {
  const PointSystem system = PointSystem::parse(args.text("system"));
  const std::int64_t seed = parse_seed(args.text("seed"));
  HindsightOptions options;
  options.iterations = args.integer("iterations", 0, 1'000'000'000'000);
  options.restarts = static_cast<int>(args.integer("restarts", 1, 1'000'000));
  options.bound_nodes = args.integer("bound-nodes", 0, 1'000'000'000'000);
  std::ofstream json;  // opened first: a bad path fails before the search, with nothing printed
  if (args.has("json")) {
    json.open(args.text("json"));
    if (!json) throw UsageError("cannot write --json file '" + args.text("json") + "'");
  }
  const Hindsight best = hindsight(deal(seed), system, options);

  Board board;
  for (int cell = 0; cell < kNumCells; ++cell) board.place(cell, best.grid[cell]);
  std::printf("system %s, deal seed %lld: the best grid found knowing all 25 cards\n", system.to_string().c_str(),
              static_cast<long long>(seed));
  for (int row = 0; row < kGridSize; ++row) {
    std::printf("  %s   row %s\n", cards_to_string(&best.grid[row * kGridSize], kGridSize).c_str(),
                line_summary(board, row, system).c_str());
  }
  for (int col = 0; col < kGridSize; ++col)
    std::printf("  column %d: %s\n", col + 1, line_summary(board, kGridSize + col, system).c_str());
  std::printf("score %d\n", best.score);
  if (best.proven)
    std::printf("upper bound %d: proven optimal\n", best.upper_bound);
  else
    std::printf("upper bound %d: not proven; the best grid scores %d to %d\n", best.upper_bound, best.score,
                best.upper_bound);
  if (json) write_json(json, system, seed, best);
  return 0;
}

}  // namespace pps::cli
