// Point systems: ten integers in [-128, 127], one per hand category.
//
// Every system has one text form, used by URLs and the CLI alike, that parses
// back to the same system:
//   american | british
//   ameritish:SEED | random:SEED | hypercorner:SEED     the contest generators
//   ameritish:SEED:N ...                                the N-th system after setSeed(SEED)
//   single:CATEGORY (e.g. single:flush) | single:SEED   one category scores 1
//   v0,v1,...,v9                                        a custom system
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "hand.h"

namespace pps {

inline constexpr int kMinPoints = -128;
inline constexpr int kMaxPoints = 127;

using PointTable = std::array<int, kNumCategories>;

// The text forms above as a table, for a program that writes specs (the web
// page's point-system picker reads it through wasm/bindings): a form's spec
// is its prefix followed by its argument.
struct SystemForm {
  std::string_view kind;      // names the form, e.g. "ameritish", "single-seed"
  std::string_view label;     // for people choosing one, e.g. "Ameritish (generated)"
  std::string_view prefix;    // e.g. "ameritish:"
  // What follows the prefix: "" (nothing), "SEED" (SEED or SEED:N),
  // "CATEGORY" (a category_slug) or "POINTS" (ten comma-separated values).
  std::string_view argument;
};

// Every form, in the order people meet them; each parses (tests/cpp).
std::span<const SystemForm> system_forms();

// One value of a custom system as parse() reads it: an integer in
// [kMinPoints, kMaxPoints]; throws naming the category and the text.
int parse_points(std::string_view text, int category);

class PointSystem {
 public:
  // American: 0, 2, 5, 10, 15, 20, 25, 50, 75, 100.
  PointSystem();

  // Parses the text form; throws std::invalid_argument with a message that
  // names what is wrong.
  static PointSystem parse(std::string_view text);
  static PointSystem american();
  static PointSystem british();
  // A custom system; throws if a value is outside [-128, 127].
  static PointSystem custom(const PointTable& points);

  // The contest generators: PokerSquaresPointSystem.setSeed(seed), then the
  // nth (0-based) call of the generator.
  static PointSystem random(std::int64_t seed, int nth = 0);
  static PointSystem hypercorner(std::int64_t seed, int nth = 0);
  static PointSystem ameritish(std::int64_t seed, int nth = 0);
  static PointSystem single_random(std::int64_t seed, int nth = 0);
  static PointSystem single(int category);

  int points(int category) const { return points_[category]; }
  const PointTable& table() const { return points_; }
  int min_points() const;
  int max_points() const;
  // The canonical text form (parse(to_string()) gives this system back).
  const std::string& to_string() const { return spec_; }
  // A short label for people, e.g. "American" or "Random (seed 42)".
  std::string label() const;
  // The form of to_string() (system_forms()) and what follows its prefix.
  const SystemForm& form() const;
  std::string_view argument() const { return std::string_view(spec_).substr(form().prefix.size()); }

  bool operator==(const PointSystem& other) const { return points_ == other.points_; }

 private:
  PointSystem(const PointTable& points, std::string spec, int form)
      : points_(points), spec_(std::move(spec)), form_(form) {}

  PointTable points_;
  std::string spec_;
  int form_;  // index in system_forms()
};

// Parses a signed 64-bit decimal seed; throws with a clear message otherwise.
std::int64_t parse_seed(std::string_view text);

}  // namespace pps
