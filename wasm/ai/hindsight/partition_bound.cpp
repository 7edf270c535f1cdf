#include "ai/hindsight/partition_bound.h"

#include <algorithm>
#include <limits>

#include "ai/hindsight/hand_resources.h"

namespace pps {

namespace {

constexpr int kNone = std::numeric_limits<int>::min();
// A small exact search over category counts: the most points k hands can
// score if only the resources and the categories' possibility limit them.
class Relaxation {
 public:
  Relaxation(const DealHands& hands, std::uint32_t cards) : points_(hands.system().table()) {
    const CardResources resources = card_resources(hands, cards);
    caps_ = resources.caps;
    possible_ = resources.possible;
    resources_singletons_ = resources.singletons;
    cards_ = __builtin_popcount(cards);
    for (int i = 0; i < kNumCategories; ++i) order_[i] = i;
    std::stable_sort(order_.begin(), order_.end(), [this](int a, int b) { return points_[a] > points_[b]; });
  }

  // With exactly 5k cards every card is in one of the hands, so each card of
  // a lone rank is a kicker of one; with more cards (a bound for what is left
  // after one more hand) some may stay out, and the kickers bind nothing.
  int best(int k) {
    singletons_ = 5 * k == cards_ ? resources_singletons_ : 0;
    best_ = kNone;
    used_.fill(0);
    search(0, k, 0);
    return best_;
  }

 private:
  void search(int position, int slots, int total) {
    if (kickers_ + 5 * slots < singletons_) return;  // a lone rank's card is a kicker in any hand
    if (slots == 0) {
      best_ = std::max(best_, total);
      return;
    }
    if (position == kNumCategories) return;
    const int category = order_[position];
    // Categories come best first, so no slot left can score more than this one.
    if (best_ != kNone && total + slots * points_[category] <= best_) return;
    int most = possible_[category] ? slots : 0;
    for (int r = 0; r < kNumResources; ++r)
      if (kCategoryUses[category][r]) most = std::min(most, (caps_[r] - used_[r]) / kCategoryUses[category][r]);
    for (int count = most; count >= 0; --count) {
      for (int r = 0; r < kNumResources; ++r) used_[r] += count * kCategoryUses[category][r];
      kickers_ += count * kCategoryKickers[category];
      search(position + 1, slots - count, total + count * points_[category]);
      kickers_ -= count * kCategoryKickers[category];
      for (int r = 0; r < kNumResources; ++r) used_[r] -= count * kCategoryUses[category][r];
    }
  }

  const PointTable& points_;
  Resources caps_{};
  Resources used_{};
  std::array<bool, kNumCategories> possible_{};
  std::array<int, kNumCategories> order_{};
  int resources_singletons_ = 0;
  int cards_ = 0;
  int singletons_ = 0;
  int kickers_ = 0;
  int best_ = kNone;
};

class PartitionSearch {
 public:
  PartitionSearch(const DealHands& hands, std::int64_t node_budget) : hands_(hands), budget_(node_budget) {}

  Partition run(std::uint32_t cards) {
    const int k = __builtin_popcount(cards) / 5;
    visit(cards, k, 0, 0);
    Partition result;
    result.best = incumbent_;
    result.hands = best_hands_;
    result.exact = cutoff_ == kNone;
    result.upper = std::max(incumbent_, cutoff_);
    result.nodes = nodes_;
    return result;
  }

 private:
  void record(int total, int depth) {
    if (total <= incumbent_) return;
    incumbent_ = total;
    best_hands_ = path_;
    for (int i = depth; i < 5; ++i) best_hands_[i] = 0;
  }

  // Two hands left: try every way to split the ten cards.
  void split_in_two(std::uint32_t cards, int total, int depth) {
    std::array<int, 9> rest{};
    const std::uint32_t lowest = cards & -cards;
    int n = 0;
    for (std::uint32_t m = cards & ~lowest; m; m &= m - 1) rest[n++] = __builtin_ctz(m);
    for (int a = 0; a < 9; ++a)
      for (int b = a + 1; b < 9; ++b)
        for (int c = b + 1; c < 9; ++c)
          for (int d = c + 1; d < 9; ++d) {
            const std::uint32_t hand = lowest | 1u << rest[a] | 1u << rest[b] | 1u << rest[c] | 1u << rest[d];
            const int value = total + hands_.value(hand) + hands_.value(cards ^ hand);
            if (value > incumbent_) {
              path_[depth] = hand;
              path_[depth + 1] = cards ^ hand;
              record(value, depth + 2);
            }
          }
  }

  void visit(std::uint32_t cards, int k, int total, int depth) {
    ++nodes_;
    if (k == 1) {
      path_[depth] = cards;
      record(total + hands_.value(cards), depth + 1);
      return;
    }
    if (k == 2) return split_in_two(cards, total, depth);
    const int bound = Relaxation(hands_, cards).best(k);
    if (incumbent_ != kNone && total + bound <= incumbent_) return;
    if (nodes_ > budget_ && incumbent_ != kNone) {
      cutoff_ = std::max(cutoff_, total + bound);
      return;
    }
    const int lowest = __builtin_ctz(cards);
    const int rest_bound = Relaxation(hands_, cards & ~(1u << lowest)).best(k - 1);
    for (std::uint32_t hand : hands_.hands_led_by(lowest)) {
      if (hand & ~cards) continue;
      const int optimistic = total + hands_.value(hand) + rest_bound;
      if (incumbent_ != kNone && optimistic <= incumbent_) break;  // hands come best first
      if (nodes_ > budget_ && incumbent_ != kNone) {  // out of budget: this hand and all after it stay unexplored
        cutoff_ = std::max(cutoff_, std::min(optimistic, total + bound));
        break;
      }
      path_[depth] = hand;
      visit(cards ^ hand, k - 1, total + hands_.value(hand), depth + 1);
    }
  }

  const DealHands& hands_;
  std::int64_t budget_;
  std::int64_t nodes_ = 0;
  int incumbent_ = kNone;
  int cutoff_ = kNone;
  std::array<std::uint32_t, 5> path_{};
  std::array<std::uint32_t, 5> best_hands_{};
};

}  // namespace

int partition_relaxation(const DealHands& hands, std::uint32_t cards, int k) {
  return Relaxation(hands, cards).best(k);
}

Partition best_partition(const DealHands& hands, std::uint32_t cards, std::int64_t node_budget) {
  return PartitionSearch(hands, node_budget).run(cards);
}

}  // namespace pps
