"""The fidelity driver's table, medians and Docs section: `.venv/bin/python -m unittest discover -s Tests/Fidelity`."""
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts/fidelity"))
import fidelity  # noqa: E402

ROWS = [
    dict(repository="a/one", commit="1234567", case="x", appearance="light", ssim=0.9, edges=0.8, offset=2.0,
         paired=2, unpaired=1),
    dict(repository="b/two", commit="89abcde", case="y", appearance="dark", ssim=0.7, edges=1.0, offset=None,
         paired=0, unpaired=0),
    dict(repository="b/two", commit="89abcde", case="z", appearance="light", error="not rendered"),
]


class DriverTests(unittest.TestCase):
    def test_medians_skip_unscored_rows_and_missing_offsets(self):
        m = fidelity.medians(ROWS)
        self.assertEqual((m["pairs"], m["repositories"], m["failed"]), (2, 2, 1))
        self.assertAlmostEqual(m["ssim"], 0.8)
        self.assertAlmostEqual(m["min_ssim"], 0.7)
        self.assertAlmostEqual(m["edges"], 0.9)
        self.assertEqual(m["offset"], 2.0)

    def test_table_has_a_row_per_case_and_names_the_failure(self):
        lines = fidelity.table(ROWS)
        self.assertEqual(len(lines), 2 + 3)
        self.assertEqual(lines[2], "| a/one | 1234567 | x | light | 0.900 | 0.800 | 2.0 | 2 / 1 |")
        self.assertIn("| —", lines[3])
        self.assertIn("not rendered", lines[4])

    def test_per_repository_lines(self):
        self.assertEqual(fidelity.per_repository(ROWS), [
            "- a/one: 1 pairs, median SSIM 0.900, edge overlap 0.800, box offset 2.0 pt",
            "- b/two: 1 pairs, median SSIM 0.700, edge overlap 1.000, box offset — pt",
        ])

    def test_docs_section_is_replaced_and_the_rest_kept(self):
        with tempfile.TemporaryDirectory() as folder:
            docs = Path(folder) / "Comparisons.md"
            docs.write_text("# Title\n\nBefore.\n")
            fidelity.write_docs(docs, ROWS, fidelity.medians(ROWS), "first")
            fidelity.write_docs(docs, ROWS[:1], fidelity.medians(ROWS[:1]), "second")
            text = docs.read_text()
        self.assertTrue(text.startswith("# Title\n\nBefore.\n"))
        self.assertEqual(text.count(fidelity.BEGIN), 1)
        self.assertEqual(text.count(fidelity.END), 1)
        self.assertIn("(second): 1 pairs from 1 repositories", text)
        self.assertNotIn("| b/two |", text)

    def test_a_missing_corpus_is_named(self):
        with tempfile.TemporaryDirectory() as folder:
            with self.assertRaises(SystemExit) as raised:
                fidelity.load_cases(Path(folder))
        self.assertIn(f"no corpus at {folder}: {folder}/cases.json is missing", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
