#!/usr/bin/env python3
"""The library's folders are layers: a file uses only types of its own layer and the ones below.

usage: layers.py SOURCES_DIR

Layers, lowest first (the folders of Sources/StatusHUD):

  Support    locks, the main queue, text widths, the resource bundle
  Model      what an app sets and shows: content, configuration, style, colours, fonts
  Rendering  the neutral layout, drawing and angle mask
  Presenter  the presenter contract, feedback, and the neutral hosting and window policies
  Engine     the state machine, the call queue, the clock, the HUD object
  Controls   neutral logic of the building-block controls (pull to refresh, following progress)
  Platform   Terminal, UIKit, AppKit, SwiftUI, CoreAnimation: applies what the layers below
             decided
  HUD        the static API, its SwiftUI forms, and the choice of the default presenter

Within Platform the parts do not use one another, except SwiftUI, which wraps UIKit views, and
UIKit and AppKit, which share CoreAnimation's conversions.

A file's types are found by name: every `struct`, `enum`, `class`, `protocol`, `typealias` and
`actor` declared in the sources, by the layer that declares it. A capitalised name a file
mentions outside comments and strings, declared in exactly one layer, must not come from a higher
one. `HUD`, the namespace every layer extends, and names declared in several layers (a layout's
and a drawing's `Button`) are not checked.
"""
import os, re, sys
from collections import defaultdict

LAYERS = ["Support", "Model", "Rendering", "Presenter", "Engine", "Controls", "Platform", "HUD"]
PLATFORM_USES = {("SwiftUI", "UIKit"), ("UIKit", "CoreAnimation"), ("AppKit", "CoreAnimation")}
EXEMPT = {"HUD"}

def unit(path):
    parts = path.split(os.sep)
    if parts[0] == "Platform":
        return ("Platform", parts[1])
    return (parts[0], None)

def strip(text):
    """The text with comments, string literals and `@_spi(…)` names blanked, line breaks kept."""
    text = re.sub(r"@_spi\(\w+\)", "", text)
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j)); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append("\n" * text.count("\n", i, j)); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('""'); i = j + 1
        else:
            out.append(text[i]); i += 1
    return "".join(out)

def main(root):
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                if unit(rel)[0] not in LAYERS:
                    print("layers: %s is in no layer (folders: %s)" % (rel, ", ".join(LAYERS)))
                    return 1
                files[rel] = strip(open(path, encoding="utf-8").read())
    declared = defaultdict(set)
    for rel, text in files.items():
        for name in re.findall(r"\b(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)", text):
            declared[name].add(unit(rel))
    owner = {name: next(iter(units)) for name, units in declared.items()
             if name not in EXEMPT and len({u[0] for u in units}) == 1 and len(units) == 1}
    violations = []
    for rel, text in sorted(files.items()):
        here = unit(rel)
        for number, line in enumerate(text.split("\n"), 1):
            for name in set(re.findall(r"\b([A-Z]\w*)\b", line)):
                there = owner.get(name)
                if there is None or there == here:
                    continue
                upward = LAYERS.index(there[0]) > LAYERS.index(here[0])
                sideways = there[0] == here[0] == "Platform" and (here[1], there[1]) not in PLATFORM_USES
                if upward or sideways:
                    violations.append("%s:%d: %s is declared in %s, above %s" % (
                        rel, number, name, "/".join(filter(None, there)), "/".join(filter(None, here))))
    for violation in violations:
        print("layers:", violation)
    print("layers: %d files in %d layers, %d type names checked, %d upward references"
          % (len(files), len(LAYERS), len(owner), len(violations)))
    return 1 if violations else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
