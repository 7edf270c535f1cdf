#include "ai/learn/tdnet_model.h"

#include <cmath>
#include <stdexcept>

#include "ai/core/learned_data.h"

namespace pps {

ParamGroup TdNetModel::params() {
  return {"tdnet model", {
      {"hidden", "20-10", "hidden layers: N or N-M units, 1 to 64 each (the report's code: 20-10)"},
      {"output", "tanh", "the output unit: tanh (the report's code) or linear"},
      {"rate", "0.02", "learning rate of the first game (the report's code: 0.1, constant, with scale=report)"},
      {"rate_end", "0.002", "the learning rate never falls below this"},
      {"anneal", "1000000", "games over which the rate halves: rate / (1 + game / anneal); 0 = constant"},
      {"explore", "0.01", "share of random moves in learning games (the report's code: 0.01)"},
      {"target", "td", "td: each board towards the next board's value (the report's code); final: towards the final score"},
      {"scale", "fit", "fit: scores scaled by the spread of greedy games on the system; report: by ten times the largest hand"},
      {"batch", "16", "games played between two rounds of updates (determinism across threads)"},
  }};
}

namespace {
// "20-10" -> {20, 10}; "10" -> {10, 0}.
TdShape parse_hidden(const PlayerParams& p) {
  const std::string text = p.text("hidden");
  const auto refuse = [&] {
    return std::invalid_argument("player " + p.player() + ": hidden=" + text +
                                 " is not N or N-M with 1 to 64 units a layer");
  };
  TdShape shape;
  shape.hidden2 = 0;
  const auto dash = text.find('-');
  const auto units = [&](const std::string& part) {
    if (part.empty() || part.size() > 2 || part.find_first_not_of("0123456789") != std::string::npos) throw refuse();
    return std::stoi(part);
  };
  shape.hidden1 = units(text.substr(0, dash));
  if (dash != std::string::npos) shape.hidden2 = units(text.substr(dash + 1));
  if (!TdNetwork::valid_shape(shape) || (dash != std::string::npos && shape.hidden2 == 0)) throw refuse();
  return shape;
}

// Payload: layout version (u8), hidden1, hidden2, linear output (u8 each),
// center and scale (f64), then the weights (f32) in TdNetwork's layout.
constexpr std::uint8_t kPayloadLayout = 2;
}  // namespace

TdNetModel::TdNetModel(const PlayerParams& p) {
  settings_.shape = parse_hidden(p);
  settings_.shape.linear_output = p.choice("output", {"tanh", "linear"}) == 1;
  settings_.rate = p.number("rate", 1e-6, 1);
  settings_.rate_end = p.number("rate_end", 1e-6, 1);
  settings_.anneal = p.integer("anneal", 0, 1'000'000'000);
  settings_.explore = p.number("explore", 0, 1);
  settings_.final_targets = p.choice("target", {"td", "final"}) == 1;
  settings_.fitted_scale = p.choice("scale", {"fit", "report"}) == 0;
  settings_.batch = static_cast<int>(p.integer("batch", 1, 100'000));
  settings_text_ = learning_settings(p, {"hidden", "output", "rate", "rate_end", "anneal", "explore", "target", "scale", "batch"});
  net_.reset(settings_.shape, 0, 1);  // all weights 0 until it learns: every cell alike
}

void TdNetModel::learn(const PointSystem& system, const LearnBudget& budget, const LearnProgressFn& progress,
                       const std::atomic<bool>* stop) {
  system_ = system;
  learn_tdnet(net_, system_, settings_, budget, progress, stop);
}

std::string TdNetModel::save() const {
  ByteWriter w;
  const TdShape& shape = net_.shape();
  w.put<std::uint8_t>(kPayloadLayout);
  w.put<std::uint8_t>(static_cast<std::uint8_t>(shape.hidden1));
  w.put<std::uint8_t>(static_cast<std::uint8_t>(shape.hidden2));
  w.put<std::uint8_t>(shape.linear_output ? 1 : 0);
  w.put<double>(net_.center());
  w.put<double>(net_.scale());
  for (float x : net_.weights()) w.put<float>(x);
  return w.take();
}

void TdNetModel::load(std::string_view payload, const PointSystem& system) {
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
  system_ = system;
}

}  // namespace pps
