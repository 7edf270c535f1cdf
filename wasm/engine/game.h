// One game: a point system, a seeded deal, the board and the cells played in
// order. A game serializes as "SYSTEM;SEED;MOVES", MOVES being one letter per
// placement, a..y for cells 0..24 in row-major order (e.g. "american;42;mgay").
// This is the form URLs carry; parse() validates every part of it. A game of a
// sealed deal (sealed_deal.h) has no such form: its cards come from a key.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "board.h"
#include "deal.h"
#include "point_system.h"
#include "sealed_deal.h"

namespace pps {

class Game {
 public:
  // The contest's deal of `seed`.
  Game(PointSystem system, std::int64_t seed);
  // Sealed deal `number` of `system` under `key` (sealed_deal.h); seed() is that number.
  Game(PointSystem system, std::int64_t number, const DealKey& key);

  // Parses "SYSTEM;SEED;MOVES" (MOVES may be empty); throws
  // std::invalid_argument naming the bad part, e.g. an occupied cell.
  static Game parse(std::string_view text);
  // Throws std::logic_error for a game of a sealed deal (no seed makes its cards).
  std::string serialize() const;
  // The cells played, one letter each: MOVES of the form above.
  std::string moves_text() const;

  // Plays the current card at `cell`; throws std::invalid_argument if the
  // game is over, the cell is out of range or occupied.
  void play(int cell);
  // Takes back the last placement; returns false if there is none.
  bool undo();

  bool over() const { return turn() == kNumCells; }
  int turn() const { return static_cast<int>(moves_.size()); }
  // The card to place now (kNoCard when the game is over).
  Card current_card() const { return over() ? kNoCard : deal_[turn()]; }
  std::vector<int> legal_cells() const;
  const std::vector<int>& moves() const { return moves_; }

  const Board& board() const { return board_; }
  const PointSystem& system() const { return system_; }
  std::int64_t seed() const { return seed_; }
  bool sealed() const { return sealed_; }
  const Deal& cards() const { return deal_; }
  // The score a person sees: the points of the lines that hold cards. An
  // empty line scores nothing yet (the contest's partial-grid score,
  // Board::score, counts it as high card; the AI players evaluate with that
  // one). Once the board is full both are the final score.
  int line_points(int line) const { return board_.line(line).size() == 0 ? 0 : board_.line_points(line, system_); }
  int score() const;

 private:
  PointSystem system_;
  std::int64_t seed_;
  bool sealed_ = false;
  Deal deal_;
  Board board_;
  std::vector<int> moves_;
};

// "a".."y" <-> 0..24.
char cell_letter(int cell);
int parse_cell_letter(char letter);  // -1 if not a cell letter

}  // namespace pps
