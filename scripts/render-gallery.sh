#!/usr/bin/env bash
# Renders the seed gallery under every theme into output/ (or the folder given with --out).
# Installs the system packages the build and the pages need if they are missing, then runs
# `swift run -c release trellis render` with any arguments given to this script.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for package in libxml2-dev libharfbuzz-dev librsvg2-dev pkg-config fonts-dejavu-core fonts-inter; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update
  "${sudo_cmd[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi

# The command itself ends with the "Open …/index.html in a browser." line.
swift run -c release trellis render "$@"
