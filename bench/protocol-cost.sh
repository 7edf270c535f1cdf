#!/usr/bin/env bash
# What the player protocol costs (bench/RESULTS.md, "The command-line player
# protocol"): the sample random players in Python and Java, GAMES games each
# through `pps play` (every card a round trip over the pipes), against the
# same program playing the same deals in its own loop (--local, no pps, no
# protocol). Prints each run's seconds, the ratio, and the round trip per
# card that pps measured (median and 99th percentile). Idle machine only.
#   bench/protocol-cost.sh [GAMES]        (default 10000)
# Needs build/pps (npm run test:native), python3, and a JDK for the Java rows.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-10000}
pps=build/pps
java_dir=$(mktemp -d)
trap 'rm -rf "$java_dir"' EXIT

seconds_of() {  # seconds a command takes, its output discarded
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

row() {  # language, the program's command line, its own loop's command line (LOCAL: the --local flags)
  local language=$1 program=$2 local_loop=${3/LOCAL/--local $games --seed 0} report through alone trip
  report=$(mktemp)
  local start end
  start=$(date +%s.%N)
  "$pps" play --player "external:cmd=$program" --games "$games" --seed 0 --public-deals >"$report"
  end=$(date +%s.%N)
  through=$(echo "$end - $start" | bc)
  # shellcheck disable=SC2086
  alone=$(seconds_of $local_loop)
  trip=$(sed -n 's/.*round trip median \([0-9.]*\) ms, 99th percentile \([0-9.]*\) ms.*/\1 ms (99th percentile \2 ms)/p' "$report")
  printf '| %s | %.2f | %.2f | %.1f | %s |\n' "$language" "$through" "$alone" "$(echo "$through / $alone" | bc -l)" "$trip"
  rm -f "$report"
}

echo "$games games of the random sample, seeds 0.., $(date -u +%F), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| sample | through pps play, s | its own loop, s | ratio | round trip per card |"
echo "| --- | ---: | ---: | ---: | --- |"
row Python "python3 clients/python/random_player.py" "python3 clients/python/random_player.py LOCAL"
if command -v javac >/dev/null && command -v java >/dev/null; then
  clients/java/build.sh -d "$java_dir" >/dev/null
  row Java "java -cp $java_dir pokersquares.PlayerRunner RandomPlayer" "java -cp $java_dir pokersquares.PlayerRunner LOCAL RandomPlayer"
else
  echo "| Java | (no JDK here) | | | |"
fi
