// Player specs as the CLI, URLs (&ai=) and the lab take them (make_player and
// PlayerParams). An accepted spec's canonical form builds the same player;
// the players that need no learning then make one move.
#include "ai/core/player.h"
#include "engine/game.h"
#include "fuzz_support.h"

using namespace pps;

namespace {

// A deal with four empty cells left: a move is cheap to search.
const Game& endgame() {
  static const Game game = [] {
    Game g(PointSystem::american(), 5);
    for (int cell = 0; cell < kNumCells - 4; ++cell) g.play(cell);
    return g;
  }();
  return game;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view spec = fuzz::as_text(data, size);
  // Tiger's squash=precise searches every grid for the score range (~0.4 s
  // natively, seconds under the sanitizers) when the player is built: correct
  // but too slow for a fuzzer; tiger_player_test covers it.
  if (spec.find("precise") != std::string_view::npos) return 0;

  std::unique_ptr<Player> player;
  if (!fuzz::accepts([&] { player = make_player(spec); })) return 0;
  const std::string canonical = player->spec();
  if (make_player(canonical)->spec() != canonical) fuzz::finding("'" + canonical + "' is not canonical");

  const std::string_view name = spec.substr(0, spec.find(':'));
  if (name != "random" && name != "greedy" && name != "tiger") return 0;  // the others learn first
  SearchBudget budget;
  budget.simulations = 16;
  player->set_budget(budget);
  player->new_game(1);
  const Game& game = endgame();
  const int cell = player->choose(game.board(), game.current_card());
  if (cell < 0 || cell >= kNumCells || !game.board().is_empty(cell))
    fuzz::finding("'" + canonical + "' chose cell " + std::to_string(cell) + ", not an empty one");
  return 0;
}
