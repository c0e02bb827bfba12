#!/usr/bin/env python3
"""Measures Trellis pages in headless Chromium: the box of every node element, as JSON.

    scripts/chromium-boxes.py [--lines] [--select CSS]... [--screenshot OUT.png |
                               --screenshot-dir DIR] [--output FILE] PAGE.html|PAGE.svg ...

One Chromium process measures all the pages, one after another in one tab, driven through the
DevTools protocol over --remote-debugging-pipe (fds 3 and 4, NUL-terminated JSON), so the
harness needs nothing beyond Python's standard library and chromium on PATH.

For each page it loads the file, waits for document.fonts.ready and two animation frames, and
reads back, for every element whose id is a node path (n0, n0.1.2, ...), its
getBoundingClientRect relative to its screen: the enclosing .trellis-screen element in HTML, the
root <svg> in SVG. With --lines, an element that holds text also gets one entry per line
(start x, baseline y, width, text): from Ranges over its text nodes in HTML, from each <text>
that is its own (or its descendants' with no node id of their own) in SVG. The measuring runs in
the page, from chromium-boxes.js beside this file. The layout-agreement tests compare the boxes
with the engine's frames by id (Tests/TrellisTestSupport/ChromiumAgreement.swift).

Output (stdout unless --output; numbers are Chromium's own, in CSS px):
    {"chromium": "156.0.8078.114",
     "pages": [{"file": <as given>, "kind": "html"|"svg",
                "screens": [{"x", "y", "width", "height"}],   # in the page's coordinates
                "nodes": [{"id", "tag", "screen", "x", "y", "width", "height",
                           "drawn": {"x", "y", "width", "height"},  # <svg> only: its shapes' union
                           "lines": [{"text", "x", "baseline", "width"}]}],  # lines: --lines only
                "unplaced": [ids outside every screen], "duplicateIds": [ids],
                "fonts": [{"family", "weight", "style", "status"}],
                "selected": {"<selector>": [{"x", "y", "width", "height"}]},  # --select only;
                                      # relative to the screen, or the viewport outside one
                "screenshot": "<path>",                            # --screenshot* only
                "error": "<why this page was not measured>"}]}     # only on failure

Exit status: 0 when every page was measured, 1 when some page failed (its entry says why; the
others are still reported), 2 for bad arguments, 77 when chromium is not installed (the test
convention for "skipped").
"""

import argparse
import base64
import fcntl
import json
import os
import select
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

SKIP = 77

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--hide-scrollbars",
    "--force-device-scale-factor=1",
    # Pages name their fonts with relative file:// URLs; Chromium treats those as cross-origin.
    "--allow-file-access-from-files",
    "--remote-debugging-pipe",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-extensions",
    "--disable-background-networking",
    "--disable-sync",
    "--disable-default-apps",
    "--mute-audio",
    # CI containers often have a tiny /dev/shm; Chromium's renderers crash on it otherwise.
    "--disable-dev-shm-usage",
]

# Runs in each page (scripts/chromium-boxes.js, beside this file): a function of the options
# that returns the page's entry, all but the screenshot.
MEASURE_JS = (Path(__file__).resolve().parent / "chromium-boxes.js").read_text(encoding="utf-8")


class HarnessError(Exception):
    """Chromium could not be started or stopped talking; no further page can be measured."""


class PageTimeout(Exception):
    pass


class Chromium:
    """One headless Chromium in a process group of its own, spoken to over its DevTools pipe."""

    def __init__(self, executable, timeout):
        self.profile = tempfile.mkdtemp(prefix="trellis-chromium-")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()
        # Above 4, so that moving one end to fd 3 or 4 cannot overwrite the other.
        to_child_read, from_child_write = (self.lift(fd) for fd in (to_child_read, from_child_write))
        argv = [executable, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}", "about:blank"]
        self.log = tempfile.TemporaryFile()
        null = os.open(os.devnull, os.O_RDONLY | os.O_CLOEXEC)
        # posix_spawn puts the pipe ends at fds 3 and 4, where --remote-debugging-pipe expects
        # them, with no Python code between fork and exec; setsid gives Chromium and all its
        # helpers a process group of their own, which close() kills as one.
        try:
            self.pid = os.posix_spawn(executable, argv, os.environ, setsid=True, file_actions=[
                (os.POSIX_SPAWN_DUP2, null, 0),
                (os.POSIX_SPAWN_DUP2, self.log.fileno(), 1),
                (os.POSIX_SPAWN_DUP2, self.log.fileno(), 2),
                (os.POSIX_SPAWN_DUP2, to_child_read, 3),
                (os.POSIX_SPAWN_DUP2, from_child_write, 4),
            ])
        except OSError as error:
            for fd in (null, to_child_read, from_child_write, self.to_child, self.from_child):
                os.close(fd)
            shutil.rmtree(self.profile, ignore_errors=True)
            raise HarnessError(f"cannot run {executable}: {error}") from None
        self.status = None
        os.close(null)
        os.close(to_child_read)
        os.close(from_child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        try:
            self.version = self.call("Browser.getVersion", timeout=timeout)["product"].split("/", 1)[-1]
        except HarnessError as error:
            self.close()
            raise HarnessError(f"chromium did not start: {error}") from None
        except PageTimeout:
            self.close()
            raise HarnessError(f"chromium did not answer within {timeout:g} s") from None

    @staticmethod
    def lift(fd):
        lifted = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(fd)
        return lifted

    def log_tail(self):
        self.log.seek(0)
        lines = self.log.read().decode("utf-8", "replace").strip().splitlines()[-5:]
        return ("\nchromium's last output:\n  " + "\n  ".join(lines)) if lines else ""

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.to_child, data):]
        except OSError as error:
            raise HarnessError(f"chromium closed its pipe ({error}){self.log_tail()}") from None
        return self.next_id

    def receive(self, deadline):
        """The next message from Chromium, waiting until `deadline` (time.monotonic())."""
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise PageTimeout()
            ready, _, _ = select.select([self.from_child], [], [], left)
            if not ready:
                raise PageTimeout()
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise HarnessError(f"chromium exited{self.log_tail()}")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, timeout=30, session="default"):
        session = self.session if session == "default" else session
        wanted = self.send(method, params, session)
        deadline = time.monotonic() + timeout
        while True:
            message = self.receive(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method, timeout):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == self.session:
                    return self.events.pop(index)
            self.events.append(self.receive(deadline))

    def open_tab(self, width, height, timeout):
        target = self.call("Target.createTarget", {"url": "about:blank"}, timeout, session=None)["targetId"]
        self.target = target
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 timeout, session=None)["sessionId"]
        self.call("Page.enable", timeout=timeout)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, timeout)

    def close_tab(self):
        try:
            self.call("Target.closeTarget", {"targetId": self.target}, 5, session=None)
        except (PageTimeout, RuntimeError):
            pass
        self.session = None
        self.events.clear()

    def exited(self):
        """The browser's wait status once it has exited (reaping it), else None."""
        if self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = status
        return self.status

    def close(self):
        """Stops Chromium and every process it started, and reaps them."""
        try:
            if self.exited() is None:
                self.send("Browser.close")
                deadline = time.monotonic() + 5
                while self.exited() is None and time.monotonic() < deadline:
                    time.sleep(0.02)
        except HarnessError:
            pass
        # Renderers and zygotes share the browser's process group; none may outlive the run.
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        if self.status is None:
            os.waitpid(self.pid, 0)
        for fd in (self.to_child, self.from_child):
            try:
                os.close(fd)
            except OSError:
                pass
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def measure(browser, path, args, screenshot):
    url = path.resolve().as_uri()
    browser.events.clear()
    result = browser.call("Page.navigate", {"url": url}, args.timeout)
    if result.get("errorText"):
        raise RuntimeError(f"cannot load {url}: {result['errorText']}")
    browser.wait_for("Page.loadEventFired", args.timeout)
    options = json.dumps({"lines": args.lines, "select": args.select})
    evaluated = browser.call("Runtime.evaluate", {
        "expression": f"({MEASURE_JS})({options})", "awaitPromise": True, "returnByValue": True,
    }, args.timeout)
    if "exceptionDetails" in evaluated:
        details = evaluated["exceptionDetails"]
        text = details.get("exception", {}).get("description") or details.get("text")
        raise RuntimeError(f"measuring script failed: {text}")
    page = evaluated["result"]["value"]
    if not args.select:
        del page["selected"]
    if screenshot is not None:
        if len(page["screens"]) != 1:
            raise RuntimeError(f"a screenshot needs exactly one screen, the page has {len(page['screens'])}")
        clip = dict(page["screens"][0], scale=1)
        shot = browser.call("Page.captureScreenshot", {
            "format": "png", "clip": clip, "captureBeyondViewport": True, "fromSurface": True,
        }, args.timeout)
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        temporary = screenshot.with_name(screenshot.name + ".tmp")
        temporary.write_bytes(base64.b64decode(shot["data"]))
        temporary.replace(screenshot)
        page["screenshot"] = str(screenshot)
    return page


def screenshot_path(args, path, index):
    if args.screenshot:
        return Path(args.screenshot)
    if args.screenshot_dir:
        # Pages of a site share names across folders (home.html under every theme).
        name = "__".join(part for part in path.with_suffix("").parts if part not in ("", "/", ".."))
        return Path(args.screenshot_dir) / f"{index:03d}-{name}.png"
    return None


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path, help="HTML or SVG files")
    parser.add_argument("--lines", action="store_true", help="per-line text positions")
    parser.add_argument("--select", action="append", default=[], metavar="CSS",
                        help="also report the boxes of every element matching CSS (repeatable)")
    shots = parser.add_mutually_exclusive_group()
    shots.add_argument("--screenshot", metavar="OUT.png", help="screenshot of the screen (one file only)")
    shots.add_argument("--screenshot-dir", metavar="DIR", help="one screenshot per page into DIR")
    parser.add_argument("--output", metavar="FILE", help="write the JSON here instead of stdout")
    parser.add_argument("--timeout", type=float, default=30, help="seconds per page and for startup")
    parser.add_argument("--viewport", default="1280x1000", help="the tab's size, WIDTHxHEIGHT")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "chromium"),
                        help="the browser to run (default: $CHROMIUM or chromium on PATH)")
    args = parser.parse_args()
    if args.screenshot and len(args.files) != 1:
        parser.error("--screenshot takes one file; use --screenshot-dir for several")
    try:
        args.width, args.height = (int(v) for v in args.viewport.split("x"))
    except ValueError:
        parser.error(f"--viewport {args.viewport!r} is not WIDTHxHEIGHT")
    return args


def write_output(report, destination):
    text = json.dumps(report, indent=1, ensure_ascii=False) + "\n"
    if destination is None:
        sys.stdout.write(text)
        return
    temporary = Path(destination + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(destination)


def main():
    args = parse_arguments()
    executable = shutil.which(args.chromium)
    if executable is None:
        print(f"chromium-boxes: '{args.chromium}' is not installed or not on PATH "
              "(Debian: apt-get install chromium)", file=sys.stderr)
        return SKIP
    # A test runner that gives up sends SIGTERM; turning it into an exception runs the cleanup.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    try:
        browser = Chromium(executable, args.timeout)
    except HarnessError as error:
        print(f"chromium-boxes: {error}", file=sys.stderr)
        return 1
    pages, failed = [], 0
    try:
        browser.open_tab(args.width, args.height, args.timeout)
        for index, path in enumerate(args.files):
            entry = {"file": str(path)}
            try:
                if not path.is_file():
                    raise RuntimeError("no such file")
                entry.update(measure(browser, path, args, screenshot_path(args, path, index)))
            except PageTimeout:
                entry["error"] = f"timed out after {args.timeout:g} s"
                # A page that hangs may keep its tab busy forever; the next page gets a fresh one.
                browser.close_tab()
                browser.open_tab(args.width, args.height, args.timeout)
            except RuntimeError as error:
                entry["error"] = str(error)
            if "error" in entry:
                failed += 1
                print(f"chromium-boxes: {path}: {entry['error']}", file=sys.stderr)
            pages.append(entry)
    except (HarnessError, PageTimeout) as error:
        print(f"chromium-boxes: {str(error) or 'chromium stopped answering'}", file=sys.stderr)
        return 1
    finally:
        browser.close()
    write_output({"chromium": browser.version, "pages": pages}, args.output)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
