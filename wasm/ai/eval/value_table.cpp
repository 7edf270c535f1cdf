#include "ai/eval/value_table.h"

#include <algorithm>
#include <random>

namespace pps {

ValueTable::ValueTable(int log2_capacity)
    : slots_(std::size_t{1} << log2_capacity), mask_((std::size_t{1} << log2_capacity) - 1) {
  std::random_device device;  // the OS's randomness (crypto.getRandomValues on the web)
  const auto random64 = [&] { return (std::uint64_t{device()} << 32) | device(); };
  a_ = random64();
  b_ = random64();
  c_ = random64();
}

std::size_t ValueTable::longest_probe() const {
  std::size_t longest = 0;
  for (std::size_t i = 0; i < slots_.size(); ++i)
    if (slots_[i].key) longest = std::max(longest, (i - static_cast<std::size_t>(hash(slots_[i].key))) & mask_);
  return longest;
}

const ValueTable::Slot* ValueTable::find(std::uint64_t key) const {
  for (std::size_t i = static_cast<std::size_t>(hash(key)) & mask_;; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.key == key) return &s;
    if (s.key == 0) return nullptr;
  }
}

ValueTable::Slot* ValueTable::insert(std::uint64_t key) {
  for (std::size_t i = static_cast<std::size_t>(hash(key)) & mask_;; i = (i + 1) & mask_) {
    Slot& s = slots_[i];
    if (s.key == key) return &s;
    if (s.key == 0) {
      if (full()) return nullptr;  // keep probes short and memory fixed
      s.key = key;
      ++size_;
      return &s;
    }
  }
}

void ValueTable::add(std::uint64_t key, double observation) {
  Slot* s = insert(key);
  if (!s) return;
  ++s->count;
  s->mean += static_cast<float>((observation - s->mean) / s->count);
}

void ValueTable::set(std::uint64_t key, float mean, std::uint32_t count) {
  Slot* s = insert(key);
  if (!s) return;
  s->mean = mean;
  s->count = count;
}

}  // namespace pps
