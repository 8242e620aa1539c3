#!/usr/bin/env python3
"""Every public symbol of the library has a doc comment, on every platform, and the API stays small.

usage: docs-coverage.py PLATFORM=DIR…   (each DIR holds the symbol graphs of the product's modules
                                         as compiled for PLATFORM)

An app that writes `import StatusHUD` sees the public symbols of all the product's modules (the
top one re-exports the others). Its API differs by platform (the UIKit views on iOS, the AppKit
ones on macOS, the terminal on Linux), so the budget counts the union over the platforms given:
at most MAX_API distinct symbols.

Symbols without a source location are the compiler's (synthesized conformances such as
`hashValue`, or members a public class inherits from UIKit or AppKit) and are not ours to document.
Nor are overrides (`layoutSubviews()` of a public view): public because the language requires it,
documented by the member they override, and no new API.
"""
import glob, json, os, sys

MAX_API = 250

union, failed = {}, False
for argument in sys.argv[1:]:
    platform, directory = argument.split("=", 1)
    symbols, overrides = {}, set()
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        graph = json.load(open(path))
        overrides |= {r["source"] for r in graph["relationships"] if r["kind"] == "overrides"}
        for s in graph["symbols"]:
            if s.get("accessLevel") in ("public", "open") and "location" in s:
                symbols[s["identifier"]["precise"]] = s
    symbols = {key: s for key, s in symbols.items() if key not in overrides}
    missing = sorted(".".join(s["pathComponents"]) for s in symbols.values() if not s.get("docComment"))
    for name in missing:
        print("docs-coverage: %s: undocumented: %s" % (platform, name))
    failed = failed or bool(missing)
    print("docs-coverage: %s: %d public symbols, %d without a doc comment" % (platform, len(symbols), len(missing)))
    union.update(symbols)
print("docs-coverage: %d distinct public symbols over %s (at most %d)"
      % (len(union), ", ".join(a.split("=")[0] for a in sys.argv[1:]), MAX_API))
if len(union) > MAX_API:
    print("docs-coverage: FAIL: the API has %d symbols, more than %d" % (len(union), MAX_API))
    failed = True
sys.exit(1 if failed else 0)
