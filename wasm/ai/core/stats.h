// Running statistics of game scores: mean, standard deviation, standard error
// of the mean, min and max (Welford's algorithm, stable for 10^6+ games).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace pps {

class ScoreStats {
 public:
  void add(double x) {
    ++n_;
    const double delta = x - mean_;
    mean_ += delta / static_cast<double>(n_);
    m2_ += delta * (x - mean_);
    min_ = std::min(min_, x);
    max_ = std::max(max_, x);
  }
  std::int64_t count() const { return n_; }
  double mean() const { return n_ ? mean_ : 0.0; }
  // Sample standard deviation (n - 1 in the denominator).
  double sd() const { return n_ > 1 ? std::sqrt(m2_ / static_cast<double>(n_ - 1)) : 0.0; }
  double se() const { return n_ > 1 ? sd() / std::sqrt(static_cast<double>(n_)) : 0.0; }
  double min() const { return n_ ? min_ : 0.0; }
  double max() const { return n_ ? max_ : 0.0; }

 private:
  std::int64_t n_ = 0;
  double mean_ = 0, m2_ = 0;
  double min_ = std::numeric_limits<double>::infinity();
  double max_ = -std::numeric_limits<double>::infinity();
};

}  // namespace pps
