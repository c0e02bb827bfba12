#!/usr/bin/env bash
# Builds the benchmarks and the trellis command in release mode, then runs every benchmark once.
# Arguments are passed on to TrellisBenchmarks (e.g. --quick, --markdown FILE). See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."

for argument in "$@"; do
  case "$argument" in
    -h|--help)
      cat <<'HELP'
Usage: scripts/bench.sh [--quick] [--markdown PATH] [--only GROUP]... [--profile STAGE NODES]

Builds trellis and TrellisBenchmarks in release mode, then prints every figure beside a baseline
measured in the same run (docs/performance.md).

  --quick               fewer samples (a smoke test, not a measurement)
  --markdown PATH       also write the table there
  --only GROUP          run one group: resolve, emit, list, text, layout, site or png (repeatable)
  --profile STAGE NODES run one stage (resolve-wide, resolve-deep, emit-wide, emit-deep,
                        layout-wide, layout-deep, layout-text, layout-text-constant) on one tree
                        three times, untimed, e.g. under valgrind --tool=callgrind
  --help, -h            this text (nothing is built)
HELP
      exit 0 ;;
  esac
done

swift build -c release --product trellis
swift build -c release --product TrellisBenchmarks
bin="$(swift build -c release --show-bin-path)"
"$bin/TrellisBenchmarks" --trellis "$bin/trellis" --schema Sources/TrellisValidation/Schemas/trellis-html.rng "$@"
