#include "ai/core/match.h"

#include <chrono>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "engine/rng.h"

namespace pps {

std::uint64_t player_seed(std::int64_t deal_seed) {
  std::uint64_t x = static_cast<std::uint64_t>(deal_seed) ^ 0x5050535F706C6179ULL;  // "PPS_play"
  return splitmix64(x);
}

Game play_game(Player& player, const PointSystem& system, std::int64_t deal_seed) {
  return play_game(player, Game(system, deal_seed));
}

Game play_game(Player& player, Game game) {
  player.new_game(player_seed(game.seed()));
  while (!game.over()) {
    const int cell = player.choose(game.board(), game.current_card());
    if (cell < 0 || cell >= kNumCells || !game.board().is_empty(cell))
      throw std::logic_error("player " + player.spec() + " chose an illegal cell " + std::to_string(cell));
    game.play(cell);
  }
  return game;
}

int forfeit_score(const PointSystem& system) { return 10 * system.min_points(); }

ContestGame play_contest_game(Player& player, const PointSystem& system, std::int64_t deal_seed,
                              const SearchBudget& budget) {
  return play_contest_game(player, Game(system, deal_seed), budget);
}

ContestGame play_contest_game(Player& player, Game fresh, const SearchBudget& budget) {
  using Clock = std::chrono::steady_clock;
  ContestGame result{std::move(fresh), 0, 0.0, "", false};
  Game& game = result.game;
  const PointSystem& system = game.system();
  player.new_game(player_seed(game.seed()));
  auto start = Clock::now();
  const auto thought = [&] { return std::chrono::duration<double>(Clock::now() - start).count(); };
  try {
    while (!game.over()) {
      start = Clock::now();
      const int cell = player.choose(game.board(), game.current_card());
      result.seconds += thought();
      // An engine player's illegal cell is a bug: Game::play throws, reported as an internal error.
      game.play(cell);
    }
  } catch (const Forfeit& lost) {
    result.seconds += thought();
    result.forfeit = lost.what();
    result.timed_out = lost.on_time;
  }
  const bool per_game_clock = budget.simulations == 0 && budget.move_seconds == 0;
  if (result.forfeit.empty() && per_game_clock && result.seconds > budget.game_seconds) {
    char why[96];
    std::snprintf(why, sizeof why, "thought %.3f s, over the game's %g s", result.seconds, budget.game_seconds);
    result.forfeit = why;
    result.timed_out = true;
  }
  result.score = result.forfeit.empty() ? game.score() : forfeit_score(system);
  return result;
}

}  // namespace pps
