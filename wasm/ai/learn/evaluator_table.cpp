#include "ai/learn/evaluator_table.h"

#include "ai/eval/points_now.h"
#include "ai/eval/tiger_heuristic.h"
#include "ai/learn/beemo_model.h"
#include "ai/learn/cross_model.h"
#include "ai/learn/fixed_model.h"
#include "ai/learn/narl_model.h"
#include "ai/learn/narl_values_player.h"
#include "ai/learn/tdnet_model.h"

namespace pps {

namespace {

// A learned model with its default settings.
template <typename Model>
std::unique_ptr<EvaluatorModel> learned(const ParamGroup& settings) {
  return std::make_unique<Model>(PlayerParams::parse("eval", settings.params));
}

// A learned model of NARL's values with the learning settings the player
// declares (the champion declares NARL's and the correction's), the model's
// defaults for the others. Other models keep their defaults: their settings
// share names (epsilon, decay, batch) with NARL's but not their meaning.
template <typename Model>
std::unique_ptr<EvaluatorModel> learned(const std::vector<ParamGroup>& models, const PlayerParams& player) {
  const std::vector<ParamInfo> settings = compose(models);
  std::string spec = "eval";
  char separator = ':';
  for (const ParamInfo& setting : settings) {
    if (!player.declares(setting.name)) continue;
    spec += separator + setting.name + "=" + player.text(setting.name);
    separator = ',';
  }
  return std::make_unique<Model>(PlayerParams::parse(spec, settings));
}

struct Entry {
  const char* name;
  const char* description;
  std::unique_ptr<EvaluatorModel> (*make)(const PlayerParams& player);
};

// In the order `pps players` lists them.
const Entry kEvaluators[] = {
    {"tiger", "Tiger's state heuristic (weights alpha, beta, gamma)",
     [](const PlayerParams& p) -> std::unique_ptr<EvaluatorModel> {
       TigerWeights weights;
       weights.alpha = p.number("alpha", 0, 10);
       weights.beta = p.number("beta", 0, 10);
       weights.gamma = p.number("gamma", 0, 10);
       return std::make_unique<FixedModel>(
           [weights](const PointSystem& s) { return std::make_unique<TigerHeuristic>(s, weights); });
     }},
    {"points", "the points the lines would score if the game ended now",
     [](const PlayerParams&) -> std::unique_ptr<EvaluatorModel> {
       return std::make_unique<FixedModel>([](const PointSystem& s) { return std::make_unique<PointsNowEvaluator>(s); });
     }},
    {"narl", "NARL line values learned for the point system, as the champion learns them",
     [](const PlayerParams& p) {
       return learned<NarlModel>({NarlModel::params("on", NarlValuesPlayer::kLearningGameCap)}, p);
     }},
    {"cross", "NARL line values with a learned correction for how the lines through each cell compete",
     [](const PlayerParams& p) {
       return learned<CrossModel>({NarlModel::params("on", NarlValuesPlayer::kLearningGameCap), CrossModel::params()},
                                  p);
     }},
    {"beemo", "BeeMo's hand-pattern utilities learned for the point system",
     [](const PlayerParams&) { return learned<BeemoModel>(BeemoModel::params()); }},
    {"tdnet", "the TD network learned for the point system",
     [](const PlayerParams&) { return learned<TdNetModel>(TdNetModel::params()); }},
};

}  // namespace

std::vector<EvaluatorInfo> list_evaluators() {
  std::vector<EvaluatorInfo> list;
  for (const Entry& entry : kEvaluators) list.push_back({entry.name, entry.description});
  return list;
}

ParamGroup evaluator_params(const std::string& default_name) {
  std::string help = "the evaluator the search runs over:";
  for (const Entry& entry : kEvaluators) help += std::string(" ") + entry.name + " (" + entry.description + ");";
  help.back() = '.';
  return {"evaluator",
          {
              {"eval", default_name, help + " A learned one learns the point system first (prep, games, seed)"},
              {"alpha", "0.1", "eval=tiger: weight of one-card hands, in [0, 10] (paper's untuned value 0.2)"},
              {"beta", "0.3", "eval=tiger: weight of two-card hands, in [0, 10] (untuned 0.4)"},
              {"gamma", "0.85", "eval=tiger: weight of three-card hands, in [0, 10] (untuned 0.6)"},
          }};
}

std::unique_ptr<EvaluatorModel> make_evaluator_model(const PlayerParams& params) {
  std::vector<std::string> names;
  for (const Entry& entry : kEvaluators) names.push_back(entry.name);
  return kEvaluators[params.choice("eval", names)].make(params);
}

}  // namespace pps
