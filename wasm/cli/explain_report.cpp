#include "cli/explain_report.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "ai/explain/explanation_json.h"
#include "ai/explain/explanation_text.h"
#include "ai/explain/reason_text.h"
#include "cli/number_text.h"
#include "engine/game.h"

namespace pps::cli {

namespace {

std::string padded(std::string text, std::size_t width) {
  if (text.size() < width) text.insert(0, width - text.size(), ' ');
  return text;
}

std::string cards_text(const SmallList<Card, kGridSize>& cards) {
  std::string text;
  for (const Card c : cards) {
    if (!text.empty()) text += ' ';
    text += card_to_string(c);
  }
  return text.empty() ? "nothing" : text;
}

std::string hands_text(std::uint16_t hands, const PointSystem& system) {
  std::string text;
  for (unsigned m = hands; m; m &= m - 1) {
    const int c = __builtin_ctz(m);
    text += (text.empty() ? "" : ", ") + std::string(category_name(c)) + " " + signed_points(system.points(c));
  }
  return text.empty() ? "nothing" : text;
}

std::string ranks_text(std::uint16_t ranks) {
  std::string text;
  for (int r = 0; r < kNumRanks; ++r)
    if ((ranks >> r) & 1u) {
      if (!text.empty()) text += ' ';
      text += kRankChars[static_cast<std::size_t>(r)];
    }
  return text;
}

std::string flush_text(const LineFacts& facts) {
  if (!facts.flush) return "none";
  const FlushDraw& d = *facts.flush;
  return std::string(1, kSuitChars[static_cast<std::size_t>(d.suit)]) + " flush open: " + std::to_string(d.held) +
         " held, " + std::to_string(d.unseen) + " unseen, " + std::to_string(d.need) + " needed";
}

std::string straight_text(const LineFacts& facts) {
  if (!facts.straight) return "none";
  const StraightDraw& d = *facts.straight;
  return "straight open: ranks " + ranks_text(d.ranks) + ", " + std::to_string(d.outs) + " unseen cards of " +
         ranks_text(d.fitting) + " fit it, " + std::to_string(d.need) + " needed";
}

void print_change(std::ostream& out, const LineChange& change, const PointSystem& system) {
  const auto both = [&](const char* what, const std::string& before, const std::string& after) {
    out << "      " << what << ": " << before;
    if (after != before) out << "  ->  " << after;
    out << "\n";
  };
  const LineFacts &before = change.before, &after = change.after;
  out << "    " << line_name(change.line) << "\n";
  both("cards", cards_text(before.cards), cards_text(after.cards));
  both("holds", std::string(category_name(before.made)) + " " + signed_points(system.points(before.made)),
       std::string(category_name(after.made)) + " " + signed_points(system.points(after.made)));
  both("can end as", hands_text(before.reachable, system), hands_text(after.reachable, system));
  both("flush", flush_text(before), flush_text(after));
  both("straight", straight_text(before), straight_text(after));
  out << "      gives up: " << hands_text(change.gives_up, system) << "\n";
  for (const Reason& reason : change.reasons)
    out << "      " << (reason.stake >= 0 ? "for it" : "against it") << ": " << reason_phrase(change, reason) << " ("
        << fixed(reason.stake, "%+.2f") << ", chance " << fixed(100 * reason.chance, "%.0f") << "%"
        << (reason.material ? "" : ", a long shot") << ")\n";
}

void print_cell(std::ostream& out, const char* role, const CellReasons& cell, const PointSystem& system) {
  out << "  " << role << " " << cell_name(cell.cell) << " (" << cell_letter(cell.cell) << "): estimate "
      << (std::isnan(cell.estimate) ? std::string("none") : fixed(cell.estimate))
      << (cell.samples ? " from " + std::to_string(cell.samples) + " games played out" : std::string())
      << ", the evaluator's value after the placement " << fixed(cell.value, "%.3f") << "\n";
  for (const LineChange& change : cell.lines) print_change(out, change, system);
}

std::string share_text(const Explanation& e, const Share& share) {
  std::string label = share_label(share);
  if (share.kind == Share::Kind::kLine) label += share.of_best ? ", the AI's cell's line" : ", the other cell's line";
  const std::string words = share_words(e, share);
  return words.empty() ? label : label + ": " + words;
}

}  // namespace

void print_estimates(std::ostream& out, const Board& board, const Analysis& analysis, const Explanation& e) {
  out << "Estimated final score for " << card_to_string(e.card)
      << " in each empty cell (* the AI's cell, o the cell compared):\n        ";
  for (int c = 0; c < kGridSize; ++c) out << padded("col " + std::to_string(c + 1), 9);
  out << "\n";
  for (int r = 0; r < kGridSize; ++r) {
    out << "  row " << r + 1 << " ";
    for (int c = 0; c < kGridSize; ++c) {
      const int cell = r * kGridSize + c;
      const double value = analysis.value[static_cast<std::size_t>(cell)];
      std::string text = board.is_empty(cell) ? (std::isnan(value) ? "-" : fixed(value)) : card_to_string(board.at(cell));
      text += cell == e.best.cell ? "*" : e.compared && cell == e.other.cell ? "o" : " ";
      out << padded(text, 9);
    }
    out << "\n";
  }
}

void print_explanation(std::ostream& out, const Explanation& e, const PointSystem& system) {
  out << "\nWhy: " << e.text << "\n";
  if (e.compared) {
    out << "\nThe difference, " << fixed(e.difference, "%.3f") << " points ("
        << (e.from_estimates ? "the player's estimates" : "the evaluator's values") << "), in shares that add up to it"
        << " (* named above):\n";
    for (const Share& share : e.shares)
      out << padded(fixed(share.points, "%+.3f"), 12) << (share.named ? " * " : "   ") << share_text(e, share) << "\n";
    out << "  Split " << e.method << ".\n";
    out << "  " << (e.close ? "A close call" : "A clear difference");
    if (std::isfinite(e.margin)) out << ": the margin (two and a half standard errors of the difference) is " << fixed(e.margin, "%.2f");
    out << ".\n";
  }
  if (e.compared) {
    out << "\nIn " << e.outcomes.deals << " simulated games on the same deals, the chance of each hand (AI's cell / other):\n";
    for (int line = 0; line < kNumLines; ++line) {
      const double gap = e.outcomes.expected_points(0, line, system) - e.outcomes.expected_points(1, line, system);
      out << "  " << padded(line_name(line), 9) << padded(fixed(gap, "%+.2f"), 8) << " ";
      for (int c = 0; c < kNumCategories; ++c) {
        const double a = e.outcomes.chance(0, line, c), b = e.outcomes.chance(1, line, c);
        if (a < 0.005 && b < 0.005) continue;
        out << " " << category_name(c) << " " << fixed(100 * a, "%.0f") << "/" << fixed(100 * b, "%.0f");
      }
      out << "\n";
    }
    out << "  difference of final scores " << fixed(e.outcomes.mean_difference, "%+.2f") << ", one deal's deviation "
        << fixed(e.outcomes.deal_deviation, "%.1f") << "\n";
  }
  out << "\nThe lines the card joins (without it -> with it):\n";
  print_cell(out, "the AI's cell", e.best, system);
  if (e.compared) print_cell(out, "compared with", e.other, system);
}

}  // namespace pps::cli
