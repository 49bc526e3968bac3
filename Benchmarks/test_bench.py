"""`vignette test` on the sample package (issue 31): a matrix of at least 200 images from a
vignette.json in a temporary root (`--root`: the configuration and Snapshots/ there, the package's
own build reused), on both cores.

Prints and writes to out/bench/test.json:
- the first run (recording every reference) and the images per second;
- a second run with nothing changed, against the time the package's executable spends checking
  the images (its own run with no `swift build`): goal second run < 1.2x that;
- one run with --jobs 1 against shards 1/2 and 2/2 with --jobs 1 each, run at once: goal <= 0.6x.

The images are rendered by the package's executable, which `vignette test --package` builds as
CI does (`swift build`, debug). VIGNETTE (default .build-bench/release/vignette) only drives it."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "Examples/WidgetPackage"
VIGNETTE = Path(os.environ.get("VIGNETTE", ROOT / ".build-bench/release/vignette"))
MATRIX = {"devices": ["iphone-16-pro-max", "iphone-se-3"], "appearances": ["light", "dark", "tinted", "lockScreen"]}


CPU = {}


def timed(commands, env, name=None):
    """Wall seconds for `commands` run at once; every one must exit 0. The CPU seconds (user + system)
    of each, with the processes it waited for (SwiftPM, the package's executable), go to CPU[name]:
    on a loaded machine they say what a run costs when wall times only say how busy the machine was."""
    started = time.monotonic()
    processes = []
    for command in commands:
        errors = tempfile.TemporaryFile("w+")
        processes.append((subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors), errors))
    cpu = []
    for (process, errors), command in zip(processes, commands):
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        cpu.append(usage.ru_utime + usage.ru_stime)
        if process.returncode != 0:
            errors.seek(0)
            sys.exit(f"{' '.join(map(str, command))} exited with {process.returncode}:\n{errors.read()[-2000:]}")
    if name:
        CPU[name] = cpu
    return time.monotonic() - started


def main():
    load = open("/proc/loadavg").read().split()[:3]
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    with tempfile.TemporaryDirectory(prefix="vignette-test-bench-") as folder:
        root, out = Path(folder) / "root", Path(folder) / "out"
        root.mkdir()
        (root / "vignette.json").write_text(json.dumps(MATRIX))

        def test(*args, jobs=2, report="run"):
            return [str(VIGNETTE), "test", "--package", str(SAMPLE), "--root", str(root), "--out", str(out / report),
                    "--jobs", str(jobs), *args]

        # The package built once, outside the timings (make test builds it; this is the no-op check).
        subprocess.run(["swift", "build", "--package-path", str(SAMPLE), "--product", "SampleWidgets"], check=True,
                       stdout=subprocess.DEVNULL)
        first = timed([test("--record", "all")], env)
        images = json.loads((out / "run/results.json").read_text())["images"]
        count = len(images)
        assert count >= 200 and all(i["status"] == "recorded" for i in images), (count, {i["status"] for i in images})
        second = timed([test("--record", "failed")], env, "second")
        assert all(i["status"] == "matched" for i in json.loads((out / "run/results.json").read_text())["images"])
        # The checking alone: the package's executable, as `vignette test --package` runs it after the build.
        executable = SAMPLE / ".build/debug/SampleWidgets"
        verify = timed([[str(executable), "test", "--root", str(root), "--out", str(out / "verify"), "--jobs", "2"]],
                       dict(env, VIGNETTE_RESOURCES=str(SAMPLE / "Sources/SampleWidgets"),
                            VIGNETTE_APP_GROUPS=str(SAMPLE / "AppGroups")), "verify")
        one = timed([test(jobs=1, report="one")], env, "one")
        shards = timed([test("--shard", "1/2", jobs=1, report="s1"), test("--shard", "2/2", jobs=1, report="s2")], env,
                       "shards")
        shutil.rmtree(root / "Snapshots", ignore_errors=True)

    figures = {
        "images": count, "loadBefore": load, "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "firstRunSeconds": first, "imagesPerSecond": count / first,
        "secondRunSeconds": second, "verifySeconds": verify, "secondOverVerify": second / verify,
        "oneJobSeconds": one, "twoShardsSeconds": shards, "twoShardsOverOne": shards / one,
        "targetMet": second / verify < 1.2 and shards / one <= 0.6, "cpuSeconds": CPU,
    }
    print(f"vignette test on Examples/WidgetPackage, {count} images (load before {' '.join(load)})")
    print(f"  first run, recording every reference   {first:.1f} s  ({count / first:.1f} images/s)")
    print(f"  second run, nothing changed            {second:.1f} s  ({second / verify:.2f}x the {verify:.1f} s of checking alone; goal < 1.2x)")
    print(f"  --jobs 1, all images                   {one:.1f} s")
    print(f"  2 shards at once, --jobs 1 each        {shards:.1f} s  ({shards / one:.2f}x; goal <= 0.6x)")
    cpu = {name: " + ".join(f"{c:.2f}" for c in values) for name, values in CPU.items()}
    print(f"  CPU seconds (user + system): second run {cpu['second']}, checking alone {cpu['verify']}, "
          f"--jobs 1 {cpu['one']}, shards {cpu['shards']}")
    print(f"  on 2 idle cores the shards would take ~{max(CPU['shards']) / CPU['one'][0]:.2f}x one run "
          f"(the costlier shard's CPU over the run's)")
    (ROOT / "out/bench").mkdir(parents=True, exist_ok=True)
    (ROOT / "out/bench/test.json").write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
