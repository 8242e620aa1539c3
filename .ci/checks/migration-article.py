#!/usr/bin/env python3
"""The migration articles' "Calls" tables against their code.

Each article Sources/StatusHUD/StatusHUD.docc/MigratingFrom<Library>.md tells an app what to write
for each call of <Library> (SVProgressHUD, MBProgressHUD); Tests/Apple/MigratingFrom<Library>.swift
writes each row as code, and Scripts/check-apple compiles that file for every iOS SDK. This check
ties the two row by row, for every library:

- every row has one section in the Swift file, headed `// <Library>: ` and the row's first
  column verbatim, and every section is a row of the table (no section outlives its row);
- every identifier in the row's StatusHUD column (inside backticks) occurs in that section's
  code, comments removed.

So an article cannot name a call the compiled code does not make, and a call renamed in the
library breaks the compile of the section that the article's row points at.

Usage: migration-article.py [ROOT]
"""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
LIBRARIES = ["SVProgressHUD", "MBProgressHUD"]


def check(library):
    """The failures of one article against its code, and its counts of rows and sections."""
    article = os.path.join(ROOT, f"Sources/StatusHUD/StatusHUD.docc/MigratingFrom{library}.md")
    code = os.path.join(ROOT, f"Tests/Apple/MigratingFrom{library}.swift")
    marker_line = re.compile(r"^\s*// %s: (.*?)\s*$" % re.escape(library))

    rows, in_calls = [], False
    for line in open(article, encoding="utf-8"):
        if line.startswith("## "):
            in_calls = line.strip() == "## Calls"
            continue
        if in_calls and line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) != 2 or cells[0] == library or set(cells[0]) <= set("-"):
                continue
            rows.append(cells)

    sections, current, failures = {}, None, []
    for line in open(code, encoding="utf-8"):
        marker = marker_line.match(line)
        if marker:
            current = marker.group(1)
            if current in sections:
                failures.append(f"two sections for {current!r}")
            sections[current] = ""
        elif current is not None:
            sections[current] += line.split("//", 1)[0] + "\n"

    if not rows:
        failures.append(f"no rows found in the Calls table of {os.path.relpath(article, ROOT)}")
    for old, new in rows:
        if old not in sections:
            failures.append(f"row {old!r} has no section '// {library}: {old}' in {os.path.relpath(code, ROOT)}")
            continue
        names = {name for span in re.findall(r"`([^`]*)`", new)
                 for name in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", span) if name != "_"}
        missing = sorted(name for name in names if not re.search(r"\b%s\b" % re.escape(name), sections[old]))
        if missing:
            failures.append(f"row {old!r}: the code does not use {', '.join(missing)}")
        else:
            print(f"ok: {library} {old} ({len(names)} names)")
    for stale in sorted(set(sections) - {old for old, _ in rows}):
        failures.append(f"section {stale!r} is no row of the article")
    return failures, len(rows), len(sections)


total = 0
for library in LIBRARIES:
    failures, rows, sections = check(library)
    for failure in failures:
        print(f"FAIL: {library}: {failure}")
    print(f"{library}: {rows} rows, {sections} sections, {len(failures)} failures")
    total += len(failures)
sys.exit(1 if total else 0)
