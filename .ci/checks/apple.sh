#!/usr/bin/env bash
# The library for every Apple platform it claims, compiled against Apple's real SDKs where this
# machine has them prepared (Scripts/check-apple; CONTRIBUTING.md says how): iOS with the 17.4,
# 18.6 and 26.2 SDKs (also -application-extension, and the iOS demo app's sources), tvOS, Mac
# Catalyst and macOS. Then the probes each platform must reject, and the demo package resolved from
# a checkout in a folder not named StatusHUD (needs no SDK). An SDK that is absent prints SKIPPED,
# or FAILED with STATUSHUD_REQUIRE_SDKS=1 (set it where SDKs are expected, as the Mac CI job does).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
Scripts/check-apple
Scripts/check-apple --teeth
Scripts/check-apple --demo-package
