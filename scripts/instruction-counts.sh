#!/usr/bin/env bash
# The instruction-count guard (docs/performance.md, "Instruction counts"): counts with callgrind the
# instructions each stage spends per node on the benchmarks' wide tree at two sizes, and
#   scripts/instruction-counts.sh check    fails if a stage exceeds its recorded count by more than
#                                          30%, or costs over 1.3x per node on the larger tree
#   scripts/instruction-counts.sh record   writes the counts to Benchmarks/instruction-counts.tsv
#                                          (when a change is meant to cost more, or less)
# --scratch-path DIR builds in DIR instead of .build, so the check can run while another swift
# command holds .build's lock (CI runs it beside the fuzzer).
# Instructions, unlike time, do not change with the load on a shared machine: each stage runs on one
# thread, with Swift's hashing seed fixed, in a release build.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
build=(-c release)
while [ $# -gt 0 ]; do
  case "$1" in
    check|record) mode=$1 ;;
    --scratch-path) build+=(--scratch-path "$2"); shift ;;
    *) echo "usage: scripts/instruction-counts.sh [check|record] [--scratch-path DIR]" >&2; exit 2 ;;
  esac
  shift
done
record=Benchmarks/instruction-counts.tsv
stages=(resolve layout html svg validate-html validate-svg)
sizes=(1000 10000)
margin=1.30   # the most a stage may grow over its record, per node
flatness=1.30 # the most a stage may cost per node on the larger tree over the smaller

command -v valgrind >/dev/null || { echo "instruction counts: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
swift build "${build[@]}" --product TrellisInstructionCounts
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 that clang writes for the C targets and gives
# up; without debug information it names functions from the symbol table, which is all a count needs.
bin="$scratch/TrellisInstructionCounts"
objcopy --strip-debug "$(swift build "${build[@]}" --show-bin-path)/TrellisInstructionCounts" "$bin"

# One run per stage and size; two at a time, since each is one thread.
for stage in "${stages[@]}"; do
  for size in "${sizes[@]}"; do echo "$stage $size"; done
done | xargs -P 2 -L 1 sh -c '
  input=/dev/null
  # The page is rendered outside valgrind (TrellisInstructionCounts says why) and validated in it.
  if [ "$2" = validate-html ]; then input="$1/page-$3.html"; "$0" page "$3" > "$input"; fi
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --collect-atstart=no \
    --callgrind-out-file="$1/$2-$3.out" "$0" "$2" "$3" < "$input" > "$1/$2-$3.log" 2>&1 \
    || { echo "instruction counts: $2 on $3 nodes failed:" >&2; cat "$1/$2-$3.log" >&2; exit 255; }
' "$bin" "$scratch"

measured="$scratch/measured.tsv"
for stage in "${stages[@]}"; do
  for size in "${sizes[@]}"; do
    nodes=$(sed -n 's/^nodes \([0-9]*\)$/\1/p' "$scratch/$stage-$size.log")
    total=$(sed -n 's/^totals: \([0-9]*\).*/\1/p' "$scratch/$stage-$size.out")
    if [ -z "$nodes" ] || [ -z "$total" ] || [ "$total" -eq 0 ]; then
      echo "instruction counts: no count for $stage on $size nodes" >&2; cat "$scratch/$stage-$size.log" >&2; exit 1
    fi
    printf '%s\t%s\t%s\t%s\n' "$stage" "$nodes" "$total" "$(awk -v t="$total" -v n="$nodes" 'BEGIN { printf "%.0f", t / n }')"
  done
done > "$measured"

if [ "$mode" = record ]; then
  {
    echo "# Instructions per stage on the wide tree: scripts/instruction-counts.sh record (docs/performance.md)."
    printf '# stage\tnodes\tinstructions\tper node\n'
    cat "$measured"
  } > "$record"
  cat "$record"
  exit 0
fi

[ -f "$record" ] || { echo "instruction counts: $record is missing; run scripts/instruction-counts.sh record" >&2; exit 1; }
awk -F '\t' -v margin="$margin" -v flatness="$flatness" -v record="$record" '
  FNR == NR { if ($0 !~ /^#/) recorded[$1 "\t" $2] = $4; next }
  {
    key = $1 "\t" $2
    if (!(key in recorded)) { printf "%-14s %7d nodes: %6d per node, not in %s\n", $1, $2, $4, record; failed = 1; next }
    change = $4 / recorded[key]
    verdict = change > margin ? "  REGRESSION: over " (margin - 1) * 100 "%" : ""
    if (change > margin) failed = 1
    printf "%-14s %7d nodes: %6d instructions per node, recorded %6d (%+.1f%%)%s\n", $1, $2, $4, recorded[key], (change - 1) * 100, verdict
    if ($1 in first) {
      growth = $4 / first[$1]
      if (growth > flatness) { printf "%-14s costs %.2fx per node at %d nodes against %d: over %.2fx\n", $1, growth, $2, size[$1], flatness; failed = 1 }
    } else { first[$1] = $4; size[$1] = $2 }
  }
  END { exit failed }
' "$record" "$measured" || {
  echo "instruction counts: a stage costs more than it should (above); when that is meant, run scripts/instruction-counts.sh record" >&2
  exit 1
}
