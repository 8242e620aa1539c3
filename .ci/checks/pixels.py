#!/usr/bin/env python3
"""Pixel checks of the HUD's SVG gallery, rendered by headless Chromium (see pixels.sh).

usage: pixels.py GALLERY_DIR

1. Text contrast: each result and spinner state, light and dark, the fallback material, the solid bezel and the
   iOS 26 glass (approximated), is rendered on its sample app screen with its text and again with
   the text hidden; the pixel where the two differ most is the core of a glyph, and the contrast
   between the two colours there must be at least 4.5:1.
   The button's title is checked the same way against its capsule (only the title hidden), and the
   details line, drawn in the secondary colour, against the bezel (only the details hidden).
2. The spinner at t = 0.3 s and one period later (1.3 s) renders the same pixels; a quarter
   period later (0.55 s) it does not.
3. Nothing is drawn outside the bezel (mask type none): rendered with and without the HUD, the
   screen differs only inside the bezel's rectangle.
4. The bezel's outline on a plain screen of its own colour (light on white, dark on black), material
   solid and glass (white glass on white had no container at all: 1.00:1): the weakest side's edge
   against the screen must be at least 1.5:1.
5. The air beside text, measured with the font's own advances.
6. The shape rule (issue 27): a HUD of one line of text alone is a capsule (each row of its
   silhouette within 1 pt of a capsule's); a ring and the success after it have bezels of the same
   height; a progress with Cancel and a success have the same corners.
7. Tracks: the empty ring, the bar's track and the spinner's weakest point stand at least 1.5:1
   from the bezel, light and dark; the pie's wedge at least 4.5:1, its undone part the bezel itself.
8. The dark bezel on plain black (material, glass, solid): its fill at least 1.25:1 against black.
9. The button, a capsule in the HUD's family (a light tint of the text on material, glass on glass):
   its tap area at least 44 pt tall; its fill seen against the bezel (at least 1.1:1) but quieter than
   the status text is against the bezel, so the button is not the loudest thing on the HUD.
10. Tiles at least square: every HUD with an indicator (the whole gallery) has a bezel at least as
   wide as it is tall.
11. Toasts as iOS 26 shows them (issue 43): a glyph toast and a text toast at the top differ in
   height by at most 1 pt; the glyph's ink is 20-24 pt, its centre on the round end's; a bottom
   toast ends at least 8 pt above the tab bar's top (classic and iOS 26's floating bar), both
   measured on the rendered card.
"""
import os, re, struct, subprocess, sys, tempfile, zlib

failures = []


def check(condition, message):
    print(("  ok:   " if condition else "  FAIL: ") + message)
    if not condition:
        failures.append(message)


def read_png(path):
    """(width, height, rows of RGB tuples) of an 8-bit RGB or RGBA PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, idat = 8, b""
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind, body = data[offset + 4:offset + 8], data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    bpp = 4 if colour == 6 else 3
    stride = width * bpp
    raw = zlib.decompress(idat)
    rows, above = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for x in range(bpp, stride):
                row[x] = (row[x] + row[x - bpp]) & 0xFF
        elif kind == 2:
            for x in range(stride):
                row[x] = (row[x] + above[x]) & 0xFF
        elif kind == 3:
            for x in range(stride):
                row[x] = (row[x] + ((row[x - bpp] if x >= bpp else 0) + above[x]) // 2) & 0xFF
        elif kind == 4:
            for x in range(stride):
                a = row[x - bpp] if x >= bpp else 0
                b, c = above[x], (above[x - bpp] if x >= bpp else 0)
                e = a + b - c
                pa, pb, pc = abs(e - a), abs(e - b), abs(e - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 0xFF
        rows.append([tuple(row[x:x + 3]) for x in range(0, stride, bpp)])
        above = row
    return width, height, rows


def luminance(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def render(folder, name, svg, extra_style="", tone=None):
    """Renders SVG on the gallery's sample screen (390 × 844), light or dark as the state's name
    says, and returns the PNG's path."""
    return shoot(name, page(name, svg, extra_style, tone))


def page(name, svg, extra_style="", tone=None):
    """The page of `svg` on the gallery's sample screen."""
    index = open(os.path.join(folder, "index.html"), encoding="utf-8").read()
    style = index[index.index("<style>"):index.index("</style>") + 8]
    screen = re.search(r'<div class="app">.*?</div></div>', index).group(0)
    tone = tone or ("dark" if name.endswith("-dark") else "light")
    html = ('<!doctype html><html><head><meta charset="utf-8">' + style + "<style>body{margin:0}" + extra_style
            + '</style></head><body><figure class="' + tone + '" style="margin:0;width:390px"><div class="screen" '
            + 'style="transform:none;margin:0;border-radius:0">' + screen + svg + "</div></figure></body></html>")
    return html


def shoot(name, html, scale=1):
    """Renders the page `html` in a 390 × 844 window at `scale` pixels per point; returns the PNG's path."""
    page = os.path.join(work, name + ".html")
    open(page, "w", encoding="utf-8").write(html)
    png = os.path.join(work, name + ".png")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--force-device-scale-factor=%d" % scale, "--window-size=390,844", "--screenshot=" + png,
                    "file://" + page], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return png


def bezel_rect(svg):
    """The bezel's frame in points: from its data-frame, or (older drawings) its rounded rect."""
    match = re.search(r'data-frame="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"', svg)
    match = match or re.search(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx=', svg)
    return tuple(float(v) for v in match.groups())


BUTTON = r'<g class="button"><rect (?:class="hit" )?x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"'


def plain(name, svg, background, extra_style="", scale=2):
    """`svg` alone on a plain screen of `background`, at `scale`; its rows of pixels."""
    html = ('<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:rgb%s}%s</style></head>'
            '<body>%s</body></html>' % (str(background), extra_style, svg))
    return read_png(shoot(name, html, scale=scale))[2]


def silhouette(name, svg):
    """Each row of the bezel's silhouette, at 2 px a point: (row's y in points, left x, right x),
    the bezel alone (no shadow, no content) on magenta, where neither style's bezel can hide."""
    background = (255, 0, 255)
    pixels = plain(name + "-silhouette", svg, background,
                   ".shadow,.indicator,text,.button{display:none}")
    x0, y0, w, h = bezel_rect(svg)
    rows = []
    for y in range(int((y0 - 2) * 2), int((y0 + h + 2) * 2)):
        inked = [x for x in range(int((x0 - 2) * 2), int((x0 + w + 2) * 2))
                 if sum(abs(p - q) for p, q in zip(pixels[y][x], background)) > 120]
        if inked:
            rows.append(((y + 0.5) / 2, inked[0] / 2, (inked[-1] + 1) / 2))
    return rows


folder = sys.argv[1]
work = tempfile.mkdtemp(prefix="statushud-pixels-")
svg_of = lambda name: open(os.path.join(folder, name + ".svg"), encoding="utf-8").read()

def text_contrast(name, hiding, region=None):
    """Renders the state `name` whole and with the CSS `hiding` hiding some text; in `region` (the
    bezel's rectangle unless given), the pixel where the two differ most is the core of a glyph.
    Returns the contrast there and the two colours."""
    svg = svg_of(name)
    tone = "dark" if name.endswith("-dark") else "light"
    _, _, shown = read_png(render(folder, name, svg, "", tone))
    _, _, hidden = read_png(render(folder, name + "-hidden", svg, hiding, tone))
    x0, y0, w, h = region or bezel_rect(svg)
    best, where = 0, None
    for y in range(int(y0), int(y0 + h)):
        for x in range(int(x0), int(x0 + w)):
            distance = sum(abs(p - q) for p, q in zip(shown[y][x], hidden[y][x]))
            if distance > best:
                best, where = distance, (x, y)
    if where is None:
        return 0, None, None
    text, behind = shown[where[1]][where[0]], hidden[where[1]][where[0]]
    return contrast(text, behind), text, behind


print("1. text contrast against the rendered bezel")
for state in ["spinner-status", "progress-35", "success", "error", "info", "glass", "glass-plain", "solid"]:
    for tone in ["light", "dark"]:
        name = state + "-" + tone
        ratio, text, behind = text_contrast(name, "text{visibility:hidden}")
        check(ratio >= 4.5, "%-20s text %s on bezel %s: %.2f:1" % (name, text, behind, ratio))

print("1b. the button's title against its capsule")
for name in ["button-light", "button-dark", "bar-button", "glass-light", "glass-dark"]:
    svg = svg_of(name)
    bx, by, _, _ = bezel_rect(svg)
    x0, y0, w, h = (float(v) for v in re.search(BUTTON, svg).groups())
    ratio, text, behind = text_contrast(name, ".button text{visibility:hidden}", (x0 + bx, y0 + by, w, h))
    check(ratio >= 4.5, "%-20s title %s on capsule %s: %.2f:1" % (name, text, behind, ratio))

print("1c. the details line, in the secondary colour, against the bezel")
for name in ["details", "button-light", "button-dark", "bar-button", "pie-details", "glass-light", "glass-dark"]:
    ratio, text, behind = text_contrast(name, "text.details{visibility:hidden}")
    check(ratio >= 4.5, "%-20s details %s on bezel %s: %.2f:1" % (name, text, behind, ratio))

print("2. the spinner after one period and after a quarter")
probes = os.path.join(folder, "probes")
frames = {}
for time in ["0.3", "1.3", "0.55"]:
    _, _, frames[time] = read_png(render(folder, "spinner-at-" + time, open(os.path.join(probes, "spinner-at-%s.svg" % time)).read()))
check(frames["0.3"] == frames["1.3"], "t = 0.3 s and t = 1.3 s render the same pixels")
changed = sum(1 for r1, r2 in zip(frames["0.3"], frames["0.55"]) for p, q in zip(r1, r2) if p != q)
check(changed > 50, "t = 0.55 s differs from t = 0.3 s in %d pixels" % changed)

print("3. nothing drawn outside the bezel")
for name in ["spinner-status-light", "success-dark", "long-status", "keyboard"]:
    svg = svg_of(name)
    _, _, with_hud = read_png(render(folder, name, svg))
    tone = "dark" if name.endswith("-dark") else "light"
    _, _, without = read_png(render(folder, name + "-nohud", svg, "svg{display:none}", tone))
    x0, y0, w, h = bezel_rect(svg)
    outside = 0
    # The bezel's soft shadow reaches past it: 12 pt of blur, 4 pt down (the palette's).
    for y, (r1, r2) in enumerate(zip(with_hud, without)):
        for x, (p, q) in enumerate(zip(r1, r2)):
            if p != q and not (x0 - 26 <= x <= x0 + w + 26 and y0 - 26 <= y <= y0 + h + 30):
                outside += 1
    inside = sum(1 for r1, r2 in zip(with_hud, without) for p, q in zip(r1, r2) if p != q) - outside
    check(outside == 0 and inside > 0, "%-20s %d pixels changed inside the bezel, %d outside" % (name, inside, outside))

print("4. the bezel's outline on a plain background of its own colour (light on white, dark on black)")
# The target, 1.5:1, is the order of contrast of iOS's separator lines (opaque separator on white:
# 1.7:1): enough to see the shape, which is never needed to read the text (that keeps 4.5:1).
for state in ["success", "spinner-status", "button", "solid", "glass-plain", "glass"]:
    for tone, background in [("light", (255, 255, 255)), ("dark", (0, 0, 0))]:
        name = state + "-" + tone
        svg = svg_of(name)
        html = ('<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:rgb%s}</style></head>'
                '<body>%s</body></html>' % (str(background), svg))
        _, _, pixels = read_png(shoot(name + "-plain", html, scale=2))
        x0, y0, w, h = bezel_rect(svg)
        # Each side's outline, halfway along it, where the corners do not reach.
        samples = []
        mid_x, mid_y = int((x0 + w / 2) * 2), int((y0 + h / 2) * 2)
        for x in range(int(x0 * 2) - 1, int(x0 * 2) + 4):
            samples.append(("left", pixels[mid_y][x]))
        for x in range(int((x0 + w) * 2) - 4, int((x0 + w) * 2) + 1):
            samples.append(("right", pixels[mid_y][x]))
        for y in range(int(y0 * 2) - 1, int(y0 * 2) + 4):
            samples.append(("top", pixels[y][mid_x]))
        worst = min(max(contrast(p, background) for side2, p in samples if side2 == side) for side in ["left", "right", "top"])
        check(worst >= 1.5, "%-22s outline against %s: %.2f:1 (the weakest side)" % (name, "white" if tone == "light" else "black", worst))

print("5. the air beside text measured with the font's own advances")
for name in ["text-only", "right-to-left", "spinner-status-light", "long-status"]:
    svg = svg_of(name)
    tone = "dark" if name.endswith("-dark") else "light"
    _, _, shown = read_png(render(folder, name, svg, "", tone))
    _, _, hidden = read_png(render(folder, name + "-notext", svg, "text{visibility:hidden}", tone))
    x0, y0, w, h = bezel_rect(svg)
    columns = [x for x in range(int(x0), int(x0 + w))
               if any(sum(abs(p - q) for p, q in zip(shown[y][x], hidden[y][x])) > 60 for y in range(int(y0), int(y0 + h)))]
    left, right = (columns[0] - x0, x0 + w - 1 - columns[-1]) if columns else (0, 0)
    check(16 <= left <= 18.5 and 16 <= right <= 18.5,
          "%-20s ink %.0f pt from the left side, %.0f pt from the right (margin 16)" % (name, left, right))


print("6. the shape rule")
rows = silhouette("text-only", svg_of("text-only"))
top, bottom = rows[0][0] - 0.25, rows[-1][0] + 0.25
radius, centre = (bottom - top) / 2, (top + bottom) / 2
left = min(r[1] for r in rows)
worst = max(abs(x - (left + radius - max(radius ** 2 - (y - centre) ** 2, 0) ** 0.5)) for y, x, _ in rows)
check(worst <= 1, "text-only: silhouette %.1f pt tall, each row within %.2f pt of a capsule's (at most 1)" % (bottom - top, worst))
heights = {}
for name in ["progress-100", "success-light", "button-light"]:
    rows = silhouette(name, svg_of(name))
    heights[name] = (rows[-1][0] - rows[0][0] + 0.5, rows)
check(abs(heights["progress-100"][0] - heights["success-light"][0]) <= 0.5,
      "a ring (showProgress(1)) and a success: bezels %.1f and %.1f pt tall" % (heights["progress-100"][0], heights["success-light"][0]))
def corner(rows):
    """How far in from the left side the silhouette starts, for the top 12 rows (points)."""
    left = min(r[1] for r in rows)
    return [r[1] - left for r in rows[:24]]
a, b = corner(heights["button-light"][1]), corner(heights["success-light"][1])
gap = max(abs(p - q) for p, q in zip(a, b))
check(gap <= 0.5, "a progress with Cancel and a success: top corners within %.2f pt of each other (inset at the top row %.1f and %.1f pt)"
      % (gap, a[0], b[0]))

print("7. tracks and the spinner's weakest point against the bezel")
def circle_of(svg, cls):
    """Centre and radius (points, on screen) of the arc of class `cls` (it starts at 12 o'clock)."""
    bx, by, _, _ = bezel_rect(svg)
    ix, iy = (float(v) for v in re.search(r'<g class="indicator" transform="translate\(([\d.]+) ([\d.]+)\)', svg).groups())
    m = re.search(r'class="%s" d="M([\d.]+) ([\d.]+) A([\d.]+)' % cls, svg)
    x, y, r = (float(v) for v in m.groups())
    return bx + ix + x, by + iy + y + r, r

def weakest(name, svg, points, tone):
    """The least contrast, over `points` (on screen, in points), between the HUD and the HUD
    without its indicator; rendered at 2 px a point on the sample screen."""
    _, _, shown = read_png(shoot(name + "-ink", page(name, svg, "", tone), scale=2))
    _, _, bare = read_png(shoot(name + "-bare", page(name, svg, ".indicator{visibility:hidden}", tone), scale=2))
    return min(contrast(shown[int(y * 2)][int(x * 2)], bare[int(y * 2)][int(x * 2)]) for x, y in points)

import math
for name, cls, angles in [("progress-0", "track", range(0, 360, 5)), ("progress-0-dark", "track", range(0, 360, 5)),
                          ("spinner-status-light", "spinner", range(0, 360, 5)), ("spinner-status-dark", "spinner", range(0, 360, 5))]:
    if not os.path.exists(os.path.join(folder, name + ".svg")):
        check(False, "%-20s missing" % name)
        continue
    svg = svg_of(name)
    cx, cy, r = circle_of(svg, cls)
    tone = "dark" if name.endswith("-dark") else "light"
    ratio = weakest(name, svg, [(cx + r * math.sin(math.radians(a)), cy - r * math.cos(math.radians(a))) for a in angles], tone)
    check(ratio >= 1.5, "%-20s weakest point of the %s circle: %.2f:1" % (name, "ring's" if cls == "track" else "spinner's", ratio))
# The bar's track beyond its fill, and the pie's disc beyond its wedge (both at 35 %).
svg = svg_of("progress-bar")
bx, by, _, _ = bezel_rect(svg)
ix, iy = (float(v) for v in re.search(r'<g class="indicator" transform="translate\(([\d.]+) ([\d.]+)\)', svg).groups())
x, y, w, h = (float(v) for v in re.search(r'<rect (?:class="track" )?x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"',
                                         svg[svg.index('class="indicator"'):]).groups())
ratio = weakest("progress-bar", svg, [(bx + ix + x + w * f, by + iy + y + h / 2) for f in (0.6, 0.7, 0.8, 0.9)], "light")
check(ratio >= 1.5, "%-20s the bar's track: %.2f:1" % ("progress-bar", ratio))
svg = svg_of("progress-pie")
bx, by, _, _ = bezel_rect(svg)
ix, iy = (float(v) for v in re.search(r'<g class="indicator" transform="translate\(([\d.]+) ([\d.]+)\)', svg).groups())
cx, cy, r = (float(v) for v in re.search(r'<circle (?:class="track" )?cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"',
                                         svg[svg.index('class="indicator"'):]).groups())
# The pie (modernised, issue 33): a solid wedge over nothing, so the done part stands from the
# bezel as text does and the rest is the bezel itself (a grey disc under a half-tone wedge read
# as a clock face).
at = lambda angles: [(bx + ix + cx + r * 0.4 * math.sin(math.radians(a)), by + iy + cy - r * 0.4 * math.cos(math.radians(a)))
                     for a in angles]
done = weakest("progress-pie", svg, at(range(20, 110, 20)), "light")
check(done >= 4.5, "%-20s the pie's wedge against the bezel: %.2f:1" % ("progress-pie", done))
_, _, shown = read_png(shoot("progress-pie-ink", page("progress-pie", svg, "", "light"), scale=2))
_, _, bare = read_png(shoot("progress-pie-bare", page("progress-pie", svg, ".indicator{visibility:hidden}", "light"), scale=2))
rest = max(contrast(shown[int(y * 2)][int(x * 2)], bare[int(y * 2)][int(x * 2)]) for x, y in at(range(200, 340, 20)))
check(rest <= 1.1, "%-20s the pie's undone part against the bezel: %.2f:1 (no grey disc)" % ("progress-pie", rest))

print("8. the dark bezel's fill on plain black")
for name in ["success-dark", "glass-plain-dark", "solid-dark"]:
    svg = svg_of(name)
    pixels = plain(name + "-black", svg, (0, 0, 0), ".shadow{display:none}")
    x0, y0, w, h = bezel_rect(svg)
    fill = pixels[int((y0 + h / 2) * 2)][int((x0 + 6) * 2)]
    match = re.search(r'data-look="(\w+)"', svg)
    look = match.group(1) if match else ("glass" if "glass" in name else "solid" if "solid" in name else "material")
    check(contrast(fill, (0, 0, 0)) >= 1.25, "%-20s %-8s fill %s on black: %.2f:1" % (name, look, fill, contrast(fill, (0, 0, 0))))

print("9. the button: its tap area and its fill, seen but quieter than the status text")
for name in ["button-light", "button-dark", "bar-button", "glass-light", "glass-dark"]:
    svg = svg_of(name)
    bx, by, _, _ = bezel_rect(svg)
    x, y, w, h = (float(v) for v in re.search(BUTTON, svg).groups())
    tone = "dark" if name.endswith("-dark") else "light"
    painted = plain(name + "-hit", svg, (255, 255, 255),
                    ".button > :first-child{fill:rgb(255,0,0)!important;fill-opacity:1!important}.button text{display:none}")
    column = int((bx + x + w / 2) * 2)
    red = [yy for yy in range(len(painted)) if painted[yy][column] == (255, 0, 0)]
    tall = (red[-1] - red[0] + 1) / 2 if red else 0
    check(tall >= 44, "%-20s tap area %.1f pt tall" % (name, tall))
    _, _, shown = read_png(shoot(name + "-fill", page(name, svg, "", tone), scale=2))
    middle = int((by + y + h / 2) * 2)
    inside, beside = shown[middle][int((bx + x + 5) * 2)], shown[middle][int((bx + x - 5) * 2)]
    status, _, _ = text_contrast(name, "text.status{visibility:hidden}")
    fill = contrast(inside, beside)
    check(1.1 <= fill <= 2 and fill < status, "%-20s fill %s on bezel %s: %.2f:1, the status %.2f:1" % (name, inside, beside, fill, status))

print("10. tiles at least square")
names = sorted(n[:-4] for n in os.listdir(folder) if n.endswith(".svg"))
tiles = [n for n in names if 'class="indicator"' in svg_of(n)]
for name in tiles:
    for x0, y0, w, h in re.findall(r'data-frame="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"', svg_of(name)):
        if float(w) < float(h):
            check(False, "%-20s bezel %s × %s pt, narrower than tall" % (name, w, h))
check(len(tiles) >= 20, "%d drawings with an indicator, each bezel's frame at least as wide as tall" % len(tiles))
# And as rendered: the bezel's silhouette (no shadow, no content) measured in pixels.
for name in ["spinner-status-light", "success-light", "error-light", "info-light", "image", "right-to-left",
             "pie-details", "button-light"]:
    rows = silhouette(name, svg_of(name))
    tall = rows[-1][0] - rows[0][0] + 0.5
    wide = max(r[2] for r in rows) - min(r[1] for r in rows)
    check(wide >= tall, "%-20s rendered bezel %.1f × %.1f pt" % (name, wide, tall))

print("11. toasts as iOS 26 shows them")
def rendered_height(name):
    rows = silhouette(name, svg_of(name))
    return rows[-1][0] - rows[0][0] + 0.5, rows
text_tall, _ = rendered_height("top-text")
glyph_tall, _ = rendered_height("top-glyph")
check(abs(text_tall - glyph_tall) <= 1, "top-text and top-glyph: rendered %.1f and %.1f pt tall (at most 1 pt apart)"
      % (text_tall, glyph_tall))
svg = svg_of("top-glyph")
magenta = (255, 0, 255)
inked_page = plain("top-glyph-ink", svg, magenta, ".shadow,text{display:none}")
bare_page = plain("top-glyph-bare", svg, magenta, ".shadow,text,.indicator{display:none}")
x0, y0, w, h = bezel_rect(svg)
ink = [(x, y) for y in range(int(y0 * 2), int((y0 + h) * 2)) for x in range(int(x0 * 2), int((x0 + w) * 2))
       if sum(abs(p - q) for p, q in zip(inked_page[y][x], bare_page[y][x])) > 60]
xs, ys = [x for x, _ in ink], [y for _, y in ink]
wide, tall = (max(xs) - min(xs) + 1) / 2, (max(ys) - min(ys) + 1) / 2
middle = (max(xs) + min(xs) + 1) / 4 - x0
check(20 <= wide <= 24 and 20 <= tall <= 24 and abs(middle - h / 2) <= 1,
      "top-glyph: glyph ink %.1f x %.1f pt, its centre %.1f pt from the leading side (bezel %.0f pt tall)" % (wide, tall, middle, h))
index = open(os.path.join(folder, "index.html"), encoding="utf-8").read()
style = index[index.index("<style>"):index.index("</style>") + 8]
for name in ["bottom-tab-bar", "bottom-floating-tab-bar"]:
    card = re.search(r'<figure[^>]*id="%s"[^>]*><div class="screen">(.*?)</div><figcaption>' % name, index, re.S).group(1)
    html = ('<!doctype html><html><head><meta charset="utf-8">' + style + "<style>body{margin:0}"
            ".screen{transform:none !important;margin:0 !important;border-radius:0 !important;background:rgb(255,0,255)}"
            ".app,.device{display:none} .screen > svg:not(.tabbar){display:none}</style></head><body>"
            '<figure class="light" style="margin:0;width:390px"><div class="screen">' + card + "</div></figure></body></html>")
    pixels = read_png(shoot(name + "-bar", html, scale=2))[2]
    bar_top = next((y / 2 for y in range(len(pixels) // 2, len(pixels))
                    if sum(abs(p - q) for p, q in zip(pixels[y][390], magenta)) > 120), None)
    rows = silhouette(name, svg_of(name))
    bottom = rows[-1][0] + 0.25
    check(bar_top is not None and bar_top - bottom >= 8,
          "%-24s toast's bottom %.1f pt, the tab bar's top %s pt: %s pt apart (at least 8)"
          % (name, bottom, bar_top, None if bar_top is None else "%.1f" % (bar_top - bottom)))

print("pixels: %d failure(s)" % len(failures))
sys.exit(1 if failures else 0)
