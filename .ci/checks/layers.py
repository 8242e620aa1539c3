#!/usr/bin/env python3
"""Within each module of the library, folders are layers: a file uses only its own and lower ones.

usage: layers.py SOURCES_DIR   (the package's Sources folder)

The compiler keeps the modules layered (Package.swift: StatusHUDModel < StatusHUDRendering <
StatusHUDPresenting < StatusHUDEngine < StatusHUDPlatform < StatusHUD < StatusHUDControls; a
module cannot name what a module above it declares, so a presenter in StatusHUDPlatform cannot
call the static API). What it cannot see is the order of the folders inside one module:

  StatusHUDModel     Support (locks, the main queue, text widths, the resource bundle) < Model
  StatusHUD          HUD only (the static API, its SwiftUI forms, the choice of the default
                     presenter): a file anywhere else in it is in no layer
  StatusHUDControls  Controls (the controls' neutral rules) < Platform (UIKit, SwiftUI)

The parts of StatusHUDPlatform (Terminal, UIKit, AppKit, SwiftUI, CoreAnimation), and of the
controls' Platform, do not use one another, except SwiftUI, which wraps UIKit views, and UIKit
and AppKit, which share CoreAnimation's conversions. And a presenter (a type conforming to
`Presenter`) belongs in StatusHUDPlatform: one declared in StatusHUD, above the static API, is
reported, except the default presenter's choice (FACADE_PRESENTERS), which composes them.

Two kinds of reference are found, outside comments and strings: a capitalised type name declared
in exactly one folder of the module (every `struct`, `enum`, `class`, `protocol`, `typealias` and
`actor`), and `HUD.name`, where `name` is a member only a higher folder of the module declares (the
static calls: `HUD.show(status:)` or `HUD.shared` written in Platform). Names declared in several
folders, or in a lower module too, are not checked.
"""
import os, re, sys
from collections import defaultdict

MODULES = ["StatusHUDModel", "StatusHUDRendering", "StatusHUDPresenting", "StatusHUDEngine", "StatusHUDPlatform",
           "StatusHUD", "StatusHUDControls"]
LAYERS = {"StatusHUDModel": ["Support", "Model"], "StatusHUD": ["HUD"],
          "StatusHUDControls": ["Controls", "Platform"]}
# The module whose top folders are platform parts, each of one layer.
PLATFORM_MODULE = "StatusHUDPlatform"
FACADE_PRESENTERS = {"MacDefaultPresenter"}
PLATFORM_USES = {("SwiftUI", "UIKit"), ("UIKit", "CoreAnimation"), ("AppKit", "CoreAnimation")}
EXEMPT = {"HUD"}

def unit(path):
    """(module, folder, platform part) of a path relative to Sources; folder is None in a module of
    one layer."""
    parts = path.split(os.sep)
    module = parts[0]
    if module == PLATFORM_MODULE:
        return (module, None, parts[1] if len(parts) > 2 else None)
    if module not in LAYERS:
        return (module, None, None)
    return (module, parts[1], parts[2] if parts[1] == "Platform" else None)

def rank(u):
    return LAYERS[u[0]].index(u[1]) if u[0] in LAYERS else 0

def name_of(u):
    return "/".join(filter(None, u))

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

def hud_members(text):
    """The names declared directly in `extension HUD { … }` or `enum HUD { … }` blocks."""
    names = []
    for match in re.finditer(r"\b(?:extension|enum)\s+HUD\b[^{]*\{", text):
        depth, i = 1, match.end()
        start = i
        while i < len(text) and depth:
            if text[i] == "{":
                if depth == 1:
                    names += re.findall(r"\b(?:func|var|let)\s+([A-Za-z_]\w*)", text[start:i])
                depth += 1
            elif text[i] == "}":
                depth -= 1
                if depth == 1:
                    start = i + 1
            i += 1
        if depth == 0:
            names += re.findall(r"\b(?:func|var|let)\s+([A-Za-z_]\w*)", text[start:i])
    return names

def main(root):
    files = {}
    for module in MODULES:
        for folder, _, names in os.walk(os.path.join(root, module)):
            for name in names:
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root)
                u = unit(rel)
                if u[0] in LAYERS and u[1] not in LAYERS[u[0]]:
                    print("layers: %s is in no layer (%s: %s)" % (rel, u[0], ", ".join(LAYERS[u[0]])))
                    return 1
                files[rel] = strip(open(path, encoding="utf-8").read())
    types, members = defaultdict(set), defaultdict(set)
    for rel, text in files.items():
        for name in re.findall(r"\b(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)", text):
            types[name].add(unit(rel))
        for name in hud_members(text):
            members[name].add(unit(rel))
    def owners(declared, exempt=()):
        return {name: next(iter(units)) for name, units in declared.items()
                if name not in exempt and len(units) == 1}
    type_owner, member_owner = owners(types, EXEMPT), owners(members)
    violations = []
    def check(rel, number, what, there, here):
        if there is None or there == here or there[0] != here[0]:
            return   # another module: the compiler decides
        upward = rank(there) > rank(here)
        sideways = (here[1] == there[1] and None not in (here[2], there[2])
                    and (here[2], there[2]) not in PLATFORM_USES)
        if upward or sideways:
            violations.append("%s:%d: %s is declared in %s, above %s" % (rel, number, what, name_of(there), name_of(here)))
    for rel, text in sorted(files.items()):
        here = unit(rel)
        for number, line in enumerate(text.split("\n"), 1):
            for name in set(re.findall(r"\b([A-Z]\w*)\b", line)):
                check(rel, number, name, type_owner.get(name), here)
            for name in set(re.findall(r"\bHUD\s*\.\s*([a-z_]\w*)", line)):
                check(rel, number, "HUD." + name, member_owner.get(name), here)
    for rel, text in sorted(files.items()):
        if unit(rel)[0] != "StatusHUD":
            continue
        for number, line in enumerate(text.split("\n"), 1):
            for name in re.findall(r"\b(?:class|struct|enum|actor)\s+(\w+)\s*:[^{]*\bPresenter\b", line):
                if name not in FACADE_PRESENTERS:
                    violations.append("%s:%d: the presenter %s is declared in StatusHUD, above the static API; presenters "
                                      "belong in %s" % (rel, number, name, PLATFORM_MODULE))
    for violation in violations:
        print("layers:", violation)
    print("layers: %d files, %d type and %d member names checked within modules, %d upward references"
          % (len(files), len(type_owner), len(member_owner), len(violations)))
    return 1 if violations else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
