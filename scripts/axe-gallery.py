#!/usr/bin/env python3
"""Runs axe-core over Trellis pages in headless Chromium and reports each violation, as JSON.

    scripts/axe-gallery.py [--axe FILE] [--output FILE] PAGE.html ...
    scripts/axe-gallery.py --render [--out DIR]     # renders the gallery first (swift run trellis)

axe.min.js comes from PyPI's axe-core-python (pip install axe-core-python; it ships axe 4.4),
or --axe. Chromium is driven as scripts/chromium-boxes.py drives it (its Chromium class, over
--remote-debugging-pipe), so nothing beyond Python's standard library is needed.

Output: {"axe": "4.4.3", "pages": [{"file", "violations": [{"id", "impact", "nodes": [
    {"target", "summary", "contrast": {"fg", "bg", "ratio", "expected"}}]}]}],
    "totals": {"<rule>": <nodes>}}. Exit status: 0 when run (violations are data, not failure),
1 when a page could not be checked, 2 for bad arguments, 77 when chromium or axe is missing.
"""

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SKIP = 77


def load_harness():
    spec = importlib.util.spec_from_file_location("chromium_boxes", HERE / "chromium-boxes.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def find_axe(given):
    if given:
        return Path(given)
    try:
        import axe_core_python
    except ImportError:
        return None
    path = Path(axe_core_python.__file__).resolve().parent / "axe.min.js"
    return path if path.is_file() else None


RUN_AXE = """
(async () => {
  await document.fonts.ready;
  const result = await axe.run(document, {resultTypes: ['violations']});
  return {version: axe.version, violations: result.violations.map(v => ({
    id: v.id, impact: v.impact,
    nodes: v.nodes.map(n => {
      const entry = {target: n.target.join(' '), summary: n.failureSummary};
      const data = (n.any.find(c => c.id === 'color-contrast') || {}).data;
      if (data) entry.contrast = {fg: data.fgColor, bg: data.bgColor, ratio: data.contrastRatio,
                                  expected: data.expectedContrastRatio};
      return entry;
    })}))};
})()
"""


def check(browser, path, axe_source, timeout):
    browser.events.clear()
    result = browser.call("Page.navigate", {"url": path.resolve().as_uri()}, timeout)
    if result.get("errorText"):
        raise RuntimeError(result["errorText"])
    browser.wait_for("Page.loadEventFired", timeout)
    loaded = browser.call("Runtime.evaluate", {"expression": axe_source + "\n;true"}, timeout)
    if "exceptionDetails" in loaded:
        raise RuntimeError("axe.min.js did not load")
    evaluated = browser.call("Runtime.evaluate", {
        "expression": RUN_AXE, "awaitPromise": True, "returnByValue": True}, timeout)
    if "exceptionDetails" in evaluated:
        raise RuntimeError(str(evaluated["exceptionDetails"].get("text")))
    return evaluated["result"]["value"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--axe", help="axe.min.js (default: axe-core-python's)")
    parser.add_argument("--render", action="store_true", help="render the gallery (light and dark) and check every page")
    parser.add_argument("--out", default="output/axe", help="with --render: the folder to render into")
    parser.add_argument("--output", help="write the JSON here instead of stdout")
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    axe = find_axe(args.axe)
    if axe is None:
        print("axe-gallery: axe.min.js not found (pip install axe-core-python, or --axe FILE)", file=sys.stderr)
        return SKIP
    executable = shutil.which(args.chromium)
    if executable is None:
        print(f"axe-gallery: '{args.chromium}' is not installed or not on PATH", file=sys.stderr)
        return SKIP
    files = list(args.files)
    if args.render:
        subprocess.run(["swift", "run", "-c", "release", "trellis", "render", "--out", args.out, "--format", "html",
                        "--color-scheme", "all", "-q"], check=True, cwd=HERE.parent)
        files += sorted(p for p in Path(args.out).resolve().glob("*/*.html"))
    if not files:
        parser.error("no pages: give PAGE.html files or --render")
    harness = load_harness()
    axe_source = axe.read_text(encoding="utf-8")
    browser = harness.Chromium(executable, args.timeout)
    pages, totals, failed, version = [], {}, 0, None
    try:
        browser.open_tab(390, 844, args.timeout)
        for path in files:
            entry = {"file": str(path)}
            try:
                result = check(browser, path, axe_source, args.timeout)
                version = result["version"]
                entry["violations"] = result["violations"]
                for violation in result["violations"]:
                    totals[violation["id"]] = totals.get(violation["id"], 0) + len(violation["nodes"])
            except (RuntimeError, harness.PageTimeout) as error:
                entry["error"] = str(error) or "timed out"
                failed += 1
            pages.append(entry)
    finally:
        browser.close()
    text = json.dumps({"axe": version, "pages": pages, "totals": dict(sorted(totals.items()))}, indent=1) + "\n"
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
