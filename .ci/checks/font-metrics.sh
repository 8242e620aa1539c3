#!/usr/bin/env bash
# The gallery's text measurer reads advance widths generated from the font files the gallery is
# drawn in; this checks the committed tables against those files (Inter, DejaVu Sans).
set -euo pipefail
cd "$(dirname "$0")/../.."
.ci/install-chromium
Scripts/generate-font-metrics --check
