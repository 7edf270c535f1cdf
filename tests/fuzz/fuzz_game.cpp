// Saved games, the "SYSTEM;SEED;MOVES" form of shared URLs (Game::parse). An
// accepted game serializes back to a text that parses to the same position.
#include "engine/game.h"
#include "fuzz_support.h"

using namespace pps;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  Game game(PointSystem::american(), 0);
  if (!fuzz::accepts([&] { game = Game::parse(text); })) return 0;
  const Game again = Game::parse(game.serialize());
  if (again.serialize() != game.serialize() || again.moves() != game.moves() || again.score() != game.score())
    fuzz::finding("'" + game.serialize() + "' does not parse back to the same game");
  if (!game.over()) {
    const auto cells = game.legal_cells();
    if (cells.empty()) fuzz::finding("a game in progress without a legal cell");
    game.play(cells.front());
  }
  return 0;
}
