#!/usr/bin/env python3
"""Builds Resources/DemoLibrary/ and Resources/ring.ogg: the music tui-clock shows out of the box.

Needs: sox (apt: sox libsox-fmt-base), and from PyPI: mutagen pillow
    python3 -m pip install mutagen pillow && python3 Resources/make-demo-library.py

The tracks are short synthesised tunes (a few seconds, low-bitrate mono Ogg Vorbis / FLAC), so the
whole library stays small enough to ship. Each album exercises one way the scanner finds its cover:
embedded picture, cover.jpg, folder.png, none (placeholder), and one album has no tags at all
(the scanner falls back to the Artist/Album/NN Title folder layout).
"""
import base64
import io
import math
import os
import shutil
import subprocess
import sys

from mutagen.flac import FLAC, Picture
from mutagen.oggvorbis import OggVorbis
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
LIBRARY = os.path.join(HERE, "DemoLibrary")
RATE = "16000"


def synth(path, notes, seconds_per_note=0.7):
    """Writes a small mono tune: one plucked note after another."""
    fmt = ["-C", "-1"] if path.endswith(".ogg") else ["-C", "8"]
    tmp_parts = []
    for i, note in enumerate(notes):
        part = path + f".part{i}.wav"
        subprocess.run(["sox", "-n", "-r", RATE, "-c", "1", "-b", "16", part,
                        "synth", str(seconds_per_note), "pluck", note, "fade", "0", "0", "0.15", "gain", "-6"],
                       check=True)
        tmp_parts.append(part)
    subprocess.run(["sox", *tmp_parts, *fmt, path], check=True)
    for part in tmp_parts:
        os.remove(part)


def cover(kind, size=240):
    """A simple generated cover picture (no third-party artwork)."""
    img = Image.new("RGB", (size, size))
    draw = ImageDraw.Draw(img)
    if kind == "sunrise":
        for y in range(size):
            t = y / size
            draw.line([(0, y), (size, y)], fill=(int(250 - 120 * t), int(180 - 120 * t), int(60 + 120 * t)))
        draw.ellipse([size * 0.3, size * 0.45, size * 0.7, size * 0.85], fill=(255, 230, 120))
    elif kind == "gears":
        draw.rectangle([0, 0, size, size], fill=(30, 40, 60))
        for cx, cy, r in [(0.35, 0.4, 0.22), (0.7, 0.65, 0.16)]:
            cx, cy, r = cx * size, cy * size, r * size
            for k in range(12):
                a = k * math.pi / 6
                draw.line([(cx, cy), (cx + 1.25 * r * math.cos(a), cy + 1.25 * r * math.sin(a))],
                          fill=(200, 160, 60), width=int(size * 0.05))
            draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(200, 160, 60))
            draw.ellipse([cx - r / 3, cy - r / 3, cx + r / 3, cy + r / 3], fill=(30, 40, 60))
    else:
        draw.rectangle([0, 0, size, size], fill=(90, 30, 110))
        for i in range(6):
            draw.rectangle([i * size / 6, 0, i * size / 6 + size / 14, size], fill=(240, 120, 170))
        draw.text((size * 0.1, size * 0.45), "zzz", fill=(255, 255, 255))
    return img


def image_bytes(img, fmt):
    out = io.BytesIO()
    img.save(out, fmt, quality=70) if fmt == "JPEG" else img.save(out, fmt, optimize=True)
    return out.getvalue()


def tag(path, fields, picture=None):
    audio = OggVorbis(path) if path.endswith(".ogg") else FLAC(path)
    for key, value in fields.items():
        audio[key] = value
    if picture is not None:
        pic = Picture()
        pic.type = 3  # front cover
        pic.mime = "image/jpeg"
        pic.width = pic.height = 240
        pic.depth = 24
        pic.data = picture
        if path.endswith(".ogg"):
            audio["metadata_block_picture"] = [base64.b64encode(pic.write()).decode("ascii")]
        else:
            audio.add_picture(pic)
    audio.save()


ALBUMS = [
    dict(folder="The Alarmists/Morning Bells", artist="The Alarmists", album="Morning Bells", year="2024",
         ext="ogg", cover="embedded:sunrise",
         tracks=[("First Light", ["C4", "E4", "G4", "C5"]), ("Snooze Again", ["G4", "E4", "C4"]),
                 ("Coffee Bell", ["E4", "G4", "A4", "G4"])]),
    dict(folder="Clockwork Quartet/Tick Tock Suite", artist="Clockwork Quartet", album="Tick Tock Suite",
         year="2021", ext="flac", cover="cover.jpg:gears",
         tracks=[("Tick", ["A3", "E4"]), ("Tock", ["E4", "A3"])]),
    dict(folder="Various Artists/Snooze Button", album="Snooze Button", album_artist="Various Artists",
         year="2023", ext="ogg", cover="folder.png:stripes",
         tracks=[("Five More Minutes", ["D4", "F4", "A4"], "Sleepy Joe"),
                 ("Pillow Talk", ["F4", "A4", "C5"], "The Duvets"),
                 ("Wake Up Call", ["A4", "C5", "E5"], "Sleepy Joe")]),
    dict(folder="Noise Floor/Midnight Static", artist="Noise Floor", album="Midnight Static", year="2019",
         ext="ogg", cover=None,
         tracks=[("Hum", ["C3", "C3", "G3"]), ("Crackle", ["G3", "D4"])]),
    dict(folder="Folder Band/Untagged Demos", ext="ogg", cover=None, untagged=True,
         tracks=[("Rough Cut", ["B3", "D4"]), ("Second Take", ["D4", "B3"])]),
]


def main():
    if shutil.which("sox") is None:
        sys.exit("sox is needed: sudo apt install sox")
    shutil.rmtree(LIBRARY, ignore_errors=True)
    for album in ALBUMS:
        folder = os.path.join(LIBRARY, album["folder"])
        os.makedirs(folder)
        embedded = None
        if album["cover"]:
            where, kind = album["cover"].split(":")
            img = cover(kind)
            if where == "embedded":
                embedded = image_bytes(img, "JPEG")
            else:
                with open(os.path.join(folder, where), "wb") as f:
                    f.write(image_bytes(img, "JPEG" if where.endswith(".jpg") else "PNG"))
        for number, track in enumerate(album["tracks"], start=1):
            title, notes = track[0], track[1]
            path = os.path.join(folder, f"{number:02d} {title}.{album['ext']}")
            synth(path, notes)
            if album.get("untagged"):
                continue
            fields = dict(title=title, album=album["album"], date=album["year"],
                          tracknumber=str(number), discnumber="1",
                          artist=track[2] if len(track) > 2 else album["artist"])
            if "album_artist" in album:
                fields["albumartist"] = album["album_artist"]
            tag(path, fields, picture=embedded if number == 1 else None)
    ring = os.path.join(HERE, "ring.ogg")
    parts = []
    for i, note in enumerate(["E5", "C5", "E5", "C5"]):
        part = ring + f".{i}.wav"
        subprocess.run(["sox", "-n", "-r", RATE, "-c", "1", "-b", "16", part, "synth", "0.3", "sine", note,
                        "fade", "0", "0", "0.1"], check=True)
        parts.append(part)
    subprocess.run(["sox", *parts, "-C", "-1", ring, "pad", "0", "0.4"], check=True)
    for part in parts:
        os.remove(part)


if __name__ == "__main__":
    main()
