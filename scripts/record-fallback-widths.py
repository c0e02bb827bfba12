#!/usr/bin/env python3
"""Records the widths of emoji and CJK texts as the fallback faces give them, computed here with
uharfbuzz and fontTools, apart from the engine, into Tests/TrellisLayoutTests/Fixtures/fallback-widths.json.

Each case names the face that draws each of its parts (Inter for Latin, Noto Color Emoji for an
emoji sequence, Noto Sans CJK JP for Han, kana and Hangul), as Chromium picks them with the pages'
family list "Inter", "DejaVu Sans", "Noto Color Emoji", "Noto Sans CJK JP" (checked by eye on
Chromium's screenshots). A part's width is its HarfBuzz advances at 17 px, untracked. Noto Color
Emoji is a bitmap face: FreeType rounds each advance to whole pixels of its strike (CBLC's ppem,
109) and Skia scales that to the size, which is the figure Chromium lays out.

    scripts/record-fallback-widths.py

Needs python3 with uharfbuzz and fontTools, fonts-inter, fonts-noto-color-emoji and fonts-noto-cjk
(INTER_DIR, EMOJI_DIR and CJK_DIR override Debian's folders).
"""

import json
import os

import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INTER = os.path.join(os.environ.get("INTER_DIR", "/usr/share/fonts/opentype/inter"), "Inter-Regular.otf")
EMOJI = os.path.join(os.environ.get("EMOJI_DIR", "/usr/share/fonts/truetype/noto"), "NotoColorEmoji.ttf")
CJK = os.path.join(os.environ.get("CJK_DIR", "/usr/share/fonts/opentype/noto"), "NotoSansCJK-Regular.ttc")
SIZE = 17

CASES = [
    ("wave", [("emoji", "\U0001F44B")]),
    ("family (ZWJ sequence)", [("emoji", "\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466")]),
    ("flag", [("emoji", "\U0001F1EF\U0001F1F5")]),
    ("skin tone", [("emoji", "\U0001F44D\U0001F3FD")]),
    ("keycap", [("emoji", "1\uFE0F\u20E3")]),
    ("heart with VS16", [("emoji", "\u2764\uFE0F")]),
    ("Japanese", [("cjk", "\u65E5\u672C\u8A9E\u306E\u30C6\u30AD\u30B9\u30C8")]),
    ("Chinese", [("cjk", "\u4F60\u597D\uFF0C\u4E16\u754C\uFF01")]),
    ("Korean", [("cjk", "\uD55C\uAD6D\uC5B4")]),
    ("Latin and emoji", [("inter", "Hi "), ("emoji", "\U0001F44B"), ("inter", " there")]),
    ("Latin and CJK", [("cjk", "\u6771\u4EAC"), ("inter", " Tokyo")]),
]


def font(path, index=0):
    face = hb.Face(hb.Blob.from_file_path(path), index)
    return hb.Font(face), face.upem


def advances(hb_font, text):
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    buffer.language = "en"
    hb.shape(hb_font, buffer, {"kern": True})
    return [position.x_advance for position in buffer.glyph_positions]


def main():
    inter, inter_upem = font(INTER)
    emoji, emoji_upem = font(EMOJI)
    cjk, cjk_upem = font(CJK, 0)
    strike = max(size.bitmapSizeTable.ppemX for size in TTFont(EMOJI)["CBLC"].strikes)
    cases = []
    for name, parts in CASES:
        width = 0.0
        for face, text in parts:
            if face == "inter":
                width += sum(advances(inter, text)) * SIZE / inter_upem
            elif face == "cjk":
                width += sum(advances(cjk, text)) * SIZE / cjk_upem
            else:
                width += sum(round(a * strike / emoji_upem) for a in advances(emoji, text)) * SIZE / strike
        cases.append({"name": name, "text": "".join(text for _, text in parts), "size": SIZE, "width": round(width, 5),
                      "faces": [face for face, _ in parts]})
    path = os.path.join(ROOT, "Tests/TrellisLayoutTests/Fixtures/fallback-widths.json")
    with open(path, "w", encoding="utf-8") as out:
        out.write("[\n" + ",\n".join("  " + json.dumps(case, sort_keys=True) for case in cases) + "\n]\n")
    print(f"wrote {len(cases)} cases to {os.path.relpath(path, ROOT)} (emoji strike {strike} ppem)")


if __name__ == "__main__":
    main()
