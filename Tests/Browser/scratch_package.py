"""A scratch copy of Examples/WidgetPackage as a git repository of two commits, shared by the
review, done-when and CI-workflow tests (Tests/Browser/ci_test.py) so they build it once.

It lives in .build/scratch-review/WidgetPackage and is kept between runs with its .build and its
review cache (.build/vignette-review: the base worktree and its own build folder), so a second
`make test` builds incrementally. Each run rewrites the same two commits:

- base: the sample package, Vignette by absolute path, and a small vignette.json matrix;
- head: one line of StepsWidget.swift changed (the title "Steps" → "Walks")."""
import json
import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "Examples/WidgetPackage"
SCRATCH = ROOT / ".build/scratch-review/WidgetPackage"
# Small and light: every widget's small and medium families, light only, on one iPhone (the changed
# widget draws two).
MATRIX = {"devices": ["iphone-16-pro-max"], "families": ["systemSmall", "systemMedium"], "appearances": ["light"]}
STEPS = "Sources/SampleWidgets/StepsWidget.swift"
CHANGE = ('Text("Steps")', 'Text("Walks")')
# The images the change makes differ, as vignette test names them.
CHANGED = {f"Snapshots/vignette-test/StepsWidget/StepsWidget_{family}_iphone-16-pro-max_ios26_light@3x.png"
           for family in ("systemSmall", "systemMedium")}


def git_environment():
    """This process's environment without the variables that point git at another repository or
    work tree (a CI job or a git hook may set them), and with the search for a repository stopped
    above the scratch folder, so git here never reaches the Vignette checkout around it."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    environment["GIT_CEILING_DIRECTORIES"] = str(SCRATCH.parent)
    return environment


def git(*args, cwd=SCRATCH, check=True):
    result = subprocess.run(["git", *args], cwd=cwd, check=check, capture_output=True, text=True,
                            env=git_environment())
    return result.stdout.strip() if check else result


def repository_state():
    """What git makes of the scratch folder: its top folder and git folder, or git's complaint."""
    result = git("rev-parse", "--show-toplevel", "--absolute-git-dir", check=False)
    return (result.stdout + result.stderr).strip()


def is_own_repository():
    top = git("rev-parse", "--show-toplevel", check=False)
    return top.returncode == 0 and Path(top.stdout.strip()).resolve() == SCRATCH.resolve()


def copy_sample():
    """The sample's files over the scratch copy, keeping .git and .build (unchanged files keep
    their times, so SwiftPM sees nothing to rebuild)."""
    for item in SCRATCH.iterdir() if SCRATCH.exists() else []:
        if item.name not in (".git", ".build"):
            shutil.rmtree(item) if item.is_dir() else item.unlink()
    shutil.copytree(SAMPLE, SCRATCH, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".build", ".swiftpm"))
    manifest = SCRATCH / "Package.swift"
    manifest.write_text(manifest.read_text().replace('let vignettePath = "../.."', f'let vignettePath = "{ROOT}"'))
    (SCRATCH / ".gitignore").write_text(".build/\n.swiftpm/\nvignette-report/\nshards/\n")
    (SCRATCH / "vignette.json").write_text(json.dumps(MATRIX, indent=2) + "\n")


def make():
    """The scratch repository at its head commit; returns (base, head) commit ids."""
    SCRATCH.mkdir(parents=True, exist_ok=True)
    if (SCRATCH / ".git").exists() and not is_own_repository():
        # Left broken by an earlier run or a copy: start the repository again (the review's
        # worktrees pointed into it, so they go too; the package's own build folder stays).
        print(f"scratch repository unusable ({repository_state()}); made again", flush=True)
        repository = SCRATCH / ".git"
        shutil.rmtree(repository) if repository.is_dir() and not repository.is_symlink() else repository.unlink()
        shutil.rmtree(SCRATCH / ".build/vignette-review", ignore_errors=True)
    if not (SCRATCH / ".git").exists():
        git("init", "-q", "-b", "main")
    git("config", "user.email", "test@vignette.invalid")
    git("config", "user.name", "Vignette test")
    git("checkout", "-q", "-f", "-B", "main")
    copy_sample()
    git("add", "-A")
    git("commit", "-q", "--allow-empty", "-m", "base: the sample package")
    base = git("rev-parse", "HEAD")
    steps = SCRATCH / STEPS
    text = steps.read_text()
    assert text.count(CHANGE[0]) == 1, f"{STEPS} no longer has exactly one {CHANGE[0]}"
    steps.write_text(text.replace(*CHANGE))
    git("commit", "-q", "-am", "head: one line of StepsWidget changed")
    return base, git("rev-parse", "HEAD")
