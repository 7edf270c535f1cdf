#include "ai/review/review_json.h"

#include "ai/explain/json_writer.h"
#include "ai/review/review_text.h"

namespace pps {

namespace {

void write_move(JsonWriter& json, const MoveReview& move, const std::string& explanation) {
  json.begin('{');
  json.key("turn").integer(move.turn);
  json.key("card").integer(move.card);
  json.key("played").integer(move.played);
  json.key("best").integer(move.analysis.best);
  json.key("values").begin('[');
  for (const double v : move.analysis.value) json.number(v);
  json.end(']');
  json.key("cost").number(move.cost);
  json.key("margin").number(move.margin);
  json.key("verdict").string(verdict_key(move.verdict));
  json.key("symbol").string(verdict_symbol(move.verdict));
  json.key("accuracy").number(move.accuracy);
  json.key("luck").number(move.luck.luck());
  json.key("dealtBest").number(move.luck.dealt);
  json.key("averageBest").number(move.luck.average);
  json.key("expectedBefore").number(move.expected_before);
  json.key("expectedAfter").number(move.expected_after);
  json.key("explanation");
  if (explanation.empty()) json.null();
  else json.json(explanation);
  json.end('}');
}

void write_summary_fields(JsonWriter& json, const GameReview& review, bool by_ai) {
  json.key("score").integer(review.score);
  json.key("scale").number(review.scale);
  json.key("start").number(review.start);
  json.key("luck").number(review.luck);
  json.key("cost").number(review.cost);
  json.key("error").number(review.error);
  json.key("accuracy").number(review.accuracy);
  json.key("mistakesCost").number(review.mistakes_cost);
  json.key("counts").begin('{');
  for (int v = 0; v < kVerdicts; ++v)
    json.key(verdict_key(static_cast<Verdict>(v))).integer(review.counts[static_cast<std::size_t>(v)]);
  json.end('}');
  json.key("keyMoments").begin('[');
  for (const int turn : review.key_moments) json.integer(turn);
  json.end(']');
  json.key("aiScore");
  if (review.ai_score) json.integer(*review.ai_score);
  else json.null();
  json.key("sentence").string(review_sentence(review, by_ai));
}

}  // namespace

std::string move_review_json(const MoveReview& move, const std::string& explanation) {
  std::string out;
  JsonWriter json(out);
  write_move(json, move, explanation);
  return out;
}

std::string review_summary_json(const GameReview& review, bool by_ai) {
  std::string out;
  JsonWriter json(out);
  json.begin('{');
  write_summary_fields(json, review, by_ai);
  json.end('}');
  return out;
}

std::string review_json(const GameReview& review, bool by_ai, const std::vector<std::string>& explanations) {
  std::string out;
  JsonWriter json(out);
  json.begin('{');
  write_summary_fields(json, review, by_ai);
  json.key("moves").begin('[');
  for (std::size_t t = 0; t < review.moves.size(); ++t)
    write_move(json, review.moves[t], t < explanations.size() ? explanations[t] : std::string());
  json.end(']');
  json.end('}');
  return out;
}

}  // namespace pps
