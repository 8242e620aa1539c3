#!/usr/bin/env bash
# Swift 6.0 syntax only, in the library and the Demo (toolchain.py says why and what it finds); the
# self-test first shows that each rule finds the feature it names.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/checks/toolchain.py --self-test
python3 .ci/checks/toolchain.py
