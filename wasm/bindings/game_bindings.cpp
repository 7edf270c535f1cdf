// Embind API for games: create, play, undo, score, serialize. Every method is
// a direct call into engine/game.h; the bindings add only conversions and the
// boundary's checks and guard (boundary.h: arguments arrive as val, results
// and refusals leave as val, nothing is thrown across).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <string>

#include "bindings/boundary.h"
#include "bindings/convert.h"
#include "ai/core/match.h"
#include "ai/hindsight/hindsight.h"
#include "engine/game.h"
#include "engine/sealed_deal.h"

using emscripten::val;

namespace pps::bindings {

val system_to_js(const PointSystem& system) {
  val out = val::object();
  out.set("spec", system.to_string());
  out.set("label", system.label());
  out.set("kind", std::string(system.form().kind));
  out.set("argument", std::string(system.argument()));
  val points = val::array();
  for (int category = 0; category < kNumCategories; ++category) points.call<void>("push", system.points(category));
  out.set("points", points);
  out.set("forfeit", forfeit_score(system));
  return out;
}

namespace {

val create_game(const val& system, const val& seed) {
  return guarded([&] {
    // The JavaScript handle owns the new game (Embind's unique_ptr binding).
    return std::make_unique<Game>(PointSystem::parse(string_arg(system, "point system")),
                                  parse_seed(string_arg(seed, "seed")));
  });
}

// A game of sealed deal `number` of `key` (engine/sealed_deal.h): an
// assignment's graded deal, played in the page as `pps play --key` deals it.
val create_sealed_game(const val& system, const val& key, const val& number) {
  return guarded([&] {
    return std::make_unique<Game>(PointSystem::parse(string_arg(system, "point system")),
                                  parse_seed(string_arg(number, "deal number")),
                                  DealKey::parse(string_arg(key, "deal key")));
  });
}

val parse_game(const val& text) {
  return guarded([&] { return std::make_unique<Game>(Game::parse(string_arg(text, "saved game"))); });
}

val play(Game& game, const val& cell) {
  return guarded([&] { game.play(integer_arg(cell, "cell", 0, kNumCells - 1)); });
}

val cells(const Game& game) {
  val out = val::array();
  for (int cell = 0; cell < kNumCells; ++cell) out.call<void>("push", card_to_js(game.board().at(cell)));
  return out;
}

val int_array(const std::vector<int>& values) {
  val out = val::array();
  for (int v : values) out.call<void>("push", v);
  return out;
}

// Lines 0-4 are rows, 5-9 columns: {category, name, points, size}.
val lines(const Game& game) {
  val out = val::array();
  for (int line = 0; line < kNumLines; ++line) {
    const HandCategory category = game.board().category(line);
    val entry = val::object();
    entry.set("category", static_cast<int>(category));
    entry.set("name", std::string(category_name(category)));
    entry.set("points", game.line_points(line));
    entry.set("size", game.board().line(line).size());
    out.call<void>("push", entry);
  }
  return out;
}

// The cards a player has not seen yet (neither on the board nor the card to
// place), in id order: what the remaining-cards tracker shows.
val unseen_cards(const Game& game) {
  CardMask unseen = game.board().unseen();
  if (!game.over()) unseen &= ~card_bit(game.current_card());
  val out = val::array();
  for (int c = 0; c < kNumCards; ++c)
    if (unseen & card_bit(static_cast<Card>(c))) out.call<void>("push", c);
  return out;
}

// Everything the page shows about a game, in one call.
val snapshot(const Game& game) {
  val out = val::object();
  // A sealed game has no SYSTEM;SEED;MOVES form (its cards come from a key).
  out.set("serialized", game.sealed() ? std::string() : game.serialize());
  out.set("sealed", game.sealed());
  out.set("system", system_to_js(game.system()));
  out.set("seed", seed_to_js(game.seed()));
  out.set("turn", game.turn());
  out.set("over", game.over());
  out.set("currentCard", card_to_js(game.current_card()));
  out.set("cells", cells(game));
  out.set("moves", int_array(game.moves()));
  out.set("legalCells", int_array(game.legal_cells()));
  out.set("score", game.score());
  out.set("lines", lines(game));
  out.set("unseenCards", unseen_cards(game));
  return out;
}

val parse_system(const val& text) {
  return guarded([&] { return system_to_js(PointSystem::parse(string_arg(text, "point system"))); });
}

val category_names() {
  val out = val::array();
  for (int category = 0; category < kNumCategories; ++category)
    out.call<void>("push", std::string(category_name(category)));
  return out;
}

val card_name(const val& card) {
  return guarded([&] { return card_long_name(static_cast<Card>(integer_arg(card, "card id", 0, kNumCards - 1))); });
}

// The hindsight bound of the game's deal (ai/hindsight/hindsight.h, default budget:
// the same grid on every platform): {cells: 25 card ids in cell order,
// score, bound, proven}.
val hindsight_of(const Game& game) {
  const Hindsight best = hindsight(game.cards(), game.system());
  val out = val::object();
  val cells = val::array();
  for (Card c : best.grid) cells.call<void>("push", card_to_js(c));
  out.set("cells", cells);
  out.set("score", best.score);
  out.set("bound", best.upper_bound);
  out.set("proven", best.proven);
  return out;
}

// A method with no arguments that cannot fail in itself, guarded all the
// same (an allocation can): the bound form of engine calls such as Game::over.
template <auto Read>
val read(const Game& game) {
  return guarded([&] { return Read(game); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_game) {
  using namespace emscripten;
  class_<Game>("Game")
      .class_function("create", &create_game)
      .class_function("createSealed", &create_sealed_game)
      .class_function("parse", &parse_game)
      .function("play", &play)
      .function("undo", +[](Game& g) { return guarded([&] { return g.undo(); }); })
      .function("over", &read<[](const Game& g) { return g.over(); }>)
      .function("turn", &read<[](const Game& g) { return g.turn(); }>)
      .function("score", &read<[](const Game& g) { return g.score(); }>)
      .function("hindsight", &read<hindsight_of>)
      .function("currentCard", &read<[](const Game& g) { return card_to_js(g.current_card()); }>)
      .function("legalCells", &read<[](const Game& g) { return int_array(g.legal_cells()); }>)
      .function("cells", &read<cells>)
      .function("lines", &read<lines>)
      .function("unseenCards", &read<unseen_cards>)
      .function("serialize", &read<[](const Game& g) { return g.serialize(); }>)
      .function("snapshot", &read<snapshot>);
  function("parseSystem", &parse_system);
  function("categoryNames", +[] { return guarded(category_names); });
  function("cardName", &card_name);
}

}  // namespace pps::bindings
