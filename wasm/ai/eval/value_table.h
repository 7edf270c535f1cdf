// A bounded open-addressing hash table from 64-bit abstraction keys to a
// running mean (value, count): the store of NARL's learned values. Lookups
// and updates allocate nothing; when the table is full, new keys are simply
// not learned (memory stays bounded, play degrades, nothing crashes).
//
// The hash is keyed with random numbers per table: with a fixed hash, a forged
// learned-data file of keys that all land on one slot made loading quadratic
// (200,000 keys: 40 s), since linear probing walks the whole cluster for each
// key. A key is first hashed by Thorup's pair-multiply-shift with random
// 64-bit numbers a, b, c: ((a + high half) * (b + low half) + c) >> 32, a
// strongly universal hash to 32 bits (two given keys collide with probability
// about 2^-32 whatever they are) from 64-bit arithmetic alone, then mixed as
// before for the table's low bits. (Multiply-add-shift with 128-bit numbers
// does the same, but WebAssembly has no 64x64->128-bit multiply: each lookup
// called a library routine. XOR-ing a random salt into the old mixer was not
// enough: keys differing as h<<45 ^ h<<12 collided for every salt.)
// The keys change only where entries sit, never what is learned or found;
// NARL's save() sorts the entries so its files stay deterministic.
#pragma once

#include <cstdint>
#include <vector>

namespace pps {

class ValueTable {
 public:
  // 2^log2_capacity slots of 16 bytes: by default 21, 2M slots, 32 MB. NARL's
  // line values ask for 19 (narl_values.h: 512K slots, 8 MB; 300 s of
  // learning on American fill about a tenth of that), its hand-size values 12.
  // New keys stop being learned once 90% of the slots are taken (full()).
  explicit ValueTable(int log2_capacity = 21);

  // The learned mean for `key`, or `fallback` if never seen.
  float value(std::uint64_t key, float fallback = 0.0f) const {
    const Slot* s = find(key);
    return s ? s->mean : fallback;
  }
  std::uint32_t count(std::uint64_t key) const {
    const Slot* s = find(key);
    return s ? s->count : 0;
  }
  // Adds one observation to the key's mean.
  void add(std::uint64_t key, double observation);

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return slots_.size(); }
  bool full() const { return size_ * 10 >= slots_.size() * 9; }

  // Visits every (key, mean, count).
  template <typename F>
  void for_each(F&& f) const {
    for (const Slot& s : slots_)
      if (s.key) f(s.key, s.mean, s.count);
  }
  // Sets an entry directly (loading saved data).
  void set(std::uint64_t key, float mean, std::uint32_t count);

  // The longest distance of a key from its home slot: what a lookup may walk.
  std::size_t longest_probe() const;

 private:
  struct Slot {
    std::uint64_t key = 0;  // 0 = empty; callers' keys are never 0 (NARL's carry a
                            // tag bit, narl_abstraction.cpp; loading refuses key 0)
    float mean = 0;
    std::uint32_t count = 0;
  };
  std::uint64_t hash(std::uint64_t key) const {
    key = ((a_ + (key >> 32)) * (b_ + (key & 0xFFFFFFFFULL)) + c_) >> 32;
    key ^= key >> 33;
    key *= 0xFF51AFD7ED558CCDULL;
    key ^= key >> 33;
    return key;
  }
  const Slot* find(std::uint64_t key) const;
  Slot* insert(std::uint64_t key);

  std::vector<Slot> slots_;
  std::size_t mask_;
  std::size_t size_ = 0;
  std::uint64_t a_, b_, c_;  // random, per table
};

}  // namespace pps
