#include "bindings/explain_bindings.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "ai/explain/explanation.h"
#include "ai/explain/reason_text.h"
#include "bindings/boundary.h"
#include "bindings/convert.h"
#include "engine/quote.h"

namespace pps::bindings {

namespace {

constexpr const char* kReasonKinds[] = {"completes", "makes",       "keepsFlush", "keepsStraight",
                                        "endsFlush", "endsStraight", "givesUp",   "starts"};
constexpr const char* kShareKinds[] = {"line", "term", "search"};

// object[key], read without letting a getter throw across the boundary.
val field(const val& object, const std::string& key, const std::string& name) {
  const val read = val::module_property("__ppsField")(object, key);
  if (!read["error"].isUndefined())
    throw std::invalid_argument(name + " could not be read: " + quote(read["error"].as<std::string>(), 200));
  return read["value"];
}

// analysis[key]: 25 numbers, one per cell (null or absent: `missing`).
std::array<double, kNumCells> cells_field(const val& analysis, const char* key, double missing) {
  std::array<double, kNumCells> out;
  out.fill(missing);
  const std::string name = std::string("analysis ") + key;
  const val array = field(analysis, key, name);
  const std::string kind = val::module_property("__ppsKind")(array).as<std::string>();
  if (kind == "undefined" || kind == "null") return out;
  if (kind != "array" || !field(array, "length", name).isNumber() || field(array, "length", name).as<double>() != kNumCells)
    throw std::invalid_argument(name + " must be an array of 25 numbers, one per cell");
  for (int cell = 0; cell < kNumCells; ++cell) {
    const val v = field(array, std::to_string(cell), name);
    if (v.isNumber()) out[static_cast<std::size_t>(cell)] = v.as<double>();
    else if (!v.isNull() && !v.isUndefined()) throw std::invalid_argument(name + " must hold numbers (or null)");
  }
  return out;
}

Analysis analysis_arg(const val& value) {
  if (!optional_object_arg(value, "analysis")) throw std::invalid_argument("analysis must be what analyze() returned");
  Analysis analysis = unrated_analysis();
  analysis.value = cells_field(value, "values", std::numeric_limits<double>::quiet_NaN());
  const std::array<double, kNumCells> samples = cells_field(value, "samples", 0);
  for (int cell = 0; cell < kNumCells; ++cell) {
    const double n = samples[static_cast<std::size_t>(cell)];
    if (!(n >= 0 && n <= 9e15) || std::trunc(n) != n)
      throw std::invalid_argument("analysis samples must be counts (whole numbers from 0)");
    analysis.samples[static_cast<std::size_t>(cell)] = static_cast<std::int64_t>(n);
  }
  analysis.best = integer_arg(field(value, "best", "analysis best"), "analysis best", 0, kNumCells - 1);
  return analysis;
}

val int_list(unsigned mask) {
  val out = val::array();
  for (unsigned m = mask; m; m &= m - 1) out.call<void>("push", __builtin_ctz(m));
  return out;
}

val facts_to_js(const LineFacts& facts) {
  val out = val::object();
  val cards = val::array();
  for (const Card c : facts.cards) cards.call<void>("push", card_to_js(c));
  out.set("cards", cards);
  out.set("made", static_cast<int>(facts.made));
  out.set("reachable", int_list(facts.reachable));
  val flush = val::null();
  if (facts.flush) {
    flush = val::object();
    flush.set("suit", facts.flush->suit);
    flush.set("held", facts.flush->held);
    flush.set("unseen", facts.flush->unseen);
    flush.set("need", facts.flush->need);
  }
  out.set("flush", flush);
  val straight = val::null();
  if (facts.straight) {
    straight = val::object();
    straight.set("ranks", int_list(facts.straight->ranks));
    straight.set("fitting", int_list(facts.straight->fitting));
    straight.set("outs", facts.straight->outs);
    straight.set("need", facts.straight->need);
  }
  out.set("straight", straight);
  return out;
}

val change_to_js(const LineChange& change) {
  val out = val::object();
  out.set("line", change.line);
  out.set("label", line_name(change.line));
  out.set("before", facts_to_js(change.before));
  out.set("after", facts_to_js(change.after));
  out.set("givesUp", int_list(change.gives_up));
  val reasons = val::array();
  for (const Reason& reason : change.reasons) {
    const int sign = reason.stake < 0 ? -1 : 1;
    val r = val::object();
    r.set("kind", std::string(kReasonKinds[static_cast<int>(reason.kind)]));
    r.set("category", reason.category);
    r.set("points", reason.points);
    r.set("stake", reason.stake);
    r.set("text", reason_phrase(change, &reason, sign));
    reasons.call<void>("push", r);
  }
  out.set("reasons", reasons);
  return out;
}

val cell_to_js(const CellReasons& cell) {
  val out = val::object();
  out.set("cell", cell.cell);
  out.set("label", cell_name(cell.cell));
  out.set("estimate", cell.estimate);
  out.set("samples", static_cast<double>(cell.samples));
  out.set("value", cell.value);
  val lines = val::array();
  for (const LineChange& change : cell.lines) lines.call<void>("push", change_to_js(change));
  out.set("lines", lines);
  return out;
}

val explanation_to_js(const Explanation& e) {
  val out = val::object();
  out.set("card", card_to_js(e.card));
  out.set("best", cell_to_js(e.best));
  out.set("other", e.compared ? cell_to_js(e.other) : val::null());
  out.set("difference", e.difference);
  out.set("fromEstimates", e.from_estimates);
  val shares = val::array();
  for (std::size_t i = 0; i < e.shares.size(); ++i) {
    const Share& share = e.shares[i];
    val s = val::object();
    s.set("kind", std::string(kShareKinds[static_cast<int>(share.kind)]));
    s.set("line", share.line);
    s.set("ofBest", share.of_best);
    s.set("label", share.kind == Share::Kind::kLine ? line_name(share.line) : share.name);
    s.set("points", share.points);
    s.set("named", static_cast<int>(i) < e.named);
    shares.call<void>("push", s);
  }
  out.set("shares", shares);
  out.set("exact", e.exact);
  out.set("method", e.method);
  out.set("text", e.text);
  return out;
}

}  // namespace

val explain_analysis(const Player& player, const Game& game, const val& analysis, const val& cell) {
  const Analysis parsed = analysis_arg(analysis);
  const bool compare = !cell.isNull() && !cell.isUndefined();
  const int other = compare ? integer_arg(cell, "cell", 0, kNumCells - 1) : -1;
  if (game.over()) throw std::invalid_argument("the game is over: there is no card to place");
  const auto split = line_split_of(player, game.system());
  return explanation_to_js(
      explain_move(game.board(), game.current_card(), game.system(), parsed, *split, other));
}

}  // namespace pps::bindings
