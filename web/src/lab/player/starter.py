"""Your player: the contest's four methods, which the lab's referee calls.
This one puts each card where the grid would score the most if the game ended
now (the built-in greedy:eval=points,ties=first plays the same games; the built-in
greedy, which rates cells by an evaluator, does not). A player
written for the command line (clients/python/pps_player.py) pastes in as it is.
The help below the editor lists the helpers (pps_lab) and the clock's rules.
"""
from pps_player import SIZE, run
from pps_lab import empty_cells  # the lab's helpers (not in the command-line client)


class PointsNowPlayer:
    def set_point_system(self, system, millis):
        # system.scores: the ten points, high card first; millis: the time to prepare
        self.system = system

    def init(self):
        # a new game on an empty grid: grid[row][col] holds a Card or None
        self.grid = [[None] * SIZE for _ in range(SIZE)]

    def get_play(self, card, millis_remaining):
        # where the card just drawn goes: (row, col), each 0 to 4
        best, best_score = None, None
        for row, col in empty_cells(self.grid):  # a helper: the empty cells, row by row
            self.grid[row][col] = card
            score = self.system.score(self.grid)  # the grid's points as it stands
            self.grid[row][col] = None
            if best is None or score > best_score:
                best, best_score = (row, col), score
        # A Monte Carlo player instead: 200 random games after each cell, in the engine:
        #   values = rate_cells(self.grid, card, games=200)  # values[row][col]
        self.grid[best[0]][best[1]] = card
        return best

    def get_name(self):
        return "Points-now starter (Python)"


run(PointsNowPlayer())
