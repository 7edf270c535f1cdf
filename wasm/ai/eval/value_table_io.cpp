#include "ai/eval/value_table_io.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

namespace pps {

void write_table(ByteWriter& out, const ValueTable& table) {
  std::vector<std::tuple<std::uint64_t, float, std::uint32_t>> entries;
  entries.reserve(table.size());
  table.for_each([&](std::uint64_t key, float mean, std::uint32_t count) { entries.emplace_back(key, mean, count); });
  std::sort(entries.begin(), entries.end());
  out.put_varint(entries.size());
  std::uint64_t previous = 0;
  for (const auto& [key, mean, count] : entries) {
    out.put_varint(key - previous);
    previous = key;
  }
  for (const auto& [key, mean, count] : entries) out.put<float>(mean);
  for (const auto& [key, mean, count] : entries) out.put_varint(count);
}

namespace {
// The smallest table at most a quarter full with n entries, within the limit.
int log2_capacity_for(std::uint64_t n, int max_log2_capacity) {
  int log2 = std::min(4, max_log2_capacity);
  while (log2 < max_log2_capacity && (std::uint64_t{1} << log2) < 4 * n) ++log2;
  return log2;
}
}  // namespace

ValueTable read_table(ByteReader& in, int max_log2_capacity, std::string_view owner) {
  const auto corrupt = [&](const char* what) {
    return std::invalid_argument("learned data for " + std::string(owner) + " is corrupt (" + what + ")");
  };
  const std::uint64_t n = in.get_varint();
  if (n > (std::uint64_t{1} << max_log2_capacity))
    throw std::invalid_argument("learned data for " + std::string(owner) + " has too many entries");
  std::vector<std::uint64_t> keys(static_cast<std::size_t>(n));
  std::uint64_t key = 0;
  for (std::uint64_t& k : keys) {
    const std::uint64_t step = in.get_varint();
    // Keys are distinct, increasing and never 0: every step is at least 1.
    if (step == 0 || step > ~key) throw corrupt("keys out of order");
    k = key += step;
  }
  std::vector<float> means(keys.size());
  for (float& mean : means) {
    mean = in.get<float>();
    if (!std::isfinite(mean)) throw corrupt("a value is not a number");
  }
  ValueTable table(log2_capacity_for(n, max_log2_capacity));
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const std::uint64_t count = in.get_varint();
    if (count > std::numeric_limits<std::uint32_t>::max()) throw corrupt("a count is too large");
    table.set(keys[i], means[i], static_cast<std::uint32_t>(count));
  }
  // A full table (90%) drops new keys: the data is not what a learner saved.
  if (table.size() != keys.size())
    throw std::invalid_argument("learned data for " + std::string(owner) + " holds more than its table can");
  return table;
}

}  // namespace pps
