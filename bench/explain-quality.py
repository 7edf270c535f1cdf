#!/usr/bin/env python3
"""Do the hint's sentences answer the learner? Counted over positions of fresh deals.

    bench/explain-quality.py --system american --learned champion-american.bin \
        --games 9 --seed 7301 --sims 3000 \
        --pps before=/path/to/main/pps --pps after=build/pps --out bench/data/explain-quality
    bench/explain-quality.py --table bench/data/explain-quality   # the markdown table of every run there

The champion (the shipped values, --learned: gunzip web/public/learned/champion-SYSTEM-4000000.bin.gz)
plays --games deals from --seed at --sims simulations a move, as the app's normal strength does;
each position before its 2nd to 24th card is analyzed as the app's hint is (`pps analyze --json`,
no --cell) by every build given, and its sentences are read as a learner would:

  - the greedy choice: the cells where the card scores the most points on the board right after
    it is placed (recounted here from the board `pps analyze` prints). Where none of them is the
    AI's cell, the greedy choice differs: does the sentence compare with one of them? The last
    build also compares the AI's cell with the best of them by the AI's estimate (`--cell`): where
    that difference is beyond its margin, the AI clearly rejects the move a learner is tempted by.
  - misleading clauses, a position counted once per kind:
      look-ahead either way: "X next would ... in LINE" where LINE is not a line of exactly one
        of the two cells (it is the same after either, so the next card does the same there);
      share under the margin: a reason the sentence names smaller than the margin of the
        difference (where there is none: a tenth of a point plus half a percent of the estimate,
        the close-call floor); a reason is the shares the JSON marks as one of the text's
        (`clause`: "both ... costing less here than there" is two shares), or for builds that do
        not mark them each share whose words are in the text;
      lean when behind: the AI's estimate of its cell is below the other's, and the sentence
        does not say either is fine, or gives a reason of the board ("because here/there ...");
      contradicts the table: a share the sentence names on the wrong side (a share against the
        AI's cell said before "though", or one for it after), or "less" said of a cell whose
        estimate is higher;
      left out: the other cell completes or makes a hand in a line whose share against the AI's
        cell is at least a third of the difference and above the margin, and the sentence does
        not name that line;
  - banned words ("simulated games", "rule of thumb", "other small effects", "unseen", "within
    the margin of error", "cards that fit nowhere", a bare number in brackets);
  - words: the median of the whole text and of its first sentence.
Each run writes its rows (every build's text and the JSON fields the counts use) to
OUT/SYSTEM-SEED.jsonl and its table to OUT/SYSTEM-SEED.md; --redo FOLDER --pps NAME=PATH reads
the same positions again with another build (its column replaced or added), without replaying.
"""
import argparse
import glob
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile

MINUS = "\u2212"
POINTS = {"american": [0, 2, 5, 10, 15, 20, 25, 50, 75, 100], "british": [0, 1, 3, 6, 12, 5, 10, 16, 30, 30]}
RANKS, SUITS = "A23456789TJQK", "CDHS"
BANNED = [
    ("simulated games", re.compile(r"simulated games")),
    ("rule of thumb", re.compile(r"rule of thumb")),
    ("other small effects", re.compile(r"other (?:small )?effects")),
    ("unseen", re.compile(r"\bunseen\b")),
    ("within the margin of error", re.compile(r"margin of error")),
    ("cards that fit nowhere", re.compile(r"fit nowhere")),
    ("a bare number in brackets", re.compile(r"\((?:[+" + MINUS + r"-]?\d+(?:\.\d+)?)(?: points?)?\)")),
]
EITHER = re.compile(r"either is fine|either one is fine|just as good|about as good|would score the same")
MISLEADING = ["look-ahead either way", "share under the margin", "lean when behind", "contradicts the table",
              "left out"]


# --- the board ---------------------------------------------------------------------------------

def category(cards):
    """The hand category (0 high card .. 9 royal flush) of a line's cards, as the engine scores an
    open line (its pairs) and a full one."""
    ranks = [RANKS.index(c[0]) for c in cards]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if len(cards) == 5:
        flush = len({c[1] for c in cards}) == 1
        mask = set(ranks)
        straight = len(mask) == 5 and (max(mask) - min(mask) == 4 or mask == {0, 9, 10, 11, 12})
        if flush and straight:
            return 9 if mask == {0, 9, 10, 11, 12} else 8
        if counts[0] == 4:
            return 7
        if counts[:2] == [3, 2]:
            return 6
        if flush:
            return 5
        if straight:
            return 4
    elif counts and counts[0] == 4:
        return 7
    if counts and counts[0] == 3:
        return 3
    if counts[:2] == [2, 2]:
        return 2
    if counts and counts[0] == 2:
        return 1
    return 0


def board_score(board, points):
    lines = [[board[5 * r + c] for c in range(5)] for r in range(5)] + [[board[5 * r + c] for r in range(5)] for c in range(5)]
    return sum(points[category([x for x in line if x])] for line in lines)


def read_position(stdout):
    """The card to place, the board (25 cells: a card or None) and the AI's estimate per empty cell,
    from the heat map `pps analyze` prints."""
    card = re.search(r"card (\w\w) \(", stdout).group(1)
    board, values = [None] * 25, {}
    rows = [l for l in stdout.splitlines() if re.match(r"\s+row \d ", l)][:5]
    for r, line in enumerate(rows):
        for c, field in enumerate(line.split()[2:7]):
            field = field.rstrip("*o")
            if re.fullmatch(r"[A2-9TJQK][CDHS]", field):
                board[5 * r + c] = field
            elif re.fullmatch(r"-?\d+\.\d", field):
                values[5 * r + c] = float(field)
    return card, board, values


def greedy_cells(card, board, points):
    """The empty cells where the card scores the most on the board right after it is placed."""
    scores = {}
    for cell in range(25):
        if board[cell] is None:
            after = list(board)
            after[cell] = card
            scores[cell] = board_score(after, points)
    top = max(scores.values())
    return sorted(c for c, s in scores.items() if s == top), top - board_score(board, points), len(set(scores.values())) == 1


# --- reading a sentence --------------------------------------------------------------------------

def lines_of(cell):
    return {cell // 5, 5 + cell % 5}


def line_number(kind, n):
    return int(n) - 1 + (0 if kind.lower() == "row" else 5)


def first_sentence(text):
    return re.split(r"(?<=\.) (?=[A-Z])", text)[0]


def words(text):
    return len(text.split())


def floor_of(x):
    """The size under which a share cannot tell the cells apart: the margin, or the close-call floor."""
    if x.get("margin") is not None:
        return x["margin"]
    return 0.1 + 0.005 * abs(x["best"]["estimate"] if x["best"]["estimate"] is not None else x["best"]["value"])


def named_reasons(x):
    """The reasons the text names, each a list of shares: the shares marked as one of its reasons
    (shares said together, "both ... costing less here than there", are one), or, for builds that
    do not mark them, each share whose words are in the text."""
    text = x["text"]
    reasons = {}
    for i, s in enumerate(x["shares"]):
        if s.get("clause", -1) >= 0:
            reasons.setdefault(s["clause"], []).append(s)
        elif s.get("named") or (s.get("words") and s["words"] in text):
            reasons[f"share {i}"] = [s]
    return list(reasons.values())


def named_shares(x):
    return [s for reason in named_reasons(x) for s in reason]


def misleading(x):
    """The kinds of misleading clause in an explanation (its JSON)."""
    found = set()
    text = x["text"]
    if not x.get("other"):
        return found
    best, other = lines_of(x["best"]["cell"]), lines_of(x["other"]["cell"])
    apart = best ^ other
    for m in re.finditer(r"next would [^,.;:]*? in (row|column) (\d)", text):
        if line_number(m.group(1), m.group(2)) not in apart:
            found.add("look-ahead either way")
    floor = floor_of(x)
    for reason in named_reasons(x):
        if abs(sum(s["points"] for s in reason)) < floor:
            found.add("share under the margin")
    d = x["difference"]
    behind = x.get("fromEstimates") and d < 0
    if behind and (not EITHER.search(text) or re.search(r"because (?:here|there|looking|in simulated|its look)", text)):
        found.add("lean when behind")
    for s in named_shares(x):
        at = text.find(s["words"]) if s.get("words") else -1
        if at < 0:
            continue
        against_side = "though " in text[:at]
        if (s["points"] * (1 if d >= 0 else -1) < 0) != against_side and not EITHER.search(text):
            found.add("contradicts the table")
    if d < 0 and re.search(r"would score [^.]* less", text):
        found.add("contradicts the table")
    for s in x["shares"]:
        if s["kind"] != "line" or s["ofBest"] or s["points"] >= 0:
            continue
        if -s["points"] < max(floor, abs(d) / 3):
            continue
        cell = x["other"]
        change = next(l for l in cell["lines"] if l["line"] == s["line"])
        made = [r for r in change["reasons"] if r["kind"] in ("completes", "makes") and r["points"] > 0]
        if made and s["label"] not in text.lower():
            found.add("left out")
    return found


def banned(text):
    return [name for name, pattern in BANNED if pattern.search(text)]


# --- running pps ---------------------------------------------------------------------------------

def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr}")
    return r.stdout


def analyze(pps, args, seed, moves, scratch, cell=None):
    out = os.path.join(scratch, "x.json")
    cmd = [pps, "analyze", "--player", "champion", "--learned", args.learned, "--system", args.system,
           "--seed", str(seed), "--moves", moves, "--sims", str(args.sims), "--json", out]
    if cell is not None:
        cmd += ["--cell", "abcdefghijklmnopqrstuvwxy"[cell]]
    stdout = run(cmd)
    x = json.load(open(out))
    keep = {k: x.get(k) for k in ("text", "difference", "fromEstimates", "margin", "close", "exact")}
    keep["shares"] = [{k: s[k] for k in ("kind", "line", "ofBest", "label", "points", "named", "clause", "words") if k in s}
                      for s in x["shares"]]
    keep["best"] = {k: x["best"][k] for k in ("cell", "estimate", "samples", "lookahead", "value")}
    keep["other"] = None if x["other"] is None else {
        **{k: x["other"][k] for k in ("cell", "estimate", "samples", "lookahead", "value")},
        "lines": [{"line": l["line"], "reasons": [{k: r[k] for k in ("kind", "category", "points")} for r in l["reasons"]]}
                  for l in x["other"]["lines"]]}
    return stdout, keep


def sweep(args):
    builds = [b.split("=", 1) for b in args.pps]
    scratch = tempfile.mkdtemp(prefix="explain-quality-")
    played = os.path.join(scratch, "played.json")
    last = builds[-1][1]
    run([last, "play", "--player", "champion", "--learned", args.learned, "--sims", str(args.sims), "--system",
         args.system, "--games", str(args.games), "--seed", str(args.seed), "--json", played])
    points = POINTS[args.system]
    rows = []
    for g in json.load(open(played))["games"]:
        moves = g["game"].split(";")[2]
        for k in range(1, 24):
            row = {"seed": g["seed"], "moves": moves[:k], "builds": {}}
            for name, pps in builds:
                stdout, x = analyze(pps, args, g["seed"], moves[:k], scratch)
                row["builds"][name] = x
            card, board, values = read_position(stdout)
            cells, gain, flat = greedy_cells(card, board, points)
            row["greedy"] = {"cells": cells, "gain": gain}
            if not flat and x["best"]["cell"] not in cells:
                pick = max(cells, key=lambda c: (values.get(c, float("-inf")), -c))
                _, ref = analyze(last, args, g["seed"], moves[:k], scratch, pick)
                row["greedy"].update(cell=pick, difference=ref["difference"], margin=ref["margin"], close=ref["close"])
            rows.append(row)
            print(f"\r{len(rows)} positions", end="", file=sys.stderr)
    print(file=sys.stderr)
    os.makedirs(args.out, exist_ok=True)
    stem = os.path.join(args.out, f"{args.system}-{args.seed}")
    with open(stem + ".jsonl", "w") as f:
        for row in rows:
            f.write(json.dumps(row, separators=(",", ":")) + "\n")
    table = describe(rows, [n for n, _ in builds],
                     f"{len(rows)} positions, {args.system}, {args.games} games from seed {args.seed}, "
                     f"champion (shipped values) at {args.sims} simulations a move")
    open(stem + ".md", "w").write(table)
    print(table)


# --- counting ------------------------------------------------------------------------------------

def counts(rows, build):
    n = len(rows)
    c = {"positions": n}
    compares = lambda r: r["builds"][build]["other"] is not None and r["builds"][build]["other"]["cell"] in r["greedy"]["cells"]
    differs = [r for r in rows if "cell" in r["greedy"]]
    tempted = [r for r in differs if not r["greedy"]["close"] and r["greedy"]["difference"] > 0]
    c["greedy choice differs from the AI's"] = len(differs)
    c["of those, the sentence compares with it"] = sum(compares(r) for r in differs)
    c["greedy choice worse beyond the margin"] = len(tempted)
    c["of those, the sentence compares with it "] = sum(compares(r) for r in tempted)
    kinds = {k: 0 for k in MISLEADING}
    any_misleading = 0
    ban = {name: 0 for name, _ in BANNED}
    any_banned = 0
    for r in rows:
        x = r["builds"][build]
        found = misleading(x)
        any_misleading += bool(found)
        for k in found:
            kinds[k] += 1
        hits = banned(x["text"])
        any_banned += bool(hits)
        for h in hits:
            ban[h] += 1
    c["misleading (any kind)"] = any_misleading
    for k in MISLEADING:
        c[f"  {k}"] = kinds[k]
    c["banned words (any)"] = any_banned
    for k, v in ban.items():
        c[f"  {k}"] = v
    texts = [r["builds"][build]["text"] for r in rows]
    c["said either is fine / about as good"] = sum(bool(EITHER.search(t)) for t in texts)
    c["median words"] = statistics.median(words(t) for t in texts)
    c["median words, first sentence"] = statistics.median(words(first_sentence(t)) for t in texts)
    c["texts over 35 words"] = sum(words(t) > 35 for t in texts)
    return c


def describe(rows, builds, title):
    table = {b: counts(rows, b) for b in builds}
    n = len(rows)
    out = [title, "", "| | " + " | ".join(builds) + " |", "|---|" + "---:|" * len(builds)]
    share_of = {"of those, the sentence compares with it": "greedy choice differs from the AI's",
                "of those, the sentence compares with it ": "greedy choice worse beyond the margin"}
    for key in table[builds[0]]:
        cells = []
        for b in builds:
            v = table[b][key]
            if key.startswith("median") or key == "positions":
                cells.append(f"{v:g}")
            else:
                base = table[b][share_of[key]] if key in share_of else n
                cells.append(f"{v} ({100 * v / max(1, base):.0f}%)")
        out.append(f"| {key} | " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n"


def tables(folder):
    rows_by_system = {}
    for path in sorted(glob.glob(os.path.join(folder, "*.jsonl"))):
        rows = [json.loads(l) for l in open(path)]
        system = os.path.basename(path).split("-")[0]
        rows_by_system.setdefault(system, []).extend(rows)
    everything = [r for rows in rows_by_system.values() for r in rows]
    builds = list(everything[0]["builds"])
    for system, rows in rows_by_system.items():
        print(describe(rows, builds, f"{len(rows)} positions, {system}"))
    print(describe(everything, builds, f"{len(everything)} positions, {' and '.join(rows_by_system)}"))


def samples(folder, count, seed):
    """Sentences of positions drawn at random (not chosen), every build's."""
    rows = [json.loads(l) | {"file": os.path.basename(p)} for p in sorted(glob.glob(os.path.join(folder, "*.jsonl")))
            for l in open(p)]
    for r in random.Random(seed).sample(rows, count):
        print(f"- {r['file'].split('-')[0]}, seed {r['seed']}, moves `{r['moves']}`.")
        for b, x in r["builds"].items():
            print(f"  {b.capitalize()}: \"{x['text']}\"")


def redo(args):
    """Analyze the positions of the runs in --redo again with one build (NAME=PATH, replacing that
    build's rows or adding them): a new build read against the same positions without replaying."""
    name, pps = args.pps[0].split("=", 1)
    scratch = tempfile.mkdtemp(prefix="explain-quality-")
    for path in sorted(glob.glob(os.path.join(args.redo, "*.jsonl"))):
        system = os.path.basename(path).split("-")[0]
        rows = [json.loads(l) for l in open(path)]
        run_args = argparse.Namespace(learned=args.learned.format(system=system), system=system, sims=args.sims)
        for row in rows:
            row["builds"][name] = analyze(pps, run_args, row["seed"], row["moves"], scratch)[1]
        with open(path, "w") as f:
            for row in rows:
                f.write(json.dumps(row, separators=(",", ":")) + "\n")
        table = path[: -len(".jsonl")] + ".md"
        title = open(table).readline().strip() if os.path.exists(table) else os.path.basename(path)
        open(table, "w").write(describe(rows, list(rows[0]["builds"]), title))
    tables(args.redo)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pps", action="append", default=[], help="NAME=PATH, a build to read (the last one plays)")
    ap.add_argument("--learned")
    ap.add_argument("--system", default="american", choices=sorted(POINTS))
    ap.add_argument("--games", type=int, default=9)
    ap.add_argument("--seed", type=int, default=7301)
    ap.add_argument("--sims", type=int, default=3000)
    ap.add_argument("--out", default="bench/data/explain-quality")
    ap.add_argument("--table", default="", help="print the tables of the runs in this folder instead")
    ap.add_argument("--samples", type=int, default=0, help="with --table: also print this many random positions")
    ap.add_argument("--samples-seed", type=int, default=1)
    ap.add_argument("--redo", default="", help="read the positions of the runs in this folder again with --pps "
                    "NAME=PATH (--learned may hold {system})")
    args = ap.parse_args()
    if args.redo:
        return redo(args)
    if args.table:
        tables(args.table)
        if args.samples:
            samples(args.table, args.samples, args.samples_seed)
        return
    if not args.pps or not args.learned:
        ap.error("--pps and --learned are needed for a sweep")
    sweep(args)


if __name__ == "__main__":
    main()
