#!/usr/bin/env bash
# Builds the DocC archives of Trellis, TrellisGolden and TrellisTesting into OUTPUT_DIR (not
# committed): OUTPUT_DIR/<module>.doccarchive, each from its catalog (Sources/<module>/<module>.docc)
# and the public symbol graph `swift package dump-symbol-graph` writes. TrellisGolden has an archive
# of its own because DocC documents a module from its own graph: TrellisTesting re-exports it, but
# its archive holds only assertGolden. Uses the toolchain's own `docc`; stops with a non-zero status
# at the first failure.
#
# usage: scripts/build-docs.sh OUTPUT_DIR
#   then: docc preview is not needed; open an archive with any static server, e.g.
#   python3 -m http.server -d OUTPUT_DIR/Trellis.doccarchive, at /documentation/trellis
set -euo pipefail

if [[ $# -ne 1 || "$1" == -* ]]; then
    echo "usage: scripts/build-docs.sh OUTPUT_DIR" >&2
    exit 2
fi
root="$(cd "$(dirname "$0")/.." && pwd)"
output="$1"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
modules=(Trellis TrellisGolden TrellisTesting)

docc="$(command -v docc || true)"
if [[ -z "$docc" ]]; then
    # `xcrun docc` on macOS; on Linux docc sits beside swift in the toolchain.
    if command -v xcrun >/dev/null; then docc="xcrun docc"; else
        docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
    fi
fi

cd "$root"
log="$(mktemp)"
staging="$(mktemp -d)"
trap 'rm -rf "$log" "$staging"' EXIT
echo "build-docs: extracting public symbol graphs" >&2
if ! swift package dump-symbol-graph --minimum-access-level public >"$log" 2>&1; then
    # It also extracts the graphs of the package's test modules, which fails when the tests were
    # never built (a fresh clone: "Failed to emit symbol graph for 'TrellisPackageTests'"). Those
    # are no archive's; any other error (a build error, a documented module's graph) stops here.
    unexpected="$(grep 'error:' "$log" | grep -v "error: Failed to emit symbol graph for '[A-Za-z]*Tests'" || true)"
    if [[ -n "$unexpected" ]]; then
        cat "$log" >&2
        echo "build-docs: swift package dump-symbol-graph failed" >&2
        exit 1
    fi
fi
graphs="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
if [[ -z "$graphs" || ! -d "$graphs" ]]; then
    cat "$log" >&2
    echo "build-docs: dump-symbol-graph did not say where it wrote the symbol graphs" >&2
    exit 1
fi

for module in "${modules[@]}"; do
    catalog="Sources/$module/$module.docc"
    [[ -d "$catalog" ]] || { echo "build-docs: $catalog is missing" >&2; exit 1; }
    [[ -f "$graphs/$module.symbols.json" ]] || { echo "build-docs: no symbol graph for $module in $graphs" >&2; exit 1; }
    mkdir -p "$staging/$module"
    # The module's own graph and its extensions of other modules' types (Trellis@Swift.symbols.json).
    cp "$graphs/$module.symbols.json" "$staging/$module/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$staging/$module/" \;
    archive="$output/$module.doccarchive"
    rm -rf "$archive"
    echo "build-docs: $catalog -> $archive" >&2
    if ! $docc convert "$catalog" \
        --additional-symbol-graph-dir "$staging/$module" \
        --output-dir "$archive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.trellis.$module" \
        --transform-for-static-hosting; then
        echo "build-docs: docc convert failed for $module" >&2
        exit 1
    fi
done
echo "build-docs: wrote ${modules[*]/%/.doccarchive} in $output" >&2
