#!/usr/bin/env python3
"""The costs of the AI's, greedy's and random moves, as the review prices them.

    bench/review-calibration.py --systems "american;british;random:20261201" \
        --games 40 --seed 920000 [--pps build/pps] [--out bench/data/review-calibration.json]

Each player plays --games deals from --seed on each system; every game is then
reviewed as the app reviews it (`pps review --json`: the champion at the fast
strength, one thread; on American, British and the single-hand systems with
the values the app ships, else with 100,000 learning games). Prints, per system
and player, the moves' costs in American points (the cost divided by the
system's scale; forced moves left out) at several quantiles, the share of each
verdict and the games' mean accuracy ± its standard error: the data the
verdicts' thresholds and the accuracy's curve are set from (ai/review/).
"""
import argparse
import gzip
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

PLAYERS = [
    ("AI (champion, normal)", "champion", ["--sims", "3000", "--threads", "1"]),
    ("greedy", "greedy", []),
    ("greedy on points", "greedy:eval=points", []),
    ("random", "random", []),
]
VERDICTS = ["best", "excellent", "good", "inaccuracy", "mistake", "blunder", "forced"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def learned_values(pps, system, scratch):
    """The champion's values for the system: shipped, else learned here."""
    name = system.replace(":", "-")
    shipped = os.path.join(ROOT, "web", "public", "learned", f"champion-{name}-4000000.bin.gz")
    out = os.path.join(scratch, f"champion-{name}.bin")
    if os.path.exists(shipped):
        with gzip.open(shipped, "rb") as src, open(out, "wb") as dst:
            shutil.copyfileobj(src, dst)
    else:
        run([pps, "learn", "--player", "champion:games=100000", "--system", system, "--out", out])
    return out


def quantile(sorted_values, q):
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--systems", default="american;british;random:20261201")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=920000)
    parser.add_argument("--pps", default=os.path.join(ROOT, "build", "pps"))
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for system in args.systems.split(";"):
            values = learned_values(args.pps, system, scratch)
            for label, spec, flags in PLAYERS:
                games_file = os.path.join(scratch, "games.json")
                player = f"{spec}" if spec != "champion" else "champion"
                extra = ["--learned", values] if spec == "champion" else []
                run([args.pps, "play", "--player", player, "--system", system, "--games", str(args.games),
                     "--seed", str(args.seed), "--json", games_file] + flags + extra)
                games = json.load(open(games_file))["games"]
                costs, accuracies, counts, lucks, errors = [], [], {v: 0 for v in VERDICTS}, [], []
                for g in games:
                    review_file = os.path.join(scratch, "review.json")
                    run([args.pps, "review", "--player", "champion", "--learned", values, "--link",
                         "?system=" + system + "&seed=" + str(g["seed"]) + "&moves=" + g["game"].split(";")[-1],
                         "--ai-game", "off", "--explain", "off", "--json", review_file])
                    r = json.load(open(review_file))
                    accuracies.append(r["accuracy"])
                    lucks.append(r["luck"])
                    errors.append(r["error"])
                    for m in r["moves"]:
                        counts[m["verdict"]] += 1
                        if m["verdict"] != "forced":
                            costs.append(m["cost"] / r["scale"])
                costs.sort()
                n = len(accuracies)
                results.append({
                    "system": system, "player": label, "spec": spec, "games": n, "scale": r["scale"],
                    "cost_quantiles": {str(q): quantile(costs, q) for q in (0.5, 0.75, 0.9, 0.95, 0.99)},
                    "mean_cost": statistics.fmean(costs),
                    "verdicts": counts,
                    "accuracy_mean": statistics.fmean(accuracies),
                    "accuracy_se": statistics.stdev(accuracies) / math.sqrt(n) if n > 1 else 0.0,
                    "costs": costs,
                    "luck_mean": statistics.fmean(lucks), "error_mean": statistics.fmean(errors),
                })
                print(f"{system} {label}: done", file=sys.stderr)
    print("| system | player | games | cost p50 | p75 | p90 | p95 | p99 | " +
          " | ".join(VERDICTS) + " | accuracy |")
    print("|---" * (9 + len(VERDICTS)) + "|")
    for r in results:
        q = r["cost_quantiles"]
        total = sum(r["verdicts"].values())
        shares = " | ".join(f"{100 * r['verdicts'][v] / total:.0f}%" for v in VERDICTS)
        print(f"| {r['system']} | {r['player']} | {r['games']} | {q['0.5']:.2f} | {q['0.75']:.2f} | {q['0.9']:.2f} | "
              f"{q['0.95']:.2f} | {q['0.99']:.2f} | {shares} | {r['accuracy_mean']:.1f} ± {r['accuracy_se']:.1f} |")
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"command": " ".join(sys.argv), "results": results}, f, indent=1)


if __name__ == "__main__":
    main()
