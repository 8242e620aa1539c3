#!/usr/bin/env python3
"""Every public symbol the library declares has a doc comment, and what an app sees stays small.

usage: docs-coverage.py SYMBOL_GRAPH.json

The graph includes the presenter toolkit behind `@_spi(Presenter)` (dumped with
`--include-spi-symbols`), which is documented like the rest. The public API without it, what an
app that writes `import StatusHUD` sees, must stay at most MAX_APP_API symbols.

Symbols without a source location are the compiler's (synthesized conformances such as
`hashValue`, or members inherited from a protocol) and are not ours to document.
"""
import json, sys

MAX_APP_API = 250

graph = json.load(open(sys.argv[1]))
public = [s for s in graph["symbols"] if s.get("accessLevel") in ("public", "open") and "location" in s]
missing = [".".join(s["pathComponents"]) for s in public if not s.get("docComment")]
for name in missing:
    print("undocumented:", name)
app = [s for s in public if not s.get("spi")]
print("docs-coverage: %d public symbols (%d an app sees, %d presenter toolkit behind @_spi(Presenter)), "
      "%d without a doc comment" % (len(public), len(app), len(public) - len(app), len(missing)))
if len(app) > MAX_APP_API:
    print("docs-coverage: the API an app sees has %d symbols, more than %d" % (len(app), MAX_APP_API))
sys.exit(1 if missing or len(app) > MAX_APP_API else 0)
