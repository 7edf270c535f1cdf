#!/usr/bin/env python3
"""What the explanations say over many positions of games the AI played.

    bench/explain-sweep.py --learned champion-american.bin --system american \
        --games 12 --seed 100 [--sims 3000] [--flips 1000,10000] [--pps build/pps] [--jsonl out.jsonl]

The champion plays --games deals from --seed at --sims simulations a move (the
app's normal strength with its shipped values: gunzip the system's file from
web/public/learned/ and pass it as --learned); each position before its 2nd to
24th card is then analyzed as the app's hint is (`pps analyze --json`), and
its sentence is read as a learner would, counting:
  - long shots: sentences naming four of a kind, a straight flush or a royal
    flush, and (where the explanation says) a hand named whose chance in its
    simulated games is under 5%;
  - retired phrases: "the spread of cards over the lines", "playing the rest of
    the game out", "fills a place without improving its hand", "adds the 7 of
    diamonds";
  - for and against: an idea named as a reason for the AI's cell and against it
    in one sentence;
  - numbers that do not add up to the difference the sentence states;
  - the search's share (lookahead and playouts) larger than the difference;
  - close calls: the sentences that say the cells are about as good;
  - with --flips B1,B2: the same positions analyzed at those budgets too; a
    position whose chosen cell changes with the budget (to a cell that is not
    equivalent) is a flip, and each of its sentences should call it close.
Works with the sentences of earlier builds too (their own number forms), so
that a before and an after are counted the same way. Prints a markdown table.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

LONG_SHOT_NAMES = re.compile(r"four of a kind|\bfour (?:aces|kings|queens|jacks|\d+s)\b|straight flush|royal flush")
RETIRED = [
    ("the spread of cards over the lines", re.compile(r"spread of cards over the lines")),
    ("playing the rest of the game out", re.compile(r"playing the rest of the game out")),
    ("fills a place without improving its hand", re.compile(r"fills a place without improving")),
    ("adds the <card>", re.compile(r"\badds the (?:ace|king|queen|jack|\d+) of \w+")),
]
MINUS = "\u2212"


def number(text):
    return float(text.replace(MINUS, "-"))


def comparison(sentence):
    """The sentence about the other cell (the last one)."""
    parts = re.split(r"(?<=\.) (?=[A-Z])", sentence)
    return parts[-1] if parts else sentence


def stated_difference(text):
    m = re.search(r"would score (\d+\.\d) (less|more)", text)
    if not m:
        m = re.search(r"about as good: (\d+\.\d) (less|more)", text)
    if not m:
        return None
    return number(m.group(1)) * (1 if m.group(2) == "less" else -1)


def shares_in_text(text):
    """The parts of the difference the sentence gives, signed for the difference.
    Today's form: each share in parentheses, "(2.4)" or "(−1.0)". Earlier forms:
    "(5.9 points)", "... adds 2.1", "... takes off 2.8", "gains 2.0", "costs 2.5",
    "would lose 4.2", "would gain 1.6", the last four after "though"."""
    comp = comparison(text)
    found = []
    for m in re.finditer(r"\((" + MINUS + r"?\d+\.\d)\)", comp):
        found.append(number(m.group(1)))
    if found:
        return found
    head, _, tail = comp.partition(", though ")
    for m in re.finditer(r"\((\d+\.\d) points\)|\badds (\d+\.\d)", head):
        found.append(float(m.group(1) or m.group(2)))
    for m in re.finditer(r"(?:takes off|gains|costs|would lose|would gain) (\d+\.\d)", tail):
        found.append(-float(m.group(1)))
    return found


def core(phrase):
    """An idea without its side, line, numbers and verb form."""
    p = re.sub(r"^(?:(?:Row|Column) \d: )", "", phrase.strip())
    p = re.sub(r"^(?:mostly because |though |and )?(?:here it |there it would |where it |(?:it would|the card) \w+ [\d.]+ in \w+ \d, where it |it would |it )", "", p)
    p = re.sub(r"\((?:[^()]*)\)", "", p)
    p = re.sub(r"\bin (?:row|column) \d\b", "", p)
    p = re.sub(r"\s+", " ", p).strip(" ,.")
    words = p.split(" ")
    if words and words[0].endswith("s") and words[0] not in ("pass",):
        words[0] = words[0][:-1]
    return " ".join(words)


def for_and_against(text):
    """Ideas named for the AI's cell (in the first sentence, or before "though")
    and against it (after "though")."""
    text = re.sub(r" \([^()]*\)", "", text)  # counts and numbers: not the idea
    comp = comparison(text)
    lead = text[: len(text) - len(comp)]
    m = re.search(r"(?:would score \d+\.\d (?:less|more)|about as good: [^;]*)(.*)$", comp)
    rest = m.group(1) if m else ""
    rest = re.sub(r"^[:;,]\s*", "", rest)
    head, _, tail = rest.partition(", though ")
    split = lambda s: [c for c in re.split(r",\s*(?:and\s+)?|\s+and\s+(?=(?:here|there|it|the|looking|in simulated|mostly))", s) if c.strip()]
    pro = {core(c) for c in split(head) + re.split(r"[.;] ", lead) if "small effects" not in c and "other effects" not in c}
    con = {core(c) for c in split(tail) if "small effects" not in c and "other effects" not in c}
    pro.discard("")
    con.discard("")
    return sorted(pro & con)


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr}")
    return r.stdout


def estimates(stdout):
    """The heat map pps analyze prints: {cell: estimate}."""
    values = {}
    rows = [l for l in stdout.splitlines() if re.match(r"\s+row \d ", l)]
    for r, line in enumerate(rows[:5]):
        for c, field in enumerate(line.split()[2:7]):
            m = re.match(r"(-?\d+\.\d)", field)
            if m:
                values[5 * r + c] = float(m.group(1))
    return values


def text_counts(texts):
    counts = {"long shot by name": 0, "retired phrase": 0, "for and against": 0, "numbers do not add up": 0,
              "close call": 0}
    for text in texts:
        counts["long shot by name"] += bool(LONG_SHOT_NAMES.search(text))
        counts["retired phrase"] += any(p.search(text) for _, p in RETIRED)
        counts["for and against"] += bool(for_and_against(text))
        d = stated_difference(text)
        parts = shares_in_text(text)
        counts["numbers do not add up"] += d is not None and bool(parts) and abs(sum(parts) - d) > 0.051
        counts["close call"] += bool(re.search(r"about as good|would score the same", text))
    return counts


def recount(path):
    """The counts that need only the sentences, from a --jsonl file."""
    rows = [json.loads(line) for line in open(path)]
    budget = next(k for k in rows[0] if k.isdigit())  # the first: --sims
    texts = [r[budget]["text"] for r in rows]
    print(f"{len(texts)} positions of {path}, the sentences at {budget} simulations\n")
    print("| what the sentences do | positions | share |")
    print("|---|---:|---:|")
    for name, c in text_counts(texts).items():
        print(f"| {name} | {c} | {100 * c / len(texts):.1f}% |")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pps", default="build/pps")
    ap.add_argument("--learned", required=True)
    ap.add_argument("--system", default="american")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=100)
    ap.add_argument("--sims", type=int, default=3000)
    ap.add_argument("--flips", default="")
    ap.add_argument("--jsonl", default="")
    ap.add_argument("--recount", default="", help="count the sentences of an earlier run's --jsonl file instead")
    args = ap.parse_args()
    if args.recount:
        return recount(args.recount)
    budgets = [args.sims] + [int(b) for b in args.flips.split(",") if b]

    scratch = tempfile.mkdtemp(prefix="explain-sweep-")
    played = os.path.join(scratch, "played.json")
    run([args.pps, "play", "--player", "champion", "--learned", args.learned, "--sims", str(args.sims),
         "--system", args.system, "--games", str(args.games), "--seed", str(args.seed), "--json", played])
    games = json.load(open(played))["games"]

    rows = []
    for g in games:
        moves = g["game"].split(";")[2]
        for k in range(1, 24):
            row = {"seed": g["seed"], "moves": moves[:k]}
            for b in budgets:
                out = os.path.join(scratch, "x.json")
                stdout = run([args.pps, "analyze", "--player", "champion", "--learned", args.learned, "--system", args.system,
                              "--seed", str(g["seed"]), "--moves", moves[:k], "--sims", str(b), "--json", out])
                x = json.load(open(out))
                row[b] = {"text": x["text"], "difference": x["difference"], "best": x["best"]["cell"],
                          "estimates": estimates(stdout), "shares": x["shares"], "lead": x.get("lead"),
                          "close": x.get("close"), "margin": x.get("margin")}
            rows.append(row)

    n = len(rows)
    counts = {"long shot by name": 0, "long shot by chance": 0, "retired phrase": 0, "for and against": 0,
              "numbers do not add up": 0, "search share > difference": 0, "close call": 0}
    retired_each = {name: 0 for name, _ in RETIRED}
    for row in rows:
        x = row[args.sims]
        text = x["text"]
        counts["long shot by name"] += bool(LONG_SHOT_NAMES.search(text))
        refs = [s["reason"] for s in x["shares"] if s.get("named") and s.get("reason")] + [l["reason"] for l in (x["lead"] or [])]
        counts["long shot by chance"] += any(r["chance"] < 0.05 for r in refs)
        hit = False
        for name, pattern in RETIRED:
            if pattern.search(text):
                retired_each[name] += 1
                hit = True
        counts["retired phrase"] += hit
        counts["for and against"] += bool(for_and_against(text))
        d = stated_difference(text)
        parts = shares_in_text(text)
        if d is not None and parts and abs(sum(parts) - d) > 0.051 + 0.05 * 0:
            counts["numbers do not add up"] += 1
        search = sum(abs(s["points"]) for s in x["shares"] if s["kind"] in ("search", "lookahead", "playouts"))
        counts["search share > difference"] += search > abs(x["difference"]) + 1e-9 and abs(x["difference"]) >= 0.05
        counts["close call"] += bool(re.search(r"about as good|would score the same", text))

    # A flip: the chosen cell changes with the budget (to one that is not
    # equivalent: those have the same estimate in a heat map). The sentences
    # at every budget of a flip, and those at the budgets whose choice the
    # largest budget's search overturned, should call the choice close.
    flips = flipped_not_close = overturned = overturned_not_close = 0
    said_close = lambda text: bool(re.search(r"about as good|would score the same", text))
    if len(budgets) > 1:
        top = max(budgets)
        for row in rows:
            cells = {b: row[b]["best"] for b in budgets}
            if len(set(cells.values())) == 1:
                continue
            e = row[top]["estimates"]
            if len({e.get(c) for c in cells.values()}) == 1:
                continue
            flips += 1
            flipped_not_close += sum(not said_close(row[b]["text"]) for b in budgets)
            for b in budgets:
                if b != top and e.get(cells[b]) != e.get(cells[top]):
                    overturned += 1
                    overturned_not_close += not said_close(row[b]["text"])

    print(f"{n} positions, {args.system}, {args.games} games from seed {args.seed}, champion at {args.sims} simulations\n")
    print("| what the sentences do | positions | share |")
    print("|---|---:|---:|")
    for name, c in counts.items():
        print(f"| {name} | {c} | {100 * c / n:.1f}% |")
    for name, c in retired_each.items():
        print(f"| retired: {name} | {c} | {100 * c / n:.1f}% |")
    if len(budgets) > 1:
        print(f"| chosen cell flips between {','.join(map(str, budgets))} simulations | {flips} | {100 * flips / n:.1f}% |")
        print(f"| sentences of those not called close ({len(budgets)} a position) | {flipped_not_close} | "
              f"{100 * flipped_not_close / max(1, flips * len(budgets)):.1f}% |")
        print(f"| sentences whose choice {max(budgets)} simulations overturned | {overturned} | |")
        print(f"| of those, not called close | {overturned_not_close} | "
              f"{100 * overturned_not_close / max(1, overturned):.1f}% |")
    if args.jsonl:
        with open(args.jsonl, "w") as f:
            for row in rows:
                f.write(json.dumps({"seed": row["seed"], "moves": row["moves"],
                                    **{str(b): {k: row[b][k] for k in ("text", "best", "difference", "margin", "close")}
                                       for b in budgets}}) + "\n")


if __name__ == "__main__":
    main()
