#!/usr/bin/env bash
# The documentation's code examples compile as an app's code: every ```swift block of README.md,
# the DocC articles and the public doc comments, type-checked in a module that imports StatusHUD
# (not @testable, no -package-name, so nothing but public API), Swift 6, warnings as errors. The
# convention is .ci/checks/doc-examples.py's (CONTRIBUTING.md, "Documentation"): a block is the
# body of a @MainActor async throwing function, with an app's own names from
# .ci/checks/doc-examples/Prelude*.swift. Blocks that import UIKit, SwiftUI or AppKit (and doc
# comments of Apple-only API) are compiled for iOS and macOS by Scripts/check-apple where the SDKs
# are prepared, and counted as skipped where not. A broken example planted in a copy must be
# rejected, so the check is shown to bite.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --target StatusHUDControls >/dev/null
modules="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')"
mkdir -p "$work/graphs"
for module in StatusHUDModel StatusHUDRendering StatusHUDPresenting StatusHUDEngine StatusHUDPlatform StatusHUD StatusHUDControls; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" -output-dir "$work/graphs" \
        -minimum-access-level public
done

# It bites: a copy of the package whose README has one more example, calling package API (what
# an app cannot reach), must fail, naming the example; and so must one whose public doc comment
# does not compile.
mkdir -p "$work/copy"
git ls-files -z README.md .ci Sources | xargs -0 tar -cf - | tar -xf - -C "$work/copy"
printf '\n```swift\nlet layout = HUD.Layout.margin\n```\n' >> "$work/copy/README.md"
if python3 "$work/copy/.ci/checks/doc-examples.py" linux "$work/graphs" "$modules" "$triple" > "$work/planted.log" 2>&1; then
    echo "doc-examples: FAIL: an example using package API (HUD.Layout) compiled"; exit 1
elif grep -q "README.md:[0-9]*, compiled as" "$work/planted.log" && grep -q "error: .*Layout" "$work/planted.log"; then
    echo "doc-examples: ok: a planted example using package API is rejected: $(grep -m1 -o "error: .*" "$work/planted.log")"
else
    echo "doc-examples: FAIL: the planted example was rejected, but not for HUD.Layout:"; cat "$work/planted.log"; exit 1
fi

python3 .ci/checks/doc-examples.py linux "$work/graphs" "$modules" "$triple"

# The Apple examples, through Scripts/check-apple (which compiles its FILE… arguments as a module
# importing the library, without package access). It prints SKIPPED where an SDK is not prepared.
python3 .ci/checks/doc-examples.py apple "$work/graphs" "$work/apple" > "$work/apple-counts"
echo "doc-examples: for Apple platforms: $(cat "$work/apple-counts")"
status=0
for platform in ios:ios26.2 macos:macos15.5; do
    name="${platform%%:*}" sdk="${platform#*:}"
    [ -d "$work/apple/$name" ] || continue
    Scripts/check-apple --library-only --only "$sdk" .ci/checks/doc-examples/Prelude.swift .ci/checks/doc-examples/Prelude-"$name".swift "$work/apple/$name"/*.swift \
        | sed "s/^/doc-examples: /" || status=1
done
exit "$status"
