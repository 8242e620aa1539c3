#!/usr/bin/env bash
# The library compiled for iOS against Apple's real iPhoneOS 17.4 SDK (Swift 6, warnings as errors,
# also with -application-extension). Prints one SKIPPED line where the machine has no SDK snapshot.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
Scripts/check-ios
# Where the SDK is prepared, also show that the check rejects what it must.
Scripts/check-ios --teeth
