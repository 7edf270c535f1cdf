"""Poker Squares player protocol client: your player in Python, in pps's tournaments.

Write a class with the contest's four methods and hand it to run():

    import random
    from pps_player import run

    class MyPlayer:
        def set_point_system(self, system, millis):   # a new point system; millis to prepare
            pass
        def init(self):                                # a new game on an empty grid
            self.empty = [(r, c) for r in range(5) for c in range(5)]
        def get_play(self, card, millis_remaining):    # where the card just drawn goes
            return self.empty.pop(random.randrange(len(self.empty)))
        def get_name(self):
            return "My player"

    run(MyPlayer())

and play it:  build/pps play --player "external:cmd=python3 my_player.py" --games 100

The protocol itself is docs/PLAYER-PROTOCOL.md; this file speaks it so that you need not.
While run() is running, print() goes to standard error (pps's log), never to pps: standard
output carries the protocol alone. Standard library only; Python 3.8 or later.
"""
import sys

PROTOCOL_VERSION = 1
SIZE = 5
RANKS = "A23456789TJQK"
SUITS = "CDHS"
HANDS = ["high card", "one pair", "two pair", "three of a kind", "straight", "flush",
         "full house", "four of a kind", "straight flush", "royal flush"]
HIGH_CARD, ONE_PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FLUSH, FULL_HOUSE, \
    FOUR_OF_A_KIND, STRAIGHT_FLUSH, ROYAL_FLUSH = range(10)


class Card:
    """A card: rank 0..12 (A23456789TJQK), suit 0..3 (CDHS), id = suit * 13 + rank."""
    __slots__ = ("rank", "suit")

    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit

    @property
    def id(self):
        return self.suit * 13 + self.rank

    @staticmethod
    def parse(text):
        """'AH' -> the ace of hearts."""
        if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
            raise ValueError(f"not a card: {text!r}")
        return Card(RANKS.index(text[0]), SUITS.index(text[1]))

    @staticmethod
    def all_cards():
        return [Card(rank, suit) for suit in range(4) for rank in range(13)]

    def __eq__(self, other):
        return isinstance(other, Card) and self.id == other.id

    def __hash__(self):
        return self.id

    def __str__(self):
        return RANKS[self.rank] + SUITS[self.suit]

    __repr__ = __str__


def _is_straight(ranks):
    """Five distinct ranks in a row, the ace low (A2345) or high (TJQKA)."""
    r = sorted(ranks)
    return r == [0, 9, 10, 11, 12] or all(r[i + 1] == r[i] + 1 for i in range(4))


def hand_category(cards):
    """The category (0..9, HANDS) of up to five cards, the contest's way: a hand of
    fewer than five cards counts only its pairs, threes and fours (None is an empty cell)."""
    cards = [c for c in cards if c is not None]
    counts = sorted((sum(1 for c in cards if c.rank == r) for r in {c.rank for c in cards}), reverse=True)
    if len(cards) == 5:
        flush = len({c.suit for c in cards}) == 1
        straight = counts == [1] * 5 and _is_straight([c.rank for c in cards])
        if flush and straight:
            return ROYAL_FLUSH if sorted(c.rank for c in cards) == [0, 9, 10, 11, 12] else STRAIGHT_FLUSH
        if counts[0] == 4:
            return FOUR_OF_A_KIND
        if counts[:2] == [3, 2]:
            return FULL_HOUSE
        if flush:
            return FLUSH
        if straight:
            return STRAIGHT
    if counts and counts[0] == 4:
        return FOUR_OF_A_KIND
    if counts and counts[0] == 3:
        return THREE_OF_A_KIND
    if counts[:2] == [2, 2]:
        return TWO_PAIR
    if counts and counts[0] == 2:
        return ONE_PAIR
    return HIGH_CARD


class PointSystem:
    """The points of each hand category (a list of ten, HANDS order)."""

    def __init__(self, scores):
        self.scores = list(scores)

    def hand_score(self, cards):
        """Points of a hand of up to five cards (None for an empty cell), as it stands."""
        return self.scores[hand_category(cards)]

    def hand_scores(self, grid):
        """Points of rows 0..4 then columns 0..4 of a 5x5 grid (grid[row][col], None if empty)."""
        rows = [self.hand_score(grid[r]) for r in range(SIZE)]
        cols = [self.hand_score([grid[r][c] for r in range(SIZE)]) for c in range(SIZE)]
        return rows + cols

    def score(self, grid):
        """The grid's total: what pps scores when the grid is full."""
        return sum(self.hand_scores(grid))

    def __str__(self):
        return ", ".join(f"{name} {points}" for name, points in zip(HANDS, self.scores))


def run(player, lines=None, out=None):
    """Plays for pps: reads the protocol's lines (sys.stdin) and answers (sys.stdout)
    until "quit" or the end of input. An exception in the player ends the program: pps
    reports the game as lost, and the traceback is in the log."""
    lines = lines if lines is not None else sys.stdin
    out = out if out is not None else sys.stdout
    saved_stdout, sys.stdout = sys.stdout, sys.stderr  # a stray print() must not reach pps

    def answer(text):
        out.write(text + "\n")
        out.flush()

    try:
        for line in iter(lines.readline, ""):
            words = line.split()
            if not words:
                continue
            if words[0] == "pps":
                answer(f"pps {PROTOCOL_VERSION} {player.get_name()}")
            elif words[0] == "system":
                player.set_point_system(PointSystem(int(w) for w in words[1:11]), int(words[11]))
                answer("ready")
            elif words[0] == "game":
                player.init()
            elif words[0] == "card":
                row, col = player.get_play(Card.parse(words[1]), int(words[2]))
                answer(f"play {int(row)} {int(col)}")
            elif words[0] == "quit":
                return
            else:
                print(f"pps_player: ignoring an unknown message {line.strip()!r}", file=sys.stderr)
    finally:
        sys.stdout = saved_stdout
