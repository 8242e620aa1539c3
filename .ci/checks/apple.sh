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

# The switch bites: with STATUSHUD_REQUIRE_SDKS=1 an SDK found nowhere fails, and a misspelt
# --only name fails rather than selecting nothing. (Not on a Mac, whose Xcode may have the SDK.)
if ! command -v xcrun > /dev/null; then
    if STATUSHUD_SDKS=/nonexistent STATUSHUD_REQUIRE_SDKS=1 Scripts/check-apple --only ios26.2 > /dev/null; then
        echo "apple: FAIL: STATUSHUD_REQUIRE_SDKS=1 passed with no SDK"; exit 1
    fi
    if Scripts/check-apple --only ios26 > /dev/null 2>&1; then
        echo "apple: FAIL: --only ios26 (no such name) passed"; exit 1
    fi
    echo "apple: ok: with STATUSHUD_REQUIRE_SDKS=1 a missing SDK fails; an unknown --only name fails"
fi

Scripts/check-apple
Scripts/check-apple --teeth
Scripts/check-apple --demo-package
