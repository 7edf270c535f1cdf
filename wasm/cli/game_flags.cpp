#include "cli/game_flags.h"

#include "engine/quote.h"

namespace pps::cli {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string decoded(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%') {
      const int hi = i + 2 < text.size() ? hex_digit(text[i + 1]) : -1;
      const int lo = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
      if (hi < 0 || lo < 0) throw UsageError("--link: " + quote(text) + " has a '%' that is not an escape like %3B");
      out += static_cast<char>(hi * 16 + lo);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

Game replay(const PointSystem& system, std::int64_t seed, const std::string& moves) {
  Game game(system, seed);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string move = "--moves: move " + std::to_string(i + 1) + " " + quote(moves.substr(i, 1));
    if (game.over()) throw UsageError("--moves: more than 25 moves");
    const int cell = parse_cell_letter(moves[i]);
    if (cell < 0) throw UsageError(move + " is not a cell letter a..y");
    if (!game.board().is_empty(cell)) throw UsageError(move + " repeats a filled cell");
    game.play(cell);
  }
  return game;
}

}  // namespace

std::vector<FlagSpec> game_flags(const std::string& moves_help) {
  return {{"link", "URL", "the app's share link of the game (instead of --system, --seed and --moves)", ""},
          {"system", "SYS", "point system", "american"},
          {"seed", "S", "deal seed", "0"},
          {"moves", "LETTERS", moves_help, ""}};
}

LinkFields parse_link(const std::string& link) {
  const std::size_t query = link.find('?');
  if (query == std::string::npos) throw UsageError("--link " + quote(link) + " has no '?' and no fields");
  std::string rest = link.substr(query + 1);
  if (const std::size_t hash = rest.find('#'); hash != std::string::npos) rest.erase(hash);
  LinkFields fields;
  bool has_seed = false;
  std::size_t at = 0;
  while (at <= rest.size()) {
    std::size_t end = rest.find('&', at);
    if (end == std::string::npos) end = rest.size();
    const std::string field = rest.substr(at, end - at);
    const std::size_t eq = field.find('=');
    const std::string name = decoded(field.substr(0, eq));
    const std::string value = eq == std::string::npos ? "" : decoded(field.substr(eq + 1));
    if (name == "system") fields.system = value;
    if (name == "seed") fields.seed = value, has_seed = true;
    if (name == "moves") fields.moves = value;
    at = end + 1;
  }
  if (!has_seed) throw UsageError("--link " + quote(link) + " has no seed= (a sealed deal's game has no link)");
  return fields;
}

Game game_from_flags(const Args& args) {
  LinkFields fields;
  if (args.has("link")) {
    for (const char* flag : {"system", "seed", "moves"})
      if (args.has(flag)) throw UsageError(std::string("--link and --") + flag + " cannot be given together");
    fields = parse_link(args.text("link"));
  } else {
    fields = {args.text("system"), args.text("seed"), args.text("moves")};
  }
  PointSystem system;
  std::int64_t seed = 0;
  try {
    system = PointSystem::parse(fields.system);
    seed = parse_seed(fields.seed);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  return replay(system, seed, fields.moves);
}

}  // namespace pps::cli
