"""What the preview's browser test and benchmark share: starting `vignette preview`, the
system chromium, waiting for a grid picture to load."""
import os
import re
import shutil
import subprocess
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
SAMPLE = ROOT / "Examples/WidgetPackage"
STEPS = SAMPLE / "Sources/SampleWidgets/StepsWidget.swift"
TREE = """{"type": "column", "children": [{"type": "words", "text": "Hello"}, {"type": "spring"}],
 "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"widgetBackground": {"type": "fill", "color": "COLOR"}}]}"""


class Preview:
    """`vignette ARGS --port 0` (the system chooses the port), its URL read from the first line it prints."""

    def __init__(self, vignette, *args):
        self.process = subprocess.Popen([str(vignette), "preview", *args, "--port", "0"],
                                        stdout=subprocess.PIPE, text=True, cwd=ROOT)
        line = self.process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64})", line)
        if not match:
            self.stop()
            raise SystemExit(f"vignette preview did not print its URL: {line!r}")
        self.url = match.group(1)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def launch(playwright):
    """Debian's chromium: Playwright's own browser downloads are not reachable here."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])


def grid_image(page, family="systemSmall", appearance="light"):
    return page.locator(f'#grid img[data-family="{family}"][data-appearance="{appearance}"]')


def loaded(page, locator, timeout=30000):
    """Waits until the picture is in the page and decoded."""
    expect(locator).to_be_visible(timeout=timeout)
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=locator.element_handle(), timeout=timeout)


def wait_for_version(page, version, timeout):
    """Waits until the grid shows `version` with its small light picture decoded."""
    page.wait_for_function(
        """v => { const t = document.getElementById("grid");
                  const img = t.querySelector('img[data-family="systemSmall"][data-appearance="light"]');
                  return t.dataset.version === String(v) && img && img.complete && img.naturalWidth > 0; }""",
        arg=version, timeout=timeout)
