#!/usr/bin/env python3
"""Paired comparison of `pps play --json` runs on the same deals.

    bench/paired.py BASE.json OTHER.json [MORE.json ...]

For each OTHER: its mean, and OTHER - BASE over the deals both played (matched
by seed): the mean difference, its standard error (the SD of the per-deal
differences over sqrt(n)), and whether it is at least 2 SE from zero.
bench/judge.py uses the same functions; the web lab's pairedDifference()
(web/src/lab/stats.ts) is tested against them (tests/web/paired.node.test.mjs).
"""
import json
import math
import sys


def mean_se(values):
    """The mean of `values` and its standard error."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, sd / math.sqrt(n)


def paired(base, other):
    """other - base over the seeds both played ({seed: score} each): (mean, se, n)."""
    seeds = sorted(base.keys() & other.keys())
    mean, se = mean_se([other[s] - base[s] for s in seeds])
    return mean, se, len(seeds)


def verdict(mean, se):
    """Whether a paired difference is at least 2 SE from zero, in words."""
    if se > 0 and abs(mean) >= 2 * se:
        return "better" if mean > 0 else "worse"
    return "not significant"


def scores(path):
    """The player of a `pps play --json` run and its {seed: score}."""
    with open(path) as f:
        run = json.load(f)
    return run.get("player", path), {g["seed"]: g["score"] for g in run["games"]}


def main(paths):
    if len(paths) < 2:
        sys.exit(__doc__)
    base_name, base = scores(paths[0])
    print(f"base: {paths[0]} ({base_name}), mean {mean_se(list(base.values()))[0]:.2f} over {len(base)} deals")
    for path in paths[1:]:
        name, other = scores(path)
        common = base.keys() & other.keys()
        if len(common) < 2:
            print(f"{path}: fewer than two deals in common with the base")
            continue
        mean, se, n = paired(base, other)
        other_mean = mean_se([other[s] for s in common])[0]
        print(f"{path} ({name}): mean {other_mean:.2f}; minus base {mean:+.2f} ± {se:.2f} over {n} deals "
              f"({verdict(mean, se)} at 2 SE)")


if __name__ == "__main__":
    main(sys.argv[1:])
