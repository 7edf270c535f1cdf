// Embind API for sealed deals (engine/sealed_deal.h): a key's check, the deal
// of a key, and the score of a game played on it. The lab deals and scores a
// student's games on sealed deals through these, so that the page and `pps`
// have one implementation and deal the same cards from the same key.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "bindings/boundary.h"
#include "bindings/convert.h"
#include "engine/game.h"
#include "engine/sealed_deal.h"

using emscripten::val;

namespace pps::bindings {
namespace {

DealKey key_arg(const val& key) { return DealKey::parse(string_arg(key, "deal key")); }

// A deal number travels as a decimal string, as seeds do.
std::int64_t number_arg(const val& number) { return parse_seed(string_arg(number, "deal number")); }

// The key's canonical text (64 lowercase hex digits), or a refusal saying why it is none.
val parse_deal_key(const val& key) {
  return guarded([&] { return key_arg(key).hex(); });
}

// The 25 card ids of deal `number` of `system` under `key` (each point
// system deals its own), in the order they are dealt.
val sealed_deal_js(const val& key, const val& system, const val& number) {
  return guarded([&] {
    const Deal cards =
        sealed_deal(key_arg(key), PointSystem::parse(string_arg(system, "point system")), number_arg(number));
    val out = val::array();
    for (Card c : cards) out.call<void>("push", card_to_js(c));
    return out;
  });
}

// The score of deal `number` of `system` under `key` with its cards placed in
// `cells` (25 cells 0..24, in the order the cards came); refuses a cell out
// of range or taken.
val score_sealed_game(const val& system, const val& key, const val& number, const val& cells) {
  return guarded([&] {
    Game game(PointSystem::parse(string_arg(system, "point system")), number_arg(number), key_arg(key));
    if (!cells.isArray() || cells["length"].as<int>() != kNumCells)
      throw std::invalid_argument("cells must be an array of 25 cells, one per card in the order they came");
    for (int turn = 0; turn < kNumCells; ++turn) game.play(integer_arg(cells[turn], "cell", 0, kNumCells - 1));
    return game.score();
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_sealed) {
  using emscripten::function;
  function("parseDealKey", &parse_deal_key);
  function("sealedDeal", &sealed_deal_js);
  function("scoreSealedGame", &score_sealed_game);
}

}  // namespace pps::bindings
