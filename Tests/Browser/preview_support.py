"""What the preview's browser test and benchmark share: starting `vignette preview`, the
system chromium, waiting for a grid picture to load."""
import os
import re
import shutil
import signal
import subprocess
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
SAMPLE = ROOT / "Examples/WidgetPackage"
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


def wait_for_picture(page, version, timeout, family="systemSmall", appearance="light"):
    """Waits until one picture of `version` is in the grid and decoded (the page shows each picture
    of a new version as soon as the server has written it)."""
    page.wait_for_function(
        """([v, f, a]) => { const img = document.querySelector(`#grid img[data-family="${f}"][data-appearance="${a}"]`);
                            return img && img.dataset.version === String(v) && img.complete && img.naturalWidth > 0; }""",
        arg=[version, family, appearance], timeout=timeout, polling="raf")


def wait_for_version(page, version, timeout):
    """Waits until the whole grid is `version`: the table and every picture in it, decoded."""
    page.wait_for_function(
        """v => { const t = document.getElementById("grid");
                  const imgs = [...t.querySelectorAll("img.widget")];
                  return t.dataset.version === String(v) && imgs.length > 0
                         && imgs.every(img => img.dataset.version === String(v) && img.complete && img.naturalWidth > 0); }""",
        arg=version, timeout=timeout, polling="raf")


def steps_file(package):
    return package / "Sources/SampleWidgets/StepsWidget.swift"


class EditedFile:
    """A source file of the sample package edited in place (its build is reused incrementally; a
    copy elsewhere would need a build of its own), put back however the run ends: on leaving the
    `with` block, on SIGTERM or Ctrl-C, and — after a run killed outright — from the copy of the
    original kept in the package's .build/ at the start of the next run."""

    def __init__(self, path):
        self.path = path
        self.backup = SAMPLE / ".build/preview-edit-backup" / path.name
        if self.backup.exists():
            print(f"restoring {path.relative_to(ROOT)} left edited by a killed run", flush=True)
            shutil.copyfile(self.backup, path)
            self.backup.unlink()
        self.original = path.read_text()

    def __enter__(self):
        self.backup.parent.mkdir(parents=True, exist_ok=True)
        self.backup.write_text(self.original)
        self.previous = signal.signal(signal.SIGTERM, self._terminated)
        return self

    def write(self, text):
        self.path.write_text(text)

    def _terminated(self, number, frame):
        raise SystemExit(f"stopped by signal {number}")

    def __exit__(self, *exc):
        self.path.write_text(self.original)
        self.backup.unlink(missing_ok=True)
        signal.signal(signal.SIGTERM, self.previous)
        return False
