#!/usr/bin/env bash
# What the programs' sandboxes cost (bench/RESULTS.md, "The sandbox's cost"):
# a class of 30 programs (the Python greedy sample, 30 copies) plays GAMES
# games each on American through `pps tournament --players-from`, once in
# sandboxes (bubblewrap, the default) and once with --no-sandbox, on the same
# key's deals. Prints both wall times and the sandbox's cost per game. A
# program starts once for the run (again after a lost game), so the cost is
# mostly its start in a sandbox, spread over its games. Idle machine only.
#   bench/sandbox-cost.sh [GAMES]        (default 10)
# Needs build/pps (npm run test:native), python3 and bubblewrap.
set -euo pipefail
# Both runs start the python3 the sandbox starts: a shim earlier on the PATH
# (pyenv's, a shell script that starts bash twice) would be timed without the
# sandbox only, and made it look three times slower.
export PATH=/usr/bin:/bin
cd "$(dirname "$0")/.."
games=${1:-10}
pps=$PWD/build/pps
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/class"
for i in $(seq -w 1 30); do cp clients/python/greedy_player.py "$work/class/s$i.py"; done
"$pps" key >"$work/key"

seconds_of() {  # the wall time of a class run with these flags
  local start end
  start=$(date +%s.%N)
  "$pps" tournament --players-from "$work/class" --games "$games" --prep 10 --game-time 30 \
    --key-file "$work/key" --grades "$work/grades.csv" "$@" >/dev/null 2>&1
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

echo "30 programs x $games games, $(date -u +%F), load $(cut -d' ' -f1-3 /proc/loadavg)"
without=$(seconds_of --no-sandbox)
with=$(seconds_of)
printf '| without a sandbox | %.2f s |\n| in sandboxes | %.2f s |\n' "$without" "$with"
printf '| the sandbox per game | %.1f ms |\n' "$(echo "($with - $without) * 1000 / (30 * $games)" | bc -l)"
