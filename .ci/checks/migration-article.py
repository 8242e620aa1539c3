#!/usr/bin/env python3
"""The migration article's "Calls" table against its code.

Sources/StatusHUD/StatusHUD.docc/MigratingFromSVProgressHUD.md tells an app what to write for each
SVProgressHUD call; Tests/Apple/MigratingFromSVProgressHUD.swift writes each row as code, and
Scripts/check-apple compiles that file for every iOS SDK. This check ties the two row by row:

- every row has one section in the Swift file, headed `// SVProgressHUD: ` and the row's first
  column verbatim, and every section is a row of the table (no section outlives its row);
- every identifier in the row's StatusHUD column (inside backticks) occurs in that section's
  code, comments removed.

So the article cannot name a call the compiled code does not make, and a call renamed in the
library breaks the compile of the section that the article's row points at.

Usage: migration-article.py [ROOT]
"""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
ARTICLE = os.path.join(ROOT, "Sources/StatusHUD/StatusHUD.docc/MigratingFromSVProgressHUD.md")
CODE = os.path.join(ROOT, "Tests/Apple/MigratingFromSVProgressHUD.swift")
MARKER = re.compile(r"^\s*// SVProgressHUD: (.*?)\s*$")

rows, in_calls = [], False
for line in open(ARTICLE, encoding="utf-8"):
    if line.startswith("## "):
        in_calls = line.strip() == "## Calls"
        continue
    if in_calls and line.startswith("|"):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or cells[0] == "SVProgressHUD" or set(cells[0]) <= set("-"):
            continue
        rows.append(cells)

sections, current = {}, None
for line in open(CODE, encoding="utf-8"):
    marker = MARKER.match(line)
    if marker:
        current = marker.group(1)
        if current in sections:
            print(f"FAIL: two sections for {current!r}")
            sys.exit(1)
        sections[current] = ""
    elif current is not None:
        sections[current] += line.split("//", 1)[0] + "\n"

failures = []
if not rows:
    failures.append("no rows found in the article's Calls table")
for old, new in rows:
    if old not in sections:
        failures.append(f"row {old!r} has no section '// SVProgressHUD: {old}' in {os.path.relpath(CODE, ROOT)}")
        continue
    names = {name for span in re.findall(r"`([^`]*)`", new)
             for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span) if name != "_"}
    missing = sorted(name for name in names if not re.search(r"\b%s\b" % re.escape(name), sections[old]))
    if missing:
        failures.append(f"row {old!r}: the code does not use {', '.join(missing)}")
    else:
        print(f"ok: {old} ({len(names)} names)")
for stale in sorted(set(sections) - {old for old, _ in rows}):
    failures.append(f"section {stale!r} is no row of the article")
for failure in failures:
    print("FAIL:", failure)
print(f"{len(rows)} rows, {len(sections)} sections, {len(failures)} failures")
sys.exit(1 if failures else 0)
