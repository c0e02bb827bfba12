// Measures one Trellis page; scripts/chromium-boxes.py evaluates this function in each page it
// loads and prints what it returns (the output format is described there).
(async (options) => {
  // Laying the page out first starts every font load that the page's text needs, so that
  // fonts.ready covers them; then two frames make sure the final layout has been painted.
  void document.documentElement.getBoundingClientRect();
  await document.fonts.ready;
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));

  const isSVG = document.documentElement.namespaceURI === 'http://www.w3.org/2000/svg';
  const nodeId = /^n[0-9]+(\.[0-9]+)*$/;
  const rect = r => ({x: r.left, y: r.top, width: r.width, height: r.height});
  const relative = (r, o) => ({x: r.left - o.left, y: r.top - o.top, width: r.width, height: r.height});
  const page = (r) => ({x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height});

  const screenElements = isSVG ? [document.documentElement]
                               : Array.from(document.querySelectorAll('.trellis-screen'));
  const screenRects = screenElements.map(e => e.getBoundingClientRect());
  // Elements that define rather than draw (a clip path, a gradient) have no box of their own.
  const notDrawn = 'defs,clipPath,mask,pattern,symbol,linearGradient,radialGradient,filter,marker';

  let canvas = null;
  const ascentCache = new Map();
  // A line's baseline lies the font's ascent below the top of its text box, the ascent rounded to
  // a whole pixel as Chromium lays text out (docs/architecture.md, "Text"). Chromium 156 reports it rounded
  // already; the rounding keeps that true if a build does not.
  function ascent(element) {
    const s = getComputedStyle(element);
    const font = [s.fontStyle, s.fontWeight, s.fontSize, s.fontFamily].join(' ');
    if (!ascentCache.has(font)) {
      canvas = canvas || document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas').getContext('2d');
      canvas.font = font;
      ascentCache.set(font, Math.round(canvas.measureText('x').fontBoundingBoxAscent));
    }
    return ascentCache.get(font);
  }

  // The lines of the text inside an HTML element, its styled runs' elements included (but not
  // a descendant with a node id of its own), found character by character: a character whose
  // baseline (its box's top plus its own font's ascent, so runs in other sizes line up) lies
  // below the current line's starts the next line.
  function htmlLines(element) {
    const lines = [];
    let current = null;
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: n => n.nodeType === Node.ELEMENT_NODE && n !== element && /^n[0-9.]+$/.test(n.id || '')
        ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let child = walker.nextNode(); child; child = walker.nextNode()) {
      if (child.nodeType !== Node.TEXT_NODE) continue;
      const text = child.data;
      const base = ascent(child.parentElement);
      for (let i = 0; i < text.length;) {
        const code = text.charCodeAt(i);
        const step = (code >= 0xD800 && code < 0xDC00 && i + 1 < text.length) ? 2 : 1;
        range.setStart(child, i);
        range.setEnd(child, i + step);
        const boxes = Array.from(range.getClientRects()).filter(b => b.height > 0);
        if (boxes.length > 0) {
          // A space where a line breaks has a box at the end of its line and one at the start of the
          // next; it belongs to the first.
          const baseline = boxes[0].top + base;
          if (current === null || baseline > current.baseline + 0.5) {
            current = {baseline, characters: []};
            lines.push(current);
          }
          current.characters.push({node: child, start: i, end: i + step, text: text.slice(i, i + step)});
        }
        i += step;
      }
    }
    return lines.map(line => {
      // Trailing spaces hang past the line's end and do not count for its width.
      const kept = line.characters.slice();
      while (kept.length > 0 && /^[ \t\n\r\f]$/.test(kept[kept.length - 1].text)) kept.pop();
      const text = kept.map(c => c.text).join('');
      if (kept.length === 0) return {text, left: 0, top: line.baseline, width: 0};
      range.setStart(kept[0].node, kept[0].start);
      range.setEnd(kept[kept.length - 1].node, kept[kept.length - 1].end);
      const r = range.getBoundingClientRect();
      return {text, left: r.left, top: line.baseline, width: r.width};
    });
  }

  // The box of what an <svg> element draws: the union of its shapes' boxes. A symbol's viewport is
  // its frame, but the drawing leaves a margin inside it, and the two documents size the viewport
  // differently (a CSS box in HTML, whose getBoundingClientRect is the viewport; a nested
  // viewport in SVG, whose getBoundingClientRect is already its content's), so this is the box
  // both can be measured by.
  function drawnBox(element) {
    let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
    for (const shape of element.querySelectorAll('path,rect,circle,ellipse,line,polyline,polygon,text,image,use')) {
      if (shape.closest(notDrawn)) continue;
      const r = shape.getBoundingClientRect();
      left = Math.min(left, r.left); top = Math.min(top, r.top);
      right = Math.max(right, r.right); bottom = Math.max(bottom, r.bottom);
    }
    return left === Infinity ? null : {left, top, width: right - left, height: bottom - top};
  }

  // One line per <text> that belongs to this node: the element itself, or descendants whose
  // nearest node-id ancestor is this element.
  //
  // SVG text has no line box, so a line is measured where Chromium's SVG text layout put its
  // glyphs: getStartPositionOfChar(0) is the origin of the first glyph, the point where the line
  // starts on its alphabetic baseline, after text-anchor, xml:space and any transform have been
  // applied; the screen CTM maps it (and the advance sum getComputedTextLength, which is what the
  // HTML's Range width measures too) to screen px. A glyph's extent or getBBox would depend on
  // the font's ascent and descent instead of the baseline, and on ink, not advances.
  function svgLines(element) {
    const texts = element.localName === 'text' ? [element]
      : Array.from(element.querySelectorAll('text')).filter(t => {
          for (let e = t; e !== element; e = e.parentElement) if (nodeId.test(e.id) && e !== t) return false;
          return !nodeId.test(t.id);
        });
    return texts.filter(t => t.getNumberOfChars() > 0).map(t => {
      const start = t.getStartPositionOfChar(0).matrixTransform(t.getScreenCTM());
      const ctm = t.getScreenCTM();
      return {text: t.textContent, left: start.x, top: start.y, width: t.getComputedTextLength() * Math.hypot(ctm.a, ctm.b)};
    });
  }

  const nodes = [], unplaced = [], seen = new Set(), duplicates = new Set();
  for (const element of document.querySelectorAll('[id]')) {
    if (!nodeId.test(element.id)) continue;
    if (element.closest(notDrawn)) continue;
    if (seen.has(element.id)) { duplicates.add(element.id); continue; }
    seen.add(element.id);
    const screen = screenElements.findIndex(s => s === element || s.contains(element));
    if (screen < 0) { unplaced.push(element.id); continue; }
    const origin = screenRects[screen];
    const node = Object.assign({id: element.id, tag: element.localName, screen: screen},
                               relative(element.getBoundingClientRect(), origin));
    if (element.localName === 'svg') {
      const drawn = drawnBox(element);
      if (drawn) node.drawn = relative(drawn, origin);
    }
    if (options.lines) {
      const lines = isSVG ? svgLines(element) : htmlLines(element);
      if (lines.length > 0) {
        node.lines = lines.map(l => ({text: l.text, x: l.left - origin.left, baseline: l.top - origin.top, width: l.width}));
      }
    }
    nodes.push(node);
  }

  const selected = {};
  for (const selector of options.select) {
    selected[selector] = Array.from(document.querySelectorAll(selector)).map(e => {
      const r = e.getBoundingClientRect();
      const screen = screenElements.findIndex(s => s === e || s.contains(e));
      return screen < 0 ? rect(r) : relative(r, screenRects[screen]);
    });
  }

  return {
    kind: isSVG ? 'svg' : 'html',
    screens: screenRects.map(page),
    nodes: nodes,
    unplaced: unplaced,
    duplicateIds: Array.from(duplicates),
    fonts: Array.from(document.fonts).map(f => ({family: f.family.replace(/^"|"$/g, ''), weight: f.weight, style: f.style, status: f.status})),
    selected: selected,
  };
})
