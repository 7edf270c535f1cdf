// Embind API for the engine's rules that the web page needs as data: the
// point systems' text forms, hand categories, card names and the default
// system (pageRules(), which scripts/write-page-rules.mjs writes to
// web/src/engine/rules.json when the engine is built, so that the page has
// them before the engine has loaded), and the checks of what a visitor types:
// a seed (parseSeed) and one custom point value (parsePoints).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "bindings/boundary.h"
#include "bindings/convert.h"
#include "engine/card.h"
#include "engine/hand.h"
#include "engine/point_system.h"

using emscripten::val;

namespace pps::bindings {
namespace {

val system_forms_to_js() {
  val out = val::array();
  for (const SystemForm& form : system_forms()) {
    val entry = val::object();
    entry.set("kind", std::string(form.kind));
    entry.set("label", std::string(form.label));
    entry.set("prefix", std::string(form.prefix));
    entry.set("argument", std::string(form.argument));
    out.call<void>("push", entry);
  }
  return out;
}

val categories_to_js() {
  val out = val::array();
  for (int category = 0; category < kNumCategories; ++category) {
    val entry = val::object();
    entry.set("name", std::string(category_name(category)));
    entry.set("slug", std::string(category_slug(category)));
    out.call<void>("push", entry);
  }
  return out;
}

// By card id: {text: "QH", name: "queen of hearts", rank: 0..12, suit: 0..3}.
val cards_to_js() {
  val out = val::array();
  for (int id = 0; id < kNumCards; ++id) {
    const Card card = static_cast<Card>(id);
    val entry = val::object();
    entry.set("text", card_to_string(card));
    entry.set("name", card_long_name(card));
    entry.set("rank", rank_of(card));
    entry.set("suit", suit_of(card));
    out.call<void>("push", entry);
  }
  return out;
}

// {defaultSystem, systems: [{kind, label, prefix, argument}], categories:
// [{name, slug}], points: {min, max, separator}, cards: [{text, name, rank, suit}]}
val page_rules() {
  val points = val::object();
  points.set("min", kMinPoints);
  points.set("max", kMaxPoints);
  points.set("separator", std::string(","));
  val out = val::object();
  out.set("defaultSystem", PointSystem().to_string());
  out.set("systems", system_forms_to_js());
  out.set("categories", categories_to_js());
  out.set("points", points);
  out.set("cards", cards_to_js());
  return out;
}

// The seed's canonical text ("007" -> "7"), or a refusal saying why it is none.
val parse_seed_text(const val& text) {
  return guarded([&] { return seed_to_js(parse_seed(string_arg(text, "seed"))); });
}

// One value of a custom point system, as parseSystem reads it.
val parse_points_text(const val& text, const val& category) {
  return guarded([&] {
    return parse_points(string_arg(text, "points"), integer_arg(category, "category", 0, kNumCategories - 1));
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_rules) {
  using emscripten::function;
  function("pageRules", +[] { return guarded(page_rules); });
  function("parseSeed", &parse_seed_text);
  function("parsePoints", &parse_points_text);
}

}  // namespace pps::bindings
