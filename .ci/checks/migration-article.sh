#!/usr/bin/env bash
# The migration articles' Calls tables, row by row, against the code Scripts/check-apple compiles
# for iOS (Tests/Apple): see migration-article.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 .ci/checks/migration-article.py
