#!/usr/bin/env bash
# Type-checks the library's UIKit branches on Linux: compiles a stand-in `UIKit` module from
# StandIns/UIKit (each declaration cites the Apple page it mirrors) outside SwiftPM, then
# type-checks every library source against it in Swift 6 mode with warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 6 \
    -emit-module-path "$out/UIKit.swiftmodule" StandIns/UIKit/*.swift
swiftc -emit-module -module-name StatusHUDResources -parse-as-library -swift-version 6 \
    -emit-module-path "$out/StatusHUDResources.swiftmodule" Resources/*.swift

mapfile -t sources < <(find Sources/StatusHUD -name '*.swift' | sort)
swiftc -typecheck -swift-version 6 -warnings-as-errors -parse-as-library \
    -module-name StatusHUD -package-name statushud -I "$out" "${sources[@]}"

# The check has teeth only if the UIKit branch was really taken: HUD.Image must be UIImage.
cat > "$out/probe.swift" <<'SWIFT'
import UIKit
func probe(_ image: HUD.Image) -> UIImage { image }
SWIFT
swiftc -typecheck -swift-version 6 -warnings-as-errors -parse-as-library \
    -module-name StatusHUD -package-name statushud -I "$out" "${sources[@]}" "$out/probe.swift"
echo "apple-standin: $((${#sources[@]})) library sources type-check with canImport(UIKit) true"
