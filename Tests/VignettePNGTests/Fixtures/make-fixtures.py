#!/usr/bin/env python3
"""Writes the PNG decoder's fixtures: one small image for each colour type, bit depth,
tRNS use and interlacing, rows filtered with every filter type in turn, and next to each
the straight RGBA bytes Cairo's reader gives for it (<name>.rgba). Run it from this folder;
the output is the same on every run."""
import random, struct, zlib

WIDTH, HEIGHT = 13, 11
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def filtered(row, above, kind, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        left = row[i - bpp] if i >= bpp else 0
        up = above[i] if above else 0
        up_left = above[i - bpp] if above and i >= bpp else 0
        predictor = [0, left, up, (left + up) // 2, paeth(left, up, up_left)][kind]
        out.append((x - predictor) & 0xFF)
    return out


def pack(samples, depth):
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, bits, count = bytearray(), 0, 0
    for s in samples:
        bits, count = bits << depth | s, count + depth
        if count == 8:
            out.append(bits); bits, count = 0, 0
    if count:
        out.append(bits << (8 - count))
    return bytes(out)


def through_cairo(r, g, b, a):
    if a == 255: return (r, g, b, a)
    if a == 0: return (0, 0, 0, 0)
    def pre(c):
        t = a * c + 0x80
        return (t + (t >> 8)) >> 8
    return tuple(min(255, (pre(c) * 255 + a // 2) // a) for c in (r, g, b)) + (a,)


def make(name, colour, depth, interlace=0, trns=False, seed=1):
    rng = random.Random(seed)
    top = (1 << depth) - 1
    palette = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(min(top + 1, 40))]
    limit = len(palette) - 1 if colour == 3 else top
    pixels = [[[rng.randint(0, limit) for _ in range(CHANNELS[colour])] for _ in range(WIDTH)] for _ in range(HEIGHT)]
    key = pixels[3][4][:]  # a colour that occurs, for tRNS of grey and RGB
    for y, x in [(0, 0), (5, 7), (10, 12)]:
        pixels[y][x] = key[:]
    alphas = [rng.choice([0, 1, 77, 128, 254, 255]) for _ in range(len(palette) // 2)]
    body = b""
    if colour == 3:
        body += chunk(b"PLTE", bytes(c for entry in palette for c in entry))
    if trns:
        body += chunk(b"tRNS", bytes(alphas) if colour == 3 else b"".join(struct.pack(">H", k) for k in key))
    raw, kind = bytearray(), 0
    for x0, y0, dx, dy in (ADAM7 if interlace else [(0, 0, 1, 1)]):
        above = None
        for y in range(y0, HEIGHT, dy):
            row = pack([s for x in range(x0, WIDTH, dx) for s in pixels[y][x]], depth)
            if not row: break
            raw += filtered(row, above, kind % 5, max(1, CHANNELS[colour] * depth // 8))
            above, kind = row, kind + 1
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, depth, colour, 0, 0, interlace)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + body
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    eight = lambda s: s >> 8 if depth == 16 else s * 255 // top
    expected = bytearray()
    has_alpha = colour in (4, 6) or trns
    for y in range(HEIGHT):
        for x in range(WIDTH):
            s = pixels[y][x]
            if colour == 3:
                r, g, b = palette[s[0]]
                a = alphas[s[0]] if trns and s[0] < len(alphas) else 255
            elif colour in (0, 4):
                r = g = b = eight(s[0])
                a = eight(s[1]) if colour == 4 else (0 if trns and s == key else 255)
            else:
                r, g, b = (eight(c) for c in s[:3])
                a = eight(s[3]) if colour == 6 else (0 if trns and s == key else 255)
            expected += bytes(through_cairo(r, g, b, a) if has_alpha else (r, g, b, 255))
    open(name + ".png", "wb").write(png)
    open(name + ".rgba", "wb").write(expected)


for depth in (1, 2, 4, 8, 16):
    make(f"grey{depth}", 0, depth, seed=depth)
for depth in (2, 8, 16):
    make(f"grey{depth}-trns", 0, depth, trns=True, seed=10 + depth)
for depth in (1, 2, 4, 8):
    make(f"palette{depth}", 3, depth, seed=20 + depth)
    make(f"palette{depth}-trns", 3, depth, trns=True, seed=30 + depth)
for depth in (8, 16):
    make(f"rgb{depth}", 2, depth, seed=40 + depth)
    make(f"rgb{depth}-trns", 2, depth, trns=True, seed=50 + depth)
    make(f"greyalpha{depth}", 4, depth, seed=60 + depth)
    make(f"rgba{depth}", 6, depth, seed=70 + depth)
make("rgba8-adam7", 6, 8, interlace=1, seed=80)
make("palette4-trns-adam7", 3, 4, interlace=1, trns=True, seed=81)
make("grey1-adam7", 0, 1, interlace=1, seed=82)
make("rgb16-trns-adam7", 2, 16, interlace=1, trns=True, seed=83)
