#include "bindings/review_bindings.h"

#include <string>

#include "ai/explain/explanation.h"
#include "ai/explain/explanation_json.h"
#include "ai/review/review_json.h"

namespace pps::bindings {

using emscripten::val;

namespace {

// Our own JSON, parsed: as the explanations reach the page (explain_bindings.cpp).
val parsed(const std::string& json) { return val::global("JSON").call<val>("parse", json); }

}  // namespace

ReviewSession::ReviewSession(Player& reviewer, const Game& game, bool ai_game) : reviewer_(reviewer, game, ai_game) {}

val ReviewSession::step(bool explain) {
  if (reviewer_.finished()) throw std::invalid_argument("the review is finished");
  const int turn = reviewer_.step();
  val out = val::object();
  out.set("done", reviewer_.done());
  out.set("steps", reviewer_.steps());
  if (turn < 0) {
    out.set("move", val::null());
    return out;
  }
  const MoveReview& move = reviewer_.moves()[static_cast<std::size_t>(turn)];
  std::string explanation;
  if (explain) explanation = explanation_json(explain_reviewed_move(reviewer_, turn));
  out.set("move", parsed(move_review_json(move, explanation)));
  return out;
}

val ReviewSession::summary(bool by_ai) const { return parsed(review_summary_json(reviewer_.summary(), by_ai)); }

}  // namespace pps::bindings
