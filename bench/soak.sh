#!/usr/bin/env bash
# Budgets under load: do the searching players keep their per-game time when
# the machine is oversubscribed? Runs COPIES copies of the same soak at once
# (default 2), each playing GAMES timed games per player on THREADS search
# threads (default 2: two copies ask for 4 threads on a 2-core machine), and
# reports per player the games over budget (overruns) and the worst one.
# The target (bench/RESULTS.md, "Reliability"): 0 overruns at 1 s
# a game and above.
#
#   bench/soak.sh [GAMES=2000] [GAME_TIME=1] [OUT=bench-out/soak]
#   PLAYERS="tiger champion" COPIES=2 THREADS=2 PREP=10 SYSTEM=american
#   (PLAYERS: by default every player `pps players` lists but random and greedy,
#   which do not search)
#   PPS=path another pps than build/pps
#
# The players that learn (those `pps learn` accepts) learn once for PREP seconds (OUT/PLAYER.bin, reused by
# reruns): how well they play does not matter here, only their time policy.
# The time of a game is measured by pps play around the whole game, as the
# contest measured a player's decisions. OUT/copyK-PLAYER.json holds each game;
# OUT/load.txt the load average every 5 s.
set -euo pipefail
games=${1:-2000}
game_time=${2:-1}
out=${3:-bench-out/soak}
copies=${COPIES:-2}
threads=${THREADS:-2}
system=${SYSTEM:-american}
pps="${PPS:-$(dirname "${BASH_SOURCE[0]}")/../build/pps}"
[ -x "$pps" ] || { echo "error: $pps is missing: build it (npm test, or cmake --build build)" >&2; exit 1; }
mkdir -p "$out"
# Player names: the lines of `pps players` that do not start with a space.
players=${PLAYERS:-$("$pps" players | grep -E '^[a-z]' | cut -d' ' -f1 | grep -vx 'random\|greedy' | tr '\n' ' ')}

learned_flag() {  # --learned FILE for a player that learns, learning first if needed
  [ -f "$out/$1.bin" ] ||
    "$pps" learn --player "$1" --system "$system" --prep "${PREP:-10}" --out "$out/$1.bin" >/dev/null 2>&1 ||
    return 0  # pps learn refuses a player that does not learn
  echo "--learned $out/$1.bin"
}
declare -A learned
for player in $players; do learned[$player]="$(learned_flag "$player")"; done

: >"$out/load.txt"
(while :; do cut -d' ' -f1 /proc/loadavg >>"$out/load.txt"; sleep 5; done) &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT

echo "soak: $copies copies at once, $games games per player each at $game_time s a game, $threads threads," \
  "system $system, on $(nproc) cores; started $(date -u +%H:%M:%S), load $(cut -d' ' -f1-3 /proc/loadavg)"
pids=()
for copy in $(seq 1 "$copies"); do
  (
    for player in $players; do
      # Each copy plays other deals (its own seed range).
      # shellcheck disable=SC2086
      "$pps" play --player "$player" --system "$system" ${learned[$player]} --games "$games" \
        --seed "$((copy * 1000000))" --game-time "$game_time" --threads "$threads" \
        --json "$out/copy$copy-$player.json" >/dev/null
    done
  ) &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
echo "finished $(date -u +%H:%M:%S)"

# Per player, over every copy: games, games over the budget, the slowest game.
node - "$out" "$game_time" $players <<'JS'
const fs = require('fs');
const [dir, budgetText, ...players] = process.argv.slice(2);
const budget = Number(budgetText);
const loads = fs.readFileSync(`${dir}/load.txt`, 'utf8').split('\n').filter(Boolean).map(Number);
console.log(`load average during the run: max ${Math.max(...loads).toFixed(2)}, mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(2)}`);
console.log(`${'player'.padEnd(10)} ${'games'.padStart(6)} ${'overruns'.padStart(9)} ${'mean s'.padStart(8)} ${'slowest s'.padStart(10)} ${'worst overrun'.padStart(14)}`);
for (const player of players) {
  // copyK-PLAYER.json exactly: "tiger-narl" must not count as "narl".
  const seconds = fs.readdirSync(dir).filter((f) => /^copy\d+-/.test(f) && f.replace(/^copy\d+-/, '') === `${player}.json`)
    .flatMap((f) => JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8')).games.map((g) => g.seconds));
  const over = seconds.filter((s) => s > budget);
  const slowest = Math.max(...seconds);
  const mean = seconds.reduce((a, b) => a + b, 0) / seconds.length;
  const worst = over.length ? `+${(slowest - budget).toFixed(3)} s` : '-';
  console.log(`${player.padEnd(10)} ${String(seconds.length).padStart(6)} ${String(over.length).padStart(9)} ${mean.toFixed(3).padStart(8)} ${slowest.toFixed(3).padStart(10)} ${worst.padStart(14)}`);
}
JS
