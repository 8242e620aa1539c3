#!/usr/bin/env bash
# The layers. Between modules the compiler keeps them (Package.swift); this shows that it does: the
# lowest module, with a planted call of the static API (`HUD.show(status:)`, declared in the top
# module), must not compile, and nor must the presenters' module (StatusHUDPlatform) with a call
# of it made through a metatype (`let h = HUD.self; h.show(status:)`, which no text search finds).
# Within a module, folders are layers too, which the compiler cannot see: layers.py checks them,
# and its teeth are shown with planted references in a copy.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
python3 .ci/checks/layers.py Sources

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The compiler: a module typechecked against the built modules below it, with one more file.
swift build --target StatusHUDEngine >/dev/null
modules="$(swift build --show-bin-path)/Modules"
# SwiftPM names the package after its folder; `package` declarations are shared under that name.
package_name="$(grep -o '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)"
typecheck() {   # typecheck MODULE FILE…
    local module=$1; shift
    swiftc -typecheck -swift-version 6 -parse-as-library -package-name "$package_name" -module-name "$module" \
        -I "$modules" $(find "Sources/$module" -name '*.swift') "$@"
}
planted() {   # planted MODULE WHAT SOURCE EXPECTED
    local module=$1 what=$2 source=$3 expected=$4
    typecheck "$module" > "$work/compiler.log" 2>&1 \
        || { echo "layers: FAIL: $module does not compile even without the plant:"; cat "$work/compiler.log"; exit 1; }
    printf '%s\n' "$source" > "$work/Planted.swift"
    if typecheck "$module" "$work/Planted.swift" > "$work/compiler.log" 2>&1; then
        echo "layers: FAIL: $module compiled with $what in it"; exit 1
    fi
    grep -q "Planted.swift:1:.*error: $expected" "$work/compiler.log" \
        || { echo "layers: FAIL: the planted call failed, but not for the reason expected:"; cat "$work/compiler.log"; exit 1; }
    echo "layers: $what planted in $module does not compile: $expected"
}
planted StatusHUDModel "HUD.show(status:)" 'func plantedUpwardCall() { HUD.show(status: "planted") }' \
    "type 'HUD' has no member 'show'"
planted StatusHUDPlatform "let h = HUD.self; h.show(status:)" \
    'func plantedFacadeCall() { let h = HUD.self; h.show(status: "x") }' "type 'HUD' has no member 'show'"

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
plant StatusHUDPlatform/AppKit/AppKitPresenter.swift 'func planted(_ view: HUDView) {}' \
    "AppKitPresenter.swift:.*HUDView is declared in StatusHUDPlatform/UIKit, above StatusHUDPlatform/AppKit"
plant StatusHUDControls/Controls/ControlSize.swift 'func planted(_ view: SpinnerView) {}' \
    "ControlSize.swift:.*SpinnerView is declared in StatusHUDControls/Platform/UIKit, above StatusHUDControls/Controls"

# layers.py: a presenter moved back above the static API, which the compiler allows.
move() {   # move FROM TO EXPECTED
    rm -rf "$work/Sources"; cp -r Sources "$work/Sources"
    mkdir -p "$(dirname "$work/Sources/$2")"; mv "$work/Sources/$1" "$work/Sources/$2"
    if output="$(python3 .ci/checks/layers.py "$work/Sources")"; then
        echo "layers: FAIL: $1 moved to $2 passed the check"; exit 1
    fi
    grep -q -- "$3" <<< "$output" || { echo "layers: FAIL: the move was not the one reported:"; echo "$output"; exit 1; }
    echo "layers: caught: $(grep -m1 -- "$3" <<< "$output" | sed 's/^layers: //')"
}
move StatusHUDPlatform/Terminal/TerminalPresenter.swift StatusHUD/Platform/Terminal/TerminalPresenter.swift \
    "StatusHUD/Platform/Terminal/TerminalPresenter.swift is in no layer"
move StatusHUDPlatform/Terminal/TerminalPresenter.swift StatusHUD/HUD/TerminalPresenter.swift \
    "HUD/TerminalPresenter.swift:.*the presenter TerminalPresenter is declared in StatusHUD, above the static API"
