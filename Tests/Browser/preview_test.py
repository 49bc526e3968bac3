"""Drives `vignette preview` in Debian's headless chromium through Playwright (issue 19):
the grid renders, an edited JSON tree shows up, a tree that stops parsing shows its error and
keeps the last good render, the lint overlay outlines a tree's findings on its pictures, a tree's
time slider says it has no entries, accept writes a reference; then, on the sample package
(Examples/WidgetPackage, already built by `make test`), the slider marks the provider's entries, an
edited Swift file shows up and a compile error is shown with file and line, then cleared.

StepsWidget.swift is edited in place and put back (`EditedFile`), not in a copy: the package finds
Vignette at `../..`, so a copy elsewhere breaks that path, and a copy's own `.build` means a full
debug build of Vignette and swift-syntax (426 s on the development machine) where the edit in place
costs an incremental build of one module (3–13 s).

Run by `make test` as `.venv/bin/python Tests/Browser/preview_test.py`; exits non-zero on the
first failure and prints '<n> passed, 0 failed' at the end."""
import json
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from preview_support import (ROOT, SAMPLE, TREE, EditedFile, Preview, grid_image, launch, loaded,  # noqa: E402
                             steps_file)

VIGNETTE = Path(os.environ.get("VIGNETTE", ROOT / ".build/debug/vignette"))
# A Swift edit means an incremental swift build of the sample package: generous on a busy machine.
BUILD_TIMEOUT_MS = int(os.environ.get("PREVIEW_BUILD_TIMEOUT_MS", "600000"))

passed = []


def check(name):
    print(f"ok: {name}", flush=True)
    passed.append(name)


def tree_and_snapshots(browser, scratch):
    tree = scratch / "card.json"
    tree.write_text(TREE.replace("COLOR", "#FF0000"))
    # A failed snapshot as a run records it: the entry and the actual picture.
    package = scratch / "Pkg"
    artifacts = package / ".build/vignette-artifacts"
    (artifacts / "entries").mkdir(parents=True)
    (artifacts / "CardTests/looks").mkdir(parents=True)
    shutil.copy(ROOT / "Examples/WidgetPackage/Snapshots/StepsWidgetTests/looksAsRecorded/StepsWidget_systemSmall_iphone-16-pro-max_ios26_light@3x.png",
                artifacts / "CardTests/looks/card.actual.png")
    (artifacts / "entries/CardTests.looks.card.json").write_text(json.dumps({
        "run": "r1", "test": "CardTests/looks", "name": "card", "message": "12 pixels differ",
        "date": "2026-11-25T10:00:00Z", "actual": "CardTests/looks/card.actual.png"}))
    preview = Preview(VIGNETTE, "--tree", str(tree), "--snapshots", str(artifacts), "--snapshots-package", str(package))
    try:
        page = browser.new_page()
        page.goto(preview.url)
        small = grid_image(page)
        loaded(page, small)
        expect(page.locator("#grid th", has_text="standByNight")).to_have_count(1)
        expect(page.locator('#grid img[data-family="systemMedium"]')).not_to_have_count(0)
        first = small.get_attribute("src")
        check("the grid renders every family and appearance")

        expect(page.locator("#marksNote")).to_contain_text("a JSON tree has no timeline")
        expect(page.locator("#marks option")).to_have_count(0)
        check("a tree's time slider says it has no entries")

        # White 'Hello' on red in the dark look (4.0:1): lint's contrast-aa warning, outlined on that picture.
        page.locator("#lint").check()
        dark = grid_image(page, appearance="dark")
        box = dark.locator("xpath=..").locator('.box[data-rule="contrast-aa"]')
        expect(box).to_have_count(1, timeout=60000)
        loaded(page, dark)
        picture, outline = dark.bounding_box(), box.bounding_box()
        assert (picture["x"] <= outline["x"] and outline["x"] + outline["width"] <= picture["x"] + picture["width"]
                and picture["y"] <= outline["y"] and outline["height"] < picture["height"] / 2), (picture, outline)
        expect(page.locator("#grid details.findings").first).to_contain_text("lint finding")
        check("the lint overlay draws a tree's findings on its pictures")
        page.locator("#lint").uncheck()
        expect(page.locator("#grid .box")).to_have_count(0)

        tree.write_text(TREE.replace("COLOR", "#0000FF"))
        expect(page.locator("#grid")).to_have_attribute("data-version", "2", timeout=10000)
        loaded(page, small)
        assert small.get_attribute("src") != first and small.get_attribute("src").endswith("?v=2")
        check("an edited JSON tree shows up")

        tree.write_text('{"type": "column", "children": [')
        expect(page.locator("#problem")).to_contain_text("card.json does not parse", timeout=10000)
        expect(small).to_have_attribute("src", re.compile(r"\?v=2$"))
        check("a tree that stops parsing shows the error and keeps the last good render")

        page.locator('#snapshots .pair[data-id="CardTests/looks/card"] button.accept').click()
        expect(page.locator('#snapshots .pair[data-id="CardTests/looks/card"]')).to_have_attribute("data-accepted", "yes")
        reference = package / "Snapshots/CardTests/looks/card.png"
        assert reference.exists(), reference
        check("accept writes the reference")
    finally:
        preview.stop()


def swift_package(browser):
    with EditedFile(steps_file(SAMPLE)) as steps:
        swift_edits(browser, steps)


def swift_edits(browser, steps):
    original = steps.original
    assert 'Text("Steps")' in original, "StepsWidget.swift no longer has Text(\"Steps\"): update the browser test"
    preview = Preview(VIGNETTE, "--package", str(SAMPLE), "--widget", "StepsWidget")
    try:
        page = browser.new_page()
        page.goto(preview.url)
        small = grid_image(page)
        loaded(page, small, timeout=BUILD_TIMEOUT_MS)
        before = page.locator("#grid").get_attribute("data-version")
        # The provider's entries through the day (StepsProvider: four, an hour apart), from the package's worker.
        expect(page.locator("#marks option")).not_to_have_count(0, timeout=60000)
        expect(page.locator("#marksNote")).to_have_text("")
        check("a package widget's time slider marks its provider's entries")

        steps.write(original.replace('Text("Steps")', 'Text("Walks")'))
        expect(page.locator("#grid")).not_to_have_attribute("data-version", before, timeout=BUILD_TIMEOUT_MS)
        loaded(page, small)
        edited = page.locator("#grid").get_attribute("data-version")
        check("an edited Swift file shows up")

        lines = original.count("\n")
        steps.write(original + 'let previewBroken: Int = "not a number"\n')
        expect(page.locator("#diagnostics li").first).to_contain_text(
            f"Sources/SampleWidgets/StepsWidget.swift:{lines + 1}:", timeout=BUILD_TIMEOUT_MS)
        expect(page.locator("#grid")).to_have_attribute("data-version", edited)
        loaded(page, small)
        check("a compile error is shown with file and line, the last good render kept")

        steps.write(original)
        expect(page.locator("#problem")).not_to_have_class(re.compile("shown"), timeout=BUILD_TIMEOUT_MS)
        expect(page.locator("#diagnostics li")).to_have_count(0)
        check("the compile error is cleared")
    finally:
        preview.stop()


def main():
    started = time.monotonic()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        with tempfile.TemporaryDirectory(prefix="vignette-preview-browser-") as scratch:
            tree_and_snapshots(browser, Path(scratch))
        if os.environ.get("PREVIEW_SKIP_PACKAGE") != "1":
            swift_package(browser)
        browser.close()
    print(f"browser test: {time.monotonic() - started:.1f} s")
    print(f"{len(passed)} passed, 0 failed")


if __name__ == "__main__":
    main()
