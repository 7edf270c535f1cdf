#!/usr/bin/env python3
"""Paired comparison of `pps play --json` runs on the same deals.

    bench/paired.py BASE.json OTHER.json [MORE.json ...]

For each OTHER: its mean, and OTHER - BASE over the deals both played (matched
by seed): the mean difference, its standard error (the SD of the per-deal
differences over sqrt(n)), and whether it is at least 2 SE from zero.
"""
import json
import math
import sys


def scores(path):
    with open(path) as f:
        run = json.load(f)
    return run.get("player", path), {g["seed"]: g["score"] for g in run["games"]}


def main(paths):
    if len(paths) < 2:
        sys.exit(__doc__)
    base_name, base = scores(paths[0])
    print(f"base: {paths[0]} ({base_name}), mean {sum(base.values()) / len(base):.2f} over {len(base)} deals")
    for path in paths[1:]:
        name, other = scores(path)
        seeds = sorted(base.keys() & other.keys())
        n = len(seeds)
        if n < 2:
            print(f"{path}: fewer than two deals in common with the base")
            continue
        diffs = [other[s] - base[s] for s in seeds]
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
        se = sd / math.sqrt(n)
        verdict = "significant" if abs(mean) >= 2 * se else "not significant"
        other_mean = sum(other[s] for s in seeds) / n
        print(f"{path} ({name}): mean {other_mean:.2f}; minus base {mean:+.2f} ± {se:.2f} over {n} deals ({verdict} at 2 SE)")


if __name__ == "__main__":
    main(sys.argv[1:])
