"""Runs the GitHub Actions workflow of Docs/CI.md on this machine, its commands read from the doc
so the two cannot drift: every job's `run:` steps in bash as the runner runs them (`bash -e`),
`${{ matrix.X }}` filled for each matrix value, and the `uses:` steps the workflow names emulated
(checkout: the package folder itself; cache: nothing; upload-artifact and download-artifact:
copies through a local folder, download with `pattern` into `<path>/<artifact name>` as v4 does)."""
import fnmatch
import os
import re
import shutil
import subprocess
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "Docs/CI.md"


def github_workflow(doc=DOC):
    """The jobs of the first ```yaml block under '## GitHub Actions': {job: {"matrix": {...}, "steps": [...]}}."""
    text = doc.read_text()
    section = text.split("## GitHub Actions", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", section, re.S).group(1)
    jobs, job, step, in_with = {}, None, None, False
    for line in block.splitlines():
        indent = len(line) - len(line.lstrip())
        content = line.strip()
        if indent == 2 and content.endswith(":") and content != "jobs:":
            job, step = jobs.setdefault(content[:-1], {"matrix": {}, "steps": []}), None
            continue
        if job is None or not content:
            continue
        if match := re.match(r"(\w+): \[(.*)\]$", content):
            if indent == 8:  # strategy.matrix.<key>: [values]
                job["matrix"][match.group(1)] = [v.strip() for v in match.group(2).split(",")]
                continue
        if indent < 6:  # runs-on, needs, strategy: the runner's business
            continue
        if content.startswith("- "):
            step = {"with": {}}
            job["steps"].append(step)
            content, in_with = content[2:], False
        if step is None:
            continue
        key, _, value = content.partition(": ")
        if content == "with:":
            in_with = True
        elif in_with and indent >= 10:
            step["with"][key] = value
        else:
            in_with = False
            step[key] = value
    return jobs


def run_workflow(workspace, vignette_folder, scratch, environment=None):
    """Runs every job of the doc's workflow in order; returns [(job, step, exit status)] and the step summary text.
    `workspace` is the checked-out package; other jobs run in fresh folders under `scratch`."""
    artifacts = scratch / "artifacts"
    shutil.rmtree(scratch, ignore_errors=True)
    artifacts.mkdir(parents=True)
    summary = scratch / "step-summary.md"
    summary.write_text("")
    env = dict(os.environ, CI="true", GITHUB_ACTIONS="true", GITHUB_STEP_SUMMARY=str(summary),
               PATH=f"{vignette_folder}:{os.environ['PATH']}", **(environment or {}))
    outcomes = []
    for name, job in github_workflow().items():
        values = job["matrix"].get("shard", [None])
        for value in values:
            checkout = any(s.get("uses", "").startswith("actions/checkout") for s in job["steps"])
            folder = workspace if checkout else scratch / f"job-{name}-{value}"
            folder.mkdir(parents=True, exist_ok=True)
            failed = False
            for step in job["steps"]:
                fill = lambda s: s.replace("${{ matrix.shard }}", str(value))  # noqa: E731
                if failed and step.get("if") != "always()":
                    continue
                status = 0
                uses, given = step.get("uses", ""), {k: fill(v) for k, v in step["with"].items()}
                if "run" in step:
                    status = subprocess.run(["bash", "-e", "-c", fill(step["run"])], cwd=folder, env=env).returncode
                elif uses.startswith("actions/upload-artifact"):
                    shutil.copytree(folder / given["path"], artifacts / given["name"], dirs_exist_ok=True)
                elif uses.startswith("actions/download-artifact"):
                    for artifact in sorted(artifacts.iterdir()):
                        if fnmatch.fnmatch(artifact.name, given["pattern"]):
                            shutil.copytree(artifact, folder / given["path"] / artifact.name, dirs_exist_ok=True)
                elif not uses.startswith(("actions/checkout", "actions/cache")):
                    raise SystemExit(f"Docs/CI.md: the workflow uses {uses}, which this test does not emulate")
                outcomes.append((name, fill(step.get("name", uses)), status))
                failed = failed or status != 0
    return outcomes, summary.read_text()
