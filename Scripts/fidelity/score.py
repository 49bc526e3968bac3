"""How alike two renders of one view are: SSIM, edge overlap and ink-box offsets.

Both images are composited over the background colour the host showed (white in light mode,
black in dark), then compared at full size, pixel for pixel; they must have the same size.

- SSIM: Wang, Bovik, Sheikh & Simoncelli (2004), "Image quality assessment: from error
  visibility to structural similarity", on luminance (ITU-R BT.601 luma, 0-255) with the paper's
  11-tap Gaussian window (sigma 1.5), K1 = 0.01, K2 = 0.03; the mean over the whole image.
- Edge overlap: Sobel gradient magnitude of the luminance above 48 (of 255 x 4, the Sobel gain)
  marks edge pixels in each image. Precision is the share of the render's edge pixels within
  one pixel of a reference edge pixel, recall the reverse, and the overlap their harmonic mean
  (F1). Two images without edges overlap 1.0.
- Ink boxes: pixels farther than 64 (sum of |dR|+|dG|+|dB|) from the background are ink; ink
  closed over horizontal gaps up to 8 pt (a word space up to large-title sizes), so a line of text is
  one component, the same at an image's edge as inside it (the closing runs on the image padded with
  background, so the image's border does not cut a bridge short); components under 2 pt on a side or under 4 pt on both (the dot of an i) are dropped.
  Boxes are paired as groups, so a line closed into one box in one image and split at a wider word
  or column gap in the other is still one pair: a reference box and a render box are linked when
  they overlap horizontally and share at least half the taller one's height, and each connected
  group of linked boxes compares the union of its reference boxes with the union of its render
  boxes (one box each in the usual case). A group pairs when those unions' intersection over union
  is at least 0.3; its offset is the largest of their four edge differences, in points.
  `max_box_offset` is the largest offset over the pairs; boxes in no pair (a line that wraps
  elsewhere, a shape drawn only in one image) are counted, not measured.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image
from scipy import ndimage

BACKGROUNDS = {False: (255, 255, 255), True: (0, 0, 0)}
MIN_IOU = 0.3


@dataclass
class Score:
    ssim: float
    edge_overlap: float
    max_box_offset: float | None  # points; None when no box pairs
    paired_boxes: int
    unpaired_boxes: int


def flatten(image: Image.Image, dark: bool = False) -> np.ndarray:
    """RGB float array of `image` composited over the host's background."""
    rgba = image.convert("RGBA")
    base = Image.new("RGBA", rgba.size, BACKGROUNDS[dark] + (255,))
    return np.asarray(Image.alpha_composite(base, rgba).convert("RGB"), dtype=np.float64)


def luminance(rgb: np.ndarray) -> np.ndarray:
    """ITU-R BT.601 luma, as Pillow's "L" mode computes it."""
    return rgb[..., 0] * 0.299 + rgb[..., 1] * 0.587 + rgb[..., 2] * 0.114


def ssim(a: np.ndarray, b: np.ndarray) -> float:
    """Mean SSIM of two luminance arrays (0-255) with an 11-tap Gaussian window, sigma 1.5."""
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2

    def blur(x: np.ndarray) -> np.ndarray:
        return ndimage.gaussian_filter(x, sigma=1.5, truncate=3.5, mode="reflect")

    mu_a, mu_b = blur(a), blur(b)
    var_a = blur(a * a) - mu_a ** 2
    var_b = blur(b * b) - mu_b ** 2
    cov = blur(a * b) - mu_a * mu_b
    index = ((2 * mu_a * mu_b + c1) * (2 * cov + c2)) / ((mu_a ** 2 + mu_b ** 2 + c1) * (var_a + var_b + c2))
    return float(index.mean())


def edges(lum: np.ndarray) -> np.ndarray:
    """Edge pixels: Sobel magnitude above 48 (a step of about 12 of 255 between neighbours)."""
    gx = ndimage.sobel(lum, axis=1, mode="nearest")
    gy = ndimage.sobel(lum, axis=0, mode="nearest")
    return np.hypot(gx, gy) > 48


def edge_overlap(a: np.ndarray, b: np.ndarray) -> float:
    """F1 of edge pixels matched within one pixel (8-neighbourhood)."""
    ea, eb = edges(a), edges(b)
    if not ea.any() and not eb.any():
        return 1.0
    if not ea.any() or not eb.any():
        return 0.0
    near_a = ndimage.binary_dilation(ea, structure=np.ones((3, 3), bool))
    near_b = ndimage.binary_dilation(eb, structure=np.ones((3, 3), bool))
    precision = (eb & near_a).sum() / eb.sum()
    recall = (ea & near_b).sum() / ea.sum()
    return float(2 * precision * recall / (precision + recall)) if precision + recall else 0.0


def ink_boxes(rgb: np.ndarray, scale: float, dark: bool = False) -> list[tuple[float, float, float, float]]:
    """Boxes (x0, y0, x1, y1) in points of the ink components (module docstring)."""
    background = np.array(BACKGROUNDS[dark], dtype=np.float64)
    ink = np.abs(rgb - background).sum(axis=2) > 64
    gap = max(1, round(8 * scale))
    # Padded with background first: scipy's erosion counts pixels past the edge as background, so
    # unpadded, a gap bridged within half the closing's width of an edge was left one column short of
    # the ink beside it, and the box grew toward the edge over empty pixels (DoorDash's 10.0 pt).
    padded = np.pad(ink, ((0, 0), (gap, gap)))
    closed = ndimage.binary_closing(padded, structure=np.ones((1, gap + 1), bool))[:, gap:-gap]
    labels, _ = ndimage.label(closed | ink, structure=np.ones((3, 3), bool))
    boxes = []
    for rows, cols in ndimage.find_objects(labels):
        x0, x1, y0, y1 = cols.start / scale, cols.stop / scale, rows.start / scale, rows.stop / scale
        if min(x1 - x0, y1 - y0) >= 2 and max(x1 - x0, y1 - y0) >= 4:
            boxes.append((x0, y0, x1, y1))
    return boxes


def iou(a, b) -> float:
    ix = max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
    iy = max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
    return inter / union if union else 0.0


def linked(a, b) -> bool:
    """Whether two boxes of the two images are one line's: they overlap horizontally and share at
    least half the taller one's height (so a frame around text is not linked with the text)."""
    overlap_y = min(a[3], b[3]) - max(a[1], b[1])
    return min(a[2], b[2]) > max(a[0], b[0]) and overlap_y >= 0.5 * max(a[3] - a[1], b[3] - b[1])


def union(boxes: list) -> tuple[float, float, float, float]:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def box_offsets(reference: list, render: list) -> tuple[list[float], int]:
    """Offsets in points of the paired groups (module docstring), and how many boxes are in none."""
    parent = list(range(len(reference) + len(render)))

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    for i, r in enumerate(reference):
        for j, s in enumerate(render):
            if linked(r, s):
                parent[root(i)] = root(len(reference) + j)
    groups: dict[int, tuple[list, list]] = {}
    for k in range(len(parent)):
        side = 0 if k < len(reference) else 1
        box = reference[k] if side == 0 else render[k - len(reference)]
        groups.setdefault(root(k), ([], []))[side].append(box)
    offsets, unpaired = [], 0
    for refs, rens in groups.values():
        if refs and rens and iou(union(refs), union(rens)) >= MIN_IOU:
            offsets.append(max(abs(p - q) for p, q in zip(union(refs), union(rens))))
        else:
            unpaired += len(refs) + len(rens)
    return sorted(offsets), unpaired


def score(reference: Image.Image, render: Image.Image, scale: float, dark: bool = False) -> Score:
    """Scores `render` against `reference`; both at `scale` pixels per point, the same size."""
    if reference.size != render.size:
        raise ValueError(f"sizes differ: reference {reference.size[0]}x{reference.size[1]} px, "
                         f"render {render.size[0]}x{render.size[1]} px")
    ref_rgb, ren_rgb = flatten(reference, dark), flatten(render, dark)
    ref_lum, ren_lum = luminance(ref_rgb), luminance(ren_rgb)
    offsets, unpaired = box_offsets(ink_boxes(ref_rgb, scale, dark), ink_boxes(ren_rgb, scale, dark))
    return Score(ssim=ssim(ref_lum, ren_lum), edge_overlap=edge_overlap(ref_lum, ren_lum),
                 max_box_offset=max(offsets) if offsets else None,
                 paired_boxes=len(offsets), unpaired_boxes=unpaired)
