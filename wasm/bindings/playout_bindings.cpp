// Embind API for the lab's student players (web/src/lab/sandbox/): random or
// greedy games played out from any position, in WebAssembly, so that a
// student's Monte Carlo player written in JavaScript or Python is not held
// back by scoring hands in its own language. Both take the point system as a
// spec (the ten points "v0,...,v9" are one) and the board as 25 card ids in
// cell order (-1 for empty), and draw the cards to come at random from those
// not on the board (nor the card to place): what the player may know.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>

#include "ai/eval/points_now.h"
#include "ai/search/playout.h"
#include "bindings/boundary.h"
#include "engine/board.h"

using emscripten::val;

namespace pps::bindings {
namespace {

constexpr int kMostGames = 10'000'000;

// The board of `cells`: 25 card ids (-1 empty), no card twice.
Board board_arg(const val& cells) {
  if (!cells.isArray() || cells["length"].as<int>() != kNumCells)
    throw std::invalid_argument("board must be an array of 25 card ids (-1 for an empty cell)");
  Board board;
  for (int cell = 0; cell < kNumCells; ++cell) {
    const int id = integer_arg(cells[cell], "card id", -1, kNumCards - 1);
    if (id < 0) continue;
    const Card card = static_cast<Card>(id);
    if (board.has_card(card)) throw std::invalid_argument("board holds card " + std::to_string(id) + " twice");
    board.place(cell, card);
  }
  return board;
}

// The policy named `name` ("random" or "greedy": each card where the board
// would score most if the game ended now, ties at random).
std::unique_ptr<PlayoutPolicy> policy_arg(const val& name, const Evaluator& points_now) {
  const std::string text = string_arg(name, "policy");
  if (text == "random") return std::make_unique<RandomPlacement>();
  if (text == "greedy") return std::make_unique<GreedyPolicy>(points_now);
  throw std::invalid_argument("policy must be \"random\" or \"greedy\" (got \"" + text + "\")");
}

// The mean final score of `games` games played out from `board` with
// `policy`, the cards to come drawn from `unseen`. The cards come from their
// own generator, seeded with `seed`, and the policy's ties from another: the
// same seed deals the same cards whatever the policy or the board.
double mean_of_playouts(Board& board, CardMask unseen, int games, const PlayoutPolicy& policy, std::uint64_t seed,
                        const PointSystem& system) {
  const int left = kNumCells - board.num_placed();
  if (left == 0) return board.score(system);
  Rng cards_rng(seed);
  Rng ties_rng(~seed);
  Card cards[kNumCells];
  double total = 0;
  for (int g = 0; g < games; ++g) {
    sample_cards(unseen, left, cards_rng, cards);
    total += play_out(board, cards, policy, ties_rng, system);
  }
  return total / games;
}

std::uint64_t seed_arg(const val& seed) {
  return static_cast<std::uint64_t>(integer_arg(seed, "seed", 0, std::numeric_limits<int>::max()));
}

// playouts(system, cells, games, policy, seed): the mean final score.
val playouts(const val& system_spec, const val& cells, const val& games, const val& policy_name, const val& seed) {
  return guarded([&] {
    const PointSystem system = PointSystem::parse(string_arg(system_spec, "point system"));
    Board board = board_arg(cells);
    const int count = integer_arg(games, "games", 1, kMostGames);
    const PointsNowEvaluator points_now(system);
    const auto policy = policy_arg(policy_name, points_now);
    return mean_of_playouts(board, board.unseen(), count, *policy, seed_arg(seed), system);
  });
}

// rateCells(system, cells, card, games, policy, seed): for each cell, the
// mean final score of `games` games played out after `card` goes there
// (NaN for a filled cell). Every cell is played out on the same cards to
// come, so that their differences are the placements', not the luck's.
val rate_cells(const val& system_spec, const val& cells, const val& card_id, const val& games, const val& policy_name,
               const val& seed) {
  return guarded([&] {
    const PointSystem system = PointSystem::parse(string_arg(system_spec, "point system"));
    Board board = board_arg(cells);
    if (board.full()) throw std::invalid_argument("the board is full");
    const Card card = static_cast<Card>(integer_arg(card_id, "card id", 0, kNumCards - 1));
    if (board.has_card(card)) throw std::invalid_argument("the card to place is already on the board");
    const int count = integer_arg(games, "games", 1, kMostGames);
    const PointsNowEvaluator points_now(system);
    const auto policy = policy_arg(policy_name, points_now);
    const std::uint64_t base = seed_arg(seed);
    const CardMask unseen = board.unseen() & ~card_bit(card);
    val out = val::array();
    for (int cell = 0; cell < kNumCells; ++cell) {
      if (!board.is_empty(cell)) {
        out.call<void>("push", std::nan(""));
        continue;
      }
      board.place(cell, card);  // the same seed: the same cards to come for every cell
      out.call<void>("push", mean_of_playouts(board, unseen, count, *policy, base, system));
      board.remove(cell);
    }
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(pps_playouts) {
  using emscripten::function;
  function("playouts", &playouts);
  function("rateCells", &rate_cells);
}

}  // namespace pps::bindings
