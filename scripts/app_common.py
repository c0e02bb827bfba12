"""What the app measurement's scripts share: the checkout, the compiler's diagnostics, running
commands and reading files (scripts/measure-apps.py, scripts/app_screens.py, scripts/app_report.py)."""

import os
import re
import subprocess


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIAGNOSTIC = re.compile(r"^(.*?\.swift):(\d+):(\d+): (error|warning|note): (.*)$")
NO_SUCH_MODULE = re.compile(r"no such module '([^']+)'")
SKIPPED_FOLDER = re.compile(r"(^|/)[^/]*Tests?(/|$)", re.I)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def framework_targets():
    folder = os.path.join(ROOT, "Sources", "Frameworks")
    return sorted(name for name in os.listdir(folder) if os.path.isdir(os.path.join(folder, name))) if os.path.isdir(folder) else []


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()

def compiles(entry):
    return not entry["errors"] and not entry.get("blocked_by")
