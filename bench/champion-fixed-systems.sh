#!/usr/bin/env bash
# The champion on the contest's fixed systems under the contest's rules: 300 s
# of learning per system, then 30 s a game, on 2 threads. Each system's learned
# data is kept (OUT/SYSTEM.bin) and reused on a rerun, so that a rerun (with
# more games, say) does not learn again.
#   bench/champion-fixed-systems.sh [GAMES=100] [OUT=bench-out] [PLAYER=champion]
# Prints one line per system; OUT/SYSTEM.json holds every game's score.
# PREP=seconds and GAME_TIME=seconds in the environment change the budgets;
# SYSTEMS="single:straight single:flush" runs only those;
# PPS=path another pps than build/pps (what npm test builds).
set -euo pipefail
games=${1:-100}
out=${2:-bench-out}
player=${3:-champion}
pps="${PPS:-$(dirname "${BASH_SOURCE[0]}")/../build/pps}"
mkdir -p "$out"
all="american british single:high-card single:one-pair single:two-pair single:three-of-a-kind \
  single:straight single:flush single:full-house"
for system in ${SYSTEMS:-$all}; do
  name=${system#single:}
  [ -f "$out/$name.bin" ] ||
    "$pps" learn --player "$player" --system "$system" --prep "${PREP:-300}" --threads 2 --out "$out/$name.bin" >/dev/null 2>&1
  "$pps" play --player "$player" --system "$system" --learned "$out/$name.bin" --games "$games" --seed 100000 \
    --game-time "${GAME_TIME:-30}" --threads 2 --json "$out/$name.json" | sed -n 2p | sed "s/^/$name: /"
done
