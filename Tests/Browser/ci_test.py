"""`vignette test` and `vignette review` on a scratch copy of the sample package (issue 31's
done-when checks), sharing one build of it (Tests/Browser/scratch_package.py):

1. the head commit changes one line of StepsWidget: `CI=1 vignette test` fails with exactly the
   changed images, in results.json, junit.xml and the Markdown summary;
2. `vignette review --base <base>` in headless chromium (Playwright): the changed images are listed
   with base, head and difference; an accept without the token is refused; accepting one writes
   its reference, and a rerun of `vignette test` then fails for the other image only;
3. `vignette test --record failed` accepts it and a rerun passes;
4. the GitHub Actions workflow and the GitLab CI pipeline of Docs/CI.md, their commands read from
   the doc, pass on the package.

Run by `make test-ci` as `.venv/bin/python Tests/Browser/ci_test.py`; the first run builds the
scratch package twice (its working tree and the review's base worktree), later ones incrementally."""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
import ci_workflow  # noqa: E402
import gitlab_pipeline  # noqa: E402
import scratch_package  # noqa: E402
from preview_support import launch  # noqa: E402
from scratch_package import CHANGED, ROOT, SCRATCH  # noqa: E402

VIGNETTE = Path(os.environ.get("VIGNETTE", ROOT / ".build/debug/vignette"))
OUT = SCRATCH / ".build/ci-test"
passed = []


def check(name):
    print(f"ok: {name}", flush=True)
    passed.append(name)


def vignette_test(*args, ci=True):
    """`vignette test` on the scratch package; returns the exit status and results.json's images."""
    env = dict(os.environ, CI="1") if ci else {k: v for k, v in os.environ.items() if k != "CI"}
    status = subprocess.run([str(VIGNETTE), "test", "--package", str(SCRATCH), "--out", str(OUT), *args], env=env).returncode
    results = json.loads((OUT / "results.json").read_text())["images"]
    return status, results


def failing(images):
    return {image["path"] for image in images if image["status"] in ("changed", "missing", "error")}


def one_line_change_fails():
    status, images = vignette_test()
    assert status == 1, f"vignette test exited with {status}, expected 1 (differences)"
    assert failing(images) == CHANGED, f"failing images {sorted(failing(images))}, expected {sorted(CHANGED)}"
    summary = (OUT / "summary.md").read_text()
    listed = set(re.findall(r"^\| `([^`]+)` \| changed \|", summary, re.M))
    assert listed == CHANGED, f"summary.md lists {sorted(listed)}"
    junit = (OUT / "junit.xml").read_text()
    assert junit.count("<failure") == len(CHANGED), junit
    check(f"a one-line view change fails vignette test with exactly its {len(CHANGED)} images "
          f"(of {len(images)}) in results.json, summary.md and junit.xml")
    return len(images)


class Review:
    """`vignette review --port 0`, its URL read from the line it prints once both sides are rendered."""

    def __init__(self, *args):
        self.process = subprocess.Popen([str(VIGNETTE), "review", "--package", str(SCRATCH), "--port", "0", *args],
                                        stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64})", line)
        if not match:
            self.stop()
            raise SystemExit(f"vignette review did not print its URL: {line!r}; "
                             f"git in the scratch package: {scratch_package.repository_state()}")
        self.url = match.group(1)

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def review(browser, base):
    small, medium = sorted(CHANGED, key=lambda p: "systemMedium" in p)
    reference = SCRATCH / small
    before = reference.read_bytes()
    server = Review("--base", base)
    try:
        page = browser.new_page()
        page.goto(server.url)
        rows = page.locator(".change")
        expect(rows).to_have_count(len(CHANGED), timeout=30000)
        ids = {rows.nth(i).get_attribute("data-id") for i in range(len(CHANGED))}
        assert ids == {"vignette-test/StepsWidget/" + Path(p).stem for p in CHANGED}, ids
        expect(page.locator('.change[data-kind="changed"]')).to_have_count(len(CHANGED))
        for image in page.locator(".change img").all():
            page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle(), timeout=30000)
        assert page.locator(".change img").count() == 3 * len(CHANGED)
        check("vignette review lists the changed images with base, head and difference")

        refused = page.request.post(server.url.split("?")[0] + "api/review/accept",
                                    data=json.dumps({"ids": ["vignette-test/StepsWidget/" + Path(small).stem]}),
                                    headers={"Content-Type": "application/json"})
        assert refused.status == 403 and "token" in refused.text(), (refused.status, refused.text())
        assert reference.read_bytes() == before
        check("an accept without the token is refused and writes nothing")

        row = page.locator(f'.change[data-id="vignette-test/StepsWidget/{Path(small).stem}"]')
        row.locator("button.accept").click()
        expect(row).to_have_class(re.compile(r"\baccepted\b"), timeout=10000)
        assert reference.read_bytes() != before, "the accepted reference was not written"
        assert (SCRATCH / medium).exists()
        check("accepting one image writes its reference into the package's Snapshots/")
    finally:
        server.stop()
    status, images = vignette_test()
    assert status == 1 and failing(images) == {medium}, (status, sorted(failing(images)))
    check("after the accept, vignette test fails for the other image only (the accepted reference is the head's)")


def bad_revision():
    # As a git hook or a CI job might run it: git's variables pointing at the Vignette checkout
    # around the package, which the review must not follow.
    hook = dict(os.environ, GIT_DIR=str(ROOT / ".git"), GIT_WORK_TREE=str(ROOT))
    for env, how in ((None, ""), (hook, " (GIT_DIR and GIT_WORK_TREE set elsewhere)")):
        result = subprocess.run([str(VIGNETTE), "review", "--package", str(SCRATCH), "--base", "no-such-branch", "--list"],
                                capture_output=True, text=True, env=env)
        assert result.returncode == 2 and "--base 'no-such-branch': no such revision" in result.stderr, result.stderr
        assert f"no such revision in {SCRATCH.resolve()} " in result.stderr, \
            (f"the review{how} looked outside the scratch repository: {result.stderr.strip()}; "
             f"git there: {scratch_package.repository_state()}")
    check("vignette review --base naming no revision is a clear error naming the package's repository, "
          "whatever GIT_DIR says")


def record_failed(count):
    status, images = vignette_test("--record", "failed", ci=False)
    assert status == 0 and sum(i["status"] == "recorded" for i in images) == 1, (status, images)
    status, images = vignette_test()
    assert status == 0 and len(images) == count and not failing(images), status
    assert "Every image matches its reference." in (OUT / "summary.md").read_text()
    check("vignette test --record failed accepts the change and a rerun passes")


def workflow(count):
    with tempfile.TemporaryDirectory(prefix="vignette-ci-") as folder:
        for path in ("vignette-report", "shards"):
            subprocess.run(["rm", "-rf", str(SCRATCH / path)], check=True)
        outcomes, summary = ci_workflow.run_workflow(SCRATCH, VIGNETTE.parent, Path(folder) / "runner")
        bad = [o for o in outcomes if o[2] != 0]
        assert not bad, f"workflow steps failed: {bad}"
        merged = Path(folder) / "runner/artifacts/vignette-report"
        cases = (merged / "junit.xml").read_text().count("<testcase ")
        assert cases == count, f"the merged junit.xml has {cases} cases, a run without shards {count}"
        assert (merged / "index.html").exists() and "Every image matches its reference." in summary, summary
        runs = sum(1 for o in outcomes if o[1] == "Snapshot tests")
        check(f"Docs/CI.md's GitHub Actions workflow runs here: {runs} shards, merge, summary ({len(outcomes)} steps)")


def pipeline(count):
    with tempfile.TemporaryDirectory(prefix="vignette-gitlab-") as folder:
        outcomes = gitlab_pipeline.run_pipeline(SCRATCH, VIGNETTE.parent, Path(folder) / "artifacts")
        bad = [o for o in outcomes if o[2] != 0]
        assert not bad, f"pipeline jobs failed: {bad}"
        merged = SCRATCH / "vignette-report/merged"
        cases = (merged / "junit.xml").read_text().count("<testcase ")
        assert cases == count, f"the merged junit.xml has {cases} cases, a run without shards {count}"
        shards = sum(1 for o in outcomes if o[0] == "snapshots")
        check(f"Docs/CI.md's GitLab CI pipeline runs here: {shards} parallel jobs, then the merge")


def main():
    base, _ = scratch_package.make()
    count = one_line_change_fails()
    bad_revision()
    with sync_playwright() as playwright:
        browser = launch(playwright)
        try:
            review(browser, base)
        finally:
            browser.close()
    record_failed(count)
    workflow(count)
    pipeline(count)
    print(f"{len(passed)} passed, 0 failed")


if __name__ == "__main__":
    main()
