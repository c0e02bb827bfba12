import Trellis
// TEMPORARY until the HarfBuzz measurer lands; never committed.
public final class TextMeasurer: TextMeasuring, Sendable {
    public static let shared = TextMeasurer()
    public init() {}
    public func metrics(for font: Font.Resolved) -> FontMetrics {
        let a = (font.size * 1901 / 2048).rounded(), d = (font.size * 483 / 2048).rounded()
        let l = (font.lineHeight * 64).rounded() / 64
        return FontMetrics(ascent: a, descent: d, lineHeight: l, baseline: ((l - a - d) / 2).rounded(.down) + a)
    }
    public func layout(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode) -> TextLayout {
        let m = metrics(for: font)
        let adv = font.size * 0.6
        var lines: [TextLine] = []
        var offset = 0
        for hard in string.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = "" ; var start = offset
            for word in hard.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if let width, !current.isEmpty, CGFloat(candidate.count) * adv > width {
                    lines.append(TextLine(range: start..<(start + current.utf16.count), text: current, width: CGFloat(current.count) * adv, baseline: 0))
                    start += current.utf16.count + 1; current = String(word)
                } else { current = candidate }
            }
            lines.append(TextLine(range: start..<(start + current.utf16.count), text: current, width: CGFloat(current.count) * adv, baseline: 0))
            offset += hard.utf16.count + 1
        }
        var truncated = false
        if let lineLimit, lines.count > lineLimit { lines = Array(lines.prefix(max(lineLimit, 1))); truncated = true }
        for i in lines.indices { lines[i].baseline = CGFloat(i) * m.lineHeight + m.baseline }
        let w = ((lines.map(\.width).max() ?? 0) * 64).rounded(.up) / 64
        return TextLayout(lines: lines, size: CGSize(width: w, height: CGFloat(lines.count) * m.lineHeight), isTruncated: truncated)
    }
}
