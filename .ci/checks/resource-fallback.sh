#!/usr/bin/env bash
# The angle-mask lookup in a real executable: with its resource bundle, the bundle is used;
# copied elsewhere without the bundle, or with a damaged image, it falls back to the computed
# mask instead of crashing (SwiftPM's generated Bundle.module would call fatalError).
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

for scale in 1 2 3; do
    expect "built executable, scale $scale" "$bin/generate-resources" "$scale" "bundle */$bundle/angle-mask*.png"
done
cp "$bin/generate-resources" "$work/"
for scale in 1 2 3; do
    expect "copied without its bundle, scale $scale" "$work/generate-resources" "$scale" "computed (bundleNotFound)"
done
cp -R "$bin/$bundle" "$work/"
expect "copied with its bundle" "$work/generate-resources" 2 "bundle $work/$bundle/angle-mask@2x.png"
head -c 1000 "$bin/$bundle/angle-mask@2x.png" > "$work/$bundle/angle-mask@2x.png"
expect "truncated @2x image" "$work/generate-resources" 2 "computed (fileUnreadable)"
rm "$work/$bundle/angle-mask@3x.png"
expect "missing @3x image" "$work/generate-resources" 3 "computed (fileMissing)"
expect "intact @1x image beside them" "$work/generate-resources" 1 "bundle $work/$bundle/angle-mask.png"
