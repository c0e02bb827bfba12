#!/usr/bin/env bash
# Records the text-measurement reference data from headless Chromium into
# Tests/TrellisLayoutTests/Fixtures/*.json: widths (measureText and a span's box), vertical
# metrics, break opportunities and line breaks, for the cases in scripts/text-metrics/cases.js.
#
# Needs chromium, python3, the DejaVu fonts (fonts-dejavu-core; TRELLIS_FONT_DIR overrides
# /usr/share/fonts/truetype/dejavu) and Inter (fonts-inter; TRELLIS_INTER_DIR overrides
# /usr/share/fonts/opentype/inter), Noto Color Emoji (fonts-noto-color-emoji; TRELLIS_EMOJI_DIR)
# and Noto Sans CJK (fonts-noto-cjk; TRELLIS_CJK_DIR), and Python's fontTools to take the JP face
# out of the CJK collections. Chromium runs with a fontconfig that knows only the DejaVu and Inter
# folders: the Noto faces come through @font-face as the pages name them, and characters no face
# has draw as .notdef, as the measurer measures them, whatever else the machine has installed.
set -euo pipefail
cd "$(dirname "$0")/.."

fonts="${TRELLIS_FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
inter="${TRELLIS_INTER_DIR:-/usr/share/fonts/opentype/inter}"
fixtures="Tests/TrellisLayoutTests/Fixtures"
command -v chromium >/dev/null || { echo "record-text-metrics: chromium not found on PATH" >&2; exit 1; }
command -v python3 >/dev/null || { echo "record-text-metrics: python3 not found on PATH" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
faces=(
  "DejaVu Sans|400|DejaVuSans.ttf" "DejaVu Sans|700|DejaVuSans-Bold.ttf"
  "DejaVu Serif|400|DejaVuSerif.ttf" "DejaVu Serif|700|DejaVuSerif-Bold.ttf"
  "DejaVu Sans Mono|400|DejaVuSansMono.ttf" "DejaVu Sans Mono|700|DejaVuSansMono-Bold.ttf"
)
styles=(Thin ExtraLight Light Regular Medium SemiBold Bold ExtraBold Black)
for index in "${!styles[@]}"; do
  faces+=("Inter|$(( (index + 1) * 100 ))|Inter-${styles[$index]}.otf" "Inter Display|$(( (index + 1) * 100 ))|InterDisplay-${styles[$index]}.otf")
done
rules=""
for face in "${faces[@]}"; do
  IFS='|' read -r family weight file <<<"$face"
  folder="$fonts"; package="fonts-dejavu-core or set TRELLIS_FONT_DIR"; format="truetype"
  if [[ "$file" == *.otf ]]; then folder="$inter"; package="fonts-inter or set TRELLIS_INTER_DIR"; format="opentype"; fi
  [ -f "$folder/$file" ] || { echo "record-text-metrics: $folder/$file not found (install $package)" >&2; exit 1; }
  cp "$folder/$file" "$work/$file"
  # Only the normal style, as the pages declare it: italic is synthesized by slanting.
  rules+="@font-face { font-family: \"$family\"; font-style: normal; font-weight: $weight; src: url(\"$file\") format(\"$format\"); }"$'\n'
done
emoji="${TRELLIS_EMOJI_DIR:-/usr/share/fonts/truetype/noto}"
cjk="${TRELLIS_CJK_DIR:-/usr/share/fonts/opentype/noto}"
[ -f "$emoji/NotoColorEmoji.ttf" ] || { echo "record-text-metrics: $emoji/NotoColorEmoji.ttf not found (install fonts-noto-color-emoji)" >&2; exit 1; }
cp "$emoji/NotoColorEmoji.ttf" "$work/"
# One face for every weight: a bitmap face has no bolder cut, and a range keeps Chromium from faking one.
rules+='@font-face { font-family: "Noto Color Emoji"; font-style: normal; font-weight: 100 900; src: url("NotoColorEmoji.ttf") format("truetype"); }'$'\n'
for style in Regular:400 Bold:700; do
  [ -f "$cjk/NotoSansCJK-${style%%:*}.ttc" ] || { echo "record-text-metrics: $cjk/NotoSansCJK-${style%%:*}.ttc not found (install fonts-noto-cjk)" >&2; exit 1; }
  python3 -c 'import sys; from fontTools.ttLib import TTCollection; TTCollection(sys.argv[1]).fonts[0].save(sys.argv[2])' \
    "$cjk/NotoSansCJK-${style%%:*}.ttc" "$work/NotoSansCJK-${style%%:*}-JP.otf"
  rules+="@font-face { font-family: \"Noto Sans CJK JP\"; font-style: normal; font-weight: ${style##*:}; src: url(\"NotoSansCJK-${style%%:*}-JP.otf\") format(\"opentype\"); }"$'\n'
done
# Only the two packages' folders, with the system's matching rules (which map sans-serif to
# DejaVu Sans): no fallback font beyond them.
cat >"$work/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>$fonts</dir><dir>$inter</dir><cachedir>$work/fontconfig-cache</cachedir>
<include ignore_missing="yes">/etc/fonts/conf.d</include></fontconfig>
CONF
export FONTCONFIG_FILE="$work/fonts.conf"
cp scripts/text-metrics/cases.js scripts/text-metrics/recorder.js "$work/"
cat >"$work/page.html" <<HTML
<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
$rules
body { margin: 0; }
/* Wide enough that no span measured at its ideal width wraps. */
#host { width: 100000px; }
</style></head>
<body><div id="host"></div><script src="cases.js"></script><script src="recorder.js"></script></body></html>
HTML

chromium --headless --no-sandbox --disable-gpu --allow-file-access-from-files \
  --virtual-time-budget=60000 --dump-dom "file://$work/page.html" >"$work/dom.html" 2>"$work/chromium.log" || {
  cat "$work/chromium.log" >&2; exit 1; }
mkdir -p "$fixtures"
version="$(chromium --version 2>/dev/null | grep -o 'Chromium [0-9.]*' | head -n 1)"
python3 scripts/text-metrics/extract.py "$work/dom.html" "$fixtures" "${version:-Chromium (unknown version)}"
