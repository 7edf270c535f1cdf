#include "cli/withdrawal.h"

namespace pps::cli {

void Withdrawal::record(const Player& player, const std::string& forfeit) {
  const auto* program = dynamic_cast<const external::ExternalPlayer*>(&player);
  if (!program || !reason_.empty()) return;
  if (!program->not_loaded().empty()) {
    reason_ = kNotLoadedGamePrefix + program->not_loaded();
    return;
  }
  lost_in_a_row_ = forfeit.empty() ? 0 : lost_in_a_row_ + 1;
  if (lost_in_a_row_ == kMostLostInARow)
    reason_ = std::string(kWithdrawnPrefix) + "lost " + std::to_string(kMostLostInARow) + " games in a row (the last: " +
              forfeit + ")";
}

}  // namespace pps::cli
