// The learning player of a spec (a quick learner: specs with a few thousand
// games), for the tests of learning, saving and loading.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/core/player.h"
#include "ai/learn/learning_player.h"

namespace pps::test {

inline std::unique_ptr<LearningPlayer> learner(const std::string& spec) {
  auto player = make_player(spec);
  auto* learning = learner_of(*player);
  EXPECT_NE(learning, nullptr);
  player.release();
  return std::unique_ptr<LearningPlayer>(learning);
}

}  // namespace pps::test
