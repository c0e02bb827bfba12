#!/usr/bin/env bash
# Records Chromium's boxes and lines for the agreement suites into
# Tests/TrellisAgreementTests/Fixtures/*.json, one fixture per suite's batch of pages, each page
# with a hash of the bytes measured: the suites render their pages as before, and read the
# fixture only while every page is the one recorded. Rerun after any change that changes a page
# (a stale fixture fails its suite with this command), read the diff, and commit it.
#
# Needs chromium and python3 on PATH, and the fonts the pages ship (fonts-dejavu-core). Extra
# arguments go to `swift test` (for example --filter LookAgreementTests to record one suite).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v chromium >/dev/null || { echo "record-chromium-boxes: chromium not found on PATH" >&2; exit 1; }
command -v python3 >/dev/null || { echo "record-chromium-boxes: python3 not found on PATH" >&2; exit 1; }

if [ "$#" -eq 0 ]; then set -- --filter TrellisAgreementTests; fi
TRELLIS_CHROMIUM=record swift test "$@"
git status --short -- Tests/TrellisAgreementTests/Fixtures 2>/dev/null || true
