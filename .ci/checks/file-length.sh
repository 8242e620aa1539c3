#!/usr/bin/env bash
# The library's files stay short: one type, or one cohesive extension of it, per file, named after
# it (CONTRIBUTING.md, "The layers"). A library file under Sources over 400 lines gets a WARNING
# line, a sign that it holds more than one job and wants splitting by job (not by line count). It
# only warns (exit 0): the limit is a prompt to look, not a rule. The tools' modules (StatusHUDSnapshot,
# StatusHUDTooling), which apps do not link, are not counted.
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=400
count=0 long=0
while IFS= read -r -d '' file; do
    count=$((count + 1))
    lines=$(wc -l < "$file")
    if [ "$lines" -gt "$limit" ]; then
        echo "WARNING: $file has $lines lines (over $limit): split it by job, a type or an extension per file"
        long=$((long + 1))
    fi
done < <(find Sources -name '*.swift' -not -path 'Sources/StatusHUDSnapshot/*' -not -path 'Sources/StatusHUDTooling/*' -print0 | sort -z)
echo "file-length: $count library files, $long over $limit lines"
