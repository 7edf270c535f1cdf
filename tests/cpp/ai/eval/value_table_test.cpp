// ValueTable (ai/eval/value_table.h): running means in a bounded table, and
// keys forged to collide that still do not form one long probe cluster.
#include <gtest/gtest.h>

#include <cstdint>

#include "ai/eval/value_table.h"
#include "forged_keys.h"

namespace pps {
namespace {

using test::forged_keys;

TEST(ValueTable, KeepsRunningMeansAndStaysBounded) {
  ValueTable table(4);  // 16 slots
  table.add(7, 10);
  table.add(7, 20);
  EXPECT_FLOAT_EQ(table.value(7), 15);
  EXPECT_EQ(table.count(7), 2u);
  EXPECT_FLOAT_EQ(table.value(8, -1.0f), -1.0f);
  for (std::uint64_t key = 100; key < 200; ++key) table.add(key, 1);
  EXPECT_LT(table.size(), table.capacity());  // full tables stop growing
  EXPECT_FLOAT_EQ(table.value(7), 15);
}

TEST(ValueTable, ForgedCollidingKeysDoNotFormOneLongCluster) {
  ValueTable table(12);
  const auto keys = forged_keys(12, 600);
  for (std::uint64_t key : keys) table.set(key, 1, 1);
  EXPECT_EQ(table.size(), keys.size());
  EXPECT_LT(table.longest_probe(), 100u);
  for (std::uint64_t key : keys) EXPECT_EQ(table.count(key), 1u);
}

}  // namespace
}  // namespace pps
