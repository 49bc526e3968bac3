#!/usr/bin/env python3
"""Count public declarations under Sources/ and how many carry a `///` summary.

Usage:
    python3 Scripts/doc-coverage.py [--missing] [--exclude GLOB ...] [--min PERCENT] [ROOT]

Per target (each folder of Sources/) it counts the declarations that are part of the public
API: `public` or `open` func, var, let, init, subscript, struct, class, actor, enum, protocol,
typealias and associatedtype; the cases of public enums; the members of `public extension`s
and of public protocols (public without saying so). A declaration is documented when a `///`
line (or the end of a `/** */` block) sits right above it; attribute lines such as
`@inlinable` may come in between. Members of types the target declares without `public` are
left out, since they are not API whatever their modifier says.

--missing       also list the undocumented declarations as path:line: declaration
--exclude GLOB  leave out files whose path (relative to ROOT) matches GLOB; repeatable
--min PERCENT   exit with status 1 when the total is below PERCENT

The parser is line-based, not a Swift parser: it strips strings and comments to follow
braces, which is enough for this code base's style (one declaration starts per line).
"""

import argparse
import fnmatch
import os
import re
import sys

ACCESS = {"public", "open", "private", "fileprivate", "internal", "package"}
MODIFIERS = ACCESS | {
    "static", "class", "final", "override", "mutating", "nonmutating", "convenience",
    "required", "lazy", "weak", "unowned", "indirect", "nonisolated", "dynamic", "optional",
    "prefix", "postfix", "infix", "consuming", "borrowing", "isolated", "distributed",
}
MEMBER_KEYWORDS = {"func", "var", "let", "init", "subscript", "typealias", "associatedtype"}
TYPE_KEYWORDS = {"struct", "class", "actor", "enum", "protocol"}
DECLARATION = re.compile(r"^((?:[a-z]+(?:\((?:set|unsafe)\))?\s+)*)"
                         r"(func|var|let|init|subscript|typealias|associatedtype|struct|class|actor"
                         r"|enum|protocol|extension|case)(?![\w])\s*(\S*)")
ATTRIBUTE = re.compile(r"^@\w+(\([^()]*(\([^()]*\)[^()]*)*\))?\s*")


class Scope:
    """One brace level: what opened it and whether its members are API."""

    def __init__(self, kind, public, implicit_public=False):
        self.kind = kind                        # struct, enum, protocol, extension, … or "body"
        self.public = public                    # its explicitly public members are API
        self.implicit_public = implicit_public  # its members are API without a modifier


def strip_code(line, state):
    """The line without string contents and comments; `state` carries open /* */ and \"\"\"."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
        elif state["multiline"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"] = False
            i = end + 3
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            state["block"] = True
            i += 2
        elif line.startswith('"""', i):
            state["multiline"] = True
            i += 3
        elif line[i] == '"':
            match = re.compile(r'"(?:[^"\\]|\\.)*"').match(line, i)
            i = match.end() if match else len(line)
            out.append('""')
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def split_declaration(code):
    """(modifiers, keyword, name) of a declaration line, or None."""
    text = code.strip()
    while text.startswith("@"):
        match = ATTRIBUTE.match(text)
        if not match:
            return None
        text = text[match.end():]
    match = DECLARATION.match(text)
    if not match:
        return None
    words = [w.split("(")[0] for w in match.group(1).split()]
    if any(w not in MODIFIERS for w in words):
        return None
    keyword = match.group(2)
    if keyword == "class" and re.match(r"(func|var|let|subscript|typealias)\b", match.group(3)):
        return None  # `class func`: the member line is matched on its own keyword below
    return words, keyword, re.split(r"[^\w.]", match.group(3))[0]


def documented(lines, index):
    """Whether a `///` or `/** */` comment sits right above line `index`, past attributes."""
    j = index - 1
    while j >= 0 and lines[j].strip().startswith("@"):
        j -= 1
    if j < 0:
        return False
    above = lines[j].strip()
    return above.startswith("///") or (above.endswith("*/") and not above.startswith("//"))


def internal_types(paths):
    """Names of the types a target declares without `public`/`open`."""
    names = set()
    for path in paths:
        state = {"block": False, "multiline": False}
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                parts = split_declaration(strip_code(line, state))
                if parts and parts[1] in TYPE_KEYWORDS and not ({"public", "open"} & set(parts[0])):
                    names.add(parts[2])
    return names


def scan(path, hidden_types):
    """(declaration count, [(line number, text) undocumented]) of one file."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    state = {"block": False, "multiline": False}
    stack = []
    pending = None
    total, missing = 0, []
    for index, line in enumerate(lines):
        code = strip_code(line, state)
        parts = split_declaration(code)
        if parts:
            words, keyword, name = parts
            scope = stack[-1] if stack else Scope("file", True)
            member_level = scope.kind not in ("body",)
            explicit = bool({"public", "open"} & set(words))
            hidden = bool({"private", "fileprivate", "internal", "package"} & set(words))
            if keyword == "case":
                counts = scope.kind == "enum" and scope.public
            elif keyword == "extension":
                counts = False  # DocC documents the members, not the extension
            else:
                counts = member_level and scope.public and (
                    explicit or (scope.implicit_public and not hidden))
            if counts:
                total += 1
                if not documented(lines, index):
                    missing.append((index + 1, line.strip()))
            if keyword in TYPE_KEYWORDS:
                public = counts
                pending = Scope(keyword, public, implicit_public=public and keyword == "protocol")
            elif keyword == "extension":
                extended = name.split(".")[-1]
                public = extended not in hidden_types and not hidden and member_level
                pending = Scope("extension", public, implicit_public=public and explicit)
        for char in code:
            if char == "{":
                stack.append(pending or Scope("body", False))
                pending = None
            elif char == "}" and stack:
                stack.pop()
    return total, missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", nargs="?", default=".")
    parser.add_argument("--missing", action="store_true")
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--min", type=float)
    options = parser.parse_args()
    sources = os.path.join(options.root, "Sources")
    rows = []
    for target in sorted(os.listdir(sources)):
        paths = []
        for folder, _, files in os.walk(os.path.join(sources, target)):
            for file in sorted(files):
                path = os.path.join(folder, file)
                relative = os.path.relpath(path, options.root)
                if file.endswith(".swift") and not any(fnmatch.fnmatch(relative, g) for g in options.exclude):
                    paths.append(path)
        if not paths:
            continue
        hidden = internal_types(paths)
        count, undocumented = 0, []
        for path in sorted(paths):
            n, missing = scan(path, hidden)
            count += n
            undocumented += [(os.path.relpath(path, options.root), line, text) for line, text in missing]
        rows.append((target, count, undocumented))
    width = max(len(r[0]) for r in rows + [("total", 0, [])])
    print(f"{'target':<{width}}  {'public':>6}  {'documented':>10}  {'coverage':>8}")
    all_count = all_documented = 0
    for target, count, undocumented in rows:
        done = count - len(undocumented)
        all_count += count
        all_documented += done
        percent = 100.0 * done / count if count else 100.0
        print(f"{target:<{width}}  {count:>6}  {done:>10}  {percent:>7.1f}%")
    total = 100.0 * all_documented / all_count if all_count else 100.0
    print(f"{'total':<{width}}  {all_count:>6}  {all_documented:>10}  {total:>7.1f}%")
    if options.missing:
        for target, _, undocumented in rows:
            for path, line, text in undocumented:
                print(f"{path}:{line}: {text}")
    if options.min is not None and total < options.min:
        print(f"error: documentation coverage {total:.1f}% is below --min {options.min:g}%", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
