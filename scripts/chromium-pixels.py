#!/usr/bin/env python3
"""Compares PNG files pixel by pixel in headless Chromium, pair by pair, as JSON.

    scripts/chromium-pixels.py [--threshold N] [--output FILE] A.png B.png [A.png B.png ...]

For each pair it counts the pixels where some channel (red, green, blue or alpha) differs by
more than the threshold (default 32, of 255). Chromium decodes the files itself
(createImageBitmap, no color-space conversion, no premultiplied alpha) and the comparison runs
in the page, so the harness needs nothing beyond Python's standard library and chromium, the
same one scripts/chromium-boxes.py drives (its Chromium class is reused). The SVG agreement test
(Tests/TrellisChromiumTests/SVGAgreementTests.swift) compares an SVG's screenshot with its HTML
page's screen this way.

Output (stdout unless --output):
    {"chromium": "156.0.8078.114", "threshold": 32,
     "pairs": [{"a": <as given>, "b": <as given>, "width", "height",
                "differing": <pixels over the threshold>, "largest": <largest channel difference>,
                "error": "<why this pair was not compared: unreadable, or sizes differ>"}]}

Exit status: 0 when every pair was compared (whatever it found), 1 when some pair could not be,
2 for bad arguments, 77 when chromium is not installed.
"""

import argparse
import base64
import importlib.util
import json
import shutil
import signal
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location("chromium_boxes", Path(__file__).resolve().parent / "chromium-boxes.py")
boxes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(boxes)

# Runs in about:blank with the two files as data: URLs, which leave the canvas readable.
COMPARE_JS = """
(async (a, b, threshold) => {
  const load = async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob(),
                                           {colorSpaceConversion: 'none', premultiplyAlpha: 'none'});
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', {willReadFrequently: true});
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  const [left, right] = [await load(a), await load(b)];
  if (left.width !== right.width || left.height !== right.height) {
    return {error: `sizes differ: ${left.width}×${left.height} and ${right.width}×${right.height}`};
  }
  const p = left.data, q = right.data;
  let differing = 0, largest = 0;
  for (let i = 0; i < p.length; i += 4) {
    const d = Math.max(Math.abs(p[i] - q[i]), Math.abs(p[i + 1] - q[i + 1]),
                       Math.abs(p[i + 2] - q[i + 2]), Math.abs(p[i + 3] - q[i + 3]));
    if (d > largest) largest = d;
    if (d > threshold) differing++;
  }
  return {width: left.width, height: left.height, differing, largest};
})
"""


def data_url(path):
    return "data:image/png;base64," + base64.b64encode(path.read_bytes()).decode("ascii")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="PNG files, in pairs")
    parser.add_argument("--threshold", type=int, default=32, help="largest channel difference that counts as equal")
    parser.add_argument("--output", metavar="FILE", help="write the JSON here instead of stdout")
    parser.add_argument("--timeout", type=float, default=30, help="seconds per pair and for startup")
    parser.add_argument("--chromium", default="chromium", help="the browser to run")
    args = parser.parse_args()
    if len(args.files) % 2:
        parser.error("files come in pairs")
    executable = shutil.which(args.chromium)
    if executable is None:
        print(f"chromium-pixels: '{args.chromium}' is not installed or not on PATH", file=sys.stderr)
        return boxes.SKIP
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        browser = boxes.Chromium(executable, args.timeout)
    except boxes.HarnessError as error:
        print(f"chromium-pixels: {error}", file=sys.stderr)
        return 1
    pairs, failed = [], 0
    try:
        browser.open_tab(64, 64, args.timeout)
        for a, b in zip(args.files[0::2], args.files[1::2]):
            entry = {"a": str(a), "b": str(b)}
            try:
                expression = f"({COMPARE_JS})({json.dumps(data_url(a))}, {json.dumps(data_url(b))}, {args.threshold})"
                evaluated = browser.call("Runtime.evaluate", {
                    "expression": expression, "awaitPromise": True, "returnByValue": True,
                }, args.timeout)
                if "exceptionDetails" in evaluated:
                    details = evaluated["exceptionDetails"]
                    raise RuntimeError(details.get("exception", {}).get("description") or details.get("text"))
                entry.update(evaluated["result"]["value"])
            except (OSError, RuntimeError) as error:
                entry["error"] = str(error)
            if "error" in entry:
                failed += 1
                print(f"chromium-pixels: {a} and {b}: {entry['error']}", file=sys.stderr)
            pairs.append(entry)
    except (boxes.HarnessError, boxes.PageTimeout) as error:
        print(f"chromium-pixels: {str(error) or 'chromium stopped answering'}", file=sys.stderr)
        return 1
    finally:
        browser.close()
    boxes.write_output({"chromium": browser.version, "threshold": args.threshold, "pairs": pairs}, args.output)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
