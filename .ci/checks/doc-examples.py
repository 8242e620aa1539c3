"""The documentation's code examples, compiled as an app's code (.ci/checks/doc-examples.sh).

    doc-examples.py list GRAPHS                     every example, one line each: where, platform
    doc-examples.py linux GRAPHS MODULES TRIPLE     compiles the Linux ones; one line per file
    doc-examples.py apple GRAPHS OUT                writes the Apple ones to OUT/ios and OUT/macos,
                                                    for Scripts/check-apple FILE…

GRAPHS is a folder of the public symbol graphs of the library's modules (Linux): a doc comment
is read when its symbol is in them, so only what an app sees is checked. Apple-only public
declarations (in an `#if canImport(UIKit)`, `AppKit` or `SwiftUI` file, so in no Linux graph) are
read from the source: a doc comment followed by a `public` or `open` declaration.

The convention (CONTRIBUTING.md, "Documentation"):
- every ```swift block of README.md, the DocC articles and the public doc comments is compiled;
  other languages (```sh, ```text, a bare ```) are not;
- a block that is Swift but not an app's code (a Package.swift manifest) has the line
  `<!-- doc-example: not app code (WHY) -->` just before its fence, and is not compiled;
- a block is the body of `@MainActor func example() async throws` in a file that imports
  Foundation and StatusHUD; its own `import` lines are moved to the top of the file
  (`import StatusHUDControls` for the controls); names an app would have (`build()`, `cardView`,
  `session`) are stand-ins declared in .ci/checks/doc-examples/Prelude*.swift;
- a block that imports UIKit or SwiftUI is iOS code, one that imports AppKit macOS code, and so
  is a doc comment of a declaration only those platforms have: on iOS and macOS the body is a
  method of a view controller (`self`, `view`, `navigationItem` are its own), compiled by
  Scripts/check-apple where the SDKs are prepared.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PRELUDES = os.path.join(ROOT, ".ci", "checks", "doc-examples")
FENCE = re.compile(r"^(\s*)```(\S*)")
SKIP = re.compile(r"<!--\s*doc-example:\s*not app code\b")
APPLE_IMPORT = re.compile(r"^\s*import\s+(UIKit|AppKit|SwiftUI)\b", re.M)


class Example:
    def __init__(self, path, line, code, platform=None):
        self.path, self.line, self.code = path, line, code
        self.platform = platform or platform_of(code)

    def where(self):
        return "%s:%d" % (self.path, self.line)


def platform_of(code):
    imports = set(APPLE_IMPORT.findall(code))
    if "AppKit" in imports:
        return "macos"
    # The library follows a URLSessionTask on Apple platforms only (Linux's has no observing).
    return "ios" if imports or re.search(r"\bURLSession|\b(upload|download|data)Task\(", code) else "linux"


def markdown_examples(path):
    """The ```swift blocks of a Markdown file; (examples, skipped count)."""
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    examples, skipped, i = [], 0, 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        indent, language = match.group(1), match.group(2)
        end = i + 1
        while end < len(lines) and not re.match(r"^\s*```\s*$", lines[end]):
            end += 1
        if end == len(lines):
            sys.exit("doc-examples: %s:%d: a code block that never ends" % (path, i + 1))
        if language == "swift":
            before = lines[i - 1] if i > 0 else ""
            if SKIP.search(before):
                skipped += 1
            else:
                code = "\n".join(l[len(indent):] if l.startswith(indent) else l for l in lines[i + 1:end])
                examples.append(Example(path, i + 1, code))
        i = end + 1
    return examples, skipped


def comment_blocks(text_lines):
    """(first line index, code, language) of each fenced block in doc-comment text lines."""
    blocks, i = [], 0
    while i < len(text_lines):
        match = FENCE.match(text_lines[i])
        if not match:
            i += 1
            continue
        end = i + 1
        while end < len(text_lines) and not re.match(r"^\s*```\s*$", text_lines[end]):
            end += 1
        blocks.append((i, "\n".join(text_lines[i + 1:end]), match.group(2)))
        i = end + 1
    return blocks


def graph_examples(graphs):
    """The ```swift blocks of the doc comments of the public symbols in the Linux graphs."""
    found = {}
    for graph_path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
        for symbol in json.load(open(graph_path))["symbols"]:
            doc = symbol.get("docComment")
            if not doc or not doc.get("uri"):
                continue
            path = os.path.relpath(urllib.parse.unquote(urllib.parse.urlparse(doc["uri"]).path), ROOT)
            texts = [l["text"] for l in doc["lines"]]
            for index, code, language in comment_blocks(texts):
                line = doc["lines"][index]["range"]["start"]["line"] + 1 if "range" in doc["lines"][index] else 0
                if language == "swift":
                    found[(path, line)] = Example(path, line, code)
    return found


APPLE_CONDITION = re.compile(r"os\((iOS|tvOS|macOS|visionOS)\)|canImport\((UIKit|AppKit|SwiftUI|Combine|ObjectiveC)\)"
                             r"|_runtime\(_ObjC\)|!canImport\(FoundationNetworking\)")


def apple_conditions(lines):
    """For each line, the Apple platform the #if around it names first (None: every platform)."""
    stack, result = [], []
    for line in lines:
        stripped = line.strip()
        if stripped.startswith("#if ") or stripped.startswith("#elseif "):
            if stripped.startswith("#elseif ") and stack:
                stack.pop()
            match = APPLE_CONDITION.search(stripped)
            stack.append((match.group(1) or match.group(2) or "ObjectiveC") if match else None)
        elif stripped.startswith("#else") and stack:
            stack[-1] = None
        elif stripped.startswith("#endif") and stack:
            stack.pop()
        result.append(next((c for c in reversed(stack) if c), None))
    return result


def apple_source_examples(known):
    """Doc comments of public declarations that only Apple platforms compile, from the source."""
    found = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)):
        text = open(path, encoding="utf-8").read()
        rel = os.path.relpath(path, ROOT)
        lines = text.split("\n")
        conditions = apple_conditions(lines)
        i = 0
        while i < len(lines):
            if not lines[i].strip().startswith("///"):
                i += 1
                continue
            start = i
            while i < len(lines) and lines[i].strip().startswith("///"):
                i += 1
            declaration = i
            while declaration < len(lines) and (lines[declaration].strip().startswith("@") or not lines[declaration].strip()):
                declaration += 1
            if declaration >= len(lines) or not re.search(r"\b(public|open)\b", lines[declaration]):
                continue
            which = conditions[declaration]
            if not which:
                continue
            # A declaration that takes or gives AppKit's types is macOS code; the rest iOS code.
            platform = "macos" if which in ("macOS", "AppKit") or re.search(r"\bNS[A-Z]", lines[declaration]) else "ios"
            texts = [re.sub(r"^\s*/// ?", "", l) for l in lines[start:i]]
            for index, code, language in comment_blocks(texts):
                line = start + index + 1
                if language == "swift" and (rel, line) not in known:
                    found[(rel, line)] = Example(rel, line, code, platform if platform_of(code) == "linux" else None)
    return found


def all_examples(graphs):
    """(file, examples, skipped) for README.md, the articles, then the sources, in order."""
    files = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md", root_dir=ROOT))
    result = [(path,) + markdown_examples(path) for path in files]
    known = graph_examples(graphs)
    known.update(apple_source_examples(known))
    by_file = {}
    for (path, _), example in sorted(known.items()):
        by_file.setdefault(path, []).append(example)
    result += [(path, by_file[path], 0) for path in sorted(by_file)]
    return result


def wrapped(example, number, platform):
    """The example as a source file of an app (see the module's doc)."""
    imports = [l.strip() for l in example.code.split("\n") if re.match(r"^\s*import\s+\w+\s*$", l)]
    body = "\n".join(l for l in example.code.split("\n") if not re.match(r"^\s*import\s+\w+\s*$", l))
    framework = {"linux": "Foundation", "ios": "UIKit", "macos": "AppKit"}[platform]
    head = ["// %s" % example.where(), "import %s" % framework, "import StatusHUD"]
    head += [i for i in imports if i not in head]
    if platform == "linux":
        return "\n".join(head + ["", "@MainActor func example%d() async throws {" % number, body, "}", ""])
    return "\n".join(head + ["", "extension ExampleViewController {",
                             "func example%d() async throws {" % number, body, "}", "}", ""])


def compile_linux(graphs, modules, triple):
    prelude = os.path.join(PRELUDES, "Prelude.swift")
    total = 0
    with tempfile.TemporaryDirectory() as work:
        for path, examples, skipped in all_examples(graphs):
            linux = [e for e in examples if e.platform == "linux"]
            apple = len(examples) - len(linux)
            sources = []
            for number, example in enumerate(linux):
                source = os.path.join(work, "%s-%d.swift" % (re.sub(r"\W", "_", path), number))
                open(source, "w", encoding="utf-8").write(wrapped(example, number, "linux"))
                sources.append(source)
            if sources:
                command = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors",
                           "-parse-as-library", "-target", triple, "-I", modules, "-module-name", "App",
                           prelude] + sources
                run = subprocess.run(command, capture_output=True, text=True)
                if run.returncode != 0:
                    print("doc-examples: FAIL: %s: an example does not compile as an app's code:" % path)
                    for source, example in zip(sources, linux):
                        if source in run.stdout + run.stderr:
                            print("  the example at %s, compiled as:" % example.where())
                            print("".join("    | " + l + "\n" for l in open(source, encoding="utf-8").read().split("\n")))
                    print(run.stdout + run.stderr)
                    sys.exit(1)
            total += len(linux)
            notes = []
            if apple:
                notes.append("%d for iOS or macOS" % apple)
            if skipped:
                notes.append("%d marked not app code" % skipped)
            print("doc-examples: %-62s %2d compiled%s" % (path, len(linux), " (" + ", ".join(notes) + ")" if notes else ""))
    print("doc-examples: %d examples compile on Linux as an app's code" % total)


def write_apple(graphs, out):
    counts = {"ios": 0, "macos": 0}
    for path, examples, _ in all_examples(graphs):
        for number, example in enumerate(examples):
            if example.platform == "linux":
                continue
            folder = os.path.join(out, example.platform)
            os.makedirs(folder, exist_ok=True)
            name = "%s-%d.swift" % (re.sub(r"\W", "_", path), number)
            open(os.path.join(folder, name), "w", encoding="utf-8").write(wrapped(example, counts[example.platform], example.platform))
            counts[example.platform] += 1
    print(" ".join("%s=%d" % item for item in sorted(counts.items())))


if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "list":
        for path, examples, skipped in all_examples(sys.argv[2]):
            for e in examples:
                print(e.platform, e.where())
    elif mode == "linux":
        compile_linux(*sys.argv[2:5])
    elif mode == "apple":
        write_apple(*sys.argv[2:4])
    else:
        sys.exit(__doc__)
