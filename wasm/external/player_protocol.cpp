#include "external/player_protocol.h"

#include <stdexcept>
#include <vector>

#include "engine/board.h"
#include "engine/hand.h"
#include "engine/quote.h"
#include "engine/strict_number.h"

namespace pps::external {

namespace {

bool printable(std::string_view text) {
  for (unsigned char c : text)
    if (c < 0x20 || c == 0x7F) return false;
  return true;
}

// A millisecond count as pps writes it: a decimal integer, not negative.
bool read_millis(std::string_view word, std::int64_t* millis) {
  const auto value = parse_decimal_integer(word);
  if (!value || *value < 0) return false;
  *millis = *value;
  return true;
}

}  // namespace

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

std::string hello_line() { return "pps " + std::to_string(kProtocolVersion); }

std::string system_line(const PointSystem& system, std::int64_t prep_millis) {
  std::string line = "system";
  for (int category = 0; category < kNumCategories; ++category) line.append(" ").append(std::to_string(system.points(category)));
  return line.append(" ").append(std::to_string(prep_millis));
}

std::string card_line(Card card, std::int64_t millis_left) {
  return "card " + card_to_string(card) + " " + std::to_string(millis_left);
}

Hello parse_hello(std::string_view line) {
  const auto words = words_of(line);
  const std::string expected = "expected \"" + hello_line() + " NAME\"";
  if (words.size() < 2 || words[0] != "pps") return {"", "answered " + quote(line) + " to \"" + hello_line() + "\": " + expected};
  const auto version = parse_decimal_integer(words[1]);
  if (!version) return {"", "answered " + quote(line) + " to \"" + hello_line() + "\": " + expected};
  if (*version != kProtocolVersion)
    return {"", "speaks protocol version " + std::string(words[1]) + "; pps speaks version " +
                    std::to_string(kProtocolVersion)};
  // The name is the rest of the line after the version, as written.
  const std::size_t at = static_cast<std::size_t>(words[1].data() - line.data()) + words[1].size();
  std::string_view name = line.substr(at);
  while (!name.empty() && (name.front() == ' ' || name.front() == '\t')) name.remove_prefix(1);
  while (!name.empty() && (name.back() == ' ' || name.back() == '\t')) name.remove_suffix(1);
  if (name.empty()) return {"", "gave no name in its answer to \"" + hello_line() + "\": " + expected};
  if (name.size() > kMaxNameBytes || !printable(name))
    return {"", "gave the name " + quote(name) + ": a name is 1 to " + std::to_string(kMaxNameBytes) +
                    " printable characters"};
  return {std::string(name), ""};
}

Play parse_play(std::string_view line) {
  const auto words = words_of(line);
  Play play;
  if (words.size() != 3 || words[0] != "play") {
    play.error = "expected \"play ROW COL\"";
    return play;
  }
  const auto row = parse_decimal_integer(words[1]), col = parse_decimal_integer(words[2]);
  if (!row || !col) {
    play.error = "expected \"play ROW COL\" with ROW and COL numbers";
    return play;
  }
  if (*row < 0 || *row >= kGridSize || *col < 0 || *col >= kGridSize) {
    play.error = "row and column must be 0 to " + std::to_string(kGridSize - 1);
    return play;
  }
  play.row = static_cast<int>(*row);
  play.col = static_cast<int>(*col);
  return play;
}

bool is_ready(std::string_view line) {
  const auto words = words_of(line);
  return words.size() == 1 && words[0] == "ready";
}

}  // namespace pps::external

namespace pps::external {

std::string hello_answer(std::string_view name) { return hello_line() + " " + std::string(name); }

std::string play_answer(int cell) {
  return "play " + std::to_string(cell / kGridSize) + " " + std::to_string(cell % kGridSize);
}

SystemMessage parse_system(std::string_view line) {
  const auto words = words_of(line);
  SystemMessage message;
  if (words.size() != 2 + kNumCategories || words[0] != "system" || !read_millis(words.back(), &message.millis)) {
    message.error = "expected \"system P0 ... P9 MILLIS\" (ten points, then milliseconds)";
    return message;
  }
  PointTable points{};
  try {
    for (int category = 0; category < kNumCategories; ++category) points[category] = parse_points(words[1 + category], category);
  } catch (const std::invalid_argument& e) {
    message.error = e.what();
    return message;
  }
  message.system = PointSystem::custom(points);
  return message;
}

CardMessage parse_card_message(std::string_view line) {
  const auto words = words_of(line);
  CardMessage message;
  if (words.size() != 3 || words[0] != "card" || words[1].size() != 2 || !read_millis(words[2], &message.millis)) {
    message.error = "expected \"card CARD MILLIS\"";
    return message;
  }
  try {
    message.card = parse_card(words[1]);
  } catch (const std::invalid_argument& e) {
    message.error = e.what();
  }
  return message;
}

}  // namespace pps::external
