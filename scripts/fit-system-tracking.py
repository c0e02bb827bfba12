#!/usr/bin/env python3
"""Fits the system font's size-dependent tracking (letter-spacing) to widths measured on iOS.

Trellis draws the system font in Inter (Debian's fonts-inter): the Text cut below 20 pt and the
Display cut from 20 pt, as SF Pro switches. Inter is about 5% wider than SF Pro at body size, so
every character gets a tracking that depends on the size. The table is Apple's published SF Pro
tracking (HIG "Typography", in 1/1000 em per point size) plus one offset per cut, fitted here by
least squares on the relative width error against the iOS references:

    width_iOS(text, size) ~ width_Inter(text, size) + clusters(text) * size * (apple(size) + offset) / 1000

The references are single-line `Text`s at their ideal size from public snapshot tests (a CSV of
figures, not pictures: see REFERENCES below). A cut with no reference of its own takes the other
cut's offset, and the script says so.

Residuals are leave-one-out: each reference is predicted from an offset fitted without it, and
its predicted width is rounded up to the reference's pixel grid, as SwiftUI sizes a text.

    scripts/fit-system-tracking.py REFERENCES.csv            # report only
    scripts/fit-system-tracking.py REFERENCES.csv --write    # also regenerate the table and fixture

REFERENCES.csv has the columns source, string, pt, weight, scale and sf_width_pt (the width iOS
gave the text, in points). With --write the script regenerates
Sources/TrellisCore/Values/SystemFontTracking.swift (the table the engine reads) and
Tests/TrellisLayoutTests/Fixtures/ios-text-widths.json (the figures the engine's own test checks
its widths against). Needs python3 with uharfbuzz (pip install uharfbuzz) and fonts-inter
(INTER_DIR overrides /usr/share/fonts/opentype/inter) and fonts-dejavu-core for the "before" row.
"""

import argparse
import csv
import json
import math
import os
import statistics
import sys

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER_DIR = os.environ.get("INTER_DIR", "/usr/share/fonts/opentype/inter")
DEJAVU_DIR = os.environ.get("TRELLIS_FONT_DIR", "/usr/share/fonts/truetype/dejavu")
DISPLAY_FROM = 20
SIZES = range(6, 81)

# Apple's tracking for SF Pro Text (below 20 pt) and SF Pro Display (from 20 pt), in 1/1000 em, at
# the sizes the HIG lists for the two cuts; a size between two listed ones takes the smaller one's
# value, and from 80 pt on it is 0. (The HIG's newer single table for the variable SF Pro, whose
# design changes gradually with the size, runs on from -23 at 20 pt; with a cut that switches at
# 20 pt, as Inter's does, the two-cut table is the one that keeps widths continuous: Inter Display
# at 20 pt with the single table's figure would be 12% narrower per em than Inter at 19 pt.)
APPLE_TEXT = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24}
APPLE_DISPLAY = {
    20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 36: 10, 41: 9, 44: 8, 49: 7, 52: 6,
    56: 5, 60: 4, 66: 3, 68: 2, 76: 1, 80: 0,
}

WEIGHTS = {
    "ultralight": ("Thin", 100), "thin": ("ExtraLight", 200), "light": ("Light", 300),
    "regular": ("Regular", 400), "medium": ("Medium", 500), "semibold": ("SemiBold", 600),
    "bold": ("Bold", 700), "heavy": ("ExtraBold", 800), "black": ("Black", 900),
}


def apple(size):
    listed = APPLE_DISPLAY if size >= DISPLAY_FROM else APPLE_TEXT
    return listed[max([s for s in listed if s <= size], default=min(listed))]


_fonts = {}


def font(path):
    if path not in _fonts:
        if not os.path.exists(path):
            sys.exit(f"fit-system-tracking: {path} not found (install fonts-inter and fonts-dejavu-core)")
        with open(path, "rb") as file:
            face = hb.Face(file.read())
        _fonts[path] = (hb.Font(face), face.upem)
    return _fonts[path]


def shape(path, text):
    """The advance of `text` in design units (kerning on, as Chromium shapes) and its cluster count."""
    hbfont, upem = font(path)
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(hbfont, buffer, {})
    advance = sum(p.x_advance for p in buffer.glyph_positions)
    clusters = len({info.cluster for info in buffer.glyph_infos})
    return advance, upem, clusters


def inter_path(pt, weight):
    cut = "InterDisplay" if pt >= DISPLAY_FROM else "Inter"
    return os.path.join(INTER_DIR, f"{cut}-{WEIGHTS[weight][0]}.otf")


def dejavu_path(weight):
    return os.path.join(DEJAVU_DIR, "DejaVuSans-Bold.ttf" if WEIGHTS[weight][1] >= 600 else "DejaVuSans.ttf")


def load(path):
    rows = []
    with open(path, newline="") as file:
        for row in csv.DictReader(file):
            pt = float(row["pt"])
            weight = row["weight"].strip().lower()
            if weight not in WEIGHTS:
                sys.exit(f"fit-system-tracking: {path}: unknown weight {row['weight']!r} for {row['string']!r}")
            advance, upem, clusters = shape(inter_path(pt, weight), row["string"])
            rows.append({
                "source": row["source"], "string": row["string"], "pt": pt, "weight": weight,
                "scale": float(row["scale"]), "width": float(row["sf_width_pt"]),
                "inter": advance * pt / upem, "clusters": clusters,
            })
    return rows


def display(row):
    return row["pt"] >= DISPLAY_FROM


def fit(rows):
    """Each cut's offset (1/1000 em) minimising the squared relative width error."""
    offsets = {}
    for cut in (False, True):
        own = [r for r in rows if display(r) == cut]
        if not own:
            continue
        # error_i = (a_i + b_i * offset) / w_i with a = inter + apple tracking - width, b = clusters * pt / 1000
        num = den = 0.0
        for r in own:
            a = r["inter"] + r["clusters"] * r["pt"] * apple(r["pt"]) / 1000 - r["width"]
            b = r["clusters"] * r["pt"] / 1000
            num += a * b / r["width"] ** 2
            den += b * b / r["width"] ** 2
        offsets[cut] = -num / den
    if not offsets:
        sys.exit("fit-system-tracking: no references")
    only = next(iter(offsets.values()))
    return {cut: offsets.get(cut, only) for cut in (False, True)}


def table(offsets):
    return {size: round(apple(size) + offsets[size >= DISPLAY_FROM]) for size in SIZES}


def tracking_points(entries, pt):
    """The tracking the engine applies, in points to 1/100 (what the pages write)."""
    size = min(max(int(math.floor(pt)), SIZES.start), SIZES.stop - 1)
    hundredths = entries[size] * pt / 10
    # Rounded half away from zero, as Swift's rounded() rounds (Python's round() goes to even).
    return math.copysign(math.floor(abs(hundredths) + 0.5), hundredths) / 100


def on_grid(width, scale):
    return math.ceil(width * scale - 1e-9) / scale


def predicted(row, entries):
    return on_grid(row["inter"] + row["clusters"] * tracking_points(entries, row["pt"]), row["scale"])


def summary(errors):
    magnitudes = sorted(abs(e) for e in errors)
    p90 = magnitudes[min(len(magnitudes) - 1, math.ceil(0.9 * len(magnitudes)) - 1)]
    return statistics.median(magnitudes) * 100, p90 * 100, statistics.mean(errors) * 100


def swift_table(entries, offsets, fitted, count):
    text = [str(entries[size]) for size in SIZES]
    lines = []
    for start in range(0, len(text), 15):
        lines.append("        " + ", ".join(text[start:start + 15]) + ",")
    cuts = ", ".join(
        f"{'Display' if cut else 'Text'} {offsets[cut]:+.2f}" + ("" if fitted[cut] else " (no reference of its own: the other cut's)")
        for cut in (False, True))
    return f"""// Generated by scripts/fit-system-tracking.py from {count} iOS reference widths; do not edit.
// Apple's SF Pro tracking plus a fitted offset per cut, in 1/1000 em: {cuts}.

/// The tracking the system font (Inter) gets at each size so that its widths are SF Pro's on iOS,
/// in 1/1000 em: Apple's published SF Pro tracking plus an offset per cut fitted to widths measured
/// in iOS snapshots (docs/system-font.md has the fit and its residuals).
package enum SystemFontTracking {{
    /// Sizes below the first entry take its value, sizes above the last take the last one's.
    package static let sizes = {SIZES.start}...{SIZES.stop - 1}

    /// Tracking at each whole size of `sizes`, in 1/1000 em.
    package static let thousandths: [Int] = [
{chr(10).join(lines)}
    ]
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("references", help="the iOS reference widths (CSV)")
    parser.add_argument("--write", action="store_true", help="regenerate the Swift table and the test fixture")
    args = parser.parse_args()
    rows = load(args.references)
    fitted = {cut: any(display(r) == cut for r in rows) for cut in (False, True)}
    offsets = fit(rows)
    entries = table(offsets)

    loo = []
    for index, row in enumerate(rows):
        rest = rows[:index] + rows[index + 1:]
        held = table(fit(rest))
        loo.append(predicted(row, held) / row["width"] - 1)
    inter = [on_grid(r["inter"], r["scale"]) / r["width"] - 1 for r in rows]
    dejavu = []
    for r in rows:
        advance, upem, _ = shape(dejavu_path(r["weight"]), r["string"])
        dejavu.append(on_grid(advance * r["pt"] / upem, r["scale"]) / r["width"] - 1)
    within = [predicted(r, entries) / r["width"] - 1 for r in rows]

    print(f"{len(rows)} references; sizes {sorted({r['pt'] for r in rows})}; weights {sorted({r['weight'] for r in rows})}")
    for cut in (False, True):
        note = "" if fitted[cut] else "  (no reference of its own: the other cut's offset)"
        print(f"offset {'Display' if cut else 'Text'}: {offsets[cut]:+.2f}/1000 em{note}")
    print(f"tracking at 17 pt: {tracking_points(entries, 17):+.2f} pt; at 28 pt: {tracking_points(entries, 28):+.2f} pt")
    print("width error against iOS     median |e|   p90 |e|   mean e")
    for name, errors in [
        ("DejaVu Sans (before)", dejavu), ("Inter, no tracking", inter),
        ("Inter + table, in-sample", within), ("Inter + table, leave-one-out", loo),
    ]:
        median, p90, mean = summary(errors)
        print(f"  {name:<28} {median:6.2f}%   {p90:6.2f}%   {mean:+6.2f}%")

    # A check outside the fit: at .title (28 pt, the Display cut) DejaVu Sans measured about 1.16x
    # the iOS width; the table predicts this ratio for the same strings.
    ratios = []
    for r in rows:
        advance, upem, _ = shape(dejavu_path(r["weight"]), r["string"])
        inter28, upem28, clusters = shape(inter_path(28, r["weight"]), r["string"])
        ratios.append((advance * 28 / upem) / (inter28 * 28 / upem28 + clusters * tracking_points(entries, 28)))
    print(f"DejaVu Sans / predicted width at 28 pt, same strings: {statistics.mean(ratios):.3f}x")

    if args.write:
        with open(os.path.join(ROOT, "Sources/TrellisCore/Values/SystemFontTracking.swift"), "w") as file:
            file.write(swift_table(entries, offsets, fitted, len(rows)))
        figures = [
            {"source": r["source"], "string": r["string"], "size": r["pt"], "weight": WEIGHTS[r["weight"]][1],
             "scale": r["scale"], "width": r["width"]}
            for r in rows
        ]
        with open(os.path.join(ROOT, "Tests/TrellisLayoutTests/Fixtures/ios-text-widths.json"), "w") as file:
            # One text a line, so a change to the references reads as a diff of lines.
            file.write('{"note": "Widths iOS gave single-line Texts at their ideal size, in points, measured from '
                       'public snapshot-test references (scripts/fit-system-tracking.py)",\n "texts": [\n')
            file.write(",\n".join("  " + json.dumps(figure, ensure_ascii=False) for figure in figures))
            file.write("\n]}\n")
        print("wrote Sources/TrellisCore/Values/SystemFontTracking.swift and Tests/TrellisLayoutTests/Fixtures/ios-text-widths.json")


if __name__ == "__main__":
    main()
