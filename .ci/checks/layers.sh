#!/usr/bin/env bash
# The folders of Sources/StatusHUD are layers, each using only the ones below it (layers.py says
# which and how). Then the check's teeth: a copy of the sources with one planted upward reference
# (the Support layer naming the Engine) must fail it.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/checks/layers.py Sources/StatusHUD

planted="$(mktemp -d)"
trap 'rm -rf "$planted"' EXIT
cp -r Sources/StatusHUD/. "$planted"
printf '\nfunc plantedUpwardReference(_ engine: Engine) {}\n' >> "$planted/Support/Lock.swift"
if output="$(python3 .ci/checks/layers.py "$planted")"; then
    echo "layers: FAIL: a planted upward reference (Support naming Engine) passed the check"; exit 1
fi
grep -q "Support/Lock.swift:.*Engine is declared in Engine, above Support" <<< "$output" \
    || { echo "layers: FAIL: the planted reference was not the one reported:"; echo "$output"; exit 1; }
echo "layers: a planted upward reference (Support naming Engine) is caught"
