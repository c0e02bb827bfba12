// Runs inside headless Chromium (scripts/record-text-metrics.sh): measures every case of cases.js
// with the Inter, DejaVu and Noto faces loaded through @font-face, and writes the answers as JSON into <pre id="result">.
"use strict";

// The family list the emitters write: the face, then DejaVu Sans, Noto Color Emoji, Noto Sans CJK JP.
function families(f) {
  return [f.family, "DejaVu Sans", "Noto Color Emoji", "Noto Sans CJK JP"]
    .filter((name, index, all) => all.indexOf(name) === index).map((name) => "\"" + name + "\"").join(", ");
}
function css(f) {
  return "font-family: " + families(f) + "; font-size: " + f.size + "px; line-height: " + f.lineHeight +
    "px; font-weight: " + f.weight + "; font-style: " + (f.italic ? "italic" : "normal") + ";";
}
function canvasFont(f) {
  return (f.italic ? "italic " : "") + f.weight + " " + f.size + "px " + families(f);
}

const host = document.getElementById("host");
function element(tag, style, text) {
  const e = document.createElement(tag);
  e.setAttribute("style", style);
  if (text !== undefined) e.textContent = text;
  host.appendChild(e);
  return e;
}

// The line each code point sits on, from its Range's last client rect (a character after a soft
// hyphen break also reports the generated hyphen on the line before), then the lines as UTF-16 ranges.
function lineStarts(div, text) {
  const node = div.firstChild;
  const starts = [];
  let lastTop = null;
  for (let i = 0; i < text.length;) {
    const n = text.codePointAt(i) > 0xFFFF ? 2 : 1;
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + n);
    const rects = range.getClientRects();
    if (rects.length > 0) {
      const top = rects[rects.length - 1].top;
      if (lastTop === null || top > lastTop + 2) starts.push(i);
      lastTop = top;
    }
    i += n;
  }
  return starts;
}
function isHanging(ch) { return ch === " " || ch === "\t" || ch === "\n"; }

function lines(div, text) {
  const starts = lineStarts(div, text);
  const out = [];
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k];
    let end = k + 1 < starts.length ? starts[k + 1] : text.length;
    // A DOM range counts the hanging spaces and the "\n" with the line; TextLine.range does not.
    if (text[end - 1] === "\n") end -= 1;
    let trimmed = end;
    while (trimmed > start && isHanging(text[trimmed - 1])) trimmed -= 1;
    // The line's extent from its own rects: a character after a soft hyphen break also reports
    // the hyphen on the line before, which must not widen this line.
    let width = 0;
    if (trimmed > start) {
      const range = document.createRange();
      range.setStart(div.firstChild, start);
      range.setEnd(div.firstChild, trimmed);
      const rects = Array.from(range.getClientRects());
      const top = rects[rects.length - 1].top;
      const own = rects.filter(r => Math.abs(r.top - top) < 1);
      width = Math.max(...own.map(r => r.right)) - Math.min(...own.map(r => r.left));
    }
    out.push({ start: start, end: trimmed, endIncludingSpaces: end, text: text.slice(start, trimmed), width: width });
  }
  // "a\n\nb": the empty line between has no code point of its own; Chromium gives it a line box,
  // which the box height shows. Recorded as it is; the test compares the line count with the height.
  return out;
}

function measureWidths(result) {
  const context = document.createElement("canvas").getContext("2d");
  for (const f of widthFonts) {
    context.font = canvasFont(f);
    for (const text of widthStrings) {
      const span = element("span", css(f) + " white-space: pre-wrap;", text);
      result.widths.push({ text: text, font: f, measureText: context.measureText(text).width,
        box: span.getBoundingClientRect().width });
      span.remove();
    }
  }
  for (const f of letterSpacingFonts) {
    context.font = canvasFont(f);
    for (const spacing of letterSpacings) {
      for (const text of letterSpacingStrings) {
        context.letterSpacing = "0px";
        const plain = context.measureText(text).width;
        context.letterSpacing = spacing + "px";
        const span = element("span", css(f) + " white-space: pre-wrap; letter-spacing: " + spacing + "px;", text);
        result.letterSpacing.push({ text: text, font: f, letterSpacing: spacing, measureText: context.measureText(text).width,
          withoutLetterSpacing: plain, box: span.getBoundingClientRect().width });
        span.remove();
        context.letterSpacing = "0px";
      }
    }
  }
}

function measureLetterSpacingBreaks(result) {
  for (const c of letterSpacingBreakCases) {
    const div = element("div", css(c.font) + " white-space: pre-wrap; overflow-wrap: break-word; width: " + c.width +
      "px; letter-spacing: " + c.letterSpacing + "px;", c.text);
    result.letterSpacingBreaks.push({ text: c.text, font: c.font, width: c.width, letterSpacing: c.letterSpacing,
      lines: lines(div, c.text) });
    div.remove();
  }
}

function measureVertical(result) {
  for (const f of verticalCases) {
    const div = element("div", css(f) + " white-space: pre;");
    const span = document.createElement("span");
    span.textContent = "Hxg";
    div.appendChild(span);
    const marker = document.createElement("span");
    marker.setAttribute("style", "display: inline-block; width: 0; height: 0; vertical-align: baseline;");
    div.appendChild(marker);
    const box = div.getBoundingClientRect();
    const baseline = marker.getBoundingClientRect().top - box.top;
    const spanBox = span.getBoundingClientRect();
    const ascent = baseline - (spanBox.top - box.top);
    result.vertical.push({ font: f, lineBox: box.height, baseline: baseline, ascent: ascent,
      descent: spanBox.height - ascent });
    div.remove();
  }
}

function measureOpportunities(result) {
  for (const text of opportunityStrings) {
    const div = element("div", css(body) + " white-space: pre-wrap; width: 0px;", text);
    const starts = lineStarts(div, text);
    result.opportunities.push({ text: text, font: body,
      segments: starts.map((s, k) => text.slice(s, k + 1 < starts.length ? starts[k + 1] : text.length)) });
    div.remove();
  }
}

function measureBreaks(result, cases) {
  for (const c of cases) {
    const div = element("div", css(c.font) + " white-space: pre-wrap; overflow-wrap: break-word; width: " + c.width + "px;", c.text);
    result.breaks.push({ text: c.text, font: c.font, width: c.width, lines: lines(div, c.text),
      height: div.getBoundingClientRect().height });
    div.remove();
  }
}

function fitCases() {
  const context = document.createElement("canvas").getContext("2d");
  context.font = canvasFont(body);
  const cases = [];
  for (const text of fitStrings) {
    const units = Math.ceil(context.measureText(text).width * 64);
    for (const k of fitOffsets) cases.push({ text: text, font: body, width: (units + k) / 64 });
  }
  return cases;
}

async function main() {
  const faces = new Set();
  for (const f of widthFonts.concat(verticalCases, letterSpacingFonts, [body])) faces.add(canvasFont(f));
  for (const face of faces) await document.fonts.load(face);
  // The fallback faces load only when a character needs them, which measuring would race.
  await Promise.all([...document.fonts].filter((face) => face.family.startsWith("Noto")).map((face) => face.load()));
  await document.fonts.ready;
  const version = (navigator.userAgent.match(/Chrome\/([0-9.]+)/) || [])[1] || "unknown";
  const result = { chromium: version, widths: [], letterSpacing: [], letterSpacingBreaks: [], vertical: [], opportunities: [], breaks: [], fit: [] };
  measureWidths(result);
  measureLetterSpacingBreaks(result);
  measureVertical(result);
  measureOpportunities(result);
  measureBreaks(result, breakCases);
  const fit = { breaks: [] };
  measureBreaks(fit, fitCases());
  result.fit = fit.breaks;
  const pre = document.createElement("pre");
  pre.id = "result";
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
}
main().catch(error => {
  const pre = document.createElement("pre");
  pre.id = "error";
  pre.textContent = String(error && error.stack || error);
  document.body.appendChild(pre);
});
