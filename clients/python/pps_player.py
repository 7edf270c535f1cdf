"""Poker Squares player protocol client: your player in Python, in pps's tournaments.

Write a class with the contest's four methods and hand it to run():

    import random
    from pps_player import run

    class MyPlayer:
        def set_point_system(self, system, millis):   # a new point system; millis to prepare
            pass
        def init(self):                                # a new game on an empty grid
            self.empty = [(r, c) for r in range(5) for c in range(5)]
        def get_play(self, card, millis_remaining):    # where the card goes: (row, col), whole numbers
            return self.empty.pop(random.randrange(len(self.empty)))
        def get_name(self):
            return "My player"

    run(MyPlayer())

and play it:  build/pps play --player "external:cmd=python3 my_player.py" --games 100
or alone, without pps, on the same deals:  python3 my_player.py --local 100 [--seed 0] [--system british]

The protocol itself is docs/PLAYER-PROTOCOL.md; this file speaks it so that you need not, and
flushes after every line (a program that speaks it without this file must flush after every
line too: pps waits for what stays in a buffer). While run() is running, print() goes to
standard error (pps's log), never to pps: standard output carries the protocol alone. Standard
library only; Python 3.8 or later.
"""
import argparse
import math
import operator
import sys
import time

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


def _whole(v):
    """v as an int if it is a whole number (an int, or a float such as 2.0), else None."""
    if isinstance(v, bool):
        return None
    try:
        return operator.index(v)
    except TypeError:
        return int(v) if isinstance(v, float) and v.is_integer() else None


def cell_of(answer):
    """(row, col) of get_play's answer, in the one form every referee takes (pps and the lab):
    a tuple or list of two whole numbers, each an int or a float such as 2.0 (not 0.5, "2" or
    True). Anything else raises ValueError, which loses the game. pps checks the range."""
    if isinstance(answer, (tuple, list)) and len(answer) == 2:
        row, col = _whole(answer[0]), _whole(answer[1])
        if row is not None and col is not None:
            return row, col
    raise ValueError(f"get_play returned {answer!r:.60}, not (row, col): two whole numbers")


AMERICAN = [0, 2, 5, 10, 15, 20, 25, 50, 75, 100]
BRITISH = [0, 1, 3, 6, 12, 5, 10, 16, 30, 30]


class JavaRandom:
    """java.util.Random, bit for bit: the contest's deals come from it."""
    MULTIPLIER, ADDEND, MASK = 0x5DEECE66D, 0xB, (1 << 48) - 1

    def __init__(self, seed):
        self.state = (seed ^ self.MULTIPLIER) & self.MASK

    def next(self, bits):
        self.state = (self.state * self.MULTIPLIER + self.ADDEND) & self.MASK
        value = self.state >> (48 - bits)
        return value - (1 << 32) if value >= 1 << 31 else value  # Java's (int) cast

    def next_int(self, bound):
        if bound & -bound == bound:
            return (bound * self.next(31)) >> 31
        while True:
            bits = self.next(31)
            value = bits % bound
            if bits - value + (bound - 1) < 1 << 31:
                return value


def deal(seed):
    """The 25 cards of the deal of `seed`, in order: pps's and the contest framework's deal."""
    deck = Card.all_cards()
    random = JavaRandom(seed)
    for i in range(len(deck), 1, -1):  # Collections.shuffle
        j = random.next_int(i)
        deck[i - 1], deck[j] = deck[j], deck[i - 1]
    return deck[::-1][:SIZE * SIZE]  # cards are drawn from the top of the stack


def play_locally(player, system, games, seed=0):
    """Plays `games` games of the deals of seeds seed.. in this process, without pps and
    without a clock (for trying a player out); returns their scores. An illegal cell raises."""
    player.set_point_system(system, 300000)
    scores = []
    for s in range(seed, seed + games):
        player.init()
        grid = [[None] * SIZE for _ in range(SIZE)]
        for card in deal(s):
            row, col = cell_of(player.get_play(card, 30000))
            if not (0 <= row < SIZE and 0 <= col < SIZE) or grid[row][col] is not None:
                raise ValueError(f"seed {s}: {player.get_name()} played {card} at an illegal cell {(row, col)}")
            grid[row][col] = card
        scores.append(system.score(grid))
    return scores


def _local_main(player, argv):
    parser = argparse.ArgumentParser(description="Play locally, without pps (no clock).")
    parser.add_argument("--local", type=int, metavar="GAMES", required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--system", default="american", help="american, british or ten comma-separated points")
    args = parser.parse_args(argv)
    named = {"american": AMERICAN, "british": BRITISH}
    scores = named.get(args.system) or [int(v) for v in args.system.split(",")]
    if len(scores) != 10:
        parser.error("--system needs american, british or ten comma-separated points")
    start = time.perf_counter()
    played = play_locally(player, PointSystem(scores), args.local, args.seed)
    seconds = time.perf_counter() - start
    mean = sum(played) / len(played)
    se = math.sqrt(sum((x - mean) ** 2 for x in played) / (len(played) - 1) / len(played)) if len(played) > 1 else 0.0
    print(f"{player.get_name()}: {len(played)} games (seeds {args.seed}..{args.seed + len(played) - 1}), "
          f"mean {mean:.3f} se {se:.3f}, {seconds:.3f} s")


def run(player, lines=None, out=None):
    """Plays for pps: reads the protocol's lines (sys.stdin) and answers (sys.stdout)
    until "quit" or the end of input. An exception in the player ends the program: pps
    reports the game as lost, and the traceback is in the log. With the command-line
    arguments --local GAMES [--seed S] [--system SYS] it plays alone instead (play_locally)."""
    if lines is None and len(sys.argv) > 1:
        return _local_main(player, sys.argv[1:])
    lines = lines if lines is not None else sys.stdin
    out = out if out is not None else sys.stdout
    saved_stdout, sys.stdout = sys.stdout, sys.stderr  # a stray print() must not reach pps

    def answer(text):
        out.write(text + "\n")
        out.flush()  # after every line: on a pipe, Python keeps what is written until a flush

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
                row, col = cell_of(player.get_play(Card.parse(words[1]), int(words[2])))
                answer(f"play {row} {col}")
            elif words[0] == "quit":
                return
            else:
                print(f"pps_player: ignoring an unknown message {line.strip()!r}", file=sys.stderr)
    finally:
        sys.stdout = saved_stdout
