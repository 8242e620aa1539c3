#!/usr/bin/env python3
"""Finds language features newer than Swift 6.0 in what the oldest toolchain must build.

README.md and `swift-tools-version` promise that Swift 6.0 (Xcode 16.0) builds the library and the
Demo. This machine has only a newer compiler, which accepts 6.1 and 6.2 syntax in Swift 6 mode, so
such syntax would slip in unseen until the workflow's oldest-toolchain job runs. This check reads
the library's and the Demo's sources (not the tests, which need 6.2 and say so) with comments and
string literals removed, and fails on each use of a feature that a 6.0 compiler rejects. The list
is of syntax, not of API: API newer than 6.0's standard library is held back by availability on
Apple platforms and found by the oldest-toolchain job on Linux.

    python3 .ci/checks/toolchain.py             # check Sources and Demo
    python3 .ci/checks/toolchain.py --self-test # show that each rule finds its feature
"""
import pathlib
import re
import sys

# (name, Swift version that accepts it, pattern on code with comments and strings removed)
RULES = [
    ("trailing comma in a parameter, argument, tuple or generic list (SE-0439)", "6.1",
     re.compile(r",\s*[)>]")),
    ("nonisolated on a type or extension (SE-0449)", "6.1",
     re.compile(r"\bnonisolated\s+(?:final\s+)?(?:struct|class|enum|extension|protocol|actor)\b")),
    ("weak let (SE-0481)", "6.2", re.compile(r"\bweak\s+let\b")),
    ("isolated deinit (SE-0371)", "6.2", re.compile(r"\bisolated\s+deinit\b")),
    ("nonisolated(nonsending) or @concurrent (SE-0461)", "6.2",
     re.compile(r"nonisolated\s*\(\s*nonsending\s*\)|@concurrent\b")),
    ("InlineArray or its [N of T] sugar (SE-0453, SE-0483)", "6.2",
     re.compile(r"\bInlineArray\b|\[\s*\d+\s+of\s+\w")),
    ("Span, RawSpan or MutableSpan (SE-0447)", "6.2", re.compile(r"\b(?:Mutable)?(?:Raw)?Span\s*<|\bRawSpan\b")),
    ("raw identifier with a space (SE-0451)", "6.2", re.compile(r"`[^`\n]*\s[^`\n]*`")),
    ("@abi, @inline(always), @safe or @unsafe attribute (SE-0476, SE-0496, SE-0458)", "6.2",
     re.compile(r"@abi\s*\(|@inline\s*\(\s*always\s*\)|@(?:un)?safe\b")),
    ("Task.immediate or a named Task (SE-0472, SE-0469)", "6.2",
     re.compile(r"\bTask\s*\.\s*immediate\b|\bTask\s*(?:<[^>]*>)?\s*\(\s*name\s*:")),
]


def code_only(text):
    """The text with comments and string literals (single-line, multi-line, raw) blanked out, line
    breaks kept so that line numbers still hold."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r'#*', text[i:]).group(0))
            start = i + hashes
            quote = '"""' if text.startswith('"""', start) else '"'
            end_mark = quote + "#" * hashes
            j = start + len(quote)
            while j < n:
                if text[j] == "\\" and hashes == 0:
                    j += 2
                    continue
                if text.startswith(end_mark, j):
                    j += len(end_mark)
                    break
                j += 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def findings(text):
    code = code_only(text)
    for name, version, pattern in RULES:
        for match in pattern.finditer(code):
            yield code.count("\n", 0, match.start()) + 1, name, version


def self_test():
    samples = {
        "trailing comma": "f(a: 1,\n  b: 2,\n)",
        "generic comma": "struct S<A, B,> {}",
        "nonisolated type": "nonisolated struct S {}",
        "weak let": "weak let owner: Owner?",
        "isolated deinit": "isolated deinit { }",
        "nonsending": "nonisolated(nonsending) func f() async {}",
        "concurrent": "@concurrent func f() async {}",
        "inline array": "let a: [4 of Int] = [1, 2, 3, 4]",
        "span": "func f(_ s: Span<UInt8>) {}",
        "raw identifier": "func `shows a spinner`() {}",
        "inline always": "@inline(always) func f() {}",
        "task immediate": "Task.immediate { }",
    }
    clean = [
        'let a = [1, 2, 3,]',                         # array literal: fine in 6.0
        'let s = "f(a, b,)" // weak let x',            # only in a string and a comment
        '/* isolated deinit */ let t = #"a,)"#',
        'let m = """\n  weak let,)\n  """',
        'nonisolated(unsafe) let x = 1',
        '@inline(__always) func f() {}',
        'let name = `default`',                        # a keyword in backticks: 6.0 takes it
    ]
    failed = False
    for label, sample in samples.items():
        if not list(findings(sample)):
            print(f"toolchain: SELF-TEST FAIL: the rule for {label} missed: {sample!r}")
            failed = True
    for sample in clean:
        found = list(findings(sample))
        if found:
            print(f"toolchain: SELF-TEST FAIL: a false finding ({found[0][1]}) in {sample!r}")
            failed = True
    if failed:
        sys.exit(1)
    print(f"toolchain: self-test: {len(samples)} planted features found, {len(clean)} clean samples pass")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return
    root = pathlib.Path(__file__).resolve().parents[2]
    files = sorted(list((root / "Sources").rglob("*.swift")) + list((root / "Demo").rglob("*.swift")))
    bad = 0
    for path in files:
        for line, name, version in findings(path.read_text(encoding="utf-8")):
            print(f"toolchain: FAIL: {path.relative_to(root)}:{line}: {name} needs Swift {version}")
            bad += 1
    if bad:
        print("toolchain: the library and the Demo must build with Swift 6.0 (README.md, Package.swift)")
        sys.exit(1)
    print(f"toolchain: {len(files)} files of the library and the Demo use no syntax newer than Swift 6.0")


main()
