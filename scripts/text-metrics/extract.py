#!/usr/bin/env python3
"""Reads the DOM Chromium dumped after recorder.js ran and writes the text-measurement fixtures.

Usage: extract.py DOM_FILE FIXTURE_DIR VERSION. One case per line, keys sorted, ASCII only (invisible
characters such as U+00AD stay visible as escapes), so reruns diff line by line.
"""
import html
import json
import re
import sys


def write(path, chromium, key, cases):
    lines = [json.dumps(case, sort_keys=True, ensure_ascii=True) for case in cases]
    with open(path, "w", encoding="ascii") as out:
        out.write("{\n")
        out.write(' "chromium": %s,\n' % json.dumps(chromium))
        out.write(' "recordedBy": "scripts/record-text-metrics.sh",\n')
        out.write(' "%s": [\n  ' % key)
        out.write(",\n  ".join(lines))
        out.write("\n ]\n}\n")


def main():
    dom_file, fixtures, version = sys.argv[1], sys.argv[2], sys.argv[3]
    dom = open(dom_file, encoding="utf-8").read()
    error = re.search(r'<pre id="error">(.*?)</pre>', dom, re.S)
    if error:
        sys.exit("record-text-metrics: the page failed: " + html.unescape(error.group(1)))
    found = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not found:
        sys.exit("record-text-metrics: no <pre id=\"result\"> in Chromium's DOM (fonts not loaded in time?)")
    result = json.loads(html.unescape(found.group(1)))
    write(fixtures + "/text-widths.json", version, "widths", result["widths"])
    write(fixtures + "/letter-spacing.json", version, "letterSpacing", result["letterSpacing"])
    write(fixtures + "/letter-spacing-breaks.json", version, "breaks", result["letterSpacingBreaks"])
    write(fixtures + "/vertical-metrics.json", version, "vertical", result["vertical"])
    write(fixtures + "/break-opportunities.json", version, "opportunities", result["opportunities"])
    write(fixtures + "/line-breaks.json", version, "breaks", result["breaks"] + result["fit"])
    counts = {key: len(result[key]) for key in ["widths", "vertical", "opportunities", "breaks", "fit"]}
    print("recorded from %s: %s" % (version, counts), file=sys.stderr)


main()
