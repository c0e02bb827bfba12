// The inputs scripts/record-text-metrics.sh measures in headless Chromium. Every recording stores
// its own inputs beside Chromium's answer, so the Swift tests read nothing from this file; edit it,
// rerun the script, and the fixtures follow.
"use strict";

// A font as Trellis resolves one: the CSS the HTML emitter writes for it. The system font (SANS)
// is Inter below 20 px and Inter Display from 20 px, as Trellis picks the cut (SystemFontFile).
function font(family, size, lineHeight, weight, italic) {
  if (family === SANS) family = size >= 20 ? "Inter Display" : "Inter";
  return { family: family, size: size, lineHeight: lineHeight, weight: weight || 400, italic: !!italic };
}
const SANS = "Inter", SERIF = "DejaVu Serif", MONO = "DejaVu Sans Mono";
const body = font(SANS, 17, 22), bodyBold = font(SANS, 17, 22, 700);
const largeTitle = font(SANS, 34, 41), footnote = font(SANS, 13, 18);

// Widths: measureText and the box of an inline span, per string and font.
const widthStrings = [
  "Hello, world!", "AVATAR Typography", "Customize Styles", "Tap to view updated styles",
  "Plants", "Water every other day", "Item 1", "The quick brown fox jumps over the lazy dog",
  "0123456789", "$1,234.56", "3.14159 \u00D7 2 = 6.28318", "100% \u2014 done", "Caf\u00E9 cr\u00E8me br\u00FBl\u00E9e",
  "na\u00EFve fa\u00E7ade", "\u00C6r\u00F8sk\u00F8bing", "Stra\u00DFe", "\u00C0\u00C9\u00CE\u00D5\u00DC \u00F1 \u00E7",
  "\u201CQuoted\u201D \u2018single\u2019", "it\u2019s", "A\u2013Z en dash", "em\u2014dash", "file_name.swift",
  "path/to/file", "user@example.com", "https://example.com/a?b=c&d=e", "(parentheses) [brackets] {braces}",
  "<tag attr=\"v\">", "Wait... what?!", "Yo! LT Tw Te To Ty", "AWAY VAVA LTA", "fi fl ffi ffl", "Typewriter",
  "office affluent", "\u0395\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC", "\u0420\u0443\u0441\u0441\u043A\u0438\u0439 \u0442\u0435\u043A\u0441\u0442",
  "#hashtag *bold* ~tilde~", "a|b;c:d", "+1 (555) 010-9999", "\u00BD \u00BC \u00BE \u00B0 \u00B1 \u00B5",
  "\u2022 bullet \u00B7 list", "T-Year Y-axis", "P. F, r. y, L'", "Hello   ", "   Hello", "x\u2026y",
  "soft\u00ADhyphen", "\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD", "\u0645\u0631\u062D\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645",
  "\u4E2D\u6587\u5B57", "smile \u{1F600} ok", "thumbs \u{1F44D}\u{1F3FD}", "\u2713 done \u2665",
  "crab \u{1F980}", "tab\there",
  // Emoji sequences (drawn by Noto Color Emoji) and CJK (Noto Sans CJK), alone and among Latin.
  "family \u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}", "flag \u{1F1EF}\u{1F1F5} \u{1F1FA}\u{1F1F8}",
  "wave \u{1F44B}\u{1F3FB}\u{1F44B}\u{1F3FF}", "keycap 1\uFE0F\u20E3 #\uFE0F\u20E3", "love \u2764\uFE0F \u2764",
  "\u00A9\uFE0F \u00A9 \u263A\uFE0F \u263A", "\u2705 done \u{1F389}",
  "\u65E5\u672C\u8A9E\u306E\u30C6\u30AD\u30B9\u30C8\u3002", "\u4F60\u597D\uFF0C\u4E16\u754C\uFF01",
  "\uD55C\uAD6D\uC5B4 \uD14D\uC2A4\uD2B8", "Tokyo \u6771\u4EAC and \u{1F5FC}",
  "\u0928\u092E\u0938\u094D\u0924\u0947",
];
const widthFonts = [
  footnote, font(SANS, 13, 18, 700), body, bodyBold, largeTitle, font(SANS, 34, 41, 700),
  font(SERIF, 17, 22), font(SERIF, 17, 22, 700), font(MONO, 17, 22), font(MONO, 17, 22, 700),
  font(SANS, 17, 22, 400, true), font(SANS, 17, 22, 700, true),
  font(SANS, 17, 22, 100), font(SANS, 15, 20, 300), font(SANS, 17, 22, 500), font(SANS, 17, 22, 600),
  font(SANS, 22, 28, 800), font(SANS, 28, 34, 900), font(SANS, 20, 25, 200), font(SANS, 19, 24),
];
// Letter-spacing (SwiftUI's kerning and tracking): canvas measureText and a span's box per
// string, font and spacing, and where lines of a spaced text break.
const letterSpacingStrings = ["Hello, world!", "AVATAR Typography", "Customize Styles", "Yo! LT Tw Te To Ty",
  "Caf\u00E9 cr\u00E8me", "Water every other day", "0123456789"];
const letterSpacingFonts = [body, bodyBold, footnote, largeTitle];
const letterSpacings = [1, 2.5, -0.5];
const letterSpacingBreakCases = [];
for (const spacing of [1, 3]) {
  for (const width of [80, 120, 170]) {
    letterSpacingBreakCases.push({ text: "Water every other day", font: body, width: width, letterSpacing: spacing });
  }
}

// Vertical metrics: each text style's size and line height, Dynamic Type sizes, fixed sizes with
// the family's natural line height (Font.swift), and fractional line heights.
const verticalCases = [];
for (const [size, lineHeight] of [
  [11, 13], [12, 16], [13, 18], [15, 20], [16, 21], [17, 22], [20, 25], [22, 28], [28, 34], [34, 41],
  [14, 18], [19, 25], [21, 27], [23, 30], [53, 67], [40, 50], [47, 59],
  [17, 19.79], [10, 11.64], [24, 27.94], [9, 10.48], [30, 34.92], [64, 74.5], [17, 20.5], [13, 15.13],
]) {
  for (const [family, weight] of [[SANS, 400], [SANS, 700], [SANS, 500], [SERIF, 400], [SERIF, 700], [MONO, 400], [MONO, 700]]) {
    verticalCases.push(font(family, size, lineHeight, weight));
  }
}

// Break opportunities: each string in a zero-width box without overflow-wrap, so that every
// opportunity becomes a line break and nothing else does.
const opportunityStrings = [
  "path/to/file", "well-known self-aware", "a-1 b-2 -5 x-y", "ABCD-1234-5678", "what?yes?no",
  "comma,separated,values", "semi;colon;list", "dots.in.a.name", "colon:pairs:here", "plus+equals=amp&hash#star*",
  "quote\"d 'single'", "close)paren]brace}", "tilde~at@pipe|bang!pct%under_score", "a(b[c{d<e", "x,(y x.[z x;{w x!<v",
  "--double--dash", "?(q)?[r]", "a?1 b?-c", "A-(B) c-\"d\" e-'f'", "back\\slash^caret`tick",
  "en\u2013dash\u2013words", "em\u2014dash\u2014words", "soft\u00ADhy\u00ADphen", "NBSP\u00A0joined\u00A0words",
  "zero\u200Bwidth\u200Bspace", "word\u2010hyphen\u2011nobreak", "minus\u22125", "10:30\u201311:45",
  "\u4E2D\u6587\u5B57\u7B26\u6D4B\u8BD5", "\u65E5\u672C\u8A9E\u306E\u30C6\u30AD\u30B9\u30C8\u3067\u3059\u3002\u306F\u3044\u3001\u3069\u3046\u305E",
  "\u300C\u5F15\u7528\u300D\u3068\u30FC\u3041", "\uD55C\uAD6D\uC5B4 \uD14D\uC2A4\uD2B8", "mixed\u4E2D\u6587and English",
  "Caf\u00E9/cr\u00E8me/br\u00FBl\u00E9e", "na\u00EFve-fa\u00E7ade", "\u201CQuoted\u201D \u2018single\u2019 it\u2019s",
  "\u00AByes\u00BB \u00BFqu\u00E9? \u00A1s\u00ED!", "wait\u2026what\u2026", "\u20AC12 34\u00B0 5\u2030 \u00A3", "x\u00D7y \u2022a \u00B7b",
  "smile\u{1F600}ok\u{1F44D}\u{1F3FD}fine", "\u05E9\u05DC\u05D5\u05DD-\u05E2\u05D5\u05DC\u05DD", "\u0645\u0631\u062D\u0628\u0627/\u0639\u0627\u0644\u0645",
  "\u0395\u03BB\u03BB\u03AC\u03B4\u03B1-\u039A\u03CC\u03C3\u03BC\u03BF\u03C2", "e\u0301t\u0301e\u0301", "\u4E2D\uFF0C\u6587\uFF01\u5B57\uFF08\u6D4B\uFF09",
  "http://example.com/very/long/path?query=value&other=thing", "e-mail: user@example.com", "1,234.56 or 1.234,56",
  "$5 and 5% and #5", "end.", "(start", "a)b(c", "x--y", "?-?", "a-\u00E9 \u00E9-a \u00E9-\u00E9",
];

// Line breaks: (string, font, width) in the box the HTML emitter writes for a text
// (white-space: pre-wrap; overflow-wrap: break-word).
const breakCases = [];
function breaks(text, widths, fonts) {
  for (const f of fonts || [body]) for (const w of widths) breakCases.push({ text: text, font: f, width: w });
}
breaks("Water every other day", [60, 100, 120, 150, 191, 192]);
breaks("The quick brown fox jumps over the lazy dog", [50, 90, 130, 170, 210, 250, 300]);
breaks("The quick brown fox jumps over the lazy dog", [100, 200, 300], [bodyBold, largeTitle, footnote, font(SERIF, 17, 22), font(MONO, 17, 22)]);
breaks("Tap to view updated styles", [226.9, 226.92, 200, 120, 60]);
breaks("Customize Styles", [146.19, 146.2, 100, 60]);
breaks("Item 1", [54.9, 55, 40, 30]);
breaks("path/to/file/name", [40, 80, 120, 160]);
breaks("well-known self-aware state-of-the-art", [40, 60, 90, 120, 150, 200]);
breaks("a-1 b-2 -5 x-y ABCD-1234-5678", [30, 50, 70, 100, 140]);
breaks("what?yes?no maybe?", [40, 70, 100]);
breaks("comma,separated,values semi;colon;list", [60, 100, 160]);
breaks("dots.in.a.name colon:pairs:here", [50, 90, 130]);
breaks("plus+equals=amp&hash#star*bang!pct%", [60, 120, 200]);
breaks("tilde~at@pipe|under_score\"quote'apos>gt}brace]bracket", [80, 150, 250]);
breaks("a(b[c{d<e f,(g x.[z", [20, 40, 60, 100]);
breaks("en\u2013dash\u2013words and em\u2014dash\u2014words", [50, 80, 110, 150, 200]);
breaks("soft\u00ADhy\u00ADphen\u00ADated long\u00ADer\u00ADword", [40, 60, 80, 100, 130, 170]);
breaks("Supercalifragilisticexpialidocious", [40, 80, 120, 200, 300]);
breaks("a Supercalifragilisticexpialidocious word", [60, 100, 150, 250]);
breaks("Pneumonoultramicroscopicsilicovolcanoconiosis is long", [100, 200, 300]);
breaks("trailing spaces   then more   words   ", [60, 80, 100, 140]);
breaks("   leading spaces here", [40, 70, 100]);
breaks("multiple   inner   spaces   between   words", [60, 90, 120, 180]);
breaks("line\nbreak\nhere and there", [30, 60, 200]);
breaks("\n\nleading newlines", [60, 200]);
breaks("empty\n\nline between", [60, 200]);
breaks("mixed\u4E2D\u6587\u5B57\u7B26and English words", [40, 80, 120, 160]);
breaks("\u4E2D\u6587\u5B57\u7B26\u6D4B\u8BD5\u4E2D\u6587\u5B57\u7B26\u6D4B\u8BD5", [30, 50, 70]);
breaks("Caf\u00E9 cr\u00E8me br\u00FBl\u00E9e fa\u00E7ade na\u00EFve \u00C6r\u00F8sk\u00F8bing", [60, 100, 140, 200]);
breaks("\u201CQuoted text\u201D and \u2018single quotes\u2019 it\u2019s", [60, 100, 150, 200]);
breaks("http://example.com/very/long/path?query=value&other=thing", [100, 150, 200, 300]);
breaks("e-mail: user@example.com or call +1 (555) 010-9999", [70, 120, 180, 250]);
breaks("100% sure\u2014really. $1,234.56 or \u20AC1.234,56", [60, 100, 150, 200]);
breaks("x\u2026y\u2026 ellipsis\u2026 wait\u2026what", [40, 70, 100]);
breaks("NBSP\u00A0joined\u00A0words here", [50, 100, 150]);
breaks("zero\u200Bwidth\u200Bspace\u200Bseparated", [40, 80, 120]);
breaks("10:30 am \u2013 11:45 pm on Monday", [60, 100, 150]);
breaks("A/B testing and/or #hashtags @mentions", [50, 90, 140, 200]);
breaks("function(argument) array[index] dict{key} <html>", [60, 110, 160, 220]);
breaks("emoji \u{1F600} test \u{1F44D}\u{1F3FD} ok \u2713", [40, 70, 100]);
breaks("\u05E9\u05DC\u05D5\u05DD \u05E2\u05D5\u05DC\u05DD and more text", [50, 100, 150]);
breaks("family \u{1F468}\u200D\u{1F469}\u200D\u{1F467} flags \u{1F1EF}\u{1F1F5}\u{1F1FA}\u{1F1F8} \u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD} 1\uFE0F\u20E3 ok", [40, 70, 100, 150]);
breaks("\u65E5\u672C\u8A9E\u306E\u30C6\u30AD\u30B9\u30C8\u3067\u3059\u3002\u300C\u5F15\u7528\u300D\u3068Latin words\u3002", [50, 80, 120, 200]);
breaks("\u4F60\u597D\uFF0C\u4E16\u754C\uFF01\u8FD9\u662F\u4E2D\u6587\u3002", [40, 60, 90], [body, bodyBold, largeTitle]);
breaks("combining e\u0301 a\u0308 o\u0302 letters", [40, 80, 120]);
breaks("Ta Te To Tr Tu Tw Ty Yo! LT AVATAR", [50, 90, 130, 180]);
breaks("T-Year Y-axis V-Vo", [30, 50, 70]);
breaks("Water every other day", [60, 100, 120, 160], [bodyBold, largeTitle, font(SANS, 34, 41, 700)]);
breaks("Customize your plant\u2019s watering schedule and reminders", [120, 200, 280, 358], [body, footnote, font(SANS, 15, 20)]);
breaks("Settings \u203A Notifications \u203A Sounds", [80, 140, 200]);
breaks("x", [0, 1, 5]);
breaks("ab", [1, 10]);
breaks("ffi office affluent", [10, 30, 60]);

// The fit rule at the 1/64 px boundary: each string at widths around its own width.
const fitStrings = ["Hello, world!", "Tap to view updated styles", "Customize Styles", "Item 1", "ab cd",
  "Water every other day", "AVATAR Typography", "x y z", "The quick brown", "Plants and trees"];
const fitOffsets = [-2, -1, 0, 1, 2];
