#include "ai/eval/cross_values.h"

#include "ai/eval/line_pattern.h"

namespace pps {

namespace {

// The rank pattern of at most four cards: 0 empty, 1 a single, 2-3 {1,1} {2},
// 4-6 {1,1,1} {2,1} {3}, 7-11 {1,1,1,1} {2,1,1} {2,2} {3,1} {4}.
int rank_pattern(int size, int pairs, int trips, int quads) {
  switch (size) {
    case 0: return 0;
    case 1: return 1;
    case 2: return pairs ? 3 : 2;
    case 3: return trips ? 6 : pairs ? 5 : 4;
    default: return quads ? 11 : trips ? 10 : pairs == 2 ? 9 : pairs ? 8 : 7;
  }
}

// The parts of an open line's abstraction that its cards' counts and the
// unseen cards decide: its flush, its straight and its code.
void complete(CrossLine& line, const UnseenCounts& unseen) {
  const int size = kGridSize - line.need;
  bool flush = unseen.any_flush, straight = true;
  line.suit = -1;
  line.straight = 0;
  if (size > 0) {
    flush = line.one_suit >= 0 && unseen.of_suit[static_cast<std::size_t>(line.one_suit)] >= line.need;
    if (flush) line.suit = line.one_suit;
    // Distinct ranks can still make a straight when some rank keeps them within one.
    if (line.pairs + line.trips + line.quads == 0) line.straight = straight_keeping_ranks(line.ranks);
    straight = line.straight != 0;
  }
  line.code = static_cast<std::uint8_t>(rank_pattern(size, line.pairs, line.trips, line.quads) * 4 + (flush ? 2 : 0) +
                                        (straight ? 1 : 0));
}

}  // namespace

UnseenCounts::UnseenCounts(CardMask unseen) {
  for (int s = 0; s < kNumSuits; ++s) {
    of_suit[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(count_of_suit(unseen, s));
    any_flush = any_flush || of_suit[static_cast<std::size_t>(s)] >= kGridSize;
  }
  for (int r = 0; r < kNumRanks; ++r)
    of_rank[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(count_of_rank(unseen, r));
}

CrossLine CrossValues::line(const LineState& state, const UnseenCounts& unseen) {
  CrossLine out;
  const int size = state.size();
  out.need = static_cast<std::uint8_t>(kGridSize - size);
  out.ranks = state.rank_mask();
  out.pairs = static_cast<std::uint8_t>(state.ranks_with_count(2));
  out.trips = static_cast<std::uint8_t>(state.ranks_with_count(3));
  out.quads = static_cast<std::uint8_t>(state.ranks_with_count(4));
  for (int s = 0; s < kNumSuits; ++s) {
    if (state.suit_count(s) == 0) continue;
    if (state.suit_count(s) == size) out.one_suit = static_cast<std::int8_t>(s);
    break;
  }
  complete(out, unseen);
  return out;
}

CrossLine CrossValues::with_card(const CrossLine& line, const LineState& state, Card card, const UnseenCounts& unseen) {
  CrossLine out = line;
  const int rank = rank_of(card), suit = suit_of(card);
  switch (state.rank_count(rank)) {
    case 1: ++out.pairs; break;
    case 2: --out.pairs, ++out.trips; break;
    case 3: --out.trips, ++out.quads; break;
    default: break;
  }
  out.ranks = static_cast<std::uint16_t>(out.ranks | (1u << rank));
  out.one_suit = static_cast<std::int8_t>(line.need == kGridSize || line.one_suit == suit ? suit : -1);
  --out.need;
  complete(out, unseen);
  return out;
}

std::uint32_t CrossValues::suit_index(const SuitChase& chase, int undealt, int stage) {
  const int slack = std::clamp(undealt - chase.need, -3, 4) + 3;
  std::uint32_t i = static_cast<std::uint32_t>(std::min(chase.rows, kSuitChasers - 1) * kSuitChasers +
                                               std::min(chase.cols, kSuitChasers - 1));
  i = i * kSuitSlacks + static_cast<std::uint32_t>(slack);
  return static_cast<std::uint32_t>(kWeights) + i * kStages + static_cast<std::uint32_t>(stage);
}

int CrossValues::features(const Board& board, std::array<std::uint32_t, kMaxFeatures>& out) const {
  const UnseenCounts unseen(board.unseen());
  const int stage_now = stage(board.num_placed());
  std::array<CrossLine, kNumLines> lines;
  std::uint32_t open = 0;
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    open |= (1u << row_line(cell)) | (1u << col_line(cell));
  }
  for (std::uint32_t m = open; m; m &= m - 1) {
    const int l = __builtin_ctz(m);
    lines[static_cast<std::size_t>(l)] = line(board.line(l), unseen);
  }
  int n = 0;
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    out[static_cast<std::size_t>(n++)] = index(lines[static_cast<std::size_t>(row_line(cell))],
                                               lines[static_cast<std::size_t>(col_line(cell))], unseen, stage_now);
  }
  if (suits_) {
    std::array<SuitChase, kNumSuits> chase;
    for (std::uint32_t m = open; m; m &= m - 1) {
      const int l = __builtin_ctz(m);
      const CrossLine& info = lines[static_cast<std::size_t>(l)];
      if (info.suit >= 0) chase[static_cast<std::size_t>(info.suit)].add(info, l < kGridSize, 1);
    }
    for (int s = 0; s < kNumSuits; ++s) {
      const auto i = static_cast<std::size_t>(s);
      if (chase[i].rows + chase[i].cols) out[static_cast<std::size_t>(n++)] = suit_index(chase[i], unseen.of_suit[i], stage_now);
    }
  }
  return n;
}

double CrossValues::correction(const Board& board) const {
  std::array<std::uint32_t, kMaxFeatures> active;
  const int n = features(board, active);
  double total = 0;
  for (int i = 0; i < n; ++i) total += weights_[active[static_cast<std::size_t>(i)]];
  return total;
}

struct CrossEvaluator::Lines {
  explicit Lines(CardMask unseen_after) : unseen(unseen_after) {}
  UnseenCounts unseen;  // without the card to place
  int stage = 0;        // of the board after the placement
  std::uint32_t empty = 0;
  std::array<int, kNumLines> open{};  // empty cells per line
  std::array<CrossLine, kNumLines> now, added;
};

// Each empty cell's weight changes when the card goes elsewhere in its row or
// its column; the cell that takes it loses its own.
void CrossEvaluator::add_cell_gains(const Lines& lines, std::array<double, kNumCells>& out) const {
  std::array<float, kNumCells> weight{}, row_change{}, col_change{};
  std::array<double, kNumLines> line_change{};  // the sum of a line's cells' changes
  for (std::uint32_t e = lines.empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const auto x = static_cast<std::size_t>(cell);
    const auto r = static_cast<std::size_t>(row_line(cell)), c = static_cast<std::size_t>(col_line(cell));
    weight[x] = cross_.cell_weight(lines.now[r], lines.now[c], lines.unseen, lines.stage);
    if (lines.open[r] >= 2) row_change[x] = cross_.cell_weight(lines.added[r], lines.now[c], lines.unseen, lines.stage) - weight[x];
    if (lines.open[c] >= 2) col_change[x] = cross_.cell_weight(lines.now[r], lines.added[c], lines.unseen, lines.stage) - weight[x];
    line_change[r] += row_change[x];
    line_change[c] += col_change[x];
  }
  for (std::uint32_t e = lines.empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const auto x = static_cast<std::size_t>(cell);
    const auto r = static_cast<std::size_t>(row_line(cell)), c = static_cast<std::size_t>(col_line(cell));
    out[x] += (line_change[r] - row_change[x]) + (line_change[c] - col_change[x]) - weight[x];
  }
}

// The suits' weights change only for the suits the placed card's row and
// column chase, before or after (a line the card completes chases nothing).
// Most cells' row and column touch different suits: their gains add up.
void CrossEvaluator::add_suit_gains(const Lines& lines, std::array<double, kNumCells>& out) const {
  std::array<CrossValues::SuitChase, kNumSuits> before;
  for (int l = 0; l < kNumLines; ++l) {
    const CrossLine& now = lines.now[static_cast<std::size_t>(l)];
    if (lines.open[static_cast<std::size_t>(l)] && now.suit >= 0) before[static_cast<std::size_t>(now.suit)].add(now, l < kGridSize, 1);
  }
  std::array<float, kNumSuits> before_weight;
  for (int s = 0; s < kNumSuits; ++s) {
    const auto i = static_cast<std::size_t>(s);
    before_weight[i] = cross_.suit_weight(before[i], lines.unseen.of_suit[i], lines.stage);
  }
  // The suits the card's lines touch (a bit each), and their gain together.
  struct SuitGain {
    unsigned touched = 0;
    double gain = 0;
  };
  const auto gain_of = [&](std::initializer_list<int> changed) {
    std::array<CrossValues::SuitChase, kNumSuits> after;
    unsigned touched = 0;
    const auto touch = [&](const CrossLine& line, bool is_row, int sign) {
      const auto s = static_cast<unsigned>(line.suit);
      if (!(touched & (1u << s))) after[s] = before[s];
      touched |= 1u << s;
      after[s].add(line, is_row, sign);
    };
    for (const int l : changed) {
      const auto i = static_cast<std::size_t>(l);
      if (lines.now[i].suit >= 0) touch(lines.now[i], l < kGridSize, -1);
      if (lines.open[i] >= 2 && lines.added[i].suit >= 0) touch(lines.added[i], l < kGridSize, 1);
    }
    SuitGain result{touched, 0.0};
    for (unsigned m = touched; m; m &= m - 1) {
      const auto s = static_cast<std::size_t>(__builtin_ctz(m));
      result.gain += cross_.suit_weight(after[s], lines.unseen.of_suit[s], lines.stage) - before_weight[s];
    }
    return result;
  };
  std::array<SuitGain, kNumLines> alone{};
  for (int l = 0; l < kNumLines; ++l)
    if (lines.open[static_cast<std::size_t>(l)]) alone[static_cast<std::size_t>(l)] = gain_of({l});
  for (std::uint32_t e = lines.empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const SuitGain& row = alone[static_cast<std::size_t>(row_line(cell))];
    const SuitGain& col = alone[static_cast<std::size_t>(col_line(cell))];
    out[static_cast<std::size_t>(cell)] +=
        row.touched & col.touched ? gain_of({row_line(cell), col_line(cell)}).gain : row.gain + col.gain;
  }
}

double CrossEvaluator::rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const {
  base_.rate_placements(board, card, out);
  // Every weight of the board after a placement reads the cards to come
  // without `card` and the next stage, whichever cell takes it.
  Lines lines(board.unseen() & ~card_bit(card));
  lines.stage = CrossValues::stage(board.num_placed() + 1);
  lines.empty = board.empty_cells();
  for (std::uint32_t e = lines.empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    ++lines.open[static_cast<std::size_t>(row_line(cell))];
    ++lines.open[static_cast<std::size_t>(col_line(cell))];
  }
  // Each open line as it is, and with the card added when it keeps another empty cell.
  for (int l = 0; l < kNumLines; ++l) {
    const auto i = static_cast<std::size_t>(l);
    if (!lines.open[i]) continue;
    lines.now[i] = CrossValues::line(board.line(l), lines.unseen);
    if (lines.open[i] >= 2) lines.added[i] = CrossValues::with_card(lines.now[i], board.line(l), card, lines.unseen);
  }
  add_cell_gains(lines, out);
  if (cross_.suits()) add_suit_gains(lines, out);
  return 0;
}

}  // namespace pps
