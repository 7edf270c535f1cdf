// value_table_io: the byte form of learned tables is canonical (independent of
// the order entries were learned in), round-trips exactly, and refuses
// corrupt input.
#include <gtest/gtest.h>

#include <limits>

#include "ai/eval/value_table_io.h"

namespace pps {
namespace {

std::string bytes_of(const ValueTable& table) {
  ByteWriter w;
  write_table(w, table);
  return w.take();
}

// Read with a largest table of 2^10 slots.
ValueTable read_back(const std::string& bytes) {
  ByteReader r(bytes);
  ValueTable table = read_table(r, 10, "test");
  EXPECT_TRUE(r.done());
  return table;
}

// A table of keys 1..n in write_table's form.
std::string keys_up_to(std::uint64_t n) {
  ValueTable table(12);
  for (std::uint64_t key = 1; key <= n; ++key) table.set(key, 0.5f, 1);
  ByteWriter w;
  write_table(w, table);
  return w.take();
}

TEST(ValueTableIo, BytesDependOnlyOnTheEntriesNotOnTheirOrder) {
  ValueTable forward(10), backward(10);
  const std::uint64_t keys[] = {1ULL << 63 | 5, 1ULL << 63 | 7, 3, 1ULL << 40, 2};
  for (std::uint64_t key : keys) forward.set(key, static_cast<float>(key % 97) / 3.0f, 4);
  for (int i = 4; i >= 0; --i) backward.set(keys[i], static_cast<float>(keys[i] % 97) / 3.0f, 4);
  EXPECT_EQ(bytes_of(forward), bytes_of(backward));
}

TEST(ValueTableIo, RoundTripsMeansAndCountsExactly) {
  ValueTable table(10);
  table.add(1ULL << 63 | 17, 2.5);
  table.add(1ULL << 63 | 17, 4.0);
  table.set(1ULL << 62 | 3, -7.125f, 300000);
  table.set(1, 1e-7f, 1);
  const ValueTable copy = read_back(bytes_of(table));
  EXPECT_EQ(copy.size(), 3u);
  EXPECT_EQ(copy.value(1ULL << 63 | 17), table.value(1ULL << 63 | 17));
  EXPECT_EQ(copy.count(1ULL << 63 | 17), 2u);
  EXPECT_EQ(copy.value(1ULL << 62 | 3), -7.125f);
  EXPECT_EQ(copy.count(1ULL << 62 | 3), 300000u);
  EXPECT_EQ(copy.value(1), 1e-7f);
  EXPECT_EQ(bytes_of(copy), bytes_of(table));
}

TEST(ValueTableIo, RefusesKeysOutOfOrderBadValuesAndTruncation) {
  auto table_bytes = [](std::initializer_list<std::uint64_t> steps, float mean) {
    ByteWriter w;
    w.put_varint(steps.size());
    for (std::uint64_t s : steps) w.put_varint(s);
    for (std::size_t i = 0; i < steps.size(); ++i) w.put<float>(mean);
    for (std::size_t i = 0; i < steps.size(); ++i) w.put_varint(1);
    return w.take();
  };
  EXPECT_NO_THROW(read_back(table_bytes({4, 1}, 1.0f)));
  EXPECT_THROW(read_back(table_bytes({0}, 1.0f)), std::invalid_argument);  // key 0
  EXPECT_THROW(read_back(table_bytes({4, 0}, 1.0f)), std::invalid_argument);  // a repeated key
  EXPECT_THROW(read_back(table_bytes({~0ULL, 1}, 1.0f)), std::invalid_argument);  // past 2^64
  EXPECT_THROW(read_back(table_bytes({4}, std::numeric_limits<float>::quiet_NaN())), std::invalid_argument);
  const std::string good = table_bytes({4, 1}, 1.0f);
  for (std::size_t cut = 0; cut < good.size(); ++cut)
    EXPECT_THROW(read_back(good.substr(0, cut)), std::invalid_argument) << cut;
  // More entries than the table can hold: refused before reading them.
  ByteWriter huge;
  huge.put_varint(1ULL << 40);
  EXPECT_THROW(read_back(huge.take()), std::invalid_argument);
}

TEST(ValueTableIo, SizesTheTableForItsEntriesUpToTheLargest) {
  EXPECT_EQ(read_back(keys_up_to(3)).capacity(), 16u);    // the smallest table
  EXPECT_EQ(read_back(keys_up_to(100)).capacity(), 512u);  // at most a quarter full
  // The largest table takes what it would as a learner's: up to 90% full.
  const ValueTable fullest = read_back(keys_up_to(922));
  EXPECT_EQ(fullest.capacity(), 1024u);
  EXPECT_EQ(fullest.size(), 922u);
  EXPECT_FLOAT_EQ(fullest.value(922, -1.0f), 0.5f);
  EXPECT_THROW(read_back(keys_up_to(923)), std::invalid_argument);
  // A largest table below the smallest is the largest.
  const std::string three = keys_up_to(3);
  ByteReader r(three);
  EXPECT_EQ(read_table(r, 2, "test").capacity(), 4u);
}

TEST(ByteReader, RefusesAnOverlongVarint) {
  std::string eleven(10, '\xFF');
  eleven.push_back('\x01');
  ByteReader r(eleven);
  EXPECT_THROW(r.get_varint(), std::invalid_argument);
  ByteWriter w;
  w.put_varint(~0ULL);
  const std::string max = w.take();
  ByteReader back(max);
  EXPECT_EQ(back.get_varint(), ~0ULL);
}

}  // namespace
}  // namespace pps
