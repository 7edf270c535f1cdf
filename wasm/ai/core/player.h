// A player chooses where each card goes. It is an evaluator + a search + a
// time policy (docs/DESIGN.md, "A player is an evaluator, a search and a time
// policy"); the simplest ones need none of these.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ai/core/player_params.h"
#include "ai/core/search_budget.h"
#include "engine/board.h"
#include "engine/point_system.h"

namespace pps {

// 25 NaNs: no cell rated.
constexpr std::array<double, kNumCells> unrated_cells() {
  std::array<double, kNumCells> cells{};
  cells.fill(std::numeric_limits<double>::quiet_NaN());
  return cells;
}

// What a player thinks of the placements of one card.
struct Analysis {
  // Estimated final score of the game for placing the card in each cell; NaN
  // for filled cells (and for cells the player did not estimate).
  std::array<double, kNumCells> value;
  int best = -1;                 // the cell the player chooses
  std::int64_t simulations = 0;  // work done, for progress and benchmarks
  // Simulated games behind each value (0 where a value is exact, heuristic or
  // absent): how much to trust it.
  std::array<std::int64_t, kNumCells> samples{};
  // What an explanation needs to say how the value came about (NaN where a
  // player has nothing to say):
  //  - the value its lookahead over the next cards gave the cell, before
  //    playouts replaced it (the champion's ranking under its race; equal to
  //    value where they did not);
  //  - the standard error of value[best] - value[cell] from the samples
  //    behind them, paired where they were played on the same deals.
  std::array<double, kNumCells> lookahead = unrated_cells();
  std::array<double, kNumCells> gap_error = unrated_cells();
};

// An analysis with no cell rated yet (every value NaN) and no choice.
inline Analysis unrated_analysis() {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  return analysis;
}

// Thrown by choose() when a player has lost the game by the contest's rules
// and has no move to make (an external program that did not answer in time,
// or answered an illegal cell): the game scores the contest's penalty.
// what() says why, for the report.
struct Forfeit : std::runtime_error {
  Forfeit(const std::string& why, bool lost_on_time) : std::runtime_error(why), on_time(lost_on_time) {}
  bool on_time;  // lost on time (the other reasons are illegal or missing answers)
};

class Player {
 public:
  virtual ~Player() = default;

  // The spec string this player was built from, e.g. "random".
  virtual std::string spec() const = 0;
  // Called before the games of a point system (learning players prepare here).
  virtual void set_system(const PointSystem& system) { system_ = system; }
  const PointSystem& system() const { return system_; }
  // Called at the start of each game with a seed for the player's own choices,
  // so that a game is reproducible from (system, deal seed, player seed).
  virtual void new_game(std::uint64_t seed) = 0;
  // The empty cell where `card` goes on `board`.
  virtual int choose(const Board& board, Card card) = 0;
  // The per-cell estimates behind a choice (hints, heat maps). Players that
  // estimate nothing return only `best` (the default).
  virtual Analysis analyze(const Board& board, Card card);

  // Another thread may set *stop to make a running choose()/analyze() return
  // its best answer so far promptly. nullptr (the default) never stops.
  void set_stop_flag(const std::atomic<bool>* stop) { stop_ = stop; }

  // How long a search player may think, and on how many threads (players
  // that do not search ignore it). Takes effect from the next decision; a
  // per-game budget restarts at new_game().
  virtual void set_budget(const SearchBudget& budget) { budget_ = budget; }
  const SearchBudget& budget() const { return budget_; }

 protected:
  bool stop_requested() const { return stop_ && stop_->load(std::memory_order_relaxed); }

  PointSystem system_;
  const std::atomic<bool>* stop_ = nullptr;
  SearchBudget budget_;
};

// One line per available player: its spec and what it does.
struct PlayerInfo {
  std::string name;
  std::string description;
  std::vector<ParamInfo> params;  // key, default value, meaning (spec "name:key=value,...")
};
std::vector<PlayerInfo> list_players();

// Builds a player from its spec string; throws std::invalid_argument with a
// clear message for an unknown player or a bad parameter.
std::unique_ptr<Player> make_player(std::string_view spec);

}  // namespace pps
