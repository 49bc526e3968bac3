#!/usr/bin/env python3
"""Draw the package's targets and their dependencies, from Package.swift, into Docs/Architecture.md.

Usage:
    python3 Scripts/architecture-graph.py           # rewrite the graph in Docs/Architecture.md
    python3 Scripts/architecture-graph.py --check   # exit 1 if the graph there is not Package.swift's

It reads `swift package dump-package`, keeps the library, executable and system targets (not tests,
fuzzers or the benchmark, which exist only under an environment variable), and writes a Mermaid
flowchart between the markers `<!-- targets-graph:begin -->` and `<!-- targets-graph:end -->`.
An arrow points at a dependency. Arrows that others imply are left out (a transitive reduction),
so the picture shows the layering; other packages' products are listed under each target.
"""

import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
DOC = os.path.join(ROOT, "Docs", "Architecture.md")
BEGIN, END = "<!-- targets-graph:begin -->", "<!-- targets-graph:end -->"
LEFT_OUT = {"FuzzTreeDecoder", "FuzzPNGReader"}


def targets():
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    package = json.loads(dump.stdout)
    found = {}
    for target in package["targets"]:
        if target["type"] == "test" or target["name"] in LEFT_OUT:
            continue
        local, products = [], []
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            (products if kind == "product" else local).append(value[0])
        found[target["name"]] = (target["type"], local, products)
    return found


def reduced(found):
    """Each target's direct dependencies that no other dependency of it already reaches."""
    reach = {}

    def reachable(name):
        if name not in reach:
            reach[name] = set()
            for dependency in found.get(name, ("", [], []))[1]:
                reach[name] |= {dependency} | reachable(dependency)
        return reach[name]

    edges = {}
    for name, (_, local, _) in found.items():
        direct = [d for d in local if d in found]
        edges[name] = sorted(d for d in direct if not any(d in reachable(other) for other in direct if other != d))
    return edges


def graph():
    found = targets()
    edges = reduced(found)
    shapes = {"executable": ("[[", "]]"), "system": ("[(", ")]"), "macro": ("{{", "}}")}
    lines = ["```mermaid", "flowchart TD"]
    for name in sorted(found):
        kind, _, products = found[name]
        opening, closing = shapes.get(kind, ("[", "]"))
        label = name + (f"<br/><small>{', '.join(sorted(set(products)))}</small>" if products else "")
        lines.append(f'    {name}{opening}"{label}"{closing}')
    for name in sorted(edges):
        for dependency in edges[name]:
            lines.append(f"    {name} --> {dependency}")
    lines.append("```")
    return "\n".join(lines)


def main(argv):
    text = open(DOC, encoding="utf-8").read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{os.path.relpath(DOC, ROOT)}: no {BEGIN} … {END} markers")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    updated = f"{head}{BEGIN}\n{graph()}\n{END}{tail}"
    if "--check" in argv:
        if updated != text:
            print("Docs/Architecture.md: the targets graph is not Package.swift's; "
                  "run python3 Scripts/architecture-graph.py")
            return 1
        return 0
    with open(DOC, "w", encoding="utf-8") as handle:
        handle.write(updated)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
