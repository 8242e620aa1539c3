#!/usr/bin/env python3
"""Every public symbol of the library has a doc comment, on every platform, and the API stays small.

usage: docs-coverage.py PRODUCT MODULE,… BUDGET PLATFORM=DIR…
       (each DIR holds symbol graphs as compiled for PLATFORM; those of the product's modules count)

An app that writes `import StatusHUD` sees the public symbols of all the product's modules (the
top one re-exports the others). Its API differs by platform (the UIKit views on iOS, the AppKit
ones on macOS, the terminal on Linux), so the budget counts the union over the platforms given:
at most BUDGET distinct declarations.

Symbols without a source location are the compiler's (synthesized conformances such as
`hashValue`, or members a public class inherits from UIKit or AppKit) and are not ours to document.
Nor are overrides (`layoutSubviews()` of a public view): public because the language requires it,
documented by the member they override, and no new API.
"""
import glob, json, os, re, sys

product, modules, budget = sys.argv[1], set(sys.argv[2].split(",")), int(sys.argv[3])
union, failed = {}, False
for argument in sys.argv[4:]:
    platform, directory = argument.split("=", 1)
    symbols, overrides = {}, set()
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        if os.path.basename(path).split(".symbols.json")[0].split("@")[0] not in modules:
            continue
        graph = json.load(open(path))
        overrides |= {r["source"] for r in graph["relationships"] if r["kind"] == "overrides"}
        for s in graph["symbols"]:
            if s.get("accessLevel") in ("public", "open") and "location" in s:
                symbols[s["identifier"]["precise"]] = s
    symbols = {key: s for key, s in symbols.items() if key not in overrides}
    missing = sorted(".".join(s["pathComponents"]) for s in symbols.values() if not s.get("docComment"))
    for name in missing:
        print("docs-coverage: %s on %s: undocumented: %s" % (product, platform, name))
    failed = failed or bool(missing)
    print("docs-coverage: %s on %s: %d public symbols, %d without a doc comment"
          % (product, platform, len(symbols), len(missing)))
    # The same declaration on two platforms is one symbol of the API, though its identifier
    # differs where a type's mangling does (CGFloat is CoreGraphics' on Apple, Foundation's here).
    # Each compiler spells nested types its own way (`HUD.Font.TextStyle` or `TextStyle`), so the
    # package's own qualifiers are dropped before declarations are compared.
    union.update({(".".join(s["pathComponents"]),
                   re.sub(r"\bHUD\.(?:[A-Z]\w*\.)*", "", "".join(f["spelling"] for f in s["declarationFragments"]))): s
                  for s in symbols.values()})
print("docs-coverage: %s: %d distinct public symbols over %s (at most %d)"
      % (product, len(union), ", ".join(a.split("=")[0] for a in sys.argv[4:]), budget))
if len(union) > budget:
    print("docs-coverage: FAIL: %s has %d public symbols, more than %d" % (product, len(union), budget))
    failed = True
sys.exit(1 if failed else 0)
