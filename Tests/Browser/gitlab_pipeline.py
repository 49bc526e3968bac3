"""Runs the GitLab CI pipeline of Docs/CI.md on this machine, its commands read from the doc so the
two cannot drift: stages in GitLab's default order, each job's `script:` in one `bash -e` shell as
the runner runs it, `parallel: N` as N jobs with `CI_NODE_INDEX` (1…N) and `CI_NODE_TOTAL`, and
`artifacts: paths` handed to later stages. Every job starts from the package as checked out: what
the artifact paths name is removed first, then the artifacts of earlier stages are put back."""
import glob
import os
import re
import shutil
import subprocess
from pathlib import Path

DOC = Path(__file__).resolve().parents[2] / "Docs/CI.md"
STAGES = [".pre", "build", "test", "deploy", ".post"]  # GitLab's defaults


def gitlab_pipeline(doc=DOC):
    """The jobs of the first ```yaml block under '## GitLab CI', in order:
    [{"name", "stage", "parallel", "when", "script": [...], "paths": [...]}]."""
    section = doc.read_text().split("## GitLab CI", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", section, re.S).group(1)
    jobs, job, key = [], None, None
    for line in block.splitlines():
        indent, content = len(line) - len(line.lstrip()), line.strip()
        if not content:
            continue
        if indent == 0:
            job = {"name": content.rstrip(":"), "stage": "test", "parallel": 1, "when": "on_success",
                   "script": [], "paths": []}
            jobs.append(job)
            continue
        if indent == 2:
            key, _, value = content.partition(":")
            value = value.strip()
            if key == "stage":
                job["stage"] = value
            elif key == "parallel":
                job["parallel"] = int(value)
            elif key == "when":
                job["when"] = value
        elif key == "script" and content.startswith("- "):
            job["script"].append(content[2:])
        elif key == "artifacts" and content.startswith("paths:"):
            job["paths"] = [p.strip() for p in content.split("[", 1)[1].rstrip("]").split(",")]
    unknown = [j["stage"] for j in jobs if j["stage"] not in STAGES]
    if unknown:
        raise SystemExit(f"Docs/CI.md: GitLab stages {unknown} are not among {STAGES}")
    return jobs


def run_pipeline(workspace, vignette_folder, scratch, environment=None):
    """Runs every job in `workspace` (the checked-out package); returns [(job, index, exit status)].
    Artifacts are kept per stage under `scratch`."""
    shutil.rmtree(scratch, ignore_errors=True)
    jobs = gitlab_pipeline()
    named = sorted({path.rstrip("/") for job in jobs for path in job["paths"]})
    env = dict(os.environ, CI="true", GITLAB_CI="true", PATH=f"{vignette_folder}:{os.environ['PATH']}",
               **(environment or {}))
    outcomes, failed = [], False
    for stage in STAGES:
        earlier = [scratch / s for s in STAGES[: STAGES.index(stage)]]
        for job in (j for j in jobs if j["stage"] == stage):
            if failed and job["when"] != "always":
                continue
            for index in range(1, job["parallel"] + 1):
                for path in named:
                    shutil.rmtree(workspace / path, ignore_errors=True)
                for store in (s for s in earlier if s.exists()):
                    shutil.copytree(store, workspace, dirs_exist_ok=True)
                nodes = {"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(job["parallel"])}
                script = "\n".join(job["script"])
                status = subprocess.run(["bash", "-e", "-c", script], cwd=workspace,
                                        env=dict(env, **nodes) if job["parallel"] > 1 else env).returncode
                for pattern in job["paths"]:
                    for found in glob.glob(str(workspace / pattern)):
                        target = scratch / stage / Path(found).relative_to(workspace)
                        shutil.copytree(found, target, dirs_exist_ok=True)
                outcomes.append((job["name"], index, status))
                failed = failed or status != 0
    return outcomes
