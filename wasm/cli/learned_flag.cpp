#include "cli/learned_flag.h"

#include <stdexcept>

#include "ai/core/learned_data.h"
#include "ai/learn/learning_player.h"
#include "cli/args.h"
#include "cli/input_file.h"
#include "engine/quote.h"

namespace pps::cli {

void load_learned(Player& player, const PointSystem& system, const std::string& path) {
  auto* learner = learner_of(player);
  if (!learner) throw UsageError("--learned: player '" + player.spec() + "' does not learn");
  const std::string bytes = read_input_file(path, "--learned file", kMaxLearnedBytes);
  try {
    learner->load(bytes, system);
  } catch (const std::invalid_argument& e) {
    throw UsageError("--learned file " + quote(path) + ": " + e.what());
  }
}

}  // namespace pps::cli
