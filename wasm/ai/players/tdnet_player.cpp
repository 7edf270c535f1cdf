#include "ai/players/tdnet_player.h"

#include <cmath>
#include <limits>

#include "ai/core/cell_choice.h"
#include "ai/search/flat_monte_carlo.h"
#include "ai/core/learned_data.h"
#include "ai/search/playout.h"

namespace pps {


std::vector<ParamInfo> TdNetPlayer::params() {
  return {
      {"search", "mc", "mc: Monte Carlo with network-greedy playouts mixed with the raw estimate; greedy: 1-ply"},
      {"prep", "300", "seconds of learning per point system, when games=0"},
      {"games", "0", "learning games instead of seconds (deterministic with seed); 0 = use prep"},
      {"rate", "0.01", "initial learning rate"},
      {"rate_decay", "0.99999", "learning rate's exponential decay per game"},
      {"mix", "0.2", "weight of the raw network estimate in the final choice (search=mc)"},
      {"batch", "16", "games played between two rounds of updates (determinism across threads)"},
      {"seed", "1", "learning seed (also the network's initial weights)"},
  };
}

TdNetPlayer::TdNetPlayer(const PlayerParams& p) : spec_(p.canonical()) {
  use_search_ = p.choice("search", {"mc", "greedy"}) == 0;
  read_spec_budget(p);
  settings_.rate = p.number("rate", 1e-6, 1);
  settings_.rate_decay = p.number("rate_decay", 0.9, 1);
  mix_ = p.number("mix", 0, 1);
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  read_learning_settings(p, {"rate", "rate_decay", "batch"});
}

void TdNetPlayer::learn_now(const LearnBudget& budget) {
  learn_tdnet(net_, system_, settings_, budget, [this](const LearnProgress& p) { report(p); }, stop_);
}

Analysis TdNetPlayer::raw(const Board& start, Card card) const {
  const TdNetEvaluator evaluator(net_, system_);
  return rate_each_cell(start, card, [&](const Board& board) { return evaluator.evaluate(board); });
}

Analysis TdNetPlayer::decide(const Board& board, Card card) {
  const auto start = std::chrono::steady_clock::now();
  Analysis analysis = raw(board, card);
  const int empty = __builtin_popcount(board.empty_cells());
  if (use_search_ && empty > 1) {
    const TdNetEvaluator evaluator(net_, system_);
    const Analysis searched = flat_monte_carlo(board, card, GreedyPolicy(evaluator), system_, move_limits(board, card));
    if (searched.simulations > 0) {
      analysis.best = -1;
      analysis.simulations = searched.simulations;
      for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
        const auto cell = static_cast<std::size_t>(__builtin_ctz(e));
        analysis.value[cell] = mix_ * analysis.value[cell] + (1 - mix_) * searched.value[cell];
        if (analysis.best < 0 || analysis.value[cell] > analysis.value[static_cast<std::size_t>(analysis.best)])
          analysis.best = static_cast<int>(cell);
      }
    }
  }
  record_move(start, empty, use_search_ && empty > 1);
  return analysis;
}

std::string TdNetPlayer::save() const {
  ByteWriter w;
  w.put<double>(net_.scale());
  for (float x : net_.weights()) w.put<float>(x);
  return write_learned("tdnet", learning_settings_, system_, w.take());
}

void TdNetPlayer::load_payload(std::string_view bytes, const PointSystem& system) {
  const std::string payload = read_learned(bytes, "tdnet", learning_settings_, system);
  if (payload.size() != 8 + 4 * static_cast<std::size_t>(TdNetwork::kWeights))
    throw std::invalid_argument("learned data for tdnet has the wrong size");
  ByteReader r(payload);
  TdNetwork net;
  const double scale = r.get<double>();
  if (!(scale > 0) || !std::isfinite(scale)) throw std::invalid_argument("learned data for tdnet is corrupt");
  net.set_scale(scale);
  for (float& x : net.weights()) {
    x = r.get<float>();
    if (!std::isfinite(x)) throw std::invalid_argument("learned data for tdnet holds a non-finite weight");
  }
  net_ = net;
}

}  // namespace pps
