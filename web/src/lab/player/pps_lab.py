"""The lab's helpers for a Python player (in the lab's sandbox only; the same
as JavaScript's pps.*, in snake_case):

    from pps_lab import empty_cells, unseen_cards, playouts, rate_cells, current_system

empty_cells(grid)            [(row, col), ...] of the empty cells, row by row
unseen_cards(grid, *more)    the cards neither on the grid nor among `more` (the card in hand)
playouts(grid, games=100, policy="random", seed=None)
                             the mean final score of `games` games played out from `grid`, the
                             cards to come drawn at random, each placed by `policy`: "random" or
                             "greedy" (where the grid scores most now); in the engine (WebAssembly)
rate_cells(grid, card, games=100, policy="random", seed=None)
                             for each empty cell, that mean after `card` goes there: a 5x5 list,
                             None where the cell is taken; every cell on the same cards to come
current_system()             the point system set_point_system received
hand_category(cards), HANDS, Card, PointSystem, SIZE: as in pps_player

A grid is grid[row][col], a Card or None. Without a seed, playouts and rate_cells use
1, 2, 3, ...: a tournament replays exactly.

Importing this module also makes pps_player.run hand the player to the lab's referee
instead of reading the command-line protocol: a command-line player runs here unchanged.
"""
import math

import js
from pyodide.ffi import to_js

import pps_player
from pps_player import HANDS, SIZE, Card, PointSystem, hand_category  # noqa: F401 (for the player's imports)

_player = None
_system = None


def current_system():
    return _system


def empty_cells(grid):
    return [(r, c) for r in range(SIZE) for c in range(SIZE) if grid[r][c] is None]


def unseen_cards(grid, *more):
    seen = {c.id for row in grid for c in row if c is not None} | {c.id for c in more if c is not None}
    return [c for c in Card.all_cards() if c.id not in seen]


def _ids(grid):
    if len(grid) != SIZE or any(len(row) != SIZE for row in grid):
        raise ValueError("a grid is 5 rows of 5 cells: grid[row][col], a Card or None")
    return to_js([-1 if c is None else c.id for row in grid for c in row])


def playouts(grid, games=100, policy="random", seed=None):
    return js.pps._playoutsIds(_ids(grid), games, policy, seed)


def rate_cells(grid, card, games=100, policy="random", seed=None):
    values = list(js.pps._rateCellsIds(_ids(grid), card.id, games, policy, seed))
    return [[None if math.isnan(v) else v for v in values[r * SIZE:(r + 1) * SIZE]] for r in range(SIZE)]


def _run(player):
    """pps_player.run in the lab: hands the player to the referee."""
    global _player
    for method in ("set_point_system", "init", "get_play", "get_name"):
        if not callable(getattr(player, method, None)):
            raise TypeError(f"run() needs a player with a {method} method")
    _player = player


pps_player.run = _run


class _Bridge:
    """What the sandbox's runner calls: the contest's methods in JavaScript's terms."""

    def set_point_system(self, scores, millis):
        global _system
        _system = PointSystem(list(scores))
        _player.set_point_system(_system, millis)

    def init(self):
        _player.init()

    def get_play(self, card_id, millis):
        answer = _player.get_play(Card(card_id % 13, card_id // 13), millis)
        try:
            row, col = pps_player.cell_of(answer)  # the command-line client's own rule
        except ValueError:
            return f"the {type(answer).__name__} {repr(answer)[:40]}"
        return to_js([row, col])

    def get_name(self):
        return str(_player.get_name())


def _bridge():
    return _Bridge() if _player is not None else None
