#!/usr/bin/env bash
# Builds the benchmarks and the trellis command in release mode, then runs every benchmark once.
# Arguments are passed on to TrellisBenchmarks (e.g. --quick, --markdown FILE). See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product trellis
swift build -c release --product TrellisBenchmarks
bin="$(swift build -c release --show-bin-path)"
"$bin/TrellisBenchmarks" --trellis "$bin/trellis" --schema schemas/trellis-html.rng "$@"
