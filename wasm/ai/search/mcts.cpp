#include "ai/search/mcts.h"

#include <algorithm>
#include <cmath>

#include "ai/core/cell_choice.h"

namespace pps {

const std::size_t MctsWorker::kNodeBytes = sizeof(MctsWorker::Node);

namespace {

// ln(n) from arithmetic alone: libm's log may differ in the last bit between
// glibc and Emscripten's musl, and a one-ulp difference can flip a UCT
// comparison, so the same seed would play differently natively and in
// WebAssembly. n = m * 2^e with m in [1, 2): ln n = e ln 2 + 2 atanh(s),
// s = (m - 1) / (m + 1) <= 1/3; the series is summed to double precision.
double deterministic_log(std::uint32_t n) {
  int e = 31 - __builtin_clz(n);
  const double m = static_cast<double>(n) / static_cast<double>(1u << e);
  const double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double term = s, sum = 0.0;
  for (int k = 1; k < 60; k += 2) {
    sum += term / k;
    term *= s2;
  }
  return e * 0.6931471805599453 + 2.0 * sum;
}

}  // namespace

Card MctsWorker::Walk::draw(Rng& rng) {
  const std::uint32_t i = rng.below(static_cast<std::uint32_t>(deck_size));
  const Card c = deck[i];
  deck[i] = deck[--deck_size];
  return c;
}

void MctsWorker::reset(const MctsConfig& config, const Evaluator& evaluator, const PointSystem& system,
                       const Board& board, Card card, std::uint64_t seed) {
  config_ = config;
  config_.max_nodes = std::max<std::size_t>(config_.max_nodes, 1);
  evaluator_ = &evaluator;
  switch (config_.rollout) {
    case Rollout::kRandom: rollout_policy_ = std::make_unique<RandomPlacement>(); break;
    case Rollout::kPruneRandom: rollout_policy_ = std::make_unique<PrunedRandomPlacement>(evaluator, config_.prune); break;
    // Best move; ties are broken at random so that symmetric cells share the work.
    case Rollout::kBestMove: rollout_policy_ = std::make_unique<GreedyPolicy>(evaluator); break;
  }
  system_ = system;
  rng_.reseed(seed);
  root_.board = board;
  const CardMask deck = board.unseen() & ~card_bit(card);
  root_.deck_size = 0;
  for (CardMask m = deck; m; m &= m - 1) root_.deck[root_.deck_size++] = static_cast<Card>(__builtin_ctzll(m));
  root_card_ = card;
  root_heuristic_.fill(0.0);
  nodes_.clear();
  iterations_ = 0;
  const std::uint32_t root = new_node(card);
  nodes_[root].untried = allowed_cells(root_, card, &root_heuristic_);
  nodes_[root].ready = true;
  root_allowed_ = nodes_[root].untried;
}

std::uint32_t MctsWorker::new_node(std::uint8_t key) {
  if (nodes_.size() >= config_.max_nodes) return kNil;
  // Growth is geometric and the memory is kept from move to move, so after
  // the first moves of a game the pool no longer allocates.
  if (nodes_.size() == nodes_.capacity())
    nodes_.reserve(std::min(config_.max_nodes, std::max<std::size_t>(4096, 2 * nodes_.capacity())));
  nodes_.emplace_back();
  nodes_.back().key = key;
  return static_cast<std::uint32_t>(nodes_.size() - 1);
}

double MctsWorker::placements_and_parent(const Board& board, Card card, std::array<double, kNumCells>& value) const {
  const double parent = evaluator_->rate_placements(board, card, value);
  return std::isnan(parent) ? evaluator_->evaluate(board) : parent;  // the evaluator left it to us
}

std::uint32_t MctsWorker::allowed_cells(const Walk& walk, Card card, std::array<double, kNumCells>* heuristic_out) {
  const std::uint32_t empty = walk.board.empty_cells();
  if (config_.tree == TreePolicy::kUct) return empty;
  std::array<double, kNumCells> value{};
  const double parent = placements_and_parent(walk.board, card, value);
  if (heuristic_out) *heuristic_out = value;
  if (config_.tree == TreePolicy::kPruneUct) return prune_children(empty, value, parent, config_.prune);
  int best = -1;
  for (std::uint32_t m = empty; m; m &= m - 1) {
    const int cell = __builtin_ctz(m);
    if (best < 0 || value[cell] > value[best]) best = cell;
  }
  return 1u << best;
}

std::uint32_t MctsWorker::select_child(const Node& parent) const {
  const double log_n = deterministic_log(parent.visits);
  std::uint32_t best = kNil;
  double best_value = -INFINITY;
  for (std::uint32_t i = parent.first_child; i != kNil; i = nodes_[i].next_sibling) {
    const Node& child = nodes_[i];
    const double n = child.visits;
    const double mean = child.sum / n;
    double value;
    if (config_.bandit == Bandit::kUcb1) {
      value = mean + 2.0 * config_.cp * config_.squash_range * std::sqrt(2.0 * log_n / n);
    } else {
      // UCB1-Tuned on rewards scaled to about [0, 1].
      const double r = config_.tuned_range;
      const double x = mean / r;
      const double variance = std::max(0.0, child.sum_sq / (n * r * r) - x * x);
      const double v = variance + std::sqrt(2.0 * log_n / n);
      value = x + config_.tuned_c * std::sqrt(log_n / n * std::min(0.25, v));
    }
    if (value > best_value) {
      best_value = value;
      best = i;
    }
  }
  return best;
}

double MctsWorker::rollout(Walk& walk, Card pending) {
  if (pending != kNoCard) walk.board.place(rollout_policy_->choose(walk.board, pending, rng_), pending);
  while (!walk.board.full()) {
    const Card c = walk.draw(rng_);
    walk.board.place(rollout_policy_->choose(walk.board, c, rng_), c);
  }
  return final_score(walk.board);
}

void MctsWorker::iterate() {
  Walk walk = root_;
  Card card = root_card_;
  std::uint32_t node = 0;
  int depth = 0;
  path_[depth++] = node;
  double reward = 0;
  for (;;) {
    // `node` is a choice node: where does `card` go?
    if (!nodes_[node].ready) {
      nodes_[node].untried = allowed_cells(walk, card, nullptr);
      nodes_[node].ready = true;
    }
    std::uint32_t chance = kNil;
    if (nodes_[node].untried) {
      const std::uint32_t untried = nodes_[node].untried;
      const int cell = random_cell(untried, rng_);
      chance = new_node(static_cast<std::uint8_t>(cell));
      if (chance == kNil) {  // the pool is full: simulate from here
        reward = rollout(walk, card);
        break;
      }
      nodes_[chance].next_sibling = nodes_[node].first_child;
      nodes_[node].first_child = chance;
      nodes_[node].untried &= ~(1u << cell);
      walk.board.place(cell, card);
      path_[depth++] = chance;
      reward = walk.board.full() ? final_score(walk.board) : rollout(walk, kNoCard);
      break;
    }
    chance = select_child(nodes_[node]);
    walk.board.place(nodes_[chance].key, card);
    path_[depth++] = chance;
    if (walk.board.full()) {
      reward = final_score(walk.board);
      break;
    }
    // `chance` is a chance node: which card comes next?
    card = walk.draw(rng_);
    std::uint32_t next = nodes_[chance].first_child;
    while (next != kNil && nodes_[next].key != card) next = nodes_[next].next_sibling;
    if (next == kNil) {
      next = new_node(card);
      if (next == kNil) {
        reward = rollout(walk, card);
        break;
      }
      nodes_[next].next_sibling = nodes_[chance].first_child;
      nodes_[chance].first_child = next;
      path_[depth++] = next;
      reward = rollout(walk, card);
      break;
    }
    node = next;
    path_[depth++] = node;
  }
  for (int i = 0; i < depth; ++i) {
    Node& n = nodes_[path_[i]];
    ++n.visits;
    n.sum += reward;
    n.sum_sq += reward * reward;
  }
  ++iterations_;
}

void MctsWorker::run(std::int64_t iterations) {
  for (std::int64_t i = 0; i < iterations; ++i) iterate();
}

double MctsWorker::sample_cell(int cell, int rollouts) {
  double sum = 0;
  for (int i = 0; i < rollouts; ++i) {
    Walk walk = root_;
    walk.board.place(cell, root_card_);
    sum += walk.board.full() ? final_score(walk.board) : rollout(walk, kNoCard);
  }
  return sum / rollouts;
}

void MctsWorker::add_root_stats(RootStats& stats) const {
  for (std::uint32_t i = nodes_[0].first_child; i != kNil; i = nodes_[i].next_sibling) {
    stats.sum[nodes_[i].key] += nodes_[i].sum;
    stats.visits[nodes_[i].key] += nodes_[i].visits;
  }
  stats.allowed |= root_allowed_;
  stats.heuristic = root_heuristic_;
}

}  // namespace pps
