#!/usr/bin/env python3
"""Check that the project's documents stay true to the tree.

Usage:
    python3 Scripts/check-docs.py [ROOT]

Three checks, over the files git tracks under ROOT (default: the repository this script is in):

1. Every relative Markdown link `[text](target)` in a `.md` file names a file or folder that
   exists, and a `#fragment` on a Markdown target names one of its headings (GitHub's slugs).
2. Every repository path cited in backticks in a `.md` file, or in a `//` comment of a Swift
   file, exists: tokens that start with a top-level folder of the tree (`Sources/…`, `Docs/…`).
   A token with `*` is a glob and must match something; one with a placeholder (`<name>`, `…`,
   `$VAR`, `{…}`) is passed over, and so is one whose second folder is not in this tree (another
   repository's `Sources/OpenSwiftUICore/…`, an example's `Sources/MyWidget`).
3. `Docs/README.md`, the index, links every other Markdown page under `Docs/`.
4. A documentation-coverage figure README states ("N of M are documented (P%)") is the one
   `Scripts/doc-coverage.py` prints.

Prints one line per problem as `file:line: what is wrong` and exits 1 if there is any.
"""

import glob
import os
import re
import subprocess
import sys

LINK = re.compile(r"(?<!\!)\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")
CODE_SPAN = re.compile(r"`([^`\n]+)`")
FENCE = re.compile(r"^\s*(```|~~~)")
PLACEHOLDER = re.compile(r"[<>…$%{}]|\.\.\.|NAME|OWNER")
COVERAGE_CLAIM = re.compile(r"([\d,]+) of ([\d,]+) are documented \((\d+(?:\.\d+)?)%\)")
COVERAGE_TOTAL = re.compile(r"^total\s+(\d+)\s+(\d+)\s+(\d+(?:\.\d+)?)%", re.MULTILINE)


def tracked_files(root):
    """The files git tracks under root, relative to it; every file when root is no checkout."""
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, check=True)
        return sorted(name for name in out.stdout.decode().split("\0") if name)
    except (subprocess.CalledProcessError, FileNotFoundError):
        found = []
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            found += [os.path.relpath(os.path.join(folder, f), root) for f in files]
        return sorted(found)


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`([^`]*)`", r"\1", heading.strip()).lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    seen, found, fenced = {}, set(), False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if FENCE.match(line):
                fenced = not fenced
            if fenced or not line.startswith("#"):
                continue
            base = slug(line.lstrip("#"))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def markdown_lines(path):
    """(line number, text) of a Markdown file outside fenced code blocks."""
    fenced = False
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if FENCE.match(line):
                fenced = not fenced
                continue
            if not fenced:
                yield number, line


def check_link(root, source, number, target, problems):
    if re.match(r"^[a-z][a-z0-9+.-]*:", target, re.IGNORECASE) or target.startswith("//"):
        return  # a URL (https:, mailto:): not ours to check offline
    path, _, fragment = target.partition("#")
    here = os.path.dirname(os.path.join(root, source))
    resolved = os.path.normpath(os.path.join(here, path)) if path else os.path.join(root, source)
    if not os.path.exists(resolved):
        problems.append(f"{source}:{number}: link to '{target}': no such file")
        return
    if fragment and resolved.endswith(".md") and fragment.lower() not in anchors(resolved):
        problems.append(f"{source}:{number}: link to '{target}': no heading '#{fragment}' in {os.path.relpath(resolved, root)}")


def check_path(root, tops, source, number, token, problems):
    token = token.strip().rstrip(".,;:")
    token = re.split(r"[\s(]", token, maxsplit=1)[0]  # `Sources/X.swift (the encoder)`
    token = re.sub(r":\d+(-\d+)?$", "", token)          # `file.swift:42`
    first = token.split("/", 1)[0]
    if "/" not in token or first not in tops or PLACEHOLDER.search(token):
        return
    parts = token.rstrip("/").split("/")
    if len(parts) == 2 and "." not in parts[1]:
        return  # `Sources/MyWidget`: a folder name in an example, not a citation
    if len(parts) > 2 and not os.path.isdir(os.path.join(root, parts[0], parts[1])):
        return  # another repository's path (`Sources/OpenSwiftUICore/…`) or an example's
    if "*" in token or "?" in token:
        if not glob.glob(os.path.join(root, token), recursive=True):
            problems.append(f"{source}:{number}: '{token}' matches no file")
    elif not os.path.exists(os.path.join(root, token)):
        problems.append(f"{source}:{number}: '{token}': no such file or folder")


def check_coverage(root, problems):
    readme = os.path.join(root, "README.md")
    script = os.path.join(root, "Scripts", "doc-coverage.py")
    if not (os.path.exists(readme) and os.path.exists(script)):
        return
    claims = [(n, m) for n, line in enumerate(open(readme, encoding="utf-8"), 1) for m in COVERAGE_CLAIM.finditer(line)]
    if not claims:
        return
    printed = subprocess.run([sys.executable, script, root], capture_output=True, text=True).stdout
    total = COVERAGE_TOTAL.search(printed)
    if not total:
        problems.append("Scripts/doc-coverage.py: printed no total line")
        return
    count, documented, percent = int(total.group(1)), int(total.group(2)), float(total.group(3))
    for number, claim in claims:
        stated = (int(claim.group(1).replace(",", "")), int(claim.group(2).replace(",", "")), float(claim.group(3)))
        if stated != (documented, count, percent):
            problems.append(f"README.md:{number}: states {claim.group(0)!r}; Scripts/doc-coverage.py prints "
                            f"{documented:,} of {count:,} ({percent}%)")


def check_index(root, files, problems):
    index = os.path.join(root, "Docs", "README.md")
    pages = [name for name in files if name.startswith("Docs/") and name.endswith(".md") and name != "Docs/README.md"]
    if not pages or not os.path.exists(index):
        return
    linked = set()
    for _, line in markdown_lines(index):
        for target in LINK.findall(line):
            linked.add(os.path.normpath(os.path.join("Docs", target.partition("#")[0])))
    for page in pages:
        if page not in linked:
            problems.append(f"Docs/README.md: does not link {page} (the index links every page)")


def main(argv):
    root = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    files = tracked_files(root)
    tops = {name.split("/", 1)[0] for name in files if "/" in name}
    problems = []
    for source in files:
        path = os.path.join(root, source)
        if source.endswith(".md"):
            for number, line in markdown_lines(path):
                for target in LINK.findall(line) + IMAGE.findall(line):
                    check_link(root, source, number, target, problems)
                for token in CODE_SPAN.findall(line):
                    check_path(root, tops, source, number, token, problems)
        elif source.endswith(".swift"):
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    comment = line.find("//")
                    if comment < 0:
                        continue
                    for token in re.findall(r"[\w.+-]+(?:/[\w.+*-]+)+/?", line[comment:]):
                        check_path(root, tops, source, number, token, problems)
    check_index(root, files, problems)
    check_coverage(root, problems)
    for problem in problems:
        print(problem)
    checked = sum(1 for name in files if name.endswith((".md", ".swift")))
    print(f"check-docs: {checked} files read, {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
