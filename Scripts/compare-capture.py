#!/usr/bin/env python3
"""Measures where ink sits, in points, in a capture of a widget from iOS and in Vignette's render of it.

    Scripts/compare-capture.py CAPTURE.png RENDER.png CAPTURE_WIDTH_PT [--scale 3] [--sheet OUT.png]

CAPTURE.png is cropped to its opaque area, which is taken to be CAPTURE_WIDTH_PT points wide (a
widget's width on the device the capture came from). RENDER.png is a `vignette render` PNG, the
widget itself at --scale pixels per point. Both are read on their own background colour (the most
common one); ink is any pixel far from it. Rows of ink, split where a gap is wider than 9 pt (wider than a word space), give
boxes (x0, y0, x1, y1); each box of the capture is printed beside the render's with the difference.
Needs Pillow (`pip install pillow`). Docs/Comparisons.md has the method and the results.
"""
import argparse
from collections import Counter

from PIL import Image

GAP_PT = 9
INK = 90  # summed |ΔR| + |ΔG| + |ΔB| from the background


def opaque_crop(image):
    return image.crop(image.getchannel('A').point(lambda a: 255 if a > 200 else 0).getbbox())


def on_white(image):
    white = Image.new('RGBA', image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image)


def ink_boxes(image, scale):
    pixels = image.load()
    width, height = image.size
    samples = (pixels[x, y] for x in range(0, width, 7) for y in range(0, height, 7))
    background = Counter(p[:3] for p in samples if p[3] > 200).most_common(1)[0][0]

    def ink(x, y):
        r, g, b, a = pixels[x, y]
        return a > 200 and abs(r - background[0]) + abs(g - background[1]) + abs(b - background[2]) > INK

    inset = int(10 * scale)  # the rounded corners are not content
    xs = range(inset, width - inset)
    rows = [y for y in range(inset, height - inset) if any(ink(x, y) for x in xs)]
    bands, band = [], rows[:1]
    for y in rows[1:]:
        if y - band[-1] > 2 * scale:
            bands.append(band)
            band = [y]
        else:
            band.append(y)
    if band:
        bands.append(band)
    boxes = []
    for band in bands:
        columns = [x for x in xs if any(ink(x, y) for y in range(band[0], band[-1] + 1))]
        run = columns[:1]
        for x in columns[1:]:
            if x - run[-1] > GAP_PT * scale:
                boxes.append((run[0], band[0], run[-1], band[-1]))
                run = [x]
            else:
                run.append(x)
        boxes.append((run[0], band[0], run[-1], band[-1]))
    return [tuple(round(v / scale, 1) for v in box) for box in boxes]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('capture')
    parser.add_argument('render')
    parser.add_argument('width', type=float, help="the capture's widget width in points")
    parser.add_argument('--scale', type=float, default=3, help="the render's pixels per point (default 3)")
    parser.add_argument('--sheet', help='also write the two side by side to this PNG')
    args = parser.parse_args()
    capture = opaque_crop(Image.open(args.capture).convert('RGBA'))
    render = on_white(Image.open(args.render).convert('RGBA'))
    left = ink_boxes(capture, capture.size[0] / args.width)
    right = ink_boxes(render, args.scale)
    print(f'{"capture (pt)":34}{"render (pt)":34}render − capture')
    for i in range(max(len(left), len(right))):
        a = left[i] if i < len(left) else None
        b = right[i] if i < len(right) else None
        delta = tuple(round(q - p, 1) for p, q in zip(a, b)) if a and b else ''
        print(f'{str(a):34}{str(b):34}{delta}')
    if args.sheet:
        tall = 600
        a = capture.resize((round(capture.size[0] * tall / capture.size[1]), tall))
        b = render.resize((round(render.size[0] * tall / render.size[1]), tall))
        sheet = Image.new('RGBA', (a.size[0] + b.size[0] + 30, tall + 20), (90, 90, 90, 255))
        sheet.alpha_composite(a, (10, 10))
        sheet.alpha_composite(b, (a.size[0] + 20, 10))
        sheet.save(args.sheet)


if __name__ == '__main__':
    main()
