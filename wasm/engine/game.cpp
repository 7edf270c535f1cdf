#include "game.h"

#include <stdexcept>

#include "quote.h"

namespace pps {

char cell_letter(int cell) { return static_cast<char>('a' + cell); }
int parse_cell_letter(char letter) {
  if (letter >= 'a' && letter < 'a' + kNumCells) return letter - 'a';
  if (letter >= 'A' && letter < 'A' + kNumCells) return letter - 'A';
  return -1;
}

Game::Game(PointSystem system, std::int64_t seed)
    : system_(std::move(system)), seed_(seed), deal_(deal(seed)) {
  moves_.reserve(kNumCells);
}

Game::Game(PointSystem system, std::int64_t number, const DealKey& key)
    : system_(std::move(system)), seed_(number), sealed_(true), deal_(sealed_deal(key, system_, number)) {
  moves_.reserve(kNumCells);
}

void Game::play(int cell) {
  if (over()) throw std::invalid_argument("the game is over: all 25 cells are filled");
  if (cell < 0 || cell >= kNumCells)
    throw std::invalid_argument("cell " + std::to_string(cell) + " is outside 0..24");
  if (!board_.is_empty(cell))
    throw std::invalid_argument("cell " + std::to_string(cell) + " (row " + std::to_string(row_of(cell) + 1) +
                                ", column " + std::to_string(col_of(cell) + 1) + ") is already filled");
  board_.place(cell, deal_[turn()]);
  moves_.push_back(cell);
}

bool Game::undo() {
  if (moves_.empty()) return false;
  board_.remove(moves_.back());
  moves_.pop_back();
  return true;
}

int Game::score() const {
  int total = 0;
  for (int line = 0; line < kNumLines; ++line) total += line_points(line);
  return total;
}

std::vector<int> Game::legal_cells() const {
  std::vector<int> cells;
  if (over()) return cells;
  for (int cell = 0; cell < kNumCells; ++cell)
    if (board_.is_empty(cell)) cells.push_back(cell);
  return cells;
}

std::string Game::serialize() const {
  if (sealed_) throw std::logic_error("a game of a sealed deal has no SYSTEM;SEED;MOVES form: a key makes its cards");
  return system_.to_string() + ";" + std::to_string(seed_) + ";" + moves_text();
}

std::string Game::moves_text() const {
  std::string out;
  for (int cell : moves_) out += cell_letter(cell);
  return out;
}

Game Game::parse(std::string_view text) {
  const auto first = text.find(';');
  const auto second = first == std::string_view::npos ? first : text.find(';', first + 1);
  if (second == std::string_view::npos || text.find(';', second + 1) != std::string_view::npos)
    throw std::invalid_argument("a saved game has the form SYSTEM;SEED;MOVES");
  Game game(PointSystem::parse(text.substr(0, first)), parse_seed(text.substr(first + 1, second - first - 1)));
  const std::string_view moves = text.substr(second + 1);
  if (moves.size() > kNumCells)
    throw std::invalid_argument("a game has at most 25 moves, got " + std::to_string(moves.size()));
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int cell = parse_cell_letter(moves[i]);
    if (cell < 0)
      throw std::invalid_argument("move " + std::to_string(i + 1) + " " + quote(moves.substr(i, 1)) +
                                  " is not a cell letter a..y");
    if (!game.board().is_empty(cell))
      throw std::invalid_argument("move " + std::to_string(i + 1) + " " + quote(moves.substr(i, 1)) +
                                  " repeats a filled cell");
    game.play(cell);
  }
  return game;
}

}  // namespace pps
