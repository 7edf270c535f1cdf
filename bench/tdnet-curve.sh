#!/usr/bin/env bash
# The TD network's learning curve (bench/notes/2026-11-25-td-network.md): for
# each game count, `pps learn` a tdnet from seed 1 on 2 threads, then greedy
# play on its network over the same deals; prints mean ± standard error per count and
# keeps every deal's score in bench/data/tdnet/curve-SYSTEM.csv. Usage:
#   bench/tdnet-curve.sh SYSTEM [GAMES...]     (default 10000 30000 100000 300000 1000000)
# Environment: SPEC (extra tdnet parameters, e.g. ",hidden=10"), DEALS (2000),
# SEED (first deal, 8100000), THREADS (2), PPS (build/pps).
set -euo pipefail
cd "$(dirname "$0")/.."
system=$1; shift
if [ $# -gt 0 ]; then counts=("$@"); else counts=(10000 30000 100000 300000 1000000); fi
pps=${PPS:-build/pps}; deals=${DEALS:-2000}; seed=${SEED:-8100000}; threads=${THREADS:-2}; extra=${SPEC:-}
scratch=$(mktemp -d); trap 'rm -rf "$scratch"' EXIT
csv="bench/data/tdnet/curve-${system//[:,]/_}${extra//[:,=]/_}.csv"
for n in "${counts[@]}"; do
  start=$(date +%s.%N)
  "$pps" learn --player "tdnet:games=$n$extra" --system "$system" --threads "$threads" --out "$scratch/$n.bin" \
    >/dev/null 2>"$scratch/learn.log" || { cat "$scratch/learn.log" >&2; exit 1; }
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  "$pps" play --player "tdnet:search=greedy$extra" --learned "$scratch/$n.bin" --system "$system" \
    --games "$deals" --seed "$seed" --json "$scratch/$n.json" >/dev/null
  python3 - "$scratch/$n.json" "$n" "$seconds" <<'PY'
import json, math, sys
scores = [g['score'] for g in json.load(open(sys.argv[1]))['games']]
n = len(scores); mean = sum(scores) / n
se = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1) / n)
print(f"{int(sys.argv[2]):>9} games  learned in {float(sys.argv[3]):6.1f} s  greedy {mean:7.2f} ± {se:.2f} ({n} deals)")
PY
done
python3 - "$csv" "$scratch" "${counts[@]}" <<'PY'
import json, sys
csv, scratch, counts = sys.argv[1], sys.argv[2], sys.argv[3:]
runs = [json.load(open(f"{scratch}/{n}.json"))['games'] for n in counts]
with open(csv, 'w') as f:
    f.write(','.join(['deal'] + [f'games{n}' for n in counts]) + '\n')
    for i, game in enumerate(runs[0]):
        f.write(','.join([str(game['seed'])] + [str(run[i]['score']) for run in runs]) + '\n')
PY
echo "every deal's score: $csv"
