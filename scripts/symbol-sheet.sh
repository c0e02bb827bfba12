#!/bin/sh
# Renders every built-in symbol on one HTML contact sheet (name under each, at 48 and 17 px) and
# screenshots it with headless Chromium, to look at the drawings:
#   scripts/symbol-sheet.sh [OUT.png]      (default /tmp/trellis-symbols.png; the HTML beside it)
set -eu
cd "$(dirname "$0")/.."
png=${1:-/tmp/trellis-symbols.png}
html=${png%.png}.html
TRELLIS_SYMBOL_SHEET="$html" swift test --filter SymbolSheetTests >/dev/null 2>&1
count=$(grep -o 'class="name"' "$html" | wc -l)
rows=$(( (count + 7) / 8 ))
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$png" \
    --window-size=1150,$(( 60 + rows * 112 )) "file://$(realpath "$html")" 2>/dev/null
echo "$count symbols: $png ($html)"
