#!/usr/bin/env bash
# Pixel checks of the HUD's SVG gallery with headless Chromium: text contrast against the rendered
# bezel, the spinner's period, nothing drawn outside the bezel (see pixels.py). Installs Debian's
# chromium and fonts-inter when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
if ! command -v chromium >/dev/null || ! fc-list 2>/dev/null | grep -qi 'Inter'; then
    if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        apt-get install -y -qq chromium fonts-inter >/dev/null 2>&1 \
            || { apt-get update -qq >/dev/null && apt-get install -y -qq chromium fonts-inter >/dev/null; }
    else
        echo "pixels: chromium and fonts-inter are needed (apt-get install chromium fonts-inter)" >&2
        exit 1
    fi
fi
swift build -Xswiftc -warnings-as-errors --product Demo 2>&1 | tail -1   # same flags as .ci/run: no rebuild
gallery="$(mktemp -d)"
trap 'rm -rf "$gallery"' EXIT
"$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/Demo" --gallery "$gallery"
time python3 .ci/checks/pixels.py "$gallery"
