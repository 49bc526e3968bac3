"""The fidelity scorer on synthetic pairs: `.venv/bin/python -m unittest discover -s Tests/Fidelity`."""
import sys
import unittest
from pathlib import Path

from PIL import Image, ImageDraw

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Scripts/fidelity"))
from score import box_offsets, ink_boxes, flatten, score  # noqa: E402

SCALE = 2


def card(dx_pt: float = 0, dark: bool = False) -> Image.Image:
    """A 100 x 60 pt card at 2x: a grey rule, and a black 'word' shifted by dx_pt."""
    image = Image.new("RGBA", (200, 120), (0, 0, 0, 255) if dark else (255, 255, 255, 255))
    draw = ImageDraw.Draw(image)
    ink = (255, 255, 255, 255) if dark else (0, 0, 0, 255)
    x = round(dx_pt * SCALE)
    # Three "letters" 2 pt apart close into one word box: 20..36 x 20..32 pt.
    for left in (20, 26, 32):
        draw.rectangle([(left * SCALE + x, 20 * SCALE), ((left + 4) * SCALE + x - 1, 32 * SCALE - 1)], fill=ink)
    draw.rectangle([(10 * SCALE, 45 * SCALE), (90 * SCALE - 1, 47 * SCALE - 1)], fill=(128, 128, 128, 255))
    return image


class ScoreTests(unittest.TestCase):
    def test_identical_images_score_one(self):
        s = score(card(), card(), SCALE)
        self.assertAlmostEqual(s.ssim, 1.0, places=9)
        self.assertEqual(s.edge_overlap, 1.0)
        self.assertEqual(s.max_box_offset, 0.0)
        self.assertEqual((s.paired_boxes, s.unpaired_boxes), (2, 0))

    def test_shifted_image_scores_lower_and_its_box_offset_is_measured(self):
        s = score(card(), card(dx_pt=3), SCALE)
        self.assertLess(s.ssim, 0.95)
        # The letters' vertical edges no longer meet; the rule's and the letters' tops still do.
        self.assertLess(s.edge_overlap, 0.9)
        self.assertAlmostEqual(s.max_box_offset, 3.0, places=6)
        self.assertEqual((s.paired_boxes, s.unpaired_boxes), (2, 0))

    def test_half_point_shift_is_read_to_the_pixel_and_edges_tolerate_one_pixel(self):
        s = score(card(), card(dx_pt=0.5), SCALE)
        self.assertAlmostEqual(s.max_box_offset, 0.5, places=6)
        self.assertEqual(s.edge_overlap, 1.0)
        self.assertLess(s.ssim, 1.0)

    def test_letters_close_into_one_word_box_in_points(self):
        boxes = ink_boxes(flatten(card()), SCALE)
        self.assertEqual(sorted(boxes), [(10.0, 45.0, 90.0, 47.0), (20.0, 20.0, 36.0, 32.0)])

    def test_a_line_split_at_a_wider_gap_pairs_as_one_group(self):
        # Bitwarden's style guide: two columns 8 pt apart close into one box in one image and stay
        # two in the other; the line is one pair, measured by the unions (1 pt here), not 53 pt.
        merged = [(195.0, 632.0, 331.0, 643.0)]
        split = [(196.0, 632.0, 241.7, 643.0), (250.0, 632.7, 330.0, 643.0)]
        self.assertEqual(box_offsets(merged, split), ([1.0], 0))
        self.assertEqual(box_offsets(split, merged), ([1.0], 0))

    def test_a_frame_is_not_grouped_with_the_text_inside_it(self):
        frame, text = (10.0, 10.0, 90.0, 60.0), (20.0, 30.0, 60.0, 42.0)
        offsets, unpaired = box_offsets([frame, text], [frame, (21.0, 30.0, 61.0, 42.0)])
        self.assertEqual((offsets, unpaired), ([0.0, 1.0], 0))

    def test_a_gap_bridged_near_the_image_edge_is_measured_as_inside(self):
        # DoorDash's `test_modify` at 1x: a 1 pt border's side at x = 2 in one image and x = 4 in the
        # other, a line of text 8 pt inside it in both. The closing joins each line to its border, so
        # the two images differ by the 2 pt shift and nothing else. Before the closing ran on a padded
        # image, the erosion at x = 2 stopped a column short: the border stayed a box of its own and the
        # line's box began at x = 4, over empty pixels (10.0 pt in the corpus); here nothing paired.
        def framed(x: int) -> Image.Image:
            image = Image.new("RGBA", (120, 60), (255, 255, 255, 255))
            draw = ImageDraw.Draw(image)
            draw.rectangle([(x, 5), (x, 54)], fill=(0, 0, 255, 255))
            draw.rectangle([(x + 9, 20), (x + 60, 35)], fill=(0, 0, 0, 255))
            return image

        self.assertEqual(ink_boxes(flatten(framed(2)), 1), [(2.0, 5.0, 63.0, 55.0)])
        s = score(framed(4), framed(2), 1)
        self.assertEqual((s.max_box_offset, s.paired_boxes, s.unpaired_boxes), (2.0, 1, 0))

    def test_boxes_on_other_lines_stay_unpaired(self):
        self.assertEqual(box_offsets([(0.0, 0.0, 50.0, 10.0)], [(0.0, 20.0, 50.0, 30.0)]), ([], 2))

    def test_dark_pairs_are_read_over_black(self):
        s = score(card(dark=True), card(dx_pt=1, dark=True), SCALE, dark=True)
        self.assertAlmostEqual(s.max_box_offset, 1.0, places=6)

    def test_transparent_pixels_take_the_host_background(self):
        clear = Image.new("RGBA", (200, 120), (0, 0, 0, 0))
        white = Image.new("RGBA", (200, 120), (255, 255, 255, 255))
        self.assertAlmostEqual(score(white, clear, SCALE).ssim, 1.0, places=9)

    def test_sizes_must_match(self):
        with self.assertRaisesRegex(ValueError, "sizes differ: reference 200x120 px, render 100x60 px"):
            score(card(), card().resize((100, 60)), SCALE)


if __name__ == "__main__":
    unittest.main()
