// Monte Carlo tree search over choice and chance nodes, as in Tiger
// (the Tiger paper, docs/DESIGN.md References [2]), over any evaluator (Tiger's heuristic in
// the Tiger player, NARL values in tiger-narl): the evaluator rates the
// placements that the prune tree policy and the best-move rollouts compare.
// The root is a choice node (where does the
// current card go?), its children are chance nodes (which card comes next?),
// and so on, alternating. One iteration selects down the tree, expands one
// node, simulates the rest of the game with a rollout policy and backs the
// final score up the path.
//
// One MctsWorker owns one tree in a flat node pool with a hard cap: when the
// pool is full the tree stops growing and iterations simulate from the leaf
// they reach. The player runs several workers (root parallelization) and
// merges their root statistics in a fixed order, so that a fixed simulation
// budget gives the same result on any number of threads.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/search/playout.h"
#include "ai/search/pruning.h"
#include "ai/eval/evaluator.h"
#include "engine/point_system.h"
#include "engine/board.h"
#include "engine/rng.h"

namespace pps {

enum class TreePolicy : std::uint8_t { kUct, kPruneUct, kBestMove };
enum class Bandit : std::uint8_t { kUcb1, kUcb1Tuned };
enum class Rollout : std::uint8_t { kRandom, kPruneRandom, kBestMove };
enum class FinalChoice : std::uint8_t { kVisits, kMean };

struct MctsConfig {
  TreePolicy tree = TreePolicy::kPruneUct;
  Bandit bandit = Bandit::kUcb1;
  Rollout rollout = Rollout::kBestMove;
  FinalChoice final_choice = FinalChoice::kVisits;
  double cp = 141.42135623730951;  // 200 / sqrt(2), on unsquashed scores
  // Scores are divided by this range before the bandit formula (1 = no
  // squashing); UCB1-Tuned needs rewards in [0, 1] and uses tuned_range.
  double squash_range = 1.0;
  double tuned_range = 1000.0;
  double tuned_c = 1.0;  // multiplies UCB1-Tuned's exploration term
  PruneRule prune;
  std::size_t max_nodes = 1 << 20;
};

// Statistics of one root child (one cell), summed over workers.
struct RootStats {
  std::array<double, kNumCells> sum{};
  std::array<std::int64_t, kNumCells> visits{};
  std::uint32_t allowed = 0;  // cells the tree policy did not prune
  std::array<double, kNumCells> heuristic{};  // h of each child (prune and best-move policies)
};

// Trees run on different threads side by side in one array: each starts on
// its own cache line, so that one tree's counters never share a line with its
// neighbour's (false sharing cost a tenth of the two-thread speed).
class alignas(64) MctsWorker {
 public:
  // Starts a new search of `card` on `board`; keeps the node pool's memory.
  // `evaluator` rates placements for the prune and best-move policies (it
  // must outlive the search); `system` scores the playouts.
  void reset(const MctsConfig& config, const Evaluator& evaluator, const PointSystem& system, const Board& board,
             Card card, std::uint64_t seed);
  // Runs `iterations` more iterations (fewer if the tree is terminal-only).
  void run(std::int64_t iterations);
  std::int64_t iterations() const { return iterations_; }
  std::size_t nodes() const { return nodes_.size(); }
  // Mean final score of `rollouts` simulations that place the root card at
  // `cell` and continue with the rollout policy (for cells the tree pruned).
  double sample_cell(int cell, int rollouts);
  // Adds this tree's root statistics to `stats`.
  void add_root_stats(RootStats& stats) const;
  // The root's cells the tree policy did not prune (known from reset()).
  std::uint32_t root_allowed() const { return root_allowed_; }

 private:
  struct Node;

 public:
  static const std::size_t kNodeBytes;

 private:
  struct Node {
    double sum = 0, sum_sq = 0;
    std::uint32_t visits = 0;
    std::uint32_t first_child = kNil, next_sibling = kNil;
    std::uint32_t untried = 0;  // choice node: allowed cells not expanded yet
    std::uint8_t key = 0;       // cell for a chance node, card for a choice node
    bool ready = false;         // choice node: `untried` has been computed
  };
  static constexpr std::uint32_t kNil = 0xFFFFFFFFu;

  // The state an iteration walks: board and the cards that may come (an
  // array, for O(1) random draws).
  struct Walk {
    Board board;
    std::array<Card, kNumCards> deck;
    int deck_size;
    Card draw(Rng& rng);
  };

  std::uint32_t new_node(std::uint8_t key);
  std::uint32_t allowed_cells(const Walk& walk, Card card, std::array<double, kNumCells>* heuristic_out);
  std::uint32_t select_child(const Node& parent) const;
  double rollout(Walk& walk, Card pending);
  void iterate();
  // The evaluator's ratings of `card` on each empty cell, and the board's own value.
  double placements_and_parent(const Board& board, Card card, std::array<double, kNumCells>& value) const;
  double final_score(const Board& full) const { return static_cast<double>(full.score(system_)); }

  MctsConfig config_;
  const Evaluator* evaluator_ = nullptr;
  std::unique_ptr<PlayoutPolicy> rollout_policy_;  // over evaluator_ (playout.h)
  PointSystem system_;  // scores the finished playouts
  Rng rng_;
  Walk root_;
  Card root_card_ = kNoCard;
  std::vector<Node> nodes_;
  std::array<std::uint32_t, 2 * kNumCells + 2> path_{};
  std::array<double, kNumCells> root_heuristic_{};
  std::uint32_t root_allowed_ = 0;
  std::int64_t iterations_ = 0;
};

}  // namespace pps
