#!/usr/bin/env bash
# The layers. Between modules the compiler keeps them (Package.swift); this shows that it does: the
# lowest module, with a planted call of the static API (`HUD.show(status:)`, declared in the top
# module), must not compile. Within a module, folders are layers too, which the compiler cannot
# see: layers.py checks them, and its teeth are shown with planted references in a copy.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
python3 .ci/checks/layers.py Sources

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The compiler: StatusHUDModel with one more file that calls the static API.
swift build --target StatusHUDResources >/dev/null
printf 'func plantedUpwardCall() { HUD.show(status: "planted") }\n' > "$work/Planted.swift"
if swiftc -typecheck -swift-version 6 -parse-as-library -package-name statushud -module-name StatusHUDModel \
    -I "$(swift build --show-bin-path)/Modules" $(find Sources/StatusHUDModel -name '*.swift') "$work/Planted.swift" \
    > "$work/compiler.log" 2>&1; then
    echo "layers: FAIL: StatusHUDModel compiled with a call of HUD.show(status:) in it"; exit 1
fi
grep -q "Planted.swift:1:.*error: type 'HUD' has no member 'show'" "$work/compiler.log" \
    || { echo "layers: FAIL: the planted call failed, but not for the reason expected:"; cat "$work/compiler.log"; exit 1; }
echo "layers: HUD.show(status:) planted in StatusHUDModel does not compile: type 'HUD' has no member 'show'"

# layers.py: a copy of the sources with one planted reference at a time.
plant() {   # plant FILE LINE EXPECTED
    rm -rf "$work/Sources"; cp -r Sources "$work/Sources"
    printf '\n%s\n' "$2" >> "$work/Sources/$1"
    if output="$(python3 .ci/checks/layers.py "$work/Sources")"; then
        echo "layers: FAIL: a planted reference in $1 passed the check"; exit 1
    fi
    grep -q -- "$3" <<< "$output" || { echo "layers: FAIL: the planted reference was not the one reported:"; echo "$output"; exit 1; }
    echo "layers: caught: $(grep -m1 -- "$3" <<< "$output" | sed 's/^layers: //')"
}
plant StatusHUDModel/Support/Lock.swift 'func planted(_ configuration: HUD.Configuration) {}' \
    "Support/Lock.swift:.*Configuration is declared in StatusHUDModel/Model, above StatusHUDModel/Support"
plant StatusHUD/Platform/Terminal/TerminalPresenter.swift 'func planted() -> Bool { HUD.isVisible }' \
    "TerminalPresenter.swift:.*HUD.isVisible is declared in StatusHUD/HUD, above StatusHUD/Platform/Terminal"
plant StatusHUD/Platform/AppKit/AppKitPresenter.swift 'func planted(_ view: HUDView) {}' \
    "AppKitPresenter.swift:.*HUDView is declared in StatusHUD/Platform/UIKit, above StatusHUD/Platform/AppKit"
