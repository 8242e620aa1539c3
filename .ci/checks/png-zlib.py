#!/usr/bin/env python3
"""Checks the Swift PNG encoder against an independent decoder: Python's standard zlib.

Usage: png-zlib.py PATH/TO/generate-resources

Python makes the inputs (noise, flat colour, gradients, 1x1 and odd sizes, both colour types,
inputs over 64 KiB), the Swift tool encodes them (`encode`, `zlib`), and this script decodes the
results with zlib.decompress plus its own PNG chunk reader and row unfiltering (only zlib and
struct), and requires every byte back exactly. The encoder writes stored (uncompressed) deflate
blocks: this script walks the blocks itself, requires each to be stored and at most 65,535 bytes,
and the file to be exactly as large as that format makes it. It also decodes the committed angle
masks (compressed once, kept as they are) and compares them with the documented formula computed
here with math.atan2, printing their sizes against raw and against zlib -9.
"""
import math
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib

TOOL = sys.argv[1]
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
failures = []
block_counts = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("  FAIL:", message)


def read_png(data):
    """Returns (width, height, colour type, pixels, filtered bytes, chunk types)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
    offset, idat, chunks, header = 8, b"", [], None
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        assert zlib.crc32(kind + body) == crc, "CRC of %r" % kind
        chunks.append(kind.decode())
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, compression, filter_method, interlace = header
    assert (depth, compression, filter_method, interlace) == (8, 0, 0, 0), header
    bpp = {4: 2, 6: 4}[colour]
    stride = width * bpp
    filtered = zlib.decompress(idat)  # checks the zlib header and the Adler-32
    assert len(filtered) == height * (stride + 1), "filtered size"
    pixels, above = bytearray(), bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = filtered[start]
        row = bytearray(filtered[start + 1:start + 1 + stride])
        for x in range(stride):
            a = row[x - bpp] if x >= bpp else 0
            b = above[x]
            c = above[x - bpp] if x >= bpp else 0
            if kind == 0:
                p = 0
            elif kind == 1:
                p = a
            elif kind == 2:
                p = b
            elif kind == 3:
                p = (a + b) // 2
            elif kind == 4:
                e = a + b - c
                pa, pb, pc = abs(e - a), abs(e - b), abs(e - c)
                p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            else:
                raise AssertionError("filter type %d" % kind)
            row[x] = (row[x] + p) & 0xFF
        pixels += row
        above = row
    return width, height, colour, bytes(pixels), filtered, chunks


def stored_blocks(stream):
    """The lengths of the deflate blocks of a zlib stream, which must all be stored blocks
    (RFC 1951 3.2.4: BTYPE 00, byte-aligned LEN and its complement NLEN), the last one final."""
    cmf, flg = stream[0], stream[1]
    assert cmf & 0x0F == 8 and (cmf * 256 + flg) % 31 == 0 and not flg & 0x20, "zlib header %02x %02x" % (cmf, flg)
    offset, lengths, final = 2, [], False
    while not final:
        header = stream[offset]
        final, kind = header & 1, (header >> 1) & 3
        assert kind == 0, "block %d is of type %d, not stored" % (len(lengths), kind)
        length, complement = struct.unpack("<HH", stream[offset + 1:offset + 5])
        assert length == complement ^ 0xFFFF, "stored block %d: LEN/NLEN" % len(lengths)
        lengths.append(length)
        offset += 5 + length
    assert offset + 4 == len(stream), "%d bytes after the final block, not 4 (Adler-32)" % (len(stream) - offset)
    return lengths


def run_tool(folder, data, *arguments):
    """Runs the Swift tool with `arguments`, then an input file holding `data` and an output file
    (both in `folder`); returns its output line, the lengths of the stored blocks and the output
    file's bytes."""
    in_path, out_path = os.path.join(folder, "in"), os.path.join(folder, "out")
    with open(in_path, "wb") as f:
        f.write(data)
    result = subprocess.run([TOOL, *arguments, in_path, out_path], capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError("tool failed: %s" % result.stderr.strip())
    line = result.stdout.strip()
    with open(out_path, "rb") as f:
        return line, f.read()


# ---------------------------------------------------------------- images
def noise(count, seed):
    return random.Random(seed).randbytes(count)


def gradient(width, height, channels):
    out = bytearray()
    for y in range(height):
        for x in range(width):
            values = [x * 255 // max(width - 1, 1), y * 255 // max(height - 1, 1),
                      (x * 3 + y * 5) % 256, 255 - (x * 200 // max(width, 1))]
            out += bytes(values) if channels == 4 else bytes([values[0], values[3]])
    return bytes(out)


def hud_like(side):
    """A dark rounded square with a soft ring on a transparent background, like a snapshot."""
    out = bytearray()
    c = side / 2
    for y in range(side):
        for x in range(side):
            dx, dy = abs(x + 0.5 - c), abs(y + 0.5 - c)
            corner = math.hypot(max(dx - side * 0.3, 0), max(dy - side * 0.3, 0))
            bezel = max(0.0, min(1.0, side * 0.1 - corner + 0.5)) if max(dx, dy) < side * 0.4 + 1 else 0.0
            ring = max(0.0, min(1.0, side * 0.02 - abs(math.hypot(dx, dy) - side * 0.15) + 0.5))
            alpha = max(bezel * 0.8, ring)
            grey = int(255 * ring + 30 * (1 - ring))
            out += bytes([grey, grey, grey, int(round(255 * alpha))])
    return bytes(out)


def tiled(width, height):
    """Rows made of one 64-pixel noise tile: long matches at short and row distances."""
    tile = noise(64 * 4, 11)
    row = (tile * (width // 64 + 1))[:width * 4]
    return row * height


images = [
    ("1x1 rgba", 1, 1, "rgba", bytes([10, 20, 30, 40])),
    ("1x1 grey+alpha", 1, 1, "ga", bytes([200, 100])),
    ("3x3 grey+alpha noise", 3, 3, "ga", noise(18, 1)),
    ("1x300 grey+alpha noise", 1, 300, "ga", noise(600, 2)),
    ("257x3 rgba gradient", 257, 3, "rgba", gradient(257, 3, 4)),
    ("333x97 rgba gradient", 333, 97, "rgba", gradient(333, 97, 4)),
    ("101x77 grey+alpha gradient", 101, 77, "ga", gradient(101, 77, 2)),
    ("256x256 flat rgba", 256, 256, "rgba", bytes([0, 122, 255, 255]) * 65536),
    ("199x150 rgba noise", 199, 150, "rgba", noise(199 * 150 * 4, 3)),
    ("181x181 grey+alpha noise", 181, 181, "ga", noise(181 * 181 * 2, 4)),
    ("300x200 rgba tiled", 300, 200, "rgba", tiled(300, 200)),
    ("240x240 rgba hud-like", 240, 240, "rgba", hud_like(240)),
]

print("PNG round trips (encoded by the Swift tool in stored blocks, decoded by Python zlib):")
print("  (zlib -9 column: what Python's zlib makes of the same filtered rows, for scale)")
print("  %-28s %9s %9s %7s %8s  %s" % ("image", "raw", "png", "ratio", "zlib -9", "stored blocks, encode time (debug build)"))
with tempfile.TemporaryDirectory() as folder:
    for name, width, height, kind, pixels in images:
        try:
            line, data = run_tool(folder, pixels, "encode", kind, str(width), str(height))
            w, h, colour, decoded, filtered, chunks = read_png(data)
            check((w, h) == (width, height), "%s: size %dx%d" % (name, w, h))
            check(colour == (6 if kind == "rgba" else 4), "%s: colour type %d" % (name, colour))
            check(chunks[0] == "IHDR" and chunks[-1] == "IEND" and "IDAT" in chunks, "%s: chunks %s" % (name, chunks))
            check(decoded == pixels, "%s: decoded pixels differ" % name)
            # One IDAT: the zlib stream starts after the signature (8), IHDR (25) and IDAT's length and type (8).
            (idat_length,) = struct.unpack(">I", data[33:37])
            lengths = stored_blocks(data[41:41 + idat_length])
            block_counts.append(len(lengths))
            check(all(length <= 65535 for length in lengths) and sum(lengths) == len(filtered),
                  "%s: stored blocks %s for %d filtered bytes" % (name, lengths, len(filtered)))
            # The PNG container around the zlib stream is 57 bytes (signature, IHDR, IDAT and IEND framing).
            expected = 57 + 2 + 5 * len(lengths) + len(filtered) + 4
            check(len(data) == expected, "%s: %d bytes, not %d" % (name, len(data), expected))
            level9 = len(zlib.compress(filtered, 9)) + 57
            timing = line.split(", ")[2]
            print("  %-28s %9d %9d %6.1f%% %8d  %d, %s" % (name, len(pixels), len(data), 100.0 * len(data) / len(pixels),
                                                         level9, len(lengths), timing))
        except AssertionError as error:
            check(False, "%s: %s" % (name, error))

    # ------------------------------------------------------------ raw zlib streams
    streams = [
        ("empty", b""),
        ("one byte", b"x"),
        ("all byte values", bytes(range(256)) * 3),
        ("text 200 KB", (b"the status HUD shows a spinner while the work goes on; " * 4000)[:200_000]),
        ("zeros 1 MB", bytes(1_000_000)),
        ("noise 100 KB", noise(100_000, 5)),
        ("repeat at 32767/32768", (lambda block: block + block[:300] + block)(noise(32_767, 6))),
        ("short cycles", bytes((i * i) % 7 for i in range(70_000))),
    ]
    print("zlib streams (Swift tool, decompressed by Python zlib):")
    for name, data in streams:
        try:
            line, stream = run_tool(folder, data, "zlib")
            check(zlib.decompress(stream) == data, "zlib %s: decompressed bytes differ" % name)
            lengths = stored_blocks(stream)
            block_counts.append(len(lengths))
            check(all(length <= 65535 for length in lengths) and lengths[:-1] == [65535] * (len(lengths) - 1),
                  "zlib %s: stored blocks %s" % (name, lengths))
            check(len(stream) == 2 + 5 * len(lengths) + len(data) + 4, "zlib %s: %d bytes" % (name, len(stream)))
            print("  %-28s %9d -> %9d  (zlib -9: %d)  %d stored" % (name, len(data), len(stream),
                                                                  len(zlib.compress(data, 9)), len(lengths)))
        except (AssertionError, zlib.error) as error:
            check(False, "zlib %s: %s" % (name, error))


# ---------------------------------------------------------------- committed angle masks
def mask_alpha(side, x, y):
    """The documented formula, computed independently with math.atan2."""
    right, up = 2 * x + 1 - side, side - 2 * y - 1
    if right == 0 and up == 0:
        return 0
    t = math.atan2(right, up) / (2 * math.pi) % 1.0
    return int(math.floor(255 * (t / 2 + 1.5 * t * t - t ** 3) + 0.5))


print("committed angle masks (decoded by Python zlib, compared with the formula via math.atan2):")
for scale, name in [(1, "angle-mask.png"), (2, "angle-mask@2x.png"), (3, "angle-mask@3x.png")]:
    side = 100 * scale
    with open(os.path.join(ROOT, "Resources", name), "rb") as f:
        data = f.read()
    try:
        w, h, colour, pixels, filtered, chunks = read_png(data)
        check((w, h, colour) == (side, side, 4), "%s: %dx%d colour %d" % (name, w, h, colour))
        greys = set(pixels[0::2])
        check(greys == {0}, "%s: grey values %s" % (name, greys))
        differences = [abs(pixels[(y * side + x) * 2 + 1] - mask_alpha(side, x, y)) for y in range(side) for x in range(side)]
        check(max(differences) <= 1, "%s: alpha differs from the formula by up to %d" % (name, max(differences)))
        print("  %-20s %dx%d raw %7d png %6d (%.1f%%; zlib -9 on the same filtered rows: %d); alpha off by 1 at %d of %d pixels"
              % (name, w, h, len(pixels), len(data), 100.0 * len(data) / len(pixels), len(zlib.compress(filtered, 9)) + 57,
                 sum(1 for d in differences if d == 1), side * side))
    except AssertionError as error:
        check(False, "%s: %s" % (name, error))

check(max(block_counts) > 1, "no input made more than one block")
if failures:
    print("png-zlib: %d failure(s)" % len(failures))
    sys.exit(1)
print("png-zlib: all round trips exact, all blocks stored; most blocks in one stream: %d" % max(block_counts))
