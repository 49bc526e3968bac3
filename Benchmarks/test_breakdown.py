"""Where the time of `vignette test --package Examples/WidgetPackage` goes (issue 31), step by step,
with the matrix of Benchmarks/test_bench.py (>= 200 images) in a temporary root:

- `swift package describe` and `swift build` with nothing to do (what `--package` runs first);
- the package's executable started with nothing to do (`--help`), and `test --list-subjects`;
- the executable's `test` with every reference matching, --jobs 2 and 1: its standard error is
  read line by line, so the time to the first image, the images and the end after the last image
  (reports) are told apart;
- the whole `vignette test --package` (VIGNETTE, default .build/debug/vignette).

Each step runs RUNS times (default 3); prints min, median and max. Not part of `make bench`."""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_bench import MATRIX, SAMPLE  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
VIGNETTE = Path(os.environ.get("VIGNETTE", ROOT / ".build/debug/vignette"))
RUNS = int(os.environ.get("RUNS", "3"))
EXECUTABLE = SAMPLE / ".build/debug/SampleWidgets"
ENV = {k: v for k, v in os.environ.items() if k != "CI"}
PACKAGE_ENV = dict(ENV, VIGNETTE_RESOURCES=str(SAMPLE / "Sources/SampleWidgets"),
                   VIGNETTE_APP_GROUPS=str(SAMPLE / "AppGroups"))


def run(command, env=ENV):
    """Wall seconds of `command`, and when each line of its standard error came (seconds from start)."""
    started = time.monotonic()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    lines = [(time.monotonic() - started, line) for line in process.stderr]
    process.wait()
    if process.returncode not in (0,):
        sys.exit(f"{' '.join(map(str, command))} exited with {process.returncode}:\n{''.join(l for _, l in lines)[-2000:]}")
    return time.monotonic() - started, lines


def main():
    figures = {}

    def note(name, seconds):
        figures.setdefault(name, []).append(seconds)

    with tempfile.TemporaryDirectory(prefix="vignette-test-breakdown-") as folder:
        root, out = Path(folder) / "root", Path(folder) / "out"
        root.mkdir()
        (root / "vignette.json").write_text(json.dumps(MATRIX))
        run(["swift", "build", "--package-path", str(SAMPLE), "--product", "SampleWidgets"])
        run([str(EXECUTABLE), "test", "--root", str(root), "--out", str(out), "--record", "all"], PACKAGE_ENV)
        images = len(json.loads((out / "results.json").read_text())["images"])
        for _ in range(RUNS):
            note("swift package describe", run(["swift", "package", "--package-path", str(SAMPLE), "describe",
                                                "--type", "json"])[0])
            note("swift build, nothing to do", run(["swift", "build", "--package-path", str(SAMPLE), "--product",
                                                    "SampleWidgets"])[0])
            note("executable --help", run([str(EXECUTABLE), "--help"], PACKAGE_ENV)[0])
            note("executable test --list-subjects", run([str(EXECUTABLE), "test", "--list-subjects", "--root",
                                                         str(root)], PACKAGE_ENV)[0])
            for jobs in (2, 1):
                total, lines = run([str(EXECUTABLE), "test", "--root", str(root), "--out", str(out), "--jobs",
                                    str(jobs)], PACKAGE_ENV)
                progress = [at for at, line in lines if line.startswith("[")]
                note(f"executable test --jobs {jobs}: whole", total)
                note(f"executable test --jobs {jobs}: start to first unit done", progress[0])
                note(f"executable test --jobs {jobs}: first to last unit done", progress[-1] - progress[0])
                note(f"executable test --jobs {jobs}: last unit to exit (reports)", total - progress[-1])
            for jobs in (2, 1):
                note(f"vignette test --package --jobs {jobs}", run([str(VIGNETTE), "test", "--package", str(SAMPLE),
                                                                    "--root", str(root), "--out", str(out), "--jobs",
                                                                    str(jobs)])[0])
    load = open("/proc/loadavg").read().split()[:3]
    print(f"{images} images, {RUNS} runs, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, load after "
          f"{' '.join(load)}")
    for name, values in figures.items():
        print(f"  {name:58} median {statistics.median(values):6.2f} s  (min {min(values):.2f}, max {max(values):.2f})")


if __name__ == "__main__":
    main()
