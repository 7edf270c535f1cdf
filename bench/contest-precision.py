#!/usr/bin/env python3
"""How many games stand behind each mean of the EAAI-2016 contest's results table?

The paper does not say. Its RandomPlayer places each card in a uniformly random
empty cell, so its true mean and standard deviation on every fixed system are
known (10^6 games of our `random` player); how far the table's RandomPlayer
means stray from them gives the number of games N by maximum likelihood
(each table mean ~ Normal(true mean, sd^2 / N + rounding to 2 decimals)).

    bench/contest-precision.py [path/to/pps]
"""
import math
import re
import subprocess
import sys

PPS = sys.argv[1] if len(sys.argv) > 1 else "build/pps"
# RandomPlayer's row of the contest's table (the contest paper's Fig. 1;
# docs/DESIGN.md, References [1]).
CONTEST_RANDOM = {
    "american": 14.25, "british": 7.71, "single:high-card": 5.20, "single:one-pair": 4.31,
    "single:two-pair": 0.42, "single:three-of-a-kind": 0.23, "single:straight": 0.01,
    "single:flush": 0.01, "single:full-house": 0.01,
}
ROUNDING_VARIANCE = 0.01 ** 2 / 12  # the table's two decimals


def random_mean_sd(system):
    out = subprocess.run([PPS, "play", "--player", "random", "--system", system, "--games", "1000000",
                          "--seed", "1"], capture_output=True, text=True, check=True).stdout
    m = re.search(r"mean (\S+)\s+sd (\S+)", out)
    return float(m.group(1)), float(m.group(2))


def log_likelihood(n, rows):
    total = 0.0
    for contest, mean, sd in rows:
        variance = sd * sd / n + ROUNDING_VARIANCE
        total += -0.5 * math.log(variance) - (contest - mean) ** 2 / (2 * variance)
    return total


def main():
    rows = []
    for system, contest in CONTEST_RANDOM.items():
        mean, sd = random_mean_sd(system)
        rows.append((contest, mean, sd))
        print(f"{system:24} contest {contest:6.2f}  random placement {mean:7.3f} (sd {sd:.3f})")
    ns = range(10, 5001)
    ll = [log_likelihood(n, rows) for n in ns]
    best = max(range(len(ns)), key=ll.__getitem__)
    inside = [n for n, l in zip(ns, ll) if l >= ll[best] - 1.92]  # likelihood-ratio 95% interval
    print(f"games per mean: {ns[best]} by maximum likelihood, 95% interval {inside[0]}..{inside[-1]}")


if __name__ == "__main__":
    main()
