#!/usr/bin/env bash
# Validation figures, in a release build (docs/validation.md, "Speed"):
#   1. TrellisValidation's Validator against xmllint on the same generated screen-sized documents;
#   2. `trellis validate` on hostile pages: 5, 10 and 100 MB of <p>hello world</p> in one body, and 100 MB
#      with a bad attribute on every paragraph (wall time and peak memory);
#   3. `trellis validate` on each of 226 pages Trellis writes for random trees (RandomPages.swift).
# With --baseline TRELLIS (another build of the command, e.g. of an older commit) parts 2 and 3 time it too,
# in the same run, each file given at most --timeout seconds (default 120 for 2, 60 for 3).
# Usage: scripts/bench-validation.sh [COUNT] [--baseline TRELLIS] [--timeout SECONDS] [--skip-xmllint]
set -euo pipefail
cd "$(dirname "$0")/.."

count=300 baseline="" timeout="" xmllint=1
while [ $# -gt 0 ]; do
  case "$1" in
    --baseline) baseline="$2"; shift 2 ;;
    --timeout) timeout="$2"; shift 2 ;;
    --skip-xmllint) xmllint=0; shift ;;
    *) count="$1"; shift ;;
  esac
done
scratch="$(mktemp -d "${TMPDIR:-/tmp}/trellis-bench-validation.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

if [ "$xmllint" = 1 ]; then
  echo "== Validator against xmllint, $count documents of each kind"
  export TRELLIS_BENCHMARK=1 TRELLIS_BENCHMARK_COUNT="$count"
  swift test -c release -Xswiftc -enable-testing --filter ValidationBenchmark 2>&1 | grep -E "BENCHMARK|✘|error:" || true
  cat "${TMPDIR:-/tmp}"/trellis-bench-svg.txt "${TMPDIR:-/tmp}"/trellis-bench-html.txt
  unset TRELLIS_BENCHMARK TRELLIS_BENCHMARK_COUNT
fi

swift build -c release --product trellis >/dev/null
trellis="$(swift build -c release --show-bin-path)/trellis"

# One run of `trellis validate FILE` with at most LIMIT seconds; sets verdict, seconds and mebibytes (peak RSS).
measure() {
  local binary="$1" file="$2" limit="$3" status=0 kilobytes
  /usr/bin/time -o "$scratch/time" -f "%e %M" timeout "$limit" "$binary" validate "$file" >"$scratch/out" 2>&1 || status=$?
  read -r seconds kilobytes < <(tail -n 1 "$scratch/time") || true
  mebibytes=$(( ${kilobytes:-0} / 1024 ))
  case "$status" in
    0) verdict=valid ;;
    1) verdict=invalid ;;
    124) verdict="no verdict in ${limit} s" ;;
    *) verdict="exit $status" ;;
  esac
}
shown() { printf '%-20s %7.2f s %6d MiB' "$verdict" "$seconds" "$mebibytes"; }

echo
echo "== trellis validate on hostile pages (one body of <p>hello world</p> repeated)"
head='<!DOCTYPE html>
<html lang="en"><head><title>hostile</title></head><body>'
set +o pipefail  # `yes` ends on SIGPIPE when `head` has enough
for megabytes in 5 10 100; do
  file="$scratch/hostile-${megabytes}mb.html"
  { printf '%s' "$head"; yes '<p>hello world</p>' | tr -d '\n' | head -c $(( megabytes * 1000000 / 18 * 18 )); printf '</body></html>\n'; } >"$file"
done
file="$scratch/hostile-bad-100mb.html"
{ printf '%s\n' "$head"; yes '<p onclick="x">hello world</p>' | head -c $(( 100000000 / 32 * 32 )); printf '</body></html>\n'; } >"$file"
set -o pipefail
for name in hostile-5mb hostile-10mb hostile-100mb hostile-bad-100mb; do
  file="$scratch/$name.html"
  measure "$trellis" "$file" 600
  printf '%-18s %4d MB  this build: %s' "$name" "$(( $(stat -c %s "$file") / 1000000 ))" "$(shown)"
  if [ -n "$baseline" ]; then measure "$baseline" "$file" "${timeout:-120}"; printf '   baseline: %s' "$(shown)"; fi
  echo
done

echo
echo "== trellis validate on 226 pages Trellis writes for random trees"
mkdir -p "$scratch/random"
TRELLIS_RANDOM_PAGES_DIR="$scratch/random" TRELLIS_RANDOM_PAGES_COUNT=226 \
  swift test -c release -Xswiftc -enable-testing --filter writePagesForTheBenchmark >/dev/null 2>&1
summarize() {
  local binary="$1" limit="$2" total=0 slowest=0 slowestName="" over=0 stalled=0
  for file in "$scratch"/random/*.html; do
    measure "$binary" "$file" "$limit"
    total="$(awk -v a="$total" -v b="$seconds" 'BEGIN { print a + b }')"
    if awk -v a="$seconds" -v b="$slowest" 'BEGIN { exit !(a > b) }'; then
      slowest="$seconds" slowestName="$(basename "$file"), $(( $(stat -c %s "$file") / 1024 )) KB"
    fi
    if awk -v a="$seconds" 'BEGIN { exit !(a > 1) }'; then over=$((over + 1)); fi
    if [ "${verdict#no verdict}" != "$verdict" ]; then stalled=$((stalled + 1)); fi
  done
  echo "total ${total} s, slowest ${slowest} s (${slowestName}), ${over} over 1 s, ${stalled} with no verdict in ${limit} s"
}
pages="$(ls "$scratch"/random/*.html | wc -l)"
echo "$pages pages, $(( $(cat "$scratch"/random/*.html | wc -c) / 1024 )) KB in all, each validated by its own process"
echo "this build: $(summarize "$trellis" 600)"
[ -n "$baseline" ] && echo "baseline:   $(summarize "$baseline" "${timeout:-60}")"
exit 0
