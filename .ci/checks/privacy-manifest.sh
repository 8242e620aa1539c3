#!/usr/bin/env bash
# The privacy manifest declares exactly the required-reason APIs the library calls: see privacy-manifest.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/checks/privacy-manifest.py
