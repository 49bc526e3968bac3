#!/usr/bin/env python3
"""Checks that every Swift file git tracks is as `swift format` writes it (the repository's .swift-format).

Usage: python3 Scripts/check-format.py [ROOT]      (ROOT defaults to the repository)
       python3 Scripts/check-format.py --fix [ROOT] (formats them in place instead)

The files are copied into a temporary folder with the configuration, formatted there in one
parallel run, and compared: a file that differs is listed with its first differing line, and the
exit status is 1. Files that start with `// swift-format-ignore-file` (generated tables) are left alone
by the formatter itself. It also fails on a `try!` or `as!` in Sources/: library code reports an error
instead of stopping the process.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile


def swift_files(root):
    listed = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard", "*.swift"],
                            capture_output=True, check=True).stdout.decode()
    return sorted(path for path in listed.split("\0") if path and os.path.isfile(os.path.join(root, path)))


FORCED = re.compile(r"\btry!|\bas! ")


def forced_operations(root, files):
    """`try!` and `as!` in Sources/ outside comments, as (path, line) pairs."""
    found = []
    for path in files:
        if not path.startswith("Sources/"):
            continue
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            for number, text in enumerate(handle, 1):
                code = text.split("//", 1)[0]
                if FORCED.search(code):
                    found.append((path, number))
    return found


def format_tree(folder):
    result = subprocess.run(["swift", "format", "--in-place", "--parallel", "--recursive", "."], cwd=folder,
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("swift format failed:\n" + result.stderr)


def main(argv):
    fix = "--fix" in argv
    args = [a for a in argv if a != "--fix"]
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    config = os.path.join(root, ".swift-format")
    if not os.path.isfile(config):
        sys.exit(f"{config}: missing; the format check needs the repository's swift-format configuration")
    files = swift_files(root)
    if fix:
        subprocess.run(["swift", "format", "--in-place", "--parallel", "--configuration", config] + files, cwd=root,
                       check=True)
        return 0
    with tempfile.TemporaryDirectory(prefix="check-format-") as scratch:
        shutil.copy(config, os.path.join(scratch, ".swift-format"))
        for path in files:
            os.makedirs(os.path.dirname(os.path.join(scratch, path)), exist_ok=True)
            shutil.copy(os.path.join(root, path), os.path.join(scratch, path))
        format_tree(scratch)
        problems = 0
        for path in files:
            with open(os.path.join(root, path), encoding="utf-8") as handle:
                original = handle.read().split("\n")
            with open(os.path.join(scratch, path), encoding="utf-8") as handle:
                formatted = handle.read().split("\n")
            if original == formatted:
                continue
            problems += 1
            line = next((i for i, (a, b) in enumerate(zip(original, formatted)) if a != b), min(len(original), len(formatted)))
            print(f"{path}:{line + 1}: not as swift format writes it")
    print(f"check-format: {len(files)} Swift files read, {problems} to format "
          "(python3 Scripts/check-format.py --fix formats them)")
    forced = forced_operations(root, files)
    for path, line in forced:
        print(f"{path}:{line}: `try!` or `as!` in library code: throw or return an error instead")
    return 1 if problems or forced else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
