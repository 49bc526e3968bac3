"""Scripts/check-docs.py on small trees made here: each check fails on the fault it is for."""

import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(REPO, "Scripts", "check-docs.py")


class CheckDocsTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="check-docs-")
        self.write("Docs/Guide.md", "# Guide\n\n## Two words\n")
        self.write("Sources/Core/Thing.swift", "/// A thing.\npublic struct Thing {}\n")

    def tearDown(self):
        shutil.rmtree(self.root)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(textwrap.dedent(text))

    def run_check(self):
        result = subprocess.run([sys.executable, SCRIPT, self.root], capture_output=True, text=True)
        return result.returncode, result.stdout

    def test_good_links_and_paths_pass(self):
        self.write("README.md", "See [the guide](Docs/Guide.md#two-words) and `Sources/Core/Thing.swift`.\n"
                                "```\n[not a link](Nowhere.md)\n```\n[web](https://example.com/x.md)\n")
        self.assertEqual(self.run_check(), (0, ""))

    def test_broken_link_fails_naming_file_line_and_target(self):
        self.write("README.md", "Intro.\n\nSee [the guide](Docs/Gide.md).\n")
        status, out = self.run_check()
        self.assertEqual(status, 1)
        self.assertEqual(out.strip(), "README.md:3: link to 'Docs/Gide.md': no such file")

    def test_missing_heading_fails(self):
        self.write("Docs/Other.md", "[back](Guide.md#three-words)\n")
        status, out = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Docs/Other.md:1: link to 'Guide.md#three-words': no heading '#three-words' in Docs/Guide.md", out)

    def test_moved_file_cited_in_a_swift_comment_fails(self):
        self.write("Sources/Core/Use.swift", "// Drawn as `Sources/Core/Old.swift` does.\nlet x = 1\n")
        status, out = self.run_check()
        self.assertEqual(status, 1)
        self.assertEqual(out.strip(), "Sources/Core/Use.swift:1: 'Sources/Core/Old.swift': no such file or folder")

    def test_other_repositories_paths_and_placeholders_pass(self):
        self.write("Docs/Sources.md", "From `Sources/OpenSwiftUICore/Layout/Stack.swift`; yours in `Sources/MyWidget`;"
                                      " `Docs/<Page>.md`.\n")
        self.assertEqual(self.run_check(), (0, ""))

    def test_index_must_link_every_page(self):
        self.write("Docs/README.md", "[Guide](Guide.md)\n")
        self.assertEqual(self.run_check(), (0, ""))
        self.write("Docs/Sub/New.md", "# New\n")
        status, out = self.run_check()
        self.assertEqual(status, 1)
        self.assertEqual(out.strip(), "Docs/README.md: does not link Docs/Sub/New.md (the index links every page)")

    def test_coverage_figure_must_be_what_the_script_prints(self):
        os.makedirs(os.path.join(self.root, "Scripts"))
        shutil.copy(os.path.join(REPO, "Scripts", "doc-coverage.py"), os.path.join(self.root, "Scripts"))
        self.write("README.md", "1 of 1 are documented (100.0%).\n")
        self.assertEqual(self.run_check(), (0, ""))
        self.write("README.md", "2 of 2 are documented (100.0%).\n")
        status, out = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("README.md:1: states '2 of 2 are documented (100.0%)'; Scripts/doc-coverage.py prints 1 of 1 (100.0%)", out)


if __name__ == "__main__":
    unittest.main()
