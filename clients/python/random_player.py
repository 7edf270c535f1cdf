"""The random sample player: each card in a random empty cell (the contest's RandomPlayer).

    build/pps play --player "external:cmd=python3 clients/python/random_player.py" --games 100

run() (pps_player.py) speaks the protocol for it and flushes after every line, as any program
that speaks it must.
"""
import random

from pps_player import SIZE, run


class RandomPlayer:
    def __init__(self):
        self.random = random.Random()

    def set_point_system(self, system, millis):
        pass  # a random player has nothing to prepare

    def init(self):
        self.empty = [(row, col) for row in range(SIZE) for col in range(SIZE)]

    def get_play(self, card, millis_remaining):
        return self.empty.pop(self.random.randrange(len(self.empty)))

    def get_name(self):
        return "Random sample (Python)"


if __name__ == "__main__":
    run(RandomPlayer())
