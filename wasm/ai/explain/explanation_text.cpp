#include "ai/explain/explanation_text.h"

#include <cmath>
#include <vector>

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

// "a, b and c"; clauses that hold commas of their own take ", and" before the last.
std::string joined(const std::vector<std::string>& parts, const char* last = " and ") {
  std::string text;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) text += i + 1 == parts.size() ? last : ", ";
    text += parts[i];
  }
  return text;
}

// Without a cell to compare with: what the card does in each of its lines.
std::string uncompared(const Explanation& e) {
  std::string text;
  for (const LineChange& change : e.best.lines) {
    const Reason* good = main_reason(change, 1);
    const int sign = good || !main_reason(change, -1) ? 1 : -1;
    text += capitalized(line_name(change.line)) + ": " +
            reason_phrase(change, sign > 0 ? good : main_reason(change, -1), sign) + ". ";
  }
  return text + (e.empty_cells == 1 ? "It is the only empty cell." : "Every other empty cell is worth the same.");
}

}  // namespace

const Reason* named_reason(const Explanation& e, const Share& share) {
  return main_reason(change_of(e, share), gain_sign(share));
}

std::string explanation_text(const Explanation& e) {
  if (!e.compared) return uncompared(e);
  const std::string other = capitalized(cell_name(e.other.cell));
  if (std::fabs(e.difference) < kSameDifference) return other + " would score the same.";

  // Named shares for the difference (the best cell's lines first, then the
  // other's) and against it (which the others outweigh).
  const double sign = e.difference > 0 ? 1 : -1;
  bool any_against = false;
  for (int i = 0; i < e.named; ++i) any_against = any_against || e.shares[static_cast<std::size_t>(i)].points * sign < 0;
  std::string text;
  std::vector<std::string> because, though, terms;
  for (int i = 0; i < e.named; ++i) {
    const Share& share = e.shares[static_cast<std::size_t>(i)];
    const bool against = share.points * sign < 0;
    const std::string amount = tenths(share.points);
    if (share.kind != Share::Kind::kLine) {
      terms.push_back(share.name + (against ? " takes off " : " adds ") + amount);
      continue;
    }
    const int gain = gain_sign(share);
    const std::string phrase = reason_phrase(change_of(e, share), named_reason(e, share), gain);
    const std::string line = line_name(share.line);
    if (share.of_best && !against) {
      text += capitalized(line) + ": " + phrase + ". ";
    } else if (!against) {
      because.push_back(phrase + " in " + line + (any_against ? " (" + amount + ")" : ""));
    } else if (share.of_best) {
      though.push_back("the card " + std::string(gain < 0 ? "costs " : "gains ") + amount + " in " + line +
                       ", where it " + phrase);
    } else {
      though.push_back("it would " + std::string(gain > 0 ? "gain " : "lose ") + amount + " in " + line + ", where it " +
                       phrase);
    }
  }
  text += other + " instead would score " + tenths(e.difference) + (e.difference > 0 ? " less" : " more");
  if (!because.empty()) text += ", mostly because it " + joined(because);
  if (!though.empty()) text += ", though " + joined(though, ", and ");
  if (!terms.empty()) text += "; " + joined(terms);
  // A player may keep a cell whose estimate is not the highest: the champion
  // when the playouts' lead is within their noise, MCTS by its visits.
  if (e.difference < 0) text += ". The AI's search keeps its own cell: it does not count that lead as clear";
  return text + ".";
}

}  // namespace pps
