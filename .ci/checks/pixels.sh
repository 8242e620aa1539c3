#!/usr/bin/env bash
# Pixel checks of the HUD's SVG gallery with headless Chromium: text contrast against the rendered
# bezel, the spinner's period, nothing drawn outside the bezel, the outline, the air beside text,
# the shape rule (capsule, one bezel for a ring and its success, one radius), tracks, the dark
# bezel on black and the button (see pixels.py). Installs Debian's chromium and fonts-inter when
# missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
.ci/install-chromium
swift build -Xswiftc -warnings-as-errors --product Demo 2>&1 | tail -1   # same flags as .ci/run: no rebuild
gallery="$(mktemp -d)"
trap 'rm -rf "$gallery"' EXIT
"$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/Demo" --gallery "$gallery"
time python3 .ci/checks/pixels.py "$gallery"
