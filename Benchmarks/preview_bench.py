"""`make bench`'s preview case (issue 19): save → updated image in the page, in Debian's headless
chromium through Playwright, against the release `vignette` built for the bench.

- JSON tree: the median over RUNS saves of the time from writing the file to the grid's small
  light picture of the new version decoded in the page (target: ≤ 300 ms).
- Swift package (Examples/WidgetPackage, edited in place and restored): for SWIFT_RUNS one-line
  edits, the incremental `swift build` (the page's 'building' to 'updated' events) and the rest
  (save → build start, and build end → picture decoded; target: ≤ 300 ms).

Prints the figures and writes out/bench/preview.json."""
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Tests/Browser"))
from preview_support import ROOT, SAMPLE, STEPS, TREE, Preview, grid_image, launch, loaded, wait_for_version  # noqa: E402

VIGNETTE = Path(os.environ.get("VIGNETTE", ROOT / ".build-bench/release/vignette"))
RUNS = int(os.environ.get("PREVIEW_BENCH_RUNS", "15"))
SWIFT_RUNS = int(os.environ.get("PREVIEW_BENCH_SWIFT_RUNS", "3"))


def now_in_page(page):
    return page.evaluate("performance.now()")


def tree_case(browser):
    with tempfile.TemporaryDirectory(prefix="vignette-preview-bench-") as scratch:
        tree = Path(scratch) / "card.json"
        tree.write_text(TREE.replace("COLOR", "#FF0000"))
        preview = Preview(VIGNETTE, "--tree", str(tree))
        try:
            page = preview_page(browser, preview)
            times = []
            for run in range(RUNS):
                version = int(page.locator("#grid").get_attribute("data-version")) + 1
                started = now_in_page(page)
                tree.write_text(TREE.replace("COLOR", "#0000FF" if run % 2 == 0 else "#FF0000"))
                wait_for_version(page, version, timeout=10000)
                times.append(now_in_page(page) - started)
            return times
        finally:
            preview.stop()


def swift_case(browser):
    original = STEPS.read_text()
    preview = Preview(VIGNETTE, "--package", str(SAMPLE), "--widget", "StepsWidget")
    builds, rests = [], []
    try:
        page = preview_page(browser, preview, timeout=900000)
        for run in range(SWIFT_RUNS):
            version = int(page.locator("#grid").get_attribute("data-version")) + 1
            page.evaluate("window.previewEvents = []")
            started = now_in_page(page)
            STEPS.write_text(original.replace('Text("Steps")', f'Text("Steps {run}")'))
            wait_for_version(page, version, timeout=900000)
            shown = now_in_page(page)
            events = page.evaluate("window.previewEvents")
            building = next(e["at"] for e in events if e["kind"] == "building")
            updated = next(e["at"] for e in events if e["kind"] == "updated" and e["version"] == version)
            builds.append(updated - building)
            rests.append((shown - started) - (updated - building))
    finally:
        STEPS.write_text(original)
        preview.stop()
    return builds, rests


def preview_page(browser, preview, timeout=60000):
    page = browser.new_page()
    page.goto(preview.url)
    loaded(page, grid_image(page), timeout=timeout)
    return page


def main():
    results = {}
    with sync_playwright() as playwright:
        browser = launch(playwright)
        tree = tree_case(browser)
        results["preview_tree_save_to_image_ms"] = {"median": statistics.median(tree), "runs": tree}
        print(f"preview, JSON tree save → image in page: median {statistics.median(tree):.0f} ms over {len(tree)} saves "
              f"(min {min(tree):.0f}, max {max(tree):.0f}; target ≤ 300 ms)")
        if SWIFT_RUNS > 0:
            builds, rests = swift_case(browser)
            results["preview_swift_build_ms"] = {"median": statistics.median(builds), "runs": builds}
            results["preview_swift_rest_ms"] = {"median": statistics.median(rests), "runs": rests}
            print(f"preview, one-line Swift edit: incremental build median {statistics.median(builds):.0f} ms "
                  f"+ the rest median {statistics.median(rests):.0f} ms over {len(builds)} edits (target: build + ≤ 300 ms)")
        browser.close()
    out = ROOT / "out/bench"
    out.mkdir(parents=True, exist_ok=True)
    (out / "preview.json").write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
