#!/usr/bin/env python3
"""The house rules of issue 33, checked: no Swift type over 250 lines, no protocol over 8
requirements.

A type's lines are those of its declaration (from the line of `struct`/`class`/`enum`/`actor`
to its closing brace) plus those of every extension of it anywhere under the folders given: a
type split into extensions across files is still one type. A protocol's requirements are the
declarations at the top level of its body (func, var, let, init, subscript, associatedtype).

Usage: house_check.py [--types N] [--requirements N] [--top K] DIR...
Prints the offenders of both rules (and, with --top K, the K largest types) and exits 1 when
there is any offender, 0 otherwise.
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
            m = re.match(r'(#*)("""|")', text[i:])
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
    with open(path, encoding="utf-8") as f:
        text = f.read()
    lines = code_mask(text).split("\n")
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dirs", nargs="+")
    parser.add_argument("--types", type=int, default=250, help="most lines a type may have")
    parser.add_argument("--requirements", type=int, default=8, help="most requirements a protocol may have")
    parser.add_argument("--top", type=int, default=0, help="also list the K largest types")
    args = parser.parse_args()

    sizes = {}  # type name -> [lines, [places]]
    protocols = []
    for root in args.dirs:
        for folder, _, files in os.walk(root):
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

    big = sorted(((n, name, places) for name, (n, places) in sizes.items() if n > args.types), reverse=True)
    wide = sorted((p for p in protocols if p[0] > args.requirements), reverse=True)
    print(f"Types over {args.types} lines (declaration + extensions): {len(big)}")
    for n, name, places in big:
        print(f"  {n:5d}  {name}  ({', '.join(places)})")
    print(f"Protocols over {args.requirements} requirements: {len(wide)}")
    for reqs, name, place in wide:
        print(f"  {reqs:5d}  {name}  ({place})")
    if args.top:
        print(f"The {args.top} largest types:")
        ranked = sorted(((n, name) for name, (n, _) in sizes.items()), reverse=True)[: args.top]
        for n, name in ranked:
            print(f"  {n:5d}  {name}")
    return 1 if big or wide else 0


if __name__ == "__main__":
    sys.exit(main())
