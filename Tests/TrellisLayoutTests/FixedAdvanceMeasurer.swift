import Trellis
import TrellisLayout

/// A measurer whose every character is 10 points wide and whose lines break only at spaces, so a
/// rule's expected frames can be worked out by hand. Real text is measured in the text tests.
struct FixedAdvanceMeasurer: TextMeasuring {
    static let advance: CGFloat = 10

    func metrics(for font: Font.Resolved) -> FontMetrics {
        FontMetrics(ascent: 16, descent: 4, lineHeight: font.lineHeight, baseline: 17)
    }

    func layout(_ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?, truncationMode: Text.TruncationMode) -> TextLayout {
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if let width, !current.isEmpty, CGFloat(candidate.count) * Self.advance > width {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        var isTruncated = false
        if let lineLimit, lines.count > lineLimit {
            lines = Array(lines.prefix(lineLimit))
            lines[lines.count - 1] += "…"
            isTruncated = true
        }
        let textLines = lines.enumerated().map { offset, text in
            TextLine(range: 0..<text.utf16.count, text: text, width: CGFloat(text.count) * Self.advance, baseline: CGFloat(offset) * font.lineHeight + 17)
        }
        let widest = textLines.map(\.width).max() ?? 0
        return TextLayout(lines: textLines, size: CGSize(width: widest, height: CGFloat(lines.count) * font.lineHeight), isTruncated: isTruncated)
    }
}

extension LayoutEngine {
    static let fixedAdvance = LayoutEngine(measurer: FixedAdvanceMeasurer())
}

/// Lays out `view` on `canvas` with the fixed-advance measurer.
@MainActor
func layOut<V: View>(_ view: V, in canvas: CGSize = CGSize(width: 200, height: 100)) -> LaidOutTree {
    LayoutEngine.fixedAdvance.layout(view.resolved(in: EnvironmentValues()), in: canvas)
}

extension LaidOutTree {
    /// The frame of the node at `path` (child positions below the root), for readable expectations.
    func frame(_ path: Int...) -> CGRect {
        var index = 0
        for position in path {
            var child = index + 1
            for _ in 0..<position { child += nodes[child].subtreeSize }
            index = child
        }
        return nodes[index].frame.toMillionths
    }
}

/// A frame for an expectation, worked out by hand. Frames are compared to a millionth of a point,
/// so a hand-written 39.855 equals the engine's (100 − 20.29) / 2, whose last bit may differ.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height).toMillionths
}

extension CGRect {
    var toMillionths: CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * 1_000_000).rounded() / 1_000_000 }
        return CGRect(x: round(minX), y: round(minY), width: round(width), height: round(height))
    }
}
