#!/usr/bin/env bash
# The long fuzz run of every parser and loader (tests/fuzz): the target
# (bench/RESULTS.md, "Reliability") is no crash, hang, leak or sanitizer report in 10^6 inputs per target.
# npm test runs each target for 5 s; this runs them for as long as asked.
#
#   bench/fuzz.sh                     10^6 inputs per target (~40 min here)
#   bench/fuzz.sh 200000              200,000 inputs per target
#   FUZZ_SECONDS=120 bench/fuzz.sh    2 minutes per target instead of a count
#   bench/fuzz.sh 1000000 game grid   only these targets
#
# Each target keeps the inputs it found interesting in build-fuzz/corpus/NAME,
# so that a later run starts where this one stopped; a finding stops the run
# and its input is saved in build-fuzz/findings/. Figures go in
# bench/RESULTS.md ("Reliability"); the last runs are in
# bench/notes/2026-11-23-reliability.md ("Native fuzzing and sanitizers").
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$ROOT"

runs="${1:-1000000}"
[ $# -gt 0 ] && shift
build_fuzz >/dev/null
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${FUZZ_TARGETS[@]}")
if [ -n "${FUZZ_SECONDS:-}" ]; then limit=(-max_total_time="$FUZZ_SECONDS"); else limit=(-runs="$runs"); fi

say "fuzzing ${targets[*]} (${limit[*]}), load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
for target in "${targets[@]}"; do
  fuzz_target "$target" "$ROOT/build-fuzz/corpus/$target" "${limit[@]}"
done
say "done, load average $(cut -d' ' -f1-3 /proc/loadavg)"
