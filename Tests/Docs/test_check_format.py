"""Scripts/check-format.py on a small git tree made here: it passes formatted code, names an unformatted file and
a `try!` or `as!` in library code."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(REPO, "Scripts", "check-format.py")


class CheckFormatTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="check-format-")
        shutil.copy(os.path.join(REPO, ".swift-format"), os.path.join(self.root, ".swift-format"))
        subprocess.run(["git", "init", "-q", self.root], check=True)

    def tearDown(self):
        shutil.rmtree(self.root)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)

    def run_check(self):
        result = subprocess.run([sys.executable, SCRIPT, self.root], capture_output=True, text=True)
        return result.returncode, result.stdout

    def test_formatted_code_passes(self):
        self.write("Sources/A/Thing.swift", "struct Thing {\n    let value: Int\n}\n")
        status, output = self.run_check()
        self.assertEqual(status, 0, output)
        self.assertIn("1 Swift files read, 0 to format", output)

    def test_unformatted_code_fails_naming_file_and_line(self):
        self.write("Sources/A/Thing.swift", "struct Thing {\n    let value: Int\n}\n")
        self.write("Sources/A/Other.swift", "struct Other {\n  let value: Int\n}\n")
        status, output = self.run_check()
        self.assertEqual(status, 1)
        self.assertIn("Sources/A/Other.swift:2: not as swift format writes it", output)
        self.assertNotIn("Thing.swift", output)

    def test_generated_files_marked_ignore_are_left_alone(self):
        self.write("Sources/A/Table.swift", "// Generated.\n// swift-format-ignore-file\nlet  table = [1,2]\n")
        self.assertEqual(self.run_check()[0], 0)

    def test_forced_try_and_cast_in_sources_fail_naming_file_and_line(self):
        self.write(
            "Sources/A/Thing.swift",
            "// try! in a comment is fine\nlet a = try! load()\nlet b = value as! Int\nlet c = value as? Int\n")
        self.write("Tests/ATests/T.swift", "let a = try! load()\n")
        status, output = self.run_check()
        self.assertEqual(status, 1, output)
        self.assertIn("Sources/A/Thing.swift:2: `try!` or `as!` in library code", output)
        self.assertIn("Sources/A/Thing.swift:3: `try!` or `as!` in library code", output)
        self.assertNotIn("Thing.swift:1:", output)
        self.assertNotIn("Thing.swift:4:", output)
        self.assertNotIn("T.swift", output)


if __name__ == "__main__":
    unittest.main()
