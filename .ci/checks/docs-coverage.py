#!/usr/bin/env python3
"""Every public symbol the library declares has a doc comment.

usage: docs-coverage.py SYMBOL_GRAPH.json

Symbols without a source location are the compiler's (synthesized conformances such as
`hashValue`, or members inherited from a protocol) and are not ours to document.
"""
import json, sys

graph = json.load(open(sys.argv[1]))
public = [s for s in graph["symbols"] if s.get("accessLevel") in ("public", "open") and "location" in s]
missing = [".".join(s["pathComponents"]) for s in public if not s.get("docComment")]
for name in missing:
    print("undocumented:", name)
print("docs-coverage: %d public symbols, %d without a doc comment" % (len(public), len(missing)))
sys.exit(1 if missing else 0)
