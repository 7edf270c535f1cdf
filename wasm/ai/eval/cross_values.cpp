#include "ai/eval/cross_values.h"

#include "ai/eval/line_pattern.h"

namespace pps {

namespace {

constexpr CardMask kRankBits = 1ULL | (1ULL << 13) | (1ULL << 26) | (1ULL << 39);
constexpr CardMask kSuitBits = 0x1FFFULL;

// For every 13-bit rank mask, the ranks whose addition keeps a straight achievable.
struct StraightKeeping {
  std::uint16_t ranks[1 << kNumRanks];
  StraightKeeping() {
    for (int mask = 0; mask < (1 << kNumRanks); ++mask) {
      std::uint16_t keep = 0;
      for (int r = 0; r < kNumRanks; ++r) {
        const auto with = static_cast<std::uint16_t>(mask | (1 << r));
        if (with != mask && straight_still_possible(with)) keep = static_cast<std::uint16_t>(keep | (1u << r));
      }
      ranks[mask] = keep;
    }
  }
};
const StraightKeeping kKeeping;

int undealt_of_suit(CardMask unseen, int suit) { return __builtin_popcountll((unseen >> (suit * kNumRanks)) & kSuitBits); }

CardMask cards_of_ranks(std::uint16_t ranks) {
  CardMask cards = ranks;
  return cards | cards << 13 | cards << 26 | cards << 39;
}

// The rank pattern of at most four cards: 0 empty, 1 a single, 2-3 {1,1} {2},
// 4-6 {1,1,1} {2,1} {3}, 7-11 {1,1,1,1} {2,1,1} {2,2} {3,1} {4}.
int rank_pattern(const LineState& line) {
  const int pairs = line.ranks_with_count(2);
  switch (line.size()) {
    case 0: return 0;
    case 1: return 1;
    case 2: return pairs ? 3 : 2;
    case 3: return line.ranks_with_count(3) ? 6 : pairs ? 5 : 4;
    default:
      return line.ranks_with_count(4) ? 11 : line.ranks_with_count(3) ? 10 : pairs == 2 ? 9 : pairs ? 8 : 7;
  }
}

}  // namespace

CrossLine CrossValues::line(const LineState& state, CardMask unseen) {
  CrossLine out;
  const int size = state.size();
  out.need = static_cast<std::uint8_t>(kGridSize - size);
  out.ranks = state.rank_mask();
  if (state.ranks_with_count(1) != size)
    for (unsigned m = out.ranks; m; m &= m - 1)
      if (state.rank_count(__builtin_ctz(m)) >= 2) out.pairs = static_cast<std::uint16_t>(out.pairs | (1u << __builtin_ctz(m)));
  int suits = 0, suit = 0;
  for (int s = 0; s < kNumSuits; ++s)
    if (state.suit_count(s)) ++suits, suit = s;
  bool flush = false;
  if (size == 0) {
    for (int s = 0; s < kNumSuits && !flush; ++s) flush = undealt_of_suit(unseen, s) >= kGridSize;
  } else if (suits == 1 && undealt_of_suit(unseen, suit) >= out.need) {
    flush = true;
    out.suit = static_cast<std::int8_t>(suit);
  }
  const bool straight = state.ranks_with_count(1) == size && straight_still_possible(state.rank_mask());
  if (straight && size > 0) out.straight = kKeeping.ranks[state.rank_mask()];
  out.code = static_cast<std::uint8_t>(rank_pattern(state) * 4 + (flush ? 2 : 0) + (straight ? 1 : 0));
  const int slack = out.suit >= 0 ? std::min(3, undealt_of_suit(unseen, out.suit) - out.need) : 0;
  const int mates = __builtin_popcountll(unseen & cards_of_ranks(out.ranks));
  const int mates_bucket = mates == 0 ? 0 : mates <= 2 ? 1 : mates <= 5 ? 2 : 3;
  const int outs = out.straight ? __builtin_popcountll(unseen & cards_of_ranks(out.straight)) : 0;
  const int outs_bucket = outs == 0 ? 0 : outs <= 4 ? 1 : 2;
  out.fine = static_cast<std::uint16_t>(((out.code * 4 + slack) * 4 + mates_bucket) * 3 + outs_bucket);
  return out;
}

std::uint32_t CrossValues::index(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage) {
  int suit = 0;
  if (a.suit >= 0 && b.suit >= 0) {
    if (a.suit != b.suit) {
      suit = 1;  // the cell can finish at most one of the two flushes
    } else {
      // Undealt cards of the suit beyond what both need (the cell counts for both).
      const int slack = undealt_of_suit(unseen, a.suit) - (a.need + b.need - 1);
      suit = 2 + std::clamp(slack + 1, 0, 4);
    }
  }
  int rank = 0;
  if (const std::uint16_t shared = a.ranks & b.ranks) {
    rank = __builtin_popcount(shared) >= 2 ? 4 : 1 + std::min(2, __builtin_popcountll(unseen & cards_of_ranks(shared)));
  }
  const int straight = a.straight && b.straight ? ((a.straight & b.straight) ? 2 : 1) : 0;
  const int lo = std::min(a.code, b.code), hi = std::max(a.code, b.code);
  std::uint32_t i = static_cast<std::uint32_t>(lo * kLineCodes + hi);
  i = i * kSuitRelations + static_cast<std::uint32_t>(suit);
  i = i * kRankRelations + static_cast<std::uint32_t>(rank);
  i = i * kStraightRelations + static_cast<std::uint32_t>(straight);
  return i * kStages + static_cast<std::uint32_t>(stage);
}

std::uint32_t CrossValues::suit_index(const SuitChase& chase, int undealt, int stage) {
  const int slack = std::clamp(undealt - chase.need, -3, 4) + 3;
  std::uint32_t i = static_cast<std::uint32_t>(std::min(chase.rows, kSuitChasers - 1) * kSuitChasers +
                                               std::min(chase.cols, kSuitChasers - 1));
  i = i * kSuitSlacks + static_cast<std::uint32_t>(slack);
  return static_cast<std::uint32_t>(kWeights) + i * kStages + static_cast<std::uint32_t>(stage);
}

std::uint32_t CrossValues::rank_index(const RankHold& hold, int undealt, int stage) {
  std::uint32_t i = static_cast<std::uint32_t>(std::min(hold.rows, kRankHolders - 1) * kRankHolders +
                                               std::min(hold.cols, kRankHolders - 1));
  i = i * kRankRepeats + static_cast<std::uint32_t>(std::min(hold.repeats, kRankRepeats - 1));
  i = i * kRankUndealt + static_cast<std::uint32_t>(undealt);
  return static_cast<std::uint32_t>(kRankOffset) + i * kStages + static_cast<std::uint32_t>(stage);
}

int CrossValues::cell_features(const CrossLine& a, const CrossLine& b, CardMask unseen, int stage,
                               std::uint32_t* out) const {
  out[0] = index(a, b, unseen, stage);
  if (!fine_) return 1;
  // The coarse index keeps the relations and the stage; the fine codes are hashed in.
  const std::uint32_t lo = std::min(a.fine, b.fine), hi = std::max(a.fine, b.fine);
  std::uint64_t key = (static_cast<std::uint64_t>(out[0]) << 24) ^ (static_cast<std::uint64_t>(lo) << 12) ^ hi;
  key *= 0x9E3779B97F4A7C15ULL;
  key ^= key >> 29;
  key *= 0xBF58476D1CE4E5B9ULL;
  key ^= key >> 32;
  out[1] = static_cast<std::uint32_t>(kFineOffset + (key & ((std::uint64_t{1} << kFineLog2) - 1)));
  return 2;
}

int CrossValues::features(const Board& board, std::array<std::uint32_t, kMaxFeatures>& out) const {
  const CardMask unseen = board.unseen();
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
    n += cell_features(lines[static_cast<std::size_t>(row_line(cell))], lines[static_cast<std::size_t>(col_line(cell))],
                       unseen, stage_now, out.data() + n);
  }
  if (suits_) {
    std::array<SuitChase, kNumSuits> chase;
    for (std::uint32_t m = open; m; m &= m - 1) {
      const int l = __builtin_ctz(m);
      const CrossLine& info = lines[static_cast<std::size_t>(l)];
      if (info.suit >= 0) chase[static_cast<std::size_t>(info.suit)].add(info, l < kGridSize, 1);
    }
    for (int s = 0; s < kNumSuits; ++s)
      if (chase[static_cast<std::size_t>(s)].rows + chase[static_cast<std::size_t>(s)].cols)
        out[static_cast<std::size_t>(n++)] = suit_index(chase[static_cast<std::size_t>(s)], undealt_of_suit(unseen, s), stage_now);
  }
  if (ranks_) {
    std::array<RankHold, kNumRanks> holds;
    for (std::uint32_t m = open; m; m &= m - 1) {
      const int l = __builtin_ctz(m);
      hold(holds, lines[static_cast<std::size_t>(l)], l < kGridSize, 1);
    }
    for (int r = 0; r < kNumRanks; ++r)
      if (holds[static_cast<std::size_t>(r)].rows + holds[static_cast<std::size_t>(r)].cols)
        out[static_cast<std::size_t>(n++)] = rank_index(holds[static_cast<std::size_t>(r)],
                                                        __builtin_popcountll(unseen & (kRankBits << r)), stage_now);
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

// The suits' weights change only for the suits the placed card's row and
// column chase, before or after (a line the card completes chases nothing).
void CrossEvaluator::add_suit_gains(const Board& board, const std::array<CrossLine, kNumLines>& now,
                                   const std::array<CrossLine, kNumLines>& added, const std::array<int, kNumLines>& open,
                                   CardMask unseen, int stage, std::array<double, kNumCells>& out) const {
  std::array<CrossValues::SuitChase, kNumSuits> before;
  for (int l = 0; l < kNumLines; ++l)
    if (open[static_cast<std::size_t>(l)] && now[static_cast<std::size_t>(l)].suit >= 0)
      before[static_cast<std::size_t>(now[static_cast<std::size_t>(l)].suit)].add(now[static_cast<std::size_t>(l)], l < kGridSize, 1);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    std::array<CrossValues::SuitChase, kNumSuits> after = before;
    unsigned touched = 0;
    for (const int l : {row_line(cell), col_line(cell)}) {
      const auto i = static_cast<std::size_t>(l);
      if (now[i].suit >= 0) {
        after[static_cast<std::size_t>(now[i].suit)].add(now[i], l < kGridSize, -1);
        touched |= 1u << now[i].suit;
      }
      if (open[i] >= 2 && added[i].suit >= 0) {
        after[static_cast<std::size_t>(added[i].suit)].add(added[i], l < kGridSize, 1);
        touched |= 1u << added[i].suit;
      }
    }
    double gain = 0;
    for (; touched; touched &= touched - 1) {
      const auto s = static_cast<std::size_t>(__builtin_ctz(touched));
      const int undealt = undealt_of_suit(unseen, static_cast<int>(s));
      gain += cross_.suit_weight(after[s], undealt, stage) - cross_.suit_weight(before[s], undealt, stage);
    }
    out[static_cast<std::size_t>(cell)] += gain;
  }
}

// Likewise the ranks' weights, for the ranks of the card's row and column.
void CrossEvaluator::add_rank_gains(const Board& board, const std::array<CrossLine, kNumLines>& now,
                                    const std::array<CrossLine, kNumLines>& added, const std::array<int, kNumLines>& open,
                                    CardMask unseen, int stage, std::array<double, kNumCells>& out) const {
  std::array<CrossValues::RankHold, kNumRanks> before;
  for (int l = 0; l < kNumLines; ++l)
    if (open[static_cast<std::size_t>(l)]) CrossValues::hold(before, now[static_cast<std::size_t>(l)], l < kGridSize, 1);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    std::array<CrossValues::RankHold, kNumRanks> after = before;
    unsigned touched = 0;
    for (const int l : {row_line(cell), col_line(cell)}) {
      const auto i = static_cast<std::size_t>(l);
      CrossValues::hold(after, now[i], l < kGridSize, -1);
      touched |= now[i].ranks;
      if (open[i] >= 2) {
        CrossValues::hold(after, added[i], l < kGridSize, 1);
        touched |= added[i].ranks;
      }
    }
    double gain = 0;
    for (; touched; touched &= touched - 1) {
      const int r = __builtin_ctz(touched);
      const int undealt = __builtin_popcountll(unseen & (kRankBits << r));
      gain += cross_.rank_weight(after[static_cast<std::size_t>(r)], undealt, stage) -
              cross_.rank_weight(before[static_cast<std::size_t>(r)], undealt, stage);
    }
    out[static_cast<std::size_t>(cell)] += gain;
  }
}

double CrossEvaluator::rate_placements(const Board& board, Card card, std::array<double, kNumCells>& out) const {
  base_.rate_placements(board, card, out);
  // Every weight of the board after a placement reads the cards to come
  // without `card` and the next stage, whichever cell takes it.
  const CardMask unseen = board.unseen() & ~card_bit(card);
  const int stage = CrossValues::stage(board.num_placed() + 1);
  const std::uint32_t empty = board.empty_cells();
  std::array<int, kNumLines> open{};  // empty cells per line
  for (std::uint32_t e = empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    ++open[static_cast<std::size_t>(row_line(cell))];
    ++open[static_cast<std::size_t>(col_line(cell))];
  }
  // Each open line as it is, and with the card added when it keeps another empty cell.
  std::array<CrossLine, kNumLines> now, added;
  for (int l = 0; l < kNumLines; ++l) {
    if (!open[static_cast<std::size_t>(l)]) continue;
    now[static_cast<std::size_t>(l)] = CrossValues::line(board.line(l), unseen);
    if (open[static_cast<std::size_t>(l)] >= 2) {
      LineState with = board.line(l);
      with.add(card);
      added[static_cast<std::size_t>(l)] = CrossValues::line(with, unseen);
    }
  }
  // Per empty cell: its weight as the board stands, with the card added to its
  // row (placed elsewhere in the row), and to its column.
  std::array<float, kNumCells> w_now{}, w_row{}, w_col{};
  for (std::uint32_t e = empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    const auto r = static_cast<std::size_t>(row_line(cell)), c = static_cast<std::size_t>(col_line(cell));
    const auto x = static_cast<std::size_t>(cell);
    w_now[x] = cross_.cell_weight(now[r], now[c], unseen, stage);
    if (open[r] >= 2) w_row[x] = cross_.cell_weight(added[r], now[c], unseen, stage);
    if (open[c] >= 2) w_col[x] = cross_.cell_weight(now[r], added[c], unseen, stage);
  }
  // The cell placed loses its weight; the other empty cells of its row and
  // column change theirs (the rest are the same for every cell).
  for (std::uint32_t e = empty; e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    double gain = -w_now[static_cast<std::size_t>(cell)];
    const int row = row_of(cell), col = col_of(cell);
    for (int j = 0; j < kGridSize; ++j) {
      const int other = row * kGridSize + j;
      if (other != cell && ((empty >> other) & 1u))
        gain += w_row[static_cast<std::size_t>(other)] - w_now[static_cast<std::size_t>(other)];
    }
    for (int i = 0; i < kGridSize; ++i) {
      const int other = i * kGridSize + col;
      if (other != cell && ((empty >> other) & 1u))
        gain += w_col[static_cast<std::size_t>(other)] - w_now[static_cast<std::size_t>(other)];
    }
    out[static_cast<std::size_t>(cell)] += gain;
  }
  if (cross_.suits()) add_suit_gains(board, now, added, open, unseen, stage, out);
  if (cross_.ranks()) add_rank_gains(board, now, added, open, unseen, stage, out);
  return 0;
}

}  // namespace pps
