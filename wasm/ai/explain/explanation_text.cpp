#include "ai/explain/explanation_text.h"

#include <cmath>

#include "ai/explain/reason_text.h"

namespace pps {

namespace {

const LineChange& change_of(const Explanation& e, const Share& share) {
  const CellReasons& cell = share.of_best ? e.best : e.other;
  return cell.lines[0].line == share.line ? cell.lines[0] : cell.lines[1];
}

// The sign of the placement's gain in the share's line: a share of the best
// cell's line is what the card gains there; of the other's, minus that.
int gain_sign(const Share& share) {
  const int sign = share.points >= 0 ? 1 : -1;
  return share.of_best ? sign : -sign;
}

// Without a cell to compare with: what the card does in each of its lines.
std::string uncompared(const Explanation& e) {
  std::string text;
  for (const LineChange& change : e.best.lines) {
    const Reason* good = main_reason(change, 1);
    const Reason* bad = good ? nullptr : main_reason(change, -1);
    append_line_name(text, change.line, true);
    text += ": ";
    append_reason(text, change, good ? good : bad, bad ? -1 : 1);
    text += ". ";
  }
  text += e.empty_cells == 1 ? "It is the only empty cell." : "Every other empty cell is worth the same.";
  return text;
}

// The clauses of the second sentence: the first joined by `first`, the
// last by `last`, the others by ", ".
struct Clauses {
  std::string text;
  int count = 0, total = 0;
  void next(const char* first, const char* last) {
    text += count == 0 ? first : count + 1 == total ? last : ", ";
    ++count;
  }
};

}  // namespace

const Reason* named_reason(const Explanation& e, const Share& share) {
  return main_reason(change_of(e, share), gain_sign(share));
}

std::string explanation_text(const Explanation& e) {
  if (!e.compared) return uncompared(e);
  std::string text;
  if (std::fabs(e.difference) < kSameDifference) {
    append_cell_name(text, e.other.cell, true);
    return text + " would score the same.";
  }

  // The named shares: for the difference, the best cell's lines (first
  // sentence) and the other's (because...); against it (though...), which
  // the others outweigh; the terms.
  const double sign = e.difference > 0 ? 1 : -1;
  bool any_against = false;
  Clauses because, though, terms;
  for (const Share& share : e.shares) {
    if (!share.named) continue;
    const bool against = share.points * sign < 0;
    any_against = any_against || against;
    if (share.kind != Share::Kind::kLine) ++terms.total;
    else if (against) ++though.total;
    else if (!share.of_best) ++because.total;
  }
  for (const Share& share : e.shares) {
    if (!share.named) continue;
    const bool against = share.points * sign < 0;
    const int gain = gain_sign(share);
    if (share.kind != Share::Kind::kLine) {
      terms.next("; ", " and ");
      append(terms.text, {share.name, against ? " takes off " : " adds "});
      append_tenths(terms.text, share.points);
      continue;
    }
    const LineChange& change = change_of(e, share);
    if (share.of_best && !against) {
      append_line_name(text, share.line, true);
      text += ": ";
      append_reason(text, change, named_reason(e, share), gain);
      text += ". ";
      continue;
    }
    if (!against) {  // the other cell's line: what the card would do there
      because.next(", mostly because it ", " and ");
      append_reason(because.text, change, named_reason(e, share), gain);
      because.text += " in ";
      append_line_name(because.text, share.line);
      if (any_against) {
        because.text += " (";
        append_tenths(because.text, share.points);
        because.text += ')';
      }
      continue;
    }
    though.next(", though ", ", and ");
    if (share.of_best) append(though.text, {"the card ", gain > 0 ? "gains " : "costs "});
    else append(though.text, {"it would ", gain > 0 ? "gain " : "lose "});
    append_tenths(though.text, share.points);
    though.text += " in ";
    append_line_name(though.text, share.line);
    though.text += ", where it ";
    append_reason(though.text, change, named_reason(e, share), gain);
  }
  append_cell_name(text, e.other.cell, true);
  text += " instead would score ";
  append_tenths(text, e.difference);
  text += e.difference > 0 ? " less" : " more";
  text += because.text;
  text += though.text;
  text += terms.text;
  // A player may keep a cell whose estimate is not the highest: the champion
  // when the playouts' lead is within their noise, MCTS by its visits; one
  // that gives no estimates did not choose by these values at all.
  if (e.difference < 0)
    text += e.from_estimates ? ". The AI's search keeps its own cell: it does not count that lead as clear"
                             : ". The AI did not choose by these values";
  return text + ".";
}

}  // namespace pps
