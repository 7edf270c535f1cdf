#!/usr/bin/env bash
# A real contest entry against ours (bench/RESULTS.md, "Against a real contest
# entry"): J. Harris's TD network player, JHarrisTDPlayerMulti with its own
# network, from the report's public code (github.com/TheLoneWolfling/TDPSPlayer,
# GPL-3: fetched here, built beside the Java client, never committed), played
# through the player protocol, and our players with the app's shipped learned
# files, on the same deals at SECONDS a game; then the paired table.
#   bench/contest-entry.sh [GAMES] [SECONDS] [FIRST_SEED]   (default 100 5 900000)
# TDPS_DIR: a clone of TDPSPlayer to use instead of fetching one.
# OUR_PLAYERS: "spec|learned file;..." (default: tdnet and champion with the
# app's American files; "tdnet:prep=300|" learns for 300 s instead). Every run
# plays the sealed deals of one key drawn here (printed with the table). Results
# and each run's log (the entry's own output): bench-out/contest-entry/.
# Needs build/pps, git, a JDK 11+. Idle machine only: the budget is a clock.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
seconds=${2:-5}
seed=${3:-900000}
commit=47c07769b9bcc2c6187f91dd0bbdcdf0fbef22a3  # the repository's head when this was written
out=bench-out/contest-entry
learned=web/public/learned
our_players=${OUR_PLAYERS:-"tdnet|$learned/tdnet-american-1000000.bin.gz;champion|$learned/champion-american-4000000.bin.gz"}
mkdir -p "$out"
build/pps key >"$out/deals.key"  # the entry is a program: sealed deals, the same for every run
key=$(cat "$out/deals.key")

source_dir=${TDPS_DIR:-$out/TDPSPlayer}
if [ ! -d "$source_dir" ]; then
  git clone --quiet https://github.com/TheLoneWolfling/TDPSPlayer "$source_dir"
  git -C "$source_dir" checkout --quiet "$commit"
fi

# The entry implements the contest's interface from the default package: our
# Java client has the same interface in package pokersquares, so one import
# line is the only change.
entry=$out/entry
rm -rf "$entry" && mkdir -p "$entry/src"
for file in JHarrisTDPlayerMulti.java JHarrisBPANNE.java; do
  { echo 'import pokersquares.*;'; cat "$source_dir/$file"; } > "$entry/src/$file"
done
clients/java/build.sh -d "$entry" "$entry"/src/*.java 2>/dev/null
cp "$source_dir/JHarrisTDEstimator.dat" "$entry/"  # it loads its network from the working folder

play() {  # name, spec, learned file (or ""): one run's JSON
  local name=$1 spec=$2 file=$3 flags=()
  if [ -n "$file" ]; then
    gunzip -c "$file" > "$out/$name.learned"
    flags=(--learned "$out/$name.learned")
  fi
  echo "playing $spec ($games games, $seconds s a game) ..." >&2
  build/pps play --player "$spec" "${flags[@]}" --games "$games" --seed "$seed" --key-file "$out/deals.key" --game-time "$seconds" \
    --threads 2 --json "$out/$name.json" >/dev/null 2>"$out/$name.log"
}

play entry "external:prep=300,cmd=cd '$PWD/$entry' && exec java -cp . pokersquares.PlayerRunner JHarrisTDPlayerMulti" ""
runs=("$out/entry.json")
IFS=';' read -ra rows <<< "$our_players"
for row in "${rows[@]}"; do
  spec=${row%%|*}
  file=${row#*|}
  [ "$file" = "$row" ] && file=""
  name=$(printf '%s' "$spec" | tr -c 'A-Za-z0-9_=.-' '_')
  play "$name" "$spec" "$file"
  runs+=("$out/$name.json")
done
echo "$games sealed deals ($seed.. of key $key), $seconds s a game, 2 threads, $(date -u +%F), load $(cut -d' ' -f1-3 /proc/loadavg)"
python3 bench/paired.py "${runs[@]}"
