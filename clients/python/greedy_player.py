"""The greedy sample player: each card where the grid would score the most if the game ended
now, the first such cell (row by row) among equals. pps's built-in twin,
greedy:eval=points,ties=first, plays exactly the same games.

    build/pps play --player "external:cmd=python3 clients/python/greedy_player.py" --games 100

run() (pps_player.py) speaks the protocol for it and flushes after every line, as any program
that speaks it must.
"""
from pps_player import SIZE, run


class GreedyPlayer:
    def set_point_system(self, system, millis):
        self.system = system

    def init(self):
        self.grid = [[None] * SIZE for _ in range(SIZE)]

    def get_play(self, card, millis_remaining):
        best, best_score = None, None
        for row in range(SIZE):
            for col in range(SIZE):
                if self.grid[row][col] is not None:
                    continue
                self.grid[row][col] = card
                score = self.system.score(self.grid)
                self.grid[row][col] = None
                if best is None or score > best_score:
                    best, best_score = (row, col), score
        self.grid[best[0]][best[1]] = card
        return best

    def get_name(self):
        return "Greedy sample (Python)"


if __name__ == "__main__":
    run(GreedyPlayer())
