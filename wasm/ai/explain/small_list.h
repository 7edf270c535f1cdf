// A list of at most N items kept in place, for the parts of an explanation
// (a line's cards, its reasons, the shares of a difference): no heap, so the
// explanation copies and destroys as plain data, which keeps the cleanup
// code of the WebAssembly engine (exceptions are on) out of its download.
#pragma once

#include <array>
#include <cstddef>

namespace pps {

template <typename T, std::size_t N>
class SmallList {
 public:
  void push_back(const T& item) { items_[size_++] = item; }  // at most N: callers know their bound
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  bool operator==(const SmallList& other) const {
    if (size_ != other.size_) return false;
    for (std::size_t i = 0; i < size_; ++i)
      if (!(items_[i] == other.items_[i])) return false;
    return true;
  }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace pps
