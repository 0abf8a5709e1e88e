#!/usr/bin/env python3
"""The house rules, checked: the layers (what each target may import, ncurses in one file, the
POSIX calls that CounterSystem exists for made nowhere else) fail the check; the sizes of types
and protocols are a report, not a gate (issue 46: a limit people work around measures the wrong
thing; types are split by concept, or left whole).

A type's lines are those of its declaration (from the line of `struct`/`class`/`enum`/`actor`
to its closing brace) plus those of every extension of it anywhere under the folders given: a
type split into extensions across files is still one type. A protocol's requirements are the
declarations at the top level of its body (func, var, let, init, subscript, associatedtype).

Usage: house_check.py [--top K] SOURCES
Prints every breach of the layers, then the K largest types (10 by default) and the protocols
with the most requirements; exits 1 when a layer is breached, 0 otherwise.
"""
import argparse
import os
import re
import sys

DECL = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|"
    r"indirect|nonisolated|static)(?:\(set\))?\s+)*(struct|class|enum|actor|protocol|extension)\s+"
    r"([A-Za-z_][\w.]*)"
)
REQUIREMENT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|mutating|nonmutating|nonisolated|isolated|"
    r"optional|required|convenience)\s+)*(func|var|let|init|subscript|associatedtype)\b"
)


STRING_START = re.compile(r'(#*)("""|")')
MASKED = {}


def masked_lines(path):
    """The lines of the file at `path` through `code_mask`, read once for both checks."""
    if path not in MASKED:
        with open(path, encoding="utf-8") as f:
            MASKED[path] = code_mask(f.read()).split("\n")
    return MASKED[path]


def code_mask(text):
    """`text` with comments and string literals blanked (newlines kept), so braces can be counted."""
    out = []
    i, n = 0, len(text)
    # Stack of contexts: "code" (with a paren depth for interpolation) or a string kind.
    stack = [["code", 0]]
    while i < n:
        c = text[i]
        top = stack[-1]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                out.append(" " * (j - i))
                i = j
                continue
            if text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
                i = j
                continue
            m = STRING_START.match(text, i) if c in '#"' else None
            if m:
                hashes, quote = m.group(1), m.group(2)
                stack.append(["string", quote, hashes])
                out.append(" " * len(m.group(0)))
                i += len(m.group(0))
                continue
            if c == "(":
                top[1] += 1
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop()  # end of an interpolation
                    out.append(" ")
                    i += 1
                    continue
                top[1] -= 1
            out.append(c)
            i += 1
            continue
        # Inside a string literal.
        _, quote, hashes = top
        if c == "\\" and text.startswith("\\" + hashes, i):
            k = i + 1 + len(hashes)
            if k < n and text[k] == "(":
                stack.append(["code", 0])
                out.append(" " * (k + 1 - i))
                i = k + 1
                continue
            out.append(" " * min(k + 1 - i, n - i))
            i = k + 1
            continue
        if text.startswith(quote + hashes, i):
            stack.pop()
            out.append(" " * len(quote + hashes))
            i += len(quote + hashes)
            continue
        out.append("\n" if c == "\n" else " ")
        i += 1
    return "".join(out)


def declarations(path):
    """(kind, name, first line, last line, requirement count) for each declaration in `path`."""
    lines = masked_lines(path)
    found = []
    open_decls = []  # [kind, name, first line, depth at which its body opened, requirements]
    depth = 0
    pending = None  # a declaration whose `{` has not been seen yet
    for number, line in enumerate(lines, 1):
        m = DECL.match(line)
        if m and pending is None:
            pending = [m.group(1), m.group(2).split(".")[-1] if m.group(1) != "extension" else m.group(2), number]
        if open_decls and open_decls[-1][0] == "protocol" and depth == open_decls[-1][3] and REQUIREMENT.match(line):
            open_decls[-1][4] += 1
        for c in line:
            if c == "{":
                depth += 1
                if pending is not None:
                    open_decls.append([pending[0], pending[1], pending[2], depth, 0])
                    pending = None
            elif c == "}":
                if open_decls and open_decls[-1][3] == depth:
                    kind, name, first, _, reqs = open_decls.pop()
                    found.append((kind, name, first, number, reqs))
                depth -= 1
    return found


# What each target may import: its dependencies in Package.swift and the system modules its
# README names. A target not listed here fails until it is added.
ALLOWED_IMPORTS = {
    "CounterEngine": {"Glibc", "Darwin", "Swift"},
    "CounterLocales": {"CounterEngine", "Foundation", "FoundationEssentials", "FoundationInternationalization"},
    "CounterSystem": {"CSignalRelay", "Dispatch", "Glibc", "Darwin"},
    "CounterLive": {"CounterEngine", "CounterSystem", "Dispatch", "Glibc", "Darwin"},
    "CounterTUI": {"CounterEngine", "CounterSystem", "CounterLive", "CRescue", "CNcurses", "Dispatch", "Glibc", "Darwin"},
    "CounterCLI": {"ArgumentParser", "Yams", "CounterEngine", "CounterLocales", "CounterSystem", "CounterLive", "CounterTUI",
                   "Dispatch", "Foundation", "Glibc", "Darwin"},
    "CounterFuzzChecks": {"CounterCLI", "CounterEngine", "CounterLive", "CounterLocales", "CounterSystem", "CounterTUI",
                          "Foundation", "Glibc"},
    "counter-fuzz": {"ArgumentParser", "CFuzzerDriver", "CounterFuzzChecks", "Glibc"},
    "counter-tui": {"CounterCLI", "CounterSystem", "Glibc"},
}
# The one file that may import ncurses (the Screen).
NCURSES_FILE = os.path.join("CounterTUI", "Terminal", "NcursesScreen.swift")
# The calls only CounterSystem makes (its README): terminal modes, dispositions, spawning.
SYSTEM_CALLS = re.compile(r"\b(ioctl|tcsetattr|tcgetattr|sigaction|posix_spawnp?|fork|execvp?e?)\s*\(")
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)"
)


def layer_breaches(root):
    """Each breach of the layers under `root` (the Sources folder), as a line to print."""
    breaches = []
    for target in sorted(os.listdir(root)):
        folder = os.path.join(root, target)
        if not os.path.isdir(folder):
            continue
        swift = [os.path.join(d, f) for d, _, files in os.walk(folder) for f in sorted(files) if f.endswith(".swift")]
        if not swift:
            continue  # a C target
        allowed = ALLOWED_IMPORTS.get(target)
        if allowed is None:
            breaches.append(f"{folder}: a target the layer table does not know (scripts/house_check.py)")
            continue
        for path in swift:
            masked = masked_lines(path)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for number, line in enumerate(masked, 1):
                m = IMPORT.match(line)
                if m:
                    module = m.group(1)
                    if module not in allowed:
                        breaches.append(f"{path}:{number}: {target} imports {module}")
                    elif module == "CNcurses" and os.path.relpath(path, root) != NCURSES_FILE:
                        breaches.append(f"{path}:{number}: ncurses outside {NCURSES_FILE}")
                if target != "CounterSystem":
                    call = SYSTEM_CALLS.search(line)
                    if call and os.path.relpath(path, root) != NCURSES_FILE:
                        breaches.append(f"{path}:{number}: {call.group(1)}() outside CounterSystem")
            for number, line in enumerate(text.split("\n"), 1):
                if '"/dev/tty"' in line.split("//")[0] and target != "CounterSystem":
                    breaches.append(f"{path}:{number}: opens /dev/tty outside CounterSystem")
    return breaches


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sources", help="the Sources folder")
    parser.add_argument("--top", type=int, default=10, help="how many of the largest types to list")
    args = parser.parse_args()

    breaches = layer_breaches(args.sources)
    print(f"Layer breaches (imports, ncurses, system calls): {len(breaches)}")
    for line in breaches:
        print(f"  {line}")

    sizes = {}  # type name -> [lines, [places]]
    protocols = []
    for folder, _, files in os.walk(args.sources):
        if "/.build" in folder:
            continue
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            for kind, name, first, last, reqs in declarations(path):
                if kind == "protocol":
                    protocols.append((reqs, name, f"{path}:{first}"))
                entry = sizes.setdefault(name, [0, []])
                entry[0] += last - first + 1
                entry[1].append(f"{path}:{first}")
    ranked = sorted(((n, name, places) for name, (n, places) in sizes.items()), reverse=True)[: args.top]
    print(f"The {args.top} largest types (lines, declaration + extensions; a report, not a gate):")
    for n, name, places in ranked:
        print(f"  {n:5d}  {name}  ({len(places)} {'place' if len(places) == 1 else 'places'})")
    widest = sorted(protocols, reverse=True)[:3]
    print("The protocols with the most requirements: " + ", ".join(f"{name} {reqs}" for reqs, name, _ in widest))
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
