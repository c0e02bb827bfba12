#!/usr/bin/env python3
"""Draws docs/images/style-view-states.png: the plant app's StyleView under Marigold beside the
page its Brinjal segment links to, each link's href under the segments.

Usage: swift build --product trellis && python3 scripts/states-screenshot.py
(renders the gallery to a temporary folder, screenshots with scripts/chromium-boxes.py, needs Pillow)."""
import os, re, subprocess, sys, tempfile
from PIL import Image, ImageDraw, ImageFont

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
work = tempfile.mkdtemp(prefix="trellis-states-shot-")
subprocess.run([os.path.join(root, ".build/debug/trellis"), "render", "--out", work + "/site", "--theme", "marigold",
                "--format", "html"], check=True, stdout=subprocess.DEVNULL)
pages = [work + "/site/marigold/plant-app--style-view.html", work + "/site/marigold/plant-app--style-view__style-brinjal.html"]
subprocess.run([sys.executable, os.path.join(root, "scripts/chromium-boxes.py"), "--screenshot-dir", work + "/shots"] + pages,
               check=True, stdout=subprocess.DEVNULL)
shots = [Image.open(os.path.join(work, "shots", name)) for name in sorted(os.listdir(work + "/shots"))]
hrefs = [re.findall(r'<a [^>]*href="([^"]+)"[^>]*role="radio"', open(page).read()) for page in pages]
font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 13)
gap, caption = 40, 70
width, height = sum(s.width for s in shots) + gap, max(s.height for s in shots) + caption
out = Image.new("RGB", (width, height), "white")
draw = ImageDraw.Draw(out)
x = 0
for shot, links, title in zip(shots, hrefs, ["Marigold: the segments are links", "Brinjal, after clicking 'Brinjal'"]):
    out.paste(shot, (x, caption))
    draw.text((x + 8, 6), title, fill="black", font=font)
    for line, href in enumerate(links):
        draw.text((x + 8, 26 + 18 * line), "→ " + href, fill="#444", font=font)
    x += shot.width + gap
out.save(os.path.join(root, "docs/images/style-view-states.png"))
print("wrote docs/images/style-view-states.png")
