#!/usr/bin/env python3
"""The judge: players on the same deals, compared in pairs.

    bench/judge.py --players champion,beemo,narl --systems american,british \\
        --games 200 --seed 700000 [--base champion] [--out DIR] [--jobs N] [--reuse]
        [-- PPS PLAY FLAGS...]

Each player plays each system's deals of seeds SEED..SEED+GAMES-1 with
`pps play --json` (flags after `--` go to every run, e.g. `--sims 3000` or
`--game-time 5 --threads 1`). Per system it prints every player's mean ± SE,
the contest's normalized score (the mean scaled between the worst and the
best player's, 0..1; summed over systems, so the total can exceed 1), and each
player minus the base player over the same deals: the mean difference ± its
standard error, and whether it is at least 2 SE from zero; at the end, on how
many systems each player is significantly better or worse than the base. The
JSON of every run stays in --out (default bench-out/judge), so a table can be
recomputed: with --reuse the runs already there are kept (the seed and flags of
the first run are recorded in the folder, and a run with others refuses it), so
a new player joins a table without replaying the others; and a run that has
fewer deals than --games is extended by the deals it lacks (played by a freshly
prepared player), so a long table can be built over several sittings. --jobs
runs that many `pps play` at once (give each `--threads 1` on a machine with as
many cores). When a program plays (an external: player), every run gets the
same sealed deals: one key, drawn here into a file of --out (or given after
`--` as --key-file FILE), printed at the end; `-- --public-deals` deals the
seeds' public deals instead.
"""
import argparse
import concurrent.futures
import json
import math
import os
import secrets
import subprocess
import sys

from paired import mean_se, paired, verdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_path(out_dir, player, system):
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in f"{player}@{system}")
    return os.path.join(out_dir, f"{safe}.json")


def play(pps, player, system, games, seed, flags, out_dir, reuse):
    path = run_path(out_dir, player, system)
    have = len(load_games(path)) if reuse and os.path.exists(path) else 0
    if have < games:
        # The deals this run lacks, seeds seed+have.., appended to what it has.
        part = path + ".part" if have else path
        run = subprocess.run([pps, "play", "--player", player, "--system", system, "--games", str(games - have),
                              "--seed", str(seed + have), "--json", part, *flags], stdout=subprocess.DEVNULL)
        if run.returncode != 0:
            sys.exit(f"judge: pps play --player {player} --system {system} failed (status {run.returncode})")
        if have:
            append_run(path, part)
    return read_run(path, range(seed, seed + games))


def load_games(path):
    with open(path) as f:
        return json.load(f)["games"]


def append_run(path, part):
    """Adds the games of the run in `part` to the run in `path` (then removes part)."""
    with open(path) as f:
        run = json.load(f)
    run["games"] += load_games(part)
    # The summary `pps play` writes, over all the games now.
    scores = [g["score"] for g in run["games"]]
    run["count"] = len(scores)
    run["mean"], run["se"] = mean_se(scores)
    run["sd"] = run["se"] * math.sqrt(len(scores))
    run["min"], run["max"] = min(scores), max(scores)
    run["slowest_seconds"] = max(g["seconds"] for g in run["games"])
    with open(path + ".tmp", "w") as f:
        json.dump(run, f)
    os.replace(path + ".tmp", path)
    os.remove(part)


def read_run(path, seeds):
    """A `pps play --json` run's {seed: score} over `seeds`, and its mean seconds a game."""
    games = [g for g in load_games(path) if g["seed"] in seeds]
    if sorted(g["seed"] for g in games) != list(seeds):
        sys.exit(f"judge: {path} does not hold exactly the deals of seeds {seeds.start}..{seeds.stop - 1}")
    return {g["seed"]: g["score"] for g in games}, sum(g["seconds"] for g in games) / len(games)


def check_settings(out_dir, settings, reuse):
    """Records the settings of the runs in out_dir; with reuse, refuses a folder
    whose runs were played with other settings."""
    path = os.path.join(out_dir, "settings.json")
    if reuse and os.path.exists(path):
        with open(path) as f:
            recorded = json.load(f)
        recorded.pop("games", None)  # recorded by earlier versions; a run now grows to --games
        if recorded != settings:
            sys.exit(f"judge: --reuse: the runs in {out_dir} were played with {recorded}, not {settings}")
    with open(path, "w") as f:
        json.dump(settings, f)


def key_of(flags):
    """The key among pps play flags (--key HEX, or the file of --key-file), or None."""
    for i, flag in enumerate(flags):
        if flag == "--key" and i + 1 < len(flags):
            return flags[i + 1]
        if flag.startswith("--key="):
            return flag[len("--key="):]
        if flag == "--key-file" and i + 1 < len(flags):
            with open(flags[i + 1]) as f:
                return f.read().strip()
    return None


def with_sealed_deals(players, flags, out_dir):
    """The flags of every run: when a program plays, one key of sealed deals for all of
    them (each pps play would otherwise draw its own, and the players would play other
    deals), unless the flags give one or ask for the public deals. The key drawn goes
    into a file of out_dir, read by every run: on a command line any user could see it."""
    program_plays = any(p.startswith("external:") for p in players)
    if not program_plays or key_of(flags) is not None or "--public-deals" in flags:
        return flags
    path = os.path.join(out_dir, "deals.key")
    with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as f:
        f.write(secrets.token_hex(32) + "\n")
    return flags + ["--key-file", path]


def shown(flags):
    """The flags as printed before the runs end: the key stays secret until then."""
    key = key_of(flags)
    return " ".join(f.replace(key, "(a key of sealed deals, shown at the end)") if key else f for f in flags)


def split_specs(text):
    """Player specs, ';'-separated, or ','-separated when no spec has parameters.

    Without ';', a piece "name=value" continues the spec before it, so one
    spec with parameters ("champion:eval=cross,games=10") stays whole."""
    if ";" in text:
        return text.split(";")
    specs = []
    for piece in text.split(","):
        if specs and "=" in piece and ":" not in piece:
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs


def main():
    argv = sys.argv[1:]
    flags = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", required=True, help="specs, ';'-separated, or ','-separated (a \"key=value\" piece continues the spec before it)")
    parser.add_argument("--systems", default="american")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--base", help="the player the others are compared with (default: the first)")
    parser.add_argument("--out", default=os.path.join(ROOT, "bench-out", "judge"))
    parser.add_argument("--pps", default=os.path.join(ROOT, "build", "pps"))
    parser.add_argument("--jobs", type=int, default=1, help="pps play runs at once")
    parser.add_argument("--reuse", action="store_true", help="keep the runs already in --out")
    args = parser.parse_args(argv)
    players = split_specs(args.players)
    systems = args.systems.split(";") if ";" in args.systems else args.systems.split(",")
    base = args.base or players[0]
    if base not in players:
        sys.exit(f"--base {base} is not one of --players")
    if args.games < 2:
        sys.exit("--games must be at least 2 (a standard error needs two deals)")
    os.makedirs(args.out, exist_ok=True)
    flags = with_sealed_deals(players, flags, args.out)

    # The key itself, not its file: a run of other deals must not be reused.
    check_settings(args.out, {"seed": args.seed, "flags": flags, "key": key_of(flags)}, args.reuse)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        runs = {(p, s): pool.submit(play, args.pps, p, s, args.games, args.seed, flags, args.out, args.reuse)
                for s in systems for p in players}
        normalized = {p: 0.0 for p in players}
        tally = {p: {"better": 0, "worse": 0, "not significant": 0} for p in players if p != base}
        print(f"{args.games} deals per system from seed {args.seed}; pps play flags: {shown(flags) or '(defaults)'}")
        for system in systems:
            played, seconds = {}, {}
            for p in players:
                played[p], seconds[p] = runs[(p, system)].result()
            means = {p: mean_se(list(played[p].values())) for p in players}
            lo, hi = min(m for m, _ in means.values()), max(m for m, _ in means.values())
            print(f"\n{system}")
            print(f"| player | mean ± SE | normalized | minus {base}, paired | at 2 SE | s/game |")
            print("| --- | ---: | ---: | ---: | --- | ---: |")
            for p in players:
                mean, se = means[p]
                norm = (mean - lo) / (hi - lo) if hi > lo else 1.0
                normalized[p] += norm
                if p == base:
                    diff, judged = "", ""
                else:
                    d, dse, _ = paired(played[base], played[p])
                    diff, judged = f"{d:+.2f} ± {dse:.2f}", verdict(d, dse)
                    tally[p][judged] += 1
                print(f"| {p} | {mean:.2f} ± {se:.2f} | {norm:.3f} | {diff} | {judged} | {seconds[p]:.2f} |")
    print("\nsummed normalized score: " + ", ".join(f"{p} {normalized[p]:.3f}" for p in players))
    for p, t in tally.items():
        print(f"{p} against {base}: better on {t['better']}, worse on {t['worse']}, "
              f"not significant on {t['not significant']} of {len(systems)} systems")
    if key_of(flags):
        print(f"deals sealed with key {key_of(flags)} (-- --key-file FILE, FILE holding it, deals them again)")


if __name__ == "__main__":
    main()
