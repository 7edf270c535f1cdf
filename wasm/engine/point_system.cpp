#include "point_system.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "java_random.h"
#include "quote.h"
#include "strict_number.h"

namespace pps {

namespace {

constexpr PointTable kAmerican = {0, 2, 5, 10, 15, 20, 25, 50, 75, 100};
constexpr PointTable kBritish = {0, 1, 3, 6, 12, 5, 10, 16, 30, 30};
constexpr int kMaxNth = 1000;  // how far into a seed's sequence a spec may reach

// system_forms(), indexed by the names below.
enum Form { kAmericanForm, kBritishForm, kAmeritishForm, kRandomForm, kHypercornerForm, kSingleForm, kSingleSeedForm, kCustomForm };
constexpr SystemForm kForms[] = {
    {"american", "American", "american", ""},
    {"british", "British", "british", ""},
    {"ameritish", "Ameritish (generated)", "ameritish:", "SEED"},
    {"random", "Random (generated)", "random:", "SEED"},
    {"hypercorner", "Hypercorner (generated)", "hypercorner:", "SEED"},
    {"single", "Single hand", "single:", "CATEGORY"},
    {"single-seed", "Single hand (generated)", "single:", "SEED"},
    {"custom", "Custom", "", "POINTS"},
};

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t end = text.find(sep, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// The generator state after setSeed(seed), advanced past `nth` systems.
template <typename Generate>
PointTable nth_generated(std::int64_t seed, int nth, Generate generate) {
  if (nth < 0 || nth > kMaxNth)
    throw std::invalid_argument("system index " + std::to_string(nth) + " is outside [0, " +
                                std::to_string(kMaxNth) + "]");
  JavaRandom random(seed);
  PointTable table{};
  for (int i = 0; i <= nth; ++i) table = generate(random);
  return table;
}

std::string generated_spec(Form form, std::int64_t seed, int nth) {
  std::string spec(kForms[form].prefix);
  spec.append(std::to_string(seed));
  if (nth) spec.append(1, ':').append(std::to_string(nth));
  return spec;
}

PointTable generate_random(JavaRandom& random) {
  PointTable t{};
  for (int& v : t) v = random.next_int(kMaxPoints - kMinPoints + 1) + kMinPoints;
  return t;
}

PointTable generate_hypercorner(JavaRandom& random) {
  PointTable t{};
  for (int& v : t) v = random.next_boolean() ? 1 : -1;
  return t;
}

// A top score between the two systems' (30..100), then each middle category
// drawn between the two systems' values as fractions of their top score.
PointTable generate_ameritish(JavaRandom& random) {
  PointTable t{};
  t[kRoyalFlush] = random.next_int(71) + 30;
  for (int i = kOnePair; i < kRoyalFlush; ++i) {
    const double a = static_cast<double>(kAmerican[i]) / kAmerican[kRoyalFlush];
    const double b = static_cast<double>(kBritish[i]) / kBritish[kRoyalFlush];
    const double low = std::min(a, b), high = std::max(a, b);
    // Java's Math.round is floor(x + 0.5).
    t[i] = static_cast<int>(std::floor(t[kRoyalFlush] * (random.next_double() * (high - low) + low) + 0.5));
  }
  return t;
}

PointTable generate_single(JavaRandom& random) {
  PointTable t{};
  t[random.next_int(kNumCategories)] = 1;
  return t;
}

int parse_int(std::string_view text, const char* what) {
  text = trim(text);
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size())
    throw std::invalid_argument(std::string(what) + " " + quote(text) + " is not an integer");
  return value;
}

void check_points(int value, int category) {
  if (value < kMinPoints || value > kMaxPoints)
    throw std::invalid_argument("points for " + std::string(category_name(category)) + " (" + std::to_string(value) +
                                ") are outside [-128, 127]");
}

int category_from_slug(std::string_view name) {
  for (int c = 0; c < kNumCategories; ++c) {
    std::string spaced(category_slug(c));
    std::replace(spaced.begin(), spaced.end(), '-', ' ');
    if (name == category_slug(c) || name == spaced) return c;
  }
  return -1;
}

}  // namespace

std::span<const SystemForm> system_forms() { return kForms; }

int parse_points(std::string_view text, int category) {
  const int value = parse_int(text, ("points for " + std::string(category_name(category)) + ":").c_str());
  check_points(value, category);
  return value;
}

std::int64_t parse_seed(std::string_view text) {
  // Strict: " 5", "+5", "0x10" or "1e3" are not seeds (a typo must not pick a deal).
  if (const auto value = parse_decimal_integer(text)) return *value;
  const std::string_view digits = text.substr(!text.empty() && text[0] == '-' ? 1 : 0);
  if (!digits.empty() && digits.find_first_not_of("0123456789") == std::string_view::npos)
    throw std::invalid_argument("seed " + quote(text) + " is outside the signed 64-bit range");
  throw std::invalid_argument("seed " + quote(text) + " is not an integer");
}

PointSystem::PointSystem() : PointSystem(american()) {}
PointSystem PointSystem::american() { return {kAmerican, "american", kAmericanForm}; }
PointSystem PointSystem::british() { return {kBritish, "british", kBritishForm}; }

PointSystem PointSystem::custom(const PointTable& points) {
  std::string spec;
  for (int c = 0; c < kNumCategories; ++c) {
    check_points(points[c], c);
    if (c) spec += ',';
    spec += std::to_string(points[c]);
  }
  if (points == kAmerican) return american();
  if (points == kBritish) return british();
  return {points, spec, kCustomForm};
}

PointSystem PointSystem::random(std::int64_t seed, int nth) {
  return {nth_generated(seed, nth, generate_random), generated_spec(kRandomForm, seed, nth), kRandomForm};
}
PointSystem PointSystem::hypercorner(std::int64_t seed, int nth) {
  return {nth_generated(seed, nth, generate_hypercorner), generated_spec(kHypercornerForm, seed, nth), kHypercornerForm};
}
PointSystem PointSystem::ameritish(std::int64_t seed, int nth) {
  return {nth_generated(seed, nth, generate_ameritish), generated_spec(kAmeritishForm, seed, nth), kAmeritishForm};
}
PointSystem PointSystem::single_random(std::int64_t seed, int nth) {
  return {nth_generated(seed, nth, generate_single), generated_spec(kSingleSeedForm, seed, nth), kSingleSeedForm};
}
PointSystem PointSystem::single(int category) {
  if (category < 0 || category >= kNumCategories)
    throw std::invalid_argument("hand category " + std::to_string(category) + " is outside 0..9");
  PointTable t{};
  t[category] = 1;
  return {t, std::string(kForms[kSingleForm].prefix) + std::string(category_slug(category)), kSingleForm};
}

const SystemForm& PointSystem::form() const { return kForms[form_]; }

PointSystem PointSystem::parse(std::string_view raw) {
  const std::string_view text = trim(raw);
  if (text.empty()) throw std::invalid_argument("empty point system");
  if (text.find(',') != std::string_view::npos) {
    const auto parts = split(text, ',');
    if (parts.size() != kNumCategories)
      throw std::invalid_argument("a custom point system needs 10 comma-separated values, got " +
                                  std::to_string(parts.size()));
    PointTable t{};
    for (int c = 0; c < kNumCategories; ++c) t[c] = parse_points(parts[c], c);
    return custom(t);
  }
  const std::string lower = lowercase(text);
  const auto parts = split(lower, ':');
  const std::string_view kind = parts[0];
  if (parts.size() == 1) {
    if (kind == "american") return american();
    if (kind == "british" || kind == "english") return british();
  }
  const bool generated = kind == "random" || kind == "hypercorner" || kind == "ameritish" || kind == "single";
  if (!generated)
    throw std::invalid_argument("unknown point system " + quote(text) +
                                " (try american, british, ameritish:SEED, random:SEED, "
                                "hypercorner:SEED, single:CATEGORY or ten comma-separated values)");
  if (parts.size() < 2 || parts.size() > 3 || parts[1].empty())
    throw std::invalid_argument("point system " + quote(text) + " needs the form " +
                                std::string(kind) + ":SEED" + (kind == "single" ? " or single:CATEGORY" : ""));
  if (kind == "single" && parts.size() == 2) {
    const int category = category_from_slug(parts[1]);
    if (category >= 0) return single(category);
    if (!std::isdigit(static_cast<unsigned char>(parts[1][0])) && parts[1][0] != '-')
      throw std::invalid_argument("unknown hand category " + quote(parts[1]) +
                                  " (use high-card, one-pair, two-pair, three-of-a-kind, straight, flush, "
                                  "full-house, four-of-a-kind, straight-flush or royal-flush)");
  }
  const std::int64_t seed = parse_seed(parts[1]);
  const int nth = parts.size() == 3 ? parse_int(parts[2], "system index") : 0;
  if (kind == "random") return random(seed, nth);
  if (kind == "hypercorner") return hypercorner(seed, nth);
  if (kind == "ameritish") return ameritish(seed, nth);
  return single_random(seed, nth);
}

int PointSystem::min_points() const { return *std::min_element(points_.begin(), points_.end()); }
int PointSystem::max_points() const { return *std::max_element(points_.begin(), points_.end()); }

std::string PointSystem::label() const {
  if (spec_ == "american") return "American";
  if (spec_ == "british") return "British";
  const auto parts = split(spec_, ':');
  if (parts.size() == 1) return "Custom";
  std::string kind(parts[0]);
  if (kind == "single" && category_from_slug(parts[1]) >= 0) {
    std::string name(category_name(category_from_slug(parts[1])));
    return "Single hand: " + name;
  }
  kind[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(kind[0])));
  if (kind == "Single") kind = "Single hand";
  std::string out = kind + " (seed " + std::string(parts[1]);
  if (parts.size() == 3) out += ", #" + std::string(parts[2]);
  return out + ")";
}

}  // namespace pps
