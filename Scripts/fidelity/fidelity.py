#!/usr/bin/env python3
"""`make fidelity`: renders a corpus of SwiftUI views with Vignette and scores each render against
the PNG iOS rendered from the same source (Docs/Comparisons.md, "Fidelity corpus").

A corpus is a folder (FIDELITY_CORPUS, default .build/fidelity) holding:
  cases.json  a list of cases: {"repository", "commit", "case", "reference" (path of the iOS PNG),
              "width", "height" (points), "scale", "dark", "target"}
  pkg/        a Swift package depending on this checkout by path, one executable target per
              repository; each target's `main.swift` lists its cases for FidelityHarness.swift
              (this folder), which writes `<out>/<case>.png`.
The third-party files and images stay in the corpus folder, outside the repository.

Prints one row per case and the medians, and with --write-docs replaces the section between the
markers in Docs/Comparisons.md.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent))
from score import score  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
BEGIN = "<!-- fidelity:begin (written by Scripts/fidelity/fidelity.py; edit outside the markers) -->"
END = "<!-- fidelity:end -->"


def load_cases(corpus: Path) -> list[dict]:
    path = corpus / "cases.json"
    if not path.is_file():
        sys.exit(f"error: no corpus at {corpus}: {path} is missing. Set FIDELITY_CORPUS to a folder "
                 "holding cases.json and pkg/ (Docs/Comparisons.md, \"Fidelity corpus\").")
    cases = json.loads(path.read_text())
    for i, case in enumerate(cases):
        missing = {"repository", "commit", "case", "reference", "width", "height", "scale", "target"} - case.keys()
        if missing:
            sys.exit(f"error: {path}: case {i} lacks {', '.join(sorted(missing))}")
    return cases


def ios_reading(pkg: Path) -> str:
    """The folder to build: the package as an iPhone's compiler reads it (`#if os(iOS)` true, `@objc`
    dropped), made by this checkout's `vignette ios-reading` as `vignette --package` makes a user's; the
    package itself when no file reads differently (Docs/Comparisons.md, "Rebuilding the corpus folder")."""
    tool = Path(os.environ.get("VIGNETTE", str(ROOT / ".build/debug/vignette")))
    if not tool.is_file():
        sys.exit(f"error: {tool} is missing; the corpus is built in the iOS reading that `vignette ios-reading` "
                 "makes. Build it with `swift build --product vignette` (or set VIGNETTE to its path).")
    run = subprocess.run([str(tool), "ios-reading", str(pkg)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: `{tool} ios-reading {pkg}` failed ({run.stderr.strip()[-500:]}); an executable built "
                 "before the command was added lacks it: `swift build --product vignette` again.")
    return run.stdout.strip()


def build_and_render(corpus: Path, cases: list[dict], out: Path, build: bool) -> tuple[float, float]:
    """Builds the corpus package and runs each target; returns (build seconds, render seconds)."""
    pkg = corpus / "pkg"
    started = time.monotonic()
    if build:
        subprocess.run(["swift", "build", "-j", os.environ.get("FIDELITY_JOBS", "1"), "--package-path", ios_reading(pkg),
                        "--scratch-path", str(pkg / ".build"), "--disable-build-manifest-caching"], check=True,
                       stdout=sys.stderr)
    built = time.monotonic()
    for target in sorted({c["target"] for c in cases}):
        subprocess.run([str(pkg / ".build/debug" / target), str(out)], check=True, stdout=subprocess.DEVNULL)
    return built - started, time.monotonic() - built


def short(commit: str) -> str:
    return commit[:7]


def rows_for(cases: list[dict], out: Path) -> list[dict]:
    rows = []
    for case in cases:
        render = out / f"{case['case']}.png"
        row = dict(repository=case["repository"], commit=short(case["commit"]), case=case["case"],
                   appearance="dark" if case.get("dark") else "light")
        if not render.is_file():
            row["error"] = "not rendered"
        else:
            try:
                s = score(Image.open(case["reference"]), Image.open(render), float(case["scale"]), bool(case.get("dark")))
                row.update(ssim=s.ssim, edges=s.edge_overlap, offset=s.max_box_offset,
                           paired=s.paired_boxes, unpaired=s.unpaired_boxes)
            except ValueError as error:
                row["error"] = str(error)
        rows.append(row)
    return rows


def fmt(value, digits=3):
    return "—" if value is None else f"{value:.{digits}f}"


def table(rows: list[dict]) -> list[str]:
    lines = ["| Repository | Commit | Case | Look | SSIM | Edge overlap | Max box offset (pt) | Boxes paired / unpaired |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['repository']} | {r['commit']} | {r['case']} | {r['appearance']} | {r['error']} | | | |")
        else:
            lines.append(f"| {r['repository']} | {r['commit']} | {r['case']} | {r['appearance']} | {fmt(r['ssim'])} | "
                         f"{fmt(r['edges'])} | {fmt(r['offset'], 1)} | {r['paired']} / {r['unpaired']} |")
    return lines


def medians(rows: list[dict]) -> dict:
    scored = [r for r in rows if "error" not in r]
    offsets = [r["offset"] for r in scored if r["offset"] is not None]
    return dict(pairs=len(scored), repositories=len({r["repository"] for r in scored}),
                ssim=statistics.median(r["ssim"] for r in scored) if scored else None,
                min_ssim=min((r["ssim"] for r in scored), default=None),
                edges=statistics.median(r["edges"] for r in scored) if scored else None,
                offset=statistics.median(offsets) if offsets else None,
                failed=len(rows) - len(scored))


def summary(m: dict) -> str:
    return (f"{m['pairs']} pairs from {m['repositories']} repositories ({m['failed']} not scored): "
            f"median SSIM {fmt(m['ssim'])} (lowest {fmt(m['min_ssim'])}), median edge overlap {fmt(m['edges'])}, "
            f"median max box offset {fmt(m['offset'], 1)} pt")


def per_repository(rows: list[dict]) -> list[str]:
    """One line per repository: its pairs and median SSIM, edge overlap and box offset."""
    lines = []
    for repository in sorted({r["repository"] for r in rows}):
        m = medians([r for r in rows if r["repository"] == repository])
        lines.append(f"- {repository}: {m['pairs']} pairs, median SSIM {fmt(m['ssim'])}, edge overlap "
                     f"{fmt(m['edges'])}, box offset {fmt(m['offset'], 1)} pt")
    return lines


def write_docs(docs: Path, rows: list[dict], m: dict, label: str) -> None:
    text = docs.read_text()
    head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    section = "\n".join([BEGIN, "", f"Measured at {head or 'this checkout'}{' (' + label + ')' if label else ''}: "
                         + summary(m) + ".", ""] + per_repository(rows) + [""] + table(rows) + ["", END])
    if BEGIN in text and END in text:
        before, rest = text.split(BEGIN, 1)
        text = before + section + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + section + "\n"
    docs.write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.environ.get("FIDELITY_CORPUS", str(ROOT / ".build/fidelity")))
    parser.add_argument("--out", help="where renders go (default: CORPUS/renders)")
    parser.add_argument("--no-build", action="store_true", help="score the renders already in --out")
    parser.add_argument("--skip-build", action="store_true", help="run the targets without building them first")
    parser.add_argument("--write-docs", action="store_true", help="replace the table in Docs/Comparisons.md")
    parser.add_argument("--label", default="", help="a note for the Docs line (e.g. 'before the font calibration')")
    parser.add_argument("--json", help="also write the rows and medians to this file")
    args = parser.parse_args()
    corpus = Path(args.corpus)
    cases = load_cases(corpus)
    out = Path(args.out) if args.out else corpus / "renders"
    if not args.no_build:
        build_s, render_s = build_and_render(corpus, cases, out, build=not args.skip_build)
        print(f"build {build_s:.0f} s, render {render_s:.1f} s for {len(cases)} cases", file=sys.stderr)
    rows = rows_for(cases, out)
    m = medians(rows)
    print("\n".join(table(rows)))
    print()
    print(summary(m))
    print("\n".join(per_repository(rows)))
    if args.json:
        Path(args.json).write_text(json.dumps(dict(rows=rows, medians=m), indent=1))
    if args.write_docs:
        write_docs(ROOT / "Docs/Comparisons.md", rows, m, args.label)


if __name__ == "__main__":
    main()
