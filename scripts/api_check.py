#!/usr/bin/env python3
"""Every public declaration has a `///` summary, and the library links no ICU unless asked (issue 35).

Lists each declaration marked `public` (or `open`) in the Swift files under the folders given,
skipping the command-line program (`Sources/counter-tui`), and fails when one has no `///` line
directly above it (attribute lines such as `@discardableResult` may stand between). Enum cases
of a public enum are public without the keyword and are not counted. Prints the count.

Also fails when a file of CounterEngine, CounterSystem or CounterTUI imports Foundation (or
FoundationEssentials, FoundationInternationalization): a host that uses them must not link ICU's
data; locale data lives in CounterLocales.

Usage: api_check.py [--list] DIR...
Exit status: 0 when every public declaration has its summary, 1 otherwise.
"""
import argparse
import os
import re
import sys

SKIP = os.path.join("Sources", "counter-tui")
# A declaration line that says `public` or `open` before its keyword (modifiers in any order).
PUBLIC = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:\w+)(?:\([^)]*\))?\s+)*?(?:public|open)(?:\(set\))?\s+"
    r"(?:(?:\w+)(?:\([^)]*\))?\s+)*?"
    r"(?P<kind>struct|class|enum|actor|protocol|extension|func|var|let|init\??|subscript|typealias|case|"
    r"associatedtype|macro|operator|precedencegroup)\b"
)
FOUNDATION_FREE = ("CounterEngine", "CounterSystem", "CounterTUI")
FOUNDATION = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:\w+\s+)?import\s+(?:\w+\s+)?Foundation\w*\b", re.M)
ATTRIBUTE = re.compile(r"^\s*@[\w.]+(?:\(.*\))?\s*$")


def declarations(path):
    """(line number, text, documented) of each public declaration in `path`."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    found = []
    for i, line in enumerate(lines):
        match = PUBLIC.match(line)
        # `public extension` documents its members, not itself; a bare `extension X: P` is not public.
        if not match or match.group("kind") == "extension":
            continue
        j = i - 1
        while j >= 0 and ATTRIBUTE.match(lines[j]):
            j -= 1
        documented = j >= 0 and lines[j].strip().startswith("///")
        found.append((i + 1, line.strip(), documented))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--list", action="store_true", help="print every public declaration")
    args = parser.parse_args()
    total, missing, foundation = 0, [], []
    for root in args.dirs:
        for folder, _, files in sorted(os.walk(root)):
            if os.path.normpath(folder).startswith(os.path.normpath(SKIP)) or f"{os.sep}{SKIP}" in folder:
                continue
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                parts = os.path.normpath(path).split(os.sep)
                if any(target in parts for target in FOUNDATION_FREE):
                    with open(path, encoding="utf-8") as f:
                        if FOUNDATION.search(f.read()):
                            foundation.append(path)
                for number, text, documented in declarations(path):
                    total += 1
                    if args.list:
                        print(f"{path}:{number}: {text}")
                    if not documented:
                        missing.append(f"{path}:{number}: {text}")
    for entry in missing:
        print(f"no /// summary: {entry}")
    for path in foundation:
        print(f"imports Foundation (ICU for every host): {path}")
    print(f"Public declarations: {total} ({len(missing)} without a /// summary)")
    return 1 if missing or foundation else 0


if __name__ == "__main__":
    sys.exit(main())
