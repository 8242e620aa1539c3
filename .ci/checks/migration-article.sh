#!/usr/bin/env bash
# The migration article's Calls table, row by row, against the code Scripts/check-apple compiles
# for iOS (Tests/Apple): see migration-article.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/checks/migration-article.py
