#!/bin/sh
# Times TrellisValidation's Validator against xmllint on the same generated files, in a release build.
# Usage: scripts/bench-validation.sh [COUNT]   (COUNT documents of each kind, default 300, about 60 KB each)
set -eu
cd "$(dirname "$0")/.."
export TRELLIS_BENCHMARK=1 TRELLIS_BENCHMARK_COUNT="${1:-300}"
swift test -c release -Xswiftc -enable-testing --filter ValidationBenchmark 2>&1 | grep -E "BENCHMARK|✘|error:" || true
cat "${TMPDIR:-/tmp}"/trellis-bench-svg.txt "${TMPDIR:-/tmp}"/trellis-bench-html.txt
