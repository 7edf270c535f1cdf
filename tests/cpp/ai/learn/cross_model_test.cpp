// CrossModel (ai/learn/cross_model.h): NARL values, then the correction over
// them; its saved form (NARL's payload, then the correction's nonzero
// weights) loads back exactly, and anything else is refused with what the
// model held kept.
#include "ai/learn/cross_model.h"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>

#include "ai/learn/evaluator_table.h"
#include "ai/learn/narl_values_player.h"
#include "engine/game.h"

namespace pps {
namespace {

std::unique_ptr<EvaluatorModel> cross_model() {
  return make_evaluator_model(PlayerParams::parse("x:eval=cross", evaluator_params("tiger").params));
}

std::unique_ptr<EvaluatorModel> learned(std::int64_t games) {
  auto model = cross_model();
  LearnBudget budget;
  budget.games = games;
  model->learn(PointSystem::american(), budget, nullptr, nullptr);
  return model;
}

// The offset of the correction's part in a saved payload: after NARL's
// length (u32) and bytes.
std::size_t correction_at(const std::string& payload) {
  std::uint32_t narl = 0;
  std::memcpy(&narl, payload.data(), 4);
  return 4 + narl;
}

TEST(CrossModel, LearnsACorrectionOverNarlValues) {
  const auto model = learned(2000);
  const std::string payload = model->save();
  std::uint32_t nonzero = 0;
  std::memcpy(&nonzero, payload.data() + correction_at(payload) + 1, 4);
  EXPECT_GT(nonzero, 100u);  // the correction learned something
  // Its settings name both parts: data of NARL alone never loads into it.
  EXPECT_NE(model->settings().find("outs=on"), std::string::npos);
  EXPECT_NE(model->settings().find("cross_lambda=0.5"), std::string::npos);
}

TEST(CrossModel, RefusesCorruptCorrectionsAndKeepsWhatItHad) {
  const auto model = learned(2000);
  const std::string good = model->save();
  const std::size_t at = correction_at(good);
  auto copy = cross_model();
  copy->load(good, PointSystem::american());
  ASSERT_EQ(copy->save(), good);

  const auto refused = [&](std::string bytes, const char* why) {
    EXPECT_THROW(copy->load(bytes, PointSystem::american()), std::invalid_argument) << why;
    EXPECT_EQ(copy->save(), good) << why;
  };
  std::string flags = good;
  flags[at] ^= 1;  // features this build does not have
  refused(flags, "features");
  std::string order = good;  // the second index made smaller than the first
  std::memcpy(order.data() + at + 5 + 8, order.data() + at + 5, 4);
  refused(order, "order");
  std::string nan = good;
  const float not_a_number = std::numeric_limits<float>::quiet_NaN();
  std::memcpy(nan.data() + at + 5 + 4, &not_a_number, 4);
  refused(nan, "non-finite");
  refused(good + "x", "trailing");
  refused(good.substr(0, good.size() - 3), "truncated");
  refused(good.substr(0, 3), "no length");
}

}  // namespace
}  // namespace pps
