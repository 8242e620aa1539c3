#!/usr/bin/env bash
# The angle-mask lookup in a real executable, with the folders it searches by default: built,
# it uses its resource bundle; copied elsewhere without the bundle, it falls back to the computed
# mask instead of crashing (SwiftPM's generated Bundle.module would call fatalError); copied with
# the bundle beside it, it uses that copy. Missing and damaged images inside a bundle are the
# Swift test BundledResourcesTests.missingOrDamagedFilesFallBackToTheComputedMask.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -Xswiftc -warnings-as-errors --product generate-resources   # same flags as .ci/run: no rebuild
bin="$(swift build -Xswiftc -warnings-as-errors --show-bin-path)"
bundle="StatusHUD_StatusHUDResources.resources"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

expect() {  # expect DESCRIPTION EXECUTABLE SCALE PATTERN
    local output
    output="$("$2" mask-source "$3")" || { echo "FAIL: $1: exited with $?"; exit 1; }
    if [[ "$output" == $4 ]]; then
        echo "ok: $1: $output"
    else
        echo "FAIL: $1: got '$output', wanted '$4'"
        exit 1
    fi
}

name() {  # name SCALE: the image's file name, as AngleMask.fileName(scale:) gives it
    if [[ "$1" == 1 ]]; then echo "angle-mask.png"; else echo "angle-mask@${1}x.png"; fi
}

for scale in 1 2 3; do
    expect "built executable, scale $scale" "$bin/generate-resources" "$scale" "bundle */$bundle/$(name "$scale")"
done
cp "$bin/generate-resources" "$work/"
for scale in 1 2 3; do
    expect "copied without its bundle, scale $scale" "$work/generate-resources" "$scale" "computed (bundleNotFound)"
done
cp -R "$bin/$bundle" "$work/"
for scale in 1 2 3; do
    expect "copied with its bundle, scale $scale" "$work/generate-resources" "$scale" "bundle $work/$bundle/$(name "$scale")"
done
