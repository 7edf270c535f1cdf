"""A dishonest player, for the sealed-deal tests (seed_guessing_test.cpp): it
knows how the contest deals (java.util.Random and Collections.shuffle on seeds
that follow one another from a small first seed), reimplements that deal, and
looks among the seeds -1000..4999 for those whose deal begins with the cards
it has seen. Once a single seed fits four cards or more, it places every
later card knowing the whole deal: the rest of the grid is arranged in
advance by local search over the cards to come. Until then it plays the
greedy sample's rule (the cell that scores most now, the first among equals),
so on deals it cannot foresee it plays the greedy sample's games.

Before each card after the first it predicts the card (the next card of the
lowest seed that still fits, else the unseen card of lowest id, a blind
guess) and at the end of each game writes "predicted H of 24" on standard
error (pps's log= file).
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "clients", "python"))
from pps_player import SIZE, Card, run  # noqa: E402

SEEDS = range(-1000, 5000)
PREFIX = 4  # cards of each seed's deal worked out in advance
TRUST = 4   # cards that must fit before the deal is believed


class Shuffle:
    """Collections.shuffle(deck, new Random(seed)) one step at a time: step k
    fixes the k-th card dealt (the deck is popped from its end)."""
    MULTIPLIER, MASK = 0x5DEECE66D, (1 << 48) - 1

    def __init__(self, seed):
        self.state = (seed ^ self.MULTIPLIER) & self.MASK
        self.deck = list(range(52))
        self.size = 52

    def _next31(self):
        self.state = (self.state * self.MULTIPLIER + 0xB) & self.MASK
        return self.state >> 17

    def _next_int(self, bound):
        if bound & -bound == bound:
            return (bound * self._next31()) >> 31
        while True:
            bits = self._next31()
            value = bits % bound
            if bits - value + bound - 1 < 1 << 31:
                return value

    def next_card(self):
        j = self._next_int(self.size)
        last = self.size - 1
        self.deck[last], self.deck[j] = self.deck[j], self.deck[last]
        self.size -= 1
        return self.deck[last]


def deal_of(seed, count=25):
    shuffle = Shuffle(seed)
    return [shuffle.next_card() for _ in range(count)]


LINES = [[(r, c) for c in range(SIZE)] for r in range(SIZE)] + [[(r, c) for r in range(SIZE)] for c in range(SIZE)]
LINES_OF = {(r, c): (r, SIZE + c) for r in range(SIZE) for c in range(SIZE)}


class SeedGuesser:
    def __init__(self):
        self.prefixes = {seed: deal_of(seed, PREFIX) for seed in SEEDS}
        self.games = 0

    def set_point_system(self, system, millis):
        self.system = system

    def init(self):
        self.grid = [[None] * SIZE for _ in range(SIZE)]
        self.seen = []
        self.fitting = list(SEEDS)
        self.deals = {}  # whole deals of the seeds still fitting, once worked out
        self.plan = None  # card id -> cell, once the deal is known
        self.prediction = None
        self.hits = 0

    def get_play(self, card, millis_remaining):
        if self.prediction is not None and self.prediction == card.id:
            self.hits += 1
        self.seen.append(card.id)
        self._narrow()
        if self.plan is not None and (card.id not in self.plan or not self.fitting):
            self.plan = None  # a deal that fitted by chance, then not
        if self.plan is None and len(self.fitting) == 1 and len(self.seen) >= TRUST:
            self.plan = self._arrange(self._deal(self.fitting[0]))
        cell = self.plan[card.id] if self.plan else self._greedy(card)
        self.grid[cell[0]][cell[1]] = card
        self._predict()
        if len(self.seen) == SIZE * SIZE:
            self.games += 1
            print(f"game {self.games}: predicted {self.hits} of {SIZE * SIZE - 1}", file=sys.stderr, flush=True)
        return cell

    def _deal(self, seed):
        if seed not in self.deals:
            self.deals[seed] = deal_of(seed)
        return self.deals[seed]

    def _narrow(self):
        t = len(self.seen)
        if t <= PREFIX:
            self.fitting = [s for s in self.fitting if self.prefixes[s][t - 1] == self.seen[t - 1]]
        else:
            self.fitting = [s for s in self.fitting if self._deal(s)[t - 1] == self.seen[t - 1]]

    def _predict(self):
        t = len(self.seen)
        self.prediction = None
        if t == SIZE * SIZE:
            return
        if self.fitting:
            seed = self.fitting[0]
            self.prediction = self.prefixes[seed][t] if t < PREFIX else self._deal(seed)[t]
        else:
            self.prediction = min(set(range(52)) - set(self.seen))

    def _greedy(self, card):
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
        return best

    def _arrange(self, deal):
        """Where each card still to come goes: a local search over the grid
        completed with them (swaps of two of their cells, annealed)."""
        future = deal[len(self.seen) - 1:]
        cells = [(r, c) for r in range(SIZE) for c in range(SIZE) if self.grid[r][c] is None]
        grid = [row[:] for row in self.grid]
        for cell, card_id in zip(cells, future):
            grid[cell[0]][cell[1]] = Card(card_id % 13, card_id // 13)
        points = [self.system.hand_score([grid[r][c] for r, c in line]) for line in LINES]
        rng = random.Random(len(self.seen) * 1000 + self.games)
        steps, temperature = (2500 if len(cells) > 1 else 0), 20.0
        for step in range(steps):
            a, b = rng.sample(cells, 2)
            grid[a[0]][a[1]], grid[b[0]][b[1]] = grid[b[0]][b[1]], grid[a[0]][a[1]]
            touched = set(LINES_OF[a] + LINES_OF[b])
            after = {i: self.system.hand_score([grid[r][c] for r, c in LINES[i]]) for i in touched}
            gain = sum(after[i] - points[i] for i in touched)
            heat = temperature * (1 - step / steps) + 0.01
            if gain >= 0 or rng.random() < pow(2.718281828, gain / heat):
                for i in touched:
                    points[i] = after[i]
            else:
                grid[a[0]][a[1]], grid[b[0]][b[1]] = grid[b[0]][b[1]], grid[a[0]][a[1]]
        return {grid[r][c].id: (r, c) for r, c in cells}

    def get_name(self):
        return "Seed guesser (Python)"


if __name__ == "__main__":
    run(SeedGuesser())
