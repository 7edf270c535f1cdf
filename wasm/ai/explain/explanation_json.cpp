#include "ai/explain/explanation_json.h"

#include <cmath>
#include <cstdio>
#include <string_view>

#include "ai/explain/explanation_text.h"
#include "ai/explain/json_writer.h"
#include "ai/explain/reason_text.h"

namespace pps {

namespace {

constexpr const char* kReasonKinds[] = {"completes",    "makes",   "keepsFlush", "keepsStraight", "endsFlush",
                                        "endsStraight", "givesUp", "takesPlace", "starts"};
constexpr const char* kShareKinds[] = {"line", "term", "lookahead", "playouts"};
constexpr const char* kTermKinds[] = {"", "lineSizes", "crossing", "wholeBoard"};

void write_facts(JsonWriter& json, const LineFacts& facts) {
  json.begin('{');
  json.key("cards").begin('[');
  for (const Card c : facts.cards) json.integer(c);
  json.end(']');
  json.key("made").integer(facts.made);
  json.key("reachable").bits(facts.reachable);
  json.key("flush");
  if (facts.flush) {
    json.begin('{');
    json.key("suit").integer(facts.flush->suit);
    json.key("held").integer(facts.flush->held);
    json.key("unseen").integer(facts.flush->unseen);
    json.key("need").integer(facts.flush->need);
    json.end('}');
  } else {
    json.null();
  }
  json.key("straight");
  if (facts.straight) {
    json.begin('{');
    json.key("ranks").bits(facts.straight->ranks);
    json.key("fitting").bits(facts.straight->fitting);
    json.key("outs").integer(facts.straight->outs);
    json.key("need").integer(facts.straight->need);
    json.end('}');
  } else {
    json.null();
  }
  json.end('}');
}

void write_change(JsonWriter& json, const LineChange& change) {
  json.begin('{');
  json.key("line").integer(change.line);
  json.key("label").string(line_name(change.line));
  json.key("before");
  write_facts(json, change.before);
  json.key("after");
  write_facts(json, change.after);
  json.key("givesUp").bits(change.gives_up);
  json.key("reasons").begin('[');
  for (const Reason& reason : change.reasons) {
    json.begin('{');
    json.key("kind").string(kReasonKinds[static_cast<int>(reason.kind)]);
    json.key("category").integer(reason.category);
    json.key("points").integer(reason.points);
    json.key("stake").number(reason.stake);
    json.key("chance").number(reason.chance);
    json.key("material").boolean(reason.material);
    json.key("text").string(reason_phrase(change, reason));
    json.end('}');
  }
  json.end(']');
  json.end('}');
}

void write_cell(JsonWriter& json, const CellReasons& cell) {
  json.begin('{');
  json.key("cell").integer(cell.cell);
  json.key("label").string(cell_name(cell.cell));
  json.key("estimate").number(cell.estimate);
  json.key("samples").integer(cell.samples);
  json.key("lookahead").number(cell.lookahead);
  json.key("value").number(cell.value);
  json.key("lines").begin('[');
  for (const LineChange& change : cell.lines) write_change(json, change);
  json.end(']');
  json.end('}');
}

// A reason a sentence names: what it is about and how likely.
void write_reason_ref(JsonWriter& json, const Reason& reason) {
  json.begin('{');
  json.key("kind").string(kReasonKinds[static_cast<int>(reason.kind)]);
  json.key("category").integer(reason.category);
  json.key("chance").number(reason.chance);
  json.end('}');
}

// The lines the two cells' rows and columns are, each once.
SmallList<int, 4> touched_lines(const Explanation& e) {
  SmallList<int, 4> lines;
  for (const CellReasons* cell : {&e.best, &e.other}) {
    if (cell == &e.other && !e.compared) break;
    for (const LineChange& change : cell->lines) {
      bool seen = false;
      for (const int line : lines) seen = seen || line == change.line;
      if (!seen) lines.push_back(change.line);
    }
  }
  return lines;
}

// The simulated games behind the weights of the reasons: for each line the
// cards join, the chance of each hand with the card in the AI's cell and in
// the other.
void write_outcomes(JsonWriter& json, const Explanation& e) {
  json.key("simulated").begin('{');
  json.key("deals").integer(e.outcomes.deals);
  json.key("lines").begin('[');
  for (const int line : touched_lines(e)) {
    json.begin('{');
    json.key("line").integer(line);
    json.key("label").string(line_name(line));
    for (int s = 0; s < e.outcomes.scenarios; ++s) {
      json.key(s == 0 ? "best" : "other").begin('[');
      for (int c = 0; c < kNumCategories; ++c) json.number(e.outcomes.chance(s, line, c));
      json.end(']');
    }
    json.end('}');
  }
  json.end(']');
  json.end('}');
}

}  // namespace

std::string share_label(const Share& share) {
  switch (share.kind) {
    case Share::Kind::kLine: return line_name(share.line);
    case Share::Kind::kLookahead: return "looking one card ahead";
    case Share::Kind::kPlayouts: return "trial games";
    case Share::Kind::kTerm: break;
  }
  switch (share.term) {
    case TermKind::kLineSizes: return "how full the lines are";
    case TermKind::kCrossing: return "rows and columns competing for the same cards";
    case TermKind::kWholeBoard: return "the whole board beyond its lines";
    case TermKind::kNone: break;
  }
  return "";
}

std::string explanation_json(const Explanation& e) {
  std::string out;
  JsonWriter json(out);
  json.begin('{');
  json.key("card").integer(e.card);
  json.key("best");
  write_cell(json, e.best);
  json.key("other");
  if (e.compared) write_cell(json, e.other);
  else json.null();
  json.key("difference").number(e.difference);
  json.key("fromEstimates").boolean(e.from_estimates);
  json.key("lead").begin('[');
  for (const Explanation::Lead& lead : e.lead) {
    const LineChange& change = e.best.lines[static_cast<std::size_t>(lead.line)];
    json.begin('{');
    json.key("line").integer(change.line);
    json.key("reason");
    write_reason_ref(json, change.reasons[static_cast<std::size_t>(lead.reason)]);
    json.end('}');
  }
  json.end(']');
  json.key("lines").bits(e.lines);
  json.key("close").boolean(e.close);
  json.key("margin").number(e.margin);
  json.key("nowGain").integer(e.now_gain);
  json.key("shares").begin('[');
  for (std::size_t i = 0; i < e.shares.size(); ++i) {
    const Share& share = e.shares[i];
    json.begin('{');
    json.key("kind").string(kShareKinds[static_cast<int>(share.kind)]);
    json.key("line").integer(share.line);
    json.key("ofBest").boolean(share.of_best);
    json.key("term").string(kTermKinds[static_cast<int>(share.term)]);
    json.key("label").string(share.kind == Share::Kind::kLine ? line_name(share.line) : share_label(share));
    json.key("points").number(share.points);
    json.key("named").boolean(share.named);
    json.key("clause").integer(share.clause);
    json.key("words").string(share_words(e, share));
    json.key("reason");
    if (const Reason* reason = share_reason(e, share)) write_reason_ref(json, *reason);
    else json.null();
    json.end('}');
  }
  json.end(']');
  write_outcomes(json, e);
  json.key("exact").boolean(e.exact);
  json.key("method").string(e.method);
  json.key("text").string(e.text);
  json.end('}');
  return out;
}

}  // namespace pps
