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
      {"hidden", "20-10", "hidden layers: N or N-M units, 1 to 64 each (the report's code: 20-10)"},
      {"output", "tanh", "the output unit: tanh (the report's code) or linear"},
      {"rate", "0.02", "learning rate of the first game (the report's code: 0.1, constant, with scale=report)"},
      {"rate_end", "0.002", "the learning rate never falls below this"},
      {"anneal", "1000000", "games over which the rate halves: rate / (1 + game / anneal); 0 = constant"},
      {"explore", "0.01", "share of random moves in learning games (the report's code: 0.01)"},
      {"target", "td", "td: each board towards the next board's value (the report's code); final: towards the final score"},
      {"scale", "fit", "fit: scores scaled by the spread of greedy games on the system; report: by ten times the largest hand"},
      {"batch", "16", "games played between two rounds of updates (determinism across threads)"},
      {"mix", "0.2", "weight of the raw network estimate in the final choice (search=mc)"},
      {"seed", "1", "learning seed (also the network's initial weights)"},
  };
}

namespace {
// "20-10" -> {20, 10}; "10" -> {10, 0}.
TdShape parse_hidden(const PlayerParams& p) {
  const std::string text = p.text("hidden");
  TdShape shape;
  shape.hidden2 = 0;
  const auto dash = text.find('-');
  const auto units = [&](const std::string& part) {
    if (part.empty() || part.size() > 2 || part.find_first_not_of("0123456789") != std::string::npos)
      throw std::invalid_argument("player 'tdnet': hidden=" + text + " is not N or N-M with 1 to 64 units a layer");
    return std::stoi(part);
  };
  shape.hidden1 = units(text.substr(0, dash));
  if (dash != std::string::npos) shape.hidden2 = units(text.substr(dash + 1));
  if (!TdNetwork::valid_shape(shape) || (dash != std::string::npos && shape.hidden2 == 0))
    throw std::invalid_argument("player 'tdnet': hidden=" + text + " is not N or N-M with 1 to 64 units a layer");
  return shape;
}
}  // namespace

TdNetPlayer::TdNetPlayer(const PlayerParams& p) : spec_(p.canonical()) {
  use_search_ = p.choice("search", {"mc", "greedy"}) == 0;
  read_spec_budget(p);
  settings_.shape = parse_hidden(p);
  settings_.shape.linear_output = p.choice("output", {"tanh", "linear"}) == 1;
  settings_.rate = p.number("rate", 1e-6, 1);
  settings_.rate_end = p.number("rate_end", 1e-6, 1);
  settings_.anneal = p.integer("anneal", 0, 1'000'000'000);
  settings_.explore = p.number("explore", 0, 1);
  settings_.final_targets = p.choice("target", {"td", "final"}) == 1;
  settings_.fitted_scale = p.choice("scale", {"fit", "report"}) == 0;
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  mix_ = p.number("mix", 0, 1);
  read_learning_settings(p, {"hidden", "output", "rate", "rate_end", "anneal", "explore", "target", "scale", "batch"});
  net_.reset(settings_.shape, 0, 1);  // all weights 0 until it learns: every cell alike
}

void TdNetPlayer::learn_now(const LearnBudget& budget) {
  learn_tdnet(net_, system_, settings_, budget, [this](const LearnProgress& p) { report(p); }, stop_);
}

Analysis TdNetPlayer::raw(const Board& board, Card card) const {
  Analysis analysis;
  analysis.value.fill(std::numeric_limits<double>::quiet_NaN());
  TdNetEvaluator(net_, system_).rate_placements(board, card, analysis.value);
  for (std::uint32_t e = board.empty_cells(); e; e &= e - 1) {
    const int cell = __builtin_ctz(e);
    if (analysis.best < 0 || analysis.value[static_cast<std::size_t>(cell)] > analysis.value[static_cast<std::size_t>(analysis.best)])
      analysis.best = cell;
  }
  return analysis;
}

Analysis TdNetPlayer::decide(const Board& board, Card card, TimedMove& move, bool) {
  Analysis analysis = raw(board, card);
  if (use_search_ && __builtin_popcount(board.empty_cells()) > 1) {
    move.searched = true;
    const TdNetEvaluator evaluator(net_, system_);
    const Analysis searched = flat_monte_carlo(board, card, GreedyPolicy(evaluator), system_, move.limits);
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
  return analysis;
}

// Payload: layout version (u8), hidden1, hidden2, linear output (u8 each),
// center and scale (f64), then the weights (f32) in TdNetwork's layout.
namespace {
constexpr std::uint8_t kPayloadLayout = 2;
}

std::string TdNetPlayer::save() const {
  ByteWriter w;
  const TdShape& shape = net_.shape();
  w.put<std::uint8_t>(kPayloadLayout);
  w.put<std::uint8_t>(static_cast<std::uint8_t>(shape.hidden1));
  w.put<std::uint8_t>(static_cast<std::uint8_t>(shape.hidden2));
  w.put<std::uint8_t>(shape.linear_output ? 1 : 0);
  w.put<double>(net_.center());
  w.put<double>(net_.scale());
  for (float x : net_.weights()) w.put<float>(x);
  return write_learned("tdnet", learning_settings_, system_, w.take());
}

void TdNetPlayer::load_payload(std::string_view bytes, const PointSystem& system) {
  const std::string payload = read_learned(bytes, "tdnet", learning_settings_, system);
  ByteReader r(payload);
  if (r.get<std::uint8_t>() != kPayloadLayout)
    throw std::invalid_argument("learned data for tdnet is of an older layout: learn again");
  TdShape shape;
  shape.hidden1 = r.get<std::uint8_t>();
  shape.hidden2 = r.get<std::uint8_t>();
  const auto linear = r.get<std::uint8_t>();
  if (linear > 1 || !TdNetwork::valid_shape(shape)) throw std::invalid_argument("learned data for tdnet is corrupt");
  shape.linear_output = linear == 1;
  if (!(shape == settings_.shape))
    throw std::invalid_argument("learned data for tdnet holds another network shape than the spec's");
  const double center = r.get<double>(), scale = r.get<double>();
  if (!(scale > 0) || !std::isfinite(scale) || !std::isfinite(center))
    throw std::invalid_argument("learned data for tdnet is corrupt");
  if (payload.size() != 20 + 4 * TdNetwork::weight_count(shape))
    throw std::invalid_argument("learned data for tdnet has the wrong size");
  TdNetwork net;
  net.reset(shape, center, scale);
  for (float& x : net.weights()) {
    x = r.get<float>();
    if (!std::isfinite(x)) throw std::invalid_argument("learned data for tdnet holds a non-finite weight");
  }
  net_ = std::move(net);
}

}  // namespace pps
