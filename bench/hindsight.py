#!/usr/bin/env python3
"""How close the players come to the best grid of each deal (bench/notes/2026-11-23-hindsight.md).

    bench/hindsight.py [--deals N] [--seed S0] [--systems american,british]
                       [--champion SPEC] [--sims N] [--pps build/pps] [--out DIR]

For each system, on the deals of seeds S0..S0+N-1: `pps play --json` for random,
greedy and the champion (a fixed --sims budget, so the run is deterministic), and
`pps hindsight --json` for each deal: the best grid found knowing all 25 cards
(a score someone with perfect information reaches), its proven upper bound, and
whether the two meet (and whether the best partition into five hands, half of
the bound's reasoning, was solved exactly). Prints a markdown table: the means, and the share of the
gap from random play to the hindsight score each player closes. The true
optimum lies between the hindsight score and the bound, so the share of the gap
to it lies between "to the bound" and "to hindsight". Every player's score must
be at most the hindsight score on every deal: the count of deals where it is
not is printed too (it should be 0).
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile


def run(cmd):
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{done.stderr}")
    return done.stdout


def mean_se(values):
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, sd / math.sqrt(n)


def play(args, spec, system, path):
    cmd = [args.pps, "play", "--player", spec, "--system", system, "--games", str(args.deals),
           "--seed", str(args.seed), "--json", path]
    if spec.startswith("champion"):
        cmd += ["--sims", str(args.sims)]
    if not (args.reuse and os.path.exists(path)):
        run(cmd)
    with open(path) as f:
        return {g["seed"]: g["score"] for g in json.load(f)["games"]}


def hindsight(args, system, path):
    if not (args.reuse and os.path.exists(path)):
        results = []
        with tempfile.TemporaryDirectory() as scratch:
            one = os.path.join(scratch, "one.json")
            for seed in range(args.seed, args.seed + args.deals):
                run([args.pps, "hindsight", "--system", system, "--seed", str(seed), "--json", one] + args.hindsight)
                with open(one) as f:
                    results.append(json.load(f))
        with open(path, "w") as f:
            json.dump(results, f)
    with open(path) as f:
        return {r["seed"]: r for r in json.load(f)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--systems", default="american,british")
    parser.add_argument("--champion", default="champion:games=100000")
    parser.add_argument("--sims", type=int, default=3000)
    parser.add_argument("--pps", default="build/pps")
    parser.add_argument("--out", default="bench/data/hindsight")
    parser.add_argument("--hindsight", nargs=argparse.REMAINDER, default=[],
                        help="the rest of the line goes to pps hindsight, e.g. --hindsight --iterations 20000000")
    parser.add_argument("--reuse", action="store_true", help="reuse JSON files already in --out")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)

    players = ["random", "greedy", args.champion]
    print(f"{args.deals} deals per system (seeds {args.seed}..{args.seed + args.deals - 1}); "
          f"{args.champion} at --sims {args.sims}; pps hindsight {' '.join(args.hindsight) or 'at its defaults'}\n")
    print("| system | random | greedy | champion | hindsight | upper bound | proven | partition exact | "
          "gap closed: greedy | gap closed: champion | deals above hindsight |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for system in args.systems.split(","):
        tag = system.replace(":", "_")
        scores = {p: play(args, p, system, os.path.join(args.out, f"{tag}-{p.split(':')[0]}.json")) for p in players}
        best = hindsight(args, system, os.path.join(args.out, f"{tag}-hindsight.json"))
        seeds = sorted(best)
        hind = [best[s]["score"] for s in seeds]
        bound = [best[s]["upper_bound"] for s in seeds]
        proven = sum(best[s]["proven"] for s in seeds)
        exact = sum(best[s].get("partition_exact", False) for s in seeds)
        above = sum(scores[p][s] > best[s]["score"] for p in players for s in seeds)
        means = {p: mean_se([scores[p][s] for s in seeds]) for p in players}
        h, b = mean_se(hind), mean_se(bound)
        r = means["random"][0]

        def closed(p):
            m = means[p][0]
            return f"{(m - r) / (b[0] - r):.1%} – {(m - r) / (h[0] - r):.1%}"

        cells = [f"{means[p][0]:.2f} ± {means[p][1]:.2f}" for p in players]
        print(f"| {system} | {' | '.join(cells)} | {h[0]:.2f} ± {h[1]:.2f} | {b[0]:.2f} ± {b[1]:.2f} | "
              f"{proven}/{len(seeds)} | {exact}/{len(seeds)} | {closed('greedy')} | {closed(args.champion)} | {above} |")


if __name__ == "__main__":
    main()
