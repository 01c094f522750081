#!/usr/bin/env python3
"""The anchor of `cargo bench --bench render`: Pillow draws the same picture as ours and
saves it as PNG, the way a plain Pillow bot would (an RGB picture, anti-aliased text from
the same TTF files, `Image.save(format="PNG")` with Pillow's defaults).

The bench writes a scene as JSON on standard input: the picture's size, the board's
squares (fill, label colour, label), its tiles (paint, letter, value, just played), the
score table, the bag and the caption. Nothing is cached between pictures but the parsed
fonts (as a bot keeps them). Prints one JSON line: the median milliseconds of drawing
and saving one picture, and the PNG's bytes.

Usage: python3 benches/render_pillow.py [--repeat N] [--out FILE.png] < scene.json
"""

import io
import json
import statistics
import sys
import time

try:
    from PIL import Image, ImageDraw, ImageFont
except ImportError:  # the bench says what to install
    print(json.dumps({"error": "no Pillow (apt-get install python3-pil, or pip install pillow)"}))
    sys.exit(0)


def rgb(c):
    return tuple(c)


def fonts(scene):
    """The TTFs at every size the picture uses, parsed once."""
    cache = {}

    def font(bold, size):
        key = (bold, size)
        if key not in cache:
            path = scene["bold_font"] if bold else scene["font"]
            cache[key] = ImageFont.truetype(path, size)
        return cache[key]

    return font


def centred(draw, font, cx, cy, text, fill):
    draw.text((cx, cy), text, font=font, fill=fill, anchor="mm")


def draw_board(scene, font):
    w, h = scene["width"], scene["height"]
    img = Image.new("RGB", (w, h), rgb(scene["background"]))
    d = ImageDraw.Draw(img)
    sq, bx, by = scene["square"], scene["board_x"], scene["board_y"]
    cols, rows = scene["cols"], scene["rows"]
    text = scene["text_size"]
    d.rectangle([bx, by, bx + cols * sq, by + rows * sq], fill=rgb(scene["grid"]))
    label_font = font(True, text)
    for i, s in enumerate(scene["squares"]):
        r, c = divmod(i, cols)
        x, y = bx + c * sq + 1, by + r * sq + 1
        d.rectangle([x, y, x + sq - 2, y + sq - 2], fill=rgb(s["fill"]))
        if s["label"]:
            centred(d, label_font, x + sq / 2, y + sq / 2, s["label"], rgb(s["ink"]))
    coord_font = font(True, text)
    for c in range(cols):
        name = chr(ord("A") + c)
        cx = bx + c * sq + sq / 2
        centred(d, coord_font, cx, by - 14, name, rgb(scene["coord"]))
        centred(d, coord_font, cx, by + rows * sq + 14, name, rgb(scene["coord"]))
    for r in range(rows):
        cy = by + r * sq + sq / 2
        centred(d, coord_font, bx - 16, cy, str(r + 1), rgb(scene["coord"]))
        centred(d, coord_font, bx + cols * sq + 16, cy, str(r + 1), rgb(scene["coord"]))
    legend_y = by + rows * sq + 34
    x = bx
    for entry in scene["legend"]:
        d.rectangle([x, legend_y, x + 20, legend_y + 20], fill=rgb(entry["fill"]))
        d.text((x + 26, legend_y + 10), entry["text"], font=font(False, text), anchor="lm",
               fill=rgb(scene["coord"]))
        x += 26 + int(d.textlength(entry["text"], font=font(False, text))) + 16
    for i, t in enumerate(scene["tiles"]):
        if t is None:
            continue
        r, c = divmod(i, cols)
        x, y = bx + c * sq, by + r * sq
        d.rounded_rectangle([x + 2, y + 2, x + sq - 2, y + sq - 2], radius=6,
                            fill=rgb(t["edge"]))
        d.rounded_rectangle([x + 3, y + 3, x + sq - 3, y + sq - 3], radius=5,
                            fill=rgb(t["rim"]))
        d.rounded_rectangle([x + 3, y + 3, x + sq - 6, y + sq - 6], radius=5,
                            fill=rgb(t["fill"]))
        centred(d, font(not t["blank"], int(sq * 0.6)), x + sq * 0.45, y + sq * 0.48,
                t["letter"], rgb(t["ink"]))
        if t["value"]:
            d.text((x + sq - 8, y + sq - 8), str(t["value"]), font=font(True, int(sq * 0.3)),
                   anchor="rs", fill=rgb(t["ink"]))
        if t["fresh"]:
            d.rectangle([x, y, x + sq, y + sq], outline=rgb(scene["highlight"]), width=4)
    top = scene["panel_y"]
    row_h = int(text * 1.6)
    right = int(w * 0.64)
    for i, p in enumerate(scene["players"]):
        y = top + i * row_h
        if p["to_move"]:
            d.rectangle([8, y + 1, right, y + row_h - 2], fill=rgb(scene["band"]))
            d.text((18, y + row_h / 2), "▶", font=font(False, text), anchor="lm",
                   fill=rgb(scene["highlight"]))
        d.text((40, y + row_h / 2), p["name"], font=font(p["to_move"], text), anchor="lm",
               fill=rgb(scene["text"]))
        d.text((right - 10, y + row_h / 2), str(p["score"]), font=font(True, text),
               anchor="rm", fill=rgb(scene["text"]))
    left = right + 10
    d.rectangle([left, top + 1, w - 8, top + 2 * row_h + 6], fill=rgb(scene["band"]))
    centred(d, font(True, int(text * 1.5)), (left + w - 8) / 2, top + row_h * 0.8,
            str(scene["bag"]), rgb(scene["text"]))
    centred(d, font(False, text), (left + w - 8) / 2, top + row_h * 1.7, scene["bag_label"],
            rgb(scene["coord"]))
    y = top + max(len(scene["players"]) * row_h, 2 * row_h + 8) + 8
    for line in scene["caption"]:
        d.text((8, y + text * 0.65), line, font=font(False, text), anchor="lm",
               fill=rgb(scene["text"]))
        y += int(text * 1.3)
    return img


def main():
    args = sys.argv[1:]
    repeat, out = 30, None
    while args:
        flag = args.pop(0)
        if flag == "--repeat":
            repeat = int(args.pop(0))
        elif flag == "--out":
            out = args.pop(0)
    scene = json.load(sys.stdin)
    font = fonts(scene)
    png = b""
    times = []
    draw_board(scene, font)  # fonts parsed, glyphs of every size met once
    for _ in range(repeat):
        start = time.perf_counter()
        buf = io.BytesIO()
        draw_board(scene, font).save(buf, format="PNG")
        times.append(time.perf_counter() - start)
        png = buf.getvalue()
    if out:
        with open(out, "wb") as f:
            f.write(png)
    print(json.dumps({"ms": statistics.median(times) * 1000.0, "bytes": len(png)}))


if __name__ == "__main__":
    main()
