#!/usr/bin/env python3
"""Records the heights iOS gives a one-line `Text` at each text style, from a public test suite.

skip-ui (github.com/skiptools/skip-ui, MPL-2.0) asserts, in Tests/SkipUITests/TextTests.swift,
the size an iOS simulator gives `Text("X").font(.<style>)` rendered at a display scale of 1: a
`testTextSize<Style>` test per text style, with the iOS figure under `#elseif os(iOS)`. At scale 1
a view's size is rounded up to whole points, so each figure is ceil(the text's height). This
script reads those figures (facts, not code) from a copy of that repository and writes them to
Tests/TrellisLayoutTests/Fixtures/ios-text-heights.json, with the commit they came from.

    git clone https://github.com/skiptools/skip-ui /tmp/skip-ui
    scripts/record-ios-text-heights.py /tmp/skip-ui
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "Tests/SkipUITests/TextTests.swift"
TEST = re.compile(r"func testTextSize(\w+)\(\) throws \{(.*?)\n    \}", re.S)
TEXT = re.compile(r'render\(view: Text\("X"\)\.font\(\.(\w+)\)\)')
IOS = re.compile(r"#elseif os\(iOS\)\s*XCTAssertEqual\(size\.height, ([0-9.]+)\)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("repository", help="a clone of skiptools/skip-ui")
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests", "TrellisLayoutTests", "Fixtures", "ios-text-heights.json"))
    args = parser.parse_args()

    path = os.path.join(args.repository, SOURCE)
    if not os.path.exists(path):
        sys.exit(f"record-ios-text-heights: {path} not found; give a clone of skiptools/skip-ui")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    commit = subprocess.run(["git", "-C", args.repository, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()

    rows = []
    for name, body in TEST.findall(text):
        style, height = TEXT.search(body), IOS.search(body)
        if not style or not height:
            sys.exit(f"record-ios-text-heights: testTextSize{name} in {SOURCE} has no Text(\"X\").font(...) or no iOS figure")
        rows.append({"style": style.group(1), "height": float(height.group(1))})
    if len(rows) < 11:
        sys.exit(f"record-ios-text-heights: found {len(rows)} text styles in {SOURCE}, expected the 11")

    lines = [json.dumps({"note": "Heights an iOS simulator gives Text(\"X\") at each text style, display scale 1 "
                                 "(whole points, rounded up), as skip-ui's tests assert them (scripts/record-ios-text-heights.py)",
                         "source": "skiptools/skip-ui " + SOURCE, "commit": commit, "scale": 1})[:-1] + ',\n "texts": [']
    lines.append(",\n".join("  " + json.dumps(row) for row in rows))
    lines.append(" ]}\n")
    with open(args.out, "w") as f:
        f.write("\n".join(lines))
    print(f"record-ios-text-heights: {len(rows)} styles from {commit[:10]} into {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
