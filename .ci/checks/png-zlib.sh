#!/usr/bin/env bash
# The stored-block PNG encoder against an independent decoder (Python's zlib), and the committed
# angle masks against the formula: see png-zlib.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build -Xswiftc -warnings-as-errors --product generate-resources   # same flags as .ci/run: no rebuild
timeout 600 python3 .ci/checks/png-zlib.py "$(swift build -Xswiftc -warnings-as-errors --show-bin-path)/generate-resources"
